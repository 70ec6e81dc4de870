import Foundation

// Slider as iOS draws it at rest (docs/controls.md, "Progress, sliders and steppers"): 31 points
// tall with a 28-point thumb [INF: UIKit's intrinsic size, widely quoted].

/// A slider at its value: as wide as offered, 31 points tall, the track filled up to the thumb.
public struct Slider<Label: View>: View {
    let fraction: Double

    @Environment(\.tint) private var tint
    @Environment(\.systemLook) private var look

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
        let s = look.slider
        GeometryReader { proxy in
            let w = proxy.size.width, thumb = s.thumb
            let x = thumb / 2 + (w - thumb) * CGFloat(fraction)
            ZStack(alignment: .leading) {
                Capsule().fill(look.track).frame(height: s.track)
                Capsule().fill(tint ?? look.accent).frame(width: x, height: s.track)
                Circle().fill(look.raised)
                    .frame(width: thumb, height: thumb)
                    .shadow(color: look.shadow.opacity(s.thumbShadowOpacity), radius: s.thumbShadowRadius, y: s.thumbShadowY)
                    .offset(x: x - thumb / 2)
            }
            .frame(height: proxy.size.height)
        }
        .frame(height: s.height)
    }
}
