import SwiftUI

@Observable final class Account {
    var name = "Taylor"
    var isPro = true
}

final class Store: ObservableObject {
    @Published var items = ["One", "Two", "Three"]
}

struct SettingsView: View {
    @Environment(Account.self) private var account
    @EnvironmentObject var store: Store
    @AppStorage("compact") private var compact = false
    @FocusState private var focused: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: compact ? 4 : 12) {
            Text(account.name).font(.headline)
            ForEach(store.items, id: \.self) { item in
                Text(item)
            }
        }
        .padding()
        .task { await Task.yield() }
        .sheet(isPresented: .constant(false)) { Text("Sheet") }
    }
}

#Preview(traits: .fixedLayout(width: 200, height: 160)) {
    @Previewable @State var extra = 1
    SettingsView()
        .environment(Account())
        .environmentObject(Store())
}

@main
struct SettingsApp: App {
    var body: some Scene {
        WindowGroup { SettingsView() }
    }
}
