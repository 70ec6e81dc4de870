import Foundation

/// What can be known about a set of files before compiling them, so that one build says what
/// would otherwise take one build per file (docs/previews.md, "Files that do not compile"):
/// `swiftc` stops a whole module at the first `import` of a module that is not there, and a file
/// that uses a type declared in a file left out fails only in the next build.
///
/// - Files importing a module that is not there (`SwiftData`, `WidgetKit`, an app's package
///   dependency) are found by asking the compiler once about every such module.
/// - Files using a type declared only in files left out are left out with them, transitively.
package enum Diagnosis {
    /// Why a file is left out before a build.
    package enum Cause: Hashable, Sendable {
        /// It imports `module`, which is not there.
        case missingModule(String)
        /// It uses `type`, declared only in `file`, which is left out.
        case usesLeftOut(type: String, file: String)

        /// The cause as said in the file's line.
        package var description: String {
            switch self {
            case .missingModule(let m): return "imports \(m), which LayoutViz does not have (no such module)"
            case .usesLeftOut(let type, let file): return "uses \(type), declared in \(URL(fileURLWithPath: file).lastPathComponent), which is left out"
            }
        }
    }

    /// The files among `files` that import a module `available` says is not there, with it
    /// (the first such import of each file).
    package static func missingModules(_ files: [PreviewProject.SourceFile], available: (Set<String>) -> Set<String>) -> [String: Cause] {
        let own = Set(files.compactMap(\.module))
        let imports = Dictionary(files.map { ($0.path, PreviewProject.imports(in: $0.text)) }, uniquingKeysWith: { a, _ in a })
        let asked = Set(imports.values.joined()).subtracting(own)
        let there = available(asked)
        var out: [String: Cause] = [:]
        for f in files {
            if let m = (imports[f.path] ?? []).first(where: { asked.contains($0) && !there.contains($0) }) { out[f.path] = .missingModule(m) }
        }
        return out
    }

    /// The files among `remaining` that use a type declared only in `leftOut` files (and, in
    /// turn, only in files left out for that), with the type and where it was declared.
    package static func dependents(of leftOut: [PreviewProject.SourceFile], among remaining: [PreviewProject.SourceFile]) -> [String: Cause] {
        var declaredOut: [String: String] = [:]  // type → a left-out file declaring it
        for f in leftOut { for t in declaredTypes(in: f.text) where declaredOut[t] == nil { declaredOut[t] = f.path } }
        // Each remaining file tokenised once, whatever number of rounds follow.
        var declares: [String: Set<String>] = [:], uses: [String: Set<String>] = [:]
        for f in remaining where declares[f.path] == nil {
            declares[f.path] = declaredTypes(in: f.text)
            uses[f.path] = identifiers(in: f.text)
        }
        var kept = remaining
        var out: [String: Cause] = [:]
        while !declaredOut.isEmpty {
            let declaredIn = Set(kept.flatMap { declares[$0.path] ?? [] })
            let gone = declaredOut.filter { !declaredIn.contains($0.key) }
            guard !gone.isEmpty else { break }
            var next: [String: String] = [:]
            for f in kept {
                let used = uses[f.path] ?? []
                guard let (type, file) = gone.filter({ used.contains($0.key) }).min(by: { $0.key < $1.key }) else { continue }
                out[f.path] = .usesLeftOut(type: type, file: file)
                for t in declares[f.path] ?? [] where next[t] == nil { next[t] = f.path }
            }
            kept.removeAll { out[$0.path] != nil }
            declaredOut = next
        }
        return out
    }

    /// The keywords that declare a type.
    private static let declarationKeywords: Set<String> = ["struct", "class", "enum", "protocol", "actor", "typealias"]

    /// The types a file declares at its top level (`struct`, `class`, `enum`, `protocol`,
    /// `actor`, `typealias`), outside comments and strings.
    package static func declaredTypes(in text: String) -> Set<String> {
        var out = Set<String>()
        var depth = 0
        var previous = ""
        forEachToken(text) { token, _ in
            if token == "{" { depth += 1 } else if token == "}" { depth = max(0, depth - 1) } else if depth == 0,
                declarationKeywords.contains(previous), token.first.map({ $0.isLetter || $0 == "_" }) == true {
                out.insert(token)
            }
            previous = token
        }
        return out
    }

    /// Every identifier a file writes, outside comments and strings (an interpolation's code is
    /// skipped too: it rarely names a type).
    package static func identifiers(in text: String) -> Set<String> {
        var out = Set<String>()
        var previous = ""
        forEachToken(text) { token, _ in
            // A type's own declaration, at any depth (`extension Models { class Note {} }`), is not a use.
            if token.first.map({ $0.isLetter || $0 == "_" }) == true, !declarationKeywords.contains(previous) {
                out.insert(token)
            }
            previous = token
        }
        return out
    }

    /// Calls `body` with each identifier and each brace of `text`, skipping comments and
    /// string literals.
    /// The zero-based lines of each type declared at the top level of `text` with a body
    /// (`struct`, `class`, `enum`, `protocol`, `actor`): from its keyword's line to its closing
    /// brace's, outside comments and strings.
    package static func declarationLines(in text: String) -> [String: ClosedRange<Int>] {
        var lineStarts: [Int] = [0]
        for (k, c) in text.unicodeScalars.enumerated() where c == "\n" { lineStarts.append(k + 1) }
        func line(_ offset: Int) -> Int {
            var (lo, hi) = (0, lineStarts.count - 1)
            while lo < hi {
                let mid = (lo + hi + 1) / 2
                if lineStarts[mid] <= offset { lo = mid } else { hi = mid - 1 }
            }
            return lo
        }
        var out: [String: ClosedRange<Int>] = [:]
        var depth = 0
        var previous = ""
        var keywordLine = 0
        var pending: (name: String, line: Int)?
        var open: (name: String, line: Int)?
        forEachToken(text) { token, offset in
            if token == "{" {
                if depth == 0, let p = pending { open = p }
                pending = nil
                depth += 1
            } else if token == "}" {
                depth = max(0, depth - 1)
                if depth == 0, let o = open {
                    out[o.name] = out[o.name] ?? o.line...line(offset)
                    open = nil
                }
            } else if depth == 0 {
                if declarationKeywords.contains(token) { keywordLine = line(offset); pending = nil }
                if declarationKeywords.contains(previous), previous != "typealias", token.first.map({ $0.isLetter || $0 == "_" }) == true {
                    pending = (token, keywordLine)
                }
            }
            previous = token
        }
        return out
    }

    /// Calls `body` with each token of `text` outside comments and strings (identifiers, members
    /// with their dot, braces) and its offset in unicode scalars.
    private static func forEachToken(_ text: String, _ body: (String, Int) -> Void) {
        let s = Array(text.unicodeScalars)
        var i = 0
        func at(_ k: Int) -> Unicode.Scalar? { k < s.count ? s[k] : nil }
        while i < s.count {
            let c = s[i]
            if c == "/" && at(i + 1) == "/" {
                while i < s.count && s[i] != "\n" { i += 1 }
            } else if c == "/" && at(i + 1) == "*" {
                var depth = 0
                repeat {
                    if at(i) == "/" && at(i + 1) == "*" { depth += 1; i += 2 } else if at(i) == "*" && at(i + 1) == "/" { depth -= 1; i += 2 } else { i += 1 }
                } while depth > 0 && i < s.count
            } else if c == "\"" || (c == "#" && (at(i + 1) == "\"" || at(i + 1) == "#")) {
                var hashes = 0
                while at(i) == "#" { hashes += 1; i += 1 }
                let multi = at(i) == "\"" && at(i + 1) == "\"" && at(i + 2) == "\""
                i += multi ? 3 : 1
                let close = String(repeating: "\"", count: multi ? 3 : 1) + String(repeating: "#", count: hashes)
                let closeScalars = Array(close.unicodeScalars)
                while i < s.count {
                    if s[i] == "\\" && hashes == 0 { i += 2; continue }
                    if s[i] == "\n" && !multi { break }
                    if Array(s[i..<min(s.count, i + closeScalars.count)]) == closeScalars { i += closeScalars.count; break }
                    i += 1
                }
            } else if c == "{" || c == "}" {
                body(String(c), i)
                i += 1
            } else if c.properties.isAlphabetic || c == "_" {
                // A member (`Models.Note`, `.note`) is passed with its dot: it names no top-level type.
                let start = i
                var word = i > 0 && s[i - 1] == "." ? "." : ""
                while let d = at(i), d.properties.isAlphabetic || d.properties.numericType != nil || d == "_" { word.unicodeScalars.append(d); i += 1 }
                body(word, start)
            } else {
                i += 1
            }
        }
    }
}
