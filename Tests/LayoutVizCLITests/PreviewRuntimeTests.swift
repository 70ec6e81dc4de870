import Foundation
import LayoutViz
import LayoutVizCLI
@testable import LayoutVizPreviewKit
import Testing

/// Previews built against LayoutViz's prepared runtime: one swiftc and a link instead of a SwiftPM
/// build (docs/previews.md, "The first preview").
@Suite(.serialized) struct PreviewRuntimeTests {
    static let root = PreviewProject.checkoutRoot()
    static let cache = root.appendingPathComponent(".build/layoutviz-test-cache")

    init() { setenv("LAYOUTVIZ_CACHE", Self.cache.path, 1) }

    private var file: String { Self.root.appendingPathComponent("Tests/HostileFixtures/valid/Bom.swift").path }

    /// The same file drawn through the runtime and through SwiftPM: the same pixels, and a second
    /// run with nothing changed builds nothing.
    @Test func theRuntimeDrawsWhatSwiftPMBuildsAndSkipsUnchangedFiles() throws {
        let out = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        // A cache of its own: other suites build other files in the shared one meanwhile.
        let own = ["LAYOUTVIZ_CACHE": out.appendingPathComponent("cache").path]
        let direct = try runExecutable(["preview", file, "--out", out.appendingPathComponent("direct").path], environment: own)
        #expect(direct.code == 0, "\(direct.err)")
        #expect(direct.err.contains("preparing LayoutViz for previews"), "\(direct.err)")
        #expect(direct.err.contains("building 1 file against LayoutViz's prepared modules"), "\(direct.err)")
        let again = try runExecutable(["preview", file, "--out", out.appendingPathComponent("again").path], environment: own)
        #expect(again.code == 0 && !again.err.contains("building") && !again.err.contains("preparing"), "\(again.err)")
        let swiftPM = try runExecutable(["preview", file, "--out", out.appendingPathComponent("swiftpm").path, "--quiet"],
                                        environment: ["LAYOUTVIZ_CACHE": Self.cache.path, "LAYOUTVIZ_PREVIEW_BUILD": "swiftpm"])
        #expect(swiftPM.code == 0, "\(swiftPM.err)")
        let pictures = files(in: out.appendingPathComponent("direct")).filter { $0.hasSuffix(".png") }
        #expect(!pictures.isEmpty)
        for p in pictures {
            let a = try Data(contentsOf: out.appendingPathComponent("direct").appendingPathComponent(p))
            let b = try Data(contentsOf: out.appendingPathComponent("swiftpm").appendingPathComponent(p))
            #expect(a == b, "\(p) differs between the runtime and SwiftPM builds")
        }
    }

    /// A file that does not compile is reported at its own line through the runtime too, and the
    /// others still draw.
    @Test func compileErrorsPointAtTheUsersFile() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try "import SwiftUI\n\nstruct Good: View {\n    var body: some View { Text(\"Good\") }\n}\n\n#Preview { Good() }\n"
            .write(to: dir.appendingPathComponent("Good.swift"), atomically: true, encoding: .utf8)
        try "import SwiftUI\n\nstruct Bad: View {\n    var body: some View { Text(undefinedName) }\n}\n\n#Preview { Bad() }\n"
            .write(to: dir.appendingPathComponent("Bad.swift"), atomically: true, encoding: .utf8)
        let r = run(["preview", dir.path, "--out", dir.appendingPathComponent("out").path])
        #expect(r.code == 1)
        #expect(r.err.contains("Bad.swift:4:32: error: cannot find 'undefinedName' in scope"), "\(r.err)")
        #expect(r.err.contains("against LayoutViz's prepared modules"))
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("out/Good/preview/iphone-17-portrait.png").path))
    }

    /// Runtimes of other builds go when unused for a week; the current one and recent ones stay.
    @Test func runtimesUnusedForAWeekAreRemoved() throws {
        let cache = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: cache) }
        for name in ["runtime-current", "runtime-old", "runtime-recent", "preview-abc"] {
            try FileManager.default.createDirectory(at: cache.appendingPathComponent(name), withIntermediateDirectories: true)
        }
        let eightDays = Date().addingTimeInterval(-8 * 86_400)
        for name in ["runtime-current", "runtime-old", "preview-abc"] {
            try FileManager.default.setAttributes([.modificationDate: eightDays], ofItemAtPath: cache.appendingPathComponent(name).path)
        }
        PreviewRuntime.removeUnused(in: cache, keeping: cache.appendingPathComponent("runtime-current"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache.path).sorted() == ["preview-abc", "runtime-current", "runtime-recent"])
    }

    /// What the runtime reads from SwiftPM's build manifest.
    @Test func theManifestsFlagsAreReadAndTheModulesFolderReplaced() {
        let manifest = """
            commands:
              "C.layoutviz-x86_64-unknown-linux-gnu-debug.module":
                tool: shell
                args: ["/usr/bin/swiftc","-module-name","layoutviz","-I","/p/.build/debug/Modules","-target","x86_64-unknown-linux-gnu","-Xcc","-fmodule-map-file=/p/Sources/CCairo/module.modulemap","-I/usr/include/cairo","-Xcc","-g","-Onone","-Xfrontend","-load-plugin-executable","-Xfrontend","/p/.build/debug/LayoutVizMacros-tool#LayoutVizMacros"]

              "C.layoutviz-x86_64-unknown-linux-gnu-debug.exe":
                tool: shell
                args: ["/usr/bin/swiftc","-L/usr/lib","-lcairo","-L","/p/.build/debug","-o","/p/.build/debug/layoutviz","-lpng16","-lcairo"]
            """
        let compile = PreviewRuntime.commandArguments(in: manifest, named: "C.layoutviz-", suffix: "-debug.module")
        #expect(compile?.count == 17)
        #expect(PreviewRuntime.searchFlags(compile ?? [], modules: "/cache/runtime/Modules") == [
            "-I", "/cache/runtime/Modules", "-target", "x86_64-unknown-linux-gnu", "-Xcc", "-fmodule-map-file=/p/Sources/CCairo/module.modulemap", "-I/usr/include/cairo",
        ])
        #expect(PreviewRuntime.macroPlugins(compile ?? []).map { "\($0.0)#\($0.1)" } == ["/p/.build/debug/LayoutVizMacros-tool#LayoutVizMacros"])
        let link = PreviewRuntime.commandArguments(in: manifest, named: "C.layoutviz-", suffix: "-debug.exe")
        #expect(PreviewRuntime.linkLibraries(link ?? []) == ["-L/usr/lib", "-lcairo", "-lpng16"])
        #expect(PreviewRuntime.commandArguments(in: manifest, named: "C.layoutviz-", suffix: "-release.module") == nil)
    }
}
