import Foundation
import LayoutVizPreviewKit
import Testing

// `layoutviz mcp` tested with a real client: the official MCP Python SDK (PyPI `mcp`, in the
// checkout's .venv, made by setup.sh) runs Tests/MCP/test_mcp_server.py against the built
// executable: initialize, tools and schemas, a picture decoded and equal to the CLI's, an edit
// drawn anew, overlapping calls, a looping preview stopped while others answer, refused paths,
// no process left after end of input or a kill, and the streamable HTTP transport.

@Suite(.serialized) struct MCPServerTests {
    static let root = PreviewProject.checkoutRoot()

    @Test func theOfficialPythonClientDrivesTheServer() throws {
        let python = Self.root.appendingPathComponent(".venv/bin/python")
        try #require(FileManager.default.isExecutableFile(atPath: python.path), "no \(python.path): run ./setup.sh, which makes the Python environment with the MCP SDK")
        let p = Process()
        p.executableURL = python
        p.arguments = [Self.root.appendingPathComponent("Tests/MCP/test_mcp_server.py").path, "--layoutviz", try layoutvizExecutable().path]
        var env = ProcessInfo.processInfo.environment
        env["LAYOUTVIZ_CACHE"] = Self.root.appendingPathComponent(".build/layoutviz-test-cache").path
        p.environment = env
        let out = Pipe(), err = Pipe()
        p.standardOutput = out
        p.standardError = err
        try p.run()
        let r = waitForOutput(p, out, err)
        #expect(r.code == 0, "\(r.out)\n\(r.err)")
        #expect(r.out.contains("ok HTTP:") && !r.out.contains("FAILED"), "\(r.out)")
    }
}
