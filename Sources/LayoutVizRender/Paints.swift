import CCairo
import Foundation
import LayoutVizCore

// Gradients with Cairo (docs/rendering.md, "Gradients and materials"): linear and radial
// patterns; elliptical as a radial pattern in the rectangle's scaled space; angular (conic, which
// Cairo lacks) as a mesh of one-degree wedges, or, on an SVG surface (which has no meshes, and
// would fall back to a picture of the whole page), as one-degree wedges of solid colour clipped
// to the shape.

extension CairoRenderer {
    /// Fills `path` with `paint` in `bounds`.
    static func fill(_ path: Path, _ paint: Paint, bounds b: CGRect, on cr: OpaquePointer?) {
        if case .color(let c) = paint {
            trace(path, on: cr)
            cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
            cairo_fill(cr)
            return
        }
        guard b.width > 0, b.height > 0 else { return }
        if case .backdrop(let backdrop) = paint {
            fillBackdrop(path, backdrop, on: cr)
            return
        }
        if case .mesh(let mesh) = paint {
            fillMesh(path, mesh, bounds: b, on: cr)
            return
        }
        if case .angular(let stops, let center, let start, let end) = paint,
           cairo_surface_get_type(cairo_get_target(cr)) == CAIRO_SURFACE_TYPE_SVG {
            cairo_save(cr)
            trace(path, on: cr)
            cairo_clip(cr)
            conicWedges(stops, center: point(center, b), start: start.radians, end: end.radians,
                        radius: Double(hypot(b.width, b.height)) + 1, on: cr)
            cairo_restore(cr)
            return
        }
        guard let pattern = pattern(paint, bounds: b) else { return }
        defer { cairo_pattern_destroy(pattern) }
        trace(path, on: cr)
        cairo_set_source(cr, pattern)
        cairo_fill(cr)
    }

    private static func point(_ u: UnitPoint, _ b: CGRect) -> (Double, Double) {
        (Double(b.minX + u.x * b.width), Double(b.minY + u.y * b.height))
    }

    private static func addStops(_ stops: [GradientStop], to p: OpaquePointer) {
        for s in stops { cairo_pattern_add_color_stop_rgba(p, Double(s.location), s.color.red, s.color.green, s.color.blue, s.color.alpha) }
    }

    /// The colour `stops` give at `t` (clamped to the ends), interpolated in sRGB as SwiftUI does by default.
    static func colour(_ stops: [GradientStop], at t: CGFloat) -> (Double, Double, Double, Double) {
        guard let first = stops.first, let last = stops.last else { return (0, 0, 0, 0) }
        func rgba(_ c: Color) -> (Double, Double, Double, Double) { (c.red, c.green, c.blue, c.alpha) }
        if t <= first.location { return rgba(first.color) }
        if t >= last.location { return rgba(last.color) }
        for (a, b) in zip(stops, stops.dropFirst()) where t <= b.location {
            let k = Double(b.location > a.location ? (t - a.location) / (b.location - a.location) : 0)
            let x = rgba(a.color), y = rgba(b.color)
            return (x.0 + (y.0 - x.0) * k, x.1 + (y.1 - x.1) * k, x.2 + (y.2 - x.2) * k, x.3 + (y.3 - x.3) * k)
        }
        return rgba(last.color)
    }

