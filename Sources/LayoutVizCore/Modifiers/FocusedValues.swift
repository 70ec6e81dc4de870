import Foundation

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

nonisolated extension View {
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

nonisolated extension View {
    /// Sets the shape of `kinds` of interaction; nothing is drawn.
    public func contentShape<S: Shape>(_ kinds: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> Self { self }
}
