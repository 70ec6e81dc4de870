import Foundation
import LayoutViz
import LayoutVizGolden
import Testing

/// The comparison rules on synthetic images with known differences (docs/goldens.md).
@Suite struct ComparisonTests {

    private let tolerant = ComparisonProfile.tolerant(because: "test")

    private func raster(_ w: Int, _ h: Int, scale: CGFloat = 1, _ items: [DisplayItem]) throws -> Raster {
        try CairoRenderer.raster(DisplayList(size: CGSize(width: CGFloat(w), height: CGFloat(h)), scale: scale,
                                             items: [.fill(Path(CGRect(x: 0, y: 0, width: w, height: h)), .white)] + items))
    }

    private func rect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat, _ c: Color) -> DisplayItem {
        .fill(Path(CGRect(x: x, y: y, width: w, height: h)), c)
    }

    @Test func identicalImagesPassBothProfiles() throws {
        let a = try raster(50, 50, [rect(10, 10, 20, 20, .blue)])
        for p in [ComparisonProfile.exact, tolerant] {
            let r = ImageComparison.compare(expected: a, actual: a, profile: p)
            #expect(r.passed && r.changedPixels == 0)
        }
    }

    @Test func oneChangedPixel() throws {
        let a = try raster(50, 50, [rect(10, 10, 20, 20, .blue)])
        let b = try raster(50, 50, [rect(10, 10, 20, 20, .blue), rect(40, 40, 1, 1, .black)])
        let exact = ImageComparison.compare(expected: a, actual: b, profile: .exact)
        #expect(!exact.passed && exact.changedPixels == 1 && exact.regions == [CGRect(x: 40, y: 40, width: 1, height: 1)])
        let loose = ImageComparison.compare(expected: a, actual: b, profile: tolerant)
        #expect(loose.passed && loose.changedPixels == 1 && loose.densestWindow == 1)
    }

    @Test func aSubPixelEdgeShiftIsAntialiasing() throws {
        // Unsnapped geometry: the right edge moves by a quarter pixel, only edge pixels change.
        let a = try raster(60, 60, [rect(10, 10, 30.25, 30, .blue)])
        let b = try raster(60, 60, [rect(10, 10, 30.5, 30, .blue)])
        let exact = ImageComparison.compare(expected: a, actual: b, profile: .exact)
        #expect(!exact.passed && exact.changedPixels == 30)
        let loose = ImageComparison.compare(expected: a, actual: b, profile: tolerant)
        #expect(loose.antialiasedPixels == 30 && loose.changedPixels == 0 && loose.passed)
    }

    @Test func aChangedGlyphFails() throws {
        func text(_ s: String) throws -> Raster {
            try CairoRenderer.raster(LayoutTree(Text(s).frame(width: 80, height: 30, alignment: .leading).background(Color.white),
                                                proposal: .unspecified).displayList(scale: 2))
        }
        let a = try text("Logic"), b = try text("Login")
        #expect((a.width, a.height) == (b.width, b.height))
        let r = ImageComparison.compare(expected: a, actual: b, profile: tolerant)
        #expect(!r.passed)
        #expect(r.densestWindow > 8)
        #expect(r.changedPixels > 8)
        #expect(r.regions.count >= 1)
    }

    @Test func aSizeChangeFailsAndStillGivesADiff() throws {
        let a = try raster(40, 40, [rect(0, 0, 10, 10, .red)])
        let b = try raster(40, 41, [rect(0, 0, 10, 10, .red)])
        for p in [ComparisonProfile.exact, tolerant] {
            let r = ImageComparison.compare(expected: a, actual: b, profile: p)
            #expect(!r.passed)
            let mismatch = try #require(r.sizeMismatch)
            #expect(mismatch.expected == (40, 40) && mismatch.actual == (40, 41))
            #expect(r.width == 40 && r.height == 41 && r.mask.count == 40 * 41)
            #expect(r.changedPixels == 40)  // the padded row
        }
    }

    @Test func colourChangesBelowAndAboveTheThreshold() throws {
        let a = try raster(20, 20, [rect(0, 0, 20, 20, Color(red: 1, green: 59 / 255, blue: 48 / 255))])
        let slight = try raster(20, 20, [rect(0, 0, 20, 20, Color(red: 1, green: 62 / 255, blue: 48 / 255))])
        let strong = try raster(20, 20, [rect(0, 0, 20, 20, .orange)])
        #expect(!ImageComparison.compare(expected: a, actual: slight, profile: .exact).passed)
        let below = ImageComparison.compare(expected: a, actual: slight, profile: tolerant)
        #expect(below.passed && below.changedPixels == 0)
        let above = ImageComparison.compare(expected: a, actual: strong, profile: tolerant)
        #expect(!above.passed && above.changedPixels == 400 && above.densestWindow == 64)
    }

    @Test func theBudgetIsMaxOf8PixelsAndOneInTenThousand() {
        #expect(tolerant.allowedPixels(of: 100) == 8)
        #expect(tolerant.allowedPixels(of: 1179 * 2556) == 301)
        #expect(ComparisonProfile.exact.allowedPixels(of: 1179 * 2556) == 0)
    }

    @Test func scatteredPixelsPassButAClusterFails() throws {
        // 9 pixels far apart: over the 8-pixel floor for a 60×60 image, so they fail on the budget…
        let base = try raster(60, 60, [])
        let dots: [DisplayItem] = (0..<9).map { (i: Int) -> DisplayItem in
            let v = CGFloat(i * 6 + 1)
            return rect(v, v, 1, 1, .black)
        }
        let scattered = try raster(60, 60, dots)
        #expect(!ImageComparison.compare(expected: base, actual: scattered, profile: tolerant).passed)
        // …while 8 pixels pass, and 8 pixels in a 3×3 clump are still within one window's limit.
        let eightDots: [DisplayItem] = (0..<8).map { (i: Int) -> DisplayItem in rect(CGFloat(i * 7 + 1), 5, 1, 1, .black) }
        let eight = try raster(60, 60, eightDots)
        #expect(ImageComparison.compare(expected: base, actual: eight, profile: tolerant).passed)
        // On a large image the budget is bigger, but a 3×3 block breaks the density rule.
        let big = try raster(400, 400, [])
        let clump = try raster(400, 400, [rect(100, 100, 3, 3, .black)])
        let r = ImageComparison.compare(expected: big, actual: clump, profile: tolerant)
        #expect(r.changedPixels == 9 && r.densestWindow == 9 && !r.passed)
    }
}
