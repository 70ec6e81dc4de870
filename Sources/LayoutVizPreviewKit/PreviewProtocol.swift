import Foundation
import LayoutVizCore

// What the preview supervisor (`PreviewWorkers`, in the CLI or a test process) and a preview
// worker (the built program in `--worker` mode, `LayoutVizPreviewHost`) say to each other: one
// JSON object a line, jobs on the worker's descriptor 3, results on its descriptor 4
// (docs/previews.md, "Isolation and limits"). Standard output and error stay the user code's own.

/// The descriptor a worker reads jobs from.
package let previewJobDescriptor: Int32 = 3
/// The descriptor a worker writes results to.
package let previewResultDescriptor: Int32 = 4
/// The descriptor a worker watches: it reads end-of-file when the supervisor is gone.
package let previewLifelineDescriptor: Int32 = 5

/// One preview of an entry (a `#Preview` block, or one top-level view of a `PreviewProvider`),
/// as a worker lists it.
package struct ListedPreview: Codable, Equatable, Sendable {
    /// How the preview is sized.
    package enum Layout: Codable, Equatable, Sendable {
        case device
        case sizeThatFits
        case fixed(width: Double, height: Double)

        /// `device`, `sizeThatFits`, `fixed 200x160`.
        package var description: String {
            switch self {
            case .device: return "device"
            case .sizeThatFits: return "sizeThatFits"
            case .fixed(let w, let h): return "fixed \(Self.number(w))x\(Self.number(h))"
            }
        }

        private static func number(_ v: Double) -> String { v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v) }
    }

    /// `previewDisplayName` or `#Preview`'s name.
    package var name: String?
    package var layout: Layout
    /// `previewDevice`, as written.
    package var device: String?
    /// `previewInterfaceOrientation` or an orientation trait: `portrait`, `landscapeLeft`...
    package var orientation: String?

    package init(name: String?, layout: Layout, device: String?, orientation: String?) {
        self.name = name
        self.layout = layout
        self.device = device
        self.orientation = orientation
    }
}

/// One row of a comparison sheet job.
package struct SheetRowJob: Codable, Sendable {
    package var entry: Int
    package var item: Int
    package var title: String
    package var description: String
    package init(entry: Int, item: Int, title: String, description: String) {
        self.entry = entry
        self.item = item
        self.title = title
        self.description = description
    }
}

