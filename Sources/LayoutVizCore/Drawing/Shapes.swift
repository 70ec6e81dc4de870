import Foundation

/// A 2-D shape that fills the space it is offered (nil axes become 10, docs/layout/leaves.md).
///
/// As a view a shape is filled with the foreground style; use `fill(_:)` for another colour.
public protocol Shape: View {
    /// The shape's outline in `rect`, the shape's final (pixel-snapped) frame.
    func path(in rect: CGRect) -> Path
}

extension Shape {
    /// A shape is drawn with the environment's foreground style.
    public var body: _ShapeView<Self, ForegroundStyle> { _ShapeView(shape: self, style: ForegroundStyle()) }

    /// The shape filled with `style`.
    public func fill<S: ShapeStyle>(_ style: S) -> _ShapeView<Self, S> { _ShapeView(shape: self, style: style) }

    /// The shape's outline drawn with `style`, centred on the shape's edge.
    public func stroke<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: style, stroke: .centered(lineWidth))
    }

    /// The shape's outline drawn with the foreground style.
    public func stroke(lineWidth: CGFloat = 1) -> _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle(), stroke: .centered(lineWidth))
    }

    /// The shape's outline drawn with `style` inside the shape's frame.
    public func strokeBorder<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: style, stroke: .inside(lineWidth))
    }
}

/// How a shape view strokes its outline.
enum StrokeMode {
    /// Centred on the edge: half the line lies outside the frame.
    case centered(CGFloat)
    /// Inside the frame: the path is inset by half the line width.
    case inside(CGFloat)
}

/// A shape filled with a style; what `Shape.fill(_:)` returns.
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View {
    let shape: Content
    let style: Style
    var stroke: StrokeMode?
    public var body: Never { neverBody() }
}

extension _ShapeView: PrimitiveView {
    func resolve(_ ctx: ResolveContext) -> [Node] {
        let shape = self.shape
        let color = style._resolveColor(in: ctx.environment)
        let name = String(describing: Content.self)
        switch stroke {
        case nil:
            let paint = style._resolvePaint(in: ctx.environment)
            if case .color = paint {} else { return [Node(.leaf(.paint(name: name, paint: paint, path: { shape.path(in: $0) })))] }
            return [Node(.leaf(.shape(name: name, color: color, path: { shape.path(in: $0) }, stroke: nil)))]
        case .centered(let w)?:
            return [Node(.leaf(.shape(name: name, color: color, path: { shape.path(in: $0) }, stroke: w)))]
        case .inside(let w)?:
            return [Node(.leaf(.shape(name: name, color: color, path: { shape.path(in: $0.insetBy(dx: w / 2, dy: w / 2)) }, stroke: w)))]
        }
    }
}

/// A rectangle that fills its frame.
public struct Rectangle: Shape {
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
public struct RoundedRectangle: Shape {
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
public struct Capsule: Shape {
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
public struct Circle: Shape {
    /// Creates a circle.
    public init() {}
    public func path(in rect: CGRect) -> Path {
        let d = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - d / 2, y: rect.midY - d / 2, width: d, height: d))
    }
}

/// An ellipse that fills its frame.
public struct Ellipse: Shape {
    /// Creates an ellipse.
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

// The shapes by their static names, as `clipShape(.circle)` and `glassEffect(in: .capsule)` spell them.
extension Shape where Self == Circle {
    /// A circle.
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Capsule {
    /// A capsule.
    public static var capsule: Capsule { Capsule() }
}

extension Shape where Self == Ellipse {
    /// An ellipse.
    public static var ellipse: Ellipse { Ellipse() }
}

extension Shape where Self == Rectangle {
    /// A rectangle.
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    /// A rounded rectangle with corners of `cornerRadius`.
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .circular) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }

    /// A rounded rectangle with corners of `cornerSize`.
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .circular) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}

/// How a stroke is drawn: its width, caps, joins and dashes. LayoutViz draws the width; caps, joins
/// and dashes are kept but drawn as butt, miter and solid (docs/coverage.md).
public struct StrokeStyle: Hashable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat

    /// A stroke style.
    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
                dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

/// The end of a stroked line.
public enum CGLineCap: Int32, Hashable, Sendable { case butt, round, square }
/// The corner of a stroked line.
public enum CGLineJoin: Int32, Hashable, Sendable { case miter, round, bevel }

extension Shape {
    /// The shape's outline drawn with `content` in `style`'s width.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> _ShapeView<Self, S> { stroke(content, lineWidth: style.lineWidth) }

    /// The shape's outline drawn with the foreground style in `style`'s width.
    public func stroke(style: StrokeStyle) -> _ShapeView<Self, ForegroundStyle> { stroke(lineWidth: style.lineWidth) }

    /// The shape's outline inside its frame, with `content` in `style`'s width.
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> _ShapeView<Self, S> { strokeBorder(content, lineWidth: style.lineWidth) }
}
