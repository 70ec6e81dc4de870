import Foundation
import LayoutViz
import LayoutVizCLI
import Testing

/// Captured output of one CLI run.
final class Captured: @unchecked Sendable {
    var out = ""
    var err = ""
}

/// Runs `layoutviz` in-process with `args`.
func run(_ args: String...) -> (code: Int32, out: String, err: String) { run(args) }

/// Runs `layoutviz` in-process with `args`.
func run(_ args: [String]) -> (code: Int32, out: String, err: String) {
    let c = Captured()
    let code = CLI(console: Console(out: { c.out += $0 }, err: { c.err += $0 })).run(args)
    return (code, c.out, c.err)
}

/// The real `layoutviz` executable, built beside the test bundle.
func layoutvizExecutable() throws -> URL {
    let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("layoutviz")
    try #require(FileManager.default.isExecutableFile(atPath: binary.path), "no layoutviz executable beside the tests at \(binary.path)")
    return binary
}

/// Runs the real `layoutviz` executable with `args` and `environment` laid over this process's
/// (for settings read from the environment, which tests running in parallel must not change).
func runExecutable(_ args: [String], environment: [String: String]) throws -> (code: Int32, out: String, err: String) {
    let out = Pipe(), err = Pipe()
    return waitForOutput(try startExecutable(args, environment: environment, output: out, errors: err), out, err)
}

/// Reads a started process's standard output and error to their ends, and waits for it.
func waitForOutput(_ p: Process, _ out: Pipe, _ err: Pipe) -> (code: Int32, out: String, err: String) {
    let errors = Captured()
    let reader = Thread { errors.err = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self) }
    reader.start()
    let output = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    p.waitUntilExit()
    while !reader.isFinished { usleep(1_000) }
    return (p.terminationStatus, output, errors.err)
}

/// Starts the real `layoutviz` executable with `environment` laid over this process's.
func startExecutable(_ args: [String], environment: [String: String] = [:], output: Any = FileHandle.nullDevice, errors: Any = FileHandle.nullDevice) throws -> Process {
    let p = Process()
    p.executableURL = try layoutvizExecutable()
    p.arguments = args
    var env = ProcessInfo.processInfo.environment
    for (k, v) in environment { env[k] = v }
    p.environment = env
    p.standardOutput = output
    p.standardError = errors
    try p.run()
    return p
}

/// Expects a failure with one line on standard error that contains `needle`, and no output.
func expectOneLineError(_ r: (code: Int32, out: String, err: String), code: Int32 = 2, containing needle: String,
                        sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(r.code == code, sourceLocation: sourceLocation)
    #expect(r.out.isEmpty, sourceLocation: sourceLocation)
    #expect(r.err.hasPrefix("layoutviz: error: "), sourceLocation: sourceLocation)
    #expect(r.err.split(separator: "\n").count == 1, "\(r.err)", sourceLocation: sourceLocation)
    #expect(r.err.contains(needle), "\(r.err)", sourceLocation: sourceLocation)
}

