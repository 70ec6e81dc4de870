import Foundation
import LayoutViz
import Samples
import Testing

/// Renders the named sample on a device into decoded pixels.
func renderSample(_ name: String, _ device: String, _ orientation: Orientation) throws -> (DeviceScene, Bitmap) {
    let sample = try #require(SampleCatalog.sample(named: name))
    let config = try #require(DeviceCatalog.device(named: device)).configuration(orientation)
    let scene = DeviceScene(sample.makeView(), configuration: config)
    return (scene, try CairoRenderer.bitmap(scene.displayList()))
}

func clampTop(_ safeHeight: CGFloat) -> CGFloat { min(max(safeHeight / 2, 200), 400) }

/// The node produced by the custom view `name` (e.g. `TopView`), first depth first.
func node(named name: String, in tree: LayoutTree) -> LayoutNode? {
    tree.root.allNodes().first { $0.viewName == name }
}

/// The red container of the split-screen samples: the first `background` node.
func topContainer(_ tree: LayoutTree) -> LayoutNode? {
    tree.root.allNodes().first { $0.kind == "background" }
}

/// Golden images live beside the tests: `Goldens/<sample>/<device>-<orientation>.png`.
///
/// Record mode comes from `LAYOUTVIZ_RECORD`: `missing` (the local default: write absent goldens
/// and fail so the new file is looked at), `all` (rewrite every golden that differs), `never`
/// (the default when `CI` is set). Re-record after an intended change with
/// `LAYOUTVIZ_RECORD=all swift test --filter Golden`.
enum Goldens {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")

    enum RecordMode: String {
        case missing, all, never
    }

    static var recordMode: RecordMode {
        let env = ProcessInfo.processInfo.environment
        if let raw = env["LAYOUTVIZ_RECORD"], let mode = RecordMode(rawValue: raw) { return mode }
        return env["CI"] != nil ? .never : .missing
    }

    /// Compares `actual` with the golden PNG on decoded pixels; records per the record mode.
    static func assertMatches(_ list: DisplayList, sample: String, stem: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = folder.appendingPathComponent(sample).appendingPathComponent("\(stem).png")
        let actual = try CairoRenderer.bitmap(list)
        let mode = recordMode
        guard let data = try? Data(contentsOf: url) else {
            if mode == .never {
                Issue.record("golden \(url.path) is missing; record it with LAYOUTVIZ_RECORD=missing swift test --filter Golden", sourceLocation: sourceLocation)
            } else {
                try AtomicFile.write(try CairoRenderer.png(list), to: url)
                Issue.record("recorded missing golden \(url.path); look at it, then re-run", sourceLocation: sourceLocation)
            }
            return
        }
        let expected = try CairoRenderer.decodePNG(data, name: url.path)
        if expected == actual { return }
        if mode == .all {
            try AtomicFile.write(try CairoRenderer.png(list), to: url)
            Issue.record("re-recorded golden \(url.path)", sourceLocation: sourceLocation)
            return
        }
        Issue.record("\(sample) \(stem): \(describeDifference(expected, actual)); golden \(url.path). If the change is intended: LAYOUTVIZ_RECORD=all swift test --filter Golden", sourceLocation: sourceLocation)
    }

    static func describeDifference(_ e: Bitmap, _ a: Bitmap) -> String {
        guard e.width == a.width, e.height == a.height else {
            return "size \(a.width)×\(a.height) px, golden \(e.width)×\(e.height) px"
        }
        var count = 0, minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in 0..<e.height {
            for x in 0..<e.width where e[x, y] != a[x, y] {
                count += 1
                minX = min(minX, x); minY = min(minY, y); maxX = max(maxX, x); maxY = max(maxY, y)
            }
        }
        return "\(count) pixels differ in the pixel box x \(minX)...\(maxX), y \(minY)...\(maxY)"
    }
}
