import Foundation

// DisclosureGroup as iOS 17 draws it (docs/controls.md, "Small containers"). Metrics are [INF] unless stated.

/// A label with a disclosure chevron; when expanded, the content below it.
nonisolated public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let isExpanded: Bool

    /// A collapsed group.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        isExpanded = false
    }

    /// A group whose expansion is `isExpanded`.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        self.isExpanded = isExpanded.wrappedValue
    }

    @Environment(\.systemLook) private var look

    public var body: some View {
        let c = look.smallContainers
        VStack(alignment: .leading, spacing: c.disclosureSpacing) {
            HStack {
                label
                Spacer(minLength: look.row.valueGap)
                // The chevron points right when collapsed and down when expanded, in the tint.
                Chevron(color: look.accent).rotationEffect(.degrees(isExpanded ? c.disclosureOpenDegrees : 0))
            }
            if isExpanded { content }
        }
    }
}

extension DisclosureGroup where Label == Text {
    /// A collapsed group titled `title`.
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// A group titled `title` whose expansion is `isExpanded`.
    public init(_ title: String, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(title) }
    }
}
