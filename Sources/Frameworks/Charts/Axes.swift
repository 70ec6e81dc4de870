import Foundation
import LayoutVizCore

// Axes as `chartXAxis { AxisMarks(...) }` declares them (docs/charts.md, "Axes"): which values get
// marks, on which side, and which parts (grid line, tick, label) each value draws. The builder's
// closure runs once per tick value, so content that depends on the value (`if value.index % 2`)
// draws as written.

/// A value an axis marks, as an `AxisMarks` closure receives it.
public struct AxisValue {
    let datum: PlotDatum
    /// The value's position among the axis's values.
    public let index: Int
    /// How many values the axis marks.
    public let count: Int

    /// The value as `type`, when it is one (a number as `Double` or `Int`, a category as `String`, a date as `Date`).
    public func `as`<T: Plottable>(_ type: T.Type) -> T? {
        switch datum {
        case .number(let n):
            if T.self == Double.self { return n as? T }
            if T.self == Int.self { return Int(exactly: n.rounded()) as? T }
            if T.self == Float.self { return Float(n) as? T }
            if T.self == CGFloat.self { return CGFloat(n) as? T }
            return nil
        case .category(let s): return T.self == String.self ? s as? T : nil
        case .date(let d, _): return T.self == Date.self ? d as? T : nil
        }
    }
}

/// Which values an axis marks.
public struct AxisMarkValues {
    enum Kind { case automatic(Int?), explicit([PlotDatum]), strideNumber(Double), strideDate(Calendar.Component, Int) }
    let kind: Kind
    /// The chart's choice.
    public static var automatic: AxisMarkValues { AxisMarkValues(kind: .automatic(nil)) }
    /// About `desiredCount` values.
    public static func automatic(desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(kind: .automatic(desiredCount))
    }
    /// Every `step` along a numeric axis.
    public static func stride(by step: Double) -> AxisMarkValues { AxisMarkValues(kind: .strideNumber(step)) }
    /// Every `count` calendar `component`s along a date axis.
    public static func stride(by component: Calendar.Component, count: Int = 1, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(kind: .strideDate(component, max(count, 1)))
    }
    /// These values.
    public static func explicit<V: Plottable>(_ values: [V]) -> AxisMarkValues { AxisMarkValues(kind: .explicit(values.map(\._plotDatum))) }
}

extension AxisMarkValues: ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: Double...) { kind = .explicit(elements.map { .number($0) }) }
}

/// Where an axis's marks go.
public struct AxisMarkPosition: Hashable, Sendable {
    let name: String
    public static let automatic = AxisMarkPosition(name: "automatic")
    public static let leading = AxisMarkPosition(name: "leading")
    public static let trailing = AxisMarkPosition(name: "trailing")
    public static let top = AxisMarkPosition(name: "top")
    public static let bottom = AxisMarkPosition(name: "bottom")
}

/// What an axis's builder makes.
public protocol AxisContent {}

/// What one tick value draws.
struct AxisParts {
    var grid = false, tick = false, label = false
    var format: ((PlotDatum) -> String?)?
    var labelView: AnyView?
}

/// Parts together, as the builder combines them.
public struct _AxisPartsGroup: AxisContent { var parts = AxisParts() }

@resultBuilder public enum AxisContentBuilder {
    public static func buildExpression<C: AxisContent>(_ c: C) -> _AxisPartsGroup { (c as? any AxisPart)?.group ?? (c as? _AxisPartsGroup) ?? _AxisPartsGroup() }
    public static func buildBlock(_ parts: _AxisPartsGroup...) -> _AxisPartsGroup {
        var all = AxisParts()
        for p in parts.map(\.parts) {
            all.grid = all.grid || p.grid
            all.tick = all.tick || p.tick
            all.label = all.label || p.label
            all.format = all.format ?? p.format
            all.labelView = all.labelView ?? p.labelView
        }
        return _AxisPartsGroup(parts: all)
    }
    public static func buildOptional(_ p: _AxisPartsGroup?) -> _AxisPartsGroup { p ?? _AxisPartsGroup() }
    public static func buildEither(first: _AxisPartsGroup) -> _AxisPartsGroup { first }
    public static func buildEither(second: _AxisPartsGroup) -> _AxisPartsGroup { second }
}

protocol AxisPart: AxisContent { var group: _AxisPartsGroup { get } }

/// A value's grid line across the plot.
public struct AxisGridLine: AxisPart {
    /// A grid line (its stroke is the look's).
    public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) {}
    var group: _AxisPartsGroup { _AxisPartsGroup(parts: AxisParts(grid: true)) }
}

/// A value's tick at the plot's edge.
public struct AxisTick: AxisPart {
    /// A tick (its length and stroke are the look's).
    public init(centered: Bool? = nil, length: CGFloat? = nil, stroke: StrokeStyle? = nil) {}
    var group: _AxisPartsGroup { _AxisPartsGroup(parts: AxisParts(tick: true)) }
}

