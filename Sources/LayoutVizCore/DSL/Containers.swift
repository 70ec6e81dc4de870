import Foundation

// Small containers drawn as iOS 17 draws them (docs/controls.md, "Small containers"): GroupBox,
// DisclosureGroup, ContentUnavailableView and Link. Metrics are [INF] unless stated.

/// A titled box: the label (headline) over the content, on a rounded secondary-fill background
/// (radius 8, 16 points of padding; iOS's `secondarySystemBackground`, (242, 242, 247), in light mode).
public struct GroupBox<Label: View, Content: View>: View {
    let label: Label?
    let content: Content

    /// A box with a label.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            if let label { label.font(.headline) }
            content
        }
        .padding(16)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255), in: RoundedRectangle(cornerRadius: 8))
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

/// A label with a disclosure chevron; when expanded, the content below it.
public struct DisclosureGroup<Label: View, Content: View>: View {
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

    public var body: some View {
        VStack(alignment: .leading, spacing: 11) {
            HStack {
                label
                Spacer(minLength: 8)
                // The chevron points right when collapsed and down when expanded, in the tint.
                Chevron(color: .accentColor).rotationEffect(.degrees(isExpanded ? 90 : 0))
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

/// An empty state: a large symbol, a bold title and a secondary description, centred in the
/// space offered.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description?
    let actions: Actions?

    /// An empty state from views.
    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description, @ViewBuilder actions: () -> Actions) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    public var body: some View {
        VStack(spacing: 8) {
            label
            if let description { description.font(.subheadline).foregroundColor(ListMetrics.secondaryLabel).multilineTextAlignment(.center) }
            if let actions { actions.padding(.top, 8) }
        }
        .padding(.horizontal, 40)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

/// The label of an empty state: a 48-point symbol (stand-in) over a 22-point bold title.
public struct _UnavailableLabel: View {
    let title: String
    let systemImage: String
    public var body: some View {
        VStack(spacing: 14) {
            Image(systemName: systemImage).font(.system(size: 48)).foregroundColor(ListMetrics.secondaryLabel)
            Text(title).font(.title2.bold()).multilineTextAlignment(.center)
        }
    }
}

extension ContentUnavailableView where Label == _UnavailableLabel, Description == Text, Actions == EmptyView {
    /// An empty state with a title, a symbol and an optional description.
    public init(_ title: String, systemImage: String, description: Text? = nil) {
        label = _UnavailableLabel(title: title, systemImage: systemImage)
        self.description = description
        actions = nil
    }

    /// The search empty state: "No Results" with a magnifying glass.
    public static var search: ContentUnavailableView {
        ContentUnavailableView("No Results", systemImage: "magnifyingglass", description: Text("Check the spelling or try a new search."))
    }
}

/// A link: its title in the tint, like a borderless button (it never opens in a picture).
public struct Link<Label: View>: View {
    let label: Label
    /// A link to `destination` showing `label`.
    public init(destination: URL, @ViewBuilder label: () -> Label) { self.label = label() }
    public var body: some View { Button(action: {}) { label } }
}

extension Link where Label == Text {
    /// A link titled `title`.
    public init(_ title: String, destination: URL) { label = Text(title) }
}
