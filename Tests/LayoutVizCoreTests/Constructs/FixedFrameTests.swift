import Foundation
import Testing
@testable import LayoutVizCore
import LayoutViz

/// docs/layout/frames.md: frame(width:height:alignment:).
@Suite struct FixedFrameTests {
    @Test func fixesOnlyTheGivenAxes() {
        let t = layout(Color.red.frame(width: 50).id("f"), 100, 80)
        #expect(size(t) == CGSize(width: 50, height: 80))
        let t2 = layout(Color.red.frame(height: 30), nil, nil)
        #expect(size(t2) == CGSize(width: 10, height: 30))
    }

    @Test func bothAxesGivenIgnoreTheChild() {
        let t = layout(box(200, 10, "child").frame(width: 100, height: 10), 20, 20)
        #expect(size(t) == CGSize(width: 100, height: 10))
        // The child keeps its own size and is centred, overflowing on both sides.
        #expect(frame(t, "child") == rect(-50, 0, 200, 10))
    }

    @Test(arguments: [
        (Alignment.topLeading, CGPoint(x: 0, y: 0)), (.top, CGPoint(x: 45, y: 0)), (.topTrailing, CGPoint(x: 90, y: 0)),
        (.leading, CGPoint(x: 0, y: 45)), (.center, CGPoint(x: 45, y: 45)), (.trailing, CGPoint(x: 90, y: 45)),
        (.bottomLeading, CGPoint(x: 0, y: 90)), (.bottom, CGPoint(x: 45, y: 90)), (.bottomTrailing, CGPoint(x: 90, y: 90)),
    ])
    func alignsTheChild(alignment: Alignment, origin: CGPoint) {
        let t = layout(box(10, 10, "c").frame(width: 100, height: 100, alignment: alignment), nil, nil)
        #expect(frame(t, "c").origin == origin)
    }

    @Test func invalidLengthsAreIgnored() {
        #expect(size(layout(Color.red.frame(width: -5, height: .infinity), 40, 30)) == CGSize(width: 40, height: 30))
        #expect(size(layout(Color.red.frame(width: .nan), 40, 30)) == CGSize(width: 40, height: 30))
    }

    @Test func childIsProposedTheFrameOnFixedAxesAndTheParentsOtherwise() {
        let t = layout(Color.red.id("c").frame(width: 70), 300, 40)
        #expect(t.node(withID: "c")?.proposal == ProposedViewSize(width: 70, height: 40))
    }
}
