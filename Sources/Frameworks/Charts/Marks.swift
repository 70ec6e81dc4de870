import Foundation
import LayoutVizCore

// The marks of Swift Charts, with their initializers (docs/charts.md, "Marks").

/// How marks at the same position stack.
public struct MarkStackingMethod: Hashable, Sendable {
    let name: String
    /// Stacked from zero.
    public static let standard = MarkStackingMethod(name: "standard")
    /// Stacked and scaled to fill 0...1.
    public static let normalized = MarkStackingMethod(name: "normalized")
    /// Stacked about the centre (drawn as `.standard` [INF]).
    public static let center = MarkStackingMethod(name: "center")
    /// Not stacked: each from zero, overlapping.
    public static let unstacked = MarkStackingMethod(name: "unstacked")
}

/// How a line or area runs between its points.
public struct InterpolationMethod: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case linear, curve, stepStart, stepCenter, stepEnd }
    let kind: Kind
    public static let linear = InterpolationMethod(kind: .linear)
    /// A smooth curve through the points (Catmull-Rom).
    public static let catmullRom = InterpolationMethod(kind: .curve)
    /// A smooth curve (drawn as Catmull-Rom [INF]).
    public static let cardinal = InterpolationMethod(kind: .curve)
    /// A curve that keeps monotone data monotone (drawn as Catmull-Rom [INF]).
    public static let monotone = InterpolationMethod(kind: .curve)
    public static let stepStart = InterpolationMethod(kind: .stepStart)
    public static let stepCenter = InterpolationMethod(kind: .stepCenter)
    public static let stepEnd = InterpolationMethod(kind: .stepEnd)
    /// A cardinal curve of `tension` (drawn as Catmull-Rom).
    public static func cardinal(tension: CGFloat) -> InterpolationMethod { .cardinal }
    /// A Catmull-Rom curve with `alpha` (drawn as the uniform one).
    public static func catmullRom(alpha: CGFloat) -> InterpolationMethod { .catmullRom }
}

/// Where an annotation goes relative to its mark.
public struct AnnotationPosition: Hashable, Sendable {
    let name: String
    public static let automatic = AnnotationPosition(name: "automatic")
    public static let top = AnnotationPosition(name: "top")
    public static let bottom = AnnotationPosition(name: "bottom")
    public static let leading = AnnotationPosition(name: "leading")
    public static let trailing = AnnotationPosition(name: "trailing")
    public static let overlay = AnnotationPosition(name: "overlay")
    public static let topLeading = AnnotationPosition(name: "topLeading")
    public static let topTrailing = AnnotationPosition(name: "topTrailing")
    public static let bottomLeading = AnnotationPosition(name: "bottomLeading")
    public static let bottomTrailing = AnnotationPosition(name: "bottomTrailing")
}

/// A point mark's or line's symbol shape.
public enum ChartSymbol: Hashable, Sendable {
    case circle, square, triangle, diamond, pentagon, plus, cross, asterisk
}

/// The built-in symbol shapes (`.symbol(.circle)`).
public typealias BasicChartSymbolShape = ChartSymbol

/// Bars: rectangles from zero (or a start) to a value, across a category's band.
public struct BarMark: ChartMark {
    var spec: MarkSpec
    /// A bar at `x` reaching `y` (or at `y` reaching `x`, whichever is the number).
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
                                            height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        spec = MarkSpec(kind: .bar, x: x.datum, y: y.datum, xLabel: x.label, yLabel: y.label)
        spec.width = width
        spec.height = height
        spec.stacking = stacking
    }
    /// A bar at `x` from `yStart` to `yEnd`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic) {
        spec = MarkSpec(kind: .bar, x: x.datum, xLabel: x.label, yLabel: yStart.label, yStart: yStart.datum, yEnd: yEnd.datum)
        spec.width = width
    }
    /// A horizontal bar at `y` from `xStart` to `xEnd`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic) {
        spec = MarkSpec(kind: .bar, y: y.datum, xLabel: xStart.label, yLabel: y.label, xStart: xStart.datum, xEnd: xEnd.datum)
        spec.height = height
    }
    /// A bar of one value, across the whole chart's other axis.
    public init<X: Plottable>(x: PlottableValue<X>, stacking: MarkStackingMethod = .standard) {
        spec = MarkSpec(kind: .bar, x: x.datum, xLabel: x.label)
        spec.stacking = stacking
    }
    /// A vertical bar of one value.
    public init<Y: Plottable>(y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard) {
        spec = MarkSpec(kind: .bar, y: y.datum, yLabel: y.label)
        spec.stacking = stacking
    }
}

