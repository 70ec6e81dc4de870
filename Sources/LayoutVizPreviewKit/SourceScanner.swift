import Foundation

/// Finds previews in Swift source without compiling it: `#Preview` blocks and types that conform to
/// `PreviewProvider`, at file scope, outside comments and string literals (docs/previews.md).
///
/// A careful scanner rather than SwiftParser: the toolchain's SwiftSyntax libraries can only be
/// linked with unsafe compiler flags and a toolchain path found at build time. The scanner knows
/// Swift's comments (nested), string literals (single-line, multi-line, raw, with interpolations)
/// and bracket nesting, which is all that finding these declarations needs.
package struct SourceScan: Equatable {
    /// A `#Preview` block: where it starts, the name when its first argument is a string literal,
    /// and the byte offsets of `#Preview`, of its body's `{` and of the body's closing `}`.
    package struct MacroPreview: Equatable {
        package var line: Int
        package var name: String?
        package var start: Int
        package var bodyOpen: Int
        package var bodyClose: Int
    }

    /// A type declared (or extended) as conforming to `PreviewProvider`.
    package struct Provider: Equatable {
        package var line: Int
        package var typeName: String
        package init(line: Int, typeName: String) {
            self.line = line
            self.typeName = typeName
        }
    }

    package var macros: [MacroPreview] = []
    package var providers: [Provider] = []
    /// Byte offsets of `@main` attributes (left out of preview programs).
    package var mainAttributes: [Int] = []
    /// Byte offsets of `@Previewable` attributes (left out: a local `@State` needs no macro).
    package var previewableAttributes: [Int] = []
    /// Byte ranges of the top-level statements (code that is not a declaration), when asked for:
    /// allowed only in a `main.swift`, and left out of the preview program's copy of one.
    package var topLevelStatements: [Range<Int>] = []
    /// Why scanning stopped early (an unterminated comment or string), if it did.
    package var problem: String?
}

package enum SourceScanner {
    /// Scans `text`; `topLevelStatements` also finds the statements at file scope (for a `main.swift`).
    package static func scan(_ text: String, topLevelStatements: Bool = false) -> SourceScan {
        let bytes = Array(text.utf8)
        var s = Scanner(bytes)
        s.run()
        var result = s.result
        if topLevelStatements && result.problem == nil {
            var t = Scanner(bytes)
            result.topLevelStatements = t.topLevelStatements()
        }
        return result
    }
}

private struct Scanner {
    let b: [UInt8]
    var i = 0
    var line = 1
    /// Nesting of `{`, `(` and `[` at the current point.
    var depth = 0
    var result = SourceScan()
    /// Set when a `struct`/`class`/`enum`/`extension`/`actor` keyword was seen at file scope: the
    /// declaration's name and its inheritance clause so far.
    var pendingType: (name: String, line: Int, clause: String)?

    init(_ bytes: [UInt8]) { b = bytes }

    func peek(_ k: Int = 0) -> UInt8 { i + k < b.count ? b[i + k] : 0 }

    mutating func advance() {
        if b[i] == UInt8(ascii: "\n") { line += 1 }
        i += 1
    }

    mutating func run() {
        while i < b.count {
            if result.problem != nil { return }
            codeStep()
        }
    }

