import Foundation
import LayoutViz
import LayoutVizPreviewKit

/// `layoutviz mcp`: the Model Context Protocol server for agents and tools (docs/agents.md).
struct MCPCommand {
    let console: Console

    static let spec = CommandSpec("mcp", summary: "Serve previews to agents over the Model Context Protocol (stdio, or HTTP on loopback)",
                                  arguments: "[WORKSPACE]", options: [
        OptionSpec("http", .one, "HOST:PORT", "Serve MCP's streamable HTTP transport at http://HOST:PORT/mcp instead of stdio; HOST must be a loopback address (127.0.0.1, ::1, localhost). Requests whose Host or Origin names another host are refused."),
        SharedOptions.out.help("Where pictures are written. Default: WORKSPACE/Output/mcp."),
    ] + SharedOptions.limits + [SharedOptions.quiet], text: [
        "Serves the workspace (a folder, a Swift package or an Xcode project, as 'preview' takes it; default: the current folder) to an MCP client: JSON-RPC 2.0 messages, one per line on standard input and output, protocol revisions 2024-11-05 to 2025-11-25 through 'initialize'. Tools: devices, list_previews, render_preview (the PNG as image content), elements, explain, check, render_snippet, golden_verify; each has a JSON Schema for its input and output.",
        "The previews are built once and rebuilt only when a Swift file changes; the workers stay up between calls. Calls are taken in the order they came; the drawing calls waiting together run as one batch on every worker (up to 64 waiting); devices answers at once; each preview has the --timeout limit. Paths are resolved inside the workspace: one that leaves it, by '..' or a symbolic link, is refused. End of input stops the workers and the server. docs/agents.md.",
    ], footer: ["Example (Claude Code):", "  claude mcp add layoutviz -- layoutviz mcp /path/to/app"]) { console, a in try MCPCommand(console: console).run(a) }

    func run(_ a: Arguments) throws {
        if a.positionals.count > 1 { throw CLIError.usage("'mcp' serves one workspace, got \(a.positionals.count)") }
        let rootPath = a.positionals.first ?? FileManager.default.currentDirectoryPath
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: rootPath, isDirectory: &isFolder), isFolder.boolValue else {
            throw CLIError.usage("no such folder '\(rootPath)' to serve")
        }
        let root = URL(fileURLWithPath: rootPath).standardizedFileURL
        let out = a.value("out").map { URL(fileURLWithPath: $0) } ?? root.appendingPathComponent(Defaults.outputFolder).appendingPathComponent("mcp")
        if let problem = folderProblem(out.deletingLastPathComponent().standardizedFileURL.path), !FileManager.default.fileExists(atPath: out.path) {
            throw CLIError.failure("cannot write pictures to '\(out.path)': \(problem)")
        }
        let limits = try PreviewCommand.limits(a)
        // Standard output carries the protocol: every other line goes to standard error.
        let quiet = a.has("quiet")
        let log = Console(out: { line in try? FileHandle.standardError.write(contentsOf: Data(line.utf8)) },
                          err: { line in if !quiet { try? FileHandle.standardError.write(contentsOf: Data(line.utf8)) } })
        let server = MCPServer(workspace: MCPWorkspace(root: root, out: out, limits: limits, console: log))
        if let address = a.value("http") {
            try MCPHTTP(server: server, address: address, console: console).serve()
        } else {
            MCPStdio(server: server).serve()
        }
    }
}

/// MCP's stdio transport: one JSON-RPC message a line on standard input, answers a line each on
/// standard output (written whole, one at a time); end of input shuts the server down.
struct MCPStdio {
    let server: MCPServer

    func serve() {
        signal(SIGPIPE, SIG_IGN)
        let lock = NSLock()
        let reply: @Sendable (JSONValue) -> Void = { message in
            lock.withLock { _ = try? FileHandle.standardOutput.write(contentsOf: Data((message.text + "\n").utf8)) }
        }
        while let line = readLine(strippingNewline: true) {
            if line.trimmingCharacters(in: .whitespaces).isEmpty { continue }
            server.handle(Data(line.utf8), reply: reply)
        }
        server.shutdown()
    }
}
