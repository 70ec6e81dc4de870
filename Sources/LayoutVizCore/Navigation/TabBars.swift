import Foundation

// The tab bars a TabView draws: iOS 18's bar, iOS 26's floating glass bar, the iPad's top bar,
// and the badge on an item. Metrics and colours from the look's `tabBar` and `floatingTabBar`.

/// iOS's tab bar: 49 points over the home indicator, the bar material with a hairline on top,
/// the items spread evenly, each a symbol over a 10-point medium title, the selected one tinted.
/// In a compact height (an iPhone in landscape) the bar is 32 points and in a regular width (an
/// iPad) 50, with each symbol beside its title (iOS 17's layout) [INF].
nonisolated struct TabBar: View {
    let items: [TabItemInfo]
    let selected: Int

    @Environment(\.tint) private var tint
    @Environment(\.systemLook) private var look

    private var sideBySide: Bool { look.isCompactHeight || look.isRegularWidth }

    @ViewBuilder private func icon(_ item: TabItemInfo) -> some View {
        Group {
            if let symbol = item.symbol { Image(systemName: symbol).symbolVariant(.fill).font(look.tabBar.symbolFont(sideBySide: sideBySide)) }
            else if let image = item.image { Image(image).renderingMode(.template) }
        }
        .overlay(alignment: .topTrailing) {
            if let badge = item.badge { TabBadge(text: badge).offset(x: look.tabBar.badgeOffsetX, y: look.tabBar.badgeOffsetY) }
        }
    }

    var body: some View {
        let t = look.tabBar
        HStack(spacing: 0) {
            ForEach(0..<items.count, id: \.self) { i in
                let item = items[i]
                Group {
                    if sideBySide {
                        // A badge beside the title moves the title clear of it [INF].
                        HStack(spacing: t.sideBySideSpacing(badged: item.badge != nil)) { icon(item); Text(verbatim: item.title).font(t.sideBySideTitleFont).lineLimit(1) }
                    } else {
                        VStack(spacing: t.stackedSpacing) { icon(item); Text(verbatim: item.title).font(t.stackedTitleFont).lineLimit(1) }
                    }
                }
                .foregroundColor(i == selected ? (tint ?? look.accent) : t.unselected)
                .frame(maxWidth: .infinity)
                .accessibilityAttributes { a, _ in
                    a.role = .tab(index: i + 1, count: items.count, selected: i == selected)
                    a.value = item.badge
                }
            }
        }
        .frame(height: t.height(look))
        .background(BarMaterial())
        .overlay(alignment: .top) { Divider().ignoresSafeArea(edges: .horizontal) }
    }
}

/// iOS 26's tab bar on iPhone: a glass platter 62 tall floating 21 above the screen's bottom
/// edge, n × 86 + 16 wide (narrower items when that does not fit 21 in from the screen's edges
/// [INF]), the selected tab on a grey capsule 94 × 54 [INF for the capsule's grey]; symbols over
/// 10-point semibold titles (`SystemLook.FloatingTabBarLook`).
nonisolated struct FloatingTabBar: View {
    let items: [TabItemInfo]
    let selected: Int
    /// `tabViewBottomAccessory`'s content, drawn on its own capsule above the bar.
    var accessory: [Node] = []

    @Environment(\.tint) private var tint
    @Environment(\.systemLook) private var look
    @Environment(\.screenSize) private var screen
    @Environment(\.screenBottomInset) private var bottomInset

    var body: some View {
        let f = look.floatingTabBar
        // A search tab stands apart as a circle beside the platter (iOS 26) [INF for the gap].
        let search = items.indices.last.flatMap { items[$0].isSearch ? $0 : nil }
        let shown = search.map { Array(0..<$0) + Array(($0 + 1)..<items.count) } ?? Array(items.indices)
        let reserved = search == nil ? 0 : f.platterHeight + f.searchGap
        let room = (screen?.width ?? .infinity) - 2 * f.bottomGap - 2 * f.platterPadding - reserved
        let itemWidth = min(f.itemWidth, room / CGFloat(max(shown.count, 1)))
        VStack(spacing: f.accessoryGap) {
            if !accessory.isEmpty {
                _NodesView(nodes: accessory)
                    .frame(maxWidth: .infinity, minHeight: f.accessoryHeight, maxHeight: f.accessoryHeight)
                    .background(GlassBackground(glass: .regular, shape: Capsule()))
                    .padding(.horizontal, f.bottomGap)
            }
            HStack(spacing: f.searchGap) {
                platter(shown, itemWidth: itemWidth)
                if let search {
                    symbol(items[search])
                        .foregroundColor(search == selected ? (tint ?? look.accent) : f.unselected)
                        .frame(width: f.platterHeight, height: f.platterHeight)
                        .background(GlassBackground(glass: .regular, shape: Circle()))
                }
            }
        }
        .frame(maxWidth: .infinity)
        .frame(height: f.region(bottomInset: bottomInset ?? 0) + (accessory.isEmpty ? 0 : f.accessoryHeight + f.accessoryGap), alignment: .top)
    }

    @ViewBuilder private func symbol(_ item: TabItemInfo) -> some View {
        let f = look.floatingTabBar
        Group {
            if let symbol = item.symbol { Image(systemName: symbol).symbolVariant(.fill).font(f.symbolFont) }
            else if let image = item.image { Image(image).renderingMode(.template) }
        }
        .frame(width: f.symbolFrame, height: f.symbolFrame)
    }

    private func platter(_ shown: [Int], itemWidth: CGFloat) -> some View {
        let f = look.floatingTabBar
        return HStack(spacing: 0) {
            ForEach(shown, id: \.self) { i in
                let item = items[i]
                VStack(spacing: f.stackedSpacing) {
                    symbol(item)
                    .overlay(alignment: .topTrailing) {
                        if let badge = item.badge { TabBadge(text: badge).offset(x: f.badgeOffsetX, y: f.badgeOffsetY) }
                    }
                    Text(verbatim: item.title).font(f.titleFont).lineLimit(1)
                }
                .foregroundColor(i == selected ? (tint ?? look.accent) : f.unselected)
                .frame(width: itemWidth, height: f.platterHeight)
                .accessibilityAttributes { a, _ in
                    a.role = .tab(index: i + 1, count: items.count, selected: i == selected)
                    a.value = item.badge
                }
                .background {
                    if i == selected {
                        Capsule().fill(look.tertiaryFill)
                            .frame(width: itemWidth + f.selectionWidth - f.itemWidth, height: f.selectionHeight)
                    }
                }
            }
        }
        .padding(.horizontal, f.platterPadding)
        .background(GlassBackground(glass: .regular, shape: Capsule()))
    }
}

