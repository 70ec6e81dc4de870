import Foundation
import LayoutViz
import LayoutVizGolden
import LayoutVizPages
import LayoutVizPreviewKit
import Samples

/// `layoutviz catalog [PATH...] [--samples all|NAME...] --out DIR`: a static site of every
/// preview in the files (and of samples), each drawn beforehand on every combination of the
/// chosen devices and variants, with search, toggles and the layout inspector (docs/catalog.md).
struct CatalogCommand {
    let console: Console

    /// The axes drawn unless the command line says: iOS 26's and iOS 18's looks, light and dark,
    /// Large and AX3 text, left to right and right to left (the variants most layout bugs live in).
    static let defaultVariants: [VariantAxis: [String]] = [
        .look: ["ios26", "ios18"], .colorScheme: ["light", "dark"], .dynamicType: ["large", "accessibility3"], .direction: ["ltr", "rtl"],
    ]
    static let defaultDevices = ["iphone-17", "iphone-se-3"]
    /// Pictures are drawn at 2 pixels per point: sharp on any screen, light enough for a site.
    static let scale: CGFloat = 2

    /// A screen: its device, orientation and appearance (the run's configuration sets the rest),
    /// and its value on each axis, as the toggles name them.
    struct Screen {
        var configuration: RenderConfiguration
        var values: [String: String]
        var stem: String { configuration.fileStem }
    }

    static let spec = CommandSpec("catalog", summary: "Build a static, searchable site of every preview (and sample) in every variant",
                                  arguments: "[<file.swift|folder>...]", options: [
        SharedOptions.package, SharedOptions.target,
        OptionSpec("samples", .many, "NAME...", "Samples to add, or all."),
        SharedOptions.device.help("Catalog ids or names, 'all', or custom sizes. Default: iphone-17 and iphone-se-3."),
        SharedOptions.orientation.help("portrait, landscape or both. Default: portrait."),
    ] + SharedOptions.variants.map { $0.help($0.help + " Catalog default: both looks, light and dark, large and accessibility3 text, left to right and right to left.") } + [
        OptionSpec("internal", .flag, "Show the internal previews too: those whose name starts with '_', or with a '// layoutviz: internal' line right before them."),
        OptionSpec("title", .one, "TEXT", "The site's title. Default: Previews."),
        SharedOptions.accessibility.help("Draw every picture as its accessibility picture: the screen in grey, the elements VoiceOver would read numbered, the legend beside it (docs/accessibility.md)."),
        SharedOptions.widgetContext, SharedOptions.widgetAppearance,
        SharedOptions.images, SharedOptions.out.help("The output folder. Default: Output/catalog."),
    ] + SharedOptions.limits + [SharedOptions.quiet], text: [
        "Builds a static site of every #Preview and PreviewProvider in the files (built as 'layoutviz preview' builds them) and of the samples named with --samples, into DIR: index.html, grouped by file, with a thumbnail per preview and a search field; and p/<preview>.html, the preview with a toggle per axis — device, orientation, look, colour scheme, contrast, Dynamic Type, direction, locale — switching among pictures drawn beforehand on every combination, and a link to the layout inspector of the picture shown. The choice and the search are kept in the address, so links open the same view. The site opens from file:// and from any static host; nothing is fetched.",
        "Drawn unless told: iphone-17 and iphone-se-3, portrait, iOS 26's and iOS 18's looks, light and dark, Large and accessibility3 text, left to right and right to left (32 pictures per preview), at 2 pixels per point.",
    ]) { console, a in try CatalogCommand(console: console).run(a) }

