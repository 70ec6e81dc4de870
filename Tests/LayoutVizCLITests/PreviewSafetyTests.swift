import Foundation
import LayoutViz
@testable import LayoutVizCLI
import LayoutVizPreviewKit
import Testing

/// The parts that keep previews safe, one at a time: output lines, file names, writes confined to
/// the output folder, `main.swift`'s top-level code, limits, the watcher and the live server.
@Suite struct PreviewSafetyTests {
    @Test func linesOfAnyLengthAreSplitInLinearTimeAndCut() {
        var splitter = LineSplitter(limit: 10)
        var lines: [String] = []
        // A 20 MB line fed in 64 KiB chunks, then two short ones in one chunk.
        let chunk = ArraySlice([UInt8](repeating: UInt8(ascii: "x"), count: 65536))
        for _ in 0..<320 { splitter.feed(chunk) { lines.append($0) } }
        splitter.feed(ArraySlice(Array("y\nshort\nrest".utf8))) { lines.append($0) }
        splitter.finish { lines.append($0) }
        #expect(lines == ["xxxxxxxxxx … (20971511 more bytes)", "short", "rest"])
    }

    @Test func safeNamesAreSafeUniqueAndStable() {
        #expect(SafeName.component("ProfileCard") == "ProfileCard")
        #expect(SafeName.component("My View (iPad)") == "My View (iPad)")
        let quoted = SafeName.component("a\"b"), backslash = SafeName.component("a\\b"), control = SafeName.component("a\\x01b")
        #expect(quoted.hasPrefix("a_b-") && backslash.hasPrefix("a_b-") && control.hasPrefix("a_x01b-"))
        #expect(quoted != backslash && quoted.utf8.count == 12)
        #expect(SafeName.component(".hidden").hasPrefix("_hidden-"))
        let long = String(repeating: "é", count: 300)
        #expect(SafeName.component(long).utf8.count <= 100 && SafeName.component(long) == SafeName.component(long))
        #expect(SafeName.slug("Dark Mode") == "dark-mode" && SafeName.slug("") == "preview" && SafeName.slug("--") == "preview")
        let a = SafeName.slug(String(repeating: "a", count: 300)), b = SafeName.slug(String(repeating: "a", count: 301))
        #expect(a.utf8.count <= 64 && b.utf8.count <= 64 && a != b)
        #expect(SafeName.path("Views/Sub\"/File") == "Views/\(SafeName.component("Sub\""))/File")
    }

