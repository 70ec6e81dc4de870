import Foundation

// Gradients and materials as shape styles and views (docs/rendering.md, "Gradients and materials").

/// A colour at a location along a gradient.
public struct GradientStop: Hashable, Sendable {
    /// The colour.
    public var color: Color
    /// 0...1 along the gradient.
    public var location: CGFloat

    /// A stop (SwiftUI spells it `Gradient.Stop(color:location:)`).
    public init(color: Color, location: CGFloat) {
        self.color = color
        self.location = location
    }
}

extension [GradientStop] {
    /// The stops from the other end: location t becomes 1 − t.
    var reversedStops: [GradientStop] { reversed().map { GradientStop(color: $0.color, location: 1 - $0.location) } }
}

/// What a shape is filled with, resolved from a style: renderer-agnostic.
public enum Paint: Hashable, Sendable {
    /// One colour.
    case color(Color)
    /// Along the line from `start` to `end` (unit points of the filled rectangle).
    case linear([GradientStop], start: UnitPoint, end: UnitPoint)
    /// Circles around `center` from `startRadius` to `endRadius` points.
    case radial([GradientStop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
    /// Ellipses around `center`, their radii fractions of half the rectangle's size.
    case elliptical([GradientStop], center: UnitPoint, startFraction: CGFloat, endFraction: CGFloat)
    /// Around `center`, clockwise from `start` to `end` (0° points to the trailing side).
    case angular([GradientStop], center: UnitPoint, start: Angle, end: Angle)
    /// What lies beneath, blurred and tinted: a material or glass.
    case backdrop(Backdrop)
    /// A mesh of coloured points (`MeshGradient`).
    case mesh(MeshPaint)

    /// The paint mirrored left to right within its rectangle (a gradient drawn right to left,
    /// where `.leading` is on the right).
    var mirroredX: Paint {
        func m(_ u: UnitPoint) -> UnitPoint { UnitPoint(x: 1 - u.x, y: u.y) }
        switch self {
        case .color, .backdrop: return self
        case .mesh(let m): return .mesh(m.mirroredX)
        case .linear(let s, let a, let b): return .linear(s, start: m(a), end: m(b))
        case .radial(let s, let c, let r0, let r1): return .radial(s, center: m(c), startRadius: r0, endRadius: r1)
        case .elliptical(let s, let c, let f0, let f1): return .elliptical(s, center: m(c), startFraction: f0, endFraction: f1)
        // Clockwise from 0° (trailing) becomes counter-clockwise from 180°: θ ↦ 180° − θ, the
        // sweep reversed by swapping its ends.
        case .angular(let s, let c, let a, let b):
            return .angular(s.reversedStops, center: m(c), start: .degrees(180 - b.degrees), end: .degrees(180 - a.degrees))
        }
    }

    /// One colour standing for the paint where only a colour can be used (text, strokes):
    /// the colour itself, or a gradient's first stop.
    public var representativeColor: Color {
        switch self {
        case .color(let c): return c
        case .linear(let s, _, _), .radial(let s, _, _, _), .elliptical(let s, _, _, _), .angular(let s, _, _, _):
            return s.first?.color ?? .clear
        case .backdrop(let b): return b.tint
        case .mesh(let m): return m.meanColor
        }
    }

    /// The paint with its colours as `environment` shows them (system colours by its scheme).
    func resolved(in environment: EnvironmentValues) -> Paint {
        func stops(_ s: [GradientStop]) -> [GradientStop] { s.map { GradientStop(color: $0.color.resolved(in: environment), location: $0.location) } }
        switch self {
        case .color(let c): return .color(c.resolved(in: environment))
        case .linear(let s, let a, let b): return .linear(stops(s), start: a, end: b)
        case .radial(let s, let c, let a, let b): return .radial(stops(s), center: c, startRadius: a, endRadius: b)
        case .elliptical(let s, let c, let a, let b): return .elliptical(stops(s), center: c, startFraction: a, endFraction: b)
        case .angular(let s, let c, let a, let b): return .angular(stops(s), center: c, start: a, end: b)
        case .backdrop(let b): return .backdrop(b.resolved(in: environment))
        case .mesh(let m): return .mesh(m.mapColors { $0.resolved(in: environment) })
        }
    }
}

/// Colours and their locations, for the gradient styles.
public struct Gradient: Hashable, Sendable {
    /// A stop: a colour at a location.
    public typealias Stop = GradientStop

    /// The stops, by location.
    public var stops: [Stop]

    /// Evenly spaced colours.
    public init(colors: [Color]) {
        let n = colors.count
        stops = colors.enumerated().map { Stop(color: $1, location: n > 1 ? CGFloat($0) / CGFloat(n - 1) : 0) }
    }

    /// Explicit stops (sorted by location).
    public init(stops: [Stop]) { self.stops = stops.sorted { $0.location < $1.location } }
}



/// A style that fills a rectangle; shown as a view, it takes the space offered like a Color.
public protocol _PaintStyle: ShapeStyle, View where Body == Never {
    nonisolated var _paint: Paint { get }
}

nonisolated extension _PaintStyle {
    public func _resolveColor(in environment: EnvironmentValues) -> Color { _paint.representativeColor.resolved(in: environment) }
    public func _resolvePaint(in environment: EnvironmentValues) -> Paint { _paint.resolved(in: environment) }
    public var body: Never { neverBody() }
}

/// A gradient along a line.
nonisolated public struct LinearGradient: _PaintStyle, PrimitiveView {
    public let _paint: Paint
    /// A gradient from `startPoint` to `endPoint`.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) { _paint = .linear(gradient.stops, start: startPoint, end: endPoint) }
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) { self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint) }
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) { self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint) }
    nonisolated func resolve(_ ctx: ResolveContext) -> [Node] { [paintLeaf("LinearGradient", _paint)] }
}

