import Foundation
import LayoutViz

/// Joins the reports of a run split into shards (`golden verify --shard i/n` on several machines)
/// into one: report.json, junit.xml and report.html over every cell, with the failure images
/// copied beside them (docs/goldens.md, "Shards").
///
/// A shard's folder may come from anyone's CI run (a fork's pull request), so nothing in it is
/// trusted: `report.json` must decode field by field; each artifact must be named as LayoutViz
/// names them (a relative path inside the shard folder ending in its role's suffix); artifacts are
/// read as regular files inside the shard folder, never through a link; and everything is checked
/// before the first file or folder is written.
public enum GoldenReports {
    /// What a merge found.
    public struct Merged: Sendable {
        /// Every cell's outcome, by cell id.
        public let outcomes: [GoldenOutcome]
        /// The reports read.
        public let reports: Int
    }

    /// Why reports could not be merged.
    public struct MergeError: Error, CustomStringConvertible {
        public let description: String
    }

    /// Reads `report.json` in each of `folders` (a shard's artifacts folder) and writes the joined
    /// reports, and copies of their failure images, into `output`. Refuses a cell that two reports
    /// both hold (overlapping shards), a folder without a readable report, a report with a field
    /// that is not as LayoutViz writes it, and an artifact that is a link or lies outside its folder.
    public static func merge(_ folders: [URL], into output: URL) throws -> Merged {
        struct Report: Decodable {
            let goldens: String, mode: String, modeSource: String
            let cells: [GoldenOutcome]
        }
        var outcomes: [String: GoldenOutcome] = [:]
        var sources: [String: URL] = [:]
        var first: Report?
        for folder in folders {
            let shown = folder.appendingPathComponent("report.json").path
            let data: Data
            do { data = try ConfinedFiles.read("report.json", inside: folder, limit: 256 << 20) } catch let e as FileWriteError {
                throw MergeError(description: "no report in '\(folder.path)': \(e.reason == String(cString: strerror(ENOENT)) ? "\(shown) does not exist" : e.description)")
            }
            let report: Report
            do { report = try JSONDecoder().decode(Report.self, from: data) } catch {
                throw MergeError(description: "\(shown) is not a golden report: \(decodingProblem(error))")
            }
            for (n, o) in report.cells.enumerated() {
                for (role, path) in o.artifacts.sorted(by: { $0.key < $1.key }) {
                    if let problem = artifactProblem(role: role, path: path) {
                        throw MergeError(description: "\(shown): field 'cells[\(n)].artifacts.\(role)' of cell '\(o.cell)' is \(jsonQuoted(path)): \(problem)")
                    }
                }
                if let other = sources[o.cell] {
                    throw MergeError(description: "cell \(o.cell) is in two reports (\(other.path) and \(folder.path)): the shards overlap")
                }
                outcomes[o.cell] = o
                sources[o.cell] = folder
            }
            first = first ?? report
        }
        let all = outcomes.keys.sorted().map { outcomes[$0]! }
        // Every artifact read before anything is written: a link or a non-file stops the merge
        // with output untouched; one that is not there is left out of the copy.
        var copies: [(relative: String, data: Data)] = []
        for o in all {
            let folder = sources[o.cell]!
            for relative in Set(o.artifacts.values).sorted() {
                guard folder.appendingPathComponent(relative).standardizedFileURL != output.appendingPathComponent(relative).standardizedFileURL else { continue }
                do {
                    copies.append((relative, try ConfinedFiles.read(relative, inside: folder, limit: 512 << 20)))
                } catch let e as FileWriteError where e.reason == String(cString: strerror(ENOENT)) {
                    continue
                } catch {
                    throw MergeError(description: "artifact of cell '\(o.cell)' in '\(folder.path)': \(error)")
                }
            }
        }
        do {
            for c in copies { try AtomicFile.write(c.data, to: output.appendingPathComponent(c.relative), inside: output) }
            let context = ReportContext(goldens: first?.goldens ?? "", mode: first?.mode ?? "",
                                        modeSource: "merged from \(folders.count) report\(folders.count == 1 ? "" : "s")", folder: output)
            try Reports.write(all, session: context)
        } catch {
            throw MergeError(description: "cannot write the merged report: \(describeError(error))")
        }
        return Merged(outcomes: all, reports: folders.count)
    }

    /// Why an artifact entry is not one LayoutViz writes; nil when it is.
    static func artifactProblem(role: String, path: String) -> String? {
        guard let suffix = Reports.roles[role] else { return "'\(role)' is not an artifact role (\(Reports.roles.keys.sorted().joined(separator: ", ")))" }
        guard path.hasSuffix(suffix) else { return "an artifact '\(role)' is a file ending in '\(suffix)'" }
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        if path.hasPrefix("/") || parts.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) || path.unicodeScalars.contains(where: { $0.value < 0x20 }) {
            return "not a relative path inside the shard's folder"
        }
        if let first = parts.first, first.contains(":") { return "not a relative path inside the shard's folder" }
        return nil
    }

    /// A decoding error as one line naming the field: `field 'cells[2].status': 'bogus' is not
    /// one of its values`.
    static func decodingProblem(_ error: Error) -> String {
        func path(_ keys: [CodingKey]) -> String {
            var out = ""
            for k in keys {
                if let i = k.intValue { out += "[\(i)]" } else { out += (out.isEmpty ? "" : ".") + k.stringValue }
            }
            return out.isEmpty ? "the document" : "field '\(out)'"
        }
        guard let e = error as? DecodingError else { return describeError(error) }
        switch e {
        case .keyNotFound(let key, let c): return "\(path(c.codingPath + [key])) is missing"
        case .typeMismatch(let type, let c): return "\(path(c.codingPath)) is not \(type == String.self ? "a string" : type == Double.self || type == Int.self ? "a number" : "\(type)")"
        case .valueNotFound(_, let c): return "\(path(c.codingPath)) is null"
        case .dataCorrupted(let c):
            return c.codingPath.isEmpty ? "it is not valid JSON" : "\(path(c.codingPath)): \(c.debugDescription.prefix(160))"
        @unknown default: return describeError(error)
        }
    }
}
