import Foundation
import LayoutViz
import Testing

/// Dynamic Type where it meets the system's bars (docs/variants.md, "Dynamic Type").
@Suite struct DynamicTypeRenderTests {
    /// The point size of each drawn string of `view` at `size` on the iPhone 16.
    func sizes(_ view: some View, _ size: DynamicTypeSize) throws -> [String: CGFloat] {
        let device = try #require(DeviceCatalog.device(named: "iphone-16"))
        let scene = DeviceScene(view, configuration: RenderConfiguration(device: device, dynamicTypeSize: size))
        var out: [String: CGFloat] = [:]
        for case .text(let r, _, _) in scene.displayList(chrome: .none).items { out[r.string] = r.font.size }
        return out
    }

    @Test func aNavigationBarKeepsItsTitleAtTheLargeSize() throws {
        let view = NavigationStack { Text("Body").navigationTitle("Title").navigationBarTitleDisplayMode(.inline) }
        #expect(try sizes(view, .accessibility3) == ["Title": 17, "Body": 40])
        #expect(try sizes(view, .xSmall) == ["Title": 14, "Body": 14])
        #expect(try sizes(view, .large) == ["Title": 17, "Body": 17])
    }

    @Test func theLargeTitlesStripGrowsWithItsTitle() throws {
        let device = try #require(DeviceCatalog.device(named: "iphone-16"))
        func strip(_ size: DynamicTypeSize) throws -> (strip: CGRect, title: CGRect) {
            let view = NavigationStack { List { Text("Row") }.navigationTitle("Settings") }
            let scene = DeviceScene(view, configuration: RenderConfiguration(device: device, dynamicTypeSize: size))
            // The large title's frame: the node whose child (through its padding) is the title.
            let frame = try #require(scene.tree.root.allNodes().first { n in
                n.kind == "frame" && n.children.first?.children.first.map { $0.kind == "Text" && $0.detail.hasPrefix("\"Settings\"") } == true
            })
            return (frame.frame, frame.children[0].children[0].frame)
        }
        let large = try strip(.large), ax3 = try strip(.accessibility3), xs = try strip(.xSmall)
        #expect(large.strip.height == 52 && xs.strip.height == 52)
        #expect(abs(ax3.strip.height - 52 * 52 / 34) < 1e-9)
        // The 52-point title fits its strip, on the strip's bottom, as the 34-point one does.
        #expect(ax3.title.height > 52 && ax3.title.maxY == ax3.strip.maxY && ax3.title.minY > ax3.strip.minY)
        #expect(large.title.maxY == large.strip.maxY)
    }
}
