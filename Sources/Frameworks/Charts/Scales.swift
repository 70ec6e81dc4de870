import Foundation
import LayoutVizCore

// Scales: where a value lies along an axis (docs/charts.md, "Scales and ticks"). Numbers and
// dates are continuous, their automatic domain the data's extent (numbers with zero, as Swift
// Charts includes it by default) widened to whole ticks; strings are categories in the order
// the marks first name them, each a band of equal width.

/// The domain an axis covers, as `chartXScale(domain:)` sets it.
public struct ScaleDomain: Sendable {
    enum Kind: Sendable { case automatic(includesZero: Bool?), numbers(Double, Double), dates(Date, Date), categories([String]) }
    let kind: Kind
    /// The data's extent.
    public static var automatic: ScaleDomain { ScaleDomain(kind: .automatic(includesZero: nil)) }
    /// The data's extent, with or without zero.
    public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> ScaleDomain { ScaleDomain(kind: .automatic(includesZero: includesZero)) }
}

/// Domains from ranges and arrays, as `chartXScale(domain: 0...100)` writes them.
public protocol ScaleDomainConvertible { var _domain: ScaleDomain { get } }
extension ScaleDomain: ScaleDomainConvertible { public var _domain: ScaleDomain { self } }
extension ClosedRange: ScaleDomainConvertible where Bound: Plottable {
    public var _domain: ScaleDomain {
        switch (lowerBound._plotDatum, upperBound._plotDatum) {
        case (.date(let a, _), .date(let b, _)): return ScaleDomain(kind: .dates(a, b))
        default:
            let a = lowerBound._plotDatum.continuous ?? 0, b = upperBound._plotDatum.continuous ?? 1
            return ScaleDomain(kind: .numbers(a, b))
        }
    }
}
extension Array: ScaleDomainConvertible where Element: Plottable {
    public var _domain: ScaleDomain { ScaleDomain(kind: .categories(map { $0._plotDatum.categoryName })) }
}

/// How an axis maps values to positions, and its ticks.
struct ChartScale {
    enum Kind { case numbers, dates, categories }
    let kind: Kind
    /// The continuous domain (numbers, or dates' seconds).
    var low = 0.0, high = 1.0
    /// The categories, in order.
    var categories: [String] = []
    /// The ticks and their labels.
    var ticks: [(value: PlotDatum, label: String)] = []
    /// The calendar step of a date axis's ticks.
    var dateStep: Calendar.Component?
    /// Logarithmic: positions by the values' logarithms (`low` and `high` positive).
    var isLog = false
    /// A power scale's exponent: positions by the values raised to it (signs kept).
    var exponent: Double?
    /// A symmetric-log scale's slope at zero: positions by sign(v) · log(1 + |v · slope|).
    var symlogSlope: Double?

    /// The position function of a power or symmetric-log scale (the value itself for a linear one).
    private func raised(_ v: Double) -> Double {
        if let c = symlogSlope { return v < 0 ? -log1p(-v * c) : log1p(v * c) }
        return exponent.map { v < 0 ? -pow(-v, $0) : pow(v, $0) } ?? v
    }

    /// The fraction along the axis (0 at its start) of `d`: a category's band centre.
    func fraction(_ d: PlotDatum) -> CGFloat {
        // A date binned by a unit stands in the middle of its unit (a bar spans it: ChartModel).
        if case .date(let date, let unit?) = d, let end = Calendar.current.date(byAdding: unit, value: 1, to: date) {
            return fraction(.date(Date(timeIntervalSince1970: (date.timeIntervalSince1970 + end.timeIntervalSince1970) / 2), unit: nil))
        }
        if kind == .categories {
            guard let i = categories.firstIndex(of: d.categoryName), !categories.isEmpty else { return 0 }
            return (CGFloat(i) + 0.5) / CGFloat(categories.count)  // not a look value: geometry
        }
        guard let v = d.continuous, high > low else { return 0 }
        if isLog {
            // Zero and below have no logarithm: they sit at the axis's start, as a bar's base does.
            guard v > 0 else { return 0 }
            return CGFloat((log10(v) - log10(low)) / (log10(high) - log10(low)))
        }
        if exponent != nil || symlogSlope != nil { return CGFloat((raised(v) - raised(low)) / (raised(high) - raised(low))) }
        return CGFloat((v - low) / (high - low))
    }

