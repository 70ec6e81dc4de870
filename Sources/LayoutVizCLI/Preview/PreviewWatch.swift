import Foundation
import LayoutViz
import LayoutVizPreviewKit

/// `layoutviz preview --watch`: renders, then re-renders whenever a file is saved, and serves a
/// live page (docs/previews.md). Saves are debounced; a save during a build stops that build and
/// starts again. One line per round says what happened and how long it took. A preview that
/// fails (a compile error, a crash, a hang) leaves the last good pictures in place.
struct PreviewWatch {
    let command: PreviewCommand
    let options: PreviewCommand.Options
    let port: UInt16

    /// How long the files must stay unchanged before a round starts.
    static let debounce: TimeInterval = 0.1

    func run() throws {
        let console = command.console
        if let problem = folderProblem(options.out.path) {
            throw CLIError.failure("cannot write to output folder '\(options.out.path)': \(problem)")
        }
        let server = try LiveServer(root: options.out, port: port)
        server.start()
        let watcher = FileWatcher(inputs: options.inputs, skipping: [options.out.path])
        console.out("watching \(options.inputs.joined(separator: ", ")); live page: \(server.url) (Ctrl-C to stop)")
        if let reason = watcher.fallbackReason { console.err("layoutviz: note: \(reason); looking at the Swift files once a second instead") }
        // One session for every round: its workers stay up while the program is unchanged.
        let session = PreviewSession(request: options.request, limits: options.limits, quiet: options.quiet, log: { console.err($0) },
                                     output: { console.err($0) })
        defer { session.shutdown() }
        var roundNumber = 0
        var changed: [String] = []
        var pendingSince: Date? = Date()
        var firstChange: Date?
        while true {
            if let since = pendingSince, Date().timeIntervalSince(since) >= Self.debounce {
                roundNumber += 1
                let outcome: PreviewCommand.Outcome
                do {
                    // A save during the build stops it; the loop then starts a new round.
                    var during: [String] = []
                    outcome = try command.round(options, session: session, shouldCancel: {
                        during += watcher.changes()
                        return !during.isEmpty
                    })
                    if outcome.cancelled {
                        console.out("round \(roundNumber): a file changed during the build; building again")
                        changed = Array(Set(changed + during)).sorted()
                        pendingSince = Date()
                        continue
                    }
                } catch let error as CLIError {
                    server.update(ok: false, message: error.message)
                    console.out("round \(roundNumber): \(error.message)")
                    pendingSince = nil
                    changed = []
                    firstChange = nil
                    continue
                }
                let what = changed.isEmpty ? "first round" : changed.map { URL(fileURLWithPath: $0).lastPathComponent }.joined(separator: ", ") + " changed"
                let timing = String(format: "built in %.1f s, rendered in %.1f s", outcome.buildSeconds, outcome.renderSeconds)
                let saveToPicture = firstChange.map { String(format: "; save to picture %.1f s", Date().timeIntervalSince($0)) } ?? ""
                var problems: [String] = []
                let names = outcome.failing.keys.sorted().map { URL(fileURLWithPath: $0).lastPathComponent }
                if !names.isEmpty { problems.append("\(names.joined(separator: ", ")) \(names.count == 1 ? "does" : "do") not compile (messages in the terminal)") }
                if !outcome.failedPreviews.isEmpty {
                    let n = outcome.failedPreviews.count
                    problems.append("\(n) preview\(n == 1 ? "" : "s") failed: \(outcome.failedPreviews.map { "\($0.label) \($0.failure)" }.joined(separator: "; "))")
                }
                if problems.isEmpty {
                    server.update(ok: true, message: "")
                    console.out("round \(roundNumber): \(what): \(timing)\(changed.isEmpty ? "" : saveToPicture)")
                } else {
                    let message = problems.joined(separator: "; ") + "; showing the last good pictures"
                    // The pictures that did draw are new: the page reloads them, and shows the message.
                    server.update(ok: false, message: message, reload: outcome.compiled > 0)
                    console.out("round \(roundNumber): \(what): \(message)")
                }
                changed = []
                pendingSince = nil
                firstChange = nil
            }
            let now = watcher.changes(waiting: 0.05)
            if !now.isEmpty {
                changed = Array(Set(changed + now)).sorted()
                if firstChange == nil { firstChange = Date() }
                pendingSince = Date()
            }
        }
    }
}
