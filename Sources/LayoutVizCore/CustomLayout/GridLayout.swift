import Foundation

// Grid and GridRow (iOS 16), run as the `GridLayout` Layout. See docs/layout/grids.md; tests in
// Tests/LayoutVizCoreTests/Constructs/GridTests.swift.
//
// A `GridRow` is layout-neutral: it tags its views with a row token (a layout value), so the
// grid's subviews are all its cells, in order; a view directly in the grid is a row of its own
// spanning every column.

/// Arranges views in rows and columns: columns as wide as their widest cell, rows as tall as
/// their tallest (docs/layout/grids.md).
nonisolated public struct Grid<Content: View>: View, PrimitiveView {
    let layout: GridLayout
    let content: Content

    /// Creates a grid. `nil` spacing is 8 points between columns and between rows ([INF]).
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = GridLayout(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
        self.content = content()
    }

    public var body: Never { neverBody() }

    nonisolated func resolve(_ ctx: ResolveContext) -> [Node] {
        let box = LayoutBox(layout)
        // Views directly in the grid are rows: a Divider there is horizontal, as outside stacks.
        return [box.makeNode(children: resolveView(content, ctx.withoutStack()))]
    }
}

/// One row of a `Grid`: its views are the row's cells, in column order.
nonisolated public struct GridRow<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment?
    let content: Content

    /// Creates a row; `alignment` overrides the grid's vertical alignment for its cells.
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public var body: Never { neverBody() }

    nonisolated func resolve(_ ctx: ResolveContext) -> [Node] {
        var inner = ctx
        inner.stackAxis = .horizontal  // [INF] a row orients spacers and dividers as an HStack does
        let token = GridRowToken(alignment: alignment)
        return resolveView(content, inner).map { $0.with { $0.layoutValues[ObjectIdentifier(GridRowKey.self)] = token } }
    }
}

/// The row a cell belongs to (identity) and the row's alignment.
final class GridRowToken: @unchecked Sendable {
    let alignment: VerticalAlignment?
    init(alignment: VerticalAlignment?) { self.alignment = alignment }
}

struct GridRowKey: LayoutValueKey { static let defaultValue: GridRowToken? = nil }
struct GridCellColumnsKey: LayoutValueKey { static let defaultValue = 1 }
struct GridColumnAlignmentKey: LayoutValueKey { static let defaultValue: HorizontalAlignment? = nil }
struct GridCellAnchorKey: LayoutValueKey { static let defaultValue: UnitPoint? = nil }
struct GridCellUnsizedAxesKey: LayoutValueKey { static let defaultValue: Axis.Set = [] }

nonisolated extension View {
    /// Makes this cell span `count` columns of its grid row.
    public func gridCellColumns(_ count: Int) -> ModifiedContent<Self, _LayoutValueModifier> {
        // [INF] At most 1,000 columns: a larger span only makes an empty grid enormous.
        layoutValue(key: GridCellColumnsKey.self, value: min(max(1, count), 1000))
    }

    /// Aligns every cell of this cell's column horizontally with `guide`.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> ModifiedContent<Self, _LayoutValueModifier> {
        layoutValue(key: GridColumnAlignmentKey.self, value: Optional(guide))
    }

    /// Places this cell's `anchor` at the same unit point of its cell, overriding the alignments.
    public func gridCellAnchor(_ anchor: UnitPoint) -> ModifiedContent<Self, _LayoutValueModifier> {
        layoutValue(key: GridCellAnchorKey.self, value: Optional(anchor))
    }

    /// Keeps this cell out of the sizing of its column (horizontal) or row (vertical): it is
    /// proposed the size the others give.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> ModifiedContent<Self, _LayoutValueModifier> {
        layoutValue(key: GridCellUnsizedAxesKey.self, value: axes)
    }
}

