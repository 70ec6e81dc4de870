import Foundation
import LayoutViz
import LayoutVizPreviewKit

/// The folder `layoutviz mcp` serves and its warm preview session: the runtime prepared once,
/// the previews rebuilt only when a Swift file changed (every call compares the files' text with
/// the last build's), the workers kept alive between calls. Paths given by a client are resolved
/// inside the folder; one that leaves it, by `..` or by a symbolic link, is refused. Used from
/// the server's one workspace queue only.
final class MCPWorkspace: @unchecked Sendable {
    /// The folder, its symbolic links resolved.
    let root: URL
    /// Where pictures are written: `<out>/<preview's folder>/<slug>/<device-orientation...>.png`.
    let out: URL
    let limits: PreviewLimits
    private let console: Console
    private var session: PreviewSession?
    private var built: [String: String] = [:]
    /// The session of snippets: the workspace's files and the last snippet, built together.
    private var snippetSession: PreviewSession?
    private var snippetBuilt: [String: String] = [:]
    private(set) var listing = PreviewListing()
    /// Files that did not compile in the last build, with their error counts; why nothing built.
    private(set) var failing: [String: Int] = [:]
    private(set) var buildProblem: String?
    private(set) var compilerMessages: [String] = []
    private(set) var warnings: [String] = []
    /// The files of the last build.
    private(set) var sources: [PreviewProject.SourceFile] = []
    /// The pictures drawn so far, by path, newest last: the server's resources (read from any thread).
    let pictures = Locked<[String]>([])

    /// Notes a picture drawn, as a resource.
    func drew(_ path: String) {
        pictures.withLock { list in
            list.removeAll { $0 == path }
            list.append(path)
        }
    }

    init(root: URL, out: URL, limits: PreviewLimits, console: Console) {
        self.root = root.resolvingSymlinksInPath().standardizedFileURL
        self.out = out.standardizedFileURL
        self.limits = limits
        self.console = console
    }

    /// `path` (relative to the root, or absolute) as a file inside the root, or why not.
    func resolve(_ path: String, mustExist: Bool = true) throws(MCPError) -> String {
        guard !path.isEmpty, !path.contains("\0") else { throw .invalid("the path is empty") }
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : root.appendingPathComponent(path)
        let real = url.standardizedFileURL.resolvingSymlinksInPath().standardizedFileURL.path
        guard real == root.path || real.hasPrefix(root.path + "/") else {
            throw .invalid("'\(path)' is outside the workspace \(root.path) (through '..' or a symbolic link): refused")
        }
        if mustExist && !FileManager.default.fileExists(atPath: real) { throw .invalid("no such file '\(path)' in the workspace") }
        return real
    }

    /// Rebuilds when a Swift file changed since the last build; `progress` hears the steps.
    func refresh(progress: (String) -> Void) throws(MCPError) {
        let loaded: PreviewSession.Loaded
        do { loaded = try PreviewSession.loadProject([root.path], skipping: [out.path]) } catch { throw MCPError(code: -32000, message: "cannot read the workspace: \(describe(error))") }
        let texts = Dictionary(loaded.sources.map { ($0.path, $0.text) }, uniquingKeysWith: { a, _ in a })
        if session != nil && texts == built { return }
        sources = loaded.sources
        progress(session == nil ? "building the previews" : "a file changed: rebuilding")
        let session = self.session ?? PreviewSession(request: request, limits: limits, quiet: true, log: { [weak self] line in self?.note(line) },
                                                     output: { [console] in console.err($0) })
        self.session = session
        compilerMessages = []
        buildProblem = nil
        warnings = loaded.warnings + PreviewSession.warnings(loaded.sources)
        do {
            guard let build = try session.build(loaded.sources, inputs: [root.path]) else { return }
            failing = build.failing
            listing = session.list()
            built = texts
        } catch {
            failing = [:]
            listing = PreviewListing()
            buildProblem = "\(error)"
            built = texts
        }
    }

