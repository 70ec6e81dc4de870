import CCairo
import Foundation
import LayoutVizCore

// MeshGradient with Cairo (docs/rendering.md, "Gradients and materials"): each cell of the grid
// is a Coons patch of a mesh pattern, its four corners the cell's points and colours, so colours
// blend bilinearly within a cell. An SVG surface has no meshes (Cairo would turn the whole page
// into a picture), so there each cell is drawn as small squares of the colour at their centres.

extension CairoRenderer {
    /// How many squares a cell is cut into along each side on an SVG surface.
    private static let svgMeshDivisions = 12  // not a look value: a drawing resolution

    /// Fills `path` with the background and then the mesh, clipped to the path.
    static func fillMesh(_ path: Path, _ mesh: MeshPaint, bounds b: CGRect, on cr: OpaquePointer?) {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        trace(path, on: cr)
        cairo_clip(cr)
        let bg = mesh.background
        if bg.alpha > 0 {
            cairo_set_source_rgba(cr, bg.red, bg.green, bg.blue, bg.alpha)
            cairo_paint(cr)
        }
        guard mesh.columns >= 2, mesh.rows >= 2 else { return }
        func at(_ i: Int, _ j: Int) -> (x: Double, y: Double, c: Color) {
            let k = j * mesh.columns + i
            let u = mesh.points[k]
            return (Double(b.minX + u.x * b.width), Double(b.minY + u.y * b.height), mesh.colors[k])
        }
        if cairo_surface_get_type(cairo_get_target(cr)) == CAIRO_SURFACE_TYPE_SVG {
            meshSquares(mesh, at: at, on: cr)
            return
        }
        guard let pattern = cairo_pattern_create_mesh() else { return }
        defer { cairo_pattern_destroy(pattern) }
        for j in 0..<(mesh.rows - 1) {
            for i in 0..<(mesh.columns - 1) {
                // Corners in Cairo's order: top-left, top-right, bottom-right, bottom-left.
                let corners = [at(i, j), at(i + 1, j), at(i + 1, j + 1), at(i, j + 1)]
                cairo_mesh_pattern_begin_patch(pattern)
                cairo_mesh_pattern_move_to(pattern, corners[0].x, corners[0].y)
                for c in corners.dropFirst() { cairo_mesh_pattern_line_to(pattern, c.x, c.y) }
                for (n, c) in corners.enumerated() {
                    cairo_mesh_pattern_set_corner_color_rgba(pattern, UInt32(n), c.c.red, c.c.green, c.c.blue, c.c.alpha)
                }
                cairo_mesh_pattern_end_patch(pattern)
            }
        }
        cairo_set_source(cr, pattern)
        cairo_paint(cr)
    }

    /// The mesh as small solid quadrilaterals, each in the bilinear colour at its centre.
    private static func meshSquares(_ mesh: MeshPaint, at: (Int, Int) -> (x: Double, y: Double, c: Color), on cr: OpaquePointer?) {
        let n = svgMeshDivisions
        func lerp(_ a: Double, _ b: Double, _ t: Double) -> Double { a + (b - a) * t }
        for j in 0..<(mesh.rows - 1) {
            for i in 0..<(mesh.columns - 1) {
                let p00 = at(i, j), p10 = at(i + 1, j), p11 = at(i + 1, j + 1), p01 = at(i, j + 1)
                func point(_ s: Double, _ t: Double) -> (Double, Double) {
                    (lerp(lerp(p00.x, p10.x, s), lerp(p01.x, p11.x, s), t), lerp(lerp(p00.y, p10.y, s), lerp(p01.y, p11.y, s), t))
                }
                func channel(_ f: (Color) -> Double, _ s: Double, _ t: Double) -> Double {
                    lerp(lerp(f(p00.c), f(p10.c), s), lerp(f(p01.c), f(p11.c), s), t)
                }
                for v in 0..<n {
                    for u in 0..<n {
                        let s0 = Double(u) / Double(n), s1 = Double(u + 1) / Double(n)
                        let t0 = Double(v) / Double(n), t1 = Double(v + 1) / Double(n)
                        let (sm, tm) = ((s0 + s1) / 2, (t0 + t1) / 2)
                        let a = point(s0, t0), bb = point(s1, t0), c = point(s1, t1), d = point(s0, t1)
                        cairo_move_to(cr, a.0, a.1)
                        cairo_line_to(cr, bb.0, bb.1)
                        cairo_line_to(cr, c.0, c.1)
                        cairo_line_to(cr, d.0, d.1)
                        cairo_close_path(cr)
                        cairo_set_source_rgba(cr, channel(\.red, sm, tm), channel(\.green, sm, tm), channel(\.blue, sm, tm), channel(\.alpha, sm, tm))
                        cairo_fill(cr)
                    }
                }
            }
        }
    }
}
