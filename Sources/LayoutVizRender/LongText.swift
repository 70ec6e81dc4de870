import CCairo
import CPango
import Foundation
import LayoutVizCore

// Long text, set piece by piece (docs/rendering.md, "Long text").
//
// Pango 1.50 sets a wrapped paragraph in time that grows with the square of its length (each line
// break reshapes the rest of the paragraph), sets many paragraphs in one layout in quadratic time
// too, and keeps sizes in 32-bit Pango units (22 bits of points: about 2 million points). Text over
// `LongText.threshold` is therefore split into pieces, each one small Pango layout, measured and
// drawn in order:
//
// - paragraphs are grouped into pieces of at most `pieceBytes` bytes and `pieceParagraphs`
//   paragraphs, split at paragraph separators (Pango's lines of separate paragraphs never
//   interact, so the lines are the same);
// - a wrapped paragraph longer than a piece is set through a window of `windowCharacters`
//   characters: the window's lines are kept except the last two (which the window's end may have
//   changed), and the next window starts where the first dropped line started. Pango breaks lines
//   greedily, so a line depends only on the text from its start, and the kept lines are the lines
//   the whole paragraph would have;
// - an unwrapped paragraph longer than a piece is one line set in chunks side by side (the only
//   approximation: kerning between the two characters at a chunk joint is not applied).
//
// Positions are summed in `Double`, so no size overflows Pango's units.

/// One Pango layout of a long text: a range of the text, the lines of it that belong to the text
/// (nil: all; else the first `keptLines`), and, for chunks of one long unwrapped line, whether it
/// continues the line of the piece before it.
struct TextPiece {
    var range: Range<String.Index>
    var keptLines: Int?
    var continuesLine: Bool
}

/// The lines of one piece, measured: in points, relative to the piece layout's origin.
struct PieceMetrics {
    var lineCount: Int
    var top: Double
    var bottom: Double
    var minX: Double
    var maxX: Double
    var firstBaseline: Double
    var lastBaseline: Double
    /// The last kept line's width.
    var lastLineWidth: Double = 0
}

