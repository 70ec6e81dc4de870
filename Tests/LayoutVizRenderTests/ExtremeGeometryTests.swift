import Foundation
import LayoutViz
import Testing

/// Drawing any finite or infinite geometry without a trap, as iOS would show it where that is
/// clear and clamped where it is not (docs/rendering.md, "Extreme values"): frames as wide as
/// `CGFloat.greatestFiniteMagnitude`, blur and shadow radii, strokes, tracking, line limits and
/// scale factors past any screen. Checked on decoded pixels.
@Suite struct ExtremeGeometryTests {
    static let huge = CGFloat.greatestFiniteMagnitude

    func draw(_ view: some View, _ w: CGFloat = 100, _ h: CGFloat = 100) throws -> Bitmap {
        var env = EnvironmentValues.standard
        env.displayScale = 1
        let tree = LayoutTree(ZStack { Color.white; view }, proposal: ProposedViewSize(width: w, height: h), environment: env)
        return try CairoRenderer.bitmap(tree.displayList(scale: 1, canvas: CGRect(x: 0, y: 0, width: w, height: h)))
    }

    func isRed(_ p: RGBA8) -> Bool { p.r > 240 && p.g < 80 && p.b < 80 }
    func isWhite(_ p: RGBA8) -> Bool { p.r > 250 && p.g > 250 && p.b > 250 }

    @Test func aFrameAsWideAsAnyNumberFillsWhatIsOnTheCanvas() throws {
        for view in [AnyView(Color.red.frame(width: Self.huge)), AnyView(Color.red.frame(minWidth: Self.huge)),
                     AnyView(Color.red.frame(width: Self.huge, height: Self.huge)), AnyView(Color.red.frame(maxWidth: Self.huge))] {
            let b = try draw(view)
            #expect(isRed(b[0, 50]) && isRed(b[50, 50]) && isRed(b[99, 50]), "\(b[0, 50]) \(b[50, 50])")
        }
        // On a device, as the preview that used to kill its worker.
        let scene = DeviceScene(Color.red.frame(width: Self.huge), configuration: RenderConfiguration(device: try #require(DeviceCatalog.device(named: "iphone-17"))))
        let b = try CairoRenderer.bitmap(scene.displayList())
        #expect(isRed(b[201, 437]) && isRed(b[10, 437]))
    }

    @Test func viewsMovedPastAnyScreenAreNotDrawnAnywhere() throws {
        for view in [AnyView(Color.red.frame(width: 10, height: 10).offset(x: Self.huge, y: 1e300)),
                     AnyView(Color.red.frame(width: 10, height: 10).position(x: -Self.huge, y: 0)),
                     AnyView(Color.red.frame(width: 10, height: 10).offset(x: 1e7))] {
            let b = try draw(view)
            #expect(b.pixels.allSatisfy(isWhite))
        }
    }

    @Test func blurAndShadowRadiiPastAnyScreenSpreadToNothing() throws {
        for r in [Self.huge, 1e300, 1e9] {
            let blurred = try draw(Color.red.frame(width: 40, height: 40).blur(radius: r))
            #expect(blurred.pixels.allSatisfy { $0.g > 240 }, "blur \(r): \(blurred[50, 50])")
            let shadowed = try draw(Color.red.frame(width: 40, height: 40).shadow(color: .black, radius: r, x: 0, y: 0))
            #expect(isRed(shadowed[50, 50]) && isWhite(shadowed[2, 2]), "shadow \(r)")
        }
        // A modest radius still blurs (the clamp changes nothing below it).
        let b = try draw(Color.red.frame(width: 40, height: 40).blur(radius: 10))
        #expect(!isRed(b[31, 50]) && !isWhite(b[31, 50]))
    }

    @Test func strokesWiderThanAnyScreenAreDrawnWithinRange() throws {
        var env = EnvironmentValues.standard
        env.displayScale = 1
        let tree = LayoutTree(Circle().stroke(Color.red, lineWidth: 1e300).frame(width: 40, height: 40), proposal: ProposedViewSize(width: 100, height: 100), environment: env)
        let list = tree.displayList(scale: 1, canvas: CGRect(x: 0, y: 0, width: 100, height: 100))
        guard case .stroke(_, _, let width)? = list.items.first else { Issue.record("no stroke: \(list.items)"); return }
        #expect(width == DisplayList.coordinateLimit)
        _ = try CairoRenderer.bitmap(list)
    }

    @Test func textWithExtremeTrackingRiseAndLineLimitIsMeasuredAndDrawn() throws {
        _ = try draw(Text("Hello").tracking(1e12))
        _ = try draw(Text("Hello").baselineOffset(-1e12))
        _ = try draw(Text("Hello\nthere").lineLimit(Int.max))
        _ = try draw(Text("Hello").lineSpacing(1e300))
    }

    @Test func scaleFactorsPastAnyScreenAreNotDrawn() throws {
        let b = try draw(Color.red.frame(width: 10, height: 10).scaleEffect(1e9))
        #expect(b.pixels.allSatisfy(isWhite))
        let small = try draw(Color.red.frame(width: 10, height: 10).scaleEffect(3))
        #expect(isRed(small[50, 50]) && isRed(small[37, 50]))
    }

    /// Text under a transform that scales it past what FreeType takes (Pango asks for about
    /// size × scale² pixels per em) is skipped: drawn, it would leave the font face in error and
    /// every later text of the process blank. Checked by drawing text after it, in this process.
    @Test func textScaledPastWhatFreeTypeTakesLeavesLaterTextDrawn() throws {
        for k in [32, 64, 1000] as [CGFloat] {
            _ = try draw(Text("Scaled").scaleEffect(k).rotationEffect(.degrees(30)))
            _ = try draw(Image(systemName: "star.fill").scaleEffect(k))
        }
        var env = EnvironmentValues.standard
        env.displayScale = 2
        let t = LayoutTree(Text("Later").foregroundColor(.red).padding(4).background(Color.white), proposal: .unspecified, environment: env)
        #expect(try CairoRenderer.bitmap(t.displayList(scale: 2)).pixels.contains(RGBA8(.red)))
    }
}
