import Foundation
import LayoutViz
import Samples
import Testing

/// Layout overlays drawn over the picture: decoded pixels on the lines, the rest unchanged.
@Suite struct LayoutOverlayTests {
    private func scene(_ sample: String, _ overlays: [LayoutOverlay], device: String = "iphone-17") throws -> DeviceScene {
        let s = try #require(SampleCatalog.sample(named: sample))
        var render = RenderConfiguration(device: try #require(DeviceCatalog.device(named: device)))
        render.overlays = overlays
        return DeviceScene(s.makeView(), configuration: render)
    }

    @Test func framesOutlineEveryViewOverThePicture() throws {
        let plain = try CairoRenderer.bitmap(try scene("split-frames", []).displayList())
        let framed = try CairoRenderer.bitmap(try scene("split-frames", [.frames]).displayList())
        #expect(plain.width == framed.width && plain.height == framed.height)
        // The orange container starts at y = 451 pt (62 of status bar + 389 of top half) on the
        // 402-pt iPhone 17 at @3x: its outline's first device row is no longer orange; the middle
        // of the container is.
        let orange = plain[600, 451 * 3 + 30]
        #expect(plain[600, 451 * 3] == orange)
        #expect(framed[600, 451 * 3] != orange)
        #expect(framed[600, 600 * 3] == plain[600, 600 * 3])
        // Its size label, white text on a pill, sits in its top-left corner.
        let label = (0..<90).flatMap { x in (0..<30).map { y in framed[x + 3, 451 * 3 + 3 + y] } }
        #expect(label.contains { $0.r > 240 && $0.g > 240 && $0.b > 240 }, "white label text")
    }

    @Test func proposalsMarkWhereViewsTookLessThanOffered() throws {
        let list = try scene("dynamic-viewthatfits", [.proposals]).displayList()
        let plain = try scene("dynamic-viewthatfits", []).displayList()
        let added = Array(list.items.dropFirst(plain.items.count))
        let labels = added.compactMap { item -> String? in if case .text(let r, _, _) = item { return r.string }; return nil }
        // The VStack was offered the safe area's 402×778 and took 174 pt of height.
        #expect(labels.contains("offered 402×778"), "\(labels)")
        let dashed = added.filter { if case .styledStroke(_, _, let s) = $0 { return !s.dash.isEmpty }; return false }
        #expect(dashed.count >= 5)
    }

    @Test func guidesDrawEachStacksGuideAndSpacing() throws {
        let list = try scene("dynamic-viewthatfits", [.guides], device: "iphone-se-3").displayList()
        let plain = try scene("dynamic-viewthatfits", [], device: "iphone-se-3").displayList()
        let added = Array(list.items.dropFirst(plain.items.count))
        // ViewThatFits chose the VStack on the 375-pt iPhone SE (175 pt tall at y = 256): it
        // centres its three buttons, so its guide is the vertical line x = 187.5 down the stack.
        let lines = added.compactMap { item -> CGRect? in
            if case .styledStroke(let path, _, let style) = item, !style.dash.isEmpty { return path.boundingRect }
            return nil
        }
        #expect(lines.contains(CGRect(x: 187.5, y: 256, width: 0, height: 175)), "\(lines)")
        // The default spacing of 8 between the buttons: two gaps, shaded across the stack, labelled.
        let bands = added.compactMap { item -> CGRect? in
            if case .fill(let p, _) = item, abs(p.boundingRect.height - 8) < 0.01, p.boundingRect.width == 375 { return p.boundingRect }
            return nil
        }
        #expect(bands.count == 2, "\(bands)")
        let labels = added.compactMap { item -> String? in if case .text(let r, _, _) = item { return r.string }; return nil }
        #expect(labels.filter { $0 == "8" }.count == 2, "\(labels)")
    }

    @Test func overlaysInATileAreDrawnForTheTile() throws {
        // A screen shown at half size (a contact sheet's tile): labels twice as large in the
        // screen's points, so they are 9 points where they are seen; lines two pixels there.
        let tree = try scene("split-frames", []).tree
        let canvas = CGRect(x: 0, y: 0, width: 402, height: 874)
        let fonts = tree.overlayItems(.frames, canvas: canvas, scale: 1.5, zoom: 0.5).compactMap { item -> CGFloat? in
            if case .text(let r, _, _) = item { return r.font.size }
            return nil
        }
        #expect(!fonts.isEmpty && fonts.allSatisfy { $0 == 18 }, "\(fonts)")
        let widths = tree.overlayItems(.frames, canvas: canvas, scale: 1.5, zoom: 0.5).compactMap { item -> CGFloat? in
            if case .stroke(_, let c, let w) = item, c != Color(white: 0, opacity: 0.35) { return w }
            return nil
        }
        #expect(!widths.isEmpty && widths.allSatisfy { abs($0 - 2 / 1.5) < 0.0001 }, "\(widths.prefix(3))")
    }

    @Test func fileNamesAddTheOverlays() throws {
        var render = RenderConfiguration(device: try #require(DeviceCatalog.device(named: "iphone-17")))
        #expect(render.fileStem == "iphone-17-portrait")
        render.overlays = [.frames, .proposals, .guides]
        #expect(render.fileStem == "iphone-17-portrait-frames-proposals-guides")
    }
}