    func run(_ a: Arguments) throws {
        var inputs = a.positionals
        if let package = a.value("package") {
            let sources = URL(fileURLWithPath: package).appendingPathComponent("Sources")
            guard FileManager.default.fileExists(atPath: sources.path) else { throw CLIError.usage("'\(package)' is not a Swift package with a Sources folder") }
            inputs.append(sources.path)
        }
        let samples = try a.list("samples").map(Resolve.samples) ?? []
        guard !inputs.isEmpty || !samples.isEmpty else {
            throw CLIError.usage("'catalog' needs Swift files or folders, --package DIR, or --samples all|NAME...; see 'layoutviz catalog --help'")
        }
        let out = URL(fileURLWithPath: a.value("out") ?? Defaults.outputFolder + "/catalog").standardizedFileURL
        let devices = try Resolve.devices(a.list("device") ?? Self.defaultDevices)
        let orientations = try Resolve.orientation(a.value("orientation") ?? "portrait")
        var axes: [VariantAxis: [String]] = [:]
        for axis in VariantAxis.allCases { axes[axis] = a.list(axis.rawValue) ?? Self.defaultVariants[axis] }
        let appearances: [Appearance]
        do { appearances = try Appearance.combinations(axes) } catch { throw CLIError.usage(error.description) }
        let screens = devices.flatMap { d in orientations.flatMap { o in appearances.map { Self.screen(d, o, $0) } } }
        if let problem = folderProblem(out.path) { throw CLIError.failure("cannot write to output folder '\(out.path)': \(problem)") }
        if let problem = PangoTextMeasurer.fontProblem { throw CLIError.failure(problem) }
        let title = a.value("title") ?? "Previews"
        let pages = out.appendingPathComponent("p")
        AtomicFile.removeStaleTemporaries(under: out)

        var entries: [CatalogSite.Entry] = []
        var used = Set<String>()
        func uniqueID(_ base: String) -> String {
            var id = SafeName.slug(base), k = 2
            while used.contains(id) { id = SafeName.slug(base) + "-\(k)"; k += 1 }
            used.insert(id)
            return id
        }
        var failures: [String] = []
        var hidden = 0
        if !inputs.isEmpty {
            var options = PreviewCommand.Options(inputs: inputs, devices: devices, orientations: orientations, formats: [.png], out: out,
                                                 quiet: true, list: false, devicesGiven: true, orientationGiven: true)
            options.limits = try PreviewCommand.limits(a)
            options.lifecycle = PreviewCommand.lifecycle(a)
            options.scale = Self.scale
            options.package = a.value("package")
            if a.flags.contains("accessibility") { options.overlays = [.accessibility] }
            options.widget = Resolve.widget(a)
            let warn: (String) -> Void = { [console] in console.err($0) }
            options.imageFolders = try ImageFolders.named(a.list("images") ?? [], warn: warn) + ImageFolders.near(inputs, warn: warn)
            let includeInternal = a.has("internal"), quiet = a.has("quiet"), console = self.console
            let session = PreviewSession(request: options.request, limits: options.limits, quiet: true, log: { [console] in console.err($0) },
                                         output: { [console] in console.err($0) })
            defer { session.shutdown() }
            let sources: [PreviewProject.SourceFile]
            do {
                let loaded = try PreviewSession.loadProject(inputs, package: options.package, targets: a.list("target") ?? [], skipping: [out.path])
                for w in loaded.warnings { console.err("layoutviz: warning: \(w)") }
                sources = loaded.sources
            } catch let e as PreviewBuildError {
                throw CLIError.failure(e.message)
            }
            var outcome = PreviewCommand.Outcome()
            if let listing = try PreviewCommand.prepare(session, sources: sources, inputs: inputs, console: console, outcome: &outcome) {
                var texts: [String: [String]] = [:]
                var visible: [(item: PreviewItem, id: String)] = []
                for item in listing.items {
                    if texts[item.entry.file] == nil {
                        texts[item.entry.file] = DocsParser.lines(of: (try? String(contentsOfFile: item.entry.file, encoding: .utf8)) ?? "")
                    }
                    if !includeInternal && Self.isInternal(item, lines: texts[item.entry.file] ?? []) { hidden += 1; continue }
                    visible.append((item, uniqueID(item.folder + "-" + item.slug)))
                }
                // Job n × screens.count + s: preview n on screen s.
                let base = options.base
                let jobs = visible.flatMap { v in
                    screens.map { s in PreviewJob.render(v.item, on: base.on(s.configuration.device, s.configuration.orientation).with(s.configuration.appearance),
                                                         path: "p/\(v.id)/\(s.stem)") }
                }
                var drawn: [Int: String?] = [:]  // job id → the layout steps (JSON) of a picture drawn
                var failed: [Int: String] = [:]  // job id → why; said in job order, whatever order jobs end in
                var done = 0
                session.run(jobs) { job, outcome in
                    switch outcome {
                    case .success(let r) where r.error == nil:
                        drawn[job.id] = r.explanation
                    case .success(let r):
                        failed[job.id] = "\(job.title): \(r.error ?? "")"
                    case .failure(let f):
                        failed[job.id] = "\(job.title) \(f)"
                    }
                    done += 1
                    if !quiet && done % 50 == 0 { console.err("[\(done)/\(jobs.count)] pictures drawn") }
                }
                failures += failed.keys.sorted().map { failed[$0]! }
                for (n, v) in visible.enumerated() {
                    let shots = screens.indices.compactMap { s in drawn[n * screens.count + s].map { (screens[s], $0.flatMap { try? [LayoutStep].decodedSteps(Data($0.utf8)) }) } }
                    guard !shots.isEmpty else { continue }
                    let pictures = try Self.inspectorPages(id: v.id, title: v.item.title, subtitle: v.item.label, pages: pages, shots: shots)
                    entries.append(CatalogSite.Entry(id: v.id, title: v.item.title, group: displayPath(v.item.entry.file), subtitle: "\(displayPath(v.item.entry.file)):\(v.item.entry.line)", pictures: pictures))
                }
            }
            if !outcome.failing.isEmpty { failures.append("\(outcome.failing.count) file\(outcome.failing.count == 1 ? "" : "s") did not compile (messages above)") }
            failures += outcome.failedPreviews.map { "\($0.label) \($0.failure)" }
        }
        entries += try Self.sampleEntries(samples, screens: screens, pages: pages, uniqueID: uniqueID)
        try Self.writePages(entries, title: title, out: out)
        for f in failures { console.err("layoutviz: error: \(f)") }
        let pictures = entries.reduce(0) { $0 + $1.pictures.count }
        let hiddenNote = hidden == 0 ? "" : "; \(hidden) internal preview\(hidden == 1 ? "" : "s") left out (--internal shows them)"
        console.out("catalog: \(entries.count) preview\(entries.count == 1 ? "" : "s"), \(pictures) picture\(pictures == 1 ? "" : "s") (\(screens.count) per preview) in \(out.appendingPathComponent("index.html").path)\(hiddenNote)")
        if !failures.isEmpty { throw CLIError.failure("\(failures.count) problem\(failures.count == 1 ? "" : "s") (above); the rest is in the catalog") }
    }

