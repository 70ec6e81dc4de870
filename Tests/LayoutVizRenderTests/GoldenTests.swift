import Foundation
import LayoutViz
import LayoutVizTesting
import Samples
import Testing

/// Every sample of the three articles on every default device and orientation, against the
/// committed goldens (re-record: `swift run layoutviz golden record --mode failed`, or
/// `LAYOUTVIZ_RECORD=failed swift test --filter Golden`).
@Suite struct SampleGoldenTests {
    init() { PangoTextMeasurer.install() }

    @Test(arguments: SampleCatalog.all.map(\.name))
    func sampleMatchesItsGoldens(name: String) throws {
        let sample = try #require(SampleCatalog.sample(named: name))
        assertLayoutSnapshot(of: sample.makeView(), named: name, goldens: goldensFolder)
    }

    /// A golden no cell uses would rot unnoticed: the folder holds exactly the cells' files.
    @Test func noOrphanedGoldens() throws {
        var expected: Set<String> = []
        for s in SampleCatalog.all {
            for d in DeviceCatalog.defaultSet {
                for o in Orientation.allCases {
                    for ext in ["png", "layout.json", "meta.json"] { expected.insert("\(s.name)/\(d.id)-\(o.rawValue).\(ext)") }
                }
            }
        }
        let enumerator = FileManager.default.enumerator(atPath: goldensFolder.path)
        var found: Set<String> = []
        while let f = enumerator?.nextObject() as? String {
            // constructs/ holds the engine's layout fixtures (ConstructFixtureTests).
            if (f.hasSuffix(".png") || f.hasSuffix(".json")) && !f.hasPrefix("constructs/") { found.insert(f) }
        }
        #expect(found.subtracting(expected).sorted() == [], "orphaned goldens")
        #expect(expected.subtracting(found).sorted() == [], "missing goldens")
    }
}
