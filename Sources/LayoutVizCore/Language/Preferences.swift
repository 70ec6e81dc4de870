import Foundation

// Preferences: what views tell the views above them, as SwiftUI's `PreferenceKey`. A node's
// preferences are its children's, combined in order with each key's `reduce`, with what the
// node's own modifiers set laid over them; a container that uses a preference (a navigation
// stack its screen's title and toolbar) takes it off what it passes up. They are combined when a
// node is made, so nothing walks a resolved tree to find them and no node is changed afterwards
// (docs/engine.md, "Traits and preferences").

/// A named value views produce for their ancestors, combined from several views by `reduce`.
public protocol PreferenceKey {
    /// The preference's type.
    associatedtype Value
    /// The value where no view sets one.
    static var defaultValue: Value { get }
    /// Combines the value so far with the next view's (in view order).
    static func reduce(value: inout Value, nextValue: () -> Value)
}

/// The preferences of one resolved view and its subtree. Empty (no storage) for nearly every node.
struct PreferenceValues {
    /// A value and how to combine another into it.
    private struct Entry {
        var value: Any
        let reduce: (inout Any, Any) -> Void
    }

    private var entries: [ObjectIdentifier: Entry]?

    init() {}

    /// The children's preferences combined in order.
    init(combining nodes: [Node]) {
        for n in nodes where !n.preferences.isEmpty { combine(n.preferences) }
    }

    var isEmpty: Bool { entries == nil }

    /// The value for `key`; nil when no view below set it.
    subscript<K: PreferenceKey>(key: K.Type) -> K.Value? {
        entries?[ObjectIdentifier(key)]?.value as? K.Value
    }

    /// Sets the value for `key`, replacing what the views below set.
    mutating func set<K: PreferenceKey>(_ key: K.Type, _ value: K.Value) {
        if entries == nil { entries = [:] }
        entries![ObjectIdentifier(key)] = Entry(value: value) { value, next in
            var v = value as! K.Value
            K.reduce(value: &v) { next as! K.Value }
            value = v
        }
    }

    /// Takes the value for `key` off (a container that uses it).
    mutating func remove<K: PreferenceKey>(_ key: K.Type) {
        entries?[ObjectIdentifier(key)] = nil
        if entries?.isEmpty == true { entries = nil }
    }

    /// Combines `next` (a later sibling's) into these, key by key.
    mutating func combine(_ next: PreferenceValues) {
        guard let more = next.entries else { return }
        guard entries != nil else {
            entries = more
            return
        }
        for (key, entry) in more {
            if var mine = entries![key] {
                mine.reduce(&mine.value, entry.value)
                entries![key] = mine
            } else {
                entries![key] = entry
            }
        }
    }

    /// The combined value of `key` over `nodes` (in order), or the key's default.
    static func value<K: PreferenceKey>(_ key: K.Type, of nodes: [Node]) -> K.Value {
        PreferenceValues(combining: nodes)[key] ?? K.defaultValue
    }
}

/// `preference(key:value:)`.
nonisolated public struct _PreferenceWritingModifier<Key: PreferenceKey>: ViewModifier, PrimitiveModifier {
    let value: Key.Value
    public typealias Body = Never
    public func body(content: Content) -> Never { neverBody() }
    nonisolated func resolve(content: (ResolveContext) -> [Node], _ ctx: ResolveContext) -> [Node] {
        content(ctx).map { $0.with { $0.preferences.set(Key.self, value) } }
    }
}

/// `transformPreference(_:_:)`.
nonisolated public struct _PreferenceTransformModifier<Key: PreferenceKey>: ViewModifier, PrimitiveModifier {
    let transform: (inout Key.Value) -> Void
    public typealias Body = Never
    public func body(content: Content) -> Never { neverBody() }
    nonisolated func resolve(content: (ResolveContext) -> [Node], _ ctx: ResolveContext) -> [Node] {
        content(ctx).map { node in
            node.with { a in
                var v = a.preferences[Key.self] ?? Key.defaultValue
                transform(&v)
                a.preferences.set(Key.self, v)
            }
        }
    }
}

/// `overlayPreferenceValue` and `backgroundPreferenceValue`: a view made from the content's
/// preference value, drawn over or behind the content.
nonisolated public struct _PreferenceReadingView<Key: PreferenceKey, Content: View, Secondary: View>: View, PrimitiveView {
    let content: Content
    let alignment: Alignment
    let isOverlay: Bool
    let make: (Key.Value) -> Secondary
    public var body: Never { neverBody() }
    nonisolated func resolve(_ ctx: ResolveContext) -> [Node] {
        let nodes = resolveView(content, ctx)
        let secondary = make(PreferenceValues.value(Key.self, of: nodes))
        let view = _NodesView(nodes: nodes)
        return isOverlay ? resolveView(view.overlay(alignment: alignment) { secondary }, ctx)
            : resolveView(view.background(alignment: alignment) { secondary }, ctx)
    }
}

nonisolated extension View {
    /// Gives the views above this one `value` for `key`, replacing what views inside set.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> ModifiedContent<Self, _PreferenceWritingModifier<K>> {
        modifier(_PreferenceWritingModifier<K>(value: value))
    }

    /// Changes the value of `key` that views inside set (their combined value, or the default).
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> ModifiedContent<Self, _PreferenceTransformModifier<K>> {
        modifier(_PreferenceTransformModifier<K>(transform: callback))
    }

    /// Runs `action` when the value of `key` changes; accepted: a picture runs no actions, as
    /// `onAppear` and `onChange` run none (the state keeps its initial values).
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> Self where K.Value: Equatable {
        self
    }

    /// Draws the view `transform` makes of this view's value for `key` over this view.
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type = K.self, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V) -> _PreferenceReadingView<K, Self, V> {
        _PreferenceReadingView(content: self, alignment: alignment, isOverlay: true, make: transform)
    }

    /// Draws the view `transform` makes of this view's value for `key` behind this view.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type = K.self, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V) -> _PreferenceReadingView<K, Self, V> {
        _PreferenceReadingView(content: self, alignment: alignment, isOverlay: false, make: transform)
    }
}
