import Foundation
import LayoutViz
import LayoutVizGolden
import LayoutVizPreviewKit

/// The screens one block is drawn on: its `device=`, `orientation=` and variant options, else the
/// command's devices in portrait, light and dark.
struct DocsScreens {
    /// Each screen's device, orientation and appearance (the document's configuration sets the rest).
    var jobs: [RenderConfiguration] = []
    /// `layout=`: nil keeps the preview's own (a `#Preview`'s traits; a view fills the screen).
    var layout: ListedPreview.Layout?
    /// Whether file names need the device (more than one) and the orientation (any landscape).
    var namesDevice = false
    var namesOrientation = false

    init(block: DocsBlock, defaultDevices: [Device], place: String) throws {
        let a = try Arguments(block.options, command: "docs", options: DocsParser.blockOptions)
        do {
            let devices = try a.list("device").map { try Resolve.devices($0) } ?? defaultDevices
            let orientations = try Resolve.orientation(a.value("orientation") ?? "portrait")
            var axes: [VariantAxis: [String]] = [:]
            for axis in VariantAxis.allCases { axes[axis] = a.list(axis.rawValue) }
            // Documentation pictures come in light and dark unless the block says.
            if axes[.colorScheme] == nil { axes[.colorScheme] = ["light", "dark"] }
            let appearances: [Appearance]
            do { appearances = try Appearance.combinations(axes) } catch { throw CLIError.usage(error.description) }
            jobs = devices.flatMap { d in orientations.flatMap { o in appearances.map { RenderConfiguration(device: d, orientation: o).with($0) } } }
            namesDevice = devices.count > 1
            namesOrientation = orientations.contains(.landscape)
            layout = try a.value("layout").map(Self.layout)
        } catch let e as CLIError {
            throw CLIError.usage("\(place): \(e.message)")
        }
    }

    /// `device`, `fit`, or `WxH` in points.
    static func layout(_ s: String) throws -> ListedPreview.Layout {
        switch s.lowercased() {
        case "device": return .device
        case "fit", "sizethatfits": return .sizeThatFits
        default:
            let parts = s.lowercased().split(separator: "x")
            if parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]), w > 0, h > 0, w <= 4096, h <= 4096 { return .fixed(width: w, height: h) }
            throw CLIError.usage("unknown layout '\(s)'; use device (the whole screen), fit (the view's own size) or a size such as 320x200")
        }
    }
}

/// One picture a block draws: where it was drawn and what it is called beside the document.
struct DocsPicture {
    var block: Int
    var item: Int
    /// The file name in the document's image folder (`split-view~dark@2x.png`).
    var file: String
    /// The drawing in the run's temporary folder.
    var rendered: URL
    var screen: RenderConfiguration
    var layout: ListedPreview.Layout
    var alt: String

    /// Apple's naming: `<name>[-<device>][-landscape][-<variant>][~dark]@<scale>x` — the device
    /// when the block draws several, the orientation when it draws landscape, the variant suffix
    /// of every axis but the colour scheme, `~dark` for dark.
    static func fileStem(_ name: String, screen: RenderConfiguration, screens: DocsScreens, scale: Int) -> String {
        var stem = name
        if screens.namesDevice { stem += "-" + screen.device.id }
        if screens.namesOrientation { stem += "-" + screen.orientation.rawValue }
        var appearance = screen.appearance
        let dark = appearance.colorScheme == .dark
        appearance.colorScheme = .light
        stem += appearance.variantSuffix
        if dark { stem += "~dark" }
        return stem + "@\(scale)x"
    }

    enum Status: Equatable {
        case same
        case missing
        case changed(String)

        /// `(was 804×1748 px, now 804×1700)`, or nothing.
        var detail: String {
            if case .changed(let d) = self, !d.isEmpty { return " (\(d))" }
            return ""
        }
    }

