import Foundation
import LayoutViz
import LayoutVizGolden

/// The program `layoutviz preview` builds from a user's files: it lists the previews found in
/// them and renders each at the chosen devices and orientations (docs/previews.md).
///
/// The generated `main.swift` lists one `Entry` per `PreviewProvider` type and `#Preview` block and
/// calls `PreviewHost.main(_:)`.
public enum PreviewHost {
    /// A `PreviewProvider` type or a `#Preview` block of one file.
    public struct Entry {
        /// The file's path, as the user gave it (absolute).
        public let file: String
        /// The line it starts on.
        public let line: Int
        /// The provider's type name, or nil for a `#Preview`.
        public let provider: String?
        let make: () -> (view: AnyView, traits: PreviewTraits?)

        /// A `PreviewProvider`: each top-level view of its `previews` is one preview.
        public static func provider(_ name: String, file: String, line: Int, previews: @escaping () -> AnyView) -> Entry {
            Entry(file: file, line: line, provider: name, make: { (previews(), nil) })
        }

        /// A `#Preview` block: one preview.
        public static func macro(file: String, line: Int, _ preview: @escaping () -> Preview) -> Entry {
            Entry(file: file, line: line, provider: nil, make: {
                let p = preview()
                return (p.content(), p.traits)
            })
        }
    }

    /// One picture to make: a view and what it asks for.
    struct Item {
        let entry: Entry
        /// The name in file and folder names (unique within its file).
        let slug: String
        /// The name shown.
        let title: String
        let traits: PreviewTraits
        let makeView: () -> AnyView
    }

    /// Runs the host: `--list` prints the previews as JSON lines; otherwise renders them.
    /// Arguments: `--out DIR --root DIR --device ID,... --orientation portrait|landscape|both
    /// --format png,svg [--devices-given] [--orientation-given] [--quiet]`.
    public static func main(_ entries: [Entry]) -> Never {
        PangoTextMeasurer.install()
        let args = Array(CommandLine.arguments.dropFirst())
        func value(_ name: String) -> String? { args.firstIndex(of: name).flatMap { args.indices.contains($0 + 1) ? args[$0 + 1] : nil } }
        let items = makeItems(entries)
        if args.contains("--list") {
            for item in items {
                print(jsonLine(["file": item.entry.file, "line": "\(item.entry.line)", "name": item.title, "slug": item.slug,
                                "kind": item.entry.provider.map { "PreviewProvider \($0)" } ?? "#Preview",
                                "layout": describe(item.traits.layout ?? .device), "device": item.traits.device?.rawValue ?? "",
                                "orientation": item.traits.orientation?.id ?? ""]))
            }
            exit(0)
        }
        let out = URL(fileURLWithPath: value("--out") ?? "Output/previews")
        let root = value("--root") ?? "/"
        let devices = (value("--device") ?? "iphone-16").split(separator: ",").compactMap { try? DeviceCatalog.resolve(String($0)) }
        let orientationArg = value("--orientation") ?? "portrait"
        let orientations: [Orientation] = orientationArg == "both" ? [.portrait, .landscape] : [Orientation(rawValue: orientationArg) ?? .portrait]
        let formats = (value("--format") ?? "png").split(separator: ",").map(String.init)
        let quiet = args.contains("--quiet")
        // Every `--images FOLDER`, in order.
        ImageCatalog.searchFolders = args.indices.filter { args[$0] == "--images" && $0 + 1 < args.count }.map { URL(fileURLWithPath: args[$0 + 1]) }
        if let goldens = value("--goldens") {
            // Golden mode (assertPreviewSnapshots): verify every preview against its goldens.
            let mode = RecordMode(rawValue: value("--mode") ?? "missing") ?? .missing
            let accept = value("--accept") ?? "LAYOUTVIZ_RECORD=failed swift test"
            let session = GoldenSession(goldens: URL(fileURLWithPath: goldens), artifacts: URL(fileURLWithPath: value("--artifacts") ?? "layoutviz-artifacts"),
                                        mode: mode, modeSource: value("--mode-source") ?? "the record mode") { _ in accept }
            var renderer = Renderer(out: out, root: root, formats: formats, quiet: true)
            renderer.devicesGiven = args.contains("--devices-given")
            renderer.orientationGiven = args.contains("--orientation-given")
            for item in items {
                let box = UncheckedViewMaker(make: item.makeView)
                for config in renderer.configurations(item, devices, orientations) {
                    let cell = GoldenCell(name: "\(renderer.folder(of: item.entry.file))/\(item.slug)", configuration: config) { box.make() }
                    let outcome = session.verify(cell)
                    print(jsonLine(["cell": outcome.cell, "status": outcome.status.rawValue, "message": outcome.message ?? ""]))
                }
            }
            try? session.writeReports()
            exit(0)
        }
        var renderer = Renderer(out: out, root: root, formats: formats, quiet: quiet)
        renderer.chrome = value("--chrome").flatMap(ScreenChrome.init(rawValue:)) ?? .device
        renderer.devicesGiven = args.contains("--devices-given")
        renderer.orientationGiven = args.contains("--orientation-given")
        do {
            try renderer.render(items, devices: devices, orientations: orientations)
            let missing = ImageCatalog.takeMissing()
            if !missing.isEmpty {
                let searched = ImageCatalog.searchFolders.map(\.path).joined(separator: ", ")
                FileHandle.standardError.write(Data("layoutviz: warning: no image named \(missing.map { "'\($0)'" }.joined(separator: ", ")); drawn as nothing, as SwiftUI does; searched \(searched.isEmpty ? "no folders" : searched) (add folders with --images DIR)\n".utf8))
            }
        } catch {
            FileHandle.standardError.write(Data("layoutviz: error: \(error)\n".utf8))
            exit(1)
        }
        exit(0)
    }

