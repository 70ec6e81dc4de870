import Foundation
import LayoutViz
import Testing

/// Navigation bars and titles, toolbars, pushed screens with back buttons, bottom bars, search and
/// NavigationSplitView (docs/controls.md, "Navigation", "Toolbars", "Split views").
@Suite struct NavigationTests {

    /// A scroll view that rests scrolled (`defaultScrollAnchor(.bottom)` on a long chat) has its
    /// content under the bar, so the bar shows its background, as once content scrolls under it;
    /// at its top the bar stays transparent.
    @Test func aBarOverContentRestingScrolledShowsItsBackground() throws {
        func screen(_ anchor: UnitPoint?) throws -> Bitmap {
            try CairoRenderer.bitmap(try onPhone(NavigationStack {
                ScrollView { Color.red.frame(height: 3000) }.defaultScrollAnchor(anchor).navigationTitle("Chat").navigationBarTitleDisplayMode(.inline)
            }).displayList(chrome: .none))
        }
        let scrolled = try screen(.bottom), top = try screen(nil)
        // The bar material (translucent) over the red content.
        #expect(scrolled.pixel(atPoint: 100, 80, scale: 3) == RGBA8(r: 249, g: 237, b: 237))
        #expect(top.pixel(atPoint: 100, 80, scale: 3) == RGBA8(.white))
        // Below the bar, the content either way.
        #expect(scrolled.pixel(atPoint: 100, 400, scale: 3) == RGBA8(r: 255, g: 59, b: 48) && top.pixel(atPoint: 100, 400, scale: 3) == RGBA8(r: 255, g: 59, b: 48))
    }

    /// A screen's content that does not fill the space between the bars is centred in it, as iOS
    /// centres a `Text` or a `ProgressView` at a stack's root (it was drawn under the title).
    @Test(arguments: [SystemLook.Name.ios26, .ios18])
    func contentSmallerThanTheScreenIsCentredBetweenTheBars(look: SystemLook.Name) throws {
        let area = try #require(try onPhone(NavigationStack { Color.red.id("area").navigationTitle("Title") }, look: look).tree.frame(of: "area"))
        let hello = try textFrame(try onPhone(NavigationStack { Text("Hello").navigationTitle("Title") }, look: look), "Hello")
        #expect(abs(hello.midX - area.midX) < 0.01 && abs(hello.midY - area.midY) < 0.34, "\(hello) in \(area)")
        let box = try onPhone(NavigationStack { Color.blue.frame(width: 100, height: 60).id("box").navigationTitle("Title") }, look: look)
        #expect(box.tree.frame(of: "box") == CGRect(x: area.midX - 50, y: area.midY - 30, width: 100, height: 60))
    }

    @Test func inlineTitlesAndTheLandscapeBar() throws {
        let inline = try onPhone(NavigationStack { Color.red.navigationTitle("Detail").navigationBarTitleDisplayMode(.inline) })
        let title = try #require(inline.tree.root.allNodes().first { $0.kind == "Text" })
        #expect(abs(title.frame.midX - 196.5) < 0.01 && abs(title.frame.midY - (59 + 22)) < 0.34)
        let red = try #require(inline.tree.root.allNodes().first { $0.kind == "Color" && $0.frame.height > 100 })
        #expect(abs(red.frame.minY - 103) < 1e-9)
        // Landscape (compact height): a 32-point bar.
        let wide = try onPhone(NavigationStack { Color.red.navigationTitle("Detail").navigationBarTitleDisplayMode(.inline) }, .landscape)
        let redWide = try #require(wide.tree.root.allNodes().first { $0.kind == "Color" && $0.frame.height > 100 })
        #expect(abs(redWide.frame.minY - 32) < 1e-9)
    }

