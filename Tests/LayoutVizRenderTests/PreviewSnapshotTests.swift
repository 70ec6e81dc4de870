import Foundation
import LayoutViz
import LayoutVizTesting
import Testing

/// assertPreviewSnapshots: the previews of a source folder as golden tests in one line.
@Suite(.serialized) struct PreviewSnapshotTests {
    init() {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        setenv("LAYOUTVIZ_CACHE", root.appendingPathComponent(".build/layoutviz-test-cache").path, 1)
    }

    static let device = DeviceCatalog.device(named: "iphone-se-3")!

    /// The split-screen article's previews on the iPhone SE, portrait, against `goldens`; the
    /// failure images and reports beside them (a deliberate failure leaves no report in the
    /// package's own `layoutviz-artifacts`).
    static func check(_ mode: RecordMode, _ goldens: URL) {
        assertPreviewSnapshots(sources: "Samples/articles/split-screen", devices: [device], orientations: [.portrait], goldens: goldens,
                               artifacts: goldens.appendingPathComponent("artifacts"), record: mode)
    }

    @Test func previewsAreRecordedThenPassThenFailWhenAPictureChanges() throws {
        let goldens = FileManager.default.temporaryDirectory.appendingPathComponent("layoutviz-previews-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: goldens) }
        let device = Self.device
        func check(_ mode: RecordMode) { Self.check(mode, goldens) }
        check(.missing)
        let adaptive = goldens.appendingPathComponent("AdaptiveLayoutView/adaptivelayoutview-previews/iphone-se-3-portrait")
        let geometry = goldens.appendingPathComponent("GeometryLayoutView/geometrylayoutview-previews/iphone-se-3-portrait")
        for cell in [adaptive, geometry] {
            for ext in ["png", "layout.json", "meta.json"] {
                #expect(FileManager.default.fileExists(atPath: cell.path + "." + ext), "\(cell.lastPathComponent).\(ext)")
            }
        }
        check(.never)
        // Another picture of the same size in place of one golden fails that cell, naming it.
        let red = try CairoRenderer.png(DeviceScene(Color.red, configuration: device.configuration(.portrait)).displayList())
        try red.write(to: URL(fileURLWithPath: adaptive.path + ".png"))
        withKnownIssue("a golden replaced on purpose") {
            ExpectedSnapshotFailure.$reason.withValue("this test replaces a golden with a red picture to check that the cell fails and names it") { check(.never) }
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("EXPECTED (") && $0.rawValue.contains("changed pixels") && $0.rawValue.contains("adaptivelayoutview-previews") }
        }
    }

    /// A widget preview is a golden cell per timeline entry, as `layoutviz preview` draws a
    /// picture per entry (docs/widgets.md).
    @Test func widgetPreviewsAreGoldenCellsPerEntry() throws {
        let goldens = FileManager.default.temporaryDirectory.appendingPathComponent("layoutviz-widget-goldens-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: goldens) }
        func check(_ mode: RecordMode) {
            assertPreviewSnapshots(sources: "Tests/Fixtures/Frameworks/EmojiWidget.swift", devices: [Self.device], orientations: [.portrait],
                                   goldens: goldens, artifacts: goldens.appendingPathComponent("artifacts"), record: mode)
        }
        check(.missing)
        let folder = goldens.appendingPathComponent("EmojiWidget")
        let pages = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(pages == ["medium-1", "medium-2", "systemsmall-1", "systemsmall-2"])
        for page in pages {
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("\(page)/iphone-se-3-portrait.png").path), "\(page)")
        }
        check(.never)
    }

    /// Two assertions at once (as `swift test --parallel` runs two suites) write the same files as
    /// the same assertions one after the other: the preview build, its runtime and the goldens do
    /// not depend on what else runs.
    @Test func previewSnapshotsAtOnceWriteWhatOneAfterTheOtherWrites() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("layoutviz-previews-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let sources = ["Samples/articles/split-screen", "Samples/articles/flow-layout"]
        @Sendable func record(_ folder: String, _ i: Int) {
            assertPreviewSnapshots(sources: sources[i], devices: [Self.device], orientations: [.portrait],
                                   goldens: root.appendingPathComponent(folder).appendingPathComponent("\(i)"), record: .missing)
        }
        for i in sources.indices { record("serial", i) }
        DispatchQueue.concurrentPerform(iterations: sources.count) { i in record("parallel", i) }
        func digests(_ folder: String) throws -> [String: String] {
            let base = root.appendingPathComponent(folder)
            var out: [String: String] = [:]
            let e = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)
            while let url = e?.nextObject() as? URL {
                guard !url.hasDirectoryPath, let data = FileManager.default.contents(atPath: url.path) else { continue }
                out[String(url.standardizedFileURL.path.dropFirst(base.standardizedFileURL.path.count))] = ContentDigest.hex(data)
            }
            return out
        }
        let serial = try digests("serial")
        #expect(serial.keys.filter { $0.hasSuffix(".png") }.count == 3, "\(serial.keys.sorted())")
        #expect(try digests("parallel") == serial)
    }

    @Test func goldensOfPreviewsThatAreGoneAreNamedThenRemovedByRecording() throws {
        let goldens = FileManager.default.temporaryDirectory.appendingPathComponent("layoutviz-previews-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: goldens) }
        func check(_ mode: RecordMode) { Self.check(mode, goldens) }
        check(.missing)
        // A preview renamed since: its old golden folder belongs to no preview.
        let stale = goldens.appendingPathComponent("AdaptiveLayoutView/renamed-preview")
        try FileManager.default.copyItem(at: goldens.appendingPathComponent("AdaptiveLayoutView/adaptivelayoutview-previews"), to: stale)
        withKnownIssue("a stale golden folder on purpose") {
            ExpectedSnapshotFailure.$reason.withValue("this test leaves a golden folder of no preview to check that it is named") { check(.never) }
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("1 golden folder belongs to no preview (renamed or removed): \(stale.path)") }
        }
        #expect(FileManager.default.fileExists(atPath: stale.path))
        // Recording the failures removes it, and the next run passes.
        check(.failed)
        #expect(!FileManager.default.fileExists(atPath: stale.path))
        check(.never)
    }

    @Test func aVariantMatrixKeepsLayoutGoldensForEveryVariantAndPixelsForTheChosen() throws {
        let goldens = FileManager.default.temporaryDirectory.appendingPathComponent("layoutviz-previews-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: goldens) }
        let matrix = GoldenMatrix(appearances: try Appearance.combinations([.colorScheme: ["light", "dark"], .direction: ["ltr", "rtl"]]),
                                  pixelAppearances: [.standard, Appearance(.dark)])
        func check(_ mode: RecordMode) {
            assertPreviewSnapshots(sources: "Samples/articles/split-screen", devices: [Self.device], orientations: [.portrait], variants: matrix,
                                   goldens: goldens, record: mode)
        }
        check(.missing)
        let folder = goldens.appendingPathComponent("AdaptiveLayoutView/adaptivelayoutview-previews")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names == ["iphone-se-3-portrait-dark-rtl.layout.json", "iphone-se-3-portrait-dark-rtl.meta.json",
                          "iphone-se-3-portrait-dark.layout.json", "iphone-se-3-portrait-dark.meta.json", "iphone-se-3-portrait-dark.png",
                          "iphone-se-3-portrait-rtl.layout.json", "iphone-se-3-portrait-rtl.meta.json",
                          "iphone-se-3-portrait.layout.json", "iphone-se-3-portrait.meta.json", "iphone-se-3-portrait.png"])
        check(.never)
    }
}
