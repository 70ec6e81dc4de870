import Foundation
import LayoutVizCore
import LayoutVizRender

/// The Swift package `layoutviz preview` builds around a user's files: their copies (with each
/// `#Preview` block turned into a function and `@main` left out), a `main.swift` that lists every
/// preview for `LayoutVizPreviewHost`, and a manifest depending on this LayoutViz checkout
/// (docs/previews.md).
///
/// One package per LayoutViz checkout, in the cache folder (`LAYOUTVIZ_CACHE`, else
/// `$XDG_CACHE_HOME/layoutviz`, else `~/.cache/layoutviz`), so LayoutViz is compiled once and later
/// runs only compile the user's files. Files are rewritten only when their content changes.
package struct PreviewProject {
    /// A user file and what the scanner found in it.
    package struct SourceFile {
        package let path: String
        package let text: String
        package let scan: SourceScan
        package init(path: String, text: String, scan: SourceScan) {
            self.path = path
            self.text = text
            self.scan = scan
        }
    }

    package let directory: URL
    package let layoutVizRoot: URL

    /// The project for this checkout in `cache`.
    package init(cache: URL = PreviewProject.defaultCache(), layoutVizRoot: URL = PreviewProject.checkoutRoot()) {
        self.layoutVizRoot = layoutVizRoot
        let key = SHA256.hex(Data(layoutVizRoot.path.utf8)).prefix(12)
        directory = cache.appendingPathComponent("preview-\(key)")
    }

    /// The cache folder.
    package static func defaultCache() -> URL {
        let env = ProcessInfo.processInfo.environment
        if let c = env["LAYOUTVIZ_CACHE"], !c.isEmpty { return URL(fileURLWithPath: c) }
        if let x = env["XDG_CACHE_HOME"], !x.isEmpty { return URL(fileURLWithPath: x).appendingPathComponent("layoutviz") }
        return FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache/layoutviz")
    }

    /// The LayoutViz checkout this program was built from.
    package static func checkoutRoot() -> URL {
        // This file is <root>/Sources/LayoutVizPreviewKit/PreviewProject.swift.
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    var sourcesDirectory: URL { directory.appendingPathComponent("Sources/Previews") }

    /// The built program.
    package var executable: URL { directory.appendingPathComponent(".build/debug/Previews") }

    /// Forgets the build when this LayoutViz checkout changed since it was made (sources added,
    /// removed or edited): SwiftPM's incremental build of a path dependency does not always
    /// recompile the modules that depend on a changed one, and a stale build can crash.
    package func discardStaleBuild() throws {
        var fingerprint = ""
        for folder in ["Sources", "Package.swift"] {
            let root = layoutVizRoot.appendingPathComponent(folder)
            var paths: [String] = []
            if folder.hasSuffix(".swift") {
                paths = [root.path]
            } else if let e = FileManager.default.enumerator(atPath: root.path) {
                while let f = e.nextObject() as? String { paths.append(root.appendingPathComponent(f).path) }
            }
            for path in paths.sorted() {
                let a = try? FileManager.default.attributesOfItem(atPath: path)
                let m = (a?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
                fingerprint += "\(path) \((a?[.size] as? NSNumber)?.intValue ?? 0) \(m)\n"
            }
        }
        let stamp = directory.appendingPathComponent(".layoutviz-sources")
        let digest = SHA256.hex(Data(fingerprint.utf8))
        if (try? String(contentsOf: stamp, encoding: .utf8)) == digest { return }
        try? FileManager.default.removeItem(at: directory.appendingPathComponent(".build"))
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try AtomicFile.write(Data(digest.utf8), to: stamp)
    }

    /// Writes the package for `files`. Returns the scratch path of each user file's copy.
    @discardableResult
    package func write(_ files: [SourceFile]) throws -> [String: String] {
        try FileManager.default.createDirectory(at: sourcesDirectory, withIntermediateDirectories: true)
        try writeIfChanged(manifest(), to: directory.appendingPathComponent("Package.swift"))
        var wanted: Set<String> = ["main.swift"]
        var copies: [String: String] = [:]
        var entries: [String] = []
        for (n, file) in files.enumerated() {
            let name = "\(n)-\(URL(fileURLWithPath: file.path).lastPathComponent)"
            wanted.insert(name)
            let copy = sourcesDirectory.appendingPathComponent(name)
            copies[copy.path] = file.path
            let (text, fileEntries) = rewrite(file, index: n)
            entries += fileEntries
            try writeIfChanged(text, to: copy)
        }
        try writeIfChanged(mainSwift(entries), to: sourcesDirectory.appendingPathComponent("main.swift"))
        for stale in (try? FileManager.default.contentsOfDirectory(atPath: sourcesDirectory.path)) ?? [] where !wanted.contains(stale) {
            try? FileManager.default.removeItem(at: sourcesDirectory.appendingPathComponent(stale))
        }
        return copies
    }

    private func manifest() -> String {
        // A path dependency's identity is its folder's name, whatever the package calls itself.
        let identity = layoutVizRoot.lastPathComponent
        return """
            // swift-tools-version: 5.9
            // Generated by `layoutviz preview`; rewritten on every run.
            import PackageDescription

            let package = Package(
                name: "LayoutVizPreviews",
                dependencies: [.package(path: \(jsonQuoted(layoutVizRoot.path)))],
                targets: [
                    .executableTarget(
                        name: "Previews",
                        dependencies: [
                            .product(name: "SwiftUI", package: \(jsonQuoted(identity))),
                            .product(name: "Combine", package: \(jsonQuoted(identity))),
                            .product(name: "LayoutVizPreviewHost", package: \(jsonQuoted(identity))),
                        ]),
                ]
            )

            """
    }

    /// The copy of a user file: compiler messages point at the original (`#sourceLocation`), each
    /// `#Preview` becomes `func __layoutviz_preview_<file>_<n>() -> SwiftUI.Preview { Preview ... }`
    /// on the same lines, `@main` is blanked, and accessors for the file's providers follow.
    func rewrite(_ file: SourceFile, index: Int) -> (String, [String]) {
        var bytes = Array(file.text.utf8)
        var edits: [(offset: Int, remove: Int, insert: String)] = []
        var entries: [String] = []
        for (k, m) in file.scan.macros.enumerated() {
            let fn = "__layoutviz_preview_\(index)_\(k)"
            edits.append((m.start, 8, "func \(fn)() -> SwiftUI.Preview { SwiftUI.Preview"))
            edits.append((m.bodyClose + 1, 0, " }"))
            entries.append(".macro(file: \(jsonQuoted(file.path)), line: \(m.line), \(fn))")
        }
        for offset in file.scan.mainAttributes { edits.append((offset, 5, "     ")) }
        for offset in file.scan.previewableAttributes { edits.append((offset, 12, "            ")) }
        for e in edits.sorted(by: { $0.offset > $1.offset }) {
            bytes.replaceSubrange(e.offset..<(e.offset + e.remove), with: Array(e.insert.utf8))
        }
        var text = "#sourceLocation(file: \(jsonQuoted(file.path)), line: 1)\n" + String(decoding: bytes, as: UTF8.self)
        if !text.hasSuffix("\n") { text += "\n" }
        text += "#sourceLocation()\n"
        for (k, p) in file.scan.providers.enumerated() {
            let fn = "__layoutviz_provider_\(index)_\(k)"
            text += "func \(fn)() -> SwiftUI.AnyView { SwiftUI.AnyView(\(p.typeName).previews) }\n"
            entries.append(".provider(\(jsonQuoted(p.typeName)), file: \(jsonQuoted(file.path)), line: \(p.line), previews: \(fn))")
        }
        return (text, entries)
    }

    private func mainSwift(_ entries: [String]) -> String {
        "// Generated by `layoutviz preview`.\nimport LayoutVizPreviewHost\n\nPreviewHost.main([\n"
            + entries.map { "    \($0),\n" }.joined() + "])\n"
    }

    private func writeIfChanged(_ text: String, to url: URL) throws {
        let data = Data(text.utf8)
        if (try? Data(contentsOf: url)) == data { return }
        try AtomicFile.write(data, to: url)
    }
}
