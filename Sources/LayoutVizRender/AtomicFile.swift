import Foundation

/// Writes files so that readers never see a half-written one: the bytes go to a temporary file
/// in the same folder, which is then renamed over the destination.
package enum AtomicFile {
    /// Writes `data` to `url` atomically, creating the folder if needed.
    package static func write(_ data: Data, to url: URL) throws {
        let dir = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let tmp = dir.appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).\(UInt32.random(in: 0...UInt32.max))\(temporarySuffix)")
        do {
            try data.write(to: tmp)
            if rename(tmp.path, url.path) != 0 {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path, NSLocalizedDescriptionKey: String(cString: strerror(errno))])
            }
        } catch {
            try? FileManager.default.removeItem(at: tmp)
            throw error
        }
    }

    /// The end of every temporary file's name: `.<name>.<pid>.<random>.layoutviz-tmp`.
    package static let temporarySuffix = ".layoutviz-tmp"

    /// Removes the temporary files that writers killed before renaming them left under `folder`:
    /// those whose process is gone. Returns how many it removed.
    @discardableResult
    package static func removeStaleTemporaries(under folder: URL) -> Int {
        guard let e = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return 0 }
        var removed = 0
        for case let url as URL in e where url.lastPathComponent.hasSuffix(temporarySuffix) {
            // The pid is the second-to-last dot-separated field before the suffix.
            let fields = url.lastPathComponent.dropLast(temporarySuffix.count).split(separator: ".")
            guard fields.count >= 3, let pid = Int32(fields[fields.count - 2]) else { continue }
            if pid != getpid() && kill(pid, 0) != 0 && errno == ESRCH {
                if (try? FileManager.default.removeItem(at: url)) != nil { removed += 1 }
            }
        }
        return removed
    }
}
