import Foundation
import LayoutVizCore

// A chart's marks laid out in its plot (docs/charts.md, "Layout"): the scales from the data
// (stacked bars and areas counted at their stacks' tops), then each mark as paths in plot
// coordinates (origin at the plot's top-left, y down).

/// What a chart draws in its plot.
enum ChartDrawable {
    case fill(Path, AnyShapeStyle, Double)
    case stroke(Path, AnyShapeStyle, StrokeStyle, Double)
    case symbol(ChartSymbol, CGPoint, CGFloat, AnyShapeStyle, Double)
    case annotation(AnyView, CGPoint, AnnotationPosition, CGFloat, Alignment)
    /// A mark's accessibility element over `rect`: what VoiceOver reads for it.
    case element(CGRect, label: Text, value: Text?)
}

/// The settings of a chart's scales, axes and styles, from the chart's modifiers.
struct ChartSettings {
    var xDomain = ScaleDomain.automatic, yDomain = ScaleDomain.automatic
    /// `chartXScale(type:)`, `chartYScale(type:)`: linear, logarithmic or a power.
    var xType = ScaleType.Kind.linear, yType = ScaleType.Kind.linear
    var styleScale: [(String, AnyShapeStyle)] = []
}

/// A chart's marks with their scales.
struct ChartModel {
    let marks: [MarkSpec]
    let look: ChartLook
    var x: ChartScale, y: ChartScale
    /// Whether bars run horizontally (their value on the x axis).
    let horizontal: Bool
    /// The colour groups in order, with their styles; the position groups in order.
    var groups: [(name: String, style: AnyShapeStyle)] = []
    var positionGroups: [String] = []
    /// The symbol groups (`symbol(by:)`) in order of first appearance.
    var symbolGroups: [String] = []
    /// The line style groups in order (`lineStyle(by:)`).
    var lineStyleGroups: [String] = []
    /// Bars' and areas' data-space extents along the value axis, by mark index.
    var spans: [Int: (Double, Double)] = [:]

    var isPie: Bool { !marks.isEmpty && marks.allSatisfy { $0.kind == .sector } }
    var hasLegend: Bool { !groups.isEmpty || !lineStyleGroups.isEmpty }
    /// The legend's entries, one per name in order of first appearance: a colour group's style,
    /// a line-style group's dash (a group that is both has both).
    var legendEntries: [(name: String, style: AnyShapeStyle?, dash: [CGFloat]?)] {
        var out = groups.map { (name: $0.name, style: Optional($0.style), dash: [CGFloat]?.none) }
        for (k, g) in lineStyleGroups.enumerated() {
            let dash = look.lineDashes[k % look.lineDashes.count]
            if let i = out.firstIndex(where: { $0.name == g }) { out[i].dash = dash } else { out.append((g, nil, dash)) }
        }
        return out
    }
    /// The legend's title: the label of the values the colours stand for.
    var legendTitle: String { marks.first { $0.styleGroup != nil }?.styleGroup?.label ?? "" }

