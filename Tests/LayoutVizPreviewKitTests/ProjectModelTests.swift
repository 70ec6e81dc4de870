import Foundation
import LayoutVizPreviewKit
import Testing

/// Projects read as their files describe them (docs/projects.md): the fixtures in
/// `Tests/Fixtures/Projects`, one per kind of project.
@Suite struct ProjectModelTests {
    static let projects = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Projects")

    /// The target's files relative to the fixture's folder.
    func files(_ t: ProjectModel.Target, in fixture: String) -> [String] {
        let base = Self.projects.appendingPathComponent(fixture).standardizedFileURL.path + "/"
        return t.files.map { $0.hasPrefix(base) ? String($0.dropFirst(base.count)) : $0 }
    }

    func target(_ model: ProjectModel, _ name: String) throws -> ProjectModel.Target {
        try #require(model.targets.first { $0.name == name })
    }

    @Test func synchronizedFoldersWithMembershipExceptions() throws {
        let model = try #require(try ProjectModel.find(Self.projects.appendingPathComponent("SyncApp").path))
        #expect(model.targets.map(\.name) == ["SyncApp", "Widget", "SyncAppUITests"])
        let app = try target(model, "SyncApp"), widget = try target(model, "Widget"), tests = try target(model, "SyncAppUITests")
        #expect((app.kind, widget.kind, tests.kind) == (.app, .appExtension, .uiTests))
        // The scratch file is taken out of the app; the shared model is added to the widget.
        #expect(files(app, in: "SyncApp") == ["SyncApp/Badge.swift", "SyncApp/ContentView.swift", "SyncApp/Model.swift", "SyncApp/SyncAppApp.swift"])
        #expect(files(widget, in: "SyncApp") == ["SyncApp/Model.swift", "Widget/WidgetView.swift"])
        #expect(app.dependencies == ["Widget"])
        // Debug over Release, the target's over the project's, `$(inherited)` kept in order.
        #expect(app.settings.swiftVersion == "6.0" && app.settings.defines == ["DEBUG", "SHOW_BADGE"])
        #expect(app.settings.compilerFlags == ["-swift-version", "6", "-D", "DEBUG", "-D", "SHOW_BADGE"])
        #expect(widget.settings.defaultIsolation == "MainActor" && widget.settings.approachableConcurrency)
        #expect(widget.settings.compilerFlags.contains("NonisolatedNonsendingByDefault"))
        #expect(widget.settings.compilerFlags.starts(with: ["-swift-version", "5", "-default-isolation", "MainActor"]), "\(widget.settings.compilerFlags)")
        // Tests are left out unless named.
        #expect(try model.selected([]).map(\.name) == ["SyncApp", "Widget"])
        #expect(try model.selected(["SyncAppUITests"]).map(\.name) == ["SyncAppUITests"])
        #expect(throws: PreviewBuildError.self) { try model.selected(["Nope"]) }
        // The default isolation is applied, so nothing is left to warn about.
        #expect(model.warnings(try model.selected([])).isEmpty)
    }

    @Test func classicGroupsAndTheSourcesPhase() throws {
        let model = try #require(try ProjectModel.find(Self.projects.appendingPathComponent("ClassicApp/ClassicApp.xcodeproj").path))
        let app = try target(model, "ClassicApp")
        // Paths through nested groups and a SOURCE_ROOT reference; a grouped file in no phase
        // and a file on disk outside the project are not the target's.
        #expect(files(app, in: "ClassicApp") == ["Sources/Views/CardView.swift", "Sources/Palette.swift", "Shared/Greeting.swift"])
        #expect(app.settings.compilerFlags == ["-swift-version", "5", "-D", "CLASSIC", "-enable-upcoming-feature", "ConciseMagicFile"])
    }

    @Test func xcodeGenSpecs() throws {
        let model = try #require(try ProjectModel.find(Self.projects.appendingPathComponent("GenApp").path))
        #expect(model.source == .xcodeGen(Self.projects.appendingPathComponent("GenApp/project.yml").standardizedFileURL.path))
        let app = try target(model, "GenApp")
        #expect(files(app, in: "GenApp") == ["App/Screens/Names.swift", "App/Screens/ProfileView.swift"])
        #expect(app.settings.swiftVersion == "5.10" && app.settings.defines == ["GENAPP"])
        #expect(try target(model, "GenAppTests").kind == .unitTests)
        #expect(XcodeGenReader.requirement(["url": "u", "from": "5.0.0"]) == "from: \"5.0.0\"")
        #expect(XcodeGenReader.requirement(["url": "u", "minVersion": "1.0", "maxVersion": "2.0"]) == "\"1.0\"..<\"2.0\"")
        #expect(XcodeGenReader.requirement(["url": "u"]) == nil)
    }

