import Foundation
import LayoutViz
import LayoutVizCLI
import Testing

@Suite struct GoldenCommandTests {

    @Test func recordThenVerifyThenShard() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        // (One look: the repository's own .layoutviz.json, in the folder the tests run in, asks for two.)
        let common = ["split-frames", "--device", "iphone-se-3", "--look", "ios26", "--goldens", dir.appendingPathComponent("g").path,
                      "--artifacts", dir.appendingPathComponent("a").path]
        func golden(_ extra: [String]) -> (code: Int32, out: String, err: String) {
            let c = Captured()
            let code = CLI(console: Console(out: { c.out += $0 }, err: { c.err += $0 })).run(["golden"] + extra + common)
            return (code, c.out, c.err)
        }
        let never = golden(["verify", "--mode", "never"])
        #expect(never.code == 1)
        #expect(never.err.contains("not recorded because recording is disabled"))
        let recorded = golden(["record", "--mode", "missing"])
        #expect(recorded.code == 0)
        #expect(recorded.out.hasPrefix("2 cells: 0 passed, 0 failed, 2 recorded, 0 updated"))
        #expect(files(in: dir.appendingPathComponent("g")).count == 6)
        let verified = golden(["verify"])
        #expect(verified.code == 0 && verified.out.hasPrefix("2 cells: 2 passed"))
        let first = golden(["verify", "--shard", "1/2"]), second = golden(["verify", "--shard", "2/2"])
        #expect(first.err.contains("split-frames/iphone-se-3-landscape") && !first.err.contains("portrait"))
        #expect(second.err.contains("split-frames/iphone-se-3-portrait") && !second.err.contains("landscape"))
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("a/junit.xml").path))
    }

    /// The goldens a run writes are the same bytes whatever the number of workers, whichever subset
    /// of cells a run takes and in whatever order the subsets come.
    @Test func goldensAreTheSameForAnyJobsSubsetAndOrder() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let samples = ["split-frames", "flow-tags", "screen-settings"]
        func record(_ folder: String, _ extra: [String]) {
            let r = run(["golden", "record", "--mode", "missing", "--device", "iphone-se-3", "iphone-17", "--look", "ios26", "--quiet",
                         "--goldens", dir.appendingPathComponent(folder).path, "--artifacts", dir.appendingPathComponent("a-" + folder).path] + extra)
            #expect(r.code == 0, "\(r.err)")
        }
        record("serial", samples + ["--jobs", "1"])
        record("parallel", samples + ["--jobs", "4"])
        for sample in samples.reversed() { record("subsets", [sample, "--jobs", "3"]) }
        record("shards", samples + ["--shard", "2/2"])
        record("shards", samples + ["--shard", "1/2"])
        func digests(_ folder: String) throws -> [String: String] {
            let root = dir.appendingPathComponent(folder)
            var out: [String: String] = [:]
            for f in files(in: root) { out[f] = ContentDigest.hex(try Data(contentsOf: root.appendingPathComponent(f))) }
            return out
        }
        let serial = try digests("serial")
        #expect(serial.count == 3 * 2 * 2 * 3, "3 samples × 2 devices × 2 orientations × 3 files")
        for folder in ["parallel", "subsets", "shards"] { #expect(try digests(folder) == serial, "\(folder) differs from the serial run") }
        // And a verify of the serial goldens with many workers passes every cell.
        let verify = run(["golden", "verify", "--mode", "never", "--device", "iphone-se-3", "iphone-17", "--look", "ios26", "--jobs", "4",
                          "--goldens", dir.appendingPathComponent("serial").path, "--artifacts", dir.appendingPathComponent("a-verify").path] + samples)
        #expect(verify.code == 0 && verify.out.hasPrefix("12 cells: 12 passed"), "\(verify.out)\(verify.err)")
    }

    /// Two shards verified into two artifacts folders, then merged into one report; a failure in
    /// one shard fails the merge and its images come along; overlapping shards are refused.
    @Test func shardsMergeIntoOneReport() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let goldens = dir.appendingPathComponent("g").path
        func golden(_ extra: [String]) -> (code: Int32, out: String, err: String) {
            run(["golden"] + extra + ["split-frames", "split-priority", "--device", "iphone-se-3", "--look", "ios26", "--goldens", goldens, "--quiet"])
        }
        #expect(golden(["record", "--mode", "missing", "--artifacts", dir.appendingPathComponent("a0").path]).code == 0)
        // One golden no longer matches: the portrait picture copied over the landscape one (the
        // file's digest is checked, so it is decoded and compared).
        let broken = dir.appendingPathComponent("g/split-priority/iphone-se-3-landscape.png")
        try FileManager.default.removeItem(at: broken)
        try FileManager.default.copyItem(at: dir.appendingPathComponent("g/split-priority/iphone-se-3-portrait.png"), to: broken)
        let shards = (1...2).map { i in golden(["verify", "--mode", "never", "--shard", "\(i)/2", "--artifacts", dir.appendingPathComponent("s\(i)").path]) }
        #expect(shards.map(\.code).sorted() == [0, 1])
        let merged = run("golden", "merge", dir.appendingPathComponent("s1").path, dir.appendingPathComponent("s2").path, "--out", dir.appendingPathComponent("m").path)
        #expect(merged.code == 1)
        #expect(merged.out.hasPrefix("4 cells from 2 reports: 3 passed, 1 failed, 0 recorded, 0 updated"))
        #expect(merged.err.contains("failed: split-priority/iphone-se-3-landscape"))
        let report = try String(contentsOf: dir.appendingPathComponent("m/report.json"), encoding: .utf8)
        #expect(report.contains("\"passed\" : 3") && report.contains("\"failed\" : 1") && report.contains("merged from 2 reports"))
        #expect(files(in: dir.appendingPathComponent("m")).contains { $0.hasSuffix("iphone-se-3-landscape.strip.png") })
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("m/junit.xml").path))
        let overlap = run("golden", "merge", dir.appendingPathComponent("s1").path, dir.appendingPathComponent("s1").path, "--out", dir.appendingPathComponent("m2").path)
        expectOneLineError(overlap, code: 1, containing: "is in two reports")
        expectOneLineError(run("golden", "merge", dir.appendingPathComponent("nope").path), code: 1, containing: "no report in")
    }
}

