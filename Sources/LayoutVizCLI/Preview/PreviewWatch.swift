import Foundation
import LayoutViz
import LayoutVizPreviewKit

/// `layoutviz preview --watch`: renders, then re-renders whenever a file is saved, and serves a
/// live page (docs/previews.md). Saves are debounced; a save during a build stops that build and
/// starts again. One line per round says what happened and how long it took.
struct PreviewWatch {
    let command: PreviewCommand
    let options: PreviewCommand.Options
    let port: UInt16

    /// How long the files must stay unchanged before a round starts.
    static let debounce: TimeInterval = 0.15
    /// How often the files are looked at.
    static let pollInterval: useconds_t = 50_000

    func run() throws {
        let console = command.console
        if let problem = folderProblem(options.out.standardizedFileURL.path) {
            throw CLIError.failure("cannot write to output folder '\(options.out.path)': \(problem)")
        }
        let server = try LiveServer(root: options.out, port: port)
        server.start()
        console.out("watching \(options.inputs.joined(separator: ", ")); live page: \(server.url) (Ctrl-C to stop)")
        var roundNumber = 0
        var signature = try Self.signature(options.inputs)
        var changed: [String] = []
        var pendingSince: Date? = Date()
        while true {
            if let since = pendingSince, Date().timeIntervalSince(since) >= Self.debounce {
                roundNumber += 1
                let newest = Self.newestModification(signature)
                // Stop the build when another save comes in; the loop then starts a new round.
                let baseline = signature
                var next = baseline
                let outcome: PreviewCommand.Outcome
                do {
                    outcome = try command.round(options, files: baseline.keys.sorted(), shouldCancel: {
                        guard let now = try? Self.signature(options.inputs) else { return false }
                        next = now
                        return now != baseline
                    })
                } catch let error as CLIError {
                    server.update(ok: false, message: error.message)
                    console.out("round \(roundNumber): \(error.message)")
                    signature = (try? Self.signature(options.inputs)) ?? signature
                    pendingSince = nil
                    continue
                }
                if outcome.cancelled {
                    console.out("round \(roundNumber): a file changed during the build; building again")
                    changed = Self.differences(baseline, next)
                    signature = next
                    pendingSince = Date()
                    continue
                }
                let what = changed.isEmpty ? "first round" : changed.map { URL(fileURLWithPath: $0).lastPathComponent }.joined(separator: ", ") + " changed"
                let timing = String(format: "built in %.1f s, rendered in %.1f s", outcome.buildSeconds, outcome.renderSeconds)
                let saveToPicture = newest.map { String(format: "; save to picture %.1f s", Date().timeIntervalSince($0)) } ?? ""
                if outcome.failing.isEmpty && outcome.hostStatus == 0 {
                    server.update(ok: true, message: "")
                    console.out("round \(roundNumber): \(what): \(timing)\(changed.isEmpty ? "" : saveToPicture)")
                } else {
                    let names = outcome.failing.keys.sorted().map { URL(fileURLWithPath: $0).lastPathComponent }
                    let message = names.isEmpty ? "rendering failed (messages in the terminal)"
                        : "\(names.joined(separator: ", ")) \(names.count == 1 ? "does" : "do") not compile (messages in the terminal); showing the last good pictures"
                    server.update(ok: false, message: message)
                    console.out("round \(roundNumber): \(what): \(message)")
                }
                changed = []
                pendingSince = nil
            }
            usleep(Self.pollInterval)
            guard let now = try? Self.signature(options.inputs) else { continue }
            if now != signature {
                changed = Array(Set(changed + Self.differences(signature, now))).sorted()
                signature = now
                pendingSince = Date()
            }
        }
    }

    /// Each input file's modification time and size.
    static func signature(_ inputs: [String]) throws -> [String: [Double]] {
        var out: [String: [Double]] = [:]
        for f in try PreviewCommand.swiftFiles(inputs) {
            let a = try? FileManager.default.attributesOfItem(atPath: f)
            let m = (a?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            let size = (a?[.size] as? NSNumber)?.doubleValue ?? 0
            out[f] = [m, size]
        }
        return out
    }

    static func differences(_ a: [String: [Double]], _ b: [String: [Double]]) -> [String] {
        Set(a.keys).union(b.keys).filter { a[$0] != b[$0] }.sorted()
    }

    static func newestModification(_ s: [String: [Double]]) -> Date? {
        s.values.map { $0[0] }.max().map { Date(timeIntervalSince1970: $0) }
    }
}
