import Foundation

// The types the accessibility modifiers of BehaviorModifiers.swift take: child behaviour,
// traits, rotors and action kinds.

/// How an accessibility element treats its children.
public struct AccessibilityChildBehavior: Sendable {
    let name: String
    public static let ignore = AccessibilityChildBehavior(name: "ignore")
    public static let contain = AccessibilityChildBehavior(name: "contain")
    public static let combine = AccessibilityChildBehavior(name: "combine")
}

/// Accessibility traits.
public struct AccessibilityTraits: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    public static let isImage = AccessibilityTraits(rawValue: 1 << 4)
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 5)
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 6)
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 7)
    public static let isModal = AccessibilityTraits(rawValue: 1 << 8)
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 9)
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 14)
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 15)
    public static let isTabBar = AccessibilityTraits(rawValue: 1 << 16)
}

/// The content of an accessibility rotor, as SwiftUI's `AccessibilityRotorContent`.
public protocol AccessibilityRotorContent {}

/// One stop of an accessibility rotor: accepted (VoiceOver is not part of a picture). It is a
/// view that draws nothing, so that `ForEach` can make entries.
nonisolated public struct AccessibilityRotorEntry<ID: Hashable>: AccessibilityRotorContent, View {
    public var body: EmptyView { EmptyView() }
    /// An entry labelled `label` for the view with `id`.
    public init(_ label: Text, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {}
    /// An entry labelled by a key for the view with `id`.
    public init(_ labelKey: LocalizedStringKey, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {}
    /// An entry labelled `label` for the view with `id`.
    public init<L: StringProtocol>(_ label: L, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {}
    /// An entry for the view with `id` in `namespace`.
    public init(_ label: Text, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {}
    /// An entry for the view with `id` in `namespace`.
    public init<L: StringProtocol>(_ label: L, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {}
}

/// Builds an accessibility rotor's entries.
@resultBuilder public enum AccessibilityRotorContentBuilder {
    public static func buildExpression<C: AccessibilityRotorContent>(_ content: C) -> C { content }
    public static func buildBlock() -> _AccessibilityRotorGroup { _AccessibilityRotorGroup() }
    public static func buildBlock<each C: AccessibilityRotorContent>(_ content: repeat each C) -> _AccessibilityRotorGroup { _AccessibilityRotorGroup() }
    public static func buildOptional<C: AccessibilityRotorContent>(_ content: C?) -> _AccessibilityRotorGroup { _AccessibilityRotorGroup() }
    public static func buildEither<C: AccessibilityRotorContent>(first content: C) -> _AccessibilityRotorGroup { _AccessibilityRotorGroup() }
    public static func buildEither<C: AccessibilityRotorContent>(second content: C) -> _AccessibilityRotorGroup { _AccessibilityRotorGroup() }
    public static func buildArray<C: AccessibilityRotorContent>(_ content: [C]) -> _AccessibilityRotorGroup { _AccessibilityRotorGroup() }
}

/// Several rotor entries.
public struct _AccessibilityRotorGroup: AccessibilityRotorContent {}

/// Entries made by `ForEach` (its content builds `AccessibilityRotorEntry` views).
extension ForEach: AccessibilityRotorContent {}

/// The kind of an accessibility action.
public struct AccessibilityActionKind: Sendable {
    let name: String
    public static let `default` = AccessibilityActionKind(name: "default")
    public static let escape = AccessibilityActionKind(name: "escape")
    public static let magicTap = AccessibilityActionKind(name: "magicTap")
    public static let delete = AccessibilityActionKind(name: "delete")
    public static let showMenu = AccessibilityActionKind(name: "showMenu")
}
