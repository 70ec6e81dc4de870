import Foundation
import LayoutViz
import LayoutVizGolden
import LayoutVizPages
import Samples

/// `layoutviz render` and `layoutviz gallery`: draw samples for devices into files named
/// `<out>/<sample>/<device>-<orientation>.<ext>`.
struct RenderCommand {
    let console: Console

    func run(_ args: [String], gallery: Bool) throws {
        let command = gallery ? "gallery" : "render"
        let a = try Arguments(args, command: command, options: [
            "device": .many, "orientation": .one, "format": .many, "out": .one, "quiet": .flag, "jobs": .one, "chrome": .one, "overlay": .many,
            "images": .many,
        ].merging(Resolve.variantOptions) { a, _ in a })
        let appearances = try Resolve.appearances(a)
        let base = try Resolve.configuration(chrome: a.value("chrome"), images: a.list("images"), overlays: a.list("overlay"), warn: { [console] in console.err($0) })
        let workers = try a.value("jobs").map { v -> Int in
            guard let n = Int(v), n >= 1 else { throw CLIError.usage("invalid --jobs '\(v)': expected a positive number of workers") }
            return n
        } ?? defaultWorkers
        let samples: [Sample]
        if gallery {
            if let extra = a.positionals.first { throw CLIError.usage("unexpected argument '\(extra)' for 'gallery' (it renders every sample)") }
            samples = SampleCatalog.all
        } else {
            guard !a.positionals.isEmpty else { throw CLIError.usage("'render' needs sample names or 'all'; see 'layoutviz list --samples'") }
            samples = try Resolve.samples(a.positionals)
        }
        let devices = try Resolve.devices(a.list("device") ?? [gallery ? "all" : Defaults.device])
        let orientations = try Resolve.orientation(a.value("orientation") ?? (gallery ? "both" : "portrait"))
        let formats = try Resolve.formats(a.list("format") ?? (gallery ? ["png", "svg"] : ["png"]))
        let out = URL(fileURLWithPath: a.value("out") ?? Defaults.outputFolder)
        if let problem = PangoTextMeasurer.fontProblem { throw CLIError.failure(problem) }
        try checkWritable(out)
        // Files a killed run was writing never got their names; their temporaries go now.
        AtomicFile.removeStaleTemporaries(under: out)

        var jobs: [(Sample, RenderConfiguration)] = []
        for s in samples {
            for d in devices {
                for o in orientations {
                    for appearance in appearances { jobs.append((s, base.on(d, o).with(appearance))) }
                }
            }
        }
        let total = jobs.count * formats.count
        let start = Date()
        var written = 0
        // One job per sample and configuration, spread over the cores.
        final class Counter: @unchecked Sendable {
            let lock = NSLock()
            var value = 0
            func next() -> Int {
                lock.lock()
                defer { lock.unlock() }
                value += 1
                return value
            }
        }
        let counter = Counter()
        let quiet = a.has("quiet")
        let console = self.console
        let jobList = jobs
        let warnings = DrawingWarnings(console: console)
        try parallelForEach(jobList.count, workers: workers) { i in
            let (sample, render) = jobList[i]
            let scene = DeviceScene(sample.makeView(), configuration: render)
            warnings.check(scene.tree, subject: sample.name)
            let list = scene.displayList()
            for format in formats {
                let data: Data
                do {
                    data = format == .png ? try CairoRenderer.png(list) : try CairoRenderer.svg(list)
                } catch {
                    throw CLIError.failure("\(sample.name) on \(render.fileStem): \(error)")
                }
                let file = out.appendingPathComponent(sample.name).appendingPathComponent("\(render.fileStem).\(format.rawValue)")
                do { try AtomicFile.write(data, to: file, inside: out) } catch {
                    throw CLIError.failure(describe(error))
                }
                let n = counter.next()
                if !quiet { console.err("[\(n)/\(total)] \(file.path)") }
            }
            if gallery && formats.contains(.png) {
                // The inspector page beside the picture, switching among the sample's screens.
                let variants = devices.flatMap { d in orientations.map { o in
                    let other = render.on(d, o)
                    return InspectorPage.Variant(label: "\(d.name) \(o.rawValue)", href: "\(other.fileStem).html", isCurrent: other.fileStem == render.fileStem)
                } }
                let page = InspectorPage.html(title: "\(sample.name) on \(render.device.name), \(render.orientation.rawValue)", subtitle: sample.description,
                                              imageSource: "\(render.fileStem).png", canvas: list.size, steps: scene.tree.explanation(), variants: variants)
                let file = out.appendingPathComponent(sample.name).appendingPathComponent("\(render.fileStem).html")
                do { try AtomicFile.write(Data(page.utf8), to: file, inside: out) } catch {
                    throw CLIError.failure(describe(error))
                }
            }
        }
        written = counter.value
        warnings.reportMissingImages(base.imageCatalog)
        if gallery {
            // The gallery also writes the article sheets (default device set) and index.html.
            try SheetCommand.write(samples: SampleCatalog.all, devices: DeviceCatalog.defaultSet, orientations: Orientation.allCases,
                                   formats: [.png, .svg], out: out, base: base, console: console, quiet: a.has("quiet"))
            // And one sheet per other appearance (docs/variants.md): sheets/<group>-ios18.png,
            // -dark.png, -ax3.png, -rtl.png; and the two looks side by side, sheets/looks.png.
            for v in Gallery.variantSheets {
                try SheetCommand.write(samples: SampleCatalog.all, devices: DeviceCatalog.defaultSet, orientations: Orientation.allCases,
                                       appearances: [v.appearance], formats: [.png], out: out, base: base,
                                       console: console, quiet: a.has("quiet"))
            }
            try SheetCommand.writeSheet(Gallery.looksSheet(), named: "looks", formats: [.png], out: out, console: console, quiet: a.has("quiet"))
            // And the samples' catalog: every sample in every default variant, searchable (docs/catalog.md).
            let catalog = out.appendingPathComponent("catalog")
            let pictures = try CatalogCommand.writeSamplesCatalog(into: catalog)
            if !a.has("quiet") { console.err("catalog: \(pictures) pictures, \(catalog.appendingPathComponent("index.html").path)") }
            let index = out.appendingPathComponent("index.html")
            do { try AtomicFile.write(Data(Gallery.indexHTML(devices: devices, orientations: orientations, base: base).utf8), to: index, inside: out) } catch {
                throw CLIError.failure(describe(error))
            }
            if !a.has("quiet") { console.err("index: \(index.path)") }
        }
        let seconds = String(format: "%.1f", Date().timeIntervalSince(start))
        console.out("rendered \(written) image\(written == 1 ? "" : "s") (\(samples.count) sample\(samples.count == 1 ? "" : "s") × \(devices.count) device\(devices.count == 1 ? "" : "s") × \(orientations.count) orientation\(orientations.count == 1 ? "" : "s") × \(formats.map(\.rawValue).joined(separator: ","))) into \(out.path) in \(seconds) s")
    }

