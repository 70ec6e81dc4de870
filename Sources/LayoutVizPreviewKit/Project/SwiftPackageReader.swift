import Foundation

/// Reads a Swift package's targets as SwiftPM evaluates its manifest (`swift package
/// dump-package`, which compiles and runs `Package.swift` and fetches nothing): each target's
/// kind, folder, files (its `sources`, less `exclude`), dependencies and Swift settings.
package enum SwiftPackageReader {
    package static func read(_ folder: URL, visited: Set<String> = []) throws -> ProjectModel {
        let json = try dumpPackage(folder)
        guard let root = try? JSONSerialization.jsonObject(with: json) as? [String: Any], let targets = root["targets"] as? [[String: Any]] else {
            throw PreviewBuildError("cannot read \(folder.appendingPathComponent("Package.swift").path): SwiftPM's description of it is not understood")
        }
        // Tools version 6 and later compile in Swift 6 mode unless the package says otherwise.
        let tools = ((root["toolsVersion"] as? [String: Any])?["_version"] as? String).flatMap { $0.split(separator: ".").first }.flatMap { Int($0) } ?? 5
        let modes = root["swiftLanguageModes"] as? [String] ?? root["swiftLanguageVersions"] as? [String]
        let packageMode = modes?.last ?? (tools >= 6 ? "6" : "5")
        var notes: [String] = []
        var out: [ProjectModel.Target] = []
        for t in targets {
            guard let name = t["name"] as? String, let type = t["type"] as? String else { continue }
            let kind: ProjectModel.Kind
            switch type {
            case "regular": kind = .library
            case "executable": kind = .executable
            case "test": kind = .unitTests
            case "macro": kind = .macro
            default: notes.append("target '\(name)' is a \(type) target; left out"); continue
            }
            let path = t["path"] as? String ?? "\(kind == .unitTests ? "Tests" : "Sources")/\(name)"
            let base = folder.appendingPathComponent(path)
            let excluded = (t["exclude"] as? [String] ?? [])
            let listed = t["sources"] as? [String]
            let files = PreviewSources.swiftFiles(below: base).filter { rel in
                !excluded.contains { rel == $0 || rel.hasPrefix($0 + "/") }
                    && (listed.map { l in l.contains { rel == $0 || rel.hasPrefix($0 + "/") } } ?? true)
            }.map { base.appendingPathComponent($0).standardizedFileURL.path }
            var deps: [String] = [], products: [String] = []
            for d in t["dependencies"] as? [[String: Any]] ?? [] {
                if let n = (d["byName"] as? [Any])?.first as? String ?? (d["target"] as? [Any])?.first as? String {
                    if targets.contains(where: { $0["name"] as? String == n }) { deps.append(n) } else { products.append(n) }
                }
                if let p = (d["product"] as? [Any])?.first as? String { products.append(p) }
            }
            var settings = ProjectModel.Settings()
            settings.swiftVersion = packageMode
            for s in t["settings"] as? [[String: Any]] ?? [] where s["tool"] as? String == "swift" {
                guard let k = s["kind"] as? [String: Any], let (key, value) = k.first else { continue }
                let arg = (value as? [String: Any])?["_0"]
                switch key {
                case "define": if let d = arg as? String { settings.defines.append(d) }
                case "enableUpcomingFeature": if let f = arg as? String { settings.upcomingFeatures.append(f) }
                case "enableExperimentalFeature": if let f = arg as? String { settings.experimentalFeatures.append(f) }
                case "swiftLanguageMode": if let m = arg as? String { settings.swiftVersion = m }
                case "defaultIsolation": settings.defaultIsolation = arg as? String
                case "unsafeFlags":
                    let flags = arg as? [String] ?? []
                    for (n, f) in flags.enumerated() where n + 1 < flags.count {
                        if f == "-D" { settings.defines.append(flags[n + 1]) }
                        if f == "-enable-upcoming-feature" { settings.upcomingFeatures.append(flags[n + 1]) }
                    }
                default: break
                }
            }
            out.append(ProjectModel.Target(name: name, kind: kind, files: files, dependencies: deps, products: products, settings: settings))
        }
        // Local packages it depends on: their library targets are built as modules of their own.
        var model = ProjectModel(source: .swiftPackage(folder.path), targets: out, notes: notes)
        for d in root["dependencies"] as? [[String: Any]] ?? [] {
            if let local = (d["fileSystem"] as? [[String: Any]])?.first?["path"] as? String {
                model.addLocalPackage(URL(fileURLWithPath: local), visited: visited)
            } else if let control = (d["sourceControl"] as? [[String: Any]])?.first {
                let place = control["location"] as? [String: Any]
                // A repository on disk (`file://`) is "local" here; SwiftPM fetches it the same way.
                let location = ((place?["remote"] as? [[String: Any]])?.first?["urlString"] as? String)
                    ?? ((place?["local"] as? [String])?.first).map { "file://" + $0 }
                if let url = location, let p = RemotePackage(url: url, swiftPM: control["requirement"] as? [String: Any] ?? [:]) { model.remotePackages.append(p) } else {
                    model.notes.append("the package dependency '\(control["identity"] as? String ?? "?")' has a requirement LayoutViz does not read; it is not fetched")
                }
            }
        }
        return model
    }

    /// SwiftPM's JSON description of the package in `folder`.
    static func dumpPackage(_ folder: URL) throws -> Data {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["swift", "package", "--package-path", folder.path, "dump-package"]
        // Errors go to a file, so that neither stream can fill a pipe and block SwiftPM.
        let errFile = FileManager.default.temporaryDirectory.appendingPathComponent("layoutviz-dump-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: errFile.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: errFile) }
        let out = Pipe()
        p.standardOutput = out
        p.standardError = try FileHandle(forWritingTo: errFile)
        do { try p.run() } catch { throw PreviewBuildError("cannot run 'swift package dump-package': \(error.localizedDescription)") }
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        let errData = FileManager.default.contents(atPath: errFile.path) ?? Data()
        guard p.terminationStatus == 0 else {
            let first = String(decoding: errData, as: UTF8.self).split(separator: "\n").first { $0.contains("error:") } ?? "exit code \(p.terminationStatus)"
            throw PreviewBuildError("cannot read \(folder.appendingPathComponent("Package.swift").path): \(first.trimmingCharacters(in: .whitespaces))")
        }
        return data
    }
}
