import Foundation
import LayoutVizCore

/// The names the compiler's messages give a user's files, and the files they stand for
/// (docs/previews.md, "Messages").
///
/// Each copy of a user file starts with `#sourceLocation(file: NAME)`, so messages and
/// `#filePath` name the original. NAME is the file's path as shown when the compiler writes it
/// back unchanged in a message's first line: a plain path, with no quote, backslash or control
/// character (a folder named `a<newline>b` is shown as `a\x0Ab`, which the compiler would print
/// as `a\\x0Ab`) and nothing that reads like a message (`x.swift:1:1: error: y`). Any other file
/// is named `/layoutviz-source-<n>/<name>.swift` and its messages are shown with its own path.
///
/// A message belongs to a file by that name, matched whole at the start of the line: never by
/// splitting a line at `:` or `: error: `, so no folder name can make a user's error look like
/// LayoutViz's (which once made a damaged build cache be assumed and rebuilt).
package struct SourceLocations {
    /// The name in messages → the file's path as shown.
    private let paths: [String: String]
    /// The names, longest first (so that a name that is a prefix of another does not take its lines).
    private let names: [String]

    package init(_ files: [PreviewProject.SourceFile]) {
        var paths: [String: String] = [:]
        for (n, f) in files.enumerated() { paths[Self.name(for: f.path, index: n)] = f.path }
        self.paths = paths
        names = paths.keys.sorted { $0.utf8.count > $1.utf8.count }
    }

    /// The name file `index` of a build (path `path`, as shown) has in messages.
    package static func name(for path: String, index: Int) -> String {
        let plain = path.hasPrefix("/") && !path.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F || $0 == "\\" || $0 == "\"" }
            && ![": error: ", ": warning: ", ": note: ", ": remark: "].contains { path.contains($0) }
        if plain { return path }
        let base = SafeName.ascii(String(path.split(separator: "/").last ?? "file").replacingOccurrences(of: ".swift", with: ""), limit: 60)
        return "/layoutviz-source-\(index)/\(base).swift"
    }

    /// The compiler messages in `output`, once each, with the user's files named by their paths.
    package func diagnostics(_ output: String) -> [PreviewBuild.Diagnostic] {
        var result: [PreviewBuild.Diagnostic] = []
        var current: PreviewBuild.Diagnostic?
        func flush() {
            if let c = current, !result.contains(c) { result.append(c) }
            current = nil
        }
        for raw in output.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = String(raw)
            if let d = header(line) {
                flush()
                current = d
            } else if line.hasPrefix("[") || line.hasPrefix("error: ") || line.hasPrefix("warning: ") || line.hasPrefix("Building") || line.hasPrefix("Compiling")
                        || line.hasPrefix("Write ") || line.hasPrefix("Emitting") {
                flush()
            } else if current != nil, !line.isEmpty {
                current!.text += "\n" + line
            }
        }
        flush()
        return result
    }

    /// `NAME:line:column: error: message` (or warning, note) for a user file's name; else the
    /// same for any absolute path (LayoutViz's own files), split at the last `:line:column:`.
    func header(_ line: String) -> PreviewBuild.Diagnostic? {
        for name in names where line.hasPrefix(name + ":") {
            let rest = line.dropFirst(name.count + 1)
            let parts = rest.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
            guard parts.count == 3, let l = Int(parts[0]), let c = Int(parts[1]) else { continue }
            for kind in [" error: ", " warning: ", " note: "] where parts[2].hasPrefix(kind) {
                let path = paths[name]!
                return PreviewBuild.Diagnostic(path: path, line: l, column: c, isError: kind == " error: ", text: path + ":" + rest)
            }
        }
        return Self.anyHeader(line)
    }

    /// `path:line:column: error: message` for a path no user file has.
    static func anyHeader(_ line: String) -> PreviewBuild.Diagnostic? {
        guard line.hasPrefix("/") else { return nil }
        for kind in [": error: ", ": warning: ", ": note: "] {
            guard let r = line.range(of: kind) else { continue }
            let location = line[..<r.lowerBound].split(separator: ":")
            guard location.count >= 3, let l = Int(location[location.count - 2]), Int(location[location.count - 1]) != nil else { continue }
            let path = location.dropLast(2).joined(separator: ":")
            return PreviewBuild.Diagnostic(path: path, line: l, column: Int(location[location.count - 1]) ?? 0, isError: kind == ": error: ", text: line)
        }
        return nil
    }
}
