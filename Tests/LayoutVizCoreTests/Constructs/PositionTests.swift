import Foundation
import Testing
@testable import LayoutVizCore
import LayoutViz

@Suite struct PositionTests {
    @Test func positionTakesTheProposalAndCentresTheChild() {
        let t = layout(box(20, 20, "c").position(x: 50, y: 60).id("p"), 200, 100)
        #expect(frame(t, "p") == rect(0, 0, 200, 100))
        #expect(frame(t, "c") == rect(40, 50, 20, 20))
    }

    @Test func positionUsesTheChildOnNilAxes() {
        let t = layout(box(20, 30, "c").position(CGPoint(x: 0, y: 0)).id("p"), nil, 100)
        #expect(frame(t, "p") == rect(0, 0, 20, 100))
        #expect(frame(t, "c") == rect(-10, -15, 20, 30))
    }
}
