import Foundation

// `layoutviz-bench suite --part mcp`: the waits of an agent using `layoutviz mcp`, and the same
// work through the CLI for comparison (docs/benchmarks.md, "The MCP server").

/// A client speaking JSON-RPC to `layoutviz mcp` over its standard input and output.
final class MCPBenchClient {
    let process = Process()
    private let input = Pipe(), output = Pipe()
    private var buffer = Data()
    /// How much of `buffer` is known to hold no line end.
    private var scanned = 0
    private var nextID = 1

    /// The next whole line read so far, if any.
    private func nextLine() -> Data? {
        guard let newline = buffer[(buffer.startIndex + scanned)...].firstIndex(of: 10) else {
            scanned = buffer.count
            return nil
        }
        let line = Data(buffer[buffer.startIndex..<newline])
        buffer = Data(buffer[(newline + 1)...])
        scanned = 0
        return line
    }

    init(cli: URL, workspace: URL, cache: URL) {
        process.executableURL = cli
        process.arguments = ["mcp", workspace.path, "--quiet"]
        process.environment = ProcessInfo.processInfo.environment.merging(["LAYOUTVIZ_CACHE": cache.path]) { _, b in b }
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try! process.run()
    }

    /// Sends a request and waits for its answer (notifications skipped); the answer's object.
    func request(_ method: String, _ params: [String: Any]) -> [String: Any] {
        let id = nextID
        nextID += 1
        let message: [String: Any] = ["jsonrpc": "2.0", "id": id, "method": method, "params": params]
        input.fileHandleForWriting.write(try! JSONSerialization.data(withJSONObject: message) + Data("\n".utf8))
        while true {
            while let line = nextLine() {
                if let object = try? JSONSerialization.jsonObject(with: line) as? [String: Any], (object["id"] as? Int) == id { return object }
            }
            let more = output.fileHandleForReading.availableData
            check(!more.isEmpty, "layoutviz mcp answers \(method)")
            buffer += more
        }
    }

    /// Sends every call at once (an agent asking for several pictures) and waits for all the answers.
    func callAll(_ calls: [(String, [String: Any])]) {
        let first = nextID
        var batch = Data()
        for (tool, arguments) in calls {
            let message: [String: Any] = ["jsonrpc": "2.0", "id": nextID, "method": "tools/call", "params": ["name": tool, "arguments": arguments]]
            batch += try! JSONSerialization.data(withJSONObject: message) + Data("\n".utf8)
            nextID += 1
        }
        input.fileHandleForWriting.write(batch)
        var answered = Set<Int>()
        while answered.count < calls.count {
            while let line = nextLine() {
                guard let object = try? JSONSerialization.jsonObject(with: line) as? [String: Any], let id = object["id"] as? Int, id >= first else { continue }
                let result = object["result"] as? [String: Any]
                check(result != nil && (result?["isError"] as? Bool) != true, "call \(id) succeeds: \(object)")
                answered.insert(id)
            }
            if answered.count == calls.count { break }
            let more = output.fileHandleForReading.availableData
            check(!more.isEmpty, "layoutviz mcp answers every call")
            buffer += more
        }
    }

    func call(_ tool: String, _ arguments: [String: Any]) -> [String: Any] {
        let answer = request("tools/call", ["name": tool, "arguments": arguments])
        let result = answer["result"] as? [String: Any]
        check(result != nil && (result?["isError"] as? Bool) != true, "\(tool) succeeds: \(answer)")
        return result!
    }

    func close() {
        input.fileHandleForWriting.closeFile()
        process.waitUntilExit()
    }
}

