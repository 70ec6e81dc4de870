import CCairo
import CRaster
import LayoutVizCore
import Foundation

// The renderer's offscreen effects: blur, shadows, strokes, blend modes and colour matrices,
// each drawn through an offscreen surface where Cairo has no direct operation.

extension CairoRenderer {
    /// `content` (a group pattern) rendered over (x0, y0)...(x1, y1) in points into a new surface
    /// of `format` and blurred with σ = radius / 2 points (every channel; A8 keeps only alpha). A
    /// wide blur is computed where σ is 4 pixels (three box blurs cost per pixel, so this bounds
    /// the work; the smooth result is scaled up when drawn) on at most 4096 pixels a side. The
    /// surface carries its device scale; the caller destroys it.
    static func blurredSurface(_ content: OpaquePointer, _ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, radius: CGFloat,
                                       scale: Double, format: cairo_format_t) -> OpaquePointer? {
        let sigma = min(Double(radius), Double(DisplayList.coordinateLimit)) / 2
        let k = min(scale, 4096 / max(x1 - x0, y1 - y0), sigma > 0 ? max(4 / sigma, 0.02) : scale)
        return offscreen(content, x0, y0, x1, y1, scale: k, format: format) { data, w, h, stride in
            if sigma > 0 { _ = format == CAIRO_FORMAT_A8 ? lv_blur_alpha(data, w, h, stride, sigma * k) : lv_blur_argb(data, w, h, stride, sigma * k) }
        }
    }

    /// `content` (a group pattern) rendered over (x0, y0)...(x1, y1) in points into a new image
    /// surface of `format` at `k` pixels a point, its pixels then changed by `edit` (data, width,
    /// height, stride); the surface carries its device scale and the caller destroys it.
    static func offscreen(_ content: OpaquePointer, _ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, scale k: Double, format: cairo_format_t,
                                  edit: (UnsafeMutablePointer<UInt8>, Int32, Int32, Int32) -> Void) -> OpaquePointer? {
        let w = Int32(max(1, ((x1 - x0) * k).rounded(.up))), h = Int32(max(1, ((y1 - y0) * k).rounded(.up)))
        guard let surface = cairo_image_surface_create(format, w, h) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        let scr = cairo_create(surface)
        cairo_scale(scr, k, k)
        cairo_translate(scr, -x0, -y0)
        cairo_set_source(scr, content)
        cairo_paint(scr)
        cairo_destroy(scr)
        cairo_surface_flush(surface)
        if let data = cairo_image_surface_get_data(surface) { edit(data, w, h, cairo_image_surface_get_stride(surface)) }
        cairo_surface_mark_dirty(surface)
        cairo_surface_set_device_scale(surface, k, k)
        return surface
    }

    /// Draws `content` (a group pattern) blurred over what it draws within the visible area.
    static func drawBlurred(_ content: OpaquePointer, radius: CGFloat, bounds: CGRect, scale: Double, on cr: OpaquePointer?) {
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        cairo_clip_extents(cr, &x0, &y0, &x1, &y1)
        x0 = max(x0, Double(bounds.minX)); y0 = max(y0, Double(bounds.minY))
        x1 = min(x1, Double(bounds.maxX)); y1 = min(y1, Double(bounds.maxY))
        guard x0 < x1, y0 < y1, let layer = blurredSurface(content, x0, y0, x1, y1, radius: radius, scale: scale, format: CAIRO_FORMAT_ARGB32) else { return }
        defer { cairo_surface_destroy(layer) }
        cairo_save(cr)
        cairo_set_source_surface(cr, layer, x0, y0)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    /// Draws the shadow of `content` (a group pattern): its alpha over the visible area, blurred
    /// with σ = radius / 2 points (docs/layout/modifiers.md), then used as a mask for `color`,
    /// moved by `offset`. Off-canvas content casts no shadow.
    static func drawShadow(of content: OpaquePointer, color: Color, radius: CGFloat, offset: CGSize, bounds: CGRect, scale: Double,
                                   on cr: OpaquePointer?) {
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        cairo_clip_extents(cr, &x0, &y0, &x1, &y1)
        let visible = (x0, y0, x1, y1)
        // The mask covers what the view draws (`bounds`) inside the visible area, grown by the
        // blur's reach (3σ, at most the visible area's size: a larger σ only spreads a fainter haze).
        let sigma = Double(radius) / 2
        let dx = Double(offset.width), dy = Double(offset.height)
        let margin = min(3 * sigma + 1, max(x1 - x0, y1 - y0))
        x0 = max(x0, Double(bounds.minX)) - margin; y0 = max(y0, Double(bounds.minY)) - margin
        x1 = min(x1, Double(bounds.maxX)) + margin; y1 = min(y1, Double(bounds.maxY)) + margin
        // A shadow moved entirely off the visible area draws nothing.
        guard x0 < x1, y0 < y1, x0 + dx < visible.2, x1 + dx > visible.0, y0 + dy < visible.3, y1 + dy > visible.1,
              let mask = blurredSurface(content, x0, y0, x1, y1, radius: radius, scale: scale, format: CAIRO_FORMAT_A8) else { return }
        defer { cairo_surface_destroy(mask) }
        cairo_save(cr)
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
        cairo_mask_surface(cr, mask, x0 + dx, y0 + dy)
        cairo_restore(cr)
    }

    /// Strokes `path` in `style`: width, caps, joins, miter limit and dashes (docs/rendering.md).
    static func stroke(_ path: Path, _ color: Color, _ style: StrokeStyle, on cr: OpaquePointer?) {
        trace(path, on: cr)
        cairo_save(cr)
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
        cairo_set_line_width(cr, Double(style.lineWidth))
        switch style.lineCap {
        case .butt: cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        case .round: cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE)
        }
        switch style.lineJoin {
        case .miter: cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
        case .round: cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(cr, CAIRO_LINE_JOIN_BEVEL)
        }
        cairo_set_miter_limit(cr, Double(style.miterLimit))
        // Cairo refuses a dash pattern that is all zeros or has a negative length.
        let dashes = style.dash.map { Double($0) }
        if !dashes.isEmpty, dashes.allSatisfy({ $0 >= 0 && $0.isFinite }), dashes.contains(where: { $0 > 0 }) {
            dashes.withUnsafeBufferPointer { cairo_set_dash(cr, $0.baseAddress, Int32($0.count), Double(style.dashPhase)) }
        }
        cairo_stroke(cr)
        cairo_restore(cr)
    }

