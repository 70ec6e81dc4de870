import Foundation
import LayoutViz
import LayoutVizPages
#if canImport(Glibc)
import Glibc
#endif

/// A small HTTP server on the loopback interface for `layoutviz preview --watch`: serves the
/// output folder, a live page that reloads the pictures after each round, and `/status`
/// (docs/previews.md, "The live page").
///
/// It answers only what a browser on this machine asks of it: it listens on 127.0.0.1 only, it
/// refuses a `Host` header other than `127.0.0.1:PORT` or `localhost:PORT` (so a web page cannot
/// read it through DNS rebinding), and it serves only regular files inside the output folder once
/// symbolic links are resolved. One thread reads requests as they arrive (at most 64 connections
/// waiting, each closed when its request is not whole within 5 s or passes 16 KB), and a fixed pool
/// of four threads answers whole requests from a bounded queue (more are answered 503), so slow or
/// numerous clients cannot exhaust threads or descriptors.
final class LiveServer: @unchecked Sendable {
    let root: URL
    let port: UInt16
    private let socketFD: Int32
    private let lock = NSLock()
    private var generation = 0
    private var ok = true
    private var message = ""
    /// Requests read whole, waiting for a handler: the connection and its head.
    private var queue: [(fd: Int32, head: String)] = []
    private let waiting = DispatchSemaphore(value: 0)

    /// Handler threads.
    static let handlers = 4
    /// Connections whose request is still arriving, at most; past it the oldest is closed.
    static let connectionLimit = 64
    /// Requests waiting for a handler, at most; more are answered 503.
    static let queueLimit = 32
    /// The largest request head read.
    static let requestLimit = 16 * 1024
    /// Seconds a client has to send its whole request, and to take each part of the answer.
    static let clientTimeout = 5

    /// Listens on 127.0.0.1 at `port`, or the next free port of the ten after it (within 65535).
    init(root: URL, port: UInt16) throws {
        self.root = root.standardizedFileURL
        var chosen: UInt16 = 0
        var fd: Int32 = -1
        var lastError: Int32 = 0
        let last = UInt16(min(Int(port) + 9, Int(UInt16.max)))
        for candidate in port...last where candidate > 0 {
            fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
            guard fd >= 0 else { lastError = errno; break }
            var yes: Int32 = 1
            setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
            var addr = sockaddr_in()
            addr.sin_family = sa_family_t(AF_INET)
            addr.sin_port = candidate.bigEndian
            addr.sin_addr.s_addr = inet_addr("127.0.0.1")
            let bound = withUnsafePointer(to: &addr) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
            if bound == 0 && listen(fd, 64) == 0 {
                chosen = candidate
                break
            }
            lastError = errno
            close(fd)
            fd = -1
        }
        guard fd >= 0, chosen != 0 else {
            throw CLIError.failure("cannot listen on 127.0.0.1 ports \(port)-\(last): \(String(cString: strerror(lastError)))")
        }
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
        socketFD = fd
        self.port = chosen
    }

    var url: String { "http://127.0.0.1:\(port)/" }

    /// Records a round: a good one advances the generation (the page reloads its pictures); a bad
    /// one shows `message` above the last good pictures, and reloads them when `reload` says some
    /// were drawn anew.
    func update(ok: Bool, message: String, reload: Bool? = nil) {
        lock.lock()
        defer { lock.unlock() }
        if reload ?? ok { generation += 1 }
        self.ok = ok
        self.message = message
    }

    /// A connection whose request is still arriving.
    private struct Pending {
        let fd: Int32
        let deadline: Date
        var bytes: [UInt8] = []
    }

