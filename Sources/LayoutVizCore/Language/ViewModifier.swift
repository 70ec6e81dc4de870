/// A modifier that makes a new view from a view, as SwiftUI's `ViewModifier`.
@MainActor @preconcurrency public protocol ViewModifier {
    /// The type of view `body(content:)` returns.
    associatedtype Body: View
    /// The view being modified, as a view.
    typealias Content = _ViewModifier_Content<Self>
    /// Makes the modified view.
    @ViewBuilder func body(content: Content) -> Body
}

/// The content a custom modifier wraps.
nonisolated public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
    let resolver: (ResolveContext) -> [Node]
    public var body: Never { neverBody() }
    nonisolated func resolve(_ ctx: ResolveContext) -> [Node] { resolver(ctx) }
}

/// A view with a modifier applied, as SwiftUI's `ModifiedContent`.
public struct ModifiedContent<Content, Modifier> {
    /// The view being modified.
    public var content: Content
    /// The modifier.
    public var modifier: Modifier

    /// Applies `modifier` to `content`.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

nonisolated extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
    public var body: Never { neverBody() }
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
    nonisolated func resolve(_ ctx: ResolveContext) -> [Node] {
        let content = self.content
        let resolveContent: (ResolveContext) -> [Node] = { resolveView(content, $0) }
        if let primitive = modifier as? any PrimitiveModifier {
            return primitive.resolve(content: resolveContent, ctx)
        }
        let body = EnvironmentValues.$current.withValue(ctx.environment) {
            MainActorBody.call({ $0.body(content: $1) }, with: (modifier, _ViewModifier_Content(resolver: resolveContent)))
        }
        return resolveView(body, ctx)
    }
}

nonisolated extension View {
    /// Applies a modifier to this view.
    public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// A built-in modifier that changes the resolved nodes of its content directly.
protocol PrimitiveModifier {
    nonisolated func resolve(content: (ResolveContext) -> [Node], _ ctx: ResolveContext) -> [Node]
}

/// A built-in modifier that wraps each node of its content in a layout node of its own.
///
/// Modifiers apply to each view of a multi-view content (a `Group`, a `ForEach`), as in SwiftUI.
protocol WrappingModifier: PrimitiveModifier {
    nonisolated func makeNode(wrapping child: Node) -> Node
}

extension WrappingModifier {
    nonisolated func resolve(content: (ResolveContext) -> [Node], _ ctx: ResolveContext) -> [Node] {
        content(ctx).map { makeNode(wrapping: $0).inheritingTraits(of: $0) }
    }
}

/// A view that SwiftUI compares with its previous value to skip updating it, as SwiftUI's
/// `EquatableView`; layout-neutral (a picture is drawn once).
nonisolated public struct EquatableView<Content: View & Equatable>: View {
    /// The view.
    public var content: Content
    /// Wraps `content`.
    public init(content: Content) { self.content = content }
    public var body: Content { content }
}

nonisolated extension View where Self: Equatable {
    /// Compares the view with its previous value before updating it (nothing to update in a picture).
    public func equatable() -> EquatableView<Self> { EquatableView(content: self) }
}
