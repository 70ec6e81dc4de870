import Foundation

// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
// See docs/layout/frames.md ("Flexible frames").
//
// Parameters: `a`...`f` minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight (NaN:
// not given), already normalised by the modifier; the alignment as codes (and in the node).

/// A flexible frame's limits, as the sizing algorithm reads them.
struct FlexLimits {
    var minWidth, idealWidth, maxWidth: CGFloat?
    var minHeight, idealHeight, maxHeight: CGFloat?

    init(_ pr: NodeParams) {
        (minWidth, idealWidth, maxWidth) = (opt(pr.a), opt(pr.b), opt(pr.c))
        (minHeight, idealHeight, maxHeight) = (opt(pr.d), opt(pr.e), opt(pr.f))
    }

    @inline(__always) func min(_ axis: Axis) -> CGFloat? { axis == .horizontal ? minWidth : minHeight }
    @inline(__always) func ideal(_ axis: Axis) -> CGFloat? { axis == .horizontal ? idealWidth : idealHeight }
    @inline(__always) func max(_ axis: Axis) -> CGFloat? { axis == .horizontal ? maxWidth : maxHeight }

    /// The child's proposal when sizing: the frame's proposal (or the ideal when nil) clamped to
    /// [min, max]; nil stays nil.
    func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        func axis(_ a: Axis) -> CGFloat? {
            guard let c = p[a] ?? ideal(a) else { return nil }
            return clamp(c, min(a), max(a))
        }
        return ProposedViewSize(width: axis(.horizontal), height: axis(.vertical))
    }
}

extension LayoutEngine {
    /// Per axis: min and max both given take the clamped proposal without asking the child; a nil
    /// proposal with an ideal takes the ideal; otherwise the child's answer, bounded as the table
    /// in the docs says.
    @inline(never) func flexFrameSize(_ id: Int32, _ p: ProposedViewSize) -> CGSize {
        let f = FlexLimits(params[id]), child = child(id)
        let childProposal = f.childProposal(p)
        var childSize: CGSize?
        func childLength(_ a: Axis) -> CGFloat {
            if childSize == nil { childSize = size(child, childProposal) }
            return childSize![a]
        }
        func length(_ a: Axis) -> CGFloat {
            let mn = f.min(a), mx = f.max(a)
            if let pa = p[a], let mn, let mx { return clamp(pa, mn, mx) }
            if p[a] == nil, let ideal = f.ideal(a) { return ideal }
            let c = childLength(a)
            switch (mn, mx) {
            case let (mn?, mx?): return clamp(c, mn, mx)
            case let (mn?, nil): return Swift.max(Swift.min(childProposal[a] ?? .infinity, c), mn)
            case let (nil, mx?): return Swift.min(Swift.max(childProposal[a] ?? -.infinity, c), mx)
            case (nil, nil): return c
            }
        }
        return CGSize(width: length(.horizontal), height: length(.vertical))
    }

    /// The child is proposed the frame's size, except (iOS 17 and later) on an axis proposed nil
    /// with no ideal where the size lies strictly between min and max: there it is proposed nil.
    /// Then it is aligned as in a fixed frame.
    func placeFlexFrame(_ id: Int32, size s: CGSize, proposal p: ProposedViewSize, into out: StoreWindow<PlacedRecord>) -> Int {
        let g = nodes[id]
        let f = FlexLimits(params[id])
        var cp = ProposedViewSize(s)
        for a in Axis.allCases where p[a] == nil && f.ideal(a) == nil {
            if s[a] > (f.min(a) ?? -.infinity) && s[a] < (f.max(a) ?? .infinity) { cp[a] = nil }
        }
        out[0] = aligned(child(id), cp, in: s, g.alignH, g.alignV, id)
        return 1
    }

    /// Without limits on an axis, the proposal passes to the child and its length back.
    func flexFrameTraits(_ id: Int32, first: Int32, count: Int32) -> ConstructTraits {
        let pr = params[id]
        var t = ConstructTraits(ignores: axesIgnoredByAll(first: first, count: count), priority: .firstChild, isCheapOverCheapChild: true)
        if !(pr.a.isNaN && pr.b.isNaN && pr.c.isNaN) { t.ignores &= ~GraphNode.ignoresWidth }
        if !(pr.d.isNaN && pr.e.isNaN && pr.f.isNaN) { t.ignores &= ~GraphNode.ignoresHeight }
        return t
    }
}

extension NodeParams {
    static func flexFrame(_ fr: FlexFrame) -> NodeParams {
        var p = NodeParams.aligned(fr.alignment)
        (p.a, p.b, p.c) = (fr.minWidth ?? .nan, fr.idealWidth ?? .nan, fr.maxWidth ?? .nan)
        (p.d, p.e, p.f) = (fr.minHeight ?? .nan, fr.idealHeight ?? .nan, fr.maxHeight ?? .nan)
        return p
    }
}

/// Clamps `v` to [lo, hi]; when lo > hi the minimum wins ([INF]: contradictory frame constraints,
/// docs/layout/frames.md).
func clamp(_ v: CGFloat, _ lo: CGFloat?, _ hi: CGFloat?) -> CGFloat {
    var r = v
    if let hi { r = min(r, hi) }
    if let lo { r = max(r, lo) }
    return r
}
