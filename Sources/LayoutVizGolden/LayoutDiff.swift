import Foundation
import LayoutViz

/// One view of a layout tree, flattened: its path from the root and its frame.
///
/// Paths name views as the tree does (`AdaptiveLayoutView/VStack/background#1/frame`): a custom
/// view's name when it has one, else its kind, with `#n` when siblings share a name.
public struct FlatNode: Equatable, Sendable {
    public let path: String
    public let frame: CGRect
    /// The view's parameters as the tree prints them (`minHeight: 200, maxHeight: 400`).
    public var detail: String = ""
}

/// Differences between two layout trees, for failure messages.
public enum LayoutDiff {
    /// Flattens a laid-out tree.
    public static func flatten(_ tree: LayoutTree) -> [FlatNode] {
        var out: [FlatNode] = []
        func visit(_ n: LayoutNode, _ prefix: String, _ label: String) {
            let path = prefix.isEmpty ? label : prefix + "/" + label
            out.append(FlatNode(path: path, frame: n.frame, detail: n.detail))
            for (child, childLabel) in zip(n.children, labels(n.children.map(\.pathName))) { visit(child, path, childLabel) }
        }
        visit(tree.root, "", tree.root.pathName)
        return out
    }

    /// Flattens a tree read back from `LayoutTree.jsonString()`.
    public static func flatten(json: Data) -> [FlatNode]? {
        guard let object = try? JSONSerialization.jsonObject(with: json) as? [String: Any], let root = object["root"] as? [String: Any] else { return nil }
        var out: [FlatNode] = []
        func name(_ n: [String: Any]) -> String { (n["view"] as? String) ?? (n["kind"] as? String) ?? "?" }
        func frame(_ n: [String: Any]) -> CGRect {
            let f = n["frame"] as? [String: Any] ?? [:]
            func v(_ k: String) -> CGFloat {
                if let d = f[k] as? Double { return CGFloat(d) }
                if let s = f[k] as? String { return s.hasPrefix("-") ? -.infinity : .infinity }
                return 0
            }
            return CGRect(x: v("x"), y: v("y"), width: v("width"), height: v("height"))
        }
        func visit(_ n: [String: Any], _ prefix: String, _ label: String) {
            let path = prefix.isEmpty ? label : prefix + "/" + label
            out.append(FlatNode(path: path, frame: frame(n), detail: n["detail"] as? String ?? ""))
            let children = n["children"] as? [[String: Any]] ?? []
            for (child, childLabel) in zip(children, labels(children.map(name))) { visit(child, path, childLabel) }
        }
        visit(root, "", name(root))
        return out
    }

    /// Sibling names, numbered (`Color#1`, `Color#2`) where they repeat.
    static func labels(_ names: [String]) -> [String] { LayoutNode.pathLabels(names) }

    /// What changed between two trees: `causes`, the views whose own parameters or content
    /// changed (`padding changed parameters 'top: 16' -> 'top: 20'`, a text's new string), were
    /// added or removed; `effects`, what moved or resized because of them, outermost first
    /// (`VStack/Color#2 moved (0,343.5) -> (0,351)`).
    public static func changes(expected: [FlatNode], actual: [FlatNode]) -> (causes: [String], effects: [String]) {
        let oldDetail = Dictionary(expected.map { ($0.path, $0.detail) }, uniquingKeysWith: { a, _ in a })
        let old = Dictionary(expected.map { ($0.path, $0.frame) }, uniquingKeysWith: { a, _ in a })
        let new = Dictionary(actual.map { ($0.path, $0.frame) }, uniquingKeysWith: { a, _ in a })
        var causes: [String] = [], effects: [String] = []
        for n in actual {
            guard let before = old[n.path] else { causes.append("\(n.path) added at \(rect(n.frame))"); continue }
            if let d = oldDetail[n.path], d != n.detail {
                let (was, now) = changedParameters(d, n.detail)
                causes.append("\(n.path) changed parameters '\(was)' -> '\(now)'")
            }
            let after = n.frame
            // Frames equal to the precision messages print (a golden's JSON rounds them) did not move.
            let moved = point(before.origin) != point(after.origin), resized = size(before.size) != size(after.size)
            if moved && resized {
                effects.append("\(n.path) moved \(point(before.origin)) -> \(point(after.origin)) and resized \(size(before.size)) -> \(size(after.size))")
            } else if moved {
                effects.append("\(n.path) moved \(point(before.origin)) -> \(point(after.origin))")
            } else if resized {
                effects.append("\(n.path) resized \(size(before.size)) -> \(size(after.size))")
            }
        }
        for n in expected where new[n.path] == nil { causes.append("\(n.path) removed (was at \(rect(n.frame)))") }
        return (causes, effects)
    }

