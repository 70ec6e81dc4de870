import Foundation
import LayoutViz
import LayoutVizGolden
import LayoutVizTesting
import Samples
import Testing

// The element tree VoiceOver would read: which views are elements, what each says, and the
// reading order (docs/accessibility.md).

/// What VoiceOver says for each element of `view`, laid out alone in `width` × `height`.
private func spoken(_ view: some View, width: CGFloat = 390, height: CGFloat = 400, direction: LayoutDirection = .leftToRight) -> [String] {
    elements(view, width: width, height: height, direction: direction).map(\.spokenDescription)
}

private func elements(_ view: some View, width: CGFloat = 390, height: CGFloat = 400, direction: LayoutDirection = .leftToRight) -> [AccessibilityElementRecord] {
    var env = EnvironmentValues.standard
    env.layoutDirection = direction
    let tree = LayoutTree(view, proposal: ProposedViewSize(width: width, height: height), environment: env)
    return AccessibilityTree(tree).elements
}

@Suite struct AccessibilityTreeTests {
    @Test func aFormSaysWhatEachControlIs() throws {
        let s = try on("iphone-17", NavigationStack {
            Form {
                Section("Account") {
                    TextField("Email", text: .constant("ada@example.com"))
                    SecureField("Password", text: .constant("abc"))
                    Toggle("Notifications", isOn: .constant(true))
                    Toggle("Sounds", isOn: .constant(false))
                    Slider(value: .constant(0.25)) { Text("Volume") }
                    Stepper("Guests", value: .constant(2))
                    NavigationLink("Privacy") { Text("x") }
                    Picker("Plan", selection: .constant(1)) { Text("Free").tag(0); Text("Pro").tag(1) }
                }
                Button("Sign in") {}
                Button("Delete", role: .destructive) {}.disabled(true)
                Link("Terms", destination: URL(string: "https://example.com")!)
            }
            .navigationTitle("Settings")
        }, look: .ios26)
        let said = s.accessibilityTree(chrome: ScreenChrome.none).elements.map(\.spokenDescription)
        #expect(said == [
            "Settings. Heading.", "Account. Heading.",
            "Email: ada@example.com. Text Field.", "Password: •••. Secure Text Field.",
            "Notifications. Switch Button. On.", "Sounds. Switch Button. Off.",
            "Volume: 25%. Adjustable.", "Guests. Adjustable.", "Privacy. Button.", "Plan: Pro. Button.",
            "Sign in. Button.", "Delete. Dimmed. Button.", "Terms. Link.",
        ])
        let toggle = try #require(s.accessibilityTree(chrome: ScreenChrome.none).elements.first { $0.label == "Notifications" })
        #expect(toggle.value == "1" && toggle.traitNames == ["button", "switchButton"])
        #expect(toggle.spokenHint == "Double tap to toggle setting.")
    }

    @Test func theStatusBarComesFirstWhenTheChromeIsDrawn() throws {
        let s = try on("iphone-17", Text("Hello"), look: .ios26)
        let said = s.accessibilityTree().elements.map(\.spokenDescription)
        #expect(said == ["9:41", "Cellular, 4 of 4 bars", "Wi-Fi, 3 of 3 bars", "Battery, 100%", "Hello"])
        let pad = try on("ipad-pro-13-m5", Text("Hello"), look: .ios26)
        #expect(pad.accessibilityTree().elements.map(\.spokenDescription) == ["9:41 Mon Jun 10", "Wi-Fi, 3 of 3 bars", "Battery, 100%", "Hello"])
    }

    @Test func tabsSayTheirPlaceAndBadge() throws {
        let s = try on("iphone-17", TabView {
            Tab("Inbox", systemImage: "tray") { Text("Inbox") }.badge(3)
            Tab("Search", systemImage: "magnifyingglass") { Text("Search") }
            Tab("Settings", systemImage: "gear") { Text("Settings") }
        }, look: .ios26)
        let tabs = s.accessibilityTree(chrome: ScreenChrome.none).elements.filter { $0.traitNames.contains("tabBarItem") }
        #expect(tabs.map(\.spokenDescription) == ["Selected: Inbox: 3. Tab. 1 of 3.", "Search. Tab. 2 of 3.", "Settings. Tab. 3 of 3."])
    }

    @Test func childBehaviourIgnoresCombinesOrContains() {
        let card = VStack { Text("Ada"); Text("Engineer") }
        #expect(spoken(card) == ["Ada", "Engineer"])
        #expect(spoken(card.accessibilityElement(children: .combine)) == ["Ada, Engineer"])
        #expect(spoken(card.accessibilityElement(children: .ignore)) == [""])
        #expect(spoken(card.accessibilityElement(children: .ignore).accessibilityLabel("Ada, engineer")) == ["Ada, engineer"])
        #expect(spoken(card.accessibilityHidden(true)) == [])
        // A contained group reads together, where its first element is: the left column's two
        // texts before the right column's, although "B" is higher than "A2".
        let columns = HStack(alignment: .top) {
            VStack(spacing: 40) { Text("A1"); Text("A2") }.accessibilityElement(children: .contain)
            VStack { Text("B") }.padding(.top, 20)
        }
        #expect(spoken(columns) == ["A1", "A2", "B"])
        #expect(spoken(HStack(alignment: .top) { VStack(spacing: 40) { Text("A1"); Text("A2") }; VStack { Text("B") }.padding(.top, 20) }) == ["A1", "B", "A2"])
    }

    @Test func modifiersSetWhatIsSaid() throws {
        let e = try #require(elements(Button("x") {}
            .accessibilityLabel("Close")
            .accessibilityHint("Closes the sheet")
            .accessibilityIdentifier("close")
            .accessibilityInputLabels(["Close", "Dismiss"])
            .accessibilityAction(named: "Archive") {}
            .accessibilityAddTraits(.isHeader)
            .accessibilityRemoveTraits(.isButton)).first)
        #expect(e.label == "Close" && e.hint == "Closes the sheet" && e.identifier == "close")
        #expect(e.inputLabels == ["Close", "Dismiss"] && e.actions == ["Archive"])
        #expect(e.traitNames == ["header"])
        #expect(e.spokenDescription == "Close. Heading.")
        #expect(spoken(Text("4").accessibilityValue("4 stars").accessibilityLabel("Rating")) == ["Rating: 4 stars"])
        #expect(spoken(ProgressView(value: 0.4) { Text("Upload") }) == ["Upload: 40%"])
        // A nearer label wins over an outer one.
        #expect(spoken(Text("a").accessibilityLabel("inner").accessibilityLabel("outer")) == ["inner"])
        // A representation's element stands for the view, at the view's frame.
        let rep = try #require(elements(Color.red.frame(width: 40, height: 20).accessibilityRepresentation { Toggle("Wi-Fi", isOn: .constant(true)) }).first)
        #expect(rep.spokenDescription == "Wi-Fi. Switch Button. On." && rep.frame.size == CGSize(width: 40, height: 20))
    }

    @Test func imagesSayTheirLabelOrName() {
        let images = HStack {
            Image("logo").resizable().frame(width: 20, height: 20)
            Image(decorative: "texture").resizable().frame(width: 20, height: 20)
            Image("photo", label: Text("A cat")).resizable().frame(width: 20, height: 20)
            Image(systemName: "heart.fill").frame(width: 20, height: 20)
            Image(systemName: "square.and.arrow.up").frame(width: 20, height: 20)
        }
        #expect(spoken(images) == ["logo. Image.", "A cat. Image.", "heart. Image.", "square and arrow up. Image."])
        // A button reads its title, not its icon; an icon alone names it.
        #expect(spoken(Button("Add", systemImage: "plus") {}) == ["Add. Button."])
        let symbolOnly = elements(Button {} label: { Image(systemName: "trash") }).first
        #expect(symbolOnly?.spokenDescription == "trash. Button.")
        #expect(symbolOnly?.labelIsOnlySymbolNames == true)
    }

    @Test func theReadingOrderGoesByRowsThenFromTheLeadingEdge() {
        // Tops less than 8 points apart are one row, read from the leading edge.
        let row = ZStack(alignment: .topLeading) {
            Text("second").offset(x: 200, y: 0)
            Text("first").offset(x: 0, y: 7)
            Text("third").offset(x: 0, y: 30)
        }
        #expect(spoken(row) == ["first", "second", "third"])
        #expect(spoken(HStack { Text("one"); Text("two") }, direction: .rightToLeft) == ["one", "two"])
        let mirrored = elements(HStack { Text("one"); Text("two") }, direction: .rightToLeft)
        #expect(mirrored[0].frame.minX > mirrored[1].frame.minX)
        // A higher sort priority is read first.
        #expect(spoken(VStack { Text("top"); Text("bottom").accessibilitySortPriority(1) }) == ["bottom", "top"])
    }

    @Test func theJSONIsAccessibilitySnapshotsModel() throws {
        let s = try on("iphone-17", VStack { Toggle("Wi-Fi", isOn: .constant(true)); Button("Go") {}.accessibilityIdentifier("go") }, look: .ios26)
        let tree = s.accessibilityTree(chrome: ScreenChrome.none)
        let data = try tree.json()
        #expect(data == (try s.accessibilityTree(chrome: ScreenChrome.none).json()))
        let objects = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        #expect(objects.count == 2)
        let keys = Set(objects[0].keys)
        #expect(keys == ["description", "label", "value", "traits", "hint", "shape", "activationPoint", "usesDefaultActivationPoint", "customActions",
                         "customContent", "customRotors", "respondsToUserInteraction", "path"])
        #expect(objects[0]["traits"] as? [String] == ["button", "switchButton"])
        #expect(objects[0]["value"] as? String == "1")
        let shape = try #require(objects[1]["shape"] as? [String: Any])
        #expect(shape["type"] as? String == "frame")
        let frame = try #require(shape["frame"] as? [[Double]])
        let go = tree.elements[1].frame
        #expect(frame == [[Double(go.minX), Double(go.minY)], [Double(go.width), Double(go.height)]])
        #expect(objects[1]["identifier"] as? String == "go")
        #expect((objects[1]["path"] as? String)?.hasSuffix("/Button") == true)
        let decoded = try AccessibilityTree.decodeSnapshot(data)
        #expect(decoded.map(\.description) == ["Wi-Fi. Switch Button. On.", "Go. Button."])
    }
}

