import CCairo
import CPango
import Foundation
import LayoutVizCore

/// Measures and draws text with Pango, in Inter from Debian's `fonts-inter`, loaded through a
/// private fontconfig configuration with fixed font options (grayscale antialiasing, no hinting,
/// no metric hinting, unrounded glyph positions). Measurement is therefore the same at every scale
/// and on every machine with the same packages, and drawing breaks lines where measuring did.
///
/// Each measurer owns its font map (the fonts are read when it is made, a few milliseconds) and a
/// cache of measured paragraphs: make one for a run and pass it in the `RenderContext`; the
/// renderer draws a display list's text with the measurer that measured it. Pango objects are not
/// thread-safe: one lock serialises every use of the measurer's font map.
public final class PangoTextMeasurer: TextMeasuring, @unchecked Sendable {
    /// Where `fonts-inter` installs its static faces.
    public static let fontDirectory = "/usr/share/fonts/opentype/inter"
    /// The family every text is set in.
    public static let family = "Inter"

    /// The other fonts LayoutViz draws with, from Debian's packages: the icon fonts symbols are
    /// drawn from, Noto Color Emoji, which Pango falls back to for emoji in any text, and the
    /// Arabic and Hebrew faces it falls back to for those scripts.
    public static let extraFonts: [(file: String, package: String)] = [
        ("/usr/share/fonts/truetype/material-design-icons-iconfont/MaterialIcons-Regular.ttf", "fonts-material-design-icons-iconfont"),
        ("/usr/share/fonts/truetype/materialdesignicons-webfont/materialdesignicons-webfont.ttf", "fonts-materialdesignicons-webfont"),
        ("/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf", "fonts-noto-color-emoji"),
        // Arabic and Hebrew, which Inter lacks: iOS sets them in SF Arabic and SF Hebrew, sans
        // serif faces like these (right-to-left previews show real text, not missing-glyph boxes).
        ("/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf", "fonts-noto-core"),
        ("/usr/share/fonts/truetype/noto/NotoSansArabic-Bold.ttf", "fonts-noto-core"),
        ("/usr/share/fonts/truetype/noto/NotoSansHebrew-Regular.ttf", "fonts-noto-core"),
        ("/usr/share/fonts/truetype/noto/NotoSansHebrew-Bold.ttf", "fonts-noto-core"),
    ]

    /// Why text cannot be set (a font is missing), or nil when all is well.
    public static var fontProblem: String? {
        let regular = fontDirectory + "/Inter-Regular.otf"
        guard FileManager.default.fileExists(atPath: regular) else { return "the Inter font is missing (\(regular)); run ./setup.sh to install fonts-inter" }
        for (file, package) in extraFonts where !FileManager.default.fileExists(atPath: file) {
            return "a font is missing (\(file)); run ./setup.sh to install \(package)"
        }
        return nil
    }

    private let lock = NSLock()
    /// Metrics already measured, by request (under `lock`); cleared when it reaches 50,000.
    private var measured: [TextLayoutRequest: TextMetrics] = [:]
    private let fontMap: UnsafeMutablePointer<PangoFontMap>
    private let measureContext: OpaquePointer
    private let fontOptions: OpaquePointer