    @Test func toolbarItemsSitAtTheBarsEndsAroundAnInlineTitle() throws {
        let scene = try on("iphone-16", NavigationStack {
            Color.red.id("content")
                .navigationTitle("Notes")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) { Color.blue.frame(width: 30, height: 20).id("leading") }
                    ToolbarItemGroup(placement: .topBarTrailing) {
                        Color.green.frame(width: 20, height: 20).id("t1")
                        Color.green.frame(width: 20, height: 20).id("t2")
                    }
                }
        })
        // The bar: 44 points from the safe area's top (59); items 16 from the edges, 16 apart,
        // centred in the bar; the content below the bar.
        #expect(scene.tree.frame(of: "leading") == CGRect(x: 16, y: 59 + 12, width: 30, height: 20))
        #expect(scene.tree.frame(of: "t2") == CGRect(x: 393 - 16 - 20, y: 71, width: 20, height: 20))
        #expect(scene.tree.frame(of: "t1") == CGRect(x: 393 - 16 - 20 - 16 - 20, y: 71, width: 20, height: 20))
        #expect(scene.tree.frame(of: "content") == CGRect(x: 0, y: 103, width: 393, height: 852 - 103 - 34))
        #expect(abs(try textFrame(scene, "Notes").midX - 196.5) < 0.01)
        // Plain views in a toolbar go to the trailing end; a confirmation action too.
        let plain = try on("iphone-16", NavigationStack { Color.red.toolbar { Color.blue.frame(width: 10, height: 10).id("p") } })
        #expect(try #require(plain.tree.frame(of: "p")).maxX == 393 - 16)
        let sheet = try on("iphone-16", NavigationStack {
            Color.red.toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
                ToolbarItem(placement: .confirmationAction) { Button("Add") {} }
            }
        })
        let cancel = try textFrame(sheet, "Cancel"), add = try textFrame(sheet, "Add")
        #expect(abs(cancel.minX - 16) < 1e-9 && abs(add.maxX - 377) < 1e-9 && drawnTexts(sheet).first { $0.0 == "Cancel" }?.1 == ios18Table(.accentColor))
        #expect(add.width > LayoutTree(Text("Add"), proposal: .unspecified).root.frame.width)  // semibold is wider
        // A principal item replaces the title in the middle.
        let principal = try on("iphone-16", NavigationStack {
            Color.red.navigationTitle("Hidden").toolbar { ToolbarItem(placement: .principal) { Color.blue.frame(width: 40, height: 10).id("p") } }
        })
        #expect(principal.tree.frame(of: "p") == CGRect(x: 176.5, y: 59 + 17, width: 40, height: 10))
    }

    /// A `Label` in a bar shows its icon only, as iOS shows it; in a menu's label in a list it
    /// keeps its title (docs/controls.md, "Toolbars").
    @Test func labelsInBarsShowTheirIconsOnly() throws {
        for look in [SystemLook.Name.ios18, .ios26] {
            let scene = try onPhone(NavigationStack {
                List {
                    Menu { Button("Select") {} } label: { Label("Actions", systemImage: "ellipsis.circle") }
                }
                .navigationTitle("Mail")
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) { Button {} label: { Label("Filter", systemImage: "line.3.horizontal.decrease.circle").id("filter") } }
                    ToolbarItem(placement: .bottomBar) { Button {} label: { Label("Compose", systemImage: "square.and.pencil") } }
                }
            }, look: look)
            let texts = drawnTexts(scene).map(\.0)
            #expect(!texts.contains("Filter") && !texts.contains("Compose") && texts.contains("Actions"), "\(texts)")
            // The filter item is its symbol alone: a square as tall as the large-scale body symbol.
            let filter = try #require(scene.tree.frame(of: "filter"))
            #expect(filter.width == filter.height && filter.width > 17 && filter.width < 30, "\(filter)")
        }
    }

    @Test func largeTitlesKeepTheirItemsInTheTopRowAndIPadBarsAre50() throws {
        let scene = try on("iphone-16", NavigationStack {
            Color.red.id("content").navigationTitle("Inbox").toolbar { Color.blue.frame(width: 20, height: 20).id("item") }
        })
        #expect(scene.tree.frame(of: "item") == CGRect(x: 357, y: 71, width: 20, height: 20))
        #expect(try #require(scene.tree.frame(of: "content")).minY == 59 + 44 + 52)
        // iPad: a 50-point bar (iOS 12 and later), items 20 from the edges.
        let pad = try on("ipad-10", NavigationStack {
            Color.red.id("content").navigationTitle("Inbox").navigationBarTitleDisplayMode(.inline)
                .toolbar { Color.blue.frame(width: 20, height: 20).id("item") }
        })
        #expect(try #require(pad.tree.frame(of: "content")).minY == 24 + 50)
        #expect(pad.tree.frame(of: "item") == CGRect(x: 820 - 20 - 20, y: 24 + 15, width: 20, height: 20))
    }

    @Test func aPathShowsItsLastValuesScreenWithABackButton() throws {
        struct Root: View {
            var body: some View {
                Color.red.id("root").navigationTitle("Trails")
                    .navigationDestination(for: Int.self) { n in Color.green.id("detail-\(n)").navigationTitle("Trail \(n)") }
            }
        }
        let scene = try on("iphone-16", NavigationStack(path: .constant([1, 2])) { Root() })
        #expect(scene.tree.frame(of: "root") == nil && scene.tree.frame(of: "detail-1") == nil)
        // The shown screen keeps the root's large mode (automatic follows the screen before).
        #expect(try #require(scene.tree.frame(of: "detail-2")).minY == 59 + 44 + 52)
        let strings = drawnTexts(scene).map(\.0)
        #expect(strings.contains("Trail 2") && strings.contains("Trail 1"))  // back to the screen before
        #expect(drawnTexts(scene).first { $0.0 == "Trail 1" }?.1 == ios18Table(.accentColor))
        #expect(try textFrame(scene, "Trail 1").minX == 8 + 12 + 6)
        #expect(scene.tree.root.allNodes().contains { $0.kind == "BackChevronShape" && $0.frame.minX == 8 })
        // A NavigationPath; a long previous title shortens to "Back"; a hidden back button.
        var path = NavigationPath()
        path.append(7)
        let long = try on("iphone-16", NavigationStack(path: .constant(path)) {
            Root().navigationTitle("A Rather Long Title")
        })
        #expect(drawnTexts(long).map(\.0).contains("Back") && long.tree.frame(of: "detail-7") != nil)
        let presented = try on("iphone-16", NavigationStack {
            Color.red.navigationTitle("List")
                .navigationDestination(isPresented: .constant(true)) { Color.blue.id("sheet").navigationBarBackButtonHidden() }
        })
        #expect(presented.tree.frame(of: "sheet") != nil && !drawnTexts(presented).map(\.0).contains("List"))
        // A value of a type nothing declares stops the path at the screen before.
        let unknown = try on("iphone-16", NavigationStack(path: .constant(["x"])) { Root() })
        #expect(unknown.tree.frame(of: "root") != nil)
    }

    @Test func theBottomBarAndBarBackgrounds() throws {
        let scene = try on("iphone-16", NavigationStack {
            Color.red.id("content")
                .toolbar {
                    ToolbarItem(placement: .bottomBar) { Color.blue.frame(width: 20, height: 20).id("b1") }
                    ToolbarItem(placement: .status) { Color.blue.frame(width: 60, height: 10).id("status") }
                    ToolbarItem(placement: .bottomBar) { Color.blue.frame(width: 20, height: 20).id("b2") }
                }
        })
        // 44 points above the home indicator; the first item leading, the last trailing, the status centred.
        let barTop: CGFloat = 852 - 34 - 44
        #expect(try #require(scene.tree.frame(of: "content")).maxY == barTop)
        #expect(scene.tree.frame(of: "b1") == CGRect(x: 16, y: barTop + 12, width: 20, height: 20))
        #expect(scene.tree.frame(of: "b2") == CGRect(x: 357, y: barTop + 12, width: 20, height: 20))
        #expect(scene.tree.frame(of: "status") == CGRect(x: 166.5, y: barTop + 17, width: 60, height: 10))
        let b = try CairoRenderer.bitmap(scene.displayList(chrome: .none))
        #expect(b.pixel(atPoint: 100, 852 - 5, scale: 3) == RGBA8(r: 249, g: 249, b: 249))  // under the home indicator
        // The navigation bar is transparent at rest; `.visible` draws its background, under the status bar too.
        let plain = try CairoRenderer.bitmap(try on("iphone-16", NavigationStack { Color.red.navigationTitle("T") }).displayList(chrome: .none))
        #expect(plain.pixel(atPoint: 100, 10, scale: 3) == RGBA8(.white))
        let visible = try CairoRenderer.bitmap(try on("iphone-16", NavigationStack {
            Color.red.navigationTitle("T").toolbarBackground(.visible, for: .navigationBar)
        }).displayList(chrome: .none))
        #expect(visible.pixel(atPoint: 100, 10, scale: 3) == RGBA8(r: 249, g: 249, b: 249))
        let blue = try CairoRenderer.bitmap(try on("iphone-16", NavigationStack {
            Color.red.navigationTitle("T").toolbarBackground(Color.blue, for: .navigationBar).toolbarBackground(.visible, for: .navigationBar)
        }).displayList(chrome: .none))
        #expect(blue.pixel(atPoint: 100, 10, scale: 3) == RGBA8(ios18Table(.blue)) && blue.pixel(atPoint: 100, 100, scale: 3) == RGBA8(ios18Table(.blue)))
        // A style alone is not drawn at rest.
        let styleOnly = try CairoRenderer.bitmap(try on("iphone-16", NavigationStack {
            Color.red.navigationTitle("T").toolbarBackground(Color.blue, for: .navigationBar)
        }).displayList(chrome: .none))
        #expect(styleOnly.pixel(atPoint: 100, 10, scale: 3) == RGBA8(.white))
    }

    @Test func aSearchableScreenShowsItsFieldUnderTheTitle() throws {
        let scene = try on("iphone-16", NavigationStack {
            Color.red.id("content").navigationTitle("Inbox").searchable(text: .constant(""))
        })
        // Bar 44 + large title 52 + the 52-point search strip; the 36-point field 8 points into it.
        #expect(try #require(scene.tree.frame(of: "content")).minY == 59 + 44 + 52 + 52)
        let field = try #require(scene.tree.root.allNodes().first { $0.kind == "RoundedRectangle" && $0.frame.height == 36 })
        #expect(field.frame == CGRect(x: 16, y: 59 + 96 + 8, width: 361, height: 36))
        #expect(drawnTexts(scene).contains { $0.0 == "Search" && $0.1 == Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.6) })
        let b = try CairoRenderer.bitmap(scene.displayList(chrome: .none))
        #expect(b.pixel(atPoint: 370, field.frame.midY, scale: 3) == RGBA8(r: 239, g: 239, b: 240))
        // Its text when there is one; a prompt of the view's own.
        let typed = try on("iphone-16", NavigationStack { Color.red.searchable(text: .constant("ada"), prompt: "Find people") })
        #expect(drawnTexts(typed).map(\.0).contains("ada") && !drawnTexts(typed).map(\.0).contains("Find people"))
    }

    @Test func hiddenBars() throws {
        let noBar = try on("iphone-16", NavigationStack { Color.red.id("c").navigationTitle("T").toolbar(.hidden, for: .navigationBar) })
        #expect(try #require(noBar.tree.frame(of: "c")).minY == 59)
        let older = try on("iphone-16", NavigationStack { Color.red.id("c").navigationBarHidden(true) })
        #expect(try #require(older.tree.frame(of: "c")).minY == 59)
        let noTabs = try on("iphone-16", TabView {
            NavigationStack { Color.red.id("c").toolbar(.hidden, for: .tabBar) }.tabItem { Text("A") }
        })
        #expect(try #require(noTabs.tree.frame(of: "c")).maxY == 852 - 34)
        #expect(!drawnTexts(noTabs).map(\.0).contains("A"))
    }

    func split(_ visibility: NavigationSplitViewVisibility = .automatic) -> some View {
        NavigationSplitView(columnVisibility: .constant(visibility)) {
            Color.orange.id("sidebar").navigationTitle("Folders")
        } detail: {
            Color.purple.id("detail").navigationTitle("Note").navigationBarTitleDisplayMode(.inline)
        }
    }

    @Test func aSplitViewShowsColumnsSideBySideOnAWideIPad() throws {
        let wide = try on("ipad-10", split(), .landscape)
        // The sidebar 320 wide; the detail the rest; each column below its own bar.
        #expect(wide.tree.frame(of: "sidebar") == CGRect(x: 0, y: 24 + 44 + 52, width: 320, height: 820 - 20 - 24 - 44 - 52))
        #expect(wide.tree.frame(of: "detail") == CGRect(x: 320, y: 24 + 44, width: 1180 - 320, height: 820 - 20 - 24 - 44))
        // Columns have compact widths: 44-point bars, 16-point margins, the sidebar button leading.
        let button = try #require(wide.tree.root.allNodes().first { $0.kind == "Image" && $0.frame.minX == 16 })
        #expect(button.frame.maxX < 320)
        // Portrait: the detail alone, unless every column is asked for.
        let tall = try on("ipad-10", split())
        #expect(tall.tree.frame(of: "sidebar") == nil)
        #expect(try #require(tall.tree.frame(of: "detail")).width == 820)
        let all = try on("ipad-10", split(.all))
        #expect(try #require(all.tree.frame(of: "sidebar")).width == 320)
        #expect(try #require(all.tree.frame(of: "detail")).width == 500)
        #expect(try on("ipad-10", split(.detailOnly), .landscape).tree.frame(of: "sidebar") == nil)
        // The hairline between the columns reaches the top of the screen.
        let b = try CairoRenderer.bitmap(wide.displayList(chrome: .none))
        #expect(b.pixel(atPoint: 319.75, 5, scale: 2) != RGBA8(.white))
        // The largest iPhones in landscape have a regular width: columns too, from the safe
        // area's leading edge (62 points in beside the Dynamic Island).
        let max = try on("iphone-16-pro-max", split(), .landscape)
        #expect(max.tree.frame(of: "sidebar") == CGRect(x: 62, y: 32 + 52, width: 320, height: 440 - 21 - 32 - 52))
        #expect(max.tree.frame(of: "detail") == CGRect(x: 382, y: 32, width: 956 - 62 - 62 - 320, height: 440 - 21 - 32))
    }

    /// A sidebar's selected row is a rounded accent fill with its content in white; on iPadOS 26
    /// the sidebar is a floating pane 8 in from the screen's edges, with no hairline beside it.
    @Test(arguments: [SystemLook.Name.ios18, .ios26])
    func aSidebarsSelectionAndIPadOS26sFloatingPane(look: SystemLook.Name) throws {
        let scene = try on("ipad-10", NavigationSplitView {
            List(["Inbox", "Drafts"], id: \.self, selection: .constant(Optional("Drafts"))) { Label($0, systemImage: "tray") }.navigationTitle("Mail")
        } detail: { Color.white }, .landscape, look: look)
        let drafts = try textFrame(scene, "Drafts"), inbox = try textFrame(scene, "Inbox")
        let texts = drawnTexts(scene)
        #expect(texts.first { $0.0 == "Drafts" }?.1 == Color.white && texts.first { $0.0 == "Inbox" }?.1 != Color.white)
        let b = try CairoRenderer.bitmap(scene.displayList(chrome: .none))
        #expect(b.pixel(atPoint: drafts.maxX + 20, drafts.midY, scale: 2) == (look == .ios26 ? RGBA8(r: 0, g: 136, b: 255) : RGBA8(r: 0, g: 122, b: 255)))
        #expect(b.pixel(atPoint: inbox.maxX + 20, inbox.midY, scale: 2) == RGBA8(r: 242, g: 242, b: 247))
        // At the screen's edge: iOS 18's full-height column; iOS 26's pane starts 8 in (white
        // outside it, but for its soft shadow).
        let edge = b.pixel(atPoint: 3, 400, scale: 2)
        #expect(look == .ios26 ? edge.r > 248 && edge.r == edge.b : edge == RGBA8(r: 242, g: 242, b: 247), "\(edge)")
        #expect(b.pixel(atPoint: 12, 400, scale: 2) == RGBA8(r: 242, g: 242, b: 247))
        // The hairline beside the sidebar only on iOS 18 (separator grey over white, about 198).
        #expect((b.pixel(atPoint: 319.75, 400, scale: 2).r < 220) == (look == .ios18))
    }

    @Test func aSplitViewCollapsesIntoAStackOnIPhone() throws {
        let phone = try on("iphone-16", split())
        #expect(phone.tree.frame(of: "detail") == nil && phone.tree.frame(of: "sidebar") != nil)
        #expect(drawnTexts(phone).map(\.0).contains("Folders"))
        let detail = try on("iphone-16", NavigationSplitView(columnVisibility: .constant(.automatic), preferredCompactColumn: .constant(.detail)) {
            Color.orange.id("sidebar").navigationTitle("Folders")
        } detail: {
            Color.purple.id("detail").navigationTitle("Note").navigationBarTitleDisplayMode(.inline)
        })
        #expect(detail.tree.frame(of: "detail") == CGRect(x: 0, y: 103, width: 393, height: 852 - 103 - 34))
        #expect(drawnTexts(detail).map(\.0).contains("Folders"))  // the back button
        // Three columns: the content beside the detail in landscape.
        let three = try on("ipad-10", NavigationSplitView {
            Color.orange.id("sidebar")
        } content: {
            Color.yellow.id("content")
        } detail: {
            Color.purple.id("detail")
        }, .landscape)
        #expect(three.tree.frame(of: "sidebar") == nil)
        #expect(try #require(three.tree.frame(of: "content")).width == 320)
    }

    @Test func sidebarListsHaveNoCardsOrSeparators() throws {
        let scene = try on("ipad-10", NavigationSplitView {
            List { Text("One").id("one"); Text("Two") }.navigationTitle("Folders")
        } detail: { Color.white }, .landscape)
        let one = try #require(scene.tree.frame(of: "one"))
        let b = try CairoRenderer.bitmap(scene.displayList(chrome: .none))
        // The row lies on the grouped background, not on a white card.
        #expect(b.pixel(atPoint: one.minX - 4, one.midY, scale: 2) == RGBA8(r: 242, g: 242, b: 247))
        #expect(!scene.tree.root.allNodes().contains { $0.viewName == "Divider" && $0.frame.minX > 0 && $0.frame.maxX <= 320 })
        // The same list on an iPhone is inset grouped, its rows separated.
        let phone = try on("iphone-16", List { Text("One"); Text("Two") }.listStyle(.sidebar))
        #expect(phone.tree.root.allNodes().filter { $0.viewName == "Divider" }.count == 1)
    }
}

