import Foundation

// Toolbars: `toolbar` with `ToolbarItem`/`ToolbarItemGroup` and their placements, the bars'
// backgrounds and visibility (docs/controls.md, "Toolbars"). The modifiers only record what
// the content asked for on its first node; the navigation stack that shows the screen reads it
// and draws the bars (Navigation.swift).

/// Where a toolbar item goes, as in SwiftUI. On iOS the placements come to four places: the
/// navigation bar's leading and trailing ends, its centre (`.principal`), and the bottom bar.
public struct ToolbarItemPlacement: Hashable, Sendable {
    enum Place: Hashable, Sendable { case leading, trailing, principal, bottom, bottomCentre, overflow, none }
    let place: Place
    let emphasised: Bool

    init(_ place: Place, emphasised: Bool = false) {
        self.place = place
        self.emphasised = emphasised
    }

    /// The system's choice: the trailing end of the navigation bar on iOS.
    public static let automatic = ToolbarItemPlacement(.trailing)
    /// The trailing end of the navigation bar.
    public static let primaryAction = ToolbarItemPlacement(.trailing)
    /// The overflow menu at the trailing end (drawn as its "more" button).
    public static let secondaryAction = ToolbarItemPlacement(.overflow)
    /// The leading end, beside the back button.
    public static let navigation = ToolbarItemPlacement(.leading)
    /// The centre of the navigation bar, in place of the title.
    public static let principal = ToolbarItemPlacement(.principal)
    /// The trailing end, in semibold (a sheet's "Done").
    public static let confirmationAction = ToolbarItemPlacement(.trailing, emphasised: true)
    /// The leading end (a sheet's "Cancel").
    public static let cancellationAction = ToolbarItemPlacement(.leading)
    /// The trailing end.
    public static let destructiveAction = ToolbarItemPlacement(.trailing)
    /// The centre of the bottom bar.
    public static let status = ToolbarItemPlacement(.bottomCentre)
    /// Above the keyboard: not drawn (a picture shows no keyboard).
    public static let keyboard = ToolbarItemPlacement(.none)
    /// The navigation bar's leading end.
    public static let topBarLeading = ToolbarItemPlacement(.leading)
    /// The navigation bar's trailing end.
    public static let topBarTrailing = ToolbarItemPlacement(.trailing)
    /// The navigation bar's leading end (the older name).
    public static let navigationBarLeading = ToolbarItemPlacement(.leading)
    /// The navigation bar's trailing end (the older name).
    public static let navigationBarTrailing = ToolbarItemPlacement(.trailing)
    /// The bottom toolbar.
    public static let bottomBar = ToolbarItemPlacement(.bottom)
}

/// A bar that `toolbarBackground` and `toolbar(_:for:)` apply to.
public struct ToolbarPlacement: Hashable, Sendable {
    enum Bar: Hashable, Sendable { case navigation, bottom, tab }
    let bars: Set<Bar>
    /// The bars of the view's container (the navigation bar and the bottom bar).
    public static let automatic = ToolbarPlacement(bars: [.navigation, .bottom])
    /// The navigation bar.
    public static let navigationBar = ToolbarPlacement(bars: [.navigation])
    /// The bottom toolbar.
    public static let bottomBar = ToolbarPlacement(bars: [.bottom])
    /// The tab bar.
    public static let tabBar = ToolbarPlacement(bars: [.tab])
}

/// What a screen asked of its navigation container: its title, toolbar and bars. A preference
/// (`NavigationKey`): set by the modifiers on the first view they modify, combined up the tree,
/// used and taken off by the navigation stack that shows the screen.
struct NavigationInfo {
    var title: String?
    var mode: NavigationBarItem.TitleDisplayMode?
    /// The toolbar's items, resolved, with their places.
    var items: [(placement: ToolbarItemPlacement, node: Node)] = []
    var barBackground: [ToolbarPlacement.Bar: AnyShapeStyle] = [:]
    /// `toolbarBackground(.visible/.hidden, for:)`.
    var backgroundVisibility: [ToolbarPlacement.Bar: Visibility] = [:]
    /// `toolbar(.hidden, for:)`, `navigationBarHidden`.
    var barVisibility: [ToolbarPlacement.Bar: Visibility] = [:]
    var backButtonHidden: Bool?
    /// `searchable`: the search field under the title.
    var search: SearchRequest?
    /// `navigationSplitViewColumnWidth`: the width of the split-view column this screen fills.
    var columnWidth: CGFloat?
    /// Views for pushed values (`navigationDestination(for:)`), newest last.
    var destinations: [NavigationDestination] = []
    /// Views pushed by `navigationDestination(isPresented:)` and `(item:)` that are presented.
    var presented: [(ResolveContext) -> [Node]] = []
    /// Whether the screen's content rests scrolled (`defaultScrollAnchor` below its top), so the
    /// bar shows its background as it does once content scrolls under it.
    var scrolledAtRest = false
    /// The scroll edge effect asked for at the top and bottom edges (`scrollEdgeEffectStyle`,
    /// `scrollEdgeEffectHidden`); an edge not in it takes the automatic (soft) effect.
    var scrollEdge: [VerticalEdge: ScrollEdgeEffectStyle] = [:]
    /// Passed up to a tab view: the screen's navigation bar leaves its row's centre to an
    /// iPad's top tab bar.
    var sharesTabRow = false

