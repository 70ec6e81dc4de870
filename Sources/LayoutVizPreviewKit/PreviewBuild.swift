import Foundation
import LayoutVizRender
import LayoutVizCore

/// Builds the preview program, leaving out files that do not compile: their compiler messages are
/// shown as the compiler wrote them (file, line, column, the source line), and the rest are built
/// again without them, until a build succeeds or no file is left.
package struct PreviewBuild {
    package let project: PreviewProject
    /// Where progress and compiler messages go (standard error in the CLI).
    package let log: (String) -> Void
    package let quiet: Bool

    package init(project: PreviewProject, quiet: Bool, log: @escaping (String) -> Void) {
        self.project = project
        self.quiet = quiet
        self.log = log
    }

    /// What a build left: the files that compiled, those that did not with their error counts,
    /// and this run's own copy of the program.
    package struct Result {
        package var compiled: [PreviewProject.SourceFile]
        package var failing: [String: Int]
        /// The program, copied for this run alone (another run may build the project again while
        /// this one draws); nil when nothing compiled. Remove it with `PreviewProject.release`.
        package var executable: URL?
        /// How many times the compiler built the files (a build that found nothing to do counts).
        package var builds = 0
    }

    /// Builds, leaving out files that do not compile, after as many rounds as needed; nil when
    /// `shouldCancel` said so during a build (the build is stopped).
    package func build(_ files: [PreviewProject.SourceFile], shouldCancel: @escaping () -> Bool = { false }) throws -> Result? {
        let lock = try lockProject()
        defer { close(lock) }
        try project.discardStaleBuild()
        var remaining = files
        var failingAll: [String: Int] = [:]
        var repairs = 0
        var runtime = try preparedRuntime()
        let root = PreviewSources.commonFolder(of: files.filter(\.listsPreviews).map(\.path))
        // Files with syntax errors are left out before type-checking (what the type checker says
        // about them is noise). Against the prepared runtime the parse waits for a failed build:
        // a build that succeeds needs none (a tenth of a second saved on every save in watch mode).
        var syntaxChecked = false
        func leaveOutSyntaxErrors() throws -> Bool {
            syntaxChecked = true
            let before = remaining.count
            for (path, errors) in Dictionary(grouping: try syntaxErrors(remaining), by: \.path).sorted(by: { $0.key < $1.key }) {
                for e in errors { log(GenericNames.collapsed(e.text)) }
                failingAll[path] = errors.count
                log("layoutviz: error: \(path) has \(errors.count == 1 ? "a syntax error" : "\(errors.count) syntax errors") (line \(errors[0].line): \(errors[0].message)); left out")
                remaining.removeAll { $0.path == path }
            }
            return remaining.count < before
        }
        if runtime == nil || PreviewProject.modules(files) != nil { _ = try leaveOutSyntaxErrors() }
        // Before any build, what would otherwise take one build a file: imports of modules that
        // are not there (swiftc stops the module at the first), then what uses their types.
        var leftOut: [PreviewProject.SourceFile] = []
        var causes: [String: String] = [:]  // path → its cause, as grouped in the summary
        func leaveOutDependents() {
            let deps = Diagnosis.dependents(of: leftOut, among: remaining)
            for (path, cause) in deps.sorted(by: { $0.key < $1.key }) {
                log("layoutviz: error: \(path) \(cause.description); left out")
                failingAll[path] = 1
                causes[path] = "then files that use types from those"
            }
            leftOut += remaining.filter { deps[$0.path] != nil }
            remaining.removeAll { deps[$0.path] != nil }
        }
        func noteLeftOut(before: [PreviewProject.SourceFile], cause: String) {
            let kept = Set(remaining.map(\.path)), known = Set(leftOut.map(\.path))
            let gone = before.filter { !kept.contains($0.path) && !known.contains($0.path) }
            for f in gone where causes[f.path] == nil { causes[f.path] = cause }
            leftOut += gone
        }
        let unbuildable = try self.unbuildable(remaining, runtime: runtime)
        for (path, cause) in unbuildable.sorted(by: { $0.key < $1.key }) {
            log("layoutviz: error: \(path) \(cause.description); left out")
            failingAll[path] = 1
            switch cause {
            case .missingModule(let m): causes[path] = "import \(m)"
            case .usesLeftOut: causes[path] = "then files that use types from those"
            }
        }
        leftOut += remaining.filter { unbuildable[$0.path] != nil }
        remaining.removeAll { unbuildable[$0.path] != nil }
        noteLeftOut(before: files, cause: "syntax errors")
        leaveOutDependents()
        var builds = 0
        defer { Self.summarise(causes, log: log) }
        while !remaining.isEmpty {
            try project.write(remaining)
            // One module of files builds against the prepared runtime: one swiftc and a link.
            if let r = runtime, PreviewProject.modules(remaining) == nil {
                builds += 1
                guard let (status, output) = try swiftc(r, files: remaining.count, flags: PreviewProject.compilerFlags(of: remaining), shouldCancel: shouldCancel) else { return nil }
                if status == 0 {
                    return Result(compiled: remaining, failing: failingAll, executable: try project.runCopy(of: project.directBuildExecutable), builds: builds)
                }
                let before = remaining
                if !syntaxChecked, try leaveOutSyntaxErrors() { noteLeftOut(before: before, cause: "syntax errors"); leaveOutDependents(); continue }
                if try leaveOut(failingIn: output, remaining: &remaining, failingAll: &failingAll, root: root) {
                    noteLeftOut(before: before, cause: "other errors")
                    leaveOutDependents()
                    continue
                }
                try project.checkSpace(output)
                // Not the user's code: the runtime does not work here; SwiftPM builds instead.
                log("layoutviz: note: building against the prepared modules failed outside your files (\(Self.firstError(output) ?? "no message")); building with SwiftPM instead")
                runtime = nil
                continue
            }
            let first = !FileManager.default.fileExists(atPath: project.buildDirectory.path)
            if !quiet {
                log("building \(remaining.count) file\(remaining.count == 1 ? "" : "s")\(first ? " (the first build also compiles LayoutViz: under a minute on 2 cores)" : "") in \(project.directory.path)")
            }
            // The first build compiles LayoutViz too (minutes): say what it is doing, phase by phase.
            let phases = first && !quiet ? BuildPhases(userModules: Set(remaining.compactMap(\.module)), log: log) : nil
            builds += 1
            guard let (status, output) = try swiftBuild(shouldCancel: shouldCancel, onLine: phases.map { p in { p.see($0) } }) else { return nil }
            phases?.finish(succeeded: status == 0)
            if status == 127 { throw PreviewBuildError("cannot run 'swift build': 'swift' is not on PATH (install the Swift toolchain, or add its bin folder to PATH)") }
            if status == 0 { return Result(compiled: remaining, failing: failingAll, executable: try project.runCopy(of: project.executable), builds: builds) }
            let before = remaining
            if try leaveOut(failingIn: output, remaining: &remaining, failingAll: &failingAll, root: root) {
                noteLeftOut(before: before, cause: "other errors")
                leaveOutDependents()
                continue
            }
            try project.checkSpace(output)
            // Not the user's code. A damaged build folder (a killed build, a corrupted database)
            // fails every later build the same way, with no compiler message about a source
            // file. The smaller repair first: without its database the build system redoes every
            // step, and the compilers' own records still spare unchanged files (seconds); then,
            // the folder afresh (LayoutViz compiled again, a minute or two). A build that failed
            // with messages about files that are not LayoutViz's is not repaired: it is reported.
            let elsewhere = SourceLocations(remaining).diagnostics(output).contains { $0.isError && !$0.path.hasPrefix(project.layoutVizRoot.path + "/") }
            if repairs < 2 && !elsewhere {
                repairs += 1
                let cause = Self.firstError(output) ?? "the build failed outside your files"
                if repairs == 1 {
                    log("layoutviz: the preview build cache in \(project.buildDirectory.path) looks damaged (\(cause)); building again without its database")
                    try? FileManager.default.removeItem(at: project.buildDirectory.appendingPathComponent("build.db"))
                } else {
                    log("layoutviz: the preview build cache in \(project.buildDirectory.path) is still damaged (\(cause)); building it again from scratch")
                    try? FileManager.default.removeItem(at: project.buildDirectory)
                }
                continue
            }
            log(output.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("[") }.joined(separator: "\n"))
            throw PreviewBuildError("the preview program did not build (messages above)")
        }
        return Result(compiled: [], failing: failingAll, executable: nil, builds: builds)
    }

    /// The files that cannot build whatever the rest does, found before building: those that
    /// import a module that is not there, and those that use types declared only in them.
    package func unbuildable(_ files: [PreviewProject.SourceFile], runtime: PreviewRuntime? = nil) throws -> [String: Diagnosis.Cause] {
        guard let r = try runtime ?? preparedRuntime() else { return [:] }
        var causes = Diagnosis.missingModules(files, available: r.availableModules)
        let leftOut = files.filter { causes[$0.path] != nil }
        causes.merge(Diagnosis.dependents(of: leftOut, among: files.filter { causes[$0.path] == nil })) { a, _ in a }
        return causes
    }

    /// One line grouping the causes of the files left out, most files first
    /// (`left out 8 files: import SwiftData: 3 files; then files that use types from those: 3 files; ...`).
    static func summarise(_ causes: [String: String], log: (String) -> Void) {
        guard causes.count > 1 else { return }
        let groups = Dictionary(grouping: causes.keys, by: { causes[$0]! }).map { ($0.key, $0.value.count) }
        // Imports first (by count), then the files that follow from them, then the rest.
        func rank(_ cause: String) -> Int { cause.hasPrefix("import ") ? 0 : cause.hasPrefix("then ") ? 1 : 2 }
        let parts = groups.sorted { (rank($0.0), -$0.1, $0.0) < (rank($1.0), -$1.1, $1.0) }
            .map { "\($0.0): \($0.1) file\($0.1 == 1 ? "" : "s")" }
        log("layoutviz: left out \(causes.count) files: \(parts.joined(separator: "; "))")
    }

    /// Shows the compiler's messages about the user's files in `output` and leaves those files
    /// out; false when no user file failed (the failure is elsewhere).
    private func leaveOut(failingIn output: String, remaining: inout [PreviewProject.SourceFile], failingAll: inout [String: Int], root: String) throws -> Bool {
        let userPaths = Set(remaining.map(\.path))
        let blocks = SourceLocations(remaining).diagnostics(output)
        let failing = Set(blocks.filter { $0.isError && userPaths.contains($0.path) }.map(\.path))
        guard !failing.isEmpty else { return false }
        let lines = Dictionary(remaining.map { ($0.path, $0.originalLines) }, uniquingKeysWith: { a, _ in a })
        for block in blocks where userPaths.contains(block.path) && block.isError {
            log(GenericNames.collapsed(Self.renumbered(block.text, originalLines: lines[block.path] ?? nil)))
        }
        let report = MissingAPIReport(blocks, sources: Dictionary(remaining.map { ($0.path, $0.text) }, uniquingKeysWith: { a, _ in a }), root: root)
        for path in failing.sorted() {
            let n = blocks.filter { $0.path == path && $0.isError }.count
            failingAll[path] = n
            let missing = report.brief(for: Self.relative(path, to: root))
            let cause = missing.isEmpty ? "" : "; not in LayoutViz: " + missing.prefix(3).joined(separator: ", ") + (missing.count > 3 ? " and \(missing.count - 3) more" : "") + ", see docs/coverage.md"
            log("layoutviz: error: \(path) does not compile (\(n) error\(n == 1 ? "" : "s")\(cause)); left out")
        }
        remaining.removeAll { failing.contains($0.path) }
        return true
    }

    /// The prepared runtime, unless `LAYOUTVIZ_PREVIEW_BUILD=swiftpm` asks for SwiftPM builds or
    /// this program's build cannot provide one (then nil, with a note when it was expected).
    private func preparedRuntime() throws -> PreviewRuntime? {
        if ProcessInfo.processInfo.environment["LAYOUTVIZ_PREVIEW_BUILD"] == "swiftpm" { return nil }
        do {
            return try PreviewRuntime.prepare(cache: project.directory.deletingLastPathComponent(), quiet: quiet, log: log)
        } catch let e as PreviewRuntime.Unavailable {
            // A full disk or a file-size limit stops SwiftPM too: say so now.
            try project.checkSpace(e.description)
            if PreviewRuntime.buildFolder() != nil { log("layoutviz: note: cannot prepare LayoutViz for previews (\(e.description)); building with SwiftPM") }
            return nil
        } catch {
            try project.checkSpace(describeError(error))
            log("layoutviz: note: cannot prepare LayoutViz for previews (\(describeError(error))); building with SwiftPM")
            return nil
        }
    }

    /// Compiles and links the program's one module (`files` user files) against `runtime`, unless
    /// the program built last time from the same sources is there.
    private func swiftc(_ runtime: PreviewRuntime, files: Int, flags: [String], shouldCancel: () -> Bool) throws -> (Int32, String)? {
        let dir = project.sourcesDirectory.appendingPathComponent(PreviewProject.programName)
        let sources = ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []).filter { $0.hasSuffix(".swift") }.sorted().map { dir.appendingPathComponent($0).path }
        let output = project.directBuildExecutable
        try FileManager.default.createDirectory(at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
        // Objects kept between builds: swiftc's incremental mode compiles again only the files
        // that changed and those that depend on them (a server's edit rebuilds one file).
        let objects = output.deletingLastPathComponent().appendingPathComponent("objects")
        try FileManager.default.createDirectory(at: objects, withIntermediateDirectories: true)
        var map: [String: [String: String]] = ["": ["swift-dependencies": objects.appendingPathComponent("module.swiftdeps").path]]
        for path in sources {
            let base = objects.appendingPathComponent(URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent).path
            map[path] = ["object": base + ".o", "swift-dependencies": base + ".swiftdeps"]
        }
        let mapURL = objects.appendingPathComponent("output-file-map.json")
        try AtomicFile.write(try JSONSerialization.data(withJSONObject: map, options: [.sortedKeys]), to: mapURL, inside: project.directory)
        // The same sources against the same runtime: the program built last time is still right.
        let arguments = runtime.buildArguments(sources: sources, output: output.path, flags: flags)
            + ["-incremental", "-output-file-map", mapURL.path]
        var stamp = arguments.joined(separator: "\n")
        for path in sources { stamp += "\n" + ContentDigest.hex(FileManager.default.contents(atPath: path) ?? Data()) }
        let stampURL = output.deletingLastPathComponent().appendingPathComponent("sources.digest")
        let digest = ContentDigest.hex(Data(stamp.utf8))
        if FileManager.default.isExecutableFile(atPath: output.path), (try? String(contentsOf: stampURL, encoding: .utf8)) == digest { return (0, "") }
        try? FileManager.default.removeItem(at: stampURL)
        if !quiet { log("building \(files) file\(files == 1 ? "" : "s") against LayoutViz's prepared modules") }
        let started = Date()
        guard let (end, text) = try ChildProcess.run("/usr/bin/env", arguments, shouldCancel: shouldCancel) else { return nil }
        switch end {
        case .exited(127): throw PreviewBuildError("cannot run 'swiftc': it is not on PATH (install the Swift toolchain, or add its bin folder to PATH)")
        case .exited(let code):
            if code == 0 {
                try? AtomicFile.write(Data(digest.utf8), to: stampURL, inside: project.directory)
                if !quiet { log(String(format: "  %6.1f s  built", Date().timeIntervalSince(started))) }
            }
            return (code, text)
        case .signalled(let s): return (128 + s, text + "\nerror: swiftc was stopped by \(ChildProcess.signalName(s))")
        }
    }

    /// The first `error:` line of a build's output, without its prefix, at most 200 characters.
    static func firstError(_ output: String) -> String? {
        guard let line = output.split(separator: "\n").first(where: { $0.contains("error: ") }) else { return nil }
        let text = line.range(of: "error: ").map { String(line[$0.upperBound...]) } ?? String(line)
        return text.count > 200 ? String(text.prefix(200)) + "…" : text
    }

    /// Builds once with every file and returns the compiler's messages (none when it compiles).
    package func diagnose(_ files: [PreviewProject.SourceFile]) throws -> [Diagnostic] {
        let lock = try lockProject()
        defer { close(lock) }
        try project.discardStaleBuild()
        try project.write(files)
        if !quiet { log("compiling \(files.count) file\(files.count == 1 ? "" : "s") against LayoutViz in \(project.directory.path)") }
        if PreviewProject.modules(files) == nil, let runtime = try preparedRuntime(), let (status, output) = try swiftc(runtime, files: files.count, flags: PreviewProject.compilerFlags(of: files), shouldCancel: { false }) {
            if status == 0 { return [] }
            let userPaths = Set(files.map(\.path))
            let found = SourceLocations(files).diagnostics(output)
            if found.contains(where: { $0.isError && userPaths.contains($0.path) }) { return found }
        }
        guard let (status, output) = try swiftBuild(shouldCancel: { false }) else { return [] }
        return status == 0 ? [] : SourceLocations(files).diagnostics(output)
    }

    /// One compiler message: its first line names the file, and the lines after it show the source.
    package struct Diagnostic: Equatable {
        package var path: String
        package var line: Int
        package var column: Int = 0
        package var isError: Bool
        package var text: String

        /// The message alone: `expected ',' separator`.
        package var message: String {
            let first = text.split(separator: "\n").first.map(String.init) ?? text
            for kind in [": error: ", ": warning: ", ": note: "] {
                if let r = first.range(of: kind) { return String(first[r.upperBound...]) }
            }
            return first
        }
    }

    /// `path` below `root`, or as it is.
    package static func relative(_ path: String, to root: String) -> String {
        path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
    }

    /// The syntax errors in `files` (Swift's parser alone, a fraction of a second), at the user's
    /// files and lines. A file with one is not type-checked: what the type checker says about a
    /// broken file is noise (`extra argument in call` for a missing parenthesis).
    package func syntaxErrors(_ files: [PreviewProject.SourceFile]) throws -> [Diagnostic] {
        guard !files.isEmpty else { return [] }
        // Unique per call: checks may run at once in one process (tests, the testing library).
        let folder = project.directory.appendingPathComponent("syntax-\(getpid())-\(UUID().uuidString.prefix(8))")
        do { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) } catch {
            throw PreviewBuildError("cannot use the preview cache folder '\(project.directory.path)': \(describeError(error)) (set LAYOUTVIZ_CACHE to another folder)")
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        // Each copy names the user's file, so the parser's messages point there. A `main.swift`
        // may hold top-level code, so each is parsed alone under its own name; the other files
        // are parsed together.
        var libraries: [String] = []
        var mains: [String] = []
        for (n, file) in files.enumerated() {
            let isMain = URL(fileURLWithPath: file.path).lastPathComponent == "main.swift"
            let dir = isMain ? folder.appendingPathComponent("\(n)") : folder
            let url = dir.appendingPathComponent(isMain ? "main.swift" : "\(n).swift")
            let text = "#sourceLocation(file: \(swiftLiteral(SourceLocations.name(for: file.path, index: n))), line: 1)\n" + file.text + "\n#sourceLocation()\n"
            do {
                try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url)
            } catch { throw PreviewBuildError("cannot write '\(url.path)': \(describeError(error))") }
            if isMain { mains.append(url.path) } else { libraries.append(url.path) }
        }
        var output = ""
        for batch in (libraries.isEmpty ? [] : [libraries]) + mains.map({ [$0] }) {
            guard let (end, out) = try ChildProcess.run("/usr/bin/env", ["swiftc", "-parse"] + batch, shouldCancel: { false }) else { return [] }
            if case .exited(127) = end { throw PreviewBuildError("cannot run 'swiftc': it is not on PATH (install the Swift toolchain, or add its bin folder to PATH)") }
            output += out + "\n"
        }
        let userPaths = Set(files.map(\.path))
        let lines = Dictionary(files.map { ($0.path, $0.originalLines) }, uniquingKeysWith: { a, _ in a })
        return SourceLocations(files).diagnostics(output).filter { $0.isError && userPaths.contains($0.path) }.map { d in
            var d = d
            d.text = Self.renumbered(d.text, originalLines: lines[d.path] ?? nil)
            return d
        }
    }

    /// The message with its source excerpt numbered as the user's file is: the compiler numbers
    /// excerpt lines by the copy, which has one line (`#sourceLocation`) before the file's first.
    /// With `originalLines` (text generated from a document), excerpt lines are numbered by the
    /// document's lines and generated lines (0) are left out.
    package static func renumbered(_ text: String, originalLines: [Int]? = nil) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).compactMap { raw -> String? in
            let line = String(raw)
            guard let bar = line.firstIndex(of: "|") else { return line }
            let gutter = line[..<bar]
            guard let n = Int(gutter.trimmingCharacters(in: .whitespaces)) else { return line }
            // The copy's own `#sourceLocation` lines are not the user's.
            if line[line.index(after: bar)...].trimmingCharacters(in: .whitespaces).hasPrefix("#sourceLocation(") { return nil }
            guard n > 1 else { return originalLines == nil ? line : nil }
            var number = String(n - 1)
            if let originalLines {
                guard n - 2 < originalLines.count, originalLines[n - 2] > 0 else { return nil }
                number = String(originalLines[n - 2])
            }
            let padded = String(repeating: " ", count: max(0, gutter.count - number.count - 1)) + number + " "
            return padded + line[bar...]
        }.joined(separator: "\n")
    }

    /// Runs `swift build` on the project; nil when `shouldCancel` said so (the build is stopped).
    private func swiftBuild(shouldCancel: () -> Bool, onLine: ((String) -> Void)? = nil) throws -> (Int32, String)? {
        let arguments = ["swift", "build", "--package-path", project.directory.path, "--product", PreviewProject.programName]
        guard let (end, output) = try ChildProcess.run("/usr/bin/env", arguments, shouldCancel: shouldCancel, onLine: onLine) else { return nil }
        switch end {
        case .exited(let code): return (code, output)
        case .signalled(let s): return (128 + s, output + "\nerror: swift build was stopped by \(ChildProcess.signalName(s))")
        }
    }

    /// One preview build at a time per project (another `layoutviz preview` waits).
    private func lockProject() throws -> Int32 {
        do { try FileManager.default.createDirectory(at: project.directory, withIntermediateDirectories: true) } catch {
            throw PreviewBuildError("cannot use the preview cache folder '\(project.directory.path)': \(describeError(error)) (set LAYOUTVIZ_CACHE to another folder)")
        }
        let fd = open(project.directory.appendingPathComponent(".lock").path, O_CREAT | O_RDWR, 0o644)
        guard fd >= 0 else { throw PreviewBuildError("cannot lock '\(project.directory.path)': \(String(cString: strerror(errno)))") }
        if flock(fd, LOCK_EX | LOCK_NB) != 0 {
            if !quiet { log("waiting for another 'layoutviz preview' to finish building") }
            flock(fd, LOCK_EX)
        }
        return fd
    }
}