/// The MCP figures: a ten-preview folder from a cold start, every preview in four variants, a
/// one-file edit to its new picture, and a warm preview's elements; each beside the CLI doing it.
func mcpFigures(cli: URL, dir: URL, quick: Bool) -> [SuiteFigure] {
    let workspace = dir.appendingPathComponent("mcp-workspace")
    try! FileManager.default.createDirectory(at: workspace, withIntermediateDirectories: true)
    func source(_ k: Int, _ title: String) -> String {
        """
        import SwiftUI

        struct Screen\(k): View {
            var body: some View {
                NavigationStack {
                    List(0..<10, id: \\.self) { i in
                        Label("Row \\(i) of screen \(k)", systemImage: "star")
                    }
                    .navigationTitle("\(title)")
                }
            }
        }

        #Preview("Screen \(k)") { Screen\(k)() }

        """
    }
    for k in 0..<10 { try! source(k, "Screen \(k)").write(to: workspace.appendingPathComponent("Screen\(k).swift"), atomically: true, encoding: .utf8) }
    let variants: [[String: Any]] = [[:], ["colorScheme": "dark"], ["look": "ios18"], ["look": "ios18", "colorScheme": "dark"]]
    var cold: [Double] = [], matrix: [Double] = [], sequential: [Double] = [], edit: [Double] = [], elements: [Double] = []
    var cliMatrix: [Double] = [], cliEdit: [Double] = [], cliElements: [Double] = []
    func seconds(_ body: () -> Void) -> Double {
        let t0 = now()
        body()
        return Double(now() - t0) / 1e9
    }
    for run in 0..<(quick ? 1 : 3) {
        let cache = dir.appendingPathComponent("mcp-cache-\(run)")
        var client: MCPBenchClient!
        cold.append(seconds {
            client = MCPBenchClient(cli: cli, workspace: workspace, cache: cache)
            _ = client.request("initialize", ["protocolVersion": "2025-11-25", "capabilities": [:] as [String: Any], "clientInfo": ["name": "bench", "version": "1"]])
            _ = client.call("render_preview", ["file": "Screen0.swift"])
        })
        matrix.append(seconds {
            client.callAll((0..<10).flatMap { k in variants.map { v in ("render_preview", v.merging(["file": "Screen\(k).swift"]) { a, _ in a }) } })
        })
        sequential.append(seconds {
            for k in 0..<10 { for v in variants { _ = client.call("render_preview", v.merging(["file": "Screen\(k).swift"]) { a, _ in a }) } }
        })
        try! source(3, "Edited \(run)").write(to: workspace.appendingPathComponent("Screen3.swift"), atomically: true, encoding: .utf8)
        edit.append(seconds { _ = client.call("render_preview", ["file": "Screen3.swift"]) })
        for _ in 0..<10 { elements.append(seconds { _ = client.call("elements", ["file": "Screen5.swift"]) }) }
        client.close()
        // The CLI doing the same, with the cache the server left warm.
        func layoutviz(_ args: [String]) { runLayoutviz(cli, args, cache: cache) }
        let out = dir.appendingPathComponent("mcp-cli-out").path
        cliMatrix.append(seconds { layoutviz(["preview", workspace.path, "--look", "ios26,ios18", "--color-scheme", "light,dark", "--out", out, "--quiet"]) })
        try! source(3, "Edited again \(run)").write(to: workspace.appendingPathComponent("Screen3.swift"), atomically: true, encoding: .utf8)
        cliEdit.append(seconds { layoutviz(["preview", workspace.appendingPathComponent("Screen3.swift").path, "--out", out, "--quiet"]) })
        cliElements.append(seconds { layoutviz(["elements", workspace.appendingPathComponent("Screen5.swift").path]) })
        suiteLog("suite: mcp cold \(String(format: "%.2f", cold.last!)) s, 40 pictures \(String(format: "%.2f", matrix.last!)) s, edit \(String(format: "%.2f", edit.last!)) s")
    }
    return [
        SuiteFigure(name: "mcp: first picture (empty cache)", seconds: cold, cells: 1),
        SuiteFigure(name: "mcp: 10 previews x 4 variants", seconds: matrix, cells: 40),
        SuiteFigure(name: "mcp: 10 previews x 4 variants, one call at a time", seconds: sequential, cells: 40),
        SuiteFigure(name: "mcp: one-file edit to picture", seconds: edit, cells: 1),
        SuiteFigure(name: "mcp: elements (warm)", seconds: elements, cells: 1),
        SuiteFigure(name: "cli: 10 previews x 4 variants", seconds: cliMatrix, cells: 40),
        SuiteFigure(name: "cli: one-file preview after an edit", seconds: cliEdit, cells: 1),
        SuiteFigure(name: "cli: elements", seconds: cliElements, cells: 1),
    ]
}

/// The MCP targets of the issue that asked for the server, met or not.
func mcpRows(_ figures: [SuiteFigure]) -> [(String, String, Bool)] {
    func f(_ name: String) -> SuiteFigure? { figures.first { $0.name == name } }
    var rows: [(String, String, Bool)] = []
    if let c = f("mcp: first picture (empty cache)") { rows.append(("mcp first picture, cold ≤ 5 s", String(format: "%.2f s", c.median), c.median <= 5)) }
    if let m = f("mcp: 10 previews x 4 variants"), let cli = f("cli: 10 previews x 4 variants") {
        let one = f("mcp: 10 previews x 4 variants, one call at a time")?.median ?? 0
        rows.append(("mcp 10 previews x 4 variants ≤ 3 s", String(format: "%.2f s (CLI %.2f s; in turn %.2f s)", m.median, cli.median, one), m.median <= 3))
    }
    if let e = f("mcp: one-file edit to picture"), let cli = f("cli: one-file preview after an edit") {
        rows.append(("mcp edit to picture ≤ 0.8 s", String(format: "%.2f s (CLI %.2f s)", e.median, cli.median), e.median <= 0.8))
    }
    if let e = f("mcp: elements (warm)"), let cli = f("cli: elements") {
        rows.append(("mcp elements, warm ≤ 100 ms", String(format: "%.0f ms (CLI %.0f ms)", e.median * 1000, cli.median * 1000), e.median <= 0.1))
    }
    return rows
}
