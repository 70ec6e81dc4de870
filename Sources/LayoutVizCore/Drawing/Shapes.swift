import Foundation

/// A 2-D shape that fills the space it is offered (nil axes become 10, docs/layout/leaves.md).
///
/// As a view a shape is filled with the foreground style; use `fill(_:)` for another colour.
///
/// As in SwiftUI, a shape is not isolated to the main actor (its outline is computed wherever it is
/// drawn): `Shape` refines `_RemoveGlobalActorIsolation`, so a conforming type does not take the
/// main actor from `View`.
public protocol Shape: View, _RemoveGlobalActorIsolation {
    /// The shape's outline in `rect`, the shape's final (pixel-snapped) frame.
    func path(in rect: CGRect) -> Path
}

/// A protocol that keeps its conforming types from inferring a global actor from the other
/// protocols they conform to (SwiftUI's marker for `Shape`).
nonisolated public protocol _RemoveGlobalActorIsolation {}

nonisolated extension Shape {
    /// A shape is drawn with the environment's foreground style.
    public var body: _ShapeView<Self, ForegroundStyle> { _ShapeView(shape: self, style: ForegroundStyle()) }

    /// The shape filled with `style`.
    public func fill<S: ShapeStyle>(_ style: S) -> _ShapeView<Self, S> { _ShapeView(shape: self, style: style) }

    /// The shape filled with the foreground style (`fill()` with no style).
    public func fill(style: FillStyle = FillStyle()) -> _ShapeView<Self, ForegroundStyle> { _ShapeView(shape: self, style: ForegroundStyle()) }

    /// The shape filled with `style` (the fill style's rule is drawn non-zero).
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle) -> _ShapeView<Self, S> { _ShapeView(shape: self, style: content) }

    /// The shape's outline drawn with `style`, centred on the shape's edge.
    public func stroke<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: style, stroke: .centered(StrokeStyle(lineWidth: lineWidth)))
    }

    /// The shape's outline drawn with the foreground style.
    public func stroke(lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle(), stroke: .centered(StrokeStyle(lineWidth: lineWidth)))
    }

    /// The shape's outline drawn with `style` inside the shape's frame.
    public func strokeBorder<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: style, stroke: .inside(StrokeStyle(lineWidth: lineWidth)))
    }

    /// The shape's outline drawn with the foreground style inside the shape's frame.
    public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle(), stroke: .inside(StrokeStyle(lineWidth: lineWidth)))
    }

    /// The part of the outline from `startFraction` to `endFraction` of its length (a progress ring).
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> _TrimmedShape<Self> {
        _TrimmedShape(shape: self, from: startFraction, to: endFraction)
    }
}

/// How a shape view strokes its outline.
enum StrokeMode {
    /// Centred on the edge: half the line lies outside the frame.
    case centered(StrokeStyle)
    /// Inside the frame: the path is inset by half the line width.
    case inside(StrokeStyle)
}

/// The part of a shape's outline between two fractions of its length: what `trim(from:to:)` returns.
nonisolated public struct _TrimmedShape<Content: Shape>: Shape {
    let shape: Content
    let from: CGFloat
    let to: CGFloat
    public func path(in rect: CGRect) -> Path { MainActorBody.path(of: shape, in: rect).trimmedPath(from: from, to: to) }
}

/// A shape filled with a style; what `Shape.fill(_:)` returns.
nonisolated public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View {
    let shape: Content
    let style: Style
    var stroke: StrokeMode?
    public var body: Never { neverBody() }
}

extension _ShapeView: PrimitiveView {
    nonisolated func resolve(_ ctx: ResolveContext) -> [Node] {
        // A style's drop shadows are drawn behind the shape (inner ones are not drawn [INF]:
        // named in the run's warning).
        let all = style._resolveShadows(in: ctx.environment)
        if all.contains(where: \.inner) { ctx.environment.renderReport?.noteNotDrawn(".shadow(.inner(...))") }
        let shadows = all.filter { !$0.inner }
        guard !shadows.isEmpty else { return resolveShape(ctx) }
        return resolveShape(ctx).map { node in
            shadows.reduce(node) { n, s in
                Node(.shadow(color: s.color.resolved(in: ctx.environment), radius: s.radius, offset: CGSize(width: s.x, height: s.y)), children: [n])
            }
        }
    }

