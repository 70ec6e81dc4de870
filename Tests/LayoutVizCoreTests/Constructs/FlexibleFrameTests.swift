import Foundation
import Testing
@testable import LayoutVizCore
import LayoutViz

/// docs/layout/frames.md: the flexible frame.
@Suite struct FlexibleFrameTests {
    @Test func normalisationRaisesIdealAndMax() {
        // min 100 > ideal 50 raises ideal to 100; max 20 < ideal raises max to 100.
        let t = layout(Color.red.frame(minWidth: 100, idealWidth: 50, maxWidth: 20).fixedSize(), 300, 300)
        #expect(size(t).width == 100)
        #expect(size(layout(Color.red.frame(minWidth: 100, idealWidth: 50, maxWidth: 20), 300, 10)).width == 100)
        // Negative minimums become 0.
        #expect(size(layout(Color.red.frame(minWidth: -20, maxWidth: 30), 0, 10)).width == 0)
    }

    @Test func maxInfinityTakesTheProposalButNeverLessThanTheChild() {
        let t = layout(box(50, 10, "c").frame(maxWidth: .infinity), 300, 10)
        #expect(size(t).width == 300)
        #expect(frame(t, "c").minX == 125)
        #expect(size(layout(box(50, 10, "c").frame(maxWidth: .infinity), 30, 10)).width == 50)
        #expect(size(layout(box(50, 10, "c").frame(maxWidth: .infinity), nil, 10)).width == 50)
    }

    @Test func minWidthHugsSmallerChildren() {
        #expect(size(layout(box(50, 10, "c").frame(minWidth: 150), 300, 10)).width == 150)
        #expect(size(layout(Color.red.frame(minWidth: 150), 300, 10)).width == 300)
        #expect(size(layout(Color.red.frame(minWidth: 150), 100, 10)).width == 150)
    }

    @Test func bothMinAndMaxClampTheProposalWithoutTheChild() {
        #expect(size(layout(box(500, 10, "c").frame(minWidth: 100, maxWidth: 200), 300, 10)).width == 200)
        #expect(size(layout(box(5, 10, "c").frame(minWidth: 100, maxWidth: 200), 50, 10)).width == 100)
        // With a nil proposal the child's ideal is clamped instead.
        #expect(size(layout(Color.red.frame(minWidth: 100, maxWidth: 200), nil, 10)).width == 100)
        #expect(size(layout(box(150, 10, "c").frame(minWidth: 100, maxWidth: 200), nil, 10)).width == 150)
    }

    @Test func idealAnswersANilProposal() {
        #expect(size(layout(Color.red.frame(idealWidth: 120, idealHeight: 30), nil, nil)) == CGSize(width: 120, height: 30))
        #expect(size(layout(Color.red.frame(idealWidth: 120), 60, nil)) == CGSize(width: 60, height: 10))
        #expect(size(layout(Color.red.frame(idealWidth: 120).fixedSize(), 60, 60)) == CGSize(width: 120, height: 10))
    }

    @Test func childProposalIsClampedAndIdealFillsNil() {
        let t = layout(Color.red.id("c").frame(minWidth: 20, idealWidth: 40, maxWidth: 60, maxHeight: 30), nil, 100)
        #expect(t.node(withID: "c")?.proposal == ProposedViewSize(width: 40, height: 30))
    }

    /// OpenSwiftUI test: `Color.red.frame(maxWidth: .infinity).frame(width: 200, height: 200)` is 200×200.
    @Test func flexibleInsideFixed() {
        #expect(size(layout(Color.red.frame(maxWidth: .infinity).frame(width: 200, height: 200), 50, 50)) == CGSize(width: 200, height: 200))
    }

    /// iOS 17+ (FlexFrameIdealSizing): a nil-proposed axis with no ideal and a size strictly between
    /// min and max proposes nil to the child at placement.
    @Test func nilProposedAxisStaysNilAtPlacement() {
        let t = layout(Color.red.id("c").frame(minWidth: 0, maxWidth: 100), nil, 50)
        #expect(size(t).width == 10)
        #expect(t.node(withID: "c")?.proposal == ProposedViewSize(width: nil, height: 50))
        // At a bound (here the min) the child is proposed the frame's size.
        let atMin = layout(Color.red.id("c").frame(minWidth: 30, maxWidth: 100), nil, 50)
        #expect(atMin.node(withID: "c")?.proposal == ProposedViewSize(width: 30, height: 50))
    }

    @Test func alignsTheChildInsideTheFlexibleFrame() {
        let t = layout(box(20, 20, "c").frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomTrailing), 200, 100)
        #expect(frame(t, "c") == rect(180, 80, 20, 20))
    }
}
