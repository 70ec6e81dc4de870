import LayoutViz
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// The API that takes a `URLRequest`. On Linux `URLRequest` lives in FoundationNetworking, which
// the engine does not link; this module re-exports it, so the API is declared here, where user
// files (which `import SwiftUI`) see it. Nothing is fetched: each draws as its URL form does.

extension AsyncImage where Content == _AsyncImagePlaceholder {
    /// An image loaded with `request` (iOS 27), drawn as the standard placeholder.
    public init(request: URLRequest, scale: CGFloat = 1) { self.init(url: request.url, scale: scale) }
}

extension AsyncImage {
    /// An image loaded with `request` (iOS 27), drawn as `placeholder`.
    public init<I: View, P: View>(request: URLRequest, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
                                  @ViewBuilder placeholder: @escaping () -> P) where Content == _AsyncImageContent<I, P> {
        self.init(url: request.url, scale: scale, content: content, placeholder: placeholder)
    }

    /// An image loaded with `request` (iOS 27), drawn as `content` makes the `.empty` phase.
    public init(request: URLRequest, scale: CGFloat = 1, transaction: Transaction = Transaction(),
                @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.init(url: request.url, scale: scale, transaction: transaction, content: content)
    }
}

extension WebPage {
    /// Asks for `request`'s URL; recorded, not loaded.
    @discardableResult public func load(_ request: URLRequest) -> Self {
        guard let url = request.url else { return self }
        return load(url)
    }
}