    private func resolveShape(_ ctx: ResolveContext) -> [Node] {
        let shape = self.shape
        let color = style._resolveColor(in: ctx.environment)
        let name = TypeNames.describing(Content.self)
        switch stroke {
        case nil:
            let paint = style._resolvePaint(in: ctx.environment)
            if case .color = paint {} else { return [Node(.leaf(.paint(name: name, paint: paint, path: { MainActorBody.path(of: shape, in: $0) })))] }
            return [Node(.leaf(.shape(name: name, color: color, path: { MainActorBody.path(of: shape, in: $0) }, stroke: nil)))]
        case .centered(let s)?:
            return [Node(.leaf(.shape(name: name, color: color, path: { MainActorBody.path(of: shape, in: $0) }, stroke: s)))]
        case .inside(let s)?:
            let w = s.lineWidth
            return [Node(.leaf(.shape(name: name, color: color, path: { MainActorBody.path(of: shape, in: $0.insetBy(dx: w / 2, dy: w / 2)) }, stroke: s)))]
        }
    }
}

// iOS 17: a filled shape can be stroked too, and a stroked one filled; the earlier drawing lies
// beneath the later one, as SwiftUI's `ShapeView` draws its background.
extension _ShapeView {
    /// Draws the shape's outline with `content` over this shape view.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> ModifiedContent<_ShapeView<Content, S>, _SecondaryLayerModifier> {
        shape.stroke(content, lineWidth: lineWidth).background(self)
    }

    /// Draws the shape's outline with `content` in `style` over this shape view.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> ModifiedContent<_ShapeView<Content, S>, _SecondaryLayerModifier> {
        shape.stroke(content, style: style).background(self)
    }

    /// Draws the shape's outline with `content` inside its frame, over this shape view.
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> ModifiedContent<_ShapeView<Content, S>, _SecondaryLayerModifier> {
        shape.strokeBorder(content, lineWidth: lineWidth).background(self)
    }

    /// Fills the shape with `content` over this shape view.
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> ModifiedContent<_ShapeView<Content, S>, _SecondaryLayerModifier> {
        shape.fill(content).background(self)
    }
}

/// A rectangle that fills its frame.
nonisolated public struct Rectangle: Shape {
    /// Creates a rectangle.
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

/// The style of a rounded rectangle's corners.
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter-circle corners.
    case circular
    /// Continuous-curvature corners. Drawn as quarter circles here ([INF]: the difference is a
    /// few anti-aliased pixels per corner).
    case continuous
}

/// A rectangle with rounded corners that fills its frame.
nonisolated public struct RoundedRectangle: Shape {
    /// The corner size, clamped to half the rectangle when drawn.
    public var cornerSize: CGSize
    /// The corner style.
    public var style: RoundedCornerStyle

    /// Creates a rounded rectangle with circular corners of `cornerRadius`.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .circular) {
        self.cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }

    /// Creates a rounded rectangle with elliptical corners.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .circular) {
        self.cornerSize = cornerSize
        self.style = style
    }

    public func path(in rect: CGRect) -> Path {
        var p = Path()
        p.addRoundedRect(in: rect, cornerSize: cornerSize)
        return p
    }
}

/// A rectangle whose short sides are half circles (corner radius = min(w, h) / 2).
nonisolated public struct Capsule: Shape {
    /// The corner style.
    public var style: RoundedCornerStyle
    /// Creates a capsule.
    public init(style: RoundedCornerStyle = .circular) { self.style = style }
    public func path(in rect: CGRect) -> Path {
        let r = min(rect.width, rect.height) / 2
        return Path(roundedRect: rect, cornerRadius: r)
    }
}