/// Accessibility goldens of the screens: each screen's accessibility picture (pixels) and its
/// elements (exact JSON) on an iPhone and an iPad, under `Goldens/accessibility/` (docs/accessibility.md, "Goldens").
@Suite struct AccessibilityGoldenTests {
    static let screens = ["screen-signup", "screen-tabs", "screen-pushed", "screen-settings", "screen-dashboard", "screen-split"]

    @Test(arguments: screens)
    func screenMatchesItsAccessibilityGoldens(name: String) throws {
        let sample = try #require(SampleCatalog.sample(named: name))
        var render = SampleCatalog.images(RenderConfiguration(device: DeviceCatalog.defaultSet[0]))
        render.overlays = [.accessibility]
        let devices = ["iphone-17", "ipad-a16"].compactMap { DeviceCatalog.device(named: $0) }
        RenderConfiguration.$current.withValue(render) {
            assertLayoutSnapshot(of: sample.makeView(), devices: devices, orientations: [.portrait], named: name, goldens: goldensFolder.appendingPathComponent("accessibility"))
        }
    }

    @Test func aChangedLabelIsNamedInTheFailure() throws {
        func elements(_ labels: [String]) throws -> [AccessibilitySnapshotElement] {
            let s = try on("iphone-17", VStack { ForEach(labels, id: \.self) { Button($0) {} } }, look: .ios26)
            return try AccessibilityTree.decodeSnapshot(s.accessibilityTree(chrome: ScreenChrome.none).json())
        }
        // Labels of other widths move the buttons too, and a lone button's path loses its
        // number: those lines are left out here.
        func changes(_ fresh: [AccessibilitySnapshotElement]) -> [String] {
            ElementsDiff.describe(golden: golden, fresh: fresh).filter { !$0.contains(": frame (") && !$0.contains(": view ") }
        }
        let golden = try elements(["Sign in", "Help"])
        #expect(ElementsDiff.describe(golden: golden, fresh: golden) == [])
        #expect(changes(try elements(["Log in", "Help"])) == ["element 1: label 'Sign in' → 'Log in'"])
        #expect(ElementsDiff.describe(golden: golden, fresh: [golden[1], golden[0]]) == ["order changed: 1 ↔ 2"])
        let added = changes(try elements(["Sign in", "Help", "Terms"]))
        #expect(added.count == 1 && added[0].hasPrefix("element 3 added: 'Terms. Button.'"))
        let removed = changes(try elements(["Help"]))
        #expect(removed.count == 1 && removed[0].hasPrefix("element 1 removed: 'Sign in. Button.'"))
    }
}

