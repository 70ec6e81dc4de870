import Foundation

/// The asset symbols Xcode generates for a target's asset catalogs (Xcode 15 and later), written
/// for the preview program so that `Image(.scenery)`, `Color(.brand)` and `.foregroundStyle(.brand)`
/// compile (docs/previews.md, "Asset symbols"): for each colour set `ColorResource.<name>` with
/// `Color.<name>` and the shape style, for each image set `ImageResource.<name>`. A symbol is left
/// out when the user's files declare the same name (projects made before Xcode 15 declare their
/// own constants, and have the generation off), and `Bundle.module` is declared when a file uses
/// it (the preview program has no package resources).
package enum AssetSymbols {
    /// The generated file's name in each module's folder.
    package static let fileName = "zz-asset-symbols.swift"

    /// The colour sets and image sets of the catalogs near `files`: catalogs in each file's
    /// folder and the two above it, and up to three levels below those.
    package static func assets(near files: [String]) -> (colors: [String], images: [String]) {
        var catalogs = Set<String>()
        let fm = FileManager.default
        var visited = Set<String>()
        for file in files {
            var dir = URL(fileURLWithPath: file).deletingLastPathComponent()
            for _ in 0..<3 {
                if visited.insert(dir.path).inserted { findCatalogs(in: dir, depth: 3, into: &catalogs, fm: fm) }
                dir.deleteLastPathComponent()
            }
        }
        var colors = Set<String>(), images = Set<String>()
        for catalog in catalogs.sorted() { collect(URL(fileURLWithPath: catalog), colors: &colors, images: &images, fm: fm, depth: 8) }
        return (colors.sorted(), images.sorted())
    }

    private static func findCatalogs(in dir: URL, depth: Int, into out: inout Set<String>, fm: FileManager) {
        guard depth > 0, let names = try? fm.contentsOfDirectory(atPath: dir.path) else { return }
        for name in names.sorted() where !name.hasPrefix(".") && name != ".build" {
            let url = dir.appendingPathComponent(name)
            var isDir: ObjCBool = false
            guard fm.fileExists(atPath: url.path, isDirectory: &isDir), isDir.boolValue else { continue }
            if name.hasSuffix(".xcassets") {
                out.insert(url.standardizedFileURL.path)
            } else if !name.hasSuffix(".xcodeproj") && !name.hasSuffix(".lproj") {
                findCatalogs(in: url, depth: depth - 1, into: &out, fm: fm)
            }
        }
    }

    private static func collect(_ dir: URL, colors: inout Set<String>, images: inout Set<String>, fm: FileManager, depth: Int) {
        guard depth > 0, let names = try? fm.contentsOfDirectory(atPath: dir.path) else { return }
        for name in names where !name.hasPrefix(".") {
            if name.hasSuffix(".colorset") { colors.insert(String(name.dropLast(".colorset".count))) }
            else if name.hasSuffix(".imageset") { images.insert(String(name.dropLast(".imageset".count))) }
            else if !name.contains(".") || name.hasSuffix(".xcassets") { collect(dir.appendingPathComponent(name), colors: &colors, images: &images, fm: fm, depth: depth - 1) }
        }
    }

    /// The symbol Xcode gives an asset: its words joined in camel case, the first lower-cased
    /// (a leading run of capitals as one word, `URLIcon` → `urlIcon`; a name of capitals alone
    /// kept, `CCU`), without a trailing `Color` for colours or `Image` for images; nil when no
    /// identifier remains. [INF] Xcode's exact rules are not published; these reproduce the
    /// names public projects use (`AccentColor` → `accent`, `Scenery` → `scenery`, `CCU`,
    /// `steam_background` → `steamBackground`).
    package static func identifier(for name: String, color: Bool) -> String? {
        var words = name.split(whereSeparator: { !($0.isLetter || $0.isNumber) }).map(String.init)
        guard !words.isEmpty else { return nil }
        for i in 1..<words.count { words[i] = words[i].prefix(1).uppercased() + words[i].dropFirst() }
        var id = words.joined()
        let suffix = color ? "Color" : "Image"
        if id.hasSuffix(suffix), id.count > suffix.count { id.removeLast(suffix.count) }
        if !id.allSatisfy({ $0.isUppercase || $0.isNumber }) {
            let capitals = id.prefix(while: \.isUppercase).count
            if capitals == 1 {
                id = id.prefix(1).lowercased() + id.dropFirst()
            } else if capitals > 1 {
                // An acronym: lower all but the capital that starts the next word.
                let keep = id.dropFirst(capitals).first?.isLowercase == true ? capitals - 1 : capitals
                id = id.prefix(keep).lowercased() + id.dropFirst(keep)
            }
        }
        if id.first?.isNumber == true { id = "_" + id }
        return id.isEmpty ? nil : id
    }

    /// Names the system already gives `Color`, `ShapeStyle` and `UIColor` (a colour set named
    /// `label` would make `Color(.label)` ambiguous): no symbol is generated for them [INF].
    static let systemNames: Set<String> = [
        "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink", "brown", "gray", "black", "white",
        "clear", "primary", "secondary", "tertiary", "quaternary", "quinary", "accentColor", "background", "foreground", "fill", "tint",
        "selection", "separator", "bar", "label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "placeholderText", "link",
        "tintColor", "systemBackground", "secondarySystemBackground", "tertiarySystemBackground", "systemGroupedBackground",
        "secondarySystemGroupedBackground", "tertiarySystemGroupedBackground", "opaqueSeparator", "systemFill", "secondarySystemFill",
        "tertiarySystemFill", "quaternarySystemFill", "systemRed", "systemOrange", "systemYellow", "systemGreen", "systemMint",
        "systemTeal", "systemCyan", "systemBlue", "systemIndigo", "systemPurple", "systemPink", "systemBrown", "systemGray", "systemGray2",
        "systemGray3", "systemGray4", "systemGray5", "systemGray6", "darkGray", "lightGray", "magenta",
        "ultraThinMaterial", "thinMaterial", "regularMaterial", "thickMaterial", "ultraThickMaterial",
    ]

    /// Swift's keywords, which a symbol cannot be named without backticks.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout", "internal", "let", "open",
        "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
        "throw", "switch", "where", "while", "as", "false", "is", "nil", "self", "super", "throws", "true", "try", "Any", "Self", "Type",
    ]

    /// The Swift source declaring the symbols of `colors` and `images` that `userText` does not
    /// declare itself, and `Bundle.module` when `userText` uses it; nil when there is nothing to declare.
    package static func source(colors: [String], images: [String], userText: String) -> String? {
        func declared(_ id: String) -> Bool {
            userText.range(of: "(let|var|func|case)\\s+`?\(NSRegularExpression.escapedPattern(for: id))`?\\b", options: .regularExpression) != nil
        }
        func literal(_ s: String) -> String { "\"" + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\"" }
        var lines: [String] = []
        var seen = Set<String>()
        for name in colors {
            guard let id = identifier(for: name, color: true), !systemNames.contains(id), !declared(id), seen.insert("c" + id).inserted else { continue }
            let symbol = keywords.contains(id) ? "`\(id)`" : id
            lines.append("extension ColorResource { static let \(symbol) = ColorResource(name: \(literal(name))) }")
            lines.append("extension Color { static var \(symbol): Color { Color(ColorResource.\(symbol)) } }")
            lines.append("extension ShapeStyle where Self == Color { static var \(symbol): Color { Color(ColorResource.\(symbol)) } }")
        }
        for name in images {
            guard let id = identifier(for: name, color: false), !declared(id), seen.insert("i" + id).inserted else { continue }
            let symbol = keywords.contains(id) ? "`\(id)`" : id
            lines.append("extension ImageResource { static let \(symbol) = ImageResource(name: \(literal(name))) }")
        }
        if userText.contains("Bundle.module") || userText.contains(".module)") || userText.contains(": .module") {
            if !declared("module") { lines.append("extension Foundation.Bundle { static var module: Bundle { .main } }") }
        }
        guard !lines.isEmpty else { return nil }
        return "// Generated by layoutviz: the asset symbols Xcode generates for the asset catalogs near these files.\nimport SwiftUI\n\n"
            + lines.joined(separator: "\n") + "\n"
    }
}