    @Test func writesNeverFollowALinkPlacedInTheOutputFolder() throws {
        let root = temporaryFolder()
        let elsewhere = temporaryFolder()
        defer {
            try? FileManager.default.removeItem(at: root)
            try? FileManager.default.removeItem(at: elsewhere)
        }
        // A folder inside the output folder that is a link to another folder: refused, named.
        try FileManager.default.createSymbolicLink(at: root.appendingPathComponent("sample"), withDestinationURL: elsewhere)
        #expect {
            try AtomicFile.write(Data("x".utf8), to: root.appendingPathComponent("sample/a.png"), inside: root)
        } throws: { error in
            "\(error)" == "cannot write '\(root.path)/sample': it is a symbolic link, and LayoutViz writes only inside the output folder (remove the link)"
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).isEmpty)
        // A link where the file goes: the file replaces the link; the link's target is untouched.
        let target = elsewhere.appendingPathComponent("target.txt")
        try Data("keep".utf8).write(to: target)
        try FileManager.default.createSymbolicLink(at: root.appendingPathComponent("file.txt"), withDestinationURL: target)
        try AtomicFile.write(Data("new".utf8), to: root.appendingPathComponent("file.txt"), inside: root)
        #expect(try String(contentsOf: target, encoding: .utf8) == "keep")
        #expect(try String(contentsOf: root.appendingPathComponent("file.txt"), encoding: .utf8) == "new")
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: root.appendingPathComponent("file.txt").path)) == nil)
        // A path that leaves the folder is refused.
        #expect(throws: FileWriteError.self) { try AtomicFile.write(Data(), to: root.appendingPathComponent("../x"), inside: root) }
    }

    @Test func renderingRefusesAnOutputFolderWithALinkInIt() throws {
        let out = temporaryFolder()
        let elsewhere = temporaryFolder()
        defer {
            try? FileManager.default.removeItem(at: out)
            try? FileManager.default.removeItem(at: elsewhere)
        }
        try FileManager.default.createSymbolicLink(at: out.appendingPathComponent("split-adaptive"), withDestinationURL: elsewhere)
        let r = run(["render", "split-adaptive", "--out", out.path, "--quiet"])
        #expect(r.code == 1)
        #expect(r.err == "layoutviz: error: cannot write '\(out.path)/split-adaptive': it is a symbolic link, and LayoutViz writes only inside the output folder (remove the link)\n", "\(r.err)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).isEmpty)
    }

    @Test func topLevelStatementsOfAMainFileAreFound() {
        let text = """
            import SwiftUI
            let greeting = "hi"
                + "!"
            print(greeting)
            struct V: View { var body: some View { Text(greeting) } }
            @MainActor func f() {}
            #if DEBUG
            if greeting.isEmpty { print("empty") }
            #endif
            App
                .main()
            _ = 1; let y = 2
            #Preview { V() }

            """
        let scan = SourceScanner.scan(text, topLevelStatements: true)
        let bytes = Array(text.utf8)
        let found = scan.topLevelStatements.map { String(decoding: bytes[$0], as: UTF8.self) }
        #expect(found == ["print(greeting)", "if greeting.isEmpty { print(\"empty\") }", "App\n    .main()", "_ = 1;"])
        #expect(scan.macros.count == 1)
    }

    @Test func limitsAreParsed() {
        #expect(PreviewLimits.parseSeconds("20") == 20 && PreviewLimits.parseSeconds("2.5s") == 2.5)
        #expect(PreviewLimits.parseSeconds("0") == nil && PreviewLimits.parseSeconds("-1") == nil && PreviewLimits.parseSeconds("inf") == nil)
        #expect(PreviewLimits.parseBytes("512M") == 512 << 20 && PreviewLimits.parseBytes("2G") == 2 << 30 && PreviewLimits.parseBytes("1.5GB") == 3 << 29)
        #expect(PreviewLimits.parseBytes("10M") == nil && PreviewLimits.parseBytes("lots") == nil)
        let r = run(["preview", "x.swift", "--timeout", "forever"])
        #expect(r.code == 2 && r.err == "layoutviz: error: invalid --timeout 'forever': expected seconds, such as 20 or 2.5\n")
        #expect(run(["preview", "x.swift", "--memory", "1K"]).code == 2)
        #expect(run(["preview", "x.swift", "--port", "70000", "--watch"]).err.contains("invalid --port '70000'"))
    }

    @Test func theRuntimesReasonIsFoundAmongAWorkersLastLines() {
        let lines = ["drawing", "LayoutVizPreviews/Crash.swift:7: Fatal error: no values to show", "Current stack trace:",
                     "0    libswiftCore.so                    0x00007fd900d5f130 swift_reportError + 33"]
        #expect(PreviewWorkers.reason(in: lines) == "Crash.swift:7: Fatal error: no values to show")
        #expect(PreviewWorkers.reason(in: ["just a line"]) == "just a line")
        #expect(PreviewWorkers.reason(in: []) == nil)
    }

    @Test func anIdleWatcherLooksAtNothing() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        // 20,000 asset files in 200 folders, and one Swift file.
        for f in 0..<200 {
            let folder = dir.appendingPathComponent("Assets.xcassets/image\(f).imageset")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for k in 0..<100 { _ = FileManager.default.createFile(atPath: folder.appendingPathComponent("\(k).png").path, contents: nil) }
        }
        let swift = dir.appendingPathComponent("View.swift")
        try Data("// a view\n".utf8).write(to: swift)
        let watcher = FileWatcher(inputs: [dir.path], skipping: [])
        #expect(!watcher.isPolling, "\(watcher.fallbackReason ?? "")")
        #expect(watcher.changes(waiting: 1).isEmpty)
        #expect(watcher.scans == 0)
        // A save is seen; so is an image changed inside a catalog, and a Swift file in a new folder.
        try Data("// changed\n".utf8).write(to: swift)
        #expect(watcher.changes(waiting: 2).contains(swift.path))
        try Data([1]).write(to: dir.appendingPathComponent("Assets.xcassets/image7.imageset/3.png"))
        #expect(watcher.changes(waiting: 2).contains { $0.hasSuffix("image7.imageset/3.png") })
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("New"), withIntermediateDirectories: true)
        _ = watcher.changes(waiting: 1)
        try Data("// new\n".utf8).write(to: dir.appendingPathComponent("New/Other.swift"))
        #expect(watcher.changes(waiting: 2).contains(dir.appendingPathComponent("New/Other.swift").path))
        #expect(watcher.scans == 0)
    }

    @Test func theLiveServerListensOnTheHighestPortsAndServesOnlyItsFolder() throws {
        let dir = temporaryFolder()
        let elsewhere = temporaryFolder()
        defer {
            try? FileManager.default.removeItem(at: dir)
            try? FileManager.default.removeItem(at: elsewhere)
        }
        // Ports near the top: no overflow, the ten after it cut at 65535.
        let server = try LiveServer(root: dir, port: 65530)
        #expect(server.port >= 65530)
        try Data("<html>".utf8).write(to: dir.appendingPathComponent("index.html"))
        try Data("secret".utf8).write(to: elsewhere.appendingPathComponent("secret.txt"))
        try FileManager.default.createSymbolicLink(at: dir.appendingPathComponent("link.txt"), withDestinationURL: elsewhere.appendingPathComponent("secret.txt"))
        try FileManager.default.createSymbolicLink(at: dir.appendingPathComponent("folder"), withDestinationURL: elsewhere)
        mkfifo(dir.appendingPathComponent("pipe.png").path, 0o644)
        #expect(server.servable("/index.html") != nil)
        for path in ["/link.txt", "/folder/secret.txt", "/pipe.png", "/../\(elsewhere.lastPathComponent)/secret.txt", "/.hidden", "/"] {
            #expect(server.servable(path) == nil, "\(path)")
        }
    }
}
