import Foundation

/// A file's path as the file system holds it (any bytes but `/` and NUL in a name), and as
/// LayoutViz shows it: UTF-8, with control characters and bytes that are not UTF-8 written as
/// `\xNN` (docs/previews.md, "File names").
package struct SourcePath: Hashable, Sendable, Comparable {
    /// The absolute path's bytes.
    package let bytes: [UInt8]
    /// The path shown in messages and used as the `#sourceLocation` of the file's copy.
    package let display: String

    package init(bytes: [UInt8]) {
        self.bytes = bytes
        display = SourcePath.displayed(bytes)
    }

    /// A path given as text (the command line), made absolute and standardized.
    package init(_ path: String) {
        self.init(bytes: Array(URL(fileURLWithPath: path).standardizedFileURL.path.utf8))
    }

    /// The last component, as shown.
    package var name: String { display.split(separator: "/").last.map(String.init) ?? display }

    package static func < (a: SourcePath, b: SourcePath) -> Bool { a.bytes.lexicographicallyPrecedes(b.bytes) }

    /// This path with `component` (raw bytes) appended.
    func appending(_ component: [UInt8]) -> SourcePath {
        SourcePath(bytes: (bytes.last == UInt8(ascii: "/") ? bytes : bytes + [UInt8(ascii: "/")]) + component)
    }

    /// The file's bytes.
    package func read() throws -> Data {
        let fd = withCString { open($0, O_RDONLY | O_CLOEXEC | O_NONBLOCK) }
        guard fd >= 0 else { throw PreviewBuildError("cannot read '\(display)': \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0, (st.st_mode & S_IFMT) == S_IFREG else { throw PreviewBuildError("cannot read '\(display)': not a regular file") }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = Glibc.read(fd, &buffer, buffer.count)
            if n == 0 { break }
            if n < 0 {
                if errno == EINTR { continue }
                throw PreviewBuildError("cannot read '\(display)': \(String(cString: strerror(errno)))")
            }
            data.append(contentsOf: buffer[0..<n])
        }
        return data
    }

    /// `stat` of the path (following links); nil when it does not exist.
    func status(followingLinks: Bool = true) -> stat? {
        var st = stat()
        let ok = withCString { followingLinks ? stat($0, &st) : lstat($0, &st) } == 0
        return ok ? st : nil
    }

    /// Calls `body` with the path as a C string.
    func withCString<R>(_ body: (UnsafePointer<CChar>) -> R) -> R {
        (bytes + [0]).withUnsafeBufferPointer { b in b.withMemoryRebound(to: CChar.self) { body($0.baseAddress!) } }
    }

    /// The bytes as text: UTF-8, with control characters and invalid bytes as `\xNN`.
    static func displayed(_ bytes: [UInt8]) -> String {
        var out = ""
        var iterator = bytes.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        var offset = 0
        func escape(_ b: UInt8) { out += "\\x" + String(b, radix: 16, uppercase: true).leftPadded(2) }
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                let scalar = Unicode.UTF8.decode(encoded)
                if scalar.value < 0x20 || scalar.value == 0x7F { escape(UInt8(scalar.value)) } else { out.unicodeScalars.append(scalar) }
                offset += encoded.count
            case .error(let length):
                for k in 0..<length { escape(bytes[offset + k]) }
                offset += length
            case .emptyInput:
                return out
            }
        }
    }
}

extension String {
    fileprivate func leftPadded(_ n: Int) -> String { String(repeating: "0", count: max(0, n - count)) + self }
}

