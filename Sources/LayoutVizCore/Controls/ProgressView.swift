import Foundation

// ProgressView as iOS draws it at rest (docs/controls.md, "Progress, sliders and steppers"). Sizes
// are UIKit's intrinsic sizes [INF: widely quoted, not measured here]: a 4-point progress bar, a
// 20-point (37 large) spinner.

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
