import CCairo
import CRaster
import CPango
import LayoutVizCore
import Foundation

/// Why a display list could not be drawn or an image read.
public enum RenderError: Error, Equatable, CustomStringConvertible {
    /// The pixel surface would exceed Cairo's limit of 32767 pixels per side.
    case surfaceTooLarge(width: Int, height: Int)
    /// Cairo reported an error.
    case cairo(String)
    /// The data is not a PNG file.
    case notPNG(String)
    /// The file is a Git LFS pointer, not the PNG it stands for.
    case gitLFSPointer(String)

    public var description: String {
        switch self {
        case .surfaceTooLarge(let w, let h):
            return "image of \(w)×\(h) pixels exceeds Cairo's limit of \(CairoRenderer.maxPixelDimension) pixels per side"
        case .cairo(let s): return "cairo: \(s)"
        case .notPNG(let s): return "\(s) is not a PNG image"
        case .gitLFSPointer(let s): return "\(s) is a Git LFS pointer, not a PNG; run 'git lfs pull' to fetch the image"
        }
    }
}

/// Draws display lists with Cairo: raster (ARGB32 image surface at the list's scale) and SVG.
///
/// Output is deterministic: the same list gives byte-identical PNG and SVG files on every run
/// (cairo's process-global `surfaceN` SVG id is normalised).
public enum CairoRenderer {
    /// Cairo's largest image surface side, in pixels.
    public static let maxPixelDimension = 32767

    /// The pixel size of a raster for `list`: points × scale, rounded up.
    public static func pixelSize(of list: DisplayList) -> (width: Int, height: Int) {
        func px(_ v: CGFloat) -> Int {
            // Sizes beyond any image saturate (validate refuses them) instead of trapping.
            let p = (v * list.scale - 1e-9).rounded(.up)
            guard p.isFinite, p < 1e15 else { return p.isNaN || p < 0 ? 0 : Int.max }
            return Int(p)
        }
        return (px(list.size.width), px(list.size.height))
    }

    /// Throws when `list`'s raster would be empty or larger than Cairo allows.
    public static func validate(_ list: DisplayList) throws(RenderError) {
        let (w, h) = pixelSize(of: list)
        guard w <= maxPixelDimension, h <= maxPixelDimension else { throw .surfaceTooLarge(width: w, height: h) }
        guard w > 0, h > 0 else { throw .cairo("cannot draw an empty \(w)×\(h) image") }
    }

    /// Draws `list` and returns the decoded pixels.
    public static func bitmap(_ list: DisplayList) throws(RenderError) -> Bitmap {
        try raster(list).bitmap
    }

    /// Draws `list` and returns Cairo's raw pixels (ARGB32, premultiplied), for fast comparisons.
    public static func raster(_ list: DisplayList) throws(RenderError) -> Raster {
        try withImageSurface(list) { surface in Raster(surface: surface) }
    }

    /// Draws `list` and digests the pixels where Cairo drew them (`Raster.digest`'s value); they
    /// are copied out into a `Raster` only when `wants(digest)` says so. A golden whose digest
    /// matches costs no copy of a 12 MB frame (docs/goldens.md, "Verifying without decoding").
    public static func digest(_ list: DisplayList, rasterIf wants: (String) -> Bool) throws(RenderError) -> (digest: String, raster: Raster?) {
        try withImageSurface(list) { surface in
            let w = Int(cairo_image_surface_get_width(surface)), h = Int(cairo_image_surface_get_height(surface))
            let digest: String
            var raster: Raster?
            if Int(cairo_image_surface_get_stride(surface)) == w * 4, let data = cairo_image_surface_get_data(surface) {
                digest = Raster.digest(of: UnsafeRawBufferPointer(start: data, count: w * h * 4), width: w, height: h)
            } else {
                raster = Raster(surface: surface)
                digest = raster!.digest
            }
            guard wants(digest) else { return (digest, nil) }
            return (digest, raster ?? Raster(surface: surface))
        }
    }

