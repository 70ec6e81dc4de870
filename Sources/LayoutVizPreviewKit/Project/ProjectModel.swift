import Foundation

/// An app as its project describes it: the targets, the Swift files of each, the kind of each
/// (app, extension, framework, test), their dependencies and the build settings that change how
/// Swift compiles them (docs/projects.md). Read from an Xcode project (`.xcodeproj`), an XcodeGen
/// `project.yml` or a Swift package (`Package.swift`).
package struct ProjectModel: Sendable {
    /// What the project was read from.
    package enum Source: Sendable, Equatable {
        case xcodeProject(String)
        case xcodeGen(String)
        case swiftPackage(String)

        /// The file or folder, as named in messages.
        package var path: String {
            switch self { case .xcodeProject(let p), .xcodeGen(let p), .swiftPackage(let p): return p }
        }
        /// How the project is named in messages.
        package var description: String {
            switch self {
            case .xcodeProject(let p): return "Xcode project \(p)"
            case .xcodeGen(let p): return "XcodeGen project \(p)"
            case .swiftPackage(let p): return "Swift package \(p)"
            }
        }
    }

    /// What a target builds.
    package enum Kind: String, Sendable, Equatable {
        case app, appExtension = "app extension", framework, library, executable, unitTests = "unit tests", uiTests = "UI tests", macro, other

        /// Tests are left out unless asked for by name: their files are not the app's screens.
        package var isTest: Bool { self == .unitTests || self == .uiTests }
    }

    /// The settings of a target that change how its Swift compiles.
    package struct Settings: Sendable, Equatable {
        /// `SWIFT_VERSION` or the package's language mode: "5", "6"...
        package var swiftVersion: String?
        /// `SWIFT_DEFAULT_ACTOR_ISOLATION` or `.defaultIsolation(...)`: "MainActor" or "nonisolated".
        package var defaultIsolation: String?
        /// `SWIFT_ACTIVE_COMPILATION_CONDITIONS` and `-D` flags, or `.define(...)`.
        package var defines: [String] = []
        /// `SWIFT_UPCOMING_FEATURE_X = YES`, `-enable-upcoming-feature X`, `.enableUpcomingFeature(...)`.
        package var upcomingFeatures: [String] = []
        /// `-enable-experimental-feature X`, `.enableExperimentalFeature(...)`.
        package var experimentalFeatures: [String] = []
        /// `SWIFT_APPROACHABLE_CONCURRENCY = YES`.
        package var approachableConcurrency = false

        package init() {}

        /// The default isolations Swift knows (SE-0466).
        package static let isolations: Set<String> = ["MainActor", "nonisolated"]

        /// The `swiftc` flags for these settings.
        package var compilerFlags: [String] {
            var flags: [String] = []
            if let v = swiftVersion, let major = v.split(separator: ".").first, ["4", "5", "6"].contains(major) {
                flags += ["-swift-version", major == "4" ? "5" : String(major)]
            }
            // SE-0466: every declaration of the module is main-actor isolated unless it says otherwise.
            if let i = defaultIsolation, Self.isolations.contains(i) { flags += ["-default-isolation", i] }
            for d in defines where !d.isEmpty { flags += ["-D", d] }
            var upcoming = upcomingFeatures
            // Approachable concurrency is this set of upcoming features (Xcode 26).
            if approachableConcurrency {
                upcoming += ["DisableOutwardActorInference", "GlobalActorIsolatedTypesUsability", "InferIsolatedConformances",
                             "InferSendableFromCaptures", "NonisolatedNonsendingByDefault"]
            }
            var seen = Set<String>()
            for f in upcoming where seen.insert(f).inserted { flags += ["-enable-upcoming-feature", f] }
            for f in experimentalFeatures { flags += ["-enable-experimental-feature", f] }
            return flags
        }
    }

    /// One target.
    package struct Target: Sendable, Equatable {
        package var name: String
        package var kind: Kind
        /// The Swift files it compiles, absolute paths.
        package var files: [String]
        /// The targets it depends on, by name (of this project).
        package var dependencies: [String]
        /// The package products it uses (`Nuke`, `Kingfisher`...), by name.
        package var products: [String]
        package var settings: Settings
        /// A target of a package fetched from a repository: built, its previews not listed
        /// (they are the package author's, not the app's).
        package var isFetched = false

        package init(name: String, kind: Kind, files: [String], dependencies: [String] = [], products: [String] = [], settings: Settings = Settings()) {
            self.name = name
            self.kind = kind
            self.files = files
            self.dependencies = dependencies
            self.products = products
            self.settings = settings
        }

        /// The Swift module the target builds, as Xcode and SwiftPM name it: the name with
        /// characters that cannot be in an identifier as `_`.
        package var moduleName: String { PreviewSources.moduleName(name) }
    }

    package var source: Source
    package var targets: [Target]
    /// The folder the project is in (where its `.layoutviz.json` is).
    package var folder: URL {
        let url = URL(fileURLWithPath: source.path)
        switch source {
        case .swiftPackage: return url
        case .xcodeProject, .xcodeGen: return url.deletingLastPathComponent()
        }
    }
    /// What was read and not understood, or left out, one line each.
    package var notes: [String] = []
    /// The packages it fetches from repositories (its own and its local packages').
    package var remotePackages: [RemotePackage] = []

    package init(source: Source, targets: [Target], notes: [String] = []) {
        self.source = source
        self.targets = targets
        self.notes = notes
    }

    /// Adds the library targets of the local package in `folder` (a path dependency), and of the
    /// local packages it depends on in turn, as targets of their own; a package that cannot be
    /// read is named in a note. `visited` stops a loop of packages depending on each other.
    package mutating func addLocalPackage(_ folder: URL, visited: Set<String> = []) {
        let key = folder.standardizedFileURL.path
        guard !visited.contains(key) else { return }
        do {
            let package = try SwiftPackageReader.read(folder, visited: visited.union([key]))
            for t in package.targets where t.kind == .library && !targets.contains(where: { $0.name == t.name }) { targets.append(t) }
            notes += package.notes
            remotePackages += package.remotePackages
        } catch let e as PreviewBuildError {
            notes.append("the local package \(key) is not read: \(e.message)")
        } catch {
            notes.append("the local package \(key) is not read: \(error)")
        }
    }

    /// The project `input` names or holds: an `.xcodeproj`, or a folder holding one (a single
    /// one at its top), a `project.yml` or a `Package.swift`, or else exactly one `.xcodeproj`
    /// one folder down. Nil for a file or a folder with none.
    package static func find(_ input: String) throws -> ProjectModel? {
        let url = URL(fileURLWithPath: input).standardizedFileURL
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { return nil }
        guard var model = try read(url, isFolder: isFolder.boolValue) else { return nil }
        model.fetchRemotePackages()
        return model
    }

    /// The project at `url`, its remote packages not fetched.
    private static func read(_ url: URL, isFolder: Bool) throws -> ProjectModel? {
        if url.pathExtension == "xcodeproj" { return try XcodeProjectReader.read(url) }
        if !isFolder {
            if url.lastPathComponent == "project.yml" { return try XcodeGenReader.read(url) }
            if url.lastPathComponent == "Package.swift" { return try SwiftPackageReader.read(url.deletingLastPathComponent()) }
            return nil
        }
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
        let projects = names.filter { $0.hasSuffix(".xcodeproj") }
        if projects.count > 1 {
            throw PreviewBuildError("'\(url.path)' holds \(projects.count) Xcode projects (\(projects.joined(separator: ", "))); name the one to preview")
        }
        if let p = projects.first { return try XcodeProjectReader.read(url.appendingPathComponent(p)) }
        if names.contains("project.yml") { return try XcodeGenReader.read(url.appendingPathComponent("project.yml")) }
        if names.contains("Package.swift") { return try SwiftPackageReader.read(url) }
        // A repository whose app lives one folder down (`MyApp/MyApp.xcodeproj`): its one Xcode
        // project there, if there is exactly one.
        var below: [URL] = []
        for name in names where !name.hasPrefix(".") {
            let sub = url.appendingPathComponent(name)
            var isSub: ObjCBool = false
            guard FileManager.default.fileExists(atPath: sub.path, isDirectory: &isSub), isSub.boolValue, !name.hasSuffix(".xcodeproj") else { continue }
            below += ((try? FileManager.default.contentsOfDirectory(atPath: sub.path)) ?? []).filter { $0.hasSuffix(".xcodeproj") }.map { sub.appendingPathComponent($0) }
        }
        if below.count == 1 { return try XcodeProjectReader.read(below[0]) }
        return nil
    }

    /// The targets to preview: `names` when given (an unknown name is an error that lists the
    /// targets), else every target that is not a test, in the project's order.
    /// A named target brings the targets it depends on (its code imports them), in the project's order.
    package func selected(_ names: [String]) throws -> [Target] {
        guard !names.isEmpty else { return targets.filter { !$0.kind.isTest } }
        var wanted = Set<String>()
        func add(_ name: String) {
            guard wanted.insert(name).inserted, let t = targets.first(where: { $0.name == name }) else { return }
            t.dependencies.forEach(add)
        }
        for name in names {
            guard targets.contains(where: { $0.name == name }) else {
                throw PreviewBuildError("no target '\(name)' in \(source.description) (targets: \(targets.map(\.name).joined(separator: ", ")))")
            }
            add(name)
        }
        return targets.filter { wanted.contains($0.name) }
    }

    /// One line per target, for `preview --list`: its kind, module, files and settings, and
    /// whether it is previewed.
    package func summary(selected: [Target]) -> [String] {
        var lines = ["\(source.description): \(targets.count) target\(targets.count == 1 ? "" : "s")"]
        for t in targets {
            let chosen = selected.contains(t)
            var parts = ["\(t.kind.rawValue)", "module \(t.moduleName)", "\(t.files.count) Swift file\(t.files.count == 1 ? "" : "s")"]
            if let v = t.settings.swiftVersion { parts.append("Swift \(v)") }
            if let i = t.settings.defaultIsolation { parts.append("default isolation \(i)") }
            if !t.dependencies.isEmpty { parts.append("depends on \(t.dependencies.joined(separator: ", "))") }
            if !t.products.isEmpty { parts.append("uses \(t.products.joined(separator: ", "))") }
            let why = chosen ? "" : (t.kind.isTest ? " (left out: tests; --target \(t.name) to preview it)" : " (left out: not named with --target)")
            lines.append("  \(t.name): \(parts.joined(separator: ", "))\(why)")
        }
        return lines
    }
}
