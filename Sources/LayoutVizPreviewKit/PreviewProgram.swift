import Foundation

/// Runs the built preview program.
package enum PreviewProgram {
    /// Runs `executable` to its end, passing each line of its standard output and standard error
    /// to `output` and `errors` as it comes. Returns the exit status, and whether a signal
    /// stopped the program (the status is then the signal).
    package static func run(_ executable: URL, _ args: [String], output: (String) -> Void, errors: @escaping @Sendable (String) -> Void) throws -> (status: Int32, signalled: Bool) {
        let p = Process()
        p.executableURL = executable
        p.arguments = args
        let out = Pipe(), err = Pipe()
        p.standardOutput = out
        p.standardError = err
        do { try p.run() } catch { throw PreviewBuildError("cannot run the preview program '\(executable.path)': \(error.localizedDescription)") }
        let errReader = Thread { forwardLines(err.fileHandleForReading, errors) }
        errReader.start()
        forwardLines(out.fileHandleForReading, output)
        p.waitUntilExit()
        while !errReader.isFinished { usleep(1_000) }
        return (p.terminationStatus, p.terminationReason == .uncaughtSignal)
    }
}

/// Reads `handle` to its end, calling `line` for each line.
package func forwardLines(_ handle: FileHandle, _ line: (String) -> Void) {
    var buffer = Data()
    while true {
        let chunk = handle.availableData
        if chunk.isEmpty { break }
        buffer.append(chunk)
        while let nl = buffer.firstIndex(of: UInt8(ascii: "\n")) {
            line(String(decoding: buffer[buffer.startIndex..<nl], as: UTF8.self))
            buffer.removeSubrange(buffer.startIndex...nl)
        }
    }
    if !buffer.isEmpty { line(String(decoding: buffer, as: UTF8.self)) }
}
