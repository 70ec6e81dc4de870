/// Makes one piece of content per element of a collection: views (layout-neutral), or, as in
/// SwiftUI, other content whose builders take it (a chart's marks, in the Charts module).
nonisolated public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    /// The collection the content is made from.
    public var data: Data
    /// Makes the content for one element.
    public var content: (Data.Element) -> Content
    let idOf: (Data.Element) -> ID
    /// `ForEach(subviews:)`: the subviews, found at resolution (the data is empty until then).
    var subviewSource: ((ResolveContext) -> SubviewsCollection)?

    /// Content for `data`'s elements identified by `idOf`, made by `content` (what the other
    /// modules' builders use to declare their own initializers).
    package init(data: Data, idOf: @escaping (Data.Element) -> ID, content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.idOf = idOf
    }

    /// The id of each element, in order.
    package var ids: [ID] { data.map(idOf) }
}

nonisolated extension ForEach: View, PrimitiveView where Content: View {
    /// Creates views for `data`, identified by the key path `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, idOf: { $0[keyPath: id] }, content: content)
    }

    public var body: Never { neverBody() }

    nonisolated func resolve(_ ctx: ResolveContext) -> [Node] {
        // The content closure runs now, not inside its enclosing body: `@Environment` properties
        // it reads must see the environment here, as SwiftUI installs it into the view first.
        if let subviewSource, let make = content as? (Subview) -> Content {
            let subviews = subviewSource(ctx)
            return EnvironmentValues.$current.withValue(ctx.environment) { subviews.flatMap { resolveView(make($0), ctx) } }
        }
        if let selection = ctx.environment.listSelection { return resolveRows(selection, ctx) }
        return EnvironmentValues.$current.withValue(ctx.environment) {
            data.flatMap { resolveView(content($0), ctx) }
        }
    }

    /// Rows of a list with a selection: each tagged with its id (SwiftUI's implicit tag) unless
    /// it has a tag, a selected one's content in the selection's colour (ListSelection.swift).
    private func resolveRows(_ selection: ListSelection, _ ctx: ResolveContext) -> [Node] {
        data.flatMap { element -> [Node] in
            let id = AnyHashable(idOf(element))
            var c = ctx
            if let color = selection.selectedForeground, selection.contains(id) { c.environment.foregroundColor = color }
            let nodes = EnvironmentValues.$current.withValue(c.environment) { resolveView(content(element), c) }
            return nodes.map { n in n.traits[TagTraitKey.self] == nil ? n.with { $0.traits[TagTraitKey.self] = id } : n }
        }
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    /// Creates views for a constant range of integers.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}

extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable, Content: View {
    /// Creates views for identifiable elements.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}
