import Foundation

// NavigationSplitView: columns side by side in a regular width, collapsed into a navigation
// stack in a compact one (docs/controls.md, "Split views").

/// Which columns of a split view are shown.
public struct NavigationSplitViewVisibility: Hashable, Sendable {
    enum Value: Hashable, Sendable { case automatic, all, doubleColumn, detailOnly }
    let value: Value
    /// The system's choice: every column but the detail's leading one hidden in portrait.
    public static let automatic = NavigationSplitViewVisibility(value: .automatic)
    /// Every column.
    public static let all = NavigationSplitViewVisibility(value: .all)
    /// Two columns: the sidebar and detail, or (with three) the content and detail.
    public static let doubleColumn = NavigationSplitViewVisibility(value: .doubleColumn)
    /// The detail column alone.
    public static let detailOnly = NavigationSplitViewVisibility(value: .detailOnly)
}

/// A column of a split view.
public struct NavigationSplitViewColumn: Hashable, Sendable {
    enum Value: Hashable, Sendable { case sidebar, content, detail }
    let value: Value
    public static let sidebar = NavigationSplitViewColumn(value: .sidebar)
    public static let content = NavigationSplitViewColumn(value: .content)
    public static let detail = NavigationSplitViewColumn(value: .detail)
}

/// How a split view's columns share the width (accepted; drawn as `.balanced`).
public protocol NavigationSplitViewStyle: Sendable {}
/// The built-in split view styles.
public struct _BuiltInNavigationSplitViewStyle: NavigationSplitViewStyle {}
extension NavigationSplitViewStyle where Self == _BuiltInNavigationSplitViewStyle {
    public static var automatic: _BuiltInNavigationSplitViewStyle { _BuiltInNavigationSplitViewStyle() }
    public static var balanced: _BuiltInNavigationSplitViewStyle { _BuiltInNavigationSplitViewStyle() }
    public static var prominentDetail: _BuiltInNavigationSplitViewStyle { _BuiltInNavigationSplitViewStyle() }
}

private enum SplitColumnKey: EnvironmentKey { static let defaultValue: NavigationSplitViewColumn.Value? = nil }
private enum ScreenSizeKey: EnvironmentKey { static let defaultValue: CGSize? = nil }
private enum ScreenBottomInsetKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }
private enum ScreenSafeAreaKey: EnvironmentKey { static let defaultValue: EdgeInsets? = nil }

extension EnvironmentValues {
    /// The split-view column the view is in, if any (a sidebar's lists default to `.sidebar`).
    var splitColumn: NavigationSplitViewColumn.Value? {
        get { self[SplitColumnKey.self] }
        set { self[SplitColumnKey.self] = newValue }
    }

    /// The device screen's size in its orientation, when laid out on a device.
    package var screenSize: CGSize? {
        get { self[ScreenSizeKey.self] }
        set { self[ScreenSizeKey.self] = newValue }
    }

    /// The device's bottom safe-area inset (the home indicator's room), when laid out on a
    /// device: where iOS 26's floating bars put their platters.
    var screenBottomInset: CGFloat? {
        get { self[ScreenBottomInsetKey.self] }
        set { self[ScreenBottomInsetKey.self] = newValue }
    }

