import Foundation
import LayoutViz
import Testing

/// List, Form and Section in their styles, and the small containers (GroupBox, DisclosureGroup,
/// ContentUnavailableView) and row accessories (LabeledContent, badges) (docs/controls.md).
@Suite struct ListTests {

    @Test func aFormIsInsetGroupedUnderALargeTitle() throws {
        let scene = try onPhone(NavigationStack {
            Form {
                Section("Network") {
                    Toggle("Wi-Fi", isOn: .constant(true)).id("toggle")
                    NavigationLink("Bluetooth") { Text("x") }.id("link")
                }
            }
            .navigationTitle("Settings")
        })
        // Safe area from 59; bar 44 + large title 52; 20 above the first section; the header
        // (13-point text, 7 below it) then the card 16 from each edge, rows 44 tall with content 20 in.
        let title = try #require(scene.tree.root.allNodes().first { $0.kind == "Text" && $0.frame.minY > 59 && $0.frame.maxY <= 155.01 })
        #expect(title.frame.minX == 16 && abs(title.frame.maxY - 155) < 0.01)
        let toggle = try #require(scene.tree.frame(of: "toggle"))
        let link = try #require(scene.tree.frame(of: "link"))
        #expect(toggle.minX == 36 && toggle.width == 321 && link.minX == 36 && link.width == 321)
        // The header and the two row labels start at 36; the rows' labels are 44 apart.
        let labels = scene.tree.root.allNodes().filter { $0.kind == "Text" && $0.frame.minX == 36 }
        #expect(labels.count == 3 && abs(labels[2].frame.minY - labels[1].frame.minY - 44) < 1e-9)
        #expect(drawnTexts(scene).map(\.0).contains("NETWORK") && drawnTexts(scene).map(\.0).contains("Settings"))
        // The grouped background reaches under the status bar; the card is white.
        let b = try CairoRenderer.bitmap(scene.displayList(chrome: .none))
        #expect(b.pixel(atPoint: 5, 5, scale: 3) == RGBA8(r: 242, g: 242, b: 247))
        #expect(b.pixel(atPoint: 20, toggle.midY, scale: 3) == RGBA8(.white) && b.pixel(atPoint: 10, toggle.midY, scale: 3) == RGBA8(r: 242, g: 242, b: 247))
    }

    /// `List(selection:)` highlights its selected rows (by ForEach id or tag; one value, an
    /// optional or a set) in UIKit's selected-cell grey, keeping to the card's corners.
    @Test func selectedRowsAreHighlighted() throws {
        let grey = RGBA8(r: 209, g: 209, b: 214)
        func pixels(_ view: some View) throws -> [RGBA8] {
            let scene = try onPhone(view)
            let b = try CairoRenderer.bitmap(scene.displayList(chrome: .none))
            return try ["A", "B", "C"].map { b.pixel(atPoint: 30, try textFrame(scene, $0).midY, scale: 3) }
        }
        #expect(try pixels(List(["A", "B", "C"], id: \.self, selection: .constant(Optional("B"))) { Text($0) }) == [.init(.white), grey, .init(.white)])
        #expect(try pixels(List(["A", "B", "C"], id: \.self, selection: .constant(Set(["A", "C"]))) { Text($0) }) == [grey, .init(.white), grey])
        #expect(try pixels(List(selection: .constant(3)) { Text("A").tag(1); Text("B").tag(2); Text("C").tag(3) }) == [.init(.white), .init(.white), grey])
        // Nothing selected, nothing drawn: the same tree as a list without a selection (the
        // committed control fixtures pin that tree).
        let none = try onPhone(List(["A", "B"], id: \.self, selection: .constant(String?.none)) { Text($0) })
        let plain = try onPhone(List(["A", "B"], id: \.self) { Text($0) })
        #expect(none.tree.jsonString() == plain.tree.jsonString())
    }

    @Test func plainListsAndLooseRows() throws {
        let scene = try onPhone(List(["One", "Two", "Three"], id: \.self) { Text($0) }.listStyle(.plain))
        let rows = scene.tree.root.allNodes().filter { $0.kind == "Text" }
        #expect(rows.map { $0.frame.minX } == [20, 20, 20])
        #expect(abs(rows[1].frame.minY - rows[0].frame.minY - 44) < 1e-9)  // separators lie inside the rows
        // Rows outside sections form a section of their own in the default style.
        let grouped = try onPhone(List { Text("A"); Section("S") { Text("B") } })
        let a = try #require(grouped.tree.root.allNodes().first { $0.kind == "Text" })
        #expect(a.frame.minX == 36)
    }