    /// Draws `list` as an SVG document whose unit is the point (`px` in SVG terms).
    public static func svg(_ list: DisplayList) throws(RenderError) -> Data {
        let sink = ByteSink()
        guard let surface = cairo_svg_surface_create_for_stream({ closure, data, length in
            let sink = Unmanaged<ByteSink>.fromOpaque(closure!).takeUnretainedValue()
            sink.bytes.append(data!, count: Int(length))
            return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(sink).toOpaque(), Double(list.size.width), Double(list.size.height)) else {
            throw .cairo("could not create an SVG surface")
        }
        cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_PX)
        let cr = cairo_create(surface)
        draw(list, on: cr)
        cairo_destroy(cr)
        cairo_surface_finish(surface)
        let status = cairo_surface_status(surface)
        cairo_surface_destroy(surface)
        guard status == CAIRO_STATUS_SUCCESS else { throw .cairo(String(cString: cairo_status_to_string(status))) }
        return describingApproximations(normaliseSVG(sink.bytes), of: list)
    }

    /// The SVG with a `<desc>` naming what it draws differently from the PNG: an SVG has no
    /// pixels to read, so materials and glass are their tint alone (docs/glass.md).
    static func describingApproximations(_ data: Data, of list: DisplayList) -> Data {
        let names = Set(list.items.compactMap { item -> String? in
            if case .fillPaint(_, .backdrop(let b), _) = item { return b.name } else { return nil }
        }).sorted()
        guard !names.isEmpty, var text = String(data: data, encoding: .utf8), let open = text.range(of: "<svg"),
              let end = text.range(of: ">", range: open.upperBound..<text.endIndex) else { return data }
        let desc = "\n<desc>LayoutViz: \(names.joined(separator: ", ")) drawn as a translucent tint without the blur, lens and " +
            "legibility tint of what lies beneath (an SVG cannot read its own pixels; the PNG draws them).</desc>"
        text.insert(contentsOf: desc, at: end.upperBound)
        return Data(text.utf8)
    }

