import Foundation
import LayoutVizCore

// Vectorized lines, areas and rectangles (docs/charts.md, "Vectorized plots"): over data, as the
// `ForEach` of `LineMark`s, `AreaMark`s and `RectangleMark`s they stand for, and over a function,
// sampled across its domain when the chart is laid out (FunctionSampling.swift).

/// A function plot: one mark of `kind` standing for `function`'s samples (`ChartModel.sampled`).
private func functionMark(_ kind: MarkKind, x: String, y: String, domain: ClosedRange<Double>?, parametric: Bool = false,
                          _ point: @escaping (Double) -> (x: Double, y: Double, yStart: Double?)) -> _VectorizedMarks<Double> {
    var m = MarkSpec(kind: kind, xLabel: x, yLabel: y)
    m.function = MarkFunction(domain: domain, parametric: parametric, point: point)
    return _VectorizedMarks(elements: [0]) { _ in [m] }
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
    /// The line of `function` across `domain` (nil: the x axis's), its axes labelled `x` and
    /// `y`; where it returns a value that is not finite the line breaks.
    public init<S1: StringProtocol, S2: StringProtocol>(x: S1, y: S2, domain: ClosedRange<Double>? = nil, function: @escaping (Double) -> Double) {
        _vectorized = functionMark(.line, x: String(x), y: String(y), domain: domain) { v in (v, function(v), nil) }
    }

    /// The line of `function` across `domain`, its axes labelled by localized keys.
    public init(x: LocalizedStringKey, y: LocalizedStringKey, domain: ClosedRange<Double>? = nil, function: @escaping (Double) -> Double) {
        _vectorized = functionMark(.line, x: x.key, y: y.key, domain: domain) { v in (v, function(v), nil) }
    }

    /// The parametric curve (x, y) = `function`(t) for t across `domain`, in t's order.
    public init<S1: StringProtocol, S2: StringProtocol, S3: StringProtocol>(x: S1, y: S2, t: S3, domain: ClosedRange<Double>,
                                                                            function: @escaping (Double) -> (x: Double, y: Double)) {
        _vectorized = functionMark(.line, x: String(x), y: String(y), domain: domain, parametric: true) { t in
            let p = function(t)
            return (p.x, p.y, nil)
        }
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
    /// The area from zero up to `function` across `domain` (nil: the x axis's).
    public init<S1: StringProtocol, S2: StringProtocol>(x: S1, y: S2, domain: ClosedRange<Double>? = nil, function: @escaping (Double) -> Double) {
        _vectorized = functionMark(.area, x: String(x), y: String(y), domain: domain) { v in (v, function(v), nil) }
    }

    /// The band between `function`'s two values across `domain` (nil: the x axis's).
    public init<S1: StringProtocol, S2: StringProtocol, S3: StringProtocol>(x: S1, yStart: S2, yEnd: S3, domain: ClosedRange<Double>? = nil,
                                                                            function: @escaping (Double) -> (yStart: Double, yEnd: Double)) {
        _vectorized = functionMark(.area, x: String(x), y: String(yStart), domain: domain) { v in
            let r = function(v)
            return (v, r.yEnd, r.yStart)
        }
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
