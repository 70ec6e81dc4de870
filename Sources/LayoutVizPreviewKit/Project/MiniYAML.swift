import Foundation

/// The part of YAML that XcodeGen specs use: block mappings and sequences by indentation, plain,
/// single- and double-quoted scalars, flow sequences (`[a, b]`) and flow mappings (`{a: b}`) of
/// scalars, and comments. Anchors, aliases, tags and multi-line scalars are not read (an error
/// names the line). Values are `String`, `[Any]` or `[String: Any]`.
package enum MiniYAML {
    package struct Error: Swift.Error, CustomStringConvertible {
        package let line: Int
        package let message: String
        package var description: String { "line \(line): \(message)" }
    }

    private struct Line {
        let number: Int
        let indent: Int
        let text: Substring
    }

    package static func parse(_ text: String) throws -> Any {
        var lines: [Line] = []
        for (n, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let stripped = stripComment(raw)
            let trimmed = stripped.drop { $0 == " " }
            if trimmed.trimmingCharacters(in: .whitespaces).isEmpty || trimmed == "---" { continue }
            if raw.contains("\t") && raw.prefix(while: { $0 == " " || $0 == "\t" }).contains("\t") {
                throw Error(line: n + 1, message: "a tab in the indentation")
            }
            lines.append(Line(number: n + 1, indent: stripped.count - trimmed.count, text: Substring(trimmed.trimmingCharacters(in: .whitespaces))))
        }
        var i = 0
        guard !lines.isEmpty else { return [String: Any]() }
        return try block(lines, &i, indent: lines[0].indent)
    }

    /// A comment starts at `#` after a space, outside quotes.
    private static func stripComment(_ s: Substring) -> Substring {
        var quote: Character?
        var previous: Character = " "
        for (k, c) in zip(s.indices, s) {
            if let q = quote { if c == q { quote = nil } } else if c == "\"" || c == "'" { quote = c } else if c == "#" && previous == " " { return s[..<k] }
            previous = c
        }
        return s
    }

    private static func block(_ lines: [Line], _ i: inout Int, indent: Int) throws -> Any {
        if lines[i].text.hasPrefix("- ") || lines[i].text == "-" { return try sequence(lines, &i, indent: indent) }
        return try mapping(lines, &i, indent: indent)
    }

    private static func sequence(_ lines: [Line], _ i: inout Int, indent: Int) throws -> [Any] {
        var out: [Any] = []
        while i < lines.count, lines[i].indent == indent, lines[i].text.hasPrefix("-") {
            let line = lines[i]
            let rest = line.text.dropFirst().drop { $0 == " " }
            i += 1
            if rest.isEmpty {
                out.append(i < lines.count && lines[i].indent > indent ? try block(lines, &i, indent: lines[i].indent) : "")
            } else if let colon = keyColon(rest) {
                // `- key: value` and the keys below it form one mapping, indented past the dash.
                let inner = line.indent + (line.text.count - rest.count)
                var map: [String: Any] = [:]
                let key = unquote(rest[..<colon])
                let value = rest[rest.index(after: colon)...].drop { $0 == " " }
                map[key] = value.isEmpty ? (i < lines.count && lines[i].indent > inner ? try block(lines, &i, indent: lines[i].indent) : "") : try scalarOrFlow(value, line.number)
                if i < lines.count, lines[i].indent == inner, !lines[i].text.hasPrefix("-") {
                    for (k, v) in try mapping(lines, &i, indent: inner) { map[k] = v }
                }
                out.append(map)
            } else {
                out.append(try scalarOrFlow(rest, line.number))
            }
        }
        return out
    }

    private static func mapping(_ lines: [Line], _ i: inout Int, indent: Int) throws -> [String: Any] {
        var out: [String: Any] = [:]
        while i < lines.count, lines[i].indent == indent {
            let line = lines[i]
            guard let colon = keyColon(line.text) else { throw Error(line: line.number, message: "expected 'key: value'") }
            let key = unquote(line.text[..<colon])
            let value = line.text[line.text.index(after: colon)...].drop { $0 == " " }
            i += 1
            if value.isEmpty {
                // A sequence may sit at the key's own indentation.
                if i < lines.count, lines[i].indent > indent || (lines[i].indent == indent && lines[i].text.hasPrefix("-")) {
                    out[key] = try block(lines, &i, indent: lines[i].indent)
                } else {
                    out[key] = ""
                }
            } else {
                if value.hasPrefix("&") || value.hasPrefix("*") || value.hasPrefix("!") || value.hasPrefix("|") || value.hasPrefix(">") {
                    throw Error(line: line.number, message: "anchors, aliases, tags and multi-line scalars are not read")
                }
                out[key] = try scalarOrFlow(value, line.number)
            }
        }
        if i < lines.count, lines[i].indent > indent { throw Error(line: lines[i].number, message: "unexpected indentation") }
        return out
    }

    /// The colon that ends a key: followed by a space or the end, outside quotes and brackets.
    private static func keyColon(_ s: Substring) -> Substring.Index? {
        var quote: Character?
        var depth = 0
        for k in s.indices {
            let c = s[k]
            if let q = quote { if c == q { quote = nil }; continue }
            switch c {
            case "\"", "'": quote = c
            case "[", "{": depth += 1
            case "]", "}": depth -= 1
            case ":" where depth == 0:
                let next = s.index(after: k)
                if next == s.endIndex || s[next] == " " { return k }
            default: break
            }
        }
        return nil
    }

    private static func scalarOrFlow(_ s: Substring, _ line: Int) throws -> Any {
        let t = s.trimmingCharacters(in: .whitespaces)
        if t.hasPrefix("[") {
            guard t.hasSuffix("]") else { throw Error(line: line, message: "a flow sequence that does not end on its line") }
            return split(t.dropFirst().dropLast()).map { unquote($0) }
        }
        if t.hasPrefix("{") {
            guard t.hasSuffix("}") else { throw Error(line: line, message: "a flow mapping that does not end on its line") }
            var map: [String: Any] = [:]
            for item in split(t.dropFirst().dropLast()) {
                guard let colon = keyColon(item) else { throw Error(line: line, message: "expected 'key: value' in a flow mapping") }
                map[unquote(item[..<colon])] = unquote(item[item.index(after: colon)...])
            }
            return map
        }
        return unquote(Substring(t))
    }

    /// Items of a flow collection, split at top-level commas.
    private static func split(_ s: Substring) -> [Substring] {
        var out: [Substring] = []
        var start = s.startIndex, depth = 0
        var quote: Character?
        for k in s.indices {
            let c = s[k]
            if let q = quote { if c == q { quote = nil }; continue }
            if c == "\"" || c == "'" { quote = c } else if c == "[" || c == "{" { depth += 1 } else if c == "]" || c == "}" { depth -= 1 } else if c == "," && depth == 0 {
                out.append(s[start..<k]); start = s.index(after: k)
            }
        }
        out.append(s[start...])
        return out.map { Substring($0.trimmingCharacters(in: .whitespaces)) }.filter { !$0.isEmpty }
    }

    private static func unquote(_ s: Substring) -> String {
        let t = s.trimmingCharacters(in: .whitespaces)
        if t.count >= 2, let f = t.first, f == "\"" || f == "'", t.last == f { return String(t.dropFirst().dropLast()) }
        return t
    }
}
