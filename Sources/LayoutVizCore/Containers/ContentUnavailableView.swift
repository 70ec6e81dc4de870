import Foundation

// ContentUnavailableView as iOS 17 draws it (docs/controls.md, "Small containers"). Metrics are [INF] unless stated.

/// An empty state: a large symbol, a bold title and a secondary description, centred in the
/// space offered.
nonisolated public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description?
    let actions: Actions?

    /// An empty state from views.
    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description, @ViewBuilder actions: () -> Actions) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    @Environment(\.systemLook) private var look

    public var body: some View {
        let c = look.smallContainers
        VStack(spacing: c.unavailableSpacing) {
            // A `Label` given as the label draws as the built-in one: large icon over the title.
            label.environment(\.labelStyle, LabelStyleConfiguration(kind: .unavailable))
            if let description { description.font(.subheadline).foregroundColor(look.secondaryLabel).multilineTextAlignment(.center) }
            if let actions { actions.padding(.top, c.unavailableActionsGap) }
        }
        .padding(.horizontal, c.unavailableMargin)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

/// The label of an empty state made from a title and a symbol: a `Label`, drawn by the empty
/// state's label style.
nonisolated public struct _UnavailableLabel: View {
    let title: String
    let systemImage: String
    public var body: some View { Label(title, systemImage: systemImage) }
}

/// How an empty state draws its label's icon and title: a 48-point symbol (stand-in) over a
/// 22-point bold title, centred.
nonisolated struct _UnavailableLabelLayout<Icon: View, Title: View>: View {
    let icon: Icon
    let title: Title
    @Environment(\.systemLook) private var look
    var body: some View {
        VStack(spacing: look.smallContainers.unavailableLabelSpacing) {
            icon.font(look.smallContainers.unavailableSymbolFont).foregroundColor(look.secondaryLabel)
            title.font(.title2.bold()).multilineTextAlignment(.center)
        }
    }
}

extension ContentUnavailableView where Label == _UnavailableLabel, Description == Text, Actions == EmptyView {
    /// An empty state with a localized title, a symbol and an optional description.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, description: Text? = nil) {
        self.init(titleKey.key, systemImage: systemImage, description: description)
    }

    /// An empty state with a title, a symbol and an optional description.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, description: Text? = nil) {
        self.init(String(title), systemImage: systemImage, description: description)
    }

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

    /// The search empty state for a query: "No Results for "text"" (iOS's wording, quotes as
    /// the English locale writes them).
    public static func search(text: String) -> ContentUnavailableView {
        ContentUnavailableView("No Results for \u{201C}\(text)\u{201D}", systemImage: "magnifyingglass",
                               description: Text("Check the spelling or try a new search."))
    }
}
