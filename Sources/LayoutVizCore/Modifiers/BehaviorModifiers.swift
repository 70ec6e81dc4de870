import Foundation

// Modifiers that change behaviour, not layout or pixels: accepted and ignored, so that ordinary
// SwiftUI code compiles and draws (docs/coverage.md lists each). Each returns the view unchanged.
// Presentations (sheet, alert, popover...) are drawn when presented (Presentation/).
// `onAppear`, `task` and `onChange(of:initial:)` run before the picture (DataFlow/Lifecycle.swift).

nonisolated extension View {
    // MARK: Events and tasks

    /// Runs `action` when the view disappears; not run for a picture.
    public func onDisappear(perform action: (() -> Void)? = nil) -> Self { self }
    /// Runs `action` when `value` changes; nothing changes in a picture.
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> Self { self }
    /// Runs `action` for each value `publisher` sends; none are sent in a picture.
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> Self where P.Failure == Never { self }
    /// Runs `action` when a URL is opened; not run for a picture.
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> Self { self }
    /// Runs `action` when the user submits a field; not run for a picture.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> Self { self }

    // MARK: Gestures and hit testing

    /// Runs `action` when the view is tapped `count` times.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> Self { self }
    /// Runs `action` when the view is tapped, with the location.
    public func onTapGesture(count: Int = 1, coordinateSpace: CoordinateSpace = .local, perform action: @escaping (CGPoint) -> Void) -> Self { self }
    /// Runs `action` on a long press.
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
                                   onPressingChanged: ((Bool) -> Void)? = nil) -> Self { self }
    /// Attaches `gesture`.
    public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> Self { self }
    /// Attaches `gesture` ahead of the view's own gestures.
    public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> Self { self }
    /// Attaches `gesture` alongside the view's own gestures.
    public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> Self { self }
    /// Attaches a gesture that can be turned off (iOS 18): accepted.
    public func gesture<G: Gesture>(_ gesture: G, isEnabled: Bool) -> Self { self }
    /// Attaches a high-priority gesture that can be turned off (iOS 18): accepted.
    public func highPriorityGesture<G: Gesture>(_ gesture: G, isEnabled: Bool) -> Self { self }
    /// Attaches a simultaneous gesture that can be turned off (iOS 18): accepted.
    public func simultaneousGesture<G: Gesture>(_ gesture: G, isEnabled: Bool) -> Self { self }
    /// Sets the shape that receives taps.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> Self { self }
    /// Whether the view receives taps.
    public func allowsHitTesting(_ enabled: Bool) -> Self { self }

    // MARK: Animation

    /// Animates changes of `value`; a picture shows no change.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> Self { self }
    /// Animates changes; a picture shows no change.
    public func animation(_ animation: Animation?) -> Self { self }
    /// Animates the modifiers `body` applies (iOS 17); a picture shows them applied.
    public func animation<V: View>(_ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> V {
        body(PlaceholderContentView(content: self))
    }
    /// Sets how the view enters and leaves; a picture shows it in place.
    public func transition(_ t: AnyTransition) -> Self { self }
    /// Changes the transaction of changes below; a picture has none.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> Self { self }
    /// Gives the view an identity for matched-geometry animations.
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
                                                    anchor: UnitPoint = .center, isSource: Bool = true) -> Self { self }

    // MARK: Refresh

    /// Adds pull-to-refresh; not drawn (a picture is not being pulled).
    public func refreshable(action: @escaping @Sendable () async -> Void) -> Self { self }

    // MARK: Text input

    /// Sets the keyboard for a text field; the keyboard is not drawn.
    public func keyboardType(_ type: UIKeyboardType) -> Self { self }
    /// Sets automatic capitalisation for text input.
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> Self { self }
    /// Sets automatic capitalisation for text input (the older API).
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> Self { self }
    /// Turns autocorrection off or on.
    public func autocorrectionDisabled(_ disable: Bool = true) -> Self { self }
    /// Turns autocorrection off or on (the older API).
    public func disableAutocorrection(_ disable: Bool?) -> Self { self }
    /// Sets the return key's label; the keyboard is not drawn.
    public func submitLabel(_ submitLabel: SubmitLabel) -> Self { self }
    /// Sets the kind of text a field holds, for autofill.
    public func textContentType(_ textContentType: UITextContentType?) -> Self { self }

    // MARK: Help

    // The accessibility modifiers are in Accessibility/AccessibilityModifiers.swift.

    /// Sets the tooltip (macOS, visionOS); nothing on iOS.
    public func help<S: StringProtocol>(_ text: S) -> Self { self }
    /// Sets the tooltip.
    public func help(_ text: Text) -> Self { self }
    /// Sets the tooltip from a localized key.
    public func help(_ textKey: LocalizedStringKey) -> Self { self }
    /// Whether a list row can be selected: accepted (a picture selects nothing).
    public func selectionDisabled(_ isDisabled: Bool = true) -> Self { self }

    // MARK: Identity

    /// Tags the view for a `Picker` or `TabView` selection.
    public func tag<V: Hashable>(_ tag: V) -> ModifiedContent<Self, _TagModifier> { modifier(_TagModifier(tag: AnyHashable(tag))) }
    /// Tags the view, with whether to include optional matching.
    public func tag<V: Hashable>(_ tag: V, includeOptional: Bool) -> ModifiedContent<Self, _TagModifier> { modifier(_TagModifier(tag: AnyHashable(tag))) }
}

