import Foundation
import LayoutViz

/// The folders `Image("name")` searches (docs/layout/image.md, "Where images come from"): the
/// ones named with `--images`, then, for previews, each input's folder and the `Resources`
/// folders and asset catalogs found up to three levels inside it.
///
/// A folder is an image root: files are found only inside it once links are resolved. A root
/// the user named may be a link (its target is used, and a warning says so); a `Resources` folder
/// or asset catalog found inside an input may not (it could make a preview draw any file on the
/// machine), and the search never enters a linked folder.
enum ImageFolders {
    /// `--images` folders: each must be a folder; one given as a link is used as its target.
    static func named(_ paths: [String], warn: (String) -> Void) throws -> [String] {
        try paths.map { path in
            var isDir: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir), isDir.boolValue else {
                throw CLIError.usage("--images '\(path)' is not a folder")
            }
            let url = URL(fileURLWithPath: path).standardizedFileURL
            let real = url.resolvingSymlinksInPath()
            if real.path != url.path, isLink(url.path) {
                warn("layoutviz: warning: --images '\(path)' is a symbolic link; images are read from its target '\(real.path)' and nowhere else")
                return real.path
            }
            return url.path
        }
    }

    /// Where a project's images usually are: each input folder (a file's own folder), and the
    /// `Resources` folders and `*.xcassets` catalogs' parents up to three levels inside them,
    /// without entering a link; a linked `Resources` or catalog is left out with a warning.
    static func near(_ inputs: [String], warn: (String) -> Void) -> [String] {
        var out: [String] = []
        func add(_ p: String) { if !out.contains(p) { out.append(p) } }
        for input in inputs {
            var isDir: ObjCBool = false
            guard FileManager.default.fileExists(atPath: input, isDirectory: &isDir) else { continue }
            // A file's folder; an .xcodeproj's images are beside it, not inside it.
            let ownFolder = isDir.boolValue && !input.hasSuffix(".xcodeproj")
            let root = (ownFolder ? URL(fileURLWithPath: input) : URL(fileURLWithPath: input).deletingLastPathComponent()).standardizedFileURL
            add(root.path)
            var level = [""]
            for _ in 0..<3 {
                var next: [String] = []
                for dir in level {
                    for (name, kind) in ConfinedFiles.list(dir, inside: root).sorted(by: { $0.key < $1.key }) where !name.hasPrefix(".") {
                        let rel = dir.isEmpty ? name : dir + "/" + name
                        let url = root.appendingPathComponent(rel)
                        if kind == .link, name == "Resources" || name.hasSuffix(".xcassets") {
                            warn("layoutviz: warning: \(url.path) is a symbolic link; not searched for images (name its target with --images to use it)")
                            continue
                        }
                        guard kind == .folder else { continue }
                        if name.hasSuffix(".xcassets") { add(root.appendingPathComponent(dir).standardizedFileURL.path); continue }
                        if name == "Resources" { add(url.path) }
                        next.append(rel)
                    }
                }
                level = next
            }
        }
        return out
    }

    private static func isLink(_ path: String) -> Bool {
        var st = stat()
        return lstat(path, &st) == 0 && (st.st_mode & S_IFMT) == S_IFLNK
    }
}
