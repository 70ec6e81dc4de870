import CCairo
import CRaster
import Foundation
import LayoutVizCore

// Materials and Liquid Glass (docs/glass.md): the pixels already drawn under the shape are
// copied, turned into what the backdrop shows (CRaster's lv_backdrop: blur, saturation, lens,
// legible tint, rim light) and painted back through the shape. A surface with no pixels to read
// (an SVG) gets the tint at its fallback opacity instead, and says so in its description.

extension CairoRenderer {
    /// Fills `path` with `backdrop`: its shadow, then what lies beneath seen through it.
    static func fillBackdrop(_ path: Path, _ backdrop: Backdrop, on cr: OpaquePointer?) {
        let box = path.boundingRect
        guard box.width > 0, box.height > 0, box.minX.isFinite, box.minY.isFinite else { return }
        let target = cairo_get_group_target(cr)
        let readable = target.map { cairo_surface_get_type($0) == CAIRO_SURFACE_TYPE_IMAGE
            && [CAIRO_FORMAT_ARGB32, CAIRO_FORMAT_RGB24].contains(cairo_image_surface_get_format($0)) } ?? false
        let seen = readable ? beneath(box, backdrop, target: target, on: cr) : nil
        defer { if let seen { cairo_surface_destroy(seen.surface) } }
        if let shadow = backdrop.shadow { drawBackdropShadow(path, shadow, bounds: box, on: cr) }
        guard let seen else {
            let t = backdrop.tint
            trace(path, on: cr)
            cairo_set_source_rgba(cr, t.red, t.green, t.blue, max(t.alpha, backdrop.fallbackOpacity))
            cairo_fill(cr)
            return
        }
        cairo_save(cr)
        trace(path, on: cr)
        cairo_clip(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, seen.surface, seen.x, seen.y)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    /// What `backdrop` shows over `box` (points): a new image surface and where its top-left
    /// pixel lies in device space; nil when the region is empty or too large to copy.
    private static func beneath(_ box: CGRect, _ backdrop: Backdrop, target: OpaquePointer?, on cr: OpaquePointer?)
        -> (surface: OpaquePointer, x: Double, y: Double)? {
        guard let target, let source = cairo_image_surface_get_data(target) else { return nil }
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        // Lens and rim light follow an upright shape: skewed or rotated drawing gets neither.
        let upright = m.xy == 0 && m.yx == 0
        let k = max(abs(m.xx), abs(m.yy))
        let sigma = Double(backdrop.blurRadius) / 2
        let reach = 3 * sigma + Double(backdrop.lensBand) + 1
        var xs: [Double] = [], ys: [Double] = []
        for (x, y) in [(box.minX, box.minY), (box.maxX, box.minY), (box.minX, box.maxY), (box.maxX, box.maxY)] {
            var dx = Double(x), dy = Double(y)
            cairo_user_to_device(cr, &dx, &dy)
            xs.append(dx)
            ys.append(dy)
        }
        var ox = 0.0, oy = 0.0
        cairo_surface_get_device_offset(target, &ox, &oy)
        // The shape in the target's pixels, and the region copied around it.
        let sx0 = xs.min()! + ox, sy0 = ys.min()! + oy, sx1 = xs.max()! + ox, sy1 = ys.max()! + oy
        let margin = reach * k
        let px0 = Int((sx0 - margin).rounded(.down)), py0 = Int((sy0 - margin).rounded(.down))
        let px1 = Int((sx1 + margin).rounded(.up)), py1 = Int((sy1 + margin).rounded(.up))
        let w = px1 - px0, h = py1 - py0
        guard w > 0, h > 0, w <= 8192, h <= 8192, let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h)) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        cairo_surface_flush(target)
        cairo_surface_flush(surface)
        let stride = cairo_image_surface_get_stride(surface)
        lv_copy_clamped(source, cairo_image_surface_get_width(target), cairo_image_surface_get_height(target), cairo_image_surface_get_stride(target),
                        data, Int32(px0), Int32(py0), Int32(w), Int32(h), stride, cairo_image_surface_get_format(target) == CAIRO_FORMAT_RGB24 ? 1 : 0)
        let rw = sx1 - sx0, rh = sy1 - sy0
        var style = lv_backdrop_style()
        style.sigma = sigma * k
        style.saturation = backdrop.saturation
        style.rx = sx0 - Double(px0)
        style.ry = sy0 - Double(py0)
        style.rw = rw
        style.rh = rh
        style.radius = upright ? backdrop.cornerRadius.map { $0 == .infinity ? min(rw, rh) / 2 : Double($0) * k } ?? -1 : -1
        style.lens_band = min(Double(backdrop.lensBand) * k, Double(backdrop.lensShare) * min(rw, rh))
        style.lens_strength = backdrop.lensStrength
        let t = backdrop.tint
        style.tint_r = t.red
        style.tint_g = t.green
        style.tint_b = t.blue
        style.tint_a = t.alpha
        if let ink = backdrop.ink, backdrop.contrast > 0 {
            style.ink_r = ink.red
            style.ink_g = ink.green
            style.ink_b = ink.blue
            style.contrast = backdrop.contrast
        }
        style.highlight = backdrop.highlight
        style.highlight_band = Double(backdrop.highlightBand) * k
        guard lv_backdrop(data, Int32(w), Int32(h), stride, &style) == 0 else {
            cairo_surface_destroy(surface)
            return nil
        }
        cairo_surface_mark_dirty(surface)
        return (surface, Double(px0) - ox, Double(py0) - oy)
    }

    /// The soft shadow under a backdrop: the shape's alpha, blurred and moved down.
    private static func drawBackdropShadow(_ path: Path, _ shadow: BackdropShadow, bounds: CGRect, on cr: OpaquePointer?) {
        cairo_push_group(cr)
        trace(path, on: cr)
        cairo_set_source_rgba(cr, 0, 0, 0, 1)
        cairo_fill(cr)
        guard let content = cairo_pop_group(cr) else { return }
        defer { cairo_pattern_destroy(content) }
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        drawShadow(of: content, color: shadow.color, radius: shadow.radius, offset: CGSize(width: 0, height: shadow.y), bounds: bounds,
                   scale: max(abs(m.xx), abs(m.yy)), on: cr)
    }
}