/// A gradient in circles around a point.
nonisolated public struct RadialGradient: _PaintStyle, PrimitiveView {
    public let _paint: Paint
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        _paint = .radial(gradient.stops, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    nonisolated func resolve(_ ctx: ResolveContext) -> [Node] { [paintLeaf("RadialGradient", _paint)] }
}

/// A gradient in ellipses that fit the filled rectangle.
nonisolated public struct EllipticalGradient: _PaintStyle, PrimitiveView {
    public let _paint: Paint
    /// Radii as fractions of half the rectangle's width and height.
    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {  // not a look value: Apple's documented default
        // SwiftUI's fractions are of the rectangle's size; 0.5 reaches its edges.
        _paint = .elliptical(gradient.stops, center: center, startFraction: startRadiusFraction * 2, endFraction: endRadiusFraction * 2)
    }
    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {  // not a look value: Apple's documented default
        self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
    nonisolated func resolve(_ ctx: ResolveContext) -> [Node] { [paintLeaf("EllipticalGradient", _paint)] }
}

/// A gradient sweeping around a point (a conic gradient).
nonisolated public struct AngularGradient: _PaintStyle, PrimitiveView {
    public let _paint: Paint
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .degrees(360)) {
        _paint = .angular(gradient.stops, center: center, start: startAngle, end: endAngle)
    }
    public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .degrees(360)) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// A full turn of `colors` starting at `angle`.
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) { self.init(gradient: Gradient(colors: colors), center: center, angle: angle) }
    /// A full turn of `stops` starting at `angle`.
    public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) { self.init(gradient: Gradient(stops: stops), center: center, angle: angle) }
    /// A full turn starting at `angle`.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: Angle(radians: angle.radians + 2 * .pi))
    }
    nonisolated func resolve(_ ctx: ResolveContext) -> [Node] { [paintLeaf("AngularGradient", _paint)] }
}

/// `Color.gradient`: SwiftUI's default gradient for a colour.
nonisolated public struct AnyGradient: _PaintStyle, PrimitiveView {
    public let _paint: Paint
    init(_ c: Color) {
        // The colour mixed with white at the top (SystemLook.gradientLightening) to the colour.
        let top = c.lightened(by: SystemLook.gradientLightening)
        _paint = .linear([GradientStop(color: top, location: 0), GradientStop(color: c, location: 1)], start: .top, end: .bottom)
    }
    nonisolated func resolve(_ ctx: ResolveContext) -> [Node] { [paintLeaf("AnyGradient", _paint)] }
}

extension Color {
    /// A gradient from a lighter tint of the colour at the top to the colour at the bottom.
    public var gradient: AnyGradient { AnyGradient(self) }
}

/// A material: a translucent layer that blurs what lies behind it, tinted lighter or darker with
/// the colour scheme (docs/glass.md, "Materials").
public struct Material: ShapeStyle, Sendable {
    let level: SystemLook.MaterialLevel
    /// The tint: white in light mode, the dark tint in dark mode, at the level's opacity.
    public func _resolveColor(in environment: EnvironmentValues) -> Color {
        let t = level.tint
        guard environment.colorScheme == .dark else { return .components(1, 1, 1, opacity: t.light) }
        let d = SystemLook.materialDarkTint
        return .components(d.red, d.green, d.blue, opacity: t.dark)
    }
    /// What lies beneath, blurred, saturated and tinted (docs/glass.md, "Materials").
    public func _resolvePaint(in environment: EnvironmentValues) -> Paint {
        let look = environment.systemLook.backdrop(level)
        return .backdrop(Backdrop(name: level.name, blurRadius: look.blurRadius, saturation: look.saturation,
                                  tint: _resolveColor(in: environment), fallbackOpacity: look.fallbackOpacity))
    }

    public static let ultraThinMaterial = Material(level: .ultraThin)
    public static let thinMaterial = Material(level: .thin)
    public static let regularMaterial = Material(level: .regular)
    public static let thickMaterial = Material(level: .thick)
    public static let ultraThickMaterial = Material(level: .ultraThick)
    /// The material of bars (navigation and tab bars).
    public static let bar = Material(level: .bar)
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { Material.ultraThinMaterial }
    public static var thinMaterial: Material { Material.thinMaterial }
    public static var regularMaterial: Material { Material.regularMaterial }
    public static var thickMaterial: Material { Material.thickMaterial }
    public static var ultraThickMaterial: Material { Material.ultraThickMaterial }
    public static var bar: Material { Material.bar }
}

extension ShapeStyle where Self == LinearGradient {
    /// A linear gradient (the `.linearGradient(...)` spelling).
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == AngularGradient {
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }
}

/// A leaf filling its frame with `paint`.
func paintLeaf(_ name: String, _ paint: Paint) -> Node {
    Node(.leaf(.paint(name: name, paint: paint, path: { Path($0) })))
}
