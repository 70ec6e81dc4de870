import Foundation

// What iOS looks like, in one table: every metric, colour and drawing parameter of the system's
// controls, containers and bars, for one look (today iOS 17/18's, `ios18`), colour scheme,
// contrast, Dynamic Type size and size class (docs/look.md lists every value with its source).
// Controls ask the look in their environment (`@Environment(\.systemLook)`); no control,
// container or bar holds a literal colour or metric (Scripts/check-look.sh, run by CI).

/// What the system's controls, containers and bars look like in one environment: one look, one
/// colour scheme and contrast, one Dynamic Type size, one pair of size classes.
public struct SystemLook: Hashable, Sendable {
    /// A version of iOS's design.
    public enum Name: String, Hashable, Sendable, CaseIterable {
        /// iOS 26 and 27, Liquid Glass: floating glass platters for bar items and the tab bar,
        /// rounder cards and capsule controls (the default).
        case ios26
        /// iOS 17 and 18: opaque bars, flat bar items, grouped lists.
        case ios18

        /// How people name it: `iOS 26`.
        public var title: String {
            switch self {
            case .ios26: return "iOS 26"
            case .ios18: return "iOS 18"
            }
        }
    }

    /// The design.
    public var name: Name
    /// Light or dark.
    public var colorScheme: ColorScheme
    /// Standard or increased contrast.
    public var contrast: ColorSchemeContrast
    /// The text size.
    public var dynamicTypeSize: DynamicTypeSize
    /// The size classes of the scene.
    public var horizontalSizeClass: UserInterfaceSizeClass?
    public var verticalSizeClass: UserInterfaceSizeClass?
    /// Whether the views are elevated (in a sheet or popover): dark mode lifts the backgrounds.
    public var isElevated = false

    /// The look of an environment.
    public init(name: Name = .ios26, colorScheme: ColorScheme = .light, contrast: ColorSchemeContrast = .standard,
                dynamicTypeSize: DynamicTypeSize = .large, horizontalSizeClass: UserInterfaceSizeClass? = .compact,
                verticalSizeClass: UserInterfaceSizeClass? = .regular) {
        self.name = name
        self.colorScheme = colorScheme
        self.contrast = contrast
        self.dynamicTypeSize = dynamicTypeSize
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
    }

    var isDark: Bool { colorScheme == .dark }
    /// Whether this is iOS 26's Liquid Glass design.
    package var isGlass: Bool { name == .ios26 }
    var isRegularWidth: Bool { horizontalSizeClass == .regular }
    var isCompactHeight: Bool { verticalSizeClass == .compact }
}

/// Standard or increased contrast (Settings ▸ Accessibility ▸ Increase Contrast).
public enum ColorSchemeContrast: Hashable, Sendable, CaseIterable {
    case standard, increased
}

private enum SystemLookNameKey: EnvironmentKey { static let defaultValue = SystemLook.Name.ios26 }
private enum ElevatedKey: EnvironmentKey { static let defaultValue = false }
private enum ColorSchemeContrastKey: EnvironmentKey { static let defaultValue = ColorSchemeContrast.standard }

extension EnvironmentValues {
    /// The design the system's views are drawn in.
    public var systemLookName: SystemLook.Name {
        get { self[SystemLookNameKey.self] }
        set { self[SystemLookNameKey.self] = newValue }
    }

    /// Whether the scene asks for increased contrast.
    public var colorSchemeContrast: ColorSchemeContrast {
        get { self[ColorSchemeContrastKey.self] }
        set { self[ColorSchemeContrastKey.self] = newValue }
    }

    /// The contrast as previews set it (`.environment(\._colorSchemeContrast, .increased)`; in
    /// SwiftUI `colorSchemeContrast` can only be read).
    public var _colorSchemeContrast: ColorSchemeContrast {
        get { self[ColorSchemeContrastKey.self] }
        set { self[ColorSchemeContrastKey.self] = newValue }
    }

    /// The look of the system's views here: the design, scheme, contrast, text size and size classes.
    public var systemLook: SystemLook {
        var look = SystemLook(name: systemLookName, colorScheme: colorScheme, contrast: colorSchemeContrast, dynamicTypeSize: dynamicTypeSize,
                              horizontalSizeClass: horizontalSizeClass, verticalSizeClass: verticalSizeClass)
        // Elevation changes only dark colours: light looks skip the lookup.
        if look.colorScheme == .dark { look.isElevated = isElevated }
        return look
    }

