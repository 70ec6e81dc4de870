import Foundation

/// Writes files so that readers never see a half-written one, and only inside the folder they
/// belong to: the bytes go to a temporary file in the destination's folder, which is then renamed
/// over the destination (docs/rendering.md, "Writing files").
///
/// Every folder between `root` and the file is opened without following symbolic links
/// (`openat` with `O_NOFOLLOW`), and the file is created and renamed relative to the folder so
/// opened: a symbolic link placed inside an output folder, to a folder or in place of the file,
/// can never make LayoutViz write somewhere else. A link where a folder should be is an error
/// naming it; a link where the file should be is replaced by the file (the rename replaces the
/// link, never its target). `root` itself may be, or lie below, a link: it is the user's choice.
package enum AtomicFile {
    /// Writes `data` to `url`, which must lie inside `root`, creating the folders between them.
    package static func write(_ data: Data, to url: URL, inside root: URL) throws {
        let rootPath = root.standardizedFileURL.path
        let path = url.standardizedFileURL.path
        guard path.hasPrefix(rootPath == "/" ? "/" : rootPath + "/"), path.count > rootPath.count + 1 else {
            throw FileWriteError(path: path, reason: "it is outside the folder '\(rootPath)' that LayoutViz writes to")
        }
        var components = path.dropFirst(rootPath == "/" ? 1 : rootPath.count + 1).split(separator: "/").map(String.init)
        let name = components.removeLast()
        guard !components.contains(".."), name != "..", name != "." else {
            throw FileWriteError(path: path, reason: "its path leaves the output folder")
        }
        let dir = try ConfinedFiles.openFolder(components, in: URL(fileURLWithPath: rootPath), create: true)
        defer { close(dir) }
        let temporary = ".\(name.prefix(120)).\(getpid()).\(UInt32.random(in: 0...UInt32.max))\(temporarySuffix)"
        let fd = openat(dir, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw FileWriteError(path: path, reason: errnoDescription(errno)) }
        var failure: Int32 = 0
        data.withUnsafeBytes { raw in
            var sent = 0
            while sent < raw.count {
                let n = Foundation.write(fd, raw.baseAddress!.advanced(by: sent), raw.count - sent)
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { failure = n < 0 ? errno : EIO; return }
                sent += n
            }
        }
        if close(fd) != 0 && failure == 0 { failure = errno }
        if failure == 0 && renameat(dir, temporary, dir, name) != 0 { failure = errno }
        if failure != 0 {
            unlinkat(dir, temporary, 0)
            throw FileWriteError(path: path, reason: failure == EISDIR || failure == ENOTEMPTY ? "a folder is in the way" : errnoDescription(failure))
        }
    }

    /// Writes a single file into its own folder (`url`'s parent is the root).
    package static func write(_ data: Data, to url: URL) throws {
        try write(data, to: url, inside: url.standardizedFileURL.deletingLastPathComponent())
    }

    /// The end of every temporary file's name: `.<name>.<pid>.<random>.layoutviz-tmp`.
    package static let temporarySuffix = ".layoutviz-tmp"

    /// Removes the temporary files that writers killed before renaming them left under `folder`:
    /// those whose process is gone, found without entering links. Returns how many it removed.
    @discardableResult
    package static func removeStaleTemporaries(under folder: URL) -> Int {
        var removed = 0
        for path in ConfinedFiles.walk(folder) where path.hasSuffix(temporarySuffix) {
            // The pid is the second-to-last dot-separated field before the suffix.
            let fields = (path.split(separator: "/").last ?? "").dropLast(temporarySuffix.count).split(separator: ".")
            guard fields.count >= 3, let pid = Int32(fields[fields.count - 2]) else { continue }
            if pid != getpid() && kill(pid, 0) != 0 && errno == ESRCH {
                if (try? ConfinedFiles.removeFile(path, inside: folder)) == true { removed += 1 }
            }
        }
        return removed
    }
}

/// A file LayoutViz could not write (or read, or remove), and why, in one line.
package struct FileWriteError: Error, CustomStringConvertible {
    package let path: String
    package let reason: String
    /// `write`, `read` or `remove`.
    package let action: String
    package init(path: String, reason: String, action: String = "write") {
        self.path = path
        self.reason = reason
        self.action = action
    }
    package var description: String { "cannot \(action) '\(path)': \(reason)" }
}

/// A short reason for a file-system error, without Foundation's long wrapping: the POSIX cause
/// where there is one.
package func describeError(_ error: Error) -> String {
    let ns = error as NSError
    guard ns.domain == NSCocoaErrorDomain || ns.domain == NSPOSIXErrorDomain else {
        // LayoutViz's own errors say what happened in their description.
        return String(describing: error)
    }
    if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
        return errnoDescription(Int32(underlying.code))
    }
    if ns.domain == NSPOSIXErrorDomain { return errnoDescription(Int32(ns.code)) }
    // Foundation's file errors often come without the POSIX cause; name it where we can.
    if let path = ns.userInfo[NSFilePathErrorKey] as? String, let blocker = fileBlockingFolder(path) {
        return "'\(blocker)' is a file, not a folder"
    }
    switch CocoaError.Code(rawValue: ns.code) {
    case .fileNoSuchFile, .fileReadNoSuchFile: return String(cString: strerror(ENOENT))
    case .fileWriteNoPermission, .fileReadNoPermission: return String(cString: strerror(EACCES))
    case .fileWriteOutOfSpace: return errnoDescription(ENOSPC)
    case .fileWriteVolumeReadOnly: return String(cString: strerror(EROFS))
    case .fileReadCorruptFile: return "the file is corrupt"
    case .fileReadTooLarge: return "the file is too large"
    default: return ns.localizedDescription
    }
}

/// The nearest existing ancestor of `path` (or `path` itself) when it is not a folder: the
/// usual reason a folder cannot be created below it.
private func fileBlockingFolder(_ path: String) -> String? {
    var url = URL(fileURLWithPath: path)
    while url.path != "/" {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) {
            return isFolder.boolValue ? nil : url.path
        }
        url.deleteLastPathComponent()
    }
    return nil
}

/// The C library's text for `code`, with what to do where that is not obvious: a file-size
/// limit (`ulimit -f`, which LayoutViz meets as EFBIG, having ignored SIGXFSZ) and a full disk.
package func errnoDescription(_ code: Int32) -> String {
    switch code {
    case EFBIG: return "File too large (the file-size limit was reached; see ulimit -f)"
    case ENOSPC: return "No space left on device"
    case EDQUOT: return "Disk quota exceeded"
    default: return String(cString: strerror(code))
    }
}
