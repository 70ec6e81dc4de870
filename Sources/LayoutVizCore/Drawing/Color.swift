import Foundation

/// A colour, usable as a view (it fills the space it is offered) and as a shape style.
///
/// Components are sRGB, 0...1, not premultiplied. The system colours use iOS's light-mode values.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// Red, green, blue and opacity, 0...1.
    public let red, green, blue, alpha: Double
    /// The SwiftUI name for system colours (`red`), used in layout dumps.
    let name: String?

    /// The colour space of component-based initializers.
    public enum RGBColorSpace: Hashable, Sendable {
        /// sRGB components, as drawn.
        case sRGB
        /// Linear-light sRGB components, converted to sRGB with the sRGB transfer function.
        case sRGBLinear
        /// Display P3 components. [INF] Drawn as sRGB components (pictures are sRGB; the gamut
        /// mapping is not done).
        case displayP3

        /// The sRGB component for a component in this space.
        func sRGB(_ c: Double) -> Double {
            guard self == .sRGBLinear else { return c }
            return c <= 0.0031308 ? 12.92 * c : 1.055 * pow(c, 1 / 2.4) - 0.055
        }
    }

    init(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1, name: String?) {
        func clamp(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, 0), 1) }
        red = clamp(r)
        green = clamp(g)
        blue = clamp(b)
        alpha = clamp(a)
        self.name = name
    }

    /// Creates a colour from components in 0...1 in `colorSpace`.
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(colorSpace.sRGB(red), colorSpace.sRGB(green), colorSpace.sRGB(blue), opacity, name: nil)
    }

    /// Creates a grey from a white level in 0...1 in `colorSpace`.
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        let w = colorSpace.sRGB(white)
        self.init(w, w, w, opacity, name: nil)
    }

    /// Creates a colour from hue, saturation and brightness in 0...1.
    /// [INF] A non-finite hue counts as 0 (red); other non-finite components are clamped like
    /// every component.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let hue = hue.isFinite ? hue : 0
        let h = (hue - hue.rounded(.down)) * 6, s = saturation, v = brightness
        let i = Int(h) % 6, f = h - Double(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let rgb: (Double, Double, Double)
        switch i {
        case 0: rgb = (v, t, p)
        case 1: rgb = (q, v, p)
        case 2: rgb = (p, v, t)
        case 3: rgb = (p, q, v)
        case 4: rgb = (t, p, v)
        default: rgb = (v, p, q)
        }
        self.init(rgb.0, rgb.1, rgb.2, opacity, name: nil)
    }

    private static func system(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1, name: String) -> Color {
        Color(r / 255, g / 255, b / 255, a, name: name)
    }

    public static let red = system(255, 59, 48, name: "red")
    public static let orange = system(255, 149, 0, name: "orange")
    public static let yellow = system(255, 204, 0, name: "yellow")
    public static let green = system(52, 199, 89, name: "green")
    public static let mint = system(0, 199, 190, name: "mint")
    public static let teal = system(48, 176, 199, name: "teal")
    public static let cyan = system(50, 173, 230, name: "cyan")
    public static let blue = system(0, 122, 255, name: "blue")
    public static let indigo = system(88, 86, 214, name: "indigo")
    public static let purple = system(175, 82, 222, name: "purple")
    public static let pink = system(255, 45, 85, name: "pink")
    public static let brown = system(162, 132, 94, name: "brown")
    public static let gray = system(142, 142, 147, name: "gray")
    public static let black = system(0, 0, 0, name: "black")
    public static let white = system(255, 255, 255, name: "white")
    public static let clear = system(0, 0, 0, 0, name: "clear")
    /// The primary content colour (light mode: black).
    public static let primary = system(0, 0, 0, name: "primary")
    /// The secondary content colour (light mode: 60% opaque grey-blue).
    public static let secondary = system(60, 60, 67, 0.6, name: "secondary")
    /// The app's accent colour (iOS default: system blue).
    public static let accentColor = system(0, 122, 255, name: "accentColor")

    /// The same colour with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        Color(red, green, blue, alpha * opacity, name: name.map { "\($0).opacity(\(formatLength(CGFloat(opacity))))" })
    }

    public var description: String {
        if let name { return name }
        func c(_ v: Double) -> String { String(format: "%02X", Int((v * 255).rounded())) }
        return "#" + c(red) + c(green) + c(blue) + (alpha < 1 ? c(alpha) : "")
    }
}

/// A colour, gradient or material that fills a shape, as in SwiftUI.
public protocol ShapeStyle {
    /// The colour this style paints with, given the environment it is used in (a gradient's
    /// first stop where only a colour can be drawn, as in text).
    func _resolveColor(in environment: EnvironmentValues) -> Color
    /// What a filled shape is painted with; by default the colour.
    func _resolvePaint(in environment: EnvironmentValues) -> Paint
}

extension ShapeStyle {
    public func _resolvePaint(in environment: EnvironmentValues) -> Paint { .color(_resolveColor(in: environment)) }
}

extension Color: ShapeStyle {
    public func _resolveColor(in environment: EnvironmentValues) -> Color { self }
}

/// Any shape style, its type erased (as SwiftUI's `AnyShapeStyle`).
public struct AnyShapeStyle: ShapeStyle {
    private let color: (EnvironmentValues) -> Color
    private let paint: (EnvironmentValues) -> Paint

    /// Wraps `style`.
    public init<S: ShapeStyle>(_ style: S) {
        color = { style._resolveColor(in: $0) }
        paint = { style._resolvePaint(in: $0) }
    }

    public func _resolveColor(in environment: EnvironmentValues) -> Color { color(environment) }
    public func _resolvePaint(in environment: EnvironmentValues) -> Paint { paint(environment) }
}

/// The style that paints with the environment's foreground colour (primary by default).
public struct ForegroundStyle: ShapeStyle, Sendable {
    /// Creates the foreground style.
    public init() {}
    public func _resolveColor(in environment: EnvironmentValues) -> Color { environment.foregroundColor ?? .primary }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The environment's foreground style.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == Color {
    public static var red: Color { .red }
    public static var orange: Color { .orange }
    public static var yellow: Color { .yellow }
    public static var green: Color { .green }
    public static var mint: Color { .mint }
    public static var teal: Color { .teal }
    public static var cyan: Color { .cyan }
    public static var blue: Color { .blue }
    public static var indigo: Color { .indigo }
    public static var purple: Color { .purple }
    public static var pink: Color { .pink }
    public static var brown: Color { .brown }
    public static var gray: Color { .gray }
    public static var black: Color { .black }
    public static var white: Color { .white }
    public static var clear: Color { .clear }
    public static var primary: Color { .primary }
    public static var secondary: Color { .secondary }
}
