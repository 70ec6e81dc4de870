import Foundation

// Canvas: immediate-mode drawing into the space the view is offered. The renderer closure runs
// at layout with the canvas's size; what it draws through `GraphicsContext` is recorded and
// becomes shapes, texts and images laid over the canvas (docs/controls.md, "Canvas"). Drawn:
// fills and strokes of paths with colours and gradients, texts and images at points or in
// rectangles, transforms, opacity and layers. Not drawn (named in docs/coverage.md): clipping,
// filters, blend modes and symbols.

/// A view you draw into with a `GraphicsContext`, as SwiftUI's `Canvas`. It takes the space it
/// is offered, as a shape does.
nonisolated public struct Canvas<Symbols: View>: View {
    let renderer: (inout GraphicsContext, CGSize) -> Void

    /// A canvas drawn by `renderer`.
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void) where Symbols == EmptyView {
        self.renderer = renderer
    }

    /// A canvas drawn by `renderer`, with symbols it may draw (not drawn [INF]).
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols) {
        self.renderer = renderer
    }

    @Environment(\.self) private var environment

    public var body: some View {
        GeometryReader { proxy in
            let recording = GraphicsContext.Recording()
            let ops: [GraphicsContext.Operation] = {
                var context = GraphicsContext(recording: recording, environment: environment)
                renderer(&context, proxy.size)
                return recording.operations
            }()
            ZStack(alignment: .topLeading) {
                ForEach(ops.indices, id: \.self) { i in ops[i].view }
            }
            .frame(width: proxy.size.width, height: proxy.size.height, alignment: .topLeading)
        }
    }
}

/// How colours are blended in a canvas (kept; drawn in sRGB).
public enum ColorRenderingMode: Hashable, Sendable { case nonLinear, linear, extendedLinear }

/// What a `Canvas` draws with, as SwiftUI's `GraphicsContext`: a transform, an opacity and the
/// environment, over a recording every copy shares.
public struct GraphicsContext {
    /// The recording a canvas's drawing goes to.
    final class Recording {
        var operations: [Operation] = []
    }

    /// One recorded drawing operation, as the view that draws it.
    struct Operation {
        let view: AnyView
    }

    let recording: Recording
    /// The opacity of what is drawn next (multiplied by layers').
    public var opacity: Double = 1
    /// The blend mode of what is drawn next (drawn normal).
    public var blendMode: BlendMode = .normal
    /// The transform applied to what is drawn next.
    public var transform: CGAffineTransform = .identity
    /// The environment of the canvas.
    public var environment: EnvironmentValues

    init(recording: Recording, environment: EnvironmentValues) {
        self.recording = recording
        self.environment = environment
    }

    // MARK: Transforms