package enum LongText {
    /// Text up to this many UTF-8 bytes (and `maxParagraphs` paragraphs) is one Pango layout.
    static let threshold = 16_384
    static let maxParagraphs = 256
    static let pieceBytes = 8_192
    static let pieceParagraphs = 64
    static let windowCharacters = 1_024

    /// Set to true to set every text as one Pango layout (tests compare the two ways).
    @TaskLocal package static var oneLayout = false

    /// Whether `text` is set piece by piece.
    static func isLong(_ text: String) -> Bool {
        if oneLayout { return false }
        let utf8 = text.utf8
        if utf8.count > threshold { return true }
        var separators = 0
        for byte in utf8 where byte == 0x0A || byte == 0x0D {
            separators += 1
            if separators > maxParagraphs { return true }
        }
        return false
    }

    /// The paragraphs of `text`: ranges between separators (LF, CR, CR LF, U+2029), as Pango splits them.
    static func paragraphs(_ text: String) -> [Range<String.Index>] {
        var result: [Range<String.Index>] = []
        let utf8 = text.utf8
        var start = utf8.startIndex
        var i = start
        while i != utf8.endIndex {
            let byte = utf8[i]
            var separatorEnd: String.Index?
            if byte == 0x0A {
                separatorEnd = utf8.index(after: i)
            } else if byte == 0x0D {
                let next = utf8.index(after: i)
                separatorEnd = next != utf8.endIndex && utf8[next] == 0x0A ? utf8.index(after: next) : next
            } else if byte == 0xE2, let a = utf8.index(i, offsetBy: 1, limitedBy: utf8.endIndex), a != utf8.endIndex, utf8[a] == 0x80,
                      let b = utf8.index(i, offsetBy: 2, limitedBy: utf8.endIndex), b != utf8.endIndex, utf8[b] == 0xA9 {
                separatorEnd = utf8.index(after: b)
            }
            if let end = separatorEnd {
                result.append(start..<i)
                start = end
                i = end
            } else {
                i = utf8.index(after: i)
            }
        }
        result.append(start..<utf8.endIndex)
        return result
    }

    /// Splits `text` into pieces and calls `body` with each piece's layout and its kept lines, in
    /// order. `setText` puts a range of the text into the one layout the pieces share and returns it.
    /// `body` returns false to stop.
    static func forEachPiece(of text: String, wrapped: Bool, setText: (Range<String.Index>) -> OpaquePointer,
                             body: (TextPiece, OpaquePointer) -> Bool) {
        var group: Range<String.Index>?
        var groupCount = 0
        var going = true
        func flush() {
            guard let g = group, going else { return }
            let layout = setText(g)
            going = body(TextPiece(range: g, keptLines: nil, continuesLine: false), layout)
            group = nil
            groupCount = 0
        }
        for paragraph in paragraphs(text) {
            guard going else { return }
            let bytes = text.utf8.distance(from: paragraph.lowerBound, to: paragraph.upperBound)
            if bytes > pieceBytes {
                flush()
                guard going else { return }
                if wrapped {
                    going = window(text, paragraph, setText: setText, body: body)
                } else {
                    going = chunks(text, paragraph, setText: setText, body: body)
                }
                continue
            }
            if let g = group, groupCount < pieceParagraphs,
               text.utf8.distance(from: g.lowerBound, to: paragraph.upperBound) <= pieceBytes {
                group = g.lowerBound..<paragraph.upperBound
                groupCount += 1
            } else {
                flush()
                group = paragraph
                groupCount = 1
            }
        }
        flush()
    }

    /// A long wrapped paragraph through a sliding window (see the top of this file).
    private static func window(_ text: String, _ paragraph: Range<String.Index>, setText: (Range<String.Index>) -> OpaquePointer,
                               body: (TextPiece, OpaquePointer) -> Bool) -> Bool {
        var start = paragraph.lowerBound
        var size = windowCharacters
        while true {
            let end = text.index(start, offsetBy: size, limitedBy: paragraph.upperBound) ?? paragraph.upperBound
            let layout = setText(start..<end)
            let lines = Int(pango_layout_get_line_count(layout))
            if end == paragraph.upperBound {
                return body(TextPiece(range: start..<end, keptLines: nil, continuesLine: false), layout)
            }
            guard lines >= 3, let line = pango_layout_get_line_readonly(layout, Int32(lines - 2)) else {
                size *= 2 // lines longer than a third of the window: widen it
                continue
            }
            guard body(TextPiece(range: start..<end, keptLines: lines - 2, continuesLine: false), layout) else { return false }
            let offset = Int(line.pointee.start_index)
            start = text.utf8.index(start, offsetBy: offset)
            size = windowCharacters
        }
    }

    /// A long unwrapped paragraph as chunks of one line.
    private static func chunks(_ text: String, _ paragraph: Range<String.Index>, setText: (Range<String.Index>) -> OpaquePointer,
                               body: (TextPiece, OpaquePointer) -> Bool) -> Bool {
        var start = paragraph.lowerBound
        var first = true
        while start < paragraph.upperBound {
            var end = text.index(start, offsetBy: pieceBytes / 4, limitedBy: paragraph.upperBound) ?? paragraph.upperBound
            // Joints after a space where there is one near: fonts rarely kern a space.
            if end < paragraph.upperBound, let space = text[start..<end].suffix(256).lastIndex(of: " ") {
                end = text.index(after: space)
            }
            let layout = setText(start..<end)
            let going = body(TextPiece(range: start..<end, keptLines: nil, continuesLine: !first), layout)
            guard going else { return false }
            start = end
            first = false
        }
        return true
    }

    /// Where each piece goes and what the whole text measures.
    struct Plan {
        /// Each piece's layout origin, relative to the top-left of the text's line box.
        var origins: [(x: Double, y: Double)] = []
        var metrics = TextMetrics(size: .zero, lineCount: 0, lineHeight: 0, firstBaseline: 0, lastBaseline: 0)
        /// The left edge of the line box in the pieces' coordinates (non-zero when lines are aligned).
        var minX = 0.0
    }

    /// Measures every piece and places it: pieces stack down, chunks of one line side by side;
    /// unwrapped lines are aligned across pieces as one layout aligns them (`alignment` 0, 0.5, 1).
    static func plan(_ text: String, wrapped: Bool, alignment: Double, lineSpacing: Double = 0, setText: (Range<String.Index>) -> OpaquePointer) -> Plan {
        var pieces: [(metrics: PieceMetrics, continuesLine: Bool)] = []
        forEachPiece(of: text, wrapped: wrapped, setText: setText) { piece, layout in
            pieces.append((metrics(of: layout, keptLines: piece.keptLines), piece.continuesLine))
            return true
        }
        // Rows: a piece, or a piece followed by the chunks that continue its line.
        var rowWidths: [Double] = []
        for p in pieces {
            let w = p.metrics.maxX - (p.continuesLine ? 0 : p.metrics.minX)
            if p.continuesLine, !rowWidths.isEmpty { rowWidths[rowWidths.count - 1] += w } else { rowWidths.append(w) }
        }
        let widest = rowWidths.max() ?? 0
        var plan = Plan()
        var y = 0.0, x = 0.0, row = -1, rowY = 0.0
        var minX = Double.infinity, maxX = -Double.infinity
        var lines = 0
        for (i, p) in pieces.enumerated() {
            let m = p.metrics
            if !p.continuesLine {
                // Lines of neighbouring pieces are `lineSpacing` apart, as within one layout.
                if row >= 0 { y += lineSpacing }
                row += 1
                rowY = y - m.top
                // Wrapped pieces are aligned by Pango within the wrap width; unwrapped ones within
                // their own widest line, so shift them to align within the widest of all.
                x = wrapped ? 0 : alignment * (widest - rowWidths[row])
                y += m.bottom - m.top
                lines += m.lineCount
                if i == 0 { plan.metrics.firstBaseline = m.firstBaseline - m.top }
                plan.metrics.lastBaseline = rowY + m.lastBaseline
                minX = min(minX, x + m.minX)
            }
            plan.origins.append((x, rowY))
            maxX = max(maxX, x + m.maxX)
            x += m.maxX
        }
        if pieces.isEmpty { minX = 0; maxX = 0 }
        plan.metrics.size = CGSize(width: CGFloat(maxX - minX), height: CGFloat(y))
        plan.metrics.lineCount = lines
        plan.metrics.lineHeight = lines > 0 ? CGFloat(y - Double(lines - 1) * lineSpacing) / CGFloat(lines) : 0
        // The last line: the last piece's, or the whole last row when chunks continue one line.
        if let last = pieces.last { plan.metrics.lastLineWidth = CGFloat(last.continuesLine ? (rowWidths.last ?? 0) : last.metrics.lastLineWidth) }
        plan.minX = minX
        return plan
    }

    /// The kept lines of `layout`, measured.
    static func metrics(of layout: OpaquePointer, keptLines: Int?) -> PieceMetrics {
        let scale = Double(PANGO_SCALE)
        var m = PieceMetrics(lineCount: 0, top: 0, bottom: 0, minX: .infinity, maxX: -.infinity, firstBaseline: 0, lastBaseline: 0)
        guard let iter = pango_layout_get_iter(layout) else { return m }
        defer { pango_layout_iter_free(iter) }
        let limit = keptLines ?? Int.max
        repeat {
            guard m.lineCount < limit else { break }
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iter, nil, &logical)
            var y0: Int32 = 0, y1: Int32 = 0
            pango_layout_iter_get_line_yrange(iter, &y0, &y1)
            let baseline = Double(pango_layout_iter_get_baseline(iter)) / scale
            if m.lineCount == 0 {
                m.top = Double(y0) / scale
                m.firstBaseline = baseline
            }
            m.bottom = Double(y1) / scale
            m.lastBaseline = baseline
            m.minX = min(m.minX, Double(logical.x) / scale)
            m.maxX = max(m.maxX, Double(logical.x + logical.width) / scale)
            m.lastLineWidth = Double(logical.width) / scale
            m.lineCount += 1
        } while pango_layout_iter_next_line(iter) != 0
        if m.lineCount == 0 { m.minX = 0; m.maxX = 0 }
        return m
    }

    /// Draws the kept lines of `layout` with the piece's origin at (x, y) on `cr`, skipping lines
    /// outside the clip.
    static func draw(_ layout: OpaquePointer, keptLines: Int?, x: Double, y: Double, clipTop: Double, clipBottom: Double, on cr: OpaquePointer?) {
        let scale = Double(PANGO_SCALE)
        guard let iter = pango_layout_get_iter(layout) else { return }
        defer { pango_layout_iter_free(iter) }
        let limit = keptLines ?? Int.max
        var index = 0
        repeat {
            guard index < limit else { break }
            index += 1
            var y0: Int32 = 0, y1: Int32 = 0
            pango_layout_iter_get_line_yrange(iter, &y0, &y1)
            if y + Double(y1) / scale < clipTop { continue }
            if y + Double(y0) / scale > clipBottom { break }
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iter, nil, &logical)
            guard let line = pango_layout_iter_get_line_readonly(iter) else { continue }
            cairo_move_to(cr, x + Double(logical.x) / scale, y + Double(pango_layout_iter_get_baseline(iter)) / scale)
            pango_cairo_show_layout_line(cr, line)
        } while pango_layout_iter_next_line(iter) != 0
    }
}
