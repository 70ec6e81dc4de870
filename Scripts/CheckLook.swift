// The look check (Scripts/check-look.sh runs it): reads Swift files as tokens, so that no spelling
// of a number or a colour slips past it. See check-look.sh for the rules.
import Foundation

/// The reasons a line may give for a number that is no part of the look. No other reason passes.
let reasons = [
    "a bound on user code",      // how much user code may ask for (a limit, a count)
    "a case's number",           // the raw value of an enumeration's case
    "Apple's documented default",  // a default or constant as Apple documents it (an API's default argument, UIKit's constants)
    "geometry",                  // a property of shapes themselves (a circle's Bézier constant, a quadrant)
    "a unit conversion",         // degrees in a turn, bytes in a pixel, points in an inch
    "a value the picture does not show",  // state a still picture never draws (a screen's brightness)
    "rounding or a tolerance",   // how close two lengths may be to count as one, a rounding step
]
let exemptionMark = "// not a look value: "
let systemColours: Set<String> = ["white", "black", "gray", "grey", "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue",
                                  "indigo", "purple", "pink", "brown", "primary", "secondary", "tertiary", "quaternary", "quinary", "accentColor"]
let colourLabels: Set<String> = ["red", "green", "blue", "white", "hue", "saturation", "brightness", "displayP3Red", "cgColor"]
let colourTypes: Set<String> = ["Color", "UIColor", "CGColor", "NSColor"]
/// Files that define the colour types themselves: the colour rules do not apply to them (their
/// numbers are still checked).
let colourDefinitions = ["Drawing/Color.swift", "Drawing/SystemColors.swift"]
/// Labels whose values are never colours, though they share names with some (`.black` weight).
let nonColourLabels: Set<String> = ["weight", "fontWeight"]
let arithmetic: Set<String> = ["+", "-", "*", "/", "%", "<<", ">>", "&", "|", "^", "&+", "&-", "&*"]

enum Kind: Equatable { case identifier, number, punctuation, op }
struct Token { let kind: Kind; let text: String; let line: Int; let value: Double? }

/// Swift source as tokens: comments and string literals dropped (an interpolation's code kept),
/// and the comment of each line kept apart for the exemption mark.
struct Lexer {
    let s: [Character]
    var i = 0, line = 1
    var tokens: [Token] = []
    var comments: [Int: String] = [:]
    var errors: [(Int, String)] = []

    init(_ text: String) { s = Array(text) }

    func peek(_ k: Int = 0) -> Character? { i + k < s.count ? s[i + k] : nil }
    static func isIdentifierStart(_ c: Character) -> Bool { c == "_" || c == "$" || c.isLetter }
    static func isIdentifierPart(_ c: Character) -> Bool { isIdentifierStart(c) || c.isNumber }
    static let operatorChars: Set<Character> = ["+", "-", "*", "/", "%", "<", ">", "&", "|", "^", "!", "=", "~", "?"]

    mutating func run() {
        var interpolationDepths: [Int] = []  // paren depth at which each open interpolation ends
        var parens = 0
        while let c = peek() {
            if c == "\n" { line += 1; i += 1; continue }
            if c.isWhitespace { i += 1; continue }
            if c == "/" && peek(1) == "/" {
                var text = ""
                while let d = peek(), d != "\n" { text.append(d); i += 1 }
                comments[line, default: ""] += text
                continue
            }
            if c == "/" && peek(1) == "*" { skipBlockComment(); continue }
            if c == "#" || c == "\"" {
                var hashes = 0
                while peek(hashes) == "#" { hashes += 1 }
                if peek(hashes) == "\"" {
                    i += hashes
                    if string(hashes: hashes) { interpolationDepths.append(parens); parens += 1 }
                    continue
                }
            }
            if c.isNumber { number(); continue }
            if Self.isIdentifierStart(c) || c == "#" || c == "@" || c == "`" {
                var text = String(c); i += 1
                while let d = peek(), Self.isIdentifierPart(d) || d == "`" { text.append(d); i += 1 }
                tokens.append(Token(kind: .identifier, text: text.replacingOccurrences(of: "`", with: ""), line: line, value: nil))
                continue
            }
            if c == "." && peek(1) == "." {
                // A range operator (..., ..<): not a member access.
                var text = ""
                while peek() == "." { text.append("."); i += 1 }
                if peek() == "<" { text.append("<"); i += 1 }
                tokens.append(Token(kind: .op, text: text, line: line, value: nil))
                continue
            }
            if Self.operatorChars.contains(c) {
                var text = ""
                while let d = peek(), Self.operatorChars.contains(d) { text.append(d); i += 1 }
                tokens.append(Token(kind: .op, text: text, line: line, value: nil))
                continue
            }
            if c == "(" { parens += 1 }
            if c == ")" {
                parens -= 1
                if let d = interpolationDepths.last, d == parens {
                    // The interpolation ends: the string it was in goes on.
                    interpolationDepths.removeLast(); i += 1
                    if string(hashes: 0, resuming: true) { interpolationDepths.append(parens); parens += 1 }
                    continue
                }
            }
            tokens.append(Token(kind: .punctuation, text: String(c), line: line, value: nil))
            i += 1
        }
    }

