import Foundation
import Testing
@testable import LayoutVizCore
import LayoutViz

/// `ignoresSafeArea`, style backgrounds, `safeAreaInset`, `safeAreaPadding` and the reader's
/// insets (docs/layout/safe-area.md), on the iPhone 13 Pro screen the published examples use:
/// 390×844 at @3x, safe area 47 from the top and 34 from the bottom.
@Suite struct SafeAreaTests {
    static let screen = rect(0, 0, 390, 844)
    static let safe = rect(0, 47, 390, 763)

    // MARK: ignoresSafeArea

    @Test func aRootColorFillsTheSafeAreaUnlessItIgnoresIt() {
        #expect(onPhone(Color.red).root.frame == Self.safe)
        let t = onPhone(Color.red.id("c").ignoresSafeArea())
        #expect(t.root.frame == Self.safe)  // the modifier keeps its place in its parent
        #expect(frame(t, "c") == Self.screen)
    }

    @Test func orderRelativeToFrameDecidesWhatGrows() {
        // Growing the colour: it becomes 47 + 100 tall from the top of the screen.
        let grown = onPhone(VStack(spacing: 0) { Color.red.id("c").ignoresSafeArea(edges: .top).frame(height: 100); Spacer() })
        #expect(frame(grown, "c") == rect(0, 0, 390, 147))
        // Growing the frame: the fixed 100-point frame keeps its height and moves up to y = 0.
        let moved = onPhone(VStack(spacing: 0) { Color.red.frame(height: 100).id("f").ignoresSafeArea(edges: .top); Spacer() })
        #expect(frame(moved, "f") == rect(0, 0, 390, 100))
    }

    @Test func onlyEdgesTheViewTouchesGrow() {
        // Centred: touches nothing.
        let centred = onPhone(Color.red.frame(width: 100, height: 100).id("c").ignoresSafeArea())
        #expect(frame(centred, "c") == rect(145, 378.5, 100, 100))
        // At the top: only the top grows, and only the listed edges do.
        let top = onPhone(VStack { Color.red.id("c").ignoresSafeArea(edges: .bottom).frame(height: 100); Spacer() })
        #expect(frame(top, "c") == rect(0, 47, 390, 100))
        let keyboard = onPhone(Color.red.id("c").ignoresSafeArea(.keyboard))
        #expect(frame(keyboard, "c") == Self.safe)
        let old = onPhone(Color.red.id("c").edgesIgnoringSafeArea(.vertical))
        #expect(frame(old, "c") == Self.screen)
    }

    @Test func touchingMeansWithinHalfAPixel() {
        // 1/6 point (half a pixel at @3x) below the safe edge still touches; 1/3 does not.
        let near = onPhone(VStack(spacing: 0) { Color.clear.frame(height: 1.0 / 6); Color.red.id("c").ignoresSafeArea().frame(height: 10); Spacer() })
        #expect(frame(near, "c").minY == 0)
        let far = onPhone(VStack(spacing: 0) { Color.clear.frame(height: 1.0 / 3); Color.red.id("c").ignoresSafeArea().frame(height: 10); Spacer() })
        #expect(frame(far, "c").minY == 47 + 1.0 / 3)
    }

    // MARK: Backgrounds

    /// The background layer of the root `background` (its second child, under any wrapper).
    func backgroundFill(_ t: LayoutTree) -> CGRect {
        var n = t.root.children[1]
        while let c = n.children.first { n = c }
        return n.frame
    }

    @Test func styleBackgroundsExtendIntoTheEdgesTheyTouch() {
        let t = onPhone(VStack { Color.blue.id("v") }.background(Color.red))
        #expect(frame(t, "v") == Self.safe)
        #expect(backgroundFill(t) == Self.screen)
        #expect(backgroundFill(onPhone(VStack { Color.blue }.background(.red))) == Self.screen)
        // Only the listed edges; none at all respects the safe area.
        #expect(backgroundFill(onPhone(Color.blue.background(.red, ignoresSafeAreaEdges: .top))) == rect(0, 0, 390, 810))
        #expect(backgroundFill(onPhone(Color.blue.background(.red, ignoresSafeAreaEdges: []))) == Self.safe)
    }

