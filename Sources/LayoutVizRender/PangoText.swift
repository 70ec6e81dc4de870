import CCairo
import CPango
import Foundation
import LayoutVizCore

/// Measures and draws text with Pango, in Inter from Debian's `fonts-inter`, loaded through a
/// private fontconfig configuration with fixed font options (grayscale antialiasing, no hinting,
/// no metric hinting, unrounded glyph positions). Measurement is therefore the same at every scale
/// and on every machine with the same packages, and drawing breaks lines where measuring did.
///
/// Pango objects are not thread-safe: one lock serialises every use of the shared font map.
public final class PangoTextMeasurer: TextMeasuring, @unchecked Sendable {
    /// Where `fonts-inter` installs its static faces.
    public static let fontDirectory = "/usr/share/fonts/opentype/inter"
    /// The family every text is set in.
    public static let family = "Inter"

    /// The one instance (it owns the process's Pango font map).
    public static let shared = PangoTextMeasurer()

    /// Installs `shared` as the process's text measurer (`TextMeasurement.install`), so that text
    /// laid out without `EnvironmentValues.textMeasurer` is measured with Pango. The renderer's
    /// callers in LayoutViz (CLI, golden tests, snapshot assertions) call it; call it once before
    /// laying out text with `LayoutTree` or `LayoutSession` yourself.
    public static func install() {
        TextMeasurement.install(shared)
    }

    /// Why text cannot be set (the font is missing), or nil when all is well.
    public static var fontProblem: String? {
        let regular = fontDirectory + "/Inter-Regular.otf"
        return FileManager.default.fileExists(atPath: regular) ? nil : "the Inter font is missing (\(regular)); run ./setup.sh to install fonts-inter"
    }

    private let lock = NSLock()
    private let fontMap: UnsafeMutablePointer<PangoFontMap>
    private let measureContext: OpaquePointer
    private let fontOptions: OpaquePointer

    private init() {
        let config = FcConfigCreate()
        let cacheDir = FileManager.default.temporaryDirectory.appendingPathComponent("layoutviz-fontconfig").path
        let xml = """
            <?xml version="1.0"?>
            <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
            <fontconfig>
              <dir>\(PangoTextMeasurer.fontDirectory)</dir>
              <cachedir>\(cacheDir)</cachedir>
              <alias binding="same"><family>sans-serif</family><prefer><family>Inter</family></prefer></alias>
              <alias binding="same"><family>system-ui</family><prefer><family>Inter</family></prefer></alias>
            </fontconfig>
            """
        _ = xml.withCString { cs in
            cs.withMemoryRebound(to: FcChar8.self, capacity: xml.utf8.count + 1) { FcConfigParseAndLoadFromMemory(config, $0, 1) }
        }
        FcConfigBuildFonts(config)
        fontMap = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT)
        pango_fc_font_map_set_config(OpaquePointer(fontMap), config)
        FcConfigDestroy(config)

        fontOptions = cairo_font_options_create()
        cairo_font_options_set_antialias(fontOptions, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_subpixel_order(fontOptions, CAIRO_SUBPIXEL_ORDER_DEFAULT)
        cairo_font_options_set_hint_style(fontOptions, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(fontOptions, CAIRO_HINT_METRICS_OFF)
        measureContext = pango_font_map_create_context(fontMap)
        configure(measureContext)
    }

    private func configure(_ context: OpaquePointer) {
        pango_cairo_context_set_font_options(context, fontOptions)
        pango_context_set_round_glyph_positions(context, 0)
    }

    public func measure(_ request: TextLayoutRequest) -> TextMetrics {
        lock.lock()
        defer { lock.unlock() }
        let layout = makeLayout(request, in: measureContext)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        return metrics(of: layout)
    }

    /// Draws `request` on `cr` (whose CTM may scale) with the top-left of its lines' box at `origin`.
    func draw(_ request: TextLayoutRequest, origin: CGPoint, color: Color, on cr: OpaquePointer?) {
        lock.lock()
        defer { lock.unlock() }
        guard let context = pango_font_map_create_context(fontMap) else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        configure(context)
        pango_cairo_update_context(cr, context)
        let layout = makeLayout(request, in: context)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        let scale = Double(PANGO_SCALE)
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
        cairo_move_to(cr, Double(origin.x) - Double(logical.x) / scale, Double(origin.y) - Double(logical.y) / scale)
        pango_cairo_show_layout(cr, layout)
    }

    private func makeLayout(_ r: TextLayoutRequest, in context: OpaquePointer) -> OpaquePointer {
        let layout = pango_layout_new(context)!
        // Pango takes C strings, which end at U+0000: [INF] it is shown as U+2400 (␀) instead of
        // cutting the rest of the text off (what iOS draws for it is not pinned down).
        let text = r.string.contains("\u{0}") ? r.string.replacingOccurrences(of: "\u{0}", with: "\u{2400}") : r.string
        pango_layout_set_text(layout, text, -1)
        let desc = pango_font_description_new()
        pango_font_description_set_family(desc, PangoTextMeasurer.family)
        pango_font_description_set_weight(desc, PangoWeight(rawValue: UInt32(r.font.weight.rawValue)))
        pango_font_description_set_style(desc, r.font.isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_font_description_set_absolute_size(desc, Double(r.font.size) * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, desc)
        pango_font_description_free(desc)
        if let w = r.wrapWidth {
            pango_layout_set_width(layout, Int32((Double(w) * Double(PANGO_SCALE)).rounded(.down)))
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        }
        if let n = r.maxLines {
            pango_layout_set_height(layout, -Int32(max(n, 1)))
            switch r.truncation {
            case .head: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_START)
            case .middle: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_MIDDLE)
            case .tail: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
            }
        }
        switch r.alignment {
        case .leading: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .trailing: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        }
        return layout
    }

    private func metrics(of layout: OpaquePointer) -> TextMetrics {
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        let scale = CGFloat(PANGO_SCALE)
        let lines = Int(pango_layout_get_line_count(layout))
        let first = CGFloat(pango_layout_get_baseline(layout)) / scale - CGFloat(logical.y) / scale
        var last = first
        if let iter = pango_layout_get_iter(layout) {
            while pango_layout_iter_next_line(iter) != 0 {}
            last = CGFloat(pango_layout_iter_get_baseline(iter)) / scale - CGFloat(logical.y) / scale
            pango_layout_iter_free(iter)
        }
        let height = CGFloat(logical.height) / scale
        return TextMetrics(size: CGSize(width: CGFloat(logical.width) / scale, height: height), lineCount: lines,
                           lineHeight: lines > 0 ? height / CGFloat(lines) : 0, firstBaseline: first, lastBaseline: last)
    }
}
