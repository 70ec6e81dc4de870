import Foundation

/// How a view's content fills the space it is offered while keeping its aspect ratio.
public enum ContentMode: Hashable, CaseIterable, Sendable {
    /// As large as fits inside the space on both axes.
    case fit
    /// As small as covers the space on both axes (and overflows it on one).
    case fill
}

/// `aspectRatio`, `scaledToFit` and `scaledToFill`: proposes the child the largest (fit) or
/// smallest (fill) size of a given shape within the proposal (docs/layout/aspect-ratio.md).
nonisolated public struct _AspectRatioLayout: ViewModifier, WrappingModifier {
    /// The width-to-height ratio; nil keeps the child's own (its ideal size's).
    public var aspectRatio: CGFloat?
    /// Fit or fill.
    public var contentMode: ContentMode

    /// Creates the modifier.
    public init(aspectRatio: CGFloat?, contentMode: ContentMode) {
        self.aspectRatio = aspectRatio
        self.contentMode = contentMode
    }

    public typealias Body = Never
    public func body(content: Content) -> Never { neverBody() }
    nonisolated func makeNode(wrapping child: Node) -> Node { Node(.aspectRatio(aspectRatio, contentMode), children: [child]) }
}

nonisolated extension View {
    /// Constrains the view to `aspectRatio` (width / height), or to its own ideal size's ratio when
    /// nil, scaled to fit or fill the space offered.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> ModifiedContent<Self, _AspectRatioLayout> {
        modifier(_AspectRatioLayout(aspectRatio: aspectRatio, contentMode: contentMode))
    }

    /// Constrains the view to the ratio of `aspectRatio`'s width to its height.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> ModifiedContent<Self, _AspectRatioLayout> {
        self.aspectRatio(aspectRatio.width / aspectRatio.height, contentMode: contentMode)
    }

    /// Scales the view to fit the space offered, keeping its ideal size's ratio.
    public func scaledToFit() -> ModifiedContent<Self, _AspectRatioLayout> {
        aspectRatio(contentMode: .fit)
    }

    /// Scales the view to fill the space offered, keeping its ideal size's ratio.
    public func scaledToFill() -> ModifiedContent<Self, _AspectRatioLayout> {
        aspectRatio(contentMode: .fill)
    }
}
