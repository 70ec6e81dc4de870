import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import LayoutViz
import Testing

/// `kill -9` at any moment of `render`, `gallery`, `sheet` or `golden record` leaves only whole
/// files (every PNG decodes, every SVG parses, every JSON parses), and the next run removes the
/// temporaries the killed one left.
///
/// The number of kills is `LAYOUTVIZ_KILLS` (default 12, three per command);
/// `Scripts/kill-safety.sh` runs it with more.
@Suite(.serialized) struct KillSafetyTests {

    /// One command under test: its arguments (the output folder is appended) and how long a
    /// debug build takes for it, roughly, so kills land anywhere in the run.
    private struct Command {
        var name: String
        var arguments: [String]
        var outputFlag: String
        var typicalMicroseconds: UInt32
    }

    private let commands = [
        Command(name: "render", arguments: ["render", "split-adaptive", "flow-tags", "--device", "all", "--orientation", "both", "--format", "png,svg", "--quiet"], outputFlag: "--out", typicalMicroseconds: 2_000_000),
        Command(name: "gallery", arguments: ["gallery", "--device", "iphone-16", "--quiet"], outputFlag: "--out", typicalMicroseconds: 3_000_000),
        Command(name: "sheet", arguments: ["sheet", "all", "--device", "iphone-16", "ipad-10", "--quiet"], outputFlag: "--out", typicalMicroseconds: 1_300_000),
        Command(name: "golden record", arguments: ["golden", "record", "split-adaptive", "flow-tags", "--device", "iphone-16", "ipad-10", "--look", "ios26", "--mode", "all", "--quiet", "--artifacts", "$ROOT/artifacts"], outputFlag: "--goldens", typicalMicroseconds: 2_000_000),
    ]

    private func start(_ binary: URL, _ command: Command, out: URL) throws -> Process {
        let p = Process()
        p.executableURL = binary
        let root = out.deletingLastPathComponent().path
        p.arguments = command.arguments.map { $0.replacingOccurrences(of: "$ROOT", with: root) } + [command.outputFlag, out.path]
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        try p.run()
        return p
    }

    /// Checks every finished file; returns (files checked, temporaries).
    private func validate(_ dir: URL) -> (files: Int, temporaries: Int) {
        var files = 0, temporaries = 0
        let e = FileManager.default.enumerator(at: dir, includingPropertiesForKeys: nil)
        while let url = e?.nextObject() as? URL {
            let name = url.lastPathComponent
            if name.hasSuffix(AtomicFile.temporarySuffix) { temporaries += 1; continue }
            guard let data = try? Data(contentsOf: url) else { continue }
            if name.hasSuffix(".png") {
                files += 1
                #expect((try? CairoRenderer.decodePNGRaster(data)) != nil, "\(url.path) does not decode")
            } else if name.hasSuffix(".svg") || name.hasSuffix(".xml") {
                files += 1
                #expect(XMLParser(data: data).parse(), "\(url.path) is not well-formed XML")
            } else if name.hasSuffix(".json") {
                files += 1
                #expect((try? JSONSerialization.jsonObject(with: data)) != nil, "\(url.path) is not valid JSON")
            } else if name.hasSuffix(".html") {
                files += 1
                #expect(String(decoding: data, as: UTF8.self).hasSuffix("</html>\n"), "\(url.path) is cut short")
            }
        }
        return (files, temporaries)
    }

    @Test func killedRunsLeaveOnlyWholeFiles() throws {
        let binary = try layoutvizExecutable()
        let root = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let kills = ProcessInfo.processInfo.environment["LAYOUTVIZ_KILLS"].flatMap(Int.init) ?? 12
        // Kill moments spread over each run (seeded, so a failure repeats).
        var rng = UInt64(20261130)
        var strays = 0
        var lastPID: [String: Int32] = [:]
        for k in 0..<kills {
            let command = commands[k % commands.count]
            let dir = root.appendingPathComponent("\(k % commands.count)")
            rng = rng &* 6364136223846793005 &+ 1442695040888963407
            let delay = 20_000 + UInt32((rng >> 33) % UInt64(command.typicalMicroseconds))
            let p = try start(binary, command, out: dir)
            usleep(delay)
            kill(p.processIdentifier, SIGKILL)
            p.waitUntilExit()
            lastPID[command.name] = p.processIdentifier
            strays += validate(dir).temporaries
        }
        // A temporary of a writer that is gone (a killed run's pid), and one of a live process
        // (this one), which must stay.
        let renderDir = root.appendingPathComponent("0")
        let dead = renderDir.appendingPathComponent("split-adaptive/.iphone-16-portrait.png.\(lastPID["render"] ?? 999_999).12345\(AtomicFile.temporarySuffix)")
        let live = renderDir.appendingPathComponent(".index.html.\(getpid()).1\(AtomicFile.temporarySuffix)")
        try FileManager.default.createDirectory(at: dead.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("partial".utf8).write(to: dead)
        try Data("partial".utf8).write(to: live)
        // A complete run of each command removes what the killed ones left and writes everything.
        var expectedFiles = [2 * DeviceCatalog.all.count * 2 * 2, 0, 0, 2 * 2 * 2 * 3]
        for (i, command) in commands.enumerated() {
            let dir = root.appendingPathComponent("\(i)")
            let p = try start(binary, command, out: dir)
            p.waitUntilExit()
            #expect(p.terminationStatus == 0, "\(command.name) failed after the kills")
            let final = validate(dir)
            if i == 0 {
                #expect(!FileManager.default.fileExists(atPath: dead.path))
                #expect(FileManager.default.fileExists(atPath: live.path))
                try FileManager.default.removeItem(at: live)
                #expect(final.temporaries == 1)
            } else {
                #expect(final.temporaries == 0, "\(command.name) left \(final.temporaries) temporaries")
            }
            if expectedFiles[i] > 0 { #expect(final.files == expectedFiles[i], "\(command.name)") }
            expectedFiles[i] = final.files
        }
        #expect(validate(renderDir).temporaries == 0)
        #expect(expectedFiles[1] > 0 && expectedFiles[2] > 0)
        print("kill safety: \(kills) kills over render, gallery, sheet and golden record; \(strays) temporaries seen after kills, all removed by the next runs")
    }
}
