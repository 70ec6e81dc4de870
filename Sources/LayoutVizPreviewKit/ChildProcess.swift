import CProcess
import Foundation

/// A program LayoutViz starts (the Swift build, the preview workers), which never outlives the
/// process that started it (docs/previews.md, "Isolation and limits").
///
/// A reaper watches over every child: a forked copy of this process that leads a process group
/// and blocks reading a pipe only this process holds open. Workers join the reaper's group;
/// `swift build`, whose build system puts each compiler in a process group of its own, leads a
/// session of its own instead, which the reaper is told about. When the pipe closes (this
/// process ended in any way, `kill -9` included) the reaper kills those sessions and its group,
/// so no child nor grandchild goes on running or writing files. Ctrl-C, SIGTERM and SIGHUP close
/// the pipe at once, then end this process as the signal would have.
package final class ChildProcess: @unchecked Sendable {
    /// How a child ended.
    package enum Termination: Equatable, Sendable, CustomStringConvertible {
        case exited(Int32)
        case signalled(Int32)

        package var description: String {
            switch self {
            case .exited(let code): return "exit code \(code)"
            case .signalled(let s): return "signal \(s) (\(ChildProcess.signalName(s)))"
            }
        }
    }

    package let pid: pid_t
    private let lock = NSLock()
    private var ended: Termination?

    private init(pid: pid_t) { self.pid = pid }

    /// Starts `executable` with `arguments`. `files` maps the child's descriptors to this
    /// process's (-1: /dev/null); descriptors not named are closed in the child. The child's
    /// environment is this process's with `environment` laid over it.
    /// With `newSession`, the child leads a session of its own, which the reaper kills whole:
    /// for programs such as `swift build` that put their own children in new process groups.
    package static func start(_ executable: String, _ arguments: [String], environment: [String: String] = [:],
                              files: [(child: Int32, parent: Int32)], newSession: Bool = false) throws -> ChildProcess {
        var env = ProcessInfo.processInfo.environment
        for (k, v) in environment { env[k] = v }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = env.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for p in argv { free(p) }
            for p in envp { free(p) }
        }
        let parents = files.map(\.parent), children = files.map(\.child)
        var pid: pid_t = 0
        var status: Int32 = 0
        if newSession {
            status = lv_spawn_session(executable, argv, envp, parents, children, Int32(files.count), &pid)
            if status == 0 { ProcessGroup.shared.watchSession(pid) }
        } else {
            for attempt in 0..<2 {
                let group = ProcessGroup.shared.id(renew: attempt > 0)
                status = lv_spawn(executable, argv, envp, parents, children, Int32(files.count), group, &pid)
                // EPERM: the group is gone (its reaper was killed); make a new one and try again.
                if status != EPERM { break }
            }
        }
        guard status == 0 else { throw PreviewBuildError("cannot start '\(executable)': \(String(cString: strerror(status)))") }
        return ChildProcess(pid: pid)
    }

    /// How the child ended, without waiting; nil while it runs.
    package func poll() -> Termination? { reap(WNOHANG) }

    /// Waits for the child to end.
    package func wait() -> Termination { reap(0)! }

    private func reap(_ options: Int32) -> Termination? {
        lock.lock()
        defer { lock.unlock() }
        if let ended { return ended }
        var status: Int32 = 0
        while true {
            let r = waitpid(pid, &status, options)
            if r == pid { break }
            if r == 0 { return nil }
            if errno == EINTR { continue }
            // Reaped elsewhere or never ours: report it as killed.
            ended = .signalled(SIGKILL)
            return ended
        }
        // WIFEXITED / WEXITSTATUS / WTERMSIG, which Swift does not import as macros.
        let signal = status & 0x7f
        ended = signal == 0 ? .exited((status >> 8) & 0xff) : .signalled(signal)
        return ended
    }

    /// Sends `signal` (SIGKILL by default) unless the child has already been reaped.
    package func kill(_ signal: Int32 = SIGKILL) {
        lock.lock()
        defer { lock.unlock() }
        if ended == nil { _ = Glibc.kill(pid, signal) }
    }

    /// SIGSEGV, SIGILL...: the name of a signal number.
    package static func signalName(_ s: Int32) -> String {
        let names: [Int32: String] = [SIGHUP: "SIGHUP", SIGINT: "SIGINT", SIGQUIT: "SIGQUIT", SIGILL: "SIGILL", SIGTRAP: "SIGTRAP",
                                      SIGABRT: "SIGABRT", SIGBUS: "SIGBUS", SIGFPE: "SIGFPE", SIGKILL: "SIGKILL", SIGSEGV: "SIGSEGV",
                                      SIGPIPE: "SIGPIPE", SIGALRM: "SIGALRM", SIGTERM: "SIGTERM", SIGXCPU: "SIGXCPU", SIGXFSZ: "SIGXFSZ"]
        return names[s] ?? "signal \(s)"
    }

    /// A pipe whose ends close on exec: (read, write).
    package static func pipe() throws -> (read: Int32, write: Int32) {
        var fds: [Int32] = [-1, -1]
        let status = lv_pipe(&fds)
        guard status == 0 else { throw PreviewBuildError("cannot make a pipe: \(String(cString: strerror(status)))") }
        return (fds[0], fds[1])
    }

    /// Runs `executable` to its end with standard output and error gathered together; nil when
    /// `shouldCancel` said so (the child is then killed). At most `limit` bytes of output are kept.
    /// `onLine`, when given, sees each line as it comes.
    package static func run(_ executable: String, _ arguments: [String], limit: Int = 64 << 20,
                            shouldCancel: () -> Bool = { false }, onLine: ((String) -> Void)? = nil) throws -> (Termination, String)? {
        let (readEnd, writeEnd) = try pipe()
        let child: ChildProcess
        do { child = try start(executable, arguments, files: [(0, -1), (1, writeEnd), (2, writeEnd)], newSession: true) } catch {
            close(readEnd)
            close(writeEnd)
            throw error
        }
        close(writeEnd)
        defer { close(readEnd) }
        var output = [UInt8]()
        var chunk = [UInt8](repeating: 0, count: 65536)
        var cancelled = false
        var lines = LineSplitter()
        while true {
            var p = pollfd(fd: readEnd, events: Int16(POLLIN), revents: 0)
            let ready = Glibc.poll(&p, 1, 20)
            if ready > 0 {
                let n = read(readEnd, &chunk, chunk.count)
                if n == 0 { break }
                if n > 0 && output.count < limit { output += chunk[0..<min(n, limit - output.count)] }
                if n > 0, let onLine { lines.feed(chunk[0..<n], onLine) }
                if n < 0 && errno != EINTR && errno != EAGAIN { break }
            }
            if !cancelled && shouldCancel() {
                cancelled = true
                child.kill()
            }
        }
        if let onLine { lines.finish(onLine) }
        let end = child.wait()
        return cancelled ? nil : (end, String(decoding: output, as: UTF8.self))
    }
}

