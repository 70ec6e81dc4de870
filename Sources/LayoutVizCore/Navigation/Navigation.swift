import Foundation

// NavigationStack, navigationTitle and NavigationLink rows (docs/controls.md, "Navigation").
//
// The stack shows its root (or the view for its path's last value) with a navigation bar: 44
// points, plus 52 for a large title (UIKit's bar heights). The bar sits in a top safe-area inset
// of the content, so a list's background reaches under it and the status bar, as iOS's
// transparent scroll-edge bar shows it. The toolbar modifiers are in Toolbar.swift.

/// How a navigation title is shown.
public enum NavigationBarItem {
    /// The display modes of a title.
    public enum TitleDisplayMode: Hashable, Sendable {
        case automatic, inline, large
    }
}

nonisolated extension View {
    /// The title the enclosing navigation stack shows for this view.
    public func navigationTitle(_ title: String) -> ModifiedContent<Self, _NavigationRequestModifier> {
        modifier(_NavigationRequestModifier { info, _ in info.title = title })
    }

    /// The title, from a text (its string).
    public func navigationTitle(_ title: Text) -> ModifiedContent<Self, _NavigationRequestModifier> {
        navigationTitle(title.content)
    }

    /// The title, from a localised key.
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> ModifiedContent<Self, _NavigationRequestModifier> {
        navigationTitle(titleKey.key)
    }

    /// Large (the root's default) or inline title.
    public func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode) -> ModifiedContent<Self, _NavigationRequestModifier> {
        modifier(_NavigationRequestModifier { info, _ in info.mode = mode })
    }

    /// The view shown when a value of `data`'s type is pushed (by the stack's path).
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> ModifiedContent<Self, _NavigationRequestModifier> {
        modifier(_NavigationRequestModifier { info, _ in
            info.destinations.append(NavigationDestination { value in
                guard let value = value.base as? D else { return nil }
                return { resolveView(destination(value), $0) }
            })
        })
    }

    /// A view pushed while `isPresented` is true: a picture shows it with a back button.
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> ModifiedContent<Self, _NavigationRequestModifier> {
        let view = isPresented.wrappedValue ? destination() : nil
        return modifier(_NavigationRequestModifier { info, _ in
            if let view { info.presented.append { resolveView(view, $0) } }
        })
    }

    /// A view pushed while `item` holds a value: a picture shows it with a back button.
    public func navigationDestination<D: Hashable, C: View>(item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C) -> ModifiedContent<Self, _NavigationRequestModifier> {
        let view = item.wrappedValue.map(destination)
        return modifier(_NavigationRequestModifier { info, _ in
            if let view { info.presented.append { resolveView(view, $0) } }
        })
    }
}

/// A list of pushed values of any types, as SwiftUI's `NavigationPath`.
public struct NavigationPath: Equatable {
    var elements: [AnyHashable]

    /// An empty path.
    public init() { elements = [] }

    /// A path of `elements`, the last one shown.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable { self.elements = elements.map { AnyHashable($0) } }

    /// How many values are pushed.
    public var count: Int { elements.count }
    /// Whether nothing is pushed.
    public var isEmpty: Bool { elements.isEmpty }
    /// Pushes `value`.
    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }
    /// Pops `k` values.
    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(k) }
}

/// A stack of views with a navigation bar. A picture shows its root, or the view for the
/// path's last value (or a presented destination) with a back button (docs/controls.md).
nonisolated public struct NavigationStack<Root: View>: View, PrimitiveView {
    let root: Root
    let path: [AnyHashable]

    /// A stack showing `root`.
    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
        path = []
    }

    /// A stack with a path of values of one type.
    public init<Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection>(
        path: Binding<Data>, @ViewBuilder root: () -> Root) where Data.Element: Hashable {
        self.root = root()
        self.path = path.wrappedValue.map { AnyHashable($0) }
    }

    /// A stack with a path of values of any types.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = path.wrappedValue.elements
    }

    public var body: Never { neverBody() }

    nonisolated func resolve(_ ctx: ResolveContext) -> [Node] {
        // Only this stack's bar shares a tab bar's row; stacks inside its screens do not.
        var inner = ctx.withoutStack()
        inner.environment.sharesTabRow = false
        return NavigationScreens(root: resolveView(root, inner), path: path, inner).resolve(ctx)
    }
}