    init(marks: [MarkSpec], settings: ChartSettings, look: ChartLook) {
        let marks = Self.sampled(marks, settings: settings, look: look)
        self.marks = marks
        self.look = look
        // Bars whose y is a category (and whose x is a number) lie horizontally.
        horizontal = marks.contains { $0.kind == .bar && ($0.xStart != nil || ($0.y.map(Self.isCategory) ?? false) && !($0.x.map(Self.isCategory) ?? true)) }
        // Stacks: bars and areas at one position (and group) stack in order, positive and negative apart.
        var tops: [String: (Double, Double)] = [:]
        var spans: [Int: (Double, Double)] = [:]
        for (i, m) in marks.enumerated() where m.kind == .bar || m.kind == .area {
            let valueStart = horizontal ? m.xStart : m.yStart, valueEnd = horizontal ? m.xEnd : m.yEnd
            if let a = valueStart?.continuous, let b = valueEnd?.continuous {
                spans[i] = (a, b)
                continue
            }
            guard let value = (horizontal ? m.x : m.y)?.continuous else { continue }
            if m.stacking == .unstacked {
                spans[i] = (0, value)
                continue
            }
            let key = Self.stackKey(m, horizontal: horizontal)
            var (up, down) = tops[key] ?? (0, 0)
            if value >= 0 { spans[i] = (up, up + value); up += value } else { spans[i] = (down + value, down); down += value }
            tops[key] = (up, down)
        }
        // Normalized stacks: each position's stack scaled to 0...1.
        for (i, m) in marks.enumerated() where m.stacking == .normalized {
            if let s = spans[i], let total = tops[Self.stackKey(m, horizontal: horizontal)]?.0, total > 0 { spans[i] = (s.0 / total, s.1 / total) }
        }
        self.spans = spans
        // Each axis's values: positions, ranges and the stacks' extents.
        var xs: [PlotDatum] = [], ys: [PlotDatum] = []
        for (i, m) in marks.enumerated() where m.kind != .sector {
            if let s = spans[i] {
                let ends: [PlotDatum] = [.number(s.0), .number(s.1)]
                if horizontal { xs += ends; if let y = m.y { ys.append(y) } } else { ys += ends; if let x = m.x { xs.append(x) } }
                continue
            }
            xs += [m.x, m.xStart, m.xEnd].compactMap { $0 }
            ys += [m.y, m.yStart, m.yEnd].compactMap { $0 }
        }
        // A date binned by a unit: the axis reaches the unit's end.
        for d in xs { if case .date(let date, let unit?) = d, let end = Calendar.current.date(byAdding: unit, value: 1, to: date) { xs.append(.date(end, unit: nil)) } }
        x = ChartScale.make(xs, domain: settings.xDomain, type: settings.xType, includesZero: horizontal, desired: look.tickIntervals)
        y = ChartScale.make(ys, domain: settings.yDomain, type: settings.yType, includesZero: !horizontal, desired: look.tickIntervals)
        // Colour groups in order of first appearance; a foreground style scale names their styles.
        for m in marks {
            guard let g = m.styleGroup?.value.categoryName, !groups.contains(where: { $0.name == g }) else { continue }
            let named = settings.styleScale.first { $0.0 == g }?.1
            groups.append((g, named ?? AnyShapeStyle(look.palette[groups.count % look.palette.count])))
        }
        for m in marks {
            if let p = m.positionGroup?.categoryName, !positionGroups.contains(p) { positionGroups.append(p) }
            if let n = m.symbolGroup?.categoryName, !symbolGroups.contains(n) { symbolGroups.append(n) }
            if let n = m.lineStyleGroup?.categoryName, !lineStyleGroups.contains(n) { lineStyleGroups.append(n) }
        }
    }

    /// The stack a bar or area joins: its position on the category axis, its position group
    /// and its kind (bars and areas stack apart).
    private static func stackKey(_ m: MarkSpec, horizontal: Bool) -> String {
        let at = (horizontal ? m.y : m.x).map { "\($0)" } ?? ""
        return at + "|" + (m.positionGroup.map { "\($0)" } ?? "") + "|" + (m.kind == .area ? "area" : "bar")
    }

    /// The symbols series take in turn (observed on iOS 18.3).
    static let symbolOrder: [ChartSymbol] = [.circle, .square, .triangle, .diamond, .pentagon]

    static func isCategory(_ d: PlotDatum) -> Bool { if case .category = d { return true } else { return false } }

    /// A mark's style: its own, its colour group's, else the palette's first.
    func style(_ m: MarkSpec) -> AnyShapeStyle {
        if let s = m.style { return s }
        if let g = m.styleGroup?.value.categoryName, let found = groups.first(where: { $0.name == g }) { return found.style }
        return AnyShapeStyle(look.palette[0])
    }

    /// A point's symbol at `c`: the mark's own view centred there (`symbol { view }`), else its
    /// shape in its style.
    private func symbolDrawable(_ m: MarkSpec, at c: CGPoint, side: CGFloat) -> ChartDrawable {
        if let view = m.symbolView { return .annotation(view, c, .overlay, 0, .center) }
        return .symbol(symbol(m), c, side, style(m), m.opacity)
    }

