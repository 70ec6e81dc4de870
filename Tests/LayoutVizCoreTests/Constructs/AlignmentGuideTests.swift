import Foundation
import Testing
@testable import LayoutVizCore
import LayoutViz

private enum Custom: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d[VerticalAlignment.center] }
}

private extension VerticalAlignment {
    static let custom = VerticalAlignment(Custom.self)
}

/// docs/layout/alignment.md: alignment guides.
@Suite struct AlignmentGuideTests {
    @Test func explicitLeadingShiftsAChild() {
        let t = layout(VStack(alignment: .leading, spacing: 0) {
            box(50, 10, "a").alignmentGuide(.leading) { _ in 20 }
            box(50, 10, "b")
        }, nil, nil)
        #expect(frame(t, "a").minX == 0)
        #expect(frame(t, "b").minX == 20)
        #expect(size(t).width == 70)
    }

    @Test func guidesOnOtherAxesOrEdgesAreIgnored() {
        let t = layout(VStack(alignment: .leading, spacing: 0) {
            box(50, 10, "a").alignmentGuide(.trailing) { _ in 20 }
            box(30, 10, "b")
        }, nil, nil)
        #expect(frame(t, "a").minX == 0 && frame(t, "b").minX == 0)
        let h = layout(HStack(alignment: .top, spacing: 0) {
            box(10, 50, "a").alignmentGuide(.bottom) { _ in 0 }
            box(10, 20, "b")
        }, nil, nil)
        #expect(frame(h, "a").minY == 0 && frame(h, "b").minY == 0)
    }

    @Test func computeValueSeesTheViewsDimensions() {
        let t = layout(HStack(alignment: .center, spacing: 0) {
            box(10, 40, "a").alignmentGuide(VerticalAlignment.center) { d in d[.bottom] }
            box(10, 10, "b")
        }, nil, nil)
        // a's centre guide is its bottom (40): b's centre (5) lines up with it.
        #expect(frame(t, "a").minY == 0)
        #expect(frame(t, "b").minY == 35)
    }

    @Test func guidesPassThroughModifiers() {
        let t = layout(VStack(alignment: .leading, spacing: 0) {
            box(50, 10, "a").alignmentGuide(.leading) { _ in 20 }.padding(.leading, 5)
            box(50, 10, "b")
        }, nil, nil)
        // The padded view's leading guide is 20 + 5.
        #expect(frame(t, "b").minX == 25)
    }

    @Test func customGuidesPropagateAsTheAverageOfChildren() {
        // The inner VStack's custom guide is the average of the explicit values of the children that set
        // one, in its own coordinates: a gives 0 + 0, c gives 30 + 10, so the average is 20.
        let t = layout(HStack(alignment: .custom, spacing: 0) {
            VStack(spacing: 0) {
                box(10, 10, "a").alignmentGuide(.custom) { _ in 0 }
                box(10, 20, "b")
                box(10, 10, "c").alignmentGuide(.custom) { _ in 10 }
            }
            box(10, 10, "d")
        }, nil, nil)
        // d's custom guide defaults to its centre (5): it sits at 20 − 5 = 15 below the inner stack's top.
        #expect(frame(t, "d").minY - frame(t, "a").minY == 15)
    }
}
