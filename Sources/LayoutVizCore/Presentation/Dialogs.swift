import Foundation

// Alerts and confirmation dialogs: the modifiers (SwiftUI's, and the older `Alert` and
// `ActionSheet`) make a `_DialogCard` of the title, message and actions when presented; the card
// is drawn by DialogCard.swift, placed by PresentationStage.swift. docs/presentations.md.

nonisolated extension View {
    /// The card presented while `isPresented` holds: an alert, or a confirmation dialog whose
    /// title shows only when `titleVisibility` is `.visible` (hidden by default on iOS).
    fileprivate func dialog<A: View>(_ isDialog: Bool, _ isPresented: Bool, title: Text?, titleVisibility: Visibility = .visible,
                                     actions: () -> A, message: AnyView?) -> ModifiedContent<Self, _PresentationModifier<_DialogCard>> {
        let card = isPresented ? _DialogCard(isDialog: isDialog, title: titleVisibility == .visible ? title : nil, message: message,
                                             actions: AnyView(actions())) : nil
        return modifier(_PresentationModifier(kind: isDialog ? .confirmationDialog : .alert, name: isDialog ? "confirmation dialog" : "alert") { card })
    }

    /// Presents an alert with actions while `isPresented` is true.
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> ModifiedContent<Self, _PresentationModifier<_DialogCard>> {
        dialog(false, isPresented.wrappedValue, title: Text(title), actions: actions, message: nil)
    }
    /// Presents an alert with actions and a message.
    public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                                         @ViewBuilder message: () -> M) -> ModifiedContent<Self, _PresentationModifier<_DialogCard>> {
        dialog(false, isPresented.wrappedValue, title: Text(title), actions: actions, message: isPresented.wrappedValue ? AnyView(message()) : nil)
    }
    /// Presents an alert with a `Text` title.
    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> ModifiedContent<Self, _PresentationModifier<_DialogCard>> {
        dialog(false, isPresented.wrappedValue, title: title, actions: actions, message: nil)
    }
    /// Presents an alert with a `Text` title and a message.
    public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                        @ViewBuilder message: () -> M) -> ModifiedContent<Self, _PresentationModifier<_DialogCard>> {
        dialog(false, isPresented.wrappedValue, title: title, actions: actions, message: isPresented.wrappedValue ? AnyView(message()) : nil)
    }
    /// Presents an alert about `data` (when it is not nil).
    public func alert<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
                                                    @ViewBuilder actions: (T) -> A) -> ModifiedContent<Self, _PresentationModifier<_DialogCard>> {
        let shown = isPresented.wrappedValue ? data : nil
        return dialog(false, shown != nil, title: Text(title), actions: { shown.map(actions) }, message: nil)
    }
    /// Presents an alert about `data`, with a message.
    public func alert<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
                                                             @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> ModifiedContent<Self, _PresentationModifier<_DialogCard>> {
        let shown = isPresented.wrappedValue ? data : nil
        return dialog(false, shown != nil, title: Text(title), actions: { shown.map(actions) }, message: shown.map { AnyView(message($0)) })
    }
    /// Presents an alert with a `Text` title about `data`.
    public func alert<A: View, M: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
                                          @ViewBuilder message: (T) -> M) -> ModifiedContent<Self, _PresentationModifier<_DialogCard>> {
        let shown = isPresented.wrappedValue ? data : nil
        return dialog(false, shown != nil, title: title, actions: { shown.map(actions) }, message: shown.map { AnyView(message($0)) })
    }
    /// Presents an alert while `item` holds a value (iOS 27).
    public func alert<S: StringProtocol, A: View, Item>(_ title: S, item: Binding<Item?>, @ViewBuilder actions: (Item) -> A) -> ModifiedContent<Self, _PresentationModifier<_DialogCard>> {
        let shown = item.wrappedValue
        return dialog(false, shown != nil, title: Text(title), actions: { shown.map(actions) }, message: nil)
    }
    /// Presents an alert with a message while `item` holds a value (iOS 27).
    public func alert<S: StringProtocol, A: View, M: View, Item>(_ title: S, item: Binding<Item?>, @ViewBuilder actions: (Item) -> A,
                                                                @ViewBuilder message: (Item) -> M) -> ModifiedContent<Self, _PresentationModifier<_DialogCard>> {
        let shown = item.wrappedValue
        return dialog(false, shown != nil, title: Text(title), actions: { shown.map(actions) }, message: shown.map { AnyView(message($0)) })
    }
    /// Presents an alert about `error`: its description as the title.
    public func alert<E: LocalizedError, A: View>(isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A) -> ModifiedContent<Self, _PresentationModifier<_DialogCard>> {
        let shown = isPresented.wrappedValue ? error : nil
        return dialog(false, shown != nil, title: Text(shown?.errorDescription ?? ""), actions: actions,
                      message: shown?.failureReason.map { AnyView(Text($0)) })
    }
    /// Presents an `Alert` (the older API).
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> ModifiedContent<Self, _PresentationModifier<_DialogCard>> {
        let alert = isPresented.wrappedValue ? content() : nil
        return dialog(false, alert != nil, title: alert?.title, actions: { _DialogButtons(buttons: alert?.buttons ?? []) },
                      message: alert?.message.map { AnyView($0) })
    }
    /// Presents an `Alert` for `item` (the older API).
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> ModifiedContent<Self, _PresentationModifier<_DialogCard>> {
        let alert = item.wrappedValue.map(content)
        return dialog(false, alert != nil, title: alert?.title, actions: { _DialogButtons(buttons: alert?.buttons ?? []) },
                      message: alert?.message.map { AnyView($0) })
    }

    /// Presents a confirmation dialog.
    public func confirmationDialog<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                                             @ViewBuilder actions: () -> A) -> ModifiedContent<Self, _PresentationModifier<_DialogCard>> {
        dialog(true, isPresented.wrappedValue, title: Text(title), titleVisibility: titleVisibility, actions: actions, message: nil)
    }
    /// Presents a confirmation dialog with a message.
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                                                      @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> ModifiedContent<Self, _PresentationModifier<_DialogCard>> {
        dialog(true, isPresented.wrappedValue, title: Text(title), titleVisibility: titleVisibility, actions: actions,
               message: isPresented.wrappedValue ? AnyView(message()) : nil)
    }
    /// Presents a confirmation dialog with a `Text` title.
    public func confirmationDialog<A: View>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                           @ViewBuilder actions: () -> A) -> ModifiedContent<Self, _PresentationModifier<_DialogCard>> {
        dialog(true, isPresented.wrappedValue, title: title, titleVisibility: titleVisibility, actions: actions, message: nil)
    }
    /// Presents a confirmation dialog about `data`.
    public func confirmationDialog<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                                                 presenting data: T?, @ViewBuilder actions: (T) -> A) -> ModifiedContent<Self, _PresentationModifier<_DialogCard>> {
        let shown = isPresented.wrappedValue ? data : nil
        return dialog(true, shown != nil, title: Text(title), titleVisibility: titleVisibility, actions: { shown.map(actions) }, message: nil)
    }
    /// Presents a confirmation dialog about `data` with a message.
    public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                                                          presenting data: T?, @ViewBuilder actions: (T) -> A,
                                                                          @ViewBuilder message: (T) -> M) -> ModifiedContent<Self, _PresentationModifier<_DialogCard>> {
        let shown = isPresented.wrappedValue ? data : nil
        return dialog(true, shown != nil, title: Text(title), titleVisibility: titleVisibility, actions: { shown.map(actions) },
                      message: shown.map { AnyView(message($0)) })
    }
    /// Presents a confirmation dialog while `item` holds a value (iOS 27).
    public func confirmationDialog<S: StringProtocol, A: View, Item>(_ title: S, item: Binding<Item?>, titleVisibility: Visibility = .automatic,
                                                                    @ViewBuilder actions: (Item) -> A) -> ModifiedContent<Self, _PresentationModifier<_DialogCard>> {
        let shown = item.wrappedValue
        return dialog(true, shown != nil, title: Text(title), titleVisibility: titleVisibility, actions: { shown.map(actions) }, message: nil)
    }
    /// Presents an `ActionSheet` (the older API): its title is shown.
    public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> ModifiedContent<Self, _PresentationModifier<_DialogCard>> {
        let sheet = isPresented.wrappedValue ? content() : nil
        return dialog(true, sheet != nil, title: sheet?.title, actions: { _DialogButtons(buttons: sheet?.buttons ?? []) },
                      message: sheet?.message.map { AnyView($0) })
    }
    /// Presents an `ActionSheet` for `item` (the older API).
    public func actionSheet<T: Identifiable>(item: Binding<T?>, content: (T) -> ActionSheet) -> ModifiedContent<Self, _PresentationModifier<_DialogCard>> {
        let sheet = item.wrappedValue.map(content)
        return dialog(true, sheet != nil, title: sheet?.title, actions: { _DialogButtons(buttons: sheet?.buttons ?? []) },
                      message: sheet?.message.map { AnyView($0) })
    }
}

