import Foundation
import LayoutViz
import Testing

/// Scroll views as drawn: what they clip (docs/layout/scroll-view.md).
@Suite struct ScrollViewRenderTests {
    /// A 300-point row in a 200-point horizontal scroll view centred on a 300-point canvas: the
    /// view spans x 50…250, the row 50…350. Clipped, x 260 is the white canvas; with
    /// `scrollClipDisabled` the row draws there too.
    @Test func scrollClipDisabledLetsTheContentDrawBeyondTheView() throws {
        func strip(_ disabled: Bool) throws -> Bitmap {
            try picture(ScrollView(.horizontal) { Color.red.frame(width: 300, height: 50) }.frame(width: 200).scrollClipDisabled(disabled), height: 60)
        }
        let red = RGBA8(r: 255, g: 59, b: 48)
        #expect(try strip(false).pixel(atPoint: 260, 25, scale: 2) == RGBA8(.white))
        #expect(try strip(true).pixel(atPoint: 260, 25, scale: 2) == red)
        // Inside the view, the row either way.
        #expect(try strip(false).pixel(atPoint: 100, 25, scale: 2) == red && (try strip(true).pixel(atPoint: 100, 25, scale: 2)) == red)
    }
}
