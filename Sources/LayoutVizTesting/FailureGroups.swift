import Foundation
import LayoutVizGolden
import LayoutVizPreviewKit

/// The failed cells of one `assertPreviewSnapshots` call, told cause first (docs/goldens.md,
/// "Failures, cause first"): cells of one source file whose layouts changed for the same causes
/// are one failure, whose first line is the first cause with the source line that most likely
/// made it (`Sources/Views/SignInView.swift:14: SignInView changed parameters ...`), then the
/// previews and cells it affected, then the first cell's numbers and images.
struct FailureGroups {
    /// The run's sources, where causes are looked up.
    let sources: [PreviewProject.SourceFile]
    private var groups: [Group] = []

    private struct Group {
        let key: String
        let causes: [String]
        var cells: [(outcome: GoldenOutcome, item: PreviewItem)]
    }

    init(sources: [PreviewProject.SourceFile]) { self.sources = sources }

    mutating func add(_ outcome: GoldenOutcome, of item: PreviewItem) {
        let causes = Self.causes(of: outcome)
        // Without a cause, each cell is its own failure.
        let key = causes.isEmpty ? "cell\n\(outcome.cell)" : "\(item.entry.file)\n" + causes.joined(separator: "\n")
        if let i = groups.firstIndex(where: { $0.key == key }) {
            groups[i].cells.append((outcome, item))
        } else {
            groups.append(Group(key: key, causes: causes, cells: [(outcome, item)]))
        }
    }

    /// One message per group, in the order of the previews in their files (cells finish in any
    /// order).
    func messages() -> [String] {
        func order(_ c: (outcome: GoldenOutcome, item: PreviewItem)) -> (String, Int, Int, String) { (c.item.entry.file, c.item.entry.line, c.item.index, c.outcome.cell) }
        let sorted = groups.map { g in
            var g = g
            g.cells.sort { order($0) < order($1) }
            return g
        }.sorted { order($0.cells[0]) < order($1.cells[0]) }
        return sorted.map { g in
            let first = g.cells[0]
            let full = first.outcome.message ?? "\(first.outcome.cell) failed"
            guard let cause = g.causes.first else { return full }
            var lines: [String] = []
            let more = g.causes.count > 1 ? " (and \(g.causes.count - 1) more change\(g.causes.count == 2 ? "" : "s"), below)" : ""
            lines.append((CauseLocation.find(cause, in: sources).map { "\($0): " } ?? "") + cause + more)
            var previews: [String] = []
            var cellsOf: [String: [String]] = [:]
            for c in g.cells {
                if cellsOf[c.item.title] == nil { previews.append(c.item.title) }
                cellsOf[c.item.title, default: []].append(c.outcome.cell.split(separator: "/").last.map(String.init) ?? c.outcome.cell)
            }
            let list = previews.map { "'\($0)' (\(cellsOf[$0]!.joined(separator: ", ")))" }.joined(separator: ", ")
            lines.append("  changes \(previews.count) preview\(previews.count == 1 ? "" : "s") of \(first.item.entry.file): \(list)")
            lines.append(full.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n"))
            if g.cells.count > 1 {
                lines.append("  the other \(g.cells.count - 1) cell\(g.cells.count == 2 ? " fails" : "s fail") for the same cause\(g.causes.count == 1 ? "" : "s"); their images are in the report beside the first's")
            }
            return lines.joined(separator: "\n")
        }
    }

    /// The layout changes of a failed cell that are causes: views whose parameters or content
    /// changed, views added or removed (LayoutDiff's wording).
    static func causes(of outcome: GoldenOutcome) -> [String] {
        let changes = outcome.comparison?.layoutChanges
            ?? (outcome.message ?? "").split(separator: "\n").compactMap { line -> String? in
                let t = line.trimmingCharacters(in: .whitespaces)
                return t.hasPrefix("layout: ") ? String(t.dropFirst(8)) : nil
            }
        return changes.filter { $0.contains(" changed parameters '") || $0.contains(" added at ") || $0.contains(" removed (was at ") }
    }
}

/// Where in the sources a layout change most likely comes from.
enum CauseLocation {
    /// `path:line` of the change `cause` (`Root/SignInView/padding changed parameters 'leading: 24'
    /// -> 'leading: 28'`): in the declaration of the innermost view of its path that the sources
    /// declare at their top level (`Diagnosis.declarationLines`), the first line holding a value the new parameters have and the old did not; else
    /// the declaration's line. Nil when no view of the path is declared in `sources`.
    static func find(_ cause: String, in sources: [PreviewProject.SourceFile]) -> String? {
        guard let split = cause.range(of: " changed parameters '") ?? cause.range(of: " added at ") ?? cause.range(of: " removed (was at ") else { return nil }
        let names = cause[..<split.lowerBound].split(separator: "/").map { $0.split(separator: "#").first.map(String.init) ?? String($0) }
        var tokens: [String] = []
        if cause[split].contains("changed parameters"), let arrow = cause.range(of: "' -> '") {
            let old = Set(valueTokens(cause[split.upperBound..<arrow.lowerBound]))
            tokens = valueTokens(cause[arrow.upperBound...].dropLast()).filter { !old.contains($0) }
        }
        let declared = sources.map { Diagnosis.declarationLines(in: $0.text) }
        for name in names.reversed() {
            for (file, spans) in zip(sources, declared) {
                guard let declaration = spans[name] else { continue }
                let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false)
                for n in declaration where n < lines.count {
                    if tokens.contains(where: { contains(lines[n], token: $0) }) { return "\(file.path):\(n + 1)" }
                }
                return "\(file.path):\(declaration.lowerBound + 1)"
            }
        }
        return nil
    }

    /// The numbers and words of a parameter list (`leading: 24, .center` → leading, 24, center).
    static func valueTokens<S: StringProtocol>(_ s: S) -> [String] {
        s.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "." || $0 == "_") })
            .map { String($0).trimmingCharacters(in: CharacterSet(charactersIn: ".")) }.filter { !$0.isEmpty }
    }

    /// Whether `line` holds `token` as a whole word or number.
    static func contains(_ line: Substring, token: String) -> Bool {
        var search = line.startIndex..<line.endIndex
        while let r = line.range(of: token, range: search) {
            let before = r.lowerBound == line.startIndex ? nil : line[line.index(before: r.lowerBound)]
            let after = r.upperBound == line.endIndex ? nil : line[r.upperBound]
            func word(_ c: Character?) -> Bool { c.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false }
            if !word(before) && !word(after) { return true }
            search = r.upperBound..<line.endIndex
        }
        return false
    }
}
