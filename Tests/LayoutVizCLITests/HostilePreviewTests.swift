import Foundation
import LayoutViz
import LayoutVizCLI
import LayoutVizPreviewKit
import Testing

/// Previews that cannot hurt: runaway previews (a loop, a trap, `exit`, a view that contains
/// itself, a stack overflow, a flood of output, a picture too large, a provider that traps while
/// listing) fail alone with their causes while the others draw; no process outlives the CLI,
/// however it is stopped; odd names and valid projects that used to be refused draw.
///
/// The fixtures are in `Tests/HostileFixtures`; `Scripts/hostile-previews.sh` runs this suite
/// with the slow cases too (`LAYOUTVIZ_HOSTILE=full`).
@Suite(.serialized) struct HostilePreviewTests {
    static let root = PreviewProject.checkoutRoot()

    init() {
        setenv("LAYOUTVIZ_CACHE", Self.root.appendingPathComponent(".build/layoutviz-test-cache").path, 1)
    }

    private func fixture(_ path: String) -> String { Self.root.appendingPathComponent("Tests/HostileFixtures").appendingPathComponent(path).path }

    /// The error lines of a run, one per failed preview.
    private func errorLine(_ err: String, _ needle: String) -> String? {
        err.split(separator: "\n").map(String.init).first { $0.hasPrefix("layoutviz: error: ") && $0.contains(needle) }
    }