    /// Skips a comment, a string literal or an `@Previewable` attribute at `i` (recording the
    /// attribute); false when `i` starts none of them.
    mutating func skipNonCode() -> Bool {
        let c = b[i]
        if c == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "/") {
            while i < b.count && b[i] != UInt8(ascii: "\n") { i += 1 }
            return true
        }
        if c == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") {
            skipBlockComment()
            return true
        }
        if c == UInt8(ascii: "\"") || (c == UInt8(ascii: "#") && rawStringStart() != nil) {
            skipString()
            return true
        }
        if c == UInt8(ascii: "@") && matches("@Previewable") && !isIdentifierPart(peek(12)) {
            result.previewableAttributes.append(i)
            i += 12
            return true
        }
        return false
    }

    /// One step in code: skips a comment or literal, or handles one character.
    mutating func codeStep() {
        if skipNonCode() { return }
        let c = b[i]
        if isIdentifierStart(c) {
            let start = i
            let startLine = line
            while i < b.count && isIdentifierPart(b[i]) { i += 1 }
            word(String(decoding: b[start..<i], as: UTF8.self), at: start, line: startLine)
            return
        }
        if c == UInt8(ascii: "#") && depth == 0 && matches("#Preview") && !isIdentifierPart(peek(8)) {
            macroPreview()
            return
        }
        if c == UInt8(ascii: "@") && depth == 0 && matches("@main") && !isIdentifierPart(peek(5)) {
            result.mainAttributes.append(i)
            i += 5
            return
        }
        switch c {
        case UInt8(ascii: "{"):
            if depth == 0, let t = pendingType {
                if t.clause.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }).contains(where: { $0 == "PreviewProvider" || $0 == "SwiftUI.PreviewProvider" }) {
                    result.providers.append(SourceScan.Provider(line: t.line, typeName: t.name))
                }
                pendingType = nil
            }
            depth += 1
        case UInt8(ascii: "("), UInt8(ascii: "["):
            depth += 1
        case UInt8(ascii: "}"), UInt8(ascii: ")"), UInt8(ascii: "]"):
            depth = max(0, depth - 1)
        default:
            if depth == 0, pendingType != nil { pendingType!.clause.append(Character(UnicodeScalar(c))) }
        }
        advance()
    }

    mutating func word(_ w: String, at start: Int, line: Int) {
        guard depth == 0 else { return }
        if pendingType != nil {
            if pendingType!.name.isEmpty {
                pendingType!.name = w
            } else {
                pendingType!.clause += " " + w + " "
            }
            return
        }
        if ["struct", "class", "enum", "extension", "actor"].contains(w) {
            pendingType = ("", line, "")
        }
    }

    func matches(_ s: String) -> Bool {
        let u = Array(s.utf8)
        guard i + u.count <= b.count else { return false }
        return Array(b[i..<(i + u.count)]) == u
    }

    mutating func skipWhitespaceAndComments() {
        while i < b.count {
            if b[i] == UInt8(ascii: " ") || b[i] == UInt8(ascii: "\t") || b[i] == UInt8(ascii: "\n") || b[i] == UInt8(ascii: "\r") {
                advance()
            } else if b[i] == UInt8(ascii: "/") && (peek(1) == UInt8(ascii: "/") || peek(1) == UInt8(ascii: "*")) {
                _ = skipNonCode()
            } else {
                return
            }
        }
    }

    /// `#Preview`, optional `(arguments)`, then the body in braces.
    mutating func macroPreview() {
        let start = i
        let startLine = line
        i += 8
        skipWhitespaceAndComments()
        var name: String?
        if peek() == UInt8(ascii: "(") {
            advance()
            skipWhitespaceAndComments()
            if peek() == UInt8(ascii: "\"") {
                let s = i
                skipString()
                let literal = String(decoding: b[s..<i], as: UTF8.self)
                if literal.hasPrefix("\"") && !literal.hasPrefix("\"\"\"") && !literal.contains("\\(") { name = String(literal.dropFirst().dropLast()) }
            }
            skipBalanced(open: UInt8(ascii: "("), close: UInt8(ascii: ")"), alreadyOpen: 1)
            skipWhitespaceAndComments()
        }
        guard peek() == UInt8(ascii: "{") else { return } // not a block we understand; compile it as is
        let open = i
        advance()
        skipBalanced(open: UInt8(ascii: "{"), close: UInt8(ascii: "}"), alreadyOpen: 1)
        guard result.problem == nil else { return }
        // A widget preview's labelled trailing closure (`timeline: { ... }`, `timelineProvider: { ... }`)
        // belongs to the block.
        var (end, endLine) = (i, line)
        skipWhitespaceAndComments()
        for label in ["timelineProvider", "timeline"] where matches(label) && !isIdentifierPart(peek(label.utf8.count)) {
            let save = i
            i += label.utf8.count
            skipWhitespaceAndComments()
            guard peek() == UInt8(ascii: ":") else { i = save; break }
            advance()
            skipWhitespaceAndComments()
            guard peek() == UInt8(ascii: "{") else { i = save; break }
            advance()
            skipBalanced(open: UInt8(ascii: "{"), close: UInt8(ascii: "}"), alreadyOpen: 1)
            (end, endLine) = (i, line)
            break
        }
        (i, line) = (end, endLine)
        guard result.problem == nil else { return }
        result.macros.append(SourceScan.MacroPreview(line: startLine, name: name, start: start, bodyOpen: open, bodyClose: i - 1))
    }

    /// Skips to just past the bracket that closes `alreadyOpen` open ones, through comments and strings.
    mutating func skipBalanced(open: UInt8, close: UInt8, alreadyOpen: Int) {
        var n = alreadyOpen
        while i < b.count && n > 0 {
            if skipNonCode() { continue }
            let c = b[i]
            if c == open { n += 1 } else if c == close { n -= 1 }
            advance()
        }
        if n > 0 { result.problem = "unbalanced brackets" }
    }

    mutating func skipBlockComment() {
        var nesting = 0
        while i < b.count {
            if b[i] == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") {
                nesting += 1
                i += 2
            } else if b[i] == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/") {
                nesting -= 1
                i += 2
                if nesting == 0 { return }
            } else {
                advance()
            }
        }
        result.problem = "unterminated comment"
    }

    /// The number of `#` before a `"` starting at `i`, when `i` starts a raw string.
    func rawStringStart() -> Int? {
        var k = 0
        while peek(k) == UInt8(ascii: "#") { k += 1 }
        return k > 0 && peek(k) == UInt8(ascii: "\"") ? k : nil
    }

    /// Skips a string literal starting at `i` (`"`, `"""`, or raw `#"`/`#"""`), with interpolations.
    mutating func skipString() {
        let hashes = rawStringStart() ?? 0
        i += hashes
        let multiline = peek() == UInt8(ascii: "\"") && peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
        i += multiline ? 3 : 1
        while i < b.count {
            let c = b[i]
            if c == UInt8(ascii: "\\") && (0..<hashes).allSatisfy({ peek(1 + $0) == UInt8(ascii: "#") }) {
                let after = 1 + hashes
                if peek(after) == UInt8(ascii: "(") {
                    i += after + 1
                    skipBalanced(open: UInt8(ascii: "("), close: UInt8(ascii: ")"), alreadyOpen: 1)
                    continue
                }
                i += after
                if i < b.count { advance() }
                continue
            }
            if c == UInt8(ascii: "\"") {
                let closes = multiline ? (peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")) : true
                if closes && (0..<hashes).allSatisfy({ peek((multiline ? 3 : 1) + $0) == UInt8(ascii: "#") }) {
                    i += (multiline ? 3 : 1) + hashes
                    return
                }
            }
            if c == UInt8(ascii: "\n") && !multiline { break } // an unterminated single-line string
            advance()
        }
        if i >= b.count { result.problem = "unterminated string literal" }
    }

    func isIdentifierStart(_ c: UInt8) -> Bool {
        (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z")) || c == UInt8(ascii: "_") || c >= 0x80
    }

    func isIdentifierPart(_ c: UInt8) -> Bool {
        isIdentifierStart(c) || (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9"))
    }
}

extension Scanner {
    /// Words that begin a declaration at file scope (after attributes and modifiers).
    static let declarationWords: Set<String> = [
        "import", "struct", "class", "enum", "extension", "actor", "protocol", "func", "let", "var", "typealias",
        "precedencegroup", "operator", "macro",
    ]
    /// Modifiers that may come before a declaration's word.
    static let modifierWords: Set<String> = [
        "public", "private", "fileprivate", "internal", "open", "package", "final", "nonisolated", "indirect", "infix", "prefix",
        "postfix", "dynamic", "isolated", "consuming", "borrowing", "sending",
    ]

    /// The byte ranges of the top-level items that are statements rather than declarations: each
    /// item runs from its first token at file scope to the end of its last line, continued over
    /// lines that begin with `.`, an operator, `else` or `catch`, or that follow a line ending in
    /// an operator or a comma. Compiler directives (`#if`, `#endif`) are items of their own, so a
    /// statement inside `#if DEBUG` is found too. `#Preview` and other macros at file scope are kept.
    mutating func topLevelStatements() -> [Range<Int>] {
        var out: [Range<Int>] = []
        var itemStart: Int?
        var isStatement: Bool?      // decided by the item's first word
        var lastCode: UInt8 = 0     // the last code byte of the item, outside comments
        var nesting = 0
        func finish(_ end: Int) {
            if let s = itemStart, isStatement == true { out.append(s..<end) }
            itemStart = nil
            isStatement = nil
        }
        while i < b.count {
            if result.problem != nil { return out }
            let c = b[i]
            if nesting == 0 && (c == UInt8(ascii: "\n") || c == UInt8(ascii: ";")) {
                guard itemStart != nil else { advance(); continue }
                let end = i
                if c == UInt8(ascii: ";") {
                    advance()
                    finish(i)  // with its `;`, which alone at file scope is not allowed either
                    continue
                }
                advance()
                skipWhitespaceAndComments()
                if !continues(after: lastCode) { finish(end) }
                continue
            }
            if c == UInt8(ascii: " ") || c == UInt8(ascii: "\t") || c == UInt8(ascii: "\r") { advance(); continue }
            if c == UInt8(ascii: "/") && (peek(1) == UInt8(ascii: "/") || peek(1) == UInt8(ascii: "*")) { _ = skipNonCode(); continue }
            if nesting == 0 && itemStart == nil {
                itemStart = i
                if c == UInt8(ascii: "#") {
                    // A directive or a macro at file scope: kept, and a directive ends at its line.
                    isStatement = false
                }
            }
            if c == UInt8(ascii: "\"") || (c == UInt8(ascii: "#") && rawStringStart() != nil) {
                if nesting == 0 && isStatement == nil { isStatement = true }
                skipString()
                lastCode = UInt8(ascii: "\"")
                continue
            }
            if nesting == 0 && isStatement == nil && c == UInt8(ascii: "@") {
                // An attribute, with its arguments: the word after it decides.
                advance()
                while i < b.count && isIdentifierPart(b[i]) { advance() }
                if peek() == UInt8(ascii: "(") {
                    advance()
                    skipBalanced(open: UInt8(ascii: "("), close: UInt8(ascii: ")"), alreadyOpen: 1)
                }
                lastCode = UInt8(ascii: ")")
                continue
            }
            if isIdentifierStart(c) {
                let start = i
                while i < b.count && isIdentifierPart(b[i]) { advance() }
                if nesting == 0 && isStatement == nil {
                    let word = String(decoding: b[start..<i], as: UTF8.self)
                    if Self.declarationWords.contains(word) { isStatement = false } else if !Self.modifierWords.contains(word) { isStatement = true }
                }
                lastCode = b[i - 1]
                continue
            }
            if nesting == 0 && isStatement == nil { isStatement = true }
            switch c {
            case UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "["): nesting += 1
            case UInt8(ascii: "}"), UInt8(ascii: ")"), UInt8(ascii: "]"): nesting = max(0, nesting - 1)
            default: break
            }
            lastCode = c
            advance()
        }
        finish(b.count)
        return out
    }

    /// Whether the code at `i` continues the item whose last code byte was `last`.
    func continues(after last: UInt8) -> Bool {
        guard i < b.count else { return false }
        let operators = Array("=+-*/%<>!&|^?:~.,".utf8)
        // A line ending in an operator or a comma goes on (not `!`, `?` and `>`: postfix and generics).
        if operators.contains(last) && last != UInt8(ascii: "!") && last != UInt8(ascii: "?") && last != UInt8(ascii: ">") { return true }
        let c = b[i]
        if c == UInt8(ascii: ".") { return true }  // a member: `.padding()` on the next line
        if operators.contains(c) {
            // A binary operator (`+ 1`, `?? x`, `&& y`) is followed by a space; a prefix one is not.
            var k = 1
            while operators.contains(peek(k)) { k += 1 }
            return peek(k) == UInt8(ascii: " ") || peek(k) == UInt8(ascii: "\t")
        }
        for word in ["else", "catch"] where matches(word) && !isIdentifierPart(peek(word.utf8.count)) { return true }
        return false
    }
}
