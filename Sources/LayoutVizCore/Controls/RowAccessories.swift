import Foundation

// What list rows and forms show beside their content: LabeledContent, badges, EditButton; and
// the row gestures a picture does not show (swipe actions, context menus) (docs/controls.md,
// "Row accessories").

/// A label with a value: the label leading and the value trailing in the secondary grey, as a
/// form row shows it (iOS 16's `LabeledContent`).
nonisolated public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    /// The content labelled by `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    @Environment(\.systemLook) private var look

    public var body: some View {
        HStack {
            label
            Spacer(minLength: look.row.valueGap)
            content.foregroundColor(look.secondaryLabel)
        }
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// A title and a text value.
    public init<S: StringProtocol>(_ title: String, value: S) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }
}

extension LabeledContent where Label == Text {
    /// A title and a view as the value.
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}

/// The button that toggles a list's edit mode: "Edit" in the tint (a picture is not editing).
nonisolated public struct EditButton: View {
    /// The edit button.
    public init() {}
    public var body: some View { Button("Edit") {} }
}

/// `badge`: in a list row, the text trailing in the secondary grey; on a tab, a red badge on
/// its icon in the tab bar (TabView.swift). A count of zero or a nil text shows nothing.
nonisolated public struct _BadgeModifier: ViewModifier, PrimitiveModifier {
    let text: String?
    public typealias Body = Never
    public func body(content: Content) -> Never { neverBody() }
    nonisolated func resolve(content: (ResolveContext) -> [Node], _ ctx: ResolveContext) -> [Node] {
        let nodes = content(ctx)
        guard let text else { return nodes }
        if ctx.environment.isInListRow {
            let look = ctx.environment.systemLook
            let row = HStack {
                _NodesView(nodes: nodes)
                Spacer(minLength: look.row.valueGap)
                Text(text).foregroundColor(look.secondaryLabel)
            }
            return resolveView(row, ctx)
        }
        return nodes.map { $0.with { $0.traits[BadgeTraitKey.self] = text } }
    }
}

/// `badge` outside a list row: the badge of the tab this view is (read by `TabView`).
enum BadgeTraitKey: ViewTraitKey { static let defaultValue: String? = nil }

nonisolated extension View {
    /// A count badge; zero shows none.
    public func badge(_ count: Int) -> ModifiedContent<Self, _BadgeModifier> {
        modifier(_BadgeModifier(text: count == 0 ? nil : String(count)))
    }

    /// A text badge; nil shows none.
    public func badge(_ label: Text?) -> ModifiedContent<Self, _BadgeModifier> {
        modifier(_BadgeModifier(text: label?.content))
    }

    /// A string badge; nil shows none.
    public func badge<S: StringProtocol>(_ label: S?) -> ModifiedContent<Self, _BadgeModifier> {
        modifier(_BadgeModifier(text: label.map { String($0) }))
    }

    /// Actions revealed by swiping a row; accepted (a picture shows the row at rest).
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T) -> Self { self }

    /// A menu shown on a long press; accepted (a picture shows the view at rest).
    public func contextMenu<M: View>(@ViewBuilder menuItems: () -> M) -> Self { self }

    /// A menu with a preview shown on a long press; accepted.
    public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> Self { self }
}
