import Foundation

/// A read-write reference to a value owned elsewhere, as SwiftUI's `@Binding`.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value>: DynamicProperty {
    private let getter: () -> Value
    private let setter: (Value) -> Void

    /// Creates a binding from a getter and a setter.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getter = get
        setter = set
    }

    /// Creates a binding from a getter and a setter that also receives a transaction (ignored).
    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        getter = get
        setter = { set($0, Transaction()) }
    }

    /// A binding to a value that never changes (`.constant(true)`), as previews use.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// A binding to the property at `keyPath` of `object`.
    init<Root: AnyObject>(_ object: Root, _ keyPath: ReferenceWritableKeyPath<Root, Value>) {
        self.init(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }

    /// Creates a binding from another (`_value = Binding(projectedValue: $value)`).
    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// The referenced value.
    public var wrappedValue: Value {
        get { getter() }
        nonmutating set { setter(newValue) }
    }

    /// The binding itself (`$value` inside a view that has `@Binding var value`).
    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the value (`$user.name`).
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(get: { self.wrappedValue[keyPath: keyPath] }, set: { self.wrappedValue[keyPath: keyPath] = $0 })
    }

    /// The same binding; animations do not run in a picture.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }

    /// The same binding; transactions do not apply to a picture.
    public func transaction(_ transaction: Transaction) -> Binding<Value> { self }
}

extension Binding {
    /// Unwraps a binding to an optional; nil when the value is nil.
    public init?(_ base: Binding<Value?>) {
        guard let value = base.wrappedValue else { return nil }
        var current = value
        self.init(get: { current }, set: { current = $0; base.wrappedValue = $0 })
    }

    /// Wraps a binding's value in an optional.
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(get: { base.wrappedValue }, set: { if let v = $0 { base.wrappedValue = v } })
    }

    /// A binding of a hashable value as `AnyHashable`.
    public init<V: Hashable>(_ base: Binding<V>) where Value == AnyHashable {
        self.init(get: { AnyHashable(base.wrappedValue) }, set: { if let v = $0.base as? V { base.wrappedValue = v } })
    }
}

extension Binding: Identifiable where Value: Identifiable {
    /// The identity of the referenced value.
    public var id: Value.ID { wrappedValue.id }
}

extension Binding: Sequence where Value: MutableCollection {
    public typealias Element = Binding<Value.Element>
    public typealias Iterator = IndexingIterator<Binding<Value>>
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
    public typealias Index = Value.Index
    public typealias Indices = Value.Indices
    public var startIndex: Index { wrappedValue.startIndex }
    public var endIndex: Index { wrappedValue.endIndex }
    public var indices: Indices { wrappedValue.indices }
    public func index(after i: Index) -> Index { wrappedValue.index(after: i) }
    public func formIndex(after i: inout Index) { wrappedValue.formIndex(after: &i) }

    /// A binding to the element at `position` (`ForEach($items) { $item in ... }`).
    public subscript(position: Index) -> Binding<Value.Element> {
        Binding<Value.Element>(get: { self.wrappedValue[position] }, set: { self.wrappedValue[position] = $0 })
    }
}

extension Binding: BidirectionalCollection where Value: MutableCollection & BidirectionalCollection {
    public func index(before i: Index) -> Index { wrappedValue.index(before: i) }
    public func formIndex(before i: inout Index) { wrappedValue.formIndex(before: &i) }
}

extension Binding: RandomAccessCollection where Value: MutableCollection & RandomAccessCollection {}

/// The context of a state change (animation, whether animations are disabled). A picture has no
/// changes; the type exists so that code using it compiles.
public struct Transaction {
    /// The animation of the change.
    public var animation: Animation?
    /// Whether animations are disabled.
    public var disablesAnimations = false
    /// Creates an empty transaction.
    public init() {}
    /// Creates a transaction with an animation.
    public init(animation: Animation?) { self.animation = animation }
}
