import Foundation

// How an SF Symbol name is drawn (docs/layout/image.md, "Symbols"): the table's glyph or
// LayoutViz's own drawing, a variant composed from them (a circle or square around the glyph,
// filled with the glyph knocked out; a slash through it; a number or letter in a circle), coloured
// by the rendering mode; a name with no drawing is a marked stand-in, named in a warning.

/// An icon font LayoutViz draws symbols with (installed from Debian's packages by `setup.sh`).
public enum IconFont: String, Hashable, Sendable, CaseIterable {
    /// Google's Material Icons (fonts-material-design-icons-iconfont).
    case materialIcons = "Material Icons"
    /// The community Material Design Icons (fonts-materialdesignicons-webfont).
    case materialDesignIcons = "Material Design Icons"
}

/// One glyph of an icon font.
public struct IconGlyph: Hashable, Sendable {
    /// The font.
    public let font: IconFont
    /// The glyph's code point (in a private-use area).
    public let codepoint: UInt32
    /// A glyph of `font` at `codepoint`.
    public init(font: IconFont, codepoint: UInt32) {
        self.font = font
        self.codepoint = codepoint
    }
}

/// How a symbol's layers are coloured (SwiftUI's `SymbolRenderingMode`). A composed symbol has
/// two layers, the glyph and its circle or square; `.multicolor` draws as `.hierarchical`, since
/// LayoutViz has no symbol's own colours [INF].
public struct SymbolRenderingMode: Hashable, Sendable {
    let name: String
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    public static let palette = SymbolRenderingMode(name: "palette")
}

/// The variants symbols below are drawn in (SwiftUI's `SymbolVariants`): `.fill`, `.circle`,
/// `.square`, `.slash`, combined.
public struct SymbolVariants: Hashable, Sendable {
    let suffixes: [String]
    public static let none = SymbolVariants(suffixes: [])
    public static let fill = SymbolVariants(suffixes: ["fill"])
    public static let circle = SymbolVariants(suffixes: ["circle"])
    public static let square = SymbolVariants(suffixes: ["square"])
    public static let rectangle = SymbolVariants(suffixes: ["rectangle"])
    public static let slash = SymbolVariants(suffixes: ["slash"])
    /// This variant with the fill variant.
    public var fill: SymbolVariants { SymbolVariants(suffixes: suffixes + ["fill"]) }
    /// This variant with the circle variant.
    public var circle: SymbolVariants { SymbolVariants(suffixes: suffixes + ["circle"]) }
    /// This variant with the square variant.
    public var square: SymbolVariants { SymbolVariants(suffixes: suffixes + ["square"]) }
    /// This variant with the slash variant.
    public var slash: SymbolVariants { SymbolVariants(suffixes: suffixes + ["slash"]) }

    /// `name` in these variants, SF's order (shape, then fill, then slash), when that name has a
    /// drawing; else `name`.
    func apply(to name: String) -> String {
        guard !suffixes.isEmpty else { return name }
        var parts = name
        for s in ["circle", "square", "rectangle"] where suffixes.contains(s) && !parts.contains(".\(s)") { parts += ".\(s)" }
        if suffixes.contains("fill") && !parts.hasSuffix(".fill") { parts += ".fill" }
        if suffixes.contains("slash") && !parts.contains(".slash") { parts += ".slash" }
        return SymbolArt.resolve(parts) != nil ? parts : name
    }
}

private enum SymbolRenderingModeKey: EnvironmentKey { static let defaultValue: SymbolRenderingMode? = nil }
private enum SymbolVariantsKey: EnvironmentKey { static let defaultValue = SymbolVariants.none }

extension EnvironmentValues {
    /// How symbols below colour their layers; nil: monochrome.
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }

    /// The variants symbols below are drawn in.
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets how symbols below colour their layers.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> ModifiedContent<Self, _EnvironmentWritingModifier> {
        modifier(_EnvironmentWritingModifier { $0.symbolRenderingMode = mode })
    }

    /// Draws symbols below in `variant` where they have it (`.fill`, `.circle`...).
    public func symbolVariant(_ variant: SymbolVariants) -> ModifiedContent<Self, _EnvironmentWritingModifier> {
        modifier(_EnvironmentWritingModifier { $0.symbolVariants = variant })
    }
}

