import Foundation

// The safe area: `ignoresSafeArea` and `safeAreaInset` (and `safeAreaPadding`, a padding that
// also insets the safe area; `Padding.swift`). See docs/layout/safe-area.md.
//
// The safe area is a placement-time fact: whether a view "touches" an edge depends on where it
// ends up. Each placed record has a `SafeRegion` (root coordinates); children inherit their
// parent's, and the constructs here change it for their children. A tree without any of them
// never stores regions: every record uses the root's.
//
// Parameters: ignoresSafeArea: `bits` the edge set. safeAreaInset: `bits` the edge, `a` the
// spacing (NaN: default), the cross-axis alignment as codes (and in the node).

/// The safe area a view is placed in: the rectangle views stay inside, and how far a view that
/// ignores it may grow on each edge (root coordinates).
struct SafeRegion: Equatable {
    /// Views are safe inside this rectangle.
    var safe: CGRect
    /// A view touching an edge of `safe` that ignores it grows up to this rectangle's edge.
    var outer: CGRect
    /// Half a device pixel (plus a little): how close to an edge counts as touching it.
    var epsilon: CGFloat

    /// The region of a screen: `safe` inside `screen`, at `scale` pixels per point.
    init(safe: CGRect, outer: CGRect, scale: CGFloat) {
        self.safe = safe
        self.outer = outer
        epsilon = 0.5 / max(scale, 1) + 0.001
    }

    /// How far `frame` may grow on each of `edges`: to the outer edge on every edge it touches
    /// (lies within `epsilon` of the safe edge, or beyond it), 0 on the others.
    func growth(of f: CGRect, edges: Edge.Set) -> EdgeInsets {
        guard f.minX.isFinite, f.minY.isFinite, f.maxX.isFinite, f.maxY.isFinite else { return EdgeInsets() }
        var e = EdgeInsets()
        if edges.contains(.top), f.minY <= safe.minY + epsilon { e.top = max(0, f.minY - outer.minY) }
        if edges.contains(.leading), f.minX <= safe.minX + epsilon { e.leading = max(0, f.minX - outer.minX) }
        if edges.contains(.bottom), f.maxY >= safe.maxY - epsilon { e.bottom = max(0, outer.maxY - f.maxY) }
        if edges.contains(.trailing), f.maxX >= safe.maxX - epsilon { e.trailing = max(0, outer.maxX - f.maxX) }
        return e
    }

    /// The region below a view that ignored `edges`: nothing is left to ignore there.
    func ignoring(_ edges: Edge.Set) -> SafeRegion {
        var r = self
        if edges.contains(.top) { r.safe.setMinY(outer.minY) }
        if edges.contains(.leading) { r.safe.setMinX(outer.minX) }
        if edges.contains(.bottom) { r.safe.setMaxY(outer.maxY) }
        if edges.contains(.trailing) { r.safe.setMaxX(outer.maxX) }
        return r
    }

    /// The region of the primary view of a `safeAreaInset` on `edge` (or a `safeAreaPadding`):
    /// its edge becomes unsafe up to `inner`'s edge (the primary's frame). Ignoring views grow
    /// back to the modifier's edge, or further when the modifier touched this region's edge.
    func inset(_ edge: Edge, inner: CGRect, modifier m: CGRect) -> SafeRegion {
        var r = self
        let touches = touchesExactly(m, edge)
        switch edge {
        case .top:
            if !touches { r.outer.setMinY(m.minY) }
            r.safe.setMinY(max(safe.minY, inner.minY))
        case .leading:
            if !touches { r.outer.setMinX(m.minX) }
            r.safe.setMinX(max(safe.minX, inner.minX))
        case .bottom:
            if !touches { r.outer.setMaxY(m.maxY) }
            r.safe.setMaxY(min(safe.maxY, inner.maxY))
        case .trailing:
            if !touches { r.outer.setMaxX(m.maxX) }
            r.safe.setMaxX(min(safe.maxX, inner.maxX))
        }
        return r
    }

    /// The region mirrored about the vertical midline of `frame` (a right-to-left node's world).
    func mirrored(within frame: CGRect) -> SafeRegion {
        var r = self
        r.safe = safe.mirroredX(within: frame)
        r.outer = outer.mirroredX(within: frame)
        return r
    }

