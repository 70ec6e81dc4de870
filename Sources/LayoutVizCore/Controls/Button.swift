import Foundation

/// A control that runs an action when tapped. LayoutViz never runs the action; a button's layout
/// is its style's body (docs/layout/text.md).
nonisolated public struct Button<Label: View>: View, PrimitiveView {
    let label: Label
    /// The role (destructive buttons are red).
    var role: ButtonRole?

    /// Creates a button with a custom label.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) { self.label = label() }

    public var body: Never { neverBody() }

    nonisolated func resolve(_ ctx: ResolveContext) -> [Node] {
        let label = self.label
        var ctx = ctx
        let look = ctx.environment.systemLook
        if role == .destructive { ctx.environment.buttonRoleTint = look.destructive }
        let configuration = ButtonStyleConfiguration(label: ButtonStyleConfiguration.Label { labelCtx in
            // [INF] The label is tinted with the accent colour unless a foreground colour is set,
            // by the style or around the button.
            var c = labelCtx
            // A disabled button's tint is the disabled grey (docs/controls.md, "Disabled controls").
            if c.environment.foregroundColor == nil {
                c.environment.foregroundColor = c.environment.isEnabled ? c.environment.buttonRoleTint ?? c.environment.tint ?? look.accent : look.disabled.foreground
            }
            return resolveView(label, c)
        }, isPressed: false, role: role)
        let style = ctx.environment.buttonStyle ?? AnyButtonStyle(BorderlessButtonStyle())
        let nodes = EnvironmentValues.$current.withValue(ctx.environment) { style.makeBody(configuration) }(ctx)
        var accessibility = AccessibilityAttributes()
        accessibility.role = .button
        accessibility.targetIsRowOrBar = ctx.environment.isInListRow || ctx.environment.isInBar
        if !ctx.environment.isEnabled { accessibility.addTraits.insert(.notEnabled) }
        if nodes.count == 1 { return [nodes[0].with { $0.viewName = "Button" }.withAccessibility(accessibility)] }
        return nodes.map { $0.withAccessibility(accessibility) }
    }
}

extension Button where Label == LayoutVizCore.Label<Text, Image> {
    /// A button whose label is `title` with a symbol (iOS 17).
    public init(_ title: String, systemImage: String, action: @escaping () -> Void) { self.label = LayoutVizCore.Label(title, systemImage: systemImage) }

    /// A button whose label is a localized title with a symbol (iOS 17).
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) { self.label = LayoutVizCore.Label(titleKey, systemImage: systemImage) }

    /// A button whose label is `title` with an image (iOS 17).
    public init(_ title: String, image: String, action: @escaping () -> Void) { self.label = LayoutVizCore.Label(title, image: image) }

    /// A button of a role whose label is `title` with a symbol (iOS 17).
    public init(_ title: String, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.label = LayoutVizCore.Label(title, systemImage: systemImage)
        self.role = role
    }
}

extension Button where Label == Text {
    /// Creates a button whose label is a localized title.
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) { self.label = Text(titleKey) }

    /// Creates a button whose label is `title`.
    @_disfavoredOverload
    public init(_ title: String, action: @escaping () -> Void) { self.label = Text(title) }

    /// Creates a button whose label is `title`.
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) { self.label = Text(title) }
}

/// The label and state a button style draws.
public struct ButtonStyleConfiguration {
    /// The button's label, as a view.
    nonisolated public struct Label: View, PrimitiveView {
        let resolver: (ResolveContext) -> [Node]
        init(_ resolver: @escaping (ResolveContext) -> [Node]) { self.resolver = resolver }
        public var body: Never { neverBody() }
        nonisolated func resolve(_ ctx: ResolveContext) -> [Node] { resolver(ctx) }
    }

    /// The button's label.
    public let label: Label
    /// Whether the button is pressed; always false in a still picture.
    public let isPressed: Bool
    /// The button's role (destructive, cancel...), nil for none.
    public let role: ButtonRole?
}

/// A style that gives every button below it the same look, as SwiftUI's `ButtonStyle`.
@MainActor @preconcurrency public protocol ButtonStyle {
    /// The view a button becomes.
    associatedtype Body: View
    /// The configuration a style receives.
    typealias Configuration = ButtonStyleConfiguration
    /// Makes the view for one button.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A type-erased button style, stored in the environment.
struct AnyButtonStyle {
    let makeBody: (ButtonStyleConfiguration) -> (ResolveContext) -> [Node]
    init<S: ButtonStyle>(_ style: S) {
        makeBody = { configuration in
            let body = MainActorBody.call({ $0.makeBody(configuration: $1) }, with: (style, configuration))
            return { ctx in resolveView(body, ctx) }
        }
    }
}

/// iOS's default button style: the label, tinted, with no padding or background.
nonisolated public struct BorderlessButtonStyle: ButtonStyle {
    /// Creates the style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// The platform default, which is borderless on iOS.
public typealias DefaultButtonStyle = BorderlessButtonStyle

/// A style that draws the label without a tint.
nonisolated public struct PlainButtonStyle: ButtonStyle {
    /// Creates the style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { PlainButtonBody(label: configuration.label) }
}

/// The plain style's label: in the label colour, not the tint.
nonisolated struct PlainButtonBody: View {
    let label: ButtonStyleConfiguration.Label
    @Environment(\.systemLook) private var look
    var body: some View { label.foregroundColor(look.label) }
}

nonisolated extension ButtonStyle where Self == BorderlessButtonStyle {
    /// iOS's default style.
    public static var automatic: BorderlessButtonStyle { BorderlessButtonStyle() }
    /// The label alone, tinted.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

nonisolated extension ButtonStyle where Self == PlainButtonStyle {
    /// The label alone, untinted.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

private enum ButtonStyleKey: EnvironmentKey { static var defaultValue: AnyButtonStyle? { nil } }

extension EnvironmentValues {
    var buttonStyle: AnyButtonStyle? {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style of buttons below this view.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentWritingModifier> {
        let erased = AnyButtonStyle(style)
        return modifier(_EnvironmentWritingModifier { $0.buttonStyle = erased })
    }
}
