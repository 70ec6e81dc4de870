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
}
