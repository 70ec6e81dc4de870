// LayoutViz's stand-in for Nuke (github.com/kean/Nuke), the image pipeline NukeUI draws with:
// the types an app's views name, so that its files compile. A picture loads nothing: requests
// are kept, never sent (docs/projects.md, "Stand-ins").
import Foundation
import SwiftUI

/// An image to load: a URL and how to process it.
public struct ImageRequest: Sendable {
    public var url: URL?
    public var processors: [any ImageProcessing]
    public var priority: Priority

    public enum Priority: Int, Sendable { case veryLow, low, normal, high, veryHigh }

    public init(url: URL?, processors: [any ImageProcessing] = [], priority: Priority = .normal) {
        self.url = url
        self.processors = processors
        self.priority = priority
    }

    public init(urlRequest: URLRequest, processors: [any ImageProcessing] = [], priority: Priority = .normal) {
        self.init(url: urlRequest.url, processors: processors, priority: priority)
    }
}

/// Something that transforms a loaded image; never called in a picture.
public protocol ImageProcessing: Sendable {}

/// Nuke's built-in processors, accepted.
public enum ImageProcessors {
    public struct Resize: ImageProcessing {
        public enum ContentMode: Sendable { case aspectFill, aspectFit }
        public init(size: CGSize, unit: ImageProcessingOptions.Unit = .points, contentMode: ContentMode = .aspectFill, crop: Bool = false, upscale: Bool = false) {}
        public init(width: CGFloat, unit: ImageProcessingOptions.Unit = .points, upscale: Bool = false) {}
        public init(height: CGFloat, unit: ImageProcessingOptions.Unit = .points, upscale: Bool = false) {}
    }
    public struct RoundedCorners: ImageProcessing {
        public init(radius: CGFloat, unit: ImageProcessingOptions.Unit = .points) {}
    }
    public struct Circle: ImageProcessing {
        public init() {}
    }
}

extension ImageProcessing where Self == ImageProcessors.Resize {
    public static func resize(size: CGSize, unit: ImageProcessingOptions.Unit = .points, contentMode: ImageProcessors.Resize.ContentMode = .aspectFill,
                              crop: Bool = false, upscale: Bool = false) -> ImageProcessors.Resize {
        ImageProcessors.Resize(size: size, unit: unit, contentMode: contentMode, crop: crop, upscale: upscale)
    }
    public static func resize(width: CGFloat, unit: ImageProcessingOptions.Unit = .points, upscale: Bool = false) -> ImageProcessors.Resize {
        ImageProcessors.Resize(width: width, unit: unit, upscale: upscale)
    }
}

extension ImageProcessing where Self == ImageProcessors.Circle {
    public static var circle: ImageProcessors.Circle { ImageProcessors.Circle() }
}

/// Units of a processor's sizes.
public enum ImageProcessingOptions {
    public enum Unit: Sendable { case points, pixels }
}

/// The pipeline that would load images; its configuration is accepted.
public final class ImagePipeline: @unchecked Sendable {
    public static var shared = ImagePipeline()
    public struct Configuration: Sendable {
        public init() {}
        public static var withDataCache: Configuration { Configuration() }
        public static var withURLCache: Configuration { Configuration() }
    }
    public init(configuration: Configuration = Configuration()) {}
    public convenience init(_ configure: (inout Configuration) -> Void) {
        var c = Configuration()
        configure(&c)
        self.init(configuration: c)
    }
}

/// A running load; never started in a picture.
public final class ImageTask: @unchecked Sendable {
    public let request: ImageRequest
    public func cancel() {}
    init(request: ImageRequest) { self.request = request }
}

/// A loaded image; never made in a picture.
public struct ImageResponse: @unchecked Sendable {
    public let image: UIImage
    public let request: ImageRequest
}

/// Why a load failed.
public enum ImagePipelineError: Error, Sendable { case dataLoadingFailed, decodingFailed, cancelled }