/// The layout behind `Grid`, usable with `AnyLayout` (docs/layout/grids.md).
public struct GridLayout: Layout {
    /// How cells align in their cells (overridden per column, row and cell).
    public var alignment: Alignment
    /// Points between columns; nil is 8 ([INF]).
    public var horizontalSpacing: CGFloat?
    /// Points between rows; nil is 8 ([INF]).
    public var verticalSpacing: CGFloat?

    /// Creates a grid layout.
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// One cell: its subview, first column and span, and what it opts out of.
    struct Cell {
        var index: Int
        var column: Int
        var span: Int
        var unsized: Axis.Set
        var anchor: UnitPoint?
    }

    /// The rows and columns the subviews form.
    public struct Cache {
        var rows: [(cells: [Cell], alignment: VerticalAlignment?)] = []
        var columnCount = 0
        var columnAlignments: [HorizontalAlignment?] = []
    }

    public func makeCache(subviews: Subviews) -> Cache {
        var cache = Cache()
        var token: GridRowToken?
        var fullRows: [Int] = []
        for (i, v) in subviews.enumerated() {
            let cell = Cell(index: i, column: 0, span: v[GridCellColumnsKey.self], unsized: v[GridCellUnsizedAxesKey.self], anchor: v[GridCellAnchorKey.self])
            guard let t = v[GridRowKey.self] else {
                // A view directly in the grid: a row of its own, across every column (set below).
                fullRows.append(cache.rows.count)
                cache.rows.append(([cell], nil))
                token = nil
                continue
            }
            if t !== token || cache.rows.isEmpty {
                cache.rows.append(([], t.alignment))
                token = t
            }
            var c = cell
            c.column = cache.rows[cache.rows.count - 1].cells.last.map { $0.column + $0.span } ?? 0
            cache.rows[cache.rows.count - 1].cells.append(c)
        }
        for (r, row) in cache.rows.enumerated() where !fullRows.contains(r) {
            cache.columnCount = max(cache.columnCount, row.cells.last.map { $0.column + $0.span } ?? 0)
        }
        if cache.columnCount == 0 && !fullRows.isEmpty { cache.columnCount = 1 }
        for r in fullRows { cache.rows[r].cells[0].span = cache.columnCount }
        cache.columnAlignments = Array(repeating: nil, count: cache.columnCount)
        for row in cache.rows {
            for c in row.cells where c.column < cache.columnCount && cache.columnAlignments[c.column] == nil {
                cache.columnAlignments[c.column] = subviews[c.index][GridColumnAlignmentKey.self]
            }
        }
        return cache
    }

    private var hSpacing: CGFloat { horizontalSpacing ?? 8 }
    private var vSpacing: CGFloat { verticalSpacing ?? 8 }

    /// Shares `length` (nil: each track's ideal) among tracks as a stack does: the least flexible
    /// first, each offered an even share of what is left. `size(track, offer)` is the track's
    /// length for an offer.
    private func distribute(_ count: Int, _ length: CGFloat?, _ size: (Int, CGFloat?) -> CGFloat) -> [CGFloat] {
        guard let length else { return (0..<count).map { size($0, nil) } }
        let order = (0..<count).map { ($0, size($0, .infinity) - size($0, 0)) }.sorted { $0.1 < $1.1 }.map(\.0)
        var out = Array(repeating: CGFloat(0), count: count)
        var remaining = max(0, length), left = count
        for t in order {
            out[t] = size(t, remaining / CGFloat(left))
            remaining = max(0, remaining - out[t])
            left -= 1
        }
        return out
    }

