import Foundation

// Data flow for a still picture (docs/data-flow.md): every property wrapper SwiftUI views use holds
// its initial value, reads return it, and writes are kept (a later read in the same evaluation sees
// them), but nothing is re-rendered: a picture is the first frame of the view.

/// A stored property of a view that SwiftUI updates before evaluating `body`.
///
/// LayoutViz evaluates each body once per picture, so `update()` is never needed; the protocol
/// exists so that custom dynamic properties compile.
public protocol DynamicProperty {
    /// Updates the property's value before `body` is evaluated.
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

/// A reference cell that holds a property wrapper's value, so that writes through a `nonmutating`
/// setter (as on a `let` view) are kept.
final class ValueBox<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }

    /// A binding that reads and writes the boxed value.
    var binding: Binding<Value> { Binding(self, \.value) }
}