    /// Fails before any rendering when the output folder cannot be created or written, naming
    /// the path component at fault.
    private func checkWritable(_ dir: URL) throws {
        if let problem = folderProblem(dir.standardizedFileURL.path) {
            throw CLIError.failure("cannot write to output folder '\(dir.path)': \(problem)")
        }
    }
}

/// Creates `path` and its parents and checks that a file can be created in it; returns why not.
func folderProblem(_ path: String) -> String? {
    var prefix = path.hasPrefix("/") ? "" : "."
    for component in path.split(separator: "/") {
        prefix += "/" + component
        var isDir: ObjCBool = false
        if FileManager.default.fileExists(atPath: prefix, isDirectory: &isDir) {
            if !isDir.boolValue { return "'\(prefix)' is a file, not a folder" }
            continue
        }
        if mkdir(prefix, 0o755) != 0 && errno != EEXIST {
            return "cannot create '\(prefix)': \(String(cString: strerror(errno)))"
        }
    }
    let probe = path + "/.layoutviz-write-test-\(getpid())"
    let fd = open(probe, O_CREAT | O_WRONLY | O_EXCL, 0o644)
    if fd < 0 { return "cannot create files in it: \(String(cString: strerror(errno)))" }
    close(fd)
    unlink(probe)
    return nil
}
