import Foundation
import LayoutViz
import LayoutVizCLI
import LayoutVizGolden
import Samples

// Usage: layoutviz-bench [--quick] [--only WORKLOAD-PREFIX] [--exact] [--case construction|cold|resize|noop|...]
//        layoutviz-bench suite [--quick] [--part pixels|layout|previews|mcp]   (suite-scale waits; Suite.swift)
// (--exact: --only names one workload whole, e.g. "wide-mixed N=9999" without "N=99999")
// Prints one JSON object per line. Build with -c release: swift run -c release layoutviz-bench

let arguments = CommandLine.arguments
if arguments.contains("--help") || arguments.contains("-h") {
    print("""
        Usage: layoutviz-bench [--quick] [--only WORKLOAD-PREFIX [--exact]] [--case construction|cold|resize|noop]
               layoutviz-bench suite [--quick] [--part pixels|layout|previews|mcp]

        The engine's layout workloads (one JSON object per line), or with 'suite' the waits of a large golden
        matrix and of previews, ending with a table of targets. Build with -c release. docs/benchmarks.md.
        """)
    exit(0)
}
let quick = arguments.contains("--quick")
let only = arguments.firstIndex(of: "--only").flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
let exact = arguments.contains("--exact")
let onlyCase = arguments.firstIndex(of: "--case").flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }

func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

if arguments.dropFirst().first == "suite" {
    let part = arguments.firstIndex(of: "--part").flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
    runSuite(quick: quick, parts: part.map { [$0] } ?? ["pixels", "layout", "previews", "mcp"])
    exit(0)
}

/// Runs `body` until `minReps` repetitions and about `budget` seconds have passed; returns the
/// sorted durations in nanoseconds.
func measure(minReps: Int = 5, budget: Double = quick ? 0.3 : 2, _ body: () -> UInt64) -> [UInt64] {
    var samples: [UInt64] = []
    let start = now()
    while samples.count < minReps || (Double(now() - start) / 1e9 < budget && samples.count < 10_000) {
        samples.append(body())
    }
    return samples.sorted()
}

func report(_ workload: String, nodes: Int, _ c: String, _ samples: @autoclosure () -> [UInt64], extra: @autoclosure () -> [String: String] = [:]) {
    if let onlyCase, onlyCase != c { return }
    let samples = samples(), extra = extra()
    let median = samples[samples.count / 2], minimum = samples[0]
    var fields = [
        "\"engine\": \"layoutviz\"", "\"workload\": \"\(workload)\"", "\"nodes\": \(nodes)", "\"case\": \"\(c)\"",
        "\"median_ns\": \(median)", "\"min_ns\": \(minimum)", "\"reps\": \(samples.count)",
        "\"ns_per_node\": \(String(format: "%.1f", Double(median) / Double(max(nodes, 1))))",
    ]
    for (k, v) in extra.sorted(by: { $0.key < $1.key }) { fields.append("\"\(k)\": \(v)") }
    FileHandle.standardOutput.write(Data(("{" + fields.joined(separator: ", ") + "}\n").utf8))
}

func check(_ ok: Bool, _ what: String) {
    if !ok {
        FileHandle.standardError.write(Data("layoutviz-bench: error: expected result failed: \(what)\n".utf8))
        exit(1)
    }
}

/// The layout workloads: cold (fresh tree), resize (width changes 1...64 pt per repetition),
/// noop (the same layout again), and construction (DSL to resolved tree) timed apart.
func layoutWorkload(_ name: String, nodes: Int, width: CGFloat, make: () -> AnyView, verify: (LayoutTree) -> Bool) {
    if let only, exact ? name != only : !name.hasPrefix(only) { return }
    let proposal = ProposedViewSize(width: width, height: nil)
    // Expected result first.
    let session = LayoutSession(make())
    check(verify(session.layout(proposal)), name)

    report(name, nodes: nodes, "construction", measure {
        let t0 = now()
        let s = LayoutSession(make())
        let t = now() - t0
        withExtendedLifetime(s) {}
        return t
    })
    report(name, nodes: nodes, "cold", measure {
        let s = LayoutSession(make())
        let t0 = now()
        let tree = s.layout(proposal)
        let t = now() - t0
        withExtendedLifetime(tree) {}
        return t
    })
    var step: CGFloat = 0
    report(name, nodes: nodes, "resize", measure {
        step = step >= 64 ? 1 : step + 1
        let t0 = now()
        let tree = session.layout(ProposedViewSize(width: width + step, height: nil))
        let t = now() - t0
        withExtendedLifetime(tree) {}
        return t
    })
    _ = session.layout(proposal)
    report(name, nodes: nodes, "noop", measure {
        let t0 = now()
        let tree = session.layout(proposal)
        let t = now() - t0
        withExtendedLifetime(tree) {}
        return t
    })
}