/// A line through points; marks of one series (or colour group) join.
public struct LineMark: ChartMark {
    var spec: MarkSpec
    /// A point of a line.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        spec = MarkSpec(kind: .line, x: x.datum, y: y.datum, xLabel: x.label, yLabel: y.label)
    }
    /// A point of the line of `series`.
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>) {
        self.init(x: x, y: y)
        spec.series = series.datum
    }
}

/// An area from zero (or a start) up to a line through points; areas of several groups stack.
public struct AreaMark: ChartMark {
    var spec: MarkSpec
    /// A point of an area's top edge.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard) {
        spec = MarkSpec(kind: .area, x: x.datum, y: y.datum, xLabel: x.label, yLabel: y.label)
        spec.stacking = stacking
    }
    /// A point of the area of `series`.
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>,
                                                           stacking: MarkStackingMethod = .standard) {
        self.init(x: x, y: y, stacking: stacking)
        spec.series = series.datum
    }
    /// A point of a band from `yStart` to `yEnd`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        spec = MarkSpec(kind: .area, x: x.datum, xLabel: x.label, yLabel: yStart.label, yStart: yStart.datum, yEnd: yEnd.datum)
    }
}

/// A symbol at a point.
public struct PointMark: ChartMark {
    var spec: MarkSpec
    /// A point at `x`, `y`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        spec = MarkSpec(kind: .point, x: x.datum, y: y.datum, xLabel: x.label, yLabel: y.label)
    }
    /// A point on the x axis's line.
    public init<X: Plottable>(x: PlottableValue<X>) { spec = MarkSpec(kind: .point, x: x.datum, xLabel: x.label) }
    /// A point on the y axis's line.
    public init<Y: Plottable>(y: PlottableValue<Y>) { spec = MarkSpec(kind: .point, y: y.datum, yLabel: y.label) }
}

/// A straight line across the plot at a value, or between two values.
public struct RuleMark: ChartMark {
    var spec: MarkSpec
    /// A horizontal line at `y`.
    public init<Y: Plottable>(y: PlottableValue<Y>) { spec = MarkSpec(kind: .rule, y: y.datum, yLabel: y.label) }
    /// A vertical line at `x`.
    public init<X: Plottable>(x: PlottableValue<X>) { spec = MarkSpec(kind: .rule, x: x.datum, xLabel: x.label) }
    /// A horizontal line at `y` from `xStart` to `xEnd`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        spec = MarkSpec(kind: .rule, y: y.datum, xLabel: xStart.label, yLabel: y.label, xStart: xStart.datum, xEnd: xEnd.datum)
    }
    /// A vertical line at `x` from `yStart` to `yEnd`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        spec = MarkSpec(kind: .rule, x: x.datum, xLabel: x.label, yLabel: yStart.label, yStart: yStart.datum, yEnd: yEnd.datum)
    }
}

/// A rectangle at a point (of a fixed size) or between values.
public struct RectangleMark: ChartMark {
    var spec: MarkSpec
    /// A rectangle centred on `x`, `y`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic) {
        spec = MarkSpec(kind: .rectangle, x: x.datum, y: y.datum, xLabel: x.label, yLabel: y.label)
        spec.width = width
        spec.height = height
    }
    /// A rectangle between values on both axes.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        spec = MarkSpec(kind: .rectangle, xLabel: xStart.label, yLabel: yStart.label, xStart: xStart.datum, xEnd: xEnd.datum,
                        yStart: yStart.datum, yEnd: yEnd.datum)
    }
    /// A rectangle at `x` (across its band) from `yStart` to `yEnd`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic) {
        spec = MarkSpec(kind: .rectangle, x: x.datum, xLabel: x.label, yLabel: yStart.label, yStart: yStart.datum, yEnd: yEnd.datum)
        spec.width = width
    }
    /// A rectangle at `y` from `xStart` to `xEnd`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic) {
        spec = MarkSpec(kind: .rectangle, y: y.datum, xLabel: xStart.label, yLabel: y.label, xStart: xStart.datum, xEnd: xEnd.datum)
        spec.height = height
    }
}

/// A slice of a pie or donut: its angle is its share of all sectors' values.
public struct SectorMark: ChartMark {
    var spec: MarkSpec
    /// A sector of `angle`'s share; `innerRadius` above zero makes a donut.
    public init<V: Plottable>(angle: PlottableValue<V>, innerRadius: MarkDimension = .automatic, outerRadius: MarkDimension = .automatic,
                              angularInset: CGFloat = 0) {
        spec = MarkSpec(kind: .sector, yLabel: angle.label)
        spec.angle = angle.datum.continuous ?? 0
        spec.innerRadius = innerRadius
        spec.outerRadius = outerRadius
        spec.angularInset = angularInset
    }
}
