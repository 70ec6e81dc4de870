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

    static let spec = CommandSpec("golden", summary: "Verify the samples against their golden images, or record them",
                                  arguments: "verify|record [<sample>...]", options: [
        SharedOptions.device.help("Catalog ids or names, 'all', or custom sizes. Default: iphone-se-3, iphone-17, iphone-17-pro-max, ipad-a16, ipad-pro-13-m5."),
        SharedOptions.orientation.help("portrait, landscape or both. Default: both."),
        OptionSpec("config", .one, "FILE", "The project file with the variant matrix. Default: ./.layoutviz.json if present."),
    ] + SharedOptions.variants + [
        OptionSpec("mode", .one, "M", "missing writes absent goldens (verify's default; never when CI is set, or as set by LAYOUTVIZ_RECORD); never writes nothing; failed rewrites failing goldens (record's default); all rewrites every golden whose output changed. Byte-identical files are never rewritten.", check: { v in
            RecordMode(rawValue: v.lowercased()) == nil ? "unknown record mode '\(v)'; use missing, never, failed or all" : nil
        }),
        OptionSpec("shard", .one, "i/n", "Only the i-th of n shards of about equal cost, the same on every machine (for CI matrices)."),
        OptionSpec("timings", .one, "FILE", "Balance the shards by the seconds a report.json of an earlier run measured (default: by pixel count)."),
        OptionSpec("goldens", .one, "DIR", "The goldens folder. Default: Tests/Goldens."),
        OptionSpec("artifacts", .one, "DIR", "Where failure images and report.html, report.json and junit.xml go. Default: LAYOUTVIZ_ARTIFACTS, else layoutviz-artifacts."),
        OptionSpec("prune", .flag, "After a complete, passing run, delete goldens no cell used."),
        OptionSpec("strict", .flag, "Fail when orphaned goldens are found."),
        SharedOptions.accessibility.help("Verify accessibility goldens: each cell's accessibility picture (<device>-<orientation>-accessibility.png, pixels) and its elements (.elements.json, the JSON of 'layoutviz elements', exact; a change is named: \"element 4: label 'Sign in' → 'Log in'\", \"order changed: 3 ↔ 4\")."),
        SharedOptions.jobs.help("Worker threads. Default: one per core."), SharedOptions.quiet,
    ], text: [
        "Renders each cell (sample × device × orientation) and compares it with its golden: <goldens>/<sample>/<device>-<orientation>.png (decoded pixels), .layout.json (the layout tree) and .meta.json (the render fingerprint and digests: a passing cell decodes no PNG). Same fingerprint: pixels must be identical. Other fingerprint: the tolerant profile (YIQ 0.1, anti-aliasing excluded, at most max(8 px, 0.01 %) changed pixels, no 8×8 window with more than 8), announced in the output.",
        "Failures print the cell, the numbers beside their thresholds, the changed regions in points with the views there, the views that moved, fingerprint differences and the command that accepts the golden; images and report.html / report.json / junit.xml go to the artifacts folder.",
        "Variants: a project's .layoutviz.json (in the current folder, or --config FILE) lists the variants every cell is verified in and which of them keep pixel goldens; the others keep the layout tree alone (<device>-<orientation>-dark-rtl.layout.json), compared exactly. Variant options given here replace the file's variants. Without a file: the default variant, with pixels (docs/goldens.md).",
    ], footer: ["layoutviz golden merge joins the reports of shards run apart; see 'layoutviz golden merge --help'.", "",
                "Exit codes: 0 all passed (or written), 1 a golden failed, 2 bad command line."]) { console, a in
        try GoldenCommand(console: console).run(a)
    }

    static let mergeSpec = CommandSpec("golden merge", summary: "Join the reports of golden shards", arguments: "<artifacts-dir>...", options: [
        OptionSpec("out", .one, "DIR", "Where the joined report goes. Default: layoutviz-artifacts."), SharedOptions.quiet,
    ], text: [
        "Joins the reports of shards run apart (their artifacts folders) into one report.html, report.json and junit.xml in DIR, with their failure images. Nothing in a shard's folder is trusted: report.json must decode field by field, every artifact must be a regular file inside the shard's folder named as LayoutViz names it, and everything is checked before anything is written.",
    ], footer: ["Exit codes: 0 all passed, 1 a golden failed or a report could not be read, 2 bad command line."]) { console, a in
        try GoldenCommand(console: console).merge(a)
    }

    func run(_ a: Arguments) throws {
        guard let action = a.positionals.first, action == "verify" || action == "record" else {
            throw CLIError.usage("'golden' needs 'verify', 'record' or 'merge'; see 'layoutviz golden --help'")
        }
        let names = Array(a.positionals.dropFirst())
        let workers = a.value("jobs").flatMap(Int.init) ?? defaultWorkers
        let samples = names.isEmpty ? SampleCatalog.all : try Resolve.samples(names)
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
        let filtered = !names.isEmpty || a.list("device") != nil || a.value("orientation") != nil || variantsGiven
        if a.has("prune") && (filtered || shard != nil) {
            throw CLIError.usage("--prune needs a complete run: it refuses with sample, device, orientation, variant or shard filters")
        }
        if let problem = PangoTextMeasurer.fontProblem { throw CLIError.failure(problem) }
        let goldens = URL(fileURLWithPath: a.value("goldens") ?? Self.defaultGoldens)
        let artifacts = URL(fileURLWithPath: a.value("artifacts") ?? ProcessInfo.processInfo.environment["LAYOUTVIZ_ARTIFACTS"] ?? Self.defaultArtifacts)
        if mode != .never, let problem = folderProblem(goldens.standardizedFileURL.path) {
            throw CLIError.failure("cannot write to goldens folder '\(goldens.path)': \(problem)")
        }

        let base = try Resolve.configuration(chrome: nil, images: nil, accessibility: a.flags.contains("accessibility"))
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
        let session = GoldenSession(goldens: goldens, artifacts: artifacts, mode: mode, modeSource: modeSource, textMeasurer: PangoTextMeasurer()) { cell in
            let variant = cell.render.appearance.commandLineOptions
            return "swift run layoutviz golden record --mode failed \(cell.name) --device \(cell.configuration.device.id) --orientation \(cell.configuration.orientation.rawValue)"
                + (variant.isEmpty ? "" : " " + variant) + (cell.render.overlays.contains(.accessibility) ? " --accessibility" : "")
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
    func merge(_ a: Arguments) throws {
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
