import Foundation

// ProgressView as iOS draws it at rest (docs/controls.md, "Progress, sliders and steppers"). Sizes
// are UIKit's intrinsic sizes [INF: widely quoted, not measured here]: a 4-point progress bar, a
// 20-point (37 large) spinner.

/// A progress indicator: a spinner without a value, a bar with one (optionally with a label).
public struct ProgressView<Label: View>: View {
    let value: Double?
    let label: Label?

    @Environment(\.tint) private var tint
    @Environment(\.controlSize) private var size
    @Environment(\.systemLook) private var look

    public var body: some View {
        let p = look.progress
        if let value {
            AnyView(VStack(alignment: .leading, spacing: p.labelSpacing) {
                if let label { label }
                ProgressBar(fraction: min(max(value.isFinite ? value : 0, 0), 1), fill: tint ?? look.accent)
            })
        } else {
            AnyView(VStack(spacing: p.spinnerLabelSpacing) {
                Spinner().frame(width: p.spinnerSide(size), height: p.spinnerSide(size))
                if let label { label.foregroundColor(look.secondaryLabel) }
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
    @Environment(\.systemLook) private var look
    var body: some View {
        Capsule().fill(look.track)
            .frame(height: look.progress.barHeight)
            .overlay(alignment: .leading) {
                GeometryReader { proxy in Capsule().fill(fill).frame(width: proxy.size.width * CGFloat(fraction)) }
            }
    }
}

/// UIKit's activity indicator at rest: eight spokes in grey, fading around the circle.
struct Spinner: View {
    @Environment(\.systemLook) private var look
    var body: some View {
        let p = look.progress
        GeometryReader { proxy in
            let s = min(proxy.size.width, proxy.size.height)
            ZStack {
                ForEach(0..<p.spokes, id: \.self) { i in
                    Capsule()
                        .fill(look.tertiaryLabel(opacity: p.spokeOpacity(i)))
                        .frame(width: s * p.spokeWidth, height: s * p.spokeLength)
                        .offset(y: -s * p.spokeOffset)
                        .rotationEffect(.degrees(Double(i) * p.spokeAngle))
                }
            }
            .frame(width: s, height: s)
        }
    }
}
