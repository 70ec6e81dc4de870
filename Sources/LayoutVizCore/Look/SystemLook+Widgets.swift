import Foundation

// Widgets as iOS shows them (docs/widgets.md): their sizes per screen, their container, the home
// screen's appearances (full colour, clear, tinted) and the home and lock screens they stand on.

/// Widgets' sizes and metrics.
package enum WidgetLook {
    /// A screen's widget sizes, in points. On iPad the system lays a widget out at its canvas
    /// size and shows it scaled down on the home screen: `homeScale` is that factor (1 on iPhone).
    package struct Sizes: Equatable, Sendable {
        package var small: CGSize, medium: CGSize, large: CGSize
        /// iPad's; nil on iPhone, which has none.
        package var extraLarge: CGSize?
        package var circular: CGSize, rectangular: CGSize, inline: CGSize
        package var homeScale: CGFloat = 1
    }

    /// Apple's table (Human Interface Guidelines, "Widgets", Specifications, as of July 2025) by
    /// the screen's portrait size in points: iPhone's home-screen and lock-screen families, and
    /// iPadOS's canvas sizes with the device size they are shown at. The 320-point iPhone, which
    /// has no lock-screen widgets, takes the 375 × 667 one's accessory sizes; iPads, for which the
    /// table lists none, the largest iPhone's [INF].
    package static let table: [(screen: CGSize, sizes: Sizes)] = {
        func phone(_ w: CGFloat, _ h: CGFloat, small: CGFloat, medium: (CGFloat, CGFloat), large: (CGFloat, CGFloat),
                   circular: CGFloat, rectangular: (CGFloat, CGFloat), inline: CGFloat) -> (CGSize, Sizes) {
            (CGSize(width: w, height: h),
             Sizes(small: CGSize(width: small, height: small), medium: CGSize(width: medium.0, height: medium.1), large: CGSize(width: large.0, height: large.1),
                   extraLarge: nil, circular: CGSize(width: circular, height: circular), rectangular: CGSize(width: rectangular.0, height: rectangular.1),
                   inline: CGSize(width: inline, height: 26)))
        }
        func pad(_ w: CGFloat, _ h: CGFloat, small: CGFloat, wide: CGFloat, extraWide: CGFloat, deviceSmall: CGFloat) -> (CGSize, Sizes) {
            (CGSize(width: w, height: h),
             Sizes(small: CGSize(width: small, height: small), medium: CGSize(width: wide, height: small), large: CGSize(width: wide, height: wide),
                   extraLarge: CGSize(width: extraWide, height: wide), circular: CGSize(width: 76, height: 76), rectangular: CGSize(width: 172, height: 76),
                   inline: CGSize(width: 257, height: 26), homeScale: deviceSmall / small))
        }
        return [
            phone(430, 932, small: 170, medium: (364, 170), large: (364, 382), circular: 76, rectangular: (172, 76), inline: 257),
            phone(428, 926, small: 170, medium: (364, 170), large: (364, 382), circular: 76, rectangular: (172, 76), inline: 257),
            phone(414, 896, small: 169, medium: (360, 169), large: (360, 379), circular: 76, rectangular: (160, 72), inline: 248),
            phone(414, 736, small: 159, medium: (348, 157), large: (348, 357), circular: 76, rectangular: (170, 76), inline: 248),
            phone(393, 852, small: 158, medium: (338, 158), large: (338, 354), circular: 72, rectangular: (160, 72), inline: 234),
            phone(390, 844, small: 158, medium: (338, 158), large: (338, 354), circular: 72, rectangular: (160, 72), inline: 234),
            phone(375, 812, small: 155, medium: (329, 155), large: (329, 345), circular: 72, rectangular: (157, 72), inline: 225),
            phone(375, 667, small: 148, medium: (321, 148), large: (321, 324), circular: 68, rectangular: (153, 68), inline: 225),
            phone(360, 780, small: 155, medium: (329, 155), large: (329, 345), circular: 72, rectangular: (157, 72), inline: 225),
            phone(320, 568, small: 141, medium: (292, 141), large: (292, 311), circular: 68, rectangular: (153, 68), inline: 225),
            pad(768, 1024, small: 141, wide: 305.5, extraWide: 634.5, deviceSmall: 120),
            pad(744, 1133, small: 141, wide: 305.5, extraWide: 634.5, deviceSmall: 120),
            pad(810, 1080, small: 146, wide: 320.5, extraWide: 669, deviceSmall: 124),
            pad(820, 1180, small: 155, wide: 342, extraWide: 715.5, deviceSmall: 136),
            pad(834, 1112, small: 150, wide: 327.5, extraWide: 682, deviceSmall: 132),
            pad(834, 1194, small: 155, wide: 342, extraWide: 715.5, deviceSmall: 136),
            pad(954, 1373, small: 162, wide: 350, extraWide: 726, deviceSmall: 162),
            pad(970, 1389, small: 162, wide: 350, extraWide: 726, deviceSmall: 162),
            pad(1024, 1366, small: 170, wide: 378.5, extraWide: 795, deviceSmall: 160),
            pad(1192, 1590, small: 188, wide: 412, extraWide: 860, deviceSmall: 188),
        ]
    }()

    /// Screens Apple's table does not list whose home-screen sizes public widget scripts carry
    /// [INF: not Apple's]: the 402 × 874 iPhones (16 Pro, 17, 17 Pro), small 162, medium
    /// 344 × 162, large 344 × 366, as several Scriptable widget scripts' size tables on GitHub
    /// have them (one marks the row as measured once); their lock-screen sizes the 393-point row's.
    package static let unlisted: [(screen: CGSize, sizes: Sizes)] = [
        (CGSize(width: 402, height: 874),
         Sizes(small: CGSize(width: 162, height: 162), medium: CGSize(width: 344, height: 162), large: CGSize(width: 344, height: 366), extraLarge: nil,
               circular: CGSize(width: 72, height: 72), rectangular: CGSize(width: 160, height: 72), inline: CGSize(width: 234, height: 26))),
    ]

    /// The sizes on a screen of `screen` points (either orientation): its row of Apple's table
    /// (`listed`), else of `unlisted`, else the row nearest in width and height [INF] (the
    /// 440-point iPhones take the 430-point row, which the public scripts' tables agree with;
    /// iPhone Air, the 11- and 13-inch iPad Pro (M4, M5) and custom sizes their nearest).
    package static func sizes(screen: CGSize) -> (sizes: Sizes, listed: Bool) {
        let portrait = CGSize(width: min(screen.width, screen.height), height: max(screen.width, screen.height))
        if let row = table.first(where: { $0.screen == portrait }) { return (row.sizes, true) }
        func distance(_ s: CGSize) -> CGFloat { hypot(s.width - portrait.width, s.height - portrait.height) }
        let nearest = (table + unlisted).min { distance($0.screen) < distance($1.screen) }!
        return (nearest.sizes, false)
    }

    /// A home-screen widget's corner radius and the system's content margins (the HIG's standard
    /// margin, "16 points for most widgets"); lock-screen widgets have none [INF: the radius].
    package static let cornerRadius: CGFloat = 22, contentMargin: CGFloat = 16

    /// The home screen around a widget (`--widget-context home`): the widget's top this far
    /// below the safe area, its leading edge the grid's (a medium widget centred on iPhone, an
    /// extra-large one on iPad): measured on iOS 14–16 home screens in pixels by mzeryck's
    /// Widget-Blur script (github.com/mzeryck/Widget-Blur: the top-left widget 30 to 35 points
    /// below the safe area; its left edge where a centred medium widget's is) [INF: not measured
    /// on iOS 26, nor on iPad]. The app's name under it, this far below, in this font, white with a
    /// soft shadow [INF].
    package static let homeTop: CGFloat = 31, homeNameGap: CGFloat = 6
    package static let homeNameFont = Font.system(size: 12, weight: .medium)
    package static let homeNameShadowRadius: CGFloat = 2
    /// The lock screen's clock and date above accessory widgets [INF]: what they say (Apple's
    /// product pictures' 9:41 on a Tuesday), the date in this font, the clock in that one, the
    /// widgets this far below it.
    package static let lockDate = "Tuesday, January 9", lockTime = "9:41"
    package static let lockDateFont = Font.system(size: 20, weight: .semibold)
    package static let lockClockFont = Font.system(size: 92, weight: .bold, design: .rounded)
    package static let lockTop: CGFloat = 12, lockWidgetGap: CGFloat = 10
    /// How opaque a tinted widget's background is over the wallpaper, in light and dark [INF].
    package static let tintedBackgroundOpacity: Double = 0.85
    /// How far iOS 18's primary (not accented) group is lightened from the tint [INF].
    package static let classicPrimaryLift: Double = 0.6
}

