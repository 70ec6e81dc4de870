import Foundation
import LayoutViz
import Samples

/// The `layoutviz` command line: `list`, `render`, `dump`, `gallery`, `help`.
///
/// `run` never traps on bad input: every failure becomes one line on standard error,
/// `layoutviz: error: <cause>`, and a non-zero exit code (2 for a wrong command line, 1 when the
/// work itself failed).
public struct CLI {
    let console: Console

    /// A CLI writing to `console`.
    public init(console: Console = .standard()) { self.console = console }

    /// Runs one command line (without the program name) and returns the exit code.
    public func run(_ args: [String]) -> Int32 {
        PangoTextMeasurer.install()
        do {
            try dispatch(args)
            return 0
        } catch let e as CLIError {
            console.err("layoutviz: error: \(e.message)")
            return e.exitCode
        } catch {
            console.err("layoutviz: error: \(error)")
            return 1
        }
    }

    private func dispatch(_ args: [String]) throws {
        guard let command = args.first else {
            console.out(Help.main)
            return
        }
        let rest = Array(args.dropFirst())
        if rest.contains("--help") || rest.contains("-h"), let text = Help.text(for: command) {
            console.out(text)
            return
        }
        switch command {
        case "-h", "--help", "help":
            guard let topic = rest.first else { console.out(Help.main); return }
            guard let text = Help.text(for: topic) else { throw CLIError.usage(unknownCommand(topic)) }
            console.out(text)
        case "--version", "version":
            console.out("layoutviz \(LayoutVizVersion.string)")
        case "list": try list(rest)
        case "render": try RenderCommand(console: console).run(rest, gallery: false)
        case "gallery": try RenderCommand(console: console).run(rest, gallery: true)
        case "dump": try dump(rest)
        case "golden": try GoldenCommand(console: console).run(rest)
        case "sheet": try SheetCommand(console: console).run(rest)
        default: throw CLIError.usage(unknownCommand(command))
        }
    }

    private func unknownCommand(_ c: String) -> String {
        let hint = closestMatches(to: c, in: Help.commands).first.map { "; did you mean '\($0)'?" } ?? ""
        return "unknown command '\(c)'\(hint); run 'layoutviz --help' for the list"
    }

    // MARK: list

    private func list(_ args: [String]) throws {
        let a = try Arguments(args, command: "list", options: ["samples": .flag, "devices": .flag])
        if let extra = a.positionals.first { throw CLIError.usage("unexpected argument '\(extra)' for 'list'") }
        let both = !a.has("samples") && !a.has("devices")
        if both || a.has("samples") {
            console.out("Samples:")
            let width = SampleCatalog.all.map(\.name.count).max() ?? 0
            for s in SampleCatalog.all {
                console.out("  \(s.name.padding(toLength: width, withPad: " ", startingAt: 0))  \(s.description)")
            }
        }
        if both { console.out("") }
        if both || a.has("devices") {
            console.out("Devices (also any WIDTHxHEIGHT@SCALE in points, e.g. 390x844@3):")
            let width = DeviceCatalog.all.map(\.id.count).max() ?? 0
            for d in DeviceCatalog.all {
                let p = d.configuration(.portrait), l = d.configuration(.landscape)
                func classes(_ c: DeviceConfiguration) -> String {
                    "\(c.horizontalSizeClass == .regular ? "R" : "C")/\(c.verticalSizeClass == .regular ? "R" : "C")"
                }
                func insets(_ e: EdgeInsets) -> String {
                    [e.top, e.leading, e.bottom, e.trailing].map { Int($0).description }.joined(separator: ",")
                }
                let size = "\(Int(d.portraitSize.width))×\(Int(d.portraitSize.height)) pt @\(Int(d.scale))x"
                console.out("  \(d.id.padding(toLength: width, withPad: " ", startingAt: 0))  \(d.name.padding(toLength: 26, withPad: " ", startingAt: 0)) \(size.padding(toLength: 18, withPad: " ", startingAt: 0)) portrait \(classes(p)) safe \(insets(d.portraitSafeArea)); landscape \(classes(l)) safe \(insets(d.landscapeSafeArea))")
            }
        }
    }

    // MARK: dump

    private func dump(_ args: [String]) throws {
        let a = try Arguments(args, command: "dump", options: ["device": .one, "orientation": .one, "out": .one])
        guard let name = a.positionals.first else { throw CLIError.usage("'dump' needs a sample name; see 'layoutviz list --samples'") }
        if a.positionals.count > 1 { throw CLIError.usage("'dump' takes one sample, got \(a.positionals.count)") }
        let sample = try Resolve.sample(name)
        let device = try Resolve.device(a.value("device") ?? Defaults.device)
        let orientation = try Resolve.orientation(a.value("orientation") ?? "portrait")
        guard orientation.count == 1 else { throw CLIError.usage("'dump' takes one orientation: portrait or landscape") }
        if let problem = PangoTextMeasurer.fontProblem { throw CLIError.failure(problem) }
        let scene = DeviceScene(sample.makeView(), configuration: device.configuration(orientation[0]))
        let json = scene.tree.jsonString()
        if let out = a.value("out") {
            if let problem = folderProblem(URL(fileURLWithPath: out).deletingLastPathComponent().standardizedFileURL.path) {
                throw CLIError.failure("cannot write '\(out)': \(problem)")
            }
            do { try AtomicFile.write(Data(json.utf8), to: URL(fileURLWithPath: out)) } catch {
                throw CLIError.failure("cannot write '\(out)': \(describe(error))")
            }
            console.err("wrote \(out)")
        } else {
            console.out(json.trimmingCharacters(in: .newlines))
        }
    }
}

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
        if names.contains("all") { return SampleCatalog.all }
        return try names.map(sample).uniqued(by: \.name)
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
        if specs.contains("all") { return DeviceCatalog.all }
        return try specs.map(device).uniqued(by: \.id)
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
func describe(_ error: Error) -> String {
    let ns = error as NSError
    if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
        return String(cString: strerror(Int32(underlying.code)))
    }
    if ns.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(ns.code))) }
    return ns.localizedDescription
}
