import Foundation

// `clipShape`/`clipped`/`cornerRadius` and `opacity`: they change drawing only. See
// docs/layout/modifiers.md ("Drawing effects").

extension LayoutEngine {
    /// Layout-neutral: the child's size.
    @inline(__always) func drawingEffectSize(_ id: Int32, _ p: ProposedViewSize) -> CGSize { size(child(id), p) }

    /// The child at the origin with the modifier's proposal.
    func placeDrawingEffect(_ id: Int32, proposal p: ProposedViewSize, into out: StoreWindow<PlacedRecord>) -> Int {
        placeChildAtOrigin(id, proposal: p, into: out)
    }

    func drawingEffectTraits(first: Int32, count: Int32) -> ConstructTraits {
        ConstructTraits(ignores: axesIgnoredByAll(first: first, count: count), priority: .firstChild, isCheapOverCheapChild: true)
    }
}
