import Foundation

// The types the focus, keyboard, selection, hover, drag-and-drop, feedback, symbol-effect, menu
// and navigation-transition modifiers of InteractionModifiers.swift take. Accepted and ignored.

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

nonisolated extension View {
    /// Names the view's coordinate space for `GeometryProxy.frame(in: .named(name))` (frames in
    /// a named space are given in the root's space: docs/coverage.md).
    public func coordinateSpace<K: Hashable>(name: K) -> Self { self }
    /// Names the view's coordinate space (iOS 17 spelling).
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> Self { self }
}