    /// The number at `fraction` along a numeric axis: `fraction(_:)` undone.
    func value(at fraction: Double) -> Double {
        if isLog { return pow(10, log10(low) + fraction * (log10(high) - log10(low))) }
        if let c = symlogSlope, c > 0 {
            let r = raised(low) + fraction * (raised(high) - raised(low))
            return (r < 0 ? -expm1(-r) : expm1(r)) / c
        }
        if let e = exponent, e != 0 {
            let r = raised(low) + fraction * (raised(high) - raised(low))
            return r < 0 ? -pow(-r, 1 / e) : pow(r, 1 / e)
        }
        return low + fraction * (high - low)
    }

    /// A category's band as a fraction of the axis (0 for continuous axes).
    var band: CGFloat { kind == .categories && !categories.isEmpty ? 1 / CGFloat(categories.count) : 0 }

    /// A scale of `type`: logarithmic, or the linear scale's domain and ticks placed by a power.
    static func make(_ values: [PlotDatum], domain: ScaleDomain, type: ScaleType.Kind, includesZero: Bool, desired: Int) -> ChartScale {
        switch type {
        case .log: return logarithmic(values, domain: domain)
        case .symmetricLog(let c): return symmetricLogarithmic(values, domain: domain, slope: c > 0 && c.isFinite ? c : 1)
        case .linear: return make(values, domain: domain, includesZero: includesZero, desired: desired)
        case .power(let e):
            var s = make(values, domain: domain, includesZero: includesZero, desired: desired)
            if s.kind == .numbers && e > 0 { s.exponent = e }
            return s
        }
    }

    /// A scale for `values` (the axis's data), with `domain` as asked, zero when `includesZero`.
    static func make(_ values: [PlotDatum], domain: ScaleDomain, includesZero: Bool, desired: Int) -> ChartScale {
        switch domain.kind {
        case .categories(let names): return categorical(names)
        case .numbers(let a, let b): return numeric(a, b, nice: false, desired: desired)
        case .dates(let a, let b): return dated(a.timeIntervalSince1970, b.timeIntervalSince1970, desired: desired)
        case .automatic(let zero):
            if values.contains(where: { if case .category = $0 { return true } else { return false } }) {
                var names: [String] = []
                for v in values where !names.contains(v.categoryName) { names.append(v.categoryName) }
                return categorical(names)
            }
            let numbers = values.compactMap(\.continuous)
            if values.contains(where: { if case .date = $0 { return true } else { return false } }) {
                return dated(numbers.min() ?? 0, numbers.max() ?? 0, desired: desired)
            }
            var lo = numbers.min() ?? 0, hi = numbers.max() ?? 1
            if zero ?? includesZero { lo = min(lo, 0); hi = max(hi, 0) }
            return numeric(lo, hi, nice: true, desired: desired)
        }
    }

    /// A logarithmic scale: the positive values' extent (or the domain given) widened to whole
    /// powers of ten, a tick at each power ([INF]: Swift Charts' own choice of log ticks is not
    /// measured; decades are what a reader expects).
    static func logarithmic(_ values: [PlotDatum], domain: ScaleDomain) -> ChartScale {
        var s = ChartScale(kind: .numbers)
        s.isLog = true
        var lo: Double, hi: Double
        if case .numbers(let a, let b) = domain.kind, a > 0, b > a {
            (lo, hi) = (a, b)
        } else {
            let positive = values.compactMap(\.continuous).filter { $0 > 0 }
            lo = pow(10, log10(positive.min() ?? 1).rounded(.down))
            hi = pow(10, log10(positive.max() ?? 10).rounded(.up))
            if hi <= lo { hi = lo * 10 }  // not a look value: a decade
        }
        s.low = lo
        s.high = hi
        var ticks: [(PlotDatum, String)] = []
        var k = log10(lo).rounded(.up)
        while pow(10, k) <= hi * (1 + 1e-9) {
            let v = pow(10, k)
            ticks.append((.number(v), ChartFormat.number(v)))
            k += 1
        }
        s.ticks = ticks
        return s
    }

