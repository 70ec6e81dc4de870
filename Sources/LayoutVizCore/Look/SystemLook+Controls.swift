import Foundation

// The controls' part of the look table (SystemLook.swift): switches, buttons, fields, progress,
// sliders, steppers, pickers, gauges and menus, each family one struct of metrics and colours.

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

    /// UISlider: 31 points tall, a 28-point round thumb on a 4-point track of systemFill, its
    /// shadow 15 %, radius 4, 3 down [INF]. iOS 26 (measured on Catalyst 26.1, OpenUIKit's
    /// UISlider notes): 34 tall, a 37 × 24 capsule thumb whose shadow is black at 11 %, radius 3,
    /// 1 down; the maximum track black at 26/255 (white in dark mode); the track 6 thick [INF].
    struct SliderLook {
        let height: CGFloat
        /// A stepped slider's marks (iOS 26): 3-point dots of tertiaryLabel 8 below the track's
        /// centre, for at most 20 steps; iOS 18 draws none [INF].
        let showsTicks: Bool, tick: CGFloat = 3, tickOffset: CGFloat = 8, maxTicks = 20
        let thumbWidth: CGFloat, thumbHeight: CGFloat, track: CGFloat
        /// The track beyond the thumb.
        let maximumTrack: Color
        let thumbShadowOpacity: Double, thumbShadowRadius: CGFloat, thumbShadowY: CGFloat
        /// The minimum and maximum value labels sit either side of the track, 8 apart, in
        /// secondaryLabel [INF: UISlider's value images measured on screenshots; SwiftUI shows the
        /// labels, not `label`].
        let valueLabelSpacing: CGFloat = 8
    }
    var slider: SliderLook {
        isGlass ? SliderLook(height: 34, showsTicks: true, thumbWidth: 37, thumbHeight: 24, track: 6,
                             maximumTrack: isDark ? Self.rgb(255, 255, 255, 26 / 255) : Self.rgb(0, 0, 0, 26 / 255),
                             thumbShadowOpacity: 0.11, thumbShadowRadius: 3, thumbShadowY: 1)
            : SliderLook(height: 31, showsTicks: false, thumbWidth: 28, thumbHeight: 28, track: 4, maximumTrack: track,
                         thumbShadowOpacity: 0.15, thumbShadowRadius: 4, thumbShadowY: 3)
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
}
