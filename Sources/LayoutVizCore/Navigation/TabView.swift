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
    /// A `Tab(role: .search)`: iOS 26 shows it as a separate button beside the bar.
    var isSearch = false
}

/// `tabItem`: the title and icon of the tab a view is (read by `TabView`).
enum TabItemTraitKey: ViewTraitKey { static let defaultValue: TabItemInfo? = nil }

/// `tabItem`: marks a view as a tab with a title and icon.
nonisolated public struct _TabItemModifier: ViewModifier, PrimitiveModifier {
    let item: (ResolveContext) -> [Node]
    var isSearch = false
    public typealias Body = Never
    public func body(content: Content) -> Never { neverBody() }
    nonisolated func resolve(content: (ResolveContext) -> [Node], _ ctx: ResolveContext) -> [Node] {
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
        info.isSearch = isSearch
        return nodes.map { $0.with { $0.traits[TabItemTraitKey.self] = info } }
    }
}

nonisolated extension View {
    /// The title and icon of this view's tab in a `TabView`.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> ModifiedContent<Self, _TabItemModifier> {
        let v = label()
        return modifier(_TabItemModifier { resolveView(v, $0) })
    }

    /// Sets how tab views below are drawn: `.page` shows the selected page, filling the tab view,
    /// with its page dots instead of a tab bar.
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentWritingModifier> {
        let paged = style._paged, dots = style._indexDisplayMode, sidebar = style._sidebarAdaptable
        return modifier(_EnvironmentWritingModifier {
            $0.pagedTabs = paged
            $0.pageIndexDisplayMode = dots
            $0.tabSidebarAdaptable = sidebar
        })
    }
}

nonisolated extension View {
    /// How the tab bar shrinks while scrolling (iOS 26, iPhone); accepted, a picture shows it
    /// expanded.
    public func tabBarMinimizeBehavior(_ behavior: TabBarMinimizeBehavior) -> Self { self }

    /// A view above iOS 26's tab bar (a mini player, say): drawn on a glass capsule 48 tall,
    /// 8 above the bar, as wide as the screen less 21 each side [INF]; iOS 18 has no such slot,
    /// so the iOS 18 look draws none.
    public func tabViewBottomAccessory<Content: View>(@ViewBuilder content: () -> Content) -> ModifiedContent<Self, _EnvironmentWritingModifier> {
        let v = content()
        return modifier(_EnvironmentWritingModifier { $0.tabBottomAccessory = TabAccessory { resolveView(v, $0) } })
    }

    /// A sidebar-adaptable tab view's sidebar header; accepted (the tab bar is drawn).
    public func tabViewSidebarHeader<Content: View>(@ViewBuilder content: () -> Content) -> Self { self }

    /// A sidebar-adaptable tab view's sidebar footer; accepted.
    public func tabViewSidebarFooter<Content: View>(@ViewBuilder content: () -> Content) -> Self { self }
}

/// How iOS 26's tab bar shrinks while scrolling.
public enum TabBarMinimizeBehavior: Hashable, Sendable {
    case automatic, onScrollDown, onScrollUp, never
}

/// Where a tab view's bottom accessory sits: with the bar expanded or inline in a minimised one.
public enum TabViewBottomAccessoryPlacement: Hashable, Sendable {
    case expanded, inline
}

/// What a tab is for; `.search` tabs stand apart on iOS 26.
public struct TabRole: Hashable, Sendable {
    let name: String
    /// The search tab.
    public static let search = TabRole(name: "search")
}

/// A tab view's bottom accessory, resolved where the tab view draws its bar.
struct TabAccessory {
    let make: (ResolveContext) -> [Node]
}

private enum TabBottomAccessoryKey: EnvironmentKey { static var defaultValue: TabAccessory? { nil } }
private enum TabAccessoryPlacementKey: EnvironmentKey { static let defaultValue: TabViewBottomAccessoryPlacement? = .expanded }

