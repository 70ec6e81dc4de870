import Foundation
import LayoutViz
import LayoutVizPreviewKit

/// `layoutviz preview PATH...`: finds the previews in Swift files, builds them against LayoutViz
/// and renders each one in a supervised worker (docs/previews.md).
struct PreviewCommand {
    let console: Console

    /// What the command line asked for.
    struct Options {
        var inputs: [String]
        var devices: [Device]
        var orientations: [Orientation]
        var formats: [ImageFormat]
        var out: URL
        var quiet: Bool
        var list: Bool
        var devicesGiven: Bool
        var orientationGiven: Bool
        var chrome: ScreenChrome = .device
        var overlays: [LayoutOverlay] = []
        /// Folders `Image("name")` searches: `--images`, then the inputs' folders and the
        /// asset catalogs and Resources folders in them.
        var imageFolders: [String] = []
        /// `--package DIR`: its targets become modules of their own.
        var package: String?
        var limits = PreviewLimits()
        /// The variants to draw (`--color-scheme` and the other variant options); nil each: the
        /// preview's own.
        var appearances: [Appearance?] = [nil]
        /// What to do with the built previews instead of drawing them (`layoutviz explain FILE`,
        /// `layoutviz docs`).
        var instead: ((PreviewListing, PreviewWorkers) throws -> Void)?
        /// Pixels per point when not each device's own (`layoutviz docs` draws at 2x).
        var scale: CGFloat?
    }

    /// What one round (scan, build, render) did.
    struct Outcome {
        var files = 0
        var compiled = 0
        /// Files that did not compile, with their error counts.
        var failing: [String: Int] = [:]
        /// Previews that failed (crashed, hung, ran out of memory, exited), with why.
        var failedPreviews: [(label: String, failure: PreviewFailure)] = []
        /// Comparison sheets that could not be drawn, with why.
        var failedSheets: [(label: String, failure: PreviewFailure)] = []
        var previews = 0
        var cancelled = false
        var buildSeconds = 0.0
        var renderSeconds = 0.0
    }

    static let spec = CommandSpec("preview", summary: "Render the #Preview blocks and PreviewProvider types of your own SwiftUI files",
                                  arguments: "<file.swift|folder>...", options: [
        SharedOptions.package,
        OptionSpec("list", .flag, "Print the previews found (JSON lines) instead of rendering them."),
        OptionSpec("watch", .flag, "Render again whenever a file is saved (debounced; a save during a build restarts it), print one line per round, and serve a live page on 127.0.0.1 that reloads the pictures and shows a compile error above the last good ones. Ctrl-C stops."),
        OptionSpec("port", .one, "N", "The live page's port (default 8765; the next free one of the ten after it).", check: { v in
            UInt16(v).map { $0 > 0 } == true ? nil : "invalid --port '\(v)': expected a port number from 1 to 65535"
        }),
        SharedOptions.device.help("Catalog ids or names, 'all', or custom sizes WIDTHxHEIGHT@SCALE in points. Default: iphone-17, or the preview's own previewDevice."),
        SharedOptions.orientation.help("portrait, landscape or both. Default: portrait, or the preview's own orientation trait."),
    ] + SharedOptions.variants + [
        SharedOptions.format.help("png, svg or png,svg. Default: png."), SharedOptions.chrome, SharedOptions.overlay,
        SharedOptions.images.help("A folder where Image(\"name\") looks for name.png, name@2x.png, name@3x.png, .jpg and *.xcassets/name.imageset; the inputs' folders, their Resources folders and asset catalogs are searched too. A name found nowhere, or one that leads outside these folders, is drawn as nothing and named in a warning."),
        SharedOptions.out.help("The output folder. Default: Output/previews."),
    ] + SharedOptions.limits + [SharedOptions.quiet], text: [
        "Finds every #Preview block and PreviewProvider type in the files (folders are searched; with --package, the package's Sources, each target its own module), compiles the files against LayoutViz (`import SwiftUI` works unchanged) and renders each preview into <DIR>/<file>/<preview>/<device>-<orientation>.png, with a comparison sheet per file (<DIR>/<file>/sheet.png), an inspector page beside each picture and <DIR>/index.html. A preview's own orientation and layout traits (#Preview(traits:), a PreviewProvider's .previewLayout and .previewInterfaceOrientation) and a PreviewProvider's .previewDevice apply unless --device or --orientation is given (preview modifiers inside a #Preview are not honoured: a warning says so); so do the variants it asks for around its whole view (.preferredColorScheme, .environment(\\.dynamicTypeSize, ...), \\.layoutDirection, \\.locale, \\.colorScheme). With variant options, every preview is drawn in each variant, the file names adding the variant (<device>-<orientation>-dark-rtl.png).",
        "The files are compiled with one swiftc against LayoutViz's modules, which the first preview prepares from this program's build into the cache folder (LAYOUTVIZ_CACHE, else ~/.cache/layoutviz) in about a second; files of several targets are built with SwiftPM there (its first build also compiles LayoutViz). A file that does not compile is shown with the compiler's messages and left out; the others are drawn, and the exit code is 1.",
        "Each preview is drawn in a worker process under limits: one that crashes, loops, calls exit() or runs out of memory is named with the cause, and the others are drawn (exit code 1). No worker, build or process a preview started outlives the command, however it is stopped.",
    ]) { console, a in try PreviewCommand(console: console).run(a) }

