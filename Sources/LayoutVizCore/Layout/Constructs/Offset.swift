import Foundation

// `offset(x:y:)`. See docs/layout/modifiers.md ("offset and position").
//
// Parameters: `a` x, `b` y.

extension LayoutEngine {
    /// Layout is the child's: only the drawing moves.
    @inline(__always) func offsetSize(_ id: Int32, _ p: ProposedViewSize) -> CGSize { size(child(id), p) }

    /// The child moved by (x, y) from the modifier's origin.
    func placeOffset(_ id: Int32, proposal p: ProposedViewSize, into out: StoreWindow<PlacedRecord>) -> Int {
        let pr = params[id]
        let c = child(id)
        out[0] = PlacedRecord(id: c, frame: CGRect(origin: CGPoint(x: pr.a, y: pr.b), size: size(c, p)), proposal: p)
        return 1
    }

    func offsetTraits(first: Int32, count: Int32) -> ConstructTraits {
        ConstructTraits(ignores: axesIgnoredByAll(first: first, count: count), priority: .firstChild, isCheapOverCheapChild: true)
    }
}

extension NodeParams {
    static func offset(_ o: CGSize) -> NodeParams {
        var p = NodeParams()
        (p.a, p.b) = (o.width, o.height)
        return p
    }
}
