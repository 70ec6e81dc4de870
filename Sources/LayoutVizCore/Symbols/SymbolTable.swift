import Foundation

// The SF Symbol names LayoutViz draws from open icon fonts (docs/layout/image.md, "Symbols").
//
// SF Symbols cannot ship. The names public SwiftUI code uses most (ranked from a study of 52
// public repositories, docs/coverage.md, "Symbols") are drawn with glyphs of Google's Material
// Icons (Debian's fonts-material-design-icons-iconfont, Apache 2.0) or, where it has none, the
// community Material Design Icons (fonts-materialdesignicons-webfont, OFL), through this table;
// LayoutViz's own drawings (SymbolGlyphs.swift) stay where they are closer to SF's. The table is
// maintained by hand: each line is an SF name, then its plain and its `.fill` drawing:
//
//   h               LayoutViz's own drawing of the name (SymbolGlyphs.swift)
//   m:<name>:<cp>   the Material Icons glyph <name> at code point <cp>, filled
//   mc:<name>:<cp>  the same glyph drawn as its contour (SF's outline look, from a filled glyph)
//   d:<name>:<cp>   the Material Design Icons glyph <name>
//
// The `.circle`, `.circle.fill`, `.square`, `.square.fill` and `.slash` variants of a name are
// composed from its drawings (SymbolArt.swift) unless the second list gives them a glyph of their
// own. A test checks every code point against the glyph names the installed fonts publish, and
// that every name draws a glyph, not the stand-in.

enum SymbolTable {
    /// SF name, plain drawing, `.fill` drawing (SymbolNames.swift, SymbolNames2.swift).
    static var baseLines: String { baseLinesFirst + "\n" + baseLinesSecond }

    /// A drawing as the table gives it.
    enum Entry: Hashable, Sendable {
        /// LayoutViz's own drawing.
        case handDrawn
        /// A font glyph, filled or as its contour.
        case glyph(IconGlyph, contour: Bool, glyphName: String)
    }

    /// The base names' plain and `.fill` drawings.
    static let base: [String: (plain: Entry, fill: Entry)] = {
        var out: [String: (Entry, Entry)] = [:]
        for line in baseLines.split(separator: "\n") {
            let f = line.split(separator: " ")
            guard f.count == 3, let plain = entry(f[1]), let fill = entry(f[2]) else { continue }
            out[String(f[0])] = (plain, fill)
        }
        return out
    }()

    /// The full names with drawings of their own.
    static let exact: [String: Entry] = {
        var out: [String: Entry] = [:]
        for line in exactLines.split(separator: "\n") {
            let f = line.split(separator: " ")
            guard f.count == 2, let e = entry(f[1]) else { continue }
            out[String(f[0])] = e
        }
        return out
    }()

    /// One drawing spec of a line: `h`, `m:name:cp`, `mc:name:cp`, `d:name:cp`.
    static func entry(_ spec: Substring) -> Entry? {
        if spec == "h" { return .handDrawn }
        let p = spec.split(separator: ":")
        guard p.count == 3, let cp = UInt32(p[2], radix: 16) else { return nil }
        switch p[0] {
        case "m": return .glyph(IconGlyph(font: .materialIcons, codepoint: cp), contour: false, glyphName: String(p[1]))
        case "mc": return .glyph(IconGlyph(font: .materialIcons, codepoint: cp), contour: true, glyphName: String(p[1]))
        case "d": return .glyph(IconGlyph(font: .materialDesignIcons, codepoint: cp), contour: false, glyphName: String(p[1]))
        case "dc": return .glyph(IconGlyph(font: .materialDesignIcons, codepoint: cp), contour: true, glyphName: String(p[1]))
        default: return nil
        }
    }
}
