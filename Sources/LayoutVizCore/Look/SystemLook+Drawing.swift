import Foundation

// The drawing styles' part of the look table (SystemLook.swift): what materials, `Color.gradient`,
// shadow styles and the hierarchical levels of a style look like. These hold in every colour
// scheme (a material picks its light or dark tint itself), so they are static.

extension SystemLook {
    /// The materials: each a blur of what lies behind, saturated, under a tint of white at the
    /// first opacity in light mode and (0.11, 0.11, 0.12) at the second in dark (docs/glass.md,
    /// "Materials"; the tints and radii are [INF]: Apple publishes neither).
    struct MaterialTint: Sendable {
        let light: Double, dark: Double
    }
    /// A material's thickness, from `ultraThinMaterial` to `ultraThickMaterial`, and the bars'.
    enum MaterialLevel: Hashable, Sendable {
        case ultraThin, thin, regular, thick, ultraThick, bar
        var name: String {
            switch self {
            case .ultraThin: return "ultraThinMaterial"
            case .thin: return "thinMaterial"
            case .regular: return "regularMaterial"
            case .thick: return "thickMaterial"
            case .ultraThick: return "ultraThickMaterial"
            case .bar: return "bar"
            }
        }
        var tint: MaterialTint {
            switch self {
            case .ultraThin: return MaterialTint(light: 0.35, dark: 0.45)
            case .thin: return MaterialTint(light: 0.55, dark: 0.6)
            case .regular: return MaterialTint(light: 0.72, dark: 0.72)
            case .thick, .bar: return MaterialTint(light: 0.85, dark: 0.85)
            case .ultraThick: return MaterialTint(light: 0.93, dark: 0.93)
            }
        }
    }
    static let materialDarkTint = (red: 0.11, green: 0.11, blue: 0.12)

    /// How a material blurs: its radius in points, the saturation of what shows through, and its
    /// tint's opacity in an SVG, which cannot blur what lies beneath [INF: the radii grow with
    /// the thickness; 1.8 is the saturation UIKit's blur effects are commonly reported to apply].
    struct BackdropLook {
        let blurRadius: CGFloat, saturation: Double, fallbackOpacity: Double
    }
    func backdrop(_ level: MaterialLevel) -> BackdropLook {
        let t = isDark ? level.tint.dark : level.tint.light
        let radius: CGFloat
        switch level {
        case .ultraThin: radius = 10
        case .thin: radius = 15
        case .regular, .bar: radius = 20
        case .thick: radius = 25
        case .ultraThick: radius = 30
        }
        return BackdropLook(blurRadius: radius, saturation: 1.8, fallbackOpacity: min(t + 0.15, 0.95))
    }

    /// `Color.gradient` [INF]: Apple documents no stops; iOS shows the colour slightly lighter
    /// at the top. LayoutViz goes from the colour mixed this much with white to the colour.
    static let gradientLightening = 0.2

    /// `ShadowStyle.drop`'s default colour, SwiftUI's black at 33 %; `.inner`'s, black at 55 %.
    public static let dropShadowColor = Color(.sRGBLinear, white: 0, opacity: 0.33)
    /// `ShadowStyle.inner`'s default colour.
    public static let innerShadowColor = Color(.sRGBLinear, white: 0, opacity: 0.55)

    /// A style's second, third and fourth levels (`.secondary`...) as opacities [INF].
    static let hierarchyOpacities = (secondary: 0.6, tertiary: 0.3, quaternary: 0.18)

    /// The moment every picture shows (`EnvironmentValues.pictureDate`): 9:41 on Monday 10 June
    /// 2024, Apple's marketing time, as the status bar shows it; the second value is that moment
    /// in Cupertino, for a calendar that cannot make the first.
    static let pictureMoment = DateComponents(year: 2024, month: 6, day: 10, hour: 9, minute: 41)
    static let pictureMomentFallback = Date(timeIntervalSince1970: 1_718_037_660)

    /// `UIFont.lineHeight`: the point size times Inter's line height (1.21 em).
    static let fontLineHeight: CGFloat = 1.21
}
