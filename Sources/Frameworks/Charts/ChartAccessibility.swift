import Foundation
import LayoutVizCore

// What VoiceOver reads of a chart (docs/charts.md, "Accessibility"): each bar, rectangle, point,
// line point and sector is an element over the mark, its label the mark's x value (its category
// on a horizontal bar; a sector's colour group) with its colour group after a comma, its value
// the other axis's value [INF: Swift Charts' own wording per mark is not documented; this is
// the data a mark stands for, as the axes format it]. `accessibilityLabel`,
// `accessibilityValue` and `accessibilityHidden` on chart content change or drop it.

extension ChartModel {
    /// The element over `rect` for mark `m`, unless it is hidden or says nothing.
    func element(_ m: MarkSpec, over rect: CGRect) -> ChartDrawable? {
        guard !m.accessibilityHidden, rect.width.isFinite, rect.height.isFinite else { return nil }
        let (label, value) = spoken(m)
        guard let label = m.accessibilityLabel ?? label.map({ Text(verbatim: $0) }) else { return nil }
        return .element(rect, label: label, value: m.accessibilityValue ?? value.map { Text(verbatim: $0) })
    }

    /// The element of a point mark, a square of `side` around `c`.
    func element(_ m: MarkSpec, around c: CGPoint, side: CGFloat) -> ChartDrawable? {
        element(m, over: CGRect(x: c.x - side / 2, y: c.y - side / 2, width: side, height: side))
    }

    /// Whether a series is a function plot's (whose samples are not data points).
    static func isFunctionSeries(_ d: PlotDatum) -> Bool { d.categoryName.hasPrefix("\u{1}function") }

    /// The mark's own label and value: the category or x value (and colour group), and the value.
    private func spoken(_ m: MarkSpec) -> (label: String?, value: String?) {
        let group = m.styleGroup.map { $0.value.categoryName }
        func joined(_ parts: [String?]) -> String? {
            let kept = parts.compactMap { $0 }.filter { !$0.isEmpty }
            return kept.isEmpty ? nil : kept.joined(separator: ", ")
        }
        if m.kind == .sector { return (joined([group]), m.angle.map { ChartFormat.number($0) }) }
        let (place, amount) = horizontal ? (m.y, m.x ?? m.xEnd) : (m.x, m.y ?? m.yEnd)
        return (joined([place.map(text), group]), amount.map(text))
    }

    /// A value as its axis labels it (a date binned by a unit, as that unit's label).
    private func text(_ d: PlotDatum) -> String {
        if case .date(let date, let unit?) = d { return ChartFormat.date(date, step: unit) }
        return d.categoryName
    }
}
