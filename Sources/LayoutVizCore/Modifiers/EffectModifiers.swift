import Foundation

/// `clipShape`, `cornerRadius`, `clipped`: clip drawing to a shape; layout is unchanged (docs/layout/modifiers.md).
nonisolated public struct _ClipEffect: ViewModifier, WrappingModifier {
    let name: String
    let path: (CGRect) -> Path
    public typealias Body = Never
    public func body(content: Content) -> Never { neverBody() }
    nonisolated func makeNode(wrapping child: Node) -> Node { Node(.clip(name: name, path: path), children: [child]) }
}

/// `opacity`: draws the view with its alpha multiplied; layout is unchanged.
nonisolated public struct _OpacityEffect: ViewModifier, WrappingModifier {
    let opacity: Double
    public typealias Body = Never
    public func body(content: Content) -> Never { neverBody() }
    nonisolated func makeNode(wrapping child: Node) -> Node { Node(.opacity(opacity), children: [child]) }
}

/// `shadow`: draws a blurred, tinted, offset copy of the view's alpha behind it; layout is unchanged.
nonisolated public struct _ShadowEffect: ViewModifier, PrimitiveModifier {
    let color: Color
    let radius: CGFloat
    let offset: CGSize
    public typealias Body = Never
    public func body(content: Content) -> Never { neverBody() }
    /// Wraps each node of the content, the colour resolved where the shadow is drawn (a system
    /// colour follows its scheme).
    nonisolated func resolve(content: (ResolveContext) -> [Node], _ ctx: ResolveContext) -> [Node] {
        let c = color.resolved(in: ctx.environment)
        return content(ctx).map { Node(.shadow(color: c, radius: radius, offset: offset), children: [$0]) }
    }
}

/// `alignmentGuide`: overrides one alignment guide of the view (docs/layout/alignment.md).
nonisolated public struct _AlignmentWritingModifier: ViewModifier, WrappingModifier {
    let key: AlignmentKey
    let compute: (ViewDimensions) -> CGFloat
    public typealias Body = Never
    public func body(content: Content) -> Never { neverBody() }
    nonisolated func makeNode(wrapping child: Node) -> Node { Node(.alignmentGuide(key, compute: compute), children: [child]) }
}

nonisolated extension View {
    /// Clips the view's drawing to `shape`, laid out in the view's frame.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> ModifiedContent<Self, _ClipEffect> {
        modifier(_ClipEffect(name: TypeNames.describing(S.self)) { MainActorBody.path(of: shape, in: $0) })
    }

    /// Clips the view's drawing to its frame.
    public func clipped(antialiased: Bool = false) -> ModifiedContent<Self, _ClipEffect> {
        clipShape(Rectangle())
    }

    /// Clips the view's drawing to a rounded rectangle of `radius`.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> ModifiedContent<Self, _ClipEffect> {
        clipShape(RoundedRectangle(cornerRadius: radius))
    }

    /// Draws a shadow behind the view: its drawing's alpha, blurred by `radius` (docs/layout/modifiers.md:
    /// a Gaussian of σ = radius / 2), in `color` (SwiftUI's default: black at 33 %), moved by `x`
    /// and `y`. Layout is unchanged.
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0)
        -> ModifiedContent<Self, _ShadowEffect> {
        modifier(_ShadowEffect(color: color, radius: radius, offset: CGSize(width: x, height: y)))
    }

    /// Draws the view with its opacity multiplied by `opacity` (0...1).
    public func opacity(_ opacity: Double) -> ModifiedContent<Self, _OpacityEffect> {
        modifier(_OpacityEffect(opacity: min(max(opacity, 0), 1)))
    }

    /// Draws a border of `width` inside the view's frame.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> ModifiedContent<Self, _SecondaryLayerModifier> {
        overlay(Rectangle().strokeBorder(content, lineWidth: width), alignment: .center)
    }

    /// Sets the view's horizontal guide `g` to a value computed from its dimensions.
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> ModifiedContent<Self, _AlignmentWritingModifier> {
        modifier(_AlignmentWritingModifier(key: .horizontal(g), compute: computeValue))
    }

    /// Sets the view's vertical guide `g` to a value computed from its dimensions.
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> ModifiedContent<Self, _AlignmentWritingModifier> {
        modifier(_AlignmentWritingModifier(key: .vertical(g), compute: computeValue))
    }
}

/// How a shape's interior is decided. Only non-zero winding is drawn.
public struct FillStyle: Hashable, Sendable {
    /// Whether even-odd filling was asked for (drawn as non-zero).
    public var isEOFilled: Bool
    /// Whether antialiasing was asked for.
    public var isAntialiased: Bool
    /// Creates a fill style.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// Shows the first of its children whose ideal size fits the space offered (docs/layout/view-that-fits.md).
nonisolated public struct ViewThatFits<Content: View>: View, PrimitiveView {
    let axes: Axis.Set
    let content: Content

    /// Creates a container that picks the first child that fits on `axes` (both by default).
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    public var body: Never { neverBody() }

    nonisolated func resolve(_ ctx: ResolveContext) -> [Node] {
        [Node(.viewThatFits(axes: axes), children: resolveView(content, ctx.withoutStack()))]
    }
}
