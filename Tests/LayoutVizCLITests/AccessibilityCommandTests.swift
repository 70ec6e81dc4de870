import Foundation
import LayoutViz
import LayoutVizPreviewKit
import Testing

// `layoutviz elements` and `layoutviz check --accessibility` on a Swift file's previews and on
// samples (docs/accessibility.md).

@Suite(.serialized) struct AccessibilityCommandTests {
    static let root = PreviewProject.checkoutRoot()
    private let file = root.appendingPathComponent("Tests/PreviewFixtures/accessibility/Seeded.swift").path

    init() {
        setenv("LAYOUTVIZ_CACHE", Self.root.appendingPathComponent(".build/layoutviz-test-cache").path, 1)
    }

    @Test func checkFindsEachSeededProblemAndNothingInTheCleanPreview() {
        let r = run(["check", "--accessibility", file, "--quiet"])
        #expect(r.code == 1)
        let lines = r.out.split(separator: "\n").map(String.init)
        let rules = lines.map { $0.components(separatedBy: ": ")[2] }
        #expect(rules.sorted() == ["clipped-text", "contrast", "control-label", "duplicate-label", "hit-target", "image-label", "overlap"], "\(r.out)")
        #expect(lines.allSatisfy { $0.contains("preview 'Problems' on iphone-17: ") }, "\(r.out)")
        #expect(lines.contains { $0.hasSuffix("hit-target: Problems/Button#2: control 'Tiny' is 34.3×20.7 pt, under the 44×44 pt minimum touch target") }, "\(r.out)")
        #expect(r.err.hasSuffix("layoutviz: error: 7 accessibility findings in 2 screens; silence one with --ignore RULE@VIEW\n"), "\(r.err)")
        let quiet = run(["check", "--accessibility", file, "--quiet", "--ignore", "contrast", "clipped-text", "overlap", "duplicate-label", "hit-target@Button#2",
                         "image-label@Problems/frame/Image", "control-label@Button#1"])
        #expect(quiet.code == 0 && quiet.out.isEmpty, "\(quiet.out)")
        #expect(quiet.err.hasSuffix("no accessibility findings in 2 screens (7 silenced by --ignore)\n"), "\(quiet.err)")
        expectOneLineError(run(["check", "--accessibility", file, "--ignore", "colour"]), containing: "unknown rule in --ignore 'colour'")
        expectOneLineError(run(["check", file, "--device", "iphone-17"]), containing: "--device goes with --accessibility")
    }

    @Test func elementsOfAPreviewAreTheModelsJSON() throws {
        let r = run(["elements", file + ":Clean", "--chrome", "none"])
        #expect(r.code == 0, "\(r.err)")
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [[String: Any]])
        #expect(objects.compactMap { $0["description"] as? String } == [
            "Welcome back. Heading.", "Favourite. Image.", "Continue. Button.",
        ])
        #expect(objects[2]["hint"] as? String == "Opens your library")
        let text = run(["elements", file + ":Clean", "--chrome", "none", "--text"])
        #expect(text.out.hasPrefix("1. Welcome back. Heading.\n   Clean/Text\n2. Favourite. Image.\n"), "\(text.out)")
        expectOneLineError(run(["elements", file + ":Nope"]), containing: "no preview 'Nope' in")
    }

    @Test func elementsOfASampleAreTheSameBytesEachRun() throws {
        let a = run(["elements", "screen-signup"]), b = run(["elements", "screen-signup"])
        #expect(a.code == 0 && a.out == b.out && !a.out.isEmpty)
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("lv-elements-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: out) }
        let written = run(["elements", "screen-signup", "--out", out.path])
        #expect(written.code == 0)
        let saved = try Data(contentsOf: out)
        #expect(String(decoding: saved, as: UTF8.self) == a.out)
        expectOneLineError(run(["elements", "no-such-sample"]), containing: "unknown sample 'no-such-sample'")
    }

    @Test func renderWithAccessibilityWritesThePictureAndItsElements() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("lv-ax-render-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let r = run(["render", "screen-tabs", "--accessibility", "--out", out.path, "--quiet"])
        #expect(r.code == 0, "\(r.err)")
        let folder = out.appendingPathComponent("screen-tabs")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["iphone-17-portrait-accessibility.elements.json", "iphone-17-portrait-accessibility.png"])
        let json = try Data(contentsOf: folder.appendingPathComponent("iphone-17-portrait-accessibility.elements.json"))
        #expect(String(decoding: json, as: UTF8.self) == run(["elements", "screen-tabs"]).out)
        // The picture is the screen with the legend beside it: wider than the iPhone 17's 1206 pixels.
        let png = try Data(contentsOf: folder.appendingPathComponent("iphone-17-portrait-accessibility.png"))
        let width: Int = png[16..<20].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == (402 + 20 + 320) * 3)
    }

    @Test func catalogWithAccessibilityDrawsTheAccessibilityPictures() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("lv-ax-catalog-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let r = run(["catalog", file, "--accessibility", "--out", out.path, "--device", "iphone-17", "--look", "ios26", "--color-scheme", "light",
                     "--dynamic-type", "large", "--direction", "ltr", "--quiet"])
        #expect(r.code == 0, "\(r.err)")
        let page = out.appendingPathComponent("p/seeded-clean")
        let png = try Data(contentsOf: page.appendingPathComponent("iphone-17-portrait.png"))
        // The catalog draws at 2 pixels per point: the screen and the legend beside it.
        let width: Int = png[16..<20].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == (402 + 20 + 320) * 2)
        let elements = try AccessibilityTree.decodeSnapshot(try Data(contentsOf: page.appendingPathComponent("iphone-17-portrait.elements.json")))
        #expect(elements.map(\.description).suffix(3) == ["Welcome back. Heading.", "Favourite. Image.", "Continue. Button."])
    }
}
