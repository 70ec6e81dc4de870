import Foundation
import LayoutVizPreviewKit

/// Tells `layoutviz preview --watch` which files changed, without looking at them while nothing
/// happens: the kernel reports changes (inotify) in every folder below the inputs, so an idle
/// watcher over a project of any size costs nothing (docs/previews.md, "Watch mode").
///
/// Swift files, images (`.png`, `.jpg`, `.jpeg`) and asset catalogs' `Contents.json` count as
/// changes; a folder made later is watched from then on. Hidden folders, `.build` and the output
/// folder are left out. Where inotify is not available, or refuses more folders, the Swift files'
/// sizes and times are compared once a second instead.
final class FileWatcher {
    /// The inotify descriptor; -1 when polling.
    private let fd: Int32
    private var folders: [Int32: String] = [:]
    private let inputs: [String]
    private let skipping: Set<String>
    /// The most folders watched; past it the watcher polls.
    static let folderLimit = 8192
    /// How many times the watcher listed the files (the fallback's cost; 0 while inotify works).
    private(set) var scans = 0
    private var signature: [String: [Double]] = [:]
    private var lastScan = Date.distantPast
    /// Why the watcher polls, when it does.
    private(set) var fallbackReason: String?

    init(inputs: [String], skipping: [String]) {
        self.inputs = inputs
        self.skipping = Set(skipping.map { URL(fileURLWithPath: $0).standardizedFileURL.resolvingSymlinksInPath().path })
        fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        if fd < 0 {
            fallbackReason = "inotify is not available (\(String(cString: strerror(errno))))"
        } else {
            for input in inputs {
                var isDir: ObjCBool = false
                guard FileManager.default.fileExists(atPath: input, isDirectory: &isDir) else { continue }
                let folder = isDir.boolValue ? input : URL(fileURLWithPath: input).deletingLastPathComponent().path
                addTree(URL(fileURLWithPath: folder).standardizedFileURL.path)
            }
        }
        if fallbackReason != nil { signature = scan() }
    }

    deinit { if fd >= 0 { close(fd) } }

    /// Whether the watcher compares file times (inotify unavailable or full).
    var isPolling: Bool { fallbackReason != nil }

    private func addTree(_ path: String) {
        guard fallbackReason == nil else { return }
        if skipping.contains(URL(fileURLWithPath: path).resolvingSymlinksInPath().path) { return }
        if folders.count >= Self.folderLimit {
            fallbackReason = "more than \(Self.folderLimit) folders"
            return
        }
        let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_ATTRIB | IN_DELETE_SELF | IN_ONLYDIR)
        let wd = inotify_add_watch(fd, path, mask)
        guard wd >= 0 else {
            if errno == ENOSPC { fallbackReason = "the system's inotify watch limit was reached" }
            return
        }
        folders[wd] = path
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return }
        for child in names.sorted() where !child.hasPrefix(".") {  // hidden folders and .build
            let url = URL(fileURLWithPath: path).appendingPathComponent(child)
            var isDir: ObjCBool = false
            // Links to folders are not followed, as when looking for files.
            if (try? url.resourceValues(forKeys: [.isSymbolicLinkKey]).isSymbolicLink) == true { continue }
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDir), isDir.boolValue { addTree(url.path) }
        }
    }

    /// Whether a changed name is one that can change a picture.
    static func matters(_ name: String) -> Bool {
        let lower = name.lowercased()
        return lower.hasSuffix(".swift") || lower.hasSuffix(".png") || lower.hasSuffix(".jpg") || lower.hasSuffix(".jpeg") || name == "Contents.json"
    }

    /// The files changed since the last call, waiting at most `timeout` seconds for the first.
    func changes(waiting timeout: Double = 0) -> [String] {
        if fallbackReason != nil { return polled(timeout) }
        var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        guard Glibc.poll(&p, 1, Int32(timeout * 1000)) > 0 else { return [] }
        var changed: [String] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = read(fd, &buffer, buffer.count)
            if n <= 0 { break }
            var offset = 0
            let header = 16  // wd, mask, cookie, len: four 32-bit fields
            while offset + header <= n {
                func u32(_ k: Int) -> UInt32 { buffer[offset + k..<offset + k + 4].reversed().reduce(0) { $0 << 8 | UInt32($1) } }
                let wd = Int32(bitPattern: u32(0)), mask = u32(4), length = Int(u32(12))
                let nameBytes = buffer[(offset + header)..<min(n, offset + header + length)].prefix { $0 != 0 }
                let name = String(decoding: nameBytes, as: UTF8.self)
                offset += header + length
                guard let folder = folders[wd] else { continue }
                let path = folder + "/" + name
                if mask & UInt32(IN_ISDIR) != 0 {
                    if mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 && !name.hasPrefix(".") {
                        addTree(path)
                        changed.append(path)
                    } else if mask & UInt32(IN_DELETE | IN_MOVED_FROM) != 0 {
                        changed.append(path)
                    }
                } else if mask & UInt32(IN_DELETE_SELF) != 0 {
                    folders[wd] = nil
                } else if !name.isEmpty && Self.matters(name) {
                    changed.append(path)
                }
            }
        }
        if fallbackReason != nil { signature = scan() }
        var seen = Set<String>()
        return changed.filter { seen.insert($0).inserted }
    }

    private func polled(_ timeout: Double) -> [String] {
        let wait = max(0, 1 - Date().timeIntervalSince(lastScan))
        if wait > timeout {
            usleep(useconds_t(timeout * 1_000_000))
            return []
        }
        usleep(useconds_t(wait * 1_000_000))
        let now = scan()
        let changed = Set(now.keys).union(signature.keys).filter { now[$0] != signature[$0] }.sorted()
        signature = now
        return changed
    }

    /// Each Swift file's modification time and size.
    private func scan() -> [String: [Double]] {
        scans += 1
        lastScan = Date()
        var out: [String: [Double]] = [:]
        for f in (try? PreviewSources.swiftFiles(inputs, skipping: Array(skipping))) ?? [] {
            guard let a = try? FileManager.default.attributesOfItem(atPath: f.display) else { continue }
            out[f.display] = [(a[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0, (a[.size] as? NSNumber)?.doubleValue ?? 0]
        }
        return out
    }
}