    func run(_ a: Arguments) throws {
        var inputs = a.positionals
        if let package = a.value("package") {
            let sources = URL(fileURLWithPath: package).appendingPathComponent("Sources")
            guard FileManager.default.fileExists(atPath: sources.path) else {
                throw CLIError.failure("'\(package)' is not a Swift package with a Sources folder")
            }
            inputs.append(sources.path)
        }
        guard !inputs.isEmpty else { throw CLIError.usage("'preview' needs Swift files or folders (or --package DIR); see 'layoutviz preview --help'") }
        var options = Options(
            inputs: inputs,
            devices: try Resolve.devices(a.list("device") ?? [Defaults.device]),
            orientations: try Resolve.orientation(a.value("orientation") ?? "portrait"),
            formats: try Resolve.formats(a.list("format") ?? ["png"]),
            out: URL(fileURLWithPath: a.value("out") ?? Defaults.outputFolder + "/previews").standardizedFileURL,
            quiet: a.has("quiet"), list: a.has("list"),
            devicesGiven: a.list("device") != nil, orientationGiven: a.value("orientation") != nil)
        options.chrome = try Resolve.chrome(a.value("chrome"))
        options.overlays = try Resolve.overlays(a.list("overlay") ?? [])
        if VariantAxis.allCases.contains(where: { a.list($0.rawValue) != nil }) { options.appearances = try Resolve.appearances(a) }
        options.package = a.value("package")
        options.limits = try Self.limits(a)
        let warn: (String) -> Void = { [console] in console.err($0) }
        options.imageFolders = try ImageFolders.named(a.list("images") ?? [], warn: warn) + ImageFolders.near(inputs, warn: warn)
        let port = try a.value("port").map(Self.port)
        if a.has("watch") {
            if options.list { throw CLIError.usage("--watch and --list do not go together") }
            try PreviewWatch(command: self, options: options, port: port ?? 8765).run()
            return
        }
        let outcome = try round(options, files: try Self.swiftFiles(options))
        var problems: [String] = []
        if !outcome.failing.isEmpty {
            problems.append("\(outcome.failing.count) of \(outcome.files) file\(outcome.files == 1 ? "" : "s") did not compile (messages above)")
        }
        if !outcome.failedPreviews.isEmpty {
            problems.append("\(outcome.failedPreviews.count) of \(outcome.previews) preview\(outcome.previews == 1 ? "" : "s") failed (named above)")
        }
        if !outcome.failedSheets.isEmpty {
            problems.append("\(outcome.failedSheets.count) comparison sheet\(outcome.failedSheets.count == 1 ? "" : "s") could not be drawn (named above)")
        }
        if !problems.isEmpty {
            // What was done all the same, counted: never "the others" when there were none.
            let done = max(0, outcome.previews - outcome.failedPreviews.count), verb = options.list ? "listed" : "drawn"
            let rest = done == 0 ? "no preview was \(verb)" : "\(done) \(done == 1 ? "was" : "were") \(verb)"
            throw CLIError.failure(problems.joined(separator: "; ") + "; " + rest)
        }
    }

    /// `--port`: 1 to 65535.
    static func port(_ v: String) throws -> UInt16 {
        guard let p = UInt16(v), p > 0 else { throw CLIError.usage("invalid --port '\(v)': expected a port number from 1 to 65535") }
        return p
    }