    /// What every worker is asked: pictures into `out` as PNG; each job names its screen.
    private var request: WorkerRequest {
        var r = WorkerRequest(output: out.path, formats: ["png"], configuration: RenderConfiguration(device: DeviceCatalog.device(named: Defaults.device)!))
        r.configuration.imageFolders = ImageFolders.near([root.path], warn: { _ in }).map { URL(fileURLWithPath: $0) }
        return r
    }

    private func note(_ line: String) {
        compilerMessages.append(line)
        console.err(line)
    }

    /// The preview of `file` named `preview` (its title or slug), or at that index, or the file's first.
    func item(file: String, preview: JSONValue?) throws(MCPError) -> PreviewItem {
        let path = try resolve(file)
        let mine = listing.items.filter { URL(fileURLWithPath: $0.entry.file).standardizedFileURL.resolvingSymlinksInPath().path == path }
        guard !mine.isEmpty else {
            if let count = failing.first(where: { URL(fileURLWithPath: $0.key).resolvingSymlinksInPath().path == path })?.value {
                throw MCPError(code: -32000, message: "'\(file)' did not compile (\(count) error\(count == 1 ? "" : "s")): \(compilerMessages.suffix(5).joined(separator: " | "))")
            }
            throw .invalid("no previews in '\(file)'" + (buildProblem.map { ": \($0)" } ?? ""))
        }
        switch preview {
        case nil, .null?: return mine[0]
        case .number(let n)?:
            guard n >= 0, Int(n) < mine.count else { throw .invalid("'\(file)' has \(mine.count) preview\(mine.count == 1 ? "" : "s"); index \(Int(n)) is out of range") }
            return mine[Int(n)]
        case .string(let name)?:
            guard let found = mine.first(where: { $0.title == name || $0.slug == name }) else {
                throw .invalid("no preview '\(name)' in '\(file)'; its previews: \(mine.map { "'\($0.title)'" }.joined(separator: ", "))")
            }
            return found
        default: throw .invalid("'preview' is a name or an index")
        }
    }

    /// Runs `jobs` in the warm workers at once (each worker takes the next), `each` hearing each
    /// result by the job's index as it comes.
    func run(batch jobs: [PreviewJob], each: (Int, Result<PreviewJobResult, MCPError>) -> Void) {
        guard let session else {
            for i in jobs.indices { each(i, .failure(MCPError(code: -32000, message: "nothing is built"))) }
            return
        }
        session.run(jobs) { job, outcome in
            switch outcome {
            case .success(let r): each(job.id, r.error.map { .failure(MCPError(code: -32000, message: $0)) } ?? .success(r))
            case .failure(let f): each(job.id, .failure(MCPError(code: -32000, message: "the preview \(f)")))
            }
        }
    }

    /// Runs one job in the warm workers.
    func run(_ job: PreviewJob) throws(MCPError) -> PreviewJobResult { try run(job, in: session) }

    private func run(_ job: PreviewJob, in session: PreviewSession?) throws(MCPError) -> PreviewJobResult {
        guard let session else { throw MCPError(code: -32000, message: "nothing is built") }
        var answer: Result<PreviewJobResult, PreviewFailure>?
        session.run([job]) { _, outcome in answer = outcome }
        switch answer {
        case .success(let r)?:
            if let error = r.error { throw MCPError(code: -32000, message: error) }
            return r
        case .failure(let f)?: throw MCPError(code: -32000, message: "the preview \(f)")
        case nil: throw MCPError(code: -32000, message: "the worker gave no answer")
        }
    }