    /// Whether the picture at `target` is the one just drawn: the same bytes, or (PNG) the same
    /// decoded pixels.
    static func compare(_ rendered: URL, with target: URL) -> Status {
        guard let old = FileManager.default.contents(atPath: target.path) else { return .missing }
        guard let new = FileManager.default.contents(atPath: rendered.path) else { return .changed("") }
        if old == new { return .same }
        guard rendered.pathExtension == "png" else { return .changed("") }
        guard let a = try? CairoRenderer.decodePNGRaster(old, name: target.lastPathComponent) else { return .changed("the file there is not a PNG") }
        guard let b = try? CairoRenderer.decodePNGRaster(new, name: rendered.lastPathComponent) else { return .changed("") }
        if a == b { return .same }
        if a.width != b.width || a.height != b.height { return .changed("was \(a.width)×\(a.height) px, now \(b.width)×\(b.height)") }
        // Exact: any difference is a change; counted in C (a debug build's Swift loop takes seconds).
        let differing = ImageComparison.compare(expected: a, actual: b, profile: .exact).changedPixels
        return .changed("\(differing) pixel\(differing == 1 ? "" : "s") differ")
    }

    /// The size the picture is shown at in an article, in CSS pixels: a screen at half its points
    /// (two phones fit side by side in a column of text), a view's own size at its points.
    func displayWidth(scale: Int) -> Int? {
        guard let data = try? FileHandle(forReadingFrom: rendered).read(upToCount: 24), let px = pngDimensions(data) else { return nil }
        let points = Double(px.width) / Double(scale)
        return Int((layout == .device ? points / 2 : points).rounded())
    }
}

extension DocsBlock {
    /// The pictures' text alternative: `alt=`, else what is drawn and where.
    /// (`Chip on iPhone 17 in landscape`, `Chip (rtl, ax3)` for a view drawn alone).
    func alt(item: PreviewItem, screen: RenderConfiguration, layout: ListedPreview.Layout) -> String {
        if let alt { return alt }
        var what = hasPreviews ? item.title : (view ?? name)
        if layout == .device {
            what += " on " + screen.device.name + (screen.orientation == .landscape ? " in landscape" : "")
        }
        var appearance = screen.appearance
        appearance.colorScheme = .light
        let variant = appearance.variantSuffix.split(separator: "-").joined(separator: ", ")
        return variant.isEmpty ? what : "\(what) (\(variant))"
    }
}

/// The picture references after each drawn block: a marked region LayoutViz owns, written right
/// after the closing fence and replaced on every update; nothing else in the document changes.
///
///     <!-- layoutviz: split-view -->
///     <picture><source media="(prefers-color-scheme: dark)" srcset="…~dark@2x.png"><img src="…@2x.png" width="201" alt="…"></picture>
///     <!-- /layoutviz -->
///
/// In a DocC catalog the region holds `@Image(source:alt:)` directives instead: DocC picks the
/// `~dark` and `@2x` files itself.
enum DocsReferences {
    static let open = "<!-- layoutviz: "
    static let close = "<!-- /layoutviz -->"

    /// The document's text with each drawn block's region written and regions of blocks no longer
    /// drawn removed; the blocks in `keeping` (which failed to draw) keep theirs as they are.
    static func apply(to doc: DocsDocument, pictures: [DocsPicture], scale: Int, keeping: Set<Int> = []) -> String {
        var lines = DocsParser.lines(of: doc.text)
        // From the last block up, so earlier line numbers stay right.
        for (k, block) in doc.blocks.enumerated().reversed() where !keeping.contains(k) {
            let fence = block.closeLine - 1  // 0-based index of the closing fence
            guard fence < lines.count else { continue }
            let existing = region(after: fence, in: lines)
            let wanted = block.role == .render ? regionLines(doc, block: block, pictures: pictures.filter { $0.block == k }, scale: scale) : []
            switch (existing, wanted.isEmpty) {
            case (let r?, false):
                lines.replaceSubrange(r, with: wanted)
            case (let r?, true):
                // The region and the blank line that separated it from the block.
                let start = r.lowerBound > fence + 1 && lines[r.lowerBound - 1].trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? r.lowerBound - 1 : r.lowerBound
                lines.removeSubrange(start...r.upperBound)
            case (nil, false):
                var insert = [""] + wanted
                if fence + 1 < lines.count, !lines[fence + 1].trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { insert.append("") }
                lines.insert(contentsOf: insert, at: fence + 1)
            case (nil, true):
                break
            }
        }
        return lines.joined(separator: DocsParser.lineEnding(of: doc.text))
    }