    /// Moves later drawing by `x`, `y`.
    public mutating func translateBy(x: CGFloat, y: CGFloat) { transform = CGAffineTransform(translationX: x, y: y).concatenating(transform) }
    /// Scales later drawing by `x`, `y`.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) { transform = CGAffineTransform(scaleX: x, y: y).concatenating(transform) }
    /// Turns later drawing by `angle`.
    public mutating func rotate(by angle: Angle) { transform = CGAffineTransform(rotationAngle: CGFloat(angle.radians)).concatenating(transform) }
    /// Applies `matrix` to later drawing.
    public mutating func concatenate(_ matrix: CGAffineTransform) { transform = matrix.concatenating(transform) }
    /// Clips later drawing to `path` (not drawn: drawing is not clipped; named in a warning).
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        environment.renderReport?.noteNotDrawn("GraphicsContext.clip(to:)")
    }
    /// Clips later drawing to a layer (not drawn; named in a warning).
    public mutating func clipToLayer(opacity: Double = 1, options: ClipOptions = ClipOptions(), content: (inout GraphicsContext) throws -> Void) rethrows {
        environment.renderReport?.noteNotDrawn("GraphicsContext.clipToLayer")
    }
    /// Adds a filter to later drawing (not drawn; named in a warning).
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
        environment.renderReport?.noteNotDrawn("GraphicsContext.addFilter")
    }

    /// Draws what `content` draws as one layer, with this context's state.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = self
        try content(&layer)
    }

    // MARK: Drawing

    /// Fills `path` with `shading`.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        record(_CanvasPath(path: path.applying(transform), shading: shading, stroke: nil, opacity: opacity, environment: environment))
    }

    /// Strokes `path` with `shading` in `style`.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        let scale = (abs(transform.a * transform.d - transform.b * transform.c)).squareRoot()
        var s = style
        s.lineWidth *= scale > 0 ? scale : 1
        record(_CanvasPath(path: path.applying(transform), shading: shading, stroke: s, opacity: opacity, environment: environment))
    }

    /// Strokes `path` with `shading`, `lineWidth` wide.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) { stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth)) }

    /// Draws `text` with its `anchor` at `point` (moved by the transform).
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        let p = point.applying(transform)
        record(text.environment(\.self, environment).opacity(opacity)
            .alignmentGuide(.leading) { $0.width * anchor.x - p.x }
            .alignmentGuide(.top) { $0.height * anchor.y - p.y })
    }

    /// Draws `text` in `rect` (moved by the transform).
    public func draw(_ text: Text, in rect: CGRect) {
        let r = rect.applying(transform)
        record(text.environment(\.self, environment).opacity(opacity).frame(width: r.width, height: r.height, alignment: .topLeading).offset(x: r.minX, y: r.minY))
    }

    /// Draws `text`, resolved, with its `anchor` at `point`.
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) { draw(text.text, at: point, anchor: anchor) }

    /// Draws `text`, resolved, in `rect`.
    public func draw(_ text: ResolvedText, in rect: CGRect) { draw(text.text, in: rect) }

    /// Draws `image` stretched into `rect` (moved by the transform).
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        let r = rect.applying(transform)
        record(image.resizable().environment(\.self, environment).opacity(opacity).frame(width: r.width, height: r.height).offset(x: r.minX, y: r.minY))
    }

    /// Draws `image` at its size with its `anchor` at `point`.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        let p = point.applying(transform)
        record(image.environment(\.self, environment).opacity(opacity)
            .alignmentGuide(.leading) { $0.width * anchor.x - p.x }
            .alignmentGuide(.top) { $0.height * anchor.y - p.y })
    }

    /// Draws `image`, resolved, in `rect`.
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) { draw(image.image, in: rect, style: style) }

    /// Draws `image`, resolved, with its `anchor` at `point`.
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) { draw(image.image, at: point, anchor: anchor) }

    /// Draws a symbol: the canvas's symbols are not drawn (nil) [INF].
    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {}

    /// A text ready to draw and measure.
    public nonisolated func resolve(_ text: Text) -> ResolvedText { ResolvedText(text: text, environment: environment) }
    /// An image ready to draw.
    public nonisolated func resolve(_ image: Image) -> ResolvedImage { ResolvedImage(image: image) }
    /// A symbol the canvas was given: none are drawn (nil) [INF].
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? { nil }

    private func record<V: View>(_ view: V) { recording.operations.append(Operation(view: AnyView(view))) }

    // MARK: Values

    /// What a path is filled or stroked with.
    public struct Shading: @unchecked Sendable {
        enum Kind {
            case style(AnyShapeStyle)
            case linear(Gradient, CGPoint, CGPoint)
            case radial(Gradient, CGPoint, CGFloat, CGFloat)
            case conic(Gradient, CGPoint, Angle)
        }
        let kind: Kind
        /// A colour.
        public static func color(_ color: Color) -> Shading { Shading(kind: .style(AnyShapeStyle(color))) }
        /// A colour of components.
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) -> Shading {
            color(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity))
        }
        /// A shape style.
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(kind: .style(AnyShapeStyle(style))) }
        /// The foreground style.
        public static var foreground: Shading { style(ForegroundStyle()) }
        /// A linear gradient between two points of the canvas.
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .linear(gradient, startPoint, endPoint))
        }
        /// A radial gradient around a point of the canvas.
        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .radial(gradient, center, startRadius, endRadius))
        }
        /// A conic gradient around a point of the canvas.
        public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = .zero, options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .conic(gradient, center, angle))
        }
    }

    /// Gradient options.
    public struct GradientOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let `repeat` = GradientOptions(rawValue: 1), mirror = GradientOptions(rawValue: 2), linearColor = GradientOptions(rawValue: 4)
    }

    /// Clip options.
    public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let inverse = ClipOptions(rawValue: 1)
    }

    /// Filter options.
    public struct FilterOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let linearColor = FilterOptions(rawValue: 1)
    }

    /// A filter (not drawn [INF]).
    public struct Filter: Sendable {
        let name: String
        public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter { Filter(name: "blur") }
        public static func shadow(color: Color = .black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0, blendMode: BlendMode = .normal,  // not a look value: Apple's documented default
                                  options: ShadowOptions = ShadowOptions()) -> Filter { Filter(name: "shadow") }
        public static func alphaThreshold(min: Double, max: Double = 1, color: Color = .black) -> Filter { Filter(name: "alphaThreshold") }  // not a look value: Apple's documented default
        public static func colorMultiply(_ color: Color) -> Filter { Filter(name: "colorMultiply") }
        public static func brightness(_ amount: Double) -> Filter { Filter(name: "brightness") }
        public static func contrast(_ amount: Double) -> Filter { Filter(name: "contrast") }
        public static func saturation(_ amount: Double) -> Filter { Filter(name: "saturation") }
        public static func grayscale(_ amount: Double) -> Filter { Filter(name: "grayscale") }
        public static func hueRotation(_ angle: Angle) -> Filter { Filter(name: "hueRotation") }
        public static var colorInvert: Filter { Filter(name: "colorInvert") }
        public static var luminanceToAlpha: Filter { Filter(name: "luminanceToAlpha") }
    }

    /// Blur options.
    public struct BlurOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let opaque = BlurOptions(rawValue: 1), dithersResult = BlurOptions(rawValue: 2)
    }

    /// Shadow options.
    public struct ShadowOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let shadowAbove = ShadowOptions(rawValue: 1), shadowOnly = ShadowOptions(rawValue: 2)
        public static let invertsAlpha = ShadowOptions(rawValue: 4), disablesGroup = ShadowOptions(rawValue: 8)
    }

    /// A text resolved in the canvas's environment.
    public struct ResolvedText {
        let text: Text
        let environment: EnvironmentValues
        /// The text's size within `size` (its ideal size, wrapped to the width).
        public func measure(in size: CGSize) -> CGSize {
            let tree = LayoutTree(text.environment(\.self, environment), safeArea: CGRect(origin: .zero, size: size), environment: environment)
            return tree.root.frame.size
        }
        /// The shading the text is drawn with (its own colour).
        public var shading: Shading = .foreground
    }

    /// An image resolved in the canvas's environment.
    public struct ResolvedImage {
        let image: Image
        /// The image's size (0 × 0: measured when drawn).
        public var size: CGSize { .zero }
        /// The image's baseline.
        public var baseline: CGFloat { 0 }
        /// The shading a template image is drawn with.
        public var shading: Shading? = nil
    }

    /// A symbol given to a canvas (never resolved).
    public struct ResolvedSymbol {
        /// The symbol's size.
        public var size: CGSize { .zero }
    }
}