    /// Everything the plot of `size` draws, in order: areas, bars and rectangles, rules, lines, points, annotations.
    func drawables(in size: CGSize) -> [ChartDrawable] {
        if isPie { return sectors(in: size) }
        var out: [ChartDrawable] = []
        func px(_ d: PlotDatum) -> CGFloat { x.fraction(d) * size.width }
        func py(_ d: PlotDatum) -> CGFloat { size.height - y.fraction(d) * size.height }
        func pyv(_ v: Double) -> CGFloat { py(.number(v)) }
        func pxv(_ v: Double) -> CGFloat { px(.number(v)) }
        // Areas and lines by series (or colour group), in order.
        var seriesOrder: [String] = []
        var series: [String: [Int]] = [:]
        for (i, m) in marks.enumerated() where m.kind == .line || m.kind == .area {
            let key = "\(m.kind)|" + (m.series?.categoryName ?? m.styleGroup?.value.categoryName ?? "") + "|" + (m.lineStyleGroup?.categoryName ?? "")
            if series[key] == nil { seriesOrder.append(key) }
            series[key, default: []].append(i)
        }
        for key in seriesOrder {
            let members = series[key]!
            let idx = marks[members[0]].keepsOrder ? members : members.sorted { x.fraction(marks[$0].x ?? .number(0)) < x.fraction(marks[$1].x ?? .number(0)) }
            let first = marks[idx[0]]
            let top = idx.map { i -> CGPoint in
                let m = marks[i]
                let v = spans[i].map { pyv($0.1) } ?? (m.y.map(py) ?? 0)
                return CGPoint(x: m.x.map(px) ?? 0, y: v)
            }
            if first.kind == .area {
                let base = idx.map { i -> CGPoint in CGPoint(x: marks[i].x.map(px) ?? 0, y: spans[i].map { pyv($0.0) } ?? pyv(0)) }
                var p = Path()
                ChartPaths.append(top, first.interpolation, to: &p, move: true)
                ChartPaths.append(base.reversed(), first.interpolation, to: &p, move: false)
                p.closeSubpath()
                out.append(.fill(p, style(first), first.opacity))
            } else {
                var stroke = first.lineStyle ?? StrokeStyle(lineWidth: look.lineWidth, lineCap: .round, lineJoin: .round)
                if first.lineStyle == nil, let g = first.lineStyleGroup?.categoryName, let k = lineStyleGroups.firstIndex(of: g) {
                    stroke.dash = look.lineDashes[k % look.lineDashes.count]
                    if !stroke.dash.isEmpty { stroke.lineCap = .butt }
                }
                var p = Path()
                ChartPaths.append(top, first.interpolation, to: &p, move: true)
                out.append(.stroke(p, style(first), stroke, first.opacity))
                if first.symbol != nil || first.symbolGroup != nil || first.symbolSize != nil || first.symbolView != nil {
                    for (k, i) in idx.enumerated() {
                        out.append(symbolDrawable(marks[i], at: top[k], side: symbolSide(marks[i], line: true)))
                    }
                }
                // Each data point of the line an element; a function plot's samples none.
                if !(first.series.map(Self.isFunctionSeries) ?? false) {
                    for (k, i) in idx.enumerated() { if let e = element(marks[i], around: top[k], side: look.pointSide) { out.append(e) } }
                }
            }
        }
        for (i, m) in marks.enumerated() where m.kind == .bar || m.kind == .rectangle {
            guard let r = rect(i, m, size) else { continue }
            let path = m.cornerRadius > 0 ? Path(roundedRect: r, cornerRadius: min(m.cornerRadius, min(r.width, r.height) / 2)) : Path(r)
            out.append(.fill(path, style(m), m.opacity))
            if let e = element(m, over: r) { out.append(e) }
            let anchor = horizontal ? CGPoint(x: r.maxX, y: r.midY) : CGPoint(x: r.midX, y: r.minY)
            for a in m.annotations { out.append(.annotation(a.view, anchor, a.position == .automatic ? (horizontal ? .trailing : .top) : a.position, a.spacing ?? look.annotationSpacing, .center)) }
        }
        for m in marks where m.kind == .rule {
            var p = Path()
            if let yv = m.y, m.x == nil {
                let a = m.xStart.map(px) ?? 0, b = m.xEnd.map(px) ?? size.width
                p.move(to: CGPoint(x: a, y: py(yv)))
                p.addLine(to: CGPoint(x: b, y: py(yv)))
            } else if let xv = m.x {
                let a = m.yStart.map(py) ?? size.height, b = m.yEnd.map(py) ?? 0
                p.move(to: CGPoint(x: px(xv), y: a))
                p.addLine(to: CGPoint(x: px(xv), y: b))
            }
            out.append(.stroke(p, style(m), m.lineStyle ?? StrokeStyle(lineWidth: look.ruleWidth), m.opacity))
            // A rule's annotation at its start, middle or end, as its alignment says.
            let r = p.boundingRect
            for a in m.annotations {
                let along: CGPoint
                if m.x == nil {
                    along = CGPoint(x: a.alignment.horizontal == .leading ? r.minX : a.alignment.horizontal == .trailing ? r.maxX : r.midX, y: r.midY)
                } else {
                    along = CGPoint(x: r.midX, y: a.alignment.vertical == .bottom ? r.maxY : a.alignment.vertical == .center ? r.midY : r.minY)
                }
                out.append(.annotation(a.view, along, a.position == .automatic ? .top : a.position, a.spacing ?? look.annotationSpacing, a.alignment))
            }
        }
        for m in marks where m.kind == .point {
            let c = CGPoint(x: m.x.map(px) ?? size.width / 2, y: m.y.map(py) ?? size.height / 2)
            out.append(symbolDrawable(m, at: c, side: symbolSide(m, line: false)))
            if let e = element(m, around: c, side: symbolSide(m, line: false)) { out.append(e) }
            for a in m.annotations { out.append(.annotation(a.view, CGPoint(x: c.x, y: c.y - symbolSide(m, line: false) / 2), a.position == .automatic ? .top : a.position, a.spacing ?? look.annotationSpacing, .center)) }
        }
        return out
    }

