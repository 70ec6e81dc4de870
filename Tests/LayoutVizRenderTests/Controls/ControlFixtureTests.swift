import Foundation
import LayoutViz
import Testing

/// One small layout per control, container and bar, with its whole laid-out tree kept as
/// `Tests/Goldens/controls/<family>/<case>.layout.json`, measured with Pango as drawn: exact
/// numbers for every view of a control, cheap to review in a diff, so that a change to how a
/// control is built (its metrics moving into one table, a new look) shows every frame it moves.
/// The trees were checked against docs/controls.md when recorded.
///
/// Missing files are written (and the test fails, so a new fixture is looked at); a changed tree
/// fails and is rewritten only with `LAYOUTVIZ_RECORD=all`; nothing is written when `CI` is set.
struct ControlFixture: Sendable, CustomTestStringConvertible {
    let family: String
    let name: String
    let width: CGFloat?
    let height: CGFloat?
    let make: @Sendable () -> AnyView

    init<V: View>(_ family: String, _ name: String, _ width: CGFloat?, _ height: CGFloat?, _ view: @autoclosure @escaping @Sendable () -> V)
    where V: SendableMetatype {
        self.family = family
        self.name = name
        self.width = width
        self.height = height
        make = { AnyView(view()) }
    }

    /// The fixture's file in a look: `<family>/<case>.layout.json` for iOS 26's,
    /// `<case>-ios18.layout.json` for iOS 18's.
    func path(_ look: SystemLook.Name) -> String { "\(family)/\(name)\(look == .ios26 ? "" : "-" + look.rawValue).layout.json" }
    var testDescription: String { "\(family)/\(name)" }
}

/// The fixtures, by family (folder names follow the rooms of `Sources/LayoutVizCore`: Controls,
/// Containers, Navigation).
let controlFixtures: [ControlFixture] = [
    ControlFixture("toggle", "on-in-row-width", 300, nil, Toggle("Wi-Fi", isOn: .constant(true))),
    ControlFixture("toggle", "off-tinted", 300, nil, Toggle("Bluetooth", isOn: .constant(false)).tint(.orange)),
    ControlFixture("button", "plain", nil, nil, Button("Continue") {}),
    ControlFixture("button", "bordered", nil, nil, Button("Continue") {}.buttonStyle(.bordered)),
    ControlFixture("button", "bordered-prominent-large", nil, nil, Button("Sign Up") {}.buttonStyle(.borderedProminent).controlSize(.large)),
    ControlFixture("button", "destructive-capsule", nil, nil, Button("Delete", role: .destructive) {}.buttonStyle(.bordered).buttonBorderShape(.capsule)),
    ControlFixture("text-field", "placeholder", 300, nil, TextField("Email", text: .constant(""))),
    ControlFixture("text-field", "rounded-border", 300, nil, TextField("Name", text: .constant("Taylor")).textFieldStyle(.roundedBorder)),
    ControlFixture("text-field", "secure", 300, nil, SecureField("Password", text: .constant("secret"))),
    ControlFixture("picker", "menu", 300, nil, Picker("Plan", selection: .constant(1)) { Text("Free").tag(0); Text("Pro").tag(1) }),
    ControlFixture("picker", "segmented", 300, nil, Picker("Plan", selection: .constant(1)) { Text("Free").tag(0); Text("Pro").tag(1); Text("Team").tag(2) }.pickerStyle(.segmented)),
    ControlFixture("date-picker", "compact", 350, nil, DatePicker("Starts", selection: .constant(Date(timeIntervalSince1970: 1_718_037_660)))),
    ControlFixture("progress", "bar", 200, nil, ProgressView(value: 0.25)),
    ControlFixture("progress", "spinner-large", nil, nil, ProgressView().controlSize(.large)),
    ControlFixture("slider", "half", 200, nil, Slider(value: .constant(0.5))),
    ControlFixture("stepper", "labelled", 300, nil, Stepper("Guests", value: .constant(2))),
    ControlFixture("gauge", "linear", 200, nil, Gauge(value: 0.3) { Text("Speed") }),
    ControlFixture("menu", "titled", nil, nil, Menu("Options") { Button("Copy") {} }),
    ControlFixture("label", "title-and-icon", nil, nil, Label("Inbox", systemImage: "tray")),
    ControlFixture("link", "text", nil, nil, Link("Help", destination: URL(string: "https://example.com")!)),
    ControlFixture("labeled-content", "value", 300, nil, LabeledContent("Version", value: "18.1")),
    ControlFixture("list", "inset-grouped-sections", 390, 400, List { Section("Network") { Text("Wi-Fi"); Text("Bluetooth") }; Section { Text("About") } }),
    ControlFixture("list", "plain", 390, 300, List(["One", "Two"], id: \.self) { Text($0) }.listStyle(.plain)),
    ControlFixture("form", "rows-with-controls", 390, 400, Form { Toggle("Airplane Mode", isOn: .constant(false)); LabeledContent("Version", value: "18.1"); Text("Plain row") }),
    ControlFixture("group-box", "titled", 300, nil, GroupBox("Storage") { Text("12 GB of 64 GB used") }),
    ControlFixture("disclosure-group", "expanded", 300, nil, DisclosureGroup("Details", isExpanded: .constant(true)) { Text("More") }),
    ControlFixture("content-unavailable", "search", 390, 500, ContentUnavailableView("No Results", systemImage: "magnifyingglass", description: Text("Try another search."))),
    ControlFixture("navigation", "large-title", 393, 700, NavigationStack { Color.red.navigationTitle("Settings") }),
    ControlFixture("navigation", "inline-title-with-items", 393, 700, NavigationStack {
        Color.red.navigationTitle("Detail").navigationBarTitleDisplayMode(.inline).toolbar {
            ToolbarItem(placement: .topBarLeading) { Button("Cancel") {} }
            ToolbarItem(placement: .confirmationAction) { Button("Done") {} }
        }
    }),
    ControlFixture("navigation", "searchable", 393, 700, NavigationStack { Color.red.navigationTitle("Mail").searchable(text: .constant("")) }),
    ControlFixture("tab-view", "three-tabs", 393, 700, TabView {
        Color.red.tabItem { Label("Home", systemImage: "house") }
        Color.green.tabItem { Label("Search", systemImage: "magnifyingglass") }.badge(3)
        Color.blue.tabItem { Label("Profile", systemImage: "person") }
    }),
]

let controlFixturesFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Goldens").appendingPathComponent("controls")

@Suite struct ControlFixtureTests {

    /// Each fixture in both looks: the iOS 18 trees were recorded before iOS 26's look existed
    /// and keep it unchanged.
    @Test(arguments: controlFixtures, SystemLook.Name.allCases)
    func treeMatchesItsFixture(_ f: ControlFixture, _ look: SystemLook.Name) throws {
        var env = EnvironmentValues.standard
        env.displayScale = 3
        env.systemLookName = look
        let actual = LayoutTree(f.make(), proposal: ProposedViewSize(width: f.width, height: f.height), environment: env).jsonString()
        let path = f.path(look)
        let url = controlFixturesFolder.appendingPathComponent(path)
        let environment = ProcessInfo.processInfo.environment
        let mayWrite = environment["CI"] == nil
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            if mayWrite {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try actual.write(to: url, atomically: true, encoding: .utf8)
                Issue.record("recorded a new fixture \(path): check it against docs/controls.md and rerun")
            } else {
                Issue.record("missing fixture \(path) (CI never records; run swift test locally)")
            }
            return
        }
        if expected != actual {
            if mayWrite && environment["LAYOUTVIZ_RECORD"] == "all" {
                try actual.write(to: url, atomically: true, encoding: .utf8)
                Issue.record("re-recorded \(path); rerun")
            } else {
                Issue.record("\(path) changed (LAYOUTVIZ_RECORD=all swift test --filter ControlFixture accepts it):\n\(actual)")
            }
        }
    }

    /// A fixture file whose case is gone would rot unnoticed.
    @Test func everyFixtureFileHasACase() throws {
        let expected = Set(controlFixtures.flatMap { f in SystemLook.Name.allCases.map { f.path($0) } })
        #expect(expected.count == controlFixtures.count * SystemLook.Name.allCases.count, "two fixtures share a name")
        var found: Set<String> = []
        let e = FileManager.default.enumerator(atPath: controlFixturesFolder.path)
        while let f = e?.nextObject() as? String {
            if f.hasSuffix(".layout.json") { found.insert(f) }
        }
        #expect(found.subtracting(expected).sorted() == [], "fixture files without a case")
    }
}
