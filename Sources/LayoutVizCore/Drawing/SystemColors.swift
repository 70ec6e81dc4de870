import Foundation

// UIKit's colours as SwiftUI files reach them (`Color(.systemGroupedBackground)`,
// `Color(uiColor: .label)`), and the hierarchical and separator shape styles. Every system colour
// resolves per colour scheme and contrast where it is drawn; the values are in
// `SystemLook.schemeColors(_:)`, with sources in docs/look.md ("System colours").

/// A colour as UIKit names it: enough of UIKit's `UIColor` for what SwiftUI files do with one,
/// which is to make a `Color` of it.
/// Core Graphics' colour, which UIKit and SwiftUI code passes between `UIColor` and `Color`
/// (`UIColor(cgColor: color.cgColor!)`). In LayoutViz it is a `Color`: the components and colour
/// space are the colour's own (docs/coverage.md, "UIKit").
public typealias CGColor = Color

public struct UIColor: Hashable, Sendable {
    /// The colour it stands for.
    let color: Color


    private init(system: SystemColor, _ name: String) { color = Color(system: system, name: name) }

    /// A colour from components in 0...1 (sRGB).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        color = Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }

    /// A grey of `white` in 0...1.
    public init(white: CGFloat, alpha: CGFloat) { color = Color(white: Double(white), opacity: Double(alpha)) }

    /// A hue, saturation and brightness colour.
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        color = Color(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness), opacity: Double(alpha))
    }

    /// A SwiftUI colour as a UIKit one.
    public init(_ color: Color) { self.color = color }

    /// The asset catalog colour `name` (as `Color(name)`; never nil: an unknown name draws clear
    /// and is named in a warning).
    public init?(named name: String, in bundle: Bundle? = nil, compatibleWith traitCollection: UITraitCollection? = nil) { color = Color(name) }

    /// A colour of `light` and `dark` components chosen by the trait collection: resolved in the
    /// light or dark environment it is drawn in.
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        color = Color(schemeDependent: { dynamicProvider(UITraitCollection(scheme: $0)).color })
    }

    /// The colour as a Core Graphics colour (in LayoutViz, a `Color`: see `CGColor`).
    public var cgColor: CGColor { color }

    /// The colour of a Core Graphics colour.
    public init(cgColor: CGColor) { color = cgColor }

    /// The same colour at `alpha`.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor { UIColor(color.opacity(Double(alpha) / max(color.alpha, .leastNonzeroMagnitude))) }

    // Labels and links.
    public static let label = UIColor(system: .label, "label")
    public static let secondaryLabel = UIColor(system: .secondaryLabel, "secondaryLabel")
    public static let tertiaryLabel = UIColor(system: .tertiaryLabel, "tertiaryLabel")
    public static let quaternaryLabel = UIColor(system: .quaternaryLabel, "quaternaryLabel")
    public static let placeholderText = UIColor(system: .placeholderText, "placeholderText")
    public static let link = UIColor(system: .link, "link")
    public static let tintColor = UIColor(system: .accent, "tintColor")
    // Backgrounds.
    public static let systemBackground = UIColor(system: .systemBackground, "systemBackground")
    public static let secondarySystemBackground = UIColor(system: .secondarySystemBackground, "secondarySystemBackground")
    public static let tertiarySystemBackground = UIColor(system: .tertiarySystemBackground, "tertiarySystemBackground")
    public static let systemGroupedBackground = UIColor(system: .systemGroupedBackground, "systemGroupedBackground")
    public static let secondarySystemGroupedBackground = UIColor(system: .secondarySystemGroupedBackground, "secondarySystemGroupedBackground")
    public static let tertiarySystemGroupedBackground = UIColor(system: .tertiarySystemGroupedBackground, "tertiarySystemGroupedBackground")
    // Separators and fills.
    public static let separator = UIColor(system: .separator, "separator")
    public static let opaqueSeparator = UIColor(system: .opaqueSeparator, "opaqueSeparator")
    public static let systemFill = UIColor(system: .systemFill, "systemFill")
    public static let secondarySystemFill = UIColor(system: .secondarySystemFill, "secondarySystemFill")
    public static let tertiarySystemFill = UIColor(system: .tertiarySystemFill, "tertiarySystemFill")
    public static let quaternarySystemFill = UIColor(system: .quaternarySystemFill, "quaternarySystemFill")
    // System colours.
    public static let systemRed = UIColor(system: .red, "systemRed")
    public static let systemOrange = UIColor(system: .orange, "systemOrange")
    public static let systemYellow = UIColor(system: .yellow, "systemYellow")
    public static let systemGreen = UIColor(system: .green, "systemGreen")
    public static let systemMint = UIColor(system: .mint, "systemMint")
    public static let systemTeal = UIColor(system: .teal, "systemTeal")
    public static let systemCyan = UIColor(system: .cyan, "systemCyan")
    public static let systemBlue = UIColor(system: .blue, "systemBlue")
    public static let systemIndigo = UIColor(system: .indigo, "systemIndigo")
    public static let systemPurple = UIColor(system: .purple, "systemPurple")
    public static let systemPink = UIColor(system: .pink, "systemPink")
    public static let systemBrown = UIColor(system: .brown, "systemBrown")
    public static let systemGray = UIColor(system: .gray, "systemGray")
    public static let systemGray2 = UIColor(system: .systemGray2, "systemGray2")
    public static let systemGray3 = UIColor(system: .systemGray3, "systemGray3")
    public static let systemGray4 = UIColor(system: .systemGray4, "systemGray4")
    public static let systemGray5 = UIColor(system: .systemGray5, "systemGray5")
    public static let systemGray6 = UIColor(system: .systemGray6, "systemGray6")
    // UIKit's fixed colours (the same in every scheme; `red` is pure red, unlike `systemRed`).
    public static let black = UIColor(.black)
    public static let white = UIColor(.white)
    public static let clear = UIColor(.clear)
    public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)  // not a look value: Apple's documented default
    public static let gray = UIColor(white: 0.5, alpha: 1)  // not a look value: Apple's documented default
    public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)  // not a look value: Apple's documented default
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)  // not a look value: Apple's documented default
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)  // not a look value: Apple's documented default
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)  // not a look value: Apple's documented default
}

