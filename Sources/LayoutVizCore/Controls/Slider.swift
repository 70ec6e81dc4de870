import Foundation

// Slider as iOS draws it at rest (docs/controls.md, "Progress, sliders and steppers"): 31 points
// tall with a 28-point thumb under iOS 18 [INF: UIKit's intrinsic size, widely quoted]; 34 tall
// with a 37 × 24 thumb under iOS 26 (measured; `SystemLook.SliderLook`).

/// A slider at its value: as wide as offered, as tall as the look's slider, the track filled up
/// to the thumb.
nonisolated public struct Slider<Label: View>: View {
    let fraction: Double
    /// The label iOS gives accessibility alone.
    var accessibilityLabelView: Label?
    /// The number of steps, when stepped: iOS 26 marks each on the track.
    var steps: Int?

    @Environment(\.tint) private var tint
    @Environment(\.systemLook) private var look
    @Environment(\.renderReport) private var report

    /// A slider for `value` in `bounds` (0...1 by default).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1) where Label == EmptyView {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        let v = (Double(value.wrappedValue) - Double(bounds.lowerBound)) / (span > 0 ? span : 1)
        fraction = v.isFinite ? min(max(v, 0), 1) : 0
    }

    /// A slider with a step: iOS 26 marks the steps on the track (at most the look's limit).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride) where Label == EmptyView {
        self.init(value: value, in: bounds)
        steps = Self.stepCount(bounds, step)
    }

    /// A slider with a label (iOS shows it to accessibility only, not on screen).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        fraction = Self.fraction(of: value.wrappedValue, in: bounds)
        accessibilityLabelView = label()
    }

    /// A stepped slider with a label.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride, @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, label: label)
        steps = Self.stepCount(bounds, step)
    }

    /// A slider with its minimum and maximum value labels drawn either side of the track.
    public init<V: BinaryFloatingPoint, ValueLabel: View>(value: Binding<V>, in bounds: ClosedRange<V>, @ViewBuilder label: () -> Label,
                                                          @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                                          onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, label: label)
        valueLabels = (AnyView(minimumValueLabel()), AnyView(maximumValueLabel()))
    }

    /// A stepped slider with its minimum and maximum value labels.
    public init<V: BinaryFloatingPoint, ValueLabel: View>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride, @ViewBuilder label: () -> Label,
                                                          @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                                          onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, label: label)
        valueLabels = (AnyView(minimumValueLabel()), AnyView(maximumValueLabel()))
    }

    /// The number of steps in `bounds`, when it is a sensible one.
    static func stepCount<V: BinaryFloatingPoint>(_ bounds: ClosedRange<V>, _ step: V.Stride) -> Int? {
        let stepSize = Double(bounds.lowerBound.advanced(by: step) - bounds.lowerBound)
        let n = (Double(bounds.upperBound) - Double(bounds.lowerBound)) / stepSize
        return n.isFinite && n >= 1 && n < Double(Int32.max) ? Int(n.rounded(.down)) : nil
    }

    /// Where `value` lies in `bounds`, 0...1.
    static func fraction<V: BinaryFloatingPoint>(of value: V, in bounds: ClosedRange<V>) -> Double {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        let v = (Double(value) - Double(bounds.lowerBound)) / (span > 0 ? span : 1)
        return v.isFinite ? min(max(v, 0), 1) : 0
    }

    /// The most ticks a `tick:` closure is asked for (a bound on work, not a look value).
    static var tickCountLimit: Int { 1000 }  // not a look value: a bound on user code

    /// The minimum and maximum value labels, when given.
    var valueLabels: (AnyView, AnyView)?
    /// Ticks given by `ticks:` or `tick:` (iOS 26), as fractions of the track; nil when none were given.
    var marks: [Double]?
    /// Where the track's fill starts (`neutralValue`), as a fraction; nil: at the minimum.
    var neutral: Double?
    /// Whether a tick was given a label (kept for accessibility, not drawn: named in the run's report).
    var tickLabels = false

    /// The marks drawn on the track: the given ticks, else each step's.
    private var shownMarks: [Double] {
        if let marks { return marks }
        guard let steps else { return [] }
        return (0...steps).map { Double($0) / Double(steps) }
    }

    public var body: some View {
        if tickLabels { report?.noteNotDrawn("a slider tick's label (iOS draws none)") }
        // UISlider's value is its position as a whole percentage.
        let percent = "\(Int((fraction * 100).rounded()))%"  // not a look value: a unit conversion
        let label = accessibilityLabelView
        return content.accessibilityAttributes { a, env in
            a.role = .adjustable(value: percent)
            a.label = label.flatMap { accessibilityText(of: $0, in: env) }
        }
    }

    @ViewBuilder private var content: some View {
        if let (low, high) = valueLabels {
            HStack(spacing: look.slider.valueLabelSpacing) {
                low
                track
                high
            }
            .foregroundStyle(look.secondaryLabel)
        } else {
            track
        }
    }

    private var track: some View {
        let s = look.slider
        return GeometryReader { proxy in
            let w = proxy.size.width, thumb = s.thumbWidth
            let x = thumb / 2 + (w - thumb) * CGFloat(fraction)
            // The fill runs from the minimum end, or from the neutral value's centre to the thumb's.
            let start = neutral.map { thumb / 2 + (w - thumb) * CGFloat($0) } ?? 0
            let marks = shownMarks
            ZStack(alignment: .leading) {
                Capsule().fill(s.maximumTrack).frame(height: s.track)
                Capsule().fill(tint ?? look.accent).frame(width: abs(x - start), height: s.track).offset(x: min(start, x))
                if s.showsTicks, marks.count <= s.maxTicks + 1 {
                    // The marks along the track, between the thumb's extreme centres [INF].
                    ForEach(marks.indices, id: \.self) { i in
                        Circle().fill(look.tertiaryLabel)
                            .frame(width: s.tick, height: s.tick)
                            .offset(x: thumb / 2 + (w - thumb) * CGFloat(marks[i]) - s.tick / 2, y: s.tickOffset)
                    }
                }
                knob(width: thumb, height: s.thumbHeight, look.raised)
                    .frame(width: thumb, height: s.thumbHeight)
                    .shadow(color: look.shadow.opacity(s.thumbShadowOpacity), radius: s.thumbShadowRadius, y: s.thumbShadowY)
                    .offset(x: x - thumb / 2)
            }
            .frame(height: proxy.size.height)
        }
        .frame(height: s.height)
        .dimmedWhenDisabled()
    }
}