extension SystemLook {
    /// What a widget preview stands on in Xcode's canvas context: the grouped background [INF].
    package var widgetBackdrop: Color { groupedBackground }
    /// A widget's default container background (before `containerBackground(for: .widget)`).
    package var widgetBackground: Color { background }
    /// What lock-screen widgets stand on in the canvas context [INF: a dark lock screen].
    package var widgetLockBackdrop: Color { Self.rgb(28, 28, 30) }

    /// The home and lock screens' wallpaper (`--widget-context home`): a stand-in for iOS 26's
    /// default, a blue gradient from top to bottom, deeper in dark mode [INF: picked by eye].
    package var wallpaper: (top: Color, bottom: Color) {
        isDark ? (Self.rgb(28, 46, 96), Self.rgb(8, 12, 34)) : (Self.rgb(120, 170, 236), Self.rgb(58, 88, 190))
    }
    /// The tint a tinted home screen uses [INF: iOS picks one from the wallpaper; this one
    /// matches the stand-in wallpaper].
    package var widgetTint: Color { Self.rgb(104, 150, 232) }
    /// A tinted widget's background: on iOS 26 the tint of its Liquid Glass (the tint, darker in
    /// dark mode); on iOS 18 a fill, near-black with a trace of the tint [INF].
    package var tintedWidgetBackground: Color {
        if !isGlass { return Self.rgb(22, 24, 30) }
        return isDark ? Self.rgb(38, 56, 100) : widgetTint
    }
    /// The colours accented rendering gives a widget's primary and accent groups: white both on
    /// iOS 26 (Apple's "Optimizing your widget for accented rendering mode and Liquid Glass":
    /// "the system tints primary and accented content white"); on iOS 18 the tint for the accent
    /// group and a lighter shade of it for the primary group [INF for the shade].
    package var widgetAccentedColors: (primary: Color, accent: Color) {
        isGlass ? (.white, .white) : (widgetTint.lightened(by: WidgetLook.classicPrimaryLift), widgetTint)
    }
    /// The tint of a lock-screen widget's controls (a gauge's value, a progress bar) unless it
    /// sets its own: white, the brightest the vibrant rendering shows, as the lock screen's own
    /// gauges draw their value over a dimmer track [INF: the HIG asks for white for the most
    /// prominent content; the system's default tint there is not documented].
    package var widgetVibrantTint: Color { .white }
    /// The app's name under a home-screen widget.
    package var homeNameColor: Color { .white }
    package var homeNameShadow: Color { Self.rgb(0, 0, 0, 0.35) }
}