    mutating func skipBlockComment() {
        var depth = 0
        repeat {
            if peek() == "/" && peek(1) == "*" { depth += 1; i += 2 }
            else if peek() == "*" && peek(1) == "/" { depth -= 1; i += 2 }
            else { if peek() == "\n" { line += 1 }; i += 1 }
        } while depth > 0 && i < s.count
    }

    /// Skips a string literal from its opening quote (or, resuming, from the end of an
    /// interpolation); returns true when it stops at the start of an interpolation's code.
    mutating func string(hashes: Int, resuming: Bool = false) -> Bool {
        // Resumed strings are ordinary ones: raw strings' interpolations are not read as code.
        let multi: Bool
        if resuming { multi = openMulti.last ?? false; openMulti.removeLast() }
        else {
            multi = peek() == "\"" && peek(1) == "\"" && peek(2) == "\""
            i += multi ? 3 : 1
        }
        let close = String(repeating: "\"", count: multi ? 3 : 1) + String(repeating: "#", count: hashes)
        while let c = peek() {
            if c == "\n" { line += 1 }
            if c == "\\" {
                var k = 1
                while k <= hashes && peek(k) == "#" { k += 1 }
                if k == hashes + 1 && peek(k) == "(" && hashes == 0 {
                    i += k + 1
                    openMulti.append(multi)
                    return true
                }
                i += k + 1
                continue
            }
            if String(s[i..<min(s.count, i + close.count)]) == close { i += close.count; return false }
            i += 1
        }
        errors.append((line, "a string literal is not closed"))
        return false
    }
    var openMulti: [Bool] = []

    mutating func number() {
        var text = ""
        while let c = peek() {
            let hex = text.hasPrefix("0x") || text.hasPrefix("0X")
            if c == "." {
                // A dot ends the number unless a digit follows (1.5, not 1.description or 0..<2).
                guard !text.contains("."), peek(1).map({ $0.isNumber || (hex && $0.isHexDigit) }) == true else { break }
            } else if c == "-" || c == "+" {
                // An exponent's sign: after e in a decimal, after p in a hexadecimal.
                guard let last = text.last, hex ? (last == "p" || last == "P") : (last == "e" || last == "E") else { break }
            } else if !(c.isLetter || c.isNumber || c == "_") { break }
            text.append(c); i += 1
        }
        tokens.append(Token(kind: .number, text: text, line: line, value: Self.value(text)))
    }

    /// A literal's value in any radix Swift has (0x, 0o, 0b, decimal, hexadecimal floats).
    static func value(_ literal: String) -> Double? {
        let t = literal.replacingOccurrences(of: "_", with: "")
        if t.hasPrefix("0x") {
            let body = t.dropFirst(2)
            if body.contains(where: { $0 == "." || $0 == "p" || $0 == "P" }) { return Double("0x" + body) }
            return UInt64(body, radix: 16).map(Double.init)
        }
        if t.hasPrefix("0o") { return UInt64(t.dropFirst(2), radix: 8).map(Double.init) }
        if t.hasPrefix("0b") { return UInt64(t.dropFirst(2), radix: 2).map(Double.init) }
        return Double(t)
    }
}

var failures = 0
var exempted = 0
func report(_ file: String, _ line: Int, _ what: String, _ source: [Substring], hint: String = "; take it from the look (Sources/LayoutVizCore/Look/)") {
    let text = line - 1 < source.count ? source[line - 1].trimmingCharacters(in: .whitespaces) : ""
    FileHandle.standardError.write(Data("check-look: \(file):\(line): \(what)\(hint):\n  \(text)\n".utf8))
    failures += 1
}

