import Foundation

extension ProjectModel {
    /// The files of `targets` to build: each in its target's module when there are several
    /// targets, with its target's compiler flags. A file two targets compile (an app's model
    /// shared with its widget) is compiled into each; its previews are listed from the first.
    package func sourceFiles(_ targets: [Target]) throws -> [PreviewProject.SourceFile] {
        let several = targets.count > 1
        var out: [PreviewProject.SourceFile] = []
        var listed = Set<String>()
        // Each file read once, whatever number of targets compile it.
        var loaded: [String: PreviewProject.SourceFile] = [:]
        for path in Set(targets.flatMap(\.files)).sorted() { loaded[path] = try PreviewSources.load([SourcePath(path)]).first }
        // The modules each target links (targets it depends on for code, package products)
        // that one of its files imports: Swift shows their extension members to all its files.
        var linkedImports: [String: [String]] = [:]
        for t in targets {
            let linked = t.dependencies.filter { d in self.targets.first { $0.name == d }.map { [.framework, .library].contains($0.kind) } ?? false }
            let imported = Set(t.files.flatMap { loaded[$0].map { PreviewProject.imports(in: $0.text) } ?? [] })
            linkedImports[t.name] = (linked + t.products).map(PreviewSources.moduleName).filter(imported.contains)
        }
        for t in targets {
            for path in t.files {
                guard var file = loaded[path] else { continue }
                file.compilerFlags = t.settings.compilerFlags
                file.moduleDependencies = linkedImports[t.name] ?? []
                file.listsPreviews = !t.isFetched && listed.insert(file.path).inserted
                out.append(several ? file.inModule(t.moduleName) : file)
            }
        }
        return out
    }

    /// What the build will not honour for `targets`, one line each.
    package func warnings(_ targets: [Target]) -> [String] {
        var lines: [String] = []
        for t in targets {
            if t.files.isEmpty { lines.append("target '\(t.name)' of \(source.description) has no Swift files") }
            if let i = t.settings.defaultIsolation, !ProjectModel.Settings.isolations.contains(i) {
                lines.append("target '\(t.name)': default actor isolation '\(i)' is not one Swift knows (MainActor or nonisolated); the target compiles nonisolated")
            }
        }
        return lines
    }
}

extension PreviewProject.SourceFile {
    /// The same file, in `module`.
    func inModule(_ module: String) -> PreviewProject.SourceFile {
        var f = PreviewProject.SourceFile(path: path, text: text, scan: scan, module: module, originalLines: originalLines)
        f.compilerFlags = compilerFlags
        f.listsPreviews = listsPreviews
        f.moduleDependencies = moduleDependencies
        return f
    }
}
