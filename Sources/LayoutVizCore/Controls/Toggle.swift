import Foundation

/// A switch with a label, as iOS draws it (docs/controls.md, "Toggle").
///
/// Laid out as SwiftUI's switch style on iOS: the label leading, a spacer of lowest priority,
/// the 51×31 switch trailing, so a toggle is as wide as it is offered.
public struct Toggle<Label: View>: View {
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

    public var body: some View {
        HStack {
            label
            Spacer().layoutPriority(-1)
            // In a list row the switch is centred like a UIKit accessory: the row stays 44 tall.
            SwitchView(isOn: isOn, onColor: tint ?? look.toggle.on)
                .listRowAccessory(inRow, look)
        }
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

/// The switch itself: a 51×31 capsule, green (or the tint) when on, light grey when off, with a
/// 27-point white knob 2 points from its end.
struct SwitchView: View {
    let isOn: Bool
    let onColor: Color

    /// The off track: UIKit's systemFill (120, 120, 128, 0.16) over white.
    @Environment(\.systemLook) private var look

    var body: some View {
        let t = look.toggle
        Capsule()
            .fill(isOn ? onColor : t.off)
            .frame(width: t.trackWidth, height: t.trackHeight)
            .overlay(alignment: isOn ? .trailing : .leading) {
                Circle()
                    .fill(look.raised)
                    .frame(width: t.knob, height: t.knob)
                    .shadow(color: look.shadow.opacity(t.knobShadowOpacity), radius: t.knobShadowRadius, y: t.knobShadowY)
                    .padding(t.knobInset)
            }
    }
}

private enum TintKey: EnvironmentKey { static let defaultValue: Color? = nil }

extension EnvironmentValues {
    /// The tint of controls below (switches that are on, buttons' accent); nil is the system's.
    public var tint: Color? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }
}

extension View {
    /// Tints controls below: a switch that is on, a button's title.
    public func tint(_ tint: Color?) -> ModifiedContent<Self, _EnvironmentWritingModifier> {
        modifier(_EnvironmentWritingModifier { $0.tint = tint })
    }

    /// Sets how toggles below are drawn; only the switch style exists on iOS pictures.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> Self { self }
}

/// A toggle style; `.switch` and `.automatic` draw the iOS switch.
public protocol ToggleStyle: Sendable {}

/// The built-in toggle styles.
public struct _BuiltInToggleStyle: ToggleStyle {}

extension ToggleStyle where Self == _BuiltInToggleStyle {
    public static var automatic: _BuiltInToggleStyle { _BuiltInToggleStyle() }
    public static var `switch`: _BuiltInToggleStyle { _BuiltInToggleStyle() }
    public static var button: _BuiltInToggleStyle { _BuiltInToggleStyle() }
}