for file in CommandLine.arguments.dropFirst() {
    guard let text = try? String(contentsOfFile: file, encoding: .utf8) else {
        FileHandle.standardError.write(Data("check-look: error: cannot read \(file)\n".utf8)); exit(2)
    }
    let source = text.split(separator: "\n", omittingEmptySubsequences: false)
    var lexer = Lexer(text)
    lexer.run()
    for (line, message) in lexer.errors { report(file, line, message, source, hint: "") }
    // Lines that say why their numbers are not look values, with a reason from the list.
    var exempt = Set<Int>()
    for (line, comment) in lexer.comments {
        guard let r = comment.range(of: exemptionMark) else { continue }
        let reason = comment[r.upperBound...].trimmingCharacters(in: .whitespaces)
        if reasons.contains(reason) { exempt.insert(line); exempted += 1 }
        else { report(file, line, "'\(reason)' is not a reason the check knows (\(reasons.map { "'\($0)'" }.joined(separator: ", ")))", source, hint: "") }
    }
    let t = lexer.tokens
    var flagged = Set<Int>()
    func flag(_ line: Int, _ what: String) { if !exempt.contains(line), flagged.insert(line).inserted { report(file, line, what, source) } }
    let definesColours = colourDefinitions.contains { file.hasSuffix($0) }
    /// Whether the dot at `d` reads a member of a value (`look.red`), not an implicit member (`.red`).
    func memberAccess(_ d: Int) -> Bool {
        d >= 1 && (t[d - 1].kind == .identifier || t[d - 1].kind == .number || [")", "]", "?", "!"].contains(t[d - 1].text))
    }
    /// Whether the statement holding token `k` declares enumeration cases (`case a = 1, b = 5`).
    func caseDeclaration(before k: Int) -> Bool {
        var j = k - 1
        while j >= 0, t[j].line == t[k].line { if t[j].text == "case" { return true }; j -= 1 }
        return false
    }
    /// Whether token `k` is the angle of `.degrees(...)` (or `Angle(degrees: ...)`), a sign allowed.
    func angleArgument(at k: Int) -> Bool {
        var j = k - 1
        if j >= 0, t[j].text == "-" { j -= 1 }
        guard j >= 1 else { return false }
        if t[j].text == "(" { return t[j - 1].text == "degrees" }
        return t[j].text == ":" && t[j - 1].text == "degrees"
    }
    var parenDepth = 0
    for (k, tok) in t.enumerated() {
        let prev = k > 0 ? t[k - 1] : nil, next = k + 1 < t.count ? t[k + 1] : nil
        if tok.text == "(" { parenDepth += 1 } else if tok.text == ")" { parenDepth -= 1 }
        switch tok.kind {
        case .number:
            if prev?.text == "." { continue }  // a tuple element (.0, $0.1)
            if exempt.contains(tok.line) { continue }
            guard let v = tok.value else { flag(tok.line, "a number the check cannot read ('\(tok.text)')"); continue }
            // A case's number: an option set's raw value, an enumeration case's raw value.
            if k >= 2, prev?.text == ":", t[k - 2].text == "rawValue" { continue }
            if let p = prev, p.text == "=" || (p.text == "-" && k >= 2 && t[k - 2].text == "="), caseDeclaration(before: k) { continue }
            // A right angle or a multiple of one (.degrees(90), .degrees(-180)): geometry.
            if v.truncatingRemainder(dividingBy: 90) == 0, angleArgument(at: k) { continue }
            if ![0, 1, 2].contains(v) { flag(tok.line, "a number in place"); continue }
            // A number made from allowed ones: 2 * 2 * 2, 1 + 1, 1 / 2.
            if let op = next, op.kind == .op, arithmetic.contains(op.text), k + 2 < t.count, t[k + 2].kind == .number {
                flag(tok.line, "a number made in place (\(tok.text) \(op.text) \(t[k + 2].text))")
            }
        case .identifier:
            if definesColours { continue }
            if colourTypes.contains(tok.text) {
                // Color.clear is no colour; any other use of a colour type's members or initialisers makes one.
                // A call or a member call makes a colour in place when a number is written in its
                // arguments (Color(white: 0.5), Color.init(red: 1, ...)); Color(name),
                // Color(system: .label) and colours computed from others do not.
                var j = k + 1
                if next?.text == ".", k + 2 < t.count {
                    let member = t[k + 2].text
                    if member.first?.isUppercase == true || member == "self" || member == "clear" { break }  // a nested type, the type, no colour
                    j = k + 3
                    if j >= t.count || t[j].text != "(" { flag(tok.line, "a colour named in place (\(tok.text).\(member))"); break }
                }
                guard j < t.count, t[j].text == "(" else { break }
                var depth = 0, m = j
                repeat {
                    if t[m].text == "(" { depth += 1 } else if t[m].text == ")" { depth -= 1 }
                    if t[m].kind == .number, t[m - 1].text != "." { flag(tok.line, "a colour made in place (\(tok.text)(\(t[m].text)...))"); break }
                    if t[m].kind == .identifier, systemColours.contains(t[m].text), t[m - 1].text == ".", !memberAccess(m - 1) { flag(tok.line, "a colour named in place (.\(t[m].text))"); break }
                    m += 1
                } while depth > 0 && m < t.count
            } else if tok.text == "#colorLiteral" {
                flag(tok.line, "a colour made in place (#colorLiteral)")
            } else if colourLabels.contains(tok.text), next?.text == ":", parenDepth > 0, let p = prev, p.text == "(" || p.text == ",",
                      k + 2 < t.count, t[k + 2].kind == .number || (t[k + 2].text == "-" && k + 3 < t.count && t[k + 3].kind == .number) {
                flag(tok.line, "a colour made in place (\(tok.text): in a call)")
            } else if systemColours.contains(tok.text), prev?.text == ".", !(k >= 3 && t[k - 2].text == ":" && nonColourLabels.contains(t[k - 3].text)),
                      !memberAccess(k - 1) {
                flag(tok.line, "a colour named in place (.\(tok.text))")
            }
        default: break
        }
    }
}
print(failures == 0 ? "ok \(exempted)" : "failed \(failures) place\(failures == 1 ? "" : "s")")
exit(failures == 0 ? 0 : 1)
