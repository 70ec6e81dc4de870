import Foundation
import LayoutVizTesting
import Testing

@Test func previews() throws {
    // Nothing is built: the previews are this test binary's own. A cache folder of its own shows it.
    let cache = FileManager.default.temporaryDirectory.appendingPathComponent("consumer-cache-\(UUID().uuidString)")
    setenv("LAYOUTVIZ_CACHE", cache.path, 1)
    defer { try? FileManager.default.removeItem(at: cache) }
    assertPreviewSnapshots()
    #expect(!FileManager.default.fileExists(atPath: cache.path), "a preview package was generated in \(cache.path)")
}
