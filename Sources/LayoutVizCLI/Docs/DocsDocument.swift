import Foundation
import LayoutViz
import LayoutVizPreviewKit

/// A document `layoutviz docs` draws the pictures of: a Markdown article (plain, or in a DocC
/// catalog) or a DocC snippet file, with its Swift code blocks and what each asks for
/// (docs/docs-command.md).
struct DocsDocument {
    enum Kind: Equatable {
        /// A Markdown file: pictures in `<article>.images/`, `<picture>` references after blocks.
        case markdown
        /// An article of a DocC catalog: pictures in the catalog's `Resources/`, `@Image` references.
        case docc(catalog: URL)
        /// A file of a package's `Snippets/`: one picture set per `// snippet.<name>` slice, into
        /// the catalog's `Resources/`; the file itself is not changed.
        case snippet(catalog: URL)
    }

    let kind: Kind
    /// The absolute path (what the compiler's messages name).
    let path: String
    /// The path as shown.
    let display: String
    let text: String
    let blocks: [DocsBlock]

    /// The file's name without its extension (`split-screen`).
    var stem: String { URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent }

    /// Where its pictures go, and the name they start with there.
    var imageFolder: URL {
        switch kind {
        case .markdown: return URL(fileURLWithPath: path).deletingPathExtension().appendingPathExtension("images")
        case .docc(let catalog), .snippet(let catalog): return catalog.appendingPathComponent("Resources")
        }
    }

    /// The folder that holds the image folder (the article's own folder, or the catalog): the
    /// root of every write and removal, below which nothing is followed through a link.
    var imageRoot: URL { imageFolder.deletingLastPathComponent() }

    /// The image folder's name in `imageRoot`.
    var imageFolderName: String { imageFolder.lastPathComponent }

    /// Why the image folder cannot take pictures: a symbolic link or a file where it should be.
    var imageFolderProblem: String? {
        var st = stat()
        guard lstat(imageFolder.path, &st) == 0 else { return nil }
        switch st.st_mode & S_IFMT {
        case S_IFDIR: return nil
        case S_IFLNK: return "\(displayPath(imageFolder.path)) is a symbolic link; 'layoutviz docs' writes and removes pictures only in a real folder (remove the link)"
        default: return "\(displayPath(imageFolder.path)) is not a folder"
        }
    }

    /// The picture files the document's LayoutViz regions name (`<picture>` and `<img>`
    /// references, `@Image` directives): what earlier runs wrote for it.
    var referencedPictures: Set<String> {
        var out = Set<String>()
        let prefix = kind == .markdown ? imageFolderName + "/" : ""
        for line in DocsParser.lines(of: text) where line.contains("src") || line.contains("@Image(source:") {
            var rest = Substring(line)
            while let r = rest.range(of: "\"" + prefix) {
                let after = rest[r.upperBound...]
                guard let end = after.firstIndex(of: "\"") else { break }
                let name = String(after[..<end])
                if !name.contains("/") && !name.isEmpty { out.insert(name.replacingOccurrences(of: "&amp;", with: "&")) }
                rest = after[end...]
            }
        }
        return out
    }

    /// A picture's name in its folder, before the variant and scale: `split-view` in an article's
    /// own folder, `split-screen-split-view` in a catalog's shared `Resources/`.
    func imageBase(_ block: DocsBlock) -> String {
        if case .markdown = kind { return block.name }
        return stem + "-" + block.name
    }

    var isSnippet: Bool {
        if case .snippet = kind { return true }
        return false
    }

    /// Whether the document owns its image folder (an article's `.images`): files there that no
    /// block draws are left-overs.
    var ownsImageFolder: Bool { kind == .markdown }
}

/// A fenced Swift code block of a document, or a DocC snippet slice.
struct DocsBlock {
    enum Role: Equatable {
        /// Compiled and drawn.
        case render
        /// Compiled with the document's other blocks, not drawn (`swift layoutviz setup`).
        case setup
        /// Neither: code shown for reading alone (`swift layoutviz ignore`, or no view in it).
        case ignored
    }