/// A circle of diameter min(w, h), centred in its frame. Layout still uses the whole frame.
nonisolated public struct Circle: Shape {
    /// Creates a circle.
    public init() {}
    public func path(in rect: CGRect) -> Path {
        let d = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - d / 2, y: rect.midY - d / 2, width: d, height: d))
    }
}

/// An ellipse that fills its frame.
nonisolated public struct Ellipse: Shape {
    /// Creates an ellipse.
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

// The shapes by their static names, as `clipShape(.circle)` and `glassEffect(in: .capsule)` spell them.
nonisolated extension Shape where Self == Circle {
    /// A circle.
    public static var circle: Circle { Circle() }
}

nonisolated extension Shape where Self == Capsule {
    /// A capsule.
    public static var capsule: Capsule { Capsule() }
}

nonisolated extension Shape where Self == Ellipse {
    /// An ellipse.
    public static var ellipse: Ellipse { Ellipse() }
}

nonisolated extension Shape where Self == Rectangle {
    /// A rectangle.
    public static var rect: Rectangle { Rectangle() }
}

nonisolated extension Shape where Self == RoundedRectangle {
    /// A rounded rectangle with corners of `cornerRadius`.
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .circular) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }

    /// A rounded rectangle with corners of `cornerSize`.
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .circular) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}

/// How a stroke is drawn: its width, caps, joins, miter limit and dashes (docs/rendering.md).
public struct StrokeStyle: Hashable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat

    /// A stroke style.
    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,  // not a look value: Apple's documented default
                dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    /// Whether only the width differs from a plain line (butt caps, miter joins, no dashes).
    var isPlain: Bool { lineCap == .butt && lineJoin == .miter && dash.isEmpty && miterLimit == 10 }  // not a look value: Apple's documented default
}

/// The end of a stroked line.
public enum CGLineCap: Int32, Hashable, Sendable { case butt, round, square }
/// The corner of a stroked line.
public enum CGLineJoin: Int32, Hashable, Sendable { case miter, round, bevel }

nonisolated extension Shape {
    /// The shape's outline drawn with `content` in `style`.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, stroke: .centered(style))
    }

    /// The shape's outline drawn with the foreground style in `style`.
    public func stroke(style: StrokeStyle) -> _ShapeView<Self, ForegroundStyle> { _ShapeView(shape: self, style: ForegroundStyle(), stroke: .centered(style)) }

    /// The shape's outline inside its frame, with `content` in `style`.
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, stroke: .inside(style))
    }

    /// The shape's outline inside its frame, with the foreground style in `style`.
    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle(), stroke: .inside(style))
    }
}

/// A rectangle whose four corners have radii of their own (iOS 16), leading and trailing as the
/// layout direction has them.
nonisolated public struct UnevenRoundedRectangle: Shape {
    /// The corners' radii.
    public var cornerRadii: RectangleCornerRadii
    /// The corner style.
    public var style: RoundedCornerStyle
    /// A rectangle with `cornerRadii`.
    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .circular) {
        self.cornerRadii = cornerRadii
        self.style = style
    }
    /// A rectangle with the four radii.
    public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0,
                style: RoundedCornerStyle = .circular) {
        self.init(cornerRadii: RectangleCornerRadii(topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                                                    bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius), style: style)
    }
    public func path(in rect: CGRect) -> Path {
        // Each radius at most half the shorter side (as a rounded rectangle's).
        let limit = min(rect.width, rect.height) / 2
        func r(_ v: CGFloat) -> CGFloat { max(0, min(v, limit)) }
        let tl = r(cornerRadii.topLeading), tr = r(cornerRadii.topTrailing), br = r(cornerRadii.bottomTrailing), bl = r(cornerRadii.bottomLeading)
        var p = Path()
        p.move(to: CGPoint(x: rect.minX + tl, y: rect.minY))
        p.addLine(to: CGPoint(x: rect.maxX - tr, y: rect.minY))
        if tr > 0 { p.addArc(center: CGPoint(x: rect.maxX - tr, y: rect.minY + tr), radius: tr, startAngle: .degrees(-90), endAngle: .degrees(0), clockwise: false) }
        p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - br))
        if br > 0 { p.addArc(center: CGPoint(x: rect.maxX - br, y: rect.maxY - br), radius: br, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false) }
        p.addLine(to: CGPoint(x: rect.minX + bl, y: rect.maxY))
        if bl > 0 { p.addArc(center: CGPoint(x: rect.minX + bl, y: rect.maxY - bl), radius: bl, startAngle: .degrees(90), endAngle: .degrees(180), clockwise: false) }
        p.addLine(to: CGPoint(x: rect.minX, y: rect.minY + tl))
        if tl > 0 { p.addArc(center: CGPoint(x: rect.minX + tl, y: rect.minY + tl), radius: tl, startAngle: .degrees(180), endAngle: .degrees(270), clockwise: false) }
        p.closeSubpath()
        return p
    }
}

