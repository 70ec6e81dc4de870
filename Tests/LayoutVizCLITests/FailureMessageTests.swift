import Foundation
import LayoutViz
@testable import LayoutVizCLI
import LayoutVizGolden
import LayoutVizPreviewKit
import Testing

/// Failures named by their cause: a file is known by its identity however its folder is named,
/// a full disk and a file-size limit are said as such, a bad record mode is refused, a long name
/// cannot make a sheet slow, and the summary counts what was done.
@Suite(.serialized) struct FailureMessageTests {
    static let root = PreviewProject.checkoutRoot()

    init() {
        setenv("LAYOUTVIZ_CACHE", Self.root.appendingPathComponent(".build/layoutviz-test-cache").path, 1)
    }

    @Test func filesInFoldersNamedLikeMessagesAreKnownByTheirIdentity() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let bad = "import SwiftUI\n#Preview { Text(\"x\").undefinedModifier() }\n"
        for folder in ["a\nb", "x.swift:1:1: error: boom", "quote\"back\\slash"] {
            try FileManager.default.createDirectory(at: dir.appendingPathComponent(folder), withIntermediateDirectories: true)
            try bad.write(to: dir.appendingPathComponent(folder).appendingPathComponent("Bad.swift"), atomically: true, encoding: .utf8)
        }
        try "import SwiftUI\n#Preview { Text(\"good\") }\n".write(to: dir.appendingPathComponent("Good.swift"), atomically: true, encoding: .utf8)
        let r = run(["preview", dir.path, "--out", dir.appendingPathComponent("out").path])
        #expect(r.code == 1)
        for shown in ["a\\x0Ab", "x.swift:1:1: error: boom", "quote\"back\\slash"] {
            #expect(r.err.contains("layoutviz: error: \(dir.path)/\(shown)/Bad.swift does not compile (1 error"), "\(shown): \(r.err)")
            #expect(r.err.contains("\(dir.path)/\(shown)/Bad.swift:2:"), "the message names the file: \(shown)")
        }
        #expect(!r.err.contains("damaged") && !r.err.contains("building with SwiftPM") && !r.err.contains("layoutviz-source-"), "\(r.err)")
        #expect(r.err.hasSuffix("layoutviz: error: 3 of 4 files did not compile (messages above); 1 was drawn\n"), "\(r.err)")
    }

    @Test func aFileSizeLimitIsNamedNotASignal() throws {
        let out = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/bash")
        shell.arguments = ["-c", "ulimit -f 20; exec \"$0\" render split-frames --out \"$1\" --quiet", try layoutvizExecutable().path, out.path]
        let o = Pipe(), e = Pipe()
        shell.standardOutput = o
        shell.standardError = e
        try shell.run()
        let r = waitForOutput(shell, o, e)
        #expect(shell.terminationReason == .exit && r.code == 1, "ended by \(shell.terminationReason == .uncaughtSignal ? "signal \(r.code)" : "exit \(r.code)")")
        #expect(r.err == "layoutviz: error: cannot write '\(out.path)/split-frames/iphone-17-portrait.png': File too large (the file-size limit was reached; see ulimit -f)\n", "\(r.err)")
        #expect(files(in: out).isEmpty, "no half-written file: \(files(in: out))")
    }

    @Test func aFullDiskIsNamedWithTheCacheFolder() {
        let project = PreviewProject(cache: URL(fileURLWithPath: "/tmp/cache"))
        let problem = project.resourceProblem("error: write failed: No space left on device")
        #expect(problem?.hasPrefix("no space left on the device that holds the preview cache '\(project.directory.path)'") == true, "\(problem ?? "")")
        #expect(project.resourceProblem("error: value of type 'Text' has no member 'x'") == nil)
    }

    @Test func anUnknownRecordModeIsRefused() throws {
        #expect(throws: RecordMode.UnknownValue.self) { try RecordMode.fromEnvironment(["LAYOUTVIZ_RECORD": "bogus"]) }
        #expect(try RecordMode.fromEnvironment(["LAYOUTVIZ_RECORD": ""]).mode == .missing)
        #expect(try RecordMode.fromEnvironment(["LAYOUTVIZ_RECORD": "Failed"]).mode == .failed)
        let r = try runExecutable(["golden", "verify", "split-frames", "--device", "iphone-se-3", "--goldens", temporaryFolder().path], environment: ["LAYOUTVIZ_RECORD": "bogus"])
        expectOneLineError(r, code: 2, containing: "LAYOUTVIZ_RECORD=bogus is not a record mode; use missing, never, failed or all (or unset it)")
    }

    @Test func aLongNameIsCutOnTheSheetBeforeLayout() {
        let long = String(repeating: "word ", count: 2_000)
        let columns = [RenderConfiguration(device: DeviceCatalog.device(named: "iphone-17")!)]
        let row = SheetRow(title: long, description: long) { AnyView(Color.red) }
        let short = SheetRow(title: "a", description: "b") { AnyView(Color.red) }
        let cut = ContactSheet.displayList(title: long, rows: [row], columns: columns)
        let plain = ContactSheet.displayList(title: "t", rows: [short], columns: columns)
        // Cut to 200 and 600 characters: a few more lines of labels, not two thousand.
        #expect(cut.size.height < plain.size.height + 600, "\(cut.size.height) against \(plain.size.height)")
        #expect(ContactSheet.cut(long, 200).count == 200 && ContactSheet.cut(long, 200).hasSuffix("…") && ContactSheet.cut("short", 200) == "short")
    }
}