    var role: Role
    /// The name its pictures are called by: `name=`, else the `#Preview`'s name, else its view's
    /// type name in kebab case; unique within the document.
    var name: String
    /// The line of the opening fence (a snippet slice's `// snippet.<name>` line).
    var openLine: Int
    /// The line of the closing fence (a slice's `// snippet.end`, or its last line).
    var closeLine: Int
    /// The code's first line.
    var firstCodeLine: Int { openLine + 1 }
    /// The code between the fences.
    var code: String
    /// The view drawn when the block has no `#Preview`: `view=`, else the first `View` it declares.
    var view: String?
    /// Whether the block holds `#Preview`s or `PreviewProvider`s of its own (drawn instead of `view`).
    var hasPreviews: Bool
    /// The options the block's info string gives, as the command line's (`--device=iphone-se`).
    var options: [String]
    /// `alt=`: the pictures' text alternative, when the block gives one.
    var alt: String?
    /// The fence's indentation (a block in a list item), which its picture region keeps.
    var indent = 0
}

/// Reading documents: fences, info strings, views; writing the Swift the blocks compile as.
enum DocsParser {
    /// The lines of `text`, split at LF and at CRLF (which Swift counts as one character).
    static func lines(of text: String) -> [String] {
        text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }).map(String.init)
    }

    /// The document's line ending, kept when it is rewritten: that of its first line (LF, CRLF,
    /// or a lone CR, as classic Mac OS files have it; CommonMark reads all three).
    static func lineEnding(of text: String) -> String {
        text.firstIndex { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }.map { String(text[$0]) } ?? "\n"
    }

    /// The Swift code blocks of Markdown `text` (CommonMark fences: three or more backticks or
    /// tildes, closed by at least as many of the same character). A fence may be indented (a
    /// block inside a list item); its code loses as much indentation, as CommonMark has it.
    /// Throws a one-line error for a bad `layoutviz` option, naming the line.
    static func markdownBlocks(_ text: String, display: String) throws -> [DocsBlock] {
        let lines = Self.lines(of: text)
        var blocks: [DocsBlock] = []
        var i = 0
        while i < lines.count {
            guard let (fence, info, indent) = openingFence(lines[i]) else { i += 1; continue }
            let open = i
            var close = lines.count
            var j = i + 1
            while j < lines.count {
                if isClosingFence(lines[j], fence: fence) { close = j; break }
                j += 1
            }
            let code = lines[(open + 1)..<min(close, lines.count)].map { line in
                String(line.dropFirst(min(indent, line.prefix { $0 == " " }.count)))
            }.joined(separator: "\n")
            i = close + 1
            let words = info.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            guard words.first?.lowercased() == "swift" else { continue }
            let marked = words.dropFirst().first == "layoutviz"
            let tokens = marked ? Array(words.dropFirst(2)) : []
            var b = try block(code: code, tokens: tokens, marked: marked, open: open + 1, close: min(close, lines.count - 1) + 1, where: "\(display):\(open + 1)")
            b.indent = indent
            blocks.append(b)
        }
        return named(blocks)
    }

    /// The slices of a DocC snippet file (`// snippet.<name>` … `// snippet.end`); a slice's
    /// options are a `// layoutviz: ...` comment inside it or right before it.
    static func snippetSlices(_ text: String, display: String) throws -> [DocsBlock] {
        let lines = Self.lines(of: text)
        var blocks: [DocsBlock] = []
        var current: (name: String, start: Int, tokens: [String])?
        var pending: [String] = []
        func finish(at end: Int) throws {
            guard let c = current else { return }
            let code = lines[(c.start + 1)..<end].joined(separator: "\n")
            var b = try block(code: code, tokens: c.tokens, marked: !c.tokens.isEmpty, open: c.start + 1, close: end + 1, where: "\(display):\(c.start + 1)")
            if !c.tokens.contains(where: { $0.hasPrefix("name=") }) { b.name = SafeName.slug(c.name) }
            blocks.append(b)
            current = nil
        }
        for (n, raw) in lines.enumerated() {
            let line = raw.trimmingCharacters(in: .whitespacesAndNewlines)
            if line.hasPrefix("// layoutviz:") {
                let tokens = line.dropFirst("// layoutviz:".count).split(separator: " ").map(String.init)
                if current != nil { current!.tokens += tokens } else { pending = tokens }
            } else if line.hasPrefix("// snippet.") {
                let id = String(line.dropFirst("// snippet.".count))
                if id == "hide" || id == "show" { continue }
                try finish(at: n)
                if id != "end" { current = (id, n, pending) }
                pending = []
            }
        }
        try finish(at: lines.count)
        return blocks
    }

    /// `(fence, info, indentation)` when `line` opens a fenced code block.
    static func openingFence(_ line: String) -> (String, String, Int)? {
        let indent = line.prefix { $0 == " " }.count
        let rest = line.dropFirst(indent)
        guard let c = rest.first, c == "`" || c == "~" else { return nil }
        let run = rest.prefix { $0 == c }.count
        guard run >= 3 else { return nil }
        // (A carriage return of a CRLF file counts as trailing space.)
        let info = rest.dropFirst(run).trimmingCharacters(in: .whitespacesAndNewlines)
        if c == "`" && info.contains("`") { return nil }
        return (String(repeating: c, count: run), info, indent)
    }

    static func isClosingFence(_ line: String, fence: String) -> Bool {
        let rest = line.drop { $0 == " " }
        let run = rest.prefix { $0 == fence.first! }.count
        return run >= fence.count && rest.dropFirst(run).trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    }

    /// The options a block's marker takes besides the variant axes'.
    static let blockOptions: [String: Arguments.Arity] = [
        "name": .one, "view": .one, "layout": .one, "alt": .one, "device": .many, "orientation": .one,
        "setup": .flag, "ignore": .flag,
    ].merging(Resolve.variantOptions) { a, _ in a }

    private static func block(code: String, tokens: [String], marked: Bool, open: Int, close: Int, where place: String) throws -> DocsBlock {
        for token in tokens {
            let key = String(token.drop { $0 == "-" }.prefix { $0 != "=" })
            guard blockOptions[key] == nil else { continue }
            let hint = closestMatches(to: key, in: Array(blockOptions.keys)).first.map { "; did you mean '\($0)'?" } ?? ""
            throw CLIError.usage("\(place): unknown block option '\(key)'\(hint); options look like device=iphone-se-3 or layout=fit, flags are setup and ignore")
        }
        let args = tokens.map { $0.hasPrefix("--") ? $0 : "--" + $0 }
        let a: Arguments
        do { a = try Arguments(args, command: "docs", options: blockOptions) } catch {
            throw CLIError.usage("\(place): \(error.message.replacingOccurrences(of: "; see 'layoutviz docs --help'", with: "")) in the block's layoutviz options (see 'layoutviz docs --help')")
        }
        let scan = SourceScanner.scan(code)
        let views = viewTypes(in: code)
        let hasPreviews = !scan.macros.isEmpty || !scan.providers.isEmpty
        let role: DocsBlock.Role
        if a.has("ignore") {
            role = .ignored
        } else if a.has("setup") {
            role = .setup
        } else if hasPreviews || !views.isEmpty || a.value("view") != nil {
            role = .render
        } else if marked {
            throw CLIError.usage("\(place): a layoutviz block with no view to draw: declare a View or a #Preview, name one with view=, or mark it setup")
        } else {
            role = .ignored
        }
        if let v = a.value("view"), !isTypeName(v) {
            throw CLIError.usage("\(place): view=\(v) is not the name of a view type (letters, digits and _, such as view=ProfileCard or view=Settings.Row)")
        }
        let view = a.value("view") ?? views.first
        let name = a.value("name") ?? scan.macros.first?.name.map(SafeName.slug) ?? view.map(kebab) ?? scan.providers.first.map { kebab($0.typeName) } ?? "block"
        return DocsBlock(role: role, name: SafeName.slug(name), openLine: open, closeLine: close, code: code,
                         view: view, hasPreviews: hasPreviews, options: args.filter { $0 != "--setup" && $0 != "--ignore" }, alt: a.value("alt"))
    }

    /// Whether `s` is a Swift type name, maybe qualified (`Card`, `Settings.Row`): what `view=`
    /// may hold, since it is written into the Swift that draws the block.
    static func isTypeName(_ s: String) -> Bool {
        let parts = s.split(separator: ".", omittingEmptySubsequences: false)
        return !parts.isEmpty && parts.allSatisfy { p in
            guard let first = p.unicodeScalars.first, first == "_" || CharacterSet.letters.contains(first) else { return false }
            return p.unicodeScalars.allSatisfy { $0 == "_" || CharacterSet.alphanumerics.contains($0) }
        }
    }

    /// Names made unique within a document (`chip`, `chip-2`) in the order the blocks come.
    private static func named(_ blocks: [DocsBlock]) -> [DocsBlock] {
        var used = Set<String>()
        return blocks.map { b in
            guard b.role == .render else { return b }
            var b = b
            var name = b.name, k = 2
            while used.contains(name) { name = "\(b.name)-\(k)"; k += 1 }
            used.insert(name)
            b.name = name
            return b
        }
    }

    /// The types `code` declares as views: `struct Name: View`, `final class Name: …, View`, at any
    /// nesting, outside comments; generic ones are left out (`view=` can still name one).
    static func viewTypes(in code: String) -> [String] {
        var out: [String] = []
        for raw in code.split(separator: "\n") {
            var line = Substring(raw)
            if let c = line.range(of: "//") { line = line[..<c.lowerBound] }
            let words = line.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ":" || $0 == "," || $0 == "<" || $0 == ">") })
            for (k, w) in words.enumerated() where (w == "struct" || w == "class") && k + 1 < words.count {
                var name = words[k + 1]
                var rest = Array(words[(k + 2)...])
                // `Name:` glued to its colon, or `Name<T>:`.
                if let colon = name.firstIndex(of: ":") {
                    rest.insert(name[name.index(after: colon)...], at: 0)
                    name = name[..<colon]
                }
                // A generic view cannot be made without its type arguments: not a default to draw.
                if name.contains("<") || rest.first?.hasPrefix("<") == true { continue }
                let conformances = rest.joined(separator: " ").split(whereSeparator: { $0 == " " || $0 == "," || $0 == ":" })
                guard !name.isEmpty, name.first!.isLetter || name.first == "_" else { continue }
                if conformances.contains(where: { $0 == "View" || $0 == "SwiftUI.View" }) { out.append(String(name)) }
            }
        }
        return out
    }

    /// `AdaptiveLayoutView` → `adaptive-layout-view`.
    static func kebab(_ name: String) -> String {
        var out = ""
        var previous: Character?
        for c in name {
            if c.isUppercase, let p = previous, p.isLowercase || p.isNumber { out.append("-") }
            out.append(c)
            previous = c
        }
        return SafeName.slug(out)
    }

    /// The Swift of a document's compiled blocks: each block's code under a `#sourceLocation` that
    /// names the document's line, then a `#Preview` per drawn block without one of its own, named
    /// by the block's index (the build's copy of the file closes the last `#sourceLocation`).
    /// Returns the text, each text line's document line (0: a directive),
    /// and the text line each block's code starts at.
    static func swiftSource(_ doc: DocsDocument) -> (text: String, lines: [Int], previewLine: [Int: Int], codeLines: [Int: ClosedRange<Int>]) {
        var text: [String] = []
        var lines: [Int] = []
        var codeLines: [Int: ClosedRange<Int>] = [:]
        var previewLine: [Int: Int] = [:]
        let literal = swiftLiteral(doc.path)
        if case .snippet = doc.kind {
            // The whole file compiles, as the package builds it.
            for (n, line) in Self.lines(of: doc.text).enumerated() {
                text.append(String(line))
                lines.append(n + 1)
            }
            for (k, b) in doc.blocks.enumerated() where b.role == .render {
                codeLines[k] = b.openLine...b.closeLine
            }
        } else {
            // Articles often leave the import out of their snippets: SwiftUI is implied.
            let imports = doc.blocks.contains { b in
                b.role != .ignored && b.code.split(separator: "\n").contains { $0.hasPrefix("import SwiftUI") || $0.hasPrefix("import LayoutViz") }
            }
            if !imports {
                text.append("import SwiftUI")
                lines.append(0)
            }
            for (k, b) in doc.blocks.enumerated() where b.role != .ignored {
                text.append("#sourceLocation(file: \(literal), line: \(b.firstCodeLine))")
                lines.append(0)
                let code = Self.lines(of: b.code)
                codeLines[k] = (text.count + 1)...(text.count + max(1, code.count))
                for (n, line) in code.enumerated() {
                    text.append(String(line))
                    lines.append(b.firstCodeLine + n)
                }
            }
        }
        for (k, b) in doc.blocks.enumerated() where b.role == .render && !b.hasPreviews {
            guard let view = b.view else { continue }
            text.append("#sourceLocation(file: \(literal), line: \(b.closeLine))")
            lines.append(0)
            text.append("#Preview(\(swiftLiteral("layoutviz-docs-\(k)"))) { \(view)() }")
            lines.append(b.closeLine)
            previewLine[k] = text.count
        }
        return (text.joined(separator: "\n") + "\n", lines, previewLine, codeLines)
    }
}
