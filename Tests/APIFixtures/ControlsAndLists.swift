import SwiftUI

// Controls, lists and navigation as iOS 14–17 files write them: the older style types and
// title modifiers, row editing, the older initializers with labels, progress with labels,
// page indicators, symbol modes and placeholders.

struct Groceries: View {
    @State private var items = ["Milk", "Eggs", "Bread"]
    @State private var selection = Set<String>()
    @State private var plan = 0
    @State private var name = ""
    @State private var notify = true
    @State private var sheet = false

    var body: some View {
        NavigationView {
            List(selection: $selection) {
                Section(header: Text("Items"), footer: Text("Swipe to delete")) {
                    ForEach(items, id: \.self) { item in
                        NavigationLink(destination: Text(item)) { Label(item, systemImage: "cart") }
                    }
                    .onDelete { items.remove(atOffsets: $0) }
                    .onMove { items.move(fromOffsets: $0, toOffset: $1) }
                }
                .headerProminence(.increased)
                Section {
                    Picker(selection: $plan, label: Text("Plan")) {
                        Text("Free").tag(0)
                        Text("Pro").tag(1)
                    }
                    .pickerStyle(SegmentedPickerStyle())
                    TextField("Name", text: $name).textFieldStyle(RoundedBorderTextFieldStyle())
                    Toggle("Notify", isOn: $notify).labelsHidden().toggleStyle(SwitchToggleStyle(tint: .green))
                    ProgressView(value: 0.4) { Text("Uploading") } currentValueLabel: { Text("40 %") }
                        .progressViewStyle(LinearProgressViewStyle(tint: .orange))
                    ProgressView("Loading").progressViewStyle(.circular)
                    GroupBox(label: Label("Summary", systemImage: "info.circle")) {
                        Text("3 items").monospacedDigit()
                    }
                }
                .listRowSeparatorTint(.blue)
                Button("Share", systemImage: "square.and.arrow.up") { sheet = true }
                    .disabled(items.isEmpty)
                Text("Secret").privacySensitive().redacted(reason: .placeholder)
            }
            .listStyle(InsetGroupedListStyle())
            .listSectionSpacing(.compact)
            .scrollDismissesKeyboard(.interactively)
            .navigationBarTitle("Groceries", displayMode: .inline)
            .navigationBarItems(leading: EditButton(), trailing: Button(action: { sheet = true }) { Image(systemName: "plus") })
            .toolbarBackgroundVisibility(.visible, for: .navigationBar)
            .actionSheet(isPresented: $sheet) {
                ActionSheet(title: Text("Share"), buttons: [.default(Text("Copy")), .cancel()])
            }
            .interactiveDismissDisabled()
        }
        .accentColor(.purple)
    }
}

struct Onboarding: View {
    var body: some View {
        TabView {
            ForEach(["sun.max.fill", "cloud.rain.fill", "snowflake"], id: \.self) { symbol in
                Image(systemName: symbol)
                    .symbolRenderingMode(.palette)
                    .foregroundStyle(.yellow, .blue)
                    .symbolVariant(.fill)
                    .font(.system(size: 80))
            }
        }
        .tabViewStyle(PageTabViewStyle(indexDisplayMode: .always))
        .indexViewStyle(.page(backgroundDisplayMode: .always))
    }
}

// The older title with a text, a titled control group, tooltips from keys, selection that is
// turned off, and the older accessibility modifiers.
struct LibraryRow: View {
    let tip: LocalizedStringKey = "Borrow this book"
    var body: some View {
        NavigationView {
            List {
                Text("Dune")
                    .help(tip)
                    .selectionDisabled()
                    .accessibility(removeTraits: .isButton)
                    .accessibility(value: Text("Available"))
                ControlGroup("Actions") {
                    Button("Borrow") {}
                    Button("Reserve") {}
                }
            }
            .navigationBarTitle(Text("Library"), displayMode: .inline)
        }
    }
}

// A model holding an image synthesizes `==` (SwiftUI's Image is Equatable) and navigates by value.
struct Room: Identifiable, Hashable {
    var id = UUID()
    let name: String
    let image: Image
    func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

struct RoomList: View {
    let rooms = [Room(name: "House", image: Image(systemName: "house.fill"))]
    var body: some View {
        NavigationStack {
            List(rooms) { room in NavigationLink(room.name, value: room) }
                .navigationDestination(for: Room.self) { room in room.image }
        }
    }
}
