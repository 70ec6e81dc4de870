import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import LayoutViz
@testable import LayoutVizCLI
import LayoutVizGolden
import LayoutVizPreviewKit
import Testing

/// Writes and removals that never leave their folder nor follow a link, removals only of what
/// LayoutViz wrote, image folders that cannot reach outside, and shard reports that are not
/// trusted: one test per way a hostile folder or report used to get through.
@Suite(.serialized) struct ConfinementTests {
    static let root = PreviewProject.checkoutRoot()

    init() {
        setenv("LAYOUTVIZ_CACHE", Self.root.appendingPathComponent(".build/layoutviz-test-cache").path, 1)
    }

    private func article(_ folder: URL, name: String = "chips.md", lineEnd: String = "\n") throws -> URL {
        let url = folder.appendingPathComponent(name)
        let lines = ["# Chips", "", "```swift layoutviz layout=fit name=chip", "import SwiftUI", "struct Chip: View {",
                     "    var body: some View { Text(\"Swift\").padding(8) }", "}", "```", "", "The end.", ""]
        try Data(lines.joined(separator: lineEnd).utf8).write(to: url)
        return url
    }

    @Test func docsNeitherWritesNorRemovesThroughALinkedImageFolder() throws {
        let dir = temporaryFolder(), elsewhere = temporaryFolder()
        defer { for d in [dir, elsewhere] { try? FileManager.default.removeItem(at: d) } }
        let md = try article(dir)
        try Data("victim".utf8).write(to: elsewhere.appendingPathComponent("chip@2x.png"))
        try Data("victim".utf8).write(to: elsewhere.appendingPathComponent("old@2x.png"))
        try FileManager.default.createSymbolicLink(at: dir.appendingPathComponent("chips.images"), withDestinationURL: elsewhere)
        let before = try String(contentsOf: md, encoding: .utf8)
        let r = run("docs", md.path, "--quiet")
        #expect(r.code == 1)
        #expect(r.err.contains("layoutviz: error: \(dir.path)/chips.images is a symbolic link; 'layoutviz docs' writes and removes pictures only in a real folder (remove the link)"), "\(r.err)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).sorted() == ["chip@2x.png", "old@2x.png"])
        #expect(try String(contentsOf: elsewhere.appendingPathComponent("chip@2x.png"), encoding: .utf8) == "victim")
        #expect(try String(contentsOf: md, encoding: .utf8) == before, "the article is left as it was")
    }

    @Test func docsDoesNotWriteIntoALinkedCatalogResourcesFolder() throws {
        let dir = temporaryFolder(), elsewhere = temporaryFolder()
        defer { for d in [dir, elsewhere] { try? FileManager.default.removeItem(at: d) } }
        let catalog = dir.appendingPathComponent("Guide.docc")
        try FileManager.default.createDirectory(at: catalog, withIntermediateDirectories: true)
        _ = try article(catalog, name: "Chips.md")
        try FileManager.default.createSymbolicLink(at: catalog.appendingPathComponent("Resources"), withDestinationURL: elsewhere)
        let r = run("docs", catalog.path, "--quiet")
        #expect(r.code == 1 && r.err.contains("Resources is a symbolic link"), "\(r.err)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).isEmpty)
    }

