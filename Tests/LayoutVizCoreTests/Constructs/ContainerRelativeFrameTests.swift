import Foundation
import Testing
@testable import LayoutVizCore
import LayoutViz

/// `containerRelativeFrame` (docs/layout/container-relative-frame.md), on the iPhone 13 Pro screen.
@Suite struct ContainerRelativeFrameTests {
    @Test func applesPeekingCarousel() {
        // Horizontal ScrollView, LazyHStack(spacing: 10), items 3/4 of the padded width plus
        // spacing: container 390 − 40 = 350 → (350 − 30) / 4 · 3 + 20 = 260.
        let t = onPhone(ScrollView(.horizontal) {
            LazyHStack(spacing: 10) {
                ForEach(0..<5, id: \.self) { i in
                    Color.blue.frame(height: 100).containerRelativeFrame(.horizontal, count: 4, span: 3, spacing: 10).id(i)
                }
            }
        }.safeAreaPadding(.horizontal, 20))
        #expect(t.frame(of: 0) == rect(20, 378.5, 260, 100))
        #expect(t.frame(of: 1) == rect(290, 378.5, 260, 100))
    }

    @Test func outsideAScrollViewTheContainerIsTheSafeArea() {
        // Frames and stacks are not containers: the frame around it does not change what it sees.
        let t = onPhone(VStack { Color.red.containerRelativeFrame([.horizontal, .vertical]) { l, axis in axis == .horizontal ? l / 2 : l / 4 }.id("c") }
            .frame(width: 200))
        #expect(frame(t, "c").size == CGSize(width: 195, height: 190.75))
        // Only the listed axes: the other takes the proposal and the child's size.
        let h = onPhone(box(50, 50, "b").containerRelativeFrame(.horizontal, alignment: .leading).id("f"))
        #expect(frame(h, "f") == rect(0, 403.5, 390, 50) && frame(h, "b") == rect(0, 403.5, 50, 50))
    }

    @Test func aVerticalScrollViewIsTheContainerForItsContent() {
        let t = onPhone(ScrollView { VStack(spacing: 0) { Color.red.containerRelativeFrame(.vertical).id("page"); Color.blue.frame(height: 10) } })
        #expect(frame(t, "page") == rect(0, 47, 390, 763))
        // The same tree at another size re-measures (sizes below depend on the container too).
        var env = EnvironmentValues.standard
        env.displayScale = 3
        let session = LayoutSession(ScrollView { Color.red.containerRelativeFrame(.vertical).id("page") }, environment: env)
        #expect(session.layout(ProposedViewSize(width: 100, height: 300)).frame(of: "page")?.height == 300)
        #expect(session.layout(ProposedViewSize(width: 100, height: 500)).frame(of: "page")?.height == 500)
    }

    /// Sizes that depend on the container are cached with it: stacks nested around a
    /// containerRelativeFrame inside a scroll view measure linearly, and a second pass at another
    /// width re-measures only what the width reaches.
    @Test func containerDependentSizesAreCachedWithTheContainer() {
        func nested(_ depth: Int) -> AnyView {
            var v = AnyView(Color.red.containerRelativeFrame(.horizontal, count: 2, span: 1, spacing: 0).id("cell"))
            for i in 0..<depth {
                v = i % 2 == 0 ? AnyView(HStack(spacing: 0) { v; Color.blue }) : AnyView(VStack(spacing: 0) { v; Color.green.frame(maxHeight: 40) })
            }
            return AnyView(ScrollView { v })
        }
        let shallow = layout(nested(10), 400, 400)
        let deep = layout(nested(30), 400, 400)
        // Uncached, every level multiplies the calls below it (2^30 here); cached, each level adds
        // a bounded number of (node, proposal, container) answers.
        #expect(deep.sizeComputations < shallow.sizeComputations * 4)
        #expect(deep.sizeComputations < 30 * 40)
        // Half of the scroll view's width, whatever the stacks around it offered.
        #expect(deep.frame(of: "cell")?.width == 200)
        let session = LayoutSession(nested(30))
        #expect(session.layout(ProposedViewSize(width: 400, height: 400)).frame(of: "cell")?.width == 200)
        let wider = session.layout(ProposedViewSize(width: 600, height: 400))
        #expect(wider.frame(of: "cell")?.width == 300)
        #expect(session.layout(ProposedViewSize(width: 400, height: 400)).sizeComputations == 0)
    }
}