/// The older navigation container: drawn as a stack on iPhone.
nonisolated public struct NavigationView<Content: View>: View {
    let content: Content
    /// A navigation view of `content`.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: some View { NavigationStack { content } }
}

/// What a screen's views asked of the bars: their navigation preference, combined.
func gatherNavigation(in nodes: [Node]) -> NavigationInfo {
    PreferenceValues.value(NavigationKey.self, of: nodes)
}

/// The screens of a stack, its root first, the shown one last.
struct NavigationScreens {
    struct Screen {
        var nodes: [Node]
        var info: NavigationInfo
    }
    var screens: [Screen]

    /// A stack's screens: the root, a screen per path value, and presented destinations.
    init(root: [Node], path: [AnyHashable], _ ctx: ResolveContext) {
        self.init(screens: [root], ctx, path: path)
    }

    /// Screens already resolved (a collapsed split view's columns), then the path's values
    /// and presented destinations.
    init(screens resolved: [[Node]], _ ctx: ResolveContext, path: [AnyHashable] = []) {
        screens = []
        var destinations: [NavigationDestination] = []
        func add(_ nodes: [Node]) {
            let info = gatherNavigation(in: nodes)
            destinations += info.destinations
            screens.append(Screen(nodes: nodes, info: info))
        }
        func push(_ make: (ResolveContext) -> [Node]) { add(make(ctx.withoutStack())) }
        for nodes in resolved { add(nodes) }
        // The path's values, each shown by the newest destination declared for its type;
        // a value nothing declares stops the path (SwiftUI shows nothing for it).
        for value in path {
            guard let make = destinations.reversed().lazy.compactMap({ $0.make(value) }).first else { break }
            push(make)
        }
        // Then destinations presented by the shown screen (bounded: each may present another).
        var presentations = 0
        while presentations < Self.presentationLimit, let make = screens[screens.count - 1].info.presented.first {
            screens[screens.count - 1].info.presented.removeFirst()
            push(make)
            presentations += 1
        }
    }

    /// How many destinations may present one another before a picture stops following them.
    static let presentationLimit = 16  // not a look value: a bound on user code

