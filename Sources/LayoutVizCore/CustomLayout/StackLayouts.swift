import Foundation

/// HStack's algorithm as a `Layout`, for `AnyLayout` and custom containers (docs/layout/custom-layouts.md).
public struct HStackLayout: Layout, NativeStackLayout {
    /// The vertical alignment of the children.
    public var alignment: VerticalAlignment
    /// The distance between children; nil means each pair's preferred distance.
    public var spacing: CGFloat?

    /// Creates a horizontal stack layout.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var p = LayoutProperties()
        p.stackOrientation = .horizontal
        return p
    }

    var nativeKind: Node.Kind { .stack(axis: .horizontal, alignment: .vertical(alignment), spacing: spacing) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        nativeSizeThatFits(nativeKind, proposal, subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        nativePlaceSubviews(nativeKind, bounds, proposal, subviews)
    }
}

/// VStack's algorithm as a `Layout`, for `AnyLayout` and custom containers (docs/layout/custom-layouts.md).
public struct VStackLayout: Layout, NativeStackLayout {
    /// The horizontal alignment of the children.
    public var alignment: HorizontalAlignment
    /// The distance between children; nil means each pair's preferred distance.
    public var spacing: CGFloat?

    /// Creates a vertical stack layout.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var p = LayoutProperties()
        p.stackOrientation = .vertical
        return p
    }

    var nativeKind: Node.Kind { .stack(axis: .vertical, alignment: .horizontal(alignment), spacing: spacing) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        nativeSizeThatFits(nativeKind, proposal, subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        nativePlaceSubviews(nativeKind, bounds, proposal, subviews)
    }
}

/// ZStack's algorithm as a `Layout`; spacers inside it are two-dimensional.
public struct ZStackLayout: Layout, NativeStackLayout {
    /// How children align with each other.
    public var alignment: Alignment

    /// Creates an overlaying layout.
    public init(alignment: Alignment = .center) { self.alignment = alignment }

    var nativeKind: Node.Kind { .zstack(alignment: alignment) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        nativeSizeThatFits(nativeKind, proposal, subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        nativePlaceSubviews(nativeKind, bounds, proposal, subviews)
    }
}

private func nativeSizeThatFits(_ kind: Node.Kind, _ p: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
    subviews.withEngine { $0.nativeSize(kind, subviews, p) }
}

private func nativePlaceSubviews(_ kind: Node.Kind, _ bounds: CGRect, _ p: ProposedViewSize, _ subviews: LayoutSubviews) {
    subviews.withEngine { $0.nativePlace(kind, subviews, in: bounds, p) }
}

extension HStack: Layout, NativeStackLayout where Content == EmptyView {
    /// A horizontal stack used as a layout (for `AnyLayout(HStack(...))`).
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.init(alignment: alignment, spacing: spacing, content: { EmptyView() })
    }

    public static var layoutProperties: LayoutProperties { HStackLayout.layoutProperties }

    var nativeKind: Node.Kind { HStackLayout(alignment: alignment, spacing: spacing).nativeKind }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        nativeSizeThatFits(nativeKind, proposal, subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        nativePlaceSubviews(nativeKind, bounds, proposal, subviews)
    }
}

extension VStack: Layout, NativeStackLayout where Content == EmptyView {
    /// A vertical stack used as a layout (for `AnyLayout(VStack(...))`).
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.init(alignment: alignment, spacing: spacing, content: { EmptyView() })
    }

    public static var layoutProperties: LayoutProperties { VStackLayout.layoutProperties }

    var nativeKind: Node.Kind { VStackLayout(alignment: alignment, spacing: spacing).nativeKind }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        nativeSizeThatFits(nativeKind, proposal, subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        nativePlaceSubviews(nativeKind, bounds, proposal, subviews)
    }
}

extension ZStack: Layout, NativeStackLayout where Content == EmptyView {
    /// An overlaying stack used as a layout.
    public init(alignment: Alignment = .center) {
        self.init(alignment: alignment, content: { EmptyView() })
    }

    var nativeKind: Node.Kind { .zstack(alignment: alignment) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        nativeSizeThatFits(nativeKind, proposal, subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        nativePlaceSubviews(nativeKind, bounds, proposal, subviews)
    }
}