    /// A screen with its value on each axis, as the toggles name them.
    static func screen(_ d: Device, _ o: Orientation, _ appearance: Appearance) -> Screen {
        var values = ["device": d.id, "orientation": o.rawValue, "look": appearance.look.rawValue, "color-scheme": "\(appearance.colorScheme)",
                      "contrast": "\(appearance.contrast)", "dynamic-type": "\(appearance.dynamicTypeSize)",
                      "direction": appearance.layoutDirection == .rightToLeft ? "rtl" : "ltr", "locale": appearance.locale]
        if let p = appearance.pseudoLocale { values["locale"] = "pseudo-" + p.rawValue }
        return Screen(configuration: RenderConfiguration(device: d, orientation: o).with(appearance), values: values)
    }

    /// Whether a preview is internal: its name starts with `_`, or the line before it says
    /// `// layoutviz: internal` (docs/catalog.md).
    static func isInternal(_ item: PreviewItem, lines: [String]) -> Bool {
        if item.title.hasPrefix("_") { return true }
        let before = item.entry.line - 2
        guard before >= 0, before < lines.count else { return false }
        return lines[before].trimmingCharacters(in: .whitespaces).hasPrefix("// layoutviz: internal")
    }

    /// The site's pages: `index.html` and `p/<id>.html` for each entry.
    static func writePages(_ entries: [CatalogSite.Entry], title: String, out: URL) throws {
        do {
            try AtomicFile.write(Data(CatalogSite.index(title: title, entries: entries).utf8), to: out.appendingPathComponent("index.html"), inside: out)
            for e in entries {
                try AtomicFile.write(Data(CatalogSite.page(e, siteTitle: title).utf8), to: out.appendingPathComponent("p/\(e.id).html"), inside: out)
            }
        } catch { throw CLIError.failure(describe(error)) }
    }