/// What a worker is asked to do for a whole run: the first message on its job descriptor, before
/// any job. One value, so the supervisor and the worker cannot disagree on a setting's name,
/// default or meaning; the worker refuses an unknown key or a bad value with one line naming it.
package struct WorkerRequest: Codable, Sendable, Equatable {
    /// Where golden cells are verified and reported.
    package struct Goldens: Codable, Sendable, Equatable {
        /// The goldens folder.
        package var folder: String
        /// The record mode's name (`missing`, `never`, `failed`, `all`) and why it is in force.
        package var mode: String
        package var modeSource: String
        /// Where failure images go.
        package var artifacts: String
        /// The command that accepts a cell's new output, for messages.
        package var accept: String

        package init(folder: String, mode: String, modeSource: String, artifacts: String, accept: String) {
            self.folder = folder
            self.mode = mode
            self.modeSource = modeSource
            self.artifacts = artifacts
            self.accept = accept
        }

        package init(from decoder: any Decoder) throws {
            try refuseUnknownKeys(in: decoder, known: ["folder", "mode", "modeSource", "artifacts", "accept"], of: "the goldens settings")
            let c = try decoder.container(keyedBy: CodingKeys.self)
            self.init(folder: try c.decode(String.self, forKey: .folder), mode: try c.decode(String.self, forKey: .mode),
                      modeSource: try c.decode(String.self, forKey: .modeSource), artifacts: try c.decode(String.self, forKey: .artifacts),
                      accept: try c.decode(String.self, forKey: .accept))
        }
    }

    /// The folder render and sheet jobs write into (absolute).
    package var output: String
    /// `png` and/or `svg`, in the order files are written.
    package var formats: [String]
    /// What every job shares: the time zone the preview's code runs in, the image folders, the
    /// overlays; a job's own configuration sets its screen and variant.
    package var configuration: RenderConfiguration
    /// For golden jobs.
    package var goldens: Goldens?
    /// For a worker started from a test binary: the previews it linked that the run uses, in the
    /// order jobs number them (nil for a built preview program, which knows its entries).
    package var linked: [LinkedEntry]?
    /// How much of each view's lifecycle runs before its picture (`--lifecycle`): everything by
    /// default, since a worker's main thread is free to run the tasks.
    package var lifecycle = LifecycleMode.all
    /// Seconds each view's tasks may take before its picture (`--settle`).
    package var settle = RenderContext.defaultSettleSeconds

    /// A preview linked into a test binary: a `#Preview` block by its file and line, or a
    /// `PreviewProvider` by its type's name.
    package struct LinkedEntry: Codable, Sendable, Equatable {
        /// The file's path, as the supervisor shows it.
        package var file: String
        package var line: Int
        /// The provider's type, module-qualified (`Views.ContentView_Previews`); nil for a `#Preview`.
        package var provider: String?

        package init(file: String, line: Int, provider: String?) {
            self.file = file
            self.line = line
            self.provider = provider
        }
    }

    package init(output: String, formats: [String], configuration: RenderConfiguration, goldens: Goldens? = nil, linked: [LinkedEntry]? = nil) {
        self.output = output
        self.formats = formats
        self.configuration = configuration
        self.goldens = goldens
        self.linked = linked
    }

    package init(from decoder: any Decoder) throws {
        try refuseUnknownKeys(in: decoder, known: ["output", "formats", "configuration", "goldens", "linked", "lifecycle", "settle"], of: "the worker request")
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(output: try c.decode(String.self, forKey: .output), formats: try c.decode([String].self, forKey: .formats),
                  configuration: try c.decode(RenderConfiguration.self, forKey: .configuration), goldens: try c.decodeIfPresent(Goldens.self, forKey: .goldens),
                  linked: try c.decodeIfPresent([LinkedEntry].self, forKey: .linked))
        lifecycle = try c.decodeIfPresent(LifecycleMode.self, forKey: .lifecycle) ?? .all
        settle = try c.decodeIfPresent(Double.self, forKey: .settle) ?? RenderContext.defaultSettleSeconds
        guard settle.isFinite, settle >= 0 else { throw PreviewBuildError("the worker request's settle limit \(settle) is not a number of seconds") }
        if let bad = formats.first(where: { !["png", "svg"].contains($0) }) {
            throw PreviewBuildError("unknown format '\(bad)' in the worker request; use png or svg")
        }
        guard output.hasPrefix("/") else { throw PreviewBuildError("the worker request's output folder '\(output)' is not an absolute path") }
    }

    /// The request as one line of JSON.
    package var line: Data { Data((jsonLine(self) + "\n").utf8) }
}

/// Throws when `decoder`'s object holds a key not in `known`: a setting LayoutViz does not have
/// is a mistake to name, never one to skip.
package func refuseUnknownKeys(in decoder: any Decoder, known: [String], of what: String) throws {
    let any = try decoder.container(keyedBy: RenderConfiguration.AnyKey.self)
    if let unknown = any.allKeys.map(\.stringValue).sorted().first(where: { !known.contains($0) }) {
        throw PreviewBuildError("unknown key '\(unknown)' in \(what); the keys are \(known.joined(separator: ", "))")
    }
}