/// The process group every child joins, and its reaper (see `ChildProcess`).
package final class ProcessGroup: @unchecked Sendable {
    package static let shared = ProcessGroup()
    private let lock = NSLock()
    private var reaper: pid_t = 0
    private var lifeline: Int32 = -1

    /// The environment variable that marks a preview worker and everything it starts: children
    /// inherit it whatever session or group they make, so they can be found and ended with it.
    package static let markName = "LAYOUTVIZ_WORKER_TOKEN"
    /// This process's marks start with it: `<pid>.<random>.`.
    private let markPrefix = "\(getpid()).\(UInt32.random(in: 0...UInt32.max))."
    private var marks = 0

    /// A new mark for one worker: `<pid>.<random>.<n>`.
    package func newMark() -> String {
        lock.lock()
        defer { lock.unlock() }
        marks += 1
        return markPrefix + String(marks)
    }

    /// Kills every process (but this one) carrying `mark`, however it left the process tree:
    /// what a worker's preview started (`Process()`, `setsid`, a double fork). Returns how many.
    @discardableResult
    package static func killMarked(_ mark: String) -> Int {
        Int(lv_kill_marked("\(markName)=\(mark)", 0))
    }

    /// The group's id, starting a reaper when there is none (or `renew` says the old one is gone);
    /// -1 when none can be started (children then stay in this process's group).
    func id(renew: Bool) -> pid_t {
        lock.lock()
        defer { lock.unlock() }
        return current(renew: renew)
    }

    private func current(renew: Bool) -> pid_t {
        if reaper > 0 {
            // Our child: it has ended when waitpid reaps it (a zombie still answers kill(pid, 0)).
            var status: Int32 = 0
            if !renew && waitpid(reaper, &status, WNOHANG) == 0 { return reaper }
            close(lifeline)
        }
        reaper = 0
        var pid: pid_t = 0
        var fd: Int32 = -1
        guard lv_start_reaper(&fd, &pid, "\(Self.markName)=\(markPrefix)") == 0 else { return -1 }
        reaper = pid
        lifeline = fd
        activeLifeline = fd
        ProcessGroup.installSignalHandlers()
        return pid
    }

    /// Has the reaper remove the temporary folder `folder` when this process ends in any way
    /// (Ctrl-C, a kill), after the workers writing into it are gone; a run that ends normally
    /// removes it itself. False when there is no reaper to tell.
    @discardableResult
    package func removeOnExit(_ folder: URL) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return current(renew: false) > 0 && lv_reaper_add_folder(lifeline, folder.standardizedFileURL.path) == 0
    }

    /// Tells the reaper to kill the session `session` (a `swift build` and what it starts) too.
    func watchSession(_ session: pid_t) {
        lock.lock()
        defer { lock.unlock() }
        if current(renew: false) > 0 { _ = lv_reaper_add_session(lifeline, session) }
    }

    private static let installOnce: Void = {
        for s in [SIGINT, SIGTERM, SIGHUP] {
            signal(s) { received in
                // Async-signal-safe only: closing the pipe lets the reaper go, which kills the
                // builds' sessions and then its group (the workers); then die of the same signal.
                if activeLifeline >= 0 { close(activeLifeline) }
                signal(received, SIG_DFL)
                raise(received)
            }
        }
    }()

    private static func installSignalHandlers() { _ = installOnce }
}

