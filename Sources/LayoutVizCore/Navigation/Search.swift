import Foundation

// `searchable`: the search field a navigation stack shows under its title (docs/controls.md,
// "Search").

/// Where a search field goes; on iOS every placement is the navigation bar's drawer.
public struct SearchFieldPlacement: Sendable {
    let name: String
    public static let automatic = SearchFieldPlacement(name: "automatic")
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")

    /// Whether the drawer's field shows at rest: it does in a picture either way.
    public struct NavigationBarDrawerDisplayMode: Sendable {
        let always: Bool
        public static let automatic = NavigationBarDrawerDisplayMode(always: false)
        public static let always = NavigationBarDrawerDisplayMode(always: true)
    }

    /// The navigation bar's drawer, with a display mode.
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        SearchFieldPlacement(name: "navigationBarDrawer")
    }
}

/// What a screen's search field shows: its text, or the prompt in the secondary grey.
struct SearchRequest {
    var text: String
    var prompt: String
}

nonisolated extension View {
    /// A search field in the navigation bar of the stack showing this view, under the title;
    /// it shows `text`, or the prompt ("Search" by default) in the secondary grey.
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S)
        -> ModifiedContent<Self, _NavigationRequestModifier> {
        let request = SearchRequest(text: text.wrappedValue, prompt: String(prompt))
        return modifier(_NavigationRequestModifier { info, _ in info.search = request })
    }

    /// A search field with a text prompt (nil: "Search").
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil)
        -> ModifiedContent<Self, _NavigationRequestModifier> {
        searchable(text: text, placement: placement, prompt: prompt?.content ?? "Search")
    }

    /// A search field whose presentation is bound (a picture shows it at rest, not presented).
    public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil)
        -> ModifiedContent<Self, _NavigationRequestModifier> {
        searchable(text: text, placement: placement, prompt: prompt)
    }
}

/// UISearchBar's field in a navigation bar: 36 points tall in a 52-point strip, the bar's
/// margins from the sides, a magnifying glass and the text or prompt (in secondaryLabel grey) on
/// tertiarySystemFill with 10-point corners [INF: the field's height and corners as UIKit's
/// search text field is widely described; the strip's height and the grey not measured].
nonisolated struct SearchField: View {
    let request: SearchRequest
    let margin: CGFloat
    @Environment(\.systemLook) private var look

    var body: some View {
        let s = look.search
        HStack(spacing: s.spacing) {
            Image(systemName: "magnifyingglass").foregroundColor(look.secondaryLabel)
            Text(request.text.isEmpty ? request.prompt : request.text)
                .foregroundColor(request.text.isEmpty ? look.secondaryLabel : nil)
                .lineLimit(1)
            Spacer(minLength: 0)
        }
        .padding(.horizontal, s.horizontalPadding)
        .frame(height: s.fieldHeight)
        .accessibilityAttributes { [request] a, _ in
            a.role = .search(prompt: request.prompt, text: request.text)
            a.targetIsRowOrBar = true
        }
        .background(look.tertiaryFill, in: RoundedRectangle(cornerRadius: s.cornerRadius))
        .padding(.horizontal, margin)
        .frame(height: s.stripHeight)
    }
}