    /// Whether the views are in an elevated presentation (a sheet, popover or inspector sheet):
    /// in dark mode the system backgrounds are lifted (docs/presentations.md).
    package var isElevated: Bool {
        get { self[ElevatedKey.self] }
        set { self[ElevatedKey.self] = newValue }
    }
}

// MARK: - Colours

extension SystemLook {
    /// UIKit's semantic colours as sRGB (light mode values from Apple's UIKit colour tables, as
    /// docs/controls.md and docs/look.md cite them).
    static func rgb(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> Color {
        Color(red: r / 255, green: g / 255, blue: b / 255, opacity: a)
    }

    /// The accent colour of controls with no tint: system blue.
    package var accent: Color { .accentColor }
    /// A destructive button's colour: system red.
    var destructive: Color { .red }
    /// Text and glyphs: label (black in light mode).
    var label: Color { .primary }
    /// secondaryLabel: (60, 60, 67) at 60 %; values in rows, captions, descriptions.
    package var secondaryLabel: Color { color(.secondaryLabel) }
    /// tertiaryLabel: (60, 60, 67) at 30 %; placeholders, chevrons, dividers inside controls.
    package var tertiaryLabel: Color { color(.tertiaryLabel) }
    /// The tertiary-label grey at `opacity`: the spinner's spokes.
    func tertiaryLabel(opacity: Double) -> Color {
        let c = tertiaryLabel
        return Color(red: c.red, green: c.green, blue: c.blue, opacity: opacity)
    }
    /// separator: (60, 60, 67) at 29 % light, (84, 84, 88) at 60 % dark.
    var separator: Color { color(.separator) }
    /// systemFill: (120, 120, 128) at 20 %; progress, slider and gauge tracks.
    var track: Color { color(.systemFill) }
    /// tertiarySystemFill: (118, 118, 128) at 12 %; segmented controls, steppers, pills, menus, search fields.
    var tertiaryFill: Color { color(.tertiarySystemFill) }
    /// systemBackground: white, black in dark mode (plain lists).
    var background: Color { isElevated && isDark ? color(.systemBackground) : isDark ? .black : .white }
    /// systemGroupedBackground: (242, 242, 247), black in dark mode.
    var groupedBackground: Color { color(.systemGroupedBackground) }
    /// secondarySystemGroupedBackground: white, (28, 28, 30) in dark mode (a grouped list's cards).
    var groupedCard: Color { isElevated && isDark ? color(.secondarySystemGroupedBackground) : isDark ? Self.rgb(28, 28, 30) : .white }
    /// secondarySystemBackground: (242, 242, 247), (28, 28, 30) in dark mode (a group box).
    var secondaryBackground: Color { color(.secondarySystemBackground) }
    /// The bars' material as a flat colour: (249, 249, 249) at 94 %, (29, 29, 29) at 94 % dark.
    var barMaterial: Color { isDark ? Self.rgb(29, 29, 29, 0.94) : Self.rgb(249, 249, 249, 0.94) }
    /// The raised parts of controls (a switch's knob, a slider's thumb): white in every scheme.
    var raised: Color { .white }
    /// A segmented control's selected segment: white; in dark mode (99, 99, 102) under iOS 18,
    /// where white would hide its title [INF: UIKit's dark segment as widely quoted, systemGray's
    /// dark tone], (90, 90, 96) under iOS 26 (measured).
    var raisedSegment: Color { isDark ? (isGlass ? Self.rgb(90, 90, 96) : Self.rgb(99, 99, 102)) : .white }
    /// A rounded-rect text field's fill: white; tertiarySystemBackground (44, 44, 46) in dark mode [INF].
    var fieldBackground: Color { isDark ? Self.rgb(44, 44, 46) : .white }
    /// The shadow of raised parts: black.
    var shadow: Color { .black }
    /// Text on a filled (prominent) button: white.
    var onFill: Color { .white }
}

// MARK: - Type

extension SystemLook {
    /// The text styles at the default (Large) Dynamic Type size: point size and weight (Apple's
    /// Human Interface Guidelines, Typography, iOS "Large" column).
    static let textStyles: [(name: String, size: CGFloat, weight: Font.Weight)] = [
        ("largeTitle", 34, .regular), ("title", 28, .regular), ("title2", 22, .regular), ("title3", 20, .regular),
        ("headline", 17, .semibold), ("subheadline", 15, .regular), ("body", 17, .regular), ("callout", 16, .regular),
        ("footnote", 13, .regular), ("caption", 12, .regular), ("caption2", 11, .regular),
    ]

