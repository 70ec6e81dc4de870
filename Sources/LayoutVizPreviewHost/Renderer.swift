import Foundation
import LayoutViz
import LayoutVizGolden

extension PreviewHost {
    /// Renders previews into `out`: `<file>/<preview>/<device>-<orientation>.<format>`, a sheet per
    /// file (`<file>/sheet.png`) and `index.html`.
    struct Renderer {
        let out: URL
        /// Files are named by their path below this folder.
        let root: String
        let formats: [String]
        let quiet: Bool
        /// Whether the user chose devices (else a preview's `previewDevice` wins).
        var devicesGiven = false
        /// Whether the user chose orientations (else a preview's orientation wins).
        var orientationGiven = false
        /// What the screen shows besides the app (`--chrome`).
        var chrome = ScreenChrome.device

        init(out: URL, root: String, formats: [String], quiet: Bool) {
            self.out = out
            self.root = root
            self.formats = formats
            self.quiet = quiet
        }

        /// The folder of a source file's pictures: its path below `root`, without `.swift`.
        func folder(of file: String) -> String {
            var rel = file.hasPrefix(root + "/") ? String(file.dropFirst(root.count + 1)) : URL(fileURLWithPath: file).lastPathComponent
            if rel.hasSuffix(".swift") { rel.removeLast(6) }
            return rel
        }

        func render(_ items: [Item], devices: [Device], orientations: [Orientation]) throws {
            var done = 0
            var index: [(file: String, previews: [(title: String, images: [String])])] = []
            let files = items.reduce(into: [String]()) { if !$0.contains($1.entry.file) { $0.append($1.entry.file) } }
            let configs = items.map { configurations($0, devices, orientations) }
            let total = configs.reduce(0) { $0 + $1.count * formats.count }
            for file in files {
                let fileIndices = items.indices.filter { items[$0].entry.file == file }
                let fileItems = fileIndices.map { items[$0] }
                var listed: [(title: String, images: [String])] = []
                for index in fileIndices {
                    let item = items[index]
                    var images: [String] = []
                    for config in configs[index] {
                        let list = displayList(item, config)
                        for format in formats {
                            let rel = "\(folder(of: file))/\(item.slug)/\(config.fileStem).\(format)"
                            let data = format == "svg" ? try CairoRenderer.svg(list) : try CairoRenderer.png(list)
                            try AtomicFile.write(data, to: out.appendingPathComponent(rel))
                            done += 1
                            if !quiet { FileHandle.standardError.write(Data("[\(done)/\(total)] \(out.appendingPathComponent(rel).path)\n".utf8)) }
                            if format == "png" || !formats.contains("png") { images.append(rel) }
                        }
                    }
                    listed.append((item.title, images))
                }
                try writeSheet(file: file, fileItems, devices: devices, orientations: orientations)
                index.append((file, listed))
            }
            try AtomicFile.write(Data(indexHTML(index).utf8), to: out.appendingPathComponent("index.html"))
            print("rendered \(done) preview image\(done == 1 ? "" : "s") (\(items.count) preview\(items.count == 1 ? "" : "s") in \(files.count) file\(files.count == 1 ? "" : "s")) into \(out.path)")
        }

        /// The devices and orientations a preview is drawn at: the user's, else the preview's own.
        func configurations(_ item: Item, _ devices: [Device], _ orientations: [Orientation]) -> [DeviceConfiguration] {
            var ds = devices
            if !devicesGiven, let asked = item.traits.device {
                if let d = DeviceCatalog.device(named: asked.rawValue) {
                    ds = [d]
                } else {
                    FileHandle.standardError.write(Data("layoutviz: warning: \(item.title): unknown device '\(asked.rawValue)'; drawn on \(devices.map(\.id).joined(separator: ", "))\n".utf8))
                }
            }
            var os = orientations
            if !orientationGiven, let o = item.traits.orientation { os = [o.isLandscape ? .landscape : .portrait] }
            return ds.flatMap { d in os.map { d.configuration($0) } }
        }

