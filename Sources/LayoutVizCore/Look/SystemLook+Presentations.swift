import Foundation

// The presentations' part of the look table (SystemLook.swift): sheets, full-screen covers,
// inspectors, alerts and confirmation dialogs. Sources and the choices made where nothing was
// published are in docs/presentations.md; [MEAS] marks iOS 26.1 simulator measurements
// (OpenUIKit's probes of UIKit on an iPhone 16), [INF] a choice.

extension SystemLook {
    /// Sheets (docs/presentations.md, "Sheets").
    struct SheetLook {
        /// The screen behind a sheet: black at this opacity [MEAS 0.2, both schemes].
        let dimOpacity = 0.2
        /// A large sheet's top edge below the safe area's top: iOS 26 on it [MEAS: y 59 on a
        /// 59-point inset]; iOS 18 10 below it [INF].
        let largeTopGap: CGFloat
        /// The top corners' radius: iOS 26 38 [MEAS 37.7]; iOS 18 10 [INF].
        let cornerRadius: CGFloat
        /// iOS 26's sheet below the large detent floats: the edge-to-edge sheet scaled to the
        /// screen's width less twice this, with this much below it [MEAS 8; 377 of 393].
        let floatingInset: CGFloat?
        /// iOS 18's large sheet on a phone pushes the presenter back: scaled to the screen's width
        /// less twice this, its top at the safe area's top, its corners rounded [INF].
        let recedeInset: CGFloat?, recedeRadius: CGFloat = 10
        /// The drag indicator: 36 × 5, 5 below the sheet's top [MEAS], systemFill's grey at
        /// 0.43 (light) [MEAS] and 0.77 (dark) [INF].
        let grabberWidth: CGFloat = 36, grabberHeight: CGFloat = 5, grabberTop: CGFloat = 5
        let grabber: Color
        /// The sheet's background: the system background, elevated in dark mode (28, 28, 30).
        /// iOS 18's status bar turns light over the black around a pushed-back presenter.
        let background: Color
        /// A sheet on a regular width: a centred form sheet of this size [INF: UIKit's form sheet].
        let formSize = CGSize(width: 540, height: 620)
        /// The medium detent: half the screen's height above the bottom inset [MEAS: 425 of 852].
        let mediumShare: CGFloat = 0.5
        /// The inspector column's width on a regular width when the view names none [INF].
        let inspectorWidth: CGFloat = 320
        /// The shadow of a floating sheet and a form sheet [INF: the alert's].
        let shadowOpacity = 0.085, shadowRadius: CGFloat = 11, shadowY: CGFloat = 8
    }
    var sheet: SheetLook {
        let background = Self.color(.systemBackground, colorScheme, contrast, look: name, elevated: true)
        let grabber = Self.rgb(120, 120, 128, isDark ? 0.77 : 0.43)
        return isGlass ? SheetLook(largeTopGap: 0, cornerRadius: 38, floatingInset: 8, recedeInset: nil, grabber: grabber, background: background)
            : SheetLook(largeTopGap: 10, cornerRadius: 10, floatingInset: nil, recedeInset: 16, grabber: grabber, background: background)
    }