/// The reaper's pipe, closed by the signal handler (which can capture nothing).
nonisolated(unsafe) private var activeLifeline: Int32 = -1

/// Splits a stream of bytes into lines in linear time, keeping at most `limit` bytes of each
/// line (the rest is counted and named at the line's end), so a child that prints a line of
/// any length costs memory bounded by `limit`.
package struct LineSplitter {
    package let limit: Int
    private var current: [UInt8] = []
    private var dropped = 0

    package init(limit: Int = 4096) { self.limit = limit }

    /// Feeds `bytes`, calling `line` for each line they complete.
    package mutating func feed(_ bytes: ArraySlice<UInt8>, _ line: (String) -> Void) {
        var start = bytes.startIndex
        while let nl = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) {
            take(bytes[start..<nl])
            line(flush())
            start = nl + 1
        }
        take(bytes[start...])
    }

    /// The unfinished last line, if any.
    package mutating func finish(_ line: (String) -> Void) {
        if !current.isEmpty || dropped > 0 { line(flush()) }
    }

    private mutating func take(_ part: ArraySlice<UInt8>) {
        let room = limit - current.count
        if part.count <= room {
            current += part
        } else {
            current += part.prefix(max(0, room))
            dropped += part.count - max(0, room)
        }
    }

    private mutating func flush() -> String {
        var s = String(decoding: current, as: UTF8.self)
        if dropped > 0 { s += " … (\(dropped) more bytes)" }
        current.removeAll(keepingCapacity: true)
        dropped = 0
        return s
    }
}

/// Reads `handle` to its end, calling `line` for each line (each at most 64 KiB shown).
package func forwardLines(_ handle: FileHandle, _ line: (String) -> Void) {
    var splitter = LineSplitter(limit: 65536)
    while true {
        let chunk = handle.availableData
        if chunk.isEmpty { break }
        splitter.feed(ArraySlice(chunk), line)
    }
    splitter.finish(line)
}