    /// Adds what `inner` (a view nearer the screen's root wins ties less) set and this did not.
    mutating func merge(_ inner: NavigationInfo) {
        if title == nil { title = inner.title }
        if mode == nil { mode = inner.mode }
        items += inner.items
        barBackground.merge(inner.barBackground) { mine, _ in mine }
        backgroundVisibility.merge(inner.backgroundVisibility) { mine, _ in mine }
        barVisibility.merge(inner.barVisibility) { mine, _ in mine }
        if backButtonHidden == nil { backButtonHidden = inner.backButtonHidden }
        if columnWidth == nil { columnWidth = inner.columnWidth }
        if search == nil { search = inner.search }
        destinations += inner.destinations
        presented += inner.presented
        scrolledAtRest = scrolledAtRest || inner.scrolledAtRest
        scrollEdge.merge(inner.scrollEdge) { mine, _ in mine }
        sharesTabRow = sharesTabRow || inner.sharesTabRow
    }
}

/// The navigation requests of a view and its subtree: a preference, combined in view order
/// (an earlier view's title wins a later one's; items and destinations add up).
enum NavigationKey: PreferenceKey {
    static var defaultValue: NavigationInfo { NavigationInfo() }
    static func reduce(value: inout NavigationInfo, nextValue: () -> NavigationInfo) { value.merge(nextValue()) }
}

/// A view for values of one type, as `navigationDestination(for:destination:)` declares it.
struct NavigationDestination {
    let make: (AnyHashable) -> ((ResolveContext) -> [Node])?
}

/// Records a navigation request on the first view of the content, over what its subtree asked
/// (the outer request wins).
nonisolated public struct _NavigationRequestModifier: ViewModifier, PrimitiveModifier {
    let edit: (inout NavigationInfo, ResolveContext) -> Void
    public typealias Body = Never
    public func body(content: Content) -> Never { neverBody() }
    nonisolated func resolve(content: (ResolveContext) -> [Node], _ ctx: ResolveContext) -> [Node] {
        var nodes = content(ctx)
        guard let first = nodes.first else { return nodes }
        nodes[0] = first.with { a in
            var info = a.preferences[NavigationKey.self] ?? NavigationInfo()
            edit(&info, ctx)
            a.preferences.set(NavigationKey.self, info)
        }
        return nodes
    }
}

private enum InBarKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// True inside a toolbar item: its touch target is the bar's (44 points or more), whatever
    /// its content's size (`layoutviz check --accessibility`).
    var isInBar: Bool {
        get { self[InBarKey.self] }
        set { self[InBarKey.self] = newValue }
    }
}

/// Where a toolbar item goes: a trait of its content's views, read by `toolbar`.
enum ToolbarPlacementTraitKey: ViewTraitKey { static let defaultValue: ToolbarItemPlacement? = nil }

/// Content for a toolbar: `ToolbarItem`, `ToolbarItemGroup`, or views (placed automatically).
public protocol ToolbarContent: View {}