/// A recorded path: a shape drawn in the canvas's coordinates, from the frame's top-left corner.
nonisolated struct _CanvasPath: View {
    let path: Path
    let shading: GraphicsContext.Shading
    let stroke: StrokeStyle?
    let opacity: Double
    let environment: EnvironmentValues

    var body: some View {
        let shape = _CanvasShape(path: path)
        let style = shading.style(over: path.boundingRect)
        Group {
            if let stroke { shape.stroke(style, style: stroke) } else { shape.fill(style) }
        }
        .environment(\.self, environment)
        .opacity(opacity)
    }
}

/// A path placed at its frame's top-left corner.
nonisolated struct _CanvasShape: Shape {
    let path: Path
    func path(in rect: CGRect) -> Path { path.offsetBy(dx: rect.minX, dy: rect.minY) }
}

extension GraphicsContext.Shading {
    /// The shading as a shape style over `bounds` (a gradient's points become unit points of them).
    func style(over bounds: CGRect) -> AnyShapeStyle {
        func unit(_ p: CGPoint) -> UnitPoint {
            UnitPoint(x: bounds.width > 0 ? (p.x - bounds.minX) / bounds.width : 0.5, y: bounds.height > 0 ? (p.y - bounds.minY) / bounds.height : 0.5)  // not a look value: geometry
        }
        switch kind {
        case .style(let s): return s
        case .linear(let g, let a, let b): return AnyShapeStyle(LinearGradient(gradient: g, startPoint: unit(a), endPoint: unit(b)))
        case .radial(let g, let c, let r0, let r1): return AnyShapeStyle(RadialGradient(gradient: g, center: unit(c), startRadius: r0, endRadius: r1))
        case .conic(let g, let c, let a): return AnyShapeStyle(AngularGradient(gradient: g, center: unit(c), angle: a))
        }
    }
}
