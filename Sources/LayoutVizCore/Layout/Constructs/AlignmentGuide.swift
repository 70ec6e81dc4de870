import Foundation

// `alignmentGuide(_:computeValue:)`. See docs/layout/alignment.md.
//
// No numeric parameters: the guide and its closure stay in the node.

extension LayoutEngine {
    /// Layout-neutral: the child's size.
    @inline(__always) func alignmentGuideSize(_ id: Int32, _ p: ProposedViewSize) -> CGSize { size(child(id), p) }

    /// The child at the origin with the modifier's proposal.
    func placeAlignmentGuide(_ id: Int32, proposal p: ProposedViewSize, into out: StoreWindow<PlacedRecord>) -> Int {
        placeChildAtOrigin(id, proposal: p, into: out)
    }

    /// The overridden guide comes from the closure, given the child's dimensions; any other guide
    /// is the child's.
    func alignmentGuideValue(_ id: Int32, _ g: AlignmentKey, _ size: CGSize, _ p: ProposedViewSize) -> CGFloat? {
        guard case .alignmentGuide(let key, let compute) = objects[Int(id)].kind else { return nil }
        if key.key == g.key { return compute(dimensions(child(id), size, p)) }
        return explicitGuide(child(id), g, size, p)
    }

    func alignmentGuideTraits(first: Int32, count: Int32) -> ConstructTraits {
        ConstructTraits(ignores: axesIgnoredByAll(first: first, count: count), guides: .own, priority: .firstChild, isCheapOverCheapChild: true)
    }
}