    /// The catalog of every sample on the default screens, which `layoutviz gallery` writes into
    /// `<out>/catalog` (the gallery's index links it); returns the number of pictures.
    static func writeSamplesCatalog(into out: URL) throws -> Int {
        var axes: [VariantAxis: [String]] = [:]
        for axis in VariantAxis.allCases { axes[axis] = defaultVariants[axis] }
        let appearances: [Appearance]
        do { appearances = try Appearance.combinations(axes) } catch { throw CLIError.usage(error.description) }
        let devices = try Resolve.devices(defaultDevices)
        let screens = devices.flatMap { d in appearances.map { screen(d, .portrait, $0) } }
        // Sample names are unique and already safe in file names.
        let entries = try sampleEntries(SampleCatalog.all, screens: screens, pages: out.appendingPathComponent("p")) { $0 }
        try writePages(entries, title: "LayoutViz samples", out: out)
        return entries.reduce(0) { $0 + $1.pictures.count }
    }

    /// The samples, drawn in this process on every screen.
    private static func sampleEntries(_ samples: [Sample], screens: [Screen], pages: URL, uniqueID: (String) -> String) throws -> [CatalogSite.Entry] {
        guard !samples.isEmpty else { return [] }
        let ids = samples.map { uniqueID($0.name) }
        let images = SampleCatalog.imageFolder.map { [$0.standardizedFileURL] } ?? []
        final class Results: @unchecked Sendable {
            let lock = NSLock()
            var steps: [Int: [LayoutStep]] = [:]
        }
        let results = Results()
        let context = RenderContext(configuration: RenderConfiguration(device: DeviceCatalog.all[0]), textMeasurer: PangoTextMeasurer(), images: AssetFolders(images))
        let count = samples.count * screens.count
        try parallelForEach(count, workers: defaultWorkers) { k in
            let (n, s) = (k / screens.count, k % screens.count)
            let screen = screens[s].configuration
            let config = RenderConfiguration(device: screen.device, orientation: screen.orientation, scale: Self.scale, imageFolders: images).with(screen.appearance)
            let scene = DeviceScene(samples[n].makeView(), context: context.with(config))
            let data = try CairoRenderer.png(scene.displayList())
            try AtomicFile.write(data, to: pages.appendingPathComponent("\(ids[n])/\(screen.fileStem).png"), inside: pages)
            let steps = scene.tree.explanation()
            results.lock.lock()
            results.steps[k] = steps
            results.lock.unlock()
        }
        return try samples.enumerated().map { n, sample in
            let shots = screens.indices.map { (screens[$0], results.steps[n * screens.count + $0]) }
            let group = "Samples: " + (SampleCatalog.groups.first { $0.id == sample.group }?.title ?? sample.group)
            return CatalogSite.Entry(id: ids[n], title: sample.name, group: group, subtitle: sample.description,
                                     pictures: try Self.inspectorPages(id: ids[n], title: sample.name, subtitle: sample.description, pages: pages, shots: shots))
        }
    }

    /// An inspector page beside each picture that has its layout steps (docs/inspector.md), with
    /// a switcher among the entry's pictures; the pictures as the site lists them.
    static func inspectorPages(id: String, title: String, subtitle: String, pages: URL, shots: [(Screen, [LayoutStep]?)]) throws -> [CatalogSite.Picture] {
        let stems = shots.map(\.0.stem)
        return try shots.map { screen, steps in
            let stem = screen.stem
            var inspector: String?
            if let steps {
                let marked = stems.map { InspectorPage.Variant(label: $0, href: $0 + ".html", isCurrent: $0 == stem) }
                let written: Bool
                do {
                    written = try InspectorPage.write(besidePNG: pages.appendingPathComponent("\(id)/\(stem).png"), scale: scale, inside: pages,
                                                      title: "\(title) on \(screen.configuration.device.id), \(screen.configuration.orientation.rawValue)", subtitle: subtitle, steps: steps, variants: marked)
                } catch {
                    throw CLIError.failure(describe(error))
                }
                if written { inspector = stem + ".html" }
            }
            return CatalogSite.Picture(values: screen.values, file: stem + ".png", inspector: inspector)
        }
    }
}
