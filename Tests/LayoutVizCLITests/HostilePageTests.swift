import Foundation
import LayoutViz
@testable import LayoutVizCLI
import LayoutVizGolden
import LayoutVizPreviewKit
import Testing

/// No string of a user's code runs script in a page LayoutViz writes: every page made from a
/// preview whose names and `Text` hold script (Tests/HostileFixtures/script), opened in headless
/// Chromium. Each page must run its own script (no error), leave its title alone, and make the
/// browser refuse nothing under its Content-Security-Policy: a refusal would mean a string
/// reached the markup and only the policy stopped it.
@Suite(.serialized) struct HostilePageTests {
    static let root = PreviewProject.checkoutRoot()
    static let fixture = root.appendingPathComponent("Tests/HostileFixtures/script").path
    static let payload = "</script><script>document.title='PWNED'</script>"

    init() {
        setenv("LAYOUTVIZ_CACHE", Self.root.appendingPathComponent(".build/layoutviz-test-cache").path, 1)
    }

    /// The page at `url` after its scripts ran: its DOM and what the browser logged.
    static func open(_ url: String) throws -> (dom: String, log: String) {
        let p = Process()
        p.executableURL = try chromium()
        let profile = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: profile) }
        p.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--enable-logging=stderr", "--v=0", "--virtual-time-budget=2000",
                       "--user-data-dir=\(profile.path)", "--dump-dom", url]
        let out = Pipe(), err = Pipe()
        p.standardOutput = out
        p.standardError = err
        try p.run()
        let r = waitForOutput(p, out, err)
        return (r.out, r.err)
    }

    /// Checks one page: its own title, no refusal, no script error.
    static func expectInert(_ page: URL, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let (dom, log) = try open(page.absoluteString)
        let title = dom.range(of: "<title>").flatMap { start in dom.range(of: "</title>", range: start.upperBound..<dom.endIndex).map { String(dom[start.upperBound..<$0.lowerBound]) } }
        #expect(title != nil && title != "PWNED", "\(page.lastPathComponent): title \(title ?? "none")", sourceLocation: sourceLocation)
        let console = log.split(separator: "\n").filter { $0.contains("CONSOLE") }
        #expect(!console.contains { $0.contains("Content Security Policy") }, "\(page.path): \(console.joined(separator: "\n"))", sourceLocation: sourceLocation)
        #expect(!console.contains { $0.contains("Uncaught") }, "\(page.path): \(console.joined(separator: "\n"))", sourceLocation: sourceLocation)
    }

    @Test func noInjectedScriptRunsInAnyPageLayoutVizWrites() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        // The previews' index and inspector pages.
        let previews = dir.appendingPathComponent("previews")
        let r = run(["preview", Self.fixture, "--out", previews.path, "--quiet"])
        #expect(r.code == 0, "\(r.err)")
        // The catalog: index, entry pages and their inspector pages.
        let catalog = dir.appendingPathComponent("catalog")
        let c = run(["catalog", Self.fixture, "--out", catalog.path, "--device", "iphone-17", "--look", "ios26", "--color-scheme", "light",
                     "--dynamic-type", "large", "--direction", "ltr", "--quiet"])
        #expect(c.code == 0, "\(c.err)")
        // A golden report with a failing cell named with script, and its inspector page.
        let goldens = dir.appendingPathComponent("goldens"), artifacts = dir.appendingPathComponent("artifacts")
        let render = RenderConfiguration(device: try #require(DeviceCatalog.device(named: "iphone-se-3")))
        func cell(_ color: Color) -> GoldenCell {
            GoldenCell(name: "x\(Self.payload)", render: render) { AnyView(VStack { Text(Self.payload); color.frame(width: 40, height: 40) }) }
        }
        GoldenSession(goldens: goldens, artifacts: artifacts, mode: .missing, modeSource: Self.payload) { _ in "" }.verify(cell(.red))
        let session = GoldenSession(goldens: goldens, artifacts: artifacts, mode: .never, modeSource: Self.payload) { _ in "" }
        #expect(session.verify(cell(.blue)).status == .failed)
        try session.writeReports()
        // A merged report from a shard whose report.json says anything in its free-text fields.
        let shard = dir.appendingPathComponent("shard")
        try FileManager.default.createDirectory(at: shard, withIntermediateDirectories: true)
        var json = try String(contentsOf: artifacts.appendingPathComponent("report.json"), encoding: .utf8)
        json = json.replacingOccurrences(of: "\"mode\" : \"never\"", with: "\"mode\" : \(jsonQuoted(Self.payload))")
        try Data(json.utf8).write(to: shard.appendingPathComponent("report.json"))
        let merged = run("golden", "merge", shard.path, "--out", dir.appendingPathComponent("merged").path, "--quiet")
        #expect(merged.code == 1 && merged.out.contains("1 failed"), "\(merged.err)")
        // Explain's page, with its picture inside.
        #expect(run("explain", "split-frames", "--html", dir.appendingPathComponent("explain.html").path).code == 0)

        let pages = files(in: dir).filter { $0.hasSuffix(".html") }.map { dir.appendingPathComponent($0) }
        #expect(pages.count >= 14, "\(pages.map(\.lastPathComponent))")
        for page in pages {
            try Self.expectInert(page)
            // The payload reached the page, as text: the test would prove nothing otherwise.
            let text = try String(contentsOf: page, encoding: .utf8)
            if page.lastPathComponent != "explain.html" { #expect(text.contains("PWNED"), "\(page.path)") }
        }
    }

    @Test func theLivePageShowsAMessageAsText() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data("<!doctype html><title>index</title>".utf8).write(to: dir.appendingPathComponent("index.html"))
        let server = try LiveServer(root: dir, port: 18_765)
        server.start()
        server.update(ok: false, message: "error: " + Self.payload + "<img src=x onerror=\"document.title='PWNED'\">")
        let (dom, log) = try Self.open(server.url)
        #expect(dom.contains("<div id=\"bar\" class=\"error\">error: &lt;/script&gt;&lt;script&gt;document.title='PWNED'&lt;/script&gt;"), "\(dom.prefix(1500))")
        #expect(dom.contains("<title>layoutviz preview --watch</title>"))
        #expect(!log.contains("Content Security Policy") && !log.contains("Uncaught"), "\(log)")
    }
}