/// A value's label.
public struct AxisValueLabel: AxisPart {
    var parts = AxisParts(label: true)
    /// The value, formatted as the axis formats it.
    public init(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil, collisionResolution: AxisValueLabelCollisionResolution = .automatic,
                offsetsMarks: Bool? = nil, orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {}
    /// The value formatted by `format`.
    public init<F: FormatStyle>(format: F, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                                collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                                orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil)
    where F.FormatOutput == String {
        parts.format = { datum in
            switch datum {
            case .number(let n):
                if let v = n as? F.FormatInput { return format.format(v) }
                if let v = Int(exactly: n.rounded()) as? F.FormatInput { return format.format(v) }
                return nil
            case .date(let d, _): return (d as? F.FormatInput).map(format.format)
            case .category(let s): return (s as? F.FormatInput).map(format.format)
            }
        }
    }
    /// A label of your own.
    public init<V: View>(centered: Bool? = nil, anchor: UnitPoint? = nil, @ViewBuilder content: () -> V) {
        parts.labelView = AnyView(content())
    }
    var group: _AxisPartsGroup { _AxisPartsGroup(parts: parts) }
}

/// How overlapping labels are resolved (accepted).
public struct AxisValueLabelCollisionResolution: Sendable {
    public static let automatic = AxisValueLabelCollisionResolution()
    public static let disabled = AxisValueLabelCollisionResolution()
    public static func greedy(priority: Double = 0, minimumSpacing: CGFloat = 0) -> AxisValueLabelCollisionResolution { .automatic }
    public static func truncate(priority: Double = 0) -> AxisValueLabelCollisionResolution { .automatic }
}

/// How labels are turned (accepted: drawn horizontal).
public struct AxisValueLabelOrientation: Sendable {
    public static let automatic = AxisValueLabelOrientation()
    public static let horizontal = AxisValueLabelOrientation()
    public static let vertical = AxisValueLabelOrientation()
    public static let verticalReversed = AxisValueLabelOrientation()
}

/// The marks of an axis: which values, where, and what each draws.
public struct AxisMarks: AxisContent {
    let values: AxisMarkValues
    let position: AxisMarkPosition
    let make: (AxisValue) -> AxisParts

    /// The default marks: grid lines, ticks and labels.
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil) {
        self.values = values
        self.position = position
        let inset = preset == .inset
        make = { _ in AxisParts(grid: !inset, tick: false, label: true) }
    }

    /// Marks whose parts `content` makes for each value.
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
                @AxisContentBuilder content: @escaping (AxisValue) -> _AxisPartsGroup) {
        self.values = values
        self.position = position
        make = { content($0).parts }
    }
}

/// A set of default axis parts.
public struct AxisMarkPreset: Hashable, Sendable {
    let name: String
    public static let automatic = AxisMarkPreset(name: "automatic")
    public static let extended = AxisMarkPreset(name: "extended")
    public static let aligned = AxisMarkPreset(name: "aligned")
    public static let inset = AxisMarkPreset(name: "inset")
}

/// An axis as the chart's modifiers set it: hidden, or its marks.
struct AxisSetting {
    var hidden = false
    var marks: [AxisMarks] = []
}

/// Builds an axis's marks (`chartXAxis { AxisMarks(...) }`).
@resultBuilder public enum AxisMarksBuilder {
    public static func buildExpression(_ marks: AxisMarks) -> [AxisMarks] { [marks] }
    public static func buildBlock(_ parts: [AxisMarks]...) -> [AxisMarks] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [AxisMarks]?) -> [AxisMarks] { part ?? [] }
    public static func buildEither(first: [AxisMarks]) -> [AxisMarks] { first }
    public static func buildEither(second: [AxisMarks]) -> [AxisMarks] { second }
}

/// The values an axis's marks stand at.
enum AxisMarkSampler {
    static func values(_ values: AxisMarkValues, _ scale: ChartScale, desired: Int) -> [(datum: PlotDatum, label: String)] {
        switch values.kind {
        case .automatic(let count):
            guard let count, scale.kind != .categories else { return scale.ticks.map { ($0.value, $0.label) } }
            if scale.kind == .numbers { return ChartScale.numeric(scale.low, scale.high, nice: false, desired: max(count - 1, 1)).ticks.map { ($0.value, $0.label) } }
            return ChartScale.dated(scale.low, scale.high, desired: max(count, 1)).ticks.map { ($0.value, $0.label) }
        case .explicit(let list):
            return list.map { d in (d, scale.kind == .dates ? ChartFormat.date(Date(timeIntervalSince1970: d.continuous ?? 0), step: scale.dateStep ?? .day)
                                        : d.continuous.map(ChartFormat.number) ?? d.categoryName) }
        case .strideNumber(let step):
            guard step > 0, scale.kind == .numbers else { return scale.ticks.map { ($0.value, $0.label) } }
            var out: [(PlotDatum, String)] = []
            var t = (scale.low / step).rounded(.up) * step
            while t <= scale.high + step * 1e-9 && out.count < 1_000 {
                out.append((.number(t), ChartFormat.number(t)))
                t += step
            }
            return out
        case .strideDate(let unit, let count):
            guard scale.kind == .dates else { return scale.ticks.map { ($0.value, $0.label) } }
            let calendar = Calendar.current
            let start = Date(timeIntervalSince1970: scale.low)
            var t = calendar.dateInterval(of: unit, for: start)?.start ?? start
            if t.timeIntervalSince1970 < scale.low { t = calendar.date(byAdding: unit, value: count, to: t) ?? t }
            var out: [(PlotDatum, String)] = []
            while t.timeIntervalSince1970 <= scale.high && out.count < 1_000 {
                out.append((.date(t, unit: nil), ChartFormat.date(t, step: unit)))
                guard let next = calendar.date(byAdding: unit, value: count, to: t) else { break }
                t = next
            }
            return out
        }
    }
}
