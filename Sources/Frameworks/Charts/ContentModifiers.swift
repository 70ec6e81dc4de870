import Foundation
import LayoutVizCore

// The modifiers of chart content: each returns the content's marks with a setting changed.

extension ChartContent {
    /// The marks with `change` applied to each.
    func changing(_ change: (inout MarkSpec) -> Void) -> _ChartContentGroup {
        _ChartContentGroup(marks: resolvedMarks.map { var m = $0; change(&m); return m })
    }

    /// Fills or strokes the marks with `style`.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some ChartContent { changing { $0.style = AnyShapeStyle(style) } }
    /// Colours the marks by `value`: each value its own colour from the chart's palette, named in the legend.
    public func foregroundStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        changing { $0.styleGroup = (value.label, value.datum) }
    }
    /// Places marks of different `value`s side by side in a category's band instead of stacking them.
    public func position<D: Plottable>(by value: PlottableValue<D>, axis: Axis? = nil, span: MarkDimension = .automatic) -> some ChartContent {
        changing { $0.positionGroup = value.datum }
    }
    /// Gives each `value` its own symbol.
    public func symbol<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent { changing { $0.symbolGroup = value.datum } }
    /// Draws points (and a line's points) with `symbol`.
    public func symbol(_ symbol: ChartSymbol) -> some ChartContent { changing { $0.symbol = symbol } }
    /// Draws points (and a line's points) as a view of your own, centred on each.
    public func symbol<V: View>(@ViewBuilder _ symbol: () -> V) -> some ChartContent {
        let view = AnyView(symbol())
        return changing { $0.symbolView = view }
    }
    /// The symbols' area in square points.
    public func symbolSize(_ size: CGFloat) -> some ChartContent { changing { $0.symbolSize = size } }
    /// The symbols' size.
    public func symbolSize(_ size: CGSize) -> some ChartContent { changing { $0.symbolSize = size.width * size.height } }
    /// Strokes lines and rules with `style`.
    public func lineStyle(_ style: StrokeStyle) -> some ChartContent { changing { $0.lineStyle = style } }
    /// How lines and areas run between points.
    public func interpolationMethod(_ method: InterpolationMethod) -> some ChartContent { changing { $0.interpolation = method } }
    /// Rounds bars' and rectangles' corners.
    public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .circular) -> some ChartContent { changing { $0.cornerRadius = radius } }
    /// The marks' opacity.
    public func opacity(_ opacity: Double) -> some ChartContent { changing { $0.opacity *= opacity } }
    /// Shows `content` beside each mark, at `position`.
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
                                    @ViewBuilder content: () -> C) -> some ChartContent {
        let view = AnyView(content())
        return changing { $0.annotations.append((position, alignment, spacing, view)) }
    }
    /// VoiceOver's label for the marks (instead of their x value).
    public func accessibilityLabel(_ label: Text) -> some ChartContent { changing { $0.accessibilityLabel = label } }
    /// VoiceOver's label for the marks (instead of their x value).
    public func accessibilityLabel(_ label: String) -> some ChartContent { changing { $0.accessibilityLabel = Text(verbatim: label) } }
    /// VoiceOver's value for the marks (instead of their y value).
    public func accessibilityValue(_ value: Text) -> some ChartContent { changing { $0.accessibilityValue = value } }
    /// VoiceOver's value for the marks (instead of their y value).
    public func accessibilityValue(_ value: String) -> some ChartContent { changing { $0.accessibilityValue = Text(verbatim: value) } }
    /// Hides the marks from VoiceOver.
    public func accessibilityHidden(_ hidden: Bool) -> some ChartContent { changing { $0.accessibilityHidden = hidden } }
    /// A line's dash by series: each group's lines dashed in turn (solid, dashed, dotted, dash-dot).
    public func lineStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent { changing { $0.lineStyleGroup = value.datum } }
    /// Accepted: marks are drawn in order.
    public func zIndex(_ value: Double) -> some ChartContent { changing { _ in } }
}
