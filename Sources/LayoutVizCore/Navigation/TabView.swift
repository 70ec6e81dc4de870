import Foundation

// TabView with tabItem or Tab, showing the selected tab with iOS's tab bar (docs/controls.md,
// "Tab bar").

/// A tab's title and symbol, as `tabItem` gives them.
struct TabItemInfo {
    var title: String
    var symbol: String?
    var image: String?
    /// Set by `badge` on the tab's view.
    var badge: String?
}

/// `tabItem`: the title and icon of the tab a view is (read by `TabView`).
enum TabItemTraitKey: ViewTraitKey { static let defaultValue: TabItemInfo? = nil }

/// `tabItem`: marks a view as a tab with a title and icon.
public struct _TabItemModifier: ViewModifier, PrimitiveModifier {
    let item: (ResolveContext) -> [Node]
    public typealias Body = Never
    public func body(content: Content) -> Never { neverBody() }
    func resolve(content: (ResolveContext) -> [Node], _ ctx: ResolveContext) -> [Node] {
        let nodes = content(ctx)
        // The item's label: its first text and first image, found in what it resolves to.
        var info = TabItemInfo(title: "", symbol: nil, image: nil)
        var queue = item(ctx)[...]
        while let n = queue.popFirst() {
            if case .text(let t) = n.kind, info.title.isEmpty { info.title = t.string }
            if case .image(let i) = n.kind, info.symbol == nil, info.image == nil {
                if i.symbol != nil { info.symbol = i.name } else { info.image = i.name }
            }
            queue.append(contentsOf: n.children)
        }
        return nodes.map { $0.with { $0.traits[TabItemTraitKey.self] = info } }
    }
}

extension View {
    /// The title and icon of this view's tab in a `TabView`.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> ModifiedContent<Self, _TabItemModifier> {
        let v = label()
        return modifier(_TabItemModifier { resolveView(v, $0) })
    }

    /// Sets how tab views below are drawn: `.page` shows the first page without a tab bar.
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentWritingModifier> {
        let paged = style._paged
        return modifier(_EnvironmentWritingModifier { $0.pagedTabs = paged })
    }
}

/// A tab view style: `.automatic` (a tab bar) or `.page`.
public protocol TabViewStyle: Sendable { var _paged: Bool { get } }
/// The built-in tab view styles.
public struct _BuiltInTabViewStyle: TabViewStyle { public let _paged: Bool }
extension TabViewStyle where Self == _BuiltInTabViewStyle {
    public static var automatic: _BuiltInTabViewStyle { _BuiltInTabViewStyle(_paged: false) }
    public static var page: _BuiltInTabViewStyle { _BuiltInTabViewStyle(_paged: true) }
    /// Paging with an index display mode (the dots are not drawn).
    public static func page(indexDisplayMode: PageIndexDisplayMode) -> _BuiltInTabViewStyle { _BuiltInTabViewStyle(_paged: true) }
}

/// Whether a paged tab view shows its page dots.
public struct PageIndexDisplayMode: Hashable, Sendable {
    let value: Int
    public static let automatic = PageIndexDisplayMode(value: 0)
    public static let always = PageIndexDisplayMode(value: 1)
    public static let never = PageIndexDisplayMode(value: 2)
}

private enum PagedTabsKey: EnvironmentKey { static let defaultValue = false }
extension EnvironmentValues {
    var pagedTabs: Bool {
        get { self[PagedTabsKey.self] }
        set { self[PagedTabsKey.self] = newValue }
    }
}

/// Tabs: the selected one (the first, in a picture) over iOS's tab bar.
public struct TabView<Content: View>: View, PrimitiveView {
    let content: Content

    /// A tab view of the content's tabs; the first is shown.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A tab view with a selection: the tab whose `tag` equals it is shown (else the first).
    public init<S: Hashable>(selection: Binding<S>, @ViewBuilder content: () -> Content) {
        self.content = content()
        selection_ = AnyHashable(selection.wrappedValue)
    }

    private var selection_: AnyHashable?

    public var body: Never { neverBody() }

    func resolve(_ ctx: ResolveContext) -> [Node] {
        let tabs = resolveView(content, ctx.withoutStack())
        guard !tabs.isEmpty else { return [] }
        var index = 0
        if let selection_, let i = tabs.firstIndex(where: { $0.traits[TagTraitKey.self] == selection_ }) { index = i }
        let shown = tabs[index]
        if ctx.environment.pagedTabs { return [shown] }
        let items = tabs.map { tab in
            var item = tab.traits[TabItemTraitKey.self] ?? TabItemInfo(title: "", symbol: nil, image: nil)
            item.badge = tab.traits[BadgeTraitKey.self]
            return item
        }
        let bar = TabBar(items: items, selected: index)
        // A tab's screen may ask for no tab bar (`toolbar(.hidden, for: .tabBar)`), as a preference.
        let hidden = shown.preferences[NavigationKey.self]?.barVisibility[.tab] == .hidden
        let view = _NodesView(nodes: [shown])
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .safeAreaInset(edge: .bottom, spacing: 0) { if !hidden { bar } }
        return resolveView(view, ctx)
    }
}

/// iOS's tab bar: 49 points over the home indicator, the bar material with a hairline on top,
/// the items spread evenly, each a symbol over a 10-point medium title, the selected one tinted.
/// In a compact height (an iPhone in landscape) the bar is 32 points and in a regular width (an
/// iPad) 50, with each symbol beside its title (iOS 17's layout) [INF].
struct TabBar: View {
    let items: [TabItemInfo]
    let selected: Int

    @Environment(\.tint) private var tint
    @Environment(\.systemLook) private var look

    private var sideBySide: Bool { look.isCompactHeight || look.isRegularWidth }

    @ViewBuilder private func icon(_ item: TabItemInfo) -> some View {
        Group {
            if let symbol = item.symbol { Image(systemName: symbol).font(look.tabBar.symbolFont(sideBySide: sideBySide)) }
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
            }
        }
        .frame(height: t.height(look))
        .background(BarMaterial())
        .overlay(alignment: .top) { Divider().ignoresSafeArea(edges: .horizontal) }
    }
}

/// A tab's badge: white 13-point text on a red capsule at least 18 points across, over the
/// icon's top trailing corner [INF: UIKit's badge look, not measured].
struct TabBadge: View {
    let text: String
    @Environment(\.systemLook) private var look
    var body: some View {
        let t = look.tabBar
        Text(text)
            .font(t.badgeFont)
            .foregroundColor(t.badgeText)
            .lineLimit(1)
            .padding(.horizontal, t.badgePadding)
            .frame(minWidth: t.badgeMinimum, minHeight: t.badgeMinimum)
            .background(Capsule().fill(t.badgeFill))
            .fixedSize()
    }
}

/// A tab of a `TabView` (iOS 18): a title, a symbol and its content.
public struct Tab<Content: View>: View {
    let title: String
    let systemImage: String?
    let content: Content

    /// A tab titled `title` with a symbol.
    public init(_ title: String, systemImage: String, @ViewBuilder content: () -> Content) {
        self.title = title
        self.systemImage = systemImage
        self.content = content()
    }

    /// A tab with a value for the selection.
    public init<V: Hashable>(_ title: String, systemImage: String, value: V, @ViewBuilder content: () -> Content) {
        self.init(title, systemImage: systemImage, content: content)
    }

    public var body: some View {
        content.tabItem { Label(title, systemImage: systemImage ?? "") }
    }
}
