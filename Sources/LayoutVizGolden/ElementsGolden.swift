import Foundation
import LayoutViz

// Accessibility goldens (docs/accessibility.md, "Goldens"): a cell drawn with the accessibility
// overlay keeps, beside its picture, `<device>-<orientation>-accessibility.elements.json`, the
// elements VoiceOver would read (`layoutviz elements`' JSON), compared exactly. A difference is
// named element by element: "element 4: label 'Sign in' → 'Log in'", "order changed: 3 ↔ 4".

/// The differences between two element lists, in words.
public enum ElementsDiff {
    /// What changed from `golden` to `fresh`: swapped elements, elements added or removed, and
    /// the fields that changed in the elements kept (numbered from 1, in the fresh order).
    public static func describe(golden: [AccessibilitySnapshotElement], fresh: [AccessibilitySnapshotElement]) -> [String] {
        func key(_ e: AccessibilitySnapshotElement) -> String { (e.label ?? "") + "|" + e.traits.joined(separator: ",") }
        var out: [String] = []
        // The same elements in another order: name the swaps.
        if golden.count == fresh.count, golden.map(key).sorted() == fresh.map(key).sorted(), golden.map(key) != fresh.map(key) {
            var order = golden.map(key)
            for i in order.indices where order[i] != key(fresh[i]) {
                guard let j = order[(i + 1)...].firstIndex(of: key(fresh[i])) else { continue }
                out.append("order changed: \(i + 1) ↔ \(j + 1)")
                order.swapAt(i, j)
            }
            for (old, new) in zip(golden.sorted { key($0) < key($1) }, fresh.sorted { key($0) < key($1) }) where old != new {
                out += fields(old, new, number: (fresh.firstIndex(of: new) ?? 0) + 1)
            }
            return out
        }
        // Align by the longest common run of keys; the rest were added or removed.
        let g = golden.map(key), f = fresh.map(key)
        var lcs = Array(repeating: Array(repeating: 0, count: f.count + 1), count: g.count + 1)
        for i in stride(from: g.count - 1, through: 0, by: -1) {
            for j in stride(from: f.count - 1, through: 0, by: -1) {
                lcs[i][j] = g[i] == f[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
            }
        }
        var i = 0, j = 0
        var removed: [Int] = [], added: [Int] = []
        var kept: [(Int, Int)] = []
        while i < g.count || j < f.count {
            if i < g.count, j < f.count, g[i] == f[j] {
                kept.append((i, j)); i += 1; j += 1
            } else if j < f.count, i == g.count || lcs[i][j + 1] >= lcs[i + 1][j] {
                added.append(j); j += 1
            } else {
                removed.append(i); i += 1
            }
        }
        // An element removed and one added at the same place is one element changed.
        while let r = removed.first, let a = added.first, (kept.last { $0.0 < r }?.1 ?? -1) < a, (kept.first { $0.0 > r }?.1 ?? f.count) > a {
            out += fields(golden[r], fresh[a], number: a + 1)
            removed.removeFirst()
            added.removeFirst()
        }
        for r in removed { out.append("element \(r + 1) removed: '\(golden[r].description)' (\(golden[r].path))") }
        for a in added { out.append("element \(a + 1) added: '\(fresh[a].description)' (\(fresh[a].path))") }
        for (gi, fi) in kept where golden[gi] != fresh[fi] { out += fields(golden[gi], fresh[fi], number: fi + 1) }
        return out
    }

    /// The fields of one element that changed.
    static func fields(_ a: AccessibilitySnapshotElement, _ b: AccessibilitySnapshotElement, number n: Int) -> [String] {
        func q(_ s: String?) -> String { s.map { "'\($0)'" } ?? "none" }
        func rect(_ s: AccessibilitySnapshotElement.Shape) -> String { s.frame.flatMap { $0 }.map { LayoutDiff.num(CGFloat($0)) }.joined(separator: ", ") }
        var out: [String] = []
        if a.label != b.label { out.append("element \(n): label \(q(a.label)) → \(q(b.label))") }
        if a.value != b.value { out.append("element \(n): value \(q(a.value)) → \(q(b.value))") }
        if a.traits != b.traits { out.append("element \(n): traits [\(a.traits.joined(separator: ", "))] → [\(b.traits.joined(separator: ", "))]") }
        if a.hint != b.hint { out.append("element \(n): hint \(q(a.hint)) → \(q(b.hint))") }
        if a.identifier != b.identifier { out.append("element \(n): identifier \(q(a.identifier)) → \(q(b.identifier))") }
        if a.customActions != b.customActions { out.append("element \(n): actions [\(a.customActions.joined(separator: ", "))] → [\(b.customActions.joined(separator: ", "))]") }
        if a.shape != b.shape { out.append("element \(n): frame (\(rect(a.shape))) → (\(rect(b.shape)))") }
        if a.path != b.path { out.append("element \(n): view \(a.path) → \(b.path)") }
        if out.isEmpty && a != b { out.append("element \(n): '\(a.description)' → '\(b.description)'") }
        return out
    }
}

extension GoldenSession {
    /// The elements golden of an accessibility cell beside its picture.
    func elementsFile(_ cell: GoldenCell) -> URL {
        URL(fileURLWithPath: goldens.appendingPathComponent(cell.name).appendingPathComponent(cell.render.fileStem).path + ".elements.json")
    }

