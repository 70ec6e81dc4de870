import Foundation

/// Reads an `.xcodeproj`'s `project.pbxproj` (an old-style property list, which Foundation's
/// reader parses) into a `ProjectModel`: each native target's Swift files from its synchronized
/// folders (Xcode 16, with their membership exceptions) and its Sources build phase (classic
/// groups), its product type, its target and package-product dependencies, and the Swift build
/// settings of its Debug configuration over the project's (docs/projects.md).
package enum XcodeProjectReader {
    package static func read(_ project: URL) throws -> ProjectModel {
        let file = project.appendingPathComponent("project.pbxproj")
        guard let data = FileManager.default.contents(atPath: file.path) else {
            throw PreviewBuildError("cannot read \(file.path): no such file")
        }
        let plist: Any
        do { plist = try PropertyListSerialization.propertyList(from: data, options: [], format: nil) } catch {
            throw PreviewBuildError("cannot read \(file.path): not a property list (\(error.localizedDescription))")
        }
        guard let root = plist as? [String: Any], let objects = root["objects"] as? [String: Any],
              let rootID = root["rootObject"] as? String else {
            throw PreviewBuildError("cannot read \(file.path): no objects or root object")
        }
        var reader = Reader(objects: objects, projectFolder: project.deletingLastPathComponent())
        return try reader.model(rootID: rootID, name: project.path)
    }

    /// A walk over the objects of one project file.
    struct Reader {
        let objects: [String: Any]
        let projectFolder: URL
        var notes: [String] = []
        /// Each group's parent, for classic groups' paths.
        private var parents: [String: String] = [:]

        init(objects: [String: Any], projectFolder: URL) {
            self.objects = objects
            self.projectFolder = projectFolder
            for (id, o) in objects {
                guard let d = o as? [String: Any], let children = d["children"] as? [String] else { continue }
                for c in children { parents[c] = id }
            }
        }

        func object(_ id: String?) -> [String: Any]? { id.flatMap { objects[$0] as? [String: Any] } }
        func isa(_ id: String) -> String? { object(id)?["isa"] as? String }

        mutating func model(rootID: String, name: String) throws -> ProjectModel {
            guard let project = object(rootID), let targetIDs = project["targets"] as? [String] else {
                throw PreviewBuildError("cannot read \(name): the root object is not a project")
            }
            let base = settings(of: project["buildConfigurationList"] as? String, over: [:])
            var targets: [ProjectModel.Target] = []
            for id in targetIDs {
                guard let t = object(id), let name = t["name"] as? String else { continue }
                guard isa(id) == "PBXNativeTarget" else {
                    notes.append("target '\(name)' is \(isa(id) ?? "of no kind") (not built from Swift files); left out")
                    continue
                }
                let settings = self.settings(of: t["buildConfigurationList"] as? String, over: base)
                var files = synchronizedFiles(of: id, t)
                files += sourcesPhaseFiles(t)
                var seen = Set<String>()
                files = files.filter { $0.hasSuffix(".swift") && seen.insert($0).inserted }
                let deps = (t["dependencies"] as? [String] ?? []).compactMap { d in object(object(d)?["target"] as? String)?["name"] as? String }
                let products = (t["packageProductDependencies"] as? [String] ?? []).compactMap { object($0)?["productName"] as? String }
                targets.append(ProjectModel.Target(name: name, kind: kind(t["productType"] as? String), files: files, dependencies: deps,
                                                   products: products, settings: Self.swiftSettings(settings)))
            }
            var model = ProjectModel(source: .xcodeProject(name), targets: targets, notes: notes)
            // Package references: local ones are read and built; remote ones are named.
            for id in project["packageReferences"] as? [String] ?? [] {
                guard let ref = object(id) else { continue }
                if ref["isa"] as? String == "XCLocalSwiftPackageReference", let path = ref["relativePath"] as? String {
                    model.addLocalPackage(projectFolder.appendingPathComponent(path))
                } else if let url = ref["repositoryURL"] as? String {
                    if let p = RemotePackage(url: url, xcode: ref["requirement"] as? [String: Any] ?? [:]) { model.remotePackages.append(p) } else {
                        model.notes.append("the package dependency \(url) has a requirement LayoutViz does not read; it is not fetched")
                    }
                }
            }
            // Before Xcode 15 a local package was a folder reference in the groups.
            var folders: [URL] = []
            for (id, o) in objects {
                guard let ref = o as? [String: Any], ref["isa"] as? String == "PBXFileReference",
                      ["folder", "wrapper"].contains(ref["lastKnownFileType"] as? String ?? ""), let folder = path(of: id, ref),
                      FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) else { continue }
                folders.append(folder.standardizedFileURL)
            }
            for folder in Set(folders).sorted(by: { $0.path < $1.path }) { model.addLocalPackage(folder) }
            return model
        }

        /// A product type as a target kind.
        func kind(_ productType: String?) -> ProjectModel.Kind {
            switch productType ?? "" {
            case "com.apple.product-type.application", "com.apple.product-type.application.watchapp2-container": return .app
            case let t where t.hasPrefix("com.apple.product-type.app-extension") || t.hasPrefix("com.apple.product-type.extensionkit-extension"): return .appExtension
            case "com.apple.product-type.framework", "com.apple.product-type.framework.static": return .framework
            case "com.apple.product-type.library.static", "com.apple.product-type.library.dynamic": return .library
            case "com.apple.product-type.tool": return .executable
            case "com.apple.product-type.bundle.unit-test": return .unitTests
            case "com.apple.product-type.bundle.ui-testing": return .uiTests
            default: return .other
            }
        }

        // MARK: Files

        /// The files of the target's synchronized folders (Xcode 16): every file below each
        /// folder, less those its exception sets for this target take out; plus the files that
        /// other targets' folders' exception sets name for this target.
        func synchronizedFiles(of targetID: String, _ target: [String: Any]) -> [String] {
            var out: [String] = []
            let own = target["fileSystemSynchronizedGroups"] as? [String] ?? []
            for g in own {
                guard let group = object(g), let folder = path(of: g, group) else { continue }
                var excluded = Set<String>()
                for e in group["exceptions"] as? [String] ?? [] {
                    guard let set = object(e), set["target"] as? String == targetID else { continue }
                    excluded.formUnion(set["membershipExceptions"] as? [String] ?? [])
                }
                for rel in PreviewSources.swiftFiles(below: folder) where !excluded.contains(rel) {
                    out.append(folder.appendingPathComponent(rel).path)
                }
            }
            // Folders this target does not hold whose exceptions add files to it.
            for (id, o) in objects {
                guard let group = o as? [String: Any], group["isa"] as? String == "PBXFileSystemSynchronizedRootGroup", !own.contains(id),
                      let folder = path(of: id, group) else { continue }
                for e in group["exceptions"] as? [String] ?? [] {
                    guard let set = object(e), set["target"] as? String == targetID else { continue }
                    for rel in set["membershipExceptions"] as? [String] ?? [] { out.append(folder.appendingPathComponent(rel).path) }
                }
            }
            return out.sorted()
        }

        /// The files of the target's Sources build phase (classic groups).
        func sourcesPhaseFiles(_ target: [String: Any]) -> [String] {
            var out: [String] = []
            for phaseID in target["buildPhases"] as? [String] ?? [] {
                guard let phase = object(phaseID), phase["isa"] as? String == "PBXSourcesBuildPhase" else { continue }
                for buildFile in phase["files"] as? [String] ?? [] {
                    guard let ref = object(buildFile)?["fileRef"] as? String, let file = object(ref), let p = path(of: ref, file) else { continue }
                    out.append(p.path)
                }
            }
            return out
        }

        /// Where a file reference or group is, from its `sourceTree`: relative to its group
        /// (`<group>`), to the project's folder (`SOURCE_ROOT`), or absolute.
        func path(of id: String, _ item: [String: Any]) -> URL? {
            let own = item["path"] as? String
            switch item["sourceTree"] as? String ?? "<group>" {
            case "<absolute>": return own.map { URL(fileURLWithPath: $0) }
            case "SOURCE_ROOT": return own.map { projectFolder.appendingPathComponent($0) } ?? projectFolder
            case "<group>":
                let parent = parents[id].flatMap { p in object(p).flatMap { path(of: p, $0) } } ?? projectFolder
                return own.map { parent.appendingPathComponent($0) } ?? parent
            default: return nil  // BUILT_PRODUCTS_DIR, SDKROOT...: not sources
            }
        }

        // MARK: Settings

        /// The Debug configuration's settings of a configuration list (its default one when
        /// there is no Debug), over `base`.
        func settings(of listID: String?, over base: [String: Any]) -> [String: Any] {
            guard let list = object(listID), let ids = list["buildConfigurations"] as? [String] else { return base }
            let configs = ids.compactMap { object($0) }
            let wanted = configs.first { $0["name"] as? String == "Debug" }
                ?? configs.first { $0["name"] as? String == list["defaultConfigurationName"] as? String } ?? configs.first
            var out = base
            for (k, v) in wanted?["buildSettings"] as? [String: Any] ?? [:] {
                // `$(inherited)` in a list setting keeps the project's values before the target's.
                if let s = Self.list(v), s.contains("$(inherited)") {
                    out[k] = (Self.list(base[k]) ?? []) + s.filter { $0 != "$(inherited)" }
                } else {
                    out[k] = v
                }
            }
            return out
        }

        /// A setting as a list: a property-list array, or a string of words.
        static func list(_ v: Any?) -> [String]? {
            if let a = v as? [String] { return a }
            if let s = v as? String { return s.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init) }
            return nil
        }

        /// The Swift settings among build settings.
        static func swiftSettings(_ s: [String: Any]) -> ProjectModel.Settings {
            var out = ProjectModel.Settings()
            out.swiftVersion = (s["SWIFT_VERSION"] as? String).flatMap { $0.isEmpty ? nil : $0 }
            out.defaultIsolation = s["SWIFT_DEFAULT_ACTOR_ISOLATION"] as? String
            out.approachableConcurrency = (s["SWIFT_APPROACHABLE_CONCURRENCY"] as? String) == "YES"
            out.defines = (list(s["SWIFT_ACTIVE_COMPILATION_CONDITIONS"]) ?? []).filter { !$0.hasPrefix("$(") }
            let flags = list(s["OTHER_SWIFT_FLAGS"]) ?? []
            for (n, f) in flags.enumerated() {
                let next = n + 1 < flags.count ? flags[n + 1] : nil
                if f.hasPrefix("-D"), f.count > 2 { out.defines.append(String(f.dropFirst(2))) }
                if f == "-D", let next { out.defines.append(next) }
                if f == "-enable-upcoming-feature", let next { out.upcomingFeatures.append(next) }
                if f == "-enable-experimental-feature", let next { out.experimentalFeatures.append(next) }
            }
            for (k, v) in s where k.hasPrefix("SWIFT_UPCOMING_FEATURE_") && (v as? String) == "YES" {
                out.upcomingFeatures.append(Self.featureName(String(k.dropFirst("SWIFT_UPCOMING_FEATURE_".count))))
            }
            out.upcomingFeatures.sort()
            return out
        }

        /// `CONCISE_MAGIC_FILE` → `ConciseMagicFile`: an upcoming feature's name from its setting.
        static func featureName(_ setting: String) -> String {
            setting.split(separator: "_").map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }.joined()
        }
    }
}
