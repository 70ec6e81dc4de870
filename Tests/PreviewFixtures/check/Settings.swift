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

struct Mesh: View {
    var body: some View {
        MeshGradient(width: 2, height: 2, points: [], colors: [])
    }
}

struct Outline: View {
    var body: some View {
        OutlineGroup(0..<3, id: \.self, children: \.nilChildren) { Text("\($0)") }
    }
}

extension Int {
    var nilChildren: [Int]? { nil }
}
