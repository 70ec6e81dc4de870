import Foundation

/// A value a view owns, as SwiftUI's `@State`: in a picture, its initial value (docs/data-flow.md).
///
/// ```swift
/// @State private var isOn = true
/// Toggle("Wi-Fi", isOn: $isOn)
/// ```
@propertyWrapper
public struct State<Value>: DynamicProperty {
    private let box: ValueBox<Value>

    /// Creates the state with an initial value (`@State var x = 1`).
    public init(wrappedValue value: Value) { box = ValueBox(value) }

    /// Creates the state with an initial value (`_x = State(initialValue: 1)`).
    public init(initialValue value: Value) { box = ValueBox(value) }

    /// The current value; writes are kept but draw nothing new.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding to the value (`$x`).
    public var projectedValue: Binding<Value> { box.binding }
}

extension State where Value: ExpressibleByNilLiteral {
    /// Creates a state whose initial value is nil (`@State var selection: Item?`).
    public init() { self.init(wrappedValue: nil) }
}
