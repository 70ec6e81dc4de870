import Foundation
import Testing
@testable import LayoutVizCore
import LayoutViz

/// ScrollView at offset 0, LazyVStack and LazyHStack (docs/layout/scroll-view.md), on the iPhone 13
/// Pro screen (390×844, safe area 47 from the top and 34 from the bottom).
@Suite struct ScrollViewTests {
    @Test func aVerticalScrollViewTakesTheHeightAndItsContentsWidth() {
        let tall = onPhone(ScrollView { Color.red.frame(height: 2000).id("c") })
        #expect(tall.root.frame == SafeAreaTests.safe)
        #expect(frame(tall, "c") == rect(0, 47, 390, 2000))
        // Content is proposed nil along the scroll axis: a Color becomes 10 tall, at the top.
        let color = onPhone(ScrollView { Color.red.id("c") })
        #expect(color.root.frame == SafeAreaTests.safe)
        #expect(frame(color, "c") == rect(0, 47, 390, 10))
        // Narrow content makes a narrow scroll view, which the root centres.
        let narrow = onPhone(ScrollView { box(100, 50, "b") })
        #expect(narrow.root.frame == rect(145, 47, 100, 763))
        #expect(frame(narrow, "b") == rect(145, 47, 100, 50))
    }

    /// `defaultScrollAnchor(.bottom)`: a chat opens at its last message, above the bottom inset;
    /// a short one sits at the bottom. Safe area 47…810.
    @Test func aBottomAnchorShowsTheEndOfLongContentAndAlignsShortContent() {
        let chat = onPhone(ScrollView {
            VStack(spacing: 0) { ForEach(0..<40) { i in Color.red.frame(height: 50).id("row\(i)") } }
        }.defaultScrollAnchor(.bottom))
        #expect(frame(chat, "row39") == rect(0, 810 - 50, 390, 50))
        #expect(frame(chat, "row0") == rect(0, 810 - 2000, 390, 50))
        let short = onPhone(ScrollView { Color.red.frame(height: 100).id("c") }.defaultScrollAnchor(.bottom))
        #expect(frame(short, "c") == rect(0, 810 - 100, 390, 100))
        // iOS 18's roles: the initial offset alone leaves short content at the top, and the
        // alignment alone leaves long content at its start.
        let initial = onPhone(ScrollView { Color.red.frame(height: 100).id("c") }.defaultScrollAnchor(.bottom, for: .initialOffset))
        #expect(frame(initial, "c") == rect(0, 47, 390, 100))
        let aligned = onPhone(ScrollView { Color.red.frame(height: 2000).id("c") }.defaultScrollAnchor(.bottom, for: .alignment))
        #expect(frame(aligned, "c") == rect(0, 47, 390, 2000))
        // Centre: the middle of long content in the middle of the view.
        let centre = onPhone(ScrollView { Color.red.frame(height: 1000).id("c") }.defaultScrollAnchor(.center))
        #expect(frame(centre, "c") == rect(0, 47 + (763 - 1000) / 2, 390, 1000))
    }

    /// `contentMargins` inset the scrolled content like padding inside the scroll view, whose own
    /// frame does not change; margins for the indicators alone change nothing.
    @Test func contentMarginsInsetTheScrolledContent() {
        let t = onPhone(ScrollView { Color.red.frame(height: 100).id("c") }.contentMargins(.horizontal, 20).contentMargins(.top, 8))
        #expect(frame(t, "c") == rect(20, 47 + 8, 350, 100))
        #expect(t.root.frame == SafeAreaTests.safe)
        let indicators = onPhone(ScrollView { Color.red.frame(height: 100).id("c") }.contentMargins(20, for: .scrollIndicators))
        #expect(frame(indicators, "c") == rect(0, 47, 390, 100))
    }

    @Test func aHorizontalScrollViewIsSymmetric() {
        let t = onPhone(ScrollView(.horizontal) { HStack { box(200, 100, "a"); box(200, 100, "b") } })
        #expect(t.root.frame == rect(0, 378.5, 390, 100))
        #expect(frame(t, "a") == rect(0, 378.5, 200, 100))
        #expect(frame(t, "b") == rect(208, 378.5, 200, 100))
        let both = layout(ScrollView([.horizontal, .vertical]) { Color.red.id("c") }, 300, 300)
        #expect(size(both) == CGSize(width: 300, height: 300) && frame(both, "c") == rect(0, 0, 10, 10))
        #expect(size(layout(ScrollView { Color.red }, nil, nil)) == CGSize(width: 10, height: 10))
    }

    @Test func severalViewsStackAlongTheScrollAxis() {
        let t = onPhone(ScrollView { box(50, 50, "a"); box(50, 50, "b") })
        #expect(frame(t, "a") == rect(170, 47, 50, 50))
        #expect(frame(t, "b") == rect(170, 105, 50, 50))
        let h = layout(ScrollView(.horizontal) { box(50, 50, "a"); box(50, 50, "b") }, 300, 300)
        #expect(size(h) == CGSize(width: 300, height: 50) && frame(h, "b") == rect(58, 0, 50, 50))
    }

    @Test func lazyStacksFillTheOfferedWidthOrHeight() {
        let lazy = onPhone(ScrollView { LazyVStack(alignment: .leading) { box(50, 20, "a"); box(80, 20, "b") } })
        #expect(frame(lazy, "a") == rect(0, 47, 50, 20))
        #expect(frame(lazy, "b") == rect(0, 75, 80, 20))
        let plain = onPhone(ScrollView { VStack(alignment: .leading) { box(50, 20, "a"); box(80, 20, "b") } })
        #expect(frame(plain, "a") == rect(155, 47, 50, 20))
        let row = layout(LazyHStack(alignment: .top, spacing: 4) { box(30, 30, "a"); box(30, 60, "b") }, 200, 100)
        #expect(size(row) == CGSize(width: 64, height: 100))
        #expect(frame(row, "a") == rect(0, 0, 30, 30) && frame(row, "b") == rect(34, 0, 30, 60))
    }

    @Test func theViewportReachesUnderTheUnsafeEdgesItTouches() throws {
        let t = onPhone(ScrollView { Color.red.frame(height: 2000) })
        let clips = t.displayList(scale: 3, canvas: SafeAreaTests.screen).items.compactMap { item -> Path? in
            if case .beginClip(let p) = item { return p }
            return nil
        }
        #expect(clips == [Path(SafeAreaTests.screen)])
        // In the middle of the screen it clips to its own frame (snapped to pixels, as drawing is).
        let mid = onPhone(ScrollView { Color.red.frame(height: 2000) }.frame(height: 200))
        let midClips = mid.displayList(scale: 3, canvas: SafeAreaTests.screen).items.compactMap { item -> Path? in
            if case .beginClip(let p) = item { return p }
            return nil
        }
        #expect(midClips == [Path(snapToPixels(rect(0, 328.5, 390, 200), scale: 3))])
    }

    @Test func nothingInsideIsUnsafe() {
        let t = onPhone(ScrollView { Color.blue.frame(height: 100).id("c").background(.red) })
        let background = t.root.allNodes().first { $0.kind == "background" }!
        var fill = background.children[1]
        while let c = fill.children.first { fill = c }
        #expect(fill.frame == rect(0, 47, 390, 100))
    }
}