    /// `--timeout`, `--memory`, `--jobs`.
    static func limits(_ a: Arguments) throws -> PreviewLimits {
        let seconds = try a.value("timeout").map { v -> Double in
            guard let s = PreviewLimits.parseSeconds(v) else { throw CLIError.usage("invalid --timeout '\(v)': expected seconds, such as 20 or 2.5") }
            return s
        } ?? PreviewLimits.defaultSeconds
        let workers = try a.value("jobs").map { v -> Int in
            guard let n = Int(v), n >= 1, n <= 256 else { throw CLIError.usage("invalid --jobs '\(v)': expected a number of workers from 1 to 256") }
            return n
        } ?? PreviewLimits.defaultWorkers
        let memory = try a.value("memory").map { v -> Int64 in
            guard let b = PreviewLimits.parseBytes(v) else { throw CLIError.usage("invalid --memory '\(v)': expected a size of at least 64M, such as 512M or 2G") }
            return b
        }
        return PreviewLimits(seconds: seconds, memory: memory, workers: workers)
    }

    /// Scans `files`, builds them (leaving out those that do not compile) and renders or lists
    /// their previews. `shouldCancel` is asked while building; a cancelled round renders nothing.
    func round(_ o: Options, files: [SourcePath], shouldCancel: @escaping () -> Bool = { false }) throws -> Outcome {
        let modules = o.package.map { PreviewSources.modules(of: files, package: $0) } ?? [:]
        let sources: [PreviewProject.SourceFile]
        do { sources = try PreviewSources.load(files, modules: modules) } catch let e as PreviewBuildError { throw CLIError.failure(e.message) }
        return try round(o, sources: sources, shouldCancel: shouldCancel)
    }

    /// The same for loaded (or generated) source files.
    func round(_ o: Options, sources: [PreviewProject.SourceFile], shouldCancel: @escaping () -> Bool = { false }) throws -> Outcome {
        var outcome = Outcome()
        outcome.files = sources.count
        for s in sources {
            if let problem = s.scan.problem { console.err("layoutviz: warning: \(s.path): \(problem); previews after it may be missed") }
            for w in Self.unhonouredPreviewModifiers(s) { console.err("layoutviz: warning: \(w)") }
        }
        let found = sources.reduce(0) { $0 + $1.scan.macros.count + $1.scan.providers.count }
        guard found > 0 else {
            // The scanner finds no preview in a file whose brackets do not balance: a syntax
            // error, which is what to report.
            let check = PreviewBuild(project: PreviewProject(), quiet: true, log: { [console] in console.err($0) })
            let syntax: [PreviewBuild.Diagnostic]
            do { syntax = try check.syntaxErrors(sources) } catch let e as PreviewBuildError { throw CLIError.failure(e.message) }
            if let first = syntax.first {
                for e in syntax { console.err(e.text) }
                let files = Set(syntax.map(\.path)).count
                throw CLIError.failure("\(files == 1 ? first.path : "\(files) files") \(files == 1 ? "has" : "have") \(syntax.count == 1 ? "a syntax error" : "\(syntax.count) syntax errors") (first at line \(first.line): \(first.message)); previews cannot be found until it is fixed")
            }
            throw CLIError.failure("no previews in \(o.inputs.map { "'\($0)'" }.joined(separator: ", ")) (\(sources.count) Swift file\(sources.count == 1 ? "" : "s"); looked for #Preview blocks and PreviewProvider types)")
        }
        if let problem = PangoTextMeasurer.fontProblem { throw CLIError.failure(problem) }

        let project = PreviewProject()
        let start = Date()
        let result: PreviewBuild.Result?
        do {
            result = try PreviewBuild(project: project, quiet: o.quiet, log: { [console] in console.err($0) }).build(sources, shouldCancel: shouldCancel)
        } catch let e as PreviewBuildError {
            throw CLIError.failure(e.message)
        }
        outcome.buildSeconds = Date().timeIntervalSince(start)
        guard let result else {
            outcome.cancelled = true
            return outcome
        }
        outcome.failing = result.failing
        outcome.compiled = result.compiled.count
        defer { PreviewProject.release(result.executable) }
        // Nothing compiled: the messages above say why, and `failing` names every file.
        guard !result.compiled.isEmpty, let executable = result.executable else { return outcome }
        // Named below the folder of every file, compiled or not, so names do not move when one fails.
        let root = PreviewSources.commonFolder(of: sources.map(\.path))
        if !o.list && o.instead == nil {
            if let problem = folderProblem(o.out.path) { throw CLIError.failure("cannot write to output folder '\(o.out.path)': \(problem)") }
            AtomicFile.removeStaleTemporaries(under: o.out)
        }
        // Everything but each job's screen, as one document.
        var base = RenderConfiguration(device: o.devices[0], chrome: o.chrome, imageFolders: o.imageFolders.map { URL(fileURLWithPath: $0) })
        base.overlays = o.overlays
        base.scale = o.scale
        let hostArgs = ["--out", o.out.path, "--format", o.formats.map(\.rawValue).joined(separator: ","),
                        "--configuration", String(decoding: base.jsonData(), as: UTF8.self)]
        let renderStart = Date()
        let console = self.console
        let workers = PreviewWorkers(executable: executable, arguments: hostArgs, limits: o.limits, output: { console.err($0) })
        defer { workers.shutdown() }
        let listing = PreviewRun.list(PreviewProject.entries(result.compiled), root: root, workers: workers)
        outcome.previews = listing.items.count + listing.failures.count
        if let instead = o.instead {
            outcome.failedPreviews = listing.failures
            try instead(listing, workers)
        } else if o.list {
            for item in listing.items {
                console.out(Self.listLine(["file": item.entry.file, "line": "\(item.entry.line)", "name": item.title, "slug": item.slug, "kind": item.kind,
                                      "layout": item.listed.layout.description, "device": item.listed.device ?? "",
                                      "orientation": item.listed.orientation ?? ""]))
            }
            outcome.failedPreviews = listing.failures
        } else {
            let drawn = try PreviewRendering(console: console, options: o, workers: workers, listing: listing).run()
            outcome.failedPreviews = drawn.failures
            outcome.failedSheets = drawn.sheetFailures
        }
        // With `instead`, the caller reports them (it knows what the previews stand for).
        if o.instead == nil { for (label, failure) in outcome.failedPreviews + outcome.failedSheets { console.err("layoutviz: error: \(label) \(failure)") } }
        outcome.renderSeconds = Date().timeIntervalSince(renderStart)
        return outcome
    }

