import Foundation

/// When goldens are written (docs/goldens.md).
public enum RecordMode: String, CaseIterable, Sendable {
    /// Write goldens that do not exist yet, and say so (the local default).
    case missing
    /// Write nothing; a missing golden fails (the default when `CI` is set).
    case never
    /// Rewrite the goldens that fail, and write missing ones.
    case failed
    /// Rewrite every golden whose output changed; byte-identical files are never rewritten.
    case all

    /// A `LAYOUTVIZ_RECORD` value that is no record mode: refused, rather than read as the default
    /// (a typo such as `LAYOUTVIZ_RECORD=fialed` would otherwise record nothing, silently).
    public struct UnknownValue: Error, CustomStringConvertible {
        /// The value as set.
        public let value: String
        public var description: String {
            "LAYOUTVIZ_RECORD=\(value) is not a record mode; use missing, never, failed or all (or unset it)"
        }
    }

    /// The mode from `LAYOUTVIZ_RECORD`, else `never` when `CI` is set, else `missing`; with the
    /// reason, for messages. An empty `LAYOUTVIZ_RECORD` counts as unset; any other value that is
    /// not a mode throws.
    public static func fromEnvironment(_ env: [String: String] = ProcessInfo.processInfo.environment) throws(UnknownValue) -> (mode: RecordMode, source: String) {
        if let raw = env["LAYOUTVIZ_RECORD"], !raw.isEmpty {
            guard let mode = RecordMode(rawValue: raw.lowercased()) else { throw UnknownValue(value: raw) }
            return (mode, "LAYOUTVIZ_RECORD=\(raw)")
        }
        if let ci = env["CI"], !ci.isEmpty, ci != "0", ci.lowercased() != "false" { return (.never, "CI is set") }
        return (.missing, "the local default")
    }
}
