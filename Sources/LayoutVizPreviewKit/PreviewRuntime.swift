import Foundation
import LayoutVizCore
import LayoutVizRender

/// LayoutViz prepared once for previews: the modules a preview imports and one shared library
/// with their code, made from the build of LayoutViz this program came from, so that a preview's
/// build is one `swiftc` of the user's files and a link (docs/previews.md, "The first preview").
///
/// The build folder of `layoutviz` (or of the tests) already holds every module a preview needs:
/// the executable depends on them for that reason. Preparing copies their interfaces into the
/// cache folder (`runtime-<key>/Modules`), links their objects into
/// `libLayoutVizPreviewRuntime.so` and keeps the compiler and linker flags SwiftPM used for them
/// (read from SwiftPM's build manifest, `<config>.yaml`), in seconds. The key digests the build's
/// files (paths, sizes, times), so a rebuilt LayoutViz gets a new runtime. Where the build folder
/// or its manifest is not there (a program copied elsewhere, a package using LayoutViz through
/// `LayoutVizTesting`), there is no runtime and previews build with SwiftPM as before.
package struct PreviewRuntime: Codable, Sendable {
    /// The runtime's folder.
    package let folder: String
    /// Flags for `swiftc` compiling a preview's files: module and header search paths.
    package let compileFlags: [String]
    /// Whether the toolchain has LLVM's linker, which links a preview program in half the time.
    package let lld: Bool

    /// The Swift modules a preview's program needs (what it imports and what those import).
    static let swiftModules = ["LayoutVizCore", "LayoutVizRender", "LayoutViz", "SwiftUI", "LayoutVizOverlay", "LayoutVizPages", "LayoutVizGolden",
                               "LayoutVizPreviewKit", "LayoutVizPreviewHost"] + frameworkModules
    /// Apple's frameworks beyond SwiftUI, as LayoutViz's stand-ins have them (Sources/Frameworks,
    /// docs/frameworks.md): the modules a preview may import by their Apple names.
    package static let frameworkModules = ["Combine", "UIKit", "CoreGraphics", "OSLog", "os", "SwiftData", "WidgetKit", "AppIntents",
                                           "AVFoundation", "AVKit", "Photos", "PhotosUI", "CoreLocation", "MapKit", "StoreKit", "TipKit",
                                           "UserNotifications", "UniformTypeIdentifiers", "LinkPresentation", "AuthenticationServices", "Charts"]
    /// The C targets whose code the runtime holds.
    static let cTargets = ["CRaster", "CProcess"]
    static let libraryName = "LayoutVizPreviewRuntime"

    /// What went wrong preparing the runtime (previews then build with SwiftPM).
    package struct Unavailable: Error, CustomStringConvertible {
        package let description: String
    }

    /// The folder this program was built in (`.build/<triple>/<config>`) and its manifest, when it
    /// holds the preview modules.
    static func buildFolder(executable: URL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()) -> (folder: URL, manifest: URL)? {
        let folder = executable.deletingLastPathComponent()
        let manifest = folder.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(folder.lastPathComponent + ".yaml")
        let fm = FileManager.default
        guard fm.fileExists(atPath: manifest.path),
              swiftModules.allSatisfy({ fm.fileExists(atPath: folder.appendingPathComponent("Modules/\($0).swiftmodule").path) }) else { return nil }
        return (folder, manifest)
    }

    /// The runtime for this program's build in `cache`, prepared if needed; `log` hears about
    /// the preparation (once per build of LayoutViz).
    package static func prepare(cache: URL, quiet: Bool, log: (String) -> Void) throws -> PreviewRuntime {
        guard let (build, manifestURL) = buildFolder() else {
            throw Unavailable(description: "this program's build folder does not hold LayoutViz's preview modules")
        }
        let objects = try objectFiles(build)
        let modules = swiftModules.map { build.appendingPathComponent("Modules/\($0).swiftmodule") }
        // The key: every input's path, size and modification time.
        var stamp = build.path + "\n"
        for url in modules + objects + [manifestURL] {
            let a = try? FileManager.default.attributesOfItem(atPath: url.path)
            stamp += "\(url.path) \((a?[.size] as? NSNumber)?.intValue ?? -1) \((a?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0)\n"
        }
        let folder = cache.appendingPathComponent("runtime-" + ContentDigest.hex(Data(stamp.utf8)).prefix(16))
        let ready = folder.appendingPathComponent("runtime.json")
        func prepared() -> PreviewRuntime? {
            FileManager.default.contents(atPath: ready.path).flatMap { try? JSONDecoder().decode(PreviewRuntime.self, from: $0) }
        }
        if let r = prepared() {
            // Its folder's time says when it was last used (see `removeUnused`).
            try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: folder.path)
            return r
        }

        // One preparation at a time on this machine; the others wait and find it ready.
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
        let fd = open(cache.appendingPathComponent("runtime.lock").path, O_CREAT | O_RDWR, 0o644)
        guard fd >= 0 else { throw Unavailable(description: "cannot lock '\(cache.path)': \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        flock(fd, LOCK_EX)
        if let r = prepared() { return r }

        let start = Date()
        if !quiet { log("preparing LayoutViz for previews from its build in \(build.path) (once per build of LayoutViz)") }
        let manifest = try String(contentsOf: manifestURL, encoding: .utf8)
        let config = build.lastPathComponent
        guard let compile = commandArguments(in: manifest, named: "C.layoutviz-", suffix: "-\(config).module"),
              let link = commandArguments(in: manifest, named: "C.layoutviz-", suffix: "-\(config).exe") else {
            throw Unavailable(description: "\(manifestURL.path) has no commands for the layoutviz executable")
        }
        let staging = cache.appendingPathComponent("runtime-staging-\(getpid())")
        try? FileManager.default.removeItem(at: staging)
        // Whatever stops the preparation (a full disk, a failed link), no staging folder stays.
        var moved = false
        defer { if !moved { try? FileManager.default.removeItem(at: staging) } }
        try FileManager.default.createDirectory(at: staging.appendingPathComponent("Modules"), withIntermediateDirectories: true)
        for m in modules { try FileManager.default.copyItem(at: m, to: staging.appendingPathComponent("Modules/\(m.lastPathComponent)")) }
        let libraries = linkLibraries(link)
        let library = staging.appendingPathComponent("lib\(libraryName).so")
        let lld = toolchainHasLLD()
        let linkArguments = ["swiftc", "-emit-library", "-o", library.path] + (lld ? ["-use-ld=lld"] : []) + objects.map(\.path) + libraries
        guard let (end, output) = try ChildProcess.run("/usr/bin/env", linkArguments) else { throw Unavailable(description: "linking was stopped") }
        guard case .exited(0) = end else {
            throw Unavailable(description: "linking \(library.lastPathComponent) failed: \(PreviewBuild.firstError(output) ?? output.prefix(300).description)")
        }
        // LayoutViz's macros (`@Entry`, `#Preview`) run in a plugin program: a copy goes along.
        var plugins: [String] = []
        for (path, module) in macroPlugins(compile) {
            let copy = "plugins/\(URL(fileURLWithPath: path).lastPathComponent)"
            try FileManager.default.createDirectory(at: staging.appendingPathComponent("plugins"), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: URL(fileURLWithPath: path), to: staging.appendingPathComponent(copy))
            plugins += ["-Xfrontend", "-load-plugin-executable", "-Xfrontend", folder.appendingPathComponent(copy).path + "#" + module]
        }
        let runtime = PreviewRuntime(folder: folder.path, compileFlags: searchFlags(compile, modules: folder.appendingPathComponent("Modules").path) + plugins, lld: lld)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(runtime).write(to: staging.appendingPathComponent("runtime.json"))
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.moveItem(at: staging, to: folder)
        moved = true
        removeUnused(in: cache, keeping: folder)
        if !quiet { log(String(format: "  %6.1f s  prepared %@", Date().timeIntervalSince(start), folder.path)) }
        return runtime
    }

    /// Whether `ld.lld` is beside the `swiftc` on PATH.
    static func toolchainHasLLD() -> Bool {
        for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let swiftc = URL(fileURLWithPath: String(dir)).appendingPathComponent("swiftc")
            guard FileManager.default.isExecutableFile(atPath: swiftc.path) else { continue }
            return FileManager.default.isExecutableFile(atPath: swiftc.resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("ld.lld").path)
        }
        return false
    }

    /// Runtimes of earlier builds of LayoutViz not used for a week (each is 20–50 MB); a run
    /// still using one started from it within that week.
    static func removeUnused(in cache: URL, keeping current: URL) {
        let fm = FileManager.default
        for name in (try? fm.contentsOfDirectory(atPath: cache.path)) ?? [] where name.hasPrefix("runtime-") && name != current.lastPathComponent {
            let url = cache.appendingPathComponent(name)
            let used = (try? fm.attributesOfItem(atPath: url.path)[.modificationDate] as? Date) ?? .distantPast
            if Date().timeIntervalSince(used) > 7 * 86_400 { try? fm.removeItem(at: url) }
        }
    }

    /// The object files of the runtime's targets in `build`.
    static func objectFiles(_ build: URL) throws -> [URL] {
        var out: [URL] = []
        for target in swiftModules + cTargets {
            let dir = build.appendingPathComponent("\(target).build")
            let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
            let objects = names.filter { $0.hasSuffix(".o") }.sorted()
            guard !objects.isEmpty else { throw Unavailable(description: "\(dir.path) holds no object files") }
            out += objects.map { dir.appendingPathComponent($0) }
        }
        return out
    }

    /// The `args` of the manifest's command whose name starts with `prefix` and ends with `suffix`.
    static func commandArguments(in manifest: String, named prefix: String, suffix: String) -> [String]? {
        var inCommand = false
        for line in manifest.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("\"") && trimmed.hasSuffix("\":") {
                let name = trimmed.dropFirst().dropLast(2)
                inCommand = name.hasPrefix(prefix) && name.hasSuffix(suffix)
            } else if inCommand, trimmed.hasPrefix("args: ") {
                let json = Data(trimmed.dropFirst("args: ".count).utf8)
                return try? JSONDecoder().decode([String].self, from: json)
            }
        }
        return nil
    }

    /// The search flags of a compile command (`-I`, `-Xcc` pairs, `-target`), with the modules
    /// folder replaced by the runtime's.
    static func searchFlags(_ args: [String], modules: String) -> [String] {
        var out: [String] = []
        var i = 1
        while i < args.count {
            let a = args[i]
            let next = i + 1 < args.count ? args[i + 1] : nil
            if a == "-I", let next {
                out += ["-I", next.hasSuffix("/Modules") ? modules : next]
                i += 2
            } else if a == "-Xcc", let next {
                if next != "-g" && next != "-fno-omit-frame-pointer" { out += [a, next] }
                i += 2
            } else if a == "-target", let next {
                out += [a, next]
                i += 2
            } else if a.hasPrefix("-I") {
                out.append(a)
                i += 1
            } else {
                i += 1
            }
        }
        return out
    }

    /// The macro plugin programs a compile command loads: (path, module).
    static func macroPlugins(_ args: [String]) -> [(String, String)] {
        var out: [(String, String)] = []
        for i in args.indices where args[i] == "-load-plugin-executable" && i + 2 < args.count && args[i + 1] == "-Xfrontend" {
            let parts = args[i + 2].split(separator: "#", maxSplits: 1).map(String.init)
            if parts.count == 2 { out.append((parts[0], parts[1])) }
        }
        return out
    }

    /// The `-L` and `-l` flags of a link command.
    static func linkLibraries(_ args: [String]) -> [String] {
        var out: [String] = []
        var i = 1
        while i < args.count {
            if args[i] == "-L", i + 1 < args.count {
                i += 2
                continue
            }
            if (args[i].hasPrefix("-l") || args[i].hasPrefix("-L")) && !out.contains(args[i]) { out.append(args[i]) }
            i += 1
        }
        return out
    }

    /// The `swiftc` arguments that compile `sources` (one module, with a `main.swift`) into the
    /// program at `output`, linked against the runtime (which brings the system libraries).
    /// `flags` are the target's own (docs/projects.md); its `-swift-version` replaces Swift 5.
    func buildArguments(sources: [String], output: String, flags: [String] = []) -> [String] {
        let cores = max(1, ProcessInfo.processInfo.activeProcessorCount)
        let mode = flags.firstIndex(of: "-swift-version").flatMap { $0 + 1 < flags.count ? flags[$0 + 1] : nil } ?? "5"
        var own = flags
        if let k = own.firstIndex(of: "-swift-version"), k + 1 < own.count { own.removeSubrange(k...(k + 1)) }
        return ["swiftc", "-module-name", PreviewProject.programName, "-swift-version", mode, "-Onone", "-gline-tables-only", "-j\(cores)",
                "-DSWIFT_PACKAGE", "-DDEBUG", "-module-cache-path", folder + "/ModuleCache",
                "-Xfrontend", "-import-module", "-Xfrontend", "LayoutVizOverlay"]
            + own + compileFlags + sources
            + ["-o", output, "-L", folder, "-l\(Self.libraryName)", "-Xlinker", "-rpath", "-Xlinker", folder] + (lld ? ["-use-ld=lld"] : [])
    }
}
