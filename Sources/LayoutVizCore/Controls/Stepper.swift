import Foundation

// Stepper as iOS draws it at rest (docs/controls.md, "Progress, sliders and steppers"): 94 × 32
// points [INF: UIKit's intrinsic size, widely quoted].

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