    /// The lines of the region right after the fence at index `fence` (blank lines between
    /// allowed), if there is one.
    static func region(after fence: Int, in lines: [String]) -> ClosedRange<Int>? {
        var j = fence + 1
        while j < lines.count, lines[j].trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { j += 1 }
        guard j < lines.count, lines[j].drop(while: { $0 == " " }).hasPrefix(open) else { return nil }
        var end = j
        while end < lines.count, lines[end].trimmingCharacters(in: .whitespacesAndNewlines) != close { end += 1 }
        return end < lines.count ? j...end : nil
    }

    static func regionLines(_ doc: DocsDocument, block: DocsBlock, pictures: [DocsPicture], scale: Int) -> [String] {
        let pngs = pictures.filter { $0.file.hasSuffix(".png") }
        guard !pngs.isEmpty else { return [] }
        var out = [open + block.name + " (drawn by 'layoutviz docs' from the code above; do not edit) -->"]
        let light = pngs.filter { !$0.file.contains("~dark@") }
        let folder = URL(fileURLWithPath: doc.path).deletingPathExtension().lastPathComponent + ".images"
        for p in light {
            let darkName = p.file.replacingOccurrences(of: "@\(scale)x.png", with: "~dark@\(scale)x.png")
            let dark = pngs.first { $0.file == darkName }
            switch doc.kind {
            case .markdown:
                let width = p.displayWidth(scale: scale).map { " width=\"\($0)\"" } ?? ""
                let img = "<img src=\"\(attribute(folder + "/" + p.file))\"\(width) alt=\"\(attribute(p.alt))\">"
                if let dark {
                    out.append("<picture><source media=\"(prefers-color-scheme: dark)\" srcset=\"\(attribute(folder + "/" + dark.file))\">\(img)</picture>")
                } else {
                    out.append(img)
                }
            case .docc, .snippet:
                let name = String(p.file.dropLast("@\(scale)x.png".count))
                out.append("@Image(source: \(swiftLiteral(name + ".png")), alt: \(swiftLiteral(p.alt)))")
            }
        }
        // Dark pictures without a light one (a block drawn in dark alone).
        for p in pngs where p.file.contains("~dark@") && !light.contains(where: { $0.file == p.file.replacingOccurrences(of: "~dark@", with: "@") }) {
            switch doc.kind {
            case .markdown: out.append("<img src=\"\(attribute(folder + "/" + p.file))\" alt=\"\(attribute(p.alt))\">")
            case .docc, .snippet: out.append("@Image(source: \(swiftLiteral(p.file)), alt: \(swiftLiteral(p.alt)))")
            }
        }
        let indent = String(repeating: " ", count: block.indent)
        return (out + [close]).map { indent + $0 }
    }

    private static func attribute(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;").replacingOccurrences(of: "<", with: "&lt;")
    }
}

/// The documents the command's paths name: Markdown files; folders searched for them (not
/// hidden ones, `.build`, or `*.images`); DocC catalogs' articles; `Snippets` folders' Swift files.
struct DocsInputs {
    /// `--catalog`: where snippets' pictures go; else the package's only catalog.
    let catalog: URL?

