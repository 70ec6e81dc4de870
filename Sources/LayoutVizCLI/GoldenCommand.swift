import Foundation
import LayoutViz
import LayoutVizGolden
import Samples

/// `layoutviz golden verify|record`: compare every sample cell with its golden, or rewrite them.
struct GoldenCommand {
    let console: Console

    static let defaultGoldens = "Tests/Goldens"
    /// The per-construct and per-control layout fixtures live beside the goldens
    /// (`Tests/Goldens/constructs`, `controls`); they belong to `ConstructFixtureTests` and
    /// `ControlFixtureTests`, not to a sample.
    static let fixtureFolders: Set<String> = ["constructs", "controls"]
    static let defaultArtifacts = "layoutviz-artifacts"

    func run(_ args: [String]) throws {
        if args.first == "merge" { return try merge(Array(args.dropFirst())) }
        guard let action = args.first, action == "verify" || action == "record" else {
            throw CLIError.usage("'golden' needs 'verify', 'record' or 'merge'; see 'layoutviz golden --help'")
        }
        let a = try Arguments(Array(args.dropFirst()), command: "golden", options: [
            "device": .many, "orientation": .one, "mode": .one, "shard": .one, "timings": .one, "goldens": .one, "artifacts": .one,
            "prune": .flag, "strict": .flag, "quiet": .flag, "jobs": .one, "config": .one,
        ].merging(Resolve.variantOptions) { a, _ in a })
        let workers = try a.value("jobs").map { v -> Int in
            guard let n = Int(v), n >= 1 else { throw CLIError.usage("invalid --jobs '\(v)': expected a positive number of workers") }
            return n
        } ?? defaultWorkers
        let samples = a.positionals.isEmpty ? SampleCatalog.all : try Resolve.samples(a.positionals)
        let devices = try Resolve.devices(a.list("device") ?? DeviceCatalog.defaultSet.map(\.id))
        let orientations = try Resolve.orientation(a.value("orientation") ?? "both")
        let mode: RecordMode, modeSource: String
        if let raw = a.value("mode") {
            guard let m = RecordMode(rawValue: raw.lowercased()) else {
                throw CLIError.usage("unknown record mode '\(raw)'; use missing, never, failed or all")
            }
            (mode, modeSource) = (m, "--mode \(raw)")
        } else if action == "record" {
            (mode, modeSource) = (.failed, "the default of 'golden record'")
        } else {
            do { (mode, modeSource) = try RecordMode.fromEnvironment() } catch { throw CLIError.usage(error.description) }
        }
        let shard = try a.value("shard").map(parseShard)
        let matrix = try Self.matrix(a)
        let variantsGiven = VariantAxis.allCases.contains { a.list($0.rawValue) != nil }
        let filtered = !a.positionals.isEmpty || a.list("device") != nil || a.value("orientation") != nil || variantsGiven
        if a.has("prune") && (filtered || shard != nil) {
            throw CLIError.usage("--prune needs a complete run: it refuses with sample, device, orientation, variant or shard filters")
        }
        if let problem = PangoTextMeasurer.fontProblem { throw CLIError.failure(problem) }
        let goldens = URL(fileURLWithPath: a.value("goldens") ?? Self.defaultGoldens)
        let artifacts = URL(fileURLWithPath: a.value("artifacts") ?? ProcessInfo.processInfo.environment["LAYOUTVIZ_ARTIFACTS"] ?? Self.defaultArtifacts)
        if mode != .never, let problem = folderProblem(goldens.standardizedFileURL.path) {
            throw CLIError.failure("cannot write to goldens folder '\(goldens.path)': \(problem)")
        }

        let base = try Resolve.configuration(chrome: nil, images: nil)
        var cells: [GoldenCell] = []
        for s in samples {
            for d in devices {
                for o in orientations {
                    for v in matrix.appearances {
                        cells.append(GoldenCell(name: s.name, render: base.on(d, o).with(v), pixels: matrix.keepsPixels(v), makeView: s.makeView))
                    }
                }
            }
        }
        cells.sort { $0.id < $1.id }
        if a.value("timings") != nil && shard == nil { throw CLIError.usage("--timings balances shards: give it with --shard i/n") }
        if let (index, count) = shard {
            var measured: [String: Double] = [:]
            if let path = a.value("timings") {
                guard let data = FileManager.default.contents(atPath: path) else { throw CLIError.usage("cannot read --timings '\(path)': no such file") }
                do { measured = try GoldenShards.measuredCosts(report: data) } catch {
                    throw CLIError.usage("--timings '\(path)' is not a golden report.json: \(describe(error))")
                }
            }
            cells = GoldenShards.select(cells, index: index, count: count, measured: measured)
        }

        AtomicFile.removeStaleTemporaries(under: goldens)
        let session = GoldenSession(goldens: goldens, artifacts: artifacts, mode: mode, modeSource: modeSource) { cell in
            let variant = cell.render.appearance.commandLineOptions
            return "swift run layoutviz golden record --mode failed \(cell.name) --device \(cell.configuration.device.id) --orientation \(cell.configuration.orientation.rawValue)"
                + (variant.isEmpty ? "" : " " + variant)
        }
        let start = Date()
        let quiet = a.has("quiet"), console = self.console, cellList = cells
        try parallelForEach(cellList.count, workers: workers) { i in
            let cell = cellList[i]
            let outcome = session.verify(cell)
            if outcome.status == .failed || outcome.status == .passed, let m = outcome.message {
                console.err(m)
            } else if !quiet {
                let written = outcome.status == .recorded || outcome.status == .updated
                console.err("[\(i + 1)/\(cellList.count)] \(cell.id): \(outcome.status.rawValue)\(written ? " (\(session.goldens.appendingPathComponent(cell.id).path).png)" : "")")
            }
        }
        let results = session.results
        func count(_ s: GoldenOutcome.Status) -> Int { results.filter { $0.status == s }.count }
        let failed = count(.failed)
        do { try session.writeReports() } catch { throw CLIError.failure("cannot write reports into '\(artifacts.path)': \(describe(error))") }

        var orphanNote = ""
        if !filtered && shard == nil {
            let orphans = session.orphans(ignoring: Self.fixtureFolders)
            if !orphans.isEmpty {
                if a.has("prune") {
                    if failed > 0 { throw CLIError.failure("--prune refuses to delete goldens after a failing run (\(failed) failed)") }
                    for o in orphans { try? FileManager.default.removeItem(at: o) }
                    orphanNote = "; pruned \(orphans.count) orphaned golden file\(orphans.count == 1 ? "" : "s")"
                } else {
                    for o in orphans { console.err("orphaned golden (no cell uses it): \(o.path)") }
                    orphanNote = "; \(orphans.count) orphaned golden file\(orphans.count == 1 ? "" : "s") (delete with --prune)"
                }
            }
        }
        let seconds = String(format: "%.1f", Date().timeIntervalSince(start))
        console.out("\(cells.count) cells: \(count(.passed)) passed, \(failed) failed, \(count(.recorded)) recorded, \(count(.updated)) updated in \(seconds) s (mode \(mode.rawValue): \(modeSource))\(orphanNote)")
        if failed > 0 { console.out("report: \(artifacts.appendingPathComponent("report.html").standardizedFileURL.path)") }
        if failed > 0 { throw CLIError.failure("\(failed) golden\(failed == 1 ? "" : "s") failed") }
        if a.has("strict") && !orphanNote.isEmpty && !a.has("prune") { throw CLIError(kind: .failure, message: "orphaned goldens found (--strict)") }
    }

