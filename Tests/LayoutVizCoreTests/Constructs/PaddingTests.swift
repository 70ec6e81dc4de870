import Foundation
import Testing
@testable import LayoutVizCore
import LayoutViz

/// docs/layout/modifiers.md: padding.
@Suite struct PaddingTests {
    @Test func defaultPaddingIs16() {
        let t = layout(Color.red.id("c").padding(), 100, 100)
        #expect(frame(t, "c") == rect(16, 16, 68, 68))
        #expect(size(t) == CGSize(width: 100, height: 100))
    }

    @Test func paddingGrowsTheIdealSize() {
        #expect(size(layout(Color.red.padding(10), nil, nil)) == CGSize(width: 30, height: 30))
        #expect(size(layout(Color.red.padding(.horizontal), nil, nil)) == CGSize(width: 42, height: 10))
        #expect(size(layout(Color.red.padding([.top, .leading], 4), nil, nil)) == CGSize(width: 14, height: 14))
    }

    @Test func edgeInsetsPadEachEdge() {
        let t = layout(Color.red.id("c").padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)), 100, 100)
        #expect(frame(t, "c") == rect(2, 1, 94, 96))
    }

    @Test func proposalIsClampedAtZero() {
        let t = layout(Color.red.id("c").padding(30), 40, 40)
        #expect(frame(t, "c") == rect(30, 30, 0, 0))
        #expect(size(t) == CGSize(width: 60, height: 60))
    }

    @Test func negativePaddingShrinksTheView() {
        let t = layout(box(50, 50, "c").padding(-10), nil, nil)
        #expect(size(t) == CGSize(width: 30, height: 30))
        #expect(frame(t, "c") == rect(-10, -10, 50, 50))
        #expect(size(layout(box(10, 10, "c").padding(-10), nil, nil)) == .zero)
    }
}
