import SwiftUI
import Testing

// The API of ordinary iOS 15–17 files that stopped them compiling (older style types, older
// title modifiers, stroke styles, row editing, keyboard and symbol settings): a file using them
// compiles unchanged and draws (docs/coverage.md).

private struct OrdinaryScreen: View {
    @State private var items = ["Milk", "Eggs"]
    @State private var plan = 0
    @State private var name = ""
    @State private var on = true

    var body: some View {
        NavigationView {
            List {
                ForEach(items, id: \.self) { Text($0) }
                    .onDelete { items.remove(atOffsets: $0) }
                    .onMove { items.move(fromOffsets: $0, toOffset: $1) }
                Picker("Plan", selection: $plan) { Text("Free").tag(0); Text("Pro").tag(1) }
                    .pickerStyle(SegmentedPickerStyle())
                TextField("Name", text: $name).textFieldStyle(RoundedBorderTextFieldStyle())
                Toggle("Notify", isOn: $on).labelsHidden().id("switch")
                Text("12:30").monospacedDigit().font(.body.width(.condensed).monospacedDigit())
                Image(systemName: "cloud.sun.fill").symbolRenderingMode(.multicolor)
                Circle().stroke(Color.blue, style: StrokeStyle(lineWidth: 3, lineCap: .round, dash: [4, 2])).frame(width: 30, height: 30).id("ring")
                Text("Card").padding().background(.background, in: RoundedRectangle(cornerRadius: 8))
            }
            .listStyle(PlainListStyle())
            .scrollDismissesKeyboard(.interactively)
            .navigationBarTitle("Groceries", displayMode: .inline)
        }
        .tabViewStyle(PageTabViewStyle())
        .indexViewStyle(.page(backgroundDisplayMode: .always))
    }
}

@Suite struct OrdinaryAPITests {
    @Test @MainActor func anOrdinaryFileCompilesAndDraws() throws {
        let device = try #require(DeviceCatalog.device(named: "iphone-17"))
        let scene = DeviceScene(OrdinaryScreen(), configuration: RenderConfiguration(device: device))
        let nodes = scene.tree.root.allNodes()
        // The older title modifier gives an inline title; the older styles their looks.
        #expect(nodes.contains { $0.kind == "Text" && $0.detail.hasPrefix("\"Groceries\"") })
        #expect(nodes.contains { $0.viewName == "SegmentedControl" })
        // labelsHidden: the switch alone, as wide as the switch (held to the row's one-line
        // content height, as a row accessory is).
        let toggle = try #require(scene.tree.frame(of: "switch"))
        #expect(toggle.size == CGSize(width: 63, height: 22))
        #expect(!nodes.contains { $0.kind == "Text" && $0.detail.hasPrefix("\"Notify\"") })
        // A stroke style's width is drawn.
        #expect(scene.tree.frame(of: "ring")?.size == CGSize(width: 30, height: 30))
    }

    @Test func rowEditingMovesAndRemovesAsSwiftUIDoes() {
        var a = ["a", "b", "c", "d", "e"]
        a.move(fromOffsets: IndexSet([0, 2]), toOffset: 4)
        #expect(a == ["b", "d", "a", "c", "e"])
        a.move(fromOffsets: IndexSet([4]), toOffset: 0)
        #expect(a == ["e", "b", "d", "a", "c"])
        a.remove(atOffsets: IndexSet([1, 3]))
        #expect(a == ["e", "d", "c"])
    }
}