    @Test func packagesAsSwiftPMReadsThem() throws {
        let model = try #require(try ProjectModel.find(Self.projects.appendingPathComponent("Modules").path))
        #expect(model.targets.map(\.name) == ["DesignSystem", "Feed", "ModulesApp", "FeedTests"])
        let feed = try target(model, "Feed")
        #expect(feed.kind == .library && feed.dependencies == ["DesignSystem"] && feed.settings.defines == ["FEED_PREVIEWS"])
        #expect(feed.settings.swiftVersion == "5")
        // Tools version 6: Swift 6 unless a target says otherwise.
        #expect(try target(model, "FeedTests").settings.swiftVersion == "6")
        #expect(try target(model, "ModulesApp").kind == .executable)
        // A named target brings what it depends on.
        #expect(try model.selected(["Feed"]).map(\.name) == ["DesignSystem", "Feed"])
    }

    @Test func localPackagesBecomeTargetsAndRemoteOnesAreNamed() throws {
        let model = try #require(try ProjectModel.find(Self.projects.appendingPathComponent("PackagesApp").path))
        #expect(model.targets.map(\.name) == ["PackagesApp", "SharedUI"])
        #expect(try target(model, "PackagesApp").products == ["SharedUI", "NukeUI", "Kingfisher"])
        // Its two remote packages are at an address that never resolves (.invalid): one note.
        #expect(model.remotePackages.map(\.requirement) == ["from: \"12.8.0\"", "from: \"8.0.0\""])
        #expect(model.notes.filter { $0.contains("2 package dependencies (Kingfisher, Nuke) could not be fetched") }.count == 1, "\(model.notes)")
        let standIns = try StandIns.configured(in: model.folder)
        #expect(standIns.keys.sorted() == ["Analytics"])
    }

    /// A remote package fetched by SwiftPM (here from a git repository on disk, tagged 1.0.0, as
    /// no network is needed for it) becomes a target of the project, its files a module.
    @Test func remotePackagesAreFetchedAndBuiltAsModules() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("lv-remote-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let repo = dir.appendingPathComponent("Greeting"), app = dir.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: repo.appendingPathComponent("Sources/Greeting"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: app.appendingPathComponent("Sources/App"), withIntermediateDirectories: true)
        try Data("""
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "Greeting", products: [.library(name: "Greeting", targets: ["Greeting"])], targets: [.target(name: "Greeting")])
            """.utf8).write(to: repo.appendingPathComponent("Package.swift"))
        try Data("public let greeting = \"Hello\"\n".utf8).write(to: repo.appendingPathComponent("Sources/Greeting/Greeting.swift"))
        for args in [["init", "-q"], ["add", "."], ["-c", "user.name=LayoutViz", "-c", "user.email=tests@layoutviz.invalid", "commit", "-q", "-m", "Greeting"], ["tag", "1.0.0"]] {
            let p = Process()
            p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            p.arguments = ["git", "-C", repo.path] + args
            try p.run()
            p.waitUntilExit()
            try #require(p.terminationStatus == 0, "git \(args)")
        }
        try Data("""
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "App", dependencies: [.package(url: "file://\(repo.path)", from: "1.0.0")],
                                  targets: [.target(name: "App", dependencies: [.product(name: "Greeting", package: "Greeting")])])
            """.utf8).write(to: app.appendingPathComponent("Package.swift"))
        try Data("import SwiftUI\nimport Greeting\nstruct Hello: View { var body: some View { Text(greeting) } }\n".utf8)
            .write(to: app.appendingPathComponent("Sources/App/Hello.swift"))
        let model = try #require(try ProjectModel.find(app.path))
        #expect(model.remotePackages == [RemotePackage(url: "file://\(repo.path)", requirement: "\"1.0.0\"..<\"2.0.0\"")])
        #expect(model.targets.map(\.name) == ["App", "Greeting"], "\(model.notes)")
        #expect(try target(model, "Greeting").files.map { URL(fileURLWithPath: $0).lastPathComponent } == ["Greeting.swift"])
        #expect(try target(model, "Greeting").isFetched && !target(model, "App").isFetched)
        #expect(try model.sourceFiles(model.selected([])).filter(\.listsPreviews).map(\.module) == ["App"])
    }

