import Foundation

/// Finding the Swift files to preview.
package enum PreviewSources {
    /// The Swift files of `inputs`: files as given, folders searched (hidden folders, `.build` and
    /// `Package.swift` left out), sorted.
    package static func swiftFiles(_ inputs: [String]) throws -> [String] {
        var files: [String] = []
        for input in inputs {
            let url = URL(fileURLWithPath: input).standardizedFileURL
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
                throw PreviewBuildError("no such file or folder: '\(input)'")
            }
            if !isFolder.boolValue {
                guard url.pathExtension == "swift" else { throw PreviewBuildError("'\(input)' is not a Swift file") }
                files.append(url.path)
                continue
            }
            let e = FileManager.default.enumerator(at: url, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])
            while let f = e?.nextObject() as? URL {
                if f.lastPathComponent == ".build" || f.lastPathComponent == "Output" { e?.skipDescendants(); continue }
                if f.pathExtension == "swift" && f.lastPathComponent != "Package.swift" { files.append(f.standardizedFileURL.path) }
            }
        }
        var seen = Set<String>()
        return files.filter { seen.insert($0).inserted }.sorted()
    }

    /// The deepest folder containing every path.
    package static func commonFolder(of paths: [String]) -> String {
        let folders = paths.map { URL(fileURLWithPath: $0).deletingLastPathComponent().pathComponents }
        guard var common = folders.first else { return "/" }
        for f in folders.dropFirst() {
            var n = 0
            while n < min(common.count, f.count) && common[n] == f[n] { n += 1 }
            common = Array(common.prefix(n))
        }
        let path = NSString.path(withComponents: common)
        return path.isEmpty ? "/" : path
    }
}
