import Foundation
import Testing
@testable import LayoutVizCore
import LayoutViz

/// docs/layout/stacks.md: the HStack/VStack algorithm.
@Suite struct StackTests {
    @Test func defaultSpacingIs8() {
        let t = layout(HStack { Color.red.id("a"); Color.red.id("b") }, 100, 20)
        #expect(frame(t, "a") == rect(0, 0, 46, 20))
        #expect(frame(t, "b") == rect(54, 0, 46, 20))
    }

    /// objc.io: three rectangles in HStack(spacing: 0) at width 300 get 100 each.
    @Test func equalSharesWithoutSpacing() {
        let t = layout(HStack(spacing: 0) { Rectangle().id("a"); Rectangle().id("b"); Rectangle().id("c") }, 300, 10)
        #expect(frame(t, "a") == rect(0, 0, 100, 10))
        #expect(frame(t, "b") == rect(100, 0, 100, 10))
        #expect(frame(t, "c") == rect(200, 0, 100, 10))
    }

    /// objc.io: maxWidth 100 and minWidth 100 children in a 150 frame give 75 + 100, overflowing.
    @Test func minAndMaxChildrenOverflowTheProposal() {
        let t = layout(HStack(spacing: 0) {
            Rectangle().frame(maxWidth: 100).id("a")
            Rectangle().frame(minWidth: 100).id("b")
        }.id("stack"), 150, 10)
        #expect(frame(t, "a").width == 75)
        #expect(frame(t, "b").width == 100)
        #expect(frame(t, "stack").width == 175)
    }

    /// OpenSwiftUI `sameSizeInVStack`: a 10×10 child between two Colors in VStack(spacing: 20) in 200.
    @Test func fixedChildBetweenFlexibleOnes() {
        let t = layout(VStack(spacing: 20) { Color.red.id("a"); box(10, 10, "m"); Color.red.id("b") }, 100, 200)
        #expect(frame(t, "a") == rect(0, 0, 100, 75))
        #expect(frame(t, "m") == rect(45, 95, 10, 10))
        #expect(frame(t, "b") == rect(0, 125, 100, 75))
    }

    /// OpenSwiftUI `layoutPriorityForHVStack`: the priority-1 Color takes 184, the others collapse.
    @Test func higherPriorityIsOfferedEverythingButLowerMinimums() {
        let t = layout(HStack { Color.red.id("a"); Color.red.layoutPriority(1).id("b"); Color.red.id("c") }, 200, 10)
        #expect(frame(t, "a").width == 0)
        #expect(frame(t, "b") == rect(8, 0, 184, 10))
        #expect(frame(t, "c") == rect(200, 0, 0, 10))
    }

    @Test func lowerGroupReservesItsMinimums() {
        // The priority-1 view is offered 200 − 8 − 50 (the other's minimum), then the other gets the rest.
        let t = layout(HStack {
            Color.red.frame(minWidth: 50).id("low")
            Color.red.layoutPriority(1).id("high")
        }, 200, 10)
        #expect(frame(t, "high").width == 142)
        #expect(frame(t, "low").width == 50)
    }

    @Test func lessFlexibleChildrenAreSizedFirst() {
        let t = layout(HStack(spacing: 0) { Color.red.id("flex"); Color.red.frame(maxWidth: 50).id("capped") }, 200, 10)
        #expect(frame(t, "capped").width == 50)
        #expect(frame(t, "flex").width == 150)
    }

    @Test func infiniteFlexibilitiesGoLargerMinimumFirst() {
        // Source order would give 100 + 150 = 250; larger-min-first gives 50 + 150 = 200.
        let t = layout(HStack(spacing: 0) {
            Color.red.frame(minWidth: 10).id("a")
            Color.red.frame(minWidth: 150).id("b")
        }, 200, 10)
        #expect(frame(t, "b").width == 150)
        #expect(frame(t, "a").width == 50)
        #expect(size(t).width == 200)
    }

    @Test func stackHugsFixedContentAndOverflowsSmallProposals() {
        let t = layout(HStack { box(100, 10, "a"); box(100, 20, "b") }, 50, 50)
        #expect(size(t) == CGSize(width: 208, height: 20))
        #expect(frame(t, "a") == rect(0, 5, 100, 10))
        #expect(frame(t, "b") == rect(108, 0, 100, 20))
    }

    @Test func nilMajorProposalUsesIdealLengths() {
        #expect(size(layout(HStack { Color.red; Color.red }.fixedSize(), 500, 500)) == CGSize(width: 28, height: 10))
        #expect(size(layout(VStack { Color.red; Color.red; Color.red }.fixedSize(), 500, 500)) == CGSize(width: 10, height: 46))
    }

