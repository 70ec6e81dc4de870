import Foundation

// The frameworks' part of the look table (SystemLook.swift): what the stand-ins of Apple's other
// frameworks draw (Sources/Frameworks; docs/frameworks.md). Where Apple publishes no value the
// entry says [INF] and what it was chosen from.

/// Swift Charts' look (docs/charts.md) [INF throughout but the palette: Apple publishes no
/// chart metrics; chosen from Swift Charts as iOS draws it].
package struct ChartLook {
    /// The colours series take in turn (observed on iOS 18.3: blue, green, orange, purple, red,
    /// cyan, yellow), as system colours so each look and scheme gives its own.
    package let palette: [Color] = [.blue, .green, .orange, .purple, .red, .cyan, .yellow]
    /// The dashes lines take in turn by `lineStyle(by:)`: solid, dashed, dotted, dash-dot [INF:
    /// Swift Charts' own sequence not measured].
    package let lineDashes: [[CGFloat]] = [[], [6, 4], [2, 3], [8, 3, 2, 3]]
    /// Numeric axes: at most this many intervals between ticks.
    package let tickIntervals = 4
    /// Lines 2 wide, rules 1; bars take this share of their band; a bar on a continuous axis
    /// without a unit is this wide.
    package let lineWidth: CGFloat = 2, ruleWidth: CGFloat = 1, barShare: CGFloat = 0.6, defaultBarWidth: CGFloat = 10
    /// A point's and a line's symbol sides; an annotation's gap to its mark.
    package let pointSide: CGFloat = 8, lineSymbolSide: CGFloat = 7, annotationSpacing: CGFloat = 4
    /// A square symbol's inset in its box, and a plus symbol's bars, as shares of its side.
    package let squareSymbolInset: CGFloat = 0.1, plusSymbolBar: CGFloat = 1.0 / 3
    /// Grid lines: a hairline of the separator colour.
    package let gridWidth: CGFloat = 0.5
    /// Axis labels: caption 2 in the secondary label colour, this far from the plot; x labels
    /// at least `labelGap` apart, else thinned to every second … `maxLabelStride`th.
    package let axisFont = Font.caption2, axisGap: CGFloat = 6, labelGap: CGFloat = 4, maxLabelStride = 6
    /// A date label's distance past its grid line; past this share of the axis a date has no
    /// label (it would run off the plot's end).
    package let dateLabelInset: CGFloat = 2, dateLabelRoom: CGFloat = 0.9
    /// The legend: under the plot, this far below the axis; entries this far apart, each a
    /// circle of this side before its name in caption 1, secondary.
    package let legendGap: CGFloat = 10, legendSpacing: CGFloat = 12, legendSymbol: CGFloat = 8, legendSymbolGap: CGFloat = 5
    package let legendFont = Font.caption
    /// A line-style group's entry: a line this long [INF].
    package let legendLineLength: CGFloat = 16
    /// The size a chart takes when offered no size on an axis.
    package let idealWidth: CGFloat = 300, idealHeight: CGFloat = 200

    package init() {}
}

extension SystemLook {
    /// Swift Charts' look.
    package var chart: ChartLook { ChartLook() }
    /// A chart's grid lines: the separator colour.
    package var chartGridLine: Color { separator }

    // MARK: MapKit

    /// A map's land at rest (the standard style, no tiles loaded) [INF]: Apple Maps' light land
    /// is a warm off-white, its dark land a neutral dark grey; picked by eye from the app.
    package var mapLand: Color { isDark ? Self.rgb(44, 45, 47) : Self.rgb(247, 245, 240) }
    /// The faint street grid drawn over the land, so a map reads as a map [INF].
    package var mapStreet: Color { isDark ? Self.rgb(68, 69, 72) : .white }
    /// The street grid's spacing and line width, in points [INF].
    package static let mapStreetSpacing: CGFloat = 48
    package static let mapStreetWidth: CGFloat = 2
    /// A `Marker`'s balloon: a circle of this diameter in the marker's tint (red unless tinted,
    /// as MapKit's default), with its glyph in white at this size; its title below in caption 1,
    /// semibold [INF: measured from iOS 17 screenshots, about 30 pt with a 16 pt glyph].
    package static let mapMarkerDiameter: CGFloat = 30
    package static let mapMarkerGlyph = Font.system(size: 15, weight: .semibold)
    package var mapMarkerTint: Color { .red }
    package var mapMarkerGlyphColor: Color { raised }
    package static let mapMarkerTitle = Font.caption.weight(.semibold)
    /// The region a map with nothing to show and an automatic camera shows [INF]: Cupertino,
    /// 0.1° of latitude, as the simulator's default location.
    package static let mapDefaultCenter = (latitude: 37.3349, longitude: -122.009)
    package static let mapDefaultSpan = 0.1
    /// How much room an automatic camera leaves around its markers (the span's factor) [INF].
    package static let mapFitMargin = 1.4

    // MARK: TipKit

    /// A `TipView`, inline: a rounded card in the secondary grouped background with the tip's
    /// image in the accent colour, the title in headline, the message in subheadline secondary and
    /// a close mark at the top trailing corner [INF: iOS 17 measurements (padding 16, spacing 12,
    /// radius 13), the radius raised to 20 for iOS 26's rounder cards].
    package var tipBackground: Color { isDark ? Self.rgb(44, 44, 46) : Self.rgb(242, 242, 247) }
    package var tipCornerRadius: CGFloat { isGlass ? 20 : 13 }
    package static let tipPadding: CGFloat = 16
    package static let tipSpacing: CGFloat = 12
    package static let tipTextSpacing: CGFloat = 4
    package static let tipImageFont = Font.title2
    package static let tipCloseFont = Font.body.weight(.semibold)

    // MARK: AuthenticationServices

    /// `SignInWithAppleButton`: Apple's three styles (black, white, white with a black outline),
    /// the title in 17 pt semibold after the Apple logo, 44 pt tall unless framed, corners of 6 pt
    /// (Apple's button guidelines' default) [INF for the height and the font].
    package static let appleButtonHeight: CGFloat = 44
    package static let appleButtonCornerRadius: CGFloat = 6
    package static let appleButtonFont = Font.system(size: 17, weight: .semibold)
    package static let appleButtonOutline: CGFloat = 1
    package var appleButtonDark: Color { .black }
    package var appleButtonLight: Color { .white }

    // MARK: Placeholders

    /// What a view that stands for content LayoutViz cannot draw (a video, a store's products, a
    /// link preview) shows: its symbol over a caption naming it, in the secondary label colour on
    /// the secondary background.
    package var placeholderBackground: Color { secondaryBackground }
    package var placeholderForeground: Color { secondaryLabel }
    /// The placeholder's symbol and spacing: those of `ContentUnavailableView`.
    package var placeholderSymbolFont: Font { smallContainers.unavailableSymbolFont }
    package var placeholderSpacing: CGFloat { smallContainers.unavailableSpacing }
    /// A video player at rest: black, with the play glyph in white at 80 %.
    package var videoBackground: Color { .black }
    package var videoGlyph: Color { Color.white.opacity(0.8) }
}
