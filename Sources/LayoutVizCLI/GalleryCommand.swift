import Foundation
import LayoutViz
import Samples

/// `layoutviz gallery`: every sample on every device in both orientations, the comparison sheets,
/// the samples' catalog and the offline `index.html` (docs/README.md).
struct GalleryCommand {
    let console: Console

    static let spec = CommandSpec("gallery", summary: "Render every sample on every device, the sheets and Output/index.html", options: [
        SharedOptions.device.help("Catalog ids or names, 'all', or custom sizes WIDTHxHEIGHT@SCALE in points. Default: all."),
        SharedOptions.orientation.help("portrait, landscape or both. Default: both."),
        SharedOptions.format.help("png, svg or png,svg. Default: png,svg."),
        SharedOptions.out.help("The output folder. Default: Output."), SharedOptions.jobs.help("Worker threads. Default: one per core."), SharedOptions.quiet,
    ], text: [
        "Renders every sample into <DIR>/<sample>/ with an inspector page beside each picture, the comparison sheets into <DIR>/sheets/ (each article's, in the iOS 18 look, dark, at accessibility3 and right to left, and both looks side by side in looks.png), the samples' catalog into <DIR>/catalog/ and an offline <DIR>/index.html.",
    ]) { console, a in try GalleryCommand(console: console).run(a) }

    func run(_ a: Arguments) throws {
        if let extra = a.positionals.first { throw CLIError.usage("unexpected argument '\(extra)' for 'gallery' (it renders every sample)") }
        let drawing = try SampleDrawing(a, console: console, samples: SampleCatalog.all, defaults: ("all", "both", ["png", "svg"]))
        let written = try drawing.draw(inspectorPages: true)
        let (out, base, quiet) = (drawing.out, drawing.base, drawing.quiet)
        // The article sheets (default device set), one per other appearance (docs/variants.md):
        // sheets/<group>-ios18.png, -dark.png, -ax3.png, -rtl.png; and the two looks side by side.
        try SheetCommand.write(samples: SampleCatalog.all, devices: DeviceCatalog.defaultSet, orientations: Orientation.allCases,
                               formats: [.png, .svg], out: out, base: base, textMeasurer: drawing.fonts, console: console, quiet: quiet)
        for v in Gallery.variantSheets {
            try SheetCommand.write(samples: SampleCatalog.all, devices: DeviceCatalog.defaultSet, orientations: Orientation.allCases,
                                   appearances: [v.appearance], formats: [.png], out: out, base: base, textMeasurer: drawing.fonts, console: console, quiet: quiet)
        }
        try SheetCommand.writeSheet(Gallery.looksSheet(textMeasurer: drawing.fonts), named: "looks", formats: [.png], out: out, console: console, quiet: quiet)
        // The samples' catalog: every sample in every default variant, searchable (docs/catalog.md).
        let catalog = out.appendingPathComponent("catalog")
        let pictures = try CatalogCommand.writeSamplesCatalog(into: catalog)
        if !quiet { console.err("catalog: \(pictures) pictures, \(catalog.appendingPathComponent("index.html").path)") }
        let index = out.appendingPathComponent("index.html")
        do {
            try AtomicFile.write(Data(Gallery.indexHTML(devices: drawing.devices, orientations: drawing.orientations, base: base, textMeasurer: drawing.fonts).utf8), to: index, inside: out)
        } catch {
            throw CLIError.failure(describe(error))
        }
        if !quiet { console.err("index: \(index.path)") }
        drawing.summarize(written)
    }
}
