import CProcess
import Foundation
import LayoutViz
import LayoutVizGolden
import LayoutVizPreviewKit

/// The program `layoutviz preview` builds from a user's files: a preview worker. It lists the
/// previews of its entries and draws them, one job at a time, for the supervisor that started it
/// (`PreviewWorkers`; docs/previews.md, "Isolation and limits").
///
/// The generated `main.swift` lists one `Entry` per `PreviewProvider` type and `#Preview` block and
/// calls `PreviewHost.main(_:)`.
public enum PreviewHost {
    /// A `PreviewProvider` type or a `#Preview` block of one file.
    public struct Entry {
        /// The file's path, as shown (absolute).
        public let file: String
        /// The line it starts on.
        public let line: Int
        /// The provider's type name, or nil for a `#Preview`.
        public let provider: String?
        let make: () -> Made

        /// What an entry gives: a `#Preview` (its body not yet run) or a provider's `previews`.
        enum Made {
            case macro(Preview)
            case provider(AnyView)
        }

        /// A `PreviewProvider`: each top-level view of its `previews` is one preview.
        public static func provider(_ name: String, file: String, line: Int, previews: @escaping @MainActor () -> AnyView) -> Entry {
            Entry(file: file, line: line, provider: name, make: { .provider(MainActorBody.call({ $0() }, with: previews)) })
        }

        /// A `#Preview` block: one preview.
        public static func macro(file: String, line: Int, _ preview: @escaping @MainActor () -> Preview) -> Entry {
            Entry(file: file, line: line, provider: nil, make: { .macro(MainActorBody.call({ $0() }, with: preview)) })
        }
    }

    /// Runs the program. `--worker` works for a supervisor, which sends the run's request first
    /// (`WorkerRequest`) and then jobs; anything else is refused: the program is not meant to be
    /// run by hand.
    public static func main(_ entries: [Entry]) -> Never {
        guard Array(CommandLine.arguments.dropFirst()) == ["--worker"] else {
            FileHandle.standardError.write(Data("layoutviz: error: this program draws previews for 'layoutviz preview' and takes only --worker; run 'layoutviz preview' instead\n".utf8))
            exit(2)
        }
        PreviewWorker(entries: { _ in entries }).run()
    }

    /// Serves a supervisor as `main(_:)` does, with the entries the run's request names (a test
    /// binary's linked previews, `WorkerRequest.linked`); for LayoutVizTesting.
    package static func serve(_ entries: @escaping (WorkerRequest) throws -> [Entry]) -> Never {
        PreviewWorker(entries: entries).run()
    }
}

/// One worker: reads the run's request, then jobs, does each on its main thread (where SwiftUI
/// runs bodies: they are main-actor isolated, docs/concurrency.md), answers each.
struct PreviewWorker {
    /// The program's entries for a run's request.
    let entries: (WorkerRequest) throws -> [PreviewHost.Entry]

    /// Makes `identifier` this process's time zone: the C library's (`TZ`) and Foundation's.
    static func useTimeZone(_ identifier: String) {
        setenv("TZ", identifier, 1)
        tzset()
        if let zone = TimeZone(identifier: identifier) { NSTimeZone.default = zone }
    }

    /// Refuses the request with one line on standard error and exit code 2.
    static func refuse(_ problem: String) -> Never {
        FileHandle.standardError.write(Data("layoutviz: error: the worker request was refused: \(problem)\n".utf8))
        exit(2)
    }

    func run() -> Never {
        // The supervisor holds the other end of this pipe and never writes: when it reads
        // end-of-file the supervisor is gone, and so is the reason to go on.
        let lifeline = Thread {
            var byte: UInt8 = 0
            while read(previewLifelineDescriptor, &byte, 1) < 0 && errno == EINTR {}
            _exit(70)
        }
        lifeline.start()
        Self.growMainStack()
        // The preview's own `print`s go out a line at a time (standard output is a pipe, which C
        // would otherwise buffer until exit), and everything is flushed after each job.
        lv_line_buffer_stdout()
        let decoder = JSONDecoder()
        var splitter = LineSplitter(limit: 64 << 20)
        var buffer = [UInt8](repeating: 0, count: 65536)
        var context: WorkerContext?
        while true {
            let n = read(previewJobDescriptor, &buffer, buffer.count)
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { exit(0) }
            var lines: [String] = []
            splitter.feed(buffer[0..<n]) { lines.append($0) }
            for line in lines {
                guard let context else {
                    // The first line: the run's request.
                    let request: WorkerRequest
                    do { request = try decoder.decode(WorkerRequest.self, from: Data(line.utf8)) } catch { Self.refuse(describeError(error)) }
                    let made: WorkerContext
                    do { made = try WorkerContext(entries: try entries(request), request: request) } catch { Self.refuse(describeError(error)) }
                    // The user's code runs in the picture's time zone, so that a date it makes with
                    // `Calendar.current` or `Date()` shows as the picture shows dates (docs/variants.md).
                    Self.useTimeZone(request.configuration.timeZone)
                    context = made
                    Self.send(PreviewWorkers.readyLine + "\n")
                    continue
                }
                guard let job = try? decoder.decode(PreviewJob.self, from: Data(line.utf8)) else { continue }
                let result = context.perform(job)
                fflush(nil)
                Self.send(jsonLine(result) + "\n")
            }
        }
    }

    /// Writes `line` whole on the results pipe; exits when the supervisor is gone.
    static func send(_ line: String) {
        Data(line.utf8).withUnsafeBytes { raw in
            var sent = 0
            while sent < raw.count {
                let k = write(previewResultDescriptor, raw.baseAddress!.advanced(by: sent), raw.count - sent)
                if k < 0 && errno == EINTR { continue }
                if k <= 0 { exit(0) }
                sent += k
            }
        }
    }

    /// The main thread's stack may grow to `mainStackLimit` (the kernel checks the limit as the stack
    /// grows, and keeps at least 128 MiB free below it for that): deep but finite view trees draw on
    /// the main thread (the engine moves walks deeper than thousands of views to a larger stack of
    /// its own, with the main thread waiting), endless recursion in a body still ends in a stack
    /// overflow, and only this worker dies.
    static func growMainStack() {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_STACK.rawValue), &limit) == 0, limit.rlim_cur != rlim_t.max, limit.rlim_cur < mainStackLimit else { return }
        limit.rlim_cur = limit.rlim_max == rlim_t.max ? mainStackLimit : min(limit.rlim_max, mainStackLimit)
        _ = setrlimit(Int32(RLIMIT_STACK.rawValue), &limit)
    }

    /// 120 MiB: within the 128 MiB the kernel leaves between the stack and other mappings.
    static let mainStackLimit: rlim_t = 120 << 20
}
