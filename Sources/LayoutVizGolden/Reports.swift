import Foundation
import LayoutViz
import LayoutVizPages

/// What a report says about the run besides its cells.
struct ReportContext {
    /// The goldens folder's path.
    var goldens: String
    var mode: String
    var modeSource: String
    /// The artifacts folder the reports go to.
    var folder: URL

    init(goldens: String, mode: String, modeSource: String, folder: URL) {
        self.goldens = goldens
        self.mode = mode
        self.modeSource = modeSource
        self.folder = folder
    }

    init(_ session: GoldenSession) {
        self.init(goldens: session.goldens.path, mode: session.mode.rawValue, modeSource: session.modeSource, folder: session.artifacts)
    }
}

/// report.html (offline viewer), report.json and junit.xml for a session's outcomes.
enum Reports {
    /// `report.json`'s `generator`: the mark that LayoutViz wrote it, so that the artifacts it lists
    /// are LayoutViz's to remove when a later report no longer shows them.
    static let generator = "layoutviz"

    /// The artifact roles and the ends of their file names.
    static let roles = ["expected": ".expected.png", "actual": ".actual.png", "diff": ".diff.png", "aa": ".aa.png", "strip": ".strip.png",
                        "inspect": ".inspect.html"]

    static func write(_ outcomes: [GoldenOutcome], session: ReportContext) throws {
        let folder = session.folder
        // What the report written last time listed (LayoutViz's files): read before it is replaced.
        let previous = listedArtifacts(in: folder)
        try AtomicFile.write(json(outcomes, session: session), to: folder.appendingPathComponent("report.json"), inside: folder)
        try AtomicFile.write(Data(junit(outcomes).utf8), to: folder.appendingPathComponent("junit.xml"), inside: folder)
        try AtomicFile.write(Data(html(outcomes, session: session).utf8), to: folder.appendingPathComponent("report.html"), inside: folder)
        removeStaleArtifacts(in: folder, listedBefore: previous, keeping: Set(outcomes.flatMap { $0.artifacts.values }))
    }

    /// The artifacts the folder's `report.json` lists, when LayoutViz wrote it; else none.
    static func listedArtifacts(in folder: URL) -> Set<String> {
        struct Listed: Decodable {
            struct Cell: Decodable { let artifacts: [String: String] }
            let generator: String?
            let cells: [Cell]
        }
        guard let data = try? ConfinedFiles.read("report.json", inside: folder, limit: 64 << 20),
              let report = try? JSONDecoder().decode(Listed.self, from: data), report.generator == generator else { return [] }
        return Set(report.cells.flatMap { $0.artifacts.values })
    }

    /// Failure images of an earlier run that this run's report does not show: a passing run leaves
    /// no stale failure behind. Only files the earlier report listed (LayoutViz wrote them), only
    /// regular files with an artifact's name, only inside the folder: nothing else is removed.
    static func removeStaleArtifacts(in folder: URL, listedBefore previous: Set<String>, keeping current: Set<String>) {
        for path in previous.subtracting(current).sorted() where roles.values.contains(where: { path.hasSuffix($0) }) {
            _ = try? ConfinedFiles.removeFile(path, inside: folder)
        }
    }

    static func json(_ outcomes: [GoldenOutcome], session: ReportContext) -> Data {
        struct Cell: Encodable {
            let cell: String, status: String, seconds: Double, message: String?
            let comparison: ComparisonSummary?, artifacts: [String: String]
        }
        struct Report: Encodable {
            let generator: String
            let goldens: String, mode: String, modeSource: String
            let passed: Int, failed: Int, recorded: Int, updated: Int
            let cells: [Cell]
        }
        func count(_ s: GoldenOutcome.Status) -> Int { outcomes.filter { $0.status == s }.count }
        let report = Report(
            generator: generator, goldens: session.goldens, mode: session.mode, modeSource: session.modeSource,
            passed: count(.passed), failed: count(.failed), recorded: count(.recorded), updated: count(.updated),
            cells: outcomes.map { Cell(cell: $0.cell, status: $0.status.rawValue, seconds: ($0.seconds * 1000).rounded() / 1000, message: $0.message,
                                       comparison: $0.comparison, artifacts: $0.artifacts) })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return (try? encoder.encode(report)) ?? Data()
    }

    /// Text for an XML attribute or element: markup characters escaped, and the control
    /// characters XML 1.0 does not allow at all (even escaped) written as `\u{1}`.
    static func xml(_ s: String) -> String {
        escaping(s) { ch in
            if let markup = HTML.markupEscape(ch) { return markup }
            switch ch {
            case "\n", "\t": return nil
            case "\r": return "&#13;"
            default:
                let v = ch.value
                return v < 0x20 || (0x7F...0x9F).contains(v) || v == 0xFFFE || v == 0xFFFF ? "\\u{\(String(v, radix: 16))}" : nil
            }
        }
    }

    static func junit(_ outcomes: [GoldenOutcome]) -> String {
        let failures = outcomes.filter { $0.status == .failed }.count
        var s = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites>\n"
        s += "  <testsuite name=\"layoutviz-goldens\" tests=\"\(outcomes.count)\" failures=\"\(failures)\">\n"
        for o in outcomes {
            let parts = o.cell.split(separator: "/", maxSplits: 1)
            let time = String(format: "%.3f", o.seconds.isFinite ? o.seconds : 0)
            s += "    <testcase classname=\"\(xml(String(parts.first ?? "")))\" name=\"\(xml(String(parts.last ?? "")))\" time=\"\(time)\""
            if o.status == .failed {
                let first = o.message?.split(separator: "\n").dropFirst().first.map(String.init) ?? "golden mismatch"
                s += ">\n      <failure message=\"\(xml(first.trimmingCharacters(in: .whitespaces)))\">\(xml(o.message ?? ""))</failure>\n    </testcase>\n"
            } else if let m = o.message {
                s += ">\n      <system-out>\(xml(m))</system-out>\n    </testcase>\n"
            } else {
                s += "/>\n"
            }
        }
        return s + "  </testsuite>\n</testsuites>\n"
    }

    /// The viewer (`ReportPage`).
    static func html(_ outcomes: [GoldenOutcome], session: ReportContext) -> String {
        let cells = outcomes.map { o in
            ReportPage.Cell(id: o.cell, status: ReportPage.Cell.Status(rawValue: o.status.rawValue) ?? .failed, message: o.message,
                            region: o.comparison?.regions.first, scale: o.comparison?.scale, artifacts: o.artifacts)
        }
        return ReportPage.html(cells, run: ReportPage.Run(goldens: session.goldens, mode: session.mode, modeSource: session.modeSource))
    }
}