    /// Whether `f` touches `edge`: its edge within `epsilon` of the safe edge, or beyond it (a
    /// touch with nothing to grow into counts too).
    private func touchesExactly(_ f: CGRect, _ edge: Edge) -> Bool {
        switch edge {
        case .top: return f.minY <= safe.minY + epsilon
        case .leading: return f.minX <= safe.minX + epsilon
        case .bottom: return f.maxY >= safe.maxY - epsilon
        case .trailing: return f.maxX >= safe.maxX - epsilon
        }
    }
}

extension CGRect {
    /// The rectangle mirrored about the vertical midline of `frame`: x ↦ frame.minX + frame.maxX − x.
    func mirroredX(within frame: CGRect) -> CGRect {
        let axis = frame.minX + frame.maxX
        return CGRect(x: axis - maxX, y: minY, width: width, height: height)
    }

    /// Moves one edge, keeping the opposite one.
    mutating func setMinY(_ v: CGFloat) { self = CGRect(x: minX, y: v, width: width, height: maxY - v) }
    mutating func setMinX(_ v: CGFloat) { self = CGRect(x: v, y: minY, width: maxX - v, height: height) }
    mutating func setMaxY(_ v: CGFloat) { self = CGRect(x: minX, y: minY, width: width, height: v - minY) }
    mutating func setMaxX(_ v: CGFloat) { self = CGRect(x: minX, y: minY, width: v - minX, height: height) }
}

extension NodeParams {
    /// `ignoresSafeArea`: the edges.
    static func ignoresSafeArea(_ edges: Edge.Set) -> NodeParams {
        var p = NodeParams()
        p.bits = UInt8(edges.rawValue)
        return p
    }

    /// `safeAreaInset`: the edge, the spacing and the cross-axis alignment.
    static func safeAreaInset(_ edge: Edge, _ alignment: Alignment, _ spacing: CGFloat?) -> NodeParams {
        var p = NodeParams.aligned(alignment)
        p.bits = UInt8(edge.rawValue)
        p.a = spacing.map { $0.isFinite ? $0 : 0 } ?? .nan
        return p
    }

    var edges: Edge.Set { Edge.Set(rawValue: Int8(bits)) }
    var edge: Edge { Edge(rawValue: Int8(bits)) ?? .top }
}

extension LayoutEngine {
    // MARK: ignoresSafeArea

    /// The child's answer to the unchanged proposal: the parent's arithmetic never changes.
    @inline(__always) func ignoresSafeAreaSize(_ id: Int32, _ p: ProposedViewSize) -> CGSize { size(child(id), p) }

    /// The child is proposed this view's size grown by the insets its frame touches (on the
    /// chosen edges) and placed that much up and to the leading side; below it, those edges are
    /// no longer unsafe.
    func placeIgnoresSafeArea(_ id: Int32, size s: CGSize, pass: inout PlacementPass, into out: StoreWindow<PlacedRecord>) -> Int {
        let c = child(id)
        guard let region = pass.region else {
            out[0] = PlacedRecord(id: c, frame: CGRect(origin: .zero, size: size(c, ProposedViewSize(s))), proposal: ProposedViewSize(s))
            return 1
        }
        let edges = params[id].edges
        let g = region.growth(of: CGRect(origin: pass.origin, size: s), edges: edges)
        let cp = ProposedViewSize(width: s.width + g.leading + g.trailing, height: s.height + g.top + g.bottom)
        out[0] = PlacedRecord(id: c, frame: CGRect(origin: CGPoint(x: -g.leading, y: -g.top), size: size(c, cp)), proposal: cp)
        pass.firstChildRegion = region.ignoring(edges)
        return 1
    }

    /// A modifier over one child: its flexibility, priority and guides.
    func ignoresSafeAreaTraits(first: Int32, count: Int32) -> ConstructTraits {
        ConstructTraits(ignores: axesIgnoredByFirst(first: first, count: count), priority: .firstChild, isCheapOverCheapChild: true)
    }

    // MARK: safeAreaInset

    /// The spacing between the primary and the inset content: the argument, else 8 ([INF]: SwiftUI
    /// uses the two views' spacing preferences, which for plain views is 8).
    private func insetSpacing(_ id: Int32) -> CGFloat { params[id].a.isNaN ? 8 : params[id].a }

