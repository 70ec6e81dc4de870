import Foundation
import LayoutViz
import LayoutVizPreviewKit

/// `layoutviz check PATH...`: compiles the files against LayoutViz and lists, as one table ranked
/// by uses, the SwiftUI API they use that LayoutViz does not have yet (docs/previews.md).
struct CheckCommand {
    let console: Console

    func run(_ args: [String]) throws {
        let a = try Arguments(args, command: "check", options: ["package": .one, "quiet": .flag])
        var inputs = a.positionals
        if let package = a.value("package") { inputs.append(URL(fileURLWithPath: package).appendingPathComponent("Sources").path) }
        guard !inputs.isEmpty else { throw CLIError.usage("'check' needs Swift files or folders (or --package DIR); see 'layoutviz check --help'") }
        let files: [SourcePath]
        let sources: [PreviewProject.SourceFile]
        do {
            files = try PreviewSources.swiftFiles(inputs)
            let modules = a.value("package").map { PreviewSources.modules(of: files, package: $0) } ?? [:]
            sources = try PreviewSources.load(files, modules: modules)
        } catch let e as PreviewBuildError {
            throw CLIError.failure(e.message)
        }
        guard !files.isEmpty else { throw CLIError.failure("no Swift files in \(inputs.map { "'\($0)'" }.joined(separator: ", "))") }
        let build = PreviewBuild(project: PreviewProject(), quiet: a.has("quiet"), log: { [console] in console.err($0) })
        let diagnostics: [PreviewBuild.Diagnostic]
        do { diagnostics = try build.diagnose(sources) } catch let e as PreviewBuildError { throw CLIError.failure(e.message) }
        let userPaths = Set(sources.map(\.path))
        let errors = diagnostics.filter { $0.isError && userPaths.contains($0.path) }
        let report = MissingAPIReport(errors, root: PreviewSources.commonFolder(of: sources.map(\.path)))
        for line in report.lines { console.out(line) }
        if !report.missing.isEmpty || !report.other.isEmpty || report.followOnErrors > 0 { throw CLIError.failure(report.summary) }
    }
}

/// The compiler's errors sorted into API LayoutViz lacks (ranked by uses) and other errors.
package struct MissingAPIReport {
    /// One missing piece of API and where it is used.
    package struct Missing {
        package var name: String
        package var kind: String
        package var uses: [String]
    }

    package var missing: [Missing] = []
    package var other: [String] = []

    init(_ errors: [PreviewBuild.Diagnostic], root: String) {
        var byName: [String: Missing] = [:]
        var order: [String] = []
        for e in errors {
            let message = e.text.split(separator: "\n").first.map(String.init) ?? e.text
            let rel = e.path.hasPrefix(root + "/") ? String(e.path.dropFirst(root.count + 1)) : e.path
            let place = "\(rel):\(e.line)"
            if let (name, kind) = Self.classify(message) {
                if byName[name] == nil { order.append(name); byName[name] = Missing(name: name, kind: kind, uses: []) }
                if !byName[name]!.uses.contains(place) { byName[name]!.uses.append(place) }
            } else {
                let text = message.range(of: ": error: ").map { String(message[$0.upperBound...]) } ?? message
                other.append("\(place): \(text)")
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

    /// Errors that follow from missing API (not listed).
    package var followOnErrors = 0

    /// The API a compiler error says is missing: `cannot find 'Image' in scope` is the type or
    /// function `Image`; `value of type 'some View' has no member 'navigationTitle'` the modifier
    /// `.navigationTitle`; `type 'TextFieldStyle' has no member 'roundedBorder'` the static member.
    package static func classify(_ message: String) -> (name: String, kind: String)? {
        func quoted(_ s: Substring) -> [String] {
            s.split(separator: "'", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
        }
        guard let r = message.range(of: ": error: ") else { return nil }
        let text = message[r.upperBound...]
        let q = quoted(text)
        if text.hasPrefix("cannot find type "), let name = q.first { return (name, "type") }
        if text.hasPrefix("cannot find "), text.hasSuffix(" in scope"), let name = q.first {
            return (name, name.first?.isUppercase == true ? "type" : "function")
        }
        if text.hasPrefix("value of type "), text.contains(" has no member "), q.count >= 2 {
            let owner = q[0]
            let isView = owner.hasPrefix("some View") || owner.contains("View") || owner.hasPrefix("ModifiedContent") || owner == "Text"
            return (".\(q[1])", isView ? "modifier" : "member of \(owner)")
        }
        if text.hasPrefix("type "), text.contains(" has no member "), q.count >= 2 {
            return ("\(q[0]).\(q[1])", "static member")
        }
        if text.hasPrefix("module "), text.contains(" has no member named "), q.count >= 2 { return ("\(q[0]).\(q[1])", "type") }
        if text.hasPrefix("no such module "), let name = q.first { return ("import \(name)", "module") }
        return nil
    }

    var summary: String {
        let uses = missing.reduce(0) { $0 + $1.uses.count }
        var parts: [String] = []
        if !missing.isEmpty { parts.append("\(missing.count) missing API\(missing.count == 1 ? "" : "s") (\(uses) use\(uses == 1 ? "" : "s"))") }
        if !other.isEmpty { parts.append("\(other.count) other error\(other.count == 1 ? "" : "s")") }
        return parts.joined(separator: " and ")
    }

    /// The table: rank, uses, API, kind, where (the first three places).
    var lines: [String] {
        guard !missing.isEmpty || !other.isEmpty || followOnErrors > 0 else { return ["every API these files use is in LayoutViz: they compile"] }
        var out: [String] = []
        if !missing.isEmpty {
            let nameWidth = max(3, missing.map(\.name.count).max() ?? 0), kindWidth = max(4, missing.map(\.kind.count).max() ?? 0)
            func pad(_ s: String, _ n: Int) -> String { s + String(repeating: " ", count: max(0, n - s.count)) }
            out.append("uses  " + pad("API", nameWidth) + "  " + pad("kind", kindWidth) + "  where")
            for m in missing {
                let places = m.uses.prefix(3).joined(separator: ", ") + (m.uses.count > 3 ? ", +\(m.uses.count - 3) more" : "")
                out.append(String(repeating: " ", count: max(0, 4 - String(m.uses.count).count)) + "\(m.uses.count)  " + pad(m.name, nameWidth) + "  " + pad(m.kind, kindWidth) + "  " + places)
            }
            out.append("Swift reports one missing modifier per chain: after these, more may appear\(followOnErrors > 0 ? " (\(followOnErrors) follow-on error\(followOnErrors == 1 ? "" : "s") not shown)" : ""). Coverage: docs/coverage.md.")
        }
        if !other.isEmpty {
            out.append("other errors:")
            out += other.map { "  " + $0 }
        }
        return out
    }
}
