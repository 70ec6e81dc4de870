import LayoutViz

// A settings screen as apps write it: a navigation stack with a large title over an
// inset-grouped form of sections with toggles, navigation rows, a header and a footer.

nonisolated struct SettingsScreen: View {
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
                    LabeledContent("iOS Version", value: "18.1")
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

/// A sign-up form: text fields with placeholders, a secure field, a toggle and a prominent button.
nonisolated struct SignUpForm: View {
    @State private var name = ""
    @State private var email = "ada@example.com"
    @State private var password = "analytical"
    @State private var newsletter = true

    var body: some View {
        NavigationStack {
            Form {
                Section("Account") {
                    Picker("Type", selection: .constant(0)) {
                        Text("Personal").tag(0)
                        Text("Business").tag(1)
                    }
                    .pickerStyle(.segmented)
                    TextField("Name", text: $name)
                    TextField("Email", text: $email)
                    SecureField("Password", text: $password)
                }
                Section("Preferences") {
                    Picker("Plan", selection: .constant("Pro")) {
                        Text("Free").tag("Free")
                        Text("Pro").tag("Pro")
                    }
                    Stepper("Guests: 2", value: .constant(2))
                    Slider(value: .constant(0.6))
                    ProgressView("Uploading photo", value: 0.4)
                }
                Section {
                    Toggle("Send me the newsletter", isOn: $newsletter)
                } footer: {
                    Text("You can unsubscribe at any time.")
                }
                Section {
                    Button("Create Account") {}
                        .buttonStyle(.borderedProminent)
                        .controlSize(.large)
                        .frame(maxWidth: .infinity)
                    Button("Delete Draft", role: .destructive) {}
                }
            }
            .navigationTitle("Sign Up")
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}

/// A tabbed app: an inbox list in a navigation stack under a tab bar of three tabs.
struct TabbedApp: View {
    let messages: [(String, String)] = [
        ("Grace Hopper", "Compiler notes for Tuesday"),
        ("Alan Turing", "Re: the imitation game"),
        ("Katherine Johnson", "Trajectory figures attached"),
        ("Edsger Dijkstra", "On the cruelty of really teaching"),
        ("Barbara Liskov", "Substitution, once more"),
    ]

    var body: some View {
        TabView {
            NavigationStack {
                List(messages, id: \.0) { m in
                    VStack(alignment: .leading, spacing: 2) {
                        Text(m.0).font(.headline)
                        Text(m.1).font(.subheadline).foregroundStyle(.secondary)
                    }
                }
                .listStyle(.plain)
                .navigationTitle("Inbox")
                .searchable(text: .constant(""))
                .toolbar {
                    ToolbarItem(placement: .status) { Text("Updated Just Now").font(.caption) }
                    ToolbarItem(placement: .topBarLeading) { Button("Edit") {} }
                    ToolbarItem(placement: .topBarTrailing) {
                        Button {} label: { Image(systemName: "square.and.pencil") }
                    }
                }
            }
            .tabItem { Label("Inbox", systemImage: "tray") }
            .badge(3)
            Text("Search").tabItem { Label("Search", systemImage: "magnifyingglass") }
            Text("Settings").tabItem { Label("Settings", systemImage: "gear") }
        }
    }
}

let moreSettingsSamples: [Sample] = [
    Sample(name: "screen-signup", group: "screens",
           description: "A sign-up form: text fields with placeholders and values, a secure field, a segmented and a menu picker, a stepper, a slider, a progress bar, a toggle with a footer, a large prominent button and a destructive one, under an inline title.") { SignUpForm() },
    Sample(name: "screen-tabs", group: "screens",
           description: "A tabbed app: a plain list of messages in a navigation stack with a large title, a search field and toolbar buttons at both ends, over a tab bar of three tabs with a badge.") { TabbedApp() },
]

/// A new-event sheet like Calendar's: cancel and add buttons around an inline title, dates in
/// compact pickers, a colour well, a wheel picker, a gauge, a menu and a control group.
struct NewEventForm: View {
    /// June 10, 2024, 9:41 AM in Cupertino: a fixed date, so the picture does not change daily.
    static let start = Date(timeIntervalSince1970: 1_718_037_660)

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    TextField("Title", text: .constant("Design review"))
                    TextField("Location or Video Call", text: .constant(""))
                }
                Section {
                    Toggle("All-day", isOn: .constant(false))
                    DatePicker("Starts", selection: .constant(NewEventForm.start))
                    DatePicker("Ends", selection: .constant(NewEventForm.start.addingTimeInterval(3600)), displayedComponents: .hourAndMinute)
                    ColorPicker("Colour", selection: .constant(.orange))
                }
                Section("Alert") {
                    Picker("Alert", selection: .constant(2)) {
                        Text("None").tag(0)
                        Text("At time of event").tag(1)
                        Text("5 minutes before").tag(2)
                        Text("15 minutes before").tag(3)
                        Text("30 minutes before").tag(4)
                    }
                    .pickerStyle(.wheel)
                }
                Section("Room") {
                    Gauge(value: 0.7) { Text("Capacity") } currentValueLabel: { Text("7 of 10") }
                    ControlGroup {
                        Button("Book") {}
                        Button("Hold") {}
                        Button("Release") {}
                    }
                    Menu("Invite From Contacts") { Button("Ada") {} }
                    ShareLink(item: "https://example.com/event")
                }
            }
            .navigationTitle("New Event")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
                ToolbarItem(placement: .confirmationAction) { Button("Add") {} }
            }
            .toolbarBackground(.visible, for: .navigationBar)
        }
    }
}

let eventSamples: [Sample] = [
    Sample(name: "screen-event", group: "screens",
           description: "A new-event form: Cancel and Add in the navigation bar, compact date pickers, a colour well, a wheel picker, a gauge, a control group, a menu and a share link.") { NewEventForm() },
]
