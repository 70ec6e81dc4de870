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
            ("iphone-17", .systemSmall, CGSize(width: 158, height: 158)), ("iphone-17", .systemMedium, CGSize(width: 338, height: 158)),
            ("iphone-17-pro-max", .systemMedium, CGSize(width: 364, height: 170)), ("iphone-17-pro-max", .systemLarge, CGSize(width: 364, height: 382)),
            ("ipad-a16", .systemExtraLarge, CGSize(width: 716, height: 342)), ("ipad-pro-13-m5", .systemSmall, CGSize(width: 170, height: 170)),
            ("iphone-17", .accessoryRectangular, CGSize(width: 160, height: 72)),
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
        let frame = try #require(scene.tree.root.allNodes().first { $0.kind == "frame" && $0.frame.size == CGSize(width: 158, height: 158) }).frame
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

    /// The device's screen for a view, in the iOS 26 look.
    private func on(_ device: String, _ view: AnyView) throws -> DeviceScene {
        var render = RenderConfiguration.on(try #require(DeviceCatalog.device(named: device)).configuration(.portrait))
        render.look = .ios26
        return DeviceScene(view, configuration: render)
    }
}

// The macro form compiles in a package, as WidgetKit's does (its expansion is the initializer
// tested above).
#Preview("Macro", as: .systemSmall) {
    NoteWidget()
} timeline: {
    NoteEntry(date: .distantPast, note: "Macro")
}
