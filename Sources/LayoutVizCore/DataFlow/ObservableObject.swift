import Foundation

// Combine does not exist on Linux. What SwiftUI views need of it is here: `ObservableObject`,
// `@Published`, and enough of `Publisher` (`sink`, `AnyCancellable`, `Just`) for view models to
// compile. Values never change while a picture is drawn, so nothing is ever published.

/// A type that publishes values, as Combine's `Publisher` (without operators).
public protocol Publisher<Output, Failure> {
    /// The values published.
    associatedtype Output
    /// The error the publisher can fail with.
    associatedtype Failure: Error
}

extension Publisher {
    /// Subscribes to the values: in a picture, none arrive. Returns a cancellable to keep.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable { AnyCancellable {} }

    /// Subscribes to the values and the completion: in a picture, neither arrives.
    public func sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                     receiveValue: @escaping (Output) -> Void) -> AnyCancellable { AnyCancellable {} }

    /// Erases the publisher's type.
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher() }
}

/// Completion events, as Combine's `Subscribers`.
public enum Subscribers {
    /// How a publisher finished.
    public enum Completion<Failure: Error> {
        case finished
        case failure(Failure)
    }
}

/// A type-erased publisher.
public struct AnyPublisher<Output, Failure: Error>: Publisher {
    /// Creates a publisher that publishes nothing.
    public init() {}
}

/// A publisher of one value, as Combine's `Just`.
public struct Just<Output>: Publisher {
    public typealias Failure = Never
    /// The value.
    public let output: Output
    /// Creates the publisher.
    public init(_ output: Output) { self.output = output }
}

/// A subscription that can be cancelled, as Combine's `AnyCancellable`.
public final class AnyCancellable: Hashable {
    private let cancelAction: () -> Void
    /// Creates a cancellable that runs `cancel` when cancelled.
    public init(_ cancel: @escaping () -> Void) { cancelAction = cancel }
    /// Cancels the subscription.
    public func cancel() { cancelAction() }
    /// Keeps the cancellable in a set, as view models do.
    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }
    public static func == (a: AnyCancellable, b: AnyCancellable) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// The publisher an `ObservableObject` announces changes with.
public final class ObservableObjectPublisher: Publisher {
    public typealias Output = Void
    public typealias Failure = Never
    /// Creates a publisher.
    public init() {}
    /// Announces a change: nobody listens while a picture is drawn.
    public func send() {}
}

/// An object views observe, as Combine's `ObservableObject`.
public protocol ObservableObject: AnyObject {
    /// The publisher that announces changes.
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher where ObjectWillChangePublisher.Failure == Never
    /// Announces that the object is about to change.
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

/// A property of an `ObservableObject` whose changes are announced, as Combine's `@Published`.
@propertyWrapper
public struct Published<Value> {
    private var value: Value

    /// Creates the property with an initial value (`@Published var name = ""`).
    public init(wrappedValue value: Value) { self.value = value }

    /// Creates the property with an initial value.
    public init(initialValue value: Value) { self.value = value }

    /// The value.
    public var wrappedValue: Value {
        get { value }
        set { value = newValue }
    }

    /// The publisher of the property's values (`$name`).
    public var projectedValue: Publisher {
        get { Publisher(value) }
        set { value = newValue.value }
    }

    /// The publisher of a `@Published` property's values.
    public struct Publisher: LayoutVizCore.Publisher {
        public typealias Output = Value
        public typealias Failure = Never
        let value: Value
        init(_ value: Value) { self.value = value }
    }
}

/// An observable object a view receives from outside, as SwiftUI's `@ObservedObject`.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// The object.
    public var wrappedValue: ObjectType

    /// Creates the property (`@ObservedObject var model: Model`).
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }

    /// Creates the property.
    public init(initialValue: ObjectType) { wrappedValue = initialValue }

    /// Bindings to the object's properties (`$model.name`).
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    /// Makes bindings to an observed object's properties.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType
        /// A binding to a property of the object.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            Binding(object, keyPath)
        }
    }
}

/// An observable object a view creates and owns, as SwiftUI's `@StateObject`: made once, when
/// the view is first evaluated.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    private let box: ValueBox<ObjectType?>
    private let make: () -> ObjectType

    /// Creates the property; `thunk` runs the first time the object is read.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        box = ValueBox(nil)
        make = thunk
    }

    /// The object.
    public var wrappedValue: ObjectType {
        if let object = box.value { return object }
        let object = make()
        box.value = object
        return object
    }

    /// Bindings to the object's properties (`$model.name`).
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: wrappedValue) }
}

/// An observable object an ancestor put into the environment with `environmentObject(_:)`, as
/// SwiftUI's `@EnvironmentObject`.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Creates the property.
    public init() {}

    /// The object. Like SwiftUI, stops the program when no ancestor provides one, naming the type.
    public var wrappedValue: ObjectType {
        guard let object = (EnvironmentValues.current ?? EnvironmentValues()).object(of: ObjectType.self) else {
            fatalError("No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view.")
        }
        return object
    }

    /// Bindings to the object's properties (`$model.name`).
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: wrappedValue) }
}

private enum EnvironmentObjectsKey: EnvironmentKey { static var defaultValue: [ObjectIdentifier: AnyObject] { [:] } }

extension EnvironmentValues {
    /// The object of type `T` an ancestor provided with `environmentObject(_:)` or `environment(_:)`.
    func object<T: AnyObject>(of type: T.Type) -> T? {
        self[EnvironmentObjectsKey.self][ObjectIdentifier(type)] as? T
    }

    mutating func setObject<T: AnyObject>(_ object: T?, as type: T.Type) {
        self[EnvironmentObjectsKey.self][ObjectIdentifier(type)] = object
    }
}

nonisolated extension View {
    /// Provides `object` to `@EnvironmentObject` properties of this view's descendants.
    public func environmentObject<T: ObservableObject>(_ object: T) -> ModifiedContent<Self, _EnvironmentWritingModifier> {
        modifier(_EnvironmentWritingModifier { $0.setObject(object, as: T.self) })
    }
}
