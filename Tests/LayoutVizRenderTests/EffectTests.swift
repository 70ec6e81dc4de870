import Foundation
import LayoutViz
import Testing

/// Gradients, materials and drawing-only effects (rotation, scale, blur, mask) on decoded pixels
/// (docs/rendering.md, "Gradients and materials"; docs/layout/modifiers.md, "Drawing effects").
@Suite struct EffectTests {

    func draw(_ view: some View, _ w: CGFloat, _ h: CGFloat) throws -> Bitmap {
        var env = EnvironmentValues.standard
        env.displayScale = 1
        let tree = LayoutTree(ZStack { Color.white; view }, proposal: ProposedViewSize(width: w, height: h), environment: env)
        return try CairoRenderer.bitmap(tree.displayList(scale: 1))
    }

    func near(_ a: RGBA8, _ r: Int, _ g: Int, _ b: Int, _ tolerance: Int = 4) -> Bool {
        abs(Int(a.r) - r) <= tolerance && abs(Int(a.g) - g) <= tolerance && abs(Int(a.b) - b) <= tolerance
    }

    @Test func linearGradientsRunBetweenUnitPoints() throws {
        let b = try draw(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing), 101, 10)
        #expect(near(b[0, 5], 255, 56, 60, 3) && near(b[100, 5], 0, 136, 255, 3))
        #expect(near(b[50, 5], 128, 96, 158))  // halfway, interpolated in sRGB
        // As a shape's fill, relative to the shape's frame.
        let shape = try draw(Rectangle().fill(LinearGradient(colors: [.black, .white], startPoint: .top, endPoint: .bottom)).frame(width: 20, height: 101), 20, 101)
        #expect(near(shape[10, 0], 0, 0, 0, 3) && near(shape[10, 100], 255, 255, 255, 3))
    }

    @Test func radialAndEllipticalGradients() throws {
        let r = try draw(RadialGradient(colors: [.white, .black], center: .center, startRadius: 0, endRadius: 50), 100, 100)
        #expect(near(r[50, 50], 255, 255, 255, 8) && near(r[0, 0], 0, 0, 0, 0) && near(r[50, 25], 128, 128, 128, 8))
        // Ellipses fit the rectangle: half-way out along each axis is the same colour.
        let e = try draw(EllipticalGradient(colors: [.white, .black]), 200, 100)
        #expect(near(e[150, 50], Int(e[100, 75].r), Int(e[100, 75].g), Int(e[100, 75].b), 6))
        #expect(near(e[100, 50], 255, 255, 255, 8) && near(e[199, 50], 0, 0, 0, 8))
    }

    @Test func angularGradientsSweepClockwiseFromTheTrailingSide() throws {
        let b = try draw(AngularGradient(colors: [.red, .blue], center: .center), 100, 100)
        #expect(near(b[90, 52], 255, 56, 60, 12))   // just past 0°: red
        #expect(near(b[90, 47], 0, 136, 255, 12))   // just before 360°: blue
        #expect(near(b[10, 50], 128, 96, 158, 12))  // 180°: halfway
    }

    @Test func colorGradientAndMaterials() throws {
        let g = try draw(Color.blue.gradient, 10, 101)
        #expect(g[5, 0].r > g[5, 100].r && near(g[5, 100], 0, 136, 255, 3))
        let m = try draw(Color.red.overlay(.regularMaterial), 10, 10)
        #expect(near(m[5, 5], 255, 190, 192, 4))  // 72 % white over red saturated 1.8 times
    }

    @Test func rotationAndScaleDrawTransformedWithoutMovingTheFrame() throws {
        let bar = Color.blue.frame(width: 100, height: 20)
        let rotated = try draw(bar.rotationEffect(.degrees(90)), 100, 100)
        #expect(rotated[50, 10] == RGBA8(.blue) && rotated[10, 50] == RGBA8(.white))
        let scaled = try draw(Color.blue.frame(width: 20, height: 20).scaleEffect(2), 100, 100)
        #expect(scaled[32, 50] == RGBA8(.blue) && scaled[28, 50] == RGBA8(.white))
        let anchored = try draw(Color.blue.frame(width: 20, height: 20).scaleEffect(2, anchor: .topLeading), 100, 100)
        #expect(anchored[58, 58] == RGBA8(.blue) && anchored[39, 39] == RGBA8(.white))
        // Layout ignores the effects.
        let t = LayoutTree(HStack(spacing: 0) { bar.rotationEffect(.degrees(30)).id("r"); Color.red.frame(width: 10).scaleEffect(3).id("s") },
                           proposal: ProposedViewSize(width: 200, height: 50))
        #expect(t.frame(of: "r") == CGRect(x: 0, y: 15, width: 100, height: 20))
        #expect(t.frame(of: "s") == CGRect(x: 100, y: 0, width: 10, height: 50))
    }

    /// `transformEffect` applies in the view's own coordinates: its top-leading corner is the origin.
    @Test func transformEffectAppliesFromTheViewsTopLeadingCorner() throws {
        // A 20-point square centred in 100 × 100 (40...60), moved 20 right and 10 down: 60...80 × 50...70.
        let moved = try draw(Color.blue.frame(width: 20, height: 20).transformEffect(CGAffineTransform(translationX: 20, y: 10)), 100, 100)
        #expect(moved[70, 60] == RGBA8(.blue) && moved[50, 45] == RGBA8(.white) && moved[45, 60] == RGBA8(.white))
        // Doubled about the corner, not the centre: 40...80 on both axes.
        let doubled = try draw(Color.blue.frame(width: 20, height: 20).transformEffect(CGAffineTransform(scaleX: 2, y: 2)), 100, 100)
        #expect(doubled[78, 78] == RGBA8(.blue) && doubled[38, 50] == RGBA8(.white) && doubled[50, 38] == RGBA8(.white))
    }

    @Test func blurSoftensEdges() throws {
        let b = try draw(Color.black.frame(width: 40, height: 40).blur(radius: 10), 100, 100)
        #expect(b[50, 50].r < 40)                       // the middle stays dark
        #expect(b[30, 50].r > 60 && b[30, 50].r < 200)   // the edge is grey
        #expect(b[2, 2] == RGBA8(.white))                // far away nothing
        #expect(b[22, 50].r < 255)                       // it spreads beyond the square
    }

    @Test func masksShowTheViewThroughTheMasksAlpha() throws {
        let b = try draw(Color.red.mask { Circle() }, 100, 100)
        #expect(b[50, 50] == RGBA8(.red) && b[2, 2] == RGBA8(.white))
        let aligned = try draw(Color.red.mask(alignment: .topLeading) { Color.black.frame(width: 30, height: 30) }, 100, 100)
        #expect(aligned[10, 10] == RGBA8(.red) && aligned[50, 50] == RGBA8(.white))
        let t = LayoutTree(Color.red.mask(alignment: .topLeading) { Color.black.frame(width: 30, height: 30).id("m") }, proposal: ProposedViewSize(width: 100, height: 100))
        #expect(t.frame(of: "m") == CGRect(x: 0, y: 0, width: 30, height: 30) && t.root.frame.size == CGSize(width: 100, height: 100))
    }

    /// A canvas's drawing in its own coordinates: fills, strokes and transforms land where the
    /// context put them (docs/controls.md, "Canvas").
    @Test func aCanvasDrawsWhatItsContextRecorded() throws {
        let b = try draw(Canvas { context, size in
            context.fill(Path(CGRect(x: 10, y: 10, width: 30, height: 30)), with: .color(.red))
            var moved = context
            moved.translateBy(x: size.width / 2, y: size.height / 2)
            moved.fill(Path(ellipseIn: CGRect(x: -10, y: -10, width: 20, height: 20)), with: .color(.blue))
            context.stroke(Path { p in p.move(to: CGPoint(x: 0, y: 90)); p.addLine(to: CGPoint(x: 100, y: 90)) }, with: .color(.black), lineWidth: 4)
        }, 100, 100)
        #expect(near(b[25, 25], 255, 56, 60) && near(b[50, 50], 0, 136, 255) && near(b[50, 90], 0, 0, 0))
        #expect(near(b[5, 5], 255, 255, 255) && near(b[41, 25], 255, 255, 255) && near(b[50, 62], 255, 255, 255) && near(b[50, 95], 255, 255, 255))
    }

    /// `.redacted(reason: .placeholder)`: the text's line becomes a bar of its colour at 16 %, no
    /// glyph is drawn; `.unredacted()` inside it brings the glyphs back (docs/controls.md, "Placeholders").
    @Test func placeholdersDrawBarsInsteadOfGlyphs() throws {
        func scene(_ v: some View) throws -> (LayoutTree, Bitmap) {
            var env = EnvironmentValues.standard
            env.displayScale = 1
            let tree = LayoutTree(ZStack { Color.white; v }, proposal: ProposedViewSize(width: 240, height: 60), environment: env)
            return (tree, try CairoRenderer.bitmap(tree.displayList(scale: 1)))
        }
        let text = Text("Placeholder text").font(.system(size: 20)).foregroundColor(.black).id("t")
        let (tree, bars) = try scene(text.redacted(reason: .placeholder))
        let (plainTree, glyphs) = try scene(text.unredacted().redacted(reason: .placeholder))
        let f = try #require(tree.frame(of: "t"))
        #expect(f == plainTree.frame(of: "t"))  // layout does not change
        let row = Int(f.midY)
        let inside = (Int(f.minX) + 3..<Int(f.maxX) - 3).map { bars[$0, row] }
        // Every pixel across the bar is black at 16 % over white (214), none darker: no glyph.
        #expect(inside.allSatisfy { near($0, 214, 214, 214, 3) }, "\(Set(inside.map(\.r)))")
        #expect(near(bars[Int(f.midX), Int(f.minY)], 255, 255, 255))  // the bar is 70 % of the line
        #expect((Int(f.minX)..<Int(f.maxX)).contains { glyphs[$0, row].r < 100 })
    }

    /// Compositing (docs/layout/modifiers.md, "Compositing"): `zIndex` reorders siblings,
    /// `hidden()` keeps the frame and draws nothing, blend modes and colour matrices act on the
    /// pixels beneath and of the view.
    @Test func compositingOrderBlendsAndColourEffects() throws {
        let yellow = Color(red: 1, green: 1, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
        // The first child drawn last when its zIndex is higher.
        let z = try draw(ZStack { Color.red.zIndex(1); Color.blue }, 10, 10)
        #expect(near(z[5, 5], 255, 56, 60))
        let hidden = LayoutTree(HStack(spacing: 0) { Color.red.frame(width: 10).hidden().id("h"); Color.blue.frame(width: 10) }, proposal: ProposedViewSize(width: 20, height: 10))
        #expect(hidden.frame(of: "h") == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(near(try draw(HStack(spacing: 0) { Color.red.frame(width: 10).hidden(); Color.blue.frame(width: 10) }, 20, 10)[5, 5], 255, 255, 255))
        // Multiply: yellow over blue is black; screen: yellow over blue is white.
        #expect(near(try draw(ZStack { blue; yellow.blendMode(.multiply) }, 10, 10)[5, 5], 0, 0, 0))
        #expect(near(try draw(ZStack { blue; yellow.blendMode(.screen) }, 10, 10)[5, 5], 255, 255, 255))
        // Colour matrices: pure red greyed by Rec. 709 luminance (0.2126 → 54); white inverted.
        #expect(near(try draw(Color(red: 1, green: 0, blue: 0).grayscale(1), 10, 10)[5, 5], 54, 54, 54, 3))
        #expect(near(try draw(Color.white.colorInvert(), 10, 10)[5, 5], 0, 0, 0))
        #expect(near(try draw(Color.white.colorMultiply(yellow), 10, 10)[5, 5], 255, 255, 0))
    }

    /// Stroke styles: a dash pattern leaves gaps, a square cap reaches past the end, and `trim`
    /// draws part of the outline (docs/rendering.md, "Shape styles").
    @Test func strokeStylesAndTrim() throws {
        let line = Path { p in p.move(to: CGPoint(x: 10, y: 10)); p.addLine(to: CGPoint(x: 90, y: 10)) }
        let dashed = try draw(line.stroke(Color.black, style: StrokeStyle(lineWidth: 4, dash: [10, 10])), 100, 20)
        #expect(near(dashed[15, 10], 0, 0, 0) && near(dashed[25, 10], 255, 255, 255) && near(dashed[35, 10], 0, 0, 0))
        let butt = try draw(line.stroke(Color.black, style: StrokeStyle(lineWidth: 6, lineCap: .butt)), 100, 20)
        let square = try draw(line.stroke(Color.black, style: StrokeStyle(lineWidth: 6, lineCap: .square)), 100, 20)
        #expect(near(butt[8, 10], 255, 255, 255) && near(square[8, 10], 0, 0, 0))
        let half = try draw(line.trim(from: 0, to: 0.5).stroke(Color.black, lineWidth: 4), 100, 20)
        #expect(near(half[30, 10], 0, 0, 0) && near(half[70, 10], 255, 255, 255))
    }

    /// What a view asks for and LayoutViz does not draw is recorded for the run's warning, and
    /// the view itself is drawn (docs/coverage.md): a visual effect, an inner shadow, a canvas's
    /// clip.
    @Test func whatIsNotDrawnIsNamed() throws {
        let report = RenderReport()
        var env = EnvironmentValues.standard
        env.displayScale = 1
        env.renderReport = report
        let view = VStack {
            Color.red.frame(width: 10, height: 10).visualEffect { content, _ in content.offset(x: 5) }.id("effect")
            Circle().fill(.blue.shadow(.inner(radius: 2))).frame(width: 10, height: 10)
            Canvas { context, size in context.clip(to: Path(CGRect(origin: .zero, size: size))) }.frame(width: 10, height: 10)
            WrappedLabel().frame(width: 40, height: 8).id("wrapped")
        }
        let tree = LayoutTree(view, proposal: ProposedViewSize(width: 40, height: 40), environment: env)
        let bitmap = try CairoRenderer.bitmap(tree.displayList(scale: 1))
        let f = try #require(tree.frame(of: "effect"))
        #expect(near(bitmap[Int(f.midX), Int(f.midY)], 255, 56, 60))  // drawn where it is laid out
        #expect(report.notDrawn == [".shadow(.inner(...))", ".visualEffect", "GraphicsContext.clip(to:)", "UIKit view WrappedLabel"])
        // A UIKit view takes the space it is offered, as a placeholder naming it.
        #expect(tree.frame(of: "wrapped")?.size == CGSize(width: 40, height: 8))
        #expect(tree.displayList(scale: 1).items.contains { if case .text(let r, _, _) = $0 { return r.string == "WrappedLabel" } else { return false } })
        // Another picture's report starts empty: nothing is shared between pictures.
        env.renderReport = RenderReport()
        #expect(LayoutTree(Color.red, proposal: .unspecified, environment: env).screenEnvironment.renderReport?.isEmpty == true)
    }
}

/// A UIKit view wrapped for SwiftUI, which LayoutViz draws as a placeholder.
private struct WrappedLabel: UIViewRepresentable {
    func makeUIView(context: Context) -> UIView { UIView() }
    func updateUIView(_ uiView: UIView, context: Context) {}
}