    /// The shown screen with its bars.
    nonisolated func resolve(_ ctx: ResolveContext) -> [Node] {
        let shown = screens[screens.count - 1]
        let info = shown.info
        // A screen's automatic mode is the one before it; the root's is large.
        var large = true
        for s in screens { if let m = s.info.mode, m != .automatic { large = m == .large } }
        let title = info.title ?? ""
        var back: String?
        if screens.count > 1 && info.backButtonHidden != true {
            back = BackButton.title(previous: screens[screens.count - 2].info.title, ctx.environment.systemLook)
        }
        // An iPad's top tab bar in the bar's row: a sidebar-adaptable tab view's button leads.
        let sharesTabRow = ctx.environment.sharesTabRow
        var requested = info.items
        if sharesTabRow && ctx.environment.tabSidebarAdaptable {
            requested.insert(contentsOf: resolveView(BarSymbol(name: "sidebar.left"), ctx.withoutStack()).map { (.topBarLeading, $0) }, at: 0)
        }
        let items = ToolbarItems(requested, ctx)
        let barHidden = info.barVisibility[.navigation] == .hidden
        let look = ctx.environment.systemLook
        // Content resting scrolled lies under the bar: iOS 18 shows the bar's material, iOS 26
        // the scroll edge effect (unless a background is asked for) with the title collapsed
        // into the bar, as it collapses once the content scrolls.
        let asked = info.backgroundVisibility[.navigation] == .visible
        let underBar = info.scrolledAtRest && info.backgroundVisibility[.navigation] != .hidden
        let bar = NavigationBar(
            title: title, large: large && !title.isEmpty && !(underBar && look.isGlass), back: back, items: items, search: info.search,
            background: asked || (underBar && !look.isGlass) ? (info.barBackground[.navigation] ?? AnyShapeStyle(BarMaterial())) : nil,
            tabBarInRow: sharesTabRow)
        let bottomHidden = info.barVisibility[.bottom] == .hidden || (items.bottom.isEmpty && items.status.isEmpty)
        let bottomBackground = info.backgroundVisibility[.bottom] == .hidden ? nil : (info.barBackground[.bottom] ?? AnyShapeStyle(BarMaterial()))
        let content = shown.nodes.count == 1 ? shown.nodes : [Node(.stack(axis: .vertical, alignment: .horizontal(.center), spacing: nil), children: shown.nodes)]
        // The screen's content is centred in the space between the bars, as iOS centres a
        // `Text` or a `ProgressView` pushed or at the root; lists and scroll views fill it.
        let view = _NodesView(nodes: content)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .safeAreaInset(edge: .top, spacing: 0) {
                if !barHidden { bar.scrollEdgeEffect(.top, underBar && !asked ? info.scrollEdge[.top] : .hidden, ctx.environment) }
            }
            .safeAreaInset(edge: .bottom, spacing: 0) {
                if !bottomHidden {
                    BottomToolbar(items: items.bottom, status: items.status, background: bottomBackground)
                        .scrollEdgeEffect(.bottom, info.scrollEdge[.bottom], ctx.environment)
                }
            }
        // The stack uses its screen's requests: an enclosing stack must not see them again; an
        // enclosing tab view still learns that the screen hides the tab bar, and its bottom edge effect.
        var nodes = resolveView(view, ctx).map { $0.with { $0.preferences.remove(NavigationKey.self) } }
        // A screen with a bottom toolbar draws the bottom edge effect behind it, under its own
        // status text, so the tab bar below draws none over the toolbar.
        let tabEdge = bottomHidden ? info.scrollEdge[.bottom] : .hidden
        let sharesRow = sharesTabRow && !barHidden
        if info.barVisibility[.tab] == .hidden || tabEdge != nil || sharesRow, let first = nodes.first {
            var tabBar = NavigationInfo()
            tabBar.barVisibility[.tab] = info.barVisibility[.tab]
            tabBar.scrollEdge[.bottom] = tabEdge
            tabBar.sharesTabRow = sharesRow
            nodes[0] = first.with { $0.preferences.set(NavigationKey.self, tabBar) }
        }
        return nodes
    }
}

/// A screen's toolbar items by where they go.
struct ToolbarItems {
    var leading: [Node] = []
    var trailing: [Node] = []
    var principal: [Node] = []
    var bottom: [Node] = []
    var status: [Node] = []

    init(_ items: [(placement: ToolbarItemPlacement, node: Node)], _ ctx: ResolveContext) {
        var overflow = false
        // Toolbar spacers only split iOS 26's platters; iOS 18's bars have none.
        let platters = ctx.environment.systemLook.bar.platters
        for (placement, node) in items where platters || node.traits[ToolbarSpacerTraitKey.self] == nil {
            switch placement.place {
            case .leading: leading.append(node)
            case .trailing: trailing.append(node)
            case .principal: principal.append(node)
            case .bottom: bottom.append(node)
            case .bottomCentre: status.append(node)
            case .overflow: overflow = true
            case .none: break
            }
        }
        // Secondary actions go into a menu behind one "more" button at the trailing end.
        // (iOS 26: a plain ellipsis on its platter.)
        if overflow {
            let glass = ctx.environment.systemLook.bar.platters
            trailing += resolveView(BarSymbol(name: glass ? "ellipsis" : "ellipsis.circle"), ctx.withoutStack())
        }
    }
}

