import Foundation

/// A colour, usable as a view (it fills the space it is offered) and as a shape style.
///
/// Components are sRGB, 0...1, not premultiplied. A system colour (`.red`, `.primary`,
/// `Color(.systemBackground)`) is resolved where it is drawn, by the environment's colour scheme
/// and contrast (`SystemLook.color(_:)`, docs/look.md); its components are the light-mode ones.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// Red, green, blue and opacity, 0...1 (for a system colour: in light mode, standard contrast).
    public let red, green, blue, alpha: Double
    /// The SwiftUI name for system colours (`red`), used in layout dumps.
    let name: String?
    /// The system colour this is, resolved per scheme and contrast when drawn; nil for fixed ones.
    let system: SystemColor?
    /// The opacity applied to the system colour once resolved (`Color.red.opacity(0.5)`).
    let opacityFactor: Double
    /// The asset catalog colour set this is (`Color("Brand")`), resolved when drawn; nil for others.
    let asset: String?
    /// The components in dark mode, for a colour made per scheme (`UIColor(dynamicProvider:)`);
    /// nil for others. The stored components are the light ones.
    let dark: DarkComponents?

    /// A colour's components in dark mode.
    struct DarkComponents: Hashable, Sendable {
        let red, green, blue, alpha: Double
    }

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
            return c <= 0.0031308 ? 12.92 * c : 1.055 * pow(c, 1 / 2.4) - 0.055  // not a look value: a unit conversion
        }
    }

    init(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1, name: String?, system: SystemColor? = nil, opacityFactor: Double = 1,
         asset: String? = nil, dark: DarkComponents? = nil) {
        func clamp(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, 0), 1) }
        self.dark = dark
        red = clamp(r)
        green = clamp(g)
        blue = clamp(b)
        alpha = clamp(a)
        self.name = name
        self.system = system
        self.opacityFactor = clamp(opacityFactor)
        self.asset = asset
    }

    /// A system colour, its light-mode components from the default look's table (iOS 26's).
    init(system: SystemColor, name: String) {
        let v = (SystemLook.glassSchemeColors(system) ?? SystemLook.schemeColors(system)).light
        self.init(v.0 / 255, v.1 / 255, v.2 / 255, v.3, name: name, system: system)  // not a look value: a unit conversion
    }

    /// This colour as `environment` shows it: a system colour or an asset catalog's in the
    /// environment's scheme and contrast (with its name, for dumps); any other colour as it is.
    func resolved(in environment: EnvironmentValues) -> Color {
        if let dark {
            return environment.colorScheme == .dark ? Color(dark.red, dark.green, dark.blue, dark.alpha * opacityFactor, name: name) : Color(red, green, blue, alpha, name: name)
        }
        if let asset {
            let set = ImageAsset.refusal(of: asset) == nil ? environment.imageResolver.colorSet(named: asset) : nil
            if set == nil { environment.renderReport?.noteMissingColor(asset) }
            let c = set?.resolve(environment.colorScheme, environment.colorSchemeContrast) ?? (0, 0, 0, 0)
            return Color(c.0, c.1, c.2, c.3 * opacityFactor, name: name)
        }
        guard let system else { return self }
        let scheme = environment.colorScheme
        let c = SystemLook.color(system, scheme, environment.colorSchemeContrast, look: environment.systemLookName, elevated: scheme == .dark && environment.isElevated)
        return Color(c.red, c.green, c.blue, c.alpha * opacityFactor, name: name)
    }

    /// Creates a colour from components in 0...1 in `colorSpace`.
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(colorSpace.sRGB(red), colorSpace.sRGB(green), colorSpace.sRGB(blue), opacity, name: nil)
    }

    /// The colour mixed with white by `amount` (0: the colour, 1: white), its opacity kept.
    func lightened(by amount: Double) -> Color {
        Color(red: red + (1 - red) * amount, green: green + (1 - green) * amount, blue: blue + (1 - blue) * amount, opacity: alpha)
    }

    /// A colour from sRGB components in 0...1 computed elsewhere (a material's tint).
    static func components(_ red: Double, _ green: Double, _ blue: Double, opacity: Double) -> Color {
        Color(red: red, green: green, blue: blue, opacity: opacity)
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
        let h = (hue - hue.rounded(.down)) * 6, s = saturation, v = brightness  // not a look value: geometry
        let i = Int(h) % 6, f = h - Double(Int(h))  // not a look value: geometry
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let rgb: (Double, Double, Double)
        switch i {
        case 0: rgb = (v, t, p)
        case 1: rgb = (q, v, p)
        case 2: rgb = (p, v, t)
        case 3: rgb = (p, q, v)  // not a look value: geometry
        case 4: rgb = (t, p, v)  // not a look value: geometry
        default: rgb = (v, p, q)
        }
        self.init(rgb.0, rgb.1, rgb.2, opacity, name: nil)
    }

    private static func fixed(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1, name: String) -> Color {
        Color(r / 255, g / 255, b / 255, a, name: name)  // not a look value: a unit conversion
    }

    public static let red = Color(system: .red, name: "red")
    public static let orange = Color(system: .orange, name: "orange")
    public static let yellow = Color(system: .yellow, name: "yellow")
    public static let green = Color(system: .green, name: "green")
    public static let mint = Color(system: .mint, name: "mint")
    public static let teal = Color(system: .teal, name: "teal")
    public static let cyan = Color(system: .cyan, name: "cyan")
    public static let blue = Color(system: .blue, name: "blue")
    public static let indigo = Color(system: .indigo, name: "indigo")
    public static let purple = Color(system: .purple, name: "purple")
    public static let pink = Color(system: .pink, name: "pink")
    public static let brown = Color(system: .brown, name: "brown")
    public static let gray = Color(system: .gray, name: "gray")
    /// Black, in every scheme.
    public static let black = fixed(0, 0, 0, name: "black")
    /// White, in every scheme.
    public static let white = fixed(255, 255, 255, name: "white")  // not a look value: a unit conversion
    public static let clear = fixed(0, 0, 0, 0, name: "clear")
    /// The primary content colour: black, white in dark mode.
    public static let primary = Color(system: .primary, name: "primary")
    /// The secondary content colour: (60, 60, 67) at 60 %, (235, 235, 245) at 60 % in dark mode.
    public static let secondary = Color(system: .secondary, name: "secondary")
    /// The app's accent colour (iOS default: system blue, per scheme and contrast).
    public static let accentColor = Color(system: .accent, name: "accentColor")

    /// The same colour with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        Color(red, green, blue, alpha * opacity, name: name.map { "\($0).opacity(\(formatLength(CGFloat(opacity))))" },
              system: system, opacityFactor: opacityFactor * opacity, asset: asset, dark: dark)
    }

    /// A colour chosen per colour scheme: `make` gives the light and the dark one (fixed colours;
    /// a system colour among them is taken in that scheme).
    init(schemeDependent make: (ColorScheme) -> Color) {
        var lightEnv = EnvironmentValues(), darkEnv = EnvironmentValues()
        lightEnv.colorScheme = .light
        darkEnv.colorScheme = .dark
        let l = make(.light).resolved(in: lightEnv), d = make(.dark).resolved(in: darkEnv)
        self.init(l.red, l.green, l.blue, l.alpha, name: nil, dark: DarkComponents(red: d.red, green: d.green, blue: d.blue, alpha: d.alpha))
    }

    /// Colours are equal when they draw the same here: the same components and name (a system
    /// colour equals its light-mode resolution; in another scheme the components differ).
    public static func == (a: Color, b: Color) -> Bool {
        a.red == b.red && a.green == b.green && a.blue == b.blue && a.alpha == b.alpha && a.name == b.name && a.dark == b.dark
    }

    public func hash(into h: inout Hasher) {
        h.combine(red)
        h.combine(green)
        h.combine(blue)
        h.combine(alpha)
        h.combine(name)
    }

    public var description: String {
        if let name { return name }
        func c(_ v: Double) -> String {
            let n = min(255, max(0, Int((v * 255).rounded())))  // not a look value: a unit conversion
            let s = String(n, radix: 16, uppercase: true)  // not a look value: a unit conversion
            return n < 16 ? "0" + s : s  // not a look value: a unit conversion
        }
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
    /// The shadows a shape filled with the style casts (`.shadow(.drop(radius:))`); by default none.
    func _resolveShadows(in environment: EnvironmentValues) -> [ShadowStyle]
}