    /// Sizes and proposals of the primary (child 0) and the inset content (child 1) for `p`.
    private func insetParts(_ id: Int32, _ p: ProposedViewSize) -> (primary: (ProposedViewSize, CGSize), content: (ProposedViewSize, CGSize)) {
        let edge = params[id].edge
        let axis: Axis = edge == .top || edge == .bottom ? .vertical : .horizontal
        let spacing = insetSpacing(id)
        let primary = child(id, 0), content = child(id, 1)
        let primaryMin = size(primary, ProposedViewSize(axis: axis, major: 0, minor: p[axis.other]))[axis]
        let cp = ProposedViewSize(axis: axis, major: p[axis].map { max($0 - spacing - primaryMin, 0) }, minor: p[axis.other])
        let cs = size(content, cp)
        let pp = ProposedViewSize(axis: axis, major: p[axis].map { max($0 - cs[axis] - spacing, 0) }, minor: p[axis.other])
        return ((pp, size(primary, pp)), (cp, cs))
    }

    /// Along the edge: content + spacing + primary; across: the larger of the two.
    func safeAreaInsetSize(_ id: Int32, _ p: ProposedViewSize) -> CGSize {
        let edge = params[id].edge
        let axis: Axis = edge == .top || edge == .bottom ? .vertical : .horizontal
        let (primary, content) = insetParts(id, p)
        return CGSize(axis: axis, major: content.1[axis] + insetSpacing(id) + primary.1[axis],
                      minor: max(content.1[axis.other], primary.1[axis.other]))
    }

    /// The content against `edge`, the primary against the opposite edge; across, both aligned
    /// by the modifier's alignment. The primary's safe area loses the content and the spacing.
    func placeSafeAreaInset(_ id: Int32, size s: CGSize, proposal p: ProposedViewSize, pass: inout PlacementPass,
                            into out: StoreWindow<PlacedRecord>) -> Int {
        let edge = params[id].edge
        let axis: Axis = edge == .top || edge == .bottom ? .vertical : .horizontal
        let (primary, content) = insetParts(id, p)
        let g = nodes[id]
        func place(_ c: Int32, _ part: (ProposedViewSize, CGSize), major: CGFloat) -> PlacedRecord {
            // Aligned across in a box as long as the modifier, as long as the part along the edge.
            let box = CGSize(axis: axis, major: part.1[axis], minor: s[axis.other])
            var r = aligned(c, part.0, in: box, axis == .vertical ? g.alignH : .center, axis == .vertical ? .center : g.alignV, id)
            if axis == .vertical { r.frame.origin.y = major } else { r.frame.origin.x = major }
            return r
        }
        let atStart = edge == .top || edge == .leading
        out[0] = place(child(id, 0), primary, major: atStart ? s[axis] - primary.1[axis] : 0)
        out[1] = place(child(id, 1), content, major: atStart ? 0 : s[axis] - content.1[axis])
        if let region = pass.region {
            let frame = CGRect(origin: pass.origin, size: s)
            pass.firstChildRegion = region.inset(edge, inner: out[0].frame.offsetBy(dx: pass.origin.x, dy: pass.origin.y), modifier: frame)
        }
        return 2
    }

    // MARK: safeAreaPadding

    /// Lays out as `padding`; the padded edges also become unsafe for the child, so that views
    /// below that ignore the safe area grow back over the padding (and further when the view
    /// touched the edge).
    func placeSafeAreaPadding(_ id: Int32, size s: CGSize, proposal p: ProposedViewSize, pass: inout PlacementPass,
                              into out: StoreWindow<PlacedRecord>) -> Int {
        let n = placePadding(id, proposal: p, into: out)
        guard var region = pass.region else { return n }
        let frame = CGRect(origin: pass.origin, size: s)
        let inner = out[0].frame.offsetBy(dx: pass.origin.x, dy: pass.origin.y)
        let e = params[id].insets
        for (edge, length) in [(Edge.top, e.top), (.leading, e.leading), (.bottom, e.bottom), (.trailing, e.trailing)] where length != 0 {
            region = region.inset(edge, inner: inner, modifier: frame)
        }
        pass.firstChildRegion = region
        return n
    }

    /// The primary's priority; sizes depend on both parts.
    var safeAreaInsetTraits: ConstructTraits { ConstructTraits(priority: .firstChild) }

    // MARK: GeometryProxy

    /// How far a reader at `frame` in `region` could grow into the unsafe area on each edge (0 on
    /// edges it does not touch).
    func safeAreaInsets(of frame: CGRect, in region: SafeRegion?) -> EdgeInsets {
        region?.growth(of: frame, edges: .all) ?? EdgeInsets()
    }
}
