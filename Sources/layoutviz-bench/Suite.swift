import Foundation
import LayoutViz
import LayoutVizGolden

// `layoutviz-bench suite`: what a user waits for at suite scale (docs/benchmarks.md, "Suite
// scale"): golden verify of a 1,000-cell pixel matrix (passing and failing), record, layout-only
// goldens, the first preview, a later preview process, and watch mode's save to picture. Each
// figure is the min and median of several runs; the closing table compares them with the targets.

/// A typical app screen, numbered so that every "preview" draws differently: a navigation stack
/// with a large title, a list of 12 rows with symbols and values, and a tab bar of three tabs.
struct SuiteScreen: View {
    let number: Int
    var body: some View {
        TabView {
            NavigationStack {
                List {
                    ForEach(0..<12) { row in
                        HStack {
                            Label("Item \(number).\(row)", systemImage: ["star", "bell", "folder", "heart"][row % 4])
                            Spacer()
                            Text("\(row * number % 97)").foregroundStyle(.secondary)
                        }
                    }
                }
                .navigationTitle("Screen \(number)")
            }
            .tabItem { Label("Home", systemImage: "house") }
            Text("Search").tabItem { Label("Search", systemImage: "magnifyingglass") }
            Text("Settings").tabItem { Label("Settings", systemImage: "gear") }
        }
    }
}

/// One suite figure: min and median seconds over its runs, and what they mean per cell.
struct SuiteFigure {
    let name: String
    let seconds: [Double]
    let cells: Int
    var minimum: Double { seconds.min() ?? 0 }
    var median: Double { seconds.sorted()[seconds.count / 2] }

    func printJSON() {
        var fields = ["\"engine\": \"layoutviz\"", "\"suite\": \"\(name)\"", "\"runs\": \(seconds.count)",
                      "\"min_s\": \(String(format: "%.3f", minimum))", "\"median_s\": \(String(format: "%.3f", median))"]
        if cells > 0 {
            fields += ["\"cells\": \(cells)", "\"cells_per_second\": \(String(format: "%.1f", Double(cells) / median))"]
        }
        FileHandle.standardOutput.write(Data(("{" + fields.joined(separator: ", ") + "}\n").utf8))
    }
}

func suiteLog(_ s: String) { FileHandle.standardError.write(Data((s + "\n").utf8)) }

/// Runs `cells` through a fresh session on every core; returns seconds and outcome counts.
func suiteRun(_ cells: [GoldenCell], goldens: URL, artifacts: URL, mode: RecordMode) -> (Double, [GoldenOutcome.Status: Int], Int) {
    let session = GoldenSession(goldens: goldens, artifacts: artifacts, mode: mode, modeSource: "bench") { _ in "" }
    let workers = ProcessInfo.processInfo.activeProcessorCount
    let t0 = now()
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
        var i = worker
        while i < cells.count {
            session.verify(cells[i])
            i += workers
        }
    }
    let seconds = Double(now() - t0) / 1e9
    var statuses: [GoldenOutcome.Status: Int] = [:]
    for r in session.results { statuses[r.status, default: 0] += 1 }
    return (seconds, statuses, session.decodedCount)
}

/// Seconds of `times` runs of `cells`, each checked to end with every cell `expected`.
func suiteRepeat(_ times: Int, _ cells: [GoldenCell], goldens: URL, artifacts: URL, mode: RecordMode, expected: GoldenOutcome.Status,
                 decoding: Bool = true, _ what: String) -> [Double] {
    (0..<times).map { k in
        let (s, statuses, decoded) = suiteRun(cells, goldens: goldens, artifacts: artifacts, mode: mode)
        check(statuses[expected] == cells.count && (decoding || decoded == 0), what)
        suiteLog("suite: \(what), run \(k + 1): \(String(format: "%.2f", s)) s")
        return s
    }
}

