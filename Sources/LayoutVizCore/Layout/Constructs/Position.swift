import Foundation

// `position(x:y:)`. See docs/layout/modifiers.md ("offset and position").
//
// Parameters: `a` x, `b` y.

extension LayoutEngine {
    /// The proposal on concrete axes; a nil axis takes the child's answer.
    @inline(__always) func positionSize(_ id: Int32, _ p: ProposedViewSize) -> CGSize {
        if let w = p.width, let h = p.height { return CGSize(width: w, height: h) }
        let c = size(child(id), p)
        return CGSize(width: p.width ?? c.width, height: p.height ?? c.height)
    }

    /// The child is proposed the modifier's size and centred on (x, y).
    func placePosition(_ id: Int32, size s: CGSize, into out: StoreWindow<PlacedRecord>) -> Int {
        let pr = params[id]
        let c = child(id)
        let cp = ProposedViewSize(s)
        let cs = size(c, cp)
        out[0] = PlacedRecord(id: c, frame: CGRect(x: pr.a - cs.width / 2, y: pr.b - cs.height / 2, width: cs.width, height: cs.height), proposal: cp)
        return 1
    }

    /// Publishes no guides and no spacing; its size follows the proposal.
    var positionTraits: ConstructTraits { ConstructTraits(guides: .none, priority: .firstChild, isCheapOverCheapChild: true) }
}

extension NodeParams {
    static func position(_ pt: CGPoint) -> NodeParams {
        var p = NodeParams()
        (p.a, p.b) = (pt.x, pt.y)
        return p
    }
}
