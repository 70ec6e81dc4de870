// LayoutViz's stand-in for Kingfisher (github.com/onevcat/Kingfisher): `KFImage` and its
// modifiers as an app's views use them. A picture loads nothing, so a `KFImage` is drawn as the
// screen shows it before its image arrives: its placeholder, or nothing (docs/projects.md,
// "Stand-ins").
import Foundation
import SwiftUI

/// An image loaded from a URL, Kingfisher's SwiftUI view.
public struct KFImage: View {
    var placeholder: AnyView?

    /// An image at `url`.
    public init(_ url: URL?, isLoaded: Binding<Bool> = .constant(false)) {}
    /// An image from `source`.
    public init(source: Source?, isLoaded: Binding<Bool> = .constant(false)) {}
    /// An image at `url`.
    public static func url(_ url: URL?, cacheKey: String? = nil) -> KFImage { KFImage(url) }

    public var body: some View {
        if let placeholder { placeholder } else { Color.clear }
    }

    /// Drawn while loading: in a picture, always.
    public func placeholder<P: View>(@ViewBuilder _ content: () -> P) -> KFImage {
        var k = self
        k.placeholder = AnyView(content())
        return k
    }
    /// Drawn while loading, with the progress: in a picture, no progress.
    public func placeholder<P: View>(@ViewBuilder _ content: @escaping (Progress) -> P) -> KFImage {
        var k = self
        k.placeholder = AnyView(content(Progress(totalUnitCount: 0)))
        return k
    }
    /// Lets the image take the offered size; the placeholder is drawn as given.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch) -> KFImage { self }
    public func renderingMode(_ renderingMode: Image.TemplateRenderingMode?) -> KFImage { self }
    public func interpolation(_ interpolation: Image.Interpolation) -> KFImage { self }
    public func antialiased(_ isAntialiased: Bool) -> KFImage { self }
    public func setProcessor(_ processor: any ImageProcessor) -> KFImage { self }
    public func setProcessors(_ processors: [any ImageProcessor]) -> KFImage { self }
    public func fade(duration: TimeInterval) -> KFImage { self }
    public func forceTransition(_ flag: Bool = true) -> KFImage { self }
    public func cancelOnDisappear(_ flag: Bool) -> KFImage { self }
    public func cacheOriginalImage(_ cache: Bool = true) -> KFImage { self }
    public func cacheMemoryOnly(_ cache: Bool = true) -> KFImage { self }
    public func loadDiskFileSynchronously(_ flag: Bool = true) -> KFImage { self }
    public func retry(maxCount: Int, interval: TimeInterval) -> KFImage { self }
    public func onSuccess(_ action: @escaping (RetrieveImageResult) -> Void) -> KFImage { self }
    public func onFailure(_ action: @escaping (KingfisherError) -> Void) -> KFImage { self }
    public func onProgress(_ action: @escaping (Int64, Int64) -> Void) -> KFImage { self }
    public func startLoadingBeforeViewAppear(_ flag: Bool = true) -> KFImage { self }
    public func downsampling(size: CGSize) -> KFImage { self }
    public func roundCorner(radius: CGFloat) -> KFImage { self }
    public func serialize(as format: ImageFormat) -> KFImage { self }
    public func appendProcessor(_ processor: any ImageProcessor) -> KFImage { self }

    /// Where an image comes from.
    public enum Source: Sendable {
        case network(URL)
        case provider(String)
    }
    /// Image data formats.
    public enum ImageFormat: Sendable { case png, jpeg, gif, unknown }
}

/// Something that transforms a loaded image; never called in a picture.
public protocol ImageProcessor: Sendable {}

public struct DownsamplingImageProcessor: ImageProcessor {
    public init(size: CGSize) {}
}

public struct RoundCornerImageProcessor: ImageProcessor {
    public init(cornerRadius: CGFloat, targetSize: CGSize? = nil, backgroundColor: Color? = nil) {}
}

public struct ResizingImageProcessor: ImageProcessor {
    public init(referenceSize: CGSize, mode: ContentMode = .none) {}
    public enum ContentMode: Sendable { case none, aspectFit, aspectFill }
}

public struct BlurImageProcessor: ImageProcessor {
    public init(blurRadius: CGFloat) {}
}

infix operator |>: AdditionPrecedence

/// A loaded image; never made in a picture.
public struct RetrieveImageResult: @unchecked Sendable {
    public let image: UIImage
    public let cacheType: CacheType
    public let source: KFImage.Source
}

/// Where a loaded image came from.
public enum CacheType: Sendable { case none, memory, disk }

/// Why a load failed.
public enum KingfisherError: Error, Sendable { case requestError, responseError, cacheError, processorError, imageSettingError }

extension ImageProcessor {
    /// Chains two processors.
    public static func |> (left: Self, right: any ImageProcessor) -> any ImageProcessor { left }
}

/// Kingfisher's builder (`KF.url(url).placeholder { ... }`): a `KFImage` in SwiftUI.
public enum KF {
    public static func url(_ url: URL?, cacheKey: String? = nil) -> KFImage { KFImage(url) }
}

/// Kingfisher's shared cache and downloader, accepted.
public final class KingfisherManager: @unchecked Sendable {
    public static let shared = KingfisherManager()
}

public final class ImageCache: @unchecked Sendable {
    public static let `default` = ImageCache()
    public func clearMemoryCache() {}
    public func clearDiskCache(completion: (() -> Void)? = nil) {}
}