    /// The preview modifiers inside `#Preview` blocks, which LayoutViz does not honour there (a
    /// `#Preview` is placed by `traits:` and the command's options, as Xcode's canvas places it by
    /// its own settings), one warning each: `C.swift:13: .previewDevice in a #Preview is not
    /// honoured; ...`. Honoured on a `PreviewProvider`'s top-level views (docs/previews.md).
    static func unhonouredPreviewModifiers(_ file: PreviewProject.SourceFile) -> [String] {
        let bytes = Array(file.text.utf8)
        let advice = [
            "previewDevice": "choose the device with --device",
            "previewInterfaceOrientation": "use #Preview(traits: .landscapeLeft) or --orientation",
            "previewLayout": "use #Preview(traits: .sizeThatFitsLayout) or .fixedLayout(width:height:)",
            "previewDisplayName": "name it #Preview(\"Name\")",
        ]
        var out: [String] = []
        for m in file.scan.macros where m.bodyOpen < m.bodyClose && m.bodyClose <= bytes.count {
            let body = String(decoding: bytes[m.bodyOpen..<m.bodyClose], as: UTF8.self)
            for name in advice.keys.sorted() {
                var search = body.startIndex..<body.endIndex
                while let r = body.range(of: "." + name + "(", range: search) {
                    let line = m.line + body[body.startIndex..<r.lowerBound].filter { $0 == "\n" }.count
                    out.append("\(file.path):\(line): .\(name) in a #Preview is not honoured; \(advice[name]!)")
                    search = r.upperBound..<body.endIndex
                }
            }
        }
        return out
    }

    /// One line of `--list`: `{"device": "", "file": "..."}`, keys sorted.
    static func listLine(_ fields: [String: String]) -> String {
        "{" + fields.sorted { $0.key < $1.key }.map { "\(jsonQuoted($0.key)): \(jsonQuoted($0.value))" }.joined(separator: ", ") + "}"
    }

    /// The Swift files of the inputs, leaving out the output folder.
    static func swiftFiles(_ o: Options) throws -> [SourcePath] {
        do { return try PreviewSources.swiftFiles(o.inputs, skipping: [o.out.path]) } catch let e as PreviewBuildError { throw CLIError.failure(e.message) }
    }
}
