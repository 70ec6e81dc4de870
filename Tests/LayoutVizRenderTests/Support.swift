import Foundation
import LayoutViz
import Samples
import Testing

/// Renders the named sample on a device into decoded pixels.
func renderSample(_ name: String, _ device: String, _ orientation: Orientation, chrome: ScreenChrome = .device) throws -> (DeviceScene, Bitmap) {
    let sample = try #require(SampleCatalog.sample(named: name))
    let config = try #require(DeviceCatalog.device(named: device)).configuration(orientation)
    let scene = DeviceScene(sample.makeView(), configuration: config)
    return (scene, try CairoRenderer.bitmap(scene.displayList(chrome: chrome)))
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

/// The repository's goldens: `Tests/Goldens/<sample>/<device>-<orientation>.{png,layout.json,meta.json}`.
let goldensFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Goldens")
