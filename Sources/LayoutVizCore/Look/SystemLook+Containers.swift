import Foundation

// The containers' and bars' part of the look table (SystemLook.swift): rows, lists and forms,
// small containers, navigation and tool bars, search, tab bars, page indicators and glass.

extension SystemLook {
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
        /// A sidebar's selected row: a rounded fill of radius 10; iOS 26 a capsule (half its
        /// 44-point sidebar row) [INF].
        let sidebarSelectionRadius: CGFloat
    }
    var list: ListLook {
        if isGlass {
            return ListLook(minRowHeight: 52, rowInset: 16, separatorTrailingInset: 16, rowVerticalPadding: 15, cornerRadius: 26, topPadding: 27.5,
                            headerGap: 6.83, headerFont: .headline, headerUppercased: false, headerInLabelColor: true,
                            margin: 20, narrowMargin: isRegularWidth ? 20 : 16, sidebarSelectionRadius: 22)
        }
        let barMargin = bar.margin(self)
        return ListLook(minRowHeight: 44, rowInset: 20, separatorTrailingInset: 0, rowVerticalPadding: 11, cornerRadius: 10, topPadding: 20,
                        headerGap: 7, headerFont: .footnote, headerUppercased: true, headerInLabelColor: false, margin: barMargin, narrowMargin: barMargin,
                        sidebarSelectionRadius: 10)
    }

    /// Tables on a regular width (docs/controls.md, "Tables") [INF: no published metrics]: columns
    /// 8 apart, titles in the subheadline font, semibold, in the secondary label colour.
    struct TableLook {
        let columnSpacing: CGFloat = 8
        let headerFont = Font.subheadline.weight(.semibold)
    }
    var table: TableLook { TableLook() }

    /// iOS 26's scroll edge effect under the bars (docs/glass.md, "Scroll edge effect") [INF
    /// throughout: Apple describes the soft effect as a blur that gradually dissolves content
    /// and publishes no values]. Soft: blurs stacked so the blur grows toward the screen's edge
    /// (each band reaches a smaller share of the region from the edge), reaching `softExtent`
    /// beyond the bar; hard: one blur under the background colour at `hardOpacity`, ending
    /// sharply at the bar.
    struct ScrollEdgeLook {
        let softExtent: CGFloat = 24
        let softBands: [(share: CGFloat, blurRadius: CGFloat)] = [(1, 1), (0.83, 1.5), (0.67, 2), (0.5, 2.5), (0.33, 3), (0.17, 3.5)]
        let hardBlurRadius: CGFloat = 10, hardOpacity = 0.85
        /// Each soft band's wash of the background colour (six bands: about half at the edge).
        let softWash = 0.1
    }
    var scrollEdge: ScrollEdgeLook { ScrollEdgeLook() }

    /// The backdrop of one band of the soft effect, or of the hard effect.
    func scrollEdgeBackdrop(blurRadius: CGFloat, hard: Bool) -> Backdrop {
        Backdrop(name: hard ? "hardScrollEdgeEffect" : "softScrollEdgeEffect", blurRadius: blurRadius, saturation: 1,
                 tint: background.opacity(hard ? scrollEdge.hardOpacity : scrollEdge.softWash),
                 fallbackOpacity: hard ? scrollEdge.hardOpacity : scrollEdge.softWash)
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
        /// iPadOS 26's sidebar floats: a pane 8 in from the screen's edges, its corners
        /// concentric with the screen's (the screen's radius less the inset, at least 16), filled
        /// with the secondary system background, with a soft shadow; no hairline beside it [INF].
        let floatingSidebarInset: CGFloat = 8, floatingSidebarMinRadius: CGFloat = 16
        let floatingSidebarShadowOpacity = 0.08, floatingSidebarShadowRadius: CGFloat = 10
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

    /// Liquid Glass as LayoutViz draws it (docs/glass.md): what lies beneath, blurred, saturated
    /// and bent at the edge, under a tint raised until the content's ink keeps 4.5:1, lit along
    /// the rim, with a hairline edge and a soft shadow. The shadow is the measured stand-in's
    /// (black at 7.5 %, radius 10, 4 down); the optics are [INF] (docs/glass.md says why each).
    struct GlassLook {
        /// `.regular` glass's tint at its least: white at 62 % ((30, 30, 32) at 62 % in dark mode);
        /// `.clear`: 18 %, with no legibility floor.
        let regular: Color, clear: Color
        /// The rim: a half-point line, white at 60 % (20 % in dark mode), and black at 6 % just
        /// outside it so the edge shows on white.
        let rim: Color, outline: Color, rimWidth: CGFloat = 0.5
        let shadowOpacity = 0.075, shadowRadius: CGFloat = 10, shadowY: CGFloat = 4
        /// A prominent control's tint (`.glassProminent`, a confirmation): the colour at 88 %;
        /// `glassEffect(.regular.tint(_:))`'s at 50 %, so the content on it still shows [INF].
        let tintOpacity = 0.88, tintedEffectOpacity = 0.5
        /// The blur (radius 8 regular, 3 clear), the saturation (1.5), the lens (12 points in,
        /// reaching out half of that, at most a quarter of the shape's height), the rim light
        /// (toward white by 35 % in light mode, 20 % in dark, within 2 points), the contrast the
        /// tint keeps the ink at (WCAG AA, 4.5), and the tint's opacity in an SVG (88 %).
        let blurRadius: CGFloat = 8, clearBlurRadius: CGFloat = 3, saturation = 1.5
        let lensBand: CGFloat = 12, lensStrength = 0.5, lensShare: CGFloat = 0.25
        let highlight: Double, highlightBand: CGFloat = 2
        let contrast = 4.5, fallbackOpacity = 0.88
    }
    var glass: GlassLook {
        isDark
            ? GlassLook(regular: Self.rgb(30, 30, 32, 0.62), clear: Self.rgb(30, 30, 32, 0.18), rim: Self.rgb(255, 255, 255, 0.2),
                        outline: Self.rgb(0, 0, 0, 0.3), highlight: 0.2)
            : GlassLook(regular: Self.rgb(255, 255, 255, 0.62), clear: Self.rgb(255, 255, 255, 0.18), rim: Self.rgb(255, 255, 255, 0.6),
                        outline: Self.rgb(0, 0, 0, 0.06), highlight: 0.35)
    }
}
