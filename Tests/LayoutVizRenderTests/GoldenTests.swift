import Foundation
import LayoutViz
import LayoutVizTesting
import Samples
import Testing

/// Every sample of the three articles on every default device and orientation, in both looks
/// (the project's `.layoutviz.json`: iOS 26 and iOS 18, pixels for both), against the committed
/// goldens (re-record: `swift run layoutviz golden record --mode failed`, or
/// `LAYOUTVIZ_RECORD=failed swift test --filter Golden`).
@Suite struct SampleGoldenTests {
    /// The repository's matrix, as `layoutviz golden` reads it from the package root.
    static let matrix: GoldenMatrix = {
        let root = goldensFolder.deletingLastPathComponent().deletingLastPathComponent()
        return ((try? GoldenMatrix.load(projectFolder: root)) ?? nil) ?? .standard
    }()

    @Test func theMatrixHasBothLooksWithPixels() {
        #expect(Self.matrix.appearances == [.standard, Appearance(look: .ios18)])
        #expect(Self.matrix.pixelAppearances == [.standard, Appearance(look: .ios18)])
    }

    @Test(arguments: SampleCatalog.all.map(\.name))
    func sampleMatchesItsGoldens(name: String) throws {
        let sample = try #require(SampleCatalog.sample(named: name))
        // The samples' images, as a test of one's own package gives its image folders.
        let images = SampleCatalog.images(RenderConfiguration(device: DeviceCatalog.defaultSet[0]))
        RenderConfiguration.$current.withValue(images) {
            assertLayoutSnapshot(of: sample.makeView(), named: name, variants: Self.matrix, goldens: goldensFolder)
        }
    }

    /// A golden no cell uses would rot unnoticed: the folder holds exactly the cells' files.
    @Test func noOrphanedGoldens() throws {
        var expected: Set<String> = []
        for s in SampleCatalog.all {
            for d in DeviceCatalog.defaultSet {
                for o in Orientation.allCases {
                    for a in Self.matrix.appearances {
                        for ext in ["png", "layout.json", "meta.json"] { expected.insert("\(s.name)/\(d.id)-\(o.rawValue)\(a.variantSuffix).\(ext)") }
                    }
                }
            }
        }
        let enumerator = FileManager.default.enumerator(atPath: goldensFolder.path)
        var found: Set<String> = []
        while let f = enumerator?.nextObject() as? String {
            // constructs/ and controls/ hold layout fixtures (ConstructFixtureTests, ControlFixtureTests),
        // accessibility/ the screens' accessibility goldens (AccessibilityGoldenTests).
            if (f.hasSuffix(".png") || f.hasSuffix(".json")) && !f.hasPrefix("constructs/") && !f.hasPrefix("controls/") && !f.hasPrefix("accessibility/") { found.insert(f) }
        }
        #expect(found.subtracting(expected).sorted() == [], "orphaned goldens")
        #expect(expected.subtracting(found).sorted() == [], "missing goldens")
    }

    /// Committed PNGs (goldens and sheets) are exactly what the committed-file encoder makes of
    /// their pixels, so re-recording identical pixels can never change their bytes.
    @Test func committedPNGsAreInTheEncodersCanonicalForm() throws {
        let root = goldensFolder.deletingLastPathComponent().deletingLastPathComponent()
        var checked = 0
        for folder in ["Tests/Goldens", "Output/sheets"] {
            let e = FileManager.default.enumerator(at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
            while let url = e?.nextObject() as? URL {
                guard url.pathExtension == "png" else { continue }
                let data = try Data(contentsOf: url)
                let canonical = try CairoRenderer.encodePNG(CairoRenderer.decodePNGRaster(data), compression: .small)
                #expect(canonical == data, "\(url.path) is not in canonical form: re-encode it (its pixels are fine)")
                checked += 1
            }
        }
        // Every sample on the five default devices in two orientations in both looks, five sheets
        // per group (the default one and `Gallery.variantSheets`: iOS 18, dark mode,
        // accessibility3, right to left), the looks sheet, and the screens' accessibility
        // pictures on two devices.
        #expect(checked == SampleCatalog.all.count * 10 * 2 + SampleCatalog.groups.count * 5 + 1 + AccessibilityGoldenTests.screens.count * 2)
    }
}