    /// A measurer with its own font map: Inter, the icon fonts, emoji, Arabic and Hebrew
    /// (`fontProblem` says whether they are installed).
    public init() {
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
              <alias binding="same"><family>emoji</family><prefer><family>Noto Color Emoji</family></prefer></alias>
              <!-- Noto Color Emoji has one bitmap size (109 pixels): scale it to the size asked
                   for, as fontconfig's own 10-scale-bitmap-fonts.conf does (docs/rendering.md, "Emoji"). -->
              <match target="font">
                <test name="outline" compare="eq"><bool>false</bool></test>
                <edit name="pixelsizefixupfactor" mode="assign">
                  <divide><name target="pattern">pixelsize</name><name target="font">pixelsize</name></divide>
                </edit>
              </match>
              <match target="font">
                <test name="outline" compare="eq"><bool>false</bool></test>
                <test name="pixelsizefixupfactor" compare="not_eq"><double>1.0</double></test>
                <edit name="matrix" mode="assign">
                  <times><name>matrix</name><matrix><name>pixelsizefixupfactor</name><double>0</double><double>0</double><name>pixelsizefixupfactor</name></matrix></times>
                </edit>
                <edit name="size" mode="assign"><divide><name>size</name><name>pixelsizefixupfactor</name></divide></edit>
              </match>
            </fontconfig>
            """
        _ = xml.withCString { cs in
            cs.withMemoryRebound(to: FcChar8.self, capacity: xml.utf8.count + 1) { FcConfigParseAndLoadFromMemory(config, $0, 1) }
        }
        // The icon fonts and the emoji font, each file alone (their folders may hold others).
        for (file, _) in Self.extraFonts where FileManager.default.fileExists(atPath: file) {
            _ = file.withCString { cs in cs.withMemoryRebound(to: FcChar8.self, capacity: file.utf8.count + 1) { FcConfigAppFontAddFile(config, $0) } }
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

    deinit {
        g_object_unref(UnsafeMutableRawPointer(measureContext))
        g_object_unref(UnsafeMutableRawPointer(fontMap))
        cairo_font_options_destroy(fontOptions)
    }

    private func configure(_ context: OpaquePointer) {
        pango_cairo_context_set_font_options(context, fontOptions)
        pango_context_set_round_glyph_positions(context, 0)
    }

    public func measure(_ request: TextLayoutRequest) -> TextMetrics {
        // Requests up to this many bytes are remembered: the same labels, titles and bars come
        // back in every device and variant of a golden matrix, and every cell would otherwise
        // wait for this lock to measure them again (docs/rendering.md, "Measuring text").
        let remembered = request.string.utf8.count <= 2_048
        lock.lock()
        defer { lock.unlock() }
        if remembered, let known = measured[request] { return known }
        let text = Self.displayed(request.string)
        let result: TextMetrics
        switch setting(request, text, in: measureContext) {
        case .whole(let prefix):
            let layout = makeLayout(request, text: prefix.map { String(text[..<$0]) } ?? text, in: measureContext)
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            result = metrics(of: layout)
        case .pieces:
            result = plan(request, text, in: measureContext).metrics
        }
        if remembered {
            if measured.count >= 50_000 { measured.removeAll(keepingCapacity: true) }
            measured[request] = result
        }
        return result
    }

    /// Draws `request` on `cr` (whose CTM may scale) with the top-left of its lines' box at `origin`.
    func draw(_ request: TextLayoutRequest, origin: CGPoint, color: Color, on cr: OpaquePointer?) {
        lock.lock()
        defer { lock.unlock() }
        guard let context = pango_font_map_create_context(fontMap) else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        configure(context)
        pango_cairo_update_context(cr, context)
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
        let text = Self.displayed(request.string)
        switch setting(request, text, in: context) {
        case .whole(let prefix):
            let layout = makeLayout(request, text: prefix.map { String(text[..<$0]) } ?? text, in: context)
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            var ink = PangoRectangle(), logical = PangoRectangle()
            pango_layout_get_extents(layout, &ink, &logical)
            let scale = Double(PANGO_SCALE)
            cairo_move_to(cr, Double(origin.x) - Double(logical.x) / scale, Double(origin.y) - Double(logical.y) / scale)
            pango_cairo_show_layout(cr, layout)
        case .pieces:
            // Measured first (where each piece goes), then drawn where the clip shows it.
            let plan = plan(request, text, in: context)
            var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
            cairo_clip_extents(cr, &x0, &y0, &x1, &y1)
            var index = 0
            let shared = makeLayout(request, text: "", in: context)
            defer { g_object_unref(UnsafeMutableRawPointer(shared)) }
            LongText.forEachPiece(of: text, wrapped: request.wrapWidth != nil, setText: { Self.set(text[$0], of: text, request, on: shared) }) { piece, layout in
                let o = plan.origins[index]
                index += 1
                let y = Double(origin.y) + o.y
                if y > y1 { return false }
                LongText.draw(layout, keptLines: piece.keptLines, x: Double(origin.x) - plan.minX + o.x, y: y, clipTop: y0, clipBottom: y1, on: cr)
                return true
            }
        }
    }

    /// Draws `glyph` of its icon font with its em square centred in `rect`, as wide as `rect`:
    /// filled in `color` and stroked `embolden` wide around, or, with `contour`, its outline alone.
    func draw(_ glyph: IconGlyph, in rect: CGRect, color: Color, contour: CGFloat?, embolden: CGFloat, on cr: OpaquePointer?) {
        lock.lock()
        defer { lock.unlock() }
        guard let scalar = Unicode.Scalar(glyph.codepoint), let context = pango_font_map_create_context(fontMap) else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        configure(context)
        pango_cairo_update_context(cr, context)
        let layout = pango_layout_new(context)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        pango_layout_set_text(layout, String(Character(scalar)), -1)
        let desc = pango_font_description_new()!
        pango_font_description_set_family(desc, glyph.font.rawValue)
        pango_font_description_set_absolute_size(desc, Double(rect.width) * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, desc)
        pango_font_description_free(desc)
        // The em square: as wide as the advance, as tall as the font's line, centred in `rect`.
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        let scale = Double(PANGO_SCALE)
        let x = Double(rect.midX) - Double(logical.x + logical.width / 2) / scale
        let y = Double(rect.midY) - Double(logical.y + logical.height / 2) / scale
        cairo_save(cr)
        cairo_new_path(cr)
        cairo_move_to(cr, x, y)
        pango_cairo_layout_path(cr, layout)
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        if let contour {
            cairo_set_line_width(cr, Double(contour))
            cairo_stroke(cr)
        } else if embolden > 0 {
            cairo_fill_preserve(cr)
            cairo_set_line_width(cr, Double(embolden))
            cairo_stroke(cr)
        } else {
            cairo_fill(cr)
        }
        cairo_restore(cr)
    }

    /// How a text is set: as one Pango layout (of the text, or of a prefix that holds every line
    /// shown), or piece by piece (`LongText`).
    private enum Setting {
        case whole(prefix: String.Index?)
        case pieces
    }

    private func setting(_ r: TextLayoutRequest, _ text: String, in context: OpaquePointer) -> Setting {
        guard LongText.isLong(text) else { return .whole(prefix: nil) }
        guard let n = r.maxLines else { return .pieces }
        // A line limit with the ellipsis at the end shows the first n lines: a prefix that holds
        // more than n lines sets them exactly as the whole text would. [INF] Head and middle
        // truncation of long text keep one layout (slow, but rare).
        guard r.truncation == .tail else { return .whole(prefix: nil) }
        var lines = 0
        var end: String.Index?
        let shared = makeLayout(r, text: "", in: context)
        defer { g_object_unref(UnsafeMutableRawPointer(shared)) }
        LongText.forEachPiece(of: text, wrapped: r.wrapWidth != nil, setText: { Self.set(text[$0], of: text, r, on: shared) }) { piece, layout in
            if !piece.continuesLine { lines += piece.keptLines ?? Int(pango_layout_get_line_count(layout)) }
            if lines > max(n, 1) { end = piece.range.upperBound }
            return end == nil
        }
        // Every line fits: no ellipsis, and the pieces are the lines.
        return end.map { .whole(prefix: $0) } ?? .pieces
    }

    private func plan(_ r: TextLayoutRequest, _ text: String, in context: OpaquePointer) -> LongText.Plan {
        let alignment: Double = r.alignment == .center ? 0.5 : Self.alignsRight(r, text) ? 1 : 0
        let shared = makeLayout(r, text: "", in: context)
        defer { g_object_unref(UnsafeMutableRawPointer(shared)) }
        let spacing = Double(pango_layout_get_spacing(shared)) / Double(PANGO_SCALE)
        return LongText.plan(text, wrapped: r.wrapWidth != nil, alignment: alignment, lineSpacing: spacing) { Self.set(text[$0], of: text, r, on: shared) }
    }

    /// Puts `piece` into `layout` (one layout serves every piece of a long text) and returns it.
    private static func set(_ piece: Substring, of text: String, _ r: TextLayoutRequest, on layout: OpaquePointer) -> OpaquePointer {
        var piece = piece
        piece.withUTF8 { pango_layout_set_text(layout, UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), Int32($0.count)) }
        if !r.runs.isEmpty || !r.decoration.isEmpty || piece.unicodeScalars.contains(emojiSelector) {
            let start = text.utf8.distance(from: text.startIndex, to: piece.startIndex)
            applyRuns(r.runs, decoration: r.decoration, emoji: emojiRanges(piece), from: start, length: piece.utf8.count, to: layout)
        }
        return layout
    }

    /// Gives the bytes `from..<from+length` of a styled text (now at 0 in `layout`) their runs'
    /// fonts, colours and decorations, or the whole text's decoration where it has no runs.
    private static func applyRuns(_ runs: [TextRun], decoration: TextDecoration, emoji: [Range<Int>], from start: Int, length: Int, to layout: OpaquePointer) {
        guard let list = pango_attr_list_new() else { return }
        defer { pango_attr_list_unref(list) }
        for range in emoji {
            guard let a = pango_attr_family_new(emojiFamily) else { continue }
            a.pointee.start_index = UInt32(range.lowerBound)
            a.pointee.end_index = UInt32(range.upperBound)
            pango_attr_list_insert(list, a)
        }
        if runs.isEmpty {
            for case let a? in decorationAttributes(decoration) {
                a.pointee.start_index = 0
                a.pointee.end_index = UInt32(length)
                pango_attr_list_insert(list, a)
            }
        }
        var offset = 0
        for run in runs {
            let lo = max(offset, start) - start, hi = min(offset + run.length, start + length) - start
            offset += run.length
            guard lo < hi else { continue }
            let desc = fontDescription(run.font)
            let c = run.color
            func channel(_ v: Double) -> UInt16 { UInt16((min(max(v, 0), 1) * 65535).rounded()) }
            let attrs = [pango_attr_font_desc_new(desc), pango_attr_foreground_new(channel(c.red), channel(c.green), channel(c.blue)),
                         pango_attr_foreground_alpha_new(channel(c.alpha))] + decorationAttributes(run.decoration)
            pango_font_description_free(desc)
            for case let a? in attrs {
                a.pointee.start_index = UInt32(lo)
                a.pointee.end_index = UInt32(hi)
                pango_attr_list_insert(list, a)
            }
        }
        pango_layout_set_attributes(layout, list)
    }

    /// The variation selector that asks for a character's emoji form (`❤️` is U+2764 U+FE0F).
    static let emojiSelector: Character.UnicodeScalarView.Element = "\u{FE0F}"
    /// The colour emoji font (loaded beside Inter; Pango falls back to it for emoji Inter lacks).
    static let emojiFamily = "Noto Color Emoji"

    /// The byte ranges (in `text`) of characters asked for in their emoji form with U+FE0F,
    /// which Inter also has in text form (`❤`, `☺`): set in the emoji font, as iOS shows them.
    static func emojiRanges<S: StringProtocol>(_ text: S) -> [Range<Int>] {
        var out: [Range<Int>] = []
        var offset = 0
        for ch in text {
            let n = ch.utf8.count
            if ch.unicodeScalars.contains(emojiSelector) { out.append(offset..<offset + n) }
            offset += n
        }
        return out
    }

    /// Pango's attributes for a decoration: letter spacing, underline and strikethrough (with
    /// their colours) and the baseline's rise.
    private static func decorationAttributes(_ d: TextDecoration) -> [UnsafeMutablePointer<PangoAttribute>?] {
        guard !d.isEmpty else { return [] }
        func channel(_ v: Double) -> UInt16 { UInt16((min(max(v, 0), 1) * 65535).rounded()) }
        var attrs: [UnsafeMutablePointer<PangoAttribute>?] = []
        if d.tracking != 0, d.tracking.isFinite { attrs.append(pango_attr_letter_spacing_new(pangoUnits(Double(d.tracking)))) }
        if d.baselineOffset != 0, d.baselineOffset.isFinite { attrs.append(pango_attr_rise_new(pangoUnits(Double(d.baselineOffset)))) }
        if let u = d.underline {
            attrs.append(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE))
            attrs.append(pango_attr_underline_color_new(channel(u.red), channel(u.green), channel(u.blue)))
        }
        if let s = d.strikethrough {
            attrs.append(pango_attr_strikethrough_new(1))
            attrs.append(pango_attr_strikethrough_color_new(channel(s.red), channel(s.green), channel(s.blue)))
        }
        return attrs
    }

    /// Inter at `font`'s size, weight and slant.
    private static func fontDescription(_ font: Font) -> OpaquePointer {
        let desc = pango_font_description_new()!
        pango_font_description_set_family(desc, PangoTextMeasurer.family)
        pango_font_description_set_weight(desc, PangoWeight(rawValue: UInt32(font.weight.rawValue)))
        pango_font_description_set_style(desc, font.isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_font_description_set_absolute_size(desc, Double(font.size) * Double(PANGO_SCALE))
        return desc
    }

    /// The text Pango is given: C strings end at U+0000, so [INF] it is shown as U+2400 (␀)
    /// instead of cutting the rest of the text off (what iOS draws for it is not pinned down).
    private static func displayed(_ string: String) -> String {
        // (A styled text's runs count bytes of the original; ␀ is longer than U+0000, so a styled
        // text with U+0000 gets its runs slightly shifted. Rare enough to leave.)
        string.contains("\u{0}") ? string.replacingOccurrences(of: "\u{0}", with: "\u{2400}") : string
    }

    private func makeLayout(_ r: TextLayoutRequest, text: String, in context: OpaquePointer) -> OpaquePointer {
        let layout = pango_layout_new(context)!
        pango_layout_set_text(layout, text, -1)
        let desc = Self.fontDescription(r.font)
        pango_layout_set_font_description(layout, desc)
        pango_font_description_free(desc)
        if (!r.runs.isEmpty || !r.decoration.isEmpty || text.unicodeScalars.contains(Self.emojiSelector)), !text.isEmpty {
            Self.applyRuns(r.runs, decoration: r.decoration, emoji: Self.emojiRanges(text), from: 0, length: text.utf8.count, to: layout)
        }
        if let w = r.wrapWidth {
            pango_layout_set_width(layout, pangoUnits(Double(w), rounding: .down))
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        }
        if let n = r.maxLines {
            pango_layout_set_height(layout, -Int32(clamping: max(n, 1)))
            switch r.truncation {
            case .head: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_START)
            case .middle: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_MIDDLE)
            case .tail: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
            }
        }
        if r.lineSpacing > 0 { pango_layout_set_spacing(layout, pangoUnits(Double(r.lineSpacing))) }
        if r.alignment == .center {
            pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        } else {
            // Pango swaps left and right for a paragraph whose own direction (from its first
            // strong character) is right to left; undo that so the edge is the environment's.
            let right = Self.alignsRight(r, text) != Self.isRightToLeftText(r.string)
            pango_layout_set_alignment(layout, right ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT)
        }
        return layout
    }

    /// Whether the lines line up on the right: leading in right to left, trailing in left to right.
    private static func alignsRight(_ r: TextLayoutRequest, _ text: String) -> Bool {
        (r.alignment == .leading) == (r.layoutDirection == .rightToLeft)
    }

    /// Whether Pango sets `text`'s first paragraph right to left: its first strong character is
    /// (Unicode's rule P2, with the right-to-left scripts' blocks standing for bidi class R/AL,
    /// and the explicit embeddings and overrides counted as strong).
    static func isRightToLeftText(_ text: String) -> Bool {
        for u in text.unicodeScalars {
            switch u.value {
            case 0x202B, 0x202E, 0x2067: return true  // RLE, RLO, RLI
            case 0x202A, 0x202D, 0x2066: return false  // LRE, LRO, LRI
            case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF:
                if u.properties.isAlphabetic { return true }
            default:
                if u.properties.isAlphabetic { return false }
            }
        }
        return false
    }

    private func metrics(of layout: OpaquePointer) -> TextMetrics {
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        let scale = CGFloat(PANGO_SCALE)
        let lines = Int(pango_layout_get_line_count(layout))
        let first = CGFloat(pango_layout_get_baseline(layout)) / scale - CGFloat(logical.y) / scale
        var last = first
        var lastWidth: CGFloat?
        if let iter = pango_layout_get_iter(layout) {
            while pango_layout_iter_next_line(iter) != 0 {}
            last = CGFloat(pango_layout_iter_get_baseline(iter)) / scale - CGFloat(logical.y) / scale
            var lineInk = PangoRectangle(), lineLogical = PangoRectangle()
            pango_layout_iter_get_line_extents(iter, &lineInk, &lineLogical)
            lastWidth = CGFloat(lineLogical.width) / scale
            pango_layout_iter_free(iter)
        }
        let height = CGFloat(logical.height) / scale
        let spacing = CGFloat(pango_layout_get_spacing(layout)) / scale
        return TextMetrics(size: CGSize(width: CGFloat(logical.width) / scale, height: height), lineCount: lines,
                           lineHeight: lines > 0 ? (height - CGFloat(lines - 1) * spacing) / CGFloat(lines) : 0, firstBaseline: first, lastBaseline: last,
                           lastLineWidth: lastWidth)
    }
}

/// `points` in Pango units (1/1024 point), within `Int32`: a tracking, rise, width or spacing too
/// large for Pango's integers saturates instead of trapping (docs/rendering.md, "Extreme values").
func pangoUnits(_ points: Double, rounding: FloatingPointRoundingRule = .toNearestOrAwayFromZero) -> Int32 {
    let units = (points * Double(PANGO_SCALE)).rounded(rounding)
    guard units.isFinite else { return units > 0 ? Int32.max : 0 }
    return Int32(max(Double(Int32.min), min(units, Double(Int32.max))))
}
