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
    var isGlass: Bool { name == .ios26 }
    var isRegularWidth: Bool { horizontalSizeClass == .regular }
    var isCompactHeight: Bool { verticalSizeClass == .compact }
}

/// Standard or increased contrast (Settings ▸ Accessibility ▸ Increase Contrast).
public enum ColorSchemeContrast: Hashable, Sendable, CaseIterable {
    case standard, increased
}

private enum SystemLookNameKey: EnvironmentKey { static let defaultValue = SystemLook.Name.ios26 }
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

    /// The look of the system's views here: the design, scheme, contrast, text size and size classes.
    public var systemLook: SystemLook {
        SystemLook(name: systemLookName, colorScheme: colorScheme, contrast: colorSchemeContrast, dynamicTypeSize: dynamicTypeSize,
                   horizontalSizeClass: horizontalSizeClass, verticalSizeClass: verticalSizeClass)
    }
}

// MARK: - Colours

extension SystemLook {
    /// UIKit's semantic colours as sRGB (light mode values from Apple's UIKit colour tables, as
    /// docs/controls.md and docs/look.md cite them).
    private static func rgb(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> Color {
        Color(red: r / 255, green: g / 255, blue: b / 255, opacity: a)
    }

    /// The accent colour of controls with no tint: system blue.
    var accent: Color { .accentColor }
    /// A destructive button's colour: system red.
    var destructive: Color { .red }
    /// Text and glyphs: label (black in light mode).
    var label: Color { .primary }
    /// secondaryLabel: (60, 60, 67) at 60 %; values in rows, captions, descriptions.
    var secondaryLabel: Color { color(.secondaryLabel) }
    /// tertiaryLabel: (60, 60, 67) at 30 %; placeholders, chevrons, dividers inside controls.
    var tertiaryLabel: Color { color(.tertiaryLabel) }
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
    var background: Color { isDark ? .black : .white }
    /// systemGroupedBackground: (242, 242, 247), black in dark mode.
    var groupedBackground: Color { color(.systemGroupedBackground) }
    /// secondarySystemGroupedBackground: white, (28, 28, 30) in dark mode (a grouped list's cards).
    var groupedCard: Color { isDark ? Self.rgb(28, 28, 30) : .white }
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

// MARK: - Families

extension SystemLook {
    /// UISwitch. iOS 18: 51 × 31 points, a 27-point round knob 2 in from the end [INF: UIKit's
    /// intrinsic size]. iOS 26: 63 × 28, a 37 × 24 capsule knob 2 in (measured on iOS 26.1).
    struct ToggleLook {
        let trackWidth: CGFloat, trackHeight: CGFloat
        let knobWidth: CGFloat, knobHeight: CGFloat, knobInset: CGFloat = 2
        let knobShadowOpacity = 0.15, knobShadowRadius: CGFloat = 4, knobShadowY: CGFloat = 3
        /// systemGreen when on: (52, 199, 89), (48, 209, 88) in dark mode.
        let on: Color
        /// Off. iOS 18: systemFill over white (233, 233, 234); in dark mode secondarySystemFill
        /// over a dark card, (57, 57, 61) [INF]. iOS 26: black at 66/255, white at 63/255 in dark
        /// mode (measured).
        let off: Color
    }
    var toggle: ToggleLook {
        isGlass
            ? ToggleLook(trackWidth: 63, trackHeight: 28, knobWidth: 37, knobHeight: 24, on: color(.green),
                         off: isDark ? Self.rgb(255, 255, 255, 63.0 / 255) : Self.rgb(0, 0, 0, 66.0 / 255))
            : ToggleLook(trackWidth: 51, trackHeight: 31, knobWidth: 27, knobHeight: 27, on: color(.green),
                         off: isDark ? Self.rgb(57, 57, 61) : Self.rgb(233, 233, 234))
    }

    /// The bordered button styles: padding and corner radius per control size, the tinted fill;
    /// iOS 26 draws them as capsules by default (Apple's "SwiftUI updates", June 2025).
    struct BorderedButtonLook {
        /// Whether the automatic border shape is a capsule (iOS 26) or a rounded rectangle.
        let capsule: Bool
        func padding(_ size: ControlSize) -> EdgeInsets {
            switch size {
            case .mini: return EdgeInsets(top: 2, leading: 6, bottom: 2, trailing: 6)
            case .small: return EdgeInsets(top: 4, leading: 10, bottom: 4, trailing: 10)
            case .regular: return EdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
            case .large, .extraLarge: return EdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
            }
        }
        func radius(_ size: ControlSize) -> CGFloat {
            switch size {
            case .mini, .small: return 6
            case .regular: return 8
            case .large, .extraLarge: return 12
            }
        }
        /// The label's font: subheadline for small and mini, else body.
        func font(_ size: ControlSize) -> Font {
            size == .large || size == .extraLarge ? .body : size == .small || size == .mini ? .subheadline : .body
        }
        /// `.bordered`'s fill: the tint at 15 %.
        let fillOpacity = 0.15
    }
    var borderedButton: BorderedButtonLook { BorderedButtonLook(capsule: isGlass) }

    /// Disabled controls (`.disabled(true)`, `isEnabled` false): a button's tinted label in
    /// tertiaryLabel and a bordered button's fill tertiarySystemFill, as UIKit's button
    /// configurations draw the disabled state; switches, sliders, steppers and segmented controls
    /// at 50 % opacity, as UIKit dims a disabled UIControl [INF: UIKit's documented defaults, not
    /// measured on iOS 26 screenshots] (docs/controls.md, "Disabled controls").
    struct DisabledLook {
        let foreground: Color
        let fill: Color
        let controlOpacity = 0.5
    }
    var disabled: DisabledLook { DisabledLook(foreground: tertiaryLabel, fill: tertiaryFill) }

    /// `.roundedBorder` text fields: 34 points tall with body text, 7 in from the sides, radius 5,
    /// a half-point border of black at 12 % [INF].
    struct TextFieldLook {
        let horizontalPadding: CGFloat = 7, minHeight: CGFloat = 34, cornerRadius: CGFloat = 5
        /// Black at 12 %; white at 12 % in dark mode [INF].
        let border: Color
        let borderWidth: CGFloat = 0.5
    }
    var textField: TextFieldLook {
        TextFieldLook(border: isDark ? Color(red: 1, green: 1, blue: 1, opacity: 0.12) : Color(red: 0, green: 0, blue: 0, opacity: 0.12))
    }

    /// ProgressView: a 4-point bar, a 20-point spinner (37 large) of eight spokes [INF].
    struct ProgressLook {
        let barHeight: CGFloat = 4
        let labelSpacing: CGFloat = 6, spinnerLabelSpacing: CGFloat = 8
        /// A bar's current-value label: footnote, secondary [INF].
        let currentValueFont = Font.footnote
        func spinnerSide(_ size: ControlSize) -> CGFloat { size == .large ? 37 : 20 }
        let spokes = 8
        /// Spoke `i`'s opacity: 25 % to 85 % round the circle.
        func spokeOpacity(_ i: Int) -> Double { 0.25 + 0.6 * Double(i) / 7 }
        /// Spoke width, length and distance from the centre, as fractions of the spinner's side.
        let spokeWidth: CGFloat = 0.12, spokeLength: CGFloat = 0.3, spokeOffset: CGFloat = 0.33
        /// The angle between spokes, in degrees.
        let spokeAngle = 45.0
    }
    var progress: ProgressLook { ProgressLook() }

    /// `redacted(reason: .placeholder)`: each line of text a bar of 70 % of the line's height,
    /// corner radius 3, in the text's colour at 16 % [INF: the shape iOS shows, not measured];
    /// a last line whose width cannot be told is a fifth of the frame's.
    struct PlaceholderLook {
        let barHeightFraction: CGFloat = 0.7, cornerRadius: CGFloat = 3, opacity = 0.16, lastLineFraction: CGFloat = 0.2
    }
    var placeholder: PlaceholderLook { PlaceholderLook() }

    /// Symbols drawn from icon fonts (docs/layout/image.md, "Symbols") [INF: chosen to match
    /// SF Symbols' proportions by eye, not measured]: the font's 24-unit em square is drawn 1.2
    /// times the symbol's square (its 20-unit live area fills it); a regular-weight line is 8.5 %
    /// of the square (as LayoutViz's own drawings); heavier weights add a stroke around filled
    /// glyphs; a glyph inside a circle or square is 55 % of it; a rounded square's corners are
    /// 22 % of its side; a composed symbol's second layer is drawn at 30 % in the hierarchical
    /// mode; a number or letter in a circle is set at 66 % (one character) or 52 % of the side.
    struct SymbolLook: Sendable {
        let emScale: CGFloat = 1.2, innerScale: CGFloat = 0.55, squareRadius: CGFloat = 0.22, secondaryOpacity = 0.3
        func lineWidth(side: CGFloat, weight: Font.Weight) -> CGFloat {
            max(side * 0.085 * (1 + CGFloat(weight.rawValue - 400) / 600), 0.5)
        }
        func embolden(side: CGFloat, weight: Font.Weight) -> CGFloat {
            weight > .regular ? side * 0.02 * CGFloat(weight.rawValue - 400) / 300 : 0
        }
        func textScale(characters: Int) -> CGFloat { characters == 1 ? 0.66 : 0.52 }
    }
    var symbols: SymbolLook { SymbolLook() }

    /// UISlider: 31 points tall, a 28-point round thumb on a 4-point track [INF]. iOS 26: a
    /// 38 × 24 capsule thumb on a 6-point track [INF: the glass thumb's shape as iOS 26 shows it,
    /// not measured].
    struct SliderLook {
        let height: CGFloat = 31
        /// A stepped slider's marks (iOS 26): 3-point dots of tertiaryLabel 8 below the track's
        /// centre, for at most 20 steps; iOS 18 draws none [INF].
        let showsTicks: Bool, tick: CGFloat = 3, tickOffset: CGFloat = 8, maxTicks = 20
        let thumbWidth: CGFloat, thumbHeight: CGFloat, track: CGFloat
        let thumbShadowOpacity = 0.15, thumbShadowRadius: CGFloat = 4, thumbShadowY: CGFloat = 3
        /// The minimum and maximum value labels sit either side of the track, 8 apart, in
        /// secondaryLabel [INF: UISlider's value images measured on screenshots; SwiftUI shows the
        /// labels, not `label`].
        let valueLabelSpacing: CGFloat = 8
    }
    var slider: SliderLook {
        isGlass ? SliderLook(showsTicks: true, thumbWidth: 38, thumbHeight: 24, track: 6)
            : SliderLook(showsTicks: false, thumbWidth: 28, thumbHeight: 28, track: 4)
    }

    /// UIStepper: 94 × 32 points, radius 8 (iOS 26: a capsule, radius 16 [INF]), a 1 × 18
    /// divider, 14-point glyphs 2 thick [INF].
    struct StepperLook {
        let width: CGFloat = 94, height: CGFloat = 32
        let cornerRadius: CGFloat
        let dividerWidth: CGFloat = 1, dividerHeight: CGFloat = 18
        let glyphLength: CGFloat = 14, glyphThickness: CGFloat = 2
    }
    var stepper: StepperLook { StepperLook(cornerRadius: isGlass ? 16 : 8) }

    /// Pickers: the menu picker's chevron, the inline picker's checkmark, the segmented control,
    /// the wheel [INF unless docs/controls.md says otherwise].
    struct PickerLook {
        /// The least room between a row's label and its value.
        let labelGap: CGFloat = 8
        let inlineSpacing: CGFloat = 12
        let checkmarkWidth: CGFloat = 14, checkmarkHeight: CGFloat = 12, checkmarkLineWidth: CGFloat = 2
        /// Where the checkmark's two strokes meet, across its width.
        let checkmarkKnee: CGFloat = 0.38
        let menuChevronGap: CGFloat = 5
        let upDownWidth: CGFloat = 8, upDownHeight: CGFloat = 13, upDownLineWidth: CGFloat = 1.6
        /// How far each half of the up-down chevron reaches, of its height.
        let upDownRise: CGFloat = 0.35
        /// The segmented control: 32 tall, the selected segment 2 in. iOS 18: radius 9 and 7;
        /// iOS 26: capsules (measured), radius 16 and 14.
        let segmentedHeight: CGFloat = 32, segmentInset: CGFloat = 2
        let segmentedRadius: CGFloat, segmentRadius: CGFloat
        func segmentFont(selected: Bool) -> Font { .system(size: 13, weight: selected ? .semibold : .medium) }
        let segmentShadowOpacity = 0.12, segmentShadowRadius: CGFloat = 4, segmentShadowY: CGFloat = 2
        /// UIPickerView's 216 points, rows 32 apart, three rows each side of the selection.
        let wheelHeight: CGFloat = 216, wheelRowHeight: CGFloat = 32, wheelRowsEachSide = 3
        let wheelBandRadius: CGFloat = 8, wheelBandInset: CGFloat = 8
        let wheelFont = Font.system(size: 21)
        /// The turn of a row per step from the selection, in degrees, and the fade of a turned row.
        let wheelTurnDegrees = 20.0, wheelFade = 0.75
    }
    var picker: PickerLook { isGlass ? PickerLook(segmentedRadius: 16, segmentRadius: 14) : PickerLook(segmentedRadius: 9, segmentRadius: 7) }

    /// The compact date picker's pills and the colour picker's well [INF].
    struct DatePickerLook {
        let labelGap: CGFloat = 8, pillSpacing: CGFloat = 6
        let pillHorizontalPadding: CGFloat = 11, pillVerticalPadding: CGFloat = 6, pillRadius: CGFloat = 6
        let wellSide: CGFloat = 28, wellRing: CGFloat = 3, wellSwatchInset: CGFloat = 5
        /// The colour well's hue ring.
        let wellHues: [Color] = [.red, .yellow, .green, .cyan, .blue, .purple, .red]
    }
    var datePicker: DatePickerLook { DatePickerLook() }

    /// Gauges: the circular accessory gauge and the linear one [INF].
    struct GaugeLook {
        let circularLineWidth: CGFloat = 6, circularSide: CGFloat = 58, circularPadding: CGFloat = 8
        let circularFont = Font.system(size: 15, weight: .medium), circularMinimumScale: CGFloat = 0.5
        /// Where the arc starts (degrees; -90 is the top) and how far a full gauge turns.
        let arcStart = -90.0, arcSweep = 360.0
        let linearSpacing: CGFloat = 6, linearGap: CGFloat = 8
    }
    var gauge: GaugeLook { GaugeLook() }

    /// Menus and control groups: the grouped buttons' track [INF].
    struct MenuLook {
        let dividerHeight: CGFloat = 20, verticalPadding: CGFloat = 7, cornerRadius: CGFloat = 9
    }
    var menu: MenuLook { MenuLook() }

    /// Rows: the gap between a label and its icon, and the least room before a row's value.
    struct RowLook {
        let iconGap: CGFloat = 8, valueGap: CGFloat = 8
    }
    var row: RowLook { RowLook() }

    /// Lists and forms (docs/controls.md, "Lists and forms"). iOS 18: rows 44, content 20 in,
    /// cards of radius 10. iOS 26 (measured on iOS 26.1): rows 52, content and separators 16 in
    /// from the card's edges, radius 26, 20-point margins (16 on a 375-point phone), headers in
    /// 17-point semibold title case (the first header's zone 55.33 tall, later ones 45.33 after
    /// a 17.5-point untitled footer: 27.5 + header + 6.83, 35 + header + 6.83).
    struct ListLook {
        let minRowHeight: CGFloat
        /// Row content inset from the card's edges, and the separators' leading inset.
        let rowInset: CGFloat
        /// How far separators stop short of the card's trailing edge.
        let separatorTrailingInset: CGFloat
        let rowVerticalPadding: CGFloat
        let cornerRadius: CGFloat
        let sectionSpacing: CGFloat = 35
        let topPadding: CGFloat
        let footerGap: CGFloat = 7
        let headerGap: CGFloat
        /// Section headers: iOS 18's upper-case footnote in secondaryLabel, iOS 26's 17-point
        /// semibold as written, in the label colour [INF for `Section("x")`'s colour].
        let headerFont: Font, headerUppercased: Bool, headerInLabelColor: Bool
        /// A row's one-line content height: the least row height without its vertical padding.
        var contentHeight: CGFloat { minRowHeight - 2 * rowVerticalPadding }
        /// The inset-grouped cards' margin from the list's edges, and the narrower one of
        /// screens less than 390 points wide.
        let margin: CGFloat, narrowMargin: CGFloat
        /// The margin on a screen `width` wide (nil: not known, the usual margin).
        func margin(screenWidth width: CGFloat?) -> CGFloat { (width ?? 390) < 390 ? narrowMargin : margin }
    }
    var list: ListLook {
        if isGlass {
            return ListLook(minRowHeight: 52, rowInset: 16, separatorTrailingInset: 16, rowVerticalPadding: 15, cornerRadius: 26, topPadding: 27.5,
                            headerGap: 6.83, headerFont: .headline, headerUppercased: false, headerInLabelColor: true,
                            margin: 20, narrowMargin: isRegularWidth ? 20 : 16)
        }
        let barMargin = bar.margin(self)
        return ListLook(minRowHeight: 44, rowInset: 20, separatorTrailingInset: 0, rowVerticalPadding: 11, cornerRadius: 10, topPadding: 20,
                        headerGap: 7, headerFont: .footnote, headerUppercased: true, headerInLabelColor: false, margin: barMargin, narrowMargin: barMargin)
    }

    /// GroupBox, DisclosureGroup and ContentUnavailableView (docs/controls.md, "Small containers") [INF].
    struct SmallContainersLook {
        let groupBoxSpacing: CGFloat = 10, groupBoxPadding: CGFloat = 16, groupBoxRadius: CGFloat = 8
        let disclosureSpacing: CGFloat = 11
        /// The disclosure chevron's turn when open, in degrees.
        let disclosureOpenDegrees = 90.0
        let unavailableSpacing: CGFloat = 8, unavailableActionsGap: CGFloat = 8, unavailableMargin: CGFloat = 40
        let unavailableLabelSpacing: CGFloat = 14, unavailableSymbolFont = Font.system(size: 48)
    }
    var smallContainers: SmallContainersLook { SmallContainersLook() }

    /// Navigation and bottom bars, back buttons and row chevrons (docs/controls.md, "Navigation",
    /// "Toolbars"), and iOS 26's glass platters for bar items (docs/look.md, "iOS 26").
    struct BarLook {
        /// Whether items sit on glass platters (iOS 26) or are plain tinted text (iOS 18).
        let platters: Bool
        /// iOS 18: 44 points; 50 in a regular width (iPads, since iOS 12, Hackworth's
        /// measurement); 32 in a compact height. iOS 26: 54 after 10 of padding (measured);
        /// 44 without padding in a compact height [INF].
        func height(_ look: SystemLook) -> CGFloat {
            platters ? (look.isCompactHeight ? 44 : 54) : look.isCompactHeight ? 32 : look.isRegularWidth ? 50 : 44
        }
        /// The room above the bar: iOS 26's 10 points (none in a compact height [INF]).
        func topPadding(_ look: SystemLook) -> CGFloat { platters && !look.isCompactHeight ? 10 : 0 }
        /// A platter: 44 tall (36 in a compact height [INF]), a capsule, its content 16 in, 12
        /// between platters; an icon-only item is a circle of the platter's height.
        func platterHeight(_ look: SystemLook) -> CGFloat { look.isCompactHeight ? 36 : 44 }
        let platterPadding: CGFloat = 16, platterSpacing: CGFloat = 12
        /// Icons alone on a platter: each as wide as the platter is tall less twice this, with
        /// this much at the platter's ends, so one icon is a circle [INF].
        let iconPlatterInset: CGFloat = 4
        /// A bottom toolbar's platters: 48 tall (measured), their bottoms where the tab bar's is.
        let bottomPlatterHeight: CGFloat = 48
        /// Items' titles on platters: 17-point medium in the label colour (measured).
        let platterTitleWeight = Font.Weight.medium
        /// The large title's leading inset: 20 on iOS 26 (measured), the bar's margin on iOS 18.
        func largeTitleInset(_ look: SystemLook) -> CGFloat { platters ? 20 : margin(look) }
        /// UIKit's layout margins: 16 points, 20 in a regular width (also a list card's margin).
        func margin(_ look: SystemLook) -> CGFloat { look.isRegularWidth ? 20 : 16 }
        /// A large title's strip under the bar: 52 points at the Large text size, growing with
        /// the large title's point size above it (52 × size / 34, as a `@ScaledMetric` relative
        /// to `.largeTitle` would) so the bigger title keeps its room [INF: UIKit grows the bar
        /// with its title; the exact heights were not measured]; never below 52.
        func largeTitleHeight(_ size: DynamicTypeSize) -> CGFloat {
            max(52, 52 * (SystemLook.pointSize("largeTitle", size) ?? 34) / 34)
        }
        /// How far an inline title keeps from the bar's ends (room for one short item) [INF].
        let inlineTitleClearance: CGFloat = 90
        /// The gap between a bar's items [INF].
        let itemSpacing: CGFloat = 16
        /// A leading item after a back button.
        let afterBackButton: CGFloat = 8
        /// The back button: a 12 × 20 chevron 3 points thick, 6 from its title, 8 from the edge.
        let backChevronWidth: CGFloat = 12, backChevronHeight: CGFloat = 20, backChevronLineWidth: CGFloat = 3
        let backChevronInset: CGFloat = 1.5, backTitleGap: CGFloat = 6, backLeading: CGFloat = 8
        /// Longer previous titles show as "Back" [INF].
        let backTitleLimit = 14
        /// A navigation row's chevron: 7 × 12, 2 points thick.
        let chevronWidth: CGFloat = 7, chevronHeight: CGFloat = 12, chevronLineWidth: CGFloat = 2, chevronInset: CGFloat = 1
        /// A split view's column divider.
        let columnDividerWidth: CGFloat = 0.5
        /// A split view's sidebar (and content) column width.
        let columnWidth: CGFloat = 320
    }
    var bar: BarLook { BarLook(platters: isGlass) }

    /// UISearchBar's field under a large title: 36 points in a 52-point strip, radius 10 [INF];
    /// on iOS 26 a capsule (radius 18) with its glyph 12 in [INF].
    struct SearchLook {
        let spacing: CGFloat = 6, fieldHeight: CGFloat = 36
        let horizontalPadding: CGFloat, cornerRadius: CGFloat
        let stripHeight: CGFloat = 52
    }
    var search: SearchLook { isGlass ? SearchLook(horizontalPadding: 12, cornerRadius: 18) : SearchLook(horizontalPadding: 8, cornerRadius: 10) }

    /// The tab bar (docs/controls.md, "Tab bar").
    struct TabBarLook {
        /// 49 points; 50 in a regular width; 32 in a compact height.
        func height(_ look: SystemLook) -> CGFloat { look.isCompactHeight ? 32 : look.isRegularWidth ? 50 : 49 }
        func symbolFont(sideBySide: Bool) -> Font { .system(size: sideBySide ? 17 : 22) }
        let stackedTitleFont = Font.system(size: 10, weight: .medium), sideBySideTitleFont = Font.system(size: 13, weight: .medium)
        let stackedSpacing: CGFloat = 2
        func sideBySideSpacing(badged: Bool) -> CGFloat { badged ? 14 : 6 }
        /// An unselected item: (153, 153, 153).
        let unselected = SystemLook.rgb(153, 153, 153)
        /// The badge: a red capsule at least 18 points, 13-point white text, 10 right of and 4 above the icon's centre.
        let badgeOffsetX: CGFloat = 10, badgeOffsetY: CGFloat = -4, badgeFont = Font.system(size: 13)
        let badgePadding: CGFloat = 5, badgeMinimum: CGFloat = 18
        let badgeFill: Color = .red, badgeText: Color = .white
    }
    var tabBar: TabBarLook { TabBarLook() }

    /// A paging tab view's index (UIPageControl): 8-point dots 8 apart on a 26-point strip whose
    /// bottom is 10 above the tab view's; the current page's dot white, the others white at 35 %;
    /// with `indexViewStyle(.page(backgroundDisplayMode: .always))` on a capsule of black at 20 %
    /// padded 8 either side [INF: UIPageControl's iOS 14+ look from public screenshots; no
    /// published metrics] (docs/controls.md, "Paging tab views").
    struct PageIndexLook {
        let dot: CGFloat = 8, spacing: CGFloat = 8, height: CGFloat = 26, bottomInset: CGFloat = 10, platterPadding: CGFloat = 8
        let current = Color.white, other = Color.white.opacity(0.35), platter = Color.black.opacity(0.2)
    }
    var pageIndex: PageIndexLook { PageIndexLook() }

    /// iOS 26's tab bars (measured on iOS 26.1, docs/look.md, "iOS 26"). iPhone: a floating glass
    /// platter 62 tall whose bottom is 21 above the screen's (the bar's region 49 over the home
    /// indicator's 34), n × 86 + 16 wide for n tabs, centred; the selected tab on a 94 × 54
    /// capsule; 24-point icons over 10-point semibold titles; unselected items (25, 25, 25)
    /// ((235, 235, 245) in dark mode [INF]); badges 20 across in (255, 56, 60). A phone without a
    /// home indicator keeps the platter 8 above its edge [INF]. iPad: a bar of title-only pills
    /// at the top, 44 tall with 36-tall pills and 17-point titles, the content 20 below it.
    struct FloatingTabBarLook {
        let platterHeight: CGFloat = 62, bottomGap: CGFloat = 21, noIndicatorGap: CGFloat = 8
        let itemWidth: CGFloat = 86, platterPadding: CGFloat = 8
        let selectionWidth: CGFloat = 94, selectionHeight: CGFloat = 54
        let symbolFont = Font.system(size: 20), symbolFrame: CGFloat = 24, titleFont = Font.system(size: 10, weight: .semibold)
        let stackedSpacing: CGFloat = 2
        let unselected: Color
        /// Where the badge sits from the icon's top trailing corner (its look is `tabBadge`).
        let badgeOffsetX: CGFloat = 12, badgeOffsetY: CGFloat = -6
        /// A search tab's circle: the platter's height, 12 from it [INF]; a bottom accessory's
        /// capsule 48 tall, 8 above the bar [INF].
        let searchGap: CGFloat = 12, accessoryHeight: CGFloat = 48, accessoryGap: CGFloat = 8
        /// The iPad's top bar.
        let padBarHeight: CGFloat = 44, padPillHeight: CGFloat = 36, padPillPadding: CGFloat = 16, padBarPadding: CGFloat = 4
        let padContentGap: CGFloat = 20, padTitleFont = Font.system(size: 17)
        /// The width of the platter for `count` tabs.
        func platterWidth(_ count: Int) -> CGFloat { CGFloat(count) * itemWidth + 2 * platterPadding }
        /// The height of the region a floating bar of `platter` height (the tab bar's unless
        /// given) takes above the bottom safe-area inset `bottom`: the platter's bottom is 21
        /// above the screen's edge (8 without a home indicator).
        func region(platter: CGFloat? = nil, bottomInset bottom: CGFloat) -> CGFloat {
            let p = platter ?? platterHeight
            return bottom > 0 ? max(p + bottomGap - bottom, 0) : p + noIndicatorGap
        }
    }
    /// A tab's badge: its text, padding, least size and fill (iOS 18: the tab bar's values;
    /// iOS 26: 12-point medium, 6 in, 20 across, (255, 56, 60), measured but for the text).
    struct TabBadgeLook {
        let font: Font, padding: CGFloat, minimum: CGFloat, fill: Color, text: Color
    }
    var tabBadge: TabBadgeLook {
        let t = tabBar
        return isGlass
            ? TabBadgeLook(font: .system(size: 12, weight: .medium), padding: 6, minimum: 20, fill: Self.rgb(255, 56, 60), text: onFill)
            : TabBadgeLook(font: t.badgeFont, padding: t.badgePadding, minimum: t.badgeMinimum, fill: t.badgeFill, text: t.badgeText)
    }

    var floatingTabBar: FloatingTabBarLook {
        FloatingTabBarLook(unselected: isDark ? Self.rgb(235, 235, 245) : Self.rgb(25, 25, 25))
    }

    /// Liquid Glass as LayoutViz draws it (docs/look.md, "Glass"): a translucent tint over what
    /// lies beneath, a hairline rim and a soft shadow; no refraction. The shadow is the measured
    /// stand-in's (black at 7.5 %, radius 10, 4 down); the fill and rim are [INF].
    struct GlassLook {
        /// `.regular` glass: white at 78 % ((30, 30, 32) at 78 % in dark mode); `.clear`: 22 %.
        let regular: Color, clear: Color
        /// The rim: a half-point line, white at 60 % (20 % in dark mode), and black at 6 % just
        /// outside it so the edge shows on white.
        let rim: Color, outline: Color, rimWidth: CGFloat = 0.5
        let shadowOpacity = 0.075, shadowRadius: CGFloat = 10, shadowY: CGFloat = 4
        /// A tinted glass's tint (`.tint(_:)`, prominent items): the colour at 88 %.
        let tintOpacity = 0.88
    }
    var glass: GlassLook {
        isDark
            ? GlassLook(regular: Self.rgb(30, 30, 32, 0.78), clear: Self.rgb(30, 30, 32, 0.22), rim: Self.rgb(255, 255, 255, 0.2),
                        outline: Self.rgb(0, 0, 0, 0.3))
            : GlassLook(regular: Self.rgb(255, 255, 255, 0.78), clear: Self.rgb(255, 255, 255, 0.22), rim: Self.rgb(255, 255, 255, 0.6),
                        outline: Self.rgb(0, 0, 0, 0.06))
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

    /// `c` as this look's scheme and contrast show it.
    func color(_ c: SystemColor) -> Color { Self.color(c, colorScheme, contrast) }

    /// `c` in `scheme` and `contrast`. Both looks use the table above: Apple's HIG updated the
    /// system colours for iOS 26 (2025-06-09), but only systemBlue was measured, in one source
    /// (docs/look.md, "iOS 26"), so LayoutViz keeps iOS 18's values [INF].
    static func color(_ c: SystemColor, _ scheme: ColorScheme, _ contrast: ColorSchemeContrast) -> Color {
        let a = schemeColors(c)
        let v = scheme == .dark ? (contrast == .increased ? a.darkHigh : a.dark) : (contrast == .increased ? a.lightHigh : a.light)
        return rgb(v.0, v.1, v.2, v.3)
    }
}
