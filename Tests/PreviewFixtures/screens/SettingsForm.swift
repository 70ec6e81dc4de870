import SwiftUI

struct SettingsForm: View {
    @State private var notifications = true
    @State private var sounds = false
    @State private var appearance = 0
    @State private var fontSize = 16.0
    @State private var username = "anna"

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    HStack(spacing: 12) {
                        Image(systemName: "person.crop.circle.fill")
                            .font(.system(size: 48))
                            .foregroundStyle(.gray)
                        VStack(alignment: .leading) {
                            Text("Anna Berg").font(.title3)
                            Text("Apple Account, iCloud and more").font(.caption).foregroundStyle(.secondary)
                        }
                    }
                }
                Section("General") {
                    Toggle(isOn: $notifications) { Label("Notifications", systemImage: "bell.badge") }
                    Toggle(isOn: $sounds) { Label("Sounds", systemImage: "speaker.wave.2") }
                    Picker(selection: $appearance) {
                        Text("System").tag(0)
                        Text("Light").tag(1)
                        Text("Dark").tag(2)
                    } label: {
                        Label("Appearance", systemImage: "circle.lefthalf.filled")
                    }
                    NavigationLink { Text("Privacy") } label: { Label("Privacy", systemImage: "hand.raised.fill") }
                }
                Section("Text") {
                    Slider(value: $fontSize, in: 12...24, step: 1) { Text("Size") } minimumValueLabel: {
                        Image(systemName: "textformat.size.smaller")
                    } maximumValueLabel: {
                        Image(systemName: "textformat.size.larger")
                    }
                    TextField("Username", text: $username)
                }
                Section {
                    Button("Sign Out", role: .destructive) { }
                    Button("Delete Account") { }.disabled(true)
                } footer: {
                    Text("Version 2.4 (118)")
                }
            }
            .navigationTitle("Settings")
        }
    }
}

#Preview { SettingsForm() }
