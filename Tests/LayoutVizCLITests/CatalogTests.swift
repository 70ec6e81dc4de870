import Foundation
import LayoutViz
@testable import LayoutVizCLI
import LayoutVizPreviewKit
import Testing

/// `layoutviz catalog` built from a preview file and a sample, opened from disk in headless
/// Chromium: the search, a variant chosen by the address, the detail page's picture (decoded
/// screenshots), internal previews left out.
@Suite(.serialized) struct CatalogTests {
    static let root = PreviewProject.checkoutRoot()

    init() {
        setenv("LAYOUTVIZ_CACHE", Self.root.appendingPathComponent(".build/layoutviz-test-cache").path, 1)
    }

    @Test func theSiteSearchesTogglesAndOpensDetailPages() throws {
        let out = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let fixture = Self.root.appendingPathComponent("Tests/PreviewFixtures/catalog").path
        let r = run("catalog", fixture, "--samples", "split-frames", "--device", "iphone-17", "iphone-se-3", "--dynamic-type", "large", "--direction", "ltr",
                    "--look", "ios26", "--out", out.path, "--quiet")
        #expect(r.code == 0, "\(r.err)")
        #expect(r.out == "catalog: 2 previews, 8 pictures (4 per preview) in \(out.path)/index.html; 2 internal previews left out (--internal shows them)\n")
        #expect(files(in: out.appendingPathComponent("p/cards-greeting")) == [
            "iphone-17-portrait-dark.html", "iphone-17-portrait-dark.png", "iphone-17-portrait.html", "iphone-17-portrait.png",
            "iphone-se-3-portrait-dark.html", "iphone-se-3-portrait-dark.png", "iphone-se-3-portrait.html", "iphone-se-3-portrait.png",
        ])
        let index = out.appendingPathComponent("index.html")

        // The index: both entries, grouped; the internal previews nowhere.
        let dom = try browse(index.absoluteString, ["--dump-dom"])
        #expect(dom.contains("<h2>Tests/PreviewFixtures/catalog/Cards.swift</h2>") || dom.contains("<h2>\(fixture)/Cards.swift</h2>"), "\(dom.prefix(1_500))")
        #expect(dom.contains("id=\"card-cards-greeting\"") && dom.contains("id=\"card-split-frames\""))
        #expect(!dom.contains("Scratch") && !dom.contains("Debug overlay"))
        #expect(dom.contains("<span class=\"count\" id=\"count\">2 previews</span>"))

        // Search by the address: only the sample is left, its card first on the page.
        let searched = try browse(index.absoluteString + "#q=split", ["--dump-dom"])
        #expect(searched.contains("<span class=\"count\" id=\"count\">1 preview</span>"), "\(searched.prefix(1_500))")
        #expect(searched.contains("id=\"card-cards-greeting\" href=\"p/cards-greeting.html#from=split\" data-search=\"greeting") && searched.contains("hidden=\"\""))
        let shot = out.appendingPathComponent("search.png")
        _ = try browse(index.absoluteString + "#q=split", ["--screenshot=\(shot.path)"])
        let page = try CairoRenderer.decodePNG(Data(contentsOf: shot))
        // Where the first card's thumbnail is: without the search, the greeting's white screen;
        // with it, the split screen's orange bottom half.
        let thumb = page[125, 350]
        #expect(thumb.r > 240 && thumb.g > 130 && thumb.g < 170 && thumb.b < 50, "\(thumb)")

        // The detail page: a variant chosen by the address is the picture shown and the button lit.
        let detail = out.appendingPathComponent("p/cards-greeting.html")
        let darkDOM = try browse(detail.absoluteString + "#device=iphone-se-3&color-scheme=dark", ["--dump-dom"])
        #expect(darkDOM.contains("<img id=\"shot\" src=\"cards-greeting/iphone-se-3-portrait-dark.png\""), "\(darkDOM.suffix(3_000))")
        #expect(darkDOM.contains("<button type=\"button\" data-value=\"dark\" class=\"on\">dark</button>"))
        #expect(darkDOM.contains("<a id=\"inspect\" href=\"cards-greeting/iphone-se-3-portrait-dark.html\">"))
        #expect(!darkDOM.contains("Dynamic Type"), "one value: no toggle")
        for (hash, expected) in [("#device=iphone-se-3&color-scheme=dark", RGBA8(r: 0, g: 0, b: 0)), ("#device=iphone-se-3", RGBA8(r: 255, g: 255, b: 255))] {
            let file = out.appendingPathComponent("detail.png")
            _ = try browse(detail.absoluteString + hash, ["--screenshot=\(file.path)"])
            let image = try CairoRenderer.decodePNG(Data(contentsOf: file))
            // Inside the card's picture, below its text: the system background of the scheme.
            #expect(image[200, 600] == expected, "\(hash): \(image[200, 600])")
        }
        // The inspector page of the picture shown exists, with the layout's steps.
        let inspector = try String(contentsOf: out.appendingPathComponent("p/cards-greeting/iphone-se-3-portrait-dark.html"), encoding: .utf8)
        #expect(inspector.contains("GreetingCard") && inspector.contains("<img src=\"iphone-se-3-portrait-dark.png\""))

        // --internal shows them.
        let all = run("catalog", fixture, "--device", "iphone-17", "--dynamic-type", "large", "--direction", "ltr", "--color-scheme", "light",
                      "--look", "ios26", "--internal", "--out", out.appendingPathComponent("all").path, "--quiet")
        #expect(all.out.hasPrefix("catalog: 3 previews, 3 pictures (1 per preview)"), "\(all.out)\(all.err)")
    }

    @Test func badInputIsOneLine() {
        expectOneLineError(run("catalog"), containing: "'catalog' needs Swift files or folders, --package DIR, or --samples all|NAME...")
        expectOneLineError(run("catalog", "--samples", "nosuch"), containing: "unknown sample 'nosuch'")
        expectOneLineError(run("catalog", "--samples", "all", "--dynamic-type", "huge"), containing: "huge")
    }
}
