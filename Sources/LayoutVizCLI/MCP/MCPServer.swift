import Foundation
import LayoutViz
import LayoutVizPreviewKit

/// The Model Context Protocol server of `layoutviz mcp` (docs/agents.md): JSON-RPC 2.0 messages
/// in, answers out, over stdio or HTTP. Requests that touch the workspace run one at a time on
/// the workspace's queue (its preview session is warm between them); `initialize`, `ping`,
/// `tools/list` and cancellations are answered at once, so a long call never blocks them.
final class MCPServer: @unchecked Sendable {
    /// The protocol revisions served through the `initialize` handshake, oldest first.
    static let protocolVersions = ["2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25"]
    /// How many tool calls may wait before new ones are refused.
    static let queueLimit = 64

    let workspace: MCPWorkspace
    let tools: MCPTools
    private let lock = NSLock()
    private let queue = DispatchQueue(label: "layoutviz.mcp.workspace")
    private let group = DispatchGroup()
    private var pending = 0
    private var cancelled: Set<String> = []
    private var negotiated: String?

    init(workspace: MCPWorkspace) {
        self.workspace = workspace
        tools = MCPTools(workspace: workspace)
    }

    /// Handles one message; `reply` is called with each message to send back (an answer, a
    /// progress notification), possibly later and on another thread. Notifications get no answer.
    func handle(_ data: Data, reply: @escaping @Sendable (JSONValue) -> Void) {
        let message: JSONValue
        do { message = try JSONValue.parse(data) } catch {
            reply(Self.error(id: .null, code: -32700, "parse error: the message is not JSON"))
            return
        }
        if case .array = message {
            reply(Self.error(id: .null, code: -32600, "batches are not supported"))
            return
        }
        guard case .object = message, message["jsonrpc"]?.string == "2.0", let method = message["method"]?.string else {
            if message["result"] != nil || message["error"] != nil { return }  // an answer to nothing we asked
            reply(Self.error(id: message["id"] ?? .null, code: -32600, "invalid request: expected a JSON-RPC 2.0 object with a method"))
            return
        }
        let params = message["params"] ?? [:]
        guard let id = message["id"] else {
            notification(method, params)
            return
        }
        switch method {
        case "initialize":
            let asked = params["protocolVersion"]?.string ?? ""
            let version = Self.protocolVersions.contains(asked) ? asked : Self.protocolVersions.last!
            lock.withLock { negotiated = version }
            reply(Self.result(id: id, [
                "protocolVersion": .string(version),
                "capabilities": ["tools": ["listChanged": false], "resources": ["listChanged": false, "subscribe": false], "logging": [:]],
                "serverInfo": ["name": "layoutviz", "title": "LayoutViz", "version": .string(LayoutVizVersion.string)],
                "instructions": .string(Self.instructions),
            ]))
        case "ping":
            reply(Self.result(id: id, [:]))
        case "logging/setLevel":
            reply(Self.result(id: id, [:]))
        case "tools/list":
            reply(Self.result(id: id, ["tools": .array(MCPTools.definitions)]))
        case "resources/list":
            // The pictures drawn in this session, newest first.
            let pictures = workspace.pictures.withLock { $0 }.reversed().map { path -> JSONValue in
                let url = URL(fileURLWithPath: path)
                return ["uri": .string(url.absoluteString), "name": .string(url.lastPathComponent), "mimeType": "image/png",
                        "description": .string("a picture drawn by render_preview: \(path)")]
            }
            reply(Self.result(id: id, ["resources": .array(pictures)]))
        case "resources/templates/list":
            reply(Self.result(id: id, ["resourceTemplates": []]))
        case "resources/read":
            let uri = params["uri"]?.string ?? ""
            let path = URL(string: uri).map(\.path) ?? ""
            guard uri.hasPrefix("file://"), workspace.pictures.withLock({ $0.contains(path) }), let data = FileManager.default.contents(atPath: path) else {
                reply(Self.error(id: id, code: -32002, "resource not found: '\(uri)' is not a picture drawn in this session"))
                return
            }
            reply(Self.result(id: id, ["contents": [["uri": .string(uri), "mimeType": "image/png", "blob": .string(data.base64EncodedString())]]]))
        case "prompts/list":
            reply(Self.result(id: id, ["prompts": []]))
        case "tools/call":
            call(id: id, params: params, reply: reply)
        default:
            reply(Self.error(id: id, code: -32601, "method not found: \(method)"))
        }
    }

    private func notification(_ method: String, _ params: JSONValue) {
        if method == "notifications/cancelled", let request = params["requestId"] {
            lock.withLock { _ = cancelled.insert(request.text) }
        }
        // notifications/initialized and the rest need nothing.
    }

