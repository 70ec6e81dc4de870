import Foundation

/// Reads an XcodeGen spec (`project.yml`) into a `ProjectModel`: each target's type, sources
/// (paths, with `excludes` and `includes` patterns), target and package dependencies, and the
/// Swift settings of the project's and the target's `settings` (`base` and `Debug`).
/// `include:`d specs and target templates are not read; a note says so (docs/projects.md).
package enum XcodeGenReader {
    package static func read(_ spec: URL) throws -> ProjectModel {
        guard let data = FileManager.default.contents(atPath: spec.path) else { throw PreviewBuildError("cannot read \(spec.path)") }
        let root: [String: Any]
        do {
            guard let r = try MiniYAML.parse(String(decoding: data, as: UTF8.self)) as? [String: Any] else {
                throw PreviewBuildError("cannot read \(spec.path): not a mapping")
            }
            root = r
        } catch let e as MiniYAML.Error {
            throw PreviewBuildError("cannot read \(spec.path): \(e)")
        }
        let folder = spec.deletingLastPathComponent()
        var notes: [String] = []
        if root["include"] != nil { notes.append("included specs (include:) are not read") }
        let base = settings(root["settings"])
        var targets: [ProjectModel.Target] = []
        for (name, value) in (root["targets"] as? [String: Any] ?? [:]).sorted(by: { $0.key < $1.key }) {
            guard let t = value as? [String: Any] else { continue }
            if t["templates"] != nil { notes.append("target '\(name)': templates are not read") }
            var files: [String] = []
            for source in list(t["sources"]) {
                files += self.files(source, folder: folder)
            }
            var deps: [String] = [], products: [String] = []
            for d in list(t["dependencies"]) {
                guard let d = d as? [String: Any] else { continue }
                if let target = d["target"] as? String { deps.append(target) }
                if let package = d["package"] as? String { products.append(d["product"] as? String ?? package) }
            }
            var s = base
            for (k, v) in settings(t["settings"]) { s[k] = v }
            targets.append(ProjectModel.Target(name: name, kind: kind(t["type"] as? String), files: Array(Set(files)).sorted(), dependencies: deps,
                                               products: products, settings: XcodeProjectReader.Reader.swiftSettings(s)))
        }
        // XcodeGen orders nothing; apps first, then the rest by name, so a shared file's previews go to the app.
        targets.sort { ($0.kind == .app ? 0 : 1, $0.name) < ($1.kind == .app ? 0 : 1, $1.name) }
        var model = ProjectModel(source: .xcodeGen(spec.path), targets: targets, notes: notes)
        // `packages:` by name: `path:` a local package, `url:` with a version requirement a remote one.
        for (name, value) in (root["packages"] as? [String: Any] ?? [:]).sorted(by: { $0.key < $1.key }) {
            guard let p = value as? [String: Any] else { continue }
            if let path = p["path"] as? String {
                model.addLocalPackage(folder.appendingPathComponent(path))
            } else if let url = p["url"] as? String, let r = requirement(p) {
                model.remotePackages.append(RemotePackage(url: url, requirement: r))
            } else {
                model.notes.append("package '\(name)': no path, or a url without a version LayoutViz reads; not fetched")
            }
        }
        return model
    }

    /// An XcodeGen package's version requirement as a manifest spells it.
    package static func requirement(_ p: [String: Any]) -> String? {
        func q(_ key: String) -> String? { (p[key] as? String).map { "\"\($0)\"" } }
        if let v = q("from") ?? q("majorVersion") { return "from: \(v)" }
        if let v = q("minorVersion") { return ".upToNextMinor(from: \(v))" }
        if let v = q("exactVersion") ?? q("version") { return "exact: \(v)" }
        if let a = q("minVersion"), let b = q("maxVersion") { return "\(a)..<\(b)" }
        if let v = q("branch") { return "branch: \(v)" }
        if let v = q("revision") { return "revision: \(v)" }
        return nil
    }

    static func list(_ v: Any?) -> [Any] {
        if let a = v as? [Any] { return a }
        if let s = v as? String, !s.isEmpty { return [s] }
        if let m = v as? [String: Any] { return [m] }
        return []
    }

    /// `settings:` as XcodeGen writes it: plain keys, or `base:` and per-configuration groups
    /// (`configs: Debug:`); Debug's win over base.
    static func settings(_ v: Any?) -> [String: Any] {
        guard let m = v as? [String: Any] else { return [:] }
        if m["base"] == nil && m["configs"] == nil && m["groups"] == nil { return m }
        var out = m["base"] as? [String: Any] ?? [:]
        let configs = m["configs"] as? [String: Any] ?? [:]
        for (name, values) in configs where name.lowercased() == "debug" {
            for (k, v) in values as? [String: Any] ?? [:] { out[k] = v }
        }
        return out
    }

    static func kind(_ type: String?) -> ProjectModel.Kind {
        switch type ?? "" {
        case "application", "application.on-demand-install-capable", "application.watchapp2-container": return .app
        case let t where t.hasPrefix("app-extension") || t.hasPrefix("extensionkit-extension") || t.hasPrefix("watchkit2-extension"): return .appExtension
        case "framework", "framework.static": return .framework
        case "library.static", "library.dynamic": return .library
        case "tool": return .executable
        case "bundle.unit-test": return .unitTests
        case "bundle.ui-testing": return .uiTests
        default: return .other
        }
    }

    /// The Swift files of one `sources` entry: a path (file or folder), or a mapping with
    /// `path`, `excludes` and `includes` (glob patterns relative to the path).
    static func files(_ source: Any, folder: URL) -> [String] {
        let entry: [String: Any] = (source as? [String: Any]) ?? ["path": source as? String ?? ""]
        guard let path = entry["path"] as? String, !path.isEmpty else { return [] }
        let url = folder.appendingPathComponent(path)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { return [] }
        guard isFolder.boolValue else { return url.pathExtension == "swift" ? [url.standardizedFileURL.path] : [] }
        let excludes = list(entry["excludes"]).compactMap { $0 as? String }
        let includes = list(entry["includes"]).compactMap { $0 as? String }
        return PreviewSources.swiftFiles(below: url).filter { rel in
            !excludes.contains { glob($0, rel) } && (includes.isEmpty || includes.contains { glob($0, rel) })
        }.map { url.appendingPathComponent($0).standardizedFileURL.path }
    }

    /// A glob as XcodeGen's patterns use them: `*` within a name, `**` across folders; a
    /// pattern without a wildcard also matches everything below a folder of that name.
    package static func glob(_ pattern: String, _ path: String) -> Bool {
        if !pattern.contains("*") { return path == pattern || path.hasPrefix(pattern.hasSuffix("/") ? pattern : pattern + "/") }
        var regex = "^"
        var k = pattern.startIndex
        while k < pattern.endIndex {
            let c = pattern[k]
            if c == "*" {
                let next = pattern.index(after: k)
                if next < pattern.endIndex, pattern[next] == "*" {
                    regex += ".*"
                    k = pattern.index(after: next)
                    if k < pattern.endIndex, pattern[k] == "/" { regex += "/?"; k = pattern.index(after: k) }
                    continue
                }
                regex += "[^/]*"
            } else {
                regex += NSRegularExpression.escapedPattern(for: String(c))
            }
            k = pattern.index(after: k)
        }
        regex += "$"
        return path.range(of: regex, options: .regularExpression) != nil
    }
}
