import Foundation

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

    /// What a build left: the files that compiled, and those that did not with their error counts.
    package struct Result {
        package var compiled: [PreviewProject.SourceFile]
        package var failing: [String: Int]
    }

    /// Builds, leaving out files that do not compile, after as many rounds as needed; nil when
    /// `shouldCancel` said so during a build (the build is stopped).
    package func build(_ files: [PreviewProject.SourceFile], shouldCancel: @escaping () -> Bool = { false }) throws -> Result? {
        let lock = try lockProject()
        defer { close(lock) }
        try project.discardStaleBuild()
        var remaining = files
        var failingAll: [String: Int] = [:]
        while !remaining.isEmpty {
            try project.write(remaining)
            let first = !FileManager.default.fileExists(atPath: project.directory.appendingPathComponent(".build").path)
            if !quiet {
                log("building \(remaining.count) file\(remaining.count == 1 ? "" : "s")\(first ? " (the first build also compiles LayoutViz: a minute or two)" : "") in \(project.directory.path)")
            }
            guard let (status, output) = try swiftBuild(shouldCancel: shouldCancel) else { return nil }
            if status == 0 { return Result(compiled: remaining, failing: failingAll) }
            let userPaths = Set(remaining.map(\.path))
            let blocks = Self.diagnostics(output)
            let failing = Set(blocks.filter { $0.isError && userPaths.contains($0.path) }.map(\.path))
            for block in blocks where userPaths.contains(block.path) && block.isError {
                log(Self.renumbered(block.text))
            }
            guard !failing.isEmpty else {
                // Not the user's code: show what the build said.
                log(output.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("[") }.joined(separator: "\n"))
                throw PreviewBuildError("the preview program did not build (messages above)")
            }
            for path in failing.sorted() {
                let n = blocks.filter { $0.path == path && $0.isError }.count
                failingAll[path] = n
                log("layoutviz: error: \(path) does not compile (\(n) error\(n == 1 ? "" : "s")); left out")
            }
            remaining.removeAll { failing.contains($0.path) }
        }
        return Result(compiled: [], failing: failingAll)
    }

    /// Builds once with every file and returns the compiler's messages (none when it compiles).
    package func diagnose(_ files: [PreviewProject.SourceFile]) throws -> [Diagnostic] {
        let lock = try lockProject()
        defer { close(lock) }
        try project.discardStaleBuild()
        try project.write(files)
        if !quiet { log("compiling \(files.count) file\(files.count == 1 ? "" : "s") against LayoutViz in \(project.directory.path)") }
        guard let (status, output) = try swiftBuild(shouldCancel: { false }) else { return [] }
        return status == 0 ? [] : Self.diagnostics(output)
    }

    /// One compiler message: its first line names the file, and the lines after it show the source.
    package struct Diagnostic: Equatable {
        package var path: String
        package var line: Int
        package var isError: Bool
        package var text: String
    }

    /// The compiler messages in `output`, once each.
    package static func diagnostics(_ output: String) -> [Diagnostic] {
        var result: [Diagnostic] = []
        var current: Diagnostic?
        func flush() {
            if let c = current, !result.contains(c) { result.append(c) }
            current = nil
        }
        for raw in output.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = String(raw)
            if let d = header(line) {
                flush()
                current = d
            } else if line.hasPrefix("[") || line.hasPrefix("error: ") || line.hasPrefix("warning: ") || line.hasPrefix("Building") || line.hasPrefix("Compiling")
                        || line.hasPrefix("Write ") || line.hasPrefix("Emitting") {
                flush()
            } else if current != nil, !line.isEmpty {
                current!.text += "\n" + line
            }
        }
        flush()
        return result
    }

    /// The message with its source excerpt numbered as the user's file is: the compiler numbers
    /// excerpt lines by the copy, which has one line (`#sourceLocation`) before the file's first.
    package static func renumbered(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { raw -> String in
            let line = String(raw)
            guard let bar = line.firstIndex(of: "|") else { return line }
            let gutter = line[..<bar]
            guard let n = Int(gutter.trimmingCharacters(in: .whitespaces)), n > 1 else { return line }
            let number = String(n - 1)
            let padded = String(repeating: " ", count: max(0, gutter.count - number.count - 1)) + number + " "
            return padded + line[bar...]
        }.joined(separator: "\n")
    }

    /// `path:line:column: error: message` (or warning, note).
    package static func header(_ line: String) -> Diagnostic? {
        guard line.hasPrefix("/") else { return nil }
        for kind in [": error: ", ": warning: ", ": note: "] {
            guard let r = line.range(of: kind) else { continue }
            let location = line[..<r.lowerBound].split(separator: ":")
            guard location.count >= 3, let l = Int(location[location.count - 2]), Int(location[location.count - 1]) != nil else { continue }
            let path = location.dropLast(2).joined(separator: ":")
            return Diagnostic(path: path, line: l, isError: kind == ": error: ", text: line)
        }
        return nil
    }

    /// Runs `swift build` on the project; nil when `shouldCancel` said so (the build is stopped).
    private func swiftBuild(shouldCancel: () -> Bool) throws -> (Int32, String)? {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["swift", "build", "--package-path", project.directory.path, "--product", "Previews"]
        let pipe = Pipe()
        p.standardOutput = pipe
        p.standardError = pipe
        do { try p.run() } catch { throw PreviewBuildError("cannot run 'swift build': \(error.localizedDescription)") }
        let output = OutputCollector()
        let reader = Thread { output.data = pipe.fileHandleForReading.readDataToEndOfFile() }
        reader.start()
        while p.isRunning {
            if shouldCancel() {
                p.terminate()
                p.waitUntilExit()
                while !reader.isFinished { usleep(1_000) }
                return nil
            }
            usleep(20_000)
        }
        p.waitUntilExit()
        while !reader.isFinished { usleep(1_000) }
        return (p.terminationStatus, String(decoding: output.data, as: UTF8.self))
    }

    /// One preview build at a time per project (another `layoutviz preview` waits).
    private func lockProject() throws -> Int32 {
        try FileManager.default.createDirectory(at: project.directory, withIntermediateDirectories: true)
        let fd = open(project.directory.appendingPathComponent(".lock").path, O_CREAT | O_RDWR, 0o644)
        guard fd >= 0 else { throw PreviewBuildError("cannot lock '\(project.directory.path)': \(String(cString: strerror(errno)))") }
        if flock(fd, LOCK_EX | LOCK_NB) != 0 {
            if !quiet { log("waiting for another 'layoutviz preview' to finish building") }
            flock(fd, LOCK_EX)
        }
        return fd
    }
}

/// Output read on another thread, read back after that thread has finished.
private final class OutputCollector: @unchecked Sendable {
    var data = Data()
}

/// Why a preview program could not be built or run (not a compile error in the user's files).
package struct PreviewBuildError: Error, CustomStringConvertible {
    package let message: String
    package init(_ message: String) { self.message = message }
    package var description: String { message }
}
