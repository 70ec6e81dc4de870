import Foundation
import LayoutViz
import Testing

/// Liquid Glass and materials show what lies beneath them (docs/glass.md): blurred, bent at the
/// edge and tinted as much as the content's legibility needs, the same bytes on every run; the
/// glass button styles in and out of bars; toolbar spacers and tab symbols.
@Suite struct GlassOpticsTests {
    /// WCAG's relative luminance of an 8-bit sRGB colour.
    func luminance(_ p: RGBA8) -> Double {
        func l(_ v: UInt8) -> Double { let c = Double(v) / 255; return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        return 0.2126 * l(p.r) + 0.7152 * l(p.g) + 0.0722 * l(p.b)
    }
    func contrast(_ a: RGBA8, _ b: RGBA8) -> Double {
        let x = luminance(a), y = luminance(b)
        return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }

    /// Glass across a red-to-blue gradient on a 300 × 100 canvas at @2x.
    func glassOverGradient(_ glass: some View) throws -> Bitmap {
        var env = EnvironmentValues.standard
        env.displayScale = 2
        let view = ZStack {
            LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
            glass
        }
        return try CairoRenderer.bitmap(LayoutTree(view, proposal: ProposedViewSize(width: 300, height: 100), environment: env).displayList(scale: 2))
    }

    @Test func glassShowsWhatLiesBeneathTheSameOnEveryRun() throws {
        let glass = Color.clear.frame(width: 240, height: 60).glassEffect()
        let b = try glassOverGradient(glass)
        // Inside the glass the red side stays redder than the blue side: not one flat tint.
        let left = b.pixel(atPoint: 60, 50, scale: 2), right = b.pixel(atPoint: 240, 50, scale: 2)
        #expect(Int(left.r) - Int(right.r) > 40 && Int(right.b) - Int(left.b) > 40, "\(left) \(right)")
        // Lighter than what lies beneath (the white tint), yet not white.
        let beneath = b.pixel(atPoint: 60, 5, scale: 2)
        #expect(left.g > beneath.g && left.g < 250, "\(left) \(beneath)")
        // A second run gives the same bytes.
        #expect(try glassOverGradient(glass).pixels == b.pixels)
    }

    @Test func anSVGNamesHowItApproximatesGlass() throws {
        let list = LayoutTree(ZStack { Color.red; Color.clear.frame(width: 50, height: 30).glassEffect() },
                              proposal: ProposedViewSize(width: 100, height: 60)).displayList(scale: 1)
        let svg = String(decoding: try CairoRenderer.svg(list), as: UTF8.self)
        #expect(svg.contains("<desc>LayoutViz: glass drawn as a translucent tint without the blur"))
        let plain = String(decoding: try CairoRenderer.svg(LayoutTree(Color.red, proposal: ProposedViewSize(width: 10, height: 10)).displayList(scale: 1)), as: UTF8.self)
        #expect(!plain.contains("<desc>"))
    }

    @Test func aMaterialBlursWhatLiesBeneath() throws {
        // Black and white stripes 4 points wide under a material: blurred to near the middle grey
        // (under the white tint), where a tint alone would keep the stripes.
        var env = EnvironmentValues.standard
        env.displayScale = 2
        let stripes = HStack(spacing: 0) { ForEach(0..<50) { i in (i % 2 == 0 ? Color.black : Color.white).frame(width: 4) } }
        let view = stripes.overlay { Color.clear.frame(width: 120, height: 60).background(.regularMaterial) }
        let b = try CairoRenderer.bitmap(LayoutTree(view, proposal: ProposedViewSize(width: 200, height: 100), environment: env).displayList(scale: 2))
        let row = (70..<130).map { b.pixel(atPoint: CGFloat($0) + 0.25, 50, scale: 2).g }
        #expect(row.max()! - row.min()! < 12, "\(row)")
        #expect(b.pixel(atPoint: 10, 50, scale: 2).g == 0)  // outside: the stripes as they are
    }

    @Test func tabLabelsOverABusyListKeepTheirContrast() throws {
        let list = List(1..<40) { i in
            HStack {
                RoundedRectangle(cornerRadius: 6).fill(i % 2 == 0 ? Color.orange : Color.purple).frame(width: 44, height: 44)
                VStack(alignment: .leading) { Text("Daily Mix \(i)").font(.headline); Text("Artist and more").foregroundStyle(.secondary) }
            }
        }
        for scheme in [ColorScheme.light, .dark] {
            let scene = try on("iphone-17", TabView {
                Tab("Home", systemImage: "house") { list }
                Tab("Radio", systemImage: "dot.radiowaves.left.and.right") { Text("Radio") }
                Tab("Library", systemImage: "square.stack") { Text("Library") }
            }.preferredColorScheme(scheme), look: .ios26)
            let b = try CairoRenderer.bitmap(scene.displayList(chrome: .none))
            let ink = scheme == .dark ? RGBA8(r: 235, g: 235, b: 245) : RGBA8(r: 25, g: 25, b: 25)
            for title in ["Radio", "Library"] {
                // The glass just above and below the unselected title, across its width.
                let f = try textFrame(scene, title)
                var worst = Double.infinity
                for y in [f.minY - 1.5, f.maxY + 1.5] {
                    for x in stride(from: f.minX, through: f.maxX, by: 1) { worst = min(worst, contrast(ink, b.pixel(atPoint: x, y, scale: 3))) }
                }
                #expect(worst >= 4.5, "\(title) in \(scheme): \(worst)")
            }
        }
        // The tab bar draws a symbol's filled variant, as iOS does: `heart` as `heart.fill`.
        func tabs(_ symbol: String) throws -> DisplayList {
            try on("iphone-17", TabView { Tab("Home", systemImage: symbol) { Color.white } }, look: .ios26).displayList(chrome: .none)
        }
        #expect(try tabs("heart") == tabs("heart.fill") && tabs("heart") != tabs("star.fill"))
    }

    @Test func aGlassProminentToolbarButtonIsOneAccentCapsule() throws {
        for scheme in [ColorScheme.light, .dark] {
            let scene = try on("iphone-17", NavigationStack {
                Color.white.navigationTitle("Notes").navigationBarTitleDisplayMode(.inline).toolbar {
                    ToolbarItem(placement: .topBarLeading) { Button("Edit") {}.buttonStyle(.glass) }
                    ToolbarItem(placement: .topBarTrailing) { Button("Done") {}.buttonStyle(.glassProminent) }
                }
            }.preferredColorScheme(scheme), look: .ios26)
            let done = try textFrame(scene, "Done"), edit = try textFrame(scene, "Edit")
            let glass = scene.tree.root.allNodes().filter { $0.viewName == "GlassBackground" }.map(\.frame)
            // One platter each: no capsule inside the bar's platter.
            #expect(glass.filter { $0.intersects(done) }.count == 1 && glass.filter { $0.intersects(edit) }.count == 1)
            #expect(drawnTexts(scene).first { $0.0 == "Done" }?.1 == .white)
            let b = try CairoRenderer.bitmap(scene.displayList(chrome: .none))
            let fill = b.pixel(atPoint: done.minX - 6, done.midY, scale: 3)
            let accent = scheme == .dark ? (0.0, 145.0, 255.0) : (0.0, 136.0, 255.0)
            let beneath = scheme == .dark ? 0.0 : 255.0
            let expected = RGBA8(r: UInt8((0.88 * accent.0 + 0.12 * beneath).rounded()), g: UInt8((0.88 * accent.1 + 0.12 * beneath).rounded()),
                                 b: UInt8((0.88 * accent.2 + 0.12 * beneath).rounded()))
            #expect(abs(Int(fill.r) - Int(expected.r)) <= 2 && abs(Int(fill.g) - Int(expected.g)) <= 2 && abs(Int(fill.b) - Int(expected.b)) <= 2,
                    "\(scheme): \(fill) for \(expected)")
            #expect(contrast(fill, RGBA8(.white)) >= 3, "\(scheme)")
        }
    }

    @Test func fixedToolbarSpacersKeepTheirWidth() throws {
        let scene = try on("iphone-17", NavigationStack {
            Color.white.toolbar {
                ToolbarItem(placement: .bottomBar) { Button {} label: { Image(systemName: "folder") }.id("a") }
                ToolbarSpacer(.fixed, placement: .bottomBar)
                ToolbarItem(placement: .bottomBar) { Button {} label: { Image(systemName: "trash") }.id("b") }
                ToolbarSpacer(.flexible, placement: .bottomBar)
                ToolbarItem(placement: .bottomBar) { Button {} label: { Image(systemName: "square.and.pencil") }.id("c") }
            }
        }, look: .ios26)
        let p = scene.tree.root.allNodes().filter { $0.viewName == "GlassBackground" }.map(\.frame).sorted { $0.minX < $1.minX }
        try #require(p.count == 3)
        // 48-point circles: the first two 12 apart (the fixed spacer), the last at the trailing margin.
        #expect(p[0].size == CGSize(width: 48, height: 48) && p[1].minX - p[0].maxX == 12)
        #expect(p[0].minX == 16 && p[2].maxX == 402 - 16)
    }
}