    @Test func docsRemovesOnlyPicturesItWroteForTheArticle() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let md = try article(dir)
        #expect(run("docs", md.path, "--quiet").code == 0)
        // The author's own pictures, named as the command names pictures, beside them.
        for name in ["hand@2x.png", "diagram~dark@2x.png"] { try Data("mine".utf8).write(to: dir.appendingPathComponent("chips.images/\(name)")) }
        // The block renamed: the old pictures (the article's region names them) go, the author's stay.
        try String(contentsOf: md, encoding: .utf8).replacingOccurrences(of: "name=chip", with: "name=pill").write(to: md, atomically: true, encoding: .utf8)
        let r = run("docs", md.path, "--quiet")
        #expect(r.code == 0, "\(r.err)")
        #expect(files(in: dir.appendingPathComponent("chips.images")) == ["diagram~dark@2x.png", "hand@2x.png", "pill@2x.png", "pill~dark@2x.png"])
    }

    @Test func articlesWithClassicMacLineEndsAreRead() throws {
        let blocks = try DocsParser.markdownBlocks("# A\r```swift\rstruct Chip: View { var body: some View { Text(\"a\") } }\r```\r", display: "a.md")
        #expect(blocks.count == 1 && blocks[0].view == "Chip" && blocks[0].closeLine == 4)
        #expect(DocsParser.lineEnding(of: "a\rb") == "\r")
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let md = try article(dir, lineEnd: "\r")
        let r = run("docs", md.path, "--quiet")
        #expect(r.code == 0 && r.out.contains("1 block, 2 pictures"), "\(r.out)\(r.err)")
        let text = try String(contentsOf: md, encoding: .utf8)
        #expect(!text.contains("\n"), "the article keeps its own line ends")
    }

    @Test func viewOptionsMustNameAType() throws {
        #expect(throws: CLIError.self) {
            try DocsParser.markdownBlocks("```swift layoutviz view=V1();print(\"x\")\nstruct V1: View { var body: some View { Color.red } }\n```\n", display: "a.md")
        }
        #expect(DocsParser.isTypeName("Settings.Row") && DocsParser.isTypeName("_Card2") && !DocsParser.isTypeName("V()") && !DocsParser.isTypeName("a.") && !DocsParser.isTypeName("1x"))
    }

    @Test func reportsRemoveOnlyArtifactsTheyListed() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let goldens = dir.appendingPathComponent("g"), artifacts = dir.appendingPathComponent("a")
        let render = RenderConfiguration(device: try #require(DeviceCatalog.device(named: "iphone-se-3")))
        func cell(_ color: Color) -> GoldenCell { GoldenCell(name: "box", render: render) { AnyView(color.frame(width: 40, height: 40)) } }
        GoldenSession(goldens: goldens, artifacts: artifacts, mode: .missing, modeSource: "test") { _ in "" }.verify(cell(.red))
        // The user's files, named as artifacts are, in the artifacts folder (and one below it).
        try FileManager.default.createDirectory(at: artifacts.appendingPathComponent("mine"), withIntermediateDirectories: true)
        for name in ["keep.actual.png", "mine/keep.diff.png", "keep.inspect.html"] { try Data("mine".utf8).write(to: artifacts.appendingPathComponent(name)) }
        let failing = GoldenSession(goldens: goldens, artifacts: artifacts, mode: .never, modeSource: "test") { _ in "" }
        #expect(failing.verify(cell(.blue)).status == .failed)
        try failing.writeReports()
        #expect(FileManager.default.fileExists(atPath: artifacts.appendingPathComponent("box/iphone-se-3-portrait.actual.png").path))
        // Passing again: this run's report lists nothing, so the earlier failure's images go, and only they.
        let passing = GoldenSession(goldens: goldens, artifacts: artifacts, mode: .never, modeSource: "test") { _ in "" }
        #expect(passing.verify(cell(.red)).status == .passed)
        try passing.writeReports()
        #expect(files(in: artifacts) == ["keep.actual.png", "keep.inspect.html", "mine/keep.diff.png", "report.html", "report.json", "junit.xml"].sorted())
        // A merge into a folder of the user's removes nothing there.
        let out = dir.appendingPathComponent("outkeep")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        for name in ["x.actual.png", "x.strip.png", "x.inspect.html"] { try Data("mine".utf8).write(to: out.appendingPathComponent(name)) }
        #expect(run("golden", "merge", artifacts.path, "--out", out.path, "--quiet").code == 0)
        #expect(Set(files(in: out)).isSuperset(of: ["x.actual.png", "x.strip.png", "x.inspect.html"]))
    }

    /// A shard report as a fork's CI could leave it.
    private func shard(_ dir: URL, artifacts: [String: String], status: String = "failed") throws -> URL {
        let folder = dir.appendingPathComponent("shard-\(UUID().uuidString.prefix(6))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let cell: [String: Any] = ["cell": "box/iphone-se-3-portrait", "status": status, "seconds": 0.1, "message": "m", "artifacts": artifacts]
        let report: [String: Any] = ["goldens": "g", "mode": "never", "modeSource": "CI", "cells": [cell]]
        try JSONSerialization.data(withJSONObject: report).write(to: folder.appendingPathComponent("report.json"))
        return folder
    }

    @Test func mergeRefusesArtifactsThatAreLinksOrLeaveTheShard() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("merged")
        // A `javascript:` page, a path that climbs out, an unknown role, an unknown status.
        let cases: [([String: String], String, String)] = [
            (["inspect": "javascript:alert(1)//.inspect.html"], "failed", "field 'cells[0].artifacts.inspect' of cell 'box/iphone-se-3-portrait' is \"javascript:alert(1)//.inspect.html\": not a relative path inside the shard's folder"),
            (["actual": "../../escape/x.actual.png"], "failed", "field 'cells[0].artifacts.actual' of cell 'box/iphone-se-3-portrait' is \"../../escape/x.actual.png\": not a relative path inside the shard's folder"),
            (["leak": "leak.png"], "failed", "'leak' is not an artifact role"),
            ([:], "bogus", "is not a golden report: field 'cells[0].status'"),
        ]
        for (artifacts, status, message) in cases {
            let folder = try shard(dir, artifacts: artifacts, status: status)
            expectOneLineError(run("golden", "merge", folder.path, "--out", out.path), code: 1, containing: message)
        }
        #expect(!FileManager.default.fileExists(atPath: out.path), "nothing created before the reports were checked")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("escape").path))
        // An artifact that is a link to a file of the machine is not read.
        let folder = try shard(dir, artifacts: ["actual": "leak.actual.png"])
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("leak.actual.png"), withDestinationURL: URL(fileURLWithPath: "/etc/passwd"))
        expectOneLineError(run("golden", "merge", folder.path, "--out", out.path), code: 1, containing: "leak.actual.png': it is a symbolic link")
        #expect(!FileManager.default.fileExists(atPath: out.path))
        // A report.json that is itself a link is not read.
        let linked = dir.appendingPathComponent("linked")
        try FileManager.default.createDirectory(at: linked, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: linked.appendingPathComponent("report.json"), withDestinationURL: folder.appendingPathComponent("report.json"))
        expectOneLineError(run("golden", "merge", linked.path, "--out", out.path), code: 1, containing: "report.json': it is a symbolic link")
    }

    @Test func junitIsValidXMLWhateverTheNamesHold() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let goldens = dir.appendingPathComponent("g"), artifacts = dir.appendingPathComponent("a")
        let render = RenderConfiguration(device: try #require(DeviceCatalog.device(named: "iphone-se-3")))
        let session = GoldenSession(goldens: goldens, artifacts: artifacts, mode: .never, modeSource: "bell\u{7} & <tag> \u{1}") { _ in "" }
        session.verify(GoldenCell(name: "bell\u{7}\u{1B}[31m<red>\u{0}", render: render) { AnyView(Color.red) })
        try session.writeReports()
        let data = try Data(contentsOf: artifacts.appendingPathComponent("junit.xml"))
        let parser = XMLParser(data: data)
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "") \(String(decoding: data, as: UTF8.self))")
        #expect(String(decoding: data, as: UTF8.self).contains("bell\\u{7}\\u{1b}[31m&lt;red&gt;\\u{0}"))
    }

    @Test func staleTemporariesAreRemovedWithoutEnteringLinks() throws {
        let dir = temporaryFolder(), elsewhere = temporaryFolder()
        defer { for d in [dir, elsewhere] { try? FileManager.default.removeItem(at: d) } }
        let dead = ".a.png.999999999.1\(AtomicFile.temporarySuffix)"
        try Data().write(to: elsewhere.appendingPathComponent(dead))
        try Data().write(to: dir.appendingPathComponent(dead))
        try FileManager.default.createSymbolicLink(at: dir.appendingPathComponent("link"), withDestinationURL: elsewhere)
        #expect(AtomicFile.removeStaleTemporaries(under: dir) == 1)
        #expect(FileManager.default.fileExists(atPath: elsewhere.appendingPathComponent(dead).path))
    }

    @Test func imagesAreFoundOnlyInsideRealImageFolders() throws {
        let dir = temporaryFolder(), elsewhere = temporaryFolder()
        defer { for d in [dir, elsewhere] { try? FileManager.default.removeItem(at: d) } }
        let png = try CairoRenderer.png(DisplayList(size: CGSize(width: 4, height: 4), scale: 1, items: [.fill(Path(CGRect(x: 0, y: 0, width: 4, height: 4)), .red)]))
        try png.write(to: elsewhere.appendingPathComponent("secret.png"))
        try FileManager.default.createSymbolicLink(at: dir.appendingPathComponent("Resources"), withDestinationURL: elsewhere)
        var warnings: [String] = []
        let found = ImageFolders.near([dir.path], warn: { warnings.append($0) })
        #expect(found == [dir.standardizedFileURL.path], "\(found)")
        #expect(warnings == ["layoutviz: warning: \(dir.standardizedFileURL.path)/Resources is a symbolic link; not searched for images (name its target with --images to use it)"])
        // Named by the user, a link is followed to its target, with a warning.
        warnings = []
        let named = try ImageFolders.named([dir.appendingPathComponent("Resources").path], warn: { warnings.append($0) })
        #expect(named == [elsewhere.resolvingSymlinksInPath().path])
        #expect(warnings.count == 1 && warnings[0].contains("is a symbolic link; images are read from its target"))
    }
}
