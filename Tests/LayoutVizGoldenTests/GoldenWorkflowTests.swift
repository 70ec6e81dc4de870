import Foundation
import LayoutViz
import LayoutVizGolden
import Testing

/// Record modes, failure messages, artifacts and reports, on a temporary goldens folder.
@Suite struct GoldenWorkflowTests {

    struct Split: View {
        let extra: CGFloat
        var body: some View {
            VStack(spacing: 0) {
                Color.red.frame(height: 200 + extra)
                Color.green
            }
        }
    }

    private func folder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("layoutviz-golden-\(UUID().uuidString)")
    }

    private func cell(_ extra: CGFloat, _ device: String = "iphone-se-3") -> GoldenCell {
        GoldenCell(name: "split", configuration: DeviceCatalog.device(named: device)!.configuration(.portrait)) { AnyView(Split(extra: extra)) }
    }

    private func session(_ root: URL, _ mode: RecordMode) -> GoldenSession {
        GoldenSession(goldens: root.appendingPathComponent("goldens"), artifacts: root.appendingPathComponent("artifacts"), mode: mode, modeSource: "test") {
            "accept \($0.id)"
        }
    }

    @Test func missingModeRecordsNeverModeFails() throws {
        let root = folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let never = session(root, .never).verify(cell(0))
        #expect(never.status == .failed)
        #expect(never.message?.contains("not recorded because recording is disabled") == true)
        let recorded = session(root, .missing).verify(cell(0))
        #expect(recorded.status == .recorded)
        let dir = root.appendingPathComponent("goldens/split")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == [
            "iphone-se-3-portrait.layout.json", "iphone-se-3-portrait.meta.json", "iphone-se-3-portrait.png",
        ])
        #expect(session(root, .never).verify(cell(0)).status == .passed)
    }

    @Test func aOnePointChangeNamesTheMovedViewAndWritesArtifacts() throws {
        let root = folder()
        defer { try? FileManager.default.removeItem(at: root) }
        _ = session(root, .missing).verify(cell(0))
        let s = session(root, .never)
        let outcome = s.verify(cell(1))
        try s.writeReports()
        #expect(outcome.status == .failed)
        let m = outcome.message ?? ""
        #expect(m.contains("split/iphone-se-3-portrait on iPhone SE (3rd generation), portrait: 375×667 pt @2x = 750×1334 px"))
        // One point at @2x is two rows of 375 × 2 pixels.
        #expect(m.contains("changed pixels: 1500 (allowed 0); anti-aliased pixels: 0 (counted as changed); ratio 0.15 % of 1000500 px; densest 8×8 window: 16 (allowed 0)"))
        #expect(m.contains("profile: exact, any difference counts (default: the render fingerprint matches the golden's)"))
        #expect(m.contains("changed region (0,220) 375×1 pt covering Split/frame/Color, Split/Color"))
        #expect(m.contains("layout: Split/frame resized 375×200 -> 375×201"))
        #expect(m.contains("layout: Split/Color moved (0,220) -> (0,221) and resized 375×447 -> 375×446"))
        #expect(m.contains("fingerprint: same rendering stack as the golden"))
        #expect(m.contains("accept this golden: accept split/iphone-se-3-portrait"))
        for role in ["expected", "actual", "diff", "aa", "strip"] {
            let f = root.appendingPathComponent("artifacts/split/iphone-se-3-portrait.\(role).png")
            #expect(FileManager.default.fileExists(atPath: f.path), "\(role)")
        }
        // The actual picture's inspector page: the layout this run drew, the frame now 201 pt.
        let inspect = try String(contentsOf: root.appendingPathComponent("artifacts/split/iphone-se-3-portrait.inspect.html"), encoding: .utf8)
        #expect(inspect.contains("<img src=\"iphone-se-3-portrait.actual.png\"") && inspect.contains("\"height fixed at 201\""))
        #expect(outcome.artifacts["inspect"] == "split/iphone-se-3-portrait.inspect.html")
        let strip = try CairoRenderer.decodePNG(Data(contentsOf: root.appendingPathComponent("artifacts/split/iphone-se-3-portrait.strip.png")))
        #expect(strip.height == 1334 && strip.width == 750 * 3 + 2 * 7)
        // The diff: changed rows red, the rest the expected image faded to a light grey; the
        // strip: expected, a white gap, the diff, a white gap, actual.
        let diff = try CairoRenderer.decodePNG(Data(contentsOf: root.appendingPathComponent("artifacts/split/iphone-se-3-portrait.diff.png")))
        let expected = try CairoRenderer.decodePNG(Data(contentsOf: root.appendingPathComponent("artifacts/split/iphone-se-3-portrait.expected.png")))
        let actual = try CairoRenderer.decodePNG(Data(contentsOf: root.appendingPathComponent("artifacts/split/iphone-se-3-portrait.actual.png")))
        #expect(diff[10, 440] == RGBA8(r: 230, g: 0, b: 0) && diff[749, 441] == RGBA8(r: 230, g: 0, b: 0))
        #expect(diff[10, 439] != RGBA8(r: 230, g: 0, b: 0) && diff[10, 439].r == diff[10, 439].g && diff[10, 439].r > 200)
        #expect(strip[10, 100] == expected[10, 100] && strip[750 + 7 + 10, 440] == diff[10, 440])
        #expect(strip[750 + 3, 100] == RGBA8(r: 255, g: 255, b: 255) && strip[2 * 757 + 10, 441] == actual[10, 441])
        let aa = try CairoRenderer.decodePNG(Data(contentsOf: root.appendingPathComponent("artifacts/split/iphone-se-3-portrait.aa.png")))
        #expect(aa.pixels.allSatisfy { $0.a == 0 })
        let html = try String(contentsOf: root.appendingPathComponent("artifacts/report.html"), encoding: .utf8)
        for needle in ["2-up", "swipe", "onion", "blink", "diff only", "zoom to the change", "split/iphone-se-3-portrait.diff.png",
                       "<a href=\"split/iphone-se-3-portrait.inspect.html\">inspect the actual layout</a>"] {
            #expect(html.contains(needle), "\(needle)")
        }
        #expect(!html.contains("http://") && !html.contains("https://"))
        let junit = try String(contentsOf: root.appendingPathComponent("artifacts/junit.xml"), encoding: .utf8)
        #expect(junit.contains("failures=\"1\"") && junit.contains("<failure"))
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: root.appendingPathComponent("artifacts/report.json"))) as? [String: Any]
        #expect(json?["failed"] as? Int == 1)
    }

    @Test func aLayoutOnlyChangeFailsWithIdenticalPixels() throws {
        let root = folder()
        defer { try? FileManager.default.removeItem(at: root) }
        func padded(_ min: CGFloat) -> GoldenCell {
            GoldenCell(name: "pad", configuration: DeviceCatalog.device(named: "iphone-se-3")!.configuration(.portrait)) {
                AnyView(Color.blue.frame(minHeight: min))
            }
        }
        _ = session(root, .missing).verify(padded(100))
        let outcome = session(root, .never).verify(padded(90))
        #expect(outcome.status == .failed)
        #expect(outcome.message?.contains("pixels are identical; the layout tree differs from the golden's") == true)
        #expect(outcome.message?.contains("changed parameters 'minHeight: 100' -> 'minHeight: 90'") == true)
    }

    @Test func failedModeRewritesOnlyFailingGoldensAndNeverIdenticalBytes() throws {
        let root = folder()
        defer { try? FileManager.default.removeItem(at: root) }
        _ = session(root, .missing).verify(cell(0, "iphone-se-3"))
        _ = session(root, .missing).verify(cell(0, "iphone-16"))
        let png16 = root.appendingPathComponent("goldens/split/iphone-16-portrait.png")
        let before = try FileManager.default.attributesOfItem(atPath: png16.path)[.modificationDate] as? Date
        Thread.sleep(forTimeInterval: 0.02)
        let s = session(root, .failed)
        // The SE cell changes; the iPhone 16 cell does not.
        #expect(s.verify(cell(1, "iphone-se-3")).status == .updated)
        #expect(s.verify(cell(0, "iphone-16")).status == .passed)
        let after = try FileManager.default.attributesOfItem(atPath: png16.path)[.modificationDate] as? Date
        #expect(before == after)
        #expect(session(root, .never).verify(cell(1, "iphone-se-3")).status == .passed)
        // Mode all rewrites nothing when the output is byte-identical.
        #expect(session(root, .all).verify(cell(1, "iphone-se-3")).status == .passed)
    }

    @Test func aForeignFingerprintSwitchesToTheTolerantProfile() throws {
        let root = folder()
        defer { try? FileManager.default.removeItem(at: root) }
        _ = session(root, .missing).verify(cell(0))
        let meta = root.appendingPathComponent("goldens/split/iphone-se-3-portrait.meta.json")
        var fp = try JSONDecoder().decode(RenderFingerprint.self, from: Data(contentsOf: meta))
        fp.versions["cairo"] = "1.18.0"
        try fp.jsonData().write(to: meta)
        let s = session(root, .never)
        #expect(s.verify(cell(0)).status == .passed)
        let changed = s.verify(cell(1))
        #expect(changed.status == .failed)
        #expect(changed.message?.contains("profile: tolerant, YIQ threshold 0.1 (the render fingerprint differs from the golden's)") == true)
        #expect(changed.message?.contains("fingerprint: cairo 1.16.0 now, 1.18.0 in the golden") == true)
    }

    @Test func gitLFSPointersAreReportedAsSuch() throws {
        let root = folder()
        defer { try? FileManager.default.removeItem(at: root) }
        _ = session(root, .missing).verify(cell(0))
        let png = root.appendingPathComponent("goldens/split/iphone-se-3-portrait.png")
        try Data("version https://git-lfs.github.com/spec/v1\noid sha256:00\nsize 1\n".utf8).write(to: png)
        let outcome = session(root, .never).verify(cell(0))
        #expect(outcome.status == .failed)
        #expect(outcome.message?.contains("is a Git LFS pointer, not a PNG") == true)
    }

    /// Truncated, empty and LFS-pointer PNGs fail naming the file, and `failed` or `all` replaces them.
    @Test(arguments: ["truncated", "empty", "lfs"])
    func unreadableGoldensAreReplacedByRecording(kind: String) throws {
        let root = folder()
        defer { try? FileManager.default.removeItem(at: root) }
        _ = session(root, .missing).verify(cell(0))
        let png = root.appendingPathComponent("goldens/split/iphone-se-3-portrait.png")
        let good = try Data(contentsOf: png)
        let bad: Data = kind == "truncated" ? good.prefix(200) : kind == "empty" ? Data() : Data("version https://git-lfs.github.com/spec/v1\noid sha256:00\nsize 1\n".utf8)
        try bad.write(to: png)
        let failed = session(root, .never).verify(cell(0))
        #expect(failed.status == .failed)
        #expect(failed.message?.contains("golden \(png.path) cannot be read") == true)
        #expect(failed.message?.contains("replace it: accept split/iphone-se-3-portrait") == true)
        #expect(session(root, .missing).verify(cell(0)).status == .failed)  // missing never overwrites
        let replaced = session(root, .failed).verify(cell(0))
        #expect(replaced.status == .updated)
        #expect(session(root, .never).verify(cell(0)).status == .passed)
    }

    /// A missing or broken fingerprint is an incomplete golden, not another rendering stack.
    @Test(arguments: ["missing", "garbage"])
    func brokenFingerprintsFailAndAreReplaced(kind: String) throws {
        let root = folder()
        defer { try? FileManager.default.removeItem(at: root) }
        _ = session(root, .missing).verify(cell(0))
        let meta = root.appendingPathComponent("goldens/split/iphone-se-3-portrait.meta.json")
        if kind == "missing" { try FileManager.default.removeItem(at: meta) } else { try Data("{not json".utf8).write(to: meta) }
        let failed = session(root, .never).verify(cell(0))
        #expect(failed.status == .failed)
        #expect(failed.message?.contains("golden fingerprint \(meta.path) is \(kind == "missing" ? "missing" : "not a valid fingerprint")") == true)
        #expect(session(root, .all).verify(cell(0)).status == .updated)
        #expect(session(root, .never).verify(cell(0)).status == .passed)
    }

    /// A golden much larger than its cell is refused from its header, before decoding.
    @Test func oversizedGoldensAreRefusedBeforeDecoding() throws {
        let root = folder()
        defer { try? FileManager.default.removeItem(at: root) }
        _ = session(root, .missing).verify(cell(0))
        let png = root.appendingPathComponent("goldens/split/iphone-se-3-portrait.png")
        var header = try Data(contentsOf: png).prefix(33)  // signature and IHDR, then claim 12000×12000
        header.replaceSubrange(16..<24, with: [0, 0, 0x2E, 0xE0, 0, 0, 0x2E, 0xE0])
        try header.write(to: png)
        let outcome = session(root, .never).verify(cell(0))
        #expect(outcome.message?.contains("is 12000×12000 px, far larger than the cell's 750×1334 px") == true)
    }

    /// `all` leaves a golden alone when its pixels are unchanged, even if other bytes encode them.
    @Test func recordAllRewritesOnlyChangedPixels() throws {
        let root = folder()
        defer { try? FileManager.default.removeItem(at: root) }
        _ = session(root, .missing).verify(cell(0))
        let png = root.appendingPathComponent("goldens/split/iphone-se-3-portrait.png")
        let reencoded = try CairoRenderer.encodePNG(CairoRenderer.decodePNGRaster(Data(contentsOf: png)), compression: .fast)
        try reencoded.write(to: png)
        #expect(session(root, .all).verify(cell(0)).status == .passed)
        #expect(try Data(contentsOf: png) == reencoded)
        #expect(session(root, .all).verify(cell(1)).status == .updated)
    }

    /// A passing cell is a render and a digest: its golden PNG is not decoded.
    @Test func aPassingCellDecodesNoPNG() throws {
        let root = folder()
        defer { try? FileManager.default.removeItem(at: root) }
        _ = session(root, .missing).verify(cell(0))
        let meta = try String(contentsOf: root.appendingPathComponent("goldens/split/iphone-se-3-portrait.meta.json"), encoding: .utf8)
        #expect(meta.contains("\"pixelsDigest\" : \"") && meta.contains("-750x1334\"") && meta.contains("\"pngDigest\"") && meta.contains("\"layoutDigest\""))
        let s = session(root, .never)
        #expect(s.verify(cell(0)).status == .passed)
        #expect(s.decodedCount == 0)
        // A changed view: the digests differ, the PNG is decoded and compared.
        #expect(s.verify(cell(1)).status == .failed)
        #expect(s.decodedCount == 1)
    }

    /// A PNG replaced by hand (another cell's picture copied over it) no longer matches the digest
    /// its metadata recorded for the file, so it is decoded and compared, not trusted.
    @Test func aPNGReplacedByHandIsComparedNotTrusted() throws {
        let root = folder(), other = folder()
        defer { for r in [root, other] { try? FileManager.default.removeItem(at: r) } }
        _ = session(root, .missing).verify(cell(0))
        _ = session(other, .missing).verify(cell(1))
        let png = "goldens/split/iphone-se-3-portrait.png"
        try FileManager.default.removeItem(at: root.appendingPathComponent(png))
        try FileManager.default.copyItem(at: other.appendingPathComponent(png), to: root.appendingPathComponent(png))
        let s = session(root, .never)
        let outcome = s.verify(cell(0))
        #expect(outcome.status == .failed)
        #expect(outcome.message?.contains("changed pixels: 1500 (allowed 0)") == true)
        #expect(s.decodedCount == 1)
    }

    /// A layout file edited by hand no longer matches the digest recorded for it: the fresh tree's
    /// JSON is written and compared with it, for pixel and layout-only cells alike.
    @Test(arguments: [true, false])
    func anEditedLayoutFileIsComparedNotTrusted(pixels: Bool) throws {
        let root = folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let c = GoldenCell(name: "split", render: RenderConfiguration.on(DeviceCatalog.device(named: "iphone-se-3")!.configuration(.portrait)),
                           pixels: pixels) { AnyView(Split(extra: 0)) }
        #expect(session(root, .missing).verify(c).status == .recorded)
        #expect(session(root, .never).verify(c).status == .passed)
        let layout = root.appendingPathComponent("goldens/split/iphone-se-3-portrait.layout.json")
        let text = try String(contentsOf: layout, encoding: .utf8)
        try text.replacingOccurrences(of: "\"height\": 200", with: "\"height\": 201").write(to: layout, atomically: true, encoding: .utf8)
        let outcome = session(root, .never).verify(c)
        #expect(outcome.status == .failed)
        #expect(outcome.message?.contains("layout:") == true, "\(outcome.message ?? "")")
    }

    /// Metadata written before digests existed (the fingerprint alone) still verifies, by decoding;
    /// record mode `all` brings it up to date without calling it a change.
    @Test func olderMetadataVerifiesByDecodingAndRecordAllUpdatesIt() throws {
        let root = folder()
        defer { try? FileManager.default.removeItem(at: root) }
        _ = session(root, .missing).verify(cell(0))
        let metaURL = root.appendingPathComponent("goldens/split/iphone-se-3-portrait.meta.json")
        try RenderFingerprint.current.jsonData().write(to: metaURL)
        let s = session(root, .never)
        #expect(s.verify(cell(0)).status == .passed)
        #expect(s.decodedCount == 1)
        #expect(session(root, .all).verify(cell(0)).status == .passed)
        #expect(try String(contentsOf: metaURL, encoding: .utf8).contains("pixelsDigest"))
        let again = session(root, .never)
        #expect(again.verify(cell(0)).status == .passed)
        #expect(again.decodedCount == 0)
    }

    /// The same view under another name: the geometry and pixels are the golden's.
    struct SplitRenamed: View {
        var body: some View {
            VStack(spacing: 0) {
                Color.red.frame(height: 200)
                Color.green
            }
        }
    }

    /// Renaming a custom view type changes no pixel and no frame: the cell passes with a note
    /// naming the rename and the command that accepts it, which rewrites only the layout tree.
    @Test func aPureRenamePassesWithANote() throws {
        let root = folder()
        defer { try? FileManager.default.removeItem(at: root) }
        _ = session(root, .missing).verify(cell(0))
        let renamed = GoldenCell(name: "split", configuration: DeviceCatalog.device(named: "iphone-se-3")!.configuration(.portrait)) { AnyView(SplitRenamed()) }
        let outcome = session(root, .never).verify(renamed)
        #expect(outcome.status == .passed, "\(outcome.message ?? "")")
        #expect(outcome.message?.contains("note: custom views were renamed (Split → SplitRenamed); frames and pixels are unchanged") == true)
        #expect(outcome.message?.contains("Accept the new names: accept split/iphone-se-3-portrait") == true)
        let png = root.appendingPathComponent("goldens/split/iphone-se-3-portrait.png")
        let before = try Data(contentsOf: png)
        #expect(session(root, .failed).verify(renamed).status == .updated)
        #expect(try Data(contentsOf: png) == before)
        let after = session(root, .never).verify(renamed)
        #expect(after.status == .passed && after.message == nil)
        // A changed parameter is not a rename.
        #expect(session(root, .never).verify(cell(1)).status == .failed)
    }

    /// The report shows this run: a passing run removes the failure images of earlier runs.
    @Test func aPassingRunLeavesNoStaleFailure() throws {
        let root = folder()
        defer { try? FileManager.default.removeItem(at: root) }
        _ = session(root, .missing).verify(cell(0))
        let failing = session(root, .never)
        failing.verify(cell(1))
        try failing.writeReports()
        let strip = root.appendingPathComponent("artifacts/split/iphone-se-3-portrait.strip.png")
        #expect(FileManager.default.fileExists(atPath: strip.path))
        let passing = session(root, .never)
        passing.verify(cell(0))
        try passing.writeReports()
        #expect(!FileManager.default.fileExists(atPath: strip.path))
        let report = try String(contentsOf: root.appendingPathComponent("artifacts/report.json"), encoding: .utf8)
        #expect(report.contains("\"failed\" : 0"))
    }

    @Test func orphansAreTheFilesNoCellUsed() throws {
        let root = folder()
        defer { try? FileManager.default.removeItem(at: root) }
        _ = session(root, .missing).verify(cell(0, "iphone-se-3"))
        _ = session(root, .missing).verify(cell(0, "iphone-16"))
        let s = session(root, .never)
        s.verify(cell(0, "iphone-se-3"))
        #expect(s.orphans().map(\.lastPathComponent) == ["iphone-16-portrait.layout.json", "iphone-16-portrait.meta.json", "iphone-16-portrait.png"])
        // Folders of other tests' files (the engine's construct fixtures) are never orphans.
        let fixture = root.appendingPathComponent("goldens/constructs/leaf/color.layout.json")
        try FileManager.default.createDirectory(at: fixture.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("{}".utf8).write(to: fixture)
        #expect(s.orphans().count == 4)
        #expect(s.orphans(ignoring: ["constructs"]).count == 3)
    }

    @Test func fingerprintNamesTheStack() {
        let fp = RenderFingerprint.current
        for key in ["layoutviz", "cairo", "pixman", "pango", "harfbuzz", "freetype", "libpng"] { #expect(fp.versions[key]?.isEmpty == false, "\(key)") }
        #expect(fp.fonts["Inter-Regular.otf"]?.count == 64)
        #expect(SHA256.hex(Data("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(SHA256.hex(Data()) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    }
}
