import Foundation

// The bordered button styles, control sizes, border shapes and roles (docs/controls.md, "Buttons").

/// How large controls are drawn.
public enum ControlSize: Hashable, Sendable, CaseIterable {
    case mini, small, regular, large, extraLarge
}

/// The shape of a bordered button.
public struct ButtonBorderShape: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, capsule, roundedRectangle(CGFloat?), circle }
    let kind: Kind
    public static let automatic = ButtonBorderShape(kind: .automatic)
    public static let capsule = ButtonBorderShape(kind: .capsule)
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(nil))
    public static let circle = ButtonBorderShape(kind: .circle)
    /// A rounded rectangle of `radius`.
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape { ButtonBorderShape(kind: .roundedRectangle(radius)) }
}

/// What a button does, which decides its colour (destructive buttons are red).
public struct ButtonRole: Hashable, Sendable {
    let name: String
    public static let destructive = ButtonRole(name: "destructive")
    public static let cancel = ButtonRole(name: "cancel")
    /// Confirms (iOS 26): drawn as the label's own style [INF: a prominent confirmation is a toolbar placement's look].
    public static let confirm = ButtonRole(name: "confirm")
    /// Closes (iOS 26): drawn as the label's own style.
    public static let close = ButtonRole(name: "close")
}

private enum ControlSizeKey: EnvironmentKey { static let defaultValue = ControlSize.regular }
private enum ButtonBorderShapeKey: EnvironmentKey { static let defaultValue = ButtonBorderShape.automatic }

extension EnvironmentValues {
    /// The size of controls below.
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }
    /// The shape of bordered buttons below.
    public var buttonBorderShape: ButtonBorderShape {
        get { self[ButtonBorderShapeKey.self] }
        set { self[ButtonBorderShapeKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the size of controls below.
    public func controlSize(_ size: ControlSize) -> ModifiedContent<Self, _EnvironmentWritingModifier> {
        modifier(_EnvironmentWritingModifier { $0.controlSize = size })
    }
    /// Sets the shape of bordered buttons below.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> ModifiedContent<Self, _EnvironmentWritingModifier> {
        modifier(_EnvironmentWritingModifier { $0.buttonBorderShape = shape })
    }
}

extension Button {
    /// A button with a role: destructive buttons are tinted red.
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(action: action, label: label)
        self.role = role
    }
}

extension Button where Label == Text {
    /// A button with a title and a role.
    public init(_ title: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(title, action: action)
        self.role = role
    }
}

/// A bordered button: the label on a light tint of the accent colour (15 %), in a rounded rectangle.
nonisolated public struct BorderedButtonStyle: ButtonStyle {
    /// Creates the style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BorderedBody(label: configuration.label, prominent: false) }
}

/// A prominent bordered button: the label in white on the accent colour.
nonisolated public struct BorderedProminentButtonStyle: ButtonStyle {
    /// Creates the style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BorderedBody(label: configuration.label, prominent: true) }
}

nonisolated struct BorderedBody: View {
    let label: ButtonStyleConfiguration.Label
    let prominent: Bool
    @Environment(\.controlSize) private var size
    @Environment(\.buttonBorderShape) private var shape
    @Environment(\.tint) private var tint
    @Environment(\.buttonRoleTint) private var roleTint
    @Environment(\.systemLook) private var look
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        let b = look.borderedButton
        let accent = roleTint ?? tint ?? look.accent
        let fill = !isEnabled ? look.disabled.fill : prominent ? accent : accent.opacity(b.fillOpacity)
        let padded = label
            .foregroundColor(!isEnabled ? look.disabled.foreground : prominent ? look.onFill : accent)
            .font(b.font(size))
            .padding(b.padding(size))
        switch shape.kind {
        case .capsule: AnyView(padded.background(fill, in: Capsule()))
        case .circle: AnyView(padded.background(fill, in: Circle()))
        case .roundedRectangle(let r): AnyView(padded.background(fill, in: RoundedRectangle(cornerRadius: r ?? b.radius(size))))
        case .automatic where b.capsule: AnyView(padded.background(fill, in: Capsule()))
        case .automatic: AnyView(padded.background(fill, in: RoundedRectangle(cornerRadius: b.radius(size))))
        }
    }
}

nonisolated extension ButtonStyle where Self == BorderedButtonStyle {
    /// A bordered button.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

nonisolated extension ButtonStyle where Self == BorderedProminentButtonStyle {
    /// A prominent bordered button.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

private enum ButtonRoleTintKey: EnvironmentKey { static let defaultValue: Color? = nil }

extension EnvironmentValues {
    /// The colour a button's role gives it (red for destructive), for its style.
    var buttonRoleTint: Color? {
        get { self[ButtonRoleTintKey.self] }
        set { self[ButtonRoleTintKey.self] = newValue }
    }
}

/// How a button's width follows its label or its container (iOS 26).
public struct ButtonSizing: Hashable, Sendable {
    let name: String
    /// The style's choice.
    public static let automatic = ButtonSizing(name: "automatic")
    /// As wide as the label.
    public static let fitted = ButtonSizing(name: "fitted")
    /// As wide as the container offers.
    public static let flexible = ButtonSizing(name: "flexible")
}

nonisolated extension View {
    /// Sets how buttons below size themselves; accepted (buttons keep their labels' width:
    /// `.flexible` is not drawn wider).
    public func buttonSizing(_ sizing: ButtonSizing) -> Self { self }
}
