import SwiftUI
import Testing

// An iOS 26 file as people write them: glass, the new toolbar and tab API, scroll-edge effects,
// rich text, a web view. It compiles against LayoutViz unchanged and draws in both looks
// (docs/coverage.md, "iOS 26 and 27").

private struct PlayerScreen: View {
    @State private var text = AttributedString("Notes")
    @State private var volume = 0.4
    @State private var alertItem: String?
    @Namespace private var glassSpace

    var body: some View {
        NavigationStack {
            ScrollView {
                GlassEffectContainer(spacing: 20) {
                    HStack {
                        Image(systemName: "play.fill").padding(12).glassEffect(.regular.tint(.blue).interactive(), in: .circle)
                            .glassEffectID("play", in: glassSpace)
                        Text("Now playing").padding().glassEffect(.clear)
                            .glassEffectUnion(id: "bar", namespace: glassSpace)
                            .glassEffectTransition(.matchedGeometry)
                    }
                }
                Slider(value: $volume, in: 0...1, step: 0.25)
                TextEditor(text: $text).frame(height: 80)
                WebView(url: URL(string: "https://example.com/docs"))
                    .frame(height: 120)
                Button("Play") {}.buttonStyle(.glass)
                Button("Buy") {}.buttonStyle(.glassProminent).controlSize(.extraLarge).buttonSizing(.flexible)
            }
            .scrollEdgeEffectStyle(.soft, for: .top)
            .scrollEdgeEffectHidden(false, for: .bottom)
            .safeAreaBar(edge: .bottom) { Text("Queue").padding() }
            .backgroundExtensionEffect()
            .navigationTitle("Player")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) { Button { } label: { Image(systemName: "plus") } }
                ToolbarSpacer(.fixed, placement: .topBarTrailing)
                ToolbarItem(placement: .topBarTrailing) { Button("Edit") {} }
                    .sharedBackgroundVisibility(.hidden)
                ToolbarItem(placement: .confirmationAction) { Button("Done") {} }
                ToolbarSpacer(.flexible, placement: .bottomBar)
            }
            .toolbar(removing: .sidebarToggle)
            .alert("Removed", item: $alertItem) { _ in Button("OK") {} }
        }
    }
}

private struct TabsScreen: View {
    var body: some View {
        TabView {
            Tab("Home", systemImage: "house", value: 0) { Color.white }
            Tab("Library", systemImage: "book", value: 1) { Color.white }
            Tab(value: 2, role: .search) { Color.white }
        }
        .tabBarMinimizeBehavior(.onScrollDown)
        .tabViewBottomAccessory { Text("Mini player") }
        .tabViewStyle(.sidebarAdaptable)
    }
}

@Suite struct iOS26APITests {
    private func scene(_ view: some View, _ look: SystemLook.Name) -> DeviceScene {
        DeviceScene(view, configuration: RenderConfiguration(device: DeviceCatalog.device(named: "iphone-17")!, look: look))
    }

    @Test @MainActor func anIOS26FileDrawsInBothLooks() throws {
        for look in SystemLook.Name.allCases {
            let tree = scene(PlayerScreen(), look).tree
            #expect(tree.root.allNodes().contains { $0.kind == "Text" && $0.detail.hasPrefix("\"Notes\"") })
            #expect(tree.root.allNodes().contains { $0.kind == "Text" && $0.detail.hasPrefix("\"example.com\"") })
        }
        // Glass only in iOS 26: platters behind the bar items and the glass buttons.
        let glass = scene(PlayerScreen(), .ios26).tree.root.allNodes().filter { $0.viewName == "GlassBackground" }
        #expect(glass.count >= 5)
    }

    @Test func aSearchTabStandsApartAndTheAccessorySitsAboveTheBar() throws {
        let nodes = scene(TabsScreen(), .ios26).tree.root.allNodes()
        let glass = nodes.filter { $0.viewName == "GlassBackground" }.map(\.frame)
        // The accessory's capsule (48 tall, 21 from the sides), the two-tab platter, the search circle.
        let accessory = try #require(glass.first { $0.height == 48 })
        let platter = try #require(glass.first { $0.height == 62 && $0.width == 2 * 86 + 16 })
        let search = try #require(glass.first { $0.size == CGSize(width: 62, height: 62) })
        #expect(accessory.minX == 21 && accessory.maxX == 402 - 21 && accessory.maxY + 8 == platter.minY)
        #expect(search.minX - platter.maxX == 12 && search.minY == platter.minY && platter.maxY == 874 - 21)
        // iOS 18 shows three tabs in its flat bar and no accessory.
        let old = scene(TabsScreen(), .ios18).tree.root.allNodes()
        #expect(!old.contains { $0.viewName == "GlassBackground" })
        #expect(old.filter { $0.kind == "Text" }.map(\.detail).filter { $0.contains("Mini player") }.isEmpty)
    }
}

/// iOS 26 API that files used and LayoutViz lacked (issue 42's list, as it is added).
@Suite struct iOS26AdditionsTests {
    @Test func aSearchsEmptyStateNamesTheQuery() {
        let tree = LayoutTree(ContentUnavailableView.search(text: "Lisbon"), proposal: ProposedViewSize(width: 390, height: 600))
        #expect(tree.root.allNodes().contains { $0.kind == "Text" && $0.detail.hasPrefix("\"No Results for \u{201C}Lisbon\u{201D}\"") })
    }

    @Test func previewsForceIncreasedContrastThroughTheUnderscoredKey() {
        let tree = LayoutTree(Color.blue.environment(\._colorSchemeContrast, .increased), proposal: ProposedViewSize(width: 10, height: 10))
        let fills = tree.displayList(scale: 1).items.compactMap { item -> Color? in if case .fill(_, let c) = item { return c } else { return nil } }
        // iOS 26's blue with increased contrast: (30, 110, 244).
        #expect(fills.contains { ($0.red * 255).rounded() == 30 && ($0.green * 255).rounded() == 110 && ($0.blue * 255).rounded() == 244 })
    }
}
