import Foundation
import LayoutViz
import LayoutVizPreviewKit

/// `layoutviz preview PATH...`: finds the previews in Swift files, builds them against LayoutViz
/// and renders each one in a supervised worker (docs/previews.md). The pipeline is a
/// `PreviewSession`; `prepare` is the part every command that draws previews shares.
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
        /// `--widget-context` and `--widget-appearance`.
        var widget = WidgetDisplay()
        var overlays: [LayoutOverlay] = []
        /// Folders `Image("name")` searches: `--images`, then the inputs' folders and the
        /// asset catalogs and Resources folders in them.
        var imageFolders: [String] = []
        /// `--package DIR`: its targets become modules of their own.
        var package: String?
        /// `--target NAME...`: the project's targets to preview (default: all but tests).
        var targets: [String] = []
        var limits = PreviewLimits()
        /// `--lifecycle`: how much of each view's lifecycle runs before its picture.
        var lifecycle = LifecycleMode.all
        /// The variants to draw (`--color-scheme` and the other variant options); nil each: the
        /// preview's own.
        var appearances: [Appearance?] = [nil]
        /// Pixels per point when not each device's own (`layoutviz docs` draws at 2x).
        var scale: CGFloat?

        /// Everything but each job's screen and variant.
        var base: RenderConfiguration {
            var c = RenderConfiguration(device: devices[0], chrome: chrome, imageFolders: imageFolders.map { URL(fileURLWithPath: $0) })
            c.overlays = overlays
            c.scale = scale
            c.widget = widget
            return c
        }

        /// The request the session's workers get.
        var request: WorkerRequest {
            var r = WorkerRequest(output: out.path, formats: formats.map(\.rawValue), configuration: base)
            r.lifecycle = lifecycle
            r.settle = limits.settle
            return r
        }
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
        SharedOptions.package, SharedOptions.target,
        OptionSpec("list", .flag, "Print the previews found (JSON lines) instead of rendering them; with a project, its targets first (on standard error)."),
        OptionSpec("watch", .flag, "Render again whenever a file is saved (debounced; a save during a build restarts it), print one line per round, and serve a live page on 127.0.0.1 that reloads the pictures and shows a compile error above the last good ones. Ctrl-C stops."),
        OptionSpec("port", .one, "N", "The live page's port (default 8765; the next free one of the ten after it).", check: { v in
            UInt16(v).map { $0 > 0 } == true ? nil : "invalid --port '\(v)': expected a port number from 1 to 65535"
        }),
        SharedOptions.device.help("Catalog ids or names, 'all', or custom sizes WIDTHxHEIGHT@SCALE in points. Default: iphone-17, or the preview's own previewDevice."),
        SharedOptions.orientation.help("portrait, landscape or both. Default: portrait, or the preview's own orientation trait."),
    ] + SharedOptions.variants + [
        SharedOptions.format.help("png, svg or png,svg. Default: png."), SharedOptions.chrome, SharedOptions.overlay, SharedOptions.accessibility,
        SharedOptions.widgetContext, SharedOptions.widgetAppearance,
        SharedOptions.images.help("A folder where Image(\"name\") looks for name.png, name@2x.png, name@3x.png, .jpg and *.xcassets/name.imageset; the inputs' folders, their Resources folders and asset catalogs are searched too. A name found nowhere, or one that leads outside these folders, is drawn as nothing and named in a warning."),
        SharedOptions.out.help("The output folder. Default: Output/previews."),
    ] + SharedOptions.limits + [SharedOptions.quiet], text: [
        "Finds every #Preview block and PreviewProvider type in the files (folders are searched; a folder holding an Xcode project, an XcodeGen project.yml or a Package.swift is read as that project: each target its own module with its own build settings, tests left out; docs/projects.md), compiles the files against LayoutViz (`import SwiftUI` works unchanged) and renders each preview into <DIR>/<file>/<preview>/<device>-<orientation>.png, with a comparison sheet per file (<DIR>/<file>/sheet.png), an inspector page beside each picture and <DIR>/index.html. A preview's own orientation and layout traits (#Preview(traits:), a PreviewProvider's .previewLayout and .previewInterfaceOrientation) and a PreviewProvider's .previewDevice apply unless --device or --orientation is given (preview modifiers inside a #Preview are not honoured: a warning says so); so do the variants it asks for around its whole view (.preferredColorScheme, .environment(\\.dynamicTypeSize, ...), \\.layoutDirection, \\.locale, \\.colorScheme). With variant options, every preview is drawn in each variant, the file names adding the variant (<device>-<orientation>-dark-rtl.png).",
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
        options.overlays = try Resolve.overlays(a)
        options.widget = Resolve.widget(a)
        if VariantAxis.allCases.contains(where: { a.list($0.rawValue) != nil }) { options.appearances = try Resolve.appearances(a) }
        options.package = a.value("package")
        options.targets = a.list("target") ?? []
        options.limits = try Self.limits(a)
        options.lifecycle = Self.lifecycle(a)
        let warn: (String) -> Void = { [console] in console.err($0) }
        options.imageFolders = try ImageFolders.named(a.list("images") ?? [], warn: warn) + ImageFolders.near(inputs, warn: warn)
        if a.has("watch") {
            if options.list { throw CLIError.usage("--watch and --list do not go together") }
            try PreviewWatch(command: self, options: options, port: a.value("port").flatMap(UInt16.init) ?? 8765).run()
            return
        }
        let session = PreviewSession(request: options.request, limits: options.limits, quiet: options.quiet, log: { [console] in console.err($0) },
                                     output: { [console] in console.err($0) })
        defer { session.shutdown() }
        let outcome = try round(options, session: session)
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

    /// `--timeout`, `--memory`, `--jobs` (their values checked by the command table).
    static func limits(_ a: Arguments) throws -> PreviewLimits {
        var limits = PreviewLimits(seconds: a.value("timeout").flatMap(PreviewLimits.parseSeconds) ?? PreviewLimits.defaultSeconds,
                                   memory: a.value("memory").flatMap(PreviewLimits.parseBytes),
                                   workers: a.value("jobs").flatMap(Int.init) ?? PreviewLimits.defaultWorkers)
        // The settle limit counts inside a job's time: a picture must still be taken after it. A
        // short --timeout shortens the default limit to half of it; a --settle that leaves no
        // time is refused.
        if let s = a.value("settle").flatMap(PreviewLimits.parseSeconds) {
            guard s < limits.seconds else {
                throw CLIError.usage("--settle \(a.value("settle") ?? "") must be less than --timeout \(a.value("timeout") ?? "20"): the tasks' time counts inside each preview's time limit")
            }
            limits.settle = s
        } else {
            limits.settle = min(limits.settle, limits.seconds / 2)
        }
        return limits
    }

    /// `--lifecycle on|off` (checked by the command table).
    static func lifecycle(_ a: Arguments) -> LifecycleMode { a.value("lifecycle") == "off" ? .off : .all }

    /// One round of `preview` in `session`: the inputs' files scanned, built and listed, then
    /// their previews drawn (or, with `--list`, listed). `shouldCancel` is asked while building;
    /// a cancelled round draws nothing.
    func round(_ o: Options, session: PreviewSession, shouldCancel: @escaping () -> Bool = { false }) throws -> Outcome {
        let loaded: PreviewSession.Loaded
        do { loaded = try PreviewSession.loadProject(o.inputs, package: o.package, targets: o.targets, skipping: [o.out.path]) } catch let e as PreviewBuildError {
            throw CLIError.failure(e.message)
        }
        let sources = loaded.sources
        if let project = loaded.project, o.list || !o.quiet {
            for line in project.summary(selected: loaded.targets) { console.err("layoutviz: \(line)") }
        }
        for w in loaded.warnings { console.err("layoutviz: warning: \(w)") }
        var outcome = Outcome()
        guard let listing = try Self.prepare(session, sources: sources, inputs: o.inputs, console: console, shouldCancel: shouldCancel, outcome: &outcome) else {
            return outcome
        }
        let start = Date()
        if o.list {
            for item in listing.items {
                console.out(Self.listLine(["file": item.entry.file, "line": "\(item.entry.line)", "name": item.title, "slug": item.slug, "kind": item.kind,
                                           "layout": item.listed.layout.description, "device": item.listed.device ?? "",
                                           "orientation": item.listed.orientation ?? ""]))
            }
        } else {
            if let problem = folderProblem(o.out.path) { throw CLIError.failure("cannot write to output folder '\(o.out.path)': \(problem)") }
            AtomicFile.removeStaleTemporaries(under: o.out)
            let drawn = try PreviewRendering(console: console, options: o, session: session, listing: listing).run()
            outcome.failedPreviews = drawn.failures
            outcome.failedSheets = drawn.sheetFailures
        }
        for (label, failure) in outcome.failedPreviews + outcome.failedSheets { console.err("layoutviz: error: \(label) \(failure)") }
        outcome.renderSeconds = Date().timeIntervalSince(start)
        return outcome
    }

    /// What every command that draws previews does first: warns about the sources, builds them in
    /// `session` (leaving out files that do not compile, their messages on standard error) and
    /// lists their previews. Nil when the build was cancelled or nothing compiled (`outcome`
    /// says which); a session failure (no previews, a syntax error hiding them) is a CLI failure.
    static func prepare(_ session: PreviewSession, sources: [PreviewProject.SourceFile], inputs: [String], console: Console,
                        shouldCancel: @escaping () -> Bool = { false }, outcome: inout Outcome) throws -> PreviewListing? {
        outcome.files = Set(sources.filter(\.listsPreviews).map(\.path)).count  // a file two targets compile counts once; stand-ins not at all
        for w in PreviewSession.warnings(sources) { console.err("layoutviz: warning: \(w)") }
        let build: PreviewSession.Build?
        do { build = try session.build(sources, inputs: inputs, shouldCancel: shouldCancel) } catch let e as PreviewSession.Failure {
            throw CLIError.failure(e.description)
        }
        guard let build else {
            outcome.cancelled = true
            return nil
        }
        outcome.buildSeconds = build.seconds
        outcome.failing = build.failing
        outcome.compiled = build.compiled.count
        // Nothing compiled: the messages above say why, and `failing` names every file.
        guard !build.compiled.isEmpty else { return nil }
        let listing = session.list()
        outcome.previews = listing.items.count + listing.failures.count
        outcome.failedPreviews = listing.failures
        return listing
    }

    /// One line of `--list`: `{"device": "", "file": "..."}`, keys sorted.
    static func listLine(_ fields: [String: String]) -> String {
        "{" + fields.sorted { $0.key < $1.key }.map { "\(jsonQuoted($0.key)): \(jsonQuoted($0.value))" }.joined(separator: ", ") + "}"
    }
}
