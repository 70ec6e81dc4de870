import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import LayoutViz
import Testing

/// `kill -9` at any moment of a render leaves only whole files (every PNG decodes, every SVG
/// parses), and the next run removes the temporaries the killed one left.
@Suite(.serialized) struct KillSafetyTests {
    init() { PangoTextMeasurer.install() }

    private let arguments = ["render", "split-adaptive", "flow-tags", "--device", "all", "--orientation", "both", "--format", "png,svg", "--quiet"]

    private func start(_ binary: URL, out: URL) throws -> Process {
        let p = Process()
        p.executableURL = binary
        p.arguments = arguments + ["--out", out.path]
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        try p.run()
        return p
    }

    /// Checks every finished file; returns (images, temporaries).
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
            } else if name.hasSuffix(".svg") {
                files += 1
                #expect(XMLParser(data: data).parse(), "\(url.path) is not well-formed XML")
            }
        }
        return (files, temporaries)
    }

    @Test func killedRendersLeaveOnlyWholeFiles() throws {
        let binary = try layoutvizExecutable()
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        // Kill moments spread over a run (seeded, so a failure repeats).
        var rng = UInt64(20261130)
        var strays = 0
        var lastPID: Int32 = 0
        for _ in 0..<15 {
            rng = rng &* 6364136223846793005 &+ 1442695040888963407
            let delay = 20_000 + UInt32((rng >> 33) % 1_500_000)
            let p = try start(binary, out: dir)
            usleep(delay)
            kill(p.processIdentifier, SIGKILL)
            p.waitUntilExit()
            lastPID = p.processIdentifier
            strays += validate(dir).temporaries
        }
        // A temporary of a writer that is gone (the last killed run's pid), and one of a live
        // process (this one), which must stay.
        let dead = dir.appendingPathComponent("split-adaptive/.iphone-16-portrait.png.\(lastPID).12345\(AtomicFile.temporarySuffix)")
        let live = dir.appendingPathComponent(".index.html.\(getpid()).1\(AtomicFile.temporarySuffix)")
        try FileManager.default.createDirectory(at: dead.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("partial".utf8).write(to: dead)
        try Data("partial".utf8).write(to: live)
        // A complete run removes what the killed ones left and writes everything.
        let p = try start(binary, out: dir)
        p.waitUntilExit()
        #expect(p.terminationStatus == 0)
        let final = validate(dir)
        #expect(!FileManager.default.fileExists(atPath: dead.path))
        #expect(FileManager.default.fileExists(atPath: live.path))
        try FileManager.default.removeItem(at: live)
        #expect(validate(dir).temporaries == 0)
        #expect(final.temporaries == 1)
        #expect(final.files == 2 * 9 * 2 * 2)
        print("kill safety: 15 kills, \(strays) temporaries seen after kills, all removed by the next run")
    }
}
