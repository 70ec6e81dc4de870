import Foundation

// Gauge in iOS's linear-capacity style (the default) and the circular accessory styles
// (docs/controls.md, "Gauge").

/// A gauge style: `.automatic` and `.linearCapacity` (a bar), `.accessoryLinear` and
/// `.accessoryLinearCapacity` (a bar), `.accessoryCircular` and `.accessoryCircularCapacity` (a ring).
public protocol GaugeStyle: Sendable { var _circular: Bool { get } }
/// The built-in gauge styles.
public struct _BuiltInGaugeStyle: GaugeStyle { public let _circular: Bool }
extension GaugeStyle where Self == _BuiltInGaugeStyle {
    public static var automatic: _BuiltInGaugeStyle { _BuiltInGaugeStyle(_circular: false) }
    public static var linearCapacity: _BuiltInGaugeStyle { _BuiltInGaugeStyle(_circular: false) }
    public static var accessoryLinear: _BuiltInGaugeStyle { _BuiltInGaugeStyle(_circular: false) }
    public static var accessoryLinearCapacity: _BuiltInGaugeStyle { _BuiltInGaugeStyle(_circular: false) }
    public static var accessoryCircular: _BuiltInGaugeStyle { _BuiltInGaugeStyle(_circular: true) }
    public static var accessoryCircularCapacity: _BuiltInGaugeStyle { _BuiltInGaugeStyle(_circular: true) }
}

private enum CircularGaugeKey: EnvironmentKey { static let defaultValue = false }
extension EnvironmentValues {
    var circularGauge: Bool {
        get { self[CircularGaugeKey.self] }
        set { self[CircularGaugeKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets how gauges below are drawn.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentWritingModifier> {
        let circular = style._circular
        return modifier(_EnvironmentWritingModifier { $0.circularGauge = circular })
    }
}

/// A value within a range.
///
/// Linear (the default on iOS): the label above a 4-point capsule track filled with the tint to
/// the value's fraction, the current value's label at the label's trailing end and the minimum
/// and maximum labels at the track's ends [INF: the track is the progress bar's]. Circular: a
/// 58-point ring of 6-point stroke, filled clockwise from the top, with the current value's label
/// (else the label) in the middle [INF: watch/widget accessory size].
nonisolated public struct Gauge<Label: View, CurrentValueLabel: View, MinimumValueLabel: View, MaximumValueLabel: View>: View {
    let fraction: Double
    let label: Label
    let current: CurrentValueLabel?
    let minimum: MinimumValueLabel?
    let maximum: MaximumValueLabel?

    /// A gauge with every label.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> MinimumValueLabel,
                                        @ViewBuilder maximumValueLabel: () -> MaximumValueLabel) {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        let f = span > 0 ? Double(value - bounds.lowerBound) / span : 0
        fraction = f.isFinite ? min(max(f, 0), 1) : 0
        self.label = label()
        current = currentValueLabel()
        minimum = minimumValueLabel()
        maximum = maximumValueLabel()
    }

    @Environment(\.tint) private var tint
    @Environment(\.circularGauge) private var circular
    @Environment(\.systemLook) private var look

    public var body: some View {
        let g = look.gauge
        if circular {
            AnyView(ZStack {
                Circle().stroke(look.track, lineWidth: g.circularLineWidth)
                GaugeArc(fraction: fraction, start: g.arcStart, sweep: g.arcSweep).stroke(tint ?? look.accent, lineWidth: g.circularLineWidth)
                Group {
                    if let current { current } else { label }
                }
                .font(g.circularFont)
                .lineLimit(1)
                .minimumScaleFactor(g.circularMinimumScale)
                .padding(g.circularPadding)
            }
            .frame(width: g.circularSide, height: g.circularSide))
        } else {
            AnyView(VStack(alignment: .leading, spacing: g.linearSpacing) {
                HStack {
                    label
                    Spacer(minLength: look.row.valueGap)
                    if let current { current.foregroundColor(look.secondaryLabel) }
                }
                HStack(spacing: g.linearGap) {
                    if let minimum { minimum.font(.caption).foregroundColor(look.secondaryLabel) }
                    ProgressBar(fraction: fraction, fill: tint ?? look.accent)
                    if let maximum { maximum.font(.caption).foregroundColor(look.secondaryLabel) }
                }
            })
        }
    }
}

extension Gauge where CurrentValueLabel == EmptyView, MinimumValueLabel == EmptyView, MaximumValueLabel == EmptyView {
    /// A gauge with a label.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(value: value, in: bounds, label: label, currentValueLabel: { EmptyView() },
                  minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() })
    }
}

extension Gauge where MinimumValueLabel == EmptyView, MaximumValueLabel == EmptyView {
    /// A gauge with a label and the current value's label.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(value: value, in: bounds, label: label, currentValueLabel: currentValueLabel,
                  minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() })
    }
}

/// The filled part of a circular gauge: clockwise from the top.
nonisolated struct GaugeArc: Shape {
    let fraction: Double
    /// Where the arc starts and how far a full gauge turns, in degrees.
    let start: Double, sweep: Double
    func path(in r: CGRect) -> Path {
        var p = Path()
        guard fraction > 0 else { return p }
        p.addArc(center: CGPoint(x: r.midX, y: r.midY), radius: min(r.width, r.height) / 2,
                 startAngle: .degrees(start), endAngle: .degrees(start + sweep * fraction), clockwise: false)
        return p
    }
}
