import SwiftUI
import Testing

// Files written for iOS, with `import SwiftUI` and SwiftUI's data flow, compile against LayoutViz
// and draw their initial state (docs/data-flow.md).

final class ProfileModel: ObservableObject {
    @Published var name = "Taylor"
    @Published var followers = 12
    var cancellables = Set<AnyCancellable>()
    init() {
        $name.sink { _ in }.store(in: &cancellables)
    }
}

@Observable final class Settings {
    var showsBadge = true
    var title = "Inbox"
}

private struct CounterView: View {
    @State private var count = 3
    @State private var selection: Int?
    @FocusState private var focused: Bool
    @AppStorage("username") private var username = "anonymous"
    @SceneStorage("tab") private var tab = 1
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(spacing: 0) {
            Color.red.frame(width: CGFloat(count) * 10, height: 10)
            Color.blue.frame(width: selection == nil ? 5 : 50, height: colorScheme == .light ? 20 : 40)
            Stepper(value: $count)
        }
        .onAppear { count = 100 }
        .onTapGesture { dismiss() }
        .task { }
        .onChange(of: count) { _, _ in }
        .animation(.spring(), value: count)
        .sheet(isPresented: .constant(true)) { Color.green }
        .alert("Delete?", isPresented: .constant(false)) { Button("OK") {} } message: { Text("Gone") }
        .accessibilityLabel("Counter")
        .focused($focused)
        .disabled(username.isEmpty)
    }
}

/// A child that edits its parent's value through a binding.
private struct Stepper: View {
    @Binding var value: Int
    var body: some View {
        Color.green.frame(width: 10, height: CGFloat(value))
            .onTapGesture { value += 1 }
    }
}

private struct ProfileView: View {
    @StateObject private var model = ProfileModel()
    var body: some View {
        HStack(spacing: 0) {
            Color.red.frame(width: CGFloat(model.followers), height: 10)
            NameField(name: $model.name)
        }
    }
}

private struct NameField: View {
    @Binding var name: String
    var body: some View { Text(name) }
}

private struct BadgeView: View {
    @EnvironmentObject var model: ProfileModel
    @Environment(Settings.self) private var settings
    var body: some View {
        @Bindable var settings = settings
        return VStack(spacing: 0) {
            Color.red.frame(width: CGFloat(model.followers), height: settings.showsBadge ? 8 : 0)
            Toggleish(isOn: $settings.showsBadge)
        }
    }
}

private struct Toggleish: View {
    @Binding var isOn: Bool
    var body: some View { Color.blue.frame(width: isOn ? 30 : 3, height: 4) }
}

@Suite struct DataFlowTests {

    private func sizes(_ view: some View) -> [CGSize] {
        LayoutTree(view, proposal: .unspecified).root.allNodes().filter { $0.kind == "Color" }.map(\.frame.size)
    }

    @MainActor @Test func stateDrawsItsInitialValueAndBindingsReachIt() {
        // A layout tree is the view as constructed: onAppear runs only before a picture (LifecycleTests).
        #expect(sizes(CounterView()) == [CGSize(width: 30, height: 10), CGSize(width: 5, height: 20), CGSize(width: 10, height: 3)])
    }

    @Test @MainActor func stateObjectsAndTheirBindings() {
        let tree = LayoutTree(ProfileView(), proposal: .unspecified)
        #expect(tree.root.allNodes().contains { $0.kind == "Color" && $0.frame.width == 12 })
        #expect(tree.root.allNodes().contains { $0.kind == "Text" && $0.detail.contains("Taylor") })
    }

    @Test @MainActor func environmentObjectsAndObservableObjectsComeFromAncestors() {
        let view = BadgeView().environmentObject(ProfileModel()).environment(Settings())
        #expect(sizes(view) == [CGSize(width: 12, height: 8), CGSize(width: 30, height: 4)])
    }

    @Test func bindingsProjectPropertiesAndCollections() {
        struct Item: Identifiable { var id: Int; var on: Bool }
        let items = State(initialValue: [Item(id: 1, on: true), Item(id: 2, on: false)])
        let binding = items.projectedValue
        #expect(binding.count == 2 && binding[1].on.wrappedValue == false)
        binding[1].on.wrappedValue = true
        #expect(items.wrappedValue[1].on)
        #expect(Binding.constant(5).wrappedValue == 5)
        let optional = State<String?>(initialValue: "a")
        #expect(Binding(optional.projectedValue)?.wrappedValue == "a")
        #expect(withAnimation(.easeInOut) { 7 } == 7)
    }
}
