import Foundation

// More behaviour a still picture cannot show, accepted and ignored like BehaviorModifiers.swift:
// presentation details, scrolling behaviour, focus and keyboard, drag and drop, feedback,
// animation drivers and the scroll and geometry callbacks of iOS 15–18. Each returns the view
// unchanged; docs/coverage.md lists them. Where a modifier changes what a picture shows, it is
// drawn elsewhere (zIndex, hidden, blendMode, the colour effects: CompositingModifiers.swift).

nonisolated extension View {
    // MARK: Presentation details with no look in a picture (the drawn ones: Presentation/Presentation.swift)

    /// Sets a sheet's background view; accepted, the sheet keeps the system background.
    public func presentationBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> Self { self }
    /// Lets the view behind a sheet be used.
    public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> Self { self }
    /// Sets how a sheet scrolls or resizes.
    public func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> Self { self }
    /// Sets a sheet's size on iPad (iOS 18).
    public func presentationSizing(_ sizing: PresentationSizing) -> Self { self }
    /// Keeps a sheet from being swiped away.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> Self { self }

    // MARK: Scrolling behaviour (nothing scrolls in a picture)

    /// Sets how a scroll view settles (`.paging`, `.viewAligned`).
    public func scrollTargetBehavior<B: ScrollTargetBehavior>(_ behavior: B) -> Self { self }
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
    /// Marks the view as the source of a zoom transition (iOS 18).
    public func matchedTransitionSource<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> Self { self }
    /// Sets the transition of a navigation push (iOS 18).
    public func navigationTransition(_ style: some NavigationTransition) -> Self { self }
    /// Sets the visibility of system overlays such as the home indicator.
    public func persistentSystemOverlays(_ visibility: Visibility) -> Self { self }
    /// Defers system gestures at `edges`.
    public func defersSystemGestures(on edges: Edge.Set) -> Self { self }
}

nonisolated extension View {
    /// Prints why the view's body was evaluated (a debugging aid); a picture evaluates it once and prints nothing.
    public static func _printChanges() {}
    /// Logs why the view's body was evaluated (iOS 17 debugging aid); prints nothing.
    public static func _logChanges() {}
}

/// The content a `keyframeAnimator`, `phaseAnimator` or `Transition` is given: the view it changes.
nonisolated public struct PlaceholderContentView<Value>: View {
    let content: AnyView
    init<V: View>(content: V) { self.content = AnyView(content) }
    public var body: AnyView { content }
}
