import Foundation

// Drawing-only effects: rotation, scale, blur, masks, compositing groups. None changes layout
// (docs/layout/modifiers.md, "Drawing effects").

/// A 2-D affine transform: x' = a·x + c·y + tx, y' = b·x + d·y + ty.
public struct AffineMatrix: Hashable, Sendable {
    public var a, b, c, d, tx, ty: CGFloat

    /// Creates a matrix.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// `m` about the point `p`: move p to the origin, apply m, move back.
    static func about(_ p: CGPoint, a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat) -> AffineMatrix {
        AffineMatrix(a: a, b: b, c: c, d: d, tx: p.x - a * p.x - c * p.y, ty: p.y - b * p.x - d * p.y)
    }

    /// Whether every entry is finite.
    var isFinite: Bool { [a, b, c, d, tx, ty].allSatisfy(\.isFinite) }

    /// Whether what it draws stays in range: factors within ±`DisplayList.scaleLimit` (a
    /// `scaleEffect(1e9)` magnifies a point of its view past any screen; it is not drawn).
    var isDrawable: Bool { isFinite && [a, b, c, d].allSatisfy { abs($0) <= DisplayList.scaleLimit } }

    /// The transform with its translation within ±`DisplayList.coordinateLimit`: a view moved that
    /// far is off any screen, and stays off it.
    var bounded: AffineMatrix {
        let l = DisplayList.coordinateLimit
        return AffineMatrix(a: a, b: b, c: c, d: d, tx: max(-l, min(tx, l)), ty: max(-l, min(ty, l)))
    }
}

/// A rotation or scale about an anchor of the view's frame.
public enum TransformEffect: Sendable {
    case rotation(Angle, anchor: UnitPoint)
    case scale(CGSize, anchor: UnitPoint)
    /// A linear map (`rotation3DEffect` seen head on) about an anchor.
    case projected((a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat), anchor: UnitPoint)
    /// `transformEffect`: an affine transform in the view's own coordinates (origin top-leading).
    case affine(CGAffineTransform)

    /// The matrix for a view at `frame`.
    func matrix(in frame: CGRect) -> AffineMatrix {
        switch self {
        case .rotation(let angle, let anchor):
            let p = CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
            let cosA = CGFloat(cos(angle.radians)), sinA = CGFloat(sin(angle.radians))
            // Positive angles turn clockwise on screen (y points down), as in SwiftUI.
            return .about(p, a: cosA, b: sinA, c: -sinA, d: cosA)
        case .scale(let s, let anchor):
            let p = CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
            return .about(p, a: s.width, b: 0, c: 0, d: s.height)
        case .projected(let m, let anchor):
            let p = CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
            return .about(p, a: m.a, b: m.b, c: m.c, d: m.d)
        case .affine(let t):
            var m = AffineMatrix.about(frame.origin, a: t.a, b: t.b, c: t.c, d: t.d)
            m.tx += t.tx
            m.ty += t.ty
            return m
        }
    }
}

/// `rotationEffect`, `scaleEffect`: draw the view transformed; its frame does not change.
nonisolated public struct _TransformEffect: ViewModifier, WrappingModifier {
    let effect: TransformEffect
    public typealias Body = Never
    public func body(content: Content) -> Never { neverBody() }
    nonisolated func makeNode(wrapping child: Node) -> Node { Node(.transformEffect(effect), children: [child]) }
}

/// `flipsForRightToLeftLayoutDirection`: in a right-to-left environment, draws the view mirrored
/// left to right about its centre (docs/layout/right-to-left.md); elsewhere, nothing.
nonisolated public struct _FlipsForRightToLeft: ViewModifier, PrimitiveModifier {
    let enabled: Bool
    public typealias Body = Never
    public func body(content: Content) -> Never { neverBody() }
    nonisolated func resolve(content: (ResolveContext) -> [Node], _ ctx: ResolveContext) -> [Node] {
        let nodes = content(ctx)
        guard enabled, ctx.environment.layoutDirection == .rightToLeft else { return nodes }
        return nodes.map { Node(.transformEffect(.scale(CGSize(width: -1, height: 1), anchor: .center)), children: [$0]) }
    }
}