private enum TabSidebarAdaptableKey: EnvironmentKey { static var defaultValue: Bool { false } }
private enum SharedTabRowKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// Whether tab views below are `.sidebarAdaptable` (iPad draws a sidebar button).
    var tabSidebarAdaptable: Bool {
        get { self[TabSidebarAdaptableKey.self] }
        set { self[TabSidebarAdaptableKey.self] = newValue }
    }

    /// Whether an iPad's top tab bar shares the row of the navigation bar below it (iPadOS 26):
    /// the bar leaves its centre to the tab bar, and a sidebar-adaptable tab view's button goes
    /// at its leading end.
    var sharesTabRow: Bool {
        get { self[SharedTabRowKey.self] }
        set { self[SharedTabRowKey.self] = newValue }
    }

    /// The accessory `tabViewBottomAccessory` set for the tab view below.
    var tabBottomAccessory: TabAccessory? {
        get { self[TabBottomAccessoryKey.self] }
        set { self[TabBottomAccessoryKey.self] = newValue }
    }

    /// Where the bottom accessory is shown: expanded, as a picture shows the bar.
    public var tabViewBottomAccessoryPlacement: TabViewBottomAccessoryPlacement? {
        get { self[TabAccessoryPlacementKey.self] }
        set { self[TabAccessoryPlacementKey.self] = newValue }
    }
}

/// A tab view style: `.automatic` (a tab bar) or `.page`.
public protocol TabViewStyle: Sendable {
    var _paged: Bool { get }
    /// Whether a paging style shows its page dots.
    var _indexDisplayMode: PageIndexDisplayMode { get }
    /// Whether the tab bar can become a sidebar (iPad draws a sidebar button).
    var _sidebarAdaptable: Bool { get }
}

extension TabViewStyle {
    public var _indexDisplayMode: PageIndexDisplayMode { .automatic }
    public var _sidebarAdaptable: Bool { false }
}

/// The built-in tab view styles.
public struct _BuiltInTabViewStyle: TabViewStyle {
    public let _paged: Bool
    public var _indexDisplayMode: PageIndexDisplayMode = .automatic
    /// A tab bar that can become a sidebar: iPad shows a sidebar button beside it.
    public var _sidebarAdaptable = false
}
extension TabViewStyle where Self == _BuiltInTabViewStyle {
    public static var automatic: _BuiltInTabViewStyle { _BuiltInTabViewStyle(_paged: false) }
    public static var page: _BuiltInTabViewStyle { _BuiltInTabViewStyle(_paged: true) }
    /// A tab bar that can become a sidebar (iPadOS 18 and later): drawn as the tab bar, with a
    /// sidebar button at its leading end on iPad.
    public static var sidebarAdaptable: _BuiltInTabViewStyle { _BuiltInTabViewStyle(_paged: false, _sidebarAdaptable: true) }
    /// Only a tab bar.
    public static var tabBarOnly: _BuiltInTabViewStyle { _BuiltInTabViewStyle(_paged: false) }
    /// Paging, with the page dots always, never or when there are several pages.
    public static func page(indexDisplayMode: PageIndexDisplayMode) -> _BuiltInTabViewStyle { _BuiltInTabViewStyle(_paged: true, _indexDisplayMode: indexDisplayMode) }
}

/// Whether a paged tab view shows its page dots.
public struct PageIndexDisplayMode: Hashable, Sendable {
    let value: Int
    public static let automatic = PageIndexDisplayMode(value: 0)
    public static let always = PageIndexDisplayMode(value: 1)
    public static let never = PageIndexDisplayMode(value: 2)
}

private enum PagedTabsKey: EnvironmentKey { static let defaultValue = false }
private enum PageIndexDisplayModeKey: EnvironmentKey { static let defaultValue = PageIndexDisplayMode.automatic }
private enum PageIndexBackgroundKey: EnvironmentKey { static let defaultValue = PageIndexBackgroundDisplayMode.automatic }
extension EnvironmentValues {
    var pagedTabs: Bool {
        get { self[PagedTabsKey.self] }
        set { self[PagedTabsKey.self] = newValue }
    }
    /// Whether paging tab views below show their page dots (`.page(indexDisplayMode:)`).
    var pageIndexDisplayMode: PageIndexDisplayMode {
        get { self[PageIndexDisplayModeKey.self] }
        set { self[PageIndexDisplayModeKey.self] = newValue }
    }
    /// Whether their dots sit on a background (`indexViewStyle(.page(backgroundDisplayMode:))`).
    var pageIndexBackground: PageIndexBackgroundDisplayMode {
        get { self[PageIndexBackgroundKey.self] }
        set { self[PageIndexBackgroundKey.self] = newValue }
    }
}

