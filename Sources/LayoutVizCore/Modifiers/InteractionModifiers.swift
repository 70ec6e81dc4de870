import Foundation

// More behaviour a still picture cannot show, accepted and ignored like BehaviorModifiers.swift:
// presentation details, scrolling behaviour, focus and keyboard, drag and drop, feedback,
// animation drivers and the scroll and geometry callbacks of iOS 15–18. Each returns the view
// unchanged; docs/coverage.md lists them. Where a modifier changes what a picture shows, it is
// drawn elsewhere (zIndex, hidden, blendMode, the colour effects: CompositingModifiers.swift).

extension View {
    // MARK: Presentation details (what a sheet would look like; sheets are not presented)

    /// Sets the heights a presented sheet can take.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> Self { self }
    /// Sets the heights a presented sheet can take, and the one it has.
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> Self { self }
    /// Shows or hides a sheet's drag indicator.
    public func presentationDragIndicator(_ visibility: Visibility) -> Self { self }
    /// Sets a sheet's corner radius.
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> Self { self }
    /// Sets a sheet's background.
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> Self { self }
    /// Sets a sheet's background view.
    public func presentationBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> Self { self }
    /// Lets the view behind a sheet be used.
    public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> Self { self }
    /// Sets how a sheet scrolls or resizes.
    public func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> Self { self }
    /// Sets how a presentation adapts to a compact size class.
    public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> Self { self }
    /// Sets a sheet's size on iPad (iOS 18).
    public func presentationSizing(_ sizing: PresentationSizing) -> Self { self }
    /// Keeps a sheet from being swiped away.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> Self { self }

    // MARK: Scrolling behaviour (nothing scrolls in a picture)

