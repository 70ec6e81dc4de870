import Foundation
import LayoutVizCore
import LayoutVizRender

/// The Swift package `layoutviz preview` builds around a user's files: their copies (with each
/// `#Preview` block turned into a function, `@main` and a `main.swift`'s top-level statements
/// left out), a `main.swift` that lists every preview for `LayoutVizPreviewHost`, and a manifest
/// depending on this LayoutViz checkout (docs/previews.md).
///
/// One package per LayoutViz checkout, in the cache folder (`LAYOUTVIZ_CACHE`, else
/// `$XDG_CACHE_HOME/layoutviz`, else `~/.cache/layoutviz`), so LayoutViz is compiled once and later
/// runs only compile the user's files. Files are rewritten only when their content changes.
///
/// Files of one module (a folder of files, or a package with one target) are compiled into the
/// program itself; the targets of a package with several become modules of their own, each
/// depending on the others it imports, so `import OtherTarget` and equal names in two targets work.
package struct PreviewProject {
    /// A user file and what the scanner found in it.
    package struct SourceFile {
        /// The path as shown (`SourcePath.display`).
        package let path: String
        package let text: String
        package let scan: SourceScan
        /// The package target the file belongs to, when previewing a package with several.
        package let module: String?
        /// For text generated from another document (the Swift of a Markdown article's code
        /// blocks, which names the article's lines with `#sourceLocation`): the document's line
        /// of each line of `text`, 0 for a generated line. Compiler excerpts are numbered by it.
        package var originalLines: [Int]?
        /// The compiler flags of the file's target (language mode, conditions, features); the
        /// same for every file of a module.
        package var compilerFlags: [String] = []
        /// False for the copy of a file that another target also compiles: its previews are
        /// listed once, from the first target that has the file.
        package var listsPreviews = true
        /// The modules the file's target depends on by its project (targets and package
        /// products), whether or not a file imports them: Swift shows an imported module's
        /// extension members to every file of a target that links it.
        package var moduleDependencies: [String] = []
        package init(path: String, text: String, scan: SourceScan, module: String? = nil, originalLines: [Int]? = nil) {
            self.path = path
            self.text = text
            self.scan = scan
            self.module = module
            self.originalLines = originalLines
        }
    }

    /// A preview entry of the generated program, in the order it lists them.
    package struct Entry: Sendable, Equatable {
        /// The file's path, as shown.
        package let file: String
        package let line: Int
        /// The provider's type name; nil for a `#Preview` block.
        package let provider: String?
    }

    package let directory: URL
    package let layoutVizRoot: URL

    /// The program's target, and executable, name.
    static let programName = "LayoutVizPreviews"

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

    package var sourcesDirectory: URL { directory.appendingPathComponent("Sources") }

    /// The built program.
    package var executable: URL { directory.appendingPathComponent(".build/debug/\(Self.programName)") }

    /// The program when built against the prepared runtime (`PreviewRuntime`).
    package var directBuildExecutable: URL { directory.appendingPathComponent("direct/\(Self.programName)") }

    /// The build folder.
    package var buildDirectory: URL { directory.appendingPathComponent(".build") }

    /// Where runs keep their copies of the program: `runs/<pid>.<random>/`.
    var runsDirectory: URL { directory.appendingPathComponent("runs") }

    /// A copy of the built program for one run, made while the build lock is held: the next build
    /// (another `layoutviz preview`, a test in parallel) replaces the program, and workers started
    /// later must run the program this run built. Copies of runs whose process is gone are removed.
    func runCopy(of executable: URL) throws -> URL {
        let fm = FileManager.default
        for name in (try? fm.contentsOfDirectory(atPath: runsDirectory.path)) ?? [] {
            if let pid = Int32(name.split(separator: ".").first ?? ""), pid != getpid(), kill(pid, 0) != 0, errno == ESRCH {
                try? fm.removeItem(at: runsDirectory.appendingPathComponent(name))
            }
        }
        let folder = runsDirectory.appendingPathComponent("\(getpid()).\(UInt32.random(in: 0...UInt32.max))")
        let copy = folder.appendingPathComponent(Self.programName)
        do {
            try fm.createDirectory(at: folder, withIntermediateDirectories: true)
            try fm.copyItem(at: executable, to: copy)
        } catch {
            throw PreviewBuildError("cannot copy the preview program into '\(folder.path)': \(describeError(error))")
        }
        return copy
    }

    /// Throws when a failed build's `output` or this machine's limits say why better than the
    /// build could: a full disk (named with the cache folder and the space left) or a file-size
    /// limit too small for the program (`ulimit -f`), instead of a signal or a damaged cache.
    package func checkSpace(_ output: String) throws {
        if let problem = resourceProblem(output) { throw PreviewBuildError(problem) }
    }

    /// Why a build may have failed for want of room, or nil.
    package func resourceProblem(_ output: String) -> String? {
        var fs = statvfs()
        let free: Int64? = statvfs(directory.path, &fs) == 0 ? Int64(fs.f_bavail) * Int64(fs.f_frsize) : nil
        if output.contains("No space left on device") || output.contains("ENOSPC") || (free ?? Int64.max) < Self.minimumFreeSpace {
            let left = free.map { " (\(formatBytes($0)) free)" } ?? ""
            return "no space left on the device that holds the preview cache '\(directory.path)'\(left): free some space, or set LAYOUTVIZ_CACHE to a folder on another disk"
        }
        var limit = rlimit()
        if getrlimit(Int32(RLIMIT_FSIZE.rawValue), &limit) == 0, limit.rlim_cur != rlim_t.max,
           output.contains("File size limit exceeded") || output.contains("File too large") || limit.rlim_cur < Self.minimumFileSize {
            return "the file-size limit (ulimit -f: \(formatBytes(Int64(limit.rlim_cur)))) is too small for the preview program's files: raise it (ulimit -f unlimited)"
        }
        return nil
    }

    /// Below this much free space a failed build is put down to a full disk: 64 MB.
    static let minimumFreeSpace: Int64 = 64 << 20
    /// Below this file-size limit a failed build is put down to it: the prepared runtime's
    /// library alone is tens of megabytes.
    static let minimumFileSize: UInt = 256 << 20

    /// Removes a run's copy of the program.
    package static func release(_ copy: URL?) {
        guard let copy else { return }
        try? FileManager.default.removeItem(at: copy.deletingLastPathComponent())
    }

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
        try? FileManager.default.removeItem(at: buildDirectory)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try AtomicFile.write(Data(digest.utf8), to: stamp, inside: directory)
    }

    /// The modules `files` are compiled into: nil for one module (the program's), else each
    /// target's name, sorted.
    static func modules(_ files: [SourceFile]) -> [String]? {
        let names = Set(files.compactMap(\.module))
        // One module of every file is the program's own; files outside it (a stand-in beside a
        // folder's files) make modules of their own.
        return names.count > 1 || (names.count == 1 && files.contains { $0.module == nil }) ? names.sorted() : nil
    }

    /// The folder (below `Sources`) a file's copy goes to.
    private static func folder(of file: SourceFile, modules: [String]?) -> String {
        modules == nil ? programName : (file.module ?? programName)
    }

    /// The file that gives a module `Bundle.module`.
    static let bundleModuleFile = "LayoutVizBundleModule.swift"

    /// The LayoutViz products every previewed module depends on: the Apple module names files
    /// import, and the overlay imported implicitly.
    static let linkedProducts = ["SwiftUI", "LayoutVizOverlay"] + PreviewRuntime.frameworkModules

    /// Writes the package for `files`.
    package func write(_ files: [SourceFile]) throws {
        let modules = Self.modules(files)
        if let clash = modules?.first(where: { ([Self.programName, "LayoutViz"] + Self.linkedProducts).contains($0) }) {
            throw PreviewBuildError("a target named '\(clash)' cannot be previewed: LayoutViz uses that module name")
        }
        try FileManager.default.createDirectory(at: sourcesDirectory, withIntermediateDirectories: true)
        try writeIfChanged(manifest(files, modules: modules), to: directory.appendingPathComponent("Package.swift"))
        var wanted: [String: Set<String>] = [Self.programName: ["main.swift"]]
        var entries: [String] = []
        for (n, file) in files.enumerated() {
            let folder = Self.folder(of: file, modules: modules)
            let name = "\(n)-\(SafeName.ascii(file.path.split(separator: "/").last.map(String.init) ?? "file", limit: 60)).swift"
            wanted[folder, default: []].insert(name)
            let (text, fileEntries) = rewrite(file, index: n, public: modules != nil)
            if file.listsPreviews { entries += fileEntries }
            try writeIfChanged(text, to: sourcesDirectory.appendingPathComponent(folder).appendingPathComponent(name))
        }
        try writeIfChanged(mainSwift(entries, imports: modules ?? []), to: sourcesDirectory.appendingPathComponent(Self.programName).appendingPathComponent("main.swift"))
        var bundled = Set<String>()  // folders whose asset symbols give `Bundle.module`
        // Xcode's asset symbols for the catalogs near each module's files (docs/previews.md, "Asset symbols").
        for folder in Set(files.map { Self.folder(of: $0, modules: modules) }) {
            let own = files.filter { Self.folder(of: $0, modules: modules) == folder }
            let assets = AssetSymbols.assets(near: own.map(\.path))
            guard let text = AssetSymbols.source(colors: assets.colors, images: assets.images, userText: own.map(\.text).joined(separator: "\n")) else { continue }
            if text.contains("static var module") { bundled.insert(folder) }
            wanted[folder, default: []].insert(AssetSymbols.fileName)
            try writeIfChanged(text, to: sourcesDirectory.appendingPathComponent(folder).appendingPathComponent(AssetSymbols.fileName))
        }
        // `Bundle.module`, which SwiftPM makes for a target with resources: here the main
        // bundle (asset catalogs are found by the image folders, not by bundle).
        for folder in Set(files.map { Self.folder(of: $0, modules: modules) }) {
            let own = files.filter { Self.folder(of: $0, modules: modules) == folder }
            guard !bundled.contains(folder), own.contains(where: { $0.text.contains("Bundle.module") }), !own.contains(where: { $0.text.contains("static var module: Bundle") || $0.text.contains("static let module: Bundle") }) else { continue }
            wanted[folder, default: []].insert(Self.bundleModuleFile)
            try writeIfChanged("import Foundation\n\n// Generated by LayoutViz: SwiftPM's resource bundle accessor, as the main bundle.\nextension Bundle {\n    static var module: Bundle { Bundle.main }\n}\n",
                               to: sourcesDirectory.appendingPathComponent(folder).appendingPathComponent(Self.bundleModuleFile))
        }
        // Copies of files no longer previewed, and folders of modules no longer there.
        for folder in (try? FileManager.default.contentsOfDirectory(atPath: sourcesDirectory.path)) ?? [] {
            let url = sourcesDirectory.appendingPathComponent(folder)
            guard let keep = wanted[folder] else { try? FileManager.default.removeItem(at: url); continue }
            for stale in (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? [] where !keep.contains(stale) {
                try? FileManager.default.removeItem(at: url.appendingPathComponent(stale))
            }
        }
    }

    /// The entries of the program built from `files`, in its order.
    package static func entries(_ files: [SourceFile]) -> [Entry] {
        files.filter(\.listsPreviews).flatMap { f in
            f.scan.macros.map { Entry(file: f.path, line: $0.line, provider: nil) }
                + f.scan.providers.map { Entry(file: f.path, line: $0.line, provider: $0.typeName) }
        }
    }

    private func manifest(_ files: [SourceFile], modules: [String]?) -> String {
        // A path dependency's identity is its folder's name, whatever the package calls itself.
        let identity = swiftLiteral(layoutVizRoot.lastPathComponent)
        let swiftUI = Self.linkedProducts.map { ".product(name: \"\($0)\", package: \(identity))" }.joined(separator: ", ")
        // On Apple platforms `import Foundation` brings Combine (`ObservableObject`, `@Published`,
        // `Timer.publish`) and more: every file of the preview imports LayoutVizOverlay implicitly.
        // A module's settings: the overlay, and its target's flags (language mode, conditions...).
        func settings(_ module: String?) -> String {
            let own = files.filter { $0.module == module }
            // A linked module some file of the target imports is seen by all its files, whether
            // or not the files importing it are still in the build.
            let linked = Set(own.flatMap(\.moduleDependencies)).intersection(modules ?? []).subtracting([module ?? ""]).sorted()
            let flags = ["-Xfrontend", "-import-module", "-Xfrontend", "LayoutVizOverlay"] + linked.flatMap { ["-Xfrontend", "-import-module", "-Xfrontend", $0] }
                + Self.compilerFlags(of: own)
            return "swiftSettings: [.unsafeFlags([\(flags.map(swiftLiteral).joined(separator: ", "))])]"
        }
        var targets: [String] = []
        for module in modules ?? [] {
            // A target depends on the other targets its files import.
            let imports = Set(files.filter { $0.module == module }.flatMap { Self.imports(in: $0.text) + $0.moduleDependencies })
            let deps = (modules ?? []).filter { $0 != module && imports.contains($0) }.map { swiftLiteral($0) }
            targets.append(".target(name: \(swiftLiteral(module)), dependencies: [\((deps + [swiftUI]).joined(separator: ", "))], path: \(swiftLiteral("Sources/" + module)), \(settings(module)))")
        }
        let own = (modules ?? []).map { swiftLiteral($0) }
        targets.append(".executableTarget(name: \(swiftLiteral(Self.programName)), dependencies: [\((own + [swiftUI, ".product(name: \"LayoutVizPreviewHost\", package: \(identity))"]).joined(separator: ", "))], path: \(swiftLiteral("Sources/" + Self.programName)), \(settings(nil)))")
        return """
            // swift-tools-version: 5.9
            // Generated by `layoutviz preview`; rewritten on every run.
            import PackageDescription

            let package = Package(
                name: "LayoutVizPreviews",
                dependencies: [.package(path: \(swiftLiteral(layoutVizRoot.path)))],
                targets: [
                    \(targets.joined(separator: ",\n        "))
                ]
            )

            """
    }

    /// The compiler flags of a module's files (its target's settings), the first file's.
    static func compilerFlags(of files: [SourceFile]) -> [String] { files.first?.compilerFlags ?? [] }

    /// The modules a file imports (`import X`, `@testable import X`, `import struct X.Y`).
    static func imports(in text: String) -> [String] {
        importPaths(in: text).compactMap { $0.path.split(separator: ".").first.map(String.init) }
    }

    /// Each import declaration of `text`: what it imports as written (`os.log`, the `X.Y` of
    /// `import struct X.Y`) and that path's UTF-8 offset in `text`.
    static func importPaths(in text: String) -> [(path: Substring, offset: Int)] {
        var out: [(path: Substring, offset: Int)] = []
        var lineStart = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            defer { lineStart += line.utf8.count + 1 }
            var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })[...]
            while let w = words.first, w.hasPrefix("@") { words.removeFirst() }
            guard words.first == "import", words.count >= 2 else { continue }
            let second = words[words.startIndex + 1]
            let path = importKinds.contains(String(second)) && words.count >= 3 ? words[words.startIndex + 2] : second
            out.append((path, lineStart + line.utf8.distance(from: line.utf8.startIndex, to: path.utf8.startIndex)))
        }
        return out
    }

    /// The kinds an import may name before its path (`import struct X.Y`).
    private static let importKinds: Set<String> = ["struct", "class", "enum", "protocol", "typealias", "func", "var", "let"]

    /// The copy of a user file: compiler messages point at the original (`#sourceLocation`), each
    /// `#Preview` becomes `func __layoutviz_preview_<file>_<n>() -> SwiftUI.Preview { Preview ... }`
    /// on the same lines, `@main` and a `main.swift`'s top-level statements are blanked, and
    /// accessors for the file's providers follow. `public` when the program is another module.
    func rewrite(_ file: SourceFile, index: Int, public isPublic: Bool = false) -> (String, [String]) {
        var bytes = Array(file.text.utf8)
        var edits: [(offset: Int, remove: Int, insert: String)] = []
        var entries: [String] = []
        let access = isPublic ? "public " : ""
        for (k, m) in file.scan.macros.enumerated() {
            let fn = "__layoutviz_preview_\(index)_\(k)"
            edits.append((m.start, 8, "@MainActor \(access)func \(fn)() -> SwiftUI.Preview { SwiftUI.Preview"))
            edits.append((m.bodyClose + 1, 0, " }"))
            entries.append(".macro(file: \(swiftLiteral(file.path)), line: \(m.line), \(fn))")
        }
        for offset in file.scan.mainAttributes { edits.append((offset, 5, "     ")) }
        for offset in file.scan.previewableAttributes { edits.append((offset, 12, "            ")) }
        // `import os.log` names a Clang submodule on Apple platforms; here `os` is one Swift module.
        for offset in Self.osLogImports(in: file.text) { edits.append((offset, 6, "os    ")) }
        for range in file.scan.topLevelStatements {
            // Spaces in place of the statement, its line breaks kept so lines stay where they are.
            let blank = bytes[range].map { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") ? Character(UnicodeScalar($0)) : " " }
            edits.append((range.lowerBound, range.count, String(blank)))
        }
        for e in edits.sorted(by: { $0.offset > $1.offset }) {
            bytes.replaceSubrange(e.offset..<(e.offset + e.remove), with: Array(e.insert.utf8))
        }
        var text = "#sourceLocation(file: \(swiftLiteral(SourceLocations.name(for: file.path, index: index))), line: 1)\n" + String(decoding: bytes, as: UTF8.self)
        if !text.hasSuffix("\n") { text += "\n" }
        text += "#sourceLocation()\n"
        for (k, p) in file.scan.providers.enumerated() {
            let fn = "__layoutviz_provider_\(index)_\(k)"
            text += "@MainActor \(access)func \(fn)() -> SwiftUI.AnyView { SwiftUI.AnyView(\(p.typeName).previews) }\n"
            entries.append(".provider(\(swiftLiteral(p.typeName)), file: \(swiftLiteral(file.path)), line: \(p.line), previews: \(fn))")
        }
        return (text, entries)
    }

    /// The UTF-8 offsets of `os.log` in `import os.log` lines (with attributes and a kind).
    static func osLogImports(in text: String) -> [Int] {
        guard text.contains("os.log") else { return [] }
        return importPaths(in: text).filter { $0.path == "os.log" || $0.path.hasPrefix("os.log.") }.map(\.offset)
    }

    private func mainSwift(_ entries: [String], imports: [String]) -> String {
        "// Generated by `layoutviz preview`.\nimport LayoutVizPreviewHost\n" + imports.map { "import \($0)\n" }.joined()
            + "\nPreviewHost.main([\n" + entries.map { "    \($0),\n" }.joined() + "])\n"
    }

    private func writeIfChanged(_ text: String, to url: URL) throws {
        let data = Data(text.utf8)
        if (try? Data(contentsOf: url)) == data { return }
        try AtomicFile.write(data, to: url, inside: directory)
    }
}