    /// The variant matrix: `--config FILE`, else `.layoutviz.json` in the current folder, else the
    /// default appearance alone; variant options on the command line replace its appearances
    /// (which keep pixels stays the file's: docs/goldens.md, "The variant matrix").
    static func matrix(_ a: Arguments) throws -> GoldenMatrix {
        var matrix: GoldenMatrix
        do {
            if let path = a.value("config") {
                guard let data = FileManager.default.contents(atPath: path) else { throw CLIError.usage("cannot read --config '\(path)': no such file") }
                matrix = try GoldenMatrix(json: data, source: path)
            } else {
                matrix = try GoldenMatrix.load(projectFolder: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)) ?? .standard
            }
        } catch let e as VariantError {
            throw CLIError.usage(e.description)
        }
        if VariantAxis.allCases.contains(where: { a.list($0.rawValue) != nil }) {
            matrix = GoldenMatrix(appearances: try Resolve.appearances(a), pixelAppearances: matrix.pixelAppearances)
        }
        return matrix
    }

    /// `i/n` with 1 ≤ i ≤ n.
    private func parseShard(_ s: String) throws -> (Int, Int) {
        let parts = s.split(separator: "/")
        guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]), n >= 1, i >= 1, i <= n else {
            throw CLIError.usage("malformed shard '\(s)': expected i/n with 1 <= i <= n, e.g. 2/4")
        }
        return (i, n)
    }

    /// `golden merge DIR... [--out DIR]`: one report from the shards' artifacts folders.
    private func merge(_ args: [String]) throws {
        let a = try Arguments(args, command: "golden", options: ["out": .one, "quiet": .flag])
        guard !a.positionals.isEmpty else {
            throw CLIError.usage("'golden merge' needs the artifacts folders of the shards, e.g. 'layoutviz golden merge shard-1 shard-2 --out merged'")
        }
        let out = URL(fileURLWithPath: a.value("out") ?? Self.defaultArtifacts)
        let merged: GoldenReports.Merged
        do { merged = try GoldenReports.merge(a.positionals.map { URL(fileURLWithPath: $0) }, into: out) } catch let e as GoldenReports.MergeError {
            throw CLIError.failure(e.description)
        } catch {
            throw CLIError.failure("cannot write the merged report into '\(out.path)': \(describe(error))")
        }
        func count(_ s: GoldenOutcome.Status) -> Int { merged.outcomes.filter { $0.status == s }.count }
        let failed = count(.failed)
        if !a.has("quiet") { for o in merged.outcomes where o.status == .failed { console.err("failed: \(o.cell)") } }
        console.out("\(merged.outcomes.count) cells from \(merged.reports) report\(merged.reports == 1 ? "" : "s"): \(count(.passed)) passed, \(failed) failed, \(count(.recorded)) recorded, \(count(.updated)) updated")
        console.out("report: \(out.appendingPathComponent("report.html").standardizedFileURL.path)")
        if failed > 0 { throw CLIError.failure("\(failed) golden\(failed == 1 ? "" : "s") failed") }
    }
}