for n in quick ? [1_000, 10_000] : [1_000, 10_000, 100_000] {
    layoutWorkload("wide-flow N=\(n)", nodes: n + 1, width: 393, make: { AnyView(wideFlow(n)) }) { tree in
        let rows = expectedRows(n)
        return tree.root.frame.height == CGFloat(rows) * 38 - 8 && (n != 10_000 || rows == 2_476) && (n != 1_000 || rows == 244)
            && (n != 100_000 || rows == 24_826)
    }
}
for d in quick ? [100, 1_000] : [100, 1_000, 100_000] {
    layoutWorkload("deep-chain D=\(d)", nodes: d + 1, width: 393 + 8 * CGFloat(d), make: { deepChain(d) }) { tree in
        tree.root.frame.height == 8 * CGFloat(d) + 30
    }
}
// Many siblings of three kinds in one stack (fixed, capped, flexible): the stack's ordering of
// its children must stay O(n log n). At width 5n: 4 for each fixed child, 5.5 for all others.
for n in quick ? [9_999, 99_999] : [9_999, 99_999, 999_999] {
    layoutWorkload("wide-mixed N=\(n)", nodes: 1 + n / 3 * 5, width: 5 * CGFloat(n), make: { AnyView(wideMixed(n)) }) { tree in
        let c = tree.root.children
        return abs(tree.root.frame.width - 5 * CGFloat(n)) < 1e-6 * CGFloat(n) && c[0].frame.width == 4 && c[1].frame.width == 5.5 && c[2].frame.width == 5.5
    }
}
layoutWorkload("dashboard", nodes: 10_011, width: 1600, make: { AnyView(dashboard()) }) { tree in
    tree.root.frame.height == 2_614
}

// Rendering: one 393x852@3x frame of the split-screen sample, end to end, and the PNG encoders.
if only == nil || only == "render" {
    let config = DeviceCatalog.device(named: "iphone-16")!.configuration(.portrait)
    let sample = SampleCatalog.sample(named: "split-adaptive")!
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("layoutviz-bench-\(getpid())")
    defer { try? FileManager.default.removeItem(at: dir) }
    for (label, level) in [("fast", PNGCompression.fast), ("small", PNGCompression.small)] {
        var size = 0
        report("render split-adaptive iphone-16 393x852@3x png=\(label)", nodes: 1, "end-to-end", measure(minReps: 10) {
            let t0 = now()
            let list = DeviceScene(sample.makeView(), configuration: config).displayList()
            let data = try! CairoRenderer.png(list, compression: level)
            try! AtomicFile.write(data, to: dir.appendingPathComponent("frame.png"))
            size = data.count
            return now() - t0
        }, extra: ["bytes": "\(size)"])
    }
    let list = DeviceScene(sample.makeView(), configuration: config).displayList()
    report("render split-adaptive iphone-16 393x852@3x", nodes: 1, "draw", measure(minReps: 10) {
        let t0 = now()
        let r = try! CairoRenderer.raster(list)
        let t = now() - t0
        withExtendedLifetime(r) {}
        return t
    })
    let raster = try! CairoRenderer.raster(list)
    for (label, encode) in [("libpng fast", { try! CairoRenderer.encodePNG(raster, compression: .fast) }),
                            ("libpng small", { try! CairoRenderer.encodePNG(raster, compression: .small) }),
                            ("cairo", { try! CairoRenderer.encodePNGWithCairo(raster) })] as [(String, () -> Data)] {
        var size = 0
        report("encode 1179x2556 \(label)", nodes: 1, "encode", measure(minReps: 5) {
            let t0 = now()
            let d = encode()
            size = d.count
            return now() - t0
        }, extra: ["bytes": "\(size)"])
    }
}

// Making a measurer: its font map and fonts read (once per run in the CLI and each preview worker).
if only == nil || only == "fonts" {
    report("text measurer made", nodes: 1, "construction", measure(minReps: 5) {
        let t0 = now()
        let m = PangoTextMeasurer()
        _ = m.measure(TextLayoutRequest(string: "Hello", font: .body, wrapWidth: nil, maxLines: 1, truncation: .tail, alignment: .leading))
        return now() - t0
    })
}