/// A row that leads to another view: its label and a chevron (the destination is not shown).
nonisolated public struct NavigationLink<Label: View, Destination: View>: View {
    let label: Label

    /// A link showing `label`.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) { self.label = label() }

    /// A link to a value (for `navigationDestination`).
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) where Destination == Never { self.label = label() }

    /// A link showing `label` (the older spelling, the destination made at once).
    public init(destination: Destination, @ViewBuilder label: () -> Label) { self.label = label() }

    /// A link that is pushed while `isActive` is true (the older API; a picture shows the list).
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) { self.label = label() }

    /// A link pushed while `selection` equals `tag` (the older API; a picture shows the list).
    public init<V: Hashable>(destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label) { self.label = label() }

    /// A link that is pushed while `isActive` is true.
    public init(isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) { self.label = label() }

    @Environment(\.splitColumn) private var column
    @Environment(\.systemLook) private var look

    public var body: some View {
        HStack {
            label
            Spacer(minLength: look.row.valueGap)
            // A split view's sidebar rows select rather than push: no chevron.
            if column != .sidebar { Chevron() }
        }
        .accessibilityAttributes { a, _ in a.role = .button }
    }
}

extension NavigationLink where Label == Text {
    /// A link with a text title.
    public init(_ title: String, @ViewBuilder destination: () -> Destination) { self.init(destination: destination) { Text(title) } }

    /// A link with a text title to a value.
    public init<P: Hashable>(_ title: String, value: P?) where Destination == Never { self.init(value: value) { Text(title) } }

    /// A link with a text title (the older spelling).
    public init(_ title: String, destination: Destination) { self.init(destination: destination) { Text(title) } }

    /// A link with a localized title.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) { self.init(destination: destination) { Text(titleKey) } }

    /// A link with a localized title to a value.
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) where Destination == Never { self.init(value: value) { Text(titleKey) } }

    /// A link with a text title that is pushed while `isActive` is true.
    public init(_ title: String, destination: Destination, isActive: Binding<Bool>) { self.init(destination: destination) { Text(title) } }
}

/// The disclosure chevron of a navigation row: 7 × 12 points, UIKit's tertiaryLabel grey (or `color`).
nonisolated struct Chevron: View {
    var color: Color?
    @Environment(\.systemLook) private var look
    var body: some View {
        let bar = look.bar
        ChevronShape(inset: bar.chevronInset)
            .stroke(color ?? look.tertiaryLabel, lineWidth: bar.chevronLineWidth)
            .frame(width: bar.chevronWidth, height: bar.chevronHeight)
    }
}

/// Two strokes meeting at the trailing middle.
nonisolated struct ChevronShape: Shape {
    /// How far the strokes keep from the frame's edges (half the line).
    let inset: CGFloat
    func path(in r: CGRect) -> Path {
        var p = Path()
        p.move(to: CGPoint(x: r.minX + inset, y: r.minY + inset))
        p.addLine(to: CGPoint(x: r.maxX - inset, y: r.midY))
        p.addLine(to: CGPoint(x: r.minX + inset, y: r.maxY - inset))
        return p
    }
}

nonisolated extension View {
    /// The title (the older API).
    public func navigationBarTitle(_ title: String) -> ModifiedContent<Self, _NavigationRequestModifier> { navigationTitle(title) }

    /// The title as a text (the older API).
    public func navigationBarTitle(_ title: Text) -> ModifiedContent<Self, _NavigationRequestModifier> { navigationTitle(title) }

    /// The title and how it is shown (the older API).
    public func navigationBarTitle(_ title: String, displayMode: NavigationBarItem.TitleDisplayMode)
        -> ModifiedContent<ModifiedContent<Self, _NavigationRequestModifier>, _NavigationRequestModifier> {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }

    /// The title as a text and how it is shown (the older API).
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode)
        -> ModifiedContent<ModifiedContent<Self, _NavigationRequestModifier>, _NavigationRequestModifier> {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }
}
