import Foundation
import LayoutViz
import LayoutVizGolden
import LayoutVizPages
import Samples

/// `layoutviz render`: draw samples for devices into files named
/// `<out>/<sample>/<device>-<orientation>.<ext>`.
struct RenderCommand {
    let console: Console

    static let spec = CommandSpec("render", summary: "Render samples to PNG/SVG for devices and orientations", arguments: "<sample...|all>", options: [
        SharedOptions.device.help("Catalog ids or names ('iphone-17', \"iPhone 17 Pro\"), 'all', or custom sizes WIDTHxHEIGHT@SCALE in points (e.g. 390x844@3). Default: iphone-17."),
        SharedOptions.orientation.help("portrait, landscape or both. Default: portrait."),
    ] + SharedOptions.variants + [
        SharedOptions.format.help("png, svg or png,svg. Default: png."), SharedOptions.chrome, SharedOptions.overlay, SharedOptions.accessibility,
        SharedOptions.images.help("More folders where Image(\"name\") looks for name.png, name@2x.png, name@3x.png, .jpg and *.xcassets/name.imageset (the samples' own are built in)."),
        SharedOptions.out.help("The output folder. Default: Output."), SharedOptions.jobs.help("Worker threads. Default: one per core."), SharedOptions.quiet,
    ], text: [
        "Renders each sample on each device and orientation as the device shows it: the root view proposed the safe area and centred in it, the status bar, Dynamic Island or notch and home indicator drawn over it (SF Symbols and SF Pro cannot ship: the symbols are drawn as vector shapes and Inter stands in for the font). Files are named <DIR>/<sample>/<device>-<orientation>.<ext>, with the variant added (iphone-17-portrait-dark-ax3-rtl.png), and written atomically (a temporary file renamed into place).",
    ], footer: ["Example: layoutviz render all --device all --orientation both --format png,svg"]) { console, a in
        try RenderCommand(console: console).run(a)
    }

    func run(_ a: Arguments) throws {
        guard !a.positionals.isEmpty else { throw CLIError.usage("'render' needs sample names or 'all'; see 'layoutviz list --samples'") }
        let samples = try Resolve.samples(a.positionals)
        let drawing = try SampleDrawing(a, console: console, samples: samples, defaults: (Defaults.device, "portrait", ["png"]))
        let written = try drawing.draw(inspectorPages: false)
        drawing.summarize(written)
    }
}

/// What `render` and `gallery` share: every sample on every device, orientation and variant,
/// spread over the cores, into `<out>/<sample>/<stem>.<ext>`.
struct SampleDrawing {
    let console: Console
    let samples: [Sample]
    let devices: [Device]
    let orientations: [Orientation]
    let appearances: [Appearance]
    let formats: [ImageFormat]
    let out: URL
    let base: RenderConfiguration
    let workers: Int
    let quiet: Bool
    let start = Date()
    /// What the run measures and draws text with.
    let fonts = PangoTextMeasurer()

    /// Reads the drawing options of `a`, with the command's defaults (device, orientation, formats).
    init(_ a: Arguments, console: Console, samples: [Sample], defaults: (device: String, orientation: String, formats: [String])) throws {
        self.console = console
        self.samples = samples
        appearances = try Resolve.appearances(a)
        base = try Resolve.configuration(chrome: a.value("chrome"), images: a.list("images"), overlays: a.list("overlay"),
                                          accessibility: a.flags.contains("accessibility"), warn: { [console] in console.err($0) })
        workers = a.value("jobs").flatMap(Int.init) ?? defaultWorkers
        devices = try Resolve.devices(a.list("device") ?? [defaults.device])
        orientations = try Resolve.orientation(a.value("orientation") ?? defaults.orientation)
        formats = try Resolve.formats(a.list("format") ?? defaults.formats)
        out = URL(fileURLWithPath: a.value("out") ?? Defaults.outputFolder)
        quiet = a.has("quiet")
        if let problem = PangoTextMeasurer.fontProblem { throw CLIError.failure(problem) }
        if let problem = folderProblem(out.standardizedFileURL.path) {
            throw CLIError.failure("cannot write to output folder '\(out.path)': \(problem)")
        }
        // Files a killed run was writing never got their names; their temporaries go now.
        AtomicFile.removeStaleTemporaries(under: out)
    }

    /// Draws every job; with `inspectorPages`, an inspector page beside each PNG, switching among
    /// the sample's screens. Returns the number of files written.
    func draw(inspectorPages: Bool) throws -> Int {
        var jobs: [(Sample, RenderConfiguration)] = []
        for s in samples {
            for d in devices {
                for o in orientations {
                    for appearance in appearances { jobs.append((s, base.on(d, o).with(appearance))) }
                }
            }
        }
        let total = jobs.count * formats.count
        let counter = Locked(0)
        let (console, formats, out, quiet, devices, orientations) = (self.console, self.formats, self.out, self.quiet, self.devices, self.orientations)
        let jobList = jobs
        let warnings = DrawingWarnings(console: console)
        // One context for the run: its fonts, the image folders' resolver and one report.
        let context = RenderContext(base, textMeasurer: fonts)
        let report = RenderReport()
        try parallelForEach(jobList.count, workers: workers) { i in
            let (sample, render) = jobList[i]
            let scene = DeviceScene(sample.makeView(), context: context.with(render), report: report)
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
                let n = counter.withLock { $0 += 1; return $0 }
                if !quiet { console.err("[\(n)/\(total)] \(file.path)") }
            }
            if render.overlays.contains(.accessibility) {
                // The elements beside their picture, as `layoutviz elements` prints them.
                let file = out.appendingPathComponent(sample.name).appendingPathComponent("\(render.fileStem).elements.json")
                do { try AtomicFile.write(try scene.accessibilityTree().json(), to: file, inside: out) } catch {
                    throw CLIError.failure(describe(error))
                }
            }
            if inspectorPages && formats.contains(.png) {
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
        warnings.reportMissingImages(report, folders: base.imageFolders)
        return counter.withLock { $0 }
    }

    /// The summary line on standard output.
    func summarize(_ written: Int) {
        let seconds = String(format: "%.1f", Date().timeIntervalSince(start))
        console.out("rendered \(written) image\(written == 1 ? "" : "s") (\(samples.count) sample\(samples.count == 1 ? "" : "s") × \(devices.count) device\(devices.count == 1 ? "" : "s") × \(orientations.count) orientation\(orientations.count == 1 ? "" : "s") × \(formats.map(\.rawValue).joined(separator: ","))) into \(out.path) in \(seconds) s")
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
