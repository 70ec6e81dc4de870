import SwiftUI
import SwiftData

// A SwiftData list as apps write it, through the three ways previews give it data: a container
// made in the preview, a preview modifier's shared container, and `@Previewable @Query`.

@Model
final class Grocery {
    @Attribute(.unique) var name: String
    var archived: Bool
    var aisle: Aisle?

    init(name: String, archived: Bool = false, aisle: Aisle? = nil) {
        self.name = name
        self.archived = archived
        self.aisle = aisle
    }
}

@Model
final class Aisle {
    #Index<Aisle>([\.number])
    var number: Int
    @Relationship(deleteRule: .cascade, inverse: \Grocery.aisle) var items: [Grocery] = []
    init(number: Int) { self.number = number }
}

struct GroceryList: View {
    @Query(filter: #Predicate<Grocery> { !$0.archived }, sort: \Grocery.name) private var groceries: [Grocery]
    @Environment(\.modelContext) private var context

    var body: some View {
        List {
            ForEach(groceries) { item in
                Text(item.name)
            }
        }
    }
}

@MainActor
func sampleContainer() -> ModelContainer {
    let container = try! ModelContainer(for: Grocery.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    let dairy = Aisle(number: 4)
    for (name, archived) in [("Pears", false), ("Apples", true), ("Milk", false), ("Bread", false)] {
        let item = Grocery(name: name, archived: archived)
        if name == "Milk" { dairy.items.append(item) } else { container.mainContext.insert(item) }
    }
    // Inserting the aisle inserts the groceries it holds (Milk), as SwiftData does.
    container.mainContext.insert(dairy)
    return container
}

struct SampleGroceries: PreviewModifier {
    static func makeSharedContext() async throws -> ModelContainer { sampleContainer() }
    func body(content: Content, context: ModelContainer) -> some View { content.modelContainer(context) }
}

#Preview("container in the preview") {
    GroceryList().modelContainer(sampleContainer())
}

#Preview("preview modifier", traits: .modifier(SampleGroceries())) {
    GroceryList()
}

#Preview("previewable query", traits: .modifier(SampleGroceries())) {
    @Previewable @Query(sort: [SortDescriptor(\Grocery.name, order: .reverse)]) var all: [Grocery]
    List(all) { Text($0.name) }
}

/// The commonest form: every object of the type, as inserted.
struct GroceryCount: View {
    @Query private var all: [Grocery]
    var body: some View { Text("\(all.count) groceries, first \(all.first?.name ?? "none")") }
}

#Preview("plain query", traits: .modifier(SampleGroceries())) {
    GroceryCount()
}
