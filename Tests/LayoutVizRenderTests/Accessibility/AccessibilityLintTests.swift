import Foundation
import LayoutViz
import Samples
import Testing

// `layoutviz check --accessibility`'s rules, each found where it is seeded and nowhere else
// (docs/accessibility.md, "The lint").

/// A screen with one problem of each rule.
private struct Seeded: View {
    var body: some View {
        VStack(spacing: 20) {
            Image("photo").resizable().frame(width: 120, height: 80)
            // A button's touch target is its label's frame: these are at least 60 × 60.
            Button {} label: { Image(systemName: "trash").frame(width: 60, height: 60) }
            Button("Tiny") {}
            Button {} label: { Text("Edit").frame(minWidth: 60, minHeight: 60) }
            Text("A long sentence that cannot fit on one line at the largest sizes").lineLimit(1)
            Text("Faint").foregroundColor(Color(white: 0.8))
            HStack {
                Button {} label: { Text("Edit").frame(minWidth: 60, minHeight: 60) }
                Button {} label: { Text("Share").frame(minWidth: 60, minHeight: 60) }.offset(x: -20)
            }
        }
        // Dark ink: the accent's blue is itself under 4.5:1 on white.
        .tint(Color(white: 0.1))
    }
}

private func lint(_ view: some View, device: String = "iphone-17") throws -> [AccessibilityFinding] {
    var render = SampleCatalog.images(RenderConfiguration(device: try #require(DeviceCatalog.device(named: device))))
    let scene = DeviceScene(view, configuration: render)
    render.appearance.dynamicTypeSize = .accessibility3
    return try AccessibilityLint.findings(scene, accessibilitySize: DeviceScene(view, configuration: render))
}

@Suite struct AccessibilityLintTests {
    @Test func eachSeededProblemIsFound() throws {
        let found = try lint(Seeded())
        func rule(_ r: String) -> [AccessibilityFinding] { found.filter { $0.rule == r } }
        #expect(rule("image-label").map(\.message) == ["image 'photo' has no accessibility label: VoiceOver reads its name; give it Image(_:label:) or .accessibilityLabel, or make it Image(decorative:)"])
        #expect(rule("control-label").count == 1 && rule("control-label")[0].message.contains("only label is the symbol 'trash'"))
        #expect(rule("hit-target").count == 1 && rule("hit-target")[0].message.hasPrefix("control 'Tiny' is "))
        #expect(rule("clipped-text").count == 1 && rule("clipped-text")[0].message.hasPrefix("'A long sentence that cannot fit on one …' is cut short at the accessibility3 text size"))
        #expect(rule("contrast").count == 1 && rule("contrast")[0].message.hasPrefix("'Faint' has contrast 1.6"))
        #expect(rule("duplicate-label").count == 1 && rule("duplicate-label")[0].message.hasPrefix("says 'Edit. Button.'"))
        #expect(rule("overlap").count == 1 && rule("overlap")[0].message.hasPrefix("'Edit' overlaps 'Share'"))
        #expect(found.count == 7)
    }

    @Test func theContrastRatioIsWCAGs() {
        // Black on white is 21:1; mid grey (#777) on white about 4.48:1.
        let white = Color(red: 1, green: 1, blue: 1), black = Color(red: 0, green: 0, blue: 0)
        let grey = Color(red: 0x77 / 255.0, green: 0x77 / 255.0, blue: 0x77 / 255.0)
        #expect(abs(AccessibilityLint.contrastRatio(black, white) - 21) < 1e-9)
        #expect(abs(AccessibilityLint.contrastRatio(grey, white) - 4.48) < 0.01)
    }

    @Test(arguments: ["split-adaptive", "split-frames", "flow-tags", "flow-many"])
    func samplesThatAreRightHaveNoFindings(name: String) throws {
        let sample = try #require(SampleCatalog.sample(named: name))
        #expect(try lint(sample.makeView()) == [])
        #expect(try lint(sample.makeView(), device: "ipad-a16") == [])
    }

    @Test func aFindingIsSilencedByRuleAndView() {
        let f = AccessibilityFinding(rule: "hit-target", path: "Seeded/VStack/Button#2", message: "")
        #expect(f.isSilenced(by: "hit-target"))
        #expect(f.isSilenced(by: "hit-target@Button#2"))
        #expect(f.isSilenced(by: "hit-target@VStack/Button#2"))
        #expect(AccessibilityFinding(rule: "hit-target", path: "A/Button", identifier: "tiny", message: "").isSilenced(by: "hit-target@tiny"))
        #expect(!f.isSilenced(by: "hit-target@Button#3"))
        #expect(!f.isSilenced(by: "contrast"))
        #expect(f.isSilenced(by: "all@Button#2"))
    }
}
