import Foundation

// Menu, ShareLink and ControlGroup at rest (docs/controls.md, "Menus and groups"): a menu and a
// share link show their labels as borderless buttons (nothing opens in a picture); a control
// group shows its buttons side by side in a grey rounded track.

/// A button that opens a menu; a picture shows the button.
nonisolated public struct Menu<Label: View, Content: View>: View {
    let label: Label

    /// A menu of `content` behind `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) { self.label = label() }

    /// A menu with a primary action on tap (drawn the same).
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
        self.label = label()
    }

    public var body: some View { Button(action: {}) { label } }
}

extension Menu where Label == Text {
    /// A menu titled `title`.
    public init(_ title: String, @ViewBuilder content: () -> Content) { self.init(content: content) { Text(title) } }
}

extension Menu where Label == LayoutVizCore.Label<Text, Image> {
    /// A menu titled `title` with a symbol.
    public init(_ title: String, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { LayoutVizCore.Label(title, systemImage: systemImage) }
    }
}

/// How menus are drawn; accepted (a menu draws as its button).
public protocol MenuStyle: Sendable {}
/// The built-in menu styles.
public struct _BuiltInMenuStyle: MenuStyle {}
extension MenuStyle where Self == _BuiltInMenuStyle {
    public static var automatic: _BuiltInMenuStyle { _BuiltInMenuStyle() }
    public static var button: _BuiltInMenuStyle { _BuiltInMenuStyle() }
    public static var borderlessButton: _BuiltInMenuStyle { _BuiltInMenuStyle() }
}

nonisolated extension View {
    /// Sets how menus below are drawn; accepted.
    public func menuStyle<S: MenuStyle>(_ style: S) -> Self { self }
}

/// A button that shares an item; a picture shows the button.
nonisolated public struct ShareLink<Label: View>: View {
    let label: Label

    /// Shares `item`, labelled by `label`.
    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) { self.label = label() }

    public var body: some View { Button(action: {}) { label } }
}

extension ShareLink where Label == LayoutVizCore.Label<Text, Image> {
    /// Shares `item` with the system label: "Share" and the share symbol.
    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { LayoutVizCore.Label("Share", systemImage: "square.and.arrow.up") }
    }

    /// Shares `item` with a title and the share symbol.
    public init<Item>(_ title: String, item: Item, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { LayoutVizCore.Label(title, systemImage: "square.and.arrow.up") }
    }
}

/// Related controls drawn together: in a view's content, its buttons side by side, equal widths,
/// in a grey rounded track with hairlines between them [INF: iOS 16's look, not measured: the
/// segmented control's 118/118/128 at 12 % and radius 9]; in a toolbar, the buttons in a row.
nonisolated public struct ControlGroup<Content: View>: View, PrimitiveView {
    let content: Content

    /// A group of the content's controls.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    /// A group with a title (iOS 16), drawn as its controls: the title shows where the group
    /// collapses into a menu, which a picture at rest never does.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { self.init(content: content) }

    /// A group with a title and a symbol (iOS 16), drawn as its controls.
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) { self.init(content: content) }

    /// A group with a label (iOS 16), drawn as its controls.
    public init<L: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> L) { self.init(content: content) }

    public var body: Never { neverBody() }

    nonisolated func resolve(_ ctx: ResolveContext) -> [Node] {
        let items = resolveView(content, ctx.withoutStack())
        let look = ctx.environment.systemLook, m = look.menu
        let view = HStack(spacing: 0) {
            ForEach(0..<items.count, id: \.self) { i in
                if i > 0 { Divider().frame(height: m.dividerHeight) }
                _NodesView(nodes: [items[i]])
                    .padding(.vertical, m.verticalPadding)
                    .frame(maxWidth: .infinity)
            }
        }
        .background(look.tertiaryFill, in: RoundedRectangle(cornerRadius: m.cornerRadius))
        return resolveView(view, ctx)
    }
}

/// How control groups are drawn; accepted.
public protocol ControlGroupStyle: Sendable {}
/// The built-in control group styles.
public struct _BuiltInControlGroupStyle: ControlGroupStyle {}
extension ControlGroupStyle where Self == _BuiltInControlGroupStyle {
    public static var automatic: _BuiltInControlGroupStyle { _BuiltInControlGroupStyle() }
    public static var navigation: _BuiltInControlGroupStyle { _BuiltInControlGroupStyle() }
    public static var palette: _BuiltInControlGroupStyle { _BuiltInControlGroupStyle() }
    public static var compactMenu: _BuiltInControlGroupStyle { _BuiltInControlGroupStyle() }
    public static var menu: _BuiltInControlGroupStyle { _BuiltInControlGroupStyle() }
}

nonisolated extension View {
    /// Sets how control groups below are drawn; accepted.
    public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> Self { self }
}
