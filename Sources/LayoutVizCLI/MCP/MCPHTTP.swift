import Foundation
import LayoutViz
#if canImport(Glibc)
import Glibc
#endif

/// MCP's streamable HTTP transport for `layoutviz mcp --http HOST:PORT` (docs/agents.md): each
/// JSON-RPC message is POSTed to `/mcp` and answered with `application/json` (a notification
/// with 202 Accepted); there is no server-to-client stream (GET answers 405). It listens on a
/// loopback address only and refuses a request whose Host or Origin names another host, so a web
/// page cannot reach it through DNS rebinding. At most 16 connections are served at once, each
/// request whole within 10 s and at most 8 MB.
struct MCPHTTP {
    let server: MCPServer
    let address: String
    let console: Console

    static let connectionLimit = 16
    static let bodyLimit = 8 << 20
    static let clientTimeout = 10

    func serve() throws {
        let (host, port) = try Self.parse(address)
        let fd = socket(host == "::1" ? AF_INET6 : AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw CLIError.failure("cannot open a socket: \(String(cString: strerror(errno)))") }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        let bound: Int32
        if host == "::1" {
            var addr = sockaddr_in6()
            addr.sin6_family = sa_family_t(AF_INET6)
            addr.sin6_port = port.bigEndian
            addr.sin6_addr = in6addr_loopback
            bound = withUnsafePointer(to: &addr) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in6>.size)) } }
        } else {
            var addr = sockaddr_in()
            addr.sin_family = sa_family_t(AF_INET)
            addr.sin_port = port.bigEndian
            addr.sin_addr.s_addr = inet_addr("127.0.0.1")
            bound = withUnsafePointer(to: &addr) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
        }
        guard bound == 0, listen(fd, 64) == 0 else {
            let why = String(cString: strerror(errno))
            close(fd)
            throw CLIError.failure("cannot listen on \(address): \(why)")
        }
        var actual = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        _ = withUnsafeMutablePointer(to: &actual) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) } }
        let chosen = actual.ss_family == sa_family_t(AF_INET6)
            ? withUnsafePointer(to: &actual) { $0.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { UInt16(bigEndian: $0.pointee.sin6_port) } }
            : withUnsafePointer(to: &actual) { $0.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { UInt16(bigEndian: $0.pointee.sin_port) } }
        let allowed = Set(["127.0.0.1:\(chosen)", "localhost:\(chosen)", "[::1]:\(chosen)"])
        // The one line a client (or a test) waits for: where to connect.
        console.err("layoutviz mcp: serving http://\(host == "::1" ? "[::1]" : host == "localhost" ? "localhost" : "127.0.0.1"):\(chosen)/mcp")
        let slots = DispatchSemaphore(value: Self.connectionLimit)
        while true {
            let client = accept(fd, nil, nil)
            if client < 0 {
                if errno == EINTR { continue }
                break
            }
            slots.wait()
            Thread {
                defer {
                    close(client)
                    slots.signal()
                }
                var timeout = timeval(tv_sec: Self.clientTimeout, tv_usec: 0)
                setsockopt(client, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
                setsockopt(client, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
                Self.exchange(client, server: server, allowed: allowed)
            }.start()
        }
        server.shutdown()
    }

    /// `127.0.0.1:8765`, `localhost:0`, `[::1]:8765`: a loopback host and a port.
    static func parse(_ address: String) throws -> (host: String, port: UInt16) {
        guard let colon = address.lastIndex(of: ":"), let port = UInt16(address[address.index(after: colon)...]) else {
            throw CLIError.usage("invalid --http '\(address)': expected HOST:PORT, such as 127.0.0.1:8765")
        }
        let host = String(address[..<colon]).trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        guard ["127.0.0.1", "localhost", "::1"].contains(host) else {
            throw CLIError.usage("invalid --http '\(address)': the server listens on loopback only (127.0.0.1, ::1 or localhost)")
        }
        return (host, port)
    }

    /// Reads one request on `fd` and answers it.
    private static func exchange(_ fd: Int32, server: MCPServer, allowed: Set<String>) {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        let end: [UInt8] = [13, 10, 13, 10]
        var headEnd: Range<Int>?
        while headEnd == nil {
            let n = read(fd, &buffer, buffer.count)
            guard n > 0 else { return }
            bytes += buffer[0..<n]
            headEnd = bytes.firstRange(of: end)
            if headEnd == nil && bytes.count > 16 * 1024 { return respond(fd, 431, "request head too large") }
        }
        let head = String(decoding: bytes[..<headEnd!.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
        let parts = head[0].split(separator: " ")
        var headers: [String: String] = [:]
        for line in head.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        guard parts.count >= 2 else { return respond(fd, 400, "malformed request line") }
        guard let host = headers["host"], allowed.contains(host.lowercased()) else { return respond(fd, 403, "the Host header must name this loopback server") }
        if let origin = headers["origin"], !allowed.contains(where: { "http://" + $0 == origin.lowercased() }) {
            return respond(fd, 403, "requests from another origin are refused")
        }
        guard parts[1].split(separator: "?").first == "/mcp" else { return respond(fd, 404, "the endpoint is /mcp") }
        guard parts[0] == "POST" else { return respond(fd, 405, "POST JSON-RPC messages to /mcp; this server offers no event stream", allow: "POST") }
        guard let length = headers["content-length"].flatMap(Int.init), length >= 0 else { return respond(fd, 411, "a Content-Length is needed") }
        guard length <= bodyLimit else { return respond(fd, 413, "the message is larger than 8 MB") }
        var body = Array(bytes[headEnd!.upperBound...])
        while body.count < length {
            let n = read(fd, &buffer, min(buffer.count, length - body.count))
            guard n > 0 else { return }
            body += buffer[0..<n]
        }
        // The answer to a request is its response; a notification (or a response) gets 202.
        let message = try? JSONValue.parse(Data(body.prefix(length)))
        let isRequest = message?["method"] != nil && message?["id"] != nil
        let done = DispatchSemaphore(value: 0)
        let box = Locked<JSONValue?>(nil)
        server.handle(Data(body.prefix(length))) { reply in
            guard reply["method"] == nil else { return }  // progress notifications are not streamed
            box.withLock { $0 = reply }
            done.signal()
        }
        guard isRequest || message == nil || box.withLock({ $0 }) != nil else { return respond(fd, 202, "") }
        done.wait()
        let answer = Data(((box.withLock { $0 } ?? .null).text).utf8)
        write(fd, status: 200, type: "application/json", answer)
    }

    private static func respond(_ fd: Int32, _ status: Int, _ text: String, allow: String? = nil) {
        write(fd, status: status, type: "text/plain; charset=utf-8", Data((text.isEmpty ? "" : text + "\n").utf8), allow: allow)
    }

    private static func write(_ fd: Int32, status: Int, type: String, _ body: Data, allow: String? = nil) {
        let reasons = [200: "OK", 202: "Accepted", 400: "Bad Request", 403: "Forbidden", 404: "Not Found", 405: "Method Not Allowed", 411: "Length Required",
                       413: "Content Too Large", 431: "Request Header Fields Too Large"]
        var head = "HTTP/1.1 \(status) \(reasons[status] ?? "Error")\r\nContent-Type: \(type)\r\nContent-Length: \(body.count)\r\nConnection: close\r\n"
        if let allow { head += "Allow: \(allow)\r\n" }
        let all = Data((head + "\r\n").utf8) + body
        all.withUnsafeBytes { raw in
            var sent = 0
            while sent < raw.count {
                let n = Glibc.write(fd, raw.baseAddress! + sent, raw.count - sent)
                if n <= 0 { return }
                sent += n
            }
        }
    }
}