    /// The device's safe-area insets, when laid out on a device: what UIKit's key window reports.
    var screenSafeAreaInsets: EdgeInsets? {
        get { self[ScreenSafeAreaKey.self] }
        set { self[ScreenSafeAreaKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets how split views below share their width; accepted (columns keep their widths).
    public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> Self { self }
    /// How a `NavigationView` shows its columns (the older API): accepted; a `NavigationView`
    /// draws its root as a stack on iPhone and its columns on iPad whatever the style.
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> Self { self }

    /// The width of the split-view column this view is the root of.
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> ModifiedContent<Self, _NavigationRequestModifier> {
        modifier(_NavigationRequestModifier { info, _ in info.columnWidth = width })
    }

    /// The width of the column, within limits: the ideal width is used.
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> ModifiedContent<Self, _NavigationRequestModifier> {
        navigationSplitViewColumnWidth(ideal)
    }
}

/// Two or three columns, each a navigation stack of its own (docs/controls.md, "Split views").
///
/// In a compact width (iPhones, but the Plus and Pro Max in landscape) the columns collapse into
/// one stack showing the sidebar, or with `preferredCompactColumn` the detail pushed over it.
/// In a regular width the visible columns stand side by side, the leading ones 320 points wide,
/// separated by hairlines; `.automatic` shows the sidebar (or, with three, the content column)
/// beside the detail when the screen is wider than tall and the detail alone otherwise.
nonisolated public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View, PrimitiveView {
    let sidebar: Sidebar
    let content: Content?
    let detail: Detail
    var visibility = NavigationSplitViewVisibility.automatic
    var compactColumn = NavigationSplitViewColumn.sidebar

    /// Two columns: a sidebar and a detail.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) where Content == EmptyView {
        self.sidebar = sidebar()
        content = nil
        self.detail = detail()
    }

    /// Two columns with their visibility.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) where Content == EmptyView {
        self.init(sidebar: sidebar, detail: detail)
        visibility = columnVisibility.wrappedValue
    }

    /// Two columns, with the column a compact width shows.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
                @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) where Content == EmptyView {
        self.init(columnVisibility: columnVisibility, sidebar: sidebar, detail: detail)
        compactColumn = preferredCompactColumn.wrappedValue
    }

    /// Three columns: a sidebar, a content list and a detail.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
    }

    /// Three columns with their visibility.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, content: content, detail: detail)
        visibility = columnVisibility.wrappedValue
    }

    /// Three columns, with the column a compact width shows.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
                @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(columnVisibility: columnVisibility, sidebar: sidebar, content: content, detail: detail)
        compactColumn = preferredCompactColumn.wrappedValue
    }

    public var body: Never { neverBody() }

    nonisolated func resolve(_ ctx: ResolveContext) -> [Node] {
        if ctx.environment.horizontalSizeClass != .regular {
            // Collapsed: one stack from the sidebar to the preferred column. Its lists show no
            // selection: UIKit clears a collapsed column's selected row as it appears [INF].
            var collapsed = ctx.withoutStack()
            collapsed.environment.hidesListSelection = true
            var screens = [resolveView(sidebar, collapsed)]
            if compactColumn != .sidebar, let content { screens.append(resolveView(content, ctx.withoutStack())) }
            if compactColumn == .detail { screens.append(resolveView(detail, ctx.withoutStack())) }
            return NavigationScreens(screens: screens, ctx).resolve(ctx)
        }
        // Each column is a stack of its own, in a compact width as UIKit gives its columns.
        var columnCtx = ctx.withoutStack()
        columnCtx.environment.horizontalSizeClass = .compact
        func column<V: View>(_ view: V, _ which: NavigationSplitViewColumn.Value) -> [Node] {
            var c = columnCtx
            c.environment.splitColumn = which
            return resolveView(view, c)
        }
        let wide = (ctx.environment.screenSize.map { $0.width > $0.height }) ?? true
        var shown: [NavigationSplitViewColumn.Value]
        switch (visibility.value, content != nil) {
        case (.all, true): shown = [.sidebar, .content, .detail]
        case (.all, false), (.doubleColumn, false): shown = [.sidebar, .detail]
        case (.doubleColumn, true): shown = [.content, .detail]
        case (.detailOnly, _): shown = [.detail]
        case (.automatic, let three): shown = wide ? [three ? .content : .sidebar, .detail] : [.detail]
        }
        var views: [AnyView] = []
        // iPadOS 26: the sidebar is a floating pane (its list leaves its background to the pane).
        let floats = ctx.environment.systemLook.isGlass
        columnCtx.environment.floatingSidebar = floats
        for which in shown {
            let nodes: [Node]
            switch which {
            case .sidebar: nodes = column(sidebar, .sidebar)
            case .content: nodes = column(content, .content)
            case .detail: nodes = column(detail, .detail)
            }
            var screen = NavigationScreens(screens: [nodes], ctx)
            let width = screen.screens[0].info.columnWidth ?? ctx.environment.systemLook.bar.columnWidth
            // The leading column shows the sidebar button; the detail shows it when alone.
            if which == shown[0] && which != .content {
                screen.screens[0].info.items.insert(contentsOf: resolveView(BarSymbol(name: "sidebar.left"), columnCtx).map { (.topBarLeading, $0) }, at: 0)
            }
            let view = _NodesView(nodes: screen.resolve(columnCtx))
            if which == .sidebar && floats {
                views.append(AnyView(view.frame(width: width).background { FloatingSidebarPane() }))
            } else {
                views.append(which == .detail ? AnyView(view.frame(maxWidth: .infinity)) : AnyView(view.frame(width: width)))
            }
        }
        let split = HStack(spacing: 0) {
            ForEach(0..<views.count, id: \.self) { i in
                views[i].overlay(alignment: .trailing) {
                    if i < views.count - 1 && !(floats && shown[i] == .sidebar) { SplitSeparator() }
                }
            }
        }
        return resolveView(split, ctx)
    }
}

