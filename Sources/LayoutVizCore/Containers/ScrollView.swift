import Foundation

/// A scrollable view, drawn at scroll offset 0 (docs/layout/scroll-view.md).
///
/// On its scroll axes it takes the space offered and proposes its content nil (the content's
/// ideal length); across them it is as long as its content. Several content views are stacked
/// along the scroll axis, as SwiftUI does. Indicators are never drawn (iOS shows them only while
/// scrolling) and never change layout.
nonisolated public struct ScrollView<Content: View>: View, PrimitiveView {
    /// The scroll axes.
    public var axes: Axis.Set
    /// Whether indicators would show while scrolling (no effect on a picture).
    public var showsIndicators: Bool
    /// The content.
    public var content: Content

    /// Creates a scroll view on `axes` (vertical by default).
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    public var body: Never { neverBody() }

    nonisolated func resolve(_ ctx: ResolveContext) -> [Node] {
        // [INF] Several views inside are stacked along the scroll axis (vertically when both).
        let axis: Axis = axes == .horizontal ? .horizontal : .vertical
        var inner = ctx
        inner.stackAxis = axis
        // The options and margins set around this scroll view are its own, not its content's
        // scroll views' [INF].
        let options = ctx.environment.scrollOptions
        let margins = ctx.environment.scrollContentMargins
        inner.environment.scrollOptions = ScrollOptions()
        inner.environment.scrollContentMargins = EdgeInsets()
        let views = resolveView(content, inner)
        var stacked = views.count == 1 ? views
            : [Node(.stack(axis: axis, alignment: axis == .vertical ? .horizontal(.center) : .vertical(.center), spacing: nil), children: views)]
        // Content margins inset the content inside the scrolled area, as padding does.
        if margins != EdgeInsets(), !stacked.isEmpty { stacked = [Node(.padding(margins), children: stacked)] }
        var scroll = Node(.scroll(axes, options), children: views.isEmpty ? [] : stacked)
        // Anchored below its top, the content rests scrolled (when it is longer than the view,
        // which layout decides: a short one counts too [INF]); a navigation bar above it shows
        // its background, as iOS shows it once content lies under the bar.
        if axes.contains(.vertical), let y = options.initialOffset?.y, y > 0 {
            scroll = scroll.with { n in
                var info = n.preferences[NavigationKey.self] ?? NavigationInfo()
                info.scrolledAtRest = true
                n.preferences.set(NavigationKey.self, info)
            }
        }
        return [scroll]
    }
}

/// Where a scroll view rests (`defaultScrollAnchor`: the anchor its content is scrolled to at
/// first, and the one content shorter than the view is aligned to; nil: the start), and whether it
/// clips its content (`scrollClipDisabled`).
struct ScrollOptions: Hashable, Sendable {
    var initialOffset: UnitPoint?
    var alignment: UnitPoint?
    var clipDisabled = false
    /// The view it rests scrolled to (`scrollPosition(id:)`, `ScrollViewReader`), placed by a
    /// second placement once the view's frame is known (ScrollPosition.swift).
    var target: ScrollRestTarget?
    /// The content offset it rests at (`ScrollPosition(point:)`), in points.
    var offset: CGPoint?
}

private enum ScrollOptionsKey: EnvironmentKey { static let defaultValue = ScrollOptions() }
private enum ScrollContentMarginsKey: EnvironmentKey { static let defaultValue = EdgeInsets() }

extension EnvironmentValues {
    /// Where the scroll views below rest and whether they clip (`defaultScrollAnchor`,
    /// `scrollClipDisabled`).
    var scrollOptions: ScrollOptions {
        get { self[ScrollOptionsKey.self] }
        set { self[ScrollOptionsKey.self] = newValue }
    }

    /// The margins of the scroll views' content below (`contentMargins`).
    var scrollContentMargins: EdgeInsets {
        get { self[ScrollContentMarginsKey.self] }
        set { self[ScrollContentMarginsKey.self] = newValue }
    }
}

/// Where `contentMargins` apply: the scrolled content, the indicators, or both.
public struct ContentMarginPlacement: Hashable, Sendable {
    let name: String
    /// The content and the indicators, as the platform places them.
    public static let automatic = ContentMarginPlacement(name: "automatic")
    /// The scrolled content.
    public static let scrollContent = ContentMarginPlacement(name: "scrollContent")
    /// The indicators (not drawn at rest).
    public static let scrollIndicators = ContentMarginPlacement(name: "scrollIndicators")
}