    /// A bar's or rectangle's rectangle in the plot.
    private func rect(_ i: Int, _ m: MarkSpec, _ size: CGSize) -> CGRect? {
        // The cross axis: a category's band (or a group's share of it), a date's unit, or a fixed size.
        func across(_ d: PlotDatum?, _ scale: ChartScale, _ length: CGFloat, _ dim: MarkDimension) -> (CGFloat, CGFloat)? {
            guard let d else { return (0, length) }
            if scale.kind == .categories {
                let band = scale.band * length
                var centre = scale.fraction(d) * length
                var w = dim.resolve(band, automatic: band * look.barShare)
                // Grouped bars share the bar's width side by side.
                if let g = m.positionGroup?.categoryName, let k = positionGroups.firstIndex(of: g), positionGroups.count > 1 {
                    w /= CGFloat(positionGroups.count)
                    centre += (CGFloat(k) - CGFloat(positionGroups.count - 1) / 2) * w
                }
                return (centre - w / 2, w)
            }
            if case .date(let date, let unit?) = d, let end = Calendar.current.date(byAdding: unit, value: 1, to: date) {
                let a = scale.fraction(.date(date, unit: nil)) * length, b = scale.fraction(.date(end, unit: nil)) * length
                let w = dim.resolve(b - a, automatic: (b - a) * look.barShare)
                return ((a + b) / 2 - w / 2, w)
            }
            let c = scale.fraction(d) * length
            let w = dim.resolve(length, automatic: look.defaultBarWidth)
            return (c - w / 2, w)
        }
        if m.kind == .rectangle, m.xStart == nil || m.yStart == nil, m.x != nil || m.y != nil, spans[i] == nil {
            if m.xStart == nil && m.yStart == nil {
                let cx = x.fraction(m.x ?? .number(0)) * size.width, cy = size.height - y.fraction(m.y ?? .number(0)) * size.height
                let w = m.width.resolve(size.width, automatic: look.defaultBarWidth), h = m.height.resolve(size.height, automatic: look.defaultBarWidth)
                return CGRect(x: cx - w / 2, y: cy - h / 2, width: w, height: h)
            }
        }
        if horizontal || (m.kind == .rectangle && m.xStart != nil && m.yStart == nil) {
            let (lo, hi) = spans[i] ?? (m.xStart?.continuous ?? 0, m.xEnd?.continuous ?? 0)
            guard let (top, h) = across(m.y, y, size.height, m.height) else { return nil }
            let a = x.fraction(.number(lo)) * size.width, b = x.fraction(.number(hi)) * size.width
            // Categories run from the top down on a vertical axis.
            let flipped = y.kind == .categories ? top : size.height - top - h
            return CGRect(x: min(a, b), y: flipped, width: abs(b - a), height: h)
        }
        let (lo, hi) = spans[i] ?? (m.yStart?.continuous ?? 0, m.yEnd?.continuous ?? 0)
        guard let (left, w) = m.xStart != nil ? xRange(m, size) : across(m.x, x, size.width, m.width) else { return nil }
        let a = size.height - y.fraction(.number(lo)) * size.height, b = size.height - y.fraction(.number(hi)) * size.height
        return CGRect(x: left, y: min(a, b), width: w, height: abs(b - a))
    }