    @Test func viewBackgroundsAndUntouchedEdgesDoNotExtend() {
        #expect(backgroundFill(onPhone(Color.blue.background { Color.red })) == Self.safe)
        #expect(backgroundFill(onPhone(Color.blue.frame(width: 100, height: 100).background(.red))) == rect(145, 378.5, 100, 100))
        // An overlay with a style extends the same way.
        let t = onPhone(Color.blue.overlay { Color.red.opacity(0.5) })
        #expect(backgroundFill(t) == Self.safe)  // a view overlay does not
        #expect(backgroundFill(onPhone(Color.blue.overlay(.red))) == Self.screen)
    }

    @Test func theSplitScreenContainersReachTheScreenEdges() throws {
        // The article's shape: red on top, green below, each touching one unsafe edge.
        let t = onPhone(VStack(spacing: 0) {
            Color.clear.background(Color.red).id("top")
            Color.clear.background(Color.green).id("bottom")
        })
        let fills = t.root.children.map { n -> CGRect in
            var l = n.children[1]
            while let c = l.children.first { l = c }
            return l.frame
        }
        #expect(fills == [rect(0, 0, 390, 428.5), rect(0, 428.5, 390, 415.5)])
    }

    // MARK: safeAreaInset

    @Test func anInsetBarTakesItsHeightAndTheDefaultGap() {
        let t = onPhone(Color.blue.id("p").safeAreaInset(edge: .bottom) { Color.red.frame(height: 50).id("bar") })
        #expect(t.root.frame == Self.safe)
        #expect(frame(t, "bar") == rect(0, 760, 390, 50))
        #expect(frame(t, "p") == rect(0, 47, 390, 705))  // 763 − 50 − 8
        let touching = onPhone(Color.blue.id("p").safeAreaInset(edge: .top, spacing: 0) { Color.red.frame(height: 50).id("bar") })
        #expect(frame(touching, "bar") == rect(0, 47, 390, 50))
        #expect(frame(touching, "p") == rect(0, 97, 390, 713))
    }

    @Test func insetsAlignAcrossTheEdge() {
        let t = onPhone(Color.blue.safeAreaInset(edge: .top, alignment: .leading, spacing: 0) { box(100, 20, "bar") })
        #expect(frame(t, "bar") == rect(0, 47, 100, 20))
        let trailing = onPhone(Color.blue.id("p").safeAreaInset(edge: .trailing, alignment: .bottom, spacing: 10) { box(30, 40, "side") })
        #expect(frame(trailing, "side") == rect(360, 770, 30, 40))
        #expect(frame(trailing, "p") == rect(0, 47, 350, 763))
    }

    @Test func nestedInsetsStackFromTheOutside() {
        let t = onPhone(Color.blue.id("p")
            .safeAreaInset(edge: .bottom, spacing: 0) { Color.red.frame(height: 30).id("inner") }
            .safeAreaInset(edge: .bottom, spacing: 0) { Color.green.frame(height: 20).id("outer") })
        #expect(frame(t, "outer") == rect(0, 790, 390, 20))
        #expect(frame(t, "inner") == rect(0, 760, 390, 30))
        #expect(frame(t, "p") == rect(0, 47, 390, 713))
    }

    @Test func aBarsBackgroundReachesUnderTheHomeIndicator() {
        // A 40-point bar at the bottom gets 40 + 34 of background (fatbobman's observation).
        let t = onPhone(Color.blue.safeAreaInset(edge: .bottom, spacing: 0) { Color.clear.frame(height: 40).background(.red).id("bar") })
        let bar = t.root.children[1]
        var fill = bar
        while let c = fill.children.last { fill = c }
        #expect(bar.frame == rect(0, 770, 390, 40))
        #expect(fill.frame == rect(0, 770, 390, 74))
    }

