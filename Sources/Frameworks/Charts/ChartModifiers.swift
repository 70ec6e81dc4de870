import Foundation
import LayoutVizCore

// The chart modifiers: set on a `Chart` (or around it), they reach it through the environment.

/// What a chart's modifiers set.
struct ChartEnvironment {
    var settings = ChartSettings()
    var xAxis = AxisSetting(), yAxis = AxisSetting()
    var legendHidden = false
    var legendPosition = AnnotationPosition.automatic
    var xAxisLabel: String?, yAxisLabel: String?
    var plotStyle: ((AnyView) -> AnyView)?
    var background: ((ChartProxy) -> AnyView)?, overlay: ((ChartProxy) -> AnyView)?
}

private enum ChartEnvironmentKey: EnvironmentKey { static var defaultValue: ChartEnvironment { ChartEnvironment() } }

extension EnvironmentValues {
    var chartEnvironment: ChartEnvironment {
        get { self[ChartEnvironmentKey.self] }
        set { self[ChartEnvironmentKey.self] = newValue }
    }
}

/// Positions in a chart's plot, for `chartOverlay` and `chartBackground` (whose views are laid
/// over the plot area, so positions are the plot's own).
public struct ChartProxy {
    let model: ChartModel
    /// The plot's size.
    public let plotSize: CGSize
    /// The plot area's frame as an anchor: nil, since the overlay is drawn in the plot's own
    /// coordinates already.
    public var plotFrame: Anchor<CGRect>? { nil }
    /// The plot area's frame as an anchor (iOS 16's name); nil as `plotFrame`.
    public var plotAreaFrame: Anchor<CGRect>? { nil }

    /// Where `value` lies along x in the plot.
    public func position<P: Plottable>(forX value: P) -> CGFloat? { model.x.fraction(value._plotDatum) * plotSize.width }
    /// Where `value` lies along y in the plot.
    public func position<P: Plottable>(forY value: P) -> CGFloat? { plotSize.height - model.y.fraction(value._plotDatum) * plotSize.height }
    /// The point of `x`, `y` in the plot.
    public func position<X: Plottable, Y: Plottable>(for value: (x: X, y: Y)) -> CGPoint? {
        guard let x = position(forX: value.x), let y = position(forY: value.y) else { return nil }
        return CGPoint(x: x, y: y)
    }
    /// The number at `position` along x (numeric axes).
    public func value<P: Plottable>(atX position: CGFloat, as type: P.Type = P.self) -> P? {
        guard model.x.kind == .numbers, plotSize.width > 0 else { return nil }
        return model.x.value(at: Double(position / plotSize.width)) as? P
    }
    /// The number at `position` along y (numeric axes).
    public func value<P: Plottable>(atY position: CGFloat, as type: P.Type = P.self) -> P? {
        guard model.y.kind == .numbers, plotSize.height > 0 else { return nil }
        return model.y.value(at: Double(1 - position / plotSize.height)) as? P
    }
}

/// The plot area, as `chartPlotStyle`'s closure receives it.
nonisolated public struct ChartPlotContent: View {
    let plot: AnyView
    public var body: some View { plot }
}

