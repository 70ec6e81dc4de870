import Foundation
import Testing
@testable import LayoutVizCore
import LayoutViz

/// `aspectRatio(_:contentMode:)`, `scaledToFit()`, `scaledToFill()` (docs/layout/aspect-ratio.md).
@Suite struct AspectRatioTests {
    @Test func fitTakesTheLargestSizeOfTheRatioInside() {
        // s = min(300 / 2, 100 / 1) = 100: the child is proposed 200×100.
        let t = layout(Color.red.aspectRatio(2, contentMode: .fit).id("a"), 300, 100)
        #expect(frame(t, "a") == rect(0, 0, 200, 100))
        #expect(t.root.children[0].proposal == ProposedViewSize(width: 200, height: 100))
    }

    @Test func fillTakesTheSmallestSizeOfTheRatioThatCovers() {
        // s = max(300 / 2, 100 / 1) = 150: 300×150, overflowing the height.
        #expect(size(layout(Color.red.aspectRatio(2, contentMode: .fill), 300, 100)) == CGSize(width: 300, height: 150))
    }

    @Test func anUnspecifiedProposalPassesThrough() {
        // Not 20×10: the child's ideal size is the modifier's.
        #expect(size(layout(Color.red.aspectRatio(2, contentMode: .fit).fixedSize(), 300, 300)) == CGSize(width: 10, height: 10))
        #expect(size(layout(Color.red.aspectRatio(2, contentMode: .fill), nil, nil)) == CGSize(width: 10, height: 10))
    }

    @Test func aNilAxisConstrainsNothing() {
        #expect(size(layout(Color.red.aspectRatio(2, contentMode: .fit), 200, nil)) == CGSize(width: 200, height: 100))
        #expect(size(layout(Color.red.aspectRatio(2, contentMode: .fit), nil, 30)) == CGSize(width: 60, height: 30))
        // [INF] Fill with one nil axis scales by the concrete axis too (not to infinity).
        #expect(size(layout(Color.red.aspectRatio(2, contentMode: .fill), 200, nil)) == CGSize(width: 200, height: 100))
    }

    @Test func withoutARatioTheChildsIdealSizeGivesIt() {
        // Ideal 40×20: s = min(100 / 40, 100 / 20) = 2.5 for fit, 5 for fill.
        let child = Color.red.frame(idealWidth: 40, idealHeight: 20)
        #expect(size(layout(child.scaledToFit(), 100, 100)) == CGSize(width: 100, height: 50))
        #expect(size(layout(child.scaledToFill(), 100, 100)) == CGSize(width: 200, height: 100))
        #expect(size(layout(child.aspectRatio(contentMode: .fit), 100, 100)) == CGSize(width: 100, height: 50))
    }

    @Test func shapesScaledToFitAreSquareAndCentredInAFrame() {
        // Apple's example: a Circle scaled to fit in a 300×150 frame is 150×150, centred.
        let t = layout(Circle().scaledToFit().id("c").frame(width: 300, height: 150), nil, nil)
        #expect(frame(t, "c") == rect(75, 0, 150, 150))
        // Apple's 3:4 ellipse in a 200×200 frame.
        let e = layout(Ellipse().aspectRatio(0.75, contentMode: .fit).id("e").frame(width: 200, height: 200), nil, nil)
        #expect(frame(e, "e") == rect(25, 0, 150, 200))
    }

    @Test func aSizeGivesItsWidthToHeightRatio() {
        #expect(size(layout(Color.red.aspectRatio(CGSize(width: 4, height: 3), contentMode: .fit), 300, 300)) == CGSize(width: 300, height: 225))
    }

    @Test func theChildKeepsItsOwnSize() {
        // The child is proposed 100×50 but is 30×30; the modifier reports 30×30.
        let t = layout(Color.red.frame(width: 30, height: 30).id("c").aspectRatio(2, contentMode: .fit).id("a"), 100, 100)
        #expect(frame(t, "a") == rect(0, 0, 30, 30))
        #expect(frame(t, "c") == rect(0, 0, 30, 30))
    }

    @Test func aRatioThatIsNotPositiveAndFinitePassesTheProposal() {
        #expect(size(layout(Color.red.aspectRatio(0, contentMode: .fit), 100, 50)) == CGSize(width: 100, height: 50))
        #expect(size(layout(Color.red.aspectRatio(CGSize(width: 1, height: 0), contentMode: .fit), 100, 50)) == CGSize(width: 100, height: 50))
        // A child whose ideal size has a zero axis gives no ratio either.
        #expect(size(layout(Color.red.frame(idealWidth: 0, idealHeight: 20).scaledToFit(), 100, 50)) == CGSize(width: 100, height: 50))
    }

    @Test func inAStackItIsLessFlexibleThanAColor() {
        // Probes: 0 at width 0, 100 at width ∞ (the height limits it), so it is sized first:
        // offered 150, it takes 100; the Color gets the remaining 200.
        let t = layout(HStack(spacing: 0) { Color.red.aspectRatio(1, contentMode: .fit).id("a"); Color.blue.id("b") }, 300, 100)
        #expect(frame(t, "a") == rect(0, 0, 100, 100))
        #expect(frame(t, "b") == rect(100, 0, 200, 100))
    }

    @Test func priorityPassesThroughFromTheChild() {
        // Only the highest-priority child sizes a ZStack: 50×50, not 100×50.
        let t = layout(ZStack {
            Color.red.frame(width: 50, height: 50).layoutPriority(1).aspectRatio(1, contentMode: .fit)
            Color.blue.frame(width: 100, height: 10)
        }, nil, nil)
        #expect(size(t) == CGSize(width: 50, height: 50))
    }

    @Test func spacingPassesThroughFromTheChild() {
        // The spacer's zero spacing survives the modifier: no 8-point gaps on either side (41
        // wide with them). Sized for nil, the stack is 10 + 5 + 10; placed at the stack's height
        // 10, the modifier proposes the spacer 10×10, so it ends up 10 wide.
        let t = layout(HStack { box(10, 10, "a"); Spacer(minLength: 5).aspectRatio(1, contentMode: .fit).id("s"); box(10, 10, "b") }, nil, nil)
        #expect(size(t) == CGSize(width: 25, height: 10))
        #expect(frame(t, "s") == rect(10, 5, 10, 0))  // centred on the stack's height
        #expect(frame(t, "b").minX == 20)
    }

    @Test func explicitGuidesPassThroughFromTheChild() {
        let t = layout(VStack(alignment: .leading, spacing: 0) {
            box(40, 10, "a")
            box(40, 10, "b").alignmentGuide(.leading) { $0.width / 2 }.aspectRatio(4, contentMode: .fit)
        }, nil, nil)
        #expect(frame(t, "a").minX == 20)
        #expect(frame(t, "b").minX == 0)
    }

    @Test func theDumpNamesTheRatioAndMode() {
        let a = layout(Color.red.aspectRatio(2, contentMode: .fit), 10, 10).root
        #expect(a.kind == "aspectRatio" && a.detail == "2, contentMode: .fit")
        #expect(layout(Color.red.scaledToFill(), 10, 10).root.detail == "contentMode: .fill")
    }
}