/// A toolbar item: its content and where it goes.
nonisolated public struct ToolbarItem<ID, Content: View>: ToolbarContent, PrimitiveView {
    let placement: ToolbarItemPlacement
    let content: Content

    /// An item placed at `placement` (automatic: the navigation bar's trailing end).
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == () {
        self.placement = placement
        self.content = content()
    }

    /// An item with an identifier (for customisable toolbars; the identifier is not used).
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == String {
        self.placement = placement
        self.content = content()
    }

    public var body: Never { neverBody() }

    nonisolated func resolve(_ ctx: ResolveContext) -> [Node] {
        var ctx = ctx.withoutStack()
        ctx.environment.isInBar = true
        if placement.emphasised {
            ctx.environment.fontWeight = .semibold
            // iOS 26 draws a confirmation on a tinted platter: its content white.
            let look = ctx.environment.systemLook
            if look.bar.platters { ctx.environment.tint = look.onFill }
        }
        return resolveView(content, ctx).map { $0.with { $0.traits[ToolbarPlacementTraitKey.self] = placement } }
    }
}

/// Several items at one placement.
nonisolated public struct ToolbarItemGroup<Content: View>: ToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content

    /// The content's views, each an item at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    public var body: some View { ToolbarItem(placement: placement) { content } }
}

/// Groups toolbar content (what `@ToolbarContentBuilder` builds).
nonisolated public struct _ToolbarContentGroup<Content: View>: ToolbarContent {
    let content: Content
    public var body: some View { content }
}

/// Builds toolbar content from items, as SwiftUI's builder of the same name.
@resultBuilder
public enum ToolbarContentBuilder {
    public static func buildBlock<C: ToolbarContent>(_ content: C) -> C { content }
    public static func buildBlock<each C: ToolbarContent>(_ content: repeat each C) -> _ToolbarContentGroup<TupleView<(repeat each C)>> {
        _ToolbarContentGroup(content: ViewBuilder.buildBlock(repeat each content))
    }
    public static func buildExpression<C: ToolbarContent>(_ content: C) -> C { content }
    public static func buildOptional<C: ToolbarContent>(_ content: C?) -> _ToolbarContentGroup<C?> { _ToolbarContentGroup(content: content) }
    public static func buildIf<C: ToolbarContent>(_ content: C?) -> _ToolbarContentGroup<C?> { _ToolbarContentGroup(content: content) }
    public static func buildEither<T: ToolbarContent, F: ToolbarContent>(first: T) -> _ToolbarContentGroup<_ConditionalContent<T, F>> {
        _ToolbarContentGroup(content: ViewBuilder.buildEither(first: first))
    }
    public static func buildEither<T: ToolbarContent, F: ToolbarContent>(second: F) -> _ToolbarContentGroup<_ConditionalContent<T, F>> {
        _ToolbarContentGroup(content: ViewBuilder.buildEither(second: second))
    }
}

/// The environment of a bar's items: body text, large symbols (UIKit's bar button symbols),
/// labels as their icons (as iOS shows a label in a bar); on iOS 26's platters, titles in
/// medium weight and items in the label colour instead of the tint.
private func barItemContext(_ ctx: ResolveContext) -> ResolveContext {
    var c = ctx.withoutStack()
    c.environment.imageScale = .large
    c.environment.isInListRow = false
    c.environment.labelStyle = LabelStyleConfiguration(kind: .iconOnly)
    let look = c.environment.systemLook
    if look.bar.platters {
        c.environment.fontWeight = look.bar.platterTitleWeight
        c.environment.tint = look.label
        c.environment.isOnBarPlatter = true
    }
    return c
}

