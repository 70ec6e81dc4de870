import Foundation

// `padding`. See docs/layout/modifiers.md ("padding").
//
// Parameters: `a` top, `b` leading, `c` bottom, `d` trailing.

extension LayoutEngine {
    /// The proposal less the insets, clamped at 0 (nil stays nil).
    @inline(__always) private func paddingChildProposal(_ e: EdgeInsets, _ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: p.width.map { max($0 - e.horizontal, 0) }, height: p.height.map { max($0 - e.vertical, 0) })
    }

    /// The child's answer to the inset proposal, grown by the insets (never below 0).
    @inline(__always) func paddingSize(_ id: Int32, _ p: ProposedViewSize) -> CGSize {
        let e = params[id].insets
        let c = size(child(id), paddingChildProposal(e, p))
        return CGSize(width: max(c.width + e.horizontal, 0), height: max(c.height + e.vertical, 0))
    }

    /// The child sits at (leading, top); no alignment is involved.
    func placePadding(_ id: Int32, proposal p: ProposedViewSize, into out: StoreWindow<PlacedRecord>) -> Int {
        let e = params[id].insets
        let c = child(id)
        let cp = paddingChildProposal(e, p)
        out[0] = PlacedRecord(id: c, frame: CGRect(origin: CGPoint(x: e.leading, y: e.top), size: size(c, cp)), proposal: cp)
        return 1
    }

    /// The child's spacing, minus the preferences on the padded edges.
    func paddingSpacing(_ id: Int32) -> ViewSpacing {
        spacing(child(id)).clearing(params[id].insets)
    }

    func paddingTraits(first: Int32, count: Int32) -> ConstructTraits {
        ConstructTraits(ignores: axesIgnoredByAll(first: first, count: count), priority: .firstChild, isCheapOverCheapChild: true)
    }
}

extension NodeParams {
    static func padding(_ i: EdgeInsets) -> NodeParams {
        var p = NodeParams()
        (p.a, p.b, p.c, p.d) = (i.top, i.leading, i.bottom, i.trailing)
        return p
    }

    var insets: EdgeInsets { EdgeInsets(top: a, leading: b, bottom: c, trailing: d) }
}
