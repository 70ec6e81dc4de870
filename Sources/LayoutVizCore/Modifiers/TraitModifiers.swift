/// `layoutPriority`: a trait the parent container reads (docs/layout/stacks.md).
nonisolated public struct _LayoutPriorityTraitKey: ViewModifier, PrimitiveModifier {
    let value: Double
    public typealias Body = Never
    public func body(content: Content) -> Never { neverBody() }
    nonisolated func resolve(content: (ResolveContext) -> [Node], _ ctx: ResolveContext) -> [Node] {
        content(ctx).map { $0.with { $0.explicitPriority = value } }
    }
}

/// `id`: names a view so that `LayoutTree.frame(of:)` can find it.
nonisolated public struct _IdentifiedModifier: ViewModifier, PrimitiveModifier {
    let id: AnyHashable
    public typealias Body = Never
    public func body(content: Content) -> Never { neverBody() }
    nonisolated func resolve(content: (ResolveContext) -> [Node], _ ctx: ResolveContext) -> [Node] {
        content(ctx).map { $0.with { $0.id = id } }
    }
}

nonisolated extension View {
    /// Sets the priority with which a stack offers this view space; the default is 0.
    public func layoutPriority(_ value: Double) -> ModifiedContent<Self, _LayoutPriorityTraitKey> {
        modifier(_LayoutPriorityTraitKey(value: value))
    }

    /// Gives the view an explicit identity, reported in the layout tree.
    public func id<ID: Hashable>(_ id: ID) -> ModifiedContent<Self, _IdentifiedModifier> {
        modifier(_IdentifiedModifier(id: AnyHashable(id)))
    }
}
