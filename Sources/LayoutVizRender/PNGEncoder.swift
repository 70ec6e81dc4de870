import CCairo
import Foundation

/// How hard the PNG encoder compresses.
public enum PNGCompression: Sendable {
    /// libpng's fast setting (no filtering, low zlib level): for the gallery and `layoutviz render`.
    case fast
    /// libpng's default setting: smaller files, for committed goldens and sheets.
    case small
}

/// Encodes rasters with libpng's simplified API, without Cairo's encoder: no time or text chunks,
/// so the same pixels always give the same bytes; opaque images are written as RGB.
enum PNGEncoder {
    static func encode(_ raster: Raster, compression: PNGCompression) -> Data? {
        let w = raster.width, h = raster.height
        var opaque = true
        // Unpremultiply ARGB32 words into RGBA bytes.
        var rgba = [UInt8](repeating: 0, count: w * h * 4)
        raster.bytes.withUnsafeBytes { src in
            let words = src.bindMemory(to: UInt32.self)
            rgba.withUnsafeMutableBufferPointer { dst in
                for i in 0..<(w * h) {
                    let v = words[i]
                    let a = v >> 24
                    var r = (v >> 16) & 0xFF, g = (v >> 8) & 0xFF, b = v & 0xFF
                    if a != 255 {
                        opaque = false
                        if a != 0 {
                            r = min(255, (r * 255 + a / 2) / a)
                            g = min(255, (g * 255 + a / 2) / a)
                            b = min(255, (b * 255 + a / 2) / a)
                        }
                    }
                    dst[i * 4] = UInt8(r)
                    dst[i * 4 + 1] = UInt8(g)
                    dst[i * 4 + 2] = UInt8(b)
                    dst[i * 4 + 3] = UInt8(a)
                }
            }
        }
        var pixels = rgba
        var channels = 4
        if opaque {
            channels = 3
            pixels = [UInt8](repeating: 0, count: w * h * 3)
            pixels.withUnsafeMutableBufferPointer { dst in
                rgba.withUnsafeBufferPointer { src in
                    for i in 0..<(w * h) {
                        dst[i * 3] = src[i * 4]
                        dst[i * 3 + 1] = src[i * 4 + 1]
                        dst[i * 3 + 2] = src[i * 4 + 2]
                    }
                }
            }
        }
        var image = png_image()
        image.version = png_uint_32(PNG_IMAGE_VERSION)
        image.width = png_uint_32(w)
        image.height = png_uint_32(h)
        image.format = png_uint_32(opaque ? PNG_FORMAT_FLAG_COLOR : PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)
        image.flags = compression == .fast ? png_uint_32(PNG_IMAGE_FLAG_FAST) : 0
        let raw = w * h * channels + h
        var capacity = raw + raw / 8 + 1 << 16
        for _ in 0..<2 {
            var out = [UInt8](repeating: 0, count: capacity)
            var size = png_alloc_size_t(capacity)
            let ok = out.withUnsafeMutableBytes { o in
                pixels.withUnsafeBytes { p in
                    png_image_write_to_memory(&image, o.baseAddress, &size, 0, p.baseAddress, png_int_32(w * channels), nil)
                }
            }
            if ok != 0 {
                png_image_free(&image)
                return Data(out[0..<Int(size)])
            }
            // Too small a buffer: libpng reports the size it needs.
            if Int(size) <= capacity { break }
            capacity = Int(size)
            image.warning_or_error = 0
        }
        png_image_free(&image)
        return nil
    }
}
