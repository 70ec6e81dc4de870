import Foundation
@testable import LayoutVizRender
import LayoutViz
import Testing

/// Long text is set piece by piece (docs/rendering.md, "Long text"): the same lines, sizes,
/// baselines and pixels as one Pango layout, in time proportional to the length.
@Suite struct LongTextTests {

    private func request(_ s: String, width: CGFloat?, lines: Int? = nil, alignment: TextAlignment = .leading, spacing: CGFloat = 0) -> TextLayoutRequest {
        TextLayoutRequest(string: s, font: .body, wrapWidth: width, maxLines: lines, truncation: .tail, alignment: alignment, lineSpacing: spacing)
    }

    /// Pieces and one layout, measured.
    private func both(_ r: TextLayoutRequest) -> (pieces: TextMetrics, whole: TextMetrics) {
        #expect(LongText.isLong(r.string), "the text must be long enough to be set in pieces")
        let pieces = RenderContext.standardTextMeasurer.measure(r)
        let whole = LongText.$oneLayout.withValue(true) { RenderContext.standardTextMeasurer.measure(r) }
        return (pieces, whole)
    }

    private static let words = ["layout", "proposal", "a", "stack", "of", "views", "Inter", "WAVE", "iPhone", "safe", "area", "is", "the"]

    private func prose(_ count: Int, paragraphEvery: Int = 0) -> String {
        var rng = UInt64(7)
        var out = ""
        for i in 0..<count {
            rng = rng &* 6364136223846793005 &+ 1442695040888963407
            out += Self.words[Int(rng >> 33) % Self.words.count]
            out += paragraphEvery > 0 && i % paragraphEvery == paragraphEvery - 1 ? "\n" : " "
        }
        return out
    }

    @Test(arguments: [CGFloat(300), 97.5, 20])
    func aLongWrappedParagraphHasTheLinesOfOneLayout(width: CGFloat) {
        let (pieces, whole) = both(request(prose(4_000), width: width))
        #expect(pieces == whole)
        #expect(pieces.lineCount > 100)
    }

    @Test func aLongParagraphWithoutSpacesBreaksAsOneLayoutBreaksIt() {
        let text = String(repeating: "abcdefghijklmnopqrstuvwxyz", count: 700)
        let (pieces, whole) = both(request(text, width: 300))
        #expect(pieces == whole)
    }

    @Test(arguments: [TextAlignment.leading, .center, .trailing])
    func manyParagraphsMeasureAsOneLayout(alignment: TextAlignment) {
        let text = prose(3_000, paragraphEvery: 7) + "\n\n" + "last"
        for width in [nil, CGFloat(120)] {
            let (pieces, whole) = both(request(text, width: width, alignment: alignment))
            #expect(pieces == whole, "width \(String(describing: width))")
        }
    }

    @Test(arguments: [CGFloat(0), 6.5])
    func lineSpacingAddsBetweenLinesAcrossPieces(spacing: CGFloat) {
        let text = prose(3_000, paragraphEvery: 9)
        for width in [nil, CGFloat(150)] {
            let (pieces, whole) = both(request(text, width: width, spacing: spacing))
            #expect(pieces == whole, "width \(String(describing: width))")
            #expect(abs(pieces.size.height - (CGFloat(pieces.lineCount) * pieces.lineHeight + CGFloat(pieces.lineCount - 1) * spacing)) < 0.01)
        }
    }

    @Test func separatorsSplitParagraphsAsPangoDoes() {
        #expect(LongText.paragraphs("a\nb\r\nc\rd\u{2029}e\n").count == 6)
        let text = String(repeating: "one\r\ntwo\rthree\u{2029}four\n", count: 100)
        let (pieces, whole) = both(request(text, width: nil))
        #expect(pieces == whole && pieces.lineCount == 401)
    }

    @Test func aLineLimitShowsTheFirstLinesWithAnEllipsis() {
        let text = prose(5_000)
        for n in [1, 3] {
            let (pieces, whole) = both(request(text, width: 200, lines: n))
            #expect(pieces == whole && pieces.lineCount == n)
        }
    }

    @Test func aLongUnwrappedLineIsSetInChunksSideBySide() {
        let text = String(repeating: "layout ", count: 4_000)
        let pieces = RenderContext.standardTextMeasurer.measure(request(text, width: nil))
        let whole = LongText.$oneLayout.withValue(true) { RenderContext.standardTextMeasurer.measure(request(text, width: nil)) }
        #expect(pieces.lineCount == 1 && pieces.size.height == whole.size.height && pieces.firstBaseline == whole.firstBaseline)
        // Chunk joints fall after a space, which Inter does not kern.
        #expect(pieces.size.width == whole.size.width)
    }

    @Test func sizesBeyondPangoUnitsStayPositiveAndFinite() {
        // 300,000 lines of 20.57 points: 6.2 million points, past Pango's 2^31 / 1024.
        let text = String(repeating: "x\n", count: 300_000)
        let m = RenderContext.standardTextMeasurer.measure(request(text, width: nil))
        #expect(m.lineCount == 300_001)
        #expect(m.size.height == 20.57421875 * 300_001)
        // One line of 3.2 million points.
        let wide = RenderContext.standardTextMeasurer.measure(request(String(repeating: "WWWWWWWWWW", count: 20_000), width: nil))
        #expect(wide.size.width > 3_000_000 && wide.size.width.isFinite && wide.lineCount == 1)
    }

    @Test func piecesDrawThePixelsOfOneLayout() throws {
        let text = prose(2_500, paragraphEvery: 40)
        for alignment in [TextAlignment.leading, .center] {
            let view = Text(text).multilineTextAlignment(alignment).frame(width: 240, height: 800, alignment: .top).background(Color.white)
            let tree = LayoutTree(view, proposal: ProposedViewSize(width: 240, height: 800))
            let pieces = try CairoRenderer.raster(tree.displayList(scale: 2))
            let whole = try LongText.$oneLayout.withValue(true) { try CairoRenderer.raster(tree.displayList(scale: 2)) }
            #expect(pieces == whole, "\(alignment)")
        }
    }
}
