import Foundation

/// A title with an icon (docs/layout/image.md, "Label").
///
/// The default style on iOS shows the icon then the title in a row, centred vertically. [INF]
/// The gap between them is 8 points (no measurement of iOS's value was found).
nonisolated public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon

    /// Creates a label from views.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    @Environment(\.labelStyle) private var style
    @Environment(\.isInListRow) private var inRow
    @Environment(\.foregroundColor) private var foreground
    @Environment(\.tint) private var tint
    @Environment(\.systemLook) private var look

    /// In a list row with no colour set, the icon takes the tint (the accent colour), as iOS
    /// draws list rows' symbols.
    private var rowIcon: AnyView {
        inRow && foreground == nil ? AnyView(icon.foregroundColor(tint ?? look.accent)) : AnyView(icon)
    }

    public var body: some View {
        // One element saying the title, whichever parts are shown (VoiceOver reads an icon-only
        // label's title too).
        content.accessibilityAttributes { [title] a, env in
            a.children = "combine"
            a.label = accessibilityText(of: title, in: env)
        }
    }

    private var content: AnyView {
        switch style.kind {
        case .titleOnly: AnyView(title)
        case .iconOnly: rowIcon
        case .automatic, .titleAndIcon: AnyView(HStack(spacing: look.row.iconGap) { rowIcon; title })
        case .unavailable: AnyView(_UnavailableLabelLayout(icon: icon, title: title))
        }
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label with a text title and a symbol (a glyph or marked stand-in: SF Symbols cannot ship).
    public init(_ title: String, systemImage: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: systemImage) })
    }

    /// A label with a text title and an image from the image folders.
    public init(_ title: String, image: String) {
        self.init(title: { Text(title) }, icon: { Image(image) })
    }

    /// A label with a localised title and a symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: systemImage) })
    }
}

/// How labels show their title and icon.
public struct LabelStyleConfiguration: Sendable {
    enum Kind: Sendable {
        case automatic, titleOnly, iconOnly, titleAndIcon
        /// A `ContentUnavailableView`'s label: the large icon over the title.
        case unavailable
    }
    let kind: Kind
}

/// A label style: `.automatic`, `.titleOnly`, `.iconOnly`, `.titleAndIcon`.
public protocol LabelStyle: Sendable {
    /// The configuration it stands for.
    var _configuration: LabelStyleConfiguration { get }
}

/// The built-in label styles.
nonisolated public struct _BuiltInLabelStyle: LabelStyle {
    public let _configuration: LabelStyleConfiguration
}

extension LabelStyle where Self == _BuiltInLabelStyle {
    /// The platform's choice: title and icon on iOS.
    public static var automatic: _BuiltInLabelStyle { _BuiltInLabelStyle(_configuration: LabelStyleConfiguration(kind: .automatic)) }
    /// The title alone.
    public static var titleOnly: _BuiltInLabelStyle { _BuiltInLabelStyle(_configuration: LabelStyleConfiguration(kind: .titleOnly)) }
    /// The icon alone.
    public static var iconOnly: _BuiltInLabelStyle { _BuiltInLabelStyle(_configuration: LabelStyleConfiguration(kind: .iconOnly)) }
    /// Both.
    public static var titleAndIcon: _BuiltInLabelStyle { _BuiltInLabelStyle(_configuration: LabelStyleConfiguration(kind: .titleAndIcon)) }
}

private enum LabelStyleKey: EnvironmentKey { static let defaultValue = LabelStyleConfiguration(kind: .automatic) }

extension EnvironmentValues {
    var labelStyle: LabelStyleConfiguration {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets how labels below show their title and icon.
    public func labelStyle<S: LabelStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentWritingModifier> {
        let c = style._configuration
        return modifier(_EnvironmentWritingModifier { $0.labelStyle = c })
    }
}