    @Test func standInsMapsAreCheckedWithTheirCause() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("lv-standins-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent(".layoutviz.json")
        for (json, cause) in [("[]", "not a JSON object"), (#"{"standIns": ["a"]}"#, "must map module names"),
                              (#"{"standIns": {"Bad Name": "x"}}"#, "is not a module name"), (#"{"standIns": {"Firebase": "nowhere"}}"#, "does not exist")] {
            try Data(json.utf8).write(to: file)
            #expect(throws: PreviewBuildError.self) { try StandIns.configured(in: dir) }
            do { _ = try StandIns.configured(in: dir) } catch let e as PreviewBuildError { #expect(e.message.contains(cause), "\(e.message)") }
        }
    }

    /// A repository whose app is one folder down is that app; with several there, none is guessed.
    @Test func oneXcodeProjectOneFolderDownIsFound() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("lv-repo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.copyItem(at: Self.projects.appendingPathComponent("ClassicApp"), to: dir.appendingPathComponent("ClassicApp"))
        let model = try #require(try ProjectModel.find(dir.path))
        #expect(model.targets.map(\.name) == ["ClassicApp"])
        #expect(try ProjectModel.find(Self.projects.path) == nil)  // SyncApp, ClassicApp, PackagesApp
    }

    @Test func aFolderWithoutAProjectIsNone() throws {
        #expect(try ProjectModel.find(Self.projects.appendingPathComponent("SyncApp/Widget").path) == nil)
        #expect(try ProjectModel.find(Self.projects.appendingPathComponent("SyncApp/Widget/WidgetView.swift").path) == nil)
    }

    @Test func sharedFilesAreCompiledIntoEachTargetAndListedOnce() throws {
        let model = try #require(try ProjectModel.find(Self.projects.appendingPathComponent("SyncApp").path))
        let sources = try model.sourceFiles(try model.selected([]))
        let shared = sources.filter { $0.path.hasSuffix("/Model.swift") }
        #expect(shared.map(\.module) == ["SyncApp", "Widget"] && shared.map(\.listsPreviews) == [true, false])
        #expect(Set(sources.compactMap(\.module)) == ["SyncApp", "Widget"])
        #expect(sources.allSatisfy { $0.module != "SyncApp" || $0.compilerFlags.contains("SHOW_BADGE") })
    }

    @Test func yamlAsXcodeGenWritesIt() throws {
        let y = try MiniYAML.parse("""
            name: X   # a comment
            targets:
              App:
                sources: [A, "B C"]
                dependencies:
                  - target: Lib
                  - package: Nuke
                    product: NukeUI
                settings: {SWIFT_VERSION: '6.0'}
            list:
            - one
            - two
            """) as? [String: Any]
        let app = (y?["targets"] as? [String: Any])?["App"] as? [String: Any]
        #expect(y?["name"] as? String == "X")
        #expect(app?["sources"] as? [String] == ["A", "B C"])
        let deps = app?["dependencies"] as? [[String: Any]]
        #expect(deps?.count == 2 && deps?[1]["product"] as? String == "NukeUI" && deps?[0]["target"] as? String == "Lib")
        #expect((app?["settings"] as? [String: Any])?["SWIFT_VERSION"] as? String == "6.0")
        #expect(y?["list"] as? [String] == ["one", "two"])
        #expect(throws: MiniYAML.Error.self) { try MiniYAML.parse("a: &anchor 1\n") }
        #expect(XcodeGenReader.glob("**/*.generated.swift", "Screens/Strings.generated.swift"))
        #expect(XcodeGenReader.glob("**/*.generated.swift", "Strings.generated.swift"))
        #expect(!XcodeGenReader.glob("*.swift", "Screens/A.swift") && XcodeGenReader.glob("Screens", "Screens/A.swift"))
    }
}
