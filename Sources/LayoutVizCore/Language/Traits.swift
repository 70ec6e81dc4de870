import Foundation

// View traits: what a view tells the container it is a direct child of, as SwiftUI's traits
// (`tag`, `tabItem`, `badge`, `layoutPriority`, layout values). A container reads them from the
// views of its content; they never pass further up. A modifier that sets one makes new nodes
// with it (`Node.with`): a node is never changed after it is made (docs/engine.md, "Traits and
// preferences").

/// A kind of value a view can give the container it is a direct child of, with the value a view
/// that sets none has (as SwiftUI's `_ViewTraitKey`; each trait's modifier is SwiftUI's public one:
/// `tag`, `tabItem`, `badge`...).
protocol ViewTraitKey {
    /// The trait's type.
    associatedtype Value
    /// The value of a view that does not set the trait.
    static var defaultValue: Value { get }
}

/// The traits of one resolved view. Empty (no storage) for nearly every node.
struct ViewTraits {
    private var values: [ObjectIdentifier: Any]?

    /// Whether no trait is set.
    var isEmpty: Bool { values?.isEmpty ?? true }

    /// The view's value for `key`, or the key's default.
    subscript<K: ViewTraitKey>(key: K.Type) -> K.Value {
        get { values?[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set {
            if values == nil { values = [:] }
            values![ObjectIdentifier(key)] = newValue
        }
    }
}

/// `tag(_:)`: the value a selection (`TabView(selection:)`, `Picker`) names this view by.
enum TagTraitKey: ViewTraitKey { static var defaultValue: AnyHashable? { nil } }