extension Color {
    /// A colour from UIKit's: `Color(.systemGroupedBackground)`; system colours follow the
    /// scheme and contrast where drawn.
    public init(_ color: UIColor) { self = color.color }

    /// A colour from UIKit's: `Color(uiColor: .label)`.
    public init(uiColor: UIColor) { self = uiColor.color }

    /// The colour of a Core Graphics colour.
    public init(cgColor: CGColor) { self = cgColor }

    /// The colour as a Core Graphics colour: the colour itself (never nil in LayoutViz, where a
    /// colour needs no environment to be resolved to components).
    public var cgColor: CGColor? { self }
}

/// The hierarchical levels of the foreground: `.tertiary`, `.quaternary`, `.quinary` (`.primary`
/// and `.secondary` are the colours of the same names). [INF] Each level is the system label colour
/// of that level in the scheme and contrast, whatever the foreground style (SwiftUI derives the
/// levels from the current foreground; LayoutViz does so only for the default one).
public struct HierarchicalShapeStyle: ShapeStyle, Sendable {
    let level: SystemColor
    let name: String

    public func _resolveColor(in environment: EnvironmentValues) -> Color {
        Color(system: level, name: name).resolved(in: environment)
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The third level of the foreground: (60, 60, 67) at 30 %; (235, 235, 245) at 30 % dark.
    public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: .tertiary, name: "tertiary") }
    /// The fourth level: (60, 60, 67) at 18 %; (235, 235, 245) at 16 % dark.
    public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: .quaternary, name: "quaternary") }
    /// The fifth level: black at 5 %; white at 5 % dark.
    public static var quinary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: .quinary, name: "quinary") }
}

/// The separator colour as a style (`.foregroundStyle(.separator)`).
public struct SeparatorShapeStyle: ShapeStyle, Sendable {
    /// Creates the style.
    public init() {}
    public func _resolveColor(in environment: EnvironmentValues) -> Color { environment.systemLook.separator }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
    /// UIKit's separator colour, per scheme.
    public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}

/// The background of the view's context: systemBackground, per scheme (`.background(.background,
/// in: RoundedRectangle(...))`).
public struct BackgroundStyle: ShapeStyle, Sendable {
    /// Creates the style.
    public init() {}
    public func _resolveColor(in environment: EnvironmentValues) -> Color {
        environment.backgroundStyle?._resolveColor(in: environment) ?? environment.systemLook.background
    }
    public func _resolvePaint(in environment: EnvironmentValues) -> Paint {
        environment.backgroundStyle?._resolvePaint(in: environment) ?? .color(environment.systemLook.background)
    }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The background of the view's context.
    public static var background: BackgroundStyle { BackgroundStyle() }
}
