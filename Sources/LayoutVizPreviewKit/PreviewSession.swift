import Foundation
import LayoutVizCore
import LayoutVizRender

/// The preview pipeline, one object for every consumer: `layoutviz preview` and its watch mode,
/// `explain`, `docs`, `catalog` and `assertPreviewSnapshots` (docs/ring.md).
///
/// Sources go in; the session checks them (warnings, files with a syntax error, no previews at
/// all), builds the preview program (leaving out files that do not compile), lists the previews
/// in workers and runs jobs, handing back each result as it comes. It is meant to live: a watch
/// loop or a server builds it again and again, and its workers stay up as long as the program and
/// the request are the same. `shutdown()` (or the session's end) stops them and removes this run's
/// copy of the program.
package final class PreviewSession {
    /// What building came to.
    package struct Build: Sendable {
        /// The files that compiled.
        package var compiled: [PreviewProject.SourceFile]
        /// The files that did not, with their error counts.
        package var failing: [String: Int]
        /// Seconds the build took.
        package var seconds: Double
    }

    /// Why a session has nothing to draw: one line to show (its details were logged).
    package struct Failure: Error, CustomStringConvertible {
        package let description: String
    }

    package let project: PreviewProject
    package let limits: PreviewLimits
    private let quiet: Bool
    /// Progress and the compiler's messages.
    private let log: @Sendable (String) -> Void
    /// The previews' own output, line by line.
    private let output: (String) -> Void
    /// What every worker is asked to do; setting another restarts them.
    package var request: WorkerRequest {
        didSet { if request != oldValue { stopWorkers() } }
    }
    /// The program workers run: this run's copy of a built preview program (removed when it is
    /// replaced or the session ends), or a program that links the previews itself (`link`).
    private struct Program {
        var executable: URL
        var arguments = ["--worker"]
        var environment: [String: String] = [:]
        /// A built copy, removed when it is no longer used.
        var built = true
    }
    private var current: Program?
    private var executable: URL? { current.flatMap { $0.built ? $0.executable : nil } }
    /// This run's copy of the preview program (nil before a build, after `shutdown()` and for a
    /// linked program).
    package var program: URL? { executable }
    private var workers: PreviewWorkers?
    /// The sources of the last build.
    private(set) package var sources: [PreviewProject.SourceFile] = []
    /// The files that compiled in the last build.
    private(set) package var compiled: [PreviewProject.SourceFile] = []

    package init(request: WorkerRequest, limits: PreviewLimits = PreviewLimits(), project: PreviewProject = PreviewProject(), quiet: Bool,
                 log: @escaping @Sendable (String) -> Void, output: @escaping (String) -> Void) {
        self.request = request
        self.limits = limits
        self.project = project
        self.quiet = quiet
        self.log = log
        self.output = output
    }

    deinit { shutdown() }

    // MARK: Sources

    /// The Swift files of `inputs` (folders searched, `skipping` left out), loaded and scanned;
    /// with `package`, each file below its `Sources` folder in its target's module.
    package static func load(_ inputs: [String], package: String? = nil, skipping: [String] = []) throws -> [PreviewProject.SourceFile] {
        try loadProject(inputs, package: package, skipping: skipping).sources
    }

    /// What `loadProject` found: the files to build and, when the input was a project, the
    /// project and the targets chosen.
    package struct Loaded {
        package var sources: [PreviewProject.SourceFile]
        package var project: ProjectModel?
        package var targets: [ProjectModel.Target] = []
        /// What the build will not honour (the project's notes and settings not applied).
        package var warnings: [String] = []
    }

    /// The files of `inputs`. An input that is or holds a project (an `.xcodeproj`, a
    /// `project.yml`, a `Package.swift`; docs/projects.md) is read as one: its targets' files,
    /// each target its own module, tests left out unless named in `targets`. Otherwise as `load`.
    package static func loadProject(_ inputs: [String], package: String? = nil, targets: [String] = [], skipping: [String] = []) throws -> Loaded {
        var loaded: Loaded
        var folder: URL?  // where `.layoutviz.json` is looked for
        if package == nil, inputs.count == 1, let project = try ProjectModel.find(inputs[0]) {
            let chosen = try project.selected(targets)
            loaded = Loaded(sources: try project.sourceFiles(chosen), project: project, targets: chosen,
                            warnings: project.notes.map { "\(project.source.description): \($0)" } + project.warnings(chosen))
            folder = project.folder
        } else {
            if !targets.isEmpty { throw PreviewBuildError("--target needs an Xcode project, an XcodeGen spec or a Swift package to pick from") }
            if package == nil, inputs.count > 1, let p = try inputs.lazy.compactMap({ try ProjectModel.find($0) }).first {
                throw PreviewBuildError("\(p.source.description) is previewed alone: give it as the only input")
            }
            let files = try PreviewSources.swiftFiles(inputs, skipping: skipping)
            let modules = package.map { PreviewSources.modules(of: files, package: $0) } ?? [:]
            loaded = Loaded(sources: try PreviewSources.load(files, modules: modules))
            var isFolder: ObjCBool = false
            if let only = package ?? (inputs.count == 1 ? inputs[0] : nil), FileManager.default.fileExists(atPath: only, isDirectory: &isFolder), isFolder.boolValue {
                folder = URL(fileURLWithPath: only)
            }
        }
        // Modules that do not build here, drawn with stand-ins; a project's own stand-in
        // replaces a module it would otherwise build (a fetched package).
        let configured = try folder.map(StandIns.configured) ?? [:]
        loaded.sources.removeAll { $0.module.map { configured[$0] != nil } ?? false }
        let standIns = try StandIns.files(for: loaded.sources, configured: configured, root: PreviewProject.checkoutRoot())
        loaded.sources += standIns.files
        for (module, from) in standIns.used {
            loaded.warnings.append("\(module) is built from the stand-in in \(from.path): what it would load or do is not (docs/projects.md, \"Stand-ins\")")
        }
        return loaded
    }

    /// What to warn about in `sources` before building: a scan that stopped early, and preview
    /// modifiers inside `#Preview` blocks, which are not honoured there.
    package static func warnings(_ sources: [PreviewProject.SourceFile]) -> [String] {
        sources.flatMap { s in
            (s.scan.problem.map { ["\(s.path): \($0); previews after it may be missed"] } ?? []) + unhonouredPreviewModifiers(s)
        }
    }

    // MARK: Building

    /// Builds `sources`, leaving out files that do not compile; nil when `shouldCancel` said so.
    /// Throws a `Failure` when there is nothing to build (no previews: the syntax errors that hide
    /// them logged, or none) or the fonts are missing; `inputs` name the sources in messages.
    package func build(_ sources: [PreviewProject.SourceFile], inputs: [String], shouldCancel: @escaping () -> Bool = { false }) throws -> Build? {
        self.sources = sources
        let found = sources.reduce(0) { $0 + $1.scan.macros.count + $1.scan.providers.count }
        guard found > 0 else {
            // The scanner finds no preview in a file whose brackets do not balance: a syntax
            // error, which is what to report.
            let syntax: [PreviewBuild.Diagnostic]
            do { syntax = try PreviewBuild(project: PreviewProject(), quiet: true, log: log).syntaxErrors(sources) } catch let e as PreviewBuildError {
                throw Failure(description: e.message)
            }
            if let first = syntax.first {
                for e in syntax { log(e.text) }
                let files = Set(syntax.map(\.path)).count
                throw Failure(description: "\(files == 1 ? first.path : "\(files) files") \(files == 1 ? "has" : "have") \(syntax.count == 1 ? "a syntax error" : "\(syntax.count) syntax errors") (first at line \(first.line): \(first.message)); previews cannot be found until it is fixed")
            }
            throw Failure(description: "no previews in \(inputs.map { "'\($0)'" }.joined(separator: ", ")) (\(sources.count) Swift file\(sources.count == 1 ? "" : "s"); looked for #Preview blocks and PreviewProvider types)")
        }
        if let problem = PangoTextMeasurer.fontProblem { throw Failure(description: problem) }
        let start = Date()
        let result: PreviewBuild.Result?
        do {
            result = try PreviewBuild(project: project, quiet: quiet, log: log).build(sources, shouldCancel: shouldCancel)
        } catch let e as PreviewBuildError {
            throw Failure(description: e.message)
        }
        guard let result else { return nil }
        // A new program: the workers of the old one stop, and its copy goes.
        stopWorkers()
        PreviewProject.release(executable)
        current = result.executable.map { Program(executable: $0) }
        request.linked = nil
        compiled = result.compiled
        return Build(compiled: result.compiled, failing: result.failing, seconds: Date().timeIntervalSince(start))
    }

    /// Uses `program`, which links the previews of `sources` itself (a test binary), instead of
    /// building: workers run it with `arguments` and `environment`, and the request names its
    /// entries (`WorkerRequest.linked`, from `providerTypes`: a provider's module-qualified type
    /// by its file and scanned name).
    package func link(_ sources: [PreviewProject.SourceFile], program: URL, arguments: [String], environment: [String: String],
                      providerTypes: [String: String]) {
        stopWorkers()
        PreviewProject.release(executable)
        self.sources = sources
        compiled = sources
        current = Program(executable: program, arguments: arguments, environment: environment, built: false)
        request.linked = PreviewProject.entries(sources).map { e in
            WorkerRequest.LinkedEntry(file: e.file, line: e.line, provider: e.provider.map { providerTypes[Self.providerKey(file: e.file, name: $0)] ?? $0 })
        }
    }

    /// The key of a provider in `link`'s `providerTypes`.
    package static func providerKey(file: String, name: String) -> String { "\(file)|\(name)" }

    /// The folder every preview's files are named below: the common folder of every source file,
    /// compiled or not, so names do not move when one fails.
    /// The folder holding the user's files (stand-ins and shared copies left aside).
    package var root: String { PreviewSources.commonFolder(of: sources.filter(\.listsPreviews).map(\.path)) }

    // MARK: Running

    /// The previews of the last build, named below `root`.
    package func list() -> PreviewListing {
        guard let workers = startedWorkers() else { return PreviewListing() }
        return PreviewRun.list(PreviewProject.entries(compiled), root: root, workers: workers)
    }

    /// Runs `jobs` in the workers, calling `each` on this thread as each ends (the job's `id` is
    /// its index in `jobs`); `skip` is asked before a job is handed out.
    package func run(_ jobs: [PreviewJob], skip: (PreviewJob) -> Bool = { _ in false },
                     each: (PreviewJob, Result<PreviewJobResult, PreviewFailure>) -> Void) {
        guard let workers = startedWorkers() else {
            for (n, var job) in jobs.enumerated() where !skip(job) {
                job.id = n
                each(job, .failure(PreviewFailure(.error("nothing compiled"))))
            }
            return
        }
        workers.run(jobs, skip: skip, done: each)
    }

    /// Stops the workers and removes this run's copy of the program.
    package func shutdown() {
        stopWorkers()
        PreviewProject.release(executable)
        current = nil
    }

    private func startedWorkers() -> PreviewWorkers? {
        if let workers { return workers }
        guard let program = current else { return nil }
        let w = PreviewWorkers(executable: program.executable, arguments: program.arguments, environment: program.environment,
                               request: request, limits: limits, output: output)
        workers = w
        return w
    }

    private func stopWorkers() {
        workers?.shutdown()
        workers = nil
    }

    /// The preview modifiers inside `#Preview` blocks, which LayoutViz does not honour there (a
    /// `#Preview` is placed by `traits:` and the command's options, as Xcode's canvas places it by
    /// its own settings), one warning each: `C.swift:13: .previewDevice in a #Preview is not
    /// honoured; ...`. Honoured on a `PreviewProvider`'s top-level views (docs/previews.md).
    package static func unhonouredPreviewModifiers(_ file: PreviewProject.SourceFile) -> [String] {
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
}
