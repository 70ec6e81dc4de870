import Foundation
import LayoutViz
import Testing

/// TabView with its tab bar, tab items, selection and badges (docs/controls.md, "Tab views").
@Suite struct TabViewTests {

    @Test func aTabViewShowsItsFirstTabOverTheTabBar() throws {
        let scene = try onPhone(TabView {
            Color.red.id("first").tabItem { Label("Inbox", systemImage: "tray") }
            Color.green.tabItem { Label("Search", systemImage: "magnifyingglass") }
        })
        // 49 points of bar above the 34-point home indicator inset; the content above it.
        #expect(try #require(scene.tree.frame(of: "first")) == CGRect(x: 0, y: 59, width: 393, height: 852 - 59 - 34 - 49))
        // The selected tab's title in the accent colour, the other in the tab bar's grey.
        let titles = scene.displayList(chrome: .none).items.compactMap { item -> (String, Color)? in
            if case .text(let r, _, let c) = item, ["Inbox", "Search"].contains(r.string) { return (r.string, c) }
            return nil
        }
        #expect(titles.map(\.0) == ["Inbox", "Search"])
        #expect(titles.map(\.1) == [.accentColor, Color(red: 153 / 255, green: 153 / 255, blue: 153 / 255)])
        let b = try CairoRenderer.bitmap(scene.displayList(chrome: .none))
        #expect(b.pixel(atPoint: 5, 852 - 5, scale: 3) == RGBA8(r: 249, g: 249, b: 249))  // the bar reaches under the indicator
        #expect(b.pixel(atPoint: 5, 700, scale: 3) == RGBA8(.red))
        // A selection shows the tab with that tag.
        let second = try onPhone(TabView(selection: .constant(2)) {
            Color.red.tabItem { Text("A") }.tag(1)
            Color.green.id("second").tabItem { Text("B") }.tag(2)
        })
        #expect(second.tree.frame(of: "second") != nil)
    }

    @Test func aTabBadgeIsARedCapsuleOnTheIcon() throws {
        let scene = try on("ipad-10", TabView {
            Color.white.tabItem { Label("Inbox", systemImage: "tray") }.badge(3)
            Color.white.tabItem { Label("Sent", systemImage: "paperplane") }
        })
        let badge = try #require(scene.tree.root.allNodes().first { $0.kind == "Text" && $0.detail.hasPrefix("\"3\"") })
        let icon = try #require(scene.tree.root.allNodes().first { $0.kind == "Image" })
        // Over the icon's top trailing corner, moved 10 right and 4 up (an iPad: the icon beside its title).
        #expect(badge.frame.midX > icon.frame.maxX && badge.frame.midY < icon.frame.minY + 10)
        // The count is whole (the badge is not squeezed to the icon's width).
        var env = EnvironmentValues()
        env.displayScale = 2
        #expect(badge.frame.width == LayoutTree(Text("3").font(.system(size: 13)), proposal: .unspecified, environment: env).root.frame.width)
        let b = try CairoRenderer.bitmap(scene.displayList(chrome: .none))
        #expect(b.pixel(atPoint: badge.frame.midX, badge.frame.minY - 0.5, scale: 2) == RGBA8(.red))
    }
}
