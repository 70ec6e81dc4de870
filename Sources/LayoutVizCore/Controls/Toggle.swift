import Foundation

/// A switch with a label, as iOS draws it (docs/controls.md, "Toggle").
///
/// Laid out as SwiftUI's switch style on iOS: the label leading, a spacer of lowest priority,
/// the 51×31 switch trailing, so a toggle is as wide as it is offered.
nonisolated public struct Toggle<Label: View>: View {
    let isOn: Bool
    let label: Label

    /// A toggle showing `label`, on when `isOn` is.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn.wrappedValue
        self.label = label()
    }

    @Environment(\.tint) private var tint
    @Environment(\.isInListRow) private var inRow
    @Environment(\.systemLook) private var look
    @Environment(\.labelsHidden) private var labelsHidden

    public var body: some View {
        HStack {
            if !labelsHidden {
                label
                Spacer().layoutPriority(-1)
            }
            // In a list row the switch is centred like a UIKit accessory: the row stays 44 tall.
            SwitchView(isOn: isOn, onColor: tint ?? look.toggle.on)
                .listRowAccessory(inRow, look)
        }
        .accessibilityAttributes { [isOn] a, _ in a.role = .toggle(isOn: isOn) }
    }
}

extension Toggle where Label == Text {
    /// A toggle with a text title.
    public init(_ title: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }

    /// A toggle with a localised title.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }
}

/// The switch itself: a capsule track, green (or the tint) when on, grey when off, with a white
/// knob 2 points from its end: 51 × 31 with a round 27-point knob on iOS 18, 63 × 28 with a
/// 37 × 24 capsule knob on iOS 26 (`SystemLook.ToggleLook`).
nonisolated struct SwitchView: View {
    let isOn: Bool
    let onColor: Color

    @Environment(\.systemLook) private var look

    var body: some View {
        let t = look.toggle
        Capsule()
            .fill(isOn ? onColor : t.off)
            .frame(width: t.trackWidth, height: t.trackHeight)
            .overlay(alignment: isOn ? .trailing : .leading) {
                knob(width: t.knobWidth, height: t.knobHeight, look.raised)
                    .frame(width: t.knobWidth, height: t.knobHeight)
                    .shadow(color: look.shadow.opacity(t.knobShadowOpacity), radius: t.knobShadowRadius, y: t.knobShadowY)
                    .padding(t.knobInset)
            }
            .dimmedWhenDisabled()
    }
}

nonisolated extension View {
    /// Sets how toggles below are drawn; only the switch style exists on iOS pictures.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> Self { self }
}

/// A toggle style; `.switch` and `.automatic` draw the iOS switch.
public protocol ToggleStyle: Sendable {}

/// The built-in toggle styles.
public struct _BuiltInToggleStyle: ToggleStyle {}

/// The iOS switch, as the older style type (`SwitchToggleStyle(tint: .green)`): its tint colours
/// the switch when on.
public struct SwitchToggleStyle: ToggleStyle {
    let tint: Color?
    /// The switch, in the tint given (else the environment's).
    public init(tint: Color? = nil) { self.tint = tint }
}

nonisolated extension View {
    /// Draws toggles below as switches, in `style`'s tint when it has one.
    public func toggleStyle(_ style: SwitchToggleStyle) -> ModifiedContent<Self, _EnvironmentWritingModifier> {
        modifier(_EnvironmentWritingModifier { if let t = style.tint { $0.tint = t } })
    }
}

extension ToggleStyle where Self == _BuiltInToggleStyle {
    public static var automatic: _BuiltInToggleStyle { _BuiltInToggleStyle() }
    public static var `switch`: _BuiltInToggleStyle { _BuiltInToggleStyle() }
    public static var button: _BuiltInToggleStyle { _BuiltInToggleStyle() }
}
