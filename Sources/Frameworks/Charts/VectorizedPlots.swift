import Foundation
import LayoutVizCore

// Vectorized plots (iOS 18): one plot for a whole collection, its values read through key paths
// (`BarPlot(sales, x: .value("Month", \.month), y: .value("Sales", \.amount))`), and function
// plots (`LinePlot(x: "x", y: "y", domain: -5...5) { sin($0) }`). Each element becomes the mark
// the plot's kind draws, so a plot lays out and draws exactly as the `ForEach` of marks it
// stands for (docs/charts.md, "Vectorized plots").

/// A value read from each element of a plot's data, with its label: `.value("Sales", \.amount)`.
public struct PlottableProjection<Element, Value: Plottable> {
    let label: String
    let read: (Element) -> PlotDatum

    /// The value at `keyPath` of each element, labelled `label`.
    public static func value(_ label: String, _ keyPath: KeyPath<Element, Value>) -> PlottableProjection<Element, Value> {
        PlottableProjection(label: label, read: { $0[keyPath: keyPath]._plotDatum })
    }

    /// The value at `keyPath` of each element, labelled by a localized key.
    public static func value(_ label: LocalizedStringKey, _ keyPath: KeyPath<Element, Value>) -> PlottableProjection<Element, Value> {
        .value(label.key, keyPath)
    }
}

/// A plot's elements and how each becomes marks, changed by the plot's modifiers.
public struct _VectorizedMarks<Element> {
    let elements: [Element]
    let make: (Element) -> [MarkSpec]

    /// Each element's marks with `change` applied (given the element).
    func changing(_ change: @escaping (Element, inout MarkSpec) -> Void) -> _VectorizedMarks<Element> {
        let make = self.make
        return _VectorizedMarks(elements: elements, make: { e in make(e).map { var m = $0; change(e, &m); return m } })
    }
}

/// Content of a chart drawn for a whole collection at once, as Swift Charts' `VectorizedChartContent`.
public protocol VectorizedChartContent: ChartContent {
    /// The type of the plot's data's elements.
    associatedtype DataElement
    /// The plot's elements and marks.
    var _vectorized: _VectorizedMarks<DataElement> { get set }
}

extension VectorizedChartContent {
    var marks: [MarkSpec] { _vectorized.elements.flatMap(_vectorized.make) }

    private func changing(_ change: @escaping (DataElement, inout MarkSpec) -> Void) -> Self {
        var copy = self
        copy._vectorized = _vectorized.changing(change)
        return copy
    }

    /// Colours each element by its value of `value`, from the chart's palette, named in the legend.
    public func foregroundStyle<V: Plottable>(by value: PlottableProjection<DataElement, V>) -> Self {
        changing { e, m in m.styleGroup = (value.label, value.read(e)) }
    }
    /// Fills or strokes the marks with `style`.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Self { changing { _, m in m.style = AnyShapeStyle(style) } }
    /// Places elements of different `value`s side by side instead of stacking them.
    public func position<V: Plottable>(by value: PlottableProjection<DataElement, V>, axis: Axis? = nil, span: MarkDimension = .automatic) -> Self {
        changing { e, m in m.positionGroup = value.read(e) }
    }
    /// Gives each value of `value` its own symbol.
    public func symbol<V: Plottable>(by value: PlottableProjection<DataElement, V>) -> Self { changing { e, m in m.symbolGroup = value.read(e) } }
    /// Draws points with `symbol`.
    public func symbol(_ symbol: ChartSymbol) -> Self { changing { _, m in m.symbol = symbol } }
    /// The symbols' area in square points.
    public func symbolSize(_ size: CGFloat) -> Self { changing { _, m in m.symbolSize = size } }
    /// Dashes each value of `value`'s lines in turn.
    public func lineStyle<V: Plottable>(by value: PlottableProjection<DataElement, V>) -> Self { changing { e, m in m.lineStyleGroup = value.read(e) } }
    /// Strokes lines with `style`.
    public func lineStyle(_ style: StrokeStyle) -> Self { changing { _, m in m.lineStyle = style } }
    /// How lines and areas run between points.
    public func interpolationMethod(_ method: InterpolationMethod) -> Self { changing { _, m in m.interpolation = method } }
    /// Rounds bars' and rectangles' corners.
    public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .circular) -> Self { changing { _, m in m.cornerRadius = radius } }
    /// The marks' opacity.
    public func opacity(_ opacity: Double) -> Self { changing { _, m in m.opacity *= opacity } }
}

/// Bars for each element, as `BarMark`s.
public struct BarPlot<DataElement>: VectorizedChartContent, PrimitiveChartContent {
    public var _vectorized: _VectorizedMarks<DataElement>
    public var body: Never { return fatalError("a plot has no body") }