    /// Each text style's point size at the twelve Dynamic Type sizes, xSmall to accessibility5
    /// (`UIFont.preferredFont` as iOS reports it, collected by temoki's UIKit_DynamicType; it
    /// agrees with the HIG's tables and, at Large, with `textStyles`). docs/variants.md, "Dynamic Type".
    static let dynamicTypeSizes: [String: [CGFloat]] = [
        "largeTitle": [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        "title": [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        "title2": [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        "title3": [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        "headline": [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        "subheadline": [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        "body": [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        "callout": [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        "footnote": [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        "caption": [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        "caption2": [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41],
    ]

    /// The point size of text style `style` at `size`; nil for a name that is no text style.
    static func pointSize(_ style: String, _ size: DynamicTypeSize) -> CGFloat? {
        guard let row = dynamicTypeSizes[style], let i = DynamicTypeSize.allCases.firstIndex(of: size) else { return nil }
        return row[i]
    }

    /// A symbol's size relative to the font's point size: the diameter of `circle.fill` at regular
    /// weight, by image scale (OpenSwiftUI's port of SwiftUI's table; docs/layout/image.md).
    static func symbolScale(_ scale: Image.Scale) -> CGFloat {
        switch scale {
        case .small: return 0.7886
        case .medium: return 0.9961
        case .large: return 1.272
        }
    }
}

// MARK: - Screen chrome

extension SystemLook {
    /// What iOS draws over every app: the status bar and the home indicator (docs/devices.md,
    /// "Screen chrome"; the numbers are [INF] from Apple's UI design templates unless that table
    /// says otherwise). Lengths are points, the symbols' at scale 1.
    struct ChromeLook {
        /// The status bar's text and symbols and the home indicator: black, white in dark mode.
        let ink: Color
        /// The screen behind the app: `systemBackground`.
        let screen: Color
        /// The home indicator's ink when it differs from the status bar's (over a sheet while the
        /// status bar is over black).
        var homeIndicatorInk: Color? = nil
        /// The shade of the unsafe regions in `--chrome bands` (LayoutViz's own marking, not iOS's).
        let bands = SystemLook.rgb(220, 222, 230)
        /// The time's weight, and the times the bars show (Apple's marketing time, 9:41).
        let timeWeight = Font.Weight.semibold
        let phoneTime = "9:41", homeButtonTime = "9:41 AM", padTime = "9:41  Mon Jun 10"

        /// Face ID iPhones: the time 17 points, centred in the leading ear grown by 12; the symbols
        /// 6 apart, centred in the trailing ear less 12; centred on the island (23.5 on notch phones).
        let phoneTimeSize: CGFloat = 17, phoneEarAllowance: CGFloat = 12, notchCentreY: CGFloat = 23.5
        let symbolGap: CGFloat = 6
        /// Home-button iPhones: a 20-point bar (centre 10), the time 12 points centred, the symbols
        /// at 0.8 of their size, 6 from the edges and 4 apart.
        let homeButtonCentreY: CGFloat = 10, homeButtonTimeSize: CGFloat = 12, homeButtonSymbolScale: CGFloat = 0.8
        let homeButtonMargin: CGFloat = 6, homeButtonSymbolGap: CGFloat = 4
        /// iPads: a 24-point bar (centre 12), time and date 12 points on the leading side, 20 from
        /// the edges (in a 200-point box), Wi-Fi and battery on the trailing side.
        let padCentreY: CGFloat = 12, padTimeSize: CGFloat = 12, padMargin: CGFloat = 20, padTimeWidth: CGFloat = 200

        /// Signal: four bars 3 wide, 4.67 apart, 4 to 10.67 tall, radius 1; 17 × 10.67 in all.
        let signalWidth: CGFloat = 17, signalHeight: CGFloat = 10.67
        let signalBars: [CGFloat] = [4, 6, 8.33, 10.67], signalPitch: CGFloat = 4.67, signalBarWidth: CGFloat = 3
        let signalBarRadius: CGFloat = 1
        /// Wi-Fi: 15.33 × 11, a sector of radius 3.6 and two bands (5.6–8, 10–11.3) between −135° and −45°.
        let wifiWidth: CGFloat = 15.33, wifiHeight: CGFloat = 11, wifiDot: CGFloat = 3.6
        let wifiBands: [(inner: CGFloat, outer: CGFloat)] = [(5.6, 8), (10, 11.3)]
        let wifiStart = Angle(degrees: -135), wifiEnd = Angle(degrees: -45)
        /// Battery, full: 27.33 wide; a 24.5 × 12 body (radius 3.8, 1-point outline at 35 %) from
        /// x 0.5, the charge 2 inside it (radius 2.2), a 1.66 × 4 cap at x 25.67 (radius 0.8, 40 %).
        let batteryWidth: CGFloat = 27.33, batteryBodyX: CGFloat = 0.5, batteryBodyWidth: CGFloat = 24.5
        let batteryBodyHeight: CGFloat = 12, batteryRadius: CGFloat = 3.8, batteryOutline: CGFloat = 1
        let batteryOutlineOpacity = 0.35, batteryChargeInset: CGFloat = 2, batteryChargeRadius: CGFloat = 2.2
        let batteryCapX: CGFloat = 25.67, batteryCapWidth: CGFloat = 1.66, batteryCapHeight: CGFloat = 4
        let batteryCapRadius: CGFloat = 0.8, batteryCapOpacity = 0.4

        /// The home indicator: 5 tall (radius 2.5), 8 above the bottom; 134 wide on iPhones in
        /// portrait, 209 in landscape, 315 on iPads.
        let homeIndicatorHeight: CGFloat = 5, homeIndicatorBottom: CGFloat = 8
        func homeIndicatorWidth(pad: Bool, portrait: Bool) -> CGFloat { pad ? 315 : portrait ? 134 : 209 }
    }
    var chrome: ChromeLook { ChromeLook(ink: isDark ? .white : .black, screen: background) }
    /// What a view drawn alone (a size-that-fits preview, a documentation picture) sits on: the
    /// screen's `systemBackground`, as Xcode's canvas shows it.
    package var canvasBackground: Color { background }
}

// MARK: - System colours

/// The colours iOS resolves per colour scheme and contrast: SwiftUI's system and hierarchical
/// colours and UIKit's semantic ones (docs/look.md, "System colours").
enum SystemColor: Hashable, Sendable {
    case red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown, gray
    case primary, secondary, tertiary, quaternary, quinary
    case accent
    case label, secondaryLabel, tertiaryLabel, quaternaryLabel, placeholderText, link
    case systemBackground, secondarySystemBackground, tertiarySystemBackground
    case systemGroupedBackground, secondarySystemGroupedBackground, tertiarySystemGroupedBackground
    case separator, opaqueSeparator
    case systemGray2, systemGray3, systemGray4, systemGray5, systemGray6
    case systemFill, secondarySystemFill, tertiarySystemFill, quaternarySystemFill
}

extension SystemLook {
    /// One colour in the four appearances: light, dark, and each with increased contrast, as
    /// (red, green, blue, opacity) in 0–255 and 0–1.
    struct SchemeColors {
        typealias RGBA = (Double, Double, Double, Double)
        let light: RGBA, dark: RGBA, lightHigh: RGBA, darkHigh: RGBA

        init(_ light: RGBA, _ dark: RGBA, _ lightHigh: RGBA? = nil, _ darkHigh: RGBA? = nil) {
            self.light = light
            self.dark = dark
            self.lightHigh = lightHigh ?? light
            self.darkHigh = darkHigh ?? dark
        }
    }

    /// The backgrounds of an elevated presentation in dark mode (UIKit's elevated variants, the
    /// same in increased contrast [INF]); nil for every other colour, which elevation leaves alone.
    static func elevatedDark(_ c: SystemColor) -> SchemeColors.RGBA? {
        switch c {
        case .systemBackground, .systemGroupedBackground: return (28, 28, 30, 1)
        case .secondarySystemBackground, .secondarySystemGroupedBackground: return (44, 44, 46, 1)
        case .tertiarySystemBackground, .tertiarySystemGroupedBackground: return (58, 58, 60, 1)
        default: return nil
        }
    }

    /// The table (docs/look.md, "System colours", has each row's source; a row without contrast
    /// values keeps its standard ones, [INF]).
    static func schemeColors(_ c: SystemColor) -> SchemeColors {
        switch c {
        case .red: return SchemeColors((255, 59, 48, 1), (255, 69, 58, 1), (215, 0, 21, 1), (255, 105, 97, 1))
        case .orange: return SchemeColors((255, 149, 0, 1), (255, 159, 10, 1), (201, 52, 0, 1), (255, 179, 64, 1))
        case .yellow: return SchemeColors((255, 204, 0, 1), (255, 214, 10, 1), (178, 80, 0, 1), (255, 212, 38, 1))
        case .green: return SchemeColors((52, 199, 89, 1), (48, 209, 88, 1), (36, 138, 61, 1), (48, 219, 91, 1))
        case .mint: return SchemeColors((0, 199, 190, 1), (99, 230, 226, 1), (12, 129, 123, 1), (99, 230, 226, 1))
        case .teal: return SchemeColors((48, 176, 199, 1), (64, 200, 224, 1), (0, 130, 153, 1), (93, 230, 255, 1))
        case .cyan: return SchemeColors((50, 173, 230, 1), (100, 210, 255, 1), (0, 113, 164, 1), (10, 215, 255, 1))
        case .blue, .accent, .link: return SchemeColors((0, 122, 255, 1), (10, 132, 255, 1), (0, 64, 221, 1), (64, 156, 255, 1))
        case .indigo: return SchemeColors((88, 86, 214, 1), (94, 92, 230, 1), (54, 52, 163, 1), (125, 122, 255, 1))
        case .purple: return SchemeColors((175, 82, 222, 1), (191, 90, 242, 1), (137, 68, 171, 1), (218, 143, 255, 1))
        case .pink: return SchemeColors((255, 45, 85, 1), (255, 55, 95, 1), (211, 15, 69, 1), (255, 100, 130, 1))
        case .brown: return SchemeColors((162, 132, 94, 1), (172, 142, 104, 1), (127, 101, 69, 1), (181, 148, 105, 1))
        case .gray: return SchemeColors((142, 142, 147, 1), (142, 142, 147, 1), (108, 108, 112, 1), (174, 174, 178, 1))
        case .primary, .label: return SchemeColors((0, 0, 0, 1), (255, 255, 255, 1))
        case .secondary, .secondaryLabel: return SchemeColors((60, 60, 67, 0.6), (235, 235, 245, 0.6), (60, 60, 67, 0.8), (235, 235, 245, 0.7))
        case .tertiary, .tertiaryLabel, .placeholderText: return SchemeColors((60, 60, 67, 0.3), (235, 235, 245, 0.3))
        case .quaternary, .quaternaryLabel: return SchemeColors((60, 60, 67, 0.18), (235, 235, 245, 0.16))
        case .quinary: return SchemeColors((0, 0, 0, 0.05), (255, 255, 255, 0.05))
        case .systemBackground: return SchemeColors((255, 255, 255, 1), (0, 0, 0, 1))
        case .secondarySystemBackground: return SchemeColors((242, 242, 247, 1), (28, 28, 30, 1))
        case .tertiarySystemBackground: return SchemeColors((255, 255, 255, 1), (44, 44, 46, 1))
        case .systemGroupedBackground: return SchemeColors((242, 242, 247, 1), (0, 0, 0, 1))
        case .secondarySystemGroupedBackground: return SchemeColors((255, 255, 255, 1), (28, 28, 30, 1))
        case .tertiarySystemGroupedBackground: return SchemeColors((242, 242, 247, 1), (44, 44, 46, 1))
        case .separator: return SchemeColors((60, 60, 67, 0.29), (84, 84, 88, 0.6))
        case .opaqueSeparator: return SchemeColors((198, 198, 200, 1), (56, 56, 58, 1))
        case .systemGray2: return SchemeColors((174, 174, 178, 1), (99, 99, 102, 1))
        case .systemGray3: return SchemeColors((199, 199, 204, 1), (72, 72, 74, 1))
        case .systemGray4: return SchemeColors((209, 209, 214, 1), (58, 58, 60, 1))
        case .systemGray5: return SchemeColors((229, 229, 234, 1), (44, 44, 46, 1))
        case .systemGray6: return SchemeColors((242, 242, 247, 1), (28, 28, 30, 1))
        case .systemFill: return SchemeColors((120, 120, 128, 0.2), (120, 120, 128, 0.36))
        case .secondarySystemFill: return SchemeColors((120, 120, 128, 0.16), (120, 120, 128, 0.32))
        case .tertiarySystemFill: return SchemeColors((118, 118, 128, 0.12), (118, 118, 128, 0.24))
        case .quaternarySystemFill: return SchemeColors((116, 116, 128, 0.08), (116, 116, 128, 0.18))
        }
    }

    /// The hues iOS 26 changed (Apple's HIG, Color, updated 2025-06-09, in all four appearances;
    /// docs/look.md, "System colours", has the sources); nil for the colours iOS 26 kept, which
    /// use iOS 18's row. Green and pink keep their standard values but gain new contrast ones.
    static func glassSchemeColors(_ c: SystemColor) -> SchemeColors? {
        switch c {
        case .red: return SchemeColors((255, 56, 60, 1), (255, 66, 69, 1), (233, 21, 45, 1), (255, 97, 101, 1))
        case .orange: return SchemeColors((255, 141, 40, 1), (255, 146, 48, 1), (197, 83, 0, 1), (255, 160, 86, 1))
        case .yellow: return SchemeColors((255, 204, 0, 1), (255, 214, 0, 1), (161, 106, 0, 1), (254, 223, 67, 1))
        case .green: return SchemeColors((52, 199, 89, 1), (48, 209, 88, 1), (0, 137, 50, 1), (74, 233, 104, 1))
        case .mint: return SchemeColors((0, 200, 179, 1), (0, 218, 195, 1), (0, 133, 117, 1), (84, 223, 203, 1))
        case .teal: return SchemeColors((0, 195, 208, 1), (0, 210, 224, 1), (0, 129, 152, 1), (59, 221, 236, 1))
        case .cyan: return SchemeColors((0, 192, 232, 1), (60, 211, 254, 1), (0, 126, 174, 1), (109, 217, 255, 1))
        case .blue, .accent, .link: return SchemeColors((0, 136, 255, 1), (0, 145, 255, 1), (30, 110, 244, 1), (92, 184, 255, 1))
        case .indigo: return SchemeColors((97, 85, 245, 1), (109, 124, 255, 1), (86, 74, 222, 1), (167, 170, 255, 1))
        case .purple: return SchemeColors((203, 48, 224, 1), (219, 52, 242, 1), (176, 47, 194, 1), (234, 141, 255, 1))
        case .pink: return SchemeColors((255, 45, 85, 1), (255, 55, 95, 1), (231, 18, 77, 1), (255, 138, 196, 1))
        case .brown: return SchemeColors((172, 127, 94, 1), (183, 138, 102, 1), (149, 109, 81, 1), (219, 166, 121, 1))
        default: return nil
        }
    }

    /// `c` as this look's scheme and contrast show it.
    func color(_ c: SystemColor) -> Color { Self.color(c, colorScheme, contrast, look: name, elevated: isElevated) }

    /// `c` in `scheme` and `contrast` under `look`: iOS 26's hues where it changed them, else the
    /// table above (iOS 18's, which iOS 26 keeps for greys, labels, fills and backgrounds).
    static func color(_ c: SystemColor, _ scheme: ColorScheme, _ contrast: ColorSchemeContrast, look: Name,
                      elevated: Bool = false) -> Color {
        if elevated, scheme == .dark, let v = elevatedDark(c) { return rgb(v.0, v.1, v.2, v.3) }
        let a = (look == .ios26 ? glassSchemeColors(c) : nil) ?? schemeColors(c)
        let v = scheme == .dark ? (contrast == .increased ? a.darkHigh : a.dark) : (contrast == .increased ? a.lightHigh : a.light)
        return rgb(v.0, v.1, v.2, v.3)
    }
}
