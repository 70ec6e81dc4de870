import CCairo
import CRaster
import Foundation
import LayoutVizCore

// Drawing `Image` files with Cairo: PNG through Cairo's libpng reader, JPEG through libjpeg
// (CRaster/lv_jpeg.c); stretched, tiled or nine-sliced, in their colours or as a template.

extension CairoRenderer {
    /// Decodes a file's bytes into a new ARGB32 surface (the caller destroys it); nil when they
    /// are not a PNG or JPEG that decodes. PNGs decode from the bytes as goldens do.
    static func imageSurface(_ data: Data) -> OpaquePointer? {
        guard data.count > 4 else { return nil }
        if ImageHeader.isPNG(data) { return pngSurface(data) }
        guard ImageHeader.isJPEG(data) else { return nil }
        var w: Int32 = 0, h: Int32 = 0, stride: Int32 = 0
        var message = [CChar](repeating: 0, count: 256)
        let pixels = data.withUnsafeBytes { raw in
            lv_jpeg_decode_argb(raw.bindMemory(to: UInt8.self).baseAddress, raw.count, &w, &h, &stride, &message, message.count)
        }
        guard let pixels else { return nil }
        defer { free(pixels) }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h), cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
              let dst = cairo_image_surface_get_data(surface) else { return nil }
        cairo_surface_flush(surface)
        // ARGB32 rows are exactly 4 × width bytes, so the surface's rows are contiguous.
        lv_copy_rows(pixels, Int(stride), dst, Int(w) * 4, h)
        cairo_surface_mark_dirty(surface)
        return surface
    }

    /// Marks `surface` for a vector backend: its file's path as the unique id (which cairo uses
    /// to share an image it meets again) and the file's own JPEG or PNG bytes (so it is embedded
    /// as encoded, not re-encoded from pixels).
    private static func attachFile(_ data: Data, from url: URL, to surface: OpaquePointer) {
        let id = Array(url.standardizedFileURL.path.utf8)
        _ = lv_attach_mime_data(UnsafeMutableRawPointer(surface), CAIRO_MIME_TYPE_UNIQUE_ID, id, id.count)
        let mime = ImageHeader.isPNG(data) ? CAIRO_MIME_TYPE_PNG : CAIRO_MIME_TYPE_JPEG
        data.withUnsafeBytes { raw in
            _ = lv_attach_mime_data(UnsafeMutableRawPointer(surface), mime, raw.bindMemory(to: UInt8.self).baseAddress, raw.count)
        }
    }

    /// Draws `d` into `rect` (points). A file that cannot be read or decoded draws nothing and is
    /// noted in `report`, which names it in a warning (the resolver has already checked the header).
    static func drawImage(_ d: ImageDrawing, in rect: CGRect, on cr: OpaquePointer?, report: RenderReport?) {
        // The file is read once, for the pixels and (on an SVG surface) its own bytes.
        guard rect.width > 0, rect.height > 0 else { return }
        guard let data = try? Data(contentsOf: d.url) else {
            report?.noteImageProblem(ImageProblem(name: d.name, reason: "'\(d.url.path)' could not be read when drawing"))
            return
        }
        guard let surface = imageSurface(data) else {
            report?.noteImageProblem(ImageProblem(name: d.name, reason: "'\(d.url.path)' does not decode (a corrupt or cut-short PNG or JPEG)"))
            return
        }
        defer { cairo_surface_destroy(surface) }
        if cairo_surface_get_type(cairo_get_target(cr)) == CAIRO_SURFACE_TYPE_SVG { attachFile(data, from: d.url, to: surface) }
        let natural = CGSize(width: CGFloat(d.pixelWidth) / d.scale, height: CGFloat(d.pixelHeight) / d.scale)
        // (source rectangle in points, destination rectangle) pairs.
        var parts: [(CGRect, CGRect)] = []
        let c = d.capInsets
        if d.tiled || (c.top == 0 && c.leading == 0 && c.bottom == 0 && c.trailing == 0) {
            parts = [(CGRect(origin: .zero, size: natural), rect)]
        } else {
            // Nine-slice: the corners keep their size, the edges stretch one way, the middle both.
            let l = min(c.leading, natural.width), r = min(c.trailing, natural.width - l)
            let t = min(c.top, natural.height), b = min(c.bottom, natural.height - t)
            let sx = [0, l, natural.width - r, natural.width], sy = [0, t, natural.height - b, natural.height]
            let dx = [rect.minX, rect.minX + l, rect.maxX - r, rect.maxX], dy = [rect.minY, rect.minY + t, rect.maxY - b, rect.maxY]
            for i in 0..<3 {
                for j in 0..<3 {
                    let src = CGRect(x: sx[i], y: sy[j], width: sx[i + 1] - sx[i], height: sy[j + 1] - sy[j])
                    let dst = CGRect(x: dx[i], y: dy[j], width: dx[i + 1] - dx[i], height: dy[j + 1] - dy[j])
                    if src.width > 0, src.height > 0, dst.width > 0, dst.height > 0 { parts.append((src, dst)) }
                }
            }
        }
        for (src, dst) in parts {
            guard let pattern = cairo_pattern_create_for_surface(surface) else { continue }
            defer { cairo_pattern_destroy(pattern) }
            var m = cairo_matrix_t()
            let k = Double(d.scale)
            if d.tiled {
                // Natural size, repeated from the rectangle's corner.
                cairo_matrix_init(&m, k, 0, 0, k, -Double(dst.minX) * k, -Double(dst.minY) * k)
                cairo_pattern_set_extend(pattern, CAIRO_EXTEND_REPEAT)
            } else {
                let ax = Double(src.width) * k / Double(dst.width), ay = Double(src.height) * k / Double(dst.height)
                cairo_matrix_init(&m, ax, 0, 0, ay, Double(src.minX) * k - Double(dst.minX) * ax, Double(src.minY) * k - Double(dst.minY) * ay)
                cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
            }
            cairo_pattern_set_matrix(pattern, &m)
            cairo_pattern_set_filter(pattern, d.smooth ? CAIRO_FILTER_GOOD : CAIRO_FILTER_NEAREST)
            cairo_save(cr)
            cairo_rectangle(cr, Double(dst.minX), Double(dst.minY), Double(dst.width), Double(dst.height))
            cairo_clip(cr)
            if let tint = d.tint {
                cairo_set_source_rgba(cr, tint.red, tint.green, tint.blue, tint.alpha)
                cairo_mask(cr, pattern)
            } else {
                cairo_set_source(cr, pattern)
                cairo_paint(cr)
            }
            cairo_restore(cr)
        }
    }
}
