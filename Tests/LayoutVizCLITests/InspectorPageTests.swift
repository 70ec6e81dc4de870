import Foundation
import LayoutViz
@testable import LayoutVizCLI
import LayoutVizGolden
import Testing

/// The inspector page in a real browser: headless Chromium from Debian (installed by setup.sh)
/// opens it from disk with a view selected by the address, and the DOM and the screenshot show it.
@Suite struct InspectorPageTests {
    @Test func aViewSelectedByTheAddressIsHighlightedAndDescribed() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let page = dir.appendingPathComponent("split-frames.html")
        let r = run("explain", "split-frames", "--device", "iphone-17", "--html", page.path)
        #expect(r.code == 0, "\(r.err)")
        let url = page.absoluteString + "#view=" + "background%231/frame"

        // The DOM after the page's script ran: the flexible frame selected, its numbers shown.
        let dom = try browse(url, ["--dump-dom"])
        #expect(dom.contains("FrameLayoutView/background#1/frame\nframe minHeight: 200, maxHeight: 400\nproposed 402×389\nsize 402×389 at (0, 62)"), "\(dom.prefix(2_000))")
        #expect(dom.contains("class=\"sel\""))

        // The screenshot: the selection's 2-pixel border (#ff2d92) on the frame's edges, where the
        // page puts the picture (16, 64) at one CSS pixel per point; the picture itself inside.
        let shot = dir.appendingPathComponent("shot.png")
        _ = try browse(url, ["--screenshot=\(shot.path)"])
        let image = try CairoRenderer.decodePNG(Data(contentsOf: shot))
        #expect(image.width == 1280 && image.height == 1000)
        func isSelection(_ p: RGBA8) -> Bool { p.r > 235 && p.g < 80 && p.b > 120 && p.b < 170 }
        let left = image[16, 64 + 62 + 194], top = image[16 + 201, 64 + 62], bottom = image[16 + 201, 64 + 62 + 388]
        #expect(isSelection(left) && isSelection(top) && isSelection(bottom), "\(left) \(top) \(bottom)")
        // Below the frame the orange container is untouched.
        let orange = image[16 + 201, 64 + 62 + 389 + 100]
        #expect(orange.r > 240 && orange.g > 130 && orange.g < 170 && orange.b < 50, "\(orange)")
    }

    @Test func goldenReportGroupsCellsAndFiltersThem() throws {
        // Three cells of one sample: one passes, one fails (its view changed), one is new.
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let goldens = dir.appendingPathComponent("goldens"), artifacts = dir.appendingPathComponent("artifacts")
        let portrait = RenderConfiguration(device: try #require(DeviceCatalog.device(named: "iphone-se-3")))
        var landscape = portrait, dark = portrait
        landscape.orientation = .landscape
        dark.colorScheme = .dark
        func cell(_ render: RenderConfiguration, _ color: Color) -> GoldenCell { GoldenCell(name: "boxes", render: render) { AnyView(color.frame(width: 100, height: 60)) } }
        let first = GoldenSession(goldens: goldens, artifacts: artifacts, mode: .missing, modeSource: "test") { _ in "" }
        first.verify(cell(portrait, .red))
        first.verify(cell(landscape, .red))
        let second = GoldenSession(goldens: goldens, artifacts: artifacts, mode: .missing, modeSource: "test") { _ in "" }
        second.verify(cell(portrait, .red))
        second.verify(cell(landscape, .blue))
        second.verify(cell(dark, .red))
        try second.writeReports()
        let report = artifacts.appendingPathComponent("report.html")
        let html = try String(contentsOf: report, encoding: .utf8)
        #expect(html.contains("<h2>boxes</h2><p class=\"counts\">1 failed, 1 recorded, 1 passed</p>"))
        #expect(html.contains("loading=\"lazy\""))
        // In the browser: changed only by default (a failure), then each filter from the address.
        for (hash, shown) in [("", 1), ("#changed", 1), ("#new", 1), ("#all", 3)] {
            let dom = try browse(report.absoluteString + hash, ["--dump-dom"])
            #expect(dom.contains("showing \(shown) of 3 cells"), "\(hash): \(dom.prefix(600))")
        }
        let dom = try browse(report.absoluteString + "#changed", ["--dump-dom"])
        #expect(dom.contains("<body class=\"f-changed\">"))
        #expect(dom.contains("<a href=\"#changed\" data-filter=\"changed\" class=\"on\">"))
    }
}