    @Test func theInsetIsUnsafeForThePrimary() {
        // A primary that ignores the safe area grows over the bar and the gap, to the screen edge.
        let t = onPhone(Color.blue.id("p").ignoresSafeArea().safeAreaInset(edge: .bottom) { Color.red.frame(height: 50) })
        #expect(frame(t, "p") == Self.screen)
        // In the middle of the screen it grows back only to the modifier's edge.
        let mid = onPhone(Color.blue.id("p").ignoresSafeArea(edges: .bottom).safeAreaInset(edge: .bottom, spacing: 0) { Color.red.frame(height: 50) }
            .frame(height: 200))
        #expect(frame(mid, "p") == rect(0, 328.5, 390, 200))
    }

    // MARK: safeAreaPadding

    @Test func safeAreaPaddingPadsAndInsetsTheSafeArea() {
        let t = onPhone(Color.blue.id("c").safeAreaPadding(.horizontal, 20))
        #expect(frame(t, "c") == rect(20, 47, 350, 763))
        #expect(frame(onPhone(Color.blue.id("c").safeAreaPadding()), "c") == rect(16, 63, 358, 731))
        // What ignores the safe area below it grows over the padding to the screen's edges.
        let grown = onPhone(Color.blue.id("c").ignoresSafeArea().safeAreaPadding(.horizontal, 20))
        #expect(frame(grown, "c") == Self.screen)
    }

    @Test func askingASiblingForAGuideLeavesTheSafeAreaAlone() {
        // Aligning by the first baseline asks the second child for its explicit guide, which
        // places its safeAreaInset to find where the guide sits. That trial placement must not
        // give the first child the safe area it computes for its own primary.
        let t = onPhone(HStack(alignment: .firstTextBaseline, spacing: 0) {
            Color.red.id("c").ignoresSafeArea()
            Color.blue.alignmentGuide(.firstTextBaseline) { d in d[.bottom] }
                .safeAreaInset(edge: .bottom, spacing: 0) { Color.clear.frame(height: 0) }
        })
        #expect(frame(t, "c") == rect(0, 0, 195, 844))
    }

    // MARK: GeometryReader

    func readerInsets(_ wrap: (GeometryReader<Color>) -> some View) -> EdgeInsets {
        nonisolated(unsafe) var insets = EdgeInsets(top: -1)
        _ = onPhone(wrap(GeometryReader { p in
            insets = p.safeAreaInsets
            return Color.red
        }))
        return insets
    }

    @Test func aReaderSeesHowFarItCouldGrow() {
        #expect(readerInsets { $0 } == EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
        #expect(readerInsets { $0.frame(width: 100, height: 100) } == EdgeInsets())
        #expect(readerInsets { $0.ignoresSafeArea() } == EdgeInsets())
        #expect(readerInsets { $0.ignoresSafeArea(edges: .top) } == EdgeInsets(top: 0, leading: 0, bottom: 34, trailing: 0))
        #expect(readerInsets { $0.safeAreaInset(edge: .top, spacing: 0) { Color.red.frame(height: 10) } } == EdgeInsets(top: 57, leading: 0, bottom: 34, trailing: 0))
    }

    @Test func withoutAScreenThereIsNothingToGrowInto() {
        let t = LayoutTree(Color.red.id("c").ignoresSafeArea(), safeArea: rect(0, 20, 100, 100))
        #expect(frame(t, "c") == rect(0, 20, 100, 100))
        let plain = LayoutTree(Color.red.id("c").ignoresSafeArea(), proposal: ProposedViewSize(width: 100, height: 100))
        #expect(frame(plain, "c") == rect(0, 0, 100, 100))
    }
}
