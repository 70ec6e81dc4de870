import Foundation
import Testing
@testable import LayoutVizCore
import LayoutViz

private struct Row: View {
    let n: Int
    var body: some View { box(CGFloat(10 * n), 10, "row\(n)") }
}

private struct Pair: View {
    var body: some View {
        box(10, 10, "first")
        box(20, 10, "second")
    }
}

private enum Mode { case a, b, c }

private struct Switcher: View {
    let mode: Mode
    var body: some View {
        switch mode {
        case .a: box(1, 1, "a")
        case .b: box(2, 2, "b")
        case .c: EmptyView()
        }
    }
}

private struct SizeClassReader: View {
    @Environment(\.horizontalSizeClass) var sizeClass
    var body: some View {
        if sizeClass == .regular {
            HStack { box(10, 10, "x"); box(10, 10, "y") }
        } else {
            VStack { box(10, 10, "x"); box(10, 10, "y") }
        }
    }
}

/// View builders, layout neutrality, identity and the layout tree API.
@Suite struct TreeTests {
    @Test func ifElseAndOptionals() {
        func make(_ flag: Bool) -> some View {
            VStack(spacing: 0) {
                if flag { box(10, 10, "yes") } else { box(20, 20, "no") }
                if flag { box(5, 5, "opt") }
            }
        }
        #expect(size(layout(make(true), nil, nil)) == CGSize(width: 10, height: 15))
        #expect(layout(make(true), nil, nil).frame(of: "no") == nil)
        #expect(size(layout(make(false), nil, nil)) == CGSize(width: 20, height: 20))
        #expect(layout(make(false), nil, nil).frame(of: "opt") == nil)
    }

    @Test func switchInABuilder() {
        #expect(size(layout(Switcher(mode: .a), nil, nil)) == CGSize(width: 1, height: 1))
        #expect(size(layout(Switcher(mode: .b), nil, nil)) == CGSize(width: 2, height: 2))
        #expect(layout(Switcher(mode: .c), nil, nil).root.kind == "EmptyView")
    }

    @Test func forEachAndCustomViewsAreLayoutNeutral() {
        let t = layout(HStack(spacing: 0) { ForEach(1..<4) { Row(n: $0) } }, nil, nil)
        #expect(t.root.children.count == 3)
        #expect(frame(t, "row3") == rect(30, 0, 30, 10))
        #expect(t.root.children[0].viewName == "Row")
        struct Item: Identifiable { let id: String; let w: CGFloat }
        let items = [Item(id: "p", w: 4), Item(id: "q", w: 6)]
        let t2 = layout(HStack(spacing: 1) { ForEach(items) { box($0.w, 2, $0.id) } }, nil, nil)
        #expect(frame(t2, "q") == rect(5, 0, 6, 2))
        let t3 = layout(VStack(spacing: 0) { ForEach(["a", "b"], id: \.self) { box(3, 3, $0) } }, nil, nil)
        #expect(frame(t3, "b") == rect(0, 3, 3, 3))
    }

    @Test func modifiersOnAGroupApplyToEachChild() {
        let t = layout(VStack(spacing: 0) { Group { box(10, 10, "a"); box(10, 10, "b") }.padding(5) }, nil, nil)
        #expect(frame(t, "a") == rect(5, 5, 10, 10))
        #expect(frame(t, "b") == rect(5, 25, 10, 10))
        #expect(size(t) == CGSize(width: 20, height: 40))
    }

    @Test func severalRootViewsAreWrappedInAVStack() {
        let t = layout(Pair(), nil, nil)
        #expect(t.root.kind == "VStack")
        #expect(frame(t, "first") == rect(5, 0, 10, 10))
        #expect(frame(t, "second") == rect(0, 18, 20, 10))
    }

    @Test func idFindsTheFirstMatchDepthFirst() {
        let t = layout(VStack(spacing: 0) { box(10, 10, "dup"); box(20, 20, "dup") }, nil, nil)
        #expect(frame(t, "dup") == rect(5, 0, 10, 10))
        #expect(t.frame(of: 42) == nil)
        let numeric = layout(Color.red.frame(width: 3, height: 3).id(42), nil, nil)
        #expect(numeric.frame(of: 42) == rect(0, 0, 3, 3))
    }

    @Test func customModifiers() {
        struct Card: ViewModifier {
            func body(content: Content) -> some View { content.padding(4).background(Color.gray) }
        }
        let t = layout(box(10, 10, "c").modifier(Card()), nil, nil)
        #expect(size(t) == CGSize(width: 18, height: 18))
        #expect(frame(t, "c") == rect(4, 4, 10, 10))
    }

