import Foundation

/// Where the CLI writes: standard output for results, standard error for progress and errors.
/// Tests capture both.
public final class Console: @unchecked Sendable {
    private let lock = NSLock()
    private let writeOut: (String) -> Void
    private let writeErr: (String) -> Void
    /// Whether standard output is a terminal that may be coloured (not when `NO_COLOR` is set).
    public let isTerminal: Bool

    /// A console on the process's standard output and error. Standard output that cannot be
    /// written (a full disk, a closed pipe) ends the process with one line on standard error and
    /// exit code 1, never a crash; standard error that cannot be written is ignored.
    public static func standard() -> Console {
        // A closed pipe is then a write error to report, not a signal that kills the process;
        // so is a file past the file-size limit (`ulimit -f`): EFBIG, named with the file, not a
        // SIGXFSZ that ends the process with no message. Workers inherit the second.
        signal(SIGPIPE, SIG_IGN)
        signal(SIGXFSZ, SIG_IGN)
        let terminal = isatty(STDOUT_FILENO) != 0 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
        return Console(isTerminal: terminal, out: { line in
            do { try FileHandle.standardOutput.write(contentsOf: Data(line.utf8)) } catch {
                try? FileHandle.standardError.write(contentsOf: Data("layoutviz: error: cannot write to standard output: \(describe(error))\n".utf8))
                exit(1)
            }
        }, err: { try? FileHandle.standardError.write(contentsOf: Data($0.utf8)) })
    }

    /// A console that sends each line to the given functions.
    public init(isTerminal: Bool = false, out: @escaping (String) -> Void, err: @escaping (String) -> Void) {
        self.isTerminal = isTerminal
        writeOut = out
        writeErr = err
    }

    /// Writes a line to standard output.
    public func out(_ line: String) {
        lock.lock()
        defer { lock.unlock() }
        writeOut(line + "\n")
    }

    /// Writes a line to standard error.
    public func err(_ line: String) {
        lock.lock()
        defer { lock.unlock() }
        writeErr(line + "\n")
    }
}

/// A failure the CLI reports as one line and an exit code.
struct CLIError: Error {
    enum Kind {
        /// The command line was wrong: exit 2.
        case usage
        /// The work failed: exit 1.
        case failure
    }

    let kind: Kind
    let message: String

    static func usage(_ m: String) -> CLIError { CLIError(kind: .usage, message: m) }
    static func failure(_ m: String) -> CLIError { CLIError(kind: .failure, message: m) }

    var exitCode: Int32 { kind == .usage ? 2 : 1 }
}