/// `blur`: draws the view blurred (Gaussian, σ = radius / 2 [INF], as for shadows).
nonisolated public struct _BlurEffect: ViewModifier, WrappingModifier {
    let radius: CGFloat
    public typealias Body = Never
    public func body(content: Content) -> Never { neverBody() }
    nonisolated func makeNode(wrapping child: Node) -> Node { Node(.blur(radius), children: [child]) }
}

/// `mask`: the view drawn through the alpha of a mask view laid out over it like an overlay.
nonisolated public struct _MaskEffect: ViewModifier, PrimitiveModifier {
    let alignment: Alignment
    let mask: (ResolveContext) -> [Node]
    public typealias Body = Never
    public func body(content: Content) -> Never { neverBody() }

    nonisolated func resolve(content: (ResolveContext) -> [Node], _ ctx: ResolveContext) -> [Node] {
        content(ctx).map { primary in
            let layers = mask(ctx.withoutStack())
            let layer = layers.count == 1 ? layers[0] : Node(.zstack(alignment: alignment), children: layers)
            return Node(.mask(alignment), children: [primary, layer])
        }
    }
}

nonisolated extension View {
    /// Draws the view rotated by `angle` about `anchor` (its centre by default); layout is unchanged.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> ModifiedContent<Self, _TransformEffect> {
        modifier(_TransformEffect(effect: .rotation(angle, anchor: anchor)))
    }

    /// Draws the view scaled by `scale` about `anchor`; layout is unchanged.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> ModifiedContent<Self, _TransformEffect> {
        modifier(_TransformEffect(effect: .scale(scale, anchor: anchor)))
    }

    /// Draws the view through `transform`, in its own coordinates (the origin at its top-leading
    /// corner, as SwiftUI applies it); layout is unchanged.
    public func transformEffect(_ transform: CGAffineTransform) -> ModifiedContent<Self, _TransformEffect> {
        modifier(_TransformEffect(effect: .affine(transform)))
    }

    /// Draws the view scaled by `s` on both axes about `anchor`.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> ModifiedContent<Self, _TransformEffect> {
        scaleEffect(CGSize(width: s, height: s), anchor: anchor)
    }

    /// Draws the view scaled by `x` and `y` about `anchor`.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ModifiedContent<Self, _TransformEffect> {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }

    /// Draws the view mirrored left to right when the layout direction is right to left (an
    /// image of an arrow that should point the way text runs); layout is unchanged.
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> ModifiedContent<Self, _FlipsForRightToLeft> {
        modifier(_FlipsForRightToLeft(enabled: enabled))
    }

    /// Draws the view blurred by a Gaussian of `radius` points; layout is unchanged.
    public func blur(radius: CGFloat, opaque: Bool = false) -> ModifiedContent<Self, _BlurEffect> {
        modifier(_BlurEffect(radius: radius))
    }

    /// Draws the view only where `mask` (laid out over it, proposed its size) is opaque.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> ModifiedContent<Self, _MaskEffect> {
        let m = mask()
        return modifier(_MaskEffect(alignment: alignment) { resolveView(m, $0) })
    }

    /// Draws the view only where `mask` is opaque (the older spelling).
    @_disfavoredOverload
    public func mask<Mask: View>(_ mask: Mask) -> ModifiedContent<Self, _MaskEffect> {
        modifier(_MaskEffect(alignment: .center) { resolveView(mask, $0) })
    }

    /// Draws the view as one layer before later effects; LayoutViz's opacity and shadow layers
    /// already do, so this draws the same.
    public func compositingGroup() -> Self { self }

    /// Renders the view off-screen as one image before drawing it; draws the same.
    public func drawingGroup(opaque: Bool = false) -> Self { self }
}
