import Foundation
import LayoutVizCore

/// One pixel: 8-bit sRGB components, not premultiplied.
public struct RGBA8: Hashable, Sendable, CustomStringConvertible {
    public var r, g, b, a: UInt8

    /// Creates a pixel.
    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    /// The pixel a fully opaque `color` becomes.
    public init(_ color: Color) {
        func c(_ v: Double) -> UInt8 { UInt8((v * 255).rounded()) }
        self.init(r: c(color.red), g: c(color.green), b: c(color.blue), a: c(color.alpha))
    }

    public var description: String { "rgba(\(r),\(g),\(b),\(a))" }
}

/// A decoded raster image, row-major from the top-left pixel, for comparing renders pixel by pixel.
public struct Bitmap: Equatable, Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// The pixels, `width * height` of them.
    public let pixels: [RGBA8]

    /// Creates a bitmap from its pixels.
    public init(width: Int, height: Int, pixels: [RGBA8]) {
        precondition(pixels.count == width * height, "pixel count does not match the size")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The pixel at column `x`, row `y`.
    public subscript(x: Int, y: Int) -> RGBA8 { pixels[y * width + x] }

    /// The pixel under the point (x, y) at `scale`: the pixel whose area contains the point.
    public func pixel(atPoint x: CGFloat, _ y: CGFloat, scale: CGFloat) -> RGBA8 {
        self[Int((x * scale).rounded(.down)), Int((y * scale).rounded(.down))]
    }
}
