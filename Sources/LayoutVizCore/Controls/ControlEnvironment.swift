import Foundation

// What every control reads besides its own look: whether it is enabled (drawn dimmed when not),
// the tint, whether labels are hidden, and the raised knob switches and sliders share.

/// A control drawn at the look's disabled opacity when `isEnabled` is false; unchanged otherwise
/// (docs/controls.md, "Disabled controls").
nonisolated struct DimmedWhenDisabled: ViewModifier {
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.systemLook) private var look
    func body(content: Content) -> some View {
        if isEnabled { content } else { content.opacity(look.disabled.controlOpacity) }
    }
}

nonisolated extension View {
    /// Dims the control when disabled.
    func dimmedWhenDisabled() -> some View { modifier(DimmedWhenDisabled()) }
}

/// A raised knob (a switch's, a slider's thumb) filled with `color`: round when as wide as it is
/// tall (iOS 18), a capsule otherwise (iOS 26).
@ViewBuilder func knob(width: CGFloat, height: CGFloat, _ color: Color) -> some View {
    if width == height { Circle().fill(color) } else { Capsule().fill(color) }
}

private enum TintKey: EnvironmentKey { static let defaultValue: Color? = nil }
private enum LabelsHiddenKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// `labelsHidden()`: controls below draw without their labels (a toggle is its switch alone).
    var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }

    /// The tint of controls below (switches that are on, buttons' accent); nil is the system's.
    public var tint: Color? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Draws the controls below without their labels: a toggle's switch, a picker's value, a date
    /// picker's pills alone (the labels still name them for accessibility).
    public func labelsHidden() -> ModifiedContent<Self, _EnvironmentWritingModifier> {
        modifier(_EnvironmentWritingModifier { $0.labelsHidden = true })
    }

    /// Tints controls below: a switch that is on, a button's title.
    public func tint(_ tint: Color?) -> ModifiedContent<Self, _EnvironmentWritingModifier> {
        modifier(_EnvironmentWritingModifier { $0.tint = tint })
    }
}
