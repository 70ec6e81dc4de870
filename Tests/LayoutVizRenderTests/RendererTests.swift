import Foundation
import LayoutViz
import Testing

/// The Cairo backend: determinism, formats, shapes, errors.
@Suite struct RendererTests {

    private func scene() -> DisplayList {
        let view = VStack(spacing: 0) {
            Color.red
            HStack { Circle().fill(Color.blue); Capsule().fill(Color.green); RoundedRectangle(cornerRadius: 8).fill(Color.orange) }
        }
        return DeviceScene(view, configuration: DeviceCatalog.device(named: "iphone-16")!.configuration(.portrait)).displayList()
    }

    @Test func pngAndSVGAreByteIdenticalAcrossRuns() throws {
        let list = scene()
        #expect(try CairoRenderer.png(list) == CairoRenderer.png(list))
        let svg1 = try CairoRenderer.svg(list), svg2 = try CairoRenderer.svg(list)
        #expect(svg1 == svg2)
        let text = try #require(String(data: svg1, encoding: .utf8))
        #expect(text.contains(#"width="393px" height="852px" viewBox="0 0 393 852""#))
        #expect(text.contains(#"id="surface""#))
        #expect(text.range(of: #"surface[0-9]"#, options: .regularExpression) == nil)
    }

    @Test func pngHasTheDevicePixelSizeAndDecodesToTheBitmap() throws {
        let list = scene()
        let png = try CairoRenderer.png(list)
        let decoded = try CairoRenderer.decodePNG(png)
        #expect(decoded.width == 1179 && decoded.height == 2556)
        #expect(decoded == (try CairoRenderer.bitmap(list)))
    }

    @Test func shapesAreFilledInsideAndAntialiasedAtTheEdge() throws {
        let list = LayoutTree(Circle().fill(Color.blue), proposal: ProposedViewSize(width: 100, height: 100)).displayList(scale: 1)
        let bitmap = try CairoRenderer.bitmap(list)
        #expect(bitmap[50, 50] == RGBA8(.blue))
        #expect(bitmap[1, 1].a == 0)
        // Somewhere on the rim a pixel is partly covered.
        #expect((0..<100).contains { x in let a = bitmap[x, 15].a; return a > 0 && a < 255 })
    }

    @Test func translucentColoursAreStoredStraight() throws {
        let list = LayoutTree(Color.red.opacity(0.5), proposal: ProposedViewSize(width: 4, height: 4)).displayList(scale: 1)
        let p = try CairoRenderer.bitmap(list)[1, 1]
        #expect(p.a == 128 && p.r == 255 && p.g >= 55 && p.g <= 57)
    }

    @Test func textScaledBeyondFreeTypesRangeIsSkipped() throws {
        // A 1×1-pt screen scaled into a sheet tile would ask FreeType for a 5000-px glyph.
        let request = TextLayoutRequest(string: "Hi", font: .body, wrapWidth: nil, maxLines: nil, truncation: .tail, alignment: .leading)
        let huge = DisplayList(size: CGSize(width: 20, height: 20), scale: 1, items: [
            .beginTransform(scale: 300, translation: .zero), .text(request, origin: .zero, color: .black), .endTransform,
        ])
        #expect(try CairoRenderer.bitmap(huge).pixels.allSatisfy { $0.a == 0 })
        let normal = DisplayList(size: CGSize(width: 40, height: 30), scale: 1, items: [.text(request, origin: .zero, color: .black)])
        #expect(try CairoRenderer.bitmap(normal).pixels.contains { $0.a > 0 })
    }

    @Test func surfacesOverCairosLimitAreRejected() {
        let list = DisplayList(size: CGSize(width: 20000, height: 10), scale: 2)
        #expect(throws: RenderError.surfaceTooLarge(width: 40000, height: 20)) { try CairoRenderer.png(list) }
        #expect(throws: RenderError.self) { try CairoRenderer.bitmap(DisplayList(size: .zero, scale: 1)) }
    }

    @Test func decodingRejectsNonPNGAndLFSPointers() {
        #expect(throws: RenderError.notPNG("x")) { try CairoRenderer.decodePNG(Data("hello".utf8), name: "x") }
        let pointer = Data("version https://git-lfs.github.com/spec/v1\noid sha256:abc\nsize 12\n".utf8)
        #expect(throws: RenderError.gitLFSPointer("g.png")) { try CairoRenderer.decodePNG(pointer, name: "g.png") }
        #expect(throws: RenderError.notPNG("t")) { try CairoRenderer.decodePNG(Data([0x89, 0x50, 0x4E, 0x47, 0, 1]), name: "t") }
    }

    @Test func atomicWritesLeaveNoTemporaryFiles() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("lv-atomic-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("a/b.png")
        try AtomicFile.write(Data([1, 2, 3]), to: file)
        try AtomicFile.write(Data([4]), to: file)
        #expect(try Data(contentsOf: file) == Data([4]))
        #expect(try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path) == ["b.png"])
    }
}

/// `shadow`: layout-neutral; a tinted, offset, blurred copy of the view's alpha behind it
/// (docs/layout/modifiers.md).
@Suite struct ShadowTests {

