import Foundation

/// Stand-ins: folders of Swift files that declare, as a module of the same name, the API an app
/// uses from a module that does not build here (docs/projects.md, "Stand-ins"). LayoutViz ships
/// stand-ins for the image loaders apps use most (`StandIns/` in its checkout: NukeUI with Nuke,
/// Kingfisher); a project maps its own in `.layoutviz.json`:
///
///     { "standIns": { "FirebaseFirestore": "PreviewSupport/FirestoreStandIn" } }
///
/// (paths relative to the file). A project's own stand-in wins over LayoutViz's.
package enum StandIns {
    /// The stand-ins `.layoutviz.json` in `folder` maps, module name → folder; none without the file.
    package static func configured(in folder: URL) throws -> [String: URL] {
        let file = folder.appendingPathComponent(".layoutviz.json")
        guard let data = FileManager.default.contents(atPath: file.path) else { return [:] }
        guard let root = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
            throw PreviewBuildError("\(file.path): not a JSON object")
        }
        guard let value = root["standIns"] else { return [:] }
        guard let map = value as? [String: String] else {
            throw PreviewBuildError("\(file.path): 'standIns' must map module names to folders ({\"Module\": \"folder\"})")
        }
        var out: [String: URL] = [:]
        for (module, path) in map {
            guard PreviewRuntime.isModuleName(module) else { throw PreviewBuildError("\(file.path): standIns: '\(module)' is not a module name") }
            let url = folder.appendingPathComponent(path).standardizedFileURL
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue else {
                throw PreviewBuildError("\(file.path): standIns: the folder '\(path)' for \(module) does not exist")
            }
            out[module] = url
        }
        return out
    }

    /// The stand-in files `sources` need: for each module they import that no source provides
    /// and that has a stand-in (`configured`, else LayoutViz's in `root/StandIns`), its Swift
    /// files, in a module of that name; and the stand-ins those import, in turn. Also returns
    /// which stand-in each module came from.
    package static func files(for sources: [PreviewProject.SourceFile], configured: [String: URL], root: URL) throws -> (files: [PreviewProject.SourceFile], used: [(module: String, folder: URL)]) {
        let provided = Set(sources.compactMap(\.module))
        var wanted = Set(sources.flatMap { PreviewProject.imports(in: $0.text) }).subtracting(provided)
        var done = Set<String>()
        var files: [PreviewProject.SourceFile] = []
        var used: [(String, URL)] = []
        while let module = wanted.sorted().first(where: { !done.contains($0) }) {
            done.insert(module)
            let builtIn = root.appendingPathComponent("StandIns").appendingPathComponent(module)
            guard let folder = configured[module] ?? (FileManager.default.fileExists(atPath: builtIn.path) ? builtIn : nil) else { continue }
            let paths = PreviewSources.swiftFiles(below: folder).map { SourcePath(folder.appendingPathComponent($0).path) }
            var loaded = try PreviewSources.load(paths)
            for k in loaded.indices {
                loaded[k] = loaded[k].inModule(module)
                loaded[k].listsPreviews = false
            }
            files += loaded
            used.append((module, folder))
            wanted.formUnion(loaded.flatMap { PreviewProject.imports(in: $0.text) }.filter { !provided.contains($0) })
        }
        return (files, used)
    }
}