func temporaryFolder() -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("layoutviz-cli-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// Files below `dir`, relative, sorted.
func files(in dir: URL) -> [String] {
    let e = FileManager.default.enumerator(atPath: dir.path)
    var out: [String] = []
    while let f = e?.nextObject() as? String {
        var isDir: ObjCBool = false
        if FileManager.default.fileExists(atPath: dir.appendingPathComponent(f).path, isDirectory: &isDir), !isDir.boolValue { out.append(f) }
    }
    return out.sorted()
}

/// The texts of a picture's inspector page, in the layout tree's order.
func inspectorTexts(_ page: URL) -> [String] {
    let html = (try? String(contentsOf: page, encoding: .utf8)) ?? ""
    // Each Text node's detail starts with its content as a Swift literal: \"Milk\", font: ...
    let parts = html.components(separatedBy: "\"Text\",\"\\\"").dropFirst()
    return parts.map { String($0.prefix { $0 != "\\" }) }
}

@Suite struct CLICommandTests {

    @Test func listShowsSamplesAndDevices() {
        let r = run("list")
        #expect(r.code == 0)
        #expect(r.out.contains("split-adaptive"))
        #expect(r.out.contains("AdaptiveLayoutView"))
        #expect(r.out.contains("iphone-16-pro-max"))
        #expect(r.out.contains("440×956 pt @3x"))
        #expect(run("list", "--devices").out.contains("split-adaptive") == false)
    }

    @Test(arguments: ["list", "render", "dump", "explain", "sheet", "gallery", "golden", "golden merge", "preview", "check", "catalog", "docs", "doctor", "help"])
    func everyCommandHasHelp(command: String) {
        let r = run(command.split(separator: " ").map(String.init) + ["--help"])
        #expect(r.code == 0)
        #expect(r.out.contains("Usage: layoutviz"))
        #expect(r.err.isEmpty)
        // Every option a command takes is in its help, named as it is typed.
        #expect(run(["help"] + command.split(separator: " ").map(String.init)).out == r.out)
        for line in r.out.split(separator: "\n") where line.hasPrefix("  --") {
            let option = String(line.dropFirst(2).prefix { $0 != " " })
            let wrong = run(command.split(separator: " ").map(String.init) + [option + "x"])
            #expect(wrong.code == 2 && wrong.err.contains("did you mean '\(option)'"), "\(command) \(option)x: \(wrong.err)")
        }
    }

    @Test func helpWithNoArguments() {
        #expect(run().out.contains("Commands:"))
        #expect(run("--help").code == 0)
        #expect(run("help", "render").out.contains("--orientation"))
    }

    @Test func renderWritesStableNamesForEveryDeviceOrientationAndFormat() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = run("render", "split-adaptive", "split-priority", "--device", "iphone-se-3", "ipad-10", "--orientation", "both", "--format", "png,svg", "--out", dir.path)
        #expect(r.code == 0, "\(r.err)")
        let expected = ["split-adaptive", "split-priority"].flatMap { s in
            ["ipad-10", "iphone-se-3"].flatMap { d in
                ["landscape", "portrait"].flatMap { o in ["png", "svg"].map { "\(s)/\(d)-\(o).\($0)" } }
            }
        }.sorted()
        #expect(files(in: dir) == expected)
        // One progress line per image, a summary on standard output.
        #expect(r.err.split(separator: "\n").count == 16)
        #expect(r.err.contains("[16/16]"))
        #expect(r.out.hasPrefix("rendered 16 images"))
        let png = try Data(contentsOf: dir.appendingPathComponent("split-adaptive/iphone-se-3-portrait.png"))
        let bitmap = try CairoRenderer.decodePNG(png)
        #expect(bitmap.width == 750 && bitmap.height == 1334)
        #expect(bitmap[10, 50] == RGBA8(.blue))
    }

    @Test func renderDrawsEveryAppearanceUnderItsOwnName() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = run("render", "screen-settings", "--color-scheme", "light,dark", "--contrast", "all", "--out", dir.path, "--quiet")
        #expect(r.code == 0, "\(r.err)")
        #expect(files(in: dir) == ["iphone-17-portrait", "iphone-17-portrait-dark", "iphone-17-portrait-dark-increased-contrast",
                                   "iphone-17-portrait-increased-contrast"].map { "screen-settings/\($0).png" }.sorted())
        // The dark picture: a black screen with white ink; the light one as ever.
        let dark = try CairoRenderer.decodePNG(try Data(contentsOf: dir.appendingPathComponent("screen-settings/iphone-17-portrait-dark.png")))
        let light = try CairoRenderer.decodePNG(try Data(contentsOf: dir.appendingPathComponent("screen-settings/iphone-17-portrait.png")))
        #expect(dark.pixel(atPoint: 5, 800, scale: 3) == RGBA8(r: 0, g: 0, b: 0) && light.pixel(atPoint: 5, 800, scale: 3) == RGBA8(r: 242, g: 242, b: 247))
        #expect(dark.pixel(atPoint: 201, 874 - 10.5, scale: 3) == RGBA8(.white))
        // Text sizes by SwiftUI's names or the files' short ones; Large adds nothing.
        let sizes = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: sizes) }
        #expect(run("render", "screen-settings", "--dynamic-type", "large,accessibility3", "xs", "--out", sizes.path, "--quiet").code == 0)
        #expect(files(in: sizes) == ["iphone-17-portrait-ax3.png", "iphone-17-portrait-xs.png", "iphone-17-portrait.png"].map { "screen-settings/\($0)" })
    }

    /// Both looks under their own names (`-ios18` for the older one), and glass drawn to the same
    /// bytes by one worker or several.
    @Test func renderDrawsBothLooksTheSameForAnyNumberOfJobs() throws {
        let a = temporaryFolder(), b = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: a); try? FileManager.default.removeItem(at: b) }
        #expect(run("render", "screen-tabs", "screen-pushed", "--look", "all", "--orientation", "both", "--jobs", "1", "--out", a.path, "--quiet").code == 0)
        #expect(run("render", "screen-tabs", "screen-pushed", "--look", "ios26,ios18", "--orientation", "both", "--jobs", "2", "--out", b.path, "--quiet").code == 0)
        let names = ["screen-pushed", "screen-tabs"].flatMap { s in
            ["landscape", "landscape-ios18", "portrait", "portrait-ios18"].map { "\(s)/iphone-17-\($0).png" }
        }.sorted()
        #expect(files(in: a) == names && files(in: b) == names)
        for f in names {
            #expect(try Data(contentsOf: a.appendingPathComponent(f)) == Data(contentsOf: b.appendingPathComponent(f)), "\(f)")
        }
        #expect(try Data(contentsOf: a.appendingPathComponent(names[2])) != Data(contentsOf: a.appendingPathComponent(names[3])))
        expectOneLineError(run("render", "screen-tabs", "--look", "ios7", "--out", a.path), containing: "unknown --look 'ios7'; use ios26, ios18 or all")
    }

    @Test func renderIsByteIdenticalAcrossRuns() throws {
        let a = temporaryFolder(), b = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: a); try? FileManager.default.removeItem(at: b) }
        #expect(run("render", "split-geometry", "--format", "png,svg", "--out", a.path, "--quiet").code == 0)
        #expect(run("render", "split-geometry", "--format", "png,svg", "--out", b.path, "--quiet").code == 0)
        for f in files(in: a) {
            #expect(try Data(contentsOf: a.appendingPathComponent(f)) == Data(contentsOf: b.appendingPathComponent(f)), "\(f)")
        }
        #expect(files(in: a) == ["split-geometry/iphone-17-portrait.png", "split-geometry/iphone-17-portrait.svg"])
    }

    @Test func customSizesRenderAtTheirScale() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(run("render", "split-frames", "--device", "300x500@2", "--out", dir.path, "--quiet").code == 0)
        let png = try Data(contentsOf: dir.appendingPathComponent("split-frames/300x500@2x-portrait.png"))
        let bitmap = try CairoRenderer.decodePNG(png)
        #expect(bitmap.width == 600 && bitmap.height == 1000)
    }

    @Test func dumpPrintsTheLayoutTreeAsJSON() throws {
        let r = run("dump", "split-adaptive", "--device", "iphone-se-3")
        #expect(r.code == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any])
        let root = try #require(json["root"] as? [String: Any])
        #expect(root["kind"] as? String == "GeometryReader")
        #expect(root["view"] as? String == "AdaptiveLayoutView")
        #expect((root["frame"] as? [String: Double]) == ["x": 0, "y": 20, "width": 375, "height": 647])
        #expect(r.out.contains(#""detail": "height: 323.5""#))
        // iOS 26 keeps 20 at the top of the phone in landscape (and 20 at the bottom); iOS 18 none and 21.
        let landscape = run("dump", "split-adaptive", "--device", "iPhone 16", "--orientation", "landscape")
        #expect(landscape.out.contains(#""proposal": {"width": 734, "height": 353}"#))
        let old = run("dump", "split-adaptive", "--device", "iPhone 16", "--orientation", "landscape", "--look", "ios18")
        #expect(old.out.contains(#""proposal": {"width": 734, "height": 372}"#))
    }
}