    /// Sets how a scroll view settles (`.paging`, `.viewAligned`).
    public func scrollTargetBehavior<B: ScrollTargetBehavior>(_ behavior: B) -> Self { self }
    /// Binds the scroll view's position to the id of a view (iOS 17); a picture shows it at its start.
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> Self { self }
    /// Binds the scroll view's position (iOS 18); a picture shows it at its start.
    public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> Self { self }
    /// Draws nothing outside the scroll view's bounds, or lets its content spill (drawn clipped).
    public func scrollClipDisabled(_ disabled: Bool = true) -> Self { self }
    /// Sets where a scroll view starts; a picture shows it at its start.
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> Self { self }
    /// Sets where a scroll view starts for `role` (iOS 18).
    public func defaultScrollAnchor(_ anchor: UnitPoint?, for role: ScrollAnchorRole) -> Self { self }
    /// Runs `action` when the scroll geometry's `transform` changes; nothing scrolls in a picture.
    public func onScrollGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
                                                     action: @escaping (T, T) -> Void) -> Self { self }
    /// Runs `action` when the scroll phase changes.
    public func onScrollPhaseChange(_ action: @escaping (ScrollPhase, ScrollPhase) -> Void) -> Self { self }
    /// Runs `action` when the scroll phase changes, with its context.
    public func onScrollPhaseChange(_ action: @escaping (ScrollPhase, ScrollPhase, ScrollPhaseChangeContext) -> Void) -> Self { self }
    /// Runs `action` when the view's visibility in a scroll view crosses `threshold`.
    public func onScrollVisibilityChange(threshold: Double = 0.5, _ action: @escaping (Bool) -> Void) -> Self { self }
    /// Runs `action` when the scroll target's visible ids change (iOS 18).
    public func onScrollTargetVisibilityChange<ID: Hashable>(idType: ID.Type, threshold: Double = 0.5, _ action: @escaping ([ID]) -> Void) -> Self { self }
    /// Runs `action` when `transform` of the view's geometry changes (iOS 16); not run for a picture.
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                              action: @escaping (T) -> Void) -> Self { self }
    /// Runs `action` with the old and new values of `transform` of the view's geometry.
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                              action: @escaping (T, T) -> Void) -> Self { self }

    // MARK: Focus and keyboard

    /// Lets the view take focus.
    public func focusable(_ isFocusable: Bool = true) -> Self { self }
    /// Sets the focus effect; none is drawn.
    public func focusEffectDisabled(_ disabled: Bool = true) -> Self { self }
    /// Sets a default focus.
    public func defaultFocus<V: Hashable>(_ binding: FocusState<V>.Binding, _ value: V, priority: DefaultFocusEvaluationPriority = .automatic) -> Self { self }
    /// Adds a keyboard shortcut (hardware keyboards).
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> Self { self }
    /// Adds a keyboard shortcut.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> Self { self }
    /// Runs `action` on a key press (iOS 17).
    public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> Self { self }
    /// Sets what text a view's text is selectable as.
    public func textSelection<S: TextSelectability>(_ selectability: S) -> Self { self }

    // MARK: Pointer, drag and drop

    /// Runs `action` when a pointer enters or leaves (iPad with a pointer).
    public func onHover(perform action: @escaping (Bool) -> Void) -> Self { self }
    /// Sets the pointer hover effect.
    public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> Self { self }
    /// Turns the hover effect off.
    public func hoverEffectDisabled(_ disabled: Bool = true) -> Self { self }
    /// Lets the view be dragged, providing `data`.
    public func onDrag(_ data: @escaping () -> NSItemProvider) -> Self { self }
    /// Lets the view be dragged, with a preview.
    public func onDrag<V: View>(_ data: @escaping () -> NSItemProvider, @ViewBuilder preview: () -> V) -> Self { self }
    /// Accepts drops of `supportedContentTypes`.
    public func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?, perform action: @escaping ([NSItemProvider]) -> Bool) -> Self { self }
    /// Accepts drops handled by `delegate`.
    public func onDrop(of supportedContentTypes: [UTType], delegate: any DropDelegate) -> Self { self }
    /// Lets the view be dragged as `payload` (iOS 16).
    public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> Self { self }
    /// Lets the view be dragged as `payload`, with a preview.
    public func draggable<V: View, T: Transferable>(_ payload: @autoclosure @escaping () -> T, @ViewBuilder preview: () -> V) -> Self { self }
    /// Accepts drops of `T` (iOS 16).
    public func dropDestination<T: Transferable>(for payloadType: T.Type = T.self, action: @escaping ([T], CGPoint) -> Bool,
                                                isTargeted: @escaping (Bool) -> Void = { _ in }) -> Self { self }

    // MARK: Feedback, keyframes and other animation drivers

    /// Plays haptic feedback when `trigger` changes (iOS 17); a picture plays nothing.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> Self { self }
    /// Plays haptic feedback when `trigger` changes and `condition` holds.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T, condition: @escaping (T, T) -> Bool) -> Self { self }
    /// Plays the feedback `feedback` returns when `trigger` changes.
    public func sensoryFeedback<T: Equatable>(trigger: T, _ feedback: @escaping (T, T) -> SensoryFeedback?) -> Self { self }
    /// Animates a symbol with `effect` (iOS 17); a picture shows the symbol at rest.
    public func symbolEffect<T: SymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true) -> Self { self }
    /// Plays `effect` on a symbol when `value` changes.
    public func symbolEffect<T: SymbolEffect, U: Equatable>(_ effect: T, options: SymbolEffectOptions = .default, value: U) -> Self { self }
    /// Removes every symbol effect below.
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> Self { self }
    /// Sets how content changes animate (`.numericText()`, `.interpolate`...); a picture shows the content.
    public func contentTransition(_ transition: ContentTransition) -> Self { self }
    /// Runs a keyframe animation (iOS 17); a picture shows the content with the initial value.
    public func keyframeAnimator<Value, K: Keyframes>(initialValue: Value, repeating: Bool = true,
                                                     @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
                                                     @KeyframesBuilder<Value> keyframes: @escaping (Value) -> K) -> some View where K.Value == Value {
        content(PlaceholderContentView(content: self), initialValue)
    }
    /// Runs a keyframe animation when `trigger` changes; a picture shows the initial value.
    public func keyframeAnimator<Value, T: Equatable, K: Keyframes>(initialValue: Value, trigger: T,
                                                                   @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
                                                                   @KeyframesBuilder<Value> keyframes: @escaping (Value) -> K) -> some View where K.Value == Value {
        content(PlaceholderContentView(content: self), initialValue)
    }
    /// Cycles through `phases` (iOS 17); a picture shows the first phase.
    public func phaseAnimator<Phase: Equatable>(_ phases: some Sequence<Phase>,
                                                @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
                                                animation: @escaping (Phase) -> Animation? = { _ in .default }) -> some View {
        content(PlaceholderContentView(content: self), Array(phases)[0])
    }
    /// Cycles through `phases` when `trigger` changes; a picture shows the first phase.
    public func phaseAnimator<Phase: Equatable, T: Equatable>(_ phases: some Sequence<Phase>, trigger: T,
                                                             @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
                                                             animation: @escaping (Phase) -> Animation? = { _ in .default }) -> some View {
        content(PlaceholderContentView(content: self), Array(phases)[0])
    }
    /// Repeats a button's action while it is held (iOS 17).
    public func buttonRepeatBehavior(_ behavior: ButtonRepeatBehavior) -> Self { self }
    /// Sets the order of a menu's items.
    public func menuOrder(_ order: MenuOrder) -> Self { self }
    /// Sets what a menu does when it is pressed.
    public func menuActionDismissBehavior(_ behavior: MenuActionDismissBehavior) -> Self { self }
    /// Marks data the system should hide in some contexts (widgets, the lock screen); drawn as is.
    public func privacySensitive(_ sensitive: Bool = true) -> Self { self }
    /// Adds an adjustable accessibility action.
    public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> Self { self }
    /// Adds an accessibility representation.
    public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> Self { self }
    /// Sets the accessibility heading level.
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> Self { self }
    /// Sets the view's accessibility input labels.
    public func accessibilityInputLabels(_ inputLabels: [Text]) -> Self { self }
    /// Makes the view and its children one accessibility element (the older API).
    public func accessibility(label: Text) -> Self { self }
    /// Sets the accessibility hint (the older API).
    public func accessibility(hint: Text) -> Self { self }
    /// Hides the view from accessibility (the older API).
    public func accessibility(hidden: Bool) -> Self { self }
    /// Sets accessibility traits (the older API).
    public func accessibility(addTraits traits: AccessibilityTraits) -> Self { self }
    /// Removes accessibility traits (the older API).
    public func accessibility(removeTraits traits: AccessibilityTraits) -> Self { self }
    /// Sets the accessibility value (the older API).
    public func accessibility(value: Text) -> Self { self }
    /// Sets the accessibility identifier (the older API).
    public func accessibility(identifier: String) -> Self { self }
    /// Marks the view as the source of a zoom transition (iOS 18).
    public func matchedTransitionSource<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> Self { self }
    /// Sets the transition of a navigation push (iOS 18).
    public func navigationTransition(_ style: some NavigationTransition) -> Self { self }
    /// Sets the status bar's visibility; the status bar is drawn as the device shows it.
    public func statusBarHidden(_ hidden: Bool = true) -> Self { self }
    /// Sets the visibility of system overlays such as the home indicator.
    public func persistentSystemOverlays(_ visibility: Visibility) -> Self { self }
    /// Defers system gestures at `edges`.
    public func defersSystemGestures(on edges: Edge.Set) -> Self { self }
}

