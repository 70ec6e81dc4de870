import Foundation
import Testing
@testable import LayoutVizCore
import LayoutViz

/// docs/layout/leaves.md: leaves take the proposal; nil becomes 10, 0 and ∞ pass through.
@Suite struct LeafTests {
    @Test(arguments: [
        (ProposedViewSize.unspecified, CGSize(width: 10, height: 10)),
        (ProposedViewSize.zero, CGSize(width: 0, height: 0)),
        (ProposedViewSize.infinity, CGSize(width: CGFloat.infinity, height: .infinity)),
        (ProposedViewSize(width: 120, height: nil), CGSize(width: 120, height: 10)),
        (ProposedViewSize(width: 0, height: 37.5), CGSize(width: 0, height: 37.5)),
    ])
    func colorTakesTheProposal(p: ProposedViewSize, expected: CGSize) {
        #expect(LayoutTree(Color.red, proposal: p).root.frame.size == expected)
    }

    @Test func everyShapeSizesLikeAColor() {
        let p = ProposedViewSize(width: 80, height: nil)
        #expect(size(LayoutTree(Rectangle(), proposal: p)) == CGSize(width: 80, height: 10))
        #expect(size(LayoutTree(RoundedRectangle(cornerRadius: 8), proposal: p)) == CGSize(width: 80, height: 10))
        #expect(size(LayoutTree(Capsule(), proposal: p)) == CGSize(width: 80, height: 10))
        #expect(size(LayoutTree(Circle(), proposal: p)) == CGSize(width: 80, height: 10))
        #expect(size(LayoutTree(Ellipse(), proposal: p)) == CGSize(width: 80, height: 10))
    }

    @Test func replacingUnspecifiedDimensionsDefaultsTo10() {
        #expect(ProposedViewSize(width: nil, height: 5).replacingUnspecifiedDimensions() == CGSize(width: 10, height: 5))
        #expect(ProposedViewSize.unspecified.replacingUnspecifiedDimensions(by: CGSize(width: 3, height: 4)) == CGSize(width: 3, height: 4))
    }

    @Test func circleDrawsACentredDiameterButLaysOutTheWholeFrame() {
        let t = layout(Circle().fill(Color.red), 100, 40)
        #expect(size(t) == CGSize(width: 100, height: 40))
        guard case .fill(let path, let color)? = t.displayList(scale: 1).items.first else {
            Issue.record("no fill")
            return
        }
        #expect(color == .red)
        #expect(path == Path(ellipseIn: rect(30, 0, 40, 40)))
    }

    @Test func capsuleRadiusIsHalfTheShortSide() {
        let t = layout(Capsule().fill(Color.red), 100, 40)
        guard case .fill(let path, _)? = t.displayList(scale: 1).items.first else {
            Issue.record("no fill")
            return
        }
        #expect(path == Path(roundedRect: rect(0, 0, 100, 40), cornerRadius: 20))
    }

    @Test func shapesUseTheForegroundColorByDefault() {
        let t = layout(Rectangle().foregroundColor(.green), 10, 10)
        #expect(t.displayList(scale: 1).items == [.fill(Path(rect(0, 0, 10, 10)), .green)])
        let plain = layout(Rectangle(), 10, 10)
        #expect(plain.displayList(scale: 1).items == [.fill(Path(rect(0, 0, 10, 10)), .primary)])
    }

    @Test func colorOpacityMultipliesAlpha() {
        let c = Color.blue.opacity(0.5).opacity(0.5)
        #expect(c.alpha == 0.25)
        #expect(c.red == 0 && c.blue == 1)
        #expect(Color(red: 2, green: -1, blue: 0.5).red == 1)
    }
}

/// docs/layout/leaves.md: Spacer sizing by context.
@Suite struct SpacerTests {
    @Test func spacerOutsideAStackIsTwoDimensional() {
        #expect(size(layout(Spacer(), nil, nil)) == CGSize(width: 8, height: 8))
        #expect(size(layout(Spacer(minLength: 20), 5, 100)) == CGSize(width: 20, height: 100))
        #expect(size(layout(Spacer(), CGFloat.infinity, 0)) == CGSize(width: CGFloat.infinity, height: 8))
    }

    @Test func spacerInAStackHasZeroCrossLength() {
        // The stack hugs its children on the minor axis, so a stack of only a spacer is 0 thick.
        let h = layout(HStack { Spacer().id("s") }, 100, 50)
        #expect(frame(h, "s") == rect(0, 0, 100, 0))
        #expect(size(h) == CGSize(width: 100, height: 0))
        let v = layout(VStack { Spacer().id("s") }.frame(width: 100, height: 50), 100, 50)
        #expect(frame(v, "s") == rect(50, 0, 0, 50))
    }

    @Test func idealLengthIsMinLength() {
        let t = layout(HStack(spacing: 0) { box(10, 10, "a"); Spacer(); box(10, 10, "b") }.fixedSize(), 300, 300)
        #expect(size(t).width == 28)
        let t2 = layout(HStack(spacing: 0) { box(10, 10, "a"); Spacer(minLength: 30); box(10, 10, "b") }.fixedSize(), 300, 300)
        #expect(size(t2).width == 50)
    }

    /// OpenSwiftUI `SpacerUITests.spacerWithZeroMinLength`: no gap is inserted beside a spacer.
    @Test func noDefaultGapBesideASpacer() {
        let t = layout(HStack { box(80, 10, "a"); Spacer(minLength: 0); box(80, 10, "b") }.frame(width: 160), 400, 100)
        #expect(frame(t, "a").minX == 0)
        #expect(frame(t, "b").minX == 80)
    }

    /// waterui probe: HStack(spacing: 10), two 0…60 children around a spacer.
    @Test(arguments: [(CGFloat(100), CGFloat(40), CGFloat(0)), (160, 60, 20)])
    func explicitSpacingAppliesAroundSpacers(width: CGFloat, child: CGFloat, spacer: CGFloat) {
        let t = layout(HStack(spacing: 10) {
            Color.red.frame(maxWidth: 60).id("a")
            Spacer(minLength: 0).id("s")
            Color.red.frame(maxWidth: 60).id("b")
        }, width, 20)
        #expect(frame(t, "a").width == child)
        #expect(frame(t, "s").width == spacer)
        #expect(frame(t, "b").width == child)
        #expect(frame(t, "s").minX == child + 10)
    }

    @Test func spacersShareTheLeftoverLargerMinLengthFirst() {
        // 300 − 100 of content: the 150-min spacer is offered 100, takes 150; the other gets what is left (0 → its min 8).
        let t = layout(HStack(spacing: 0) {
            box(100, 10, "a")
            Spacer(minLength: 8).id("s1")
            Spacer(minLength: 150).id("s2")
        }, 300, 10)
        #expect(frame(t, "s2").width == 150)
        #expect(frame(t, "s1").width == 50)
    }

    @Test func overflowingContentStillLeavesTheSpacerItsMinimum() {
        let t = layout(HStack(spacing: 0) { box(100, 10, "a"); Spacer(minLength: 12).id("s"); box(100, 10, "b") }, 150, 10)
        #expect(frame(t, "s").width == 12)
        #expect(size(t).width == 212)
    }

    @Test func spacerInsideAFrameKeepsZeroSpacing() {
        let t = layout(HStack { box(10, 10, "a"); Spacer().frame(width: 30).id("s"); box(10, 10, "b") }, 200, 10)
        #expect(frame(t, "s").minX == frame(t, "a").maxX)
        #expect(frame(t, "b").minX == frame(t, "s").maxX)
    }
}
