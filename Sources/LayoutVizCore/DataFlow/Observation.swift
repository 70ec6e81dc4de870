import Foundation
import Observation

// Observation's `@Observable` classes (the toolchain ships the Observation module and its macro):
// `@Environment(Model.self)`, `.environment(model)` and `@Bindable`, as SwiftUI adds them.

extension Environment {
    /// Reads an `@Observable` object an ancestor put into the environment with `environment(_:)`;
    /// nil when none did (`@Environment(Model.self) var model: Model?`).
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        self.init(read: { $0.object(of: T.self) })
    }

    /// Reads an `@Observable` object an ancestor put into the environment with `environment(_:)`.
    /// Like SwiftUI, stops the program when none did, naming the type.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        self.init(read: { env in
            guard let object = env.object(of: Value.self) else {
                fatalError("No Observable object of type \(Value.self) found. A View.environment(_:) for \(Value.self) may be missing as an ancestor of this view.")
            }
            return object
        })
    }
}

nonisolated extension View {
    /// Puts an `@Observable` object into the environment of this view's descendants, for
    /// `@Environment(Model.self)`.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> ModifiedContent<Self, _EnvironmentWritingModifier> {
        modifier(_EnvironmentWritingModifier { $0.setObject(object, as: T.self) })
    }
}

/// Bindings to the properties of an `@Observable` object, as SwiftUI's `@Bindable`.
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value: AnyObject & Observable> {
    /// The object.
    public var wrappedValue: Value

    /// Creates the property (`@Bindable var model: Model`).
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }

    /// Creates bindings to `object`'s properties (`Bindable(model).name`).
    public init(_ object: Value) { wrappedValue = object }

    /// Creates the property from another's object.
    public init(projectedValue: Bindable<Value>) { self = projectedValue }

    /// The property itself (`$model`).
    public var projectedValue: Bindable<Value> { self }

    /// A binding to a property of the object (`$model.name`).
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding(wrappedValue, keyPath)
    }
}