extension View {
    /// Prints why the view's body was evaluated (a debugging aid); a picture evaluates it once and prints nothing.
    public static func _printChanges() {}
    /// Logs why the view's body was evaluated (iOS 17 debugging aid); prints nothing.
    public static func _logChanges() {}
}

/// The content a `keyframeAnimator`, `phaseAnimator` or `Transition` is given: the view it changes.
public struct PlaceholderContentView<Value>: View {
    let content: AnyView
    init<V: View>(content: V) { self.content = AnyView(content) }
    public var body: AnyView { content }
}

// MARK: Types the modifiers take

/// A height a presented sheet can take.
public struct PresentationDetent: Hashable, Sendable {
    let name: String
    let value: CGFloat
    /// About half the screen.
    public static let medium = PresentationDetent(name: "medium", value: 0.5)
    /// The whole screen.
    public static let large = PresentationDetent(name: "large", value: 1)
    /// `fraction` of the screen's height.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(name: "fraction", value: fraction) }
    /// A height of `height` points.
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(name: "height", value: height) }
    /// A height computed from the context.
    public static func custom<D: CustomPresentationDetent>(_ type: D.Type) -> PresentationDetent { PresentationDetent(name: "\(type)", value: 0) }
    /// What a custom detent's height is computed from.
    public struct Context {
        /// The largest height the sheet can have.
        public var maxDetentValue: CGFloat
    }
}

/// A custom sheet height.
public protocol CustomPresentationDetent {
    /// The height in `context`.
    static func height(in context: PresentationDetent.Context) -> CGFloat?
}

