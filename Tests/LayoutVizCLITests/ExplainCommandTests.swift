import Foundation
import LayoutViz
import Testing

/// `layoutviz explain`: the negotiation behind the articles' layouts, with their numbers.
@Suite struct ExplainCommandTests {
    /// The JSON steps of `args`, decoded.
    private func steps(_ args: String...) throws -> [[String: Any]] {
        let r = run(["explain"] + args + ["--json"])
        #expect(r.code == 0, "\(r.err)")
        let json = try JSONSerialization.jsonObject(with: Data(r.out.utf8))
        return try #require(json as? [[String: Any]])
    }

    private func number(_ step: [String: Any], _ group: String, _ field: String) -> Double? {
        ((step[group] as? [String: Any])?[field] as? NSNumber)?.doubleValue
    }

    @Test func splitScreenTopIsClampedBetween200And400() throws {
        // The min/max frame version: half the height, clamped. iPad Pro 13-inch portrait offers 666
        // (1,332 of safe height / 2): clamped to 400; iPhone SE landscape offers 187.5: raised to 200.
        let ipad = try steps("split-frames", "--device", "ipad-pro-13-m5")
        let clamp = try #require(ipad.first { ($0["detail"] as? String) == "minHeight: 200, maxHeight: 400" })
        #expect(number(clamp, "proposal", "height") == 666)
        #expect(number(clamp, "frame", "height") == 400)
        #expect(clamp["rule"] as? String == "height clamped to maxHeight 400 (offered 666)")

        let se = try steps("split-frames", "--device", "iphone-se-3", "--orientation", "landscape")
        let raised = try #require(se.first { ($0["detail"] as? String) == "minHeight: 200, maxHeight: 400" })
        #expect(number(raised, "proposal", "height") == 187.5)
        #expect(number(raised, "frame", "height") == 200)
        #expect(raised["rule"] as? String == "height raised to minHeight 200 (offered 187.5)")

        // The GeometryReader version computes the clamp in code: a fixed frame of 400, and the
        // reader takes the whole proposal.
        let adaptive = try steps("split-adaptive", "--device", "ipad-pro-13-m5")
        #expect(adaptive[0]["kind"] as? String == "GeometryReader")
        #expect(adaptive[0]["rule"] as? String == "takes the whole proposal (1032×1332)")
        let fixed = try #require(adaptive.first { ($0["detail"] as? String) == "height: 400" })
        #expect(fixed["rule"] as? String == "height fixed at 400")
        #expect(number(fixed, "proposal", "height") == 666)
    }

    @Test func viewThatFitsChoosesPerDevice() throws {
        // The HStack's ideal width is 408.67 pt at @3x: it fits the 440-pt iPhone 17 Pro Max, not
        // the 402-pt iPhone 17, which gets the VStack.
        let max = try steps("dynamic-viewthatfits", "--device", "iphone-17-pro-max")
        #expect(max[0]["kind"] as? String == "ViewThatFits")
        #expect(max[0]["rule"] as? String == "first candidate whose ideal size fits: HStack ideal 408.6667×52.6667 fits — chosen; VStack ideal 160.6667×174 fits")
        #expect(max[1]["kind"] as? String == "HStack")

        let phone = try steps("dynamic-viewthatfits", "--device", "iphone-17")
        #expect(phone[0]["rule"] as? String == "first candidate whose ideal size fits: HStack ideal 408.6667×52.6667 wider than 402; VStack ideal 160.6667×174 fits — chosen")
        #expect(phone[1]["kind"] as? String == "VStack")
    }

