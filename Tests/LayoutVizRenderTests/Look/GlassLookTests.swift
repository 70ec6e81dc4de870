import Foundation
import LayoutViz
import Samples
import Testing

/// iOS 26's look (docs/look.md, "iOS 26"): the bars and their glass platters, the floating tab
/// bar, inset-grouped lists, the capsule controls, and glass drawn the same on every run.
@Suite struct GlassLookTests {

    /// Whether `a` is `b` but for floating-point rounding.
    func near(_ a: CGFloat?, _ b: CGFloat) -> Bool { a.map { abs($0 - b) < 1e-9 } ?? false }

    /// The frames of the glass platters a scene draws, in drawing order.
    func platters(_ scene: DeviceScene) -> [CGRect] {
        scene.tree.root.allNodes().filter { $0.viewName == "GlassBackground" }.map(\.frame)
    }

    @Test func theNavigationBarIsTenThenFiftyFourAndALargeTitleStartsTheContentAt116() throws {
        // iPhone 17: 402 wide, 62 at the top.
        let inline = try on("iphone-17", NavigationStack {
            Color.red.id("content").navigationTitle("Detail").navigationBarTitleDisplayMode(.inline)
        }, look: .ios26)
        #expect(near(inline.tree.frame(of: "content")?.minY, 62 + 64))
        let title = try textFrame(inline, "Detail")
        #expect(abs(title.midY - (62 + 32)) < 0.34 && abs(title.midX - 201) < 0.01)
        let large = try on("iphone-17", NavigationStack { Color.red.id("content").navigationTitle("Inbox") }, look: .ios26)
        #expect(near(large.tree.frame(of: "content")?.minY, 62 + 116))
        let big = try textFrame(large, "Inbox")
        #expect(big.minX == 20 && big.maxY <= 62 + 116)
        // The same on the 375-point SE under its 20-point status bar; iOS 18 keeps 44 + 52.
        let se = try on("iphone-se-3", NavigationStack { Color.red.id("content").navigationTitle("Inbox") }, look: .ios26)
        #expect(near(se.tree.frame(of: "content")?.minY, 20 + 116))
        let old = try on("iphone-17", NavigationStack { Color.red.id("content").navigationTitle("Inbox") }, look: .ios18)
        #expect(near(old.tree.frame(of: "content")?.minY, 62 + 44 + 52))
    }

