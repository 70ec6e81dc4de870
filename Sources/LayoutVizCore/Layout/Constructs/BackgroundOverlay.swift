import Foundation

// `background` and `overlay`: children[0] is the primary view, children[1] the secondary. See
// docs/layout/background-overlay.md.
//
// Parameters: the alignment as codes (and in the node, for custom guides).

extension LayoutEngine {
    /// The primary's size; the secondary never changes it.
    @inline(__always) func secondarySize(_ id: Int32, _ p: ProposedViewSize) -> CGSize { size(child(id), p) }

    /// The primary at the origin with the modifier's proposal; the secondary proposed the
    /// primary's size and aligned with the modifier's alignment.
    func placeSecondary(_ id: Int32, size s: CGSize, proposal p: ProposedViewSize, into out: StoreWindow<PlacedRecord>) -> Int {
        let g = nodes[id]
        let primary = child(id, 0)
        out[0] = PlacedRecord(id: primary, frame: CGRect(origin: .zero, size: size(primary, p)), proposal: p)
        out[1] = aligned(child(id, 1), ProposedViewSize(s), in: s, g.alignH, g.alignV, id)
        return 2
    }

    /// The primary's size is the node's, so are its priority and (in the spacing dispatch) its spacing.
    func secondaryTraits(first: Int32, count: Int32) -> ConstructTraits {
        ConstructTraits(ignores: axesIgnoredByFirst(first: first, count: count), priority: .firstChild, isCheapOverCheapChild: true)
    }
}