/// iPadOS 26's sidebar pane: a rounded fill inset from the screen's edges, under the bars.
nonisolated private struct FloatingSidebarPane: View {
    @Environment(\.systemLook) private var look
    @Environment(\.screenCornerRadius) private var screenRadius
    var body: some View {
        let bar = look.bar
        RoundedRectangle(cornerRadius: max(screenRadius - bar.floatingSidebarInset, bar.floatingSidebarMinRadius), style: .continuous)
            .fill(look.secondaryBackground)
            .shadow(color: look.shadow.opacity(bar.floatingSidebarShadowOpacity), radius: bar.floatingSidebarShadowRadius)
            .padding(bar.floatingSidebarInset)
            .ignoresSafeArea()
    }
}

private enum FloatingSidebarKey: EnvironmentKey { static let defaultValue = false }
private enum HidesListSelectionKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether the sidebar column is drawn as iPadOS 26's floating pane (its list draws no background).
    var floatingSidebar: Bool {
        get { self[FloatingSidebarKey.self] }
        set { self[FloatingSidebarKey.self] = newValue }
    }

    /// Whether lists below draw no selection (a collapsed split view's columns).
    var hidesListSelection: Bool {
        get { self[HidesListSelectionKey.self] }
        set { self[HidesListSelectionKey.self] = newValue }
    }
}

/// The hairline between columns, reaching under the bars to the screen's edges.
nonisolated private struct SplitSeparator: View {
    @Environment(\.systemLook) private var look
    var body: some View {
        Rectangle().fill(look.separator).frame(width: look.bar.columnDividerWidth).ignoresSafeArea()
    }
}

/// How a `NavigationView` shows its views (the older API).
public protocol NavigationViewStyle {}
/// One view at a time, pushed and popped.
public struct StackNavigationViewStyle: NavigationViewStyle, Sendable { public init() {} }
/// Columns side by side where there is room.
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle, Sendable { public init() {} }
/// The platform's default.
public struct DefaultNavigationViewStyle: NavigationViewStyle, Sendable { public init() {} }
/// Columns side by side (the older name).
public typealias ColumnNavigationViewStyle = DoubleColumnNavigationViewStyle
extension NavigationViewStyle where Self == StackNavigationViewStyle {
    /// One view at a time.
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}
extension NavigationViewStyle where Self == DoubleColumnNavigationViewStyle {
    /// Columns side by side.
    public static var columns: DoubleColumnNavigationViewStyle { DoubleColumnNavigationViewStyle() }
}
extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    /// The default.
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}
