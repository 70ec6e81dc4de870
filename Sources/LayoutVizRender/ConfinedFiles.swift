import Foundation

/// Reading, listing and removing files below a folder without ever leaving it: the one way
/// LayoutViz touches files it did not just write (docs/rendering.md, "Writing files").
///
/// The root is the folder the user named (or LayoutViz's own cache): it is opened as it is, links
/// included, since naming it is the user's choice. Every component below it is opened relative to
/// its parent with `O_NOFOLLOW`, so a symbolic link inside, to a folder or in place of a file, is
/// refused with an error that names it; nothing is read through it, listed through it or removed
/// through it. Paths are checked before anything is opened or created: an absolute path, `..`, an
/// empty component or a NUL is refused. Only regular files are read or removed.
package enum ConfinedFiles {
    /// What a listed entry is, as `lstat` sees it (links are not followed).
    package enum Kind: Sendable, Equatable {
        case file, folder, link, other
    }

    /// The components of `relative`, or an error when it is not a plain relative path.
    package static func components(_ relative: String, root: URL, action: String = "write") throws -> [String] {
        let parts = relative.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        let full = root.appendingPathComponent(relative).path
        guard !relative.isEmpty, !relative.hasPrefix("/") else { throw FileWriteError(path: full, reason: "it is not a path inside '\(root.path)'", action: action) }
        for p in parts where p.isEmpty || p == "." || p == ".." || p.contains("\u{0}") {
            throw FileWriteError(path: full, reason: "its path leaves the folder '\(root.path)' or is malformed ('\(p)')", action: action)
        }
        return parts
    }

    /// Opens `root` (following links: the user named it) and then each folder of `folders` below
    /// it without following links; `create` makes missing folders (after every component was
    /// checked). Returns the last folder's descriptor, which the caller closes.
    package static func openFolder(_ folders: [String], in root: URL, create: Bool) throws -> Int32 {
        let rootPath = root.standardizedFileURL.path
        if create {
            do { try FileManager.default.createDirectory(atPath: rootPath, withIntermediateDirectories: true) } catch {
                throw FileWriteError(path: rootPath, reason: describeError(error))
            }
        }
        var dir = open(rootPath, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard dir >= 0 else { throw FileWriteError(path: rootPath, reason: String(cString: strerror(errno))) }
        var walked = rootPath
        for component in folders {
            walked += "/" + component
            var next = openat(dir, component, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            if next < 0 && errno == ENOENT && create {
                if mkdirat(dir, component, 0o755) != 0 && errno != EEXIST {
                    let e = errno
                    close(dir)
                    throw FileWriteError(path: walked, reason: String(cString: strerror(e)))
                }
                next = openat(dir, component, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            }
            guard next >= 0 else {
                let e = errno
                let reason = kind(dir, component) == .link
                    ? "it is a symbolic link, and LayoutViz \(create ? "writes only inside the output folder" : "reads only inside the folder it was given") (remove the link)"
                    : e == ENOTDIR ? "it is a file, not a folder" : String(cString: strerror(e))
                close(dir)
                throw FileWriteError(path: walked, reason: reason)
            }
            close(dir)
            dir = next
        }
        return dir
    }

    /// What `name` in the folder `dir` is, without following a link; nil when there is nothing.
    package static func kind(_ dir: Int32, _ name: String) -> Kind? {
        var st = stat()
        guard fstatat(dir, name, &st, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
        switch st.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .folder
        case S_IFLNK: return .link
        default: return .other
        }
    }

    /// The regular file at `relative` below `root`, at most `limit` bytes: an error names a link,
    /// a file that is not regular (a FIFO would block), or one too large.
    package static func read(_ relative: String, inside root: URL, limit: Int = 256 << 20) throws -> Data {
        var parts = try components(relative, root: root, action: "read")
        let name = parts.removeLast()
        let full = root.appendingPathComponent(relative).path
        func failure(_ reason: String) -> FileWriteError { FileWriteError(path: full, reason: reason, action: "read") }
        let dir: Int32
        do { dir = try openFolder(parts, in: root, create: false) } catch let e as FileWriteError {
            throw FileWriteError(path: e.path, reason: e.reason, action: "read")
        }
        defer { close(dir) }
        switch kind(dir, name) {
        case .file?: break
        case .link?: throw failure("it is a symbolic link; LayoutViz reads only regular files inside '\(root.path)'")
        case nil: throw failure(String(cString: strerror(ENOENT)))
        default: throw failure("it is not a regular file")
        }
        let fd = openat(dir, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw failure(String(cString: strerror(errno))) }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0, (st.st_mode & S_IFMT) == S_IFREG else { throw failure("it is not a regular file") }
        guard Int(st.st_size) <= limit else { throw failure("it is \(st.st_size) bytes, more than the \(limit) read at most") }
        var data = Data(count: Int(st.st_size))
        var got = 0
        let status: Int32 = data.withUnsafeMutableBytes { raw in
            while got < raw.count {
                let n = Foundation.read(fd, raw.baseAddress!.advanced(by: got), raw.count - got)
                if n < 0 && errno == EINTR { continue }
                if n < 0 { return errno }
                if n == 0 { break }
                got += n
            }
            return 0
        }
        if status != 0 { throw failure(String(cString: strerror(status))) }
        return data.prefix(got)
    }

    /// The entries of the folder at `relative` below `root` (`""`: the root itself), by name,
    /// links reported as links; empty when the folder cannot be opened.
    package static func list(_ relative: String, inside root: URL) -> [String: Kind] {
        guard let parts = relative.isEmpty ? [] : try? components(relative, root: root),
              let dir = try? openFolder(parts, in: root, create: false) else { return [:] }
        defer { close(dir) }
        let copy = dup(dir)
        guard copy >= 0, let stream = fdopendir(copy) else {
            if copy >= 0 { close(copy) }
            return [:]
        }
        defer { closedir(stream) }
        var out: [String: Kind] = [:]
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self) }
            if name == "." || name == ".." { continue }
            out[name] = kind(dir, name) ?? .other
        }
        return out
    }

    /// Every regular file below `root`, as paths relative to it, sorted; links and their targets
    /// are never entered; at most `limit` entries are looked at.
    package static func walk(_ root: URL, limit: Int = 1_000_000) -> [String] {
        var out: [String] = []
        var pending = [""]
        var seen = 0
        while let folder = pending.popLast(), seen < limit {
            for (name, kind) in list(folder, inside: root).sorted(by: { $0.key < $1.key }) {
                seen += 1
                let path = folder.isEmpty ? name : folder + "/" + name
                switch kind {
                case .file: out.append(path)
                case .folder: pending.append(path)
                case .link, .other: continue
                }
            }
        }
        return out.sorted()
    }

    /// Removes the regular file at `relative` below `root`: true when it was removed; false when
    /// nothing is there; an error when a link or anything but a regular file is in the way.
    @discardableResult
    package static func removeFile(_ relative: String, inside root: URL) throws -> Bool {
        var parts = try components(relative, root: root, action: "remove")
        let name = parts.removeLast()
        let dir: Int32
        do { dir = try openFolder(parts, in: root, create: false) } catch let e as FileWriteError where e.reason == String(cString: strerror(ENOENT)) {
            return false
        }
        defer { close(dir) }
        switch kind(dir, name) {
        case nil: return false
        case .file?: break
        case .link?: throw FileWriteError(path: root.appendingPathComponent(relative).path, reason: "it is a symbolic link, which LayoutViz never removes", action: "remove")
        default: throw FileWriteError(path: root.appendingPathComponent(relative).path, reason: "it is not a regular file, which LayoutViz never removes", action: "remove")
        }
        guard unlinkat(dir, name, 0) == 0 else {
            throw FileWriteError(path: root.appendingPathComponent(relative).path, reason: String(cString: strerror(errno)), action: "remove")
        }
        return true
    }

    /// Removes the folder at `relative` below `root` when it is empty (not a link); true when it was.
    @discardableResult
    package static func removeEmptyFolder(_ relative: String, inside root: URL) -> Bool {
        guard var parts = try? components(relative, root: root) else { return false }
        let name = parts.removeLast()
        guard let dir = try? openFolder(parts, in: root, create: false) else { return false }
        defer { close(dir) }
        return kind(dir, name) == .folder && unlinkat(dir, name, AT_REMOVEDIR) == 0
    }
}
