import Foundation

// The drawing styles' part of the look table (SystemLook.swift): what materials, `Color.gradient`,
// shadow styles and the hierarchical levels of a style look like. These hold in every colour
// scheme (a material picks its light or dark tint itself), so they are static.

extension SystemLook {
    /// Materials, approximated by a tint without the blur of what lies behind (docs/rendering.md)
    /// [INF]: white at the first opacity in light mode, (0.11, 0.11, 0.12) at the second in dark.
    struct MaterialTint: Sendable {
        let light: Double, dark: Double
    }
    static let materialDarkTint = (red: 0.11, green: 0.11, blue: 0.12)
    static let ultraThinMaterial = MaterialTint(light: 0.35, dark: 0.45)
    static let thinMaterial = MaterialTint(light: 0.55, dark: 0.6)
    static let regularMaterial = MaterialTint(light: 0.72, dark: 0.72)
    static let thickMaterial = MaterialTint(light: 0.85, dark: 0.85)
    static let ultraThickMaterial = MaterialTint(light: 0.93, dark: 0.93)
    /// The bars' material.
    static let barMaterialTint = MaterialTint(light: 0.85, dark: 0.85)

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