// MARK: Types the modifiers take

/// What triggers `onSubmit`.
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Submitting a text field.
    public static let text = SubmitTriggers(rawValue: 1)
    /// Submitting a search field.
    public static let search = SubmitTriggers(rawValue: 2)
}

/// Which gestures a `gesture(_:including:)` enables.
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let none = GestureMask([])
    public static let gesture = GestureMask(rawValue: 1)
    public static let subviews = GestureMask(rawValue: 2)
    public static let all = GestureMask(rawValue: 3)
}

/// A namespace for matched-geometry identities, as SwiftUI's `@Namespace`.
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
    /// The identity of a namespace.
    public struct ID: Hashable, Sendable {
        let value: Int
    }
    /// Creates a namespace.
    public init() {}
    /// The namespace's identity.
    public var wrappedValue: ID { ID(value: 0) }
}

/// Which geometry `matchedGeometryEffect` matches.
public struct MatchedGeometryProperties: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let position = MatchedGeometryProperties(rawValue: 1)
    public static let size = MatchedGeometryProperties(rawValue: 2)
    public static let frame = MatchedGeometryProperties(rawValue: 3)
}

/// Where a popover's arrow points.
public enum PopoverAttachmentAnchor: Sendable {
    case rect(Anchor<CGRect>.Source)
    case point(UnitPoint)
}

/// Whether something is shown.
public enum Visibility: Hashable, Sendable, CaseIterable {
    case automatic, visible, hidden
}

/// Where a search field goes.
/// The keyboard a text field shows (UIKit's `UIKeyboardType`).
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// Automatic capitalisation of text input (UIKit's `UITextAutocapitalizationType`).
public enum UITextAutocapitalizationType: Int, Sendable {
    case none, words, sentences, allCharacters
}

/// Automatic capitalisation of text input.
public struct TextInputAutocapitalization: Sendable {
    let name: String
    public static let never = TextInputAutocapitalization(name: "never")
    public static let words = TextInputAutocapitalization(name: "words")
    public static let sentences = TextInputAutocapitalization(name: "sentences")
    public static let characters = TextInputAutocapitalization(name: "characters")
}

/// The kind of text a field holds (UIKit's `UITextContentType`).
public struct UITextContentType: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let name = UITextContentType(rawValue: "name")
    public static let givenName = UITextContentType(rawValue: "given-name")
    public static let familyName = UITextContentType(rawValue: "family-name")
    public static let emailAddress = UITextContentType(rawValue: "email")
    public static let telephoneNumber = UITextContentType(rawValue: "tel")
    public static let username = UITextContentType(rawValue: "username")
    public static let password = UITextContentType(rawValue: "password")
    public static let newPassword = UITextContentType(rawValue: "new-password")
    public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
    public static let URL = UITextContentType(rawValue: "url")
    public static let fullStreetAddress = UITextContentType(rawValue: "street-address")
    public static let postalCode = UITextContentType(rawValue: "postal-code")
}

/// The return key's label.
public struct SubmitLabel: Sendable {
    let name: String
    public static let done = SubmitLabel(name: "done")
    public static let go = SubmitLabel(name: "go")
    public static let send = SubmitLabel(name: "send")
    public static let join = SubmitLabel(name: "join")
    public static let route = SubmitLabel(name: "route")
    public static let search = SubmitLabel(name: "search")
    public static let `return` = SubmitLabel(name: "return")
    public static let next = SubmitLabel(name: "next")
    public static let `continue` = SubmitLabel(name: "continue")
}

/// `tag`: names the view for a selection (`TabView(selection:)`).
nonisolated public struct _TagModifier: ViewModifier, PrimitiveModifier {
    let tag: AnyHashable
    public typealias Body = Never
    public func body(content: Content) -> Never { neverBody() }
    nonisolated func resolve(content: (ResolveContext) -> [Node], _ ctx: ResolveContext) -> [Node] {
        content(ctx).map { $0.with { $0.traits[TagTraitKey.self] = tag } }
    }
}
