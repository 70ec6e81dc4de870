import Foundation
import LayoutViz

/// `layoutviz preview PATH...`: finds the previews in Swift files, builds them against LayoutViz
/// and renders each one (docs/previews.md).
struct PreviewCommand {
    let console: Console

    func run(_ args: [String]) throws {
        let a = try Arguments(args, command: "preview", options: [
            "device": .many, "orientation": .one, "format": .many, "out": .one, "quiet": .flag, "list": .flag, "package": .one,
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
        let files = try Self.swiftFiles(inputs)
        let devices = try Resolve.devices(a.list("device") ?? [Defaults.device])
        let orientations = try Resolve.orientation(a.value("orientation") ?? "portrait")
        let formats = try Resolve.formats(a.list("format") ?? ["png"])
        let out = URL(fileURLWithPath: a.value("out") ?? Defaults.outputFolder + "/previews")
        let quiet = a.has("quiet")

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
            throw CLIError.failure("no previews in \(inputs.map { "'\($0)'" }.joined(separator: ", ")) (\(files.count) Swift file\(files.count == 1 ? "" : "s"); looked for #Preview blocks and PreviewProvider types)")
        }
        if let problem = PangoTextMeasurer.fontProblem { throw CLIError.failure(problem) }

        let project = PreviewProject()
        let compiled = try PreviewBuild(project: project, console: console, quiet: quiet).build(sources)
        guard !compiled.isEmpty else { throw CLIError.failure("no file compiled; nothing to render") }

        let root = Self.commonFolder(of: compiled.map(\.path))
        var hostArgs: [String]
        if a.has("list") {
            hostArgs = ["--list"]
        } else {
            if let problem = folderProblem(out.standardizedFileURL.path) { throw CLIError.failure("cannot write to output folder '\(out.path)': \(problem)") }
            AtomicFile.removeStaleTemporaries(under: out)
            hostArgs = ["--out", out.path, "--root", root, "--device", devices.map(\.id).joined(separator: ","),
                        "--orientation", orientations.count == 2 ? "both" : orientations[0].rawValue, "--format", formats.map(\.rawValue).joined(separator: ",")]
            if a.list("device") != nil { hostArgs.append("--devices-given") }
            if a.value("orientation") != nil { hostArgs.append("--orientation-given") }
            if quiet { hostArgs.append("--quiet") }
        }
        let status = try runHost(project.executable, hostArgs)
        let failed = sources.count - compiled.count
        if failed > 0 {
            throw CLIError.failure("\(failed) of \(sources.count) file\(sources.count == 1 ? "" : "s") did not compile (messages above); the others were \(a.has("list") ? "listed" : "rendered")")
        }
        if status != 0 { throw CLIError.failure("rendering the previews failed (messages above)") }
    }

    /// Runs the built program, passing its output through.
    private func runHost(_ executable: URL, _ args: [String]) throws -> Int32 {
        let p = Process()
        p.executableURL = executable
        p.arguments = args
        let out = Pipe(), err = Pipe()
        p.standardOutput = out
        p.standardError = err
        do { try p.run() } catch { throw CLIError.failure("cannot run the preview program '\(executable.path)': \(describe(error))") }
        let console = self.console
        let errReader = Thread { forwardLines(err.fileHandleForReading) { console.err($0) } }
        errReader.start()
        forwardLines(out.fileHandleForReading) { console.out($0) }
        p.waitUntilExit()
        while !errReader.isFinished { usleep(1_000) }
        if p.terminationReason == .uncaughtSignal {
            throw CLIError.failure("the preview program stopped (signal \(p.terminationStatus)); the message above says why")
        }
        return p.terminationStatus
    }

    /// The Swift files of `inputs`: files as given, folders searched (hidden folders, `.build` and
    /// `Package.swift` left out), sorted.
    static func swiftFiles(_ inputs: [String]) throws -> [String] {
        var files: [String] = []
        for input in inputs {
            let url = URL(fileURLWithPath: input).standardizedFileURL
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
                throw CLIError.failure("no such file or folder: '\(input)'")
            }
            if !isFolder.boolValue {
                guard url.pathExtension == "swift" else { throw CLIError.failure("'\(input)' is not a Swift file") }
                files.append(url.path)
                continue
            }
            let e = FileManager.default.enumerator(at: url, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])
            while let f = e?.nextObject() as? URL {
                if f.lastPathComponent == ".build" || f.lastPathComponent == "Output" { e?.skipDescendants(); continue }
                if f.pathExtension == "swift" && f.lastPathComponent != "Package.swift" { files.append(f.standardizedFileURL.path) }
            }
        }
        var seen = Set<String>()
        return files.filter { seen.insert($0).inserted }.sorted()
    }

    /// The deepest folder containing every path.
    static func commonFolder(of paths: [String]) -> String {
        let folders = paths.map { URL(fileURLWithPath: $0).deletingLastPathComponent().pathComponents }
        guard var common = folders.first else { return "/" }
        for f in folders.dropFirst() {
            var n = 0
            while n < min(common.count, f.count) && common[n] == f[n] { n += 1 }
            common = Array(common.prefix(n))
        }
        let path = NSString.path(withComponents: common)
        return path.isEmpty ? "/" : path
    }
}

/// Reads `handle` to its end, calling `line` for each line.
func forwardLines(_ handle: FileHandle, _ line: (String) -> Void) {
    var buffer = Data()
    while true {
        let chunk = handle.availableData
        if chunk.isEmpty { break }
        buffer.append(chunk)
        while let nl = buffer.firstIndex(of: UInt8(ascii: "\n")) {
            line(String(decoding: buffer[buffer.startIndex..<nl], as: UTF8.self))
            buffer.removeSubrange(buffer.startIndex...nl)
        }
    }
    if !buffer.isEmpty { line(String(decoding: buffer, as: UTF8.self)) }
}
