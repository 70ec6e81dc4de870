import Foundation

// Simple vector glyphs for common SF Symbol names (docs/layout/image.md, "Symbols").
//
// SF Symbols cannot ship, so LayoutViz draws its own plain line icons for the names apps use
// most, in the symbol's colour and square: outlines for the plain names, filled shapes for the
// `.fill` variants (marks inside a filled shape are knocked out in white). They are LayoutViz's
// own drawings on a 20 × 20 grid, not Apple's designs; they read as the same kind of icon at a
// glance. The table (SymbolTable.swift) says which names use these drawings and which use a
// glyph of an icon font; a name with neither keeps the marked stand-in (a rounded square with
// the name's initial).

/// Draws symbol glyphs into a square.
struct SymbolPen {
    let rect: CGRect
    let color: Color
    /// Stroke width: 1.7 on the 20-point grid (a regular-weight symbol's line).
    let line: CGFloat
    var items: [DisplayItem] = []

    init(rect: CGRect, color: Color) {
        self.rect = rect
        self.color = color
        line = max(rect.width * 0.085, 0.5)
    }

    /// A grid point (0...20 on both axes) in the square.
    func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
        CGPoint(x: rect.minX + x / 20 * rect.width, y: rect.minY + y / 20 * rect.height)
    }

    /// A grid length in points.
    func len(_ v: CGFloat) -> CGFloat { v / 20 * rect.width }

    func poly(_ points: [(CGFloat, CGFloat)], closed: Bool = false) -> Path {
        var path = Path()
        for (i, q) in points.enumerated() {
            if i == 0 { path.move(to: p(q.0, q.1)) } else { path.addLine(to: p(q.0, q.1)) }
        }
        if closed { path.closeSubpath() }
        return path
    }

    func circle(_ x: CGFloat, _ y: CGFloat, _ r: CGFloat) -> Path {
        Path(ellipseIn: CGRect(x: p(x, y).x - len(r), y: p(x, y).y - len(r), width: 2 * len(r), height: 2 * len(r)))
    }

    func rounded(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat, _ r: CGFloat) -> Path {
        Path(roundedRect: CGRect(origin: p(x, y), size: CGSize(width: len(w), height: len(h))), cornerRadius: len(r))
    }

    /// A person's shoulders: an arch from `from` to `to` on the line `base`, its control points
    /// straight above the ends at `top`, closed along the base.
    func shoulders(from x0: CGFloat, to x1: CGFloat, base: CGFloat, top: CGFloat) -> Path {
        var path = Path()
        path.move(to: p(x0, base))
        path.addCurve(to: p(x1, base), control1: p(x0, top), control2: p(x1, top))
        path.closeSubpath()
        return path
    }

    mutating func stroke(_ path: Path, width: CGFloat? = nil) { items.append(.stroke(path, color, lineWidth: width ?? line)) }
    mutating func fill(_ path: Path) { items.append(.fill(path, color)) }
    /// A mark inside a filled shape: white (the knock-out), else in the symbol's colour.
    mutating func mark(_ path: Path, knockedOut: Bool, filled: Bool = false) {
        if filled { items.append(.fill(path, knockedOut ? .white : color)) }
        else { items.append(.stroke(path, knockedOut ? .white : color, lineWidth: line)) }
    }
    /// The main shape: filled for a `.fill` symbol, outlined otherwise.
    mutating func body(_ path: Path, filled: Bool) { if filled { fill(path) } else { stroke(path) } }
}