extension Image {
    /// Sets how this symbol colours its layers.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
        var i = self
        i.symbolMode = mode
        return i
    }
}

/// A symbol's drawing.
indirect enum SymbolArt: Equatable, Sendable {
    /// LayoutViz's own drawing of the (full) name.
    case handDrawn(String)
    /// A font glyph, filled or as its contour.
    case glyph(IconGlyph, contour: Bool)
    /// A number or letters in the system font (inside a circle or square).
    case text(String)
    /// `inner` inside a circle or a rounded square, outlined, or filled with `inner` knocked out.
    case enclosed(Enclosure, filled: Bool, inner: SymbolArt)
    /// `inner` with a slash through it.
    case slashed(SymbolArt)

    /// The shape around an enclosed symbol.
    enum Enclosure: Sendable { case circle, square }

    /// The drawing of `name`, or nil when LayoutViz has none. `layered`: the symbol is drawn
    /// with its layers in colours of their own (hierarchical, palette), so a circle or square
    /// variant is composed from its layers where it can be, rather than drawn as one glyph.
    static func resolve(_ name: String, layered: Bool = false) -> SymbolArt? {
        if layered, let composed = composed(name) { return composed }
        if let e = SymbolTable.exact[name] { return art(e, name: name) }
        if let b = SymbolTable.base[name] { return art(b.plain, name: name) }
        if name.hasSuffix(".fill"), let b = SymbolTable.base[String(name.dropLast(5))] { return art(b.fill, name: name) }
        if let composed = composed(name) { return composed }
        if isCharacters(name) { return .text(name.uppercased()) }
        return nil
    }

    /// `name` as a variant composed from its stem's drawings, or nil when it is not one.
    private static func composed(_ name: String) -> SymbolArt? {
        for (suffix, enclosure, filled) in [(".circle", Enclosure.circle, false), (".circle.fill", .circle, true),
                                            (".crop.circle", .circle, false), (".crop.circle.fill", .circle, true),
                                            (".square", .square, false), (".square.fill", .square, true)] where name.hasSuffix(suffix) {
            let stem = String(name.dropLast(suffix.count))
            guard let inner = innerArt(stem, filled: filled) else { continue }
            return .enclosed(enclosure, filled: filled, inner: inner)
        }
        for suffix in [".slash", ".slash.fill"] where name.hasSuffix(suffix) {
            let stem = String(name.dropLast(suffix.count))
            guard let b = SymbolTable.base[stem] else { continue }
            return .slashed(art(suffix == ".slash" ? b.plain : b.fill, name: suffix == ".slash" ? stem : stem + ".fill"))
        }
        return nil
    }

    /// The table's entry as art (`name` for a hand-drawn one).
    private static func art(_ e: SymbolTable.Entry, name: String) -> SymbolArt {
        switch e {
        case .handDrawn: return .handDrawn(name)
        case .glyph(let g, let contour, _): return .glyph(g, contour: contour)
        }
    }

    /// What sits inside a circle or square: the stem's plain drawing (its fill one, knocked out,
    /// in a filled shape), or its characters.
    private static func innerArt(_ stem: String, filled: Bool) -> SymbolArt? {
        if isCharacters(stem) { return .text(stem.count == 1 ? stem.uppercased() : stem) }
        guard let b = SymbolTable.base[stem] else { return nil }
        return filled ? art(b.fill, name: stem + ".fill") : art(b.plain, name: stem)
    }

    /// A number of one or two digits, or one letter (`1.circle`, `a.circle.fill`).
    private static func isCharacters(_ s: String) -> Bool {
        (s.count <= 2 && !s.isEmpty && s.allSatisfy(\.isASCII) && s.allSatisfy(\.isNumber)) || (s.count == 1 && s.first!.isLetter && s.first!.isASCII)
    }
}

/// What a symbol is drawn with: its name, art, colours and weight, resolved from the environment.
struct SymbolStyle: Sendable {
    /// The colour of the glyph (the primary layer).
    var primary: Color
    /// The colour of a composed symbol's circle or square (the secondary layer).
    var secondary: Color
    /// Whether a filled circle or square has the glyph knocked out of it (monochrome) rather
    /// than drawn over it in the primary colour (hierarchical, palette).
    var knocksOut: Bool
    /// Whether the layers have colours of their own (hierarchical, palette, multicolor).
    var isLayered: Bool { !knocksOut }
    /// The font weight the symbol follows.
    var weight: Font.Weight