    @Test func probesListEveryQuestionAViewWasAsked() throws {
        // ViewThatFits asks each candidate for its ideal size (nil×nil), then the chosen VStack
        // gets the real proposal; the VStack asks each button for its minimum and maximum height
        // (0 and ∞) before giving it its share.
        let traced = try steps("dynamic-viewthatfits", "--device", "iphone-se-3", "--probes")
        let stack = try #require(traced.first { ($0["path"] as? String) == "LoginActionsView/VStack" })
        let asked = try #require(stack["probes"] as? [[String: Any]])
        func text(_ q: [String: Any]) -> String {
            let p = q["proposal"] as? [String: Any] ?? [:], s = q["size"] as? [String: Any] ?? [:]
            func n(_ v: Any?) -> String { (v as? NSNumber).map { "\($0)" } ?? "nil" }
            return "\(n(p["width"]))×\(n(p["height"])) → \(n(s["width"]))×\(n(s["height"])) ×\(n(q["count"]))"
        }
        #expect(asked.map(text) == ["nil×nil → 160.5×175 ×2", "375×647 → 375×175 ×2"])
        let button = try #require(traced.first { ($0["path"] as? String) == "LoginActionsView/VStack/Button#1" })
        let heights = (button["probes"] as? [[String: Any]] ?? []).map { (($0["proposal"] as? [String: Any])?["height"] as? NSNumber)?.doubleValue }
        #expect(heights.contains(0) && heights.contains(210.3333333333333) == false && heights.count == 4, "\(heights)")
        // Leaves answer before the engine records: none listed; untraced runs list none at all.
        #expect(traced.filter { ($0["kind"] as? String) == "Color" }.allSatisfy { $0["probes"] == nil })
        #expect(try steps("dynamic-viewthatfits", "--device", "iphone-se-3").allSatisfy { $0["probes"] == nil })
        let table = run("explain", "dynamic-viewthatfits", "--device", "iphone-se-3", "--probes", "--view", "LoginActionsView/VStack")
        #expect(table.out.contains("\n    asked: nil×nil → 160.5×175 (×2) · 375×647 → 375×175 (×2)\n"), "\(table.out)")
    }

    @Test func tableFollowsOneView() throws {
        let r = run("explain", "split-frames", "--device", "iphone-se-3", "--view", "BoxesColumn/Spacer#2")
        #expect(r.code == 0, "\(r.err)")
        let lines = r.out.split(separator: "\n").map(String.init)
        #expect(lines[0] == "split-frames on iPhone SE (3rd generation), portrait (375×667 pt): proposal → size at origin, and why")
        // The header, the ancestors (VStack, background, frame, BoxesColumn) and the spacer.
        #expect(lines.count == 7, "\(r.out)")
        #expect(lines[1].hasPrefix("view"))
        #expect(lines[2].hasPrefix("FrameLayoutView › VStack spacing: 0"))
        #expect(lines[6].hasPrefix("        Spacer minLength: 20"))
        #expect(lines[6].hasSuffix("flexible: the space its stack left, at least 20"))
        #expect(!r.out.contains("\u{1B}["), "no colour when standard output is not a terminal")
    }

    @Test func badInput() {
        expectOneLineError(run("explain"), containing: "needs a sample name")
        expectOneLineError(run("explain", "no-such-sample"), containing: "unknown sample 'no-such-sample'")
        expectOneLineError(run("explain", "split-frames", "--view", "Nowhere"), containing: "no view 'Nowhere' in this layout")
        expectOneLineError(run("explain", "split-frames", "--orientation", "both"), containing: "one orientation")
        let help = run("explain", "--help")
        #expect(help.code == 0)
        #expect(help.out.contains("Usage: layoutviz explain <sample|file.swift[:PREVIEW]>"))
    }
}

/// `--overlay` on `render` and `sheet`: files named after the overlays, bad values refused.
@Suite struct OverlayOptionTests {
    @Test func renderWritesOverlaidFilesBesideThePlainOnes() throws {
        let out = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let r = run("render", "split-frames", "--overlay", "frames,proposals", "--format", "png,svg", "--quiet", "--out", out.path)
        #expect(r.code == 0, "\(r.err)")
        #expect(files(in: out) == ["split-frames/iphone-17-portrait-frames-proposals.png", "split-frames/iphone-17-portrait-frames-proposals.svg"])
        let svg = try String(contentsOf: out.appendingPathComponent("split-frames/iphone-17-portrait-frames-proposals.svg"), encoding: .utf8)
        #expect(svg.contains("stroke-dasharray"), "the proposals' dashed boxes")
        let sheet = run("sheet", "split-frames", "--device", "iphone-se-3", "--orientation", "portrait", "--overlay", "frames", "--format", "png", "--quiet", "--out", out.path)
        #expect(sheet.code == 0, "\(sheet.err)")
        #expect(files(in: out).contains("sheets/split-screen-frames.png"), "\(files(in: out))")
        expectOneLineError(run("render", "split-frames", "--overlay", "outlines", "--out", out.path), containing: "unknown overlay 'outlines'; choose from frames, proposals, guides")
    }
}
