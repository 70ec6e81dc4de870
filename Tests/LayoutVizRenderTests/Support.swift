import Foundation
import LayoutViz
import Samples
import Testing

/// Renders the named sample on a device into decoded pixels.
func renderSample(_ name: String, _ device: String, _ orientation: Orientation, chrome: ScreenChrome = .device) throws -> (DeviceScene, Bitmap) {
    let sample = try #require(SampleCatalog.sample(named: name))
    let config = try #require(DeviceCatalog.device(named: device)).configuration(orientation)
    let scene = DeviceScene(sample.makeView(), configuration: SampleCatalog.images(RenderConfiguration.on(config)))
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

/// The view as an app's root on a device's screen, in the iOS 18 look unless told: the suites
/// written for iOS 18's metrics keep pinning them (the look is no longer the default); the iOS 26
/// suites (`GlassLookTests`, `DeviceCatalogTests`) pass `.ios26`.
func on(_ device: String, _ view: some View, _ orientation: Orientation = .portrait, look: SystemLook.Name = .ios18) throws -> DeviceScene {
    // The rest of the configuration from `RenderConfiguration.current`, as `DeviceScene(_:configuration:)` takes it.
    var render = RenderConfiguration.on(try #require(DeviceCatalog.device(named: device)).configuration(orientation))
    render.look = look
    return DeviceScene(view, configuration: render)
}

/// The view as an app's root on the iPhone 16, in the iOS 18 look unless told.
func onPhone(_ view: some View, _ orientation: Orientation = .portrait, look: SystemLook.Name = .ios18) throws -> DeviceScene {
    try on("iphone-16", view, orientation, look: look)
}

/// `color` as the iOS 18 look draws it in `scheme`: the suites pinned to iOS 18 compare with
/// its colour table (iOS 26's is the default).
func ios18Table(_ color: Color, _ scheme: ColorScheme = .light) -> Color {
    var env = EnvironmentValues.standard
    env.systemLookName = .ios18
    env.colorScheme = scheme
    return color._resolveColor(in: env)
}

/// The strings a screen draws (without the device's chrome), with their colours.
func drawnTexts(_ scene: DeviceScene) -> [(String, Color)] {
    scene.displayList(chrome: .none).items.compactMap { if case .text(let r, _, let c) = $0 { return (r.string, c) } else { return nil } }
}

/// The strings a laid-out tree draws at @2x, with their colours.
func drawnStrings(_ t: LayoutTree) -> [(String, Color)] {
    t.displayList(scale: 2).items.compactMap { if case .text(let r, _, let c) = $0 { return (r.string, c) } else { return nil } }
}

/// A view on white at the top of a `width` × `height` canvas, drawn at @2x.
func picture(_ v: some View, width: CGFloat = 300, height: CGFloat) throws -> Bitmap {
    var env = EnvironmentValues.standard
    env.displayScale = 2
    return try CairoRenderer.bitmap(LayoutTree(ZStack(alignment: .top) { Color.white; v }, proposal: ProposedViewSize(width: width, height: height), environment: env).displayList(scale: 2))
}

/// The frame of the first text showing `string`.
func textFrame(_ scene: DeviceScene, _ string: String) throws -> CGRect {
    try #require(scene.tree.root.allNodes().first { $0.kind == "Text" && $0.detail.hasPrefix("\"\(string)\"") }).frame
}
