import Foundation
import LayoutViz
import LayoutVizGolden
import Samples

/// `layoutviz sheet`: one PNG and SVG per article group of the given samples.
struct SheetCommand {
    let console: Console

    static let spec = CommandSpec("sheet", summary: "Draw comparison sheets: an article's variants × devices × orientations, side by side",
                                  arguments: "<sample...|all>", options: [
        SharedOptions.device.help("Catalog ids or names, 'all', or custom sizes. Default: iphone-se-3, iphone-17, iphone-17-pro-max, ipad-a16, ipad-pro-13-m5."),
        SharedOptions.orientation.help("portrait, landscape or both. Default: both."),
    ] + SharedOptions.variants + [
        OptionSpec("rows", .one, "R", "samples: a row per sample, the variants on the columns (the default); variants: a row per sample and variant, the columns devices × orientations.", check: { v in
            ["samples", "variants"].contains(v.lowercased()) ? nil : "unknown --rows '\(v)'; use samples (variants on columns) or variants (each sample once per variant)"
        }),
        SharedOptions.overlay, SharedOptions.accessibility, SharedOptions.format.help("png, svg or png,svg. Default: png,svg."), SharedOptions.out.help("The output folder. Default: Output."), SharedOptions.quiet,
    ], text: [
        "One sheet per article group: rows are the given samples of the group, columns are devices × orientations × appearances, every screen scaled to a common height and labelled with the device, its size in points, scale, size classes and appearance. Written to <DIR>/sheets/<group>.png and .svg; a sheet of one other appearance is <group>-dark.png (as render names files), one of several <group>-variants.png. A sheet whose columns are all dark is dark itself.",
    ]) { console, a in try SheetCommand(console: console).run(a) }

    func run(_ a: Arguments) throws {
        let appearances = try Resolve.appearances(a)
        guard !a.positionals.isEmpty else { throw CLIError.usage("'sheet' needs sample names or 'all'; see 'layoutviz list --samples'") }
        let samples = try Resolve.samples(a.positionals)
        let devices = try Resolve.devices(a.list("device") ?? DeviceCatalog.defaultSet.map(\.id))
        let orientations = try Resolve.orientation(a.value("orientation") ?? "both")
        let formats = try Resolve.formats(a.list("format") ?? ["png", "svg"])
        let out = URL(fileURLWithPath: a.value("out") ?? Defaults.outputFolder)
        if let problem = PangoTextMeasurer.fontProblem { throw CLIError.failure(problem) }
        if let problem = folderProblem(out.appendingPathComponent("sheets").standardizedFileURL.path) {
            throw CLIError.failure("cannot write to output folder '\(out.path)': \(problem)")
        }
        AtomicFile.removeStaleTemporaries(under: out.appendingPathComponent("sheets"))
        let base = try Resolve.configuration(chrome: nil, images: nil, overlays: a.list("overlay"), accessibility: a.flags.contains("accessibility"))
        let variantRows: Bool
        switch a.value("rows")?.lowercased() {
        case nil, "samples": variantRows = false
        case "variants": variantRows = true
        case let other?: throw CLIError.usage("unknown --rows '\(other)'; use samples (variants on columns) or variants (each sample once per variant)")
        }
        try Self.write(samples: samples, devices: devices, orientations: orientations, appearances: appearances, formats: formats, out: out, base: base,
                       textMeasurer: PangoTextMeasurer(), variantRows: variantRows, console: console, quiet: a.has("quiet"))
    }

    /// Writes one sheet per article group; its columns are every device × orientation × appearance,
    /// or with `variantRows` every device × orientation, its rows each sample in every appearance
    /// (a sheet of one appearance is named after it: `<group>-dark.png`, as the files of `render`
    /// are; of several, `<group>-variants.png`).
    static func write(samples: [Sample], devices: [Device], orientations: [Orientation],
                      appearances: [Appearance] = [.standard], formats: [ImageFormat], out: URL,
                      base: RenderConfiguration, textMeasurer: any TextMeasuring, variantRows: Bool = false, console: Console, quiet: Bool) throws {
        let columnAppearances = variantRows ? [.standard] : appearances
        let rowAppearances: [Appearance?] = variantRows ? appearances : [nil]
        let columns = devices.flatMap { d in orientations.flatMap { o in columnAppearances.map { base.on(d, o).with($0) } } }
        let suffix = (appearances.count == 1 ? appearances[0].variantSuffix : "-variants") + base.overlays.map { "-" + $0.rawValue }.joined()
        let names = Set(samples.map(\.name))
        for group in SampleCatalog.groups where samples.contains(where: { $0.group == group.id }) {
            let list = Gallery.sheet(group: group.id, only: names, columns: columns, rowAppearances: rowAppearances, textMeasurer: textMeasurer)
            try writeSheet(list, named: "\(group.id)\(suffix)", formats: formats, out: out, console: console, quiet: quiet)
        }
    }

    /// Writes `list` as `<out>/sheets/<name>.<format>`; a PNG whose pixels are unchanged keeps
    /// its file (another zlib may encode the same pixels to other bytes, and the committed sheets
    /// should not churn).
    static func writeSheet(_ list: DisplayList, named name: String, formats: [ImageFormat], out: URL, console: Console, quiet: Bool) throws {
        for format in formats {
            let file = out.appendingPathComponent("sheets/\(name).\(format.rawValue)")
            let data: Data
            do {
                if format == .png {
                    let raster = try CairoRenderer.raster(list)
                    if let existing = try? Data(contentsOf: file), (try? CairoRenderer.decodePNGRaster(existing)) == raster {
                        if !quiet { console.err("sheet: \(file.path) (unchanged)") }
                        continue
                    }
                    data = try CairoRenderer.encodePNG(raster, compression: .small)
                } else {
                    data = try CairoRenderer.svg(list)
                }
            } catch {
                throw CLIError.failure("sheet \(name): \(error)")
            }
            do { try AtomicFile.write(data, to: file, inside: out) } catch { throw CLIError.failure(describe(error)) }
            if !quiet { console.err("sheet: \(file.path)") }
        }
    }
}