    /// Replaces cairo's process-global `surfaceN` and `imageN` ids, which depend on how many
    /// surfaces the process made before, so that the same drawing always gives the same bytes.
    /// Image ids stay distinct (each embedded image is referenced by its id): they are numbered
    /// in order of first appearance.
    static func normaliseSVG(_ data: Data) -> Data {
        guard var text = String(data: data, encoding: .utf8) else { return data }
        text = text.replacingOccurrences(of: #"(id="|#)surface[0-9]+"#, with: "$1surface", options: .regularExpression)
        guard text.contains("image"), let regex = try? NSRegularExpression(pattern: #"(id="|#)image([0-9]+)"#) else { return Data(text.utf8) }
        let ns = text as NSString
        var numbers: [String: Int] = [:]
        var out = ""
        var last = 0
        for m in regex.matches(in: text, range: NSRange(location: 0, length: ns.length)) {
            let old = ns.substring(with: m.range(at: 2))
            let n = numbers[old] ?? (numbers.count + 1)
            numbers[old] = n
            out += ns.substring(with: NSRange(location: last, length: m.range.location - last)) + ns.substring(with: m.range(at: 1)) + "image\(n)"
            last = m.range.location + m.range.length
        }
        out += ns.substring(from: last)
        return Data(out.utf8)
    }

    /// Creates an image surface for `list`, draws it, and hands it to `body`.
    static func withImageSurface<T>(_ list: DisplayList, _ body: (OpaquePointer) -> T) throws(RenderError) -> T {
        try validate(list)
        let (w, h) = pixelSize(of: list)
        // The thread's own buffer, cleared, when it is free: a fresh 12 MB surface per frame costs
        // more in page faults than in drawing (docs/goldens.md, "Verifying without decoding").
        let reused = FrameBuffer.acquire(bytes: w * h * 4)
        defer { reused?.release() }
        let surface: OpaquePointer?
        if let reused {
            surface = cairo_image_surface_create_for_data(reused.bytes, CAIRO_FORMAT_ARGB32, Int32(w), Int32(h), Int32(w * 4))
        } else {
            surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h))
        }
        guard let surface, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw .cairo("could not create a \(w)×\(h) image surface")
        }
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)
        cairo_scale(cr, Double(list.scale), Double(list.scale))
        draw(list, on: cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        return body(surface)
    }

    /// The largest glyph size, in device pixels, handed to FreeType; larger text (a tiny screen
    /// scaled up into a sheet tile) is skipped rather than failing inside FreeType.
    static let maxGlyphPixels: Double = 4096

    /// The largest font size × (transform scale)² handed to Pango. Under a scaled transform Pango
    /// asks FreeType for a face of about that many pixels per em, and past FreeType's 65,535 the
    /// request fails and leaves the font face in error for the rest of the process: every later
    /// text in that font draws nothing (seen with `scaleEffect(32)` on 17-point text at @2x;
    /// docs/rendering.md, "Extreme values"). Such text is skipped instead.
    static let maxScaledFontProduct: Double = 60_000

    /// Whether text of `size` points can be drawn under a transform of `scale` device pixels per
    /// point without harm to FreeType.
    static func drawsText(size: Double, scale: Double) -> Bool {
        size * scale <= maxGlyphPixels && size * scale * scale <= maxScaledFontProduct
    }

    /// What a display list's report is told when text or a symbol is too large to draw.
    static let tooLargeText = "text or symbols too large for FreeType (over 4,096 pixels an em); not drawn"

    private static func draw(_ list: DisplayList, on cr: OpaquePointer?) {
        // Text is set with the measurer that measured it, so lines break where layout broke them;
        // a list measured otherwise (or made by hand) gets a Pango measurer of its own.
        var made: PangoTextMeasurer?
        func fonts() -> PangoTextMeasurer {
            if let pango = list.textMeasurer as? PangoTextMeasurer { return pango }
            if let made { return made }
            let m = PangoTextMeasurer()
            made = m
            return m
        }
        var opacities: [Double] = []
        var shadows: [(color: Color, radius: CGFloat, offset: CGSize, bounds: CGRect)] = []
        var blurs: [(radius: CGFloat, bounds: CGRect)] = []
        var blends: [BlendMode] = []
        var matrices: [(matrix: ColorMatrix, bounds: CGRect)] = []
        func deviceScale() -> Double {
            var m = cairo_matrix_t()
            cairo_get_matrix(cr, &m)
            return max(abs(m.xx), abs(m.yy))
        }
        // How far the transform stretches any direction (its largest singular value): for text,
        // a rotated scale counts as much as an upright one.
        func stretch() -> Double {
            var m = cairo_matrix_t()
            cairo_get_matrix(cr, &m)
            let a = m.xx * m.xx + m.yx * m.yx, d = m.xy * m.xy + m.yy * m.yy, b = m.xx * m.xy + m.yx * m.yy
            return ((a + d) / 2 + (((a - d) / 2) * ((a - d) / 2) + b * b).squareRoot()).squareRoot()
        }
        for item in list.items {
            switch item {
            case .fill(let path, let color):
                trace(path, on: cr)
                cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
                cairo_fill(cr)
            case .fillPaint(let path, let paint, let bounds):
                fill(path, paint, bounds: bounds, on: cr)
            case .stroke(let path, let color, let lineWidth):
                trace(path, on: cr)
                cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
                cairo_set_line_width(cr, Double(lineWidth))
                cairo_stroke(cr)
            case .styledStroke(let path, let color, let style):
                stroke(path, color, style, on: cr)
            case .glyph(let glyph, let rect, let color, let contour, let embolden):
                if drawsText(size: Double(max(rect.width, rect.height)), scale: stretch()) {
                    fonts().draw(glyph, in: rect, color: color, contour: contour, embolden: embolden, on: cr)
                } else {
                    list.report?.noteNotDrawn(tooLargeText)
                }
            case .beginBlend(let mode):
                blends.append(mode)
                cairo_push_group(cr)
            case .endBlend:
                cairo_pop_group_to_source(cr)
                cairo_save(cr)
                cairo_set_operator(cr, cairoOperator(blends.popLast() ?? .normal))
                cairo_paint(cr)
                cairo_restore(cr)
            case .beginColorMatrix(let m, let bounds):
                matrices.append((m, bounds))
                cairo_push_group(cr)
            case .endColorMatrix:
                guard let content = cairo_pop_group(cr) else { continue }
                if let m = matrices.popLast() { drawColorMatrixed(content, m.matrix, bounds: m.bounds, scale: deviceScale(), on: cr) }
                cairo_pattern_destroy(content)
            case .text(let request, let origin, let color):
                if drawsText(size: Double(request.largestFontSize), scale: stretch()) {
                    fonts().draw(request, origin: origin, color: color, on: cr)
                } else {
                    list.report?.noteNotDrawn(tooLargeText)
                }
            case .image(let d, let rect):
                drawImage(d, in: rect, on: cr, report: list.report)
            case .beginClip(let path):
                cairo_save(cr)
                trace(path, on: cr)
                cairo_clip(cr)
            case .endClip:
                cairo_restore(cr)
            case .beginOpacity(let opacity):
                opacities.append(opacity)
                cairo_push_group(cr)
            case .endOpacity:
                cairo_pop_group_to_source(cr)
                cairo_paint_with_alpha(cr, opacities.popLast() ?? 1)
            case .beginShadow(let color, let radius, let offset, let bounds):
                shadows.append((color, radius, offset, bounds))
                cairo_push_group(cr)
            case .endShadow:
                guard let content = cairo_pop_group(cr) else { continue }
                if let s = shadows.popLast() {
                    drawShadow(of: content, color: s.color, radius: s.radius, offset: s.offset, bounds: s.bounds, scale: deviceScale(), on: cr)
                }
                cairo_set_source(cr, content)
                cairo_paint(cr)
                cairo_pattern_destroy(content)
            case .beginMatrix(let t):
                cairo_save(cr)
                var m = cairo_matrix_t()
                cairo_matrix_init(&m, Double(t.a), Double(t.b), Double(t.c), Double(t.d), Double(t.tx), Double(t.ty))
                cairo_transform(cr, &m)
            case .beginBlur(let radius, let bounds):
                blurs.append((radius, bounds))
                cairo_push_group(cr)
            case .endBlur:
                guard let content = cairo_pop_group(cr) else { continue }
                if let b = blurs.popLast() { drawBlurred(content, radius: b.radius, bounds: b.bounds, scale: deviceScale(), on: cr) }
                cairo_pattern_destroy(content)
            case .beginMask:
                cairo_push_group(cr)
            case .maskContent:
                cairo_push_group(cr)
            case .endMask:
                guard let mask = cairo_pop_group(cr) else { continue }
                guard let layer = cairo_pop_group(cr) else { cairo_pattern_destroy(mask); continue }
                cairo_set_source(cr, layer)
                cairo_mask(cr, mask)
                cairo_pattern_destroy(layer)
                cairo_pattern_destroy(mask)
            case .beginTransform(let scale, let t):
                cairo_save(cr)
                cairo_translate(cr, Double(t.x), Double(t.y))
                cairo_scale(cr, Double(scale), Double(scale))
            case .endTransform:
                cairo_restore(cr)
            }
        }
    }

    static func trace(_ path: Path, on cr: OpaquePointer?) {
        cairo_new_path(cr)
        for e in path.elements {
            switch e {
            case .move(let p): cairo_move_to(cr, Double(p.x), Double(p.y))
            case .line(let p): cairo_line_to(cr, Double(p.x), Double(p.y))
            case .curve(let p, let c1, let c2):
                cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
            case .closeSubpath: cairo_close_path(cr)
            }
        }
    }
}
