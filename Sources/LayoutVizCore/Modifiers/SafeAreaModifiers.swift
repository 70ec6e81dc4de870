import Foundation

// The safe-area modifiers. Their layout is `Layout/Constructs/SafeArea.swift`; the rules are in
// docs/layout/safe-area.md.

/// The kinds of safe area a view can ignore.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// The device's unsafe edges and the bars of containers.
    public static let container = SafeAreaRegions(rawValue: 1)
    /// The software keyboard (never shown in a picture, so ignoring it changes nothing).
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    /// Every region.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// An edge on the vertical axis.
public enum VerticalEdge: Int8, Hashable, Sendable, CaseIterable {
    case top, bottom
}

/// An edge on the horizontal axis.
public enum HorizontalEdge: Int8, Hashable, Sendable, CaseIterable {
    case leading, trailing
}

/// `ignoresSafeArea`: the child grows into the unsafe edges this view touches.
nonisolated public struct _SafeAreaIgnoringLayout: ViewModifier, WrappingModifier {
    let edges: Edge.Set
    public typealias Body = Never
    public func body(content: Content) -> Never { neverBody() }
    nonisolated func makeNode(wrapping child: Node) -> Node { Node(.ignoresSafeArea(edges), children: [child]) }
}

/// `safeAreaInset`: content along one edge, the view inset by it (and its safe area with it).
nonisolated public struct _InsetViewModifier: ViewModifier, PrimitiveModifier {
    let edge: Edge
    let alignment: Alignment
    let spacing: CGFloat?
    let content: (ResolveContext) -> [Node]
    public typealias Body = Never
    public func body(content: Content) -> Never { neverBody() }

    nonisolated func resolve(content primary: (ResolveContext) -> [Node], _ ctx: ResolveContext) -> [Node] {
        primary(ctx).map { view in
            // Several views along the edge form an implicit ZStack; none, an empty one (0×0).
            let views = content(ctx.withoutStack())
            let inset = views.count == 1 ? views[0] : Node(.zstack(alignment: alignment), children: views)
            return Node(.safeAreaInset(edge: edge, alignment: alignment, spacing: spacing), children: [view, inset])
        }
    }
}

/// `safeAreaPadding`: padding that also insets the safe area of what it pads.
nonisolated public struct _SafeAreaPaddingLayout: ViewModifier, WrappingModifier {
    let insets: EdgeInsets
    public typealias Body = Never
    public func body(content: Content) -> Never { neverBody() }
    nonisolated func makeNode(wrapping child: Node) -> Node { Node(.safeAreaPadding(insets), children: [child]) }
}

nonisolated extension View {
    /// Lets this view extend into the safe area on `edges`, where its frame touches them.
    ///
    /// The view keeps its size in its parent; at placement its content is proposed that size
    /// grown by the unsafe insets it touches, and placed to cover them. Only `.container` has an
    /// effect in a picture (no keyboard is ever shown).
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> ModifiedContent<Self, _SafeAreaIgnoringLayout> {
        modifier(_SafeAreaIgnoringLayout(edges: regions.contains(.container) ? edges : []))
    }

    /// Lets this view extend into the safe area on `edges` (the older spelling of `ignoresSafeArea(edges:)`).
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> ModifiedContent<Self, _SafeAreaIgnoringLayout> {
        ignoresSafeArea(.all, edges: edges)
    }

    /// Shows `content` along the top or bottom edge and insets this view (and its safe area) by
    /// the content's height plus `spacing` (8 when nil).
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> ModifiedContent<Self, _InsetViewModifier> {
        let v = content()
        return modifier(_InsetViewModifier(edge: edge == .top ? .top : .bottom, alignment: Alignment(horizontal: alignment, vertical: .center),
                                           spacing: spacing) { resolveView(v, $0) })
    }

    /// Shows `content` along the leading or trailing edge and insets this view (and its safe
    /// area) by the content's width plus `spacing` (8 when nil).
    public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> ModifiedContent<Self, _InsetViewModifier> {
        let v = content()
        return modifier(_InsetViewModifier(edge: edge == .leading ? .leading : .trailing, alignment: Alignment(horizontal: .center, vertical: alignment),
                                           spacing: spacing) { resolveView(v, $0) })
    }

    /// Pads this view and adds the padding to its safe area.
    public func safeAreaPadding(_ insets: EdgeInsets) -> ModifiedContent<Self, _SafeAreaPaddingLayout> {
        modifier(_SafeAreaPaddingLayout(insets: insets))
    }

    /// Pads `edges` by `length` (16 when nil) and adds the padding to the safe area.
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> ModifiedContent<Self, _SafeAreaPaddingLayout> {
        safeAreaPadding(EdgeInsets(edges, length ?? Self.defaultPadding))
    }

    /// Pads every edge by `length` and adds the padding to the safe area.
    public func safeAreaPadding(_ length: CGFloat) -> ModifiedContent<Self, _SafeAreaPaddingLayout> {
        safeAreaPadding(.all, length)
    }
}

nonisolated extension View {
    /// iOS 26's bar along an edge of a scroll view: drawn as `safeAreaInset` (the scroll-edge
    /// effect it adds under the bar is not drawn: at rest nothing lies beneath it).
    public func safeAreaBar<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                     @ViewBuilder content: () -> V) -> ModifiedContent<Self, _InsetViewModifier> {
        safeAreaInset(edge: edge, alignment: alignment, spacing: spacing, content: content)
    }

    /// iOS 26's bar along the leading or trailing edge: drawn as `safeAreaInset`.
    public func safeAreaBar<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                                     @ViewBuilder content: () -> V) -> ModifiedContent<Self, _InsetViewModifier> {
        safeAreaInset(edge: edge, alignment: alignment, spacing: spacing, content: content)
    }
}
