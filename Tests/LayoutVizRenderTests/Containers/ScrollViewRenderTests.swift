import Foundation
import LayoutViz
import Testing

/// Scroll views as drawn: what they clip (docs/layout/scroll-view.md).
@Suite struct ScrollViewRenderTests {
    /// Fifty 40-point rows, each with its index as its id, in a scroll view filling the iPhone
    /// 16's safe area (59 to 818, 759 tall).
    private func rows() -> some View {
        ScrollView { VStack(spacing: 0) { ForEach(0..<50, id: \.self) { i in Color.red.frame(height: 40).id(i) } } }
    }

    /// `scrollPosition(id:anchor:)` with a value at the start: the view at its anchor (nil: top).
    @Test func aScrollPositionRestsOnItsView() throws {
        let top = try onPhone(rows().scrollPosition(id: .constant(Optional(20))))
        #expect(top.tree.frame(of: 20)?.minY == 59)
        let centre = try onPhone(rows().scrollPosition(id: .constant(Optional(20)), anchor: .center))
        #expect(centre.tree.frame(of: 20)?.midY == 438.5)  // 59 + 759 / 2
        // Near the end the content stops at its end, as a scroll view cannot pass it.
        let end = try onPhone(rows().scrollPosition(id: .constant(Optional(48))))
        #expect(end.tree.frame(of: 49)?.maxY == 818)
        // None: at the start. iOS 18's ScrollPosition: an edge, a view, a point.
        #expect(try onPhone(rows().scrollPosition(id: .constant(Int?.none))).tree.frame(of: 0)?.minY == 59)
        #expect(try onPhone(rows().scrollPosition(.constant(ScrollPosition(edge: .bottom)))).tree.frame(of: 49)?.maxY == 818)
        #expect(try onPhone(rows().scrollPosition(.constant(ScrollPosition(id: 10, anchor: .top)))).tree.frame(of: 10)?.minY == 59)
        #expect(try onPhone(rows().scrollPosition(.constant(ScrollPosition(point: CGPoint(x: 0, y: 100))))).tree.frame(of: 0)?.minY == 59 - 100)
    }

    /// `ScrollViewReader`'s `scrollTo` in `onAppear`: where the picture rests (a chat at its last
    /// message); without an anchor, as little scrolling as shows the view.
    @Test func scrollToInOnAppearIsWhereThePictureRests() throws {
        struct Chat: View {
            let target: Int
            let anchor: UnitPoint?
            var body: some View {
                ScrollViewReader { proxy in
                    ScrollView { VStack(spacing: 0) { ForEach(0..<50, id: \.self) { i in Color.red.frame(height: 40).id(i) } } }
                        .onAppear { proxy.scrollTo(target, anchor: anchor) }
                }
            }
        }
        #expect(try onPhone(Chat(target: 49, anchor: .bottom)).tree.frame(of: 49)?.maxY == 818)
        // Row 30 (1200 to 1240 in the content) just shown at the bottom: offset 1240 − 759.
        #expect(try onPhone(Chat(target: 30, anchor: nil)).tree.frame(of: 30)?.maxY == 818)
        // Already visible: no scrolling.
        #expect(try onPhone(Chat(target: 3, anchor: nil)).tree.frame(of: 0)?.minY == 59)
        // With the lifecycle off nothing runs: the start.
        var render = RenderConfiguration.on(try #require(DeviceCatalog.device(named: "iphone-16")).configuration(.portrait))
        render.look = .ios18
        var context = RenderContext(render)
        context.lifecycle = .off
        #expect(DeviceScene(Chat(target: 49, anchor: .bottom), context: context).tree.frame(of: 0)?.minY == 59)
    }

    /// A 300-point row in a 200-point horizontal scroll view centred on a 300-point canvas: the
    /// view spans x 50…250, the row 50…350. Clipped, x 260 is the white canvas; with
    /// `scrollClipDisabled` the row draws there too.
    @Test func scrollClipDisabledLetsTheContentDrawBeyondTheView() throws {
        func strip(_ disabled: Bool) throws -> Bitmap {
            try picture(ScrollView(.horizontal) { Color.red.frame(width: 300, height: 50) }.frame(width: 200).scrollClipDisabled(disabled), height: 60)
        }
        let red = RGBA8(r: 255, g: 56, b: 60)
        #expect(try strip(false).pixel(atPoint: 260, 25, scale: 2) == RGBA8(.white))
        #expect(try strip(true).pixel(atPoint: 260, 25, scale: 2) == red)
        // Inside the view, the row either way.
        #expect(try strip(false).pixel(atPoint: 100, 25, scale: 2) == red && (try strip(true).pixel(atPoint: 100, 25, scale: 2)) == red)
    }
}