    /// A symmetric-log scale: the values' extent with zero (or the domain given), each side
    /// widened to a whole power of ten; ticks at zero and at each power of ten from 10 / slope out
    /// on either side (1 / slope would crowd zero's label) [INF: Swift Charts' own ticks for this
    /// scale are not measured].
    static func symmetricLogarithmic(_ values: [PlotDatum], domain: ScaleDomain, slope: Double) -> ChartScale {
        var s = ChartScale(kind: .numbers)
        s.symlogSlope = slope
        var lo: Double, hi: Double
        if case .numbers(let a, let b) = domain.kind, b > a {
            (lo, hi) = (a, b)
        } else {
            let numbers = values.compactMap(\.continuous)
            func widened(_ v: Double) -> Double { v == 0 ? 0 : (v < 0 ? -1 : 1) * max(1 / slope, pow(10, log10(abs(v)).rounded(.up))) }
            lo = widened(min(numbers.min() ?? 0, 0))
            hi = widened(max(numbers.max() ?? 1, 0))
            if hi <= lo { hi = lo + 1 }
        }
        s.low = lo
        s.high = hi
        var magnitudes: [Double] = []
        // The first decade out from zero: 1 / slope sits too near zero to label.
        var k = log10(1 / slope).rounded(.up) + 1
        while pow(10, k) <= max(abs(lo), abs(hi)) * (1 + 1e-9) {
            magnitudes.append(pow(10, k))
            k += 1
        }
        let inside = { (v: Double) in v >= lo - abs(lo) * 1e-9 && v <= hi + abs(hi) * 1e-9 }
        let tickValues = magnitudes.reversed().map { -$0 } + [0] + magnitudes
        s.ticks = tickValues.filter(inside).map { (.number($0), ChartFormat.number($0)) }
        return s
    }

    static func categorical(_ names: [String]) -> ChartScale {
        var s = ChartScale(kind: .categories)
        s.categories = names
        s.ticks = names.map { (.category($0), $0) }
        return s
    }

    /// A numeric scale: ticks at a step of 1, 2, 2.5 or 5 × 10ⁿ, the smallest giving at most
    /// `desired` intervals; the automatic domain widened to whole steps.
    static func numeric(_ lo: Double, _ hi: Double, nice: Bool, desired: Int) -> ChartScale {
        var s = ChartScale(kind: .numbers)
        var (a, b) = (lo, hi)
        if b <= a { b = a + 1 }
        let step = niceStep(b - a, intervals: desired)
        if nice {
            a = (a / step).rounded(.down) * step
            b = (b / step).rounded(.up) * step
        }
        s.low = a
        s.high = b
        var t = (a / step).rounded(.up) * step
        var ticks: [(PlotDatum, String)] = []
        while t <= b + step * 1e-9 && ticks.count <= desired * 4 {
            let v = abs(t) < step * 1e-9 ? 0 : t
            ticks.append((.number(v), ChartFormat.number(v)))
            t += step
        }
        s.ticks = ticks
        return s
    }

    /// The smallest of 1, 2, 2.5, 5 × 10ⁿ that cuts `span` into at most `intervals` steps.
    static func niceStep(_ span: Double, intervals: Int) -> Double {
        let raw = span / Double(max(intervals, 1))
        let magnitude = pow(10, (log10(raw)).rounded(.down))
        for m in [1.0, 2, 2.5, 5, 10] where m * magnitude >= raw * (1 - 1e-9) { return m * magnitude }
        return 10 * magnitude
    }

    /// A date scale over the data's extent, ticks at calendar boundaries: hours, days, months or
    /// years, the smallest step giving at most `desired` + 1 ticks.
    static func dated(_ lo: Double, _ hi: Double, desired: Int, calendar: Calendar = .current) -> ChartScale {
        var s = ChartScale(kind: .dates)
        s.low = lo
        s.high = hi > lo ? hi : lo + 86_400  // not a look value: a unit conversion (a day's seconds)
        let span = s.high - s.low
        let options: [(Calendar.Component, [Int])] = [(.hour, [1, 2, 3, 6, 12]), (.day, [1, 2, 7, 14]), (.month, [1, 2, 3, 6]), (.year, [1, 2, 5, 10, 20, 50])]
        let seconds: [Calendar.Component: Double] = [.hour: 3_600, .day: 86_400, .month: 2_629_746, .year: 31_556_952]  // not a look value: a unit conversion
        for (unit, steps) in options {
            for step in steps where span / (seconds[unit]! * Double(step)) <= Double(desired) {
                s.dateStep = unit
                let start = Date(timeIntervalSince1970: s.low)
                var t = calendar.dateInterval(of: unit, for: start)?.start ?? start
                if t.timeIntervalSince1970 < s.low { t = calendar.date(byAdding: unit, value: 1, to: t) ?? t }
                var ticks: [(PlotDatum, String)] = []
                while t.timeIntervalSince1970 <= s.high && ticks.count <= desired * 4 {
                    ticks.append((.date(t, unit: nil), ChartFormat.date(t, step: unit, calendar: calendar)))
                    t = calendar.date(byAdding: unit, value: step, to: t) ?? t.addingTimeInterval(seconds[unit]!)
                }
                s.ticks = ticks
                return s
            }
        }
        return s
    }
}