nonisolated extension View {
    private func chart(_ change: @escaping (inout ChartEnvironment) -> Void) -> some View {
        modifier(_EnvironmentWritingModifier { change(&$0.chartEnvironment) })
    }

    /// Shows or hides the x axis.
    public func chartXAxis(_ visibility: Visibility) -> some View { chart { $0.xAxis.hidden = visibility == .hidden } }
    /// The x axis's marks.
    public func chartXAxis(@AxisMarksBuilder content: () -> [AxisMarks]) -> some View {
        let marks = content()
        return chart { $0.xAxis.marks = marks }
    }
    /// Shows or hides the y axis.
    public func chartYAxis(_ visibility: Visibility) -> some View { chart { $0.yAxis.hidden = visibility == .hidden } }
    /// The y axis's marks.
    public func chartYAxis(@AxisMarksBuilder content: () -> [AxisMarks]) -> some View {
        let marks = content()
        return chart { $0.yAxis.marks = marks }
    }
    /// A title for the x axis, below its labels at the trailing end.
    public func chartXAxisLabel(_ label: String, position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil) -> some View {
        chart { $0.xAxisLabel = label }
    }
    /// A title for the y axis, above the plot at the axis's side.
    public func chartYAxisLabel(_ label: String, position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil) -> some View {
        chart { $0.yAxisLabel = label }
    }
    /// Shows or hides the legend.
    public func chartLegend(_ visibility: Visibility) -> some View { chart { $0.legendHidden = visibility == .hidden } }
    /// Where the legend goes: under the plot (automatic, `.bottom`) or above it (`.top`).
    public func chartLegend(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        chart { $0.legendPosition = position }
    }
    /// The x axis's domain (a range of numbers or dates, or the categories in order) and type
    /// (`.log`, `.squareRoot`, `.power(exponent:)`; nil keeps the one set); the range is the plot's.
    public func chartXScale<D: ScaleDomainConvertible>(domain: D, range: PlotDimensionScaleRange = .plotDimension, type: ScaleType? = nil) -> some View {
        scale(\.xDomain, \.xType, domain._domain, type)
    }
    /// The x axis's type, its domain automatic.
    public func chartXScale(range: PlotDimensionScaleRange = .plotDimension, type: ScaleType? = nil) -> some View {
        scale(\.xDomain, \.xType, nil, type)
    }
    /// The y axis's domain and type (nil keeps the one set); the range is the plot's.
    public func chartYScale<D: ScaleDomainConvertible>(domain: D, range: PlotDimensionScaleRange = .plotDimension, type: ScaleType? = nil) -> some View {
        scale(\.yDomain, \.yType, domain._domain, type)
    }
    /// The y axis's type, its domain automatic.
    public func chartYScale(range: PlotDimensionScaleRange = .plotDimension, type: ScaleType? = nil) -> some View {
        scale(\.yDomain, \.yType, nil, type)
    }
    /// One axis's scale settings: its domain and type, each when given.
    private func scale(_ domainKey: WritableKeyPath<ChartSettings, ScaleDomain>, _ typeKey: WritableKeyPath<ChartSettings, ScaleType.Kind>,
                       _ domain: ScaleDomain?, _ type: ScaleType?) -> some View {
        chart { e in
            if let domain { e.settings[keyPath: domainKey] = domain }
            if let type { e.settings[keyPath: typeKey] = type.kind }
        }
    }
    /// The styles of the colour groups, by name.
    public func chartForegroundStyleScale<S: ShapeStyle>(_ mapping: KeyValuePairs<String, S>) -> some View {
        let pairs = mapping.map { ($0.key, AnyShapeStyle($0.value)) }
        return chart { $0.settings.styleScale = pairs }
    }
    /// The styles of the colour groups, by name.
    public func chartForegroundStyleScale<S: ShapeStyle>(_ mapping: [String: S]) -> some View {
        let pairs = mapping.sorted { $0.key < $1.key }.map { ($0.key, AnyShapeStyle($0.value)) }
        return chart { $0.settings.styleScale = pairs }
    }
    /// The colour groups `domain` in order, styled by `range` in turn.
    public func chartForegroundStyleScale<S: ShapeStyle>(domain: [String], range: [S]) -> some View {
        let pairs = range.isEmpty ? [] : domain.enumerated().map { ($0.element, AnyShapeStyle(range[$0.offset % range.count])) }
        return chart { $0.settings.styleScale = pairs }
    }
    /// Changes the plot area (its background, border, size).
    public func chartPlotStyle<V: View>(@ViewBuilder content: @escaping (ChartPlotContent) -> V) -> some View {
        chart { $0.plotStyle = { AnyView(content(ChartPlotContent(plot: $0))) } }
    }
    /// A view behind the plot, made with the chart's positions.
    public func chartBackground<V: View>(@ViewBuilder content: @escaping (ChartProxy) -> V) -> some View {
        chart { $0.background = { AnyView(content($0)) } }
    }
    /// A view over the plot, made with the chart's positions.
    public func chartOverlay<V: View>(@ViewBuilder content: @escaping (ChartProxy) -> V) -> some View {
        chart { $0.overlay = { AnyView(content($0)) } }
    }
    /// Accepted: a picture shows the chart at rest, unscrolled.
    public func chartScrollableAxes(_ axes: Axis.Set) -> Self { self }
    /// Accepted: the whole domain is drawn.
    public func chartXVisibleDomain<P: Plottable>(length: P) -> Self { self }
    /// Accepted: the whole domain is drawn.
    public func chartYVisibleDomain<P: Plottable>(length: P) -> Self { self }
    /// Accepted: nothing is selected at rest.
    public func chartXSelection<P: Plottable>(value: Binding<P?>) -> Self { self }
    /// Accepted: nothing is selected at rest.
    public func chartYSelection<P: Plottable>(value: Binding<P?>) -> Self { self }
    /// Accepted: nothing is selected at rest.
    public func chartAngleSelection<P: Plottable>(value: Binding<P?>) -> Self { self }
    /// Accepted: the chart rests at its start.
    public func chartScrollPosition<P: Plottable>(x: Binding<P>) -> Self { self }
    /// Accepted: the chart rests at its start.
    public func chartScrollPosition<P: Plottable>(initialX: P) -> Self { self }
}

/// The range a scale maps to (accepted: the plot's dimension).
public struct PlotDimensionScaleRange: Sendable {
    public static let plotDimension = PlotDimensionScaleRange()
    public static func plotDimension(startPadding: CGFloat = 0, endPadding: CGFloat = 0) -> PlotDimensionScaleRange { .plotDimension }
    public static func plotDimension(padding: CGFloat) -> PlotDimensionScaleRange { .plotDimension }
}

/// A scale's type: linear for numbers and dates, bands for categories, logarithmic (`.log`:
/// decades of equal length), symmetric logarithmic (`.symmetricLog`: zero in place, decades either
/// side), power (`.squareRoot`, `.power(exponent:)`: positions by the values' powers); docs/charts.md.
public struct ScaleType: Sendable {
    enum Kind: Sendable, Equatable { case linear, log, power(Double), symmetricLog(Double) }
    let kind: Kind
    public static let linear = ScaleType(kind: .linear), date = ScaleType(kind: .linear), category = ScaleType(kind: .linear)
    /// Logarithmic: each power of ten as far along the axis as the one before.
    public static let log = ScaleType(kind: .log)
    /// Symmetric logarithmic: positions by sign(x) · log(1 + |x|), for values either side of zero.
    public static let symmetricLog = ScaleType(kind: .symmetricLog(1))
    /// Symmetric logarithmic with the slope at zero given: sign(x) · log(1 + |x · slopeAtZero|).
    public static func symmetricLog(slopeAtZero: Double) -> ScaleType { ScaleType(kind: .symmetricLog(slopeAtZero)) }
    /// Square root: positions by the values' square roots (areas read as lengths).
    public static let squareRoot = ScaleType(kind: .power(0.5))
    /// Power: positions by the values raised to `exponent`.
    public static func power(exponent: Double = 1) -> ScaleType { ScaleType(kind: .power(exponent)) }
}
