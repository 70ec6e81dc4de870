import Foundation

// Text, as the engine lays it out. The measuring rules (wrapping, line limits, rounding to the
// pixel grid) are `TextContent.layout(for:unwrapped:)`; see docs/layout/text.md.

/// One measurement of a text node: the size it answered, and the request and metrics behind it.
struct MeasuredText {
    var size: CGSize
    var request: TextLayoutRequest
    var metrics: TextMetrics
}

/// The measurements of one text node, oldest first, with the proposals they answer.
final class TextMeasurements {
    /// The one-line measurement at full size that every proposal starts from, once known.
    var unwrapped: UnwrappedText?
    var proposals: [ProposalKey] = []
    var entries: [MeasuredText] = []
}

extension LayoutEngine {
    /// How many measurements each text node keeps for baselines and drawing.
    static let measurementsKept = 8

    /// Measures the text for `p` and remembers how, for its baselines and for drawing.
    @inline(never) func textSize(_ id: Int32, _ p: ProposedViewSize) -> CGSize {
        guard let (list, i) = measure(id, p) else { return .zero }
        return list.entries[i].size
    }

    /// Where the measurement of text node `id` for `p` is: remembered, or made and remembered.
    /// (Found by index: a measurement holds the whole request, not copied on every probe.)
    private func measure(_ id: Int32, _ p: ProposedViewSize) -> (TextMeasurements, Int)? {
        let key = ProposalKey(p)
        let list: TextMeasurements
        if let known = textLayouts[id] {
            if let i = known.proposals.lastIndex(of: key) { return (known, i) }
            list = known
        } else {
            list = TextMeasurements()
            textLayouts[id] = list
        }
        guard case .text(let content) = objects[Int(id)].kind else { return nil }
        let l = content.layout(for: p, unwrapped: &list.unwrapped)
        list.proposals.append(key)
        list.entries.append(MeasuredText(size: l.size, request: l.request, metrics: l.metrics))
        if list.entries.count > LayoutEngine.measurementsKept {
            list.proposals.removeFirst()
            list.entries.removeFirst()
        }
        return (list, list.entries.count - 1)
    }

    /// The first and last text baselines of the text laid out for `p`; no other guide.
    func textBaseline(_ id: Int32, _ g: AlignmentKey, _ p: ProposedViewSize) -> CGFloat? {
        guard case .vertical(let v) = g, let (list, i) = measure(id, p) else { return nil }
        if v == .firstTextBaseline { return list.entries[i].metrics.firstBaseline }
        if v == .lastTextBaseline { return list.entries[i].metrics.lastBaseline }
        return nil
    }

    /// Keeps the request measured for record `index`'s proposal, to draw it the same way.
    @inline(never) func recordTextRequest(_ index: Int, _ arena: LayoutArena) {
        let record = arena.records[index]
        arena.textRequests[index] = measure(record.id, record.proposal).map { $0.0.entries[$0.1].request }
    }

    /// Text has baselines of its own. [INF] It publishes no spacing of its own (SwiftUI's
    /// font-metric categories are not pinned down), so it gets the default 8 from its neighbours.
    var textTraits: ConstructTraits { ConstructTraits(guides: .own) }
}