    /// Every preview of every entry, named: `previewDisplayName` or `#Preview`'s name when given,
    /// else the provider's type (with its position when it has several) or `Preview` (numbered when a file has several).
    static func makeItems(_ entries: [Entry]) -> [Item] {
        var items: [Item] = []
        var used: [String: Set<String>] = [:]
        for entry in entries {
            let (view, traits) = entry.make()
            var found: [(title: String, traits: PreviewTraits, make: () -> AnyView)] = []
            if let traits {
                found.append((traits.name ?? "Preview", traits, { entry.make().view }))
            } else {
                let all = PreviewViews.traits(of: view)
                for (i, t) in all.enumerated() {
                    let title = t.name ?? (all.count == 1 ? entry.provider! : "\(entry.provider!)-\(i + 1)")
                    found.append((title, t, { PreviewViews.view(i, of: entry.make().view) }))
                }
            }
            for f in found {
                var slug = slugify(f.title)
                var n = 2
                while used[entry.file, default: []].contains(slug) {
                    slug = slugify(f.title) + "-\(n)"
                    n += 1
                }
                used[entry.file, default: []].insert(slug)
                items.append(Item(entry: entry, slug: slug, title: f.title, traits: f.traits, makeView: f.make))
            }
        }
        return items
    }

    /// Lower-case letters, digits and hyphens.
    static func slugify(_ s: String) -> String {
        var out = ""
        for ch in s.lowercased() {
            if ch.isLetter || ch.isNumber { out.append(ch) } else if !out.hasSuffix("-") { out.append("-") }
        }
        while out.hasSuffix("-") { out.removeLast() }
        while out.hasPrefix("-") { out.removeFirst() }
        return out.isEmpty ? "preview" : out
    }

    static func describe(_ layout: PreviewLayout) -> String {
        switch layout {
        case .device: "device"
        case .sizeThatFits: "sizeThatFits"
        case .fixed(let w, let h): "fixed \(formatLength(w))x\(formatLength(h))"
        }
    }

    static func jsonLine(_ fields: [String: String]) -> String {
        "{" + fields.sorted { $0.key < $1.key }.map { "\(jsonQuoted($0.key)): \(jsonQuoted($0.value))" }.joined(separator: ", ") + "}"
    }
}