    /// A tool call: queued behind the running one (refused when the queue is full), answered
    /// unless it was cancelled before it ended.
    private func call(id: JSONValue, params: JSONValue, reply: @escaping @Sendable (JSONValue) -> Void) {
        if params["name"]?.string == "devices" {
            // The catalog needs no workspace: answered at once, whatever is running.
            let tools = self.tools
            DispatchQueue.global().async {
                switch tools.call(name: "devices", arguments: params["arguments"] ?? [:], progress: { _, _, _ in }) {
                case .success(let value): reply(Self.result(id: id, value))
                case .failure(let e): reply(Self.error(id: id, code: e.code, e.message))
                }
            }
            return
        }
        let full = lock.withLock { () -> Bool in
            if pending >= Self.queueLimit { return true }
            pending += 1
            waiting.append(Waiting(id: id, params: params, reply: reply))
            return false
        }
        if full {
            reply(Self.error(id: id, code: -32000, "busy: \(Self.queueLimit) calls are already waiting; try again when one has answered"))
            return
        }
        group.enter()
        queue.async { [self] in drain() }
    }

    /// A tool call waiting for the workspace.
    private struct Waiting {
        let id: JSONValue
        let params: JSONValue
        let reply: @Sendable (JSONValue) -> Void
    }
    private var waiting: [Waiting] = []

    /// Takes every call waiting, in the order they came: plans each (answering those that need
    /// no worker), then runs the jobs of the others as one batch on every worker, answering each
    /// as its job ends. Runs on the workspace queue only.
    private func drain() {
        let batch = lock.withLock { () -> [Waiting] in
            defer { waiting = [] }
            return waiting
        }
        var jobs: [PreviewJob] = []
        var finishing: [(Waiting, (PreviewJobResult) throws(MCPError) -> JSONValue)] = []
        func answer(_ call: Waiting, _ result: Result<JSONValue, MCPError>) {
            defer {
                lock.withLock { pending -= 1 }
                group.leave()
            }
            if lock.withLock({ cancelled.remove(call.id.text) != nil }) { return }
            switch result {
            case .success(let value): call.reply(Self.result(id: call.id, value))
            case .failure(let e): call.reply(Self.error(id: call.id, code: e.code, e.message))
            }
        }
        for call in batch {
            if lock.withLock({ cancelled.contains(call.id.text) }) {
                answer(call, .failure(MCPError(code: -32800, message: "cancelled")))
                continue
            }
            let token = call.params["_meta"]?["progressToken"]
            let progress: (Double, Double?, String) -> Void = { done, total, message in
                guard let token else { return }
                var p: [String: JSONValue] = ["progressToken": token, "progress": .number(done), "message": .string(message)]
                if let total { p["total"] = .number(total) }
                call.reply(["jsonrpc": "2.0", "method": "notifications/progress", "params": .object(p)])
            }
            switch tools.plan(name: call.params["name"]?.string ?? "", arguments: call.params["arguments"] ?? [:], progress: progress) {
            case .answer(let result): answer(call, result)
            case .job(let job, let finish):
                jobs.append(job)
                finishing.append((call, finish))
            }
        }
        guard !jobs.isEmpty else { return }
        workspace.run(batch: jobs) { index, outcome in
            let (call, finish) = finishing[index]
            switch outcome {
            case .success(let r):
                do throws(MCPError) { answer(call, .success(try finish(r))) } catch { answer(call, MCPTools.answer(error)) }
            case .failure(let e): answer(call, MCPTools.answer(e))
            }
        }
    }

    /// Waits for the calls in flight, then stops the workspace's workers.
    func shutdown() {
        group.wait()
        workspace.shutdown()
    }

    static func result(id: JSONValue, _ result: JSONValue) -> JSONValue { ["jsonrpc": "2.0", "id": id, "result": result] }

    static func error(id: JSONValue, code: Int, _ message: String) -> JSONValue {
        ["jsonrpc": "2.0", "id": id, "error": ["code": .number(Double(code)), "message": .string(message)]]
    }

    static let instructions = """
        LayoutViz renders SwiftUI previews on Linux as iOS 26 (or iOS 18) draws them. list_previews names the workspace's \
        previews; render_preview returns a picture; elements the accessibility elements VoiceOver would read; explain why each \
        view has its size; check the accessibility lint; render_snippet draws SwiftUI code you have not saved; golden_verify compares previews with their goldens; devices lists the screens.
        """
}

/// A protocol error a tool call answers with.
struct MCPError: Error {
    let code: Int
    let message: String
    /// Invalid arguments.
    static func invalid(_ message: String) -> MCPError { MCPError(code: -32602, message: message) }
}