package enum SymbolGlyphs {
    /// The names drawn with glyphs (each also with `.fill`), sorted.
    package static let names: [String] = [
        "arrow.down", "arrow.left", "arrow.right", "arrow.triangle.2.circlepath", "arrow.up",
        "arrow.uturn.left", "bell", "bolt", "bookmark", "bubble.left", "calendar", "camera", "cart",
        "chart.line.uptrend.xyaxis", "checkmark", "checkmark.circle", "chevron.backward", "chevron.down",
        "chevron.forward", "chevron.left", "chevron.right", "chevron.up", "circle", "clock", "creditcard",
        "doc", "doc.text", "dollarsign.circle", "ellipsis", "ellipsis.circle", "envelope", "flag", "folder",
        "gear", "gearshape", "globe", "heart", "house", "info.circle", "iphone", "list.bullet", "location",
        "lock", "magnifyingglass", "map", "message", "minus", "mountain.2", "paperplane", "pause", "person",
        "person.2", "person.badge.plus", "person.circle", "person.crop.circle", "photo", "play", "plus",
        "plus.circle", "shippingbox", "sidebar.left", "square", "square.and.arrow.up", "square.and.pencil",
        "square.grid.2x2", "star", "trash", "tray", "wifi", "xmark", "xmark.circle",
    ]

    /// Whether the symbol points the way text runs, and so is drawn mirrored right to left:
    /// SF Symbols' `forward` and `backward` names (`chevron.forward`, `arrow.backward`); the
    /// `left`/`right` ones keep their direction.
    static func mirrorsRightToLeft(_ name: String) -> Bool {
        name.split(separator: ".").contains { $0 == "forward" || $0 == "backward" }
    }

    /// The drawing of `name` in `rect`, or nil when LayoutViz has no glyph for it.
    static func draw(_ name: String, in rect: CGRect, color: Color) -> [DisplayItem]? {
        let filled = name.hasSuffix(".fill")
        let base = filled ? String(name.dropLast(5)) : name
        var g = SymbolPen(rect: rect, color: color)
        switch base {
        case "chevron.right", "chevron.forward": g.stroke(g.poly([(7, 3), (14, 10), (7, 17)]))
        case "chevron.left", "chevron.backward": g.stroke(g.poly([(13, 3), (6, 10), (13, 17)]))
        case "chevron.down": g.stroke(g.poly([(3, 7), (10, 14), (17, 7)]))
        case "chevron.up": g.stroke(g.poly([(3, 13), (10, 6), (17, 13)]))
        case "arrow.up": g.stroke(g.poly([(10, 17), (10, 3)])); g.stroke(g.poly([(4.5, 8.5), (10, 3), (15.5, 8.5)]))
        case "arrow.down": g.stroke(g.poly([(10, 3), (10, 17)])); g.stroke(g.poly([(4.5, 11.5), (10, 17), (15.5, 11.5)]))
        case "arrow.left": g.stroke(g.poly([(17, 10), (3, 10)])); g.stroke(g.poly([(8.5, 4.5), (3, 10), (8.5, 15.5)]))
        case "arrow.right": g.stroke(g.poly([(3, 10), (17, 10)])); g.stroke(g.poly([(11.5, 4.5), (17, 10), (11.5, 15.5)]))
        case "plus": plus(&g, 3, 17, knockedOut: false)
        case "minus": g.stroke(g.poly([(3, 10), (17, 10)]))
        case "xmark": cross(&g, 4, 16, knockedOut: false)
        case "checkmark": g.stroke(g.poly([(3, 10.5), (8, 15.5), (17, 4.5)]))
        case "circle": g.body(g.circle(10, 10, 8.5), filled: filled)
        case "square": g.body(g.rounded(2.5, 2.5, 15, 15, 3), filled: filled)
        case "plus.circle": g.body(g.circle(10, 10, 8.5), filled: filled); plus(&g, 6, 14, knockedOut: filled)
        case "xmark.circle": g.body(g.circle(10, 10, 8.5), filled: filled); cross(&g, 7, 13, knockedOut: filled)
        case "checkmark.circle":
            g.body(g.circle(10, 10, 8.5), filled: filled)
            g.mark(g.poly([(6, 10.5), (9, 13.5), (14, 7)]), knockedOut: filled)
        case "info.circle":
            g.body(g.circle(10, 10, 8.5), filled: filled)
            g.mark(g.circle(10, 6.2, 1.1), knockedOut: filled, filled: true)
            g.mark(g.poly([(10, 9), (10, 14.5)]), knockedOut: filled)
        case "ellipsis":
            for x in [4.0, 10, 16] as [CGFloat] { g.fill(g.circle(x, 10, 1.6)) }
        case "ellipsis.circle":
            g.body(g.circle(10, 10, 8.5), filled: filled)
            for x in [6.0, 10, 14] as [CGFloat] { g.mark(g.circle(x, 10, 1.2), knockedOut: filled, filled: true) }
        case "magnifyingglass":
            g.stroke(g.circle(8.5, 8.5, 5.5))
            g.stroke(g.poly([(12.6, 12.6), (17.5, 17.5)]), width: g.line * 1.3)
        case "house":
            g.body(g.poly([(3, 9), (10, 3), (17, 9), (17, 17), (3, 17)], closed: true), filled: filled)
            g.mark(g.rounded(8.5, 12, 3, 5, 0.5), knockedOut: filled, filled: filled)
        case "person":
            g.body(g.circle(10, 6, 3.5), filled: filled)
            g.body(g.shoulders(from: 3.5, to: 16.5, base: 18, top: 10.5), filled: filled)
        case "person.circle", "person.crop.circle":
            g.body(g.circle(10, 10, 8.5), filled: filled)
            g.mark(g.circle(10, 8, 2.8), knockedOut: filled, filled: filled)
            var shoulders = Path()
            shoulders.move(to: g.p(5, 16))
            shoulders.addCurve(to: g.p(15, 16), control1: g.p(6, 11.5), control2: g.p(14, 11.5))
            g.mark(shoulders, knockedOut: filled)
        case "heart":
            var heart = Path()
            heart.move(to: g.p(10, 17))
            heart.addCurve(to: g.p(2, 7.5), control1: g.p(5, 13.5), control2: g.p(2, 10.5))
            heart.addCurve(to: g.p(10, 5), control1: g.p(2, 3), control2: g.p(8, 2.5))
            heart.addCurve(to: g.p(18, 7.5), control1: g.p(12, 2.5), control2: g.p(18, 3))
            heart.addCurve(to: g.p(10, 17), control1: g.p(18, 10.5), control2: g.p(15, 13.5))
            heart.closeSubpath()
            g.body(heart, filled: filled)
        case "star":
            let points = (0..<10).map { i -> (CGFloat, CGFloat) in
                let a = -CGFloat.pi / 2 + CGFloat(i) * .pi / 5
                let r: CGFloat = i % 2 == 0 ? 8.8 : 3.7
                return (10 + r * cos(a), 10.6 + r * sin(a))
            }
            g.body(g.poly(points, closed: true), filled: filled)
        case "trash":
            g.stroke(g.poly([(3, 5), (17, 5)]))
            g.stroke(g.poly([(7.5, 5), (7.5, 2.8), (12.5, 2.8), (12.5, 5)]))
            g.body(g.poly([(4.8, 5), (5.8, 17.5), (14.2, 17.5), (15.2, 5)], closed: true), filled: filled)
        case "square.and.arrow.up":
            g.body(g.poly([(6.5, 8), (4, 8), (4, 18), (16, 18), (16, 8), (13.5, 8)], closed: filled), filled: filled)
            // The arrow: in the colour above the box, knocked out where it crosses a filled box.
            g.mark(g.poly([(10, 2.5), (10, filled ? 8 : 12.5)]), knockedOut: false)
            if filled { g.mark(g.poly([(10, 8), (10, 12.5)]), knockedOut: true) }
            g.mark(g.poly([(6.5, 6), (10, 2.5), (13.5, 6)]), knockedOut: false)
        case "square.and.pencil":
            g.body(g.poly([(10, 4), (3, 4), (3, 17), (16, 17), (16, 10)], closed: filled), filled: filled)
            g.stroke(g.poly([(8.5, 11.5), (17, 3)]), width: g.line * 1.4)
        case "tray":
            g.body(g.poly([(2, 11), (5, 4), (15, 4), (18, 11), (18, 17), (2, 17)], closed: true), filled: filled)
            g.mark(g.poly([(2, 11), (7, 11), (8, 13), (12, 13), (13, 11), (18, 11)]), knockedOut: filled)
        case "envelope":
            g.body(g.rounded(2, 4.5, 16, 11, 1.5), filled: filled)
            g.mark(g.poly([(2.5, 5.2), (10, 11), (17.5, 5.2)]), knockedOut: filled)
        case "map":
            g.body(g.poly([(2, 5), (7, 3), (13, 5), (18, 3), (18, 15), (13, 17), (7, 15), (2, 17)], closed: true), filled: filled)
            g.mark(g.poly([(7, 3), (7, 15)]), knockedOut: filled)
            g.mark(g.poly([(13, 5), (13, 17)]), knockedOut: filled)
        case "mountain.2":
            g.body(g.poly([(1, 17), (7, 7), (10.5, 12.5), (13, 9), (19, 17)], closed: true), filled: filled)
        case "sidebar.left":
            g.body(g.rounded(2, 3.5, 16, 13, 2.5), filled: filled)
            g.mark(g.poly([(7.5, 3.5), (7.5, 16.5)]), knockedOut: filled)
            for y in [6.5, 8.5, 10.5] as [CGFloat] { g.mark(g.poly([(3.8, y), (5.8, y)]), knockedOut: filled) }
        case "bell":
            var bell = Path()
            bell.move(to: g.p(3.5, 14.5))
            bell.addLine(to: g.p(5.5, 12))
            bell.addLine(to: g.p(5.5, 8.5))
            bell.addCurve(to: g.p(14.5, 8.5), control1: g.p(5.5, 2.5), control2: g.p(14.5, 2.5))
            bell.addLine(to: g.p(14.5, 12))
            bell.addLine(to: g.p(16.5, 14.5))
            bell.closeSubpath()
            g.body(bell, filled: filled)
            g.fill(g.circle(10, 17, 1.6))
        case "calendar":
            g.body(g.rounded(3, 4, 14, 13, 2), filled: filled)
            g.mark(g.poly([(3, 8), (17, 8)]), knockedOut: filled)
            g.stroke(g.poly([(7, 2.5), (7, 5.5)]))
            g.stroke(g.poly([(13, 2.5), (13, 5.5)]))
        case "clock":
            g.body(g.circle(10, 10, 8.5), filled: filled)
            g.mark(g.poly([(10, 5), (10, 10), (13.5, 12)]), knockedOut: filled)
        case "paperplane":
            g.body(g.poly([(2, 9), (18, 2), (11, 18), (9, 11)], closed: true), filled: filled)
            g.mark(g.poly([(9, 11), (18, 2)]), knockedOut: filled)
        case "photo":
            g.body(g.rounded(2, 4, 16, 12, 2), filled: filled)
            g.mark(g.poly([(2.5, 15), (8, 9.5), (12, 13.5), (14, 11.5), (17.5, 15)]), knockedOut: filled)
            g.mark(g.circle(13.5, 7.5, 1.5), knockedOut: filled, filled: true)
        case "folder": g.body(g.poly([(2, 5), (8, 5), (10, 7), (18, 7), (18, 16), (2, 16)], closed: true), filled: filled)
        case "gear", "gearshape":
            let teeth = (0..<32).map { i -> (CGFloat, CGFloat) in
                // Eight teeth: two points out, two points in, per tooth.
                let a = CGFloat(i) * .pi / 16
                let r: CGFloat = (i % 4 == 0 || i % 4 == 1) ? 8.8 : 6.6
                return (10 + r * cos(a), 10 + r * sin(a))
            }
            g.body(g.poly(teeth, closed: true), filled: filled)
            g.mark(g.circle(10, 10, 2.8), knockedOut: filled, filled: filled)
        case "globe":
            g.body(g.circle(10, 10, 8.5), filled: filled)
            g.mark(Path(ellipseIn: CGRect(origin: g.p(6, 1.5), size: CGSize(width: g.len(8), height: g.len(17)))), knockedOut: filled)
            g.mark(g.poly([(1.5, 10), (18.5, 10)]), knockedOut: filled)
        case "bolt": g.body(g.poly([(11.5, 1.5), (4, 11.5), (9.5, 11.5), (8.5, 18.5), (16, 8), (10.5, 8)], closed: true), filled: filled)
        case "lock":
            var shackle = Path()
            shackle.move(to: g.p(6.5, 9))
            shackle.addLine(to: g.p(6.5, 6.5))
            shackle.addCurve(to: g.p(13.5, 6.5), control1: g.p(6.5, 1.8), control2: g.p(13.5, 1.8))
            shackle.addLine(to: g.p(13.5, 9))
            g.stroke(shackle)
            g.body(g.rounded(4, 9, 12, 9, 2), filled: filled)
        case "square.grid.2x2":
            for (x, y) in [(3, 3), (11, 3), (3, 11), (11, 11)] as [(CGFloat, CGFloat)] { g.body(g.rounded(x, y, 6, 6, 1.5), filled: filled) }
        case "list.bullet":
            for y in [5.0, 10, 15] as [CGFloat] {
                g.fill(g.circle(4, y, 1.3))
                g.stroke(g.poly([(7.5, y), (17, y)]))
            }
        case "bubble.left", "message":
            var bubble = g.rounded(2, 3, 16, 11, 5)
            bubble.move(to: g.p(5, 13))
            bubble.addLine(to: g.p(3.5, 17.5))
            bubble.addLine(to: g.p(9, 14))
            g.body(bubble, filled: filled)
        case "doc", "doc.text":
            g.body(g.poly([(4, 2), (12, 2), (16, 6), (16, 18), (4, 18)], closed: true), filled: filled)
            g.mark(g.poly([(12, 2), (12, 6), (16, 6)]), knockedOut: filled)
            if base == "doc.text" {
                for y in [10.0, 13] as [CGFloat] { g.mark(g.poly([(7, y), (13, y)]), knockedOut: filled) }
            }
        case "location": g.body(g.poly([(17, 3), (3, 9.5), (9.5, 10.5), (10.5, 17)], closed: true), filled: filled)
        case "play": g.body(g.poly([(6, 3), (16.5, 10), (6, 17)], closed: true), filled: filled)
        case "pause":
            g.fill(g.rounded(5, 3.5, 3.2, 13, 0.8))
            g.fill(g.rounded(11.8, 3.5, 3.2, 13, 0.8))
        case "wifi":
            for r in [4.5, 9.0, 13.5] as [CGFloat] {
                var arc = Path()
                arc.move(to: g.p(10 - r * 0.7071, 17 - r * 0.7071))
                arc.addCurve(to: g.p(10 + r * 0.7071, 17 - r * 0.7071), control1: g.p(10 - r * 0.3, 17 - r * 1.05), control2: g.p(10 + r * 0.3, 17 - r * 1.05))
                g.stroke(arc)
            }
            g.fill(g.circle(10, 17, 1.4))
        case "camera":
            var camera = g.rounded(2, 6, 16, 11, 2)
            camera.addPath(g.poly([(7, 6), (8, 4), (12, 4), (13, 6)], closed: true))
            g.body(camera, filled: filled)
            g.mark(g.circle(10, 11.5, 3), knockedOut: filled)
        case "bookmark": g.body(g.poly([(5, 2), (15, 2), (15, 18), (10, 14), (5, 18)], closed: true), filled: filled)
        case "flag":
            g.stroke(g.poly([(4, 2), (4, 18)]))
            g.body(g.poly([(4, 3), (16, 3), (13, 7), (16, 11), (4, 11)], closed: true), filled: filled)
        case "dollarsign.circle":
            g.body(g.circle(10, 10, 8.5), filled: filled)
            var dollar = Path()
            dollar.move(to: g.p(12.8, 7.2))
            dollar.addCurve(to: g.p(10, 10), control1: g.p(12.5, 5), control2: g.p(7, 5.2))
            dollar.addCurve(to: g.p(7.2, 12.8), control1: g.p(13, 10.8), control2: g.p(13.2, 15))
            g.mark(dollar, knockedOut: filled)
            g.mark(g.poly([(10, 4), (10, 16)]), knockedOut: filled)
        case "shippingbox":
            g.body(g.poly([(3, 6), (10, 2.5), (17, 6), (17, 14), (10, 17.5), (3, 14)], closed: true), filled: filled)
            g.mark(g.poly([(3, 6), (10, 9.5), (17, 6)]), knockedOut: filled)
            g.mark(g.poly([(10, 9.5), (10, 17.5)]), knockedOut: filled)
        case "person.2":
            g.body(g.circle(7, 7, 2.8), filled: filled)
            g.body(g.circle(14, 6, 2.4), filled: filled)
            g.body(g.shoulders(from: 1.5, to: 12.5, base: 17, top: 11), filled: filled)
            var back = Path()
            back.move(to: g.p(12.8, 10.6))
            back.addCurve(to: g.p(18.5, 15.5), control1: g.p(16.8, 10.2), control2: g.p(18.5, 12.5))
            back.addLine(to: g.p(14, 15.5))
            if filled { back.closeSubpath() }
            g.body(back, filled: filled)
        case "person.badge.plus":
            g.body(g.circle(8, 6.5, 3.2), filled: filled)
            g.body(g.shoulders(from: 1.5, to: 14.5, base: 17.5, top: 10.5), filled: filled)
            g.stroke(g.poly([(16, 3), (16, 9)]))
            g.stroke(g.poly([(13, 6), (19, 6)]))
        case "arrow.uturn.left":
            var turn = Path()
            turn.move(to: g.p(16, 17))
            turn.addLine(to: g.p(16, 10))
            turn.addCurve(to: g.p(11, 5), control1: g.p(16, 7), control2: g.p(14, 5))
            turn.addLine(to: g.p(4, 5))
            g.stroke(turn)
            g.stroke(g.poly([(7.5, 1.5), (4, 5), (7.5, 8.5)]))
        case "arrow.triangle.2.circlepath":
            var top = Path()
            top.move(to: g.p(3.5, 10))
            top.addCurve(to: g.p(16.5, 9), control1: g.p(3.5, 2), control2: g.p(16, 2))
            g.stroke(top)
            g.fill(g.poly([(14, 8), (16.5, 11.5), (19, 8)], closed: true))
            var bottom = Path()
            bottom.move(to: g.p(16.5, 10))
            bottom.addCurve(to: g.p(3.5, 11), control1: g.p(16.5, 18), control2: g.p(4, 18))
            g.stroke(bottom)
            g.fill(g.poly([(1, 12), (3.5, 8.5), (6, 12)], closed: true))
        case "chart.line.uptrend.xyaxis":
            g.stroke(g.poly([(3, 2), (3, 17), (18, 17)]))
            g.stroke(g.poly([(5.5, 14), (9, 9.5), (12, 12), (17, 5)]))
        case "cart":
            g.body(g.poly([(5, 6), (18, 6), (16, 13), (6.5, 13)], closed: filled), filled: filled)
            g.stroke(g.poly([(1.5, 3), (4, 3), (6.5, 13), (16, 13)]))
            g.fill(g.circle(7.5, 16.5, 1.4))
            g.fill(g.circle(14.5, 16.5, 1.4))
        case "iphone":
            g.body(g.rounded(5.5, 1.5, 9, 17, 2.2), filled: filled)
            g.mark(g.rounded(8.6, 2.8, 2.8, 1, 0.5), knockedOut: filled, filled: true)
        case "creditcard":
            g.body(g.rounded(2, 4.5, 16, 11, 2), filled: filled)
            g.mark(g.poly([(2, 8), (18, 8)]), knockedOut: filled)
        default:
            return nil
        }
        return g.items
    }

    private static func plus(_ g: inout SymbolPen, _ a: CGFloat, _ b: CGFloat, knockedOut: Bool) {
        g.mark(g.poly([(10, a), (10, b)]), knockedOut: knockedOut)
        g.mark(g.poly([(a, 10), (b, 10)]), knockedOut: knockedOut)
    }

    private static func cross(_ g: inout SymbolPen, _ a: CGFloat, _ b: CGFloat, knockedOut: Bool) {
        g.mark(g.poly([(a, a), (b, b)]), knockedOut: knockedOut)
        g.mark(g.poly([(b, a), (a, b)]), knockedOut: knockedOut)
    }
}