/// The parts of the suite: `pixels`, `layout`, `previews`, `mcp` (all by default; `--part NAME` for one).
func runSuite(quick: Bool, parts: Set<String>) {
    let runs = quick ? 2 : 5
    var figures: [SuiteFigure] = []
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("layoutviz-bench-suite-\(getpid())")
    defer { try? FileManager.default.removeItem(at: dir) }

    // 1. The pixel matrix: 100 screens × the 5 default devices (portrait) × light and dark.
    let screens = quick ? 20 : 100
    let devices = DeviceCatalog.defaultSet
    var cells: [GoldenCell] = []
    for n in 0..<screens {
        for d in devices {
            for scheme in [ColorScheme.light, .dark] {
                var render = RenderConfiguration(device: d, orientation: .portrait)
                render.appearance.colorScheme = scheme
                cells.append(GoldenCell(name: "screen\(n)", render: render) { AnyView(SuiteScreen(number: n)) })
            }
        }
    }
    let goldens = dir.appendingPathComponent("goldens"), artifacts = dir.appendingPathComponent("artifacts")
    if parts.contains("pixels") {
    suiteLog("suite: recording \(cells.count) pixel cells (\(screens) screens × \(devices.count) devices × 2 schemes)")
    let (recordSeconds, recorded, _) = suiteRun(cells, goldens: goldens, artifacts: artifacts, mode: .missing)
    check(recorded[.recorded] == cells.count, "every pixel cell recorded")
    figures.append(SuiteFigure(name: "record (new goldens)", seconds: [recordSeconds], cells: cells.count))
    let verify = suiteRepeat(runs, cells, goldens: goldens, artifacts: artifacts, mode: .never, expected: .passed, decoding: false,
                             "every pixel cell passes without decoding")
    figures.append(SuiteFigure(name: "verify passing (pixels)", seconds: verify, cells: cells.count))
    let rerecord = suiteRepeat(2, cells, goldens: goldens, artifacts: artifacts, mode: .all, expected: .passed, "record mode all writes nothing when nothing changed")
    figures.append(SuiteFigure(name: "record --mode all (nothing changed)", seconds: rerecord, cells: cells.count))
    // Failing: one device's cells, every screen changed (a different number drawn).
    let failing = cells.filter { $0.configuration.device.id == "iphone-17" }.map { c in
        GoldenCell(name: c.name, render: c.render) { AnyView(SuiteScreen(number: 1_000 + Int(c.name.dropFirst(6))!)) }
    }
    let failSeconds = suiteRepeat(2, failing, goldens: goldens, artifacts: artifacts, mode: .never, expected: .failed, "every changed cell fails")
    figures.append(SuiteFigure(name: "verify failing (pixels, with failure images)", seconds: failSeconds, cells: failing.count))

    }

    // 2. Layout-only goldens: the same matrix without pixels.
    if parts.contains("layout") {
    let layoutCells = cells.map { c in GoldenCell(name: c.name, render: c.render, pixels: false, makeView: c.makeView) }
    let layoutGoldens = dir.appendingPathComponent("layout-goldens")
    _ = suiteRun(layoutCells, goldens: layoutGoldens, artifacts: artifacts, mode: .missing)
    let layoutSeconds = suiteRepeat(runs, layoutCells, goldens: layoutGoldens, artifacts: artifacts, mode: .never, expected: .passed, "every layout cell passes")
    figures.append(SuiteFigure(name: "verify layout-only", seconds: layoutSeconds, cells: layoutCells.count))
    }

    // 3. Previews, through the real CLI beside this program.
    let cli = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("layoutviz")
    var first: [Double] = [], later: [Double] = [], save: [Double] = []
    if !parts.contains("previews") {
    } else if FileManager.default.isExecutableFile(atPath: cli.path) {
        let project = dir.appendingPathComponent("preview")
        try! FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        let file = project.appendingPathComponent("Screen.swift")
        func source(_ title: String) -> String {
            """
            import SwiftUI

            struct ScreenView: View {
                var body: some View {
                    NavigationStack {
                        List(0..<12, id: \\.self) { i in
                            Label("Row \\(i)", systemImage: "star")
                        }
                        .navigationTitle("\(title)")
                    }
                }
            }

            #Preview { ScreenView() }

            """
        }
        try! source("Title").write(to: file, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("preview-out")
        func preview(cache: URL) -> Double {
            let t0 = now()
            runLayoutviz(cli, ["preview", file.path, "--out", out.path, "--quiet"], cache: cache)
            return Double(now() - t0) / 1e9
        }
        for k in 0..<(quick ? 1 : 3) {
            let cache = dir.appendingPathComponent("cache-\(k)")
            first.append(preview(cache: cache))
            later.append(preview(cache: cache))
            suiteLog("suite: first preview \(String(format: "%.2f", first.last!)) s, then \(String(format: "%.2f", later.last!)) s")
        }
        // Watch mode: write the file, wait for the new picture.
        let cache = dir.appendingPathComponent("cache-0")
        let png = out.appendingPathComponent("Screen/preview/iphone-17-portrait.png")
        let watch = Process()
        watch.executableURL = cli
        watch.arguments = ["preview", file.path, "--out", out.path, "--watch", "--port", "\(20_000 + Int(getpid() % 20_000))"]
        watch.environment = ProcessInfo.processInfo.environment.merging(["LAYOUTVIZ_CACHE": cache.path]) { _, b in b }
        watch.standardError = FileHandle.nullDevice
        watch.standardOutput = FileHandle.nullDevice
        try! watch.run()
        func modified() -> Date? { (try? FileManager.default.attributesOfItem(atPath: png.path))?[.modificationDate] as? Date }
        Thread.sleep(forTimeInterval: 3)
        for k in 0..<(quick ? 3 : 7) {
            let before = modified()
            let t0 = now()
            try! source("Title \(k)").write(to: file, atomically: true, encoding: .utf8)
            var waited = 0.0
            while modified() == before && waited < 30 {
                usleep(5_000)
                waited = Double(now() - t0) / 1e9
            }
            check(waited < 30, "watch mode draws the saved file")
            save.append(Double(now() - t0) / 1e9)
            Thread.sleep(forTimeInterval: 1)
        }
        watch.terminate()
        watch.waitUntilExit()
        figures.append(SuiteFigure(name: "first preview (empty cache)", seconds: first, cells: 0))
        figures.append(SuiteFigure(name: "later preview process (one file)", seconds: later, cells: 0))
        figures.append(SuiteFigure(name: "watch: save to picture", seconds: save, cells: 0))
    } else {
        suiteLog("suite: no layoutviz beside this program (\(cli.path)); preview figures left out")
    }
    if parts.contains("mcp") && FileManager.default.isExecutableFile(atPath: cli.path) { figures += mcpFigures(cli: cli, dir: dir, quick: quick) }
    for f in figures { f.printJSON() }

    // The targets (docs/benchmarks.md, "Suite scale").
    let cores = Double(ProcessInfo.processInfo.activeProcessorCount)
    var rows: [(String, String, Bool)] = []
    if let pass = figures.first(where: { $0.name == "verify passing (pixels)" }) {
        let per1000 = pass.median * 1_000 / Double(pass.cells)
        rows.append(("1,000-cell pixel matrix verified ≤ 15 s", String(format: "%.1f s for %d cells (%.1f s per 1,000)", pass.median, pass.cells, per1000), per1000 <= 15))
    }
    if let layout = figures.first(where: { $0.name == "verify layout-only" }) {
        let perCore = Double(layout.cells) / layout.median / cores
        rows.append(("layout-only ≥ 1,000 cells/s per core", String(format: "%.0f cells/s per core", perCore), perCore >= 1_000))
    }
    if let f = figures.first(where: { $0.name == "first preview (empty cache)" }),
       let l = figures.first(where: { $0.name == "later preview process (one file)" }),
       let s = figures.first(where: { $0.name == "watch: save to picture" }) {
        rows.append(("first preview ≤ 15 s", String(format: "%.2f s", f.median), f.median <= 15))
        rows.append(("later cold process ≤ 2 s", String(format: "%.2f s", l.median), l.median <= 2))
        rows.append(("watch save to picture ≤ 0.8 s", String(format: "%.2f s (min %.2f)", s.median, s.minimum), s.median <= 0.8))
    }
    rows += mcpRows(figures)
    suiteLog("\ntarget                                   measured (median)                       met")
    for (target, measured, met) in rows {
        suiteLog(target.padding(toLength: 41, withPad: " ", startingAt: 0) + measured.padding(toLength: 40, withPad: " ", startingAt: 0) + (met ? "yes" : "NO"))
    }
}

/// Runs the real `layoutviz` at `cli` with `args` and the cache `cache`, its output discarded;
/// the benchmark stops unless it succeeds.
func runLayoutviz(_ cli: URL, _ args: [String], cache: URL) {
    let p = Process()
    p.executableURL = cli
    p.arguments = args
    p.environment = ProcessInfo.processInfo.environment.merging(["LAYOUTVIZ_CACHE": cache.path]) { _, b in b }
    p.standardError = FileHandle.nullDevice
    p.standardOutput = FileHandle.nullDevice
    try! p.run()
    p.waitUntilExit()
    check(p.terminationStatus == 0, "layoutviz \(args[0]) succeeds")
}