    /// Alerts and confirmation dialogs (docs/presentations.md, "Alerts and dialogs").
    ///
    /// iOS 26 [MEAS]: a 320-wide card of radius 34 centred in the safe area; title 17 semibold
    /// and message 15 regular, leading-aligned 30 in, 22 from the top, 7.67 apart, 4.33 under
    /// the text (a lone title or message: 17 regular, centred, 4 under); actions are pills 48
    /// tall, radius 24, 16 from the card's edges and 8 apart, titles 17 medium in the label
    /// colour; two sit side by side, more are stacked. iOS 18 [INF, UIKit's classic alert]: 270
    /// wide, radius 14, 17 semibold and 13 regular centred text 16 in, 20 above and below, 44-point
    /// buttons under hairlines in 17 regular accent (the cancel button semibold).
    struct DialogLook {
        let glass: Bool
        let width: CGFloat, cornerRadius: CGFloat
        let textInset: CGFloat, topPadding: CGFloat, titleGap: CGFloat, textBottom: CGFloat, loneTextBottom: CGFloat
        let titleFont: Font, messageFont: Font, loneFont: Font
        let actionHeight: CGFloat, actionFont: Font, cancelFont: Font, preferredFont: Font
        /// iOS 26's pills.
        let actionsPadding: CGFloat = 16, actionSpacing: CGFloat = 8, actionRadius: CGFloat = 24
        /// The card's fill and the dimming behind it (black at 0.2 light, 0.48 dark [MEAS]).
        let fill: Color, actionFill: Color
        let dimOpacity: Double
        /// The card's shadow [MEAS: 8.5 % black, blur 22, 8 down].
        let shadowOpacity = 0.085, shadowRadius: CGFloat = 11, shadowY: CGFloat = 8
    }
    var dialog: DialogLook {
        let dim = isDark ? 0.48 : 0.2
        if isGlass {
            // The card's blur was measured as a flat colour at 71 % (light) and 65 % (dark) over the
            // dimmed screen; without the blur, text behind would show through, so the card is drawn
            // opaque in the colour it has over the dimmed system background (239 and 16). The
            // pills' fill was measured over the card.
            let fill = isDark ? Self.rgb(16, 16, 16) : Self.rgb(239, 239, 239)
            let pill = isDark ? Self.rgb(255, 255, 255, 0.11) : Self.rgb(28, 28, 28, 0.14)
            return DialogLook(glass: true, width: 320, cornerRadius: 34, textInset: 30, topPadding: 22, titleGap: 7.67, textBottom: 4.33,
                              loneTextBottom: 4, titleFont: .system(size: 17, weight: .semibold), messageFont: .system(size: 15),
                              loneFont: .system(size: 17), actionHeight: 48, actionFont: .system(size: 17, weight: .medium),
                              cancelFont: .system(size: 17, weight: .medium), preferredFont: .system(size: 17, weight: .semibold),
                              fill: fill, actionFill: pill, dimOpacity: dim)
        }
        let fill = isDark ? Self.rgb(37, 37, 37, 0.96) : Self.rgb(242, 242, 242, 0.96)
        return DialogLook(glass: false, width: 270, cornerRadius: 14, textInset: 16, topPadding: 20, titleGap: 2, textBottom: 20,
                          loneTextBottom: 20, titleFont: .system(size: 17, weight: .semibold), messageFont: .system(size: 13),
                          loneFont: .system(size: 17, weight: .semibold), actionHeight: 44, actionFont: .system(size: 17),
                          cancelFont: .system(size: 17, weight: .semibold), preferredFont: .system(size: 17, weight: .semibold),
                          fill: fill, actionFill: fill, dimOpacity: dim)
    }

    /// iOS 18's action sheet on a phone [INF, UIKit's classic one]: groups 8 from the screen's
    /// sides, radius 13, rows 57 tall in 20-point accent type, the cancel button in a group of
    /// its own 8 below (semibold), the header's title 13 semibold and message 13 regular in the
    /// secondary label colour, 14 above and below them.
    struct ActionSheetLook {
        let margin: CGFloat = 8, cornerRadius: CGFloat = 13, rowHeight: CGFloat = 57, groupGap: CGFloat = 8
        let headerPadding: CGFloat = 14, headerInset: CGFloat = 16, headerGap: CGFloat = 2
        let font = Font.system(size: 20), cancelFont = Font.system(size: 20, weight: .semibold)
        let titleFont = Font.system(size: 13, weight: .semibold), messageFont = Font.system(size: 13)
        let fill: Color, cancelFill: Color
    }
    var actionSheet: ActionSheetLook {
        isDark ? ActionSheetLook(fill: Self.rgb(37, 37, 37, 0.96), cancelFill: Self.rgb(44, 44, 46))
            : ActionSheetLook(fill: Self.rgb(242, 242, 242, 0.96), cancelFill: .white)
    }
}
