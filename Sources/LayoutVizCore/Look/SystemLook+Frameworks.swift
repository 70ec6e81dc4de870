import Foundation

// The frameworks' part of the look table (SystemLook.swift): what the stand-ins of Apple's other
// frameworks draw (Sources/Frameworks; docs/frameworks.md). Where Apple publishes no value the
// entry says [INF] and what it was chosen from.

extension SystemLook {
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
