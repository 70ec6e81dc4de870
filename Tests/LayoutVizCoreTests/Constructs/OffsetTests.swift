import Foundation
import Testing
@testable import LayoutVizCore
import LayoutViz

/// docs/layout/modifiers.md: offset and position.
@Suite struct OffsetTests {
    @Test func offsetMovesTheDrawingNotTheLayout() {
        let t = layout(HStack(spacing: 0) { box(10, 10, "a").offset(x: 5, y: 7).id("o"); box(10, 10, "b") }, 100, 100)
        #expect(frame(t, "o") == rect(0, 0, 10, 10))
        #expect(frame(t, "a") == rect(5, 7, 10, 10))
        #expect(frame(t, "b") == rect(10, 0, 10, 10))
        #expect(frame(layout(box(10, 10, "a").offset(CGSize(width: -3, height: 0)), nil, nil), "a").minX == -3)
    }
}
