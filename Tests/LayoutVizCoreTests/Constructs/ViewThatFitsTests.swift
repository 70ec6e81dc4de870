import Foundation
import Testing
@testable import LayoutVizCore
import LayoutViz

/// docs/layout/view-that-fits.md: ViewThatFits.
@Suite struct ViewThatFitsTests {
    private func candidates() -> some View {
        ViewThatFits {
            box(300, 10, "wide")
            box(200, 10, "medium")
            box(100, 40, "narrow")
        }
    }

    @Test(arguments: [(CGFloat(400), "wide"), (250, "medium"), (150, "narrow"), (50, "narrow")])
    func firstChildWhoseIdealFits(width: CGFloat, chosen: String) {
        let t = layout(candidates(), width, 100)
        #expect(t.frame(of: chosen) != nil)
        #expect(t.root.children.count == 1)
    }

    @Test func axesLimitTheTest() {
        // Only the height is checked: the 300-wide child fits a 20-pt height although the width is 50.
        let t = layout(ViewThatFits(in: .vertical) { box(300, 10, "wide"); box(10, 10, "small") }, 50, 20)
        #expect(t.frame(of: "wide") != nil)
        let both = layout(ViewThatFits { box(300, 10, "wide"); box(10, 50, "tall") }, 50, 20)
        #expect(both.frame(of: "tall") != nil)
    }

    @Test func theWinnerIsSizedWithTheRealProposal() {
        let t = layout(ViewThatFits { Color.red.frame(idealWidth: 100).id("flex") }, 300, 50)
        #expect(frame(t, "flex") == rect(0, 0, 300, 50))
    }
}
