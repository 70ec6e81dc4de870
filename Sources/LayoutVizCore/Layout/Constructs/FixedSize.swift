import Foundation

// `fixedSize(horizontal:vertical:)`. See docs/layout/modifiers.md ("fixedSize").
//
// Parameters: `bits` 1 horizontal | 2 vertical.

extension LayoutEngine {
    /// nil on the fixed axes, the parent's value on the others.
    @inline(__always) private func fixedSizeChildProposal(_ bits: UInt8, _ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: bits & 1 != 0 ? nil : p.width, height: bits & 2 != 0 ? nil : p.height)
    }

    /// The child's answer to the proposal with the fixed axes nil.
    @inline(__always) func fixedSizeSize(_ id: Int32, _ p: ProposedViewSize) -> CGSize {
        size(child(id), fixedSizeChildProposal(params[id].bits, p))
    }

    /// The child is centred in the modifier's bounds.
    func placeFixedSize(_ id: Int32, size s: CGSize, proposal p: ProposedViewSize, into out: StoreWindow<PlacedRecord>) -> Int {
        out[0] = aligned(child(id), fixedSizeChildProposal(params[id].bits, p), in: s, .center, .center, -1)
        return 1
    }

    /// A fixed axis proposes nil to the child whatever came in.
    func fixedSizeTraits(_ id: Int32, first: Int32, count: Int32) -> ConstructTraits {
        let bits = params[id].bits
        var t = ConstructTraits(ignores: axesIgnoredByAll(first: first, count: count), priority: .firstChild, isCheapOverCheapChild: true)
        if bits & 1 != 0 { t.ignores |= GraphNode.ignoresWidth }
        if bits & 2 != 0 { t.ignores |= GraphNode.ignoresHeight }
        return t
    }
}

extension NodeParams {
    static func fixedSize(horizontal: Bool, vertical: Bool) -> NodeParams {
        var p = NodeParams()
        p.bits = (horizontal ? 1 : 0) | (vertical ? 2 : 0)
        return p
    }
}