    @Test func infiniteProposalGivesInfiniteStack() {
        let t = layout(HStack { Color.red; box(10, 10, "b") }, .infinity, 10)
        #expect(size(t).width == .infinity)
    }

    /// Placement re-proposes the stack's own minor size when it was measured with nil.
    @Test func placementReproposesTheMinorSize() {
        let t = layout(HStack { box(20, 40, "tall"); Color.red.frame(width: 20).id("flex") }.fixedSize(), 300, 300)
        #expect(size(t) == CGSize(width: 48, height: 40))
        #expect(frame(t, "flex") == rect(28, 0, 20, 40))
    }

    @Test(arguments: [
        (HorizontalAlignment.leading, CGFloat(0)), (.center, 25), (.trailing, 50),
    ])
    func vstackAlignment(alignment: HorizontalAlignment, x: CGFloat) {
        let t = layout(VStack(alignment: alignment, spacing: 0) { box(50, 10, "small"); box(100, 10, "wide") }, 300, 300)
        #expect(frame(t, "small") == rect(x, 0, 50, 10))
        #expect(frame(t, "wide") == rect(0, 10, 100, 10))
        #expect(size(t) == CGSize(width: 100, height: 20))
    }

    @Test(arguments: [
        (VerticalAlignment.top, CGFloat(0)), (.center, 15), (.bottom, 30), (.firstTextBaseline, 30), (.lastTextBaseline, 30),
    ])
    func hstackAlignment(alignment: VerticalAlignment, y: CGFloat) {
        let t = layout(HStack(alignment: alignment, spacing: 0) { box(10, 10, "short"); box(10, 40, "tall") }, 300, 300)
        #expect(frame(t, "short") == rect(0, y, 10, 10))
        #expect(frame(t, "tall") == rect(10, 0, 10, 40))
    }

    @Test func emptyStackIsZero() {
        #expect(size(layout(HStack {}, 100, 100)) == .zero)
        #expect(size(layout(VStack { EmptyView() }, 100, 100)) == .zero)
    }

    @Test func spacingLeadsChildrenNotTheFirst() {
        let t = layout(VStack(spacing: 5) { box(10, 10, "a"); box(10, 10, "b"); box(10, 10, "c") }, 100, 100)
        #expect(frame(t, "a").minY == 0)
        #expect(frame(t, "b").minY == 15)
        #expect(frame(t, "c").minY == 30)
        #expect(size(t).height == 40)
    }

    /// docs/layout/stacks.md, "Placement": nested stacks must not re-measure exponentially.
    @Test func nestedStacksMeasureLinearly() {
        func nested(_ depth: Int) -> AnyView {
            var v = AnyView(Color.red)
            for i in 0..<depth {
                v = i % 2 == 0 ? AnyView(HStack { v; Color.blue }) : AnyView(VStack { v; Color.green.frame(maxHeight: 40) })
            }
            return v
        }
        let shallow = layout(nested(10), 400, 400).sizeComputations
        let deep = layout(nested(40), 400, 400).sizeComputations
        // Each level adds a bounded number of (node, proposal) pairs; exponential growth would be 2^30× here.
        #expect(deep < shallow * 6)
        #expect(deep < 40 * 40)
    }

    /// Past 32 children the order comes from a merge sort; it must be the same stable order:
    /// each child, by ascending maximum (source order on ties), takes min(share, maximum).
    @Test(arguments: [(33, false), (50, false), (257, false), (40, true), (100, true)])
    func manyChildrenAreOfferedSpaceInTheSameOrder(count: Int, alreadyInOrder: Bool) {
        let maxima: [CGFloat] = (0..<count).map { (i: Int) -> CGFloat in
            let k: Int = alreadyInOrder ? 5 + i / 7 : 5 + (i * 37) % 23
            return CGFloat(k)
        }
        let width: CGFloat = CGFloat(count) * 9
        let t = layout(HStack(spacing: 0) { ForEach(0..<count) { i in Color.red.frame(maxWidth: maxima[i]).id(i) } }, width, 10)
        var expected = [CGFloat](repeating: 0, count: count), available = width
        let order = (0..<count).sorted { maxima[$0] != maxima[$1] ? maxima[$0] < maxima[$1] : $0 < $1 }
        for (k, i) in order.enumerated() {
            expected[i] = min(available / CGFloat(count - k), maxima[i])
            available -= expected[i]
        }
        #expect((0..<count).map { t.frame(of: $0)?.width } == expected.map { Optional($0) })
    }
}
