import Foundation

// ProgressView, Slider and Stepper as iOS draws them at rest (docs/controls.md, "Progress,
// sliders and steppers"). Sizes are UIKit's intrinsic sizes [INF: widely quoted, not measured
// here]: a 4-point progress bar, a 20-point (37 large) spinner, a slider 31 points tall with a
// 28-point thumb, a 94 × 32-point stepper.

/// UIKit's systemFill-like track grey (120, 120, 128) at 20 %.
let trackGrey = Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, opacity: 0.2)

/// UIKit's tertiarySystemFill (light): (118, 118, 128) at 12 %, behind segmented controls,
/// steppers, date pills, wheel bands and control groups.
let tertiaryFill = Color(red: 118 / 255, green: 118 / 255, blue: 128 / 255, opacity: 0.12)

/// A progress indicator: a spinner without a value, a bar with one (optionally with a label).
public struct ProgressView<Label: View>: View {
    let value: Double?
    let label: Label?

    @Environment(\.tint) private var tint
    @Environment(\.controlSize) private var size

    public var body: some View {
        if let value {
            AnyView(VStack(alignment: .leading, spacing: 6) {
                if let label { label }
                ProgressBar(fraction: min(max(value.isFinite ? value : 0, 0), 1), fill: tint ?? .accentColor)
            })
        } else {
            AnyView(VStack(spacing: 8) {
                Spinner().frame(width: size == .large ? 37 : 20, height: size == .large ? 37 : 20)
                if let label { label.foregroundColor(ListMetrics.secondaryLabel) }
            })
        }
    }
}

extension ProgressView where Label == EmptyView {
    /// A spinner.
    public init() {
        value = nil
        label = nil
    }

    /// A bar filled to `value` of `total`.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.value = value.map { total > 0 ? Double($0) / Double(total) : 0 }
        label = nil
    }
}

extension ProgressView where Label == Text {
    /// A spinner with a label under it.
    public init(_ title: String) {
        value = nil
        label = Text(title)
    }

    /// A bar with a label above it.
    public init<V: BinaryFloatingPoint>(_ title: String, value: V?, total: V = 1.0) {
        self.value = value.map { total > 0 ? Double($0) / Double(total) : 0 }
        label = Text(title)
    }
}

/// The 4-point bar: a grey track, the fraction filled with the tint.
struct ProgressBar: View {
    let fraction: Double
    let fill: Color
    var body: some View {
        Capsule().fill(trackGrey)
            .frame(height: 4)
            .overlay(alignment: .leading) {
                GeometryReader { proxy in Capsule().fill(fill).frame(width: proxy.size.width * CGFloat(fraction)) }
            }
    }
}

/// UIKit's activity indicator at rest: eight spokes in grey, fading around the circle.
struct Spinner: View {
    var body: some View {
        GeometryReader { proxy in
            let s = min(proxy.size.width, proxy.size.height)
            ZStack {
                ForEach(0..<8, id: \.self) { i in
                    Capsule()
                        .fill(Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.25 + 0.6 * Double(i) / 7))
                        .frame(width: s * 0.12, height: s * 0.3)
                        .offset(y: -s * 0.33)
                        .rotationEffect(.degrees(Double(i) * 45))
                }
            }
            .frame(width: s, height: s)
        }
    }
}

/// A slider at its value: as wide as offered, 31 points tall, the track filled up to the thumb.
public struct Slider<Label: View>: View {
    let fraction: Double

    @Environment(\.tint) private var tint

    /// A slider for `value` in `bounds` (0...1 by default).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1) where Label == EmptyView {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        let v = (Double(value.wrappedValue) - Double(bounds.lowerBound)) / (span > 0 ? span : 1)
        fraction = v.isFinite ? min(max(v, 0), 1) : 0
    }

    /// A slider with a step (drawn the same).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride) where Label == EmptyView {
        self.init(value: value, in: bounds)
    }

    public var body: some View {
        GeometryReader { proxy in
            let w = proxy.size.width, thumb: CGFloat = 28
            let x = thumb / 2 + (w - thumb) * CGFloat(fraction)
            ZStack(alignment: .leading) {
                Capsule().fill(trackGrey).frame(height: 4)
                Capsule().fill(tint ?? .accentColor).frame(width: x, height: 4)
                Circle().fill(Color.white)
                    .frame(width: thumb, height: thumb)
                    .shadow(color: Color.black.opacity(0.15), radius: 4, y: 3)
                    .offset(x: x - thumb / 2)
            }
            .frame(height: proxy.size.height)
        }
        .frame(height: 31)
    }
}

/// A label and UIKit's stepper: a 94 × 32-point grey rounded rectangle with − and + halves.
public struct Stepper<Label: View>: View {
    let label: Label

    /// A stepper with a label (the value is the caller's; nothing changes in a picture).
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label) { self.label = label() }

    /// A stepper in a range.
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public var body: some View {
        HStack {
            label
            Spacer().layoutPriority(-1)
            HStack(spacing: 0) {
                StepperGlyph(plus: false).frame(maxWidth: .infinity)
                Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.3).frame(width: 1, height: 18)
                StepperGlyph(plus: true).frame(maxWidth: .infinity)
            }
            .frame(width: 94, height: 32)
            .background(tertiaryFill, in: RoundedRectangle(cornerRadius: 8))
        }
    }
}

extension Stepper where Label == Text {
    /// A stepper titled `title`.
    public init<V: Strideable>(_ title: String, value: Binding<V>, step: V.Stride = 1) { label = Text(title) }

    /// A stepper titled `title` in a range.
    public init<V: Strideable>(_ title: String, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1) { label = Text(title) }
}

/// A − or + drawn as 2-point bars, 14 points wide, in the primary colour.
struct StepperGlyph: View {
    let plus: Bool
    var body: some View {
        ZStack {
            Capsule().fill(Color.primary).frame(width: 14, height: 2)
            if plus { Capsule().fill(Color.primary).frame(width: 2, height: 14) }
        }
    }
}
