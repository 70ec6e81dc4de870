import Foundation

// iOS 18's access to a content's subviews: `Group(subviews:transform:)`, `ForEach(subviews:)`,
// `SubviewsCollection` and `Subview`, with the values views give their container
// (`containerValue(_:_:)`, read as `subview.containerValues`). A subview is one resolved view
// of the content (a `ForEach` gives one per element), as in SwiftUI (docs/engine.md, "Traits
// and preferences").

/// Values a view gives the container that reads its subviews (iOS 18): declared with `@Entry`
/// in an extension, set with `containerValue(_:_:)`.
public struct ContainerValues {
    var values: [ObjectIdentifier: Any] = [:]

    /// The value for `key`, or its default.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

/// A key of a container value (SwiftUI's name; `@Entry` declares an `EnvironmentKey`, which
/// `ContainerValues` reads too).
public protocol ContainerValueKey {
    /// The value's type.
    associatedtype Value
    /// The value of a view that sets none.
    static var defaultValue: Value { get }
}

extension ContainerValues {
    /// The value for `key`, or its default.
    public subscript<K: ContainerValueKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

/// `containerValue(_:_:)`: the trait that holds a view's container values.
enum ContainerValuesTraitKey: ViewTraitKey { static var defaultValue: ContainerValues { ContainerValues() } }

/// `containerValue(_:_:)`: sets one container value.
nonisolated public struct _ContainerValueModifier: ViewModifier, PrimitiveModifier {
    let set: (inout ContainerValues) -> Void
    public typealias Body = Never
    public func body(content: Content) -> Never { neverBody() }
    nonisolated func resolve(content: (ResolveContext) -> [Node], _ ctx: ResolveContext) -> [Node] {
        content(ctx).map { node in
            node.with {
                var values = $0.traits[ContainerValuesTraitKey.self]
                set(&values)
                $0.traits[ContainerValuesTraitKey.self] = values
            }
        }
    }
}

nonisolated extension View {
    /// Gives the view's container `value` for `keyPath` (iOS 18).
    public func containerValue<V>(_ keyPath: WritableKeyPath<ContainerValues, V>, _ value: V) -> ModifiedContent<Self, _ContainerValueModifier> {
        modifier(_ContainerValueModifier { $0[keyPath: keyPath] = value })
    }
}

/// One subview of a content (iOS 18): drawn as the view it is.
nonisolated public struct Subview: View, PrimitiveView, Identifiable {
    let node: Node
    /// The subview's identity: its `id(_:)`, else its position.
    public let id: AnyHashable
    /// The values the view gave its container.
    public var containerValues: ContainerValues { node.traits[ContainerValuesTraitKey.self] }
    public var body: Never { neverBody() }
    nonisolated func resolve(_ ctx: ResolveContext) -> [Node] { [node] }
}

/// The subviews of a content (iOS 18).
public struct SubviewsCollection: RandomAccessCollection {
    let subviews: [Subview]
    public var startIndex: Int { subviews.startIndex }
    public var endIndex: Int { subviews.endIndex }
    public subscript(position: Int) -> Subview { subviews[position] }
}

/// A slice of a content's subviews.
public typealias SubviewsCollectionSlice = Slice<SubviewsCollection>

extension SubviewsCollection {
    init(_ nodes: [Node]) { subviews = nodes.enumerated().map { Subview(node: $1, id: $1.id ?? AnyHashable($0)) } }
}

/// A view built from the subviews of `content` (what `Group(subviews:transform:)` makes).
nonisolated public struct _SubviewsGroup<Content: View, Result: View>: View, PrimitiveView {
    let content: Content
    let transform: (SubviewsCollection) -> Result
    public var body: Never { neverBody() }
    nonisolated func resolve(_ ctx: ResolveContext) -> [Node] {
        let collection = SubviewsCollection(resolveView(content, ctx))
        let result = EnvironmentValues.$current.withValue(ctx.environment) { transform(collection) }
        return resolveView(result, ctx)
    }
}

extension Group {
    /// A group of the view `transform` builds from `view`'s subviews (iOS 18).
    public init<Base: View, Result: View>(subviews view: Base, @ViewBuilder transform: @escaping (SubviewsCollection) -> Result)
        where Content == _SubviewsGroup<Base, Result> {
        self.init { _SubviewsGroup(content: view, transform: transform) }
    }
}

extension ForEach where Data == SubviewsCollection, ID == AnyHashable, Content: View {
    /// A view per subview of `view` (iOS 18).
    public init<V: View>(subviews view: V, @ViewBuilder content: @escaping (Subview) -> Content) {
        self.init(SubviewsCollection([]), id: \.id, content: content)
        subviewSource = { ctx in SubviewsCollection(resolveView(view, ctx)) }
    }
}
