import Foundation

// ViewThatFits. See docs/layout/view-that-fits.md.
//
// Parameters: `bits` the axes' raw value.

extension LayoutEngine {
    /// The chosen child's answer to the real proposal (0×0 without children).
    @inline(never) func viewThatFitsSize(_ id: Int32, _ p: ProposedViewSize) -> CGSize {
        guard let chosen = fittingChild(id, p) else { return .zero }
        return size(chosen, p)
    }

    /// Only the chosen child is placed, at the origin with the real proposal.
    func placeViewThatFits(_ id: Int32, proposal p: ProposedViewSize, into out: StoreWindow<PlacedRecord>) -> Int {
        guard let chosen = fittingChild(id, p) else { return 0 }
        out[0] = PlacedRecord(id: chosen, frame: CGRect(origin: .zero, size: size(chosen, p)), proposal: p)
        return 1
    }

    /// The first child whose ideal size fits `p` on the node's axes, or the last child when none
    /// does ([INF], as community replicas do). [INF] A nil proposal axis constrains nothing.
    func fittingChild(_ id: Int32, _ p: ProposedViewSize) -> Int32? {
        let g = nodes[id]
        guard g.childCount > 0 else { return nil }
        let axes = Axis.Set(rawValue: Int8(params[id].bits))
        for k in 0..<g.childCount {
            let c = child(id, k)
            let ideal = size(c, .unspecified)
            let fitsH = !axes.contains(.horizontal) || p.width.map { ideal.width <= $0 + 0.0001 } ?? true
            let fitsV = !axes.contains(.vertical) || p.height.map { ideal.height <= $0 + 0.0001 } ?? true
            if fitsH && fitsV { return c }
        }
        return child(id, g.childCount - 1)
    }

    var viewThatFitsTraits: ConstructTraits { ConstructTraits() }
}

extension NodeParams {
    static func viewThatFits(_ axes: Axis.Set) -> NodeParams {
        var p = NodeParams()
        p.bits = UInt8(axes.rawValue)
        return p
    }
}
