import Foundation
import LayoutViz
import LayoutVizPreviewKit

/// `layoutviz check --accessibility`: the accessibility lint over every preview of the files, one
/// line a finding (the preview, the rule, the view's path, what is wrong), exit code 1 when any
/// is left after `--ignore` (docs/accessibility.md, "The lint").
struct AccessibilityCheck {
    let console: Console

    static let options = [
        OptionSpec("accessibility", .flag, "Run the accessibility lint over every preview instead: images without labels, controls with empty or symbol-only labels, touch targets under 44×44 pt, text cut short at an accessibility text size, text contrast under WCAG AA from the drawn pixels, overlapping controls, duplicate labels."),
        SharedOptions.device.help("With --accessibility: the screens to lint on. Default: iphone-17."),
        OptionSpec("ignore", .many, "RULE[@VIEW]...", "With --accessibility: silence a rule, everywhere or on one view (a path as printed, its last components, or an accessibility identifier): --ignore contrast, --ignore hit-target@Toolbar/Button#2."),
    ] + SharedOptions.variants

    func run(_ a: Arguments, inputs: [String]) throws {
        let known = Set(AccessibilityLint.rules.map(\.name) + ["all"])
        let ignores = a.list("ignore") ?? []
        if let bad = ignores.first(where: { !known.contains(String($0.split(separator: "@", maxSplits: 1)[0])) }) {
            throw CLIError.usage("unknown rule in --ignore '\(bad)'; the rules are \(AccessibilityLint.rules.map(\.name).joined(separator: ", "))")
        }
        let devices = try Resolve.devices(a.list("device") ?? [Defaults.device])
        let appearances = try Resolve.appearances(a)
        var options = PreviewCommand.Options(inputs: inputs, devices: devices, orientations: [.portrait], formats: [.png],
                                             out: URL(fileURLWithPath: Defaults.outputFolder + "/previews").standardizedFileURL,
                                             quiet: true, list: false, devicesGiven: true, orientationGiven: true)
        options.appearances = appearances.map { $0 }
        options.package = a.value("package")
        options.imageFolders = ImageFolders.near(inputs, warn: { [console] in console.err($0) })
        let sources: [PreviewProject.SourceFile]
        do { sources = try PreviewSession.loadProject(inputs, package: options.package, targets: a.list("target") ?? []).sources } catch let e as PreviewBuildError {
            throw CLIError.failure(e.message)
        }
        guard !sources.isEmpty else { throw CLIError.failure("no Swift files in \(inputs.map { "'\($0)'" }.joined(separator: ", "))") }
        let console = self.console
        let session = PreviewSession(request: options.request, quiet: a.has("quiet"), log: { console.err($0) }, output: { console.err($0) })
        defer { session.shutdown() }
        var outcome = PreviewCommand.Outcome()
        let listing = try PreviewCommand.prepare(session, sources: sources, inputs: inputs, console: console, outcome: &outcome)
        if !outcome.failing.isEmpty { throw CLIError.failure("\(outcome.failing.count) file\(outcome.failing.count == 1 ? "" : "s") did not compile (messages above)") }
        guard let listing, !listing.items.isEmpty else { throw CLIError.failure("no previews in \(inputs.map { "'\($0)'" }.joined(separator: ", ")) to lint") }
        var jobs: [PreviewJob] = [], labels: [String] = []
        for item in listing.items {
            for device in devices {
                for appearance in appearances {
                    let configuration = options.base.on(device, Orientation.portrait).with(appearance)
                    jobs.append(.lint(item, on: configuration))
                    labels.append("\(item.label) on \(device.id)\(configuration.variantSuffix)")
                }
            }
        }
        var lines: [String] = [], silenced = 0, failures: [String] = []
        session.run(jobs) { job, result in
            switch result {
            case .success(let r):
                if let error = r.error { failures.append("\(labels[job.id]): \(error)"); return }
                let findings = (try? JSONDecoder().decode([AccessibilityFinding].self, from: Data((r.lint ?? "[]").utf8))) ?? []
                for f in findings {
                    if ignores.contains(where: { f.isSilenced(by: $0) }) { silenced += 1; continue }
                    lines.append("\(labels[job.id]): \(f.rule): \(f.path): \(f.message)")
                }
            case .failure(let f): failures.append("\(labels[job.id]) \(f)")
            }
        }
        for line in lines { console.out(line) }
        for f in failures { console.err("layoutviz: error: \(f)") }
        let note = silenced > 0 ? " (\(silenced) silenced by --ignore)" : ""
        if !failures.isEmpty { throw CLIError.failure("\(failures.count) preview\(failures.count == 1 ? "" : "s") could not be linted") }
        if !lines.isEmpty {
            throw CLIError.failure("\(lines.count) accessibility finding\(lines.count == 1 ? "" : "s") in \(jobs.count) screen\(jobs.count == 1 ? "" : "s")\(note); silence one with --ignore RULE@VIEW")
        }
        console.err("no accessibility findings in \(jobs.count) screen\(jobs.count == 1 ? "" : "s")\(note)")
    }
}
