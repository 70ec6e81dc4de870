import CCairo
import Foundation
import LayoutVizCore

// PNG coding: drawing straight into our libpng encoder, Cairo's own encoder for comparison, and
// decoding (goldens, tests). Drawing itself is `CairoRenderer.swift`.

extension CairoRenderer {
    /// Draws `list` and encodes it as PNG (fast compression unless asked otherwise).
    public static func png(_ list: DisplayList, compression: PNGCompression = .fast) throws(RenderError) -> Data {
        // Encoded straight from the surface's memory: no copy of the pixels.
        let data: Data? = try withImageSurface(list) { surface in
            guard let base = cairo_image_surface_get_data(surface) else { return nil }
            return PNGEncoder.encode(words: UnsafeRawPointer(base), width: Int(cairo_image_surface_get_width(surface)),
                                     height: Int(cairo_image_surface_get_height(surface)), stride: Int(cairo_image_surface_get_stride(surface)),
                                     compression: compression)
        }
        guard let data else { throw .cairo("libpng could not encode the image") }
        return data
    }

    /// Encodes raw pixels as PNG with libpng: no time or text chunks, so the same pixels always give
    /// the same bytes. `.small` (the default here) is for committed files, `.fast` for the gallery.
    public static func encodePNG(_ raster: Raster, compression: PNGCompression = .small) throws(RenderError) -> Data {
        guard let data = PNGEncoder.encode(raster, compression: compression) else { throw .cairo("libpng could not encode a \(raster.width)×\(raster.height) image") }
        return data
    }

    /// Encodes raw pixels with Cairo's own encoder (zlib level 6, adaptive filters), for comparison.
    public static func encodePNGWithCairo(_ raster: Raster) throws(RenderError) -> Data {
        var bytes = raster.bytes
        let result: Result<Data, RenderError> = bytes.withUnsafeMutableBytes { buffer in
            guard let surface = cairo_image_surface_create_for_data(
                buffer.baseAddress!.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                Int32(raster.width), Int32(raster.height), Int32(raster.width * 4)) else {
                return .failure(.cairo("could not wrap pixels in a surface"))
            }
            defer { cairo_surface_destroy(surface) }
            let sink = ByteSink()
            let status = cairo_surface_write_to_png_stream(surface, { closure, data, length in
                let sink = Unmanaged<ByteSink>.fromOpaque(closure!).takeUnretainedValue()
                sink.bytes.append(data!, count: Int(length))
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(sink).toOpaque())
            guard status == CAIRO_STATUS_SUCCESS else { return .failure(.cairo(String(cString: cairo_status_to_string(status)))) }
            return .success(sink.bytes)
        }
        return try result.get()
    }

    /// Decodes PNG data into pixels. `name` names the source in errors.
    public static func decodePNG(_ data: Data, name: String = "data") throws(RenderError) -> Bitmap {
        try decodePNGRaster(data, name: name).bitmap
    }

    /// Decodes PNG data into Cairo's raw pixel format, to compare with `raster(_:)` byte for byte.
    public static func decodePNGRaster(_ data: Data, name: String = "data") throws(RenderError) -> Raster {
        if data.starts(with: Array("version https://git-lfs".utf8)) { throw .gitLFSPointer(name) }
        guard ImageHeader.isPNG(data), let surface = pngSurface(data) else { throw .notPNG(name) }
        defer { cairo_surface_destroy(surface) }
        // PNGs without alpha decode as RGB24; its unused top byte is 0xFF in practice, but make sure.
        var raster = Raster(surface: surface)
        if cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24 { raster.makeOpaque() }
        return raster
    }
}

extension CairoRenderer {
    /// PNG data decoded by Cairo (libpng) into a new surface, or nil; the caller destroys it.
    static func pngSurface(_ data: Data) -> OpaquePointer? {
        let source = ByteSource(data)
        let surface = cairo_image_surface_create_from_png_stream({ closure, buffer, length in
            let source = Unmanaged<ByteSource>.fromOpaque(closure!).takeUnretainedValue()
            return source.read(into: buffer!, count: Int(length)) ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_READ_ERROR
        }, Unmanaged.passUnretained(source).toOpaque())
        guard let surface else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        return surface
    }
}

/// Feeds bytes to a Cairo read callback.
private final class ByteSource {
    let data: Data
    var offset = 0
    init(_ data: Data) { self.data = data }

    func read(into buffer: UnsafeMutablePointer<UInt8>, count: Int) -> Bool {
        guard offset + count <= data.count else { return false }
        data.copyBytes(to: buffer, from: offset..<(offset + count))
        offset += count
        return true
    }
}
