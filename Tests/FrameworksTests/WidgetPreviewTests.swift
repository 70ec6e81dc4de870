import Foundation
import LayoutViz
import Testing
import WidgetKit

// Widget previews: one picture per timeline entry, the widget at its family's size for the
// device (docs/widgets.md), its container background filling it.

private struct NoteEntry: TimelineEntry {
    let date: Date
    let note: String
}

private struct NoteProvider: TimelineProvider {
    func placeholder(in context: Context) -> NoteEntry { NoteEntry(date: .distantPast, note: "…") }
    func getSnapshot(in context: Context, completion: @escaping (NoteEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<NoteEntry>) -> Void) {
        completion(Timeline(entries: [NoteEntry(date: .distantPast, note: "Buy milk")], policy: .never))
    }
}

private struct NoteWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Note", provider: NoteProvider()) { entry in
            Text(entry.note).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                .containerBackground(Color(red: 1, green: 0, blue: 0), for: .widget)
        }
    }
}

/// A lock-screen widget of pure red, for the vibrant rendering.
private struct RedWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Red", provider: NoteProvider()) { _ in
            Color(red: 1, green: 0, blue: 0)
        }
    }
}

/// Three bars: plain red, an accentable green, and a blue symbol kept in full colour.
private struct GroupsWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Groups", provider: NoteProvider()) { _ in
            VStack(spacing: 0) {
                Color(red: 1, green: 0, blue: 0)
                Color(red: 0, green: 1, blue: 0).widgetAccentable()
                Image(systemName: "square.fill").resizable().widgetAccentedRenderingMode(.fullColor).foregroundStyle(Color(red: 0, green: 0, blue: 1))
            }
            .containerBackground(Color(red: 1, green: 1, blue: 0), for: .widget)
        }
        .contentMarginsDisabled()
        .configurationDisplayName("Groups")
    }
}

/// A sun emoji, whose glyph the font draws in its own colours.
private struct SunWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Sun", provider: NoteProvider()) { _ in
            Text("☀️").font(.system(size: 80)).containerBackground(Color.black, for: .widget)
        }
    }
}

/// A progress bar half full, untinted.
private struct ProgressWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Progress", provider: NoteProvider()) { _ in ProgressView(value: 0.5) }
    }
}

@Suite @MainActor struct WidgetPreviewTests {
    private func pages(_ family: WidgetFamily) -> [(name: String, view: AnyView)] {
        let preview = Preview(as: family) { NoteWidget() } timeline: {
            NoteEntry(date: .distantPast, note: "One")
            NoteEntry(date: .distantPast, note: "Two")
        }
        return preview.pages?() ?? []
    }

    @Test func eachEntryIsAPageNamedAfterTheFamily() {
        let p = pages(.systemSmall)
        #expect(p.map(\.name) == ["systemSmall 1", "systemSmall 2"])
        let provided = Preview("Provided", as: .systemMedium) { NoteWidget() } timelineProvider: { NoteProvider() }
        #expect(provided.pages?().map(\.name) == ["Provided"])
    }

    @Test func theWidgetHasItsFamilysSizeOnEachDevice() throws {
        let expected: [(String, WidgetFamily, CGSize)] = [
            ("iphone-se-3", .systemSmall, CGSize(width: 148, height: 148)), ("iphone-se-3", .systemLarge, CGSize(width: 321, height: 324)),
            ("iphone-se-3", .accessoryCircular, CGSize(width: 68, height: 68)),
            ("iphone-17", .systemSmall, CGSize(width: 162, height: 162)), ("iphone-17", .systemMedium, CGSize(width: 344, height: 162)),
            ("iphone-17e", .systemLarge, CGSize(width: 338, height: 354)),
            ("iphone-17", .accessoryRectangular, CGSize(width: 160, height: 72)),
            ("iphone-16-plus", .accessoryRectangular, CGSize(width: 172, height: 76)), ("iphone-16-plus", .accessoryInline, CGSize(width: 257, height: 26)),
            ("iphone-17-pro-max", .systemMedium, CGSize(width: 364, height: 170)), ("iphone-17-pro-max", .systemLarge, CGSize(width: 364, height: 382)),
            ("ipad-a16", .systemExtraLarge, CGSize(width: 715.5, height: 342)), ("ipad-mini-a17-pro", .systemMedium, CGSize(width: 305.5, height: 141)),
            ("ipad-pro-13-m5", .systemSmall, CGSize(width: 170, height: 170)),
        ]
        for (device, family, size) in expected {
            let scene = try on(device, pages(family)[0].view)
            let frames = scene.tree.root.allNodes().filter { $0.kind == "frame" }.map(\.frame.size)
            #expect(frames.contains(size), "\(device) \(family): \(frames.prefix(4))")
        }
    }

