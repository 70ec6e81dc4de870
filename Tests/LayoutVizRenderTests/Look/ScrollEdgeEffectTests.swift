import Foundation
import LayoutViz
import Testing

// iOS 26's scroll edge effect: rows under the bars blur toward the screen's edge (soft), or lie
// under the background colour (hard); none when hidden or in the iOS 18 look. Decoded pixels.

@Suite struct ScrollEdgeEffectTests {
    /// A list resting scrolled to its end inside a tab view: rows lie under the navigation bar.
    private func screen(_ look: SystemLook.Name = .ios26, edge: (AnyView) -> AnyView = { $0 }) throws -> (DeviceScene, Bitmap) {
        let list = List(1..<40) { i in Text("Daily Mix \(i)").font(.headline) }.defaultScrollAnchor(.bottom)
        let scene = try on("iphone-17", edge(AnyView(TabView {
            Tab("Home", systemImage: "house") { NavigationStack { list.navigationTitle("Home") } }
            Tab("Radio", systemImage: "dot.radiowaves.left.and.right") { Text("Radio") }
        })), look: look)
        return (scene, try CairoRenderer.bitmap(scene.displayList(chrome: .none)))
    }

    /// The darkest green channel over a text's frame (its ink, where it is sharp).
    private func darkest(_ b: Bitmap, _ f: CGRect) -> UInt8 {
        var m: UInt8 = 255
        for y in stride(from: max(f.minY, 0), to: f.maxY, by: 1 / 3) {
            for x in stride(from: f.minX, to: f.maxX, by: 1 / 3) { m = min(m, b.pixel(atPoint: x, y, scale: 3).g) }
        }
        return m
    }

    /// The first row whose text lies wholly between the status bar and the bar's title (y 20 to 80).
    private func rowUnderTheBar(_ scene: DeviceScene) throws -> CGRect {
        let rows = scene.tree.root.allNodes().filter { $0.kind == "Text" && $0.detail.hasPrefix("\"Daily Mix") }.map(\.frame)
        return try #require(rows.first { $0.minY > 20 && $0.maxY < 80 }, "\(rows.prefix(6))")
    }

    @Test func softBlursTheRowsUnderTheBarAndHiddenLeavesThemSharp() throws {
        let (soft, s) = try screen()
        let (plain, p) = try screen { AnyView($0.scrollEdgeEffectHidden(true, for: .top)) }
        let f = try rowUnderTheBar(soft)
        #expect(try rowUnderTheBar(plain) == f)
        // Hidden: the text's ink is black; soft: blurred and washed, no pixel near black.
        #expect(darkest(p, f) < 40, "\(darkest(p, f))")
        #expect(darkest(s, f) > 90, "\(darkest(s, f))")
        // Well below the bar, the rows are untouched.
        let clear = try textFrame(soft, "Daily Mix 39")
        #expect(darkest(s, clear) == darkest(p, clear))
    }

    @Test func hardCoversTheRowsWithTheBackgroundUpToTheBar() throws {
        let (hard, h) = try screen { AnyView($0.scrollEdgeEffectStyle(.hard, for: .top)) }
        let f = try rowUnderTheBar(hard)
        #expect(darkest(h, f) > 200, "\(darkest(h, f))")
    }

    @Test func theIOS18LookShowsTheBarsMaterialInstead() throws {
        let (scene, b) = try screen(.ios18)
        // iOS 18 keeps the large title and the bar's material over the rows: no blur there, the
        // first row below the bar sharp.
        let row = try #require(scene.tree.root.allNodes().first { $0.kind == "Text" && $0.detail.hasPrefix("\"Daily Mix") && $0.frame.minY > 150 }).frame
        #expect(darkest(b, row) < 40)
        #expect(scene.tree.root.allNodes().contains { $0.kind == "Text" && $0.detail.hasPrefix("\"Home\"") && $0.frame.height > 30 })
    }
}
