import Foundation
import LayoutVizPreviewKit

/// The goldens `assertPreviewSnapshots` keeps, one folder per preview: `<file>/<preview>/`.
enum PreviewGoldens {
    /// Preview folders under `goldens` that no preview of this run uses: in a file folder this
    /// run drew, a preview renamed or removed; with the whole package previewed, also folders of
    /// files that are gone. Folders of files that did not compile or list are never named: their
    /// previews are unknown this run.
    static func orphans(in goldens: URL, items: [PreviewItem], unknownFiles: Set<String>, wholePackage: Bool) -> [URL] {
        let used = Set(items.map(\.path))
        let drawnFiles = Set(items.map(\.folder))
        var out: [URL] = []
        let base = goldens.standardizedFileURL.path + "/"
        guard let e = FileManager.default.enumerator(at: goldens, includingPropertiesForKeys: nil) else { return [] }
        var folders = Set<String>()
        for case let url as URL in e where url.lastPathComponent.hasSuffix(".meta.json") {
            let folder = url.standardizedFileURL.deletingLastPathComponent().path
            guard folder.hasPrefix(base) else { continue }
            folders.insert(String(folder.dropFirst(base.count)))
        }
        for rel in folders.sorted() where !used.contains(rel) {
            let file = rel.split(separator: "/").dropLast().joined(separator: "/")
            guard !unknownFiles.contains(file) else { continue }
            if drawnFiles.contains(file) || wholePackage { out.append(goldens.appendingPathComponent(rel)) }
        }
        return out
    }
}