nonisolated extension View {
    /// Lets the scroll views below draw their content outside their bounds (a carousel's next
    /// card and its shadow beyond the padding), or clip it again with `false`.
    public func scrollClipDisabled(_ disabled: Bool = true) -> ModifiedContent<Self, _EnvironmentWritingModifier> {
        modifier(_EnvironmentWritingModifier { $0.scrollOptions.clipDisabled = disabled })
    }

    /// Sets where the scroll views below rest: their content's `anchor` at theirs (`.bottom`
    /// shows the end of a chat), and content shorter than the view aligned to it (iOS 17).
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> ModifiedContent<Self, _EnvironmentWritingModifier> {
        modifier(_EnvironmentWritingModifier {
            $0.scrollOptions.initialOffset = anchor
            $0.scrollOptions.alignment = anchor
        })
    }

    /// Sets the anchor of the scroll views below for `role` (iOS 18): `.initialOffset` where they
    /// rest, `.alignment` where shorter content sits; `.sizeChanges` changes nothing at rest.
    public func defaultScrollAnchor(_ anchor: UnitPoint?, for role: ScrollAnchorRole) -> ModifiedContent<Self, _EnvironmentWritingModifier> {
        modifier(_EnvironmentWritingModifier {
            if role == .initialOffset { $0.scrollOptions.initialOffset = anchor }
            if role == .alignment { $0.scrollOptions.alignment = anchor }
        })
    }

    /// Insets the content of the scroll views below on `edges` by `insets` (iOS 17); margins for
    /// the indicators alone change nothing at rest.
    public func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic) -> ModifiedContent<Self, _EnvironmentWritingModifier> {
        modifier(_EnvironmentWritingModifier { env in
            guard placement != .scrollIndicators else { return }
            if edges.contains(.top) { env.scrollContentMargins.top = insets.top }
            if edges.contains(.leading) { env.scrollContentMargins.leading = insets.leading }
            if edges.contains(.bottom) { env.scrollContentMargins.bottom = insets.bottom }
            if edges.contains(.trailing) { env.scrollContentMargins.trailing = insets.trailing }
        })
    }

    /// Insets the content of the scroll views below by `length` on `edges` (nil: the platform's
    /// default, the default padding [INF]).
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic) -> ModifiedContent<Self, _EnvironmentWritingModifier> {
        let l = length ?? Self.defaultPadding
        return contentMargins(edges, EdgeInsets(.all, l), for: placement)
    }

    /// Insets the content of the scroll views below by `length` on every edge.
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> ModifiedContent<Self, _EnvironmentWritingModifier> {
        contentMargins(.all, length, for: placement)
    }
}

/// Whether scroll indicators show.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
    let value: Int
    /// The platform's choice.
    public static let automatic = ScrollIndicatorVisibility(value: 0)
    /// Shown while scrolling.
    public static let visible = ScrollIndicatorVisibility(value: 1)
    /// Hidden.
    public static let hidden = ScrollIndicatorVisibility(value: 2)
    /// Never shown.
    public static let never = ScrollIndicatorVisibility(value: 3)  // not a look value: a case's number
}

/// Whether a scrollable container draws its own background.
public struct ScrollContentBackground: Hashable, Sendable {
    let value: Int
    /// The platform's choice.
    public static let automatic = ScrollContentBackground(value: 0)
    /// Shown.
    public static let visible = ScrollContentBackground(value: 1)
    /// Hidden.
    public static let hidden = ScrollContentBackground(value: 2)
}

nonisolated extension View {
    /// Sets whether scroll indicators show; indicators never change layout and are not drawn at rest.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> Self { self }

    /// Hides or shows the background of lists, forms and text editors below (no effect on
    /// `ScrollView`, which draws no background of its own).
    public func scrollContentBackground(_ visibility: ScrollContentBackground) -> Self { self }

    /// Marks views as scroll targets; nothing scrolls in a picture.
    public func scrollTargetLayout(isEnabled: Bool = true) -> Self { self }

    /// Turns off scrolling; a picture is the same either way.
    public func scrollDisabled(_ disabled: Bool) -> Self { self }

    /// Sets how scroll views bounce; no effect on a picture.
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> Self { self }
}

/// How a scroll view bounces at its ends.
public struct ScrollBounceBehavior: Hashable, Sendable {
    let value: Int
    /// The platform's choice.
    public static let automatic = ScrollBounceBehavior(value: 0)
    /// Always bounces.
    public static let always = ScrollBounceBehavior(value: 1)
    /// Bounces only when the content is larger than the viewport.
    public static let basedOnSize = ScrollBounceBehavior(value: 2)
}

/// A vertical stack for long lists: laid out as a `VStack` and as wide as offered (docs/layout/scroll-view.md).
nonisolated public struct LazyVStack<Content: View>: View, PrimitiveView {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// Creates a lazy vertical stack. Pinned views are accepted and not pinned (offset 0 pins nothing).
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = [], @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: Never { neverBody() }

    nonisolated func resolve(_ ctx: ResolveContext) -> [Node] {
        // [INF] As wide as offered: a VStack in a frame(maxWidth: .infinity) aligned like the stack.
        let stack = resolveStack(axis: .vertical, alignment: .horizontal(alignment), spacing: spacing, content, ctx)
        return [Node(.flexFrame(FlexFrame(maxWidth: .infinity, alignment: Alignment(horizontal: alignment, vertical: .center))), children: stack, viewName: "LazyVStack")]
    }
}

