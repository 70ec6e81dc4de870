import Foundation
import LayoutVizCore

// The values marks are placed by (docs/charts.md): numbers and dates are continuous, strings are
// categories. A `PlottableValue` pairs a value with its label (`.value("Month", month)`), the
// label naming the axis or legend it feeds.

/// A type whose values a chart can place: numbers, strings and dates, as in Swift Charts.
public protocol Plottable {
    /// The value as a chart places it.
    var _plotDatum: PlotDatum { get }
}

/// A value as a chart places it: a number, a category or a date, with a date's calendar unit
/// (a bar then spans the unit).
public enum PlotDatum: Hashable, Sendable {
    case number(Double)
    case category(String)
    case date(Date, unit: Calendar.Component?)

    /// The continuous position (a number, or a date's seconds since 1970); nil for a category.
    var continuous: Double? {
        switch self {
        case .number(let n): return n
        case .date(let d, _): return d.timeIntervalSince1970
        case .category: return nil
        }
    }

    /// The category's name; a number or date as a category (when an axis mixes them).
    var categoryName: String {
        switch self {
        case .category(let s): return s
        case .number(let n): return ChartFormat.number(n)
        case .date(let d, _): return ChartFormat.date(d, step: .day)
        }
    }
}

extension Double: Plottable { public var _plotDatum: PlotDatum { .number(self) } }
extension Float: Plottable { public var _plotDatum: PlotDatum { .number(Double(self)) } }
extension CGFloat: Plottable { public var _plotDatum: PlotDatum { .number(Double(self)) } }
extension Int: Plottable { public var _plotDatum: PlotDatum { .number(Double(self)) } }
extension String: Plottable { public var _plotDatum: PlotDatum { .category(self) } }
extension Substring: Plottable { public var _plotDatum: PlotDatum { .category(String(self)) } }
extension Date: Plottable { public var _plotDatum: PlotDatum { .date(self, unit: nil) } }

/// A value with its label, as marks take them: `.value("Sales", 42)`.
public struct PlottableValue<Value: Plottable> {
    let label: String
    let datum: PlotDatum

    /// `value`, labelled `label` (the axis's or legend's title).
    public static func value(_ label: String, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: label, datum: value._plotDatum)
    }

    /// `value`, labelled by a localized key.
    public static func value(_ label: LocalizedStringKey, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: label.key, datum: value._plotDatum)
    }

    /// A date binned by `unit` (a bar spans the day, month... the date falls in).
    public static func value(_ label: String, _ value: Date, unit: Calendar.Component, calendar: Calendar = .current) -> PlottableValue<Date> where Value == Date {
        let start = calendar.dateInterval(of: unit, for: value)?.start ?? value
        return PlottableValue<Date>(label: label, datum: .date(start, unit: unit))
    }
}

/// Number and date labels as axes show them.
enum ChartFormat {
    /// A tick's number as the axis's default labels show it: grouped thousands, no trailing zeros
    /// ("7,500", "0.25") [INF: Swift Charts formats with the number's default style].
    static func number(_ n: Double) -> String {
        let f = NumberFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.numberStyle = .decimal
        f.usesGroupingSeparator = true
        f.groupingSeparator = ","
        f.groupingSize = 3
        f.maximumFractionDigits = 2
        return f.string(from: NSNumber(value: n == 0 ? 0 : n)) ?? String(n)
    }

    /// A date as a tick of `step` labels it: hours "3 PM", days "Jun 3", months "Jun", years "2026".
    static func date(_ d: Date, step: Calendar.Component, calendar: Calendar = .current) -> String {
        let f = DateFormatter()
        f.calendar = calendar
        f.timeZone = calendar.timeZone
        f.locale = Locale(identifier: "en_US_POSIX")
        switch step {
        case .hour, .minute: f.dateFormat = "h a"
        case .month: f.dateFormat = "MMM"
        case .year: f.dateFormat = "yyyy"
        default: f.dateFormat = "MMM d"
        }
        return f.string(from: d)
    }
}
