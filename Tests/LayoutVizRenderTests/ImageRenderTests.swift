import Foundation
import LayoutViz
import Samples
import Testing

/// Images drawn from PNG and JPEG files (Samples/Images), symbol stand-ins and Label, on decoded
/// pixels (docs/layout/image.md).
@Suite struct ImageRenderTests {
    func draw(_ view: some View, _ w: CGFloat, _ h: CGFloat, scale: CGFloat = 2) throws -> Bitmap {
        var env = EnvironmentValues.standard
        env.imageResolver = AssetFolders(SampleCatalog.imageFolder.map { [$0] } ?? [])
        env.displayScale = scale
        let tree = LayoutTree(ZStack { Color.white; view }, proposal: ProposedViewSize(width: w, height: h), environment: env)
        return try CairoRenderer.bitmap(tree.displayList(scale: scale))
    }

    func near(_ a: RGBA8, _ b: RGBA8, _ tolerance: Int = 6) -> Bool {
        abs(Int(a.r) - Int(b.r)) <= tolerance && abs(Int(a.g) - Int(b.g)) <= tolerance && abs(Int(a.b) - Int(b.b)) <= tolerance
    }

    @Test func aJPEGIsDecodedAndStretched() throws {
        // mountains.jpg is 1200×800: its sky is orange at the top, its lake blue at the bottom.
        let b = try draw(Image("mountains").resizable(), 120, 80)
        let sky = b.pixel(atPoint: 10, 2, scale: 2), lake = b.pixel(atPoint: 60, 78, scale: 2)
        #expect(sky.r > 230 && sky.g > 160 && sky.b < 170, "\(sky)")
        #expect(lake.b > 120 && lake.r < 100, "\(lake)")
    }

    @Test func aPNGKeepsItsTransparencyAndScale() throws {
        // avatar@3x.png is 240 px: 80×80 points, a circle; its corners are transparent.
        let b = try draw(Image("avatar"), 80, 80)
        #expect(b.width == 160)
        #expect(b.pixel(atPoint: 1, 1, scale: 2) == RGBA8(.white))
        let centre = b.pixel(atPoint: 40, 10, scale: 2)  // the purple ring above the head
        #expect(centre.b > 150 && centre.g < 140, "\(centre)")
    }

    @Test func templateImagesDrawTheForegroundColourThroughTheirAlpha() throws {
        // grid-icon@3x.png: 24×24 points of 3×3 rounded squares 7 points wide, 25/3 apart.
        let b = try draw(Image("grid-icon").renderingMode(.template).foregroundColor(.red), 24, 24)
        #expect(b.pixel(atPoint: 3.5, 3.5, scale: 2) == RGBA8(.red))
        #expect(b.pixel(atPoint: 7.8, 3.5, scale: 2) == RGBA8(.white))  // the gap
        let original = try draw(Image("grid-icon"), 24, 24)
        #expect(original.pixel(atPoint: 3.5, 3.5, scale: 2) == RGBA8(r: 0, g: 0, b: 0))
    }