/// The phases of a preview build, from `swift build`'s lines, one line each as it starts with
/// the time since the build began: planning, compiling LayoutViz (the first build only),
/// compiling the user's files, linking (docs/previews.md, "The first preview").
final class BuildPhases {
    private let userModules: Set<String>
    private let log: (String) -> Void
    private let start = Date()
    private var current: String?

    init(userModules: Set<String>, log: @escaping (String) -> Void) {
        self.userModules = userModules.union([PreviewProject.programName])
        self.log = log
        enter("planning the build")
    }

    private func enter(_ phase: String) {
        guard phase != current else { return }
        current = phase
        log(String(format: "  %6.1f s  ", Date().timeIntervalSince(start)) + phase)
    }

    /// One line of `swift build`'s output.
    func see(_ line: String) {
        // "[12/274] Compiling LayoutVizCore Text.swift", "[273/274] Linking LayoutVizPreviews"
        guard line.hasPrefix("["), let close = line.firstIndex(of: "]") else { return }
        let words = line[line.index(after: close)...].split(separator: " ")
        guard words.count >= 2 else { return }
        switch words[0] {
        case "Compiling", "Emitting", "Building":
            let module = words[0] == "Emitting" && words.count >= 3 ? String(words[2]) : String(words[1])
            if userModules.contains(module) { enter("compiling your files") } else { enter("compiling LayoutViz (once per machine and toolchain)") }
        case "Linking" where words[1].hasPrefix(PreviewProject.programName): enter("linking the preview program")
        default: break
        }
    }

    func finish(succeeded: Bool) {
        log(String(format: "  %6.1f s  ", Date().timeIntervalSince(start)) + (succeeded ? "built" : "the build stopped at errors"))
    }
}

/// Why a preview program could not be built or run (not a compile error in the user's files).
package struct PreviewBuildError: Error, CustomStringConvertible {
    package let message: String
    package init(_ message: String) { self.message = message }
    package var description: String { message }
}
