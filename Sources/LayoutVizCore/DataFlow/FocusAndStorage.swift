import Foundation

/// Which field has keyboard focus, as SwiftUI's `@FocusState`: in a picture, none (the initial
/// value: false, or nil).
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    private let box: ValueBox<Value>

    /// A binding to a focus state, for `focused(_:)` and `focused(_:equals:)`.
    @propertyWrapper
    public struct Binding {
        let box: ValueBox<Value>
        /// The focused value.
        public var wrappedValue: Value {
            get { box.value }
            nonmutating set { box.value = newValue }
        }
        /// The binding itself.
        public var projectedValue: FocusState<Value>.Binding { self }
    }

    /// The focused value.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding to the focus (`$isFocused`).
    public var projectedValue: Binding { Binding(box: box) }

    /// Creates a focus state for one field (`@FocusState var isFocused: Bool`).
    public init() where Value == Bool { box = ValueBox(false) }

    /// Creates a focus state for several fields (`@FocusState var field: Field?`).
    public init<T: Hashable>() where Value == T? { box = ValueBox(nil) }
}

nonisolated extension View {
    /// Binds this view's focus to `condition`; focus is not drawn in a picture.
    public func focused(_ condition: FocusState<Bool>.Binding) -> Self { self }
    /// Binds this view's focus to `binding` having `value`; focus is not drawn in a picture.
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> Self { self }
}

/// A value kept in user defaults, as SwiftUI's `@AppStorage`: in LayoutViz, in memory, starting at
/// the default the view gives (a picture never reads a device's defaults).
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    private let box: ValueBox<Value>

    /// Creates the property (`@AppStorage("name") var name = "Taylor"`); `key` and `store` are kept
    /// only for the code's sake.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) { box = ValueBox(wrappedValue) }

    /// The value.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding to the value (`$name`).
    public var projectedValue: Binding<Value> { box.binding }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    /// Creates an optional property whose default is nil.
    public init(_ key: String, store: UserDefaults? = nil) { self.init(wrappedValue: nil, key, store: store) }
}

/// A value restored with the scene, as SwiftUI's `@SceneStorage`: in LayoutViz, in memory,
/// starting at the default the view gives.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    private let box: ValueBox<Value>

    /// Creates the property (`@SceneStorage("tab") var tab = 0`).
    public init(wrappedValue: Value, _ key: String) { box = ValueBox(wrappedValue) }

    /// The value.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding to the value (`$tab`).
    public var projectedValue: Binding<Value> { box.binding }
}

extension SceneStorage where Value: ExpressibleByNilLiteral {
    /// Creates an optional property whose default is nil.
    public init(_ key: String) { self.init(wrappedValue: nil, key) }
}