    /// Builds `source` beside the workspace's files (so their types can be used) and answers its
    /// first preview; the snippet's session stays warm for the next one.
    func snippet(_ source: String) throws(MCPError) -> PreviewItem {
        let folder = out.appendingPathComponent("snippets")
        let file = folder.appendingPathComponent("Snippet.swift")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try AtomicFile.write(Data(source.utf8), to: file)
        } catch {
            throw MCPError(code: -32000, message: "cannot write the snippet: \(describe(error))")
        }
        var sources: [PreviewProject.SourceFile]
        do {
            let mine = try PreviewSession.load([file.path])
            let workspaceFiles = try PreviewSession.loadProject([root.path], skipping: [out.path]).sources
            // The workspace's previews are not listed: only the snippet's.
            sources = mine + workspaceFiles.map { var f = $0; f.listsPreviews = false; return f }
        } catch {
            throw MCPError(code: -32000, message: "cannot read the snippet: \(describe(error))")
        }
        let texts = Dictionary(sources.map { ($0.path, $0.text) }, uniquingKeysWith: { a, _ in a })
        let session = snippetSession ?? PreviewSession(request: request, limits: limits, quiet: true, log: { [weak self] line in self?.note(line) },
                                                       output: { [console] in console.err($0) })
        snippetSession = session
        if texts != snippetBuilt {
            compilerMessages = []
            do {
                guard let build = try session.build(sources, inputs: [file.path]) else { throw MCPError(code: -32000, message: "the build was cancelled") }
                snippetBuilt = texts
                if build.failing[file.path] != nil || !build.compiled.contains(where: { $0.path == file.path }) {
                    snippetBuilt = [:]
                    throw MCPError(code: -32000, message: "the snippet does not compile: \(compilerMessages.filter { $0.contains("error:") }.prefix(5).joined(separator: " | "))")
                }
            } catch let e as MCPError {
                throw e
            } catch {
                snippetBuilt = [:]
                throw MCPError(code: -32000, message: "the snippet does not build: \(error)")
            }
        }
        guard let item = session.list().items.first else { throw MCPError(code: -32000, message: "the snippet has no preview") }
        return item
    }

    /// The SwiftUI API the files that did not compile use and LayoutViz lacks, as `layoutviz check` finds it.
    func missingAPI() -> [JSONValue] {
        let broken = sources.filter { failing[$0.path] != nil }
        guard !broken.isEmpty, let diagnostics = try? PreviewBuild(project: PreviewProject(), quiet: true, log: { _ in }).diagnose(broken) else { return [] }
        let report = MissingAPIReport(diagnostics, sources: Dictionary(broken.map { ($0.path, $0.text) }, uniquingKeysWith: { a, _ in a }), root: root.path)
        return report.missing.map { ["name": .string($0.name), "kind": .string($0.kind), "uses": .strings($0.uses)] }
    }

    /// Verifies `jobs` (golden jobs) against the goldens in `folder` in record mode `mode`: the
    /// workers restart with the goldens' settings, and again without them afterwards.
    func verifyGoldens(_ jobs: [PreviewJob], folder: URL, mode: String) throws(MCPError) -> [PreviewJobResult] {
        guard let session else { throw MCPError(code: -32000, message: "nothing is built") }
        let plain = session.request
        var request = plain
        request.goldens = WorkerRequest.Goldens(folder: folder.path, mode: mode, modeSource: "the golden_verify call", artifacts: out.appendingPathComponent("golden-artifacts").path,
                                                accept: "golden_verify with record: \"failed\"")
        session.request = request
        defer { session.request = plain }
        var results: [PreviewJobResult] = []
        var failure: MCPError?
        session.run(jobs) { _, outcome in
            switch outcome {
            case .success(let r): results.append(r)
            case .failure(let f): failure = MCPError(code: -32000, message: "the preview \(f)")
            }
        }
        if let failure { throw failure }
        return results
    }

    /// Runs one job in the snippet session's workers.
    func runSnippet(_ job: PreviewJob) throws(MCPError) -> PreviewJobResult {
        try run(job, in: snippetSession)
    }

    /// Stops the workers.
    func shutdown() {
        session?.shutdown()
        session = nil
        snippetSession?.shutdown()
        snippetSession = nil
    }
}
