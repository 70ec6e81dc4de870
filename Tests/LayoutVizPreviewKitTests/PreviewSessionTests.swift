import Foundation
import LayoutViz
import LayoutVizPreviewKit
import Testing

/// `PreviewSession` as a long-lived caller uses it (a watch loop, the agent server): built once,
/// listed, run again and again; a new request restarts its workers; a rebuild replaces the
/// program; `shutdown()` removes its copy. The program's workers take no flags: the request comes
/// as the first line, and a bad one is refused with one line and exit code 2.
@Suite(.serialized) struct PreviewSessionTests {
    static let root = PreviewProject.checkoutRoot()
    static let phone = RenderConfiguration(device: DeviceCatalog.device(named: "iphone-se-3")!)

    init() {
        setenv("LAYOUTVIZ_CACHE", Self.root.appendingPathComponent(".build/layoutviz-test-cache").path, 1)
    }

    private func folder() -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("lv-session-\(UUID().uuidString)")
        try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    private func write(_ text: String, to url: URL) throws {
        try Data(text.utf8).write(to: url)
    }

    private func session(output: URL) -> PreviewSession {
        PreviewSession(request: WorkerRequest(output: output.path, formats: ["png"], configuration: Self.phone), quiet: true,
                       log: { _ in }, output: { _ in })
    }

    /// Runs `jobs`, answering the results in the order of `jobs`.
    private func run(_ session: PreviewSession, _ jobs: [PreviewJob]) -> [Result<PreviewJobResult, PreviewFailure>?] {
        var results = [Result<PreviewJobResult, PreviewFailure>?](repeating: nil, count: jobs.count)
        session.run(jobs) { job, outcome in results[job.id] = outcome }
        return results
    }

    @Test func oneSessionBuildsListsAndRendersAgainAndAgain() throws {
        let src = folder(), out1 = folder(), out2 = folder()
        defer { for f in [src, out1, out2] { try? FileManager.default.removeItem(at: f) } }
        try write("import SwiftUI\n#Preview(\"Hello\") { Text(\"Hello\").padding() }\n", to: src.appendingPathComponent("Hello.swift"))
        let s = session(output: out1)
        let sources = try PreviewSession.load([src.path])
        let build = try #require(try s.build(sources, inputs: [src.path]))
        #expect(build.failing.isEmpty && build.compiled.count == 1)
        let listing = s.list()
        #expect(listing.failures.isEmpty && listing.items.map(\.title) == ["Hello"])
        let item = try #require(listing.items.first)

        // Results come back per job, keyed by the job's place in the list.
        let results = run(s, [.render(item, on: Self.phone), .render(item, on: Self.phone.on(Self.phone.device, .landscape))])
        let files = results.map { r -> [String] in
            guard case .success(let result)? = r else { return [] }
            return result.files
        }
        #expect(files == [["Hello/hello/iphone-se-3-portrait.png"], ["Hello/hello/iphone-se-3-landscape.png"]])
        #expect(FileManager.default.fileExists(atPath: out1.appendingPathComponent("Hello/hello/iphone-se-3-portrait.png").path))

        // A new request: the next run's workers write where it says.
        s.request.output = out2.path
        _ = run(s, [.render(item, on: Self.phone)])
        #expect(FileManager.default.fileExists(atPath: out2.appendingPathComponent("Hello/hello/iphone-se-3-portrait.png").path))

        // A rebuild after an edit: a new program, the old copy removed, the new preview listed.
        let first = try #require(s.program)
        try write("import SwiftUI\n#Preview(\"Hello\") { Text(\"Hello\") }\n#Preview(\"Again\") { Text(\"Again\") }\n",
                  to: src.appendingPathComponent("Hello.swift"))
        _ = try #require(try s.build(try PreviewSession.load([src.path]), inputs: [src.path]))
        #expect(s.program != first && !FileManager.default.fileExists(atPath: first.path))
        #expect(s.list().items.map(\.title) == ["Hello", "Again"])

        let last = try #require(s.program)
        s.shutdown()
        #expect(s.program == nil && !FileManager.default.fileExists(atPath: last.path))
        // After shutdown, jobs fail with a reason, in order.
        let after = run(s, [.render(item, on: Self.phone)])
        guard case .failure(let f)? = after.first else { Issue.record("a job ran after shutdown"); return }
        #expect("\(f)".contains("nothing compiled"))
    }

    @Test func theWorkerRefusesABadRequestWithOneLine() throws {
        let src = folder(), out = folder()
        defer { for f in [src, out] { try? FileManager.default.removeItem(at: f) } }
        try write("import SwiftUI\n#Preview { Text(\"x\") }\n", to: src.appendingPathComponent("X.swift"))
        let s = session(output: out)
        defer { s.shutdown() }
        _ = try #require(try s.build(try PreviewSession.load([src.path]), inputs: [src.path]))
        let program = try #require(s.program)

        /// Starts the program as the supervisor does (jobs on descriptor 3, a lifeline on 5), sends `input`.
        func worker(_ arguments: [String], input: String) throws -> (code: Int32, err: String) {
            let jobs = try ChildProcess.pipe(), errors = try ChildProcess.pipe(), lifeline = try ChildProcess.pipe()
            let p = try ChildProcess.start(program.path, arguments, files: [(0, -1), (1, -1), (2, errors.write), (3, jobs.read), (5, lifeline.read)])
            for fd in [jobs.read, errors.write, lifeline.read] { close(fd) }
            _ = Array(input.utf8).withUnsafeBytes { Glibc.write(jobs.write, $0.baseAddress, $0.count) }
            close(jobs.write)
            var err: [UInt8] = [], buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let n = read(errors.read, &buffer, buffer.count)
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { break }
                err += buffer[0..<n]
            }
            close(errors.read)
            let end = p.wait()
            close(lifeline.write)
            guard case .exited(let code) = end else { return (-1, "\(end)") }
            return (code, String(decoding: err, as: UTF8.self))
        }
        var good = try JSONSerialization.jsonObject(with: WorkerRequest(output: out.path, formats: ["png"], configuration: Self.phone).line) as! [String: Any]
        good["quality"] = "high"
        let bad = String(decoding: try JSONSerialization.data(withJSONObject: good), as: UTF8.self) + "\n"
        let refused = try worker(["--worker"], input: bad)
        #expect(refused.code == 2)
        #expect(refused.err == "layoutviz: error: the worker request was refused: unknown key 'quality' in the worker request; the keys are output, formats, configuration, goldens, linked, lifecycle, settle\n",
                "\(refused.err)")
        let garbled = try worker(["--worker"], input: "not json\n")
        #expect(garbled.code == 2 && garbled.err.hasPrefix("layoutviz: error: the worker request was refused: "), "\(garbled.err)")
        // Flags are not a way in: the program takes `--worker` and nothing else.
        let flags = try worker(["--worker", "--out", "/tmp"], input: "")
        #expect(flags.code == 2 && flags.err.hasPrefix("layoutviz: error: "), "\(flags.err)")
    }
}