/// An alert, as SwiftUI's older `Alert` API.
public struct Alert {
    /// A button of an alert.
    public struct Button {
        let label: Text
        let role: ButtonRole?
        /// A default button.
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label, role: nil) }
        /// A cancel button.
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label, role: .cancel) }
        /// A cancel button with the system label.
        public static func cancel(_ action: (() -> Void)? = {}) -> Button { Button(label: Text("Cancel"), role: .cancel) }
        /// A destructive button.
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label, role: .destructive) }
    }
    let title: Text
    let message: Text?
    let buttons: [Button]
    /// An alert with one button (OK when none is given).
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title
        self.message = message
        buttons = dismissButton.map { [$0] } ?? []
    }
    /// An alert with two buttons.
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title
        self.message = message
        buttons = [primaryButton, secondaryButton]
    }
}

/// An action sheet, as SwiftUI's older `ActionSheet` API.
public struct ActionSheet {
    /// A button of an action sheet (an alert's button).
    public typealias Button = Alert.Button
    let title: Text
    let message: Text?
    let buttons: [Alert.Button]
    /// Creates an action sheet.
    public init(title: Text, message: Text? = nil, buttons: [Alert.Button] = []) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }
}

/// The older API's buttons as `Button` views with their roles.
nonisolated struct _DialogButtons: View, PrimitiveView {
    let buttons: [Alert.Button]
    var body: Never { neverBody() }
    nonisolated func resolve(_ ctx: ResolveContext) -> [Node] {
        buttons.flatMap { b in resolveView(Button(role: b.role, action: {}) { b.label }, ctx) }
    }
}
