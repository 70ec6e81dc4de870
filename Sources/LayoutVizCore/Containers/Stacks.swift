import Foundation

/// Arranges its children in a horizontal line (docs/layout/stacks.md).
nonisolated public struct HStack<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// Creates a horizontal stack. `spacing` nil means each pair's preferred distance (8 by default).
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: Never { neverBody() }

    nonisolated func resolve(_ ctx: ResolveContext) -> [Node] {
        resolveStack(axis: .horizontal, alignment: .vertical(alignment), spacing: spacing, content, ctx)
    }
}

/// Arranges its children in a vertical line (docs/layout/stacks.md).
nonisolated public struct VStack<Content: View>: View, PrimitiveView {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// Creates a vertical stack. `spacing` nil means each pair's preferred distance (8 by default).
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: Never { neverBody() }

    nonisolated func resolve(_ ctx: ResolveContext) -> [Node] {
        resolveStack(axis: .vertical, alignment: .horizontal(alignment), spacing: spacing, content, ctx)
    }
}

/// A stack node whose children are resolved knowing the stack's axis (so spacers orient).
func resolveStack<Content: View>(axis: Axis, alignment: StackAlignment, spacing: CGFloat?, _ content: Content, _ ctx: ResolveContext) -> [Node] {
    var inner = ctx
    inner.stackAxis = axis
    return [Node(.stack(axis: axis, alignment: alignment, spacing: spacing), children: resolveView(content, inner))]
}

/// Overlays its children, aligned on one point (docs/layout/zstack.md).
nonisolated public struct ZStack<Content: View>: View, PrimitiveView {
    let alignment: Alignment
    let content: Content

    /// Creates an overlaying stack.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public var body: Never { neverBody() }

    nonisolated func resolve(_ ctx: ResolveContext) -> [Node] {
        [Node(.zstack(alignment: alignment), children: resolveView(content, ctx.withoutStack()))]
    }
}

/// Flexible space that expands along the enclosing stack's axis (docs/layout/leaves.md).
nonisolated public struct Spacer: View, PrimitiveView {
    /// The minimum length; nil means the system spacing, 8.
    public var minLength: CGFloat?

    /// Creates a spacer.
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }

    public var body: Never { neverBody() }

    nonisolated func resolve(_ ctx: ResolveContext) -> [Node] {
        [Node(.spacer(minLength: minLength, axis: ctx.stackAxis))]
    }
}

nonisolated extension Color: View, PrimitiveView {
    public var body: Never { neverBody() }
    nonisolated func resolve(_ ctx: ResolveContext) -> [Node] { [Node(.leaf(.color(resolved(in: ctx.environment))))] }
}
