// `import LinkPresentation` on Linux: link metadata and `LPLinkView`, a UIKit view that SwiftUI
// code wraps in a `UIViewRepresentable` (drawn as the representable's placeholder, named in the
// run's warning). Metadata is never fetched (docs/frameworks.md).
@_exported import Foundation
import LayoutVizCore

/// What a link shows, as LinkPresentation's `LPLinkMetadata`.
open class LPLinkMetadata: @unchecked Sendable {
    open var originalURL: URL?
    open var url: URL?
    open var title: String?
    open var iconProvider: NSItemProvider?
    open var imageProvider: NSItemProvider?
    open var videoProvider: NSItemProvider?
    open var remoteVideoURL: URL?
    public init() {}
}

/// Fetches a link's metadata, as LinkPresentation's `LPMetadataProvider`: finds the address only.
open class LPMetadataProvider: @unchecked Sendable {
    open var shouldFetchSubresources = true
    open var timeout: TimeInterval = 30 // not a look value: Apple's documented default
    public init() {}
    open func startFetchingMetadata(for url: URL) async throws -> LPLinkMetadata {
        let metadata = LPLinkMetadata()
        (metadata.originalURL, metadata.url) = (url, url)
        return metadata
    }
    open func startFetchingMetadata(for url: URL, completionHandler: @escaping @Sendable (LPLinkMetadata?, (any Error)?) -> Void) {
        let metadata = LPLinkMetadata()
        (metadata.originalURL, metadata.url) = (url, url)
        completionHandler(metadata, nil)
    }
    open func cancel() {}
}

/// A rich link preview, as LinkPresentation's `LPLinkView` (a UIKit view).
open class LPLinkView: UIView, @unchecked Sendable {
    open var metadata: LPLinkMetadata
    public init(url: URL) {
        metadata = LPLinkMetadata()
        metadata.originalURL = url
        super.init(frame: .zero)
    }
    public init(metadata: LPLinkMetadata) {
        self.metadata = metadata
        super.init(frame: .zero)
    }
}
