import Foundation

/// One laid-out view, as the engine writes it for a parent and the layout tree stores it: the
/// node, its frame (relative to the parent while the engine writes it, root coordinates once
/// stored), the proposal it was placed with, and its children's range of records.
struct PlacedRecord {
    /// The node's id; −1 for the root of an empty view.
    var id: Int32
    var childCount: Int32 = 0
    var firstChild: Int32 = 0
    var frame: CGRect
    /// The proposal, NaN for nil: 16 bytes instead of two optionals' 32, so a record is 64.
    var proposalWidth: CGFloat
    var proposalHeight: CGFloat

    @inline(__always) init(id: Int32, frame: CGRect, proposal: ProposedViewSize) {
        self.id = id
        self.frame = frame
        proposalWidth = proposal.width ?? .nan
        proposalHeight = proposal.height ?? .nan
    }

    /// A record with the proposal already in NaN-for-nil numbers.
    @inline(__always) init(id: Int32, frame: CGRect, proposalWidth: CGFloat, proposalHeight: CGFloat) {
        self.id = id
        self.frame = frame
        self.proposalWidth = proposalWidth
        self.proposalHeight = proposalHeight
    }

    /// A record not written yet (a custom layout's subview before `place`).
    static let unplaced = PlacedRecord(id: -1, frame: .zero, proposalWidth: .nan, proposalHeight: .nan)

    var proposal: ProposedViewSize {
        @inline(__always) get { ProposedViewSize(width: opt(proposalWidth), height: opt(proposalHeight)) }
    }
}

/// nil for NaN.
@inline(__always) func opt(_ v: CGFloat) -> CGFloat? { v.isNaN ? nil : v }

extension LayoutEngine {
    /// Places the one child of a layout-neutral modifier (alignmentGuide, drawing effects): at the
    /// modifier's origin, with the modifier's proposal and the child's own size.
    @inline(__always) func placeChildAtOrigin(_ id: Int32, proposal p: ProposedViewSize, into out: StoreWindow<PlacedRecord>) -> Int {
        let c = child(id)
        out[0] = PlacedRecord(id: c, frame: CGRect(origin: .zero, size: size(c, p)), proposal: p)
        return 1
    }
}