    private func xRange(_ m: MarkSpec, _ size: CGSize) -> (CGFloat, CGFloat)? {
        guard let a = m.xStart, let b = m.xEnd else { return nil }
        let pa = x.fraction(a) * size.width, pb = x.fraction(b) * size.width
        return (min(pa, pb), abs(pb - pa))
    }

    private func symbol(_ m: MarkSpec) -> ChartSymbol {
        if let s = m.symbol { return s }
        if let g = m.symbolGroup {
            let k = symbolGroups.firstIndex(of: g.categoryName) ?? 0
            return Self.symbolOrder[k % Self.symbolOrder.count]
        }
        return .circle
    }

    /// A symbol's side: from its area (`symbolSize`), else the look's for points or a line's points.
    private func symbolSide(_ m: MarkSpec, line: Bool) -> CGFloat {
        if let a = m.symbolSize { return a.squareRoot() }
        return line ? look.lineSymbolSide : look.pointSide
    }

    /// A pie or donut: sectors clockwise from the top, each its share of the whole, in the
    /// largest circle the plot holds.
    private func sectors(in size: CGSize) -> [ChartDrawable] {
        let total = marks.reduce(0.0) { $0 + max($1.angle ?? 0, 0) }
        guard total > 0 else { return [] }
        let side = min(size.width, size.height)
        let centre = CGPoint(x: size.width / 2, y: size.height / 2)
        var start = -Double.pi / 2
        var out: [ChartDrawable] = []
        for m in marks {
            let sweep = max(m.angle ?? 0, 0) / total * 2 * .pi
            defer { start += sweep }
            let outer = m.outerRadius.resolve(side / 2, automatic: side / 2)
            let inner = min(m.innerRadius.resolve(outer, automatic: 0), outer)
            // The gap: half the inset taken off each side, at the outer edge.
            let gap = outer > 0 ? Double(m.angularInset / 2 / outer) : 0
            guard sweep > 2 * gap else { continue }
            var p = Path()
            let a0 = Angle(radians: start + gap), a1 = Angle(radians: start + sweep - gap)
            p.addArc(center: centre, radius: outer, startAngle: a0, endAngle: a1, clockwise: false)
            if inner > 0 {
                p.addArc(center: centre, radius: inner, startAngle: a1, endAngle: a0, clockwise: true)
            } else {
                p.addLine(to: centre)
            }
            p.closeSubpath()
            out.append(.fill(p, style(m), m.opacity))
            if let e = element(m, over: p.boundingRect) { out.append(e) }
            let mid = start + sweep / 2, r = (outer + inner) / 2
            for a in m.annotations {
                out.append(.annotation(a.view, CGPoint(x: centre.x + r * CGFloat(cos(mid)), y: centre.y + r * CGFloat(sin(mid))), .overlay, 0, .center))
            }
        }
        return out
    }
}

/// Lines through points, as an interpolation method draws them.
enum ChartPaths {
    /// Appends the line through `points` to `p`, starting with a move (or a line to the first point).
    static func append(_ points: [CGPoint], _ method: InterpolationMethod, to p: inout Path, move: Bool) {
        guard let first = points.first else { return }
        if move { p.move(to: first) } else { p.addLine(to: first) }
        for k in 1..<max(points.count, 1) {
            let a = points[k - 1], b = points[k]
            switch method.kind {
            case .linear:
                p.addLine(to: b)
            case .stepStart:
                p.addLine(to: CGPoint(x: a.x, y: b.y))
                p.addLine(to: b)
            case .stepEnd:
                p.addLine(to: CGPoint(x: b.x, y: a.y))
                p.addLine(to: b)
            case .stepCenter:
                let mid = (a.x + b.x) / 2
                p.addLine(to: CGPoint(x: mid, y: a.y))
                p.addLine(to: CGPoint(x: mid, y: b.y))
                p.addLine(to: b)
            case .curve:
                // Uniform Catmull-Rom as cubic Béziers: controls a sixth of the neighbours' chord away.
                let before = k >= 2 ? points[k - 2] : a, after = k + 1 < points.count ? points[k + 1] : b
                let c1 = CGPoint(x: a.x + (b.x - before.x) / 6, y: a.y + (b.y - before.y) / 6)
                let c2 = CGPoint(x: b.x - (after.x - a.x) / 6, y: b.y - (after.y - a.y) / 6)
                p.addCurve(to: b, control1: c1, control2: c2)
            }
        }
    }
}
