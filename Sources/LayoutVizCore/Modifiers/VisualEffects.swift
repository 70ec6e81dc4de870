import Foundation

// Effects a view computes from its geometry or its place in a scroll view (iOS 17):
// `visualEffect { content, proxy in ... }` and `scrollTransition { content, phase in ... }`.
// A picture shows views at rest: a scroll transition is at its identity phase there, which draws
// the view unchanged, so it is accepted; a visual effect is not drawn yet and is named in the
// run's "not drawn" warning (docs/coverage.md, "Views and layout").

/// An effect on how a view is drawn that does not change its layout, as SwiftUI's `VisualEffect`.
/// LayoutViz records the chain and does not draw it yet.
public protocol VisualEffect: Sendable {}

/// The effect a chain starts from: none.
public struct EmptyVisualEffect: VisualEffect {
    /// No effect.
    public init() {}
}

/// A chain of visual effects (`offset`, `scaleEffect`, `rotationEffect`, `opacity`, `blur`...).
public struct _VisualEffectChain: VisualEffect {}

extension VisualEffect {
    /// Moves the drawing by `offset`.
    public func offset(_ offset: CGSize) -> _VisualEffectChain { _VisualEffectChain() }
    /// Moves the drawing by `x` and `y`.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> _VisualEffectChain { _VisualEffectChain() }
    /// Scales the drawing about `anchor`.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> _VisualEffectChain { _VisualEffectChain() }
    /// Scales the drawing uniformly about `anchor`.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> _VisualEffectChain { _VisualEffectChain() }
    /// Scales the drawing about `anchor`.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> _VisualEffectChain { _VisualEffectChain() }
    /// Turns the drawing about `anchor`.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> _VisualEffectChain { _VisualEffectChain() }
    /// Turns the drawing in three dimensions.
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> _VisualEffectChain { _VisualEffectChain() }
    /// Makes the drawing transparent.
    public func opacity(_ opacity: Double) -> _VisualEffectChain { _VisualEffectChain() }
    /// Blurs the drawing.
    public func blur(radius: CGFloat, opaque: Bool = false) -> _VisualEffectChain { _VisualEffectChain() }
    /// Brightens the drawing.
    public func brightness(_ amount: Double) -> _VisualEffectChain { _VisualEffectChain() }
    /// Changes the drawing's contrast.
    public func contrast(_ amount: Double) -> _VisualEffectChain { _VisualEffectChain() }
    /// Changes the drawing's saturation.
    public func saturation(_ amount: Double) -> _VisualEffectChain { _VisualEffectChain() }
    /// Greys the drawing.
    public func grayscale(_ amount: Double) -> _VisualEffectChain { _VisualEffectChain() }
    /// Turns the drawing's hues.
    public func hueRotation(_ angle: Angle) -> _VisualEffectChain { _VisualEffectChain() }
    /// Multiplies the drawing's colours.
    public func colorMultiply(_ color: Color) -> _VisualEffectChain { _VisualEffectChain() }
    /// Applies an affine transform to the drawing.
    public func transformEffect(_ transform: CGAffineTransform) -> _VisualEffectChain { _VisualEffectChain() }
}

/// `visualEffect(_:)`: the view unchanged, the effect named in the run's "not drawn" warning.
nonisolated public struct _VisualEffectModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    public func body(content: Content) -> Never { neverBody() }
    nonisolated func resolve(content: (ResolveContext) -> [Node], _ ctx: ResolveContext) -> [Node] {
        ctx.environment.renderReport?.noteNotDrawn(".visualEffect")
        return content(ctx)
    }
}

nonisolated extension View {
    /// Draws the view with an effect computed from its geometry: not drawn yet, named in a
    /// warning; the view itself is drawn.
    public func visualEffect(_ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect) -> ModifiedContent<Self, _VisualEffectModifier> {
        modifier(_VisualEffectModifier())
    }

    /// Applies `transition` as the view crosses a scroll view's edges; at rest the view is at
    /// `.identity` and drawn unchanged.
    public func scrollTransition<E>(_ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
                                    transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> E) -> Self where E: VisualEffect { self }

    /// Applies different transitions at the top leading and bottom trailing edges; at rest the
    /// view is drawn unchanged.
    public func scrollTransition<E>(topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration, axis: Axis? = nil,
                                    transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> E) -> Self where E: VisualEffect { self }
}