    /// Cairo's operator for a blend mode (its PDF blend modes and Porter–Duff operators); the
    /// "plus" modes are Core Graphics' additive ones, as `CAIRO_OPERATOR_ADD` and its darkening twin
    /// drawn as `MULTIPLY` [INF] (docs/rendering.md).
    static func cairoOperator(_ mode: BlendMode) -> cairo_operator_t {
        switch mode {
        case .normal: return CAIRO_OPERATOR_OVER
        case .multiply: return CAIRO_OPERATOR_MULTIPLY
        case .screen: return CAIRO_OPERATOR_SCREEN
        case .overlay: return CAIRO_OPERATOR_OVERLAY
        case .darken: return CAIRO_OPERATOR_DARKEN
        case .lighten: return CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: return CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: return CAIRO_OPERATOR_COLOR_BURN
        case .softLight: return CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: return CAIRO_OPERATOR_HARD_LIGHT
        case .difference: return CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: return CAIRO_OPERATOR_EXCLUSION
        case .hue: return CAIRO_OPERATOR_HSL_HUE
        case .saturation: return CAIRO_OPERATOR_HSL_SATURATION
        case .color: return CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: return CAIRO_OPERATOR_HSL_LUMINOSITY
        case .sourceAtop: return CAIRO_OPERATOR_ATOP
        case .destinationOver: return CAIRO_OPERATOR_DEST_OVER
        case .destinationOut: return CAIRO_OPERATOR_DEST_OUT
        case .plusLighter: return CAIRO_OPERATOR_ADD
        case .plusDarker: return CAIRO_OPERATOR_MULTIPLY
        }
    }

    /// Draws `content` (a group pattern) with `matrix` applied to its pixels, over what it draws
    /// within the visible area, at the device's resolution.
    static func drawColorMatrixed(_ content: OpaquePointer, _ matrix: ColorMatrix, bounds: CGRect, scale: Double, on cr: OpaquePointer?) {
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        cairo_clip_extents(cr, &x0, &y0, &x1, &y1)
        x0 = max(x0, Double(bounds.minX)); y0 = max(y0, Double(bounds.minY))
        x1 = min(x1, Double(bounds.maxX)); y1 = min(y1, Double(bounds.maxY))
        let k = min(scale, 4096 / max(x1 - x0, y1 - y0))
        guard x0 < x1, y0 < y1, k > 0, matrix.m.count == 20,
              let surface = offscreen(content, x0, y0, x1, y1, scale: k, format: CAIRO_FORMAT_ARGB32, edit: { data, w, h, stride in
                  matrix.m.withUnsafeBufferPointer { lv_color_matrix(data, w, h, stride, $0.baseAddress) }
              }) else { return }
        defer { cairo_surface_destroy(surface) }
        cairo_save(cr)
        cairo_set_source_surface(cr, surface, x0, y0)
        cairo_paint(cr)
        cairo_restore(cr)
    }
}
