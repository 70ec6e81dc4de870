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
        public static func provider(_ name: String, file: String, line: Int, previews: @escaping () -> AnyView) -> Entry {
            Entry(file: file, line: line, provider: name, make: { .provider(previews()) })
        }

        /// A `#Preview` block: one preview.
        public static func macro(file: String, line: Int, _ preview: @escaping () -> Preview) -> Entry {
            Entry(file: file, line: line, provider: nil, make: { .macro(preview()) })
        }
    }

    /// Runs the program. `--worker` (with the settings `PreviewWorker.Settings` reads) works for a
    /// supervisor; anything else is refused: the program is not meant to be run by hand.
    public static func main(_ entries: [Entry]) -> Never {
        let args = Array(CommandLine.arguments.dropFirst())
        guard args.first == "--worker" else {
            FileHandle.standardError.write(Data("this program draws previews for 'layoutviz preview'; run that instead\n".utf8))
            exit(2)
        }
        PreviewWorker(entries: entries, settings: PreviewWorker.Settings(Array(args.dropFirst()))).run()
    }
}

/// One worker: reads jobs, does them on a thread with a large stack, answers each.
struct PreviewWorker {
    /// What every job of a run shares, from the command line.
    struct Settings {
        var out = URL(fileURLWithPath: "Output/previews")
        var formats = ["png"]
        /// Everything but each job's screen (`--configuration`, one JSON document).
        var configuration = RenderConfiguration(device: DeviceCatalog.defaultSet[0])
        /// Why `--configuration` was refused, if it was.
        var problem: String?
        var goldens: URL?
        var mode = RecordMode.missing
        var modeSource = "the record mode"
        var artifacts = URL(fileURLWithPath: "layoutviz-artifacts")
        var accept = "LAYOUTVIZ_RECORD=failed swift test"

        init(_ args: [String]) {
            var i = 0
            while i + 1 < args.count {
                let (name, value) = (args[i], args[i + 1])
                i += 2
                switch name {
                case "--out": out = URL(fileURLWithPath: value)
                case "--format": formats = value.split(separator: ",").map(String.init)
                case "--configuration":
                    do { configuration = try RenderConfiguration(json: Data(value.utf8)) } catch { problem = error.description }
                case "--goldens": goldens = URL(fileURLWithPath: value)
                case "--mode": mode = RecordMode(rawValue: value) ?? .missing
                case "--mode-source": modeSource = value
                case "--artifacts": artifacts = URL(fileURLWithPath: value)
                case "--accept": accept = value
                default: i -= 1  // an unknown flag: skip one
                }
            }
        }
    }

    let entries: [PreviewHost.Entry]
    let settings: Settings

    /// Makes `identifier` this process's time zone: the C library's (`TZ`) and Foundation's.
    static func useTimeZone(_ identifier: String) {
        setenv("TZ", identifier, 1)
        tzset()
        if let zone = TimeZone(identifier: identifier) { NSTimeZone.default = zone }
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
        if let problem = settings.problem {
            FileHandle.standardError.write(Data("layoutviz: error: \(problem)\n".utf8))
            exit(2)
        }
        // The preview's own `print`s go out a line at a time (standard output is a pipe, which C
        // would otherwise buffer until exit), and everything is flushed after each job.
        lv_line_buffer_stdout()
        // The user's code runs in the picture's time zone, so that a date it makes with
        // `Calendar.current` or `Date()` shows as the picture shows dates (docs/variants.md).
        Self.useTimeZone(settings.configuration.timeZone)
        let decoder = JSONDecoder()
        var splitter = LineSplitter(limit: 64 << 20)
        var buffer = [UInt8](repeating: 0, count: 65536)
        let context = WorkerContext(entries: entries, settings: settings)
        while true {
            let n = read(previewJobDescriptor, &buffer, buffer.count)
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { exit(0) }
            var lines: [String] = []
            splitter.feed(buffer[0..<n]) { lines.append($0) }
            for line in lines {
                guard let job = try? decoder.decode(PreviewJob.self, from: Data(line.utf8)) else { continue }
                let result = Self.onLargeStack { context.perform(job) }
                fflush(nil)
                let data = Data((jsonLine(result) + "\n").utf8)
                data.withUnsafeBytes { raw in
                    var sent = 0
                    while sent < raw.count {
                        let k = write(previewResultDescriptor, raw.baseAddress!.advanced(by: sent), raw.count - sent)
                        if k < 0 && errno == EINTR { continue }
                        if k <= 0 { exit(0) }
                        sent += k
                    }
                }
            }
        }
    }

    /// Runs `body` on a thread with a 1 GiB stack (address space, used only as deep as it
    /// goes): deep but finite view trees draw (the engine's own walks move to a larger one
    /// still), endless recursion in a body ends in a stack overflow, and only this worker dies.
    static func onLargeStack(_ body: @escaping () -> PreviewJobResult) -> PreviewJobResult {
        // The caller waits, so the two threads never touch the box at once.
        final class Box: @unchecked Sendable {
            let body: () -> PreviewJobResult
            var result: PreviewJobResult?
            init(_ body: @escaping () -> PreviewJobResult) { self.body = body }
        }
        let box = Box(body)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.result = box.body()
            done.signal()
        }
        thread.stackSize = 1 << 30
        thread.start()
        done.wait()
        return box.result!
    }
}
