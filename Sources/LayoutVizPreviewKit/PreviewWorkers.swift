import CProcess
import Foundation
import LayoutVizCore
import LayoutVizRender

/// The limits a preview runs under.
package struct PreviewLimits: Sendable {
    /// Seconds one job (one preview on one screen) may take.
    package var seconds: Double
    /// Resident memory one worker may use, in bytes.
    package var memory: Int64
    /// Workers running at once.
    package var workers: Int
    /// Seconds a preview's tasks may take before its picture (`--settle`), inside `seconds`.
    package var settle = RenderContext.defaultSettleSeconds

    package init(seconds: Double = PreviewLimits.defaultSeconds, memory: Int64? = nil, workers: Int = PreviewLimits.defaultWorkers) {
        self.seconds = seconds
        self.workers = max(1, workers)
        self.memory = memory ?? PreviewLimits.defaultMemory(workers: max(1, workers))
    }

    /// 20 seconds: a real preview takes well under one on this project's two-core machine.
    package static let defaultSeconds: Double = 20
    /// One worker per core.
    package static var defaultWorkers: Int { ProcessInfo.processInfo.activeProcessorCount }

    /// Half the machine's memory, shared by the workers, and at least 512 MB each.
    package static func defaultMemory(workers: Int) -> Int64 {
        max(512 << 20, Int64(ProcessInfo.processInfo.physicalMemory / 2) / Int64(max(1, workers)))
    }

    /// `20`, `2.5`, `90s` → seconds.
    package static func parseSeconds(_ s: String) -> Double? {
        let t = s.hasSuffix("s") ? String(s.dropLast()) : s
        guard let v = Double(t), v > 0, v.isFinite, v <= 86_400 else { return nil }
        return v
    }

    /// `512M`, `2G`, `1.5GB`, `800MB` → bytes (at least 64 MB).
    package static func parseBytes(_ s: String) -> Int64? {
        var t = s.uppercased()
        if t.hasSuffix("B") { t.removeLast() }
        var unit = Double(1 << 20)
        if t.hasSuffix("G") { unit = Double(1 << 30); t.removeLast() } else if t.hasSuffix("M") { t.removeLast() }
        guard let v = Double(t), v.isFinite, v * unit >= Double(64 << 20), v * unit < 1e15 else { return nil }
        return Int64(v * unit)
    }
}

