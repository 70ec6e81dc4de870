import Foundation
import LayoutViz
import Samples

/// Defaults shared by the commands.
enum Defaults {
    static let device = "iphone-17"
    static let outputFolder = "Output"
}

/// Name resolution with one-line errors that suggest the closest names.
enum Resolve {
    /// The one sample, device, orientation and variant of a command that draws a single layout
    /// (`dump`, `explain`), with their usage errors.
    static func oneLayout(_ a: Arguments, command: String) throws -> (sample: Sample, render: RenderConfiguration) {
        let appearances = try appearances(a)
        guard appearances.count == 1 else { throw CLIError.usage("'\(command)' takes one value of each variant option (one colour scheme, text size, direction...)") }
        guard let name = a.positionals.first else { throw CLIError.usage("'\(command)' needs a sample name; see 'layoutviz list --samples'") }
        if a.positionals.count > 1 { throw CLIError.usage("'\(command)' takes one sample, got \(a.positionals.count)") }
        let sample = try sample(name)
        let device = try device(a.value("device") ?? Defaults.device)
        let orientation = try orientation(a.value("orientation") ?? "portrait")
        guard orientation.count == 1 else { throw CLIError.usage("'\(command)' takes one orientation: portrait or landscape") }
        if let problem = PangoTextMeasurer.fontProblem { throw CLIError.failure(problem) }
        return (sample, try configuration(chrome: nil, images: nil).on(device, orientation[0]).with(appearances[0]))
    }

    static func sample(_ name: String) throws -> Sample {
        if let s = SampleCatalog.sample(named: name) { return s }
        let names = SampleCatalog.all.map(\.name)
        let hint = closestMatches(to: name, in: names)
        let suffix = hint.isEmpty ? "" : "; did you mean \(hint.map { "'\($0)'" }.joined(separator: ", "))?"
        throw CLIError.usage("unknown sample '\(name)'\(suffix) (see 'layoutviz list --samples')")
    }

    static func samples(_ names: [String]) throws -> [Sample] {
        // Every name is checked, `all` among them too: `render all nosuch` is a typo, not `all`.
        let named = try names.filter { $0 != "all" }.map(sample)
        if names.contains("all") { return SampleCatalog.all }
        return named.uniqued(by: \.name)
    }

    static func device(_ spec: String) throws -> Device {
        do {
            let d = try DeviceCatalog.resolve(spec)
            try checkPixels(d)
            return d
        } catch let e as DeviceSpecError {
            throw CLIError.usage(e.description)
        }
    }

    static func devices(_ specs: [String]) throws -> [Device] {
        let named = try specs.filter { $0 != "all" }.map(device)
        if specs.contains("all") { return DeviceCatalog.all }
        return named.uniqued(by: \.id)
    }

    /// Rejects sizes whose image would exceed Cairo's surface limit, before anything is written.
    static func checkPixels(_ d: Device) throws {
        for o in Orientation.allCases {
            let list = DisplayList(size: d.configuration(o).screenSize, scale: d.scale)
            do { try CairoRenderer.validate(list) } catch {
                throw CLIError.usage("device '\(d.id)': \(error)")
            }
        }
    }

    static func orientation(_ s: String) throws -> [Orientation] {
        switch s.lowercased() {
        case "both", "all": return Orientation.allCases
        default:
            if let o = Orientation(rawValue: s.lowercased()) { return [o] }
            throw CLIError.usage("unknown orientation '\(s)'; use portrait, landscape or both")
        }
    }

    /// The render configuration a sample command draws with, before its device and orientation
    /// are chosen: `--chrome`, and the samples' images then the `--images` folders (each must exist).
    static func configuration(chrome: String?, images: [String]?, overlays: [String]? = nil, accessibility: Bool = false,
                              warn: (String) -> Void = { _ in }) throws -> RenderConfiguration {
        var folders = SampleCatalog.imageFolder.map { [$0.standardizedFileURL] } ?? []
        folders += try ImageFolders.named(images ?? [], warn: warn).map { URL(fileURLWithPath: $0) }
        let device = try Resolve.device(Defaults.device)
        var render = RenderConfiguration(device: device, chrome: try Self.chrome(chrome), imageFolders: folders)
        render.overlays = try Self.overlays(overlays ?? [])
        if accessibility && !render.overlays.contains(.accessibility) { render.overlays.append(.accessibility) }
        return render
    }

    /// `--overlay` and `--accessibility`: the overlays in the order given, each once.
    static func overlays(_ a: Arguments) throws -> [LayoutOverlay] {
        try overlays((a.list("overlay") ?? []) + (a.flags.contains("accessibility") ? ["accessibility"] : []))
    }

    /// `--overlay frames,proposals`: the overlays in the order given, each once.
    static func overlays(_ values: [String]) throws -> [LayoutOverlay] {
        var out: [LayoutOverlay] = []
        for value in values.flatMap({ $0.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) } }) where !value.isEmpty {
            guard let overlay = LayoutOverlay(rawValue: value.lowercased()) else {
                throw CLIError.usage("unknown overlay '\(value)'; choose from \(LayoutOverlay.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            if !out.contains(overlay) { out.append(overlay) }
        }
        return out
    }

    /// The options every command that draws takes for the variant axes (docs/variants.md).
    static let variantOptions = Dictionary(uniqueKeysWithValues: VariantAxis.allCases.map { ($0.rawValue, Arguments.Arity.many) })

    /// The appearances of the variant options in `a` (every combination; `Appearance.combinations`).
    static func appearances(_ a: Arguments) throws -> [Appearance] {
        var values: [VariantAxis: [String]] = [:]
        for axis in VariantAxis.allCases { values[axis] = a.list(axis.rawValue) }
        do { return try Appearance.combinations(values) } catch { throw CLIError.usage(error.description) }
    }

    /// `--widget-context` and `--widget-appearance` (their values checked by the command table).
    static func widget(_ a: Arguments) -> WidgetDisplay {
        WidgetDisplay(context: a.value("widget-context").flatMap(WidgetDisplay.Context.init(rawValue:)) ?? .canvas,
                      appearance: a.value("widget-appearance").flatMap(WidgetDisplay.Appearance.init(rawValue:)) ?? .fullColor)
    }

    static func chrome(_ s: String?) throws -> ScreenChrome {
        guard let s else { return .device }
        guard let c = ScreenChrome(rawValue: s.lowercased()) else {
            throw CLIError.usage("unknown chrome '\(s)'; use device (status bar, sensor housing, home indicator), bands (shaded unsafe regions) or none")
        }
        return c
    }

    static func formats(_ list: [String]) throws -> [ImageFormat] {
        try list.map { f in
            guard let format = ImageFormat(rawValue: f.lowercased()) else {
                throw CLIError.usage("unknown format '\(f)'; use png, svg or png,svg")
            }
            return format
        }.uniqued(by: \.rawValue)
    }
}

/// An output file format.
public enum ImageFormat: String, CaseIterable, Sendable {
    case png
    case svg
}

extension Array {
    func uniqued<K: Hashable>(by key: (Element) -> K) -> [Element] {
        var seen = Set<K>()
        return filter { seen.insert(key($0)).inserted }
    }
}

/// A path below the working folder as the user would type it (`docs/a.md`); others as they are.
func displayPath(_ path: String) -> String {
    let cwd = FileManager.default.currentDirectoryPath
    return path.hasPrefix(cwd + "/") ? String(path.dropFirst(cwd.count + 1)) : path
}

/// A short reason for a file-system error, without Foundation's long wrapping.
func describe(_ error: Error) -> String { describeError(error) }