    private static func pattern(_ paint: Paint, bounds b: CGRect) -> OpaquePointer? {
        switch paint {
        case .color, .backdrop, .mesh:
            return nil
        case .linear(let stops, let start, let end):
            let (x0, y0) = point(start, b), (x1, y1) = point(end, b)
            guard let p = cairo_pattern_create_linear(x0, y0, x1, y1) else { return nil }
            addStops(stops, to: p)
            cairo_pattern_set_extend(p, CAIRO_EXTEND_PAD)
            return p
        case .radial(let stops, let center, let r0, let r1):
            let (cx, cy) = point(center, b)
            guard let p = cairo_pattern_create_radial(cx, cy, Double(max(0, r0)), cx, cy, Double(max(0, r1))) else { return nil }
            addStops(stops, to: p)
            cairo_pattern_set_extend(p, CAIRO_EXTEND_PAD)
            return p
        case .elliptical(let stops, let center, let f0, let f1):
            // A radial gradient over the unit circle, stretched to half the rectangle's size.
            let (cx, cy) = point(center, b)
            guard let p = cairo_pattern_create_radial(0, 0, Double(max(0, f0)), 0, 0, Double(max(0, f1))) else { return nil }
            addStops(stops, to: p)
            cairo_pattern_set_extend(p, CAIRO_EXTEND_PAD)
            var m = cairo_matrix_t()
            // Pattern space = (user − centre) / half-size.
            cairo_matrix_init(&m, 2 / Double(b.width), 0, 0, 2 / Double(b.height), -cx * 2 / Double(b.width), -cy * 2 / Double(b.height))
            cairo_pattern_set_matrix(p, &m)
            return p
        case .angular(let stops, let center, let start, let end):
            return conic(stops, center: point(center, b), start: start.radians, end: end.radians,
                         radius: Double(hypot(b.width, b.height)) + 1)
        }
    }

    /// A conic gradient as 360 solid wedges, each in the colour at its middle angle and
    /// overlapping the next by a tenth of a degree so that no seam shows.
    private static func conicWedges(_ stops: [GradientStop], center: (Double, Double), start: Double, end: Double, radius: Double, on cr: OpaquePointer?) {
        let span = end - start
        let step = 2 * Double.pi / 360
        for i in 0..<360 {
            let a0 = start + step * Double(i), a1 = a0 + step * 1.1
            let mid = a0 + step / 2
            let c = colour(stops, at: span == 0 ? 0 : CGFloat(min((mid - start) / span, 1)))
            cairo_move_to(cr, center.0, center.1)
            cairo_line_to(cr, center.0 + radius * cos(a0), center.1 + radius * sin(a0))
            cairo_line_to(cr, center.0 + radius * cos(a1), center.1 + radius * sin(a1))
            cairo_close_path(cr)
            cairo_set_source_rgba(cr, c.0, c.1, c.2, c.3)
            cairo_fill(cr)
        }
    }

    /// A conic gradient as a mesh of wedges a degree wide: each wedge's colours run from its
    /// first edge to its second, so colour depends only on the angle. Angles beyond the span
    /// take the end colours.
    private static func conic(_ stops: [GradientStop], center: (Double, Double), start: Double, end: Double, radius: Double) -> OpaquePointer? {
        guard let p = cairo_pattern_create_mesh() else { return nil }
        let span = end - start
        let wedges = 360
        for i in 0..<wedges {
            let a0 = start + 2 * .pi * Double(i) / Double(wedges), a1 = start + 2 * .pi * Double(i + 1) / Double(wedges)
            func t(_ a: Double) -> CGFloat { span == 0 ? 0 : CGFloat((a - start) / span) }
            let c0 = colour(stops, at: t(a0)), c1 = colour(stops, at: min(t(a1), 1))
            cairo_mesh_pattern_begin_patch(p)
            cairo_mesh_pattern_move_to(p, center.0, center.1)
            cairo_mesh_pattern_line_to(p, center.0 + radius * cos(a0), center.1 + radius * sin(a0))
            cairo_mesh_pattern_line_to(p, center.0 + radius * cos(a1), center.1 + radius * sin(a1))
            cairo_mesh_pattern_line_to(p, center.0, center.1)
            cairo_mesh_pattern_set_corner_color_rgba(p, 0, c0.0, c0.1, c0.2, c0.3)
            cairo_mesh_pattern_set_corner_color_rgba(p, 1, c0.0, c0.1, c0.2, c0.3)
            cairo_mesh_pattern_set_corner_color_rgba(p, 2, c1.0, c1.1, c1.2, c1.3)
            cairo_mesh_pattern_set_corner_color_rgba(p, 3, c1.0, c1.1, c1.2, c1.3)
            cairo_mesh_pattern_end_patch(p)
        }
        return p
    }
}
