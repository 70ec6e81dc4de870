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

/// A device and orientation, by name: `iphone-17`, `portrait`.
package struct ScreenJob: Codable, Hashable, Sendable {
    package var device: String
    package var orientation: String
    /// The variant; nil: the run's configuration's.
    package var appearance: Appearance?
    package init(device: String, orientation: String, appearance: Appearance? = nil) {
        self.device = device
        self.orientation = orientation
        self.appearance = appearance
    }

    /// `iphone-17-portrait`, with the variant's suffix (`-dark-rtl`).
    package var fileStem: String { "\(device)-\(orientation)" + (appearance?.variantSuffix ?? "") }
}

/// One piece of work for a worker.
package struct PreviewJob: Codable, Sendable {
    package enum Kind: String, Codable, Sendable {
        /// List the previews of entry `entry`.
        case list
        /// Draw item `item` of entry `entry` on `screen` into `path` plus each format's extension.
        case render
        /// Draw the comparison sheet of `rows` × `columns` into `path` plus each format's extension.
        case sheet
        /// Verify item `item` of entry `entry` on `screen` against its goldens; `path` is the cell's name.
        case golden
        /// Lay out item `item` of entry `entry` on `screen` and answer its layout steps
        /// (`LayoutTree.explanation()`, JSON) in `explanation`.
        case explain
    }

    package var id: Int
    package var kind: Kind
    package var entry: Int
    package var item: Int = 0
    package var layout: ListedPreview.Layout = .device
    package var screen: ScreenJob?
    /// Relative to the output folder, without extension (render, sheet); the cell's name (golden).
    package var path: String = ""
    package var title: String = ""
    package var rows: [SheetRowJob] = []
    package var columns: [ScreenJob] = []
    /// For `golden`: whether the cell keeps a pixel golden (else its layout tree alone).
    package var pixels = true
    /// For `explain`: whether every sizing question is traced (`LayoutTrace`).
    package var probes = false

    package init(id: Int, kind: Kind, entry: Int) {
        self.id = id
        self.kind = kind
        self.entry = entry
    }
}

/// What a worker answers for one job.
package struct PreviewJobResult: Codable, Sendable {
    package var id: Int
    /// For `list`.
    package var previews: [ListedPreview]?
    /// For `explain`: the layout steps, JSON.
    package var explanation: String?
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
