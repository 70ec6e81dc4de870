import Foundation
import LayoutViz
import SwiftData
import Testing

@Model final class Book {
    var title: String
    var year: Int
    var shelf: Shelf?
    init(title: String, year: Int, shelf: Shelf? = nil) { (self.title, self.year, self.shelf) = (title, year, shelf) }
}

@Model final class Shelf {
    var name: String
    @Relationship(deleteRule: .cascade) var books: [Book] = []
    init(name: String) { self.name = name }
}

@ModelActor actor Librarian {
    func count() throws -> Int { try modelContext.fetchCount(FetchDescriptor<Book>()) }
}

/// A query handed in from outside, as apps wrap `@Query` (its result type inferred from the property).
struct Shown<T: PersistentModel>: View {
    @Query var items: [T]
    let label: (T) -> String
    init(query: Query<T, [T]>, label: @escaping (T) -> String) {
        _items = query
        self.label = label
    }
    var body: some View { VStack { ForEach(items) { Text(label($0)) } } }
}

extension Shown: Equatable {
    nonisolated static func == (lhs: Shown, rhs: Shown) -> Bool { true }
}

/// SwiftData's in-memory store: fetches filter with Foundation's `Predicate`, sort with its
/// `SortDescriptor`, then skip and limit; inserting an object inserts what it relates to.
@Suite @MainActor struct SwiftDataTests {
    func container() throws -> ModelContainer {
        let container = try ModelContainer(for: Book.self, Shelf.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let shelf = Shelf(name: "Classics")
        shelf.books = [Book(title: "Emma", year: 1815), Book(title: "Dracula", year: 1897)]
        container.mainContext.insert(shelf)
        container.mainContext.insert(Book(title: "Beloved", year: 1987))
        container.mainContext.insert(Book(title: "Ulysses", year: 1922))
        return container
    }

    @Test func fetchesFilterSortSkipAndLimit() throws {
        let context = try container().mainContext
        #expect(try context.fetch(FetchDescriptor<Book>()).map(\.title) == ["Emma", "Dracula", "Beloved", "Ulysses"])
        let modern = FetchDescriptor<Book>(predicate: #Predicate { $0.year > 1850 }, sortBy: [SortDescriptor(\.year, order: .reverse)])
        #expect(try context.fetch(modern).map(\.title) == ["Beloved", "Ulysses", "Dracula"])
        var page = FetchDescriptor<Book>(sortBy: [SortDescriptor(\.title)])
        (page.fetchOffset, page.fetchLimit) = (1, 2)
        #expect(try context.fetch(page).map(\.title) == ["Dracula", "Emma"])
        #expect(try context.fetchCount(FetchDescriptor<Shelf>()) == 1)
    }

    @Test func deletingAndInsertingTwice() throws {
        let context = try container().mainContext
        let emma = try #require(try context.fetch(FetchDescriptor<Book>(predicate: #Predicate { $0.title == "Emma" })).first)
        context.insert(emma)
        #expect(try context.fetchCount(FetchDescriptor<Book>()) == 4)
        context.delete(emma)
        try context.delete(model: Book.self, where: #Predicate { $0.year < 1900 })
        #expect(try context.fetch(FetchDescriptor<Book>(sortBy: [SortDescriptor(\.title)])).map(\.title) == ["Beloved", "Ulysses"])
    }

    @Test func modelsAreObservableHashableAndIdentified() throws {
        let a = Book(title: "A", year: 1), b = Book(title: "A", year: 1)
        #expect(a != b && a == a && Set([a, a, b]).count == 2)
        #expect(a.id == a.persistentModelID && a.id != b.id && a.id.entityName == "Book")
        let observable: any Observable = a
        #expect(observable is Book)
    }

    /// A model actor works in a context of its own on the same store.
    @Test func aModelActorSeesTheStore() async throws {
        let librarian = Librarian(modelContainer: try container())
        #expect(try await librarian.count() == 4)
    }

    @Test func aQueryHandedInIsTheOneThatRuns() throws {
        let view = Shown<Book>(query: Query(filter: #Predicate { $0.year > 1900 }, sort: \.year), label: \.title).equatable()
        let tree = LayoutTree(view.modelContainer(try container()), proposal: ProposedViewSize(width: 300, height: 400))
        #expect(tree.root.allNodes().filter { $0.kind == "Text" }.map { String($0.detail.prefix { $0 != "," }) } == ["\"Ulysses\"", "\"Beloved\""])
    }

    /// A view's `@Query` reads the container `.modelContainer` gives it.
    @Test func queriesReadTheEnvironmentsContainer() throws {
        struct Titles: View {
            @Query(filter: #Predicate<Book> { $0.year < 1950 }, sort: \Book.title) var books: [Book]
            var body: some View { VStack { ForEach(books) { Text($0.title).id($0.title) } } }
        }
        let tree = LayoutTree(Titles().modelContainer(try container()), proposal: ProposedViewSize(width: 300, height: 400))
        let texts = tree.root.allNodes().filter { $0.kind == "Text" }
        #expect(texts.map { String($0.detail.prefix { $0 != "," }) } == ["\"Dracula\"", "\"Emma\"", "\"Ulysses\""])
    }
}