    func start() {
        for _ in 0..<Self.handlers {
            Thread { [self] in
                while true {
                    waiting.wait()
                    lock.lock()
                    let (client, head) = queue.removeFirst()
                    lock.unlock()
                    // The answer is written blocking, each part within the time limit.
                    _ = fcntl(client, F_SETFL, fcntl(client, F_GETFL) & ~O_NONBLOCK)
                    var timeout = timeval(tv_sec: Self.clientTimeout, tv_usec: 0)
                    setsockopt(client, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
                    handle(client, head: head)
                    close(client)
                }
            }.start()
        }
        // One thread reads every request as it arrives, so idle or slow clients hold no handler.
        Thread { [self] in
            var pending: [Pending] = []
            var buffer = [UInt8](repeating: 0, count: 4096)
            let end: [UInt8] = [13, 10, 13, 10]
            while true {
                var fds = [pollfd(fd: socketFD, events: Int16(POLLIN), revents: 0)] + pending.map { pollfd(fd: $0.fd, events: Int16(POLLIN), revents: 0) }
                _ = poll(&fds, nfds_t(fds.count), 200)
                let now = Date()
                var kept: [Pending] = []
                for (k, var p) in pending.enumerated() {
                    if fds[k + 1].revents == 0 {
                        if now < p.deadline { kept.append(p) } else { close(p.fd) }
                        continue
                    }
                    let n = read(p.fd, &buffer, buffer.count)
                    if n <= 0 {
                        if n < 0 && errno == EAGAIN { kept.append(p) } else { close(p.fd) }
                        continue
                    }
                    p.bytes += buffer[0..<n]
                    if let r = p.bytes.firstRange(of: end) {
                        enqueue(p.fd, String(decoding: p.bytes[..<r.lowerBound], as: UTF8.self))
                    } else if p.bytes.count > Self.requestLimit {
                        respond(p.fd, 431, "text/plain", Data("request too large\n".utf8))
                        close(p.fd)
                    } else {
                        kept.append(p)
                    }
                }
                pending = kept
                guard fds[0].revents != 0 else { continue }
                while true {
                    let client = accept(socketFD, nil, nil)
                    if client < 0 {
                        // Out of descriptors: wait instead of spinning.
                        if errno == EMFILE || errno == ENFILE { usleep(100_000) }
                        break
                    }
                    _ = fcntl(client, F_SETFD, FD_CLOEXEC)  // not inherited by the preview workers
                    _ = fcntl(client, F_SETFL, fcntl(client, F_GETFL) | O_NONBLOCK)
                    if pending.count >= Self.connectionLimit { close(pending.removeFirst().fd) }
                    pending.append(Pending(fd: client, deadline: Date().addingTimeInterval(TimeInterval(Self.clientTimeout))))
                }
            }
        }.start()
    }

    /// Hands a whole request to the handlers, or answers 503 when too many wait.
    private func enqueue(_ fd: Int32, _ head: String) {
        lock.lock()
        let full = queue.count >= Self.queueLimit
        if !full { queue.append((fd, head)) }
        lock.unlock()
        if full {
            respond(fd, 503, "text/plain", Data("busy\n".utf8))
            close(fd)
        } else {
            waiting.signal()
        }
    }

    private func handle(_ fd: Int32, head: String) {
        let lines = head.split(separator: "\r\n", omittingEmptySubsequences: false)
        let parts = (lines.first ?? "").split(separator: " ", maxSplits: 2)
        let host = lines.dropFirst().first { $0.lowercased().hasPrefix("host:") }.map { $0.dropFirst(5).trimmingCharacters(in: .whitespaces) }
        guard let host, ["127.0.0.1:\(port)", "localhost:\(port)"].contains(host.lowercased()) else {
            return respond(fd, 421, "text/plain", Data("this server answers only http://127.0.0.1:\(port)/ and http://localhost:\(port)/\n".utf8))
        }
        guard parts.count >= 2, parts[0] == "GET" || parts[0] == "HEAD" else { return respond(fd, 405, "text/plain", Data("method not allowed\n".utf8)) }
        var path = String(parts[1])
        if let q = path.firstIndex(where: { $0 == "?" || $0 == "#" }) { path = String(path[..<q]) }
        guard let decoded = path.removingPercentEncoding, !decoded.contains("\0") else { return respond(fd, 400, "text/plain", Data("bad path\n".utf8)) }
        switch decoded {
        case "/":
            respond(fd, 200, "text/html; charset=utf-8", Data(Self.livePage.utf8))
        case "/status":
            lock.lock()
            let body = "{\"generation\": \(generation), \"ok\": \(ok), \"message\": \(jsonQuoted(message))}"
            lock.unlock()
            respond(fd, 200, "application/json", Data(body.utf8))
        default:
            guard let file = servable(decoded), let data = FileManager.default.contents(atPath: file.path) else {
                return respond(fd, 404, "text/plain", Data("not found\n".utf8))
            }
            let types = ["png": "image/png", "svg": "image/svg+xml", "html": "text/html; charset=utf-8", "json": "application/json"]
            respond(fd, 200, types[file.pathExtension] ?? "application/octet-stream", data)
        }
    }

    /// The file a request path names, when it is a regular file inside the output folder once
    /// every symbolic link is resolved.
    func servable(_ requestPath: String) -> URL? {
        let components = requestPath.split(separator: "/")
        guard !components.isEmpty, !components.contains(".."), !components.contains(where: { $0.hasPrefix(".") }) else { return nil }
        let realRoot = root.resolvingSymlinksInPath().path
        let file = root.appendingPathComponent(components.joined(separator: "/")).resolvingSymlinksInPath()
        guard file.path.hasPrefix(realRoot + "/") else { return nil }
        var st = stat()
        guard lstat(file.path, &st) == 0, (st.st_mode & S_IFMT) == S_IFREG else { return nil }
        return file
    }

    private func respond(_ fd: Int32, _ status: Int, _ type: String, _ body: Data) {
        let reasons = [200: "OK", 400: "Bad Request", 404: "Not Found", 405: "Method Not Allowed", 421: "Misdirected Request",
                       431: "Request Header Fields Too Large", 503: "Service Unavailable"]
        var data = Data("HTTP/1.1 \(status) \(reasons[status] ?? "OK")\r\nContent-Type: \(type)\r\nContent-Length: \(body.count)\r\nCache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n".utf8)
        data.append(body)
        data.withUnsafeBytes { raw in
            var sent = 0
            while sent < raw.count {
                let k = send(fd, raw.baseAddress!.advanced(by: sent), raw.count - sent, Int32(MSG_NOSIGNAL))
                if k <= 0 { return }
                sent += k
            }
        }
    }

    /// The live page: the previews' index in a frame, reloaded when a round succeeds; a compile
    /// error is shown above the last good pictures.
    static let livePage: String = {
        var page = HTMLPage(title: "layoutviz preview --watch", styles: [.liveCSS],
                            body: "<div id=\"bar\">waiting for the first round</div><iframe id=\"frame\" src=\"index.html\"></iframe>", scripts: [.liveJS])
        page.usesOwnOrigin = true
        return page.render()
    }()
}