    /// Column widths and row heights for `p`.
    func tracks(_ p: ProposedViewSize, _ subviews: Subviews, _ cache: Cache) -> (widths: [CGFloat], heights: [CGFloat]) {
        let n = cache.columnCount
        guard n > 0 else { return ([], []) }
        // Columns: the single-column cells that take part in sizing widths.
        var byColumn = Array(repeating: [Int](), count: n)
        var spanning: [Cell] = []
        for row in cache.rows {
            for c in row.cells where !c.unsized.contains(.horizontal) {
                if c.span == 1 && c.column < n { byColumn[c.column].append(c.index) } else { spanning.append(c) }
            }
        }
        var widths = distribute(n, p.width.map { $0 - hSpacing * CGFloat(n - 1) }) { col, offer in
            byColumn[col].reduce(0) { max($0, subviews[$1].sizeThatFits(ProposedViewSize(width: offer, height: nil)).width) }
        }
        // A spanning cell wider than its columns widens them evenly (a Divider across the grid
        // widens it to the offered width).
        for c in spanning {
            let cols = c.column..<min(n, c.column + c.span)
            guard !cols.isEmpty else { continue }
            let spanned = cols.reduce(0) { $0 + widths[$1] } + hSpacing * CGFloat(cols.count - 1)
            let others = widths.indices.filter { !cols.contains($0) }.reduce(0) { $0 + widths[$1] } + hSpacing * CGFloat(n - cols.count)
            let offer = p.width.map { max($0 - others, spanned) }
            let w = subviews[c.index].sizeThatFits(ProposedViewSize(width: offer, height: nil)).width
            if w > spanned { for k in cols { widths[k] += (w - spanned) / CGFloat(cols.count) } }
        }
        // Rows: every cell proposed its columns' width.
        let m = cache.rows.count
        let heights = distribute(m, p.height.map { $0 - vSpacing * CGFloat(m - 1) }) { r, offer in
            cache.rows[r].cells.filter { !$0.unsized.contains(.vertical) }.reduce(0) { acc, c in
                max(acc, subviews[c.index].sizeThatFits(ProposedViewSize(width: cellWidth(c, widths), height: offer)).height)
            }
        }
        return (widths, heights)
    }

    private func cellWidth(_ c: Cell, _ widths: [CGFloat]) -> CGFloat {
        let cols = c.column..<min(widths.count, c.column + c.span)
        return cols.reduce(0) { $0 + widths[$1] } + hSpacing * CGFloat(max(0, cols.count - 1))
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        let (w, h) = tracks(proposal, subviews, cache)
        guard !w.isEmpty, !h.isEmpty else { return .zero }
        return CGSize(width: w.reduce(0, +) + hSpacing * CGFloat(w.count - 1), height: h.reduce(0, +) + vSpacing * CGFloat(h.count - 1))
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        let (widths, heights) = tracks(proposal, subviews, cache)
        var xs: [CGFloat] = []
        var x = bounds.minX
        for w in widths { xs.append(x); x += w + hSpacing }
        var y = bounds.minY
        for (r, row) in cache.rows.enumerated() {
            let rowHeight = heights[r]
            let v = row.alignment ?? alignment.vertical
            // Baselines (and custom guides) line up across the row; edges and centres within it.
            let byGuide = v != .top && v != .center && v != .bottom
            let placed = row.cells.map { c -> (Cell, CGSize, ViewDimensions, ProposedViewSize) in
                let cp = ProposedViewSize(width: cellWidth(c, widths), height: rowHeight)
                let d = subviews[c.index].dimensions(in: cp)
                return (c, CGSize(width: d.width, height: d.height), d, cp)
            }
            let reference = byGuide ? placed.reduce(-CGFloat.infinity) { max($0, $1.2[v]) } : 0
            for (c, s, d, cp) in placed where c.column < xs.count {
                let box = CGSize(width: cp.width ?? 0, height: rowHeight)
                var origin = CGPoint(x: xs[c.column], y: y)
                if let a = c.anchor {
                    origin.x += a.x * (box.width - s.width)
                    origin.y += a.y * (box.height - s.height)
                } else {
                    let h = cache.columnAlignments[c.column] ?? alignment.horizontal
                    origin.x += ViewDimensions(box)[h] - d[h]
                    origin.y += byGuide ? reference - d[v] : ViewDimensions(box)[v] - d[v]
                }
                subviews[c.index].place(at: origin, proposal: cp)
            }
            y += rowHeight + vSpacing
        }
    }
}
