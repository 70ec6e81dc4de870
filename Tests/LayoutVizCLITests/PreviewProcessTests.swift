import Foundation
import LayoutViz
import LayoutVizCLI
import LayoutVizPreviewKit
import Testing

/// A preview's own process accounted for (docs/previews.md, "Isolation and limits"): what it
/// prints reaches the user, every line shown or counted; what it starts ends with it, even in a
/// session of its own and even when the CLI is killed; a trap without a message is named with its
/// function, file and line; frames as wide as any number draw. Fixtures:
/// `Tests/HostileFixtures/process` and `flood`.
@Suite(.serialized) struct PreviewProcessTests {
    static let root = PreviewProject.checkoutRoot()

    init() {
        setenv("LAYOUTVIZ_CACHE", Self.root.appendingPathComponent(".build/layoutviz-test-cache").path, 1)
    }

    private func fixture(_ path: String) -> String { Self.root.appendingPathComponent("Tests/HostileFixtures").appendingPathComponent(path).path }

    /// The processes whose command line is exactly `command`.
    private func processes(running command: String) -> [pid_t] {
        ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).compactMap { name in
            guard let pid = pid_t(name), let line = try? String(contentsOfFile: "/proc/\(name)/cmdline", encoding: .utf8) else { return nil }
            guard line.replacingOccurrences(of: "\0", with: " ").trimmingCharacters(in: .whitespaces) == command else { return nil }
            // A zombie has ended.
            let stat = (try? String(contentsOfFile: "/proc/\(name)/stat", encoding: .utf8)) ?? ""
            return stat.contains(") Z ") ? nil : pid
        }
    }

    @Test func aPreviewsOutputAndTrapsAreReportedAndWhatItStartsEndsWithIt() throws {
        let out = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let r = run(["preview", fixture("process"), "--out", out.path, "--quiet"])
        #expect(r.code == 1)
        // The one print shows (once per time its body ran: the picture and the sheet).
        #expect(r.err.components(separatedBy: "a single line from a preview\n").count - 1 == 2, "\(r.err)")
        // A trap without a message: named by the backtrace's first frame with a source location.
        let overflow = r.err.split(separator: "\n").first { $0.contains("preview 'Overflows'") }
        #expect(overflow?.contains("crashed (SIGILL: a Swift runtime error") == true, "\(r.err)")
        #expect(overflow?.contains(": arithmetic overflow in Overflowing.body.getter at ") == true && overflow?.hasSuffix("HostileFixtures/process/Overflow.swift:6") == true,
                "\(overflow ?? "")")
        #expect(!r.err.contains("Backtracing") && !r.err.contains("Thread "), "the crash report is read, not shown: \(r.err)")
        // The sleepers the preview started are gone, the one in its own session too.
        #expect(processes(running: "/bin/sleep 987651").isEmpty && processes(running: "/bin/sleep 987652").isEmpty)
        // Frames as wide as any number draw, cut to the screen.
        for name in ["greatest-width", "greatest-min-width"] {
            let b = try CairoRenderer.decodePNG(Data(contentsOf: out.appendingPathComponent("Wide/\(name)/iphone-17-portrait.png")))
            #expect(b.pixels[b.width * 1300 + 600].r > 240 && b.pixels[b.width * 1300 + 600].g < 80, "\(name)")
        }
        #expect(r.err.contains("layoutviz: error: 1 of 5 previews failed (named above); 4 were drawn"), "\(r.err)")
    }

    @Test func everyLineAFloodingPreviewPrintsIsShownOrCounted() throws {
        let out = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let r = run(["preview", fixture("flood"), "--out", out.path, "--quiet"])
        #expect(r.code == 0, "\(r.err.suffix(500))")
        let shown = r.err.split(separator: "\n").filter { $0.hasPrefix("flood line ") }.count
        let note = r.err.split(separator: "\n").first { $0.contains("more lines of the previews' own output not shown") }
        let hidden = note.flatMap { Int($0.split(separator: " ")[2]) } ?? 0
        // The body ran twice (its picture and its file's sheet): 200,000 lines, none lost.
        #expect(shown == PreviewWorkers.outputLineLimit && shown + hidden == 200_000, "\(shown) shown, \(hidden) counted: \(note ?? "no note")")
    }

    @Test func whatAPreviewStartedEndsWhenTheCLIIsKilled() throws {
        let out = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let source = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: source) }
        // A preview that starts a sleeper in its own session, then runs until the CLI is killed.
        try """
            import Foundation
            import SwiftUI
            #Preview("Starts and waits") {
                let _ = {
                    let p = Process()
                    p.executableURL = URL(fileURLWithPath: "/usr/bin/setsid")
                    p.arguments = ["/bin/sleep", "987653"]
                    try? p.run()
                    while true { usleep(100_000) }
                }()
                Text("never")
            }

            """.write(to: source.appendingPathComponent("Waits.swift"), atomically: true, encoding: .utf8)
        let p = try startExecutable(["preview", source.path, "--out", out.path, "--timeout", "600", "--quiet"])
        let deadline = Date().addingTimeInterval(240)
        while processes(running: "/bin/sleep 987653").isEmpty && Date() < deadline { usleep(100_000) }
        try #require(!processes(running: "/bin/sleep 987653").isEmpty, "the sleeper never started")
        kill(p.processIdentifier, SIGKILL)
        p.waitUntilExit()
        // The reaper ends it: allowed a generous while on a busy machine, checked often.
        let end = Date().addingTimeInterval(30)
        while !processes(running: "/bin/sleep 987653").isEmpty && Date() < end { usleep(50_000) }
        #expect(processes(running: "/bin/sleep 987653").isEmpty)
    }

    @Test(arguments: [SIGINT, SIGKILL])
    func anInterruptedDocsRunLeavesNoTemporaryFolder(signal: Int32) throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        // A block whose view takes a minute to draw: the run is interrupted while drawing.
        try """
            # Slow

            ```swift
            import SwiftUI
            struct Slow: View {
                var body: some View {
                    let _ = usleep(60_000_000)
                    Text("slow")
                }
            }
            ```

            """.write(to: dir.appendingPathComponent("slow.md"), atomically: true, encoding: .utf8)
        let p = try startExecutable(["docs", dir.appendingPathComponent("slow.md").path, "--timeout", "300", "--quiet"])
        let prefix = "layoutviz-docs-\(p.processIdentifier)-"
        func temporaries() -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: FileManager.default.temporaryDirectory.path)) ?? []).filter { $0.hasPrefix(prefix) }
        }
        // Drawing: its temporary folder is there and a worker runs the slow body.
        let deadline = Date().addingTimeInterval(120)
        while (temporaries().isEmpty || !workerRuns(below: p.processIdentifier)) && Date() < deadline { usleep(100_000) }
        try #require(!temporaries().isEmpty, "the run never made its temporary folder")
        kill(p.processIdentifier, signal)
        p.waitUntilExit()
        let end = Date().addingTimeInterval(30)
        while !temporaries().isEmpty && Date() < end { usleep(50_000) }
        #expect(temporaries().isEmpty, "left behind: \(temporaries())")
    }

    /// Whether a preview worker runs below `pid` (started by it, in the reaper's group).
    private func workerRuns(below pid: pid_t) -> Bool {
        ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).contains { name in
            guard pid_t(name) != nil, let env = try? String(contentsOfFile: "/proc/\(name)/environ", encoding: .utf8) else { return false }
            return env.contains("\(ProcessGroup.markName)=\(pid).")
        }
    }
}
