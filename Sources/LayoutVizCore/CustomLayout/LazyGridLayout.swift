import Foundation

// LazyVGrid and LazyHGrid with GridItem, run as a Layout. See docs/layout/grids.md; tests in
// Tests/LayoutVizCoreTests/Constructs/LazyGridTests.swift.

/// A column of a `LazyVGrid` or a row of a `LazyHGrid`.
public struct GridItem: Sendable {
    /// How long the item is along the grid's cross axis.
    public enum Size: Sendable {
        /// Exactly this long.
        case fixed(CGFloat)
        /// An even share of the space left, clamped.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many items as fit, each at least `minimum` long (at most `maximum`).
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// The item's size.
    public var size: Size
    /// The spacing to the next item; nil is 8.
    public var spacing: CGFloat?
    /// How cells align in the item; nil is centred.
    public var alignment: Alignment?

    /// Creates an item.
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// A grid that grows vertically: columns from `GridItem`s, cells filling rows (docs/layout/grids.md).
/// Every cell is laid out: a picture needs all the views it shows.
nonisolated public struct LazyVGrid<Content: View>: View, PrimitiveView {
    let layout: _LazyGridLayout
    let content: Content

    /// Creates a grid with `columns`; `spacing` is between rows (nil: 8).
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = [], @ViewBuilder content: () -> Content) {
        layout = _LazyGridLayout(axis: .vertical, items: columns, alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing)
        self.content = content()
    }

    public var body: Never { neverBody() }

    nonisolated func resolve(_ ctx: ResolveContext) -> [Node] { [LayoutBox(layout).makeNode(children: resolveView(content, ctx.withoutStack()))] }
}

/// A grid that grows horizontally: rows from `GridItem`s, cells filling columns.
nonisolated public struct LazyHGrid<Content: View>: View, PrimitiveView {
    let layout: _LazyGridLayout
    let content: Content

    /// Creates a grid with `rows`; `spacing` is between columns (nil: 8).
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = [], @ViewBuilder content: () -> Content) {
        layout = _LazyGridLayout(axis: .horizontal, items: rows, alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing)
        self.content = content()
    }

    public var body: Never { neverBody() }

    nonisolated func resolve(_ ctx: ResolveContext) -> [Node] { [LayoutBox(layout).makeNode(children: resolveView(content, ctx.withoutStack()))] }
}

/// The layout of `LazyVGrid` (`axis` vertical: it grows down, items are columns) and `LazyHGrid`.
public struct _LazyGridLayout: Layout {
    let axis: Axis
    let items: [GridItem]
    let alignment: Alignment
    let spacing: CGFloat?

    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// One track (column of a vertical grid): its offset and length across the grid, and its alignment.
    struct Track {
        var offset: CGFloat
        var length: CGFloat
        var alignment: Alignment
    }

    private func gap(_ i: Int) -> CGFloat { items[i].spacing ?? 8 }

    /// The items' lengths for a cross length `w`: fixed items exactly; the others in order, each
    /// an even share of what is left (flexible ones clamped). Returns them and their total with gaps.
    private func itemLengths(_ w: CGFloat) -> ([CGFloat], CGFloat) {
        let gaps = items.indices.dropLast().reduce(0) { $0 + gap($1) }
        var remaining = w - gaps
        var left = 0
        for item in items {
            if case .fixed(let f) = item.size { remaining -= f } else { left += 1 }
        }
        var lengths: [CGFloat] = []
        for item in items {
            switch item.size {
            case .fixed(let f): lengths.append(f)
            case .flexible(let lo, let hi):
                let l = min(max(remaining / CGFloat(left), lo), hi)
                lengths.append(l)
                remaining -= l
                left -= 1
            case .adaptive:
                let l = max(remaining / CGFloat(left), 0)
                lengths.append(l)
                remaining -= l
                left -= 1
            }
        }
        return (lengths, lengths.reduce(0, +) + gaps)
    }

    /// The tracks for a cross proposal: SwiftUI's two passes (the items are sized for the
    /// proposal, then again for the total that gave, which may be wider), then each adaptive
    /// item split into as many tracks as fit.
    func tracks(_ cross: CGFloat?) -> [Track] {
        let natural: CGFloat = items.indices.dropLast().reduce(0) { $0 + gap($1) } + items.reduce(0) { acc, item in
            switch item.size {
            case .fixed(let f): return acc + f
            case .flexible(let lo, _): return acc + lo
            case .adaptive(let lo, _): return acc + lo
            }
        }
        let first = itemLengths(cross ?? natural)
        let (lengths, _) = itemLengths(first.1)
        var out: [Track] = []
        var offset: CGFloat = 0
        for (i, item) in items.enumerated() {
            // The item's alignment, else the grid's (Apple: "the guide for aligning the child views within the space allocated for a given cell").
            let a = item.alignment ?? alignment
            if case .adaptive(let lo, let hi) = item.size {
                let s = gap(i), w = lengths[i]
                // [INF] A zero or non-finite minimum gives one item (SwiftUI does not say).
                let ratio = ((w + s) / (max(lo, 0) + s)).rounded(.down)
                let n = ratio.isFinite ? max(1, Int(min(ratio, 1000))) : 1
                let l = min((w - CGFloat(n - 1) * s) / CGFloat(n), hi)
                for k in 0..<n { out.append(Track(offset: offset + CGFloat(k) * (l + s), length: l, alignment: a)) }
            } else {
                out.append(Track(offset: offset, length: lengths[i], alignment: a))
            }
            offset += lengths[i] + gap(i)
        }
        return out
    }

    /// Cell frames (relative to the grid) and the grid's size, for `p`.
    func frames(_ p: ProposedViewSize, _ subviews: Subviews) -> (frames: [(CGRect, ProposedViewSize, Alignment)], size: CGSize) {
        let cross = axis.other
        let tracks = tracks(p[cross])
        guard !tracks.isEmpty else { return ([], .zero) }
        let lineSpacing = spacing ?? 8
        var frames: [(CGRect, ProposedViewSize, Alignment)] = []
        var along: CGFloat = 0
        var start = 0
        while start < subviews.count {
            let line = start..<min(subviews.count, start + tracks.count)
            // Each line (row of a vertical grid) is as long as its longest cell.
            let proposals = line.map { ProposedViewSize(axis: axis, major: nil, minor: tracks[$0 - start].length) }
            let extent = zip(line, proposals).reduce(CGFloat(0)) { max($0, subviews[$1.0].sizeThatFits($1.1)[axis]) }
            for k in line.indices.map({ $0 - start }) {
                let t = tracks[k]
                let origin = CGPoint(axis: axis, major: along, minor: t.offset)
                let size = CGSize(axis: axis, major: extent, minor: t.length)
                frames.append((CGRect(origin: origin, size: size), ProposedViewSize(size), t.alignment))
            }
            along += extent + lineSpacing
            start = line.upperBound
        }
        let last = tracks[tracks.count - 1]
        return (frames, CGSize(axis: axis, major: max(0, along - lineSpacing), minor: last.offset + last.length))
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        frames(proposal, subviews).size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (i, (cell, cp, a)) in frames(proposal, subviews).frames.enumerated() {
            let d = subviews[i].dimensions(in: cp)
            let box = ViewDimensions(cell.size)
            let origin = CGPoint(x: bounds.minX + cell.minX + box[a.horizontal] - d[a.horizontal],
                                 y: bounds.minY + cell.minY + box[a.vertical] - d[a.vertical])
            subviews[i].place(at: origin, proposal: cp)
        }
    }
}
