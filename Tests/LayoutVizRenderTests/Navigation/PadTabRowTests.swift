import Foundation
import LayoutViz
import Testing

// iPadOS 26's top tab bar: in the row of the navigation bar below it (not a row of its own), and
// a sidebar-adaptable tab view's sidebar button at the row's leading end.

@Suite struct PadTabRowTests {
    private func scene(navigation: Bool, sidebar: Bool) throws -> DeviceScene {
        let tabs = TabView {
            Tab("Listen Now", systemImage: "play.circle") {
                if navigation {
                    NavigationStack {
                        List(1..<5) { i in Text("Album \(i)") }
                            .navigationTitle("Listen Now")
                            .toolbar { ToolbarItem(placement: .topBarTrailing) { Button("Edit") {} } }
                    }
                } else {
                    Text("Listen Now")
                }
            }
            Tab("Browse", systemImage: "square.grid.2x2") { Text("Browse") }
        }
        return try on("ipad-pro-13-m5", sidebar ? AnyView(tabs.tabViewStyle(.sidebarAdaptable)) : AnyView(tabs), look: .ios26)
    }

    private func frames(_ s: DeviceScene, _ text: String) -> [CGRect] {
        s.tree.root.allNodes().filter { $0.kind == "Text" && $0.detail.hasPrefix("\"\(text)\"") }.map(\.frame)
    }

    private func sidebarSymbol(_ s: DeviceScene) -> CGRect? {
        s.tree.root.allNodes().first { $0.kind == "Image" && $0.detail.contains("sidebar.left") }?.frame
    }

    @Test func theTabBarSharesTheNavigationBarsRow() throws {
        let s = try scene(navigation: true, sidebar: false)
        let edit = try #require(frames(s, "Edit").first)
        let browse = try #require(frames(s, "Browse").first)
        // The tabs' titles on the Edit button's row, centred across the screen.
        #expect(abs(browse.midY - edit.midY) < 0.5)
        // No inline title in the row; the large title below it, as without a tab view.
        let titles = frames(s, "Listen Now")
        #expect(titles.count == 2)  // the tab and the large title
        let plain = try on("ipad-pro-13-m5", NavigationStack {
            List(1..<5) { i in Text("Album \(i)") }.navigationTitle("Listen Now")
        }, look: .ios26)
        let large = try #require(frames(plain, "Listen Now").first)
        #expect(titles.contains(large))
        #expect(sidebarSymbol(s) == nil)
    }

    @Test func aSidebarAdaptableTabViewLeadsTheRowWithTheSidebarButton() throws {
        let shared = try scene(navigation: true, sidebar: true)
        let own = try scene(navigation: false, sidebar: true)
        for s in [shared, own] {
            let symbol = try #require(sidebarSymbol(s))
            let browse = try #require(frames(s, "Browse").first)
            #expect(abs(symbol.midY - browse.midY) < 0.5)
            // A 44-point circle at the bar's margin (20 on an iPad): its symbol centred 42 in.
            #expect(abs(symbol.midX - 42) < 0.5, "\(symbol)")
        }
    }
}