    /// The parameters that differ between two details with the same named parameters in the same
    /// order (`top: 0, leading: 24` and `top: 0, leading: 28` give `leading: 24` and `leading: 28`);
    /// the whole details otherwise.
    static func changedParameters(_ old: String, _ new: String) -> (String, String) {
        let a = old.components(separatedBy: ", "), b = new.components(separatedBy: ", ")
        func key(_ part: String) -> Substring? { part.range(of: ": ").map { part[..<$0.lowerBound] } }
        guard a.count == b.count, a.count > 1, zip(a, b).allSatisfy({ key($0) != nil && key($0) == key($1) }) else { return (old, new) }
        let changed = zip(a, b).filter { $0 != $1 }
        return (changed.map(\.0).joined(separator: ", "), changed.map(\.1).joined(separator: ", "))
    }

    /// `changes` as lines, causes first: every line with `limit` nil; else at most `limit` and a
    /// last line counting the rest (`shorten`).
    public static func describe(expected: [FlatNode], actual: [FlatNode], limit: Int? = 8) -> [String] {
        let (causes, effects) = changes(expected: expected, actual: actual)
        guard let limit else { return causes + effects }
        return shorten(causes + effects, causes: causes.count, limit: limit)
    }

    /// At most `limit` lines of `changes` (whose first `causes` lines are causes), the rest
    /// counted in a last line: how many more causes, and how many views moved or resized, and
    /// `note` in parentheses.
    public static func shorten(_ changes: [String], causes: Int, limit: Int = 8, note: String? = nil) -> [String] {
        guard changes.count > limit else { return changes }
        let shown = Array(changes.prefix(limit))
        let hiddenCauses = max(0, causes - limit), hiddenEffects = changes.count - max(causes, limit)
        var parts: [String] = []
        if hiddenCauses > 0 { parts.append("\(hiddenCauses) more changed, added or removed") }
        if hiddenEffects > 0 { parts.append("\(hiddenEffects) more moved or resized" + (causes > 0 ? " as a result" : "")) }
        return shown + ["... and " + parts.joined(separator: ", ") + (note.map { " (\($0))" } ?? "")]
    }

    /// The innermost views whose frames contain a point-space region, for "where" in messages.
    public static func views(covering region: CGRect, in nodes: [FlatNode], limit: Int = 3) -> [String] {
        let hits = nodes.filter { $0.frame.intersects(region) && $0.frame.width.isFinite && $0.frame.height.isFinite }
        let innermost = hits.filter { h in !hits.contains { $0.path.hasPrefix(h.path + "/") } }
        return Array(innermost.map(\.path).prefix(limit))
    }

    /// A length for messages: integers plain, others with up to 3 decimals.
    public static func num(_ v: CGFloat) -> String { formatNumber(v, maxDecimals: 3) }
    static func point(_ p: CGPoint) -> String { "(\(num(p.x)),\(num(p.y)))" }
    static func size(_ s: CGSize) -> String { "\(num(s.width))×\(num(s.height))" }
    static func rect(_ r: CGRect) -> String { "\(point(r.origin)) \(size(r.size))" }

    /// When two layout trees' JSON differ only in the custom view names (`"view"` fields), the
    /// renames as "Old → New" (distinct pairs, in order); nil when anything else differs.
    public static func renamedViews(expected: Data, actual: Data) -> [String]? {
        func split(_ d: Data) -> (rest: [Substring], views: [String])? {
            guard let text = String(data: d, encoding: .utf8) else { return nil }
            var rest: [Substring] = [], views: [String] = []
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                let trimmed = line.drop(while: { $0 == " " })
                if trimmed.hasPrefix("\"view\": ") {
                    views.append(String(trimmed.dropFirst(8).prefix(while: { $0 != "," })))
                } else {
                    rest.append(line)
                }
            }
            return (rest, views)
        }
        guard let e = split(expected), let a = split(actual), e.rest == a.rest, e.views.count == a.views.count, e.views != a.views else { return nil }
        var pairs: [String] = []
        for (old, new) in zip(e.views, a.views) where old != new {
            let pair = "\(old) → \(new)".replacingOccurrences(of: "\"", with: "")
            if !pairs.contains(pair) { pairs.append(pair) }
        }
        return pairs
    }
}

