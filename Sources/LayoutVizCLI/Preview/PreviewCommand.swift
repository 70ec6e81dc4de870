import Foundation
import LayoutViz
import LayoutVizPreviewKit

/// `layoutviz preview PATH...`: finds the previews in Swift files, builds them against LayoutViz
/// and renders each one (docs/previews.md).
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
        /// Folders `Image("name")` searches: `--images`, then the inputs' folders and the
        /// asset catalogs and Resources folders in them.
        var imageFolders: [String] = []
    }

    /// What one round (scan, build, render) did.
    struct Outcome {
        var files = 0
        var compiled = 0
        /// Files that did not compile, with their error counts.
        var failing: [String: Int] = [:]
        var hostStatus: Int32 = 0
        var cancelled = false
        var buildSeconds = 0.0
        var renderSeconds = 0.0
    }

    func run(_ args: [String]) throws {
        let a = try Arguments(args, command: "preview", options: [
            "device": .many, "orientation": .one, "format": .many, "out": .one, "quiet": .flag, "list": .flag, "package": .one,
            "watch": .flag, "port": .one, "chrome": .one, "images": .many,
        ])
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
            out: URL(fileURLWithPath: a.value("out") ?? Defaults.outputFolder + "/previews"),
            quiet: a.has("quiet"), list: a.has("list"),
            devicesGiven: a.list("device") != nil, orientationGiven: a.value("orientation") != nil)
        options.chrome = try Resolve.chrome(a.value("chrome"))
        for path in a.list("images") ?? [] {
            var isDir: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir), isDir.boolValue else {
                throw CLIError.usage("--images '\(path)' is not a folder")
            }
        }
        options.imageFolders = (a.list("images") ?? []) + PreviewCommand.imageFolders(near: inputs)
        let port = try a.value("port").map { v -> UInt16 in
            guard let p = UInt16(v), p > 0 else { throw CLIError.usage("invalid --port '\(v)': expected a port number from 1 to 65535") }
            return p
        }
        if a.has("watch") {
            if options.list { throw CLIError.usage("--watch and --list do not go together") }
            try PreviewWatch(command: self, options: options, port: port ?? 8765).run()
            return
        }
        let outcome = try round(options, files: try Self.swiftFiles(options.inputs))
        if !outcome.failing.isEmpty {
            let failed = outcome.failing.count
            throw CLIError.failure("\(failed) of \(outcome.files) file\(outcome.files == 1 ? "" : "s") did not compile (messages above); the others were \(options.list ? "listed" : "rendered")")
        }
        if outcome.hostStatus != 0 { throw CLIError.failure("rendering the previews failed (messages above)") }
    }

    /// Scans `files`, builds them (leaving out those that do not compile) and renders or lists
    /// their previews. `shouldCancel` is asked while building; a cancelled round renders nothing.
    func round(_ o: Options, files: [String], shouldCancel: @escaping () -> Bool = { false }) throws -> Outcome {
        var outcome = Outcome()
        outcome.files = files.count
        var sources: [PreviewProject.SourceFile] = []
        for path in files {
            guard let data = FileManager.default.contents(atPath: path) else { throw CLIError.failure("cannot read '\(path)'") }
            let text = String(decoding: data, as: UTF8.self)
            let scan = SourceScanner.scan(text)
            if let problem = scan.problem { console.err("layoutviz: warning: \(path): \(problem); previews after it may be missed") }
            sources.append(PreviewProject.SourceFile(path: path, text: text, scan: scan))
        }
        let found = sources.reduce(0) { $0 + $1.scan.macros.count + $1.scan.providers.count }
        guard found > 0 else {
            throw CLIError.failure("no previews in \(o.inputs.map { "'\($0)'" }.joined(separator: ", ")) (\(files.count) Swift file\(files.count == 1 ? "" : "s"); looked for #Preview blocks and PreviewProvider types)")
        }
        if let problem = PangoTextMeasurer.fontProblem { throw CLIError.failure(problem) }

        let project = PreviewProject()
        let start = Date()
        let result = try PreviewBuild(project: project, quiet: o.quiet, log: { [console] in console.err($0) }).build(sources, shouldCancel: shouldCancel)
        outcome.buildSeconds = Date().timeIntervalSince(start)
        guard let result else {
            outcome.cancelled = true
            return outcome
        }
        outcome.failing = result.failing
        outcome.compiled = result.compiled.count
        guard !result.compiled.isEmpty else {
            if !o.quiet { console.err("no file compiled; nothing to render") }
            outcome.hostStatus = 1
            return outcome
        }
        let root = Self.commonFolder(of: result.compiled.map(\.path))
        var hostArgs: [String]
        if o.list {
            hostArgs = ["--list"]
        } else {
            if let problem = folderProblem(o.out.standardizedFileURL.path) { throw CLIError.failure("cannot write to output folder '\(o.out.path)': \(problem)") }
            AtomicFile.removeStaleTemporaries(under: o.out)
            hostArgs = ["--out", o.out.path, "--root", root, "--device", o.devices.map(\.id).joined(separator: ","),
                        "--orientation", o.orientations.count == 2 ? "both" : o.orientations[0].rawValue, "--format", o.formats.map(\.rawValue).joined(separator: ",")]
            if o.devicesGiven { hostArgs.append("--devices-given") }
            if o.orientationGiven { hostArgs.append("--orientation-given") }
            if o.quiet { hostArgs.append("--quiet") }
            hostArgs += ["--chrome", o.chrome.rawValue]
            for folder in o.imageFolders { hostArgs += ["--images", folder] }
        }
        let renderStart = Date()
        outcome.hostStatus = try runHost(project.executable, hostArgs)
        outcome.renderSeconds = Date().timeIntervalSince(renderStart)
        return outcome
    }

    /// Runs the built program, passing its output through.
    private func runHost(_ executable: URL, _ args: [String]) throws -> Int32 {
        let console = self.console
        let (status, signalled) = try PreviewProgram.run(executable, args, output: { console.out($0) }, errors: { console.err($0) })
        if signalled {
            throw CLIError.failure("the preview program stopped (signal \(status)); the message above says why")
        }
        return status
    }

    static func swiftFiles(_ inputs: [String]) throws -> [String] {
        do { return try PreviewSources.swiftFiles(inputs) } catch let e as PreviewBuildError { throw CLIError.failure(e.message) }
    }

    static func commonFolder(of paths: [String]) -> String { PreviewSources.commonFolder(of: paths) }
}