    @Test func capInsetsKeepTheCornersAndTilingRepeats() throws {
        // bubble@2x.png: 30×20 points, a blue 2-point border around light blue, 8-point corners.
        let sliced = try draw(Image("bubble").resizable(capInsets: EdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)), 200, 100)
        let stretched = try draw(Image("bubble").resizable(), 200, 100)
        // The border stays 2 points thick when sliced; stretched, it grows with the image.
        #expect(near(sliced.pixel(atPoint: 100, 1, scale: 2), RGBA8(r: 0, g: 122, b: 255)))
        #expect(near(sliced.pixel(atPoint: 100, 3, scale: 2), RGBA8(r: 230, g: 240, b: 255)))
        #expect(near(stretched.pixel(atPoint: 100, 6, scale: 2), RGBA8(r: 0, g: 122, b: 255)))
        // Tiled at 30×20: the second tile's border starts 30 points in.
        let tiled = try draw(Image("bubble").resizable(resizingMode: .tile), 90, 20)
        #expect(near(tiled.pixel(atPoint: 15, 10, scale: 2), RGBA8(r: 230, g: 240, b: 255)))
        #expect(near(tiled.pixel(atPoint: 30.5, 10, scale: 2), RGBA8(r: 0, g: 122, b: 255)))
    }

    @Test func symbolsDrawAMarkedStandInOfTheirSize() throws {
        // A name without a glyph: the outline in the symbol's colour at the edge, its letter inside.
        let standIn = Image(systemName: "person.badge.clock").foregroundColor(.blue)
        let b = try draw(standIn, 17, 17)
        #expect(near(b.pixel(atPoint: 8.5, 0.4, scale: 2), RGBA8(.blue), 40))
        #expect(b.pixels.contains { $0 == RGBA8(.blue) })
        let letters = LayoutTree(standIn, proposal: .unspecified).displayList(scale: 2).items.compactMap { if case .text(let r, _, _) = $0 { return r.string } else { return nil } }
        #expect(letters == ["P"])
        let label = LayoutTree(Label("Mail", systemImage: "envelope"), proposal: .unspecified)
        let icon = try #require(label.root.allNodes().first { $0.kind == "Image" }).frame
        let text = try #require(label.root.allNodes().first { $0.kind == "Text" }).frame
        #expect(icon.size == CGSize(width: 17, height: 17) && text.minX == 25)
        let titleOnly = LayoutTree(Label("Mail", systemImage: "envelope").labelStyle(.titleOnly), proposal: .unspecified)
        #expect(!titleOnly.root.allNodes().contains { $0.kind == "Image" })
    }

    @Test func commonSymbolsDrawLayoutVizsOwnGlyphs() throws {
        // No letter; a filled star is solid at its centre, an outlined one hollow; a filled
        // circle with a mark knocks the mark out in white.
        let star = Image(systemName: "star.fill").foregroundColor(.blue)
        #expect(!LayoutTree(star, proposal: .unspecified).displayList(scale: 2).items.contains { if case .text = $0 { return true } else { return false } })
        let filled = try draw(star.font(.system(size: 40)), 40, 40)
        let hollow = try draw(Image(systemName: "star").foregroundColor(.blue).font(.system(size: 40)), 40, 40)
        let centre = (x: 20.0, y: 20.0 * 10.6 / 10)
        #expect(filled.pixel(atPoint: centre.x, centre.y, scale: 2) == RGBA8(.blue))
        #expect(hollow.pixel(atPoint: centre.x, centre.y, scale: 2) == RGBA8(.white))
        let plus = try draw(Image(systemName: "plus.circle.fill").foregroundColor(.blue).font(.system(size: 40)), 40, 40)
        #expect(plus.pixel(atPoint: 20, 20, scale: 2) == RGBA8(.white) && plus.pixel(atPoint: 10, 14, scale: 2) == RGBA8(.blue))
        // A chevron's stroke crosses the middle of its square's trailing half.
        let chevron = try draw(Image(systemName: "chevron.right").foregroundColor(.blue).font(.system(size: 40)), 40, 40)
        #expect(chevron.pixel(atPoint: 14 / 20 * 40 - 0.5, 20, scale: 2) == RGBA8(.blue) && chevron.pixel(atPoint: 5, 20, scale: 2) == RGBA8(.white))
    }

    @Test func everyGlyphNameDrawsWithoutALetterInBothForms() throws {
        #expect(SymbolGlyphs.names.count == 71 && SymbolGlyphs.names == SymbolGlyphs.names.sorted())
        for name in SymbolGlyphs.names.flatMap({ [$0, $0 + ".fill"] }) {
            let items = LayoutTree(Image(systemName: name), proposal: .unspecified).displayList(scale: 2).items
            // LayoutViz's own lines and fills, or (for some `.fill` forms) an icon font's glyph.
            let drawn = items.filter {
                switch $0 {
                case .fill, .stroke, .glyph: return true
                default: return false
                }
            }
            let letters = items.filter { if case .text = $0 { return true } else { return false } }
            #expect(!drawn.isEmpty && letters.isEmpty, "\(name)")
        }
    }

    @Test func interpolationNoneKeepsPixelsSharp() throws {
        // grid-icon scaled up ×4 without smoothing: a square's edge stays a hard step.
        let b = try draw(Image("grid-icon").resizable().interpolation(.none), 96, 96, scale: 1)
        let row = (0..<40).map { b[$0, 10] }
        #expect(row.allSatisfy { $0 == RGBA8(r: 0, g: 0, b: 0) || $0 == RGBA8(.white) })
    }

    @Test func svgsWithImagesAreTheSameBytesEveryTime() throws {
        func svg() throws -> Data {
            var env = EnvironmentValues.standard
            env.imageResolver = AssetFolders(SampleCatalog.imageFolder.map { [$0] } ?? [])
            let tree = LayoutTree(HStack { Image("avatar"); Image("bubble") }, proposal: .unspecified, environment: env)
            return try CairoRenderer.svg(tree.displayList(scale: 2))
        }
        let first = try svg()
        _ = try draw(Image("mountains").resizable(), 20, 20)  // cairo's surface counter moves on
        let second = try svg()
        #expect(first == second)
        let text = String(decoding: first, as: UTF8.self)
        #expect(text.contains(#"id="image1""#) && text.contains(#"id="image2""#))
    }
}