/// Whether the view behind a sheet can be used.
public struct PresentationBackgroundInteraction: Sendable {
    let name: String
    public static let automatic = Self(name: "automatic")
    public static let enabled = Self(name: "enabled")
    public static let disabled = Self(name: "disabled")
    public static func enabled(upThrough detent: PresentationDetent) -> Self { Self(name: "enabled") }
}

/// How a sheet's scrolling content interacts with resizing.
public struct PresentationContentInteraction: Sendable {
    let name: String
    public static let automatic = Self(name: "automatic")
    public static let resizes = Self(name: "resizes")
    public static let scrolls = Self(name: "scrolls")
}

/// How a presentation adapts to a compact size.
public struct PresentationAdaptation: Sendable {
    let name: String
    public static let automatic = Self(name: "automatic")
    public static let none = Self(name: "none")
    public static let popover = Self(name: "popover")
    public static let sheet = Self(name: "sheet")
    public static let fullScreenCover = Self(name: "fullScreenCover")
}

/// A sheet's size on iPad (iOS 18).
public struct PresentationSizing: Sendable {
    let name: String
    public static let automatic = Self(name: "automatic")
    public static let form = Self(name: "form")
    public static let page = Self(name: "page")
    public static let fitted = Self(name: "fitted")
    /// The same sizing, fitted to its content on `horizontal` and `vertical`.
    public func fitted(horizontal: Bool, vertical: Bool) -> Self { self }
    /// The same sizing, its sticky size kept.
    public func sticky(horizontal: Bool = false, vertical: Bool = false) -> Self { self }
}

/// How a scroll view settles after a swipe. A picture never swipes, so `updateTarget` is never
/// called; your own behaviours compile.
public protocol ScrollTargetBehavior {
    /// Moves `target` (where the scroll view would settle) to where this behaviour settles it.
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext)
    /// What a behaviour knows about the scroll.
    typealias TargetContext = ScrollTargetBehaviorContext
}

extension ScrollTargetBehavior {
    /// Leaves the target where it is.
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}
}

/// Where a scroll view settles: a rectangle of its content and an anchor in it.
public struct ScrollTarget: Sendable {
    /// The region of the content to show.
    public var rect: CGRect
    /// Where in the scroll view the region sits, nil for the nearest edge.
    public var anchor: UnitPoint?
    /// A target of `rect` at `anchor`.
    public init(rect: CGRect, anchor: UnitPoint? = nil) {
        self.rect = rect
        self.anchor = anchor
    }
}

/// What a scroll target behaviour knows: the original target, the velocity and the sizes.
public struct ScrollTargetBehaviorContext: Sendable {
    /// Where the scroll view would settle without the behaviour.
    public var originalTarget: ScrollTarget
    /// The swipe's velocity.
    public var velocity: CGVector
    /// The content's size.
    public var contentSize: CGSize
    /// The scroll view's size.
    public var containerSize: CGSize
    /// The axes that scroll.
    public var axes: Axis.Set
}

/// Settles on pages the size of the scroll view.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior, Sendable {
    /// Creates the behaviour.
    public init() {}
}

/// Settles with a view aligned to the scroll view's edge.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior, Sendable {
    /// How many views a swipe may move.
    public enum LimitBehavior: Sendable { case automatic, always, never, alwaysByFew, alwaysByOne }
    /// Creates the behaviour.
    public init(limitBehavior: LimitBehavior = .automatic) {}
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// Settles on pages.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// Settles with a view aligned to the edge.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
    /// Settles with a view aligned to the edge, limiting how far a swipe moves.
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}

