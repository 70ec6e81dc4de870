import Foundation
import LayoutVizCore

// Vectorized lines, areas and rectangles (docs/charts.md, "Vectorized plots"): over data, as the
// `ForEach` of `LineMark`s, `AreaMark`s and `RectangleMark`s they stand for, and over a function,
// sampled across its domain.

/// Where a function plot is sampled: `functionSamples` + 1 points evenly across its domain; a
/// value that is not finite (Swift Charts' way to leave a gap) breaks the line there [INF: Swift
/// Charts samples adaptively; this many points keep a curve smooth at any plot width].
private let functionSamples = 256

/// The sample points of `domain`.
private func samples(_ domain: ClosedRange<Double>) -> [Double] {
    guard domain.upperBound > domain.lowerBound, domain.lowerBound.isFinite, domain.upperBound.isFinite else { return [domain.lowerBound] }
    let step = (domain.upperBound - domain.lowerBound) / Double(functionSamples)
    return (0...functionSamples).map { domain.lowerBound + Double($0) * step }
}

/// The marks of a function sampled at `xs`: each finite sample a mark, runs between gaps each a
/// series of their own.
private func functionMarks(_ kind: MarkKind, _ xs: [Double], x: String, y: String, value: (Double) -> (Double, Double)?) -> [MarkSpec] {
    var out: [MarkSpec] = []
    var run = 0, inGap = false
    for v in xs {
        guard let (a, b) = value(v), a.isFinite, b.isFinite else {
            if !inGap { run += 1 }
            inGap = true
            continue
        }
        inGap = false
        var m = MarkSpec(kind: kind, x: .number(v), xLabel: x, yLabel: y)
        m.series = .category("\u{1}function \(run)")
        if kind == .area && a != 0 {
            m.yStart = .number(a)
            m.yEnd = .number(b)
        } else {
            m.y = .number(b)
        }
        out.append(m)
    }
    return out
}

/// Lines through each element's point, as `LineMark`s, or through a function's values.
public struct LinePlot<DataElement>: VectorizedChartContent, PrimitiveChartContent {
    public var _vectorized: _VectorizedMarks<DataElement>
    public var body: Never { return fatalError("a plot has no body") }

    /// A line through each element's `x`, `y` (one line per colour group or `series` value).
    public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable>(_ data: Data, x: PlottableProjection<DataElement, X>,
                                                                      y: PlottableProjection<DataElement, Y>) where Data.Element == DataElement {
        _vectorized = _VectorizedMarks(elements: Array(data)) { e in
            [MarkSpec(kind: .line, x: x.read(e), y: y.read(e), xLabel: x.label, yLabel: y.label)]
        }
    }

    /// A line per value of `series` through its elements' `x`, `y`.
    public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable, S: Plottable>(_ data: Data, x: PlottableProjection<DataElement, X>,
                                                                                     y: PlottableProjection<DataElement, Y>,
                                                                                     series: PlottableProjection<DataElement, S>) where Data.Element == DataElement {
        _vectorized = _VectorizedMarks(elements: Array(data)) { e in
            var m = MarkSpec(kind: .line, x: x.read(e), y: y.read(e), xLabel: x.label, yLabel: y.label)
            m.series = series.read(e)
            return [m]
        }
    }
}

extension LinePlot where DataElement == Double {
    /// The line of `function` across `domain`, its axes labelled `x` and `y`; where it returns
    /// a value that is not finite the line breaks.
    public init(x: String, y: String, domain: ClosedRange<Double>, function: @escaping (Double) -> Double) {
        let marks = functionMarks(.line, samples(domain), x: x, y: y) { (0, function($0)) }
        _vectorized = _VectorizedMarks(elements: [0]) { _ in marks }
    }

    /// The line of `function` across `domain`, its axes labelled by localized keys.
    public init(x: LocalizedStringKey, y: LocalizedStringKey, domain: ClosedRange<Double>, function: @escaping (Double) -> Double) {
        self.init(x: x.key, y: y.key, domain: domain, function: function)
    }
}