    @Test @MainActor func environmentIsReadInBodyAndOverridable() {
        var regular = EnvironmentValues.standard
        regular.horizontalSizeClass = .regular
        let h = LayoutTree(SizeClassReader(), proposal: .unspecified, environment: regular)
        #expect(h.root.kind == "HStack")
        let v = LayoutTree(SizeClassReader(), proposal: .unspecified)
        #expect(v.root.kind == "VStack")
        let overridden = LayoutTree(SizeClassReader().environment(\.horizontalSizeClass, .compact), proposal: .unspecified, environment: regular)
        #expect(overridden.root.kind == "VStack")
    }

    @Test func jsonDumpIsStableAndNamesViews() {
        let t = layout(VStack(spacing: 0) { Row(n: 2); Spacer(minLength: 3) }, 50, 40)
        let json = t.jsonString()
        #expect(json == layout(VStack(spacing: 0) { Row(n: 2); Spacer(minLength: 3) }, 50, 40).jsonString())
        let parsed = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let root = parsed?["root"] as? [String: Any]
        #expect(root?["kind"] as? String == "VStack")
        #expect(root?["detail"] as? String == "spacing: 0")
        let first = (root?["children"] as? [[String: Any]])?.first
        #expect(first?["view"] as? String == "Row")
        #expect(first?["id"] as? String == "row2")
        #expect((first?["frame"] as? [String: Double]) == ["x": 0, "y": 0, "width": 20, "height": 10])
        #expect(json.contains(#""detail": "minLength: 3""#))
    }

    @Test func rootIsCentredInTheSafeArea() {
        let t = LayoutTree(box(100, 100, "c"), safeArea: rect(0, 20, 375, 647))
        #expect(frame(t, "c") == rect(137.5, 293.5, 100, 100))
        #expect(t.proposal == ProposedViewSize(width: 375, height: 647))
    }
}

/// docs/rendering.md: drawn frames snap to the pixel grid; layout frames do not.
@Suite struct PixelSnappingTests {
    @Test func cornersRoundToTheNearestPixelTiesUp() {
        #expect(snapToPixels(rect(196.5, 0, 196.5, 10), scale: 3) == CGRect(x: 590.0 / 3, y: 0, width: 1179.0 / 3 - 590.0 / 3, height: 10))
        #expect(snapToPixels(rect(0.25, 0.75, 10, 10), scale: 2) == rect(0.5, 1, 10, 10))
        #expect(snapToPixels(rect(0.2, 0, 0.2, 1), scale: 1) == rect(0, 0, 0, 1))
        #expect(snapToPixels(rect(-0.5, -1.5, 1, 1), scale: 1) == rect(0, -1, 1, 1))
    }

    @Test func layoutStaysUnroundedAndDrawingSnaps() {
        let t = layout(HStack(spacing: 0) { Color.red.id("a"); Color.blue.id("b"); Color.green.id("c") }, 100, 10)
        #expect(frame(t, "a").width == 100.0 / 3)
        let items = t.displayList(scale: 2).items
        #expect(items == [
            .fill(Path(rect(0, 0, 33.5, 10)), .red),
            .fill(Path(rect(33.5, 0, 33, 10)), .blue),
            .fill(Path(rect(66.5, 0, 33.5, 10)), .green),
        ])
    }

    @Test func invisibleAndEmptyLeavesAreNotDrawn() {
        let t = layout(HStack { Color.clear; Color.red.frame(width: 0) }, 100, 10)
        #expect(t.displayList(scale: 1).items.isEmpty)
    }
}

/// `@Environment` read inside a `ForEach` closure sees the environment where the ForEach is
/// (the closure runs when the ForEach is resolved, after its enclosing body returned).
@Suite struct EnvironmentInClosuresTests {
    struct ReadsInForEach: View {
        @Environment(\.lineLimit) private var limit
        var body: some View {
            HStack { ForEach(0..<2, id: \.self) { i in Color.red.frame(width: limit == 3 ? 30 : 10, height: 10).id(i) } }
        }
    }

    @Test @MainActor func forEachContentSeesTheEnvironment() {
        let t = layout(ReadsInForEach().lineLimit(3), nil, nil)
        #expect(t.frame(of: 0)?.width == 30 && t.frame(of: 1)?.width == 30)
        #expect(layout(ReadsInForEach(), nil, nil).frame(of: 0)?.width == 10)
    }
}