/// Finding and reading the Swift files to preview.
package enum PreviewSources {
    /// The Swift files of `inputs`: files as given, folders searched (hidden folders, `.build`,
    /// asset catalogs and the folders in `skipping` left out; links to folders not followed),
    /// sorted. Names may hold any bytes.
    package static func swiftFiles(_ inputs: [String], skipping: [String] = []) throws -> [SourcePath] {
        let skipped = Set(skipping.map { realPath($0) ?? URL(fileURLWithPath: $0).standardizedFileURL.path })
        var files: [SourcePath] = []
        for input in inputs {
            let path = SourcePath(input)
            guard let st = path.status() else { throw PreviewBuildError("no such file or folder: '\(input)'") }
            if (st.st_mode & S_IFMT) != S_IFDIR {
                guard path.display.hasSuffix(".swift") else { throw PreviewBuildError("'\(input)' is not a Swift file") }
                guard (st.st_mode & S_IFMT) == S_IFREG else { throw PreviewBuildError("'\(input)' is not a regular file") }
                files.append(path)
                continue
            }
            walk(path, skipped: skipped, into: &files)
        }
        var seen = Set<SourcePath>()
        return files.filter { seen.insert($0).inserted }.sorted()
    }

    /// The Swift files below `folder`, relative to it and sorted, found as `swiftFiles` finds
    /// them (hidden files, asset catalogs, `Package.swift` and links to folders left out).
    package static func swiftFiles(below folder: URL) -> [String] {
        let base = SourcePath(folder.path)
        var files: [SourcePath] = []
        walk(base, skipped: [], into: &files)
        let prefix = base.bytes + [UInt8(ascii: "/")]
        return files.filter { $0.bytes.starts(with: prefix) }.map { SourcePath.displayed(Array($0.bytes.dropFirst(prefix.count))) }.sorted()
    }

    private static func walk(_ folder: SourcePath, skipped: Set<String>, into files: inout [SourcePath]) {
        if let real = realPath(folder), skipped.contains(real) { return }
        guard let dir = folder.withCString({ opendir($0) }) else { return }
        var names: [[UInt8]] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
            if name.first == UInt8(ascii: ".") { continue }  // hidden, `.` and `..`, `.build`
            names.append(name)
        }
        closedir(dir)
        for name in names.sorted(by: { $0.lexicographicallyPrecedes($1) }) {
            let path = folder.appending(name)
            guard let own = path.status(followingLinks: false) else { continue }
            let isLink = (own.st_mode & S_IFMT) == S_IFLNK
            guard let st = isLink ? path.status() : own else { continue }
            switch st.st_mode & S_IFMT {
            case S_IFDIR:
                // Links to folders are not followed (they may loop); asset catalogs hold no code.
                if !isLink && !name.ends(with: ".xcassets") { walk(path, skipped: skipped, into: &files) }
            case S_IFREG:
                if name.ends(with: ".swift") && name != Array("Package.swift".utf8) { files.append(path) }
            default:
                break  // FIFOs, sockets, devices
            }
        }
    }

    /// The real path of a folder given as text, links resolved; nil when it does not exist.
    static func realPath(_ path: String) -> String? { realPath(SourcePath(path)) }

    static func realPath(_ path: SourcePath) -> String? {
        guard let resolved = path.withCString({ realpath($0, nil) }) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Reads and scans `files`: a UTF-8 byte-order mark is dropped, and in a `main.swift` the
    /// top-level statements are found so they can be left out. `modules` names the module of
    /// each file that has one (a package's targets).
    package static func load(_ files: [SourcePath], modules: [SourcePath: String] = [:]) throws -> [PreviewProject.SourceFile] {
        try files.map { path in
            var text = String(decoding: try path.read(), as: UTF8.self)
            if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
            let scan = SourceScanner.scan(text, topLevelStatements: path.name == "main.swift")
            return PreviewProject.SourceFile(path: path.display, text: text, scan: scan, module: modules[path])
        }
    }

    /// For a package folder: the module (target) of each Swift file below its `Sources` folder,
    /// named as SwiftPM names a target's module (the folder's name, with characters that cannot
    /// be in an identifier as `_`). Files directly in `Sources` have none.
    package static func modules(of files: [SourcePath], package: String) -> [SourcePath: String] {
        let sources = SourcePath(URL(fileURLWithPath: package).appendingPathComponent("Sources").path).bytes + [UInt8(ascii: "/")]
        var out: [SourcePath: String] = [:]
        for f in files where f.bytes.starts(with: sources) {
            let rest = f.bytes.dropFirst(sources.count)
            guard let slash = rest.firstIndex(of: UInt8(ascii: "/")) else { continue }
            out[f] = moduleName(SourcePath.displayed(Array(rest[rest.startIndex..<slash])))
        }
        return out
    }

    /// SwiftPM's module name for a target folder: letters, digits and `_`, not starting with a digit.
    static func moduleName(_ folder: String) -> String {
        var s = String(folder.unicodeScalars.map { CharacterSet.alphanumerics.contains($0) && $0.isASCII ? Character($0) : "_" })
        if s.first?.isNumber ?? true { s = "_" + s }
        return s
    }

    /// The deepest folder containing every path.
    package static func commonFolder(of paths: [String]) -> String {
        let folders = paths.map { URL(fileURLWithPath: $0).deletingLastPathComponent().pathComponents }
        guard var common = folders.first else { return "/" }
        for f in folders.dropFirst() {
            var n = 0
            while n < min(common.count, f.count) && common[n] == f[n] { n += 1 }
            common = Array(common.prefix(n))
        }
        let path = NSString.path(withComponents: common)
        return path.isEmpty ? "/" : path
    }
}

extension Array where Element == UInt8 {
    fileprivate func ends(with suffix: String) -> Bool { self.count >= suffix.utf8.count && self.suffix(suffix.utf8.count).elementsEqual(suffix.utf8) }
}