/// The accessibility picture, read back as pixels.
@Suite struct AccessibilityPictureTests {
    @Test func theScreenIsGreyTheElementsTintedAndTheLegendBeside() throws {
        var render = RenderConfiguration(device: try #require(DeviceCatalog.device(named: "iphone-17")))
        render.overlays = [.accessibility]
        render.chrome = .none
        let view = VStack(spacing: 0) {
            Color.red.frame(width: 200, height: 200).accessibilityLabel("Red square")
            Color.green.frame(maxWidth: .infinity, maxHeight: .infinity)
        }
        let list = DeviceScene(view, configuration: render).displayList()
        #expect(abs(list.size.width - (402 + 20 + 320)) < 0.001)
        let bitmap = try CairoRenderer.bitmap(list)
        func px(_ x: CGFloat, _ y: CGFloat) -> RGBA8 { bitmap.pixel(atPoint: x, y, scale: list.scale) }
        // The green below is drawn grey: no element there.
        let green = px(200, 700)
        #expect(green.r == green.g && green.g == green.b, "\(green)")
        // The red square is the first element: grey under the first colour's 28 % tint (blue).
        let red = px(201, 150)
        #expect(Int(red.b) > Int(red.r) + 40, "\(red)")
        // The legend's column is white below its one entry.
        #expect(px(600, 800) == RGBA8(r: 255, g: 255, b: 255, a: 255))
        // Its entry's disc, in the first colour, at the column's top-left.
        let disc = px(402 + 20 + 4, 16 + 10)
        #expect(disc.b > 200 && disc.r < 60, "\(disc)")
    }
}
