import Foundation

// WebView and WebPage (iOS 26): LayoutViz loads no web content, so a web view draws a placeholder
// that fills the space offered: the secondary background with a globe and the page's address
// (docs/controls.md, "Web views").

/// A web page's model (iOS 26): its address; nothing is loaded.
@MainActor public final class WebPage {
    /// The address last asked for.
    public private(set) var url: URL?
    /// The page's title: none, as nothing loads.
    public var title: String { "" }

    /// A page.
    public init() {}

    /// Asks for `url`; recorded, not loaded.
    @discardableResult public func load(_ url: URL) -> Self {
        self.url = url
        return self
    }
}

/// A web view (iOS 26), drawn as a placeholder naming its address.
nonisolated public struct WebView: View {
    let address: String?

    /// A web view of `url`.
    public init(url: URL?) { address = url?.host ?? url?.absoluteString }

    /// A web view of `page`.
    @MainActor public init(_ page: WebPage) { address = page.url?.host ?? page.url?.absoluteString }

    @Environment(\.systemLook) private var look

    public var body: some View {
        VStack(spacing: look.smallContainers.unavailableSpacing) {
            Image(systemName: "globe").font(look.smallContainers.unavailableSymbolFont)
            Text(verbatim: address ?? "Web content").font(.footnote).lineLimit(1)
        }
        .foregroundColor(look.secondaryLabel)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(look.secondaryBackground)
    }
}
