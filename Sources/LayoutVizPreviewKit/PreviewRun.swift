import Foundation
import LayoutVizCore

/// One preview of a run: an entry's listed preview with its names.
package struct PreviewItem: Sendable {
    /// The entry's index in the program.
    package let entryIndex: Int
    package let entry: PreviewProject.Entry
    /// The preview's index among its entry's.
    package let index: Int
    package let listed: ListedPreview
    /// The name shown: `previewDisplayName` or `#Preview`'s name, else the provider's type (with
    /// its position when it has several) or `Preview`.
    package let title: String
    /// The name in file names, unique within its file (`SafeName.slug`).
    package let slug: String
    /// The file's output folder, relative (`SafeName.path` of its path below the run's root).
    package let folder: String

    /// `PreviewProvider X` or `#Preview, line 12`.
    package var kind: String { entry.provider.map { "PreviewProvider \($0)" } ?? "#Preview" }
    package var description: String { entry.provider.map { "PreviewProvider \($0)" } ?? "#Preview, line \(entry.line)" }
    /// `/path/File.swift:12: preview 'Name'`, for messages.
    package var label: String { "\(entry.file):\(entry.line): preview '\(title)'" }
    /// `<folder>/<slug>`.
    package var path: String { "\(folder)/\(slug)" }
}

/// What listing the previews of a built program found.
package struct PreviewListing: Sendable {
    package var items: [PreviewItem] = []
    /// Entries whose listing failed (a provider's `previews` that crashed, looped...), with why.
    package var failures: [(label: String, failure: PreviewFailure)] = []
    /// The files of the entries whose listing failed.
    package var failedFiles: Set<String> = []

    package init() {}
}

/// The steps of a preview run that the CLI and `assertPreviewSnapshots` share: listing the
/// previews in workers, naming them, and choosing their screens (docs/previews.md).
package enum PreviewRun {
    /// Lists every entry's previews with `workers`, naming files below `root`.
    package static func list(_ entries: [PreviewProject.Entry], root: String, workers: PreviewWorkers) -> PreviewListing {
        let jobs = entries.indices.map { PreviewJob.list(entry: $0) }
        var listed: [Int: [ListedPreview]] = [:]
        var listing = PreviewListing()
        workers.run(jobs) { job, result in
            switch result {
            case .success(let r): listed[job.entry] = r.previews ?? []
            case .failure(let f):
                let e = entries[job.entry]
                listing.failures.append(("\(e.file):\(e.line): \(e.provider.map { "PreviewProvider \($0)" } ?? "#Preview")", f))
                listing.failedFiles.insert(e.file)
            }
        }
        var used: [String: Set<String>] = [:]
        for (n, entry) in entries.enumerated() {
            guard let previews = listed[n] else { continue }
            let folder = folder(of: entry.file, root: root)
            for (i, p) in previews.enumerated() {
                let title = p.name ?? entry.provider.map { previews.count == 1 ? $0 : "\($0)-\(i + 1)" } ?? "Preview"
                let base = SafeName.slug(title)
                var slug = base
                var k = 2
                while used[entry.file, default: []].contains(slug) {
                    slug = "\(base)-\(k)"
                    k += 1
                }
                used[entry.file, default: []].insert(slug)
                listing.items.append(PreviewItem(entryIndex: n, entry: entry, index: i, listed: p, title: title, slug: slug, folder: folder))
            }
        }
        listing.failures.sort { $0.label < $1.label }
        return listing
    }

    /// The output folder of a source file: its path below `root`, without `.swift`, made safe.
    package static func folder(of file: String, root: String) -> String {
        var rel = file.hasPrefix(root + "/") ? String(file.dropFirst(root.count + 1)) : (file.split(separator: "/").last.map(String.init) ?? file)
        if rel.hasSuffix(".swift") { rel.removeLast(6) }
        return SafeName.path(rel)
    }

    /// The screens a preview is drawn on, each `base` on a device and orientation in an
    /// appearance: the given devices and orientations, or, where the user chose none, what the
    /// preview asks for, each in every appearance given (nil: `base`'s). A device it asks for
    /// that is unknown is a warning, and so is an orientation LayoutViz draws as another.
    package static func screens(_ item: PreviewItem, base: RenderConfiguration, devices: [Device], orientations: [Orientation], appearances: [Appearance?] = [nil],
                                devicesGiven: Bool, orientationGiven: Bool, warn: (String) -> Void) -> [RenderConfiguration] {
        var ds = devices
        if !devicesGiven, let asked = item.listed.device {
            if let d = DeviceCatalog.device(named: asked) {
                ds = [d]
            } else {
                warn("layoutviz: warning: \(item.label): unknown device '\(asked)'; drawn on \(devices.map(\.id).joined(separator: ", "))")
            }
        }
        var os = orientations
        if !orientationGiven, let o = item.listed.orientation {
            os = [o.hasPrefix("landscape") ? .landscape : .portrait]
            if o == "portraitUpsideDown" {
                warn("layoutviz: warning: \(item.label): orientation portraitUpsideDown is drawn as portrait (iPhones with Face ID do not turn upside down)")
            }
        }
        return ds.flatMap { d in os.flatMap { o in appearances.map { base.on(d, o).with($0 ?? base.appearance) } } }
    }
}
