import Foundation
import LayoutViz
import Testing

/// `Color("Name")` from an asset catalog's colour set, per scheme and contrast, on decoded pixels
/// (docs/variants.md, "Asset colours").
@Suite struct AssetColorTests {
    /// A folder with `Assets.xcassets/Brand.colorset` (four appearances, three notations) and
    /// `Accent.colorset` (any and dark only).
    static let folder: URL = {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("layoutviz-colors-\(UUID().uuidString)")
        let brand = #"""
        {"colors": [
          {"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "0.200", "green": "0.400", "blue": "1.000", "alpha": "1.000"}}},
          {"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}],
           "color": {"color-space": "srgb", "components": {"red": "0xFF", "green": "0x80", "blue": "0x00", "alpha": "1.000"}}},
          {"idiom": "universal", "appearances": [{"appearance": "contrast", "value": "high"}],
           "color": {"color-space": "srgb", "components": {"red": "0", "green": "51", "blue": "153", "alpha": "1.000"}}},
          {"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}, {"appearance": "contrast", "value": "high"}],
           "color": {"color-space": "srgb", "components": {"red": "1.000", "green": "1.000", "blue": "0.000", "alpha": "1.000"}}}
        ], "info": {"author": "xcode", "version": 1}}
        """#
        let accent = #"""
        {"colors": [
          {"idiom": "universal", "color": {"color-space": "srgb", "components": {"white": "0.500", "alpha": "1.000"}}},
          {"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}],
           "color": {"color-space": "srgb", "components": {"red": "0.000", "green": "1.000", "blue": "0.000", "alpha": "0.500"}}}
        ]}
        """#
        for (name, json) in [("Brand", brand), ("Accent", accent)] {
            let set = dir.appendingPathComponent("Assets.xcassets/\(name).colorset")
            try? FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
            try? Data(json.utf8).write(to: set.appendingPathComponent("Contents.json"))
        }
        return dir
    }()

    func pixel(_ name: String, _ scheme: ColorScheme, _ contrast: ColorSchemeContrast = .standard, report: RenderReport = RenderReport()) throws -> RGBA8 {
        let device = try #require(DeviceCatalog.device(named: "iphone-16"))
        let render = RenderConfiguration(device: device, colorScheme: scheme, contrast: contrast, chrome: .none, imageFolders: [Self.folder])
        let scene = DeviceScene(Color(name), context: RenderContext(render), report: report)
        return try CairoRenderer.bitmap(scene.displayList()).pixel(atPoint: 196.5, 400, scale: 3)
    }

    @Test func aColourSetShowsTheVariantOfTheAppearance() throws {
        #expect(try pixel("Brand", .light) == RGBA8(r: 51, g: 102, b: 255))
        #expect(try pixel("Brand", .dark) == RGBA8(r: 255, g: 128, b: 0))
        #expect(try pixel("Brand", .light, .increased) == RGBA8(r: 0, g: 51, b: 153))
        #expect(try pixel("Brand", .dark, .increased) == RGBA8(r: 255, g: 255, b: 0))
    }

    @Test func missingAppearancesFallBackAndGreysAndOpacityRead() throws {
        #expect(try pixel("Accent", .light) == RGBA8(r: 128, g: 128, b: 128))
        #expect(try pixel("Accent", .light, .increased) == RGBA8(r: 128, g: 128, b: 128))
        // Half-opaque green over the dark background (black).
        #expect(try pixel("Accent", .dark, .increased) == RGBA8(r: 0, g: 128, b: 0))
    }

    @Test func anUnknownNameDrawsClearAndIsNamed() throws {
        let report = RenderReport()
        #expect(try pixel("Missing", .light, report: report) == RGBA8(.white))
        #expect(report.missingColors == ["Missing"])
        let found = RenderReport()
        _ = try pixel("Brand", .light, report: found)
        #expect(found.isEmpty)
    }
}
