import LayoutViz

// A settings screen as apps write it: a navigation stack with a large title over an
// inset-grouped form of sections with toggles, navigation rows, a header and a footer.

struct SettingsScreen: View {
    @State private var airplaneMode = false
    @State private var previews = true
    @State private var sounds = true

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    Toggle("Airplane Mode", isOn: $airplaneMode)
                    NavigationLink("Wi-Fi") { Text("Wi-Fi") }
                    NavigationLink("Bluetooth") { Text("Bluetooth") }
                }
                Section("Notifications") {
                    Toggle("Show Previews", isOn: $previews)
                    Toggle("Sounds", isOn: $sounds)
                }
                Section {
                    NavigationLink("General") { Text("General") }
                    NavigationLink("Accessibility") { Text("Accessibility") }
                    NavigationLink("Privacy & Security") { Text("Privacy") }
                } footer: {
                    Text("Changes apply to every app on this iPhone.")
                }
            }
            .navigationTitle("Settings")
        }
    }
}

let settingsSamples: [Sample] = [
    Sample(name: "screen-settings", group: "screens",
           description: "A settings screen: NavigationStack with a large title, an inset-grouped Form of sections with toggles, navigation rows, a header and a footer.") { SettingsScreen() },
]
