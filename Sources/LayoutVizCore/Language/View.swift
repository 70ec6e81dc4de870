/// A piece of user interface, described by its `body`, as in SwiftUI.
///
/// Custom views are layout-neutral: only the views their bodies produce take part in layout.
/// Built-in views (stacks, shapes, modifiers) have a `Never` body and are resolved directly.
@MainActor @preconcurrency public protocol View {
    /// The type of view this view's body returns.
    associatedtype Body: View
    /// The content of the view.
    @ViewBuilder var body: Body { get }
}

nonisolated extension Never: View {
    public typealias Body = Never
    public var body: Never { neverBody() }
}

/// Built-in views have no body; reaching one is a programming error inside LayoutViz.
func neverBody(_ type: String = #function) -> Never {
    fatalError("body of a built-in view was requested (\(type)); built-in views are resolved, not evaluated")
}

/// A built-in view that turns itself into resolved nodes.
protocol PrimitiveView {
    nonisolated func resolve(_ ctx: ResolveContext) -> [Node]
}

/// A view with no content: takes no space and produces no node.
nonisolated public struct EmptyView: View, PrimitiveView {
    /// Creates an empty view.
    public init() {}
    public var body: Never { neverBody() }
    nonisolated func resolve(_ ctx: ResolveContext) -> [Node] { [] }
}

/// A type-erased view.
nonisolated public struct AnyView: View, PrimitiveView {
    let resolver: (ResolveContext) -> [Node]
    /// The wrapped view, for the screen's root to look through (`resolveScreen`).
    let base: any View

    /// Wraps `view`, hiding its type.
    public init<V: View>(_ view: V) {
        resolver = { ctx in resolveView(view, ctx) }
        base = view
    }

    /// Wraps `view` when its static type is unknown.
    public init(erasing view: some View) { self.init(view) }

    public var body: Never { neverBody() }
    nonisolated func resolve(_ ctx: ResolveContext) -> [Node] { resolver(ctx) }
}

/// Views built from several children by `@ViewBuilder`; layout-neutral.
nonisolated public struct TupleView<T>: View {
    /// The child views.
    public var value: T
    let resolver: (ResolveContext) -> [Node]

    init(value: T, resolver: @escaping (ResolveContext) -> [Node]) {
        self.value = value
        self.resolver = resolver
    }

    public var body: Never { neverBody() }
}

extension TupleView: PrimitiveView {
    nonisolated func resolve(_ ctx: ResolveContext) -> [Node] { resolver(ctx) }
}

/// One of two views, chosen by an `if`/`else` or `switch` in a view builder.
nonisolated public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage
    public var body: Never { neverBody() }
    nonisolated func resolve(_ ctx: ResolveContext) -> [Node] {
        switch storage {
        case .trueContent(let v): return resolveView(v, ctx)
        case .falseContent(let v): return resolveView(v, ctx)
        }
    }
}

nonisolated extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { neverBody() }
}

extension Optional: PrimitiveView where Wrapped: View {
    nonisolated func resolve(_ ctx: ResolveContext) -> [Node] {
        switch self {
        case .some(let v): return resolveView(v, ctx)
        case .none: return []
        }
    }
}

/// Collects several views and applies modifiers to each of them; layout-neutral.
nonisolated public struct Group<Content: View>: View, PrimitiveView {
    let content: Content
    /// Creates a group of the builder's views.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { neverBody() }
    nonisolated func resolve(_ ctx: ResolveContext) -> [Node] { resolveView(content, ctx) }
}

/// Builds views from closures, as SwiftUI's `@ViewBuilder`.
@resultBuilder
public enum ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }

    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        let value = (repeat each content)
        return TupleView(value: value) { ctx in
            var nodes: [Node] = []
            for child in repeat each value {
                nodes.append(contentsOf: resolveView(child, ctx))
            }
            return nodes
        }
    }

    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

    public static func buildEither<T: View, F: View>(first: T) -> _ConditionalContent<T, F> {
        _ConditionalContent(storage: .trueContent(first))
    }

    public static func buildEither<T: View, F: View>(second: F) -> _ConditionalContent<T, F> {
        _ConditionalContent(storage: .falseContent(second))
    }

    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}
