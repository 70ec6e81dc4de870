import Foundation
import LayoutViz
import LayoutVizPreviewKit

/// `layoutviz check PATH...`: compiles the files against LayoutViz and lists, as one table ranked
/// by uses, the SwiftUI API they use that LayoutViz does not have yet (docs/previews.md).
struct CheckCommand {
    let console: Console

    static let spec = CommandSpec("check", summary: "List the SwiftUI API your files use that LayoutViz does not have yet; --accessibility lints them", arguments: "<file.swift|folder>...",
                                  options: [SharedOptions.package, SharedOptions.target, SharedOptions.quiet] + AccessibilityCheck.options, text: [
        "Compiles the files against LayoutViz (as `layoutviz preview` does) and prints one table of the SwiftUI API they use that LayoutViz does not have yet (types, functions, modifiers, static members such as styles), ranked by uses, with where each is used; then any other compiler errors. Exit code 1 when anything is missing, 0 when the files compile.",
        "Swift reports one missing modifier per chain at a time, so fixing or removing those can reveal more.",
        "With --accessibility, builds the files' previews as 'preview' does and lints each on the devices given, at its text size and at accessibility3 for clipped text: one line a finding with the preview, the rule, the view's path (as 'explain' and 'elements' name views) and what is wrong; exit code 1 on findings. docs/accessibility.md.",
    ]) { console, a in try CheckCommand(console: console).run(a) }

    func run(_ a: Arguments) throws {
        var inputs = a.positionals
        if let package = a.value("package") { inputs.append(URL(fileURLWithPath: package).appendingPathComponent("Sources").path) }
        guard !inputs.isEmpty else { throw CLIError.usage("'check' needs Swift files or folders (or --package DIR); see 'layoutviz check --help'") }
        if a.flags.contains("accessibility") { return try AccessibilityCheck(console: console).run(a, inputs: inputs) }
        for option in ["ignore", "device"] + SharedOptions.variants.map(\.name) where a.list(option) != nil {
            throw CLIError.usage("--\(option) goes with --accessibility (the missing-API check takes no screen)")
        }
        let sources: [PreviewProject.SourceFile]
        do {
            let loaded = try PreviewSession.loadProject(inputs, package: a.value("package"), targets: a.list("target") ?? [])
            for w in loaded.warnings { console.err("layoutviz: warning: \(w)") }
            sources = loaded.sources
        } catch let e as PreviewBuildError {
            throw CLIError.failure(e.message)
        }
        guard !sources.isEmpty else { throw CLIError.failure("no Swift files in \(inputs.map { "'\($0)'" }.joined(separator: ", "))") }
        let build = PreviewBuild(project: PreviewProject(), quiet: a.has("quiet"), log: { [console] in console.err($0) })
        let root = PreviewSources.commonFolder(of: sources.filter(\.listsPreviews).map(\.path))
        // A syntax error first: what the type checker says after one is noise.
        let syntax: [PreviewBuild.Diagnostic]
        do { syntax = try build.syntaxErrors(sources) } catch let e as PreviewBuildError { throw CLIError.failure(e.message) }
        let broken = Set(syntax.map(\.path))
        // Files that import a module LayoutViz does not have stop the whole build at their
        // import: every such file is named first, with the files that use their types.
        let unbuildable: [String: Diagnosis.Cause]
        do { unbuildable = try build.unbuildable(sources.filter { !broken.contains($0.path) }) } catch let e as PreviewBuildError { throw CLIError.failure(e.message) }
        let parsed = sources.filter { !broken.contains($0.path) && unbuildable[$0.path] == nil }
        if !unbuildable.isEmpty {
            console.out("modules LayoutViz does not have:")
            var byModule: [String: [String]] = [:], users: [String] = []
            for (path, cause) in unbuildable {
                let name = PreviewBuild.relative(path, to: root)
                if case .missingModule(let m) = cause { byModule[m, default: []].append(name) } else { users.append("  \(name): \(cause.description)") }
            }
            for (m, files) in byModule.sorted(by: { ($1.value.count, $0.key) < ($0.value.count, $1.key) }) {
                console.out("  import \(m): \(files.count) file\(files.count == 1 ? "" : "s") (\(files.sorted().joined(separator: ", ")))")
            }
            if !users.isEmpty { console.out("files that use types from those (not checked further):"); users.sorted().forEach { console.out($0) } }
        }
        var diagnostics: [PreviewBuild.Diagnostic] = []
        if !parsed.isEmpty {
            do { diagnostics = try build.diagnose(parsed) } catch let e as PreviewBuildError { throw CLIError.failure(e.message) }
        }
        let report = MissingAPIReport(diagnostics, sources: Dictionary(parsed.map { ($0.path, $0.text) }, uniquingKeysWith: { a, _ in a }), root: root)
        if !syntax.isEmpty {
            console.out("syntax errors (these files were not checked further):")
            for e in syntax { console.out("  " + PreviewBuild.relative(e.path, to: root) + ":\(e.line):\(e.column): \(e.message)") }
        }
        if (syntax.isEmpty && unbuildable.isEmpty) || !report.missing.isEmpty || !report.other.isEmpty { for line in report.lines { console.out(line) } }
        var failures: [String] = []
        let modules = Set(unbuildable.values.compactMap { if case .missingModule(let m) = $0 { return m } else { return nil } })
        if !modules.isEmpty { failures.append("\(unbuildable.count) file\(unbuildable.count == 1 ? "" : "s") cannot build without \(modules.count) module\(modules.count == 1 ? "" : "s") LayoutViz does not have (\(modules.sorted().joined(separator: ", ")))") }
        if !syntax.isEmpty { failures.append("\(syntax.count) syntax error\(syntax.count == 1 ? "" : "s")") }
        if !report.missing.isEmpty || !report.other.isEmpty || report.followOnErrors > 0 { failures.append(report.summary) }
        if !failures.isEmpty { throw CLIError.failure(failures.joined(separator: " and ")) }
    }
}
