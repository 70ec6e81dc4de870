import Foundation
import LayoutViz
import Samples

/// Defaults shared by the commands.
enum Defaults {
    static let device = "iphone-16"
    static let outputFolder = "Output"
}

/// Name resolution with one-line errors that suggest the closest names.
enum Resolve {
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
    static func configuration(chrome: String?, images: [String]?) throws -> RenderConfiguration {
        var folders = SampleCatalog.imageFolder.map { [$0.standardizedFileURL] } ?? []
        for path in images ?? [] {
            var isDir: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir), isDir.boolValue else {
                throw CLIError.usage("--images '\(path)' is not a folder")
            }
            folders.append(URL(fileURLWithPath: path).standardizedFileURL)
        }
        let device = try Resolve.device(Defaults.device)
        return RenderConfiguration(device: device, chrome: try Self.chrome(chrome), imageFolders: folders)
    }

    /// The appearances of `--color-scheme light,dark|all`, `--contrast standard,increased|all` and
    /// `--dynamic-type large,accessibility3,...|all` (SwiftUI's names, or xs … xxxl, ax1 … ax5):
    /// every scheme with every contrast and text size (defaults: light, standard, large).
    static func appearances(schemes: [String]?, contrasts: [String]?, typeSizes: [String]? = nil) throws -> [Appearance] {
        let schemes = try pick(schemes, flag: "--color-scheme", choices: [ColorScheme.light, .dark], default: .light,
                               choicesText: "light, dark") { ["\($0)"] }
        let contrasts = try pick(contrasts, flag: "--contrast", choices: [ColorSchemeContrast.standard, .increased], default: .standard,
                                 choicesText: "standard, increased") { ["\($0)"] }
        let sizes = try pick(typeSizes, flag: "--dynamic-type", choices: DynamicTypeSize.allCases, default: .large,
                             choicesText: DynamicTypeSize.allCases.map { "\($0)" }.joined(separator: ", ") + " (or xs … xxxl, ax1 … ax5)") {
            ["\($0)".lowercased(), RenderConfiguration.shortName($0)]
        }
        return schemes.flatMap { s in contrasts.flatMap { c in sizes.map { Appearance(s, c, $0) } } }
    }

    /// The values a list option names (comma-separated or repeated, any case; `all` for every
    /// choice), in order and without repeats; `d` when the option is absent.
    private static func pick<T: Equatable>(_ values: [String]?, flag: String, choices: [T], default d: T, choicesText: String,
                                           names: (T) -> [String]) throws -> [T] {
        guard let values else { return [d] }
        var out: [T] = []
        for v in values.flatMap({ $0.split(separator: ",").map(String.init) }) {
            let key = v.lowercased()
            if key == "all" { return choices }
            guard let found = choices.first(where: { names($0).map { $0.lowercased() }.contains(key) }) else {
                throw CLIError.usage("unknown \(flag) '\(v)'; use \(choicesText) or all")
            }
            if !out.contains(found) { out.append(found) }
        }
        return out.isEmpty ? [d] : out
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

/// A short reason for a file-system error, without Foundation's long wrapping.
func describe(_ error: Error) -> String { describeError(error) }