/// A pool of preview workers: copies of the built preview program in `--worker` mode, each
/// drawing one job at a time, supervised (docs/previews.md, "Isolation and limits").
///
/// A job that crashes its worker, ends it, runs past the time limit or past the memory limit
/// fails alone, with the cause; the worker is replaced and the other jobs go on. Workers die
/// with this process (`ChildProcess`) and also end by themselves when it is gone.
package final class PreviewWorkers {
    private let executable: String
    private let arguments: [String]
    /// What every worker is asked to do: the first message each one reads.
    package let request: WorkerRequest
    private let environment: [String: String]
    package let limits: PreviewLimits
    /// Where the preview code's own output lines go (standard output and error of the workers).
    private let output: (String) -> Void
    private var workers: [Worker] = []
    /// Lines of the previews' own output shown so far, and how many more were left out.
    private var shownLines = 0
    private var hiddenLines = 0
    /// What a worker writes on its results pipe once it has read the run's request and is ready
    /// for jobs: a job's time limit counts from then (or from its hand-out, for later jobs), so
    /// the time a loaded machine takes to start a program is not charged to the first preview.
    package static let readyLine = "ready"
    /// Seconds a worker may take to get ready (a program starting on a loaded machine).
    package static let startLimit: Double = 120

    /// A preview is offline, as on a device without a network: URLSession (libcurl underneath)
    /// sends every request through a proxy at a loopback port nothing listens on, so a request
    /// fails at once with "could not connect" instead of waiting on DNS or a slow server, and the
    /// picture is the same on every machine (docs/data-flow.md, "Lifecycle"). `file:` URLs are
    /// not proxied.
    package static let offline: [String: String] = {
        let nowhere = "http://127.0.0.1:9"
        return ["http_proxy": nowhere, "https_proxy": nowhere, "HTTPS_PROXY": nowhere, "all_proxy": nowhere, "ALL_PROXY": nowhere,
                "no_proxy": "", "NO_PROXY": ""]
    }()

    /// Lines of the previews' own output shown at most per run.
    package static let outputLineLimit = 200

    /// Workers running `executable` with `arguments` (a built preview program takes `--worker`)
    /// and `environment` beside this process's.
    package init(executable: URL, arguments: [String] = ["--worker"], environment: [String: String] = [:], request: WorkerRequest,
                 limits: PreviewLimits, output: @escaping (String) -> Void) {
        self.executable = executable.path
        self.arguments = arguments
        self.request = request
        // Swift's backtracer, cut to the crashed thread's first frames (a fraction of a second):
        // a trap with no message of its own (an arithmetic overflow) is named with its function,
        // file and line (`CrashReport`).
        self.environment = environment.merging(["SWIFT_BACKTRACE": "enable=yes,interactive=no,color=no,threads=crashed,registers=none,images=none,limit=6,top=0,sanitize=no"]) { $1 }
            .merging(Self.offline) { $1 }
        self.limits = limits
        self.output = output
    }

    deinit { shutdown() }

    /// Ends every worker: each is asked to finish (its job pipe closed, so it flushes its output
    /// and exits), killed if it has not within `stopGrace` seconds, and whatever its previews
    /// started is ended with it; all it wrote is read and shown.
    package func shutdown() {
        for w in workers {
            w.closeJobs()
            let deadline = Date().addingTimeInterval(Self.stopGrace)
            while w.process.poll() == nil && Date() < deadline {
                // Read meanwhile: a worker flushing more than a pipe holds would wait for us.
                if w.stdoutOpen { w.stdoutOpen = drain(w.stdout, into: &w.stdoutLines, worker: w, isError: false) }
                if w.stderrOpen { w.stderrOpen = drain(w.stderr, into: &w.stderrLines, worker: w, isError: true) }
                usleep(2_000)
            }
            end(w)
        }
        workers.removeAll()
        if hiddenLines > 0 {
            output("layoutviz: note: \(hiddenLines) more line\(hiddenLines == 1 ? "" : "s") of the previews' own output not shown")
            hiddenLines = 0
        }
    }

    /// Runs `jobs`, calling `done` on this thread as each ends, with the job's `id` set to its
    /// index in `jobs`; `skip` is asked just before a job is handed out (to drop the rest of a
    /// preview that failed).
    package func run(_ jobs: [PreviewJob], skip: (PreviewJob) -> Bool = { _ in false },
                     done: (PreviewJob, Result<PreviewJobResult, PreviewFailure>) -> Void) {
        var queue = jobs.enumerated().map { n, job in
            var job = job
            job.id = n
            return job
        }[...]
        let encoder = JSONEncoder()
        let decoder = JSONDecoder()
        var lastMemoryCheck = Date.distantPast
        while true {
            // Hand out work, starting workers as needed.
            while let job = queue.first {
                if skip(job) { queue.removeFirst(); continue }
                guard let worker = idleWorker(startingIfBelow: min(limits.workers, queue.count + busyCount)) else { break }
                queue.removeFirst()
                guard let data = try? encoder.encode(job), worker.send(data + [UInt8(ascii: "\n")]) else {
                    // The worker is already gone: the job goes back, the worker's end is found below.
                    queue = [job] + queue
                    worker.broken = true
                    break
                }
                worker.job = job
                worker.started = Date()
                worker.stderrTail = []
            }
            if workers.isEmpty && queue.isEmpty { return }
            if busyCount == 0 && queue.isEmpty { return }
            if workers.isEmpty {
                // No worker could be started: every remaining job fails with the reason.
                for job in queue where !skip(job) { done(job, .failure(PreviewFailure(.error(startProblem ?? "cannot start the preview program")))) }
                return
            }

            // A closed pipe is left out (-1), or poll would report it at once, again and again.
            var fds = workers.flatMap { w in
                [w.results, w.stdoutOpen ? w.stdout : -1, w.stderrOpen ? w.stderr : -1].map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            }
            _ = Glibc.poll(&fds, nfds_t(fds.count), 25)
            for (k, w) in workers.enumerated() {
                if fds[3 * k + 1].revents != 0 { w.stdoutOpen = drain(w.stdout, into: &w.stdoutLines, worker: w, isError: false) }
                if fds[3 * k + 2].revents != 0 { w.stderrOpen = drain(w.stderr, into: &w.stderrLines, worker: w, isError: true) }
                if fds[3 * k].revents != 0 {
                    var lines: [String] = []
                    let open = w.readResults(into: &lines)
                    for line in lines {
                        if line == Self.readyLine {
                            // The job's time starts now: starting a program is not the preview's time.
                            w.ready = true
                            w.started = Date()
                            continue
                        }
                        guard let job = w.job, let result = try? decoder.decode(PreviewJobResult.self, from: Data(line.utf8)), result.id == job.id else { continue }
                        w.job = nil
                        if let error = result.error { done(job, .failure(PreviewFailure(.error(error)))) } else { done(job, .success(result)) }
                    }
                    if !open { w.broken = true }
                }
            }
            // Time and memory limits.
            let now = Date()
            let checkMemory = now.timeIntervalSince(lastMemoryCheck) >= 0.05
            if checkMemory { lastMemoryCheck = now }
            for w in workers where w.job != nil && !w.broken {
                if !w.ready && now.timeIntervalSince(w.started) > max(limits.seconds, Self.startLimit) {
                    w.end(.error("the preview program did not start within \(Int(max(limits.seconds, Self.startLimit))) s"))
                } else if w.ready && now.timeIntervalSince(w.started) > limits.seconds {
                    w.end(.timeout(limits.seconds))
                } else if checkMemory, lv_resident_bytes(w.process.pid) > limits.memory {
                    w.end(.memory(limits.memory))
                }
            }
            // Workers that ended: their job fails with the cause.
            for w in workers where w.broken || w.killedFor != nil || w.process.poll() != nil {
                let end = self.end(w)
                if let job = w.job {
                    let cause: PreviewFailure.Cause
                    if let reason = w.killedFor {
                        cause = reason
                    } else {
                        switch end {
                        case .exited(let code): cause = .exit(code)
                        case .signalled(let s): cause = .signal(s)
                        }
                    }
                    let detail = Self.reason(in: w.stderrTail, crash: w.crash.reason)
                    done(job, .failure(PreviewFailure(cause, detail: w.killedFor == nil ? detail : nil)))
                }
            }
            workers.removeAll { $0.closed }
        }
    }

    private var busyCount: Int { workers.filter { $0.job != nil }.count }
    private var startProblem: String?

    /// An idle worker, starting one when fewer than `limit` run.
    private func idleWorker(startingIfBelow limit: Int) -> Worker? {
        if let idle = workers.first(where: { $0.job == nil && !$0.broken && $0.killedFor == nil }) { return idle }
        guard workers.count < max(1, limit) else { return nil }
        do {
            let w = try Worker(executable: executable, arguments: arguments, environment: environment)
            workers.append(w)
            // The request first: the worker reads it before any job.
            guard w.send(Array(request.line)) else {
                w.broken = true
                return nil
            }
            return w
        } catch {
            startProblem = describeError(error)
            return nil
        }
    }

    /// Reads what `fd` has (up to 4 MB at a time, so a flood of output neither stalls its writer
    /// nor starves the other workers); false at its end.
    private func drain(_ fd: Int32, into splitter: inout LineSplitter, worker: Worker, isError: Bool) -> Bool {
        var buffer = [UInt8](repeating: 0, count: 1 << 18)
        for _ in 0..<16 {
            let n = read(fd, &buffer, buffer.count)
            if n == 0 { return false }
            guard n > 0 else { return true }  // EAGAIN: nothing more for now
            splitter.feed(buffer[0..<n]) { line in show(line, worker: worker, isError: isError) }
        }
        return true
    }

    /// Seconds a worker has to finish and flush its output once asked to stop, before it is killed.
    static let stopGrace = 2.0

    /// Ends a worker: killed (if it still runs) and reaped, the processes its previews started
    /// ended (they carry its mark, wherever they went), and what it wrote read to the end (its
    /// last words say why it died). Returns how it ended.
    @discardableResult
    private func end(_ w: Worker) -> ChildProcess.Termination {
        w.process.kill()
        let termination = w.process.wait()
        ProcessGroup.killMarked(w.mark)
        drainAll(w)
        w.close()
        return termination
    }

    /// Reads what a worker left in its pipes, to their ends: the pipes are non-blocking, and
    /// what the worker started is gone, so nothing else holds them; at most 256 MB a pipe.
    private func drainAll(_ w: Worker) {
        for (fd, isError) in [(w.stdout, false), (w.stderr, true)] {
            var buffer = [UInt8](repeating: 0, count: 65536)
            var splitter = isError ? w.stderrLines : w.stdoutLines
            var total = 0
            while total < 256 << 20 {
                let n = read(fd, &buffer, buffer.count)
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { break }
                total += n
                splitter.feed(buffer[0..<n]) { show($0, worker: w, isError: isError) }
            }
            splitter.finish { show($0, worker: w, isError: isError) }
        }
    }

    private func show(_ line: String, worker: Worker, isError: Bool) {
        if isError {
            // The runtime's crash report goes into the failure's message, not among the output.
            if worker.crash.read(line) { return }
            worker.stderrTail.append(line)
            if worker.stderrTail.count > 8 { worker.stderrTail.removeFirst() }
            // The runtime's reason for a crash goes into the failure's message, not here too.
            if line.contains(": Fatal error: ") { return }
        }
        if shownLines < Self.outputLineLimit {
            shownLines += 1
            output(line)
        } else {
            hiddenLines += 1
        }
    }

    /// The runtime's reason among a dead worker's last lines (`Fatal error: boom`, with the file
    /// and line it names, without the program's module), else the crash report's (`arithmetic
    /// overflow in Over.body.getter at /p/Over.swift:4`), else its last line.
    package static func reason(in lines: [String], crash: String? = nil) -> String? {
        let markers = ["Fatal error", "Precondition failed", "Assertion failed", "Unexpectedly found nil", "Index out of range", "error:"]
        let useful = lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty && !CrashReport.isStackFrame($0) }
        let marked = useful.last(where: { l in markers.contains { l.contains($0) } })
        if marked == nil, let crash { return crash }
        guard var line = marked ?? useful.last else { return nil }
        // `Module/File.swift:3: Fatal error: ...`: the module is the program's (or a target's).
        if let slash = line.firstIndex(of: "/"), line[..<slash].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
           line[slash...].contains(".swift:") {
            line = String(line[line.index(after: slash)...])
        }
        return line.count > 300 ? String(line.prefix(300)) + "…" : line
    }

    /// One worker process and its pipes.
    final class Worker {
        let process: ChildProcess
        /// Jobs go in here; results come out of `results`; `lifeline` is never written.
        private(set) var jobs: Int32
        let results: Int32, stdout: Int32, stderr: Int32, lifeline: Int32
        var job: PreviewJob?
        /// When its job was handed out, or when it became ready after that.
        var started = Date()
        /// Whether it said it is ready (`readyLine`).
        var ready = false
        var stderrTail: [String] = []
        /// The crash report it wrote, if it crashed.
        var crash = CrashReport()
        /// Its mark: it and what its previews start carry `LAYOUTVIZ_WORKER_TOKEN=<mark>`.
        let mark: String
        var stdoutLines = LineSplitter(limit: 2000)
        var stderrLines = LineSplitter(limit: 2000)
        var resultLines = LineSplitter(limit: 256 << 20)
        var stdoutOpen = true, stderrOpen = true
        /// Set when the supervisor stopped the worker, with the reason.
        var killedFor: PreviewFailure.Cause?
        /// Set when its pipes closed or a write failed.
        var broken = false
        private(set) var closed = false

        init(executable: String, arguments: [String], environment: [String: String]) throws {
            mark = ProcessGroup.shared.newMark()
            var environment = environment
            environment[ProcessGroup.markName] = mark
            let jobPipe = try ChildProcess.pipe(), resultPipe = try ChildProcess.pipe()
            let outPipe = try ChildProcess.pipe(), errPipe = try ChildProcess.pipe(), lifePipe = try ChildProcess.pipe()
            let all = [jobPipe, resultPipe, outPipe, errPipe, lifePipe]
            do {
                process = try ChildProcess.start(executable, arguments, environment: environment, files: [
                    (0, -1), (1, outPipe.write), (2, errPipe.write),
                    (previewJobDescriptor, jobPipe.read), (previewResultDescriptor, resultPipe.write), (previewLifelineDescriptor, lifePipe.read),
                ])
            } catch {
                for p in all { Glibc.close(p.read); Glibc.close(p.write) }
                throw error
            }
            for fd in [jobPipe.read, resultPipe.write, outPipe.write, errPipe.write, lifePipe.read] { Glibc.close(fd) }
            jobs = jobPipe.write
            results = resultPipe.read
            stdout = outPipe.read
            stderr = errPipe.read
            lifeline = lifePipe.write
            for fd in [results, stdout, stderr] { _ = lv_set_nonblocking(fd) }
        }

        /// Writes a whole job line; false when the worker is gone.
        func send(_ bytes: [UInt8]) -> Bool {
            var sent = 0
            while sent < bytes.count {
                let n = bytes[sent...].withUnsafeBytes { write(jobs, $0.baseAddress, $0.count) }
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { return false }
                sent += n
            }
            return true
        }

        /// Reads the result lines available; false at end of file.
        func readResults(into lines: inout [String]) -> Bool {
            var buffer = [UInt8](repeating: 0, count: 65536)
            while true {
                let n = read(results, &buffer, buffer.count)
                if n > 0 {
                    resultLines.feed(buffer[0..<n]) { lines.append($0) }
                    continue
                }
                if n == 0 { return false }
                return errno == EAGAIN || errno == EINTR
            }
        }

        /// Stops the worker for `reason`.
        func end(_ reason: PreviewFailure.Cause) {
            killedFor = reason
            process.kill()
        }

        /// Closes the job pipe: the worker finishes, flushes its output and exits.
        func closeJobs() {
            guard jobs >= 0 else { return }
            Glibc.close(jobs)
            jobs = -1
        }

        func close() {
            guard !closed else { return }
            closed = true
            closeJobs()
            for fd in [results, stdout, stderr, lifeline] { Glibc.close(fd) }
        }
    }
}