/// Bad input: one line naming the cause, a non-zero exit, nothing written.
@Suite struct CLIErrorTests {

    /// The real executable (built beside the test bundle) with standard output on a full device:
    /// one line and exit 1, not a crash.
    /// `all` among other names does not hide a typo.
    @Test func unknownNamesBesideAllAreErrors() {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        expectOneLineError(run("render", "all", "nosuch", "--out", dir.path), containing: "unknown sample 'nosuch'")
        expectOneLineError(run("render", "split-adaptive", "--device", "all", "iphone-17-prox", "--out", dir.path), containing: "unknown device 'iphone-17-prox'")
        expectOneLineError(run("render", "screen-settings", "--dynamic-type", "huge", "--out", dir.path), containing: "unknown --dynamic-type 'huge'; use xSmall, small")
        #expect(files(in: dir).isEmpty)
    }

    @Test func unwritableStandardOutputIsAnErrorNotACrash() throws {
        let binary = try layoutvizExecutable()
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/bin/sh")
        p.arguments = ["-c", "'\(binary.path)' list > /dev/full"]
        let err = Pipe()
        p.standardError = err
        try p.run()
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        #expect(p.terminationStatus == 1)
        #expect(message == "layoutviz: error: cannot write to standard output: No space left on device\n")
    }