/// One piece of work for a worker. Jobs are made by the functions below, and only there.
package struct PreviewJob: Codable, Sendable {
    package enum Kind: String, Codable, Sendable {
        /// List the previews of entry `entry`.
        case list
        /// Draw item `item` of entry `entry` as `configuration` says into `path` plus each format's extension.
        case render
        /// Draw the comparison sheet of `rows` × `columns` into `path` plus each format's extension.
        case sheet
        /// Verify item `item` of entry `entry` as `configuration` says against its goldens; `path` is the cell's name.
        case golden
        /// Lay out item `item` of entry `entry` as `configuration` says and answer its layout steps
        /// (`LayoutTree.explanation()`, JSON) in `explanation`.
        case explain
        /// Lay out item `item` of entry `entry` as `configuration` says and answer the elements
        /// VoiceOver would read (`AccessibilityTree.json()`) in `elements`.
        case elements
        /// Run the accessibility lint on item `item` of entry `entry` as `configuration` says (and
        /// at an accessibility text size) and answer the findings (JSON) in `lint`.
        case lint
    }

    /// The job's place in the list it was run in (set by `PreviewWorkers.run`).
    package var id = 0
    package private(set) var kind: Kind
    package private(set) var entry: Int
    package private(set) var item: Int = 0
    package private(set) var layout: ListedPreview.Layout = .device
    /// The screen and variant (render, explain, golden).
    package private(set) var configuration: RenderConfiguration?
    /// Relative to the output folder, without extension (render, sheet); the cell's name (golden).
    package private(set) var path: String = ""
    package private(set) var title: String = ""
    package private(set) var rows: [SheetRowJob] = []
    package private(set) var columns: [RenderConfiguration] = []
    /// For `golden`: whether the cell keeps a pixel golden (else its layout tree alone).
    package private(set) var pixels = true
    /// For `explain`: whether every sizing question is traced (`LayoutTrace`).
    package private(set) var probes = false

    private init(_ kind: Kind, entry: Int) {
        self.kind = kind
        self.entry = entry
    }

    private init(_ kind: Kind, _ item: PreviewItem, on configuration: RenderConfiguration) {
        self.init(kind, entry: item.entryIndex)
        self.item = item.index
        self.layout = item.listed.layout
        self.configuration = configuration
        self.title = item.label
    }

    /// List the previews of entry `entry`.
    package static func list(entry: Int) -> PreviewJob { PreviewJob(.list, entry: entry) }

    /// Draw `item` as `configuration` says into `path` (default: `<item's folder>/<slug>/<file stem>`)
    /// in each of the run's formats; `layout` replaces the preview's own.
    package static func render(_ item: PreviewItem, on configuration: RenderConfiguration, path: String? = nil, layout: ListedPreview.Layout? = nil,
                               title: String? = nil) -> PreviewJob {
        var job = PreviewJob(.render, item, on: configuration)
        job.path = path ?? "\(item.path)/\(configuration.fileStem)"
        if let layout { job.layout = layout }
        if let title { job.title = title }
        return job
    }

    /// Lay `item` out as `configuration` says and answer its steps, with every sizing question when `probes`.
    package static func explain(_ item: PreviewItem, on configuration: RenderConfiguration, probes: Bool) -> PreviewJob {
        var job = PreviewJob(.explain, item, on: configuration)
        job.probes = probes
        return job
    }

    /// Lay `item` out as `configuration` says and answer its accessibility elements.
    package static func elements(_ item: PreviewItem, on configuration: RenderConfiguration) -> PreviewJob {
        PreviewJob(.elements, item, on: configuration)
    }

    /// Run the accessibility lint on `item` as `configuration` says.
    package static func lint(_ item: PreviewItem, on configuration: RenderConfiguration) -> PreviewJob {
        PreviewJob(.lint, item, on: configuration)
    }

    /// Verify `item` as `configuration` says against its goldens, as cell `<item's folder>/<slug>`.
    package static func golden(_ item: PreviewItem, on configuration: RenderConfiguration, pixels: Bool) -> PreviewJob {
        var job = PreviewJob(.golden, item, on: configuration)
        job.path = item.path
        job.pixels = pixels
        return job
    }

    /// Draw a comparison sheet of `rows` (previews) on `columns` into `path`, titled `title`.
    package static func sheet(title: String, path: String, rows: [PreviewItem], columns: [RenderConfiguration]) -> PreviewJob {
        var job = PreviewJob(.sheet, entry: rows.first?.entryIndex ?? 0)
        job.title = title
        job.path = path
        job.rows = rows.map { SheetRowJob(entry: $0.entryIndex, item: $0.index, title: $0.title, description: $0.description) }
        job.columns = columns
        return job
    }
}