    private func render(_ view: some View) throws -> Bitmap {
        let tree = LayoutTree(view.frame(width: 300, height: 300).background(Color.white), proposal: ProposedViewSize(width: 300, height: 300))
        return try CairoRenderer.bitmap(tree.displayList(scale: 1))
    }

    @Test func aShadowChangesNoFrame() {
        let plain = LayoutTree(HStack { Color.red.frame(width: 50, height: 40); Text("a") }, proposal: .unspecified)
        let shadowed = LayoutTree(HStack { Color.red.frame(width: 50, height: 40).shadow(radius: 8, x: 3, y: 4); Text("a") }, proposal: .unspecified)
        #expect(plain.root.allNodes().map(\.frame) == shadowed.root.allNodes().filter { $0.kind != "shadow" }.map(\.frame))
    }

    @Test func anUnblurredShadowIsTheViewsShapeMovedAndTinted() throws {
        let b = try render(Color.red.frame(width: 100, height: 100).shadow(color: .blue, radius: 0, x: 20, y: 30))
        // The square is at (100, 100)...(200, 200); its shadow at (120, 130)...(220, 230), behind it.
        #expect(b[150, 150] == RGBA8(.red))
        #expect(b[210, 220] == RGBA8(.blue))
        #expect(b[110, 220] == RGBA8(.white) && b[225, 150] == RGBA8(.white))
    }

    @Test func theDefaultShadowIsABlurredThirdOfBlack() throws {
        let b = try render(Color.red.frame(width: 100, height: 100).shadow(radius: 10, y: 50))
        // Deep inside the shadow (beyond 3σ = 15 from its edges): black at 33 % over white.
        let inside = b[150, 235]
        #expect(inside.r == inside.g && abs(Int(inside.r) - 171) <= 1)
        // At the shadow's lower edge, about half as dark; 3σ beyond it, white.
        let edge = b[150, 250]
        #expect(edge.r > 200 && edge.r < 225)
        #expect(b[150, 266] == RGBA8(.white))
        // Blur spreads beside the square too, fading with distance.
        #expect(b[203, 200].r < b[210, 200].r && b[210, 200].r < 255)
    }

    @Test func theShadowFollowsTheViewsDrawingNotItsFrame() throws {
        // A circle's shadow is round: the corner of its frame stays white.
        let b = try render(Circle().fill(Color.red).frame(width: 100, height: 100).shadow(color: .blue, radius: 0, x: 0, y: 120))
        #expect(b[150, 270] == RGBA8(.blue))
        #expect(b[105, 225] == RGBA8(.white))
    }

    @Test func svgCarriesTheShadow() throws {
        let tree = LayoutTree(Color.red.frame(width: 50, height: 50).shadow(radius: 4), proposal: .unspecified)
        let svg = String(decoding: try CairoRenderer.svg(tree.displayList(scale: 2)), as: UTF8.self)
        #expect(svg.contains("<image") || svg.contains("mask"))
    }
}

/// `Divider`: a device pixel across, the proposal along; vertical in an HStack.
@Suite struct DividerTests {

    private func env(scale: CGFloat, accessibility: Bool = false) -> EnvironmentValues {
        var e = EnvironmentValues.standard
        e.displayScale = scale
        if accessibility { e.dynamicTypeSize = .accessibility1 }
        return e
    }

    @Test func horizontalInAVStackVerticalInAnHStack() {
        let v = LayoutTree(VStack(spacing: 0) { Color.red.frame(height: 10); Divider(); Color.blue.frame(height: 10) },
                           proposal: ProposedViewSize(width: 200, height: 100), environment: env(scale: 3))
        let d = v.root.children[1]
        #expect(d.viewName == "Divider" && d.frame == CGRect(x: 0, y: 10, width: 200, height: 1.0 / 3))
        let h = LayoutTree(HStack(spacing: 0) { Color.red.frame(width: 10); Divider(); Color.blue.frame(width: 10) },
                           proposal: ProposedViewSize(width: 100, height: 50), environment: env(scale: 2))
        #expect(h.root.children[1].frame.size == CGSize(width: 0.5, height: 50))
        // Outside any stack: horizontal; 1 point at an accessibility text size.
        let alone = LayoutTree(Divider(), proposal: ProposedViewSize(width: 80, height: 80), environment: env(scale: 3, accessibility: true))
        #expect(alone.root.frame.size == CGSize(width: 80, height: 1))
    }

    @Test func itIsOnePixelOfTheSeparatorColour() throws {
        let tree = LayoutTree(VStack(spacing: 0) { Color.white.frame(height: 10); Divider(); Color.white.frame(height: 10) }.frame(width: 20).background(Color.white),
                              proposal: .unspecified, environment: env(scale: 3))
        let b = try CairoRenderer.bitmap(tree.displayList(scale: 3))
        // (60, 60, 67) at 29 % over white, on row 30 only.
        #expect(b[5, 30] == RGBA8(r: 198, g: 198, b: 200))
        #expect(b[5, 29] == RGBA8(.white) && b[5, 31] == RGBA8(.white))
    }
}
