import Foundation

// Recolouring a display list (`CompositeEffect.recolor`): a widget's accented groups drawn as
// templates in their colours (docs/widgets.md, "Appearances"), the innermost group applying.

/// The ranges of a display list already recoloured: a recoloured subtree inside another keeps
/// its own colours (the innermost recolouring applies; `CompositeEffect.recolor`).
struct Recolored {
    /// Disjoint, in order.
    private var ranges: [Range<Int>] = []

    /// Recolours the items from `start` on with `m`, but those of subtrees already recoloured:
    /// fills, strokes, texts (each run) and glyphs take their colours transformed; images,
    /// paints and texts with emoji (whose glyphs have colours of their own) are drawn in a
    /// colour-matrix layer.
    mutating func apply(_ m: ColorMatrix, from start: Int, to items: inout [DisplayItem]) {
        let inner = ranges.filter { $0.lowerBound >= start }
        ranges.removeAll { $0.lowerBound >= start }
        var out = Array(items[..<start])
        var next = inner.makeIterator(), skip = next.next()
        var i = start
        while i < items.count {
            if let r = skip, r.lowerBound == i {
                out += items[r]
                i = r.upperBound
                skip = next.next()
                continue
            }
            if m == .identity { out.append(items[i]) } else { Self.recolor(items[i], m, into: &out) }
            i += 1
        }
        items = out
        ranges.append(start..<items.count)
    }

    private static func recolor(_ item: DisplayItem, _ m: ColorMatrix, into out: inout [DisplayItem]) {
        switch item {
        case .fill(let p, let c): out.append(.fill(p, m.applied(to: c)))
        case .stroke(let p, let c, let w): out.append(.stroke(p, m.applied(to: c), lineWidth: w))
        case .styledStroke(let p, let c, let style): out.append(.styledStroke(p, m.applied(to: c), style))
        case .glyph(let g, let r, let c, let contour, let e): out.append(.glyph(g, rect: r, color: m.applied(to: c), contour: contour, embolden: e))
        case .beginShadow(let c, let r, let o, let b): out.append(.beginShadow(color: m.applied(to: c), radius: r, offset: o, bounds: b))
        case .image(_, let rect), .fillPaint(_, _, let rect):
            out += [.beginColorMatrix(m, bounds: rect), item, .endColorMatrix]
        case .text(let request, let origin, _) where request.mayDrawColorGlyphs:
            // Colour glyphs keep their own colours whatever the text's: drawn through the matrix
            // as a layer.
            out += [.beginColorMatrix(m, bounds: request.generousBounds(at: origin)), item, .endColorMatrix]
        case .text(var request, let origin, let c):
            func recolor(_ d: inout TextDecoration) {
                d.underline = d.underline.map(m.applied(to:))
                d.strikethrough = d.strikethrough.map(m.applied(to:))
            }
            recolor(&request.decoration)
            for k in request.runs.indices {
                request.runs[k].color = m.applied(to: request.runs[k].color)
                recolor(&request.runs[k].decoration)
            }
            out.append(.text(request, origin: origin, color: m.applied(to: c)))
        default: out.append(item)
        }
    }
}