    /// `outcome` (the picture's) with the cell's elements, from the scene the picture was drawn
    /// from, verified too: compared exactly with the golden, recorded or rewritten as the mode says.
    func withElements(_ outcome: GoldenOutcome, _ cell: GoldenCell, _ scene: DeviceScene, accept: String) -> GoldenOutcome {
        let url = elementsFile(cell)
        markUsed(url)
        let fresh: Data
        do { fresh = try scene.accessibilityTree().json() } catch { return outcome.adding(.failed, "\(cell.id): the elements cannot be written: \(error)") }
        let golden = FileManager.default.contents(atPath: url.path)
        if golden == fresh { return outcome }
        func write(_ status: GoldenOutcome.Status, _ what: String) -> GoldenOutcome {
            do { try AtomicFile.write(fresh, to: url, inside: goldens) } catch { return outcome.adding(.failed, "\(cell.id): \(describeError(error))") }
            return outcome.adding(status, "\(cell.id): \(what) \(url.path) (mode \(mode.rawValue): \(modeSource))")
        }
        guard let golden else {
            if mode == .never { return outcome.adding(.failed, "\(cell.id): elements golden \(url.path) is missing and was not recorded (mode never: \(modeSource))\n  record it: \(accept)") }
            return write(.recorded, "recorded missing elements golden")
        }
        if mode == .failed || mode == .all { return write(.updated, "rewrote the elements golden") }
        var lines = ["\(cell.id) on \(cell.configuration.device.name), \(cell.configuration.orientation.rawValue): the accessibility elements changed"]
        if let old = try? AccessibilityTree.decodeSnapshot(golden), let new = try? AccessibilityTree.decodeSnapshot(fresh) {
            let changes = ElementsDiff.describe(golden: old, fresh: new)
            lines += (changes.isEmpty ? ["the JSON's text differs"] : changes).map { "  accessibility: " + $0 }
        } else {
            lines.append("  the elements golden \(url.lastPathComponent) is unreadable")
        }
        lines.append("  accept this golden: \(accept)")
        return outcome.adding(.failed, lines.joined(separator: "\n"))
    }
}

extension GoldenOutcome {
    /// This outcome with another finding: a failure wins over a write, a write over a pass;
    /// messages are joined.
    func adding(_ status: Status, _ message: String) -> GoldenOutcome {
        let rank: [Status: Int] = [.passed: 0, .recorded: 1, .updated: 2, .failed: 3]
        let worse = rank[status, default: 0] > rank[self.status, default: 0] ? status : self.status
        return GoldenOutcome(cell: cell, status: worse, message: [self.message, message].compactMap { $0 }.joined(separator: "\n"),
                             comparison: comparison, artifacts: artifacts, seconds: seconds)
    }
}
