import Foundation

// Text, as the engine lays it out. The measuring rules (wrapping, line limits, rounding to the
// pixel grid) are `TextContent.layout(for:)`; see docs/layout/text.md.

/// One measurement of a text node: the size it answered, and the request and metrics behind it.
struct MeasuredText {
    var size: CGSize
    var request: TextLayoutRequest
    var metrics: TextMetrics
}

extension LayoutEngine {
    /// How many measurements each text node keeps for baselines and drawing.
    static let measurementsKept = 8

    /// Measures the text for `p` and remembers how, for its baselines and for drawing.
    @inline(never) func textSize(_ id: Int32, _ p: ProposedViewSize) -> CGSize {
        guard case .text(let content) = objects[Int(id)].kind else { return .zero }
        let l = content.layout(for: p)
        var kept = textLayouts[id, default: []]
        kept.append(MeasuredText(size: l.size, request: l.request, metrics: l.metrics))
        if kept.count > LayoutEngine.measurementsKept { kept.removeFirst() }
        textLayouts[id] = kept
        return l.size
    }

    /// The latest measurement of text node `id` that answered `size`.
    func measurement(_ id: Int32, answering size: CGSize) -> MeasuredText? {
        textLayouts[id]?.last(where: { $0.size == size })
    }

    /// The first and last text baselines of the measurement behind `size`; no other guide.
    func textBaseline(_ id: Int32, _ g: AlignmentKey, _ size: CGSize) -> CGFloat? {
        guard case .vertical(let v) = g, let l = measurement(id, answering: size) else { return nil }
        if v == .firstTextBaseline { return l.metrics.firstBaseline }
        if v == .lastTextBaseline { return l.metrics.lastBaseline }
        return nil
    }

    /// Keeps the request measured for record `index`'s size, to draw it the same way.
    @inline(never) func recordTextRequest(_ index: Int, _ arena: LayoutArena) {
        let record = arena.records[index]
        guard case .text(let content) = objects[Int(record.id)].kind else { return }
        arena.textRequests[index] = measurement(record.id, answering: record.frame.size)?.request
            ?? content.layout(for: record.proposal).request
    }

    /// Text has baselines of its own. [INF] It publishes no spacing of its own (SwiftUI's
    /// font-metric categories are not pinned down), so it gets the default 8 from its neighbours.
    var textTraits: ConstructTraits { ConstructTraits(guides: .own) }
}
