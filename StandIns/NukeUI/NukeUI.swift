// LayoutViz's stand-in for NukeUI (github.com/kean/Nuke): `LazyImage` and `FetchImage` as an
// app's views use them. A picture loads nothing, so a lazy image is drawn as the screen shows it
// before its image arrives: the content for a state that is loading, or, without content, a
// placeholder filled with the secondary system background (docs/projects.md, "Stand-ins").
import Foundation
import SwiftUI
@_exported import Nuke

/// What a lazy image has loaded: in a picture, nothing yet.
public struct LazyImageState {
    /// The image, once loaded: nil in a picture.
    public var image: Image? { nil }
    /// The error, if loading failed: none.
    public var error: (any Error)? { nil }
    /// Whether the image is being loaded: true in a picture.
    public var isLoading: Bool { true }
    /// The result, once loading ends: none.
    public var result: Result<ImageResponse, any Error>? { nil }
    /// How much has been loaded: nothing.
    public var progress: (completed: Int64, total: Int64) { (0, 0) }
    init() {}
}

/// An image loaded from a URL as it scrolls into view.
public struct LazyImage<Content: View>: View {
    let content: (LazyImageState) -> Content

    /// An image at `url`, drawn by `content` for each state.
    public init(url: URL?, transaction: Transaction = Transaction(), @ViewBuilder content: @escaping (LazyImageState) -> Content) {
        self.content = content
    }

    /// An image for `request`, drawn by `content` for each state.
    public init(request: ImageRequest?, transaction: Transaction = Transaction(), @ViewBuilder content: @escaping (LazyImageState) -> Content) {
        self.content = content
    }

    public var body: some View { content(LazyImageState()) }

    /// Processors for the image; accepted.
    public func processors(_ processors: [any ImageProcessing]?) -> Self { self }
    /// The request's priority; accepted.
    public func priority(_ priority: ImageRequest.Priority?) -> Self { self }
    /// The pipeline to load with; accepted.
    public func pipeline(_ pipeline: ImagePipeline) -> Self { self }
    /// Called when loading starts; never in a picture.
    public func onStart(_ closure: @escaping (ImageTask) -> Void) -> Self { self }
    /// Called when loading ends; never in a picture.
    public func onCompletion(_ closure: @escaping (Result<ImageResponse, any Error>) -> Void) -> Self { self }
    /// Called when the image is shown; never in a picture.
    public func onSuccess(_ closure: @escaping (ImageResponse) -> Void) -> Self { self }
    /// When to cancel loading; accepted.
    public func onDisappear(_ behavior: DisappearBehavior?) -> Self { self }

    /// What happens to a request when its view disappears.
    public enum DisappearBehavior: Sendable { case cancel, lowerPriority }
}

extension LazyImage where Content == LazyImagePlaceholder {
    /// An image at `url` with NukeUI's default look: a placeholder until it loads.
    public init(url: URL?, transaction: Transaction = Transaction()) {
        self.content = { _ in LazyImagePlaceholder() }
    }

    /// An image for `request` with NukeUI's default look.
    public init(request: ImageRequest?, transaction: Transaction = Transaction()) {
        self.content = { _ in LazyImagePlaceholder() }
    }
}

/// What a lazy image without content shows while it loads.
public struct LazyImagePlaceholder: View {
    public var body: some View { Rectangle().fill(Color(uiColor: .secondarySystemBackground)) }
}

/// Loads an image for a view that draws it itself; in a picture it stays empty.
@MainActor
public final class FetchImage: ObservableObject {
    @Published public private(set) var image: Image?
    @Published public private(set) var isLoading = false
    @Published public private(set) var result: Result<ImageResponse, any Error>?
    public var processors: [any ImageProcessing] = []
    public var priority: ImageRequest.Priority = .normal
    public var pipeline: ImagePipeline = .shared

    public init() {}

    /// Starts loading `url`: nothing is loaded in a picture.
    public func load(_ url: URL?) {}
    /// Starts loading `request`: nothing is loaded in a picture.
    public func load(_ request: ImageRequest?) {}
    /// Cancels loading.
    public func cancel() {}
    /// Forgets the image.
    public func reset() {}
}