    /// Nothing here depends on the machine's speed: the previews that end by themselves run
    /// under a time limit none of them comes near, and the endless loop alone under a short one.
    @Test func runawayPreviewsFailAloneWithTheirCausesAndTheOthersDraw() throws {
        let out = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let runaway = fixture("runaway")
        let listed = run(["preview", runaway, "--list", "--quiet"])
        #expect(listed.code == 1 && listed.out.split(separator: "\n").count == 17, "\(listed.err)")
        let ending = ["Chatty", "Crash", "Exit", "Good", "Huge", "Provider", "Recursion"].map { "\(runaway)/\($0).swift" }
        let r = run(["preview"] + ending + ["--out", out.path, "--timeout", "300", "--memory", "2G", "--quiet"])
        #expect(r.code == 1)
        let causes = [
            ("Crash.swift:12: preview 'Fatal error'", "crashed (SIGILL"),
            ("Crash.swift:12: preview 'Fatal error'", "Crash.swift:7: Fatal error: no values to show"),
            ("Exit.swift:11: preview 'Calls exit'", "ended the preview program with exit code 0"),
            ("Recursion.swift:23: preview 'Stack overflow'", "crashed (SIGSEGV: a stack overflow"),
            ("Recursion.swift:14: preview 'Contains itself'", "stopped"),
            ("Huge.swift:4: preview 'Too large'", "could not be drawn: image of 300000×300000 pixels exceeds Cairo's limit"),
            ("Provider.swift:4: PreviewProvider Failing_Previews", "Fatal error: Index out of range"),
        ]
        for (who, cause) in causes {
            let line = errorLine(r.err, "\(runaway)/\(who)")
            #expect(line?.contains(cause) == true, "\(who): \(line ?? "not named")\n\(r.err.prefix(4000))")
        }
        #expect(r.err.contains("layoutviz: error: 6 of 17 previews failed (named above); 11 were drawn"), "\(r.err.suffix(600))")
        #expect(r.out.contains("rendered 11 preview images (11 previews in 2 files; 6 failed)"))
        // Every good preview drew, whatever the others did.
        for n in 1...10 {
            let png = out.appendingPathComponent("Good/swatch-\(n)/iphone-17-portrait.png")
            #expect((try? CairoRenderer.decodePNG(Data(contentsOf: png)))?.width == 1206, "swatch \(n)")
        }
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("Chatty/prints-a-lot/iphone-17-portrait.png").path))
        // The 20 MB line is cut, the flood of short ones capped.
        #expect(r.err.utf8.count < 100_000, "\(r.err.utf8.count) bytes of messages")
        #expect(r.err.contains(" more bytes)") && r.err.contains("more lines of the previews' own output not shown"))
        // The index names each failure; the sheet holds the previews that drew.
        let index = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(index.contains("not drawn: crashed"))
        let sheet = try CairoRenderer.decodePNG(Data(contentsOf: out.appendingPathComponent("Good/sheet.png")))
        #expect(sheet.height > 3000)

        // The loop never ends: stopped at its time limit, named with it, nothing written for it.
        let loopOut = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: loopOut) }
        let loop = run(["preview", "\(runaway)/Loop.swift", "--out", loopOut.path, "--timeout", "2", "--quiet"])
        #expect(loop.code == 1)
        #expect(errorLine(loop.err, "\(runaway)/Loop.swift:12: preview 'Endless loop'")?.contains("did not finish within 2 s") == true, "\(loop.err)")
        #expect(files(in: loopOut).filter { $0.hasSuffix(".png") }.isEmpty, "\(files(in: loopOut))")
        #expect(try String(contentsOf: loopOut.appendingPathComponent("index.html"), encoding: .utf8).contains("not drawn: did not finish within 2 s"))
    }

    @Test func namesOfAnyLengthAndContentGiveSafeUniqueFileNames() throws {
        let out = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let r = run(["preview", fixture("names"), "--out", out.path, "--quiet"])
        #expect(r.code == 0, "\(r.err)")
        #expect(r.out.contains("rendered 126 preview images (126 previews in 2 files)"))
        let folders = try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("Names").path).sorted()
        #expect(folders.count == 6 + 1, "\(folders)")  // six previews and the sheet
        for f in folders { #expect(f.utf8.count <= 64 && !f.hasPrefix(".") && !f.contains("/") && !f.contains("\\"), "\(f)") }
        let long = folders.filter { $0.hasPrefix("a-very-long-preview-name") }
        #expect(long.count == 2 && Set(long).count == 2)
        #expect(folders.contains("escape-quoted-back-slash") && folders.contains("ünïcødé-名前") && folders.contains("preview") && folders.contains("preview-2"))
        // 120 previews: three sheet pages of at most 40 rows.
        for page in ["sheet.png", "sheet-2.png", "sheet-3.png"] {
            #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("Many/\(page)").path), "\(page)")
        }
        // The same names on every run.
        let again = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: again) }
        _ = run(["preview", fixture("names"), "--out", again.path, "--quiet"])
        #expect(files(in: again) == files(in: out))
    }

    @Test func validProjectsThatWereRefusedDraw() throws {
        // A copy of the fixture, plus files whose names hold quotes, backslashes, control
        // characters and bytes that are not UTF-8.
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let source = URL(fileURLWithPath: fixture("valid"))
        for name in ["Bom.swift", "main.swift", "Output"] {
            try FileManager.default.copyItem(at: source.appendingPathComponent(name), to: dir.appendingPathComponent(name))
        }
        let template = try String(contentsOf: source.appendingPathComponent("Template.swift.txt"), encoding: .utf8)
        let names: [[UInt8]] = [Array("Quote\"d.swift".utf8), Array("Back\\slash.swift".utf8), Array("Control\u{1}.swift".utf8), Array("Latin".utf8) + [0xE9] + Array(".swift".utf8)]
        for (n, name) in names.enumerated() {
            let path = Array(dir.path.utf8) + Array("/".utf8) + name + [0]
            let fd = path.withUnsafeBufferPointer { $0.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT | O_TRUNC, 0o644) } }
            try #require(fd >= 0)
            let text = Array(template.replacingOccurrences(of: "NUMBER", with: "\(n)").utf8)
            _ = text.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            close(fd)
        }
        let out = dir.appendingPathComponent("Output")  // the output folder is left out, a folder of that name is not
        let r = run(["preview", dir.path, "--out", out.appendingPathComponent("previews").path, "--quiet"])
        #expect(r.code == 0, "\(r.err)")
        #expect(r.out.contains("rendered 7 preview images (7 previews in 7 files)"), "\(r.out)")
        let drawn = files(in: out.appendingPathComponent("previews")).filter { $0.hasSuffix("iphone-17-portrait.png") }
        #expect(drawn.contains("Bom/marked/iphone-17-portrait.png") && drawn.contains("main/from-main-swift/iphone-17-portrait.png")
                && drawn.contains("Output/Inside/inside/iphone-17-portrait.png"), "\(drawn)")
        // Odd names map to safe folder names, each with a hash of the original.
        #expect(drawn.contains { $0.hasPrefix("Quote_d-") } && drawn.contains { $0.hasPrefix("Back_slash-") }
                && drawn.contains { $0.hasPrefix("Control_x01-") } && drawn.contains { $0.hasPrefix("Latin_xE9-") }, "\(drawn)")
    }

    @Test func aPackageWithSeveralTargetsBuildsEachAsItsOwnModule() throws {
        let out = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let r = run(["preview", "--package", fixture("multitarget"), "--out", out.path, "--quiet"])
        #expect(r.code == 0, "\(r.err)")
        #expect(r.out.contains("rendered 2 preview images (2 previews in 2 files)"))
        for f in ["App/ContentView/app/iphone-17-portrait.png", "Widgets/ContentView/widget/iphone-17-portrait.png"] {
            #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent(f).path), "\(f)")
        }
    }

    // MARK: - No process outlives the CLI

    /// Every process below `pid` (children, grandchildren...), from /proc.
    private func descendants(of pid: pid_t) -> Set<pid_t> {
        var parent: [pid_t: pid_t] = [:]
        for name in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
            guard let p = pid_t(name), let stat = try? String(contentsOfFile: "/proc/\(name)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { continue }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            if fields.count > 1, let pp = pid_t(fields[1]) { parent[p] = pp }
        }
        var out = Set<pid_t>()
        var frontier = [pid]
        while let p = frontier.popLast() {
            for (child, pp) in parent where pp == p && out.insert(child).inserted { frontier.append(child) }
        }
        return out
    }

    /// Whether `pid` still runs (a zombie has ended and only waits to be reaped).
    private func isRunning(_ pid: pid_t) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8), let close = stat.lastIndex(of: ")") else { return false }
        return !stat[stat.index(after: close)...].hasPrefix(" Z")
    }

    /// Starts the real CLI, waits until `ready` says so, sends `signal`, and returns the
    /// processes below it that were alive at the signal and still run 3 s later.
    private func survivors(_ args: [String], environment: [String: String] = [:], signal: Int32, ready: (Set<pid_t>) -> Bool) throws -> (before: Int, after: Set<pid_t>) {
        let p = try startExecutable(args, environment: environment)
        let deadline = Date().addingTimeInterval(240)
        var tree = Set<pid_t>()
        while Date() < deadline {
            tree = descendants(of: p.processIdentifier)
            if ready(tree) { break }
            usleep(100_000)
        }
        tree = descendants(of: p.processIdentifier)
        kill(p.processIdentifier, signal)
        p.waitUntilExit()
        var alive = tree
        let end = Date().addingTimeInterval(3)
        while Date() < end && !alive.isEmpty {
            alive = alive.filter(isRunning)
            usleep(50_000)
        }
        return (tree.count, alive)
    }

    private func command(_ pid: pid_t) -> String { (try? String(contentsOfFile: "/proc/\(pid)/cmdline", encoding: .utf8))?.replacingOccurrences(of: "\0", with: " ") ?? "" }

    @Test(arguments: [SIGINT, SIGTERM, SIGKILL])
    func stoppingTheCLIWhileDrawingLeavesNoProcessAndNoLaterFile(signal: Int32) throws {
        let out = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        _ = run(["preview", fixture("runaway"), "--list", "--quiet"])  // built
        let loop = out.appendingPathComponent("Good")
        let (before, after) = try survivors(["preview", fixture("runaway"), "--out", out.path, "--timeout", "120", "--quiet"], signal: signal) { tree in
            // Workers are up, and the good previews have started to appear.
            tree.filter { command($0).contains("--worker") }.count >= 2 && FileManager.default.fileExists(atPath: loop.path)
        }
        #expect(before >= 3, "the CLI, its reaper and two workers")
        #expect(after.isEmpty, "still running after \(ChildProcess.signalName(signal)): \(after.map(command))")
        // Nothing is written after the CLI is gone.
        let written = files(in: out)
        usleep(1_500_000)
        #expect(files(in: out) == written)
    }

    @Test(arguments: [SIGINT, SIGTERM, SIGKILL])
    func stoppingTheCLIWhileBuildingStopsTheBuildAndWhatItStarted(signal: Int32) throws {
        // A stand-in for `swift` and `swiftc` that starts "compilers" in process groups of their
        // own, as SwiftPM's build system does, which then write to a file as long as they live.
        // Whichever runs first (linking the prepared runtime, or SwiftPM's build) is stopped.
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let marker = dir.appendingPathComponent("alive")
        let fake = dir.appendingPathComponent("bin/swift")
        try FileManager.default.createDirectory(at: fake.deletingLastPathComponent(), withIntermediateDirectories: true)
        try """
            #!/bin/bash
            set -m
            ( while true; do date +%s%N >> "\(marker.path)"; sleep 0.05; done ) &
            ( while true; do sleep 0.05; done ) &
            wait

            """.write(to: fake, atomically: true, encoding: .utf8)
        chmod(fake.path, 0o755)
        try FileManager.default.linkItem(at: fake, to: fake.deletingLastPathComponent().appendingPathComponent("swiftc"))
        let environment = ["PATH": fake.deletingLastPathComponent().path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? ""),
                           "LAYOUTVIZ_CACHE": dir.appendingPathComponent("cache").path]
        let (before, after) = try survivors(["preview", fixture("valid/Bom.swift"), "--out", dir.appendingPathComponent("out").path],
                                            environment: environment, signal: signal) { _ in
            FileManager.default.fileExists(atPath: marker.path)
        }
        #expect(before >= 4, "env or swift, two compilers, the reaper")
        #expect(after.isEmpty, "still running after \(ChildProcess.signalName(signal)): \(after.map(command))")
        let size = (try? FileManager.default.attributesOfItem(atPath: marker.path)[.size] as? Int) ?? 0
        usleep(500_000)
        #expect(((try? FileManager.default.attributesOfItem(atPath: marker.path)[.size] as? Int) ?? 0) == size)
    }

    // MARK: - The slow cases (Scripts/hostile-previews.sh)

    /// Whether the slow cases run: `LAYOUTVIZ_HOSTILE=full`.
    static var full: Bool { ProcessInfo.processInfo.environment["LAYOUTVIZ_HOSTILE"] == "full" }

    @Test(.enabled(if: HostilePreviewTests.full, "LAYOUTVIZ_HOSTILE=full (a minute: a cache of its own, built once)"))
    func aCorruptedBuildCacheIsRepairedWithOneLine() throws {
        // A cache of its own: the shared one is in use by the other suites.
        let cache = Self.root.appendingPathComponent(".build/layoutviz-damage-cache")
        let out = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        func preview() throws -> (code: Int32, out: String, err: String) {
            try runExecutable(["preview", fixture("valid/Bom.swift"), "--out", out.path, "--quiet"], environment: ["LAYOUTVIZ_CACHE": cache.path])
        }
        let first = try preview()
        try #require(first.code == 0, "\(first.err)")
        let project = PreviewProject(cache: cache)
        let db = project.buildDirectory.appendingPathComponent("build.db")
        var bytes = try [UInt8](Data(contentsOf: db))
        for i in stride(from: 4096, to: bytes.count, by: 7) { bytes[i] = 0xAB }
        try Data(bytes).write(to: db)
        let r = try preview()
        #expect(r.code == 0, "\(r.err)")
        #expect(r.err.contains("looks damaged (unable to attach DB") && r.err.contains("building again without its database"), "\(r.err)")
        #expect(r.err.split(separator: "\n").count == 1, "one line: \(r.err)")
        // And the next run builds as usual.
        #expect(try preview().err.isEmpty)
    }

    /// CPU seconds `pid` has used (user and system), from /proc/<pid>/stat.
    private func cpuSeconds(_ pid: pid_t) -> Double {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8), let close = stat.lastIndex(of: ")") else { return 0 }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        // Fields 14 and 15 of the file (utime, stime) are the 12th and 13th after the name.
        return ((Double(fields[11]) ?? 0) + (Double(fields[12]) ?? 0)) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    @Test(.enabled(if: HostilePreviewTests.full, "LAYOUTVIZ_HOSTILE=full (50,000 files)"))
    func anIdleWatcherOverFiftyThousandAssetsUsesNoProcessorTime() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.copyItem(atPath: fixture("valid/Bom.swift"), toPath: dir.appendingPathComponent("Bom.swift").path)
        for f in 0..<500 {
            let folder = dir.appendingPathComponent("Assets.xcassets/image\(f).imageset")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for k in 0..<100 { _ = FileManager.default.createFile(atPath: folder.appendingPathComponent("\(k).png").path, contents: nil) }
        }
        let pipe = Pipe()
        let p = try startExecutable(["preview", dir.path, "--watch", "--out", dir.appendingPathComponent("out").path, "--port", "\(21_000 + Int(getpid()) % 20_000)", "--quiet"], output: pipe)
        defer { p.terminate(); p.waitUntilExit() }
        var text = ""
        let deadline = Date().addingTimeInterval(240)
        while !text.contains("round 1:") && Date() < deadline { text += String(decoding: pipe.fileHandleForReading.availableData, as: UTF8.self) }
        try #require(text.contains("round 1: first round"), "\(text)")
        let before = cpuSeconds(p.processIdentifier)
        sleep(5)
        let used = cpuSeconds(p.processIdentifier) - before
        // The old watcher listed the tree twenty times a second: 71 % of a core here.
        #expect(used < 0.25, "\(used) s of processor time in 5 s idle")
    }

    @Test(.enabled(if: HostilePreviewTests.full, "LAYOUTVIZ_HOSTILE=full (kills at many moments)"))
    func killsAtAnyMomentLeaveNoProcess() throws {
        let out = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        _ = run(["preview", fixture("runaway"), "--list", "--quiet"])
        let kills = ProcessInfo.processInfo.environment["LAYOUTVIZ_KILLS"].flatMap(Int.init) ?? 24
        var rng = UInt64(20261201)
        for k in 0..<kills {
            rng = rng &* 6364136223846793005 &+ 1442695040888963407
            let delay = 0.2 + Double((rng >> 33) % 6000) / 1000
            let start = Date()
            let signal = [SIGINT, SIGTERM, SIGKILL, SIGHUP][k % 4]
            let (_, after) = try survivors(["preview", fixture("runaway"), "--out", out.path, "--timeout", "30", "--quiet"], signal: signal) { _ in
                Date().timeIntervalSince(start) > delay
            }
            #expect(after.isEmpty, "kill \(k) (\(ChildProcess.signalName(signal)) after \(delay) s): \(after.map(command))")
        }
    }
}
