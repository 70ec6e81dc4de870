import Foundation
import Testing
@testable import LayoutVizCore
import LayoutViz

/// Preferences (docs/engine.md, "Traits and preferences"): values views give the views above them,
/// combined in view order by each key's `reduce`; an outer `preference` replaces what the views
/// inside set; `transformPreference` changes it; `overlayPreferenceValue` and
/// `backgroundPreferenceValue` draw a view made from it.
@Suite struct PreferenceTests {
    /// The tallest height any view below reports.
    enum TallestKey: PreferenceKey {
        static let defaultValue: CGFloat = 0
        static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
    }

    /// Every name reported below, in view order.
    enum NamesKey: PreferenceKey {
        static var defaultValue: [String] { [] }
        static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }
    }

    func root<V: View>(_ view: V) -> Node { resolveRoot(view, environment: EnvironmentValues())! }

    @Test func siblingsCombineInViewOrderAndNodesAreNeverChanged() {
        let stack = root(VStack {
            Color.red.frame(height: 10).preference(key: TallestKey.self, value: 10).preference(key: NamesKey.self, value: ["red"])
            HStack {
                Color.green.preference(key: TallestKey.self, value: 30).preference(key: NamesKey.self, value: ["green"])
                Color.blue.preference(key: NamesKey.self, value: ["blue"])
            }
            Color.gray  // sets nothing: contributes nothing
        })
        #expect(stack.preferences[TallestKey.self] == 30)
        #expect(stack.preferences[NamesKey.self] == ["red", "green", "blue"])
        // A view that sets nothing has no preferences; the combined value is on the parent only.
        #expect(stack.children[2].preferences.isEmpty)
        #expect(stack.children[1].preferences[NamesKey.self] == ["green", "blue"])
    }

    @Test func anOuterPreferenceReplacesTheInnerOnesAndTransformChangesThem() {
        let replaced = root(VStack { Color.red.preference(key: NamesKey.self, value: ["inner"]) }.preference(key: NamesKey.self, value: ["outer"]))
        #expect(replaced.preferences[NamesKey.self] == ["outer"])
        let transformed = root(VStack {
            Color.red.preference(key: NamesKey.self, value: ["a"])
            Color.red.preference(key: NamesKey.self, value: ["b"])
        }.transformPreference(NamesKey.self) { $0 = $0.map { $0.uppercased() } + ["!"] })
        #expect(transformed.preferences[NamesKey.self] == ["A", "B", "!"])
        // Without a value below, the transform starts from the default.
        #expect(root(Color.red.transformPreference(TallestKey.self) { $0 += 5 }).preferences[TallestKey.self] == 5)
    }

    @Test func overlayAndBackgroundPreferenceValuesDrawAViewMadeFromTheValue() {
        // A bar as tall as the tallest child reports, over (and behind) the stack.
        let view = HStack(alignment: .top, spacing: 0) {
            Color.red.frame(width: 10, height: 20).preference(key: TallestKey.self, value: 20)
            Color.red.frame(width: 10, height: 45).preference(key: TallestKey.self, value: 45)
        }
        let over = LayoutTree(view.overlayPreferenceValue(TallestKey.self, alignment: .topLeading) { h in Color.blue.frame(width: 4, height: h).id("bar") },
                              proposal: .unspecified)
        #expect(over.frame(of: "bar") == CGRect(x: 0, y: 0, width: 4, height: 45))
        let behind = LayoutTree(view.backgroundPreferenceValue(TallestKey.self) { h in Color.blue.frame(width: 4, height: h / 3).id("bar") },
                                proposal: .unspecified)
        #expect(behind.frame(of: "bar") == CGRect(x: 8, y: 15, width: 4, height: 15))
        #expect(behind.root.allNodes().first { $0.kind == "background" } != nil)
        // With no value below, the key's default.
        let none = LayoutTree(Color.red.frame(width: 10, height: 10).overlayPreferenceValue(TallestKey.self) { h in Color.blue.frame(width: 1, height: h).id("bar") },
                              proposal: .unspecified)
        #expect(none.frame(of: "bar")?.height == 0)
    }

    @Test func onPreferenceChangeIsAcceptedAndRunsNothing() {
        final class Calls: @unchecked Sendable { var n = 0 }
        let calls = Calls()
        let t = LayoutTree(Color.red.preference(key: TallestKey.self, value: 3).onPreferenceChange(TallestKey.self) { _ in calls.n += 1 },
                           proposal: ProposedViewSize(width: 10, height: 10))
        #expect(t.root.frame.size == CGSize(width: 10, height: 10) && calls.n == 0)
    }

    @Test func aNavigationStackUsesItsScreensTitleAndPassesItNoFurther() {
        let inner = root(NavigationStack { Color.red.navigationTitle("Inner") })
        #expect(inner.preferences[NavigationKey.self] == nil)
        // A screen that hides the tab bar still tells the tab view around the stack.
        let hiding = root(NavigationStack { Color.red.navigationTitle("A").toolbar(.hidden, for: .tabBar) })
        #expect(hiding.preferences[NavigationKey.self]?.barVisibility[.tab] == .hidden && hiding.preferences[NavigationKey.self]?.title == nil)
    }

    @Test func traitsReachTheContainerOnly() {
        // A tag is read by the tab view from its children, and is not on the stack around them.
        let stack = root(VStack { Color.red.tag(1); Color.blue.tag(2) })
        #expect(stack.children.map { $0.traits[TagTraitKey.self] } == [AnyHashable(1), AnyHashable(2)])
        #expect(stack.traits[TagTraitKey.self] == nil)
    }
}
