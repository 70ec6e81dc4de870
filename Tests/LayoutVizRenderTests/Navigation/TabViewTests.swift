import Foundation
import LayoutViz
import Testing

/// TabView with its tab bar, tab items, selection and badges (docs/controls.md, "Tab bar" and "Paging tab views").
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
        #expect(titles.map(\.1) == [ios18Table(.accentColor), Color(red: 153 / 255, green: 153 / 255, blue: 153 / 255)])
        let b = try CairoRenderer.bitmap(scene.displayList(chrome: .none))
        #expect(b.pixel(atPoint: 5, 852 - 5, scale: 3) == RGBA8(r: 249, g: 249, b: 249))  // the bar reaches under the indicator
        #expect(b.pixel(atPoint: 5, 700, scale: 3) == RGBA8(ios18Table(.red)))
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
        var env = EnvironmentValues.standard
        env.displayScale = 2
        #expect(badge.frame.width == LayoutTree(Text("3").font(.system(size: 13)), proposal: .unspecified, environment: env).root.frame.width)
        let b = try CairoRenderer.bitmap(scene.displayList(chrome: .none))
        #expect(b.pixel(atPoint: badge.frame.midX, badge.frame.minY - 0.5, scale: 2) == RGBA8(ios18Table(.red)))
    }

    @Test func aPagingTabViewFillsItsContainerAndDrawsItsPageDots() throws {
        let scene = try onPhone(VStack(spacing: 0) {
            TabView(selection: .constant(1)) {
                Color.red.tag(0)
                Color.green.id("page").tag(1)
                Color.blue.tag(2)
            }
            .tabViewStyle(.page)
            .indexViewStyle(.page(backgroundDisplayMode: .always))
            .id("tabs")
            Color.yellow.frame(height: 100)
        })
        // The tab view takes the room the button leaves; the selected page fills it, no tab bar.
        let tabs = try #require(scene.tree.frame(of: "tabs"))
        #expect(tabs == CGRect(x: 0, y: 59, width: 393, height: 852 - 59 - 34 - 100))
        #expect(scene.tree.frame(of: "page") == tabs)
        // Three 8-point dots 8 apart on a capsule 26 tall (padded 8), its bottom 10 above the
        // tab view's: the second (selected) white, the others white at 35 % over the green.
        let dots = scene.tree.root.allNodes().filter { $0.kind == "Circle" || $0.kind == "Capsule" }.map(\.frame)
        let width: CGFloat = 3 * 8 + 2 * 8 + 2 * 8
        #expect(dots.contains(CGRect(x: (393 - width) / 2, y: tabs.maxY - 10 - 26, width: width, height: 26)), "\(dots)")
        let cy = tabs.maxY - 10 - 13
        #expect(dots.contains(CGRect(x: 393 / 2 - 4, y: cy - 4, width: 8, height: 8)))
        let b = try CairoRenderer.bitmap(scene.displayList(chrome: .none))
        #expect(b.pixel(atPoint: 393 / 2, cy, scale: 3) == RGBA8(r: 255, g: 255, b: 255))
        let other = b.pixel(atPoint: 393 / 2 - 16, cy, scale: 3), platter = b.pixel(atPoint: 393 / 2 - 24, cy, scale: 3)
        // (The green page is 52, 199, 89: the platter darkens it, the dot lightens the platter.)
        #expect(other.r > platter.r + 40 && platter.g < 180 && platter.g > 120, "\(other) \(platter)")
        // Without a background, the dots alone; .never shows none.
        let never = try onPhone(TabView { Color.red; Color.green }.tabViewStyle(.page(indexDisplayMode: .never)))
        #expect(!never.tree.root.allNodes().contains { $0.kind == "Circle" })
        let one = try onPhone(TabView { Color.red }.tabViewStyle(.page))
        #expect(!one.tree.root.allNodes().contains { $0.kind == "Circle" })
    }
}