/// iOS 26's tab bar on iPad: title-only pills on a glass bar 44 tall at the top, the selected
/// pill tinted on grey [INF for the grey], the content 20 below (iPadOS 26.1, measured).
nonisolated struct PadTabBar: View {
    let items: [TabItemInfo]
    let selected: Int
    /// Laid over a navigation bar's row (iPadOS 26), else a row of its own above the content.
    var inBarRow = false
    /// A sidebar-adaptable tab view's button at the row's leading end (in a row of its own;
    /// in a navigation bar's row the bar leads with it).
    var sidebarButton = false

    @Environment(\.tint) private var tint
    @Environment(\.systemLook) private var look

    var body: some View {
        let f = look.floatingTabBar, bar = look.bar
        if inBarRow {
            pills
                .frame(maxWidth: .infinity)
                .frame(height: bar.platterHeight(look))
                .padding(.top, bar.topPadding(look))
                .dynamicTypeSize(...DynamicTypeSize.large)
        } else {
            pills
                .frame(maxWidth: .infinity)
                .overlay(alignment: .leading) {
                    if sidebarButton { BarPlatterSymbol(name: "sidebar.left").padding(.leading, bar.margin(look)) }
                }
                .padding(.bottom, f.padContentGap)
                .dynamicTypeSize(...DynamicTypeSize.large)
        }
    }

    /// The tabs' titles on one glass capsule, the selected one on a pill.
    private var pills: some View {
        let f = look.floatingTabBar
        return HStack(spacing: 0) {
            ForEach(0..<items.count, id: \.self) { i in
                Text(verbatim: items[i].title)
                    .font(f.padTitleFont)
                    .lineLimit(1)
                    .foregroundColor(i == selected ? (tint ?? look.accent) : look.label)
                    .padding(.horizontal, f.padPillPadding)
                    .frame(height: f.padPillHeight)
                    .background { if i == selected { Capsule().fill(look.tertiaryFill) } }
                    .accessibilityAttributes { a, _ in
                        a.role = .tab(index: i + 1, count: items.count, selected: i == selected)
                        a.value = items[i].badge
                    }
            }
        }
        .padding(.horizontal, f.padBarPadding)
        .frame(height: f.padBarHeight)
        .background(GlassBackground(glass: .regular, shape: Capsule()))
    }
}

/// A symbol alone on a circular glass platter of the bar's platter height (a sidebar button
/// beside an iPad's top tab bar).
nonisolated struct BarPlatterSymbol: View {
    let name: String
    @Environment(\.systemLook) private var look
    var body: some View {
        let side = look.bar.platterHeight(look)
        BarSymbol(name: name)
            .frame(width: side, height: side)
            .background(GlassBackground(glass: .regular, shape: Circle()))
    }
}

/// A tab's badge: white text on a red capsule over the icon's top trailing corner: 13-point text,
/// at least 18 across on iOS 18 [INF: UIKit's badge look, not measured]; 12-point medium, 20
/// across in (255, 56, 60) on iOS 26 (`SystemLook.TabBadgeLook`).
nonisolated struct TabBadge: View {
    let text: String
    @Environment(\.systemLook) private var look
    var body: some View {
        let b = look.tabBadge
        Text(text)
            .font(b.font)
            .foregroundColor(b.text)
            .lineLimit(1)
            .padding(.horizontal, b.padding)
            .frame(minWidth: b.minimum, minHeight: b.minimum)
            .background(Capsule().fill(b.fill))
            .fixedSize()
            // Read as the tab's value, not as an element of its own.
            .accessibilityAttributes { a, _ in a.hidden = true }
    }
}