/// What a worker answers for one job.
package struct PreviewJobResult: Codable, Sendable {
    package var id: Int
    /// For `list`.
    package var previews: [ListedPreview]?
    /// For `explain`: the layout steps, JSON.
    package var explanation: String?
    /// For `elements`: the accessibility elements, JSON in AccessibilitySnapshot's model.
    package var elements: String?
    /// For `lint`: the accessibility lint's findings, JSON.
    package var lint: String?
    /// Files written, relative to the output folder.
    package var files: [String] = []
    /// Warnings to show once each (views not drawn, a device the preview asks for that is unknown).
    package var warnings: [String] = []
    /// `Image` names found in no image folder.
    package var missingImages: [String] = []
    /// `Color("name")` names found in no asset catalog.
    package var missingColors: [String] = []
    /// SF Symbol names drawn as the marked stand-in.
    package var missingSymbols: [String] = []
    /// What was asked for and not drawn (`.visualEffect`, an inner shadow...).
    package var notDrawn: [String] = []
    /// `Image` files found but not drawn, with the reason: `'name': reason`.
    package var imageProblems: [String] = []
    /// The presentations drawn over the screen, bottom first ("sheet (medium detent)", "alert").
    package var presented: [String] = []
    /// The job failed cleanly with this message (a picture too large to draw, an unwritable file).
    package var error: String?
    /// For `golden`: the outcome, as JSON.
    package var golden: String?

    package init(id: Int) { self.id = id }
}

/// Why a preview produced no result.
package struct PreviewFailure: Error, Sendable, CustomStringConvertible {
    package enum Cause: Sendable, Equatable {
        /// It did not finish within the time limit (seconds).
        case timeout(Double)
        /// It used more memory than the limit (bytes).
        case memory(Int64)
        /// The worker died of a signal.
        case signal(Int32)
        /// The worker ended (the preview's code called `exit`).
        case exit(Int32)
        /// The job reported an error.
        case error(String)
    }

    package let cause: Cause
    /// The last line the worker wrote to standard error before it died (the runtime's reason).
    package let detail: String?

    package init(_ cause: Cause, detail: String? = nil) {
        self.cause = cause
        self.detail = detail
    }

    package var description: String {
        var s: String
        switch cause {
        case .timeout(let seconds):
            s = "did not finish within \(formatSeconds(seconds)) (an endless loop, or a body too slow; raise the limit with --timeout); stopped"
        case .memory(let bytes):
            s = "used more than \(formatBytes(bytes)) of memory (a view that contains itself, or endless data; raise the limit with --memory); stopped"
        case .signal(let sig):
            switch sig {
            case SIGSEGV, SIGBUS:
                s = "crashed (\(ChildProcess.signalName(sig)): a stack overflow from endless recursion, or a bad memory access)"
            case SIGILL, SIGTRAP:
                s = "crashed (\(ChildProcess.signalName(sig)): a Swift runtime error such as fatalError, a failed precondition, a nil unwrapped or an index out of range)"
            case SIGKILL:
                s = "was killed (SIGKILL: by the system, perhaps for lack of memory)"
            default:
                s = "crashed (\(ChildProcess.signalName(sig)))"
            }
        case .exit(let code):
            s = "ended the preview program with exit code \(code) (exit() in the preview's code?)"
        case .error(let message):
            s = "could not be drawn: \(message)"
        }
        if let detail, !detail.isEmpty { s += ": \(detail)" }
        return s
    }
}

/// `20 s`, `1.5 s`.
package func formatSeconds(_ s: Double) -> String { s == s.rounded() ? "\(Int(s)) s" : String(format: "%.1f s", s) }

/// `20 KB`, `512 MB`, `3.0 GB`.
package func formatBytes(_ b: Int64) -> String {
    if b >= 1 << 30 { return String(format: "%.1f GB", Double(b) / Double(1 << 30)) }
    if b < 1 << 20 { return "\(b >> 10) KB" }
    return "\(b >> 20) MB"
}

/// Encodes `value` as one line of JSON.
package func jsonLine<T: Encodable>(_ value: T) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return (try? String(decoding: encoder.encode(value), as: UTF8.self)) ?? "{}"
}
