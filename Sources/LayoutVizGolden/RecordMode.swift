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

    /// The mode from `LAYOUTVIZ_RECORD`, else `never` when `CI` is set, else `missing`; with the
    /// reason, for messages.
    public static func fromEnvironment(_ env: [String: String] = ProcessInfo.processInfo.environment) -> (mode: RecordMode, source: String) {
        if let raw = env["LAYOUTVIZ_RECORD"], let mode = RecordMode(rawValue: raw.lowercased()) {
            return (mode, "LAYOUTVIZ_RECORD=\(raw)")
        }
        if let ci = env["CI"], !ci.isEmpty, ci != "0", ci.lowercased() != "false" { return (.never, "CI is set") }
        return (.missing, "the local default")
    }
}
