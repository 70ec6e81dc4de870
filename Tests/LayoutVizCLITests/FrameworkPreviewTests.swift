import Foundation
import LayoutViz
import LayoutVizCLI
import LayoutVizPreviewKit
import Testing

/// Files that import Apple's frameworks beyond SwiftUI compile and draw (docs/frameworks.md):
/// a SwiftData list through each way previews give it data, and one screen importing every
/// framework LayoutViz stands in for.
@Suite(.serialized) struct FrameworkPreviewTests {
    static let fixtures = PreviewProject.checkoutRoot().appendingPathComponent("Tests/Fixtures/Frameworks")

    init() {
        setenv("LAYOUTVIZ_CACHE", PreviewProject.checkoutRoot().appendingPathComponent(".build/layoutviz-test-cache").path, 1)
    }

    /// The items a `@Query` shows are exactly the inserted ones it filters, in its order, whether
    /// the preview makes the container, a `PreviewModifier` shares one, or a `@Previewable @Query`
    /// reads it; a related object is inserted with the one that holds it.
    @Test func swiftDataQueriesShowTheInsertedObjects() throws {
        let out = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let r = run(["preview", Self.fixtures.appendingPathComponent("Groceries.swift").path, "--out", out.path, "--quiet"])
        #expect(r.code == 0, "\(r.err)")
        let expected = [
            "container-in-the-preview": ["Bread", "Milk", "Pears"],
            "preview-modifier": ["Bread", "Milk", "Pears"],
            "previewable-query": ["Pears", "Milk", "Bread", "Apples"],
            "plain-query": ["4 groceries, first Pears"],
        ]
        for (preview, items) in expected {
            let page = out.appendingPathComponent("Groceries/\(preview)/iphone-17-portrait.html")
            #expect(inspectorTexts(page) == items, "\(preview)")
        }
    }

    /// Every framework's import, and the API apps use in view files, compiles; what has a look is
    /// drawn, and what stands in for content (a video, a store, map tiles) is named.
    @Test func aScreenImportingEveryFrameworkDraws() throws {
        let out = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let r = run(["preview", Self.fixtures.appendingPathComponent("Probe.swift").path, "--out", out.path])
        #expect(r.code == 0, "\(r.err)")
        #expect(r.err.contains("not drawn yet: Map (no map tiles: land and markers only), StoreKit ProductView (no store: a placeholder), VideoPlayer (video is not decoded)"), "\(r.err)")
        let shown = inspectorTexts(out.appendingPathComponent("Probe/every-framework/iphone-17-portrait.html"))
        for text in ["Save favourites", "Alfama", "Choose a photo", "Open in Shortcuts", " Sign in with Apple", "ProductView", "com.example.pro", "3 file types, png"] {
            #expect(shown.contains(text), "\(text) in \(shown)")
        }
    }

    /// A dashboard of Swift Charts draws through `preview`: axis labels, the annotation, the
    /// legend's categories.
    @Test func aChartDashboardDraws() throws {
        let out = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let r = run(["preview", Self.fixtures.appendingPathComponent("Dashboard.swift").path, "--out", out.path, "--quiet"])
        #expect(r.code == 0, "\(r.err)")
        let shown = inspectorTexts(out.appendingPathComponent("Dashboard/dashboard/iphone-17-portrait.html"))
        for text in ["Mon", "Sun", "10,000", "Goal", "Rent", "Other"] {
            #expect(shown.contains(text), "\(text) in \(shown)")
        }
    }

    /// A widget's `#Preview(as:) { } timeline: { }` and `timelineProvider:` previews draw one
    /// picture per entry, named after the preview (or the family) and the entry's number.
    @Test func widgetPreviewsDrawOnePicturePerEntry() throws {
        let out = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let r = run(["preview", Self.fixtures.appendingPathComponent("EmojiWidget.swift").path, "--out", out.path, "--quiet"])
        #expect(r.code == 0, "\(r.err)")
        for page in ["systemsmall-1", "systemsmall-2", "medium-1", "medium-2"] {
            #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("EmojiWidget/\(page)/iphone-17-portrait.png").path), "\(page)")
        }
        #expect(inspectorTexts(out.appendingPathComponent("EmojiWidget/medium-2/iphone-17-portrait.html")).contains("Updated just now, medium"))
        // On the home screen, tinted: the names add both; the widget's display name is written under it.
        let home = run(["preview", Self.fixtures.appendingPathComponent("EmojiWidget.swift").path, "--out", out.path, "--quiet",
                        "--widget-context", "home", "--widget-appearance", "tinted"])
        #expect(home.code == 0, "\(home.err)")
        let page = out.appendingPathComponent("EmojiWidget/systemsmall-1/iphone-17-portrait-home-tinted")
        #expect(FileManager.default.fileExists(atPath: page.path + ".png"))
        // "Mood" twice: the widget's heading and, under the widget, its configuration's display name.
        #expect(inspectorTexts(page.appendingPathExtension("html")).filter { $0 == "Mood" }.count == 2)
        let bad = run(["preview", Self.fixtures.appendingPathComponent("EmojiWidget.swift").path, "--out", out.path, "--widget-appearance", "tint"])
        #expect(bad.code == 2 && bad.err.contains("unknown --widget-appearance 'tint'; use full-color, clear or tinted"), "\(bad.err)")
    }
}
