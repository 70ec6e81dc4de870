import Foundation
import LayoutViz
@testable import LayoutVizCore
import Testing

// SF Symbols drawn from icon fonts through LayoutViz's name table, and emoji drawn in colour
// (docs/layout/image.md, "Symbols"; docs/rendering.md, "Emoji").

/// The installed fonts' published glyph names and code points (`"name": cp,` lines of their SCSS).
private func publishedGlyphs(_ path: String) throws -> [String: UInt32] {
    let text = try String(contentsOfFile: path, encoding: .utf8)
    var out: [String: UInt32] = [:]
    for line in text.split(separator: "\n") {
        let parts = line.split(separator: "\"")
        guard parts.count >= 3, let colon = parts[2].firstIndex(of: ":") else { continue }
        let value = parts[2][parts[2].index(after: colon)...].trimmingCharacters(in: CharacterSet(charactersIn: " ,;\t"))
        if let cp = UInt32(value, radix: 16) { out[String(parts[1])] = cp }
    }
    return out
}

/// The corpus's SF Symbol names, most used first: (name, uses).
private func corpusSymbols() throws -> [(String, Int)] {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("SymbolCorpus/ranked-symbols.txt")
    return try String(contentsOf: url, encoding: .utf8).split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { line in
        let f = line.split(separator: " ")
        return f.count == 3 ? (String(f[0]), Int(f[1]) ?? 0) : nil
    }
}

/// `name` drawn at 20 points on white at @2x, and whether LayoutViz said it had no drawing.
private func drawn(_ name: String) throws -> (ink: Int, missing: Bool) {
    let report = RenderReport()
    var env = EnvironmentValues.standard
    env.displayScale = 2
    env.renderReport = report
    let tree = LayoutTree(ZStack { Color.white; Image(systemName: name).font(.system(size: 20)) },
                          proposal: ProposedViewSize(width: 40, height: 40), environment: env)
    let bitmap = try CairoRenderer.bitmap(tree.displayList(scale: 2))
    var ink = 0
    for y in 0..<bitmap.height { for x in 0..<bitmap.width where bitmap[x, y].r < 128 { ink += 1 } }
    return (ink, report.missingSymbols.contains(name))
}

@Suite struct SymbolTableTests {
    @Test func everyLineOfTheTableIsRead() {
        let base = SymbolTable.baseLines.split(separator: "\n").filter { !$0.isEmpty }
        let exact = SymbolTable.exactLines.split(separator: "\n").filter { !$0.isEmpty }
        // A line the parser skipped (a typo, a missing field) would be a name silently not drawn.
        #expect(SymbolTable.base.count == base.count)
        #expect(SymbolTable.exact.count == exact.count)
        #expect(base.count + exact.count >= 400)
    }

    @Test func codePointsAreTheGlyphsTheInstalledFontsName() throws {
        let material = try publishedGlyphs("/usr/share/fonts-material-design-icons-iconfont/scss/_variables.scss")
        let mdi = try publishedGlyphs("/usr/share/fonts-materialdesignicons-webfont/scss/_variables.scss")
        #expect(material.count > 1_000 && mdi.count > 1_000)
        let entries = SymbolTable.base.values.flatMap { [$0.plain, $0.fill] } + Array(SymbolTable.exact.values)
        var checked = 0
        for case .glyph(let g, _, let name) in entries {
            let published = g.font == .materialIcons ? material[name] : mdi[name]
            #expect(published == g.codepoint, "\(name): the table says \(String(g.codepoint, radix: 16)), the font \(published.map { String($0, radix: 16) } ?? "nothing")")
            checked += 1
        }
        #expect(checked > 500)
    }

    @Test func everyNameOfTheTableDrawsAGlyphNotTheStandIn() throws {
        var names = Set(SymbolTable.exact.keys)
        for name in SymbolTable.base.keys { names.insert(name); names.insert(name + ".fill") }
        #expect(names.count >= 900)
        for name in names.sorted() {
            let d = try drawn(name)
            #expect(!d.missing, "\(name) is drawn as the stand-in")
            #expect(d.ink >= 20, "\(name) draws \(d.ink) dark pixels")
        }
        // A name without a drawing is the marked stand-in, and said so.
        #expect(try drawn("no.such.symbol").missing)
    }

    /// LayoutViz's own drawings stay in use: each of their names resolves to the drawing (the
    /// table may give its `.fill` a font's glyph), and its `.fill` to some drawing.
    @Test func everyOwnDrawingIsReachedThroughTheTable() {
        for name in SymbolGlyphs.names {
            if case .handDrawn? = SymbolArt.resolve(name) {} else {
                Issue.record("\(name) does not resolve to LayoutViz's drawing: \(String(describing: SymbolArt.resolve(name)))")
            }
            #expect(SymbolArt.resolve(name + ".fill") != nil, "\(name).fill")
        }
    }

    @Test func theNamesPublicCodeUsesMostDraw() throws {
        let corpus = try corpusSymbols()
        #expect(corpus.count >= 700)
        // The 400 names used most, each one.
        for (name, _) in corpus.prefix(400) {
            #expect(SymbolArt.resolve(name) != nil, "\(name) has no drawing")
        }
        // Of every use in the corpus, the share drawn (docs/coverage.md, "Symbols").
        let uses = corpus.reduce(0) { $0 + $1.1 }
        let drawnUses = corpus.filter { SymbolArt.resolve($0.0) != nil }.reduce(0) { $0 + $1.1 }
        #expect(Double(drawnUses) / Double(uses) >= 0.95, "\(drawnUses) of \(uses) uses")
        print("symbols: \(drawnUses) of \(uses) uses drawn; \(corpus.filter { SymbolArt.resolve($0.0) != nil }.count) of \(corpus.count) names")
    }
}

@Suite struct EmojiTests {
    @Test func emojiAreDrawnInColourAndMeasuredAsText() throws {
        let tree = LayoutTree(HStack(spacing: 0) { Text("👍").id("emoji"); Text("A").id("letter") }.font(.system(size: 34)),
                              proposal: ProposedViewSize(width: 300, height: 100))
        let emoji = try #require(tree.frame(of: "emoji")), letter = try #require(tree.frame(of: "letter"))
        // Measured at the font's size (Noto Color Emoji has one 109-pixel bitmap, scaled): about
        // as wide as an em, on a line within a tenth of the text's.
        #expect(emoji.width > 34 && emoji.width < 48, "\(emoji)")
        #expect(abs(emoji.height - letter.height) <= letter.height * 0.1, "\(emoji) \(letter)")
        // Drawn in colour: the thumb's yellow, not a grey or black glyph or a missing-glyph box.
        let bitmap = try picture(Text("👍").font(.system(size: 34)), width: 60, height: 60)
        var yellow = 0
        for y in 0..<bitmap.height { for x in 0..<bitmap.width {
            let p = bitmap[x, y]
            if p.r > 200 && p.g > 150 && p.b < 100 { yellow += 1 }
        } }
        #expect(yellow > 500, "\(yellow) yellow pixels")
    }
}