// Long text: 1 MB strings measured with Pango, piece by piece (docs/rendering.md, "Long text").
// Nodes here are bytes, so ns_per_node is nanoseconds per byte.
if only == nil || only == "text" {
    let words = ["layout", "proposal", "a", "stack", "of", "views", "Inter", "safe", "area", "is", "the"]
    var prose = ""
    var i = 0
    while prose.utf8.count < 1_000_000 { prose += words[i % words.count] + " "; i += 1 }
    let noSpaces = String(repeating: "abcdefghijklmnopqrstuvwxyz", count: 1_000_000 / 26)
    let quarter = String(repeating: "abcdefghijklmnopqrstuvwxyz", count: 250_000 / 26)
    let lines = String(repeating: "line\n", count: 200_000)
    let cases: [(String, String, CGFloat?, (TextMetrics) -> Bool)] = [
        ("text 1MB prose wrapped at 300", prose, 300, { $0.lineCount > 20_000 }),
        ("text 250KB no spaces wrapped at 300", quarter, 300, { $0.lineCount > 7_500 }),
        ("text 1MB no spaces wrapped at 300", noSpaces, 300, { $0.lineCount > 30_000 }),
        ("text 1MB 200000 lines", lines, nil, { $0.lineCount == 200_001 }),
        ("text 1MB prose unwrapped", prose, nil, { $0.lineCount == 1 && $0.size.width > 1_000_000 }),
    ]
    let fonts = PangoTextMeasurer()
    for (name, text, width, verify) in cases {
        let request = TextLayoutRequest(string: text, font: .body, wrapWidth: width, maxLines: nil, truncation: .tail, alignment: .leading)
        check(verify(fonts.measure(request)), name)
        report(name, nodes: text.utf8.count, "measure", measure(minReps: 1, budget: 0) {
            let t0 = now()
            _ = fonts.measure(request)
            return now() - t0
        })
    }
}

// The variant matrix of layout goldens (docs/goldens.md, "The variant matrix"): the articles'
// samples on every catalog device, both orientations, light and dark, three text sizes, both
// directions; recorded into a temporary folder, then verified (layout trees compared exactly)
// on every core. Reported per cell; "cells_per_second" is the whole matrix's throughput.
if only == nil || only == "golden-matrix" {
    let samples = SampleCatalog.all.filter { $0.group != "screens" }
    var values: [VariantAxis: [String]] = [:]
    values[.colorScheme] = ["light", "dark"]
    values[.dynamicType] = ["large", "xxxLarge", "accessibility3"]
    values[.direction] = ["ltr", "rtl"]
    let appearances = try! Appearance.combinations(values)
    var cells: [GoldenCell] = []
    for s in samples {
        for d in DeviceCatalog.all {
            for o in Orientation.allCases {
                for v in appearances {
                    cells.append(GoldenCell(name: s.name, render: SampleCatalog.images(RenderConfiguration(device: d, orientation: o).with(v)), pixels: false, makeView: s.makeView))
                }
            }
        }
    }
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("layoutviz-bench-matrix-\(getpid())")
    defer { try? FileManager.default.removeItem(at: dir) }
    func run(_ mode: RecordMode) -> (seconds: Double, statuses: [GoldenOutcome.Status: Int]) {
        let session = GoldenSession(goldens: dir, artifacts: dir.appendingPathComponent("artifacts"), mode: mode, modeSource: "bench") { _ in "" }
        let all = cells
        let t0 = now()
        DispatchQueue.concurrentPerform(iterations: ProcessInfo.processInfo.activeProcessorCount) { worker in
            var i = worker
            while i < all.count {
                session.verify(all[i])
                i += ProcessInfo.processInfo.activeProcessorCount
            }
        }
        let seconds = Double(now() - t0) / 1e9
        var statuses: [GoldenOutcome.Status: Int] = [:]
        for r in session.results { statuses[r.status, default: 0] += 1 }
        return (seconds, statuses)
    }
    let recorded = run(.missing)
    check(recorded.statuses[.recorded] == cells.count, "every matrix cell recorded")
    var best = Double.infinity
    for _ in 0..<(quick ? 1 : 3) {
        let verified = run(.never)
        check(verified.statuses[.passed] == cells.count, "every matrix cell passes")
        best = min(best, verified.seconds)
    }
    report("golden-matrix \(samples.count) samples x \(DeviceCatalog.all.count) devices x 2 x \(appearances.count) variants", nodes: cells.count, "verify",
           [UInt64(best * 1e9)], extra: ["cells": "\(cells.count)", "seconds": String(format: "%.2f", best),
                                          "cells_per_second": String(format: "%.0f", Double(cells.count) / best),
                                          "record_seconds": String(format: "%.2f", recorded.seconds)])
}
