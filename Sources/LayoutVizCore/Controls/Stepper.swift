import Foundation

// Stepper as iOS draws it at rest (docs/controls.md, "Progress, sliders and steppers"): 94 × 32
// points [INF: UIKit's intrinsic size, widely quoted].

/// A label and UIKit's stepper: a 94 × 32-point grey rounded rectangle with − and + halves.
nonisolated public struct Stepper<Label: View>: View {
    let label: Label

    /// A stepper with a label (the value is the caller's; nothing changes in a picture).
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label) { self.label = label() }

    /// A stepper in a range.
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    @Environment(\.systemLook) private var look

    public var body: some View {
        let s = look.stepper
        HStack {
            label
            Spacer().layoutPriority(-1)
            HStack(spacing: 0) {
                StepperGlyph(plus: false).frame(maxWidth: .infinity)
                look.tertiaryLabel.frame(width: s.dividerWidth, height: s.dividerHeight)
                StepperGlyph(plus: true).frame(maxWidth: .infinity)
            }
            .frame(width: s.width, height: s.height)
            .background(look.tertiaryFill, in: RoundedRectangle(cornerRadius: s.cornerRadius))
            .dimmedWhenDisabled()
        }
        .accessibilityAttributes { a, _ in a.role = .adjustable(value: nil) }
    }
}

extension Stepper where Label == Text {
    /// A stepper titled `title`.
    public init<V: Strideable>(_ title: String, value: Binding<V>, step: V.Stride = 1) { label = Text(title) }

    /// A stepper titled `title` in a range.
    public init<V: Strideable>(_ title: String, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1) { label = Text(title) }
}

/// A − or + drawn as 2-point bars, 14 points wide, in the primary colour.
nonisolated struct StepperGlyph: View {
    let plus: Bool
    @Environment(\.systemLook) private var look
    var body: some View {
        let s = look.stepper
        ZStack {
            Capsule().fill(look.label).frame(width: s.glyphLength, height: s.glyphThickness)
            if plus { Capsule().fill(look.label).frame(width: s.glyphThickness, height: s.glyphLength) }
        }
    }
}