extension PreviewCommand {
    /// Where a project's images usually are: each input folder (a file's own folder), and the
    /// `Resources` folders and `*.xcassets` catalogs' parents up to three levels inside them.
    static func imageFolders(near inputs: [String]) -> [String] {
        let fm = FileManager.default
        var out: [String] = []
        func add(_ p: String) { if !out.contains(p) { out.append(p) } }
        for input in inputs {
            var isDir: ObjCBool = false
            guard fm.fileExists(atPath: input, isDirectory: &isDir) else { continue }
            let root = isDir.boolValue ? URL(fileURLWithPath: input) : URL(fileURLWithPath: input).deletingLastPathComponent()
            add(root.standardizedFileURL.path)
            var level = [root]
            for _ in 0..<3 {
                var next: [URL] = []
                for dir in level {
                    guard let names = try? fm.contentsOfDirectory(atPath: dir.path) else { continue }
                    for name in names.sorted() where !name.hasPrefix(".") {
                        let url = dir.appendingPathComponent(name)
                        guard fm.fileExists(atPath: url.path, isDirectory: &isDir), isDir.boolValue else { continue }
                        if name.hasSuffix(".xcassets") { add(dir.standardizedFileURL.path); continue }
                        if name == "Resources" { add(url.standardizedFileURL.path) }
                        next.append(url)
                    }
                }
                level = next
            }
        }
        return out
    }
}