/// A scroll view's position (iOS 18): where it is scrolled to. A picture is at its start.
public struct ScrollPosition: Hashable, @unchecked Sendable {
    /// The id of the view scrolled to, if any.
    public private(set) var viewID: AnyHashable?
    /// The edge scrolled to, if any.
    public private(set) var edge: Edge?
    /// The point scrolled to, if any.
    public private(set) var point: CGPoint?
    /// Whether the user has scrolled.
    public var isPositionedByUser: Bool { false }
    /// A position at `edge`.
    public init(edge: Edge? = nil) { self.edge = edge }
    /// A position at the view with `id`.
    public init(id: some Hashable & Sendable, anchor: UnitPoint? = nil) { viewID = AnyHashable(id) }
    /// A position of ids of `idType`.
    public init(idType: (some Hashable & Sendable).Type, edge: Edge? = nil) { self.edge = edge }
    /// A position at `point`.
    public init(point: CGPoint) { self.point = point }
    /// Scrolls to `edge`.
    public mutating func scrollTo(edge: Edge) { self.edge = edge }
    /// Scrolls to the view with `id`.
    public mutating func scrollTo(id: some Hashable & Sendable, anchor: UnitPoint? = nil) { viewID = AnyHashable(id) }
    /// Scrolls to `point`.
    public mutating func scrollTo(point: CGPoint) { self.point = point }
    /// Scrolls to `x`, `y`.
    public mutating func scrollTo(x: CGFloat? = nil, y: CGFloat? = nil) { point = CGPoint(x: x ?? 0, y: y ?? 0) }
    /// The id scrolled to as `type`.
    public func viewID<T: Hashable>(type: T.Type) -> T? { viewID?.base as? T }
}

/// Which content a default scroll anchor is for (iOS 18).
public struct ScrollAnchorRole: Hashable, Sendable {
    let name: String
    public static let initialOffset = Self(name: "initialOffset")
    public static let sizeChanges = Self(name: "sizeChanges")
    public static let alignment = Self(name: "alignment")
}

/// A scroll view's geometry (iOS 18), as `onScrollGeometryChange` reads it: at rest, at its start.
public struct ScrollGeometry: Equatable, Sendable {
    /// How far the content is scrolled.
    public var contentOffset: CGPoint
    /// The content's size.
    public var contentSize: CGSize
    /// The insets of the content.
    public var contentInsets: EdgeInsets
    /// The scroll view's size.
    public var containerSize: CGSize
    /// The visible part of the content.
    public var visibleRect: CGRect
    /// The scroll view's bounds.
    public var bounds: CGRect
}

/// What a scroll view is doing (iOS 18).
public enum ScrollPhase: Hashable, Sendable {
    case idle, tracking, interacting, decelerating, animating
    /// Whether the content is moving.
    public var isScrolling: Bool { self != .idle }
}

/// The context of a scroll phase change.
public struct ScrollPhaseChangeContext {
    /// The geometry when the phase changed.
    public var geometry: ScrollGeometry
    /// The velocity, if scrolling.
    public var velocity: CGVector?
}

/// The phase of a scroll transition: the view is at rest (identity) in a picture.
public enum ScrollTransitionPhase: Hashable, Sendable {
    case topLeading, identity, bottomTrailing
    /// Whether the view is fully visible.
    public var isIdentity: Bool { self == .identity }
    /// -1, 0 or 1.
    public var value: Double {
        switch self {
        case .topLeading: return -1
        case .identity: return 0
        case .bottomTrailing: return 1
        }
    }
}

/// When a scroll transition applies.
public struct ScrollTransitionConfiguration: Sendable {
    let name: String
    public static let interactive = Self(name: "interactive")
    public static let animated = Self(name: "animated")
    public static func animated(_ animation: Animation) -> Self { Self(name: "animated") }
    public static let identity = Self(name: "identity")
    /// Sets the threshold of visibility.
    public func threshold(_ threshold: ScrollTransitionConfiguration.Threshold) -> Self { self }
    /// How much of a view must show.
    public struct Threshold: Sendable {
        let value: Double
        public static let visible = Threshold(value: 1)
        public static let hidden = Threshold(value: 0)
        public static var centered: Threshold { Threshold(value: 0.5) }
        public static func visible(_ amount: Double) -> Threshold { Threshold(value: amount) }
        public static func inset(by distance: Double) -> Threshold { Threshold(value: 1) }
        public func interpolated(towards other: Threshold, amount: Double) -> Threshold { self }
        public func inset(by distance: Double) -> Threshold { self }
    }
}

/// When to load the default focus.
public struct DefaultFocusEvaluationPriority: Sendable {
    let name: String
    public static let automatic = Self(name: "automatic")
    public static let userInitiated = Self(name: "userInitiated")
}