    @Test func aSheetPutsVariantsOnRowsOrColumns() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        func size(_ rows: String) throws -> (Int, Int) {
            let r = run("sheet", "split-frames", "--device", "iphone-16", "--orientation", "portrait", "--color-scheme", "light,dark",
                        "--direction", "ltr,rtl", "--rows", rows, "--format", "png", "--out", dir.path, "--quiet")
            #expect(r.code == 0, "\(r.err)")
            let raster = try CairoRenderer.decodePNGRaster(Data(contentsOf: dir.appendingPathComponent("sheets/split-screen-variants.png")))
            try FileManager.default.removeItem(at: dir.appendingPathComponent("sheets/split-screen-variants.png"))
            return (raster.width, raster.height)
        }
        // Four variants as four columns of one row, or as four rows of one column.
        let columns = try size("samples"), rows = try size("variants")
        #expect(columns.0 > rows.0 && rows.1 > columns.1 * 3)
    }

    @Test func unknownAppearancesAreErrors() {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        expectOneLineError(run("render", "screen-settings", "--color-scheme", "drak", "--out", dir.path), containing: "unknown --color-scheme 'drak'; use light, dark or all")
        expectOneLineError(run("render", "screen-settings", "--contrast", "high", "--out", dir.path), containing: "unknown --contrast 'high'; use standard, increased or all")
        expectOneLineError(run("dump", "screen-settings", "--color-scheme", "all"), containing: "'dump' takes one value of each variant option")
        expectOneLineError(run("render", "screen-settings", "--direction", "up", "--out", dir.path), containing: "unknown --direction 'up'; use ltr, rtl")
        expectOneLineError(run("render", "screen-settings", "--locale", "xx-YY", "--out", dir.path), containing: "unknown --locale 'xx-YY'")
        expectOneLineError(run("render", "screen-settings", "--pseudo-locale", "longer", "--out", dir.path), containing: "unknown --pseudo-locale 'longer'; use none, long, rtl or all")
        expectOneLineError(run("sheet", "split-frames", "--rows", "devices", "--out", dir.path), containing: "unknown --rows 'devices'")
        expectOneLineError(run("render", "screen-settings", "--dynamic-type", "huge", "--out", dir.path), containing: "unknown --dynamic-type 'huge'; use xSmall, small")
        #expect(files(in: dir).isEmpty)
    }

    @Test func unknownSampleSuggestsTheClosest() {
        expectOneLineError(run("render", "split-adaptiv"), containing: "unknown sample 'split-adaptiv'; did you mean 'split-adaptive'")
        expectOneLineError(run("dump", "nope"), containing: "unknown sample 'nope'")
    }

    @Test func unknownDeviceSuggestsTheClosest() {
        expectOneLineError(run("render", "all", "--device", "iphone-16-pr"), containing: "did you mean 'iphone-16-pro'")
        expectOneLineError(run("dump", "split-adaptive", "--device", "ipad-pro-12"), containing: "unknown device 'ipad-pro-12'")
    }

    @Test(arguments: [
        ("0x0@2", "width and height must be positive"),
        ("-5x10@2", "width and height must be positive"),
        ("abc", "unknown device 'abc'"),
        ("100x100@0", "scale after '@' must be a positive number"),
        ("100xabc@2", "malformed size '100xabc@2'"),
        ("100x100@1e-9", "less than one pixel"),
        ("1e20x1@1", "exceeds Cairo's limit"),
    ])
    func malformedSizes(spec: String, message: String) {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        expectOneLineError(run("render", "split-adaptive", "--device", spec, "--out", dir.path), containing: message)
        expectOneLineError(run("render", "screen-settings", "--dynamic-type", "huge", "--out", dir.path), containing: "unknown --dynamic-type 'huge'; use xSmall, small")
        #expect(files(in: dir).isEmpty)
    }

    @Test func surfacesOverCairosLimit() {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        expectOneLineError(run("render", "split-adaptive", "--device", "20000x100@2", "--out", dir.path), containing: "exceeds Cairo's limit of 32767 pixels")
        expectOneLineError(run("render", "screen-settings", "--dynamic-type", "huge", "--out", dir.path), containing: "unknown --dynamic-type 'huge'; use xSmall, small")
        #expect(files(in: dir).isEmpty)
    }

    @Test func unwritableOutputFolder() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let blocker = dir.appendingPathComponent("file")
        try Data("x".utf8).write(to: blocker)
        let r = run("render", "split-adaptive", "--out", blocker.appendingPathComponent("out").path)
        expectOneLineError(r, code: 1, containing: "cannot write to output folder")
        #expect(files(in: dir) == ["file"])
    }

    @Test func badOptionsAndCommands() {
        expectOneLineError(run("render", "all", "--orientaton", "both"), containing: "unknown option '--orientaton' for 'render'; did you mean '--orientation'")
        expectOneLineError(run("render", "all", "--orientation", "sideways"), containing: "unknown orientation 'sideways'")
        expectOneLineError(run("render", "all", "--format", "jpg"), containing: "unknown format 'jpg'")
        expectOneLineError(run("render"), containing: "needs sample names")
        expectOneLineError(run("render", "all", "--out"), containing: "'--out' needs a value")
        expectOneLineError(run("rendr"), containing: "unknown command 'rendr'; did you mean 'render'")
        expectOneLineError(run("dump", "split-adaptive", "--orientation", "both"), containing: "one orientation")
        expectOneLineError(run("render", "all", "-x"), containing: "unknown option '-x'")
        expectOneLineError(run("golden"), containing: "'golden' needs 'verify', 'record' or 'merge'")
        expectOneLineError(run("golden", "merge"), containing: "'golden merge' needs the artifacts folders")
        expectOneLineError(run("golden", "verify", "--timings", "r.json"), containing: "--timings balances shards")
        expectOneLineError(run("golden", "verify", "--shard", "3/2"), containing: "malformed shard '3/2'")
        expectOneLineError(run("golden", "verify", "--mode", "sometimes"), containing: "unknown record mode 'sometimes'")
        expectOneLineError(run("golden", "verify", "split-adaptive", "--prune"), containing: "--prune needs a complete run")
    }
}