/// The radii of a rectangle's four corners.
public struct RectangleCornerRadii: Hashable, Sendable {
    public var topLeading, bottomLeading, bottomTrailing, topTrailing: CGFloat
    /// Radii of the four corners.
    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        (self.topLeading, self.bottomLeading, self.bottomTrailing, self.topTrailing) = (topLeading, bottomLeading, bottomTrailing, topTrailing)
    }
}

nonisolated extension Shape where Self == UnevenRoundedRectangle {
    /// A rectangle with `cornerRadii`.
    public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .circular) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
    }
    /// A rectangle with the four radii.
    public static func rect(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                            topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .circular) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
                               bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
    }
}

/// Any shape, its type erased.
nonisolated public struct AnyShape: Shape, @unchecked Sendable {
    private let make: (CGRect) -> Path
    /// Wraps `shape`.
    public init<S: Shape>(_ shape: S) { make = { MainActorBody.path(of: shape, in: $0) } }
    public func path(in rect: CGRect) -> Path { make(rect) }
}

nonisolated extension Shape {
    /// The shape inset by `amount` on every side.
    public func inset(by amount: CGFloat) -> InsetShape<Self> { InsetShape(shape: self, amount: amount) }
    /// The shape turned by `angle` about `anchor` of its frame.
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> TransformedShape<Self> {
        TransformedShape(shape: self, effect: .rotation(angle, anchor: anchor))
    }
    /// The shape scaled by `x` and `y` about `anchor` of its frame.
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> TransformedShape<Self> {
        TransformedShape(shape: self, effect: .scale(CGSize(width: x, height: y), anchor: anchor))
    }
    /// The shape scaled by `scale` about `anchor` of its frame.
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> TransformedShape<Self> { self.scale(x: scale, y: scale, anchor: anchor) }
    /// The shape transformed by `transform` (in the frame's coordinates).
    public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> { TransformedShape(shape: self, matrix: transform) }
}

/// A shape turned, scaled or transformed within its frame.
nonisolated public struct TransformedShape<Content: Shape>: Shape {
    let shape: Content
    var effect: TransformEffect?
    var matrix: CGAffineTransform?
    init(shape: Content, effect: TransformEffect) {
        self.shape = shape
        self.effect = effect
    }
    init(shape: Content, matrix: CGAffineTransform) {
        self.shape = shape
        self.matrix = matrix
    }
    public func path(in rect: CGRect) -> Path {
        let p = MainActorBody.path(of: shape, in: rect)
        if let matrix {
            // The transform works in the frame's own coordinates.
            return p.offsetBy(dx: -rect.minX, dy: -rect.minY).applying(matrix).offsetBy(dx: rect.minX, dy: rect.minY)
        }
        guard let m = effect?.matrix(in: rect) else { return p }
        return p.applying(CGAffineTransform(a: m.a, b: m.b, c: m.c, d: m.d, tx: m.tx, ty: m.ty))
    }
}

/// A shape inset on every side.
nonisolated public struct InsetShape<Content: Shape>: Shape {
    let shape: Content
    let amount: CGFloat
    public func path(in rect: CGRect) -> Path { MainActorBody.path(of: shape, in: rect.insetBy(dx: amount, dy: amount)) }
}