/// A horizontal stack for long rows: laid out as an `HStack` and as tall as offered.
nonisolated public struct LazyHStack<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// Creates a lazy horizontal stack. Pinned views are accepted and not pinned.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = [], @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: Never { neverBody() }

    nonisolated func resolve(_ ctx: ResolveContext) -> [Node] {
        let stack = resolveStack(axis: .horizontal, alignment: .vertical(alignment), spacing: spacing, content, ctx)
        return [Node(.flexFrame(FlexFrame(maxHeight: .infinity, alignment: Alignment(horizontal: .center, vertical: alignment))), children: stack, viewName: "LazyHStack")]
    }
}

/// Which section views stay pinned while scrolling.
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// Section headers.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    /// Section footers.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

private enum ScrollEdgeEffectsKey: EnvironmentKey { static let defaultValue: [VerticalEdge: ScrollEdgeEffectStyle] = [:] }

extension EnvironmentValues {
    /// The scroll edge effects set around a view (`scrollEdgeEffectStyle`), by edge.
    var scrollEdgeEffects: [VerticalEdge: ScrollEdgeEffectStyle] {
        get { self[ScrollEdgeEffectsKey.self] }
        set { self[ScrollEdgeEffectsKey.self] = newValue }
    }
}

/// How content fades under the bars at a scroll view's edges (iOS 26): drawn by the bars
/// (Navigation/ScrollEdgeEffect.swift).
public struct ScrollEdgeEffectStyle: Hashable, Sendable {
    let name: String
    /// The system's choice: soft on iOS.
    public static let automatic = ScrollEdgeEffectStyle(name: "automatic")
    /// A soft fade.
    public static let soft = ScrollEdgeEffectStyle(name: "soft")
    /// A sharper, more opaque edge.
    public static let hard = ScrollEdgeEffectStyle(name: "hard")
    /// No effect (`scrollEdgeEffectHidden`).
    static let hidden = ScrollEdgeEffectStyle(name: "hidden")
}

nonisolated extension View {
    /// Sets the scroll edge effect the bars draw over scroll views below at `edges` (top and
    /// bottom; nil: automatic). Set inside a navigation stack's screen or around the stack or
    /// tab view, as SwiftUI allows.
    public func scrollEdgeEffectStyle(_ style: ScrollEdgeEffectStyle?, for edges: Edge.Set) -> some View {
        scrollEdge(style ?? .automatic, edges)
    }

    /// Hides (or shows again) the scroll edge effect at `edges`.
    public func scrollEdgeEffectHidden(_ hidden: Bool = true, for edges: Edge.Set = .all) -> some View {
        scrollEdge(hidden ? .hidden : .automatic, edges)
    }

    /// Records `style` for `edges` for the bars around (the environment) and above (a navigation request).
    private func scrollEdge(_ style: ScrollEdgeEffectStyle, _ edges: Edge.Set) -> some View {
        let chosen = VerticalEdge.allCases.filter { edges.contains($0 == .top ? .top : .bottom) }
        return modifier(_EnvironmentWritingModifier { env in for e in chosen { env.scrollEdgeEffects[e] = style } })
            .modifier(_NavigationRequestModifier { info, _ in for e in chosen { info.scrollEdge[e] = style } })
    }

    /// Mirrors and blurs this view into the safe area around it (iOS 26); drawn as the view
    /// alone.
    public func backgroundExtensionEffect() -> Self { self }

    /// Whether a reordering gesture may move this view (iOS 27); accepted, a picture shows the
    /// views in place.
    public func reorderable(_ isEnabled: Bool = true) -> Self { self }

    /// Makes this container the one reorderable views move within (iOS 27); accepted.
    public func reorderContainer() -> Self { self }

    /// Makes this container the one whose rows share one open swipe-actions row (iOS 27); accepted.
    public func swipeActionsContainer() -> Self { self }
}

/// When scrolling dismisses the keyboard.
public struct ScrollDismissesKeyboardMode: Hashable, Sendable {
    let name: String
    public static let automatic = ScrollDismissesKeyboardMode(name: "automatic")
    public static let immediately = ScrollDismissesKeyboardMode(name: "immediately")
    public static let interactively = ScrollDismissesKeyboardMode(name: "interactively")
    public static let never = ScrollDismissesKeyboardMode(name: "never")
}

nonisolated extension View {
    /// Sets when scrolling dismisses the keyboard; accepted (a picture shows no keyboard).
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> Self { self }
}