/// Tabs: the selected one (the first, in a picture) over iOS's tab bar.
nonisolated public struct TabView<Content: View>: View, PrimitiveView {
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

    nonisolated func resolve(_ ctx: ResolveContext) -> [Node] {
        var inner = ctx.withoutStack()
        let look = ctx.environment.systemLook
        // iPadOS 26: the top tab bar sits in the row of a navigation bar below it.
        let topBar = look.isGlass && look.isRegularWidth && !look.isCompactHeight && !ctx.environment.pagedTabs
        inner.environment.sharesTabRow = topBar
        let tabs = resolveView(content, inner)
        guard !tabs.isEmpty else { return [] }
        var index = 0
        if let selection_, let i = tabs.firstIndex(where: { $0.traits[TagTraitKey.self] == selection_ }) { index = i }
        let shown = tabs[index]
        if ctx.environment.pagedTabs {
            // A page fills the tab view; the dots sit over its bottom edge (docs/controls.md,
            // "Paging tab views"). Automatic shows them when there is more than one page.
            let mode = ctx.environment.pageIndexDisplayMode
            let dots = mode == .always || (mode == .automatic && tabs.count > 1)
            let background = ctx.environment.pageIndexBackground == .always
            return resolveView(_NodesView(nodes: [shown]).frame(maxWidth: .infinity, maxHeight: .infinity)
                .overlay(alignment: .bottom) {
                    if dots { PageIndexView(count: tabs.count, selected: index, background: background) }
                }, ctx)
        }
        let items = tabs.map { tab in
            var item = tab.traits[TabItemTraitKey.self] ?? TabItemInfo(title: "", symbol: nil, image: nil)
            item.badge = tab.traits[BadgeTraitKey.self]
            return item
        }
        let bar = TabBar(items: items, selected: index)
        // A tab's screen may ask for no tab bar (`toolbar(.hidden, for: .tabBar)`), as a preference.
        let hidden = shown.preferences[NavigationKey.self]?.barVisibility[.tab] == .hidden
        if look.isGlass {
            // iOS 26: a floating platter over the bottom edge, or an iPad's bar of pills on top.
            let content = _NodesView(nodes: [shown]).frame(maxWidth: .infinity, maxHeight: .infinity)
            // (A large iPhone in landscape is regular width too, but keeps its bar at the bottom.)
            if topBar {
                let sidebar = ctx.environment.tabSidebarAdaptable
                // A screen with a navigation bar keeps its centre for the tab bar, laid over it;
                // else the tab bar takes a row of its own.
                if shown.preferences[NavigationKey.self]?.sharesTabRow == true {
                    return resolveView(content.overlay(alignment: .top) {
                        if !hidden { PadTabBar(items: items, selected: index, inBarRow: true, sidebarButton: false) }
                    }, ctx)
                }
                return resolveView(content.safeAreaInset(edge: .top, spacing: 0) {
                    if !hidden { PadTabBar(items: items, selected: index, inBarRow: false, sidebarButton: sidebar) }
                }, ctx)
            }
            var accessory: [Node] = []
            if let a = ctx.environment.tabBottomAccessory {
                var inner = ctx.withoutStack()
                inner.environment.tabBottomAccessory = nil
                accessory = a.make(inner)
            }
            // The rows under the floating bar blur toward the edge (the scroll edge effect).
            let edge = shown.preferences[NavigationKey.self]?.scrollEdge[.bottom]
            return resolveView(content.safeAreaInset(edge: .bottom, spacing: 0) {
                if !hidden { FloatingTabBar(items: items, selected: index, accessory: accessory).scrollEdgeEffect(.bottom, edge, ctx.environment) }
            }, ctx)
        }
        let view = _NodesView(nodes: [shown])
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .safeAreaInset(edge: .bottom, spacing: 0) { if !hidden { bar } }
        return resolveView(view, ctx)
    }
}