/// A key on a hardware keyboard.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    /// The key's character.
    public var character: Character
    /// A key of `character`.
    public init(_ character: Character) { self.character = character }
    public init(extendedGraphemeClusterLiteral value: Character) { character = value }
    public static let upArrow = KeyEquivalent("\u{F700}"), downArrow = KeyEquivalent("\u{F701}")
    public static let leftArrow = KeyEquivalent("\u{F702}"), rightArrow = KeyEquivalent("\u{F703}")
    public static let escape = KeyEquivalent("\u{1B}"), delete = KeyEquivalent("\u{8}"), deleteForward = KeyEquivalent("\u{F728}")
    public static let `return` = KeyEquivalent("\r"), space = KeyEquivalent(" "), tab = KeyEquivalent("\t")
    public static let home = KeyEquivalent("\u{F729}"), end = KeyEquivalent("\u{F72B}"), pageUp = KeyEquivalent("\u{F72C}"), pageDown = KeyEquivalent("\u{F72D}")
    public static let clear = KeyEquivalent("\u{F739}")
}

/// Modifier keys.
public struct EventModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let capsLock = Self(rawValue: 1), shift = Self(rawValue: 2), control = Self(rawValue: 4)
    public static let option = Self(rawValue: 8), command = Self(rawValue: 16), numericPad = Self(rawValue: 32)
    public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command, .numericPad]
}

/// A keyboard shortcut.
public struct KeyboardShortcut: Hashable, Sendable {
    /// The key.
    public var key: KeyEquivalent
    /// The modifier keys.
    public var modifiers: EventModifiers
    /// A shortcut of `key` with `modifiers`.
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.key = key
        self.modifiers = modifiers
    }
    /// Return: a default action.
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// Escape: cancelling.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}

/// A key press (iOS 17).
public struct KeyPress: Sendable {
    /// Whether a handler used the press.
    public enum Result: Sendable { case handled, ignored }
    /// The key.
    public var key: KeyEquivalent
    /// The characters.
    public var characters: String
    /// The modifier keys.
    public var modifiers: EventModifiers
}

/// Whether text can be selected.
public protocol TextSelectability {}

/// Text that can be selected.
public struct EnabledTextSelectability: TextSelectability, Sendable {}
/// Text that cannot be selected.
public struct DisabledTextSelectability: TextSelectability, Sendable {}

extension TextSelectability where Self == EnabledTextSelectability {
    /// Selectable text.
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
    /// Text that cannot be selected.
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

/// A pointer hover effect.
public struct HoverEffect: Sendable {
    let name: String
    public static let automatic = Self(name: "automatic")
    public static let highlight = Self(name: "highlight")
    public static let lift = Self(name: "lift")
}

/// A provider of dragged data (Foundation's `NSItemProvider` on Apple platforms).
public final class NSItemProvider: @unchecked Sendable {
    /// An empty provider.
    public init() {}
    /// A provider of `object`.
    public init(object: Any) {}
    /// A provider of `item` of `typeIdentifier`.
    public init(item: Any?, typeIdentifier: String?) {}
}

/// A uniform type identifier (`UniformTypeIdentifiers`'s `UTType`).
public struct UTType: Hashable, Sendable {
    /// The identifier.
    public let identifier: String
    /// A type of `identifier`.
    public init?(_ identifier: String) { self.identifier = identifier }
    init(id: String) { identifier = id }
    public static let text = UTType(id: "public.text"), plainText = UTType(id: "public.plain-text"), utf8PlainText = UTType(id: "public.utf8-plain-text")
    public static let image = UTType(id: "public.image"), png = UTType(id: "public.png"), jpeg = UTType(id: "public.jpeg")
    public static let url = UTType(id: "public.url"), fileURL = UTType(id: "public.file-url"), data = UTType(id: "public.data")
    public static let item = UTType(id: "public.item"), content = UTType(id: "public.content"), json = UTType(id: "public.json")
    public static let pdf = UTType(id: "com.adobe.pdf"), movie = UTType(id: "public.movie"), audio = UTType(id: "public.audio")
}

/// Handles drops.
public protocol DropDelegate {}

/// A type that can be dragged, shared or copied (`CoreTransferable`'s `Transferable`).
public protocol Transferable {}
extension String: Transferable {}
extension URL: Transferable {}
extension Data: Transferable {}

/// Haptic feedback (iOS 17).
public struct SensoryFeedback: Hashable, Sendable {
    let name: String
    public static let success = Self(name: "success"), warning = Self(name: "warning"), error = Self(name: "error")
    public static let selection = Self(name: "selection"), increase = Self(name: "increase"), decrease = Self(name: "decrease")
    public static let start = Self(name: "start"), stop = Self(name: "stop"), alignment = Self(name: "alignment")
    public static let levelChange = Self(name: "levelChange"), pathComplete = Self(name: "pathComplete")
    public static let impact = Self(name: "impact")
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> Self { Self(name: "impact") }
    public static func impact(flexibility: Flexibility, intensity: Double = 1) -> Self { Self(name: "impact") }
    /// The weight of an impact.
    public struct Weight: Hashable, Sendable {
        let name: String
        public static let light = Weight(name: "light"), medium = Weight(name: "medium"), heavy = Weight(name: "heavy")
    }
    /// The flexibility of an impact.
    public struct Flexibility: Hashable, Sendable {
        let name: String
        public static let rigid = Flexibility(name: "rigid"), solid = Flexibility(name: "solid"), soft = Flexibility(name: "soft")
    }
}

/// How content changes animate (iOS 16).
public struct ContentTransition: Sendable {
    let name: String
    public static let identity = Self(name: "identity")
    public static let interpolate = Self(name: "interpolate")
    public static let opacity = Self(name: "opacity")
    public static let symbolEffect = Self(name: "symbolEffect")
    /// Numbers that roll (iOS 16).
    public static func numericText(countsDown: Bool = false) -> Self { Self(name: "numericText") }
    /// Numbers that roll towards `value` (iOS 17).
    public static func numericText(value: Double) -> Self { Self(name: "numericText") }
    /// A symbol effect between symbols.
    public static func symbolEffect<T: SymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default) -> Self { Self(name: "symbolEffect") }
}

