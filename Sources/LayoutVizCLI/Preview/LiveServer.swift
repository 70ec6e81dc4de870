import Foundation
import LayoutViz
#if canImport(Glibc)
import Glibc
#endif

/// A small HTTP server on the loopback interface for `layoutviz preview --watch`: serves the
/// output folder, a live page that reloads the pictures after each round, and `/status`.
final class LiveServer: @unchecked Sendable {
    let root: URL
    let port: UInt16
    private let socketFD: Int32
    private let lock = NSLock()
    private var generation = 0
    private var ok = true
    private var message = ""

    /// Listens on 127.0.0.1 at `port`, or the next free port of the ten after it.
    init(root: URL, port: UInt16) throws {
        self.root = root.standardizedFileURL
        var chosen: UInt16 = 0
        var fd: Int32 = -1
        for candidate in port..<(port &+ 10) where candidate > 0 {
            fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            guard fd >= 0 else { break }
            var yes: Int32 = 1
            setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
            var addr = sockaddr_in()
            addr.sin_family = sa_family_t(AF_INET)
            addr.sin_port = candidate.bigEndian
            addr.sin_addr.s_addr = inet_addr("127.0.0.1")
            let bound = withUnsafePointer(to: &addr) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
            if bound == 0 && listen(fd, 16) == 0 {
                chosen = candidate
                break
            }
            close(fd)
            fd = -1
        }
        guard fd >= 0, chosen != 0 else {
            throw CLIError.failure("cannot listen on 127.0.0.1 ports \(port)-\(port &+ 9): \(String(cString: strerror(errno)))")
        }
        socketFD = fd
        self.port = chosen
    }

    var url: String { "http://127.0.0.1:\(port)/" }

    /// Records a round: a good one advances the generation (the page reloads its pictures); a bad
    /// one shows `message` above the last good pictures.
    func update(ok: Bool, message: String) {
        lock.lock()
        defer { lock.unlock() }
        if ok { generation += 1 }
        self.ok = ok
        self.message = message
    }

    func start() {
        let t = Thread { [self] in
            while true {
                let client = accept(socketFD, nil, nil)
                if client < 0 { continue }
                let handler = Thread { [self] in self.handle(client) }
                handler.start()
            }
        }
        t.start()
    }

    private func handle(_ fd: Int32) {
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 8192)
        let n = read(fd, &buffer, buffer.count)
        guard n > 0 else { return }
        let request = String(decoding: buffer[0..<n], as: UTF8.self)
        let parts = request.split(separator: " ", maxSplits: 2)
        guard parts.count >= 2, parts[0] == "GET" else { return respond(fd, 405, "text/plain", Data("method not allowed\n".utf8)) }
        var path = String(parts[1])
        if let q = path.firstIndex(of: "?") { path = String(path[..<q]) }
        path = path.removingPercentEncoding ?? path
        switch path {
        case "/":
            respond(fd, 200, "text/html; charset=utf-8", Data(Self.livePage.utf8))
        case "/status":
            lock.lock()
            let body = "{\"generation\": \(generation), \"ok\": \(ok), \"message\": \(jsonQuoted(message))}"
            lock.unlock()
            respond(fd, 200, "application/json", Data(body.utf8))
        default:
            let file = root.appendingPathComponent(String(path.dropFirst())).standardizedFileURL
            guard file.path.hasPrefix(root.path + "/"), let data = FileManager.default.contents(atPath: file.path) else {
                return respond(fd, 404, "text/plain", Data("not found\n".utf8))
            }
            let types = ["png": "image/png", "svg": "image/svg+xml", "html": "text/html; charset=utf-8"]
            respond(fd, 200, types[file.pathExtension] ?? "application/octet-stream", data)
        }
    }

    private func respond(_ fd: Int32, _ status: Int, _ type: String, _ body: Data) {
        let reason = [200: "OK", 404: "Not Found", 405: "Method Not Allowed"][status] ?? "OK"
        var data = Data("HTTP/1.1 \(status) \(reason)\r\nContent-Type: \(type)\r\nContent-Length: \(body.count)\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n".utf8)
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
    static let livePage = """
        <!doctype html>
        <html><head><meta charset="utf-8"><title>layoutviz preview --watch</title>
        <style>body{margin:0;font-family:system-ui,sans-serif}#bar{padding:8px 16px;background:#e5f6e8;color:#1d5f2b;font-size:13px}
        #bar.error{background:#fde8e8;color:#8a1c1c;white-space:pre-wrap;font-family:ui-monospace,monospace}iframe{border:0;width:100%;height:calc(100vh - 40px)}</style>
        </head><body><div id="bar">waiting for the first round</div><iframe id="frame" src="index.html"></iframe>
        <script>
        let seen = -1;
        async function poll() {
          try {
            const s = await (await fetch('/status', {cache: 'no-store'})).json();
            const bar = document.getElementById('bar');
            bar.className = s.ok ? '' : 'error';
            bar.textContent = s.ok ? 'up to date (round ' + s.generation + ')' : s.message;
            if (s.generation !== seen) { if (seen !== -1) document.getElementById('frame').contentWindow.location.reload(); seen = s.generation; }
          } catch (e) { document.getElementById('bar').textContent = 'layoutviz preview --watch is not running'; }
          setTimeout(poll, 400);
        }
        poll();
        </script></body></html>
        """
}
