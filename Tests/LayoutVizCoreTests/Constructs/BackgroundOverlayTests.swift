import Foundation
import Testing
@testable import LayoutVizCore
import LayoutViz

/// docs/layout/background-overlay.md: background and overlay.
@Suite struct BackgroundOverlayTests {
    @Test func sizeIsThePrimarysAndTheSecondaryIsProposedIt() {
        let t = layout(box(50, 30, "p").background(Color.red.id("bg")), 300, 300)
        #expect(size(t) == CGSize(width: 50, height: 30))
        #expect(frame(t, "bg") == rect(0, 0, 50, 30))
    }

    @Test func secondaryIsAlignedAndMayOverflow() {
        let t = layout(box(50, 30, "p").overlay(box(10, 10, "o"), alignment: .bottomTrailing), nil, nil)
        #expect(frame(t, "o") == rect(40, 20, 10, 10))
        let big = layout(box(50, 30, "p").background(alignment: .topLeading) { box(80, 80, "b") }, nil, nil)
        #expect(frame(big, "b") == rect(0, 0, 80, 80))
        #expect(size(big) == CGSize(width: 50, height: 30))
    }

    @Test func severalSecondaryViewsFormAZStack() {
        let t = layout(box(50, 30, "p").overlay(alignment: .leading) { box(10, 10, "a"); box(20, 20, "b") }, nil, nil)
        #expect(frame(t, "a") == rect(0, 10, 10, 10))
        #expect(frame(t, "b") == rect(0, 5, 20, 20))
    }

    @Test func backgroundDrawsBelowAndOverlayAbove() {
        let t = layout(Color.green.background(Color.red).overlay(Color.blue.frame(width: 2, height: 2)), 10, 10)
        let colors: [Color] = t.displayList(scale: 1).items.map { if case .fill(_, let c) = $0 { return c }; return .clear }
        #expect(colors == [.red, .green, .blue])
    }

    @Test func priorityIsThePrimarys() {
        let t = layout(HStack { Color.red.id("a"); Color.red.layoutPriority(1).background(Color.blue).id("b") }, 100, 10)
        #expect(frame(t, "b").width == 92)
    }
}