/// A symbol animation (iOS 17): drawn at rest.
public protocol SymbolEffect {}

/// The symbol effects, by SwiftUI's names.
public struct SymbolEffectValue: SymbolEffect, Sendable {
    let name: String
    // Directions and scopes, as the effects spell them (`.bounce.up.byLayer`).
    public var up: Self { self }
    public var down: Self { self }
    public var byLayer: Self { self }
    public var wholeSymbol: Self { self }
    public var iterative: Self { self }
    public var cumulative: Self { self }
    public var reversing: Self { self }
    public var nonReversing: Self { self }
    public var hideInactiveLayers: Self { self }
    public var dimInactiveLayers: Self { self }
    public var downUp: Self { self }
    public var upUp: Self { self }
    public var offUp: Self { self }
    public var clockwise: Self { self }
    public var counterClockwise: Self { self }
    public var left: Self { self }
    public var right: Self { self }
    public var forward: Self { self }
    public var backward: Self { self }
    public var plain: Self { self }
    public var pulse: Self { self }
}

extension SymbolEffect where Self == SymbolEffectValue {
    public static var bounce: SymbolEffectValue { SymbolEffectValue(name: "bounce") }
    public static var pulse: SymbolEffectValue { SymbolEffectValue(name: "pulse") }
    public static var variableColor: SymbolEffectValue { SymbolEffectValue(name: "variableColor") }
    public static var scale: SymbolEffectValue { SymbolEffectValue(name: "scale") }
    public static var appear: SymbolEffectValue { SymbolEffectValue(name: "appear") }
    public static var disappear: SymbolEffectValue { SymbolEffectValue(name: "disappear") }
    public static var replace: SymbolEffectValue { SymbolEffectValue(name: "replace") }
    public static var wiggle: SymbolEffectValue { SymbolEffectValue(name: "wiggle") }
    public static var breathe: SymbolEffectValue { SymbolEffectValue(name: "breathe") }
    public static var rotate: SymbolEffectValue { SymbolEffectValue(name: "rotate") }
    public static var drawOn: SymbolEffectValue { SymbolEffectValue(name: "drawOn") }
    public static var drawOff: SymbolEffectValue { SymbolEffectValue(name: "drawOff") }
}

/// Options of a symbol effect.
public struct SymbolEffectOptions: Sendable {
    public static let `default` = SymbolEffectOptions()
    public static let `repeating` = SymbolEffectOptions()
    public static let nonRepeating = SymbolEffectOptions()
    public static func `repeat`(_ count: Int?) -> SymbolEffectOptions { SymbolEffectOptions() }
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions() }
    public static func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions { SymbolEffectOptions() }
    public func `repeat`(_ count: Int?) -> SymbolEffectOptions { self }
    public func speed(_ speed: Double) -> SymbolEffectOptions { self }
    public var `repeating`: SymbolEffectOptions { self }
    public var nonRepeating: SymbolEffectOptions { self }
    /// How an effect repeats (iOS 18).
    public struct RepeatBehavior: Sendable {
        public static let continuous = RepeatBehavior()
        public static func periodic(_ count: Int? = nil, delay: Double? = nil) -> RepeatBehavior { RepeatBehavior() }
        public static func periodic(delay: Double?) -> RepeatBehavior { RepeatBehavior() }
    }
}

