import Foundation
import Testing
@testable import LayoutVizCore
import LayoutViz

/// docs/layout/modifiers.md: fixedSize.
@Suite struct FixedSizeTests {
    @Test func colorBecomesItsIdealSize() {
        #expect(size(layout(Color.red.fixedSize(), 100, 100)) == CGSize(width: 10, height: 10))
    }

    /// OpenSwiftUI `FixedSizeLayoutUITests.colorFixedSize`.
    @Test func perAxisInsideAFrame() {
        let t = layout(Color.red.fixedSize(horizontal: true, vertical: false).id("c").frame(width: 100, height: 100), nil, nil)
        #expect(frame(t, "c") == rect(45, 0, 10, 100))
    }

    @Test func layoutPriorityPassesThroughModifiers() {
        let t = layout(HStack { Color.red.id("a"); Color.red.layoutPriority(1).frame(maxWidth: .infinity).padding(0).id("b") }, 200, 10)
        #expect(frame(t, "b").width == 192)
    }
}
