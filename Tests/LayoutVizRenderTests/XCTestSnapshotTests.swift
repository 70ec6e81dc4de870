import Foundation
import LayoutViz
import LayoutVizTesting
import XCTest

/// assertLayoutSnapshot also works from XCTest (failures go through XCTFail there).
final class XCTestSnapshotTests: XCTestCase {
    func testAssertLayoutSnapshotPassesAgainstRecordedGoldens() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("layoutviz-xctest-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let device = try XCTUnwrap(DeviceCatalog.device(named: "iphone-se-3"))
        // Record with a session, then assert through the public API with recording off.
        let session = GoldenSession(goldens: root, artifacts: root.appendingPathComponent("artifacts"), mode: .missing, modeSource: "test") { _ in "" }
        let recorded = session.verify(GoldenCell(name: "card", configuration: device.configuration(.portrait)) {
            AnyView(Text("Hello").padding().background(Color.yellow))
        })
        XCTAssertEqual(recorded.status, .recorded)
        assertLayoutSnapshot(of: Text("Hello").padding().background(Color.yellow), devices: [device], orientations: [.portrait],
                             named: "card", goldens: root, record: .never)
        XCTAssertTrue(FileManager.default.fileExists(atPath: root.appendingPathComponent("card/iphone-se-3-portrait.meta.json").path))
    }
}