    @Test func theContainerBackgroundFillsTheWholeWidgetMarginsAndAll() throws {
        let scene = try on("iphone-17", pages(.systemSmall)[0].view)
        let b = try CairoRenderer.bitmap(scene.displayList(chrome: .none))
        let frame = try #require(scene.tree.root.allNodes().first { $0.kind == "frame" && $0.frame.size == CGSize(width: 162, height: 162) }).frame
        // Inside the 16-point margin, 4 points from the edge (clear of the rounded corner's arc at mid-edge).
        let p = b.pixel(atPoint: frame.minX + 4, frame.midY, scale: 3)
        #expect(p == RGBA8(r: 255, g: 0, b: 0, a: 255), "\(p)")
        // Outside the widget: the backdrop.
        #expect(b.pixel(atPoint: frame.minX - 4, frame.midY, scale: 3) != p)
    }

    @Test func lockScreenWidgetsAreVibrant() throws {
        // Red drawn vibrant: no colour left, a white veil as opaque as red is light (0.21).
        let preview = Preview(as: .accessoryRectangular) { RedWidget() } timeline: { NoteEntry(date: .distantPast, note: "") }
        let scene = try on("iphone-17", try #require(preview.pages?().first).view)
        let b = try CairoRenderer.bitmap(scene.displayList(chrome: .none))
        let frame = try #require(scene.tree.root.allNodes().first { $0.kind == "frame" && $0.frame.size == CGSize(width: 160, height: 72) }).frame
        let p = b.pixel(atPoint: frame.maxX - 8, frame.maxY - 8, scale: 3)
        // Over the dark backdrop each channel lifts a fifth of the way to white: no red left.
        let backdrop = b.pixel(atPoint: frame.maxX + 8, frame.maxY - 8, scale: 3)
        for (c, bd) in [(p.r, backdrop.r), (p.g, backdrop.g), (p.b, backdrop.b)] {
            #expect(abs(Double(c) - (Double(bd) + (255 - Double(bd)) * 0.2126)) <= 2, "\(p) on \(backdrop)")
        }
    }

    @Test func sizesComeFromApplesTableOrItsNearestRow() {
        // Listed: the 5.5-inch iPhone's medium widget is 2 points shorter than its small one.
        let plus = WidgetLook.sizes(screen: CGSize(width: 736, height: 414))
        #expect(plus.listed && plus.sizes.small == CGSize(width: 159, height: 159) && plus.sizes.medium == CGSize(width: 348, height: 157))
        #expect(plus.sizes.large == CGSize(width: 348, height: 357) && plus.sizes.extraLarge == nil)
        // Not listed: the 402-point iPhone's sizes are the public scripts' (its lock screen's the
        // 393-point row's); the 440-point one takes the 430-point row, the 13-inch iPad Pro the 12.9-inch one's.
        let pro = WidgetLook.sizes(screen: CGSize(width: 402, height: 874))
        #expect(!pro.listed && pro.sizes.small.width == 162 && pro.sizes.large == CGSize(width: 344, height: 366))
        #expect(pro.sizes.rectangular == WidgetLook.sizes(screen: CGSize(width: 393, height: 852)).sizes.rectangular)
        #expect(WidgetLook.sizes(screen: CGSize(width: 440, height: 956)).sizes == WidgetLook.sizes(screen: CGSize(width: 430, height: 932)).sizes)
        #expect(WidgetLook.sizes(screen: CGSize(width: 1032, height: 1376)).sizes.large == CGSize(width: 378.5, height: 378.5))
        // iPad shows the canvas scaled down: 155 → 136 on the 11-inch iPads.
        #expect(WidgetLook.sizes(screen: CGSize(width: 820, height: 1180)).sizes.homeScale == 136.0 / 155)
    }

    @Test func tintedWidgetsAreTemplatesInTheirGroupsColours() throws {
        let page = try #require((Preview(as: .systemSmall) { GroupsWidget() } timeline: { NoteEntry(date: .distantPast, note: "") }).pages?().first).view
        for (look, primary, accent) in [(SystemLook.Name.ios26, RGBA8(r: 255, g: 255, b: 255, a: 255), RGBA8(r: 255, g: 255, b: 255, a: 255)),
                                        (.ios18, RGBA8(r: 195, g: 213, b: 246, a: 255), RGBA8(r: 104, g: 150, b: 232, a: 255))] {
            var render = try configuration("iphone-17")
            render.look = look
            render.widget.appearance = .tinted
            let scene = DeviceScene(page, configuration: render)
            let b = try CairoRenderer.bitmap(scene.displayList(chrome: .none))
            let frame = try #require(scene.tree.root.allNodes().first { $0.kind == "frame" && $0.frame.size == CGSize(width: 162, height: 162) }).frame
            let third = frame.height / 3
            // Red is the primary colour, the accentable green the accent colour, the blue symbol blue.
            #expect(close(b.pixel(atPoint: frame.midX, frame.minY + third / 2, scale: 3), primary), "\(look) primary")
            #expect(close(b.pixel(atPoint: frame.midX, frame.minY + third * 1.5, scale: 3), accent), "\(look) accent")
            #expect(close(b.pixel(atPoint: frame.midX, frame.minY + third * 2.5, scale: 3), RGBA8(r: 0, g: 0, b: 255, a: 255)), "\(look) full colour")
            // The yellow container background is replaced (by the tint): no yellow in the corner's margin.
            let corner = b.pixel(atPoint: frame.minX + 3, frame.minY + 30, scale: 3)
            #expect(!(corner.r > 200 && corner.g > 200 && corner.b < 80), "\(look) \(corner)")
        }
    }

    @Test func onTheLockScreenAControlsValueIsWhiteOverADimmerTrack() throws {
        let preview = Preview(as: .accessoryRectangular) { ProgressWidget() } timeline: { NoteEntry(date: .distantPast, note: "") }
        let scene = try on("iphone-17", try #require(preview.pages?().first).view)
        let b = try CairoRenderer.bitmap(scene.displayList(chrome: .none))
        let frame = try #require(scene.tree.root.allNodes().first { $0.kind == "frame" && $0.frame.size == CGSize(width: 160, height: 72) }).frame
        // The brightest row: the bar. Its filled quarter white, its empty quarter no more than grey.
        var best = (y: frame.minY, level: 0)
        for y in stride(from: frame.minY, to: frame.maxY, by: 0.5) {
            let level = Int(b.pixel(atPoint: frame.minX + frame.width / 4, y, scale: 3).r)
            if level > best.level { best = (y, level) }
        }
        let track = b.pixel(atPoint: frame.minX + frame.width * 3 / 4, best.y, scale: 3)
        #expect(best.level >= 240 && Int(track.r) < 200 && Int(track.r) > 40, "value \(best.level), track \(track)")
    }

    @Test func theLockScreensStatusBarLeavesTheTimeToItsClock() throws {
        let preview = Preview(as: .accessoryCircular) { RedWidget() } timeline: { NoteEntry(date: .distantPast, note: "") }
        var render = try configuration("iphone-17")
        render.widget.context = .home
        let scene = DeviceScene(try #require(preview.pages?().first).view, configuration: render)
        let bar = scene.accessibilityTree(chrome: .device).elements.filter { $0.path == "StatusBar" }.compactMap(\.label)
        #expect(bar == ["Cellular, 4 of 4 bars", "Wi-Fi, 3 of 3 bars", "Battery, 100%"], "\(bar)")
        // On the canvas the status bar is whole.
        let canvas = DeviceScene(try #require(preview.pages?().first).view, configuration: try configuration("iphone-17"))
        #expect(canvas.accessibilityTree(chrome: .device).elements.first?.label == "9:41")
    }

    @Test func emojiAreTemplatesTooWhenTinted() throws {
        let page = try #require((Preview(as: .systemSmall) { SunWidget() } timeline: { NoteEntry(date: .distantPast, note: "") }).pages?().first).view
        func yellowPixels(_ appearance: WidgetDisplay.Appearance) throws -> Int {
            var render = try configuration("iphone-17")
            render.widget.appearance = appearance
            let scene = DeviceScene(page, configuration: render)
            let b = try CairoRenderer.bitmap(scene.displayList(chrome: .none))
            let frame = try #require(scene.tree.root.allNodes().first { $0.kind == "Text" }).frame
            var count = 0
            for y in stride(from: frame.minY, to: frame.maxY, by: 1) {
                for x in stride(from: frame.minX, to: frame.maxX, by: 1) {
                    let p = b.pixel(atPoint: x, y, scale: 3)
                    if p.r > 200 && p.g > 120 && p.b < 90 { count += 1 }
                }
            }
            return count
        }
        // In full colour the sun is yellow; tinted, its glyph is white like the text around it.
        #expect(try yellowPixels(.fullColor) > 500)
        #expect(try yellowPixels(.tinted) == 0)
    }

    @Test func onTheHomeScreenTheWidgetStandsWhereTheFirstGoesWithItsName() throws {
        let page = try #require((Preview(as: .systemSmall) { GroupsWidget() } timeline: { NoteEntry(date: .distantPast, note: "") }).pages?().first).view
        var render = try configuration("iphone-17")
        render.widget.context = .home
        let scene = DeviceScene(page, configuration: render)
        let widget = try #require(scene.tree.root.allNodes().first { $0.kind == "frame" && $0.frame.size == CGSize(width: 162, height: 162) }).frame
        // The grid's leading edge ((402 − 344) / 2) and 31 points below the 62-point safe area.
        #expect(widget.origin == CGPoint(x: 29, y: 93))
        let name = try #require(scene.tree.root.allNodes().first { $0.kind == "Text" && $0.detail.contains("Groups") })
        #expect(name.frame.minY == widget.maxY + 6 && abs(name.frame.midX - widget.midX) < 0.5)
        // On iPad the canvas-sized widget is shown at the home screen's size: 342 × 155 as 300 × 136
        var pad = try configuration("ipad-a16")
        pad.widget.context = .home
        let medium = try #require((Preview(as: .systemMedium) { GroupsWidget() } timeline: { NoteEntry(date: .distantPast, note: "") }).pages?().first).view
        let padScene = DeviceScene(medium, configuration: pad)
        // (one factor, the small widget's: 342 × 136 / 155 = 300.08, within half a point of Apple's 300).
        #expect(padScene.tree.root.allNodes().contains { $0.kind == "frame" && abs($0.frame.width - 300) < 0.5 && $0.frame.height == 136 })
    }

    private func close(_ a: RGBA8, _ b: RGBA8) -> Bool {
        abs(Int(a.r) - Int(b.r)) <= 2 && abs(Int(a.g) - Int(b.g)) <= 2 && abs(Int(a.b) - Int(b.b)) <= 2 && abs(Int(a.a) - Int(b.a)) <= 2
    }

    private func configuration(_ device: String) throws -> RenderConfiguration {
        var render = RenderConfiguration.on(try #require(DeviceCatalog.device(named: device)).configuration(.portrait))
        render.look = .ios26
        return render
    }

    /// The device's screen for a view, in the iOS 26 look.
    private func on(_ device: String, _ view: AnyView) throws -> DeviceScene {
        DeviceScene(view, configuration: try configuration(device))
    }
}

// The macro form compiles in a package, as WidgetKit's does (its expansion is the initializer
// tested above).
#Preview("Macro", as: .systemSmall) {
    NoteWidget()
} timeline: {
    NoteEntry(date: .distantPast, note: "Macro")
}
