import Foundation
import Testing
@testable import LayoutVizCore
import LayoutViz

/// docs/layout/zstack.md: ZStack.
@Suite struct ZStackTests {
    @Test func sizeIsTheLargestChildAndChildrenAreAligned() {
        let t = layout(ZStack(alignment: .topTrailing) { box(100, 20, "a"); box(30, 60, "b") }, nil, nil)
        #expect(size(t) == CGSize(width: 100, height: 60))
        #expect(frame(t, "a") == rect(0, 0, 100, 20))
        #expect(frame(t, "b") == rect(70, 0, 30, 60))
    }

    @Test func centredByDefault() {
        let t = layout(ZStack { box(100, 20, "a"); box(30, 60, "b") }, nil, nil)
        #expect(frame(t, "a") == rect(0, 20, 100, 20))
        #expect(frame(t, "b") == rect(35, 0, 30, 60))
    }

    @Test func onlyTheHighestPriorityChildrenSizeTheStack() {
        let t = layout(ZStack { box(100, 100, "big"); box(50, 50, "small").layoutPriority(1) }, nil, nil)
        #expect(size(t) == CGSize(width: 50, height: 50))
        #expect(frame(t, "big") == rect(-25, -25, 100, 100))
    }

    @Test func childrenAreReproposedTheFinalSize() {
        let t = layout(ZStack { box(80, 40, "a"); Color.red.id("fill") }.fixedSize(), 300, 300)
        #expect(frame(t, "fill") == rect(0, 0, 80, 40))
    }

    @Test func emptyZStackIsZero() {
        #expect(size(layout(ZStack {}, 50, 50)) == .zero)
    }
}