    func documents(_ paths: [String]) throws -> [DocsDocument] {
        var out: [DocsDocument] = []
        var seen = Set<String>()
        for path in paths {
            let url = URL(fileURLWithPath: path).standardizedFileURL
            var isDir: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDir) else { throw CLIError.usage("no such file or folder '\(path)'") }
            let files: [URL]
            if isDir.boolValue {
                files = try walk(url)
            } else {
                guard ["md", "markdown", "swift"].contains(url.pathExtension) else {
                    throw CLIError.usage("'\(path)' is not a Markdown file (.md) or a snippet (.swift in a Snippets folder)")
                }
                files = [url]
            }
            for f in files where seen.insert(f.path).inserted {
                if let doc = try document(f, given: path, root: url, isDir: isDir.boolValue) { out.append(doc) }
            }
        }
        return out
    }

    /// The Markdown files (and snippets) below `root`, not entering hidden folders, image
    /// folders or symbolic links (an article reached through a link would be rewritten there).
    private func walk(_ root: URL) throws -> [URL] {
        var out: [URL] = []
        func visit(_ relative: String, inSnippets: Bool) {
            for (name, kind) in ConfinedFiles.list(relative, inside: root).sorted(by: { $0.key < $1.key }) where !name.hasPrefix(".") && !name.hasSuffix(".images") {
                let path = relative.isEmpty ? name : relative + "/" + name
                let url = root.appendingPathComponent(path)
                if kind == .folder {
                    visit(path, inSnippets: inSnippets || name == "Snippets")
                } else if kind == .file, url.pathExtension == "md" || (inSnippets && url.pathExtension == "swift") {
                    out.append(url)
                }
            }
        }
        visit("", inSnippets: root.lastPathComponent == "Snippets")
        return out
    }

    private func document(_ url: URL, given: String, root: URL, isDir: Bool) throws -> DocsDocument? {
        let display: String
        if isDir {
            let rel = url.path.hasPrefix(root.path + "/") ? String(url.path.dropFirst(root.path.count + 1)) : url.lastPathComponent
            display = (given.hasSuffix("/") ? given : given + "/") + rel
        } else {
            display = given
        }
        guard let data = FileManager.default.contents(atPath: url.path), let text = String(data: data, encoding: .utf8) else {
            throw CLIError.failure("cannot read '\(display)' as UTF-8 text")
        }
        if url.pathExtension == "swift" {
            guard url.deletingLastPathComponent().pathComponents.contains("Snippets") else { return nil }
            let catalog = try snippetCatalog(for: url, display: display)
            return DocsDocument(kind: .snippet(catalog: catalog), path: url.path, display: display, text: text,
                                blocks: try DocsParser.snippetSlices(text, display: display))
        }
        let catalog = url.pathComponents.lastIndex { $0.hasSuffix(".docc") }.map { i in URL(fileURLWithPath: "/" + url.pathComponents[1...i].joined(separator: "/")) }
        return DocsDocument(kind: catalog.map { .docc(catalog: $0) } ?? .markdown, path: url.path, display: display, text: text,
                            blocks: try DocsParser.markdownBlocks(text, display: display))
    }

    /// The catalog a snippet's pictures go to: `--catalog`, else the one `*.docc` folder in the
    /// package's `Sources` (the package holds the `Snippets` folder).
    private func snippetCatalog(for snippet: URL, display: String) throws -> URL {
        if let catalog { return catalog }
        var dir = snippet.deletingLastPathComponent()
        while dir.lastPathComponent != "Snippets" && dir.path != "/" { dir.deleteLastPathComponent() }
        let sources = dir.deletingLastPathComponent().appendingPathComponent("Sources")
        var found: [URL] = []
        if let e = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil) {
            for case let url as URL in e where url.pathExtension == "docc" { found.append(url.standardizedFileURL); e.skipDescendants() }
        }
        guard found.count == 1 else {
            throw CLIError.usage("\(display): snippets' pictures go into a DocC catalog's Resources folder; \(found.isEmpty ? "the package has no *.docc catalog in Sources" : "the package has \(found.count) catalogs") (name one with --catalog)")
        }
        return found[0]
    }
}
