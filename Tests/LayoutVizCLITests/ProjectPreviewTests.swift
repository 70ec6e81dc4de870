import Foundation
import LayoutViz
import LayoutVizCLI
import LayoutVizPreviewKit
import Testing

/// `layoutviz preview` on a folder holding a project uses it without being told: each fixture of
/// `Tests/Fixtures/Projects` renders its previews with the right files in the right module
/// (docs/projects.md). What proves the assignment: two targets declare the same type (only
/// separate modules allow it), files left out of a target do not compile, a UI-test target
/// (XCUIApplication) would not compile, and previews need the target's own conditions.
@Suite(.serialized) struct ProjectPreviewTests {
    static let root = PreviewProject.checkoutRoot()

    init() {
        setenv("LAYOUTVIZ_CACHE", Self.root.appendingPathComponent(".build/layoutviz-test-cache").path, 1)
    }

    private func project(_ name: String) -> String { Self.root.appendingPathComponent("Tests/Fixtures/Projects/\(name)").path }

    /// Renders `name` and returns the pictures written, relative to the output folder.
    private func render(_ args: [String]) throws -> (code: Int32, err: String, pictures: [String]) {
        let out = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let r = run(["preview"] + args + ["--out", out.path, "--quiet"])
        return (r.code, r.err, files(in: out).filter { $0.hasSuffix(".png") && !$0.hasSuffix("sheet.png") })
    }

    @Test func anXcodeProjectWithSynchronizedFoldersAnExtensionAndUITests() throws {
        let r = try render([project("SyncApp")])
        #expect(r.code == 0, "\(r.err)")
        #expect(r.pictures == ["SyncApp/ContentView/forecast/iphone-17-portrait.png", "Widget/WidgetView/small-widget/iphone-17-portrait.png"])
        #expect(!r.err.contains("isolation"), "\(r.err)")
        // The UI tests, named, are read alone: one file, and no previews in it.
        let tests = try render([project("SyncApp"), "--target", "SyncAppUITests"])
        #expect(tests.code == 1 && tests.err.contains("no previews in") && tests.err.contains("(1 Swift file;"), "\(tests.err)")
    }

    @Test func aClassicProjectBuildsOnlyItsSourcesPhase() throws {
        let r = try render([project("ClassicApp/ClassicApp.xcodeproj")])
        #expect(r.code == 0, "\(r.err)")
        #expect(r.pictures == ["Sources/Views/CardView/preview/iphone-17-portrait.png"])
    }

    @Test func anXcodeGenSpec() throws {
        let r = try render([project("GenApp")])
        #expect(r.code == 0, "\(r.err)")
        #expect(r.pictures == ["ProfileView/profile/iphone-17-portrait.png"])
    }

    @Test func aPackageOfFeatureModulesWithPackageAccess() throws {
        let r = try render([project("Modules")])
        #expect(r.code == 0, "\(r.err)")
        #expect(r.pictures == ["Feed/FeedView/feed/iphone-17-portrait.png"])
    }

    /// Swift 5 and Swift 6 language modes with main-actor view models read in `body`, and a target
    /// main-actor by default with approachable concurrency (isolated conformances of its
    /// `Identifiable` and `Hashable` models, its own shape, modifier and button style): each
    /// compiles, and each picture shows what its model holds.
    @Test func everyLanguageModeAndDefaultIsolation() throws {
        let out = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let r = run(["preview", project("Isolation"), "--out", out.path, "--quiet"])
        #expect(r.code == 0, "\(r.err)")
        #expect(!r.err.contains("warning"), "\(r.err)")
        let expected = [
            "LegacyViews/LegacyScreen/legacy": ["Inbox (4)", "4 unread in Swift 5"],
            "StrictViews/StrictScreen/strict": ["3 trips", "Lisbon", "Kyoto", "Oslo", "Plan"],
            "MainActorViews/DefaultScreen/main-actor-by-default": ["3 notes", "Groceries", "Call Ana", "Gym", "Archive", "Trash", "Any", "Sync"],
        ]
        #expect(files(in: out).filter { $0.hasSuffix("portrait.png") }.sorted() == expected.keys.map { $0 + "/iphone-17-portrait.png" }.sorted())
        for (folder, texts) in expected {
            let shown = inspectorTexts(out.appendingPathComponent(folder + "/iphone-17-portrait.html"))
            for text in texts { #expect(shown.contains(text), "\(folder): \(text) in \(shown)") }
        }
    }

    /// A local package is built as the app's modules; the remote image loaders come from
    /// LayoutViz's stand-ins, and the project's own analytics module from the stand-in its
    /// .layoutviz.json maps; each stand-in is named in a warning.
    @Test func localPackagesAndStandInsForWhatDoesNotBuildHere() throws {
        let r = try render([project("PackagesApp")])
        #expect(r.code == 0, "\(r.err)")
        #expect(r.pictures == ["PackagesApp/GalleryView/gallery/iphone-17-portrait.png"])
        for module in ["NukeUI", "Nuke", "Kingfisher", "Analytics"] {
            #expect(r.err.contains("warning: \(module) is built from the stand-in in"), "\(module)")
        }
        #expect(r.err.contains("2 package dependencies (Kingfisher, Nuke) could not be fetched"), "\(r.err)")
    }

    @Test func listNamesTheTargetsAndWhyOnesAreLeftOut() throws {
        let r = run(["preview", project("SyncApp"), "--list"])
        #expect(r.code == 0, "\(r.err)")
        #expect(r.err.contains("SyncApp: app, module SyncApp, 4 Swift files, Swift 6.0, depends on Widget"))
        #expect(r.err.contains("SyncAppUITests: UI tests, module SyncAppUITests, 1 Swift file, Swift 5.0 (left out: tests; --target SyncAppUITests to preview it)"))
        #expect(r.out.split(separator: "\n").count == 2)
        expectOneLineError(run(["preview", project("SyncApp"), "--target", "Nope"]), code: 1, containing: "no target 'Nope' in Xcode project")
        expectOneLineError(run(["preview", project("SyncApp/Widget"), "--target", "Widget"]), code: 1, containing: "--target needs an Xcode project")
    }
}