/// `layoutviz doctor` names the stack and how each group of goldens will compare.
@Suite struct DoctorCommandTests {

    @Test func doctorGroupsGoldensByHowTheyCompare() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("a"), withIntermediateDirectories: true)
        let here = RenderFingerprint.current
        var other = here
        other.versions["cairo"] = "1.18.0"
        try here.jsonData().write(to: dir.appendingPathComponent("a/one.meta.json"))
        try here.jsonData().write(to: dir.appendingPathComponent("a/two.meta.json"))
        try other.jsonData().write(to: dir.appendingPathComponent("a/three.meta.json"))
        try Data("{".utf8).write(to: dir.appendingPathComponent("a/four.meta.json"))
        let r = run("doctor", "--goldens", dir.path)
        #expect(r.code == 0)
        #expect(r.out.contains("cairo \(here.versions["cairo"]!)"))
        #expect(r.out.contains("4 fingerprints"))
        #expect(r.out.contains("  2 match this machine: compared exactly"))
        #expect(r.out.contains("  1 were recorded on another stack: compared with the tolerant profile"))
        #expect(r.out.contains("    cairo \(here.versions["cairo"]!) now, 1.18.0 in the golden"))
        #expect(r.out.contains("four.meta.json: missing or unreadable fingerprint"))
        #expect(run("doctor", "--goldens", dir.appendingPathComponent("nope").path).code == 1)
        #expect(run("doctor", "extra").code == 2)
    }
}
