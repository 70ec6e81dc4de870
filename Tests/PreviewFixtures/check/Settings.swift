import SwiftUI

struct SettingsView: View {
    @State private var wifi = true
    @State private var name = ""
    var body: some View {
        NavigationStack {
            Form {
                Section("Network") {
                    Toggle("Wi-Fi", isOn: $wifi)
                    Label("Bluetooth", systemImage: "antenna.radiowaves.left.and.right")
                }
                TextField("Name", text: $name)
                    .textFieldStyle(.roundedBorder)
            }
            .navigationTitle("Settings")
        }
    }
}

struct Card: View {
    var body: some View {
        VStack {
            Image(systemName: "star")
            Text("Hi").shadow(radius: 2)
            Divider()
            Gauge(value: 0.5) { Text("G") }
            ColorPicker("Tint", selection: .constant(Color.red))
        }
        .frame(width: 100, height: 100, alignment: .center)
    }
}

struct Margins: View {
    var body: some View {
        ScrollView { Text("Row") }
            .geometryGroup()
    }
}

struct Wave: View {
    var body: some View {
        Rectangle().colorEffect(ShaderLibrary.default.wave())
    }
}