/// Areas under each element's point, as `AreaMark`s, or under (between) a function's values.
public struct AreaPlot<DataElement>: VectorizedChartContent, PrimitiveChartContent {
    public var _vectorized: _VectorizedMarks<DataElement>
    public var body: Never { return fatalError("a plot has no body") }

    /// An area from zero up to each element's `y` at its `x` (areas of several groups stack).
    public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable>(_ data: Data, x: PlottableProjection<DataElement, X>, y: PlottableProjection<DataElement, Y>,
                                                                      stacking: MarkStackingMethod = .standard) where Data.Element == DataElement {
        _vectorized = _VectorizedMarks(elements: Array(data)) { e in
            var m = MarkSpec(kind: .area, x: x.read(e), y: y.read(e), xLabel: x.label, yLabel: y.label)
            m.stacking = stacking
            return [m]
        }
    }

    /// A band from each element's `yStart` to its `yEnd` at its `x`.
    public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable>(_ data: Data, x: PlottableProjection<DataElement, X>, yStart: PlottableProjection<DataElement, Y>,
                                                                      yEnd: PlottableProjection<DataElement, Y>) where Data.Element == DataElement {
        _vectorized = _VectorizedMarks(elements: Array(data)) { e in
            [MarkSpec(kind: .area, x: x.read(e), xLabel: x.label, yLabel: yStart.label, yStart: yStart.read(e), yEnd: yEnd.read(e))]
        }
    }
}

extension AreaPlot where DataElement == Double {
    /// The area from zero up to `function` across `domain`.
    public init(x: String, y: String, domain: ClosedRange<Double>, function: @escaping (Double) -> Double) {
        let marks = functionMarks(.area, samples(domain), x: x, y: y) { (0, function($0)) }
        _vectorized = _VectorizedMarks(elements: [0]) { _ in marks }
    }

    /// The band between `function`'s two values across `domain`.
    public init(x: String, yStart: String, yEnd: String, domain: ClosedRange<Double>, function: @escaping (Double) -> (yStart: Double, yEnd: Double)) {
        let marks = functionMarks(.area, samples(domain), x: x, y: yStart) { v in
            let r = function(v)
            return (r.yStart, r.yEnd)
        }
        _vectorized = _VectorizedMarks(elements: [0]) { _ in marks }
    }
}

/// Rectangles for each element, as `RectangleMark`s.
public struct RectanglePlot<DataElement>: VectorizedChartContent, PrimitiveChartContent {
    public var _vectorized: _VectorizedMarks<DataElement>
    public var body: Never { return fatalError("a plot has no body") }

    /// A rectangle per element centred at `x`, `y`.
    public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable>(_ data: Data, x: PlottableProjection<DataElement, X>, y: PlottableProjection<DataElement, Y>,
                                                                      width: MarkDimension = .automatic, height: MarkDimension = .automatic) where Data.Element == DataElement {
        _vectorized = _VectorizedMarks(elements: Array(data)) { e in
            var m = MarkSpec(kind: .rectangle, x: x.read(e), y: y.read(e), xLabel: x.label, yLabel: y.label)
            m.width = width
            m.height = height
            return [m]
        }
    }

    /// A rectangle per element from `xStart` to `xEnd` and `yStart` to `yEnd`.
    public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable>(_ data: Data, xStart: PlottableProjection<DataElement, X>, xEnd: PlottableProjection<DataElement, X>,
                                                                      yStart: PlottableProjection<DataElement, Y>, yEnd: PlottableProjection<DataElement, Y>) where Data.Element == DataElement {
        _vectorized = _VectorizedMarks(elements: Array(data)) { e in
            [MarkSpec(kind: .rectangle, xLabel: xStart.label, yLabel: yStart.label, xStart: xStart.read(e), xEnd: xEnd.read(e), yStart: yStart.read(e), yEnd: yEnd.read(e))]
        }
    }
}
