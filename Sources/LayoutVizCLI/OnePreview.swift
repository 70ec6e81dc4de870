import Foundation
import LayoutViz
import LayoutVizPreviewKit

/// One preview of a Swift file, laid out in a worker for one job: what `explain FILE[:PREVIEW]`
/// and `elements FILE[:PREVIEW]` share. The file is built as `preview` builds it; PREVIEW is a
/// `#Preview`'s name or a provider's title or file-name slug (default: the first).
struct OnePreview {
    /// The preview's label (`File.swift › Name`), and what the screen was.
    let label: String
    let device: Device
    let orientation: Orientation
    let result: PreviewJobResult

    /// Whether a positional names a Swift file (`Views.swift`, `Sources/App/Views.swift:Dark`)
    /// rather than a sample.
    static func namesAFile(_ positional: String) -> Bool {
        let file = positional.split(separator: ":", maxSplits: 1).first.map(String.init) ?? positional
        return file.hasSuffix(".swift")
    }

    /// Builds `argument`'s file, picks its preview and runs the job `makeJob` makes for it on the
    /// screen and variant the options name (one of each).
    static func run(_ argument: String, _ a: Arguments, command: String, console: Console,
                    makeJob: (PreviewItem, RenderConfiguration) -> PreviewJob) throws -> OnePreview {
        if a.positionals.count > 1 { throw CLIError.usage("'\(command)' takes one file or sample, got \(a.positionals.count)") }
        let parts = argument.split(separator: ":", maxSplits: 1).map(String.init)
        let file = parts[0], wanted = parts.count > 1 ? parts[1] : nil
        guard FileManager.default.fileExists(atPath: file) else { throw CLIError.usage("no such file '\(file)'") }
        let appearances = try Resolve.appearances(a)
        guard appearances.count == 1 else { throw CLIError.usage("'\(command)' takes one value of each variant option (one colour scheme, text size, direction...)") }
        let device = try Resolve.device(a.value("device") ?? Defaults.device)
        let orientation = try Resolve.orientation(a.value("orientation") ?? "portrait")
        guard orientation.count == 1 else { throw CLIError.usage("'\(command)' takes one orientation: portrait or landscape") }
        var options = PreviewCommand.Options(inputs: [file], devices: [device], orientations: orientation, formats: [.png],
                                             out: URL(fileURLWithPath: Defaults.outputFolder + "/previews").standardizedFileURL,
                                             quiet: true, list: false, devicesGiven: true, orientationGiven: true)
        options.appearances = [appearances[0]]
        options.imageFolders = ImageFolders.near([file], warn: { console.err($0) })
        if let chrome = a.value("chrome") { options.chrome = try Resolve.chrome(chrome) }
        options.widget = Resolve.widget(a)
        let session = PreviewSession(request: options.request, quiet: true, log: { console.err($0) }, output: { console.err($0) })
        defer { session.shutdown() }
        let sources: [PreviewProject.SourceFile]
        do { sources = try PreviewSession.load([file]) } catch let e as PreviewBuildError { throw CLIError.failure(e.message) }
        var outcome = PreviewCommand.Outcome()
        let listing = try PreviewCommand.prepare(session, sources: sources, inputs: [file], console: console, outcome: &outcome)
        if !outcome.failing.isEmpty { throw CLIError.failure("\(file) did not compile (messages above)") }
        guard let listing, !listing.items.isEmpty else {
            if let (label, failure) = outcome.failedPreviews.first { throw CLIError.failure("\(label) \(failure)") }
            throw CLIError.failure("no previews in '\(file)' (looked for #Preview blocks and PreviewProvider types)")
        }
        let item: PreviewItem
        if let wanted {
            guard let found = listing.items.first(where: { $0.title == wanted || $0.slug == wanted }) else {
                throw CLIError.usage("no preview '\(wanted)' in \(file); its previews: \(listing.items.map { "'\($0.title)'" }.joined(separator: ", "))")
            }
            item = found
        } else {
            item = listing.items[0]
        }
        var answer: Result<PreviewJobResult, PreviewFailure>?
        session.run([makeJob(item, options.base.on(device, orientation[0]).with(appearances[0]))]) { _, outcome in answer = outcome }
        switch answer {
        case .success(let r)?:
            if let error = r.error { throw CLIError.failure("\(item.label): \(error)") }
            return OnePreview(label: item.label, device: device, orientation: orientation[0], result: r)
        case .failure(let f)?: throw CLIError.failure("\(item.label) \(f)")
        case nil: throw CLIError.failure("\(item.label): the worker gave no answer")
        }
    }
}