    @Test func barItemsSitOnCapsulePlattersThatNeighboursShare() throws {
        let scene = try on("iphone-17", NavigationStack {
            Color.white.navigationTitle("Notes").navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) { Button("Edit") {} }
                    ToolbarItem(placement: .topBarTrailing) { Button {} label: { Image(systemName: "plus") } }
                    ToolbarItem(placement: .topBarTrailing) { Button {} label: { Image(systemName: "gear") } }
                }
        }, look: .ios26)
        let p = platters(scene)
        try #require(p.count == 2)
        // The titled item: 44 tall, 16 from the edge and 10 below the bar's top, its title 16 in.
        let edit = try textFrame(scene, "Edit")
        #expect(p[0].minX == 16 && p[0].minY == 62 + 10 && p[0].height == 44)
        #expect(abs(edit.minX - 32) < 1e-9 && abs(p[0].maxX - (edit.maxX + 16)) < 1e-9)
        // Two icons share one capsule: 36 each and 4 at the ends, ending 16 from the edge.
        #expect(p[1] == CGRect(x: 402 - 16 - 80, y: 72, width: 80, height: 44))
        // A title on a platter is medium weight in the label colour, not the tint.
        #expect(drawnTexts(scene).first { $0.0 == "Edit" }?.1 == .primary)
    }

    @Test func aToolbarSpacerSplitsPlattersAndAConfirmationIsProminent() throws {
        let scene = try on("iphone-17", NavigationStack {
            Color.white.toolbar {
                ToolbarItem { Button {} label: { Image(systemName: "plus") } }
                ToolbarSpacer(.fixed)
                ToolbarItem { Button {} label: { Image(systemName: "gear") } }
                ToolbarItem(placement: .confirmationAction) { Button("Done") {} }
            }
        }, look: .ios26)
        let p = platters(scene)
        try #require(p.count == 3)
        // One icon alone is a 44-point circle; platters 12 apart; the last 16 from the edge.
        #expect(p[0].size == CGSize(width: 44, height: 44) && p[1].size == CGSize(width: 44, height: 44))
        #expect(p[1].minX - p[0].maxX == 12 && p[2].minX - p[1].maxX == 12 && p[2].maxX == 402 - 16)
        // The confirmation: white text on a tint-filled platter.
        #expect(drawnTexts(scene).first { $0.0 == "Done" }?.1 == .white)
        // The platter's inside is the tint (systemBlue, 0, 136, 255) at 88 % over what lies
        // beneath it (white: the shadow is drawn around the glass, not under it).
        let b = try CairoRenderer.bitmap(scene.displayList(chrome: .none))
        let doneText = try textFrame(scene, "Done")
        let tint = b.pixel(atPoint: p[2].minX + 8, doneText.midY, scale: 3)
        let under = 255.0
        let expected = RGBA8(r: UInt8((0.12 * under).rounded()), g: UInt8((0.88 * 136 + 0.12 * under).rounded()), b: UInt8((0.88 * 255 + 0.12 * under).rounded()))
        #expect(abs(Int(tint.r) - Int(expected.r)) <= 1 && abs(Int(tint.g) - Int(expected.g)) <= 1 && abs(Int(tint.b) - Int(expected.b)) <= 1, "\(tint) for \(expected)")
    }

    @Test func rightToLeftMirrorsThePlatters() throws {
        let view = NavigationStack {
            Color.white.navigationTitle("Notes").navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) { Button("Edit") {} }
                    ToolbarItem(placement: .topBarTrailing) { Button {} label: { Image(systemName: "plus") } }
                }
        }
        var render = RenderConfiguration(device: try #require(DeviceCatalog.device(named: "iphone-17")), look: .ios26)
        let ltr = platters(DeviceScene(view, configuration: render))
        render.layoutDirection = .rightToLeft
        let rtl = platters(DeviceScene(view, configuration: render))
        try #require(ltr.count == 2 && rtl.count == 2)
        for (l, r) in zip(ltr, rtl) {
            #expect(near(r.minX, 402 - l.maxX) && r.minY == l.minY && r.size == l.size)
        }
    }

    @Test func aPushedScreensBackButtonIsACircleWithTheChevronAlone() throws {
        let scene = try on("iphone-17", NavigationStack(path: .constant([1])) {
            Color.white.navigationTitle("Trails").navigationDestination(for: Int.self) { _ in Color.white.navigationTitle("Ridge") }
        }, look: .ios26)
        #expect(platters(scene).first == CGRect(x: 16, y: 72, width: 44, height: 44))
        #expect(!drawnTexts(scene).contains { $0.0 == "Trails" })
    }

    @Test func theTabBarFloatsTwentyOneAboveTheBottomEdge() throws {
        let view = TabView {
            Color.red.id("first").tabItem { Label("Inbox", systemImage: "tray") }.badge(3)
            Color.green.tabItem { Label("Search", systemImage: "magnifyingglass") }
            Color.blue.tabItem { Label("Settings", systemImage: "gear") }
        }
        let scene = try on("iphone-17", view, look: .ios26)
        // 3 × 86 + 16 = 274 wide, centred; 62 tall; its bottom 21 above the screen's.
        let bar = try #require(platters(scene).last)
        #expect(bar == CGRect(x: (402 - 274) / 2, y: 874 - 21 - 62, width: 274, height: 62))
        // The content stops at the bar's region: 49 above the home indicator's 34.
        #expect(scene.tree.frame(of: "first") == CGRect(x: 0, y: 62, width: 402, height: 874 - 62 - 34 - 49))
        // The selected tab's 94 × 54 capsule, 4 inside the platter; titles 10-point semibold.
        let capsule = try #require(scene.tree.root.allNodes().first { $0.kind == "Capsule" && $0.frame.size == CGSize(width: 94, height: 54) })
        #expect(capsule.frame.minX == bar.minX + 4 && capsule.frame.minY == bar.minY + 4)
        let titles = drawnTexts(scene).filter { ["Inbox", "Search", "Settings"].contains($0.0) }
        #expect(titles.map(\.1) == [.accentColor, Color(red: 25 / 255, green: 25 / 255, blue: 25 / 255), Color(red: 25 / 255, green: 25 / 255, blue: 25 / 255)])
        // The badge: 20 across in (255, 56, 60).
        let badge = try #require(scene.tree.root.allNodes().first { $0.viewName == "TabBadge" })
        #expect(badge.frame.size == CGSize(width: 20, height: 20))
        let b = try CairoRenderer.bitmap(scene.displayList(chrome: .none))
        #expect(b.pixel(atPoint: badge.frame.midX, badge.frame.maxY - 2, scale: 3) == RGBA8(r: 255, g: 56, b: 60))
        // A large phone in landscape (regular width) keeps the bar at the bottom, unlike an iPad.
        let wide = try on("iphone-17-pro-max", view, .landscape, look: .ios26)
        #expect(try #require(platters(wide).last).maxY == 440 - 21)
        // On the 375-point SE (no home indicator) the platter keeps 8 from the edge.
        let se = try on("iphone-se-3", view, look: .ios26)
        #expect(try #require(platters(se).last).maxY == 667 - 8)
        // Five tabs do not fit 5 × 86 + 16 on a 402-point phone: the items narrow, 21 from the sides.
        let five = try on("iphone-17", TabView { ForEach(0..<5, id: \.self) { i in Color.white.tabItem { Text("T\(i)") } } }, look: .ios26)
        #expect(try #require(platters(five).last).width == 402 - 42)
    }

    @Test func anIPadsTabBarIsAStripOfPillsAtTheTop() throws {
        let scene = try on("ipad-a16", TabView {
            Color.red.id("first").tabItem { Label("Inbox", systemImage: "tray") }
            Color.green.tabItem { Label("Search", systemImage: "magnifyingglass") }
        }, look: .ios26)
        // iPadOS 26.1: the top inset 32, the bar 44, the content 20 below it.
        let bar = try #require(platters(scene).last)
        #expect(bar.minY == 32 && bar.height == 44 && abs(bar.midX - 410) < 1e-9)
        #expect(abs(try #require(scene.tree.frame(of: "first")).minY - (32 + 44 + 20)) < 1e-9)
        #expect(!scene.tree.root.allNodes().contains { $0.kind == "Image" })  // titles only
    }

    @Test func insetGroupedCardsAreRoundedTwentySixWithFiftyTwoPointRows() throws {
        func form(_ device: String) throws -> DeviceScene {
            try on(device, Form { Section { Text("Wi-Fi").id("row"); Text("Bluetooth") } }, look: .ios26)
        }
        let phone = try form("iphone-17")
        let row = try #require(phone.tree.frame(of: "row"))
        // Cards 20 from the edges of a 402-point phone, content 16 in, rows at least 52.
        #expect(near(row.minX, 20 + 16))
        let card = try #require(phone.tree.root.allNodes().first { $0.kind == "background" && $0.frame.width == 402 - 40 })
        #expect(abs(card.frame.height - 52 * 2) < 1e-9)
        // Radius 26: a point 6 in from the card's corner is the grouped background (a radius of
        // 10, iOS 18's, would cover it).
        let b = try CairoRenderer.bitmap(phone.displayList(chrome: .none))
        #expect(b.pixel(atPoint: card.frame.minX + 6, card.frame.minY + 6, scale: 3) == RGBA8(r: 242, g: 242, b: 247))
        #expect(b.pixel(atPoint: card.frame.minX + 26, card.frame.minY + 6, scale: 3) == RGBA8(.white))
        // 16 from the edges of the 375-point SE.
        #expect(near(try form("iphone-se-3").tree.frame(of: "row")?.minX, 16 + 16))
        // Headers as written, 17-point semibold, in the label colour.
        let headed = try on("iphone-17", Form { Section("Account") { Text("Name") } }, look: .ios26)
        #expect(drawnTexts(headed).first { $0.0 == "Account" }?.1 == .primary)
        #expect(!drawnTexts(headed).contains { $0.0 == "ACCOUNT" })
    }

    @Test func theSwitchIs63By28AndSegmentedControlsAreCapsules() throws {
        let scene = try on("iphone-17", VStack {
            Toggle("Wi-Fi", isOn: .constant(true))
            Picker("Kind", selection: .constant(0)) { Text("A").tag(0); Text("B").tag(1) }.pickerStyle(.segmented).id("seg")
        }, look: .ios26)
        let track = try #require(node(named: "SwitchView", in: scene.tree))
        #expect(track.frame.size == CGSize(width: 63, height: 28))
        let knob = try #require(scene.tree.root.allNodes().first { $0.kind == "Capsule" && $0.frame.size == CGSize(width: 37, height: 24) })
        #expect(knob.frame.maxX == track.frame.maxX - 2)
        let seg = try #require(scene.tree.frame(of: "seg"))
        #expect(seg.height == 32)
        // A capsule: 4 in from the track's trailing corner lies outside it (radius 16; iOS 18's
        // radius 9 would cover it), 16 in is the unselected track's grey.
        let b = try CairoRenderer.bitmap(scene.displayList(chrome: .none))
        #expect(b.pixel(atPoint: seg.maxX - 4, seg.minY + 4, scale: 3) == RGBA8(.white))
        #expect(b.pixel(atPoint: seg.maxX - 16, seg.minY + 4, scale: 3) != RGBA8(.white))
        // iOS 18: the 51 × 31 switch.
        let old = try on("iphone-17", Toggle("Wi-Fi", isOn: .constant(true)), look: .ios18)
        #expect(try #require(node(named: "SwitchView", in: old.tree)).frame.size == CGSize(width: 51, height: 31))
    }

    @Test func glassIsATranslucentTintOverWhatLiesBeneathInBothSchemes() throws {
        func centre(_ scheme: ColorScheme) throws -> RGBA8 {
            let view = ZStack {
                Color(red: 1, green: 0, blue: 0)
                Color.clear.frame(width: 200, height: 200).glassEffect(in: .rect).id("g")
            }
            var render = RenderConfiguration(device: try #require(DeviceCatalog.device(named: "iphone-17")), look: .ios26)
            render.colorScheme = scheme
            let scene = DeviceScene(view, configuration: render)
            let g = try #require(scene.tree.frame(of: "g"))
            return try CairoRenderer.bitmap(scene.displayList(chrome: .none)).pixel(atPoint: g.midX, g.midY, scale: 3)
        }
        // Inside, the red beneath, blurred (unchanged: it is even) and saturated (it is already
        // pure), under the tint: white at 62 % gives (255, 158, 158); (30, 30, 32) at 62 % gives
        // (116, 19, 20). Black or white text keeps more than 4.5:1 there, so the tint is not raised.
        func near(_ p: RGBA8, _ r: Int, _ g: Int, _ b: Int) -> Bool { abs(Int(p.r) - r) <= 1 && abs(Int(p.g) - g) <= 1 && abs(Int(p.b) - b) <= 1 }
        let light = try centre(.light), dark = try centre(.dark)
        #expect(near(light, 255, 158, 158), "\(light)")
        #expect(near(dark, 116, 19, 20), "\(dark)")
        // Under iOS 18 a glass effect draws the bars' flat material.
        let old = DeviceScene(Text("Glass").padding(30).glassEffect(), configuration: RenderConfiguration(device: try #require(DeviceCatalog.device(named: "iphone-17")), look: .ios18))
        #expect(old.tree.root.allNodes().contains { $0.viewName == "GlassBackground" })
    }

    @Test func glassButtonsFallBackToBorderedUnderIOS18() throws {
        func fills(_ look: SystemLook.Name, _ style: some ButtonStyle) throws -> Set<String> {
            let scene = try on("iphone-17", Button("Go") {}.buttonStyle(style), look: look)
            return Set(scene.tree.root.allNodes().filter { ["Capsule", "RoundedRectangle"].contains($0.kind) }.map(\.kind))
        }
        #expect(try fills(.ios26, .glass) == ["Capsule"])
        #expect(try fills(.ios26, .glassProminent) == ["Capsule"])
        #expect(try fills(.ios18, .glass) == ["RoundedRectangle"])
        // `.bordered` is a capsule by default on iOS 26, a rounded rectangle on iOS 18.
        #expect(try fills(.ios26, .bordered) == ["Capsule"])
        #expect(try fills(.ios18, .bordered) == ["RoundedRectangle"])
        // `.glass(.clear)` draws the clearer glass: white at 22 % over red.
        let clear = try on("iphone-17", ZStack { Color(red: 1, green: 0, blue: 0); Button("Go") {}.buttonStyle(.glass(.clear)).id("b") }, look: .ios26)
        let frame = try #require(clear.tree.frame(of: "b"))
        let px = try CairoRenderer.bitmap(clear.displayList(chrome: .none)).pixel(atPoint: frame.minX + 6, frame.midY, scale: 3)
        #expect(px.r >= 235 && px.g > 40 && px.g < 70, "\(px)")
        let prominent = try on("iphone-17", Button("Go") {}.buttonStyle(.glassProminent), look: .ios26)
        #expect(drawnTexts(prominent).first?.1 == .white)
    }

    @Test func glassScreensAreByteIdenticalRunAfterRun() throws {
        let view = { SampleCatalog.sample(named: "screen-tabs")!.makeView() }
        let config = RenderConfiguration(device: try #require(DeviceCatalog.device(named: "iphone-17")), look: .ios26)
        let first = try CairoRenderer.png(DeviceScene(view(), configuration: config).displayList())
        let second = try CairoRenderer.png(DeviceScene(view(), configuration: config).displayList())
        #expect(first == second)
        #expect(first != (try CairoRenderer.png(DeviceScene(view(), configuration: config.with(Appearance(look: .ios18))).displayList())))
    }
}