nonisolated extension View {
    /// Adds items to the bars of the navigation container showing this view: `ToolbarItem`s
    /// where their placements say, plain views at the navigation bar's trailing end.
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> ModifiedContent<Self, _NavigationRequestModifier> {
        let content = content()
        return modifier(_NavigationRequestModifier { info, ctx in
            for node in resolveView(content, barItemContext(ctx)) {
                info.items.append((node.traits[ToolbarPlacementTraitKey.self] ?? .automatic, node))
            }
        })
    }

    /// Items at the navigation bar's leading and trailing ends (the older API): as `ToolbarItem`s
    /// placed `.navigationBarLeading` and `.navigationBarTrailing`.
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> ModifiedContent<Self, _NavigationRequestModifier> {
        toolbar {
            ToolbarItem(placement: .navigationBarLeading) { leading }
            ToolbarItem(placement: .navigationBarTrailing) { trailing }
        }
    }

    /// An item at the navigation bar's leading end (the older API).
    public func navigationBarItems<L: View>(leading: L) -> ModifiedContent<Self, _NavigationRequestModifier> {
        toolbar { ToolbarItem(placement: .navigationBarLeading) { leading } }
    }

    /// An item at the navigation bar's trailing end (the older API).
    public func navigationBarItems<T: View>(trailing: T) -> ModifiedContent<Self, _NavigationRequestModifier> {
        toolbar { ToolbarItem(placement: .navigationBarTrailing) { trailing } }
    }

    /// Shows or hides the bars' backgrounds (iOS 18 spelling of `toolbarBackground(_:for:)`).
    public func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> ModifiedContent<Self, _NavigationRequestModifier> {
        modifier(_NavigationRequestModifier { info, _ in
            for bar in bars.flatMap(\.bars) { info.backgroundVisibility[bar] = visibility }
        })
    }

    /// Hides or shows bars: `.toolbar(.hidden, for: .navigationBar)`, `.tabBar`...
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> ModifiedContent<Self, _NavigationRequestModifier> {
        modifier(_NavigationRequestModifier { info, _ in
            for bar in bars.flatMap(\.bars) { info.barVisibility[bar] = visibility }
        })
    }

    /// Paints a bar's background with `style`; drawn when the bar's background is `.visible`
    /// (at rest iOS draws a navigation bar transparent, so a style alone shows nothing).
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> ModifiedContent<Self, _NavigationRequestModifier> {
        modifier(_NavigationRequestModifier { info, _ in
            for bar in bars.flatMap(\.bars) { info.barBackground[bar] = AnyShapeStyle(style) }
        })
    }

    /// Shows or hides a bar's background: `.visible` draws it at rest.
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> ModifiedContent<Self, _NavigationRequestModifier> {
        modifier(_NavigationRequestModifier { info, _ in
            for bar in bars.flatMap(\.bars) { info.backgroundVisibility[bar] = visibility }
        })
    }

    /// Hides the navigation bar (the older API).
    public func navigationBarHidden(_ hidden: Bool) -> ModifiedContent<Self, _NavigationRequestModifier> {
        modifier(_NavigationRequestModifier { info, _ in info.barVisibility[.navigation] = hidden ? .hidden : .automatic })
    }

    /// Hides the back button of a pushed screen.
    public func navigationBarBackButtonHidden(_ hidden: Bool = true) -> ModifiedContent<Self, _NavigationRequestModifier> {
        modifier(_NavigationRequestModifier { info, _ in info.backButtonHidden = hidden })
    }

    /// Sets the bars' colour scheme; accepted, the bars keep the picture's scheme.
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> Self { self }

    /// Sets the toolbar's role; accepted, not drawn differently.
    public func toolbarRole(_ role: ToolbarRole) -> Self { self }

    /// How the navigation bar shows the title (iOS 17's name for `navigationBarTitleDisplayMode`).
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> ModifiedContent<Self, _NavigationRequestModifier> {
        navigationBarTitleDisplayMode(mode.mode)
    }
}

/// A toolbar's role (`.navigationStack`, `.browser`, `.editor`).
public struct ToolbarRole: Hashable, Sendable {
    let name: String
    public static let automatic = ToolbarRole(name: "automatic")
    public static let navigationStack = ToolbarRole(name: "navigationStack")
    public static let browser = ToolbarRole(name: "browser")
    public static let editor = ToolbarRole(name: "editor")
}

/// How a toolbar shows its title (iOS 17's name for the display modes).
public struct ToolbarTitleDisplayMode: Hashable, Sendable {
    let mode: NavigationBarItem.TitleDisplayMode
    public static let automatic = ToolbarTitleDisplayMode(mode: .automatic)
    public static let large = ToolbarTitleDisplayMode(mode: .large)
    public static let inline = ToolbarTitleDisplayMode(mode: .inline)
    public static let inlineLarge = ToolbarTitleDisplayMode(mode: .large)
}

/// A toolbar item the system adds on its own (`toolbar(removing:)`).
public struct ToolbarDefaultItemKind: Hashable, Sendable {
    let name: String
    /// A split view's sidebar button.
    public static let sidebarToggle = ToolbarDefaultItemKind(name: "sidebarToggle")
    /// The title of a window or screen.
    public static let title = ToolbarDefaultItemKind(name: "title")
}

nonisolated extension View {
    /// Removes an item the system adds; accepted (LayoutViz's bars add none but the split view's
    /// sidebar button, which stays).
    public func toolbar(removing defaultItemKind: ToolbarDefaultItemKind?) -> Self { self }

    /// How a toolbar shrinks while scrolling (iOS 27); accepted, a picture shows it at rest.
    public func toolbarMinimizeBehavior(_ behavior: TabBarMinimizeBehavior) -> Self { self }
}