/// Toolbar content built with `@ToolbarContentBuilder`, overflow and keyboard placements.
@Suite struct ToolbarContentTests {

    struct Screen: View {
        let editing: Bool
        @ToolbarContentBuilder var items: some ToolbarContent {
            ToolbarItem(placement: .topBarLeading) { Color.blue.frame(width: 10, height: 10).id("lead") }
            if editing {
                ToolbarItem(placement: .topBarTrailing) { Color.blue.frame(width: 10, height: 10).id("done") }
            }
        }
        var body: some View { Color.red.toolbar { items } }
    }

    func scene(_ view: some View) throws -> DeviceScene {
        try on("iphone-16", view)
    }

    @Test func builtContentAndPlacementsThatDrawNoItem() throws {
        let editing = try scene(NavigationStack { Screen(editing: true) })
        #expect(editing.tree.frame(of: "lead")?.minX == 16 && editing.tree.frame(of: "done")?.maxX == 377)
        let idle = try scene(NavigationStack { Screen(editing: false) })
        #expect(idle.tree.frame(of: "lead") != nil && idle.tree.frame(of: "done") == nil)
        // Secondary actions become one "more" symbol at the trailing end; keyboard items are not drawn.
        let more = try scene(NavigationStack {
            Color.red.toolbar {
                ToolbarItem(placement: .secondaryAction) { Button("Rename") {} }
                ToolbarItem(placement: .secondaryAction) { Button("Delete") {} }
                ToolbarItem(placement: .keyboard) { Button("Done") {} }
            }
        })
        let symbols = more.tree.root.allNodes().filter { $0.kind == "Image" }
        #expect(symbols.count == 1 && abs(symbols[0].frame.maxX - 377) < 1e-9)
        let strings = more.displayList(chrome: .none).items.compactMap { if case .text(let r, _, _) = $0 { return r.string } else { return nil } }
        #expect(!strings.contains("Rename") && !strings.contains("Done"))
    }
}
