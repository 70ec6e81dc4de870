import Foundation
import LayoutViz
import LayoutVizFuzz

// layoutviz-fuzz: random view trees against the engine and the renderer.
//
//   swift run -c release layoutviz-fuzz --trees 1000000 --seed 42
//   swift run -c release layoutviz-fuzz --seed 42 --start 1234 --trees 1 --verbose   # one tree
//
// Checks per tree: no crash, no hang (over --timeout seconds on one tree), the same answer from a
// second fresh layout, LayoutSession equal to a fresh LayoutTree over a random proposal sequence,
// finite drawing, and (every --render-every trees) a Cairo raster. Exit 0 when nothing was found,
// 1 on findings, 3 on a hang; a crash prints the command that reproduces it.

let usage = """
    usage: layoutviz-fuzz [--trees N] [--seed S] [--start K] [--render-every K] [--timeout SECONDS] [--verbose]
      --trees N          trees to run (default 1000)
      --seed S           the run's seed (default 1); tree K's own seed follows from S and K
      --start K          the first tree's index (default 0)
      --render-every K   rasterise every K-th tree with Cairo (default 50)
      --timeout SECONDS  a tree running longer is reported as a hang (default 10)
      --verbose          print each tree's source and proposals
    """

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("layoutviz-fuzz: error: \(message)\n".utf8))
    exit(2)
}

var trees = 1000, seed: UInt64 = 1, start = 0, renderEvery = 50, timeout = 10.0, verbose = false
var args = Array(CommandLine.arguments.dropFirst())
while !args.isEmpty {
    let a = args.removeFirst()
    func value() -> String {
        guard !args.isEmpty else { fail("\(a) needs a value") }
        return args.removeFirst()
    }
    switch a {
    case "--trees": guard let v = Int(value()), v >= 0 else { fail("--trees needs a count") }; trees = v
    case "--seed": guard let v = UInt64(value()) else { fail("--seed needs a non-negative integer") }; seed = v
    case "--start": guard let v = Int(value()), v >= 0 else { fail("--start needs an index") }; start = v
    case "--render-every": guard let v = Int(value()), v > 0 else { fail("--render-every needs a positive count") }; renderEvery = v
    case "--timeout": guard let v = Double(value()), v > 0 else { fail("--timeout needs seconds") }; timeout = v
    case "--verbose": verbose = true
    case "-h", "--help": print(usage); exit(0)
    default: fail("unknown argument '\(a)'\n\(usage)")
    }
}

let fuzzer = Fuzzer(seed: seed, renderEvery: renderEvery)
CrashReport.install(seed: seed)

// The watchdog: a tree that runs longer than the timeout is a hang.
let progress = Progress()
let limit = timeout, watched = fuzzer
Thread.detachNewThread {
    var last = -1, since = Date()
    while true {
        Thread.sleep(forTimeInterval: 0.5)
        let now = progress.current
        if now != last { last = now; since = Date(); continue }
        if Date().timeIntervalSince(since) > limit {
            FileHandle.standardError.write(Data("layoutviz-fuzz: HANG on tree \(now) (over \(limit) s)\n  reproduce: \(watched.reproduce(tree: now))\n".utf8))
            exit(3)
        }
    }
}

let began = Date()
var findings = 0
for index in start..<(start + trees) {
    progress.current = index
    CrashReport.tree = index
    if verbose {
        let (v, ps) = fuzzer.make(index)
        // Written unbuffered, so that it is out before a crash.
        FileHandle.standardOutput.write(Data("tree \(index): \(v.source)\n  proposals: \(ps.map { "\($0)" }.joined(separator: ", "))\n".utf8))
    }
    for f in fuzzer.check(index) {
        findings += 1
        FileHandle.standardOutput.write(Data("FINDING \(f)\n  reproduce: \(fuzzer.reproduce(tree: index))\n".utf8))
    }
    let done = index - start + 1
    if done % 10_000 == 0 {
        FileHandle.standardError.write(Data("\(done)/\(trees) trees, \(findings) findings, \(Int(Date().timeIntervalSince(began))) s\n".utf8))
    }
}
print("\(trees) trees (seed \(seed), from \(start)), \(findings) findings, \(String(format: "%.1f", Date().timeIntervalSince(began))) s")
exit(findings == 0 ? 0 : 1)
