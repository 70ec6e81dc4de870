import Foundation

/// The compiler's errors sorted into API LayoutViz lacks (ranked by uses), syntax errors and other
/// errors, each missing piece named as the file spells it (docs/previews.md, "Messages").
package struct MissingAPIReport {
    /// One missing piece of API and where it is used.
    package struct Missing {
        package var name: String
        package var kind: String
        package var uses: [String]
    }

    package var missing: [Missing] = []
    package var other: [String] = []
    /// Errors that follow from missing API (not listed).
    package var followOnErrors = 0

    /// Sorts `diagnostics` (errors and the notes after them) in the files whose texts are
    /// `sources` (by path; errors elsewhere are left out); places are shown relative to `root`.
    package init(_ diagnostics: [PreviewBuild.Diagnostic], sources: [String: String], root: String) {
        var byName: [String: Missing] = [:]
        var order: [String] = []
        var lines: [String: [Substring]] = [:]
        for (k, e) in diagnostics.enumerated() where e.isError && sources[e.path] != nil {
            let message = e.text.split(separator: "\n").first.map(String.init) ?? e.text
            let rel = e.path.hasPrefix(root + "/") ? String(e.path.dropFirst(root.count + 1)) : e.path
            let place = "\(rel):\(e.line)"
            if lines[e.path] == nil { lines[e.path] = sources[e.path].map { $0.split(separator: "\n", omittingEmptySubsequences: false) } ?? [] }
            let sourceLine = e.line >= 1 && e.line <= lines[e.path]!.count ? String(lines[e.path]![e.line - 1]) : ""
            // The notes after an error say what a call's arguments were ("got 'UIColor'").
            let notes = diagnostics[(k + 1)...].prefix { !$0.isError }.map(\.text)
            if let (name, kind) = Self.classify(message, sourceLine: sourceLine, column: e.column, notes: notes) {
                if byName[name] == nil { order.append(name); byName[name] = Missing(name: name, kind: kind, uses: []) }
                if !byName[name]!.uses.contains(place) { byName[name]!.uses.append(place) }
            } else {
                let text = message.range(of: ": error: ").map { String(message[$0.upperBound...]) } ?? message
                other.append("\(place): \(GenericNames.collapsed(text))")
            }
        }
        missing = order.map { byName[$0]! }.sorted { $0.uses.count != $1.uses.count ? $0.uses.count > $1.uses.count : $0.name < $1.name }
        // `.center` after a missing modifier cannot be typed either, nor anything else on the line
        // of a missing piece: such follow-on errors are counted, not listed.
        let placesWithMissing = Set(missing.flatMap(\.uses))
        let filesWithMissing = Set(placesWithMissing.map { String($0[..<($0.lastIndex(of: ":") ?? $0.endIndex)]) })
        let followOn = other.filter { e in
            let place = e.range(of: ": ").map { String(e[..<$0.lowerBound]) } ?? e
            return placesWithMissing.contains(place)
                || (e.contains("cannot infer contextual base in reference to member") && filesWithMissing.contains(String(e[..<(e.firstIndex(of: ":") ?? e.endIndex)])))
        }
        followOnErrors = followOn.count
        other.removeAll { followOn.contains($0) }
    }

    /// The API a compiler error says is missing: `cannot find 'Image' in scope` is the type or
    /// function `Image`; `value of type 'some View' has no member 'navigationTitle'` the modifier
    /// `.navigationTitle`, spelt with the call's labels when `sourceLine` shows them
    /// (`.navigationTitle(_:)`); `type 'TextFieldStyle' has no member 'roundedBorder'` the static
    /// member; a call whose arguments match no declaration (`no exact matches`, `incorrect
    /// argument label`, `missing argument`, `extra argument`) the call as spelt
    /// (`Color.init(_: UIColor)`, the argument's type from the notes).
    package static func classify(_ message: String, sourceLine: String = "", column: Int = 0, notes: [String] = []) -> (name: String, kind: String)? {
        guard let r = message.range(of: ": error: ") else { return nil }
        let text = message[r.upperBound...]
        let q = quoted(text)
        if text.hasPrefix("cannot find type "), let name = q.first { return (name, "type") }
        if text.hasPrefix("cannot find "), text.hasSuffix(" in scope"), let name = q.first {
            if name.first?.isUppercase != true, let call = SourceSpelling.call(in: sourceLine, at: column), call.callee == name {
                return (call.spelling(got: []), "function")
            }
            return (name, name.first?.isUppercase == true ? "type" : "function")
        }
        if text.hasPrefix("value of type "), text.contains(" has no member "), q.count >= 2 {
            let owner = q[0]
            let isView = owner.hasPrefix("some View") || owner.contains("View") || owner.hasPrefix("ModifiedContent") || owner == "Text"
            // "value of type 'A' (aka 'B') has no member 'c'": the member is the last quoted.
            var name = ".\(q[q.count - 1])"
            if let call = SourceSpelling.call(in: sourceLine, at: column), call.callee == name { name = call.spelling(got: []) }
            return (name, isView ? "modifier" : "member of \(GenericNames.collapsed(owner))")
        }
        if text.hasPrefix("type "), text.contains(" has no member "), q.count >= 2 {
            let member = q[q.count - 1]
            // `Color(.systemGray4)` without `Color(_: UIColor)`: Swift tries another initializer
            // and reports the member missing from that one's argument type. The initializer is
            // what is missing.
            if let call = SourceSpelling.enclosingCall(in: sourceLine, at: column), call.isInitializer,
               !q[0].hasSuffix(call.callee.replacingOccurrences(of: ".init", with: "")) {
                return (call.spelling(got: [], implicitMember: member), "initializer")
            }
            return ("\(GenericNames.collapsed(q[0])).\(member)", "static member")
        }
        // `Color(.systemGray9)`: no initializer takes a member of that name.
        if text.hasPrefix("reference to member "), text.hasSuffix("cannot be resolved without a contextual type"), let member = q.first,
           let call = SourceSpelling.enclosingCall(in: sourceLine, at: column), call.isInitializer {
            return (call.spelling(got: [], implicitMember: member), "initializer")
        }
        if text.hasPrefix("module "), text.contains(" has no member named "), q.count >= 2 { return ("\(q[0]).\(q[1])", "type") }
        if text.hasPrefix("no such module "), let name = q.first { return ("import \(name)", "module") }
        let callMismatch = ["no exact matches in call to ", "incorrect argument label", "missing argument", "extra argument",
                            "extra arguments at positions", "argument passed to call that takes no arguments", "extra trailing closure passed in call", "extra trailing closures at positions"]
        if callMismatch.contains(where: { text.hasPrefix($0) }),
           let call = SourceSpelling.call(in: sourceLine, at: column) ?? SourceSpelling.enclosingCall(in: sourceLine, at: column) {
            let got = notes.compactMap { n -> (Int, String)? in
                // "candidate expects value of type 'String' for parameter #1 (got 'UIColor')"
                guard let hash = n.range(of: "for parameter #"), let close = n[hash.upperBound...].firstIndex(of: " "),
                      let index = Int(n[hash.upperBound..<close]), let g = n.range(of: "(got '") else { return nil }
                let rest = n[g.upperBound...]
                return rest.firstIndex(of: "'").map { (index, String(rest[..<$0])) }
            }
            return (call.spelling(got: got), call.isInitializer ? "initializer" : call.callee.hasPrefix(".") ? "modifier" : "function")
        }
        return nil
    }

    private static func quoted(_ s: Substring) -> [String] {
        s.split(separator: "'", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    package var summary: String {
        let uses = missing.reduce(0) { $0 + $1.uses.count }
        var parts: [String] = []
        if !missing.isEmpty { parts.append("\(missing.count) missing API\(missing.count == 1 ? "" : "s") (\(uses) use\(uses == 1 ? "" : "s"))") }
        if !other.isEmpty { parts.append("\(other.count) other error\(other.count == 1 ? "" : "s")") }
        if parts.isEmpty, followOnErrors > 0 { parts.append("\(followOnErrors) error\(followOnErrors == 1 ? "" : "s")") }
        return parts.joined(separator: " and ")
    }

    /// The table: rank, uses, API, kind, where (the first three places).
    package var lines: [String] {
        guard !missing.isEmpty || !other.isEmpty || followOnErrors > 0 else { return ["every API these files use is in LayoutViz: they compile"] }
        var out: [String] = []
        if !missing.isEmpty {
            let nameWidth = max(3, missing.map(\.name.count).max() ?? 0), kindWidth = max(4, missing.map(\.kind.count).max() ?? 0)
            let frameworks = missing.map { FrameworkNames.framework(of: $0.name) }
            let frameworkWidth = max(9, frameworks.map(\.count).max() ?? 0)
            func pad(_ s: String, _ n: Int) -> String { s + String(repeating: " ", count: max(0, n - s.count)) }
            out.append("uses  " + pad("API", nameWidth) + "  " + pad("kind", kindWidth) + "  " + pad("framework", frameworkWidth) + "  where")
            for (m, framework) in zip(missing, frameworks) {
                let places = m.uses.prefix(3).joined(separator: ", ") + (m.uses.count > 3 ? ", +\(m.uses.count - 3) more" : "")
                out.append(String(repeating: " ", count: max(0, 4 - String(m.uses.count).count)) + "\(m.uses.count)  " + pad(m.name, nameWidth) + "  "
                           + pad(m.kind, kindWidth) + "  " + pad(framework, frameworkWidth) + "  " + places)
            }
            out.append("Swift reports one missing modifier per chain: after these, more may appear\(followOnErrors > 0 ? " (\(followOnErrors) follow-on error\(followOnErrors == 1 ? "" : "s") not shown)" : ""). Coverage: docs/coverage.md.")
        }
        if !other.isEmpty {
            out.append("other errors:")
            out += other.map { "  " + $0 }
        }
        return out
    }

    /// One line per missing piece, for `preview`'s summary of a file left out:
    /// `.scrollTargetBehavior(_:) (line 14)`.
    package func brief(for relativePath: String) -> [String] {
        missing.compactMap { m in
            let lines = m.uses.filter { $0.hasPrefix(relativePath + ":") }.map { String($0.dropFirst(relativePath.count + 1)) }
            return lines.isEmpty ? nil : "\(m.name) (line\(lines.count == 1 ? "" : "s") \(lines.joined(separator: ", ")))"
        }
    }
}

/// A call as the source spells it: the callee and its argument labels, read from the line the
/// compiler points at (docs/previews.md, "Messages").
package struct SourceSpelling: Equatable {
    /// `.frame`, `Color.init`, `withAnimation`.
    package var callee: String
    /// One per argument in parentheses: the label, or nil when unlabelled.
    package var labels: [String?]
    /// How unlabelled arguments are written when they are implicit members (`.systemGray4`).
    package var implicitMembers: [Int: String] = [:]
    /// Whether closures follow the parentheses.
    package var trailingClosure = false

    package var isInitializer: Bool { callee.hasSuffix(".init") }

    /// `Color.init(_: UIColor)`: labels, with an unlabelled argument's type where a note gave it
    /// (`got`, parameter numbers from 1), or the implicit member written there.
    package func spelling(got: [(Int, String)], implicitMember: String? = nil) -> String {
        let args = labels.enumerated().map { k, label -> String in
            if label == nil, let type = got.first(where: { $0.0 == k + 1 })?.1 { return "_: \(type)" }
            if label == nil, let member = implicitMembers[k], member == implicitMember { return "_: .\(member)" }
            return "\(label ?? "_"):"
        }
        let spaced = args.contains { $0.contains(" ") }
        return callee + "(" + args.joined(separator: spaced ? ", " : "") + ")" + (trailingClosure ? " {…}" : "")
    }

    /// The call whose callee starts at `column` (1-based, the compiler's): `.frame(width: 1)` at
    /// the `f` (or the dot), `Color(white: 1)` at the `C`.
    package static func call(in line: String, at column: Int) -> SourceSpelling? {
        let chars = Array(line)
        var i = column - 1
        guard i >= 0, i < chars.count else { return nil }
        if chars[i] == "." { i += 1 }
        var start = i
        while start > 0, isIdentifier(chars[start - 1]) || chars[start - 1] == "." { start -= 1 }
        var end = i
        while end < chars.count, isIdentifier(chars[end]) { end += 1 }
        // At the parenthesis (`Color(` pointed at its `(`): the callee is before it.
        guard end > start else { return nil }
        return parse(chars, calleeStart: start, calleeEnd: end)
    }

    /// The innermost call whose parentheses hold `column`.
    package static func enclosingCall(in line: String, at column: Int) -> SourceSpelling? {
        let chars = Array(line)
        var depth = 0
        var i = min(column - 2, chars.count - 1)
        while i >= 0 {
            switch chars[i] {
            case ")", "]", "}": depth += 1
            case "[", "{": depth -= 1
            case "(":
                if depth == 0 {
                    var start = i
                    while start > 0, isIdentifier(chars[start - 1]) || chars[start - 1] == "." { start -= 1 }
                    return start < i ? parse(chars, calleeStart: start, calleeEnd: i) : nil
                }
                depth -= 1
            default: break
            }
            i -= 1
        }
        return nil
    }

    private static func isIdentifier(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" }

    private static func parse(_ chars: [Character], calleeStart: Int, calleeEnd: Int) -> SourceSpelling? {
        var callee = String(chars[calleeStart..<calleeEnd])
        if callee.hasPrefix(".") {
            // `.frame` is a modifier; `Foo.bar` keeps its type.
        } else if let first = callee.split(separator: ".").last?.first, first.isUppercase {
            callee += ".init"
        }
        callee = callee.replacingOccurrences(of: ".init.init", with: ".init")
        var i = calleeEnd
        while i < chars.count, chars[i] == " " { i += 1 }
        var spelling = SourceSpelling(callee: callee, labels: [])
        if i < chars.count, chars[i] == "(" {
            // The arguments up to the matching parenthesis (or the line's end).
            var depth = 0, inString = false
            var current = ""
            var args: [String] = []
            i += 1
            scan: while i < chars.count {
                let c = chars[i]
                if inString {
                    if c == "\\" { i += 2; continue }
                    if c == "\"" { inString = false }
                    current.append(c)
                } else {
                    switch c {
                    case "\"": inString = true; current.append(c)
                    case "(", "[", "{": depth += 1; current.append(c)
                    case ")", "]", "}":
                        if depth == 0 { i += 1; break scan }
                        depth -= 1; current.append(c)
                    case "," where depth == 0: args.append(current); current = ""
                    default: current.append(c)
                    }
                }
                i += 1
            }
            if !current.trimmingCharacters(in: .whitespaces).isEmpty { args.append(current) }
            for (k, arg) in args.enumerated() {
                let t = arg.trimmingCharacters(in: .whitespaces)
                if let colon = t.firstIndex(of: ":"), t[..<colon].allSatisfy(isIdentifier), colon > t.startIndex,
                   t.index(after: colon) == t.endIndex || t[t.index(after: colon)] != ":" {
                    spelling.labels.append(String(t[..<colon]))
                } else {
                    spelling.labels.append(nil)
                    if t.hasPrefix("."), t.dropFirst().allSatisfy(isIdentifier) { spelling.implicitMembers[k] = String(t.dropFirst()) }
                }
            }
            while i < chars.count, chars[i] == " " { i += 1 }
        }
        if i < chars.count, chars[i] == "{" { spelling.trailingClosure = true }
        return spelling
    }
}

/// Long generic type names in compiler messages, shortened: `ModifiedContent<…>` for a
/// 500-character chain of modifiers.
package enum GenericNames {
    /// Arguments longer than this are shown as `…`.
    static let limit = 24

    package static func collapsed(_ text: String) -> String {
        let chars = Array(text)
        var out = ""
        var i = 0
        while i < chars.count {
            let c = chars[i]
            out.append(c)
            i += 1
            guard c == "<", out.count >= 2, let prev = out.dropLast().last, prev.isLetter || prev.isNumber || prev == "_" else { continue }
            // The matching `>` (an arrow's `>` is not one).
            var depth = 1, j = i
            while j < chars.count, depth > 0 {
                if chars[j] == "<" { depth += 1 } else if chars[j] == ">", chars[j - 1] != "-" { depth -= 1 }
                j += 1
            }
            guard depth == 0 else { continue }
            if j - 1 - i > limit {
                out += "…>"
                i = j
            }
        }
        // "'A<…>' (aka 'A<…>')" says the same twice.
        var start = out.startIndex
        while let aka = out.range(of: "' (aka '", range: start..<out.endIndex) {
            let before = out[..<aka.lowerBound]
            guard let open = before.lastIndex(of: "'"), let close = out[aka.upperBound...].firstIndex(of: "'"),
                  out[out.index(after: open)..<aka.lowerBound] == out[aka.upperBound..<close],
                  out.index(after: close) < out.endIndex, out[out.index(after: close)] == ")" else { start = aka.upperBound; continue }
            out.removeSubrange(out.index(after: aka.lowerBound)...out.index(after: close))
            start = out.startIndex
        }
        return out
    }
}
