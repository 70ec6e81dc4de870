import Foundation

// GroupBox as iOS 17 draws it (docs/controls.md, "Small containers"). Metrics are [INF] unless stated.

/// A titled box: the label (headline) over the content, on a rounded secondary-fill background
/// (radius 8, 16 points of padding; iOS's `secondarySystemBackground`, (242, 242, 247), in light mode).
nonisolated public struct GroupBox<Label: View, Content: View>: View {
    let label: Label?
    let content: Content

    /// A box with a label given at once (the older spelling).
    public init(label: Label, @ViewBuilder content: () -> Content) {
        let l = label
        self.init(content: content, label: { l })
    }

    /// A box with a label.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    @Environment(\.systemLook) private var look

    public var body: some View {
        let c = look.smallContainers
        VStack(alignment: .leading, spacing: c.groupBoxSpacing) {
            if let label { label.font(.headline) }
            content
        }
        .padding(c.groupBoxPadding)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(look.secondaryBackground, in: RoundedRectangle(cornerRadius: c.groupBoxRadius))
    }
}

extension GroupBox where Label == EmptyView {
    /// A box without a label.
    public init(@ViewBuilder content: () -> Content) {
        self.label = nil
        self.content = content()
    }
}

extension GroupBox where Label == Text {
    /// A box titled `title`.
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.label = Text(title)
        self.content = content()
    }
}