/// Views the CLI cannot draw are named once per subject, at most five per line.
@Suite struct DrawingWarningTests {

    @Test func nonFiniteViewsAreWarnedAboutOncePerSubject() {
        let c = Captured()
        let warnings = DrawingWarnings(console: Console(out: { c.out += $0 }, err: { c.err += $0 }))
        let tree = LayoutTree(VStack { Color.red.offset(x: .nan, y: 0); Color.blue }, proposal: ProposedViewSize(width: 100, height: 100))
        warnings.check(tree, subject: "card")
        warnings.check(tree, subject: "card")
        #expect(c.err == "layoutviz: warning: card: a view has a frame that is not finite, not drawn: VStack/offset/Color at (nan, 0) 100×46\n")
        warnings.check(tree, subject: "other")
        #expect(c.err.components(separatedBy: "\n").count == 3)
        let many = LayoutTree(HStack(spacing: 0) { ForEach(0..<7) { _ in Color.red.offset(y: .infinity) } }, proposal: ProposedViewSize(width: 70, height: 10))
        warnings.check(many, subject: "row")
        #expect(c.err.contains("row: 7 views have frames that are not finite, not drawn: HStack/offset#1/Color at (0, inf) 10×10;"))
        #expect(c.err.hasSuffix("and 2 more\n"))
    }
    /// The lines a run ends with: what was asked for and not drawn, and symbols drawn as the
    /// stand-in, one line each (docs/coverage.md).
    @Test func notDrawnAndStandInsAreNamedOnOneLineEach() {
        let lines = DrawingWarnings.imageWarnings(missing: [], missingSymbols: ["rainbow.2"], notDrawn: [".shadow(.inner(...))", ".visualEffect"],
                                                  problems: [], folders: [])
        #expect(lines == [
            "layoutviz: warning: not drawn yet: .shadow(.inner(...)), .visualEffect; drawn without them, or as a placeholder (docs/coverage.md)",
            "layoutviz: warning: no drawing for SF Symbol 'rainbow.2'; drawn as a marked stand-in (the names LayoutViz draws: docs/coverage.md, \"Symbols\")",
        ])
        #expect(DrawingWarnings.imageWarnings(missing: [], problems: [], folders: []) == [])
    }
}

// MARK: Headless Chromium (Debian's, installed by setup.sh), for the pages LayoutViz writes

/// Debian's Chromium.
func chromium() throws -> URL {
    let path = "/usr/bin/chromium"
    try #require(FileManager.default.isExecutableFile(atPath: path), "headless Chromium is missing: run ./setup.sh (Debian package chromium)")
    return URL(fileURLWithPath: path)
}

/// Runs Chromium headless on `url` with `arguments`; returns its standard output.
func browse(_ url: String, _ arguments: [String]) throws -> String {
    let p = Process()
    p.executableURL = try chromium()
    let profile = temporaryFolder()
    defer { try? FileManager.default.removeItem(at: profile) }
    p.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1",
                   "--window-size=1280,1000", "--user-data-dir=\(profile.path)"] + arguments + [url]
    let out = Pipe()
    p.standardOutput = out
    p.standardError = FileHandle.nullDevice
    try p.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    #expect(p.terminationStatus == 0)
    return String(decoding: data, as: UTF8.self)
}