    /// The style in `environment`: `color` is the foreground, `palette` the palette's colours.
    init(color: Color, environment env: EnvironmentValues) {
        let look = env.systemLook.symbols
        primary = color
        weight = (env.font ?? .body).weight
        if let w = env.fontWeight { weight = w }
        switch env.symbolRenderingMode {
        case .palette?:
            let p = env.symbolPalette
            primary = p.first ?? color
            secondary = p.count > 1 ? p[1] : color.opacity(look.secondaryOpacity)
            knocksOut = false
        case .hierarchical?, .multicolor?:
            secondary = color.opacity(look.secondaryOpacity)
            knocksOut = false
        default:
            secondary = color
            knocksOut = true
        }
    }
}

extension SymbolArt {
    /// The display items that draw this art into `rect` (the symbol's square).
    func items(in rect: CGRect, style: SymbolStyle, look: SystemLook.SymbolLook, measurer: (any TextMeasuring)?) -> [DisplayItem] {
        let line = look.lineWidth(side: rect.width, weight: style.weight)
        switch self {
        case .handDrawn(let name):
            return SymbolGlyphs.draw(name, in: rect, color: style.primary) ?? []
        case .glyph(let g, let contour):
            return [.glyph(g, rect: rect.insetBy(dx: -rect.width * (look.emScale - 1) / 2, dy: -rect.height * (look.emScale - 1) / 2),
                           color: style.primary, contour: contour ? line : nil, embolden: look.embolden(side: rect.width, weight: style.weight))]
        case .text(let s):
            let font = Font.system(size: rect.height * look.textScale(characters: s.count), weight: max(style.weight, .semibold))
            let request = TextLayoutRequest(string: s, font: font, wrapWidth: nil, maxLines: 1, truncation: .tail, alignment: .leading)
            guard let m = measurer?.measure(request).size else { return [] }
            return [.text(request, origin: CGPoint(x: rect.midX - m.width / 2, y: rect.midY - m.height / 2), color: style.primary)]
        case .enclosed(let shape, let filled, let inner):
            let outline = shape == .circle
                ? Path(ellipseIn: filled ? rect : rect.insetBy(dx: line / 2, dy: line / 2))
                : Path(roundedRect: filled ? rect : rect.insetBy(dx: line / 2, dy: line / 2), cornerRadius: rect.width * look.squareRadius)
            // A glyph sits in the inner square; numbers and letters are sized to the whole shape.
            var innerRect = rect.insetBy(dx: rect.width * (1 - look.innerScale) / 2, dy: rect.height * (1 - look.innerScale) / 2)
            if case .text = inner { innerRect = rect }
            var innerStyle = style
            if filled && style.knocksOut { innerStyle.primary = .black }
            let innerItems = inner.items(in: innerRect, style: innerStyle, look: look, measurer: measurer)
            guard filled else { return [.stroke(outline, style.secondary, lineWidth: line)] + innerItems }
            if !style.knocksOut { return [.fill(outline, style.secondary)] + innerItems }
            // Monochrome: the glyph is cut out of the filled shape (what lies beneath shows through).
            return [.beginOpacity(1), .fill(outline, style.secondary), .beginBlend(.destinationOut)] + innerItems + [.endBlend, .endOpacity]
        case .slashed(let inner):
            // The glyph with a gap cut along the slash, then the slash [INF: SF's slash runs from
            // the top-left to the bottom-right corner region].
            let a = CGPoint(x: rect.minX + rect.width * 0.12, y: rect.minY + rect.height * 0.08)
            let b = CGPoint(x: rect.maxX - rect.width * 0.12, y: rect.maxY - rect.height * 0.08)
            var slash = Path()
            slash.move(to: a)
            slash.addLine(to: b)
            let gap = StrokeStyle(lineWidth: line * 3, lineCap: .round)
            let stroke = StrokeStyle(lineWidth: line, lineCap: .round)
            return [.beginOpacity(1)] + inner.items(in: rect, style: style, look: look, measurer: measurer)
                + [.beginBlend(.destinationOut), .styledStroke(slash, .black, gap), .endBlend, .endOpacity, .styledStroke(slash, style.primary, stroke)]
        }
    }
}