    @Test func smallContainers() throws {
        let box = LayoutTree(GroupBox("Title") { Color.red.frame(height: 20).id("c") }, proposal: ProposedViewSize(width: 200, height: nil))
        let title = LayoutTree(Text("Title").font(.headline), proposal: .unspecified).root.frame.size
        #expect(box.root.frame.size == CGSize(width: 200, height: 16 + title.height + 10 + 20 + 16))
        #expect(box.frame(of: "c") == CGRect(x: 16, y: 16 + title.height + 10, width: 168, height: 20))
        // A collapsed disclosure group shows its label only; an expanded one its content too.
        let collapsed = LayoutTree(DisclosureGroup("More") { Color.red.id("c") }, proposal: ProposedViewSize(width: 200, height: nil))
        #expect(collapsed.frame(of: "c") == nil && collapsed.root.allNodes().contains { $0.kind == "ChevronShape" })
        let expanded = LayoutTree(DisclosureGroup("More", isExpanded: .constant(true)) { Color.red.frame(height: 10).id("c") },
                                  proposal: ProposedViewSize(width: 200, height: nil))
        #expect(expanded.frame(of: "c")?.minY == expanded.root.frame.height - 10)
        // An empty state is centred in the space offered; a link is its title in the accent colour.
        let empty = LayoutTree(ContentUnavailableView("No Mail", systemImage: "tray", description: Text("New mail appears here.")),
                               proposal: ProposedViewSize(width: 390, height: 700))
        let heading = try #require(empty.root.allNodes().first { $0.kind == "Text" })
        #expect(empty.root.frame.size == CGSize(width: 390, height: 700) && abs(heading.frame.midX - 195) < 0.01)
        let link = LayoutTree(Link("Apple", destination: URL(string: "https://www.apple.com")!), proposal: .unspecified).displayList(scale: 2)
        #expect(link.items.contains { if case .text(let r, _, let c) = $0 { return r.string == "Apple" && c == .accentColor } else { return false } })
    }

    /// A list with no rows is as wide as it is offered (it was a column as wide as its margins,
    /// 40 points), so an empty state laid over it has the screen's width.
    @Test(arguments: [SystemLook.Name.ios26, .ios18])
    func anEmptyListFillsItsProposalAndAnOverlaidEmptyStateHasItsWidth(look: SystemLook.Name) throws {
        for form in [false, true] {
            let list = try onPhone(NavigationStack {
                Group {
                    if form { Form { ForEach([String](), id: \.self) { Text($0) } } } else { List { ForEach([String](), id: \.self) { Text($0) } } }
                }
                .id("list")
                .navigationTitle("Notes")
                .overlay { ContentUnavailableView("No Notes", systemImage: "note.text", description: Text("Tap the plus button to write your first note.")) }
            }, look: look)
            let area = try #require(try onPhone(NavigationStack { Color.red.id("area").navigationTitle("Notes") }, look: look).tree.frame(of: "area"))
            #expect(list.tree.frame(of: "list") == area)
            let title = try textFrame(list, "No Notes")
            var env = EnvironmentValues.standard
            env.displayScale = 3
            let alone = LayoutTree(Text("No Notes").font(.title2.bold()), proposal: .unspecified, environment: env)
            #expect(title.size == alone.root.frame.size && abs(title.midX - area.midX) < 0.01, "\(title)")
        }
    }

    /// An empty state's `Label` is drawn as the built-in label: the large symbol over the bold
    /// title, not an inline icon beside small text.
    @Test func anEmptyStatesLabelIsDrawnAsTheBuiltInOne() throws {
        let proposal = ProposedViewSize(width: 390, height: 700)
        let built = LayoutTree(ContentUnavailableView {
            Label("No Mail", systemImage: "tray.fill")
        } description: {
            Text("New mail you receive will appear here.")
        } actions: {
            Button("Refresh") {}
        }, proposal: proposal)
        let plain = LayoutTree(ContentUnavailableView("No Mail", systemImage: "tray.fill", description: Text("New mail you receive will appear here.")),
                               proposal: proposal)
        func frames(_ t: LayoutTree, _ kind: String) -> [CGRect] { t.root.allNodes().filter { $0.kind == kind }.map(\.frame) }
        let (icon, title) = (try #require(frames(built, "Image").first), try #require(frames(built, "Text").first))
        #expect(icon.maxY < title.minY && abs(icon.midX - title.midX) < 0.01)
        #expect(title.size == LayoutTree(Text("No Mail").font(.title2.bold()), proposal: .unspecified).root.frame.size)
        #expect(icon.size == (try #require(frames(plain, "Image").first)).size)
    }

    @Test func labeledContentAndRowBadgesShowTheirValueTrailingInGrey() throws {
        let grey = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.6)
        let row = LayoutTree(LabeledContent("Version", value: "18.1"), proposal: ProposedViewSize(width: 300, height: nil))
        #expect(drawnStrings(row).map(\.0) == ["Version", "18.1"] && drawnStrings(row)[1].1 == grey)
        let value = try #require(row.root.allNodes().first { $0.kind == "Text" && $0.detail.hasPrefix("\"18.1\"") })
        #expect(abs(value.frame.maxX - 300) < 1e-9)
        // A badge in a list row: its count trailing in grey; zero shows none; outside a row nothing.
        let list = LayoutTree(List { Text("Inbox").badge(5); Text("Sent").badge(0) }, proposal: ProposedViewSize(width: 390, height: 400))
        #expect(drawnStrings(list).map(\.0) == ["Inbox", "5", "Sent"] && drawnStrings(list)[1].1 == grey)
        let five = try #require(list.root.allNodes().first { $0.kind == "Text" && $0.detail.hasPrefix("\"5\"") })
        #expect(abs(five.frame.maxX - (390 - 16 - 20)) < 1e-9)
        #expect(drawnStrings(LayoutTree(Text("A").badge(2), proposal: .unspecified)).map(\.0) == ["A"])
        #expect(drawnStrings(LayoutTree(EditButton(), proposal: .unspecified)).map { $0.0 + "\($0.1 == .accentColor)" } == ["Edittrue"])
    }
}
