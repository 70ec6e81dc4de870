import Foundation
import LayoutVizCore
import LayoutVizRender

extension PreviewRuntime {
    /// Which of `names` a preview can import: LayoutViz's own modules, the toolchain's
    /// (Foundation, Observation, XCTest...) and nothing else. The compiler is asked once about
    /// the names not yet known, each in a file of its own compiled by a frontend of its own (a
    /// missing module stops only its own file), and the answers are kept in the runtime's folder.
    func availableModules(_ names: Set<String>) -> Set<String> {
        var known = Set(Self.swiftModules)
        let cacheFile = URL(fileURLWithPath: folder).appendingPathComponent("module-availability.txt")
        var answers: [String: Bool] = [:]
        for line in ((try? String(contentsOf: cacheFile, encoding: .utf8)) ?? "").split(separator: "\n") {
            let parts = line.split(separator: " ")
            if parts.count == 2 { answers[String(parts[0])] = parts[1] == "yes" }
        }
        let unknown = names.subtracting(known).filter { answers[$0] == nil && Self.isModuleName($0) }.sorted()
        if !unknown.isEmpty, let missing = probe(unknown) {
            for n in unknown { answers[n] = !missing.contains(n) }
            let text = answers.keys.sorted().map { "\($0) \(answers[$0]! ? "yes" : "no")" }.joined(separator: "\n") + "\n"
            try? AtomicFile.write(Data(text.utf8), to: cacheFile, inside: URL(fileURLWithPath: folder))
        }
        known.formUnion(answers.filter(\.value).keys)
        // A name the compiler could not be asked about counts as there: the build will say.
        return names.filter { known.contains($0) || answers[$0] == nil }
    }

    /// The names among `names` the compiler says are not there; nil when it could not be asked.
    /// Each name is its own module, checked by its own `swiftc` (every frontend of a module
    /// resolves all of the module's imports, so one missing module hides the others), as many
    /// at once as there are cores.
    private func probe(_ names: [String]) -> Set<String>? {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("layoutviz-probe-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        guard (try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)) != nil else { return nil }
        var written: [String] = []
        for (n, name) in names.enumerated() {
            let url = dir.appendingPathComponent("probe\(n).swift")
            guard (try? Data("import \(name)\n".utf8).write(to: url)) != nil else { return nil }
            written.append(url.path)
        }
        let answers = Locked([Bool?](repeating: nil, count: names.count))  // true: missing
        let files = written
        let flags = ["-typecheck", "-module-cache-path", folder + "/ModuleCache"] + compileFlags
        DispatchQueue.concurrentPerform(iterations: names.count) { n in
            guard let (_, output) = try? ChildProcess.run("/usr/bin/env", ["swiftc", "-module-name", "Probe\(n)"] + flags + [files[n]]) else { return }
            answers.withLock { $0[n] = output.contains("no such module '\(names[n])'") }
        }
        let result = answers.withLock { $0 }
        guard result.allSatisfy({ $0 != nil }) else { return nil }
        return Set(names.indices.filter { result[$0] == true }.map { names[$0] })
    }

    /// Whether `name` can be a module's name (what `import` takes): letters, digits and `_`.
    static func isModuleName(_ name: String) -> Bool {
        !name.isEmpty && name.unicodeScalars.allSatisfy { ($0.isASCII && CharacterSet.alphanumerics.contains($0)) || $0 == "_" } && !(name.first?.isNumber ?? true)
    }
}