/// Whether a held button repeats its action.
public struct ButtonRepeatBehavior: Hashable, Sendable {
    let name: String
    public static let automatic = Self(name: "automatic")
    public static let enabled = Self(name: "enabled")
    public static let disabled = Self(name: "disabled")
}

/// The order of a menu's items.
public struct MenuOrder: Hashable, Sendable {
    let name: String
    public static let automatic = Self(name: "automatic")
    public static let priority = Self(name: "priority")
    public static let fixed = Self(name: "fixed")
}

/// Whether a menu closes after an action.
public struct MenuActionDismissBehavior: Hashable, Sendable {
    let name: String
    public static let automatic = Self(name: "automatic")
    public static let enabled = Self(name: "enabled")
    public static let disabled = Self(name: "disabled")
}

/// Which way an adjustable accessibility element is moved.
public enum AccessibilityAdjustmentDirection: Sendable {
    case increment, decrement
}

/// An accessibility heading level.
public enum AccessibilityHeadingLevel: UInt, Sendable {
    case unspecified, h1, h2, h3, h4, h5, h6
}

/// The transition of a navigation push (iOS 18).
public protocol NavigationTransition {}

/// The zoom and automatic navigation transitions.
public struct NavigationTransitionValue: NavigationTransition, Sendable {
    let name: String
}

extension NavigationTransition where Self == NavigationTransitionValue {
    /// The platform's default push.
    public static var automatic: NavigationTransitionValue { NavigationTransitionValue(name: "automatic") }
    /// A zoom from the source view with `sourceID`.
    public static func zoom<ID: Hashable>(sourceID: ID, in namespace: Namespace.ID) -> NavigationTransitionValue {
        NavigationTransitionValue(name: "zoom")
    }
}

extension View {
    /// Names the view's coordinate space for `GeometryProxy.frame(in: .named(name))` (frames in
    /// a named space are given in the root's space: docs/coverage.md).
    public func coordinateSpace<K: Hashable>(name: K) -> Self { self }
    /// Names the view's coordinate space (iOS 17 spelling).
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> Self { self }
}

// MARK: Focused values (the scene's focused view publishes values to menus and commands)

/// Values the focused view publishes, as SwiftUI's `FocusedValues`; read as nil in a picture,
/// where nothing has focus.
public struct FocusedValues {
    /// The value for `key`: nil (nothing has focus).
    public subscript<K: FocusedValueKey>(key: K.Type) -> K.Value? {
        get { nil }
        set {}
    }
}

/// A key of a focused value.
public protocol FocusedValueKey {
    /// The value's type.
    associatedtype Value
}

/// A focused value read by a view (nil in a picture).
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
    /// A focused value at `keyPath`.
    public init(_ keyPath: KeyPath<FocusedValues, Value?>) {}
    /// The value: nil.
    public var wrappedValue: Value? { nil }
}

/// A focused binding read by a view (nil in a picture).
@propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty {
    /// A focused binding at `keyPath`.
    public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) {}
    /// The value: nil.
    public var wrappedValue: Value? {
        get { nil }
        nonmutating set {}
    }
}

extension View {
    /// Publishes `value` while the view has focus; nothing has focus in a picture.
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> Self { self }
    /// Publishes `value` for the scene.
    public func focusedSceneValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> Self { self }
}

// MARK: Content shapes of a kind

/// What a content shape is for.
public struct ContentShapeKinds: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let interaction = Self(rawValue: 1), dragPreview = Self(rawValue: 2), contextMenuPreview = Self(rawValue: 4)
    public static let hoverEffect = Self(rawValue: 8), focusEffect = Self(rawValue: 16), accessibility = Self(rawValue: 32)
}

extension View {
    /// Sets the shape of `kinds` of interaction; nothing is drawn.
    public func contentShape<S: Shape>(_ kinds: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> Self { self }
}