    /// A bar per element at `x`, as tall as `y` (horizontal when `y` is the category).
    public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable>(_ data: Data, x: PlottableProjection<DataElement, X>, y: PlottableProjection<DataElement, Y>,
                                                                      width: MarkDimension = .automatic, height: MarkDimension = .automatic,
                                                                      stacking: MarkStackingMethod = .standard) where Data.Element == DataElement {
        _vectorized = _VectorizedMarks(elements: Array(data)) { e in
            var m = MarkSpec(kind: .bar, x: x.read(e), y: y.read(e), xLabel: x.label, yLabel: y.label)
            m.width = width
            m.height = height
            m.stacking = stacking
            return [m]
        }
    }

    /// A bar per element at `x` from `yStart` to `yEnd`.
    public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable>(_ data: Data, x: PlottableProjection<DataElement, X>, yStart: PlottableProjection<DataElement, Y>,
                                                                      yEnd: PlottableProjection<DataElement, Y>, width: MarkDimension = .automatic) where Data.Element == DataElement {
        _vectorized = _VectorizedMarks(elements: Array(data)) { e in
            var m = MarkSpec(kind: .bar, x: x.read(e), xLabel: x.label, yLabel: yStart.label, yStart: yStart.read(e), yEnd: yEnd.read(e))
            m.width = width
            return [m]
        }
    }

    /// A bar per element at `y` from `xStart` to `xEnd` (horizontal).
    public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable>(_ data: Data, xStart: PlottableProjection<DataElement, X>, xEnd: PlottableProjection<DataElement, X>,
                                                                      y: PlottableProjection<DataElement, Y>, height: MarkDimension = .automatic) where Data.Element == DataElement {
        _vectorized = _VectorizedMarks(elements: Array(data)) { e in
            var m = MarkSpec(kind: .bar, y: y.read(e), xLabel: xStart.label, yLabel: y.label, xStart: xStart.read(e), xEnd: xEnd.read(e))
            m.height = height
            return [m]
        }
    }
}

/// Points for each element, as `PointMark`s.
public struct PointPlot<DataElement>: VectorizedChartContent, PrimitiveChartContent {
    public var _vectorized: _VectorizedMarks<DataElement>
    public var body: Never { return fatalError("a plot has no body") }

    /// A point per element at `x`, `y`.
    public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable>(_ data: Data, x: PlottableProjection<DataElement, X>,
                                                                      y: PlottableProjection<DataElement, Y>) where Data.Element == DataElement {
        _vectorized = _VectorizedMarks(elements: Array(data)) { e in [MarkSpec(kind: .point, x: x.read(e), y: y.read(e), xLabel: x.label, yLabel: y.label)] }
    }
}

/// Rules for each element, as `RuleMark`s: vertical at `x`, or horizontal at `y`.
public struct RulePlot<DataElement>: VectorizedChartContent, PrimitiveChartContent {
    public var _vectorized: _VectorizedMarks<DataElement>
    public var body: Never { return fatalError("a plot has no body") }

    /// A vertical rule per element at `x`.
    public init<Data: RandomAccessCollection, X: Plottable>(_ data: Data, x: PlottableProjection<DataElement, X>) where Data.Element == DataElement {
        _vectorized = _VectorizedMarks(elements: Array(data)) { e in [MarkSpec(kind: .rule, x: x.read(e), xLabel: x.label)] }
    }

    /// A horizontal rule per element at `y`.
    public init<Data: RandomAccessCollection, Y: Plottable>(_ data: Data, y: PlottableProjection<DataElement, Y>) where Data.Element == DataElement {
        _vectorized = _VectorizedMarks(elements: Array(data)) { e in [MarkSpec(kind: .rule, y: y.read(e), yLabel: y.label)] }
    }
}

/// Sectors for each element, as `SectorMark`s.
public struct SectorPlot<DataElement>: VectorizedChartContent, PrimitiveChartContent {
    public var _vectorized: _VectorizedMarks<DataElement>
    public var body: Never { return fatalError("a plot has no body") }

    /// A sector per element, as large as its `angle` value is of the whole.
    public init<Data: RandomAccessCollection, A: Plottable>(_ data: Data, angle: PlottableProjection<DataElement, A>, innerRadius: MarkDimension = .automatic,
                                                         outerRadius: MarkDimension = .automatic, angularInset: CGFloat = 0) where Data.Element == DataElement {
        _vectorized = _VectorizedMarks(elements: Array(data)) { e in
            var m = MarkSpec(kind: .sector, yLabel: angle.label)
            m.angle = angle.read(e).continuous ?? 0
            m.innerRadius = innerRadius
            m.outerRadius = outerRadius
            m.angularInset = angularInset
            return [m]
        }
    }
}
