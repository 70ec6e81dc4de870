import Foundation

// Text, as the engine lays it out. The measuring rules (wrapping, line limits, rounding to the
// pixel grid) are `TextContent.layout(for:)`; see docs/layout/text.md.

/// One measurement of a text node: the proposal, the size it answered, and the request and
/// metrics behind it.
struct MeasuredText {
    var proposal: ProposalKey
    var size: CGSize
    var request: TextLayoutRequest
    var metrics: TextMetrics
}

extension LayoutEngine {
    /// How many measurements each text node keeps for baselines and drawing.
    static let measurementsKept = 8

    /// Measures the text for `p` and remembers how, for its baselines and for drawing.
    @inline(never) func textSize(_ id: Int32, _ p: ProposedViewSize) -> CGSize {
        measure(id, p)?.size ?? .zero
    }

    /// The measurement of text node `id` for `p`: remembered, or made and remembered.
    private func measure(_ id: Int32, _ p: ProposedViewSize) -> MeasuredText? {
        let key = ProposalKey(p)
        if let m = textLayouts[id]?.last(where: { $0.proposal == key }) { return m }
        guard case .text(let content) = objects[Int(id)].kind else { return nil }
        let l = content.layout(for: p)
        let m = MeasuredText(proposal: key, size: l.size, request: l.request, metrics: l.metrics)
        textLayouts[id, default: []].append(m)
        if textLayouts[id]!.count > LayoutEngine.measurementsKept { textLayouts[id]!.removeFirst() }
        return m
    }

    /// The first and last text baselines of the text laid out for `p`; no other guide.
    func textBaseline(_ id: Int32, _ g: AlignmentKey, _ p: ProposedViewSize) -> CGFloat? {
        guard case .vertical(let v) = g, let m = measure(id, p) else { return nil }
        if v == .firstTextBaseline { return m.metrics.firstBaseline }
        if v == .lastTextBaseline { return m.metrics.lastBaseline }
        return nil
    }

    /// Keeps the request measured for record `index`'s proposal, to draw it the same way.
    @inline(never) func recordTextRequest(_ index: Int, _ arena: LayoutArena) {
        let record = arena.records[index]
        arena.textRequests[index] = measure(record.id, record.proposal)?.request
    }

    /// Text has baselines of its own. [INF] It publishes no spacing of its own (SwiftUI's
    /// font-metric categories are not pinned down), so it gets the default 8 from its neighbours.
    var textTraits: ConstructTraits { ConstructTraits(guides: .own) }
}
