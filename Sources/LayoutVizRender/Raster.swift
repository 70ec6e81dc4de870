import CCairo
import CRaster
import Foundation
import LayoutVizCore

/// Pixels as Cairo keeps them: 32-bit words per pixel, alpha in the top byte, colour premultiplied,
/// native byte order, rows packed without padding.
///
/// Goldens compare rasters byte for byte on the passing path (no PNG encoding, no conversion);
/// the straight-RGBA `bitmap` is for metrics and tests.
public struct Raster: Equatable, Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width * height * 4` bytes.
    public private(set) var bytes: [UInt8]

    /// Wraps raw pixel words.
    public init(width: Int, height: Int, bytes: [UInt8]) {
        precondition(bytes.count == width * height * 4, "byte count does not match the size")
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    /// Converts straight RGBA pixels.
    public init(_ bitmap: Bitmap) {
        var out = [UInt8](repeating: 0, count: bitmap.width * bitmap.height * 4)
        out.withUnsafeMutableBytes { raw in
            let words = raw.bindMemory(to: UInt32.self)
            for (i, p) in bitmap.pixels.enumerated() {
                let a = UInt32(p.a)
                func pre(_ c: UInt8) -> UInt32 { (UInt32(c) * a + 127) / 255 }
                words[i] = a << 24 | pre(p.r) << 16 | pre(p.g) << 8 | pre(p.b)
            }
        }
        self.init(width: bitmap.width, height: bitmap.height, bytes: out)
    }

    init(surface: OpaquePointer) {
        cairo_surface_flush(surface)
        let w = Int(cairo_image_surface_get_width(surface)), h = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let base = cairo_image_surface_get_data(surface)
        // Filled row by row straight from the surface (in C): no zeroing pass over a 12 MB buffer.
        let out = [UInt8](unsafeUninitializedCapacity: w * h * 4) { dst, count in
            if let base {
                lv_copy_rows(base, stride, dst.baseAddress, w * 4, Int32(h))
            } else {
                dst.initialize(repeating: 0)
            }
            count = w * h * 4
        }
        self.init(width: w, height: h, bytes: out)
    }

    /// Byte equality with memcmp (the generic array comparison is slow in debug builds).
    public static func == (a: Raster, b: Raster) -> Bool {
        guard a.width == b.width, a.height == b.height else { return false }
        return a.bytes.withUnsafeBytes { x in b.bytes.withUnsafeBytes { y in memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0 } }
    }

    /// Sets every alpha byte to 255 (for images decoded without an alpha channel).
    mutating func makeOpaque() {
        let count = width * height
        bytes.withUnsafeMutableBytes { raw in lv_make_opaque(raw.baseAddress?.assumingMemoryBound(to: UInt8.self), count) }
    }

    /// The pixel at (x, y), unpremultiplied.
    public subscript(x: Int, y: Int) -> RGBA8 {
        bytes.withUnsafeBytes { raw in RGBA8(word: raw.load(fromByteOffset: (y * width + x) * 4, as: UInt32.self)) }
    }

    /// The pixels as straight RGBA.
    public var bitmap: Bitmap {
        bytes.withUnsafeBytes { raw in
            let words = raw.bindMemory(to: UInt32.self)
            return Bitmap(width: width, height: height, pixels: words.map(RGBA8.init(word:)))
        }
    }
}

extension RGBA8 {
    /// Unpremultiplies one ARGB32 word.
    init(word v: UInt32) {
        let a = Int(v >> 24)
        func channel(_ shift: UInt32) -> UInt8 {
            let c = Int((v >> shift) & 0xFF)
            if a == 255 || a == 0 { return UInt8(c) }
            return UInt8(min(255, (c * 255 + a / 2) / a))
        }
        self.init(r: channel(16), g: channel(8), b: channel(0), a: UInt8(a))
    }
}