extension ShapeStyle {
    public func _resolvePaint(in environment: EnvironmentValues) -> Paint { .color(_resolveColor(in: environment)) }
    public func _resolveShadows(in environment: EnvironmentValues) -> [ShadowStyle] { [] }
}

extension Color: ShapeStyle {
    public func _resolveColor(in environment: EnvironmentValues) -> Color { resolved(in: environment) }
}

/// Any shape style, its type erased (as SwiftUI's `AnyShapeStyle`).
public struct AnyShapeStyle: ShapeStyle {
    private let color: (EnvironmentValues) -> Color
    private let paint: (EnvironmentValues) -> Paint
    private let shadows: (EnvironmentValues) -> [ShadowStyle]

    /// Wraps `style`.
    public init<S: ShapeStyle>(_ style: S) {
        color = { style._resolveColor(in: $0) }
        paint = { style._resolvePaint(in: $0) }
        shadows = { style._resolveShadows(in: $0) }
    }

    public func _resolveColor(in environment: EnvironmentValues) -> Color { color(environment) }
    public func _resolvePaint(in environment: EnvironmentValues) -> Paint { paint(environment) }
    public func _resolveShadows(in environment: EnvironmentValues) -> [ShadowStyle] { shadows(environment) }
}

/// The style that paints with the environment's foreground colour (primary by default).
public struct ForegroundStyle: ShapeStyle, Sendable {
    /// Creates the foreground style.
    public init() {}
    public func _resolveColor(in environment: EnvironmentValues) -> Color { environment.resolvedForeground }
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