/// A tab of a `TabView` (iOS 18): a title, a symbol and its content.
nonisolated public struct Tab<Content: View>: View {
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

    /// A tab with a value and a role: a `.search` tab stands apart beside iOS 26's tab bar.
    public init<V: Hashable>(_ title: String, systemImage: String, value: V, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(title, systemImage: systemImage, content: content)
        self.role = role
    }

    /// A tab of a role alone: `Tab(value: .search, role: .search) { ... }` is titled Search
    /// with a magnifying glass.
    public init<V: Hashable>(value: V, role: TabRole, @ViewBuilder content: () -> Content) {
        self.init("Search", systemImage: "magnifyingglass", content: content)
        self.role = role
    }

    private var role: TabRole?

    public var body: some View {
        let label = Label(title, systemImage: systemImage ?? "")
        return content.modifier(_TabItemModifier(item: { resolveView(label, $0) }, isSearch: role == .search))
    }
}

/// The paging tab view (the older spelling: `PageTabViewStyle()`).
public struct PageTabViewStyle: TabViewStyle {
    /// Whether the page dots show on a background.
    public struct IndexDisplayMode: Hashable, Sendable {
        let value: Int
        public static let automatic = IndexDisplayMode(value: 0)
        public static let always = IndexDisplayMode(value: 1)
        public static let never = IndexDisplayMode(value: 2)
    }
    let mode: IndexDisplayMode
    public init(indexDisplayMode: IndexDisplayMode = .automatic) { mode = indexDisplayMode }
    public var _paged: Bool { true }
    public var _indexDisplayMode: PageIndexDisplayMode { PageIndexDisplayMode(value: mode.value) }
}

/// How a paging view's index (its dots) is drawn.
public struct _IndexViewStyle: Sendable {
    let background: PageIndexBackgroundDisplayMode
    /// The page dots, with or without a background.
    public static func page(backgroundDisplayMode: PageIndexBackgroundDisplayMode = .automatic) -> _IndexViewStyle { _IndexViewStyle(background: backgroundDisplayMode) }
    /// The page dots.
    public static var page: _IndexViewStyle { _IndexViewStyle(background: .automatic) }
}

/// The page dots of a paging tab view: one per page, the selected one brighter, on a capsule when
/// asked (`SystemLook.PageIndexLook`).
nonisolated struct PageIndexView: View {
    let count: Int
    let selected: Int
    let background: Bool
    @Environment(\.systemLook) private var look

    var body: some View {
        let p = look.pageIndex
        HStack(spacing: p.spacing) {
            ForEach(0..<count, id: \.self) { i in
                Circle().fill(i == selected ? p.current : p.other).frame(width: p.dot, height: p.dot)
            }
        }
        .padding(.horizontal, p.platterPadding)
        .frame(height: p.height)
        .background { if background { Capsule().fill(p.platter) } }
        .padding(.bottom, p.bottomInset)
    }
}

/// Whether the page dots show on a background.
public struct PageIndexBackgroundDisplayMode: Hashable, Sendable {
    let value: Int
    public static let automatic = PageIndexBackgroundDisplayMode(value: 0)
    public static let always = PageIndexBackgroundDisplayMode(value: 1)
    public static let interactive = PageIndexBackgroundDisplayMode(value: 2)
    public static let never = PageIndexBackgroundDisplayMode(value: 3)  // not a look value: a case's number
}

nonisolated extension View {
    /// Sets how paging tab views below show their page dots (on a background or not).
    public func indexViewStyle(_ style: _IndexViewStyle) -> ModifiedContent<Self, _EnvironmentWritingModifier> {
        modifier(_EnvironmentWritingModifier { $0.pageIndexBackground = style.background })
    }
}
