import Foundation

/// What a worker that died of a trap said about it: the Swift runtime's message (`Fatal error:
/// ...`), or the backtracer's (`*** Swift runtime failure: arithmetic overflow ***`) with the first
/// frame of the crashed thread that has a source location (docs/previews.md, "Isolation and
/// limits").
///
/// Workers run with Swift's backtracer on, limited to the crashed thread's first frames, with no
/// registers or images (a fraction of a second), and the preview program is compiled with line
/// tables, so an overflow in a preview's `body` is named with its file and line. The report's
/// lines are read here, never shown as the preview's own output.
package struct CrashReport {
    /// The reason, when a report was seen: `arithmetic overflow in Over.body.getter at /p/Over.swift:4`.
    package private(set) var reason: String?
    /// Whether the lines being read are inside a backtrace.
    private var inBacktrace = false
    private var failure: String?
    private var frame: String?

    package init() {}

    /// Reads one line of a worker's standard error; true when it belongs to a crash report (and is
    /// not to be shown as the preview's output).
    package mutating func read(_ line: String) -> Bool {
        let t = line.trimmingCharacters(in: .whitespaces)
        if t.hasPrefix("*** Signal ") || t.hasPrefix("*** Program crashed: ") || t.hasPrefix("*** Swift runtime failure: ") {
            inBacktrace = true
            if let f = Self.between(t, "*** Swift runtime failure: ", " ***") { failure = f }
            if failure == nil, let f = Self.between(t, "*** Program crashed: ", " at 0x") { failure = f.lowercased() }
            update()
            return true
        }
        guard inBacktrace else { return Self.isStackFrame(line) }
        if frame == nil, let f = Self.sourceFrame(t) {
            frame = f
            update()
        }
        return true
    }

    private mutating func update() {
        guard let failure else { return }
        reason = frame.map { "\(failure) in \($0)" } ?? failure
    }

    /// `Over.body.getter at /tmp/Over.swift:4` from a frame line with a source location of its own
    /// (`1  0x... Over.body.getter + 558 in LayoutVizPreviews at /tmp/Over.swift:4:37`); nil for
    /// frames without one, the runtime's own and compiler-generated ones.
    static func sourceFrame(_ line: String) -> String? {
        let fields = line.split(separator: " ", omittingEmptySubsequences: true)
        guard fields.count >= 3, Int(fields[0]) != nil, !line.contains("[system]"),
              let hex = fields.firstIndex(where: { $0.hasPrefix("0x") }), let at = line.range(of: " at ", options: .backwards),
              !line[at.upperBound...].hasPrefix("//<compiler-generated>") else { return nil }
        // The function: after the address, up to ` + offset in image`.
        let rest = fields[(hex + 1)...].joined(separator: " ")
        guard let plus = rest.range(of: " + ") else { return nil }
        let function = rest[..<plus.lowerBound]
        var place = String(line[at.upperBound...])
        // `file:line:column` → `file:line`.
        let parts = place.split(separator: ":")
        if parts.count >= 3, Int(parts[parts.count - 1]) != nil, Int(parts[parts.count - 2]) != nil { place = parts.dropLast().joined(separator: ":") }
        return "\(function) at \(place)"
    }

    /// The text between `start` and `end` in `s`.
    private static func between(_ s: String, _ start: String, _ end: String) -> String? {
        guard let a = s.range(of: start), let b = s.range(of: end, range: a.upperBound..<s.endIndex) else { return nil }
        return String(s[a.upperBound..<b.lowerBound])
    }

    /// A line of a stack dump: `Current stack trace:`, or a frame (`3  libswiftCore.so  0x... sym`,
    /// `  0 [inlined] [system] 0x... sym`), or the backtracer's own lines.
    package static func isStackFrame(_ line: String) -> Bool {
        let t = line.trimmingCharacters(in: .whitespaces)
        if t.hasPrefix("Current stack trace:") || t.hasPrefix("Backtrace took ") || t.hasPrefix("Platform: ") || t == "..." { return true }
        if t.hasPrefix("Thread "), t.hasSuffix(" crashed:") { return true }
        let fields = t.split(separator: " ", omittingEmptySubsequences: true)
        return fields.count >= 3 && Int(fields[0]) != nil && fields.dropFirst().prefix(4).contains { $0.hasPrefix("0x") }
    }
}