        /// The picture of one preview on one device: the screen, or the view alone at its ideal
        /// or fixed size on white.
        func displayList(_ item: Item, _ config: DeviceConfiguration) -> DisplayList {
            let view = item.makeView()
            switch item.traits.layout ?? .device {
            case .device:
                let scene = DeviceScene(view, configuration: config)
                warnNonFinite(scene.tree, item)
                return scene.displayList(chrome: chrome)
            case .sizeThatFits:
                return alone(view, proposal: .unspecified, size: nil, config, item)
            case .fixed(let w, let h):
                // Centred in the fixed size, as Xcode shows it.
                return alone(AnyView(view.frame(width: w, height: h)), proposal: ProposedViewSize(width: w, height: h), size: CGSize(width: w, height: h), config, item)
            }
        }

        private func alone(_ view: AnyView, proposal: ProposedViewSize, size: CGSize?, _ config: DeviceConfiguration, _ item: Item) -> DisplayList {
            let tree = LayoutTree(view, proposal: proposal, environment: config.environment)
            warnNonFinite(tree, item)
            let frame = tree.root.frame
            let canvasSize = size ?? CGSize(width: max(1, frame.width.isFinite ? frame.maxX : 1), height: max(1, frame.height.isFinite ? frame.maxY : 1))
            let canvas = CGRect(origin: .zero, size: canvasSize)
            var list = DisplayList(size: canvasSize, scale: config.device.scale)
            list.items.append(.fill(Path(canvas), .white))
            list.items += tree.displayList(scale: config.device.scale, canvas: canvas).items
            return list
        }

        private func warnNonFinite(_ tree: LayoutTree, _ item: Item) {
            let bad = tree.root.nonFiniteViews()
            guard let first = bad.first else { return }
            FileHandle.standardError.write(Data("layoutviz: warning: \(item.title): \(bad.count) view\(bad.count == 1 ? " has a frame that is" : "s have frames that are") not finite, not drawn: \(first.path)\(bad.count > 1 ? " and \(bad.count - 1) more" : "")\n".utf8))
        }

        /// One sheet per file: rows are its previews, columns the devices and orientations.
        private func writeSheet(file: String, _ items: [Item], devices: [Device], orientations: [Orientation]) throws {
            let columns = devices.flatMap { d in orientations.map { d.configuration($0) } }
            let rows = items.map { item in
                let box = UncheckedViewMaker(make: item.makeView)
                return SheetRow(title: item.title, description: item.entry.provider.map { "PreviewProvider \($0)" } ?? "#Preview, line \(item.entry.line)",
                                makeView: { box.make() })
            }
            let list = ContactSheet.displayList(title: folder(of: file), rows: rows, columns: columns)
            for format in formats {
                let rel = "\(folder(of: file))/sheet.\(format)"
                try AtomicFile.write(format == "svg" ? try CairoRenderer.svg(list) : try CairoRenderer.png(list), to: out.appendingPathComponent(rel))
            }
        }

        private func indexHTML(_ files: [(file: String, previews: [(title: String, images: [String])])]) -> String {
            var html = "<!doctype html>\n<html><head><meta charset=\"utf-8\"><title>Previews</title>\n"
            html += "<style>body{font-family:system-ui,sans-serif;margin:24px;background:#f2f2f7}h2{margin-top:32px}figure{display:inline-block;margin:0 16px 16px 0;vertical-align:top}img{height:360px;border:1px solid #c7c7cc;background:#fff}figcaption{font-size:13px;color:#3c3c43}</style></head><body>\n"
            html += "<h1>Previews</h1>\n"
            for f in files {
                html += "<h2>\(htmlEscaped(folder(of: f.file))).swift</h2>\n"
                let sheet = "\(folder(of: f.file))/sheet.\(formats.contains("png") ? "png" : formats[0])"
                html += "<p><a href=\"\(htmlEscaped(sheet))\">comparison sheet</a></p>\n"
                for p in f.previews {
                    html += "<h3>\(htmlEscaped(p.title))</h3>\n"
                    for img in p.images {
                        html += "<figure><a href=\"\(htmlEscaped(img))\"><img src=\"\(htmlEscaped(img))\" alt=\"\(htmlEscaped(p.title))\"></a><figcaption>\(htmlEscaped(URL(fileURLWithPath: img).deletingPathExtension().lastPathComponent))</figcaption></figure>\n"
                    }
                }
            }
            return html + "</body></html>\n"
        }
    }
}

/// A view maker passed to the sheet renderer, which runs on this thread only.
final class UncheckedViewMaker: @unchecked Sendable {
    let make: () -> AnyView
    init(make: @escaping () -> AnyView) { self.make = make }
}
