import Foundation

// OutlineGroup and the hierarchical List (docs/controls.md, "Small containers"): a tree of data,
// each element with children shown as a collapsed disclosure group (its row and a chevron),
// each leaf as its row. iOS starts every group collapsed, and a picture shows that state.

/// A tree of rows from data whose elements have optional children, as SwiftUI's `OutlineGroup`:
/// each element with children is a collapsed `DisclosureGroup`.
nonisolated public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Leaf: View>: View {
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let children: KeyPath<Data.Element, Data?>
    let content: (Data.Element) -> Leaf

    /// Groups for `data`'s identifiable elements, their children at `children`.
    public init(_ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder content: @escaping (Data.Element) -> Leaf)
    where Data.Element: Identifiable, ID == Data.Element.ID {
        self.init(data, id: \.id, children: children, content: content)
    }

    /// Groups for `data`'s elements identified by `id`, their children at `children`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
                @ViewBuilder content: @escaping (Data.Element) -> Leaf) {
        self.data = data
        self.id = id
        self.children = children
        self.content = content
    }

    public var body: some View {
        ForEach(data, id: id) { element in
            if element[keyPath: children] != nil {
                // Collapsed: the children are not shown, so they are not made.
                DisclosureGroup(content: { EmptyView() }, label: { content(element) })
            } else {
                content(element)
            }
        }
    }
}

extension OutlineGroup {
    /// Groups for one identifiable `root` and its children.
    public init<Element: Identifiable>(_ root: Element, children: KeyPath<Element, [Element]?>, @ViewBuilder content: @escaping (Element) -> Leaf)
    where Data == [Element], ID == Element.ID {
        self.init([root], children: children, content: content)
    }
}

extension List {
    /// A list of a tree of identifiable elements: each with children a collapsed group.
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, children: KeyPath<Data.Element, Data?>,
                                                               @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == OutlineGroup<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init { OutlineGroup(data, children: children, content: rowContent) }
    }

    /// A list of a tree of elements identified by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                         children: KeyPath<Data.Element, Data?>,
                                                                         @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == OutlineGroup<Data, ID, RowContent> {
        self.init { OutlineGroup(data, id: id, children: children, content: rowContent) }
    }
}
