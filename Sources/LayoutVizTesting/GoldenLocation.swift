import Foundation

/// Goldens inside a test target's folder are files SwiftPM does not know what to do with: it warns
/// on every build ("found N file(s) which are unhandled") unless the target excludes them. The
/// default folder, `Goldens/` beside the test file, is excluded with `exclude: ["Goldens"]` on the
/// `.testTarget` (README's package snippet; docs/goldens.md, "Where goldens go"); this names the fix
/// once per process when the manifest does not seem to have it.
enum GoldenLocation {
    nonisolated(unsafe) private static var warned: Set<String> = []
    private static let lock = NSLock()

    /// Warns once through `say` when `goldens` is inside a folder `Tests/<Target>/` of the package
    /// at `packageRoot` and its `Package.swift` names no `exclude:` (or resource) with the
    /// goldens' folder. The manifest is read as text: a literal `"Goldens"` (or the path from
    /// the target's folder) anywhere counts as handled.
    static func warnIfUnhandled(_ goldens: URL, packageRoot: URL, say: (String) -> Void) {
        guard let problem = problem(goldens, packageRoot: packageRoot) else { return }
        lock.lock()
        let first = warned.insert(problem.key).inserted
        lock.unlock()
        if first { say(problem.message) }
    }

    /// The warning for `goldens`, nil when there is nothing to warn about.
    static func problem(_ goldens: URL, packageRoot: URL) -> (key: String, message: String)? {
        let tests = packageRoot.standardizedFileURL.path + "/Tests/"
        let path = goldens.standardizedFileURL.path
        guard path.hasPrefix(tests) else { return nil }
        let inside = path.dropFirst(tests.count).split(separator: "/").map(String.init)
        guard inside.count >= 2 else { return nil }
        let target = inside[0]
        // The folder directly inside the target's: what `exclude:` names.
        let folder = inside[1]
        let manifest = packageRoot.appendingPathComponent("Package.swift")
        guard let text = try? String(contentsOf: manifest, encoding: .utf8) else { return nil }
        if text.contains("\"\(folder)\"") || text.contains("\"\(inside.dropFirst().joined(separator: "/"))\"") { return nil }
        return ("\(manifest.path)|\(target)|\(folder)",
                "layoutviz: warning: SwiftPM warns that the golden files in Tests/\(target)/\(folder) are unhandled files of target \(target); add exclude: [\"\(folder)\"] to .testTarget(name: \"\(target)\", ...) in \(manifest.path)")
    }
}
