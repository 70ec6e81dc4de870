import Foundation
import LayoutViz
@testable import LayoutVizCLI
import LayoutVizPreviewKit
import Samples
import Testing

/// `layoutviz docs`: reading articles (fences, markers, views), the picture region, and whole runs
/// on real articles and snippets — drawing, `--check`, `--update`, compile errors at the article's
/// lines, and the repository's own articles against the samples' pixels.
@Suite(.serialized) struct DocsCommandTests {
    static let root = PreviewProject.checkoutRoot()

    init() {
        setenv("LAYOUTVIZ_CACHE", Self.root.appendingPathComponent(".build/layoutviz-test-cache").path, 1)
    }

    // MARK: Reading

    @Test func blocksAreFoundByFenceMarkerAndView() throws {
        let text = """
            # Title
            ```swift
            struct Chip: View { var body: some View { Text("a") } }
            ```
            ~~~~swift layoutviz setup
            struct Helper: View { var body: some View { Color.red } }
            ```swift
            (still inside the tilde fence)
            ```
            ~~~~
              ```swift layoutviz name=row layout=fit device=iphone-se-3 color-scheme=dark
            struct Row<Content: View>: View { var body: some View { EmptyView() } }
            struct ChipRow: View { var body: some View { Chip() } }
              ```
            ```swift
            let fragment = 1
            ```
            ```swift layoutviz ignore
            struct Skipped: View { var body: some View { Color.red } }
            ```
            ```swift
            #Preview("Chip") { Chip() }
            ```
            ```swift
            struct Chip2: View { var body: some View { Text("b") } }
            ```
            ```text
            struct NotSwift: View {}
            ```
            """
        let blocks = try DocsParser.markdownBlocks(text, display: "a.md")
        #expect(blocks.map(\.role) == [.render, .setup, .render, .ignored, .ignored, .render, .render])
        #expect(blocks.map(\.name) == ["chip", "helper", "row", "block", "skipped", "chip-2", "chip2"])
        #expect(blocks.map(\.openLine) == [2, 5, 11, 15, 18, 21, 24])
        #expect(blocks.map(\.closeLine) == [4, 10, 14, 17, 20, 23, 26])
        #expect(blocks[1].code.contains("still inside the tilde fence"), "a shorter fence of another character does not close it")
        // The generic type is not a default to draw: the first plain view is.
        #expect(blocks[2].view == "ChipRow")
        #expect(blocks[2].options == ["--name=row", "--layout=fit", "--device=iphone-se-3", "--color-scheme=dark"])
        #expect(blocks[5].hasPreviews && blocks[5].view == nil)
        // A file with CRLF line ends reads the same.
        let crlf = try DocsParser.markdownBlocks(text.replacingOccurrences(of: "\n", with: "\r\n"), display: "a.md")
        #expect(crlf.map(\.role) == blocks.map(\.role), "\(crlf.map(\.role))")
        #expect(crlf.map(\.closeLine) == blocks.map(\.closeLine))
                #expect(DocsParser.kebab("AdaptiveLayoutView") == "adaptive-layout-view")
        #expect(DocsParser.kebab("HTTPStatus2View") == "httpstatus2-view")
        #expect(DocsParser.viewTypes(in: "final class Model: ObservableObject {}\nstruct A:View{}\n// struct B: View {}\nstruct C: Equatable, View {") == ["A", "C"])
    }

    @Test func badBlockOptionsNameTheLine() {
        func message(_ text: String) -> String? {
            do { _ = try DocsParser.markdownBlocks(text, display: "a.md") } catch let e as CLIError { return e.message } catch { return "\(error)" }
            return nil
        }
        #expect(message("x\n```swift layoutviz devise=a\nstruct A: View {}\n```")
            == "a.md:2: unknown block option 'devise'; did you mean 'device'?; options look like device=iphone-se-3 or layout=fit, flags are setup and ignore")
        #expect(message("x\n\n```swift layoutviz nonsense\nstruct A: View {}\n```")
            == "a.md:3: unknown block option 'nonsense'; options look like device=iphone-se-3 or layout=fit, flags are setup and ignore")
        #expect(message("```swift layoutviz name=x\nlet a = 1\n```")?.hasPrefix("a.md:1: a layoutviz block with no view to draw") == true)
    }

    @Test func theSwiftNamesTheArticlesLines() {
        let text = "# T\n\n```swift\nstruct A: View {\n    var body: some View { Color.red }\n}\n```\nprose\n```swift layoutviz setup\nlet x = 1\n```\n"
        let doc = DocsDocument(kind: .markdown, path: "/d/a.md", display: "a.md", text: text, blocks: try! DocsParser.markdownBlocks(text, display: "a.md"))
        let s = DocsParser.swiftSource(doc)
        // No block imports SwiftUI: the import comes first, as a generated line.
        #expect(s.text == """
            import SwiftUI
            #sourceLocation(file: "/d/a.md", line: 4)
            struct A: View {
                var body: some View { Color.red }
            }
            #sourceLocation(file: "/d/a.md", line: 10)
            let x = 1
            #sourceLocation(file: "/d/a.md", line: 7)
            #Preview("layoutviz-docs-0") { A() }

            """)
        #expect(s.lines == [0, 0, 4, 5, 6, 0, 10, 0, 7])
        #expect(s.previewLine == [0: 9])
        #expect(s.codeLines[0] == 3...5)
    }

    @Test func snippetSlicesAreBlocks() throws {
        let text = """
            import SwiftUI
            // snippet.hide
            struct Hidden: View { var body: some View { Color.red } }
            // snippet.show
            // layoutviz: layout=fit
            // snippet.chip
            struct Chip: View { var body: some View { Text("a") } }
            // snippet.end
            // snippet.Other_Name
            let x = 1
            """
        let slices = try DocsParser.snippetSlices(text, display: "S.swift")
        #expect(slices.map(\.name) == ["chip", "other-name"])
        #expect(slices.map(\.role) == [.render, .ignored])
        #expect(slices[0].options == ["--layout=fit"])
        #expect(slices[0].openLine == 6 && slices[0].closeLine == 8)
        #expect(slices[0].view == "Chip")
    }

    @Test func theRegionIsWrittenAfterTheBlockAndNothingElseChanges() {
        let text = "# T\n\n```swift\nstruct A: View { var body: some View { Color.red } }\n```\nNext paragraph.\n\n```swift\nlet gone = 1\n```\n\n<!-- layoutviz: old (drawn by 'layoutviz docs' from the code above; do not edit) -->\n<img src=\"x\">\n<!-- /layoutviz -->\n\nEnd without newline"
        let doc = DocsDocument(kind: .markdown, path: "/d/a.md", display: "a.md", text: text, blocks: try! DocsParser.markdownBlocks(text, display: "a.md"))
        let screen = RenderConfiguration(device: DeviceCatalog.device(named: "iphone-17")!)
        var dark = Appearance.standard
        dark.colorScheme = .dark
        let pictures = [
            DocsPicture(block: 0, item: 0, file: "a@2x.png", rendered: URL(fileURLWithPath: "/nonexistent"), screen: screen, layout: .device, alt: "A \"quoted\""),
            DocsPicture(block: 0, item: 0, file: "a~dark@2x.png", rendered: URL(fileURLWithPath: "/nonexistent"), screen: screen.with(dark), layout: .device, alt: "A"),
        ]
        let once = DocsReferences.apply(to: doc, pictures: pictures, scale: 2)
        // A CRLF document keeps its line ends, the region's lines included.
        let crlfText = text.replacingOccurrences(of: "\n", with: "\r\n")
        let crlf = DocsDocument(kind: .markdown, path: "/d/a.md", display: "a.md", text: crlfText, blocks: try! DocsParser.markdownBlocks(crlfText, display: "a.md"))
        #expect(DocsReferences.apply(to: crlf, pictures: pictures, scale: 2) == once.replacingOccurrences(of: "\n", with: "\r\n"))
        #expect(once == "# T\n\n```swift\nstruct A: View { var body: some View { Color.red } }\n```\n\n<!-- layoutviz: a (drawn by 'layoutviz docs' from the code above; do not edit) -->\n<picture><source media=\"(prefers-color-scheme: dark)\" srcset=\"a.images/a~dark@2x.png\"><img src=\"a.images/a@2x.png\" alt=\"A &quot;quoted&quot;\"></picture>\n<!-- /layoutviz -->\n\nNext paragraph.\n\n```swift\nlet gone = 1\n```\n\nEnd without newline")
        // Applied again to its own output: the same text (the region is found and replaced).
        let again = DocsDocument(kind: .markdown, path: "/d/a.md", display: "a.md", text: once, blocks: try! DocsParser.markdownBlocks(once, display: "a.md"))
        #expect(DocsReferences.apply(to: again, pictures: pictures, scale: 2) == once)
        // A block in a list item: its code loses the fence's indentation, its region keeps it.
        let listed = "1. Draw it:\n\n    ```swift\n    struct A: View {\n        var body: some View { Color.red }\n    }\n    ```\n2. Next\n"
        let listDoc = DocsDocument(kind: .markdown, path: "/d/a.md", display: "a.md", text: listed, blocks: try! DocsParser.markdownBlocks(listed, display: "a.md"))
        #expect(listDoc.blocks.map(\.code) == ["struct A: View {\n    var body: some View { Color.red }\n}"])
        #expect(DocsReferences.apply(to: listDoc, pictures: pictures, scale: 2).hasSuffix("    ```\n\n    <!-- layoutviz: a (drawn by 'layoutviz docs' from the code above; do not edit) -->\n    <picture><source media=\"(prefers-color-scheme: dark)\" srcset=\"a.images/a~dark@2x.png\"><img src=\"a.images/a@2x.png\" alt=\"A &quot;quoted&quot;\"></picture>\n    <!-- /layoutviz -->\n\n2. Next\n"))
        // In a DocC catalog: @Image directives, one per light picture (DocC finds ~dark itself).
        let docc = DocsDocument(kind: .docc(catalog: URL(fileURLWithPath: "/d/X.docc")), path: "/d/X.docc/a.md", display: "a.md", text: text, blocks: doc.blocks)
        let pictures2 = pictures.map { p -> DocsPicture in var p = p; p.file = "a-" + p.file; return p }
        #expect(DocsReferences.apply(to: docc, pictures: pictures2, scale: 2).contains("\n@Image(source: \"a-a.png\", alt: \"A \\\"quoted\\\"\")\n<!-- /layoutviz -->\n"))
    }

    // MARK: Whole runs

    private func article(_ folder: URL, padding: Int = 8) throws -> URL {
        let url = folder.appendingPathComponent("chips.md")
        try """
            # Chips

            ```swift
            import SwiftUI

            struct Chip: View {
                var body: some View {
                    Text("Swift")
                        .padding(\(padding))
                        .background(.blue.opacity(0.2))
                        .clipShape(Capsule())
                }
            }
            ```

            A row of them:

            ```swift layoutviz layout=fit name=row
            struct ChipRow: View {
                var body: some View {
                    HStack { Chip(); Chip() }.padding()
                }
            }
            ```
            The end.

            """.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    private func digests(_ folder: URL) -> [String: Data] {
        var out: [String: Data] = [:]
        for f in files(in: folder) { out[f] = FileManager.default.contents(atPath: folder.appendingPathComponent(f).path) }
        return out
    }

    @Test func drawsChecksAndUpdatesAnArticle() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let md = try article(dir)
        let first = run("docs", md.path)
        #expect(first.code == 0, "\(first.err)")
        #expect(first.out == "docs: 1 document, 2 blocks, 4 pictures; 4 pictures written, 0 removed, 1 document updated\n")
        #expect(files(in: dir) == ["chips.images/chip@2x.png", "chips.images/chip~dark@2x.png", "chips.images/row@2x.png", "chips.images/row~dark@2x.png", "chips.md"])
        let text = try String(contentsOf: md, encoding: .utf8)
        #expect(text.contains("```\n\n<!-- layoutviz: chip (drawn by 'layoutviz docs' from the code above; do not edit) -->\n<picture><source media=\"(prefers-color-scheme: dark)\" srcset=\"chips.images/chip~dark@2x.png\"><img src=\"chips.images/chip@2x.png\" width=\"201\" alt=\"Chip on iPhone 17\"></picture>\n<!-- /layoutviz -->\n\nA row of them:"))
        #expect(text.hasSuffix("<!-- /layoutviz -->\n\nThe end.\n"))
        // The pictures are what the code draws: the row alone at 2x on the dark background.
        let row = try CairoRenderer.decodePNG(Data(contentsOf: dir.appendingPathComponent("chips.images/row~dark@2x.png")))
        #expect(row.width == 310 && row.height == 138)
        #expect(row.pixels[0] == RGBA8(r: 0, g: 0, b: 0, a: 255), "a view alone sits on the dark system background")
        let chip = try CairoRenderer.decodePNG(Data(contentsOf: dir.appendingPathComponent("chips.images/chip@2x.png")))
        #expect(chip.width == 804 && chip.height == 1748, "the iPhone 17 at 2x")

        // Nothing changed: --check passes and writes nothing; a second run writes nothing.
        let before = digests(dir)
        let check = run("docs", "--check", md.path)
        #expect(check.code == 0, "\(check.err)")
        #expect(check.out == "docs: 1 document, 2 blocks, 4 pictures; every picture matches its code\n")
        #expect(run("docs", md.path).out.hasSuffix("nothing changed\n"))
        #expect(digests(dir) == before)

        // One point more padding in the first block: --check names its block and pictures, writes nothing.
        _ = try article(dir, padding: 9)
        let edited = digests(dir)
        let stale = run("docs", "--check", md.path)
        #expect(stale.code == 1)
        #expect(stale.err.contains("layoutviz: stale: \(md.path):3: block 'chip': \(dir.path)/chips.images/chip@2x.png no longer matches its code"), "\(stale.err)")
        #expect(stale.err.contains("layoutviz: stale: \(md.path):18: block 'row': \(dir.path)/chips.images/row~dark@2x.png no longer matches its code (was 310×138 px, now 318×142)"), "\(stale.err)")
        #expect(stale.err.hasSuffix("layoutviz: error: 5 pictures or references out of date; 'layoutviz docs --update \(md.path)' rewrites them\n"), "\(stale.err)")
        #expect(digests(dir) == edited, "--check writes nothing")

        // --update writes the changed pictures and the article's references, nothing else.
        let chipDarkDate = try FileManager.default.attributesOfItem(atPath: dir.appendingPathComponent("chips.images/chip~dark@2x.png").path)[.modificationDate] as? Date
        let update = run("docs", "--update", md.path)
        #expect(update.code == 0, "\(update.err)")
        #expect(update.out == "docs: 1 document, 2 blocks, 4 pictures; 4 pictures written, 0 removed, 1 document updated\n")
        #expect(run("docs", "--check", md.path).code == 0)
        let after = try FileManager.default.attributesOfItem(atPath: dir.appendingPathComponent("chips.images/chip~dark@2x.png").path)[.modificationDate] as? Date
        #expect(after != chipDarkDate, "a changed picture is rewritten")

        // A block renamed: its old pictures are left over (check) and removed (update).
        try String(contentsOf: md, encoding: .utf8).replacingOccurrences(of: "name=row", with: "name=pair").write(to: md, atomically: true, encoding: .utf8)
        let leftover = run("docs", "--check", md.path)
        #expect(leftover.code == 1)
        #expect(leftover.err.contains("layoutviz: stale: \(md.path): \(dir.path)/chips.images/row@2x.png is left over (no block draws it)"), "\(leftover.err)")
        #expect(leftover.err.contains("block 'pair': \(dir.path)/chips.images/pair@2x.png is missing"), "\(leftover.err)")
        // A picture of the author's own in the folder is not the command's: left alone.
        try Data("not ours".utf8).write(to: dir.appendingPathComponent("chips.images/diagram.png"))
        #expect(run("docs", md.path).code == 0)
        #expect(files(in: dir).filter { $0.hasSuffix(".png") } == ["chips.images/chip@2x.png", "chips.images/chip~dark@2x.png", "chips.images/diagram.png",
                                                                   "chips.images/pair@2x.png", "chips.images/pair~dark@2x.png"])
    }

    @Test func compileErrorsPointAtTheArticlesLines() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let md = try article(dir)
        try String(contentsOf: md, encoding: .utf8).replacingOccurrences(of: "HStack { Chip(); Chip() }", with: "HStack { Chip(); Chipp() }")
            .write(to: md, atomically: true, encoding: .utf8)
        let r = run("docs", md.path)
        #expect(r.code == 1)
        // Line 21 of the article, column 26; the excerpt numbered by the article's lines, without
        // the generated directives.
        #expect(r.err.contains("\(md.path):21:26: error: cannot find 'Chipp' in scope\n19 | struct ChipRow: View {\n20 |     var body: some View {\n21 |         HStack { Chip(); Chipp() }.padding()\n"), "\(r.err)")
        #expect(!r.err.contains("#sourceLocation"))
        #expect(r.err.hasSuffix("layoutviz: error: 1 problem (above)\n"), "\(r.err)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("chips.images").path), "nothing written")
        // A view that needs arguments: the generated preview's error is at the block's closing fence.
        try "```swift\nstruct Tag: View {\n    let name: String\n    var body: some View { Text(name) }\n}\n```\n".write(to: md, atomically: true, encoding: .utf8)
        let args = run("docs", md.path)
        #expect(args.err.contains("\(md.path):6:"), "\(args.err)")
        #expect(args.err.contains("missing argument for parameter 'name'"), "\(args.err)")
    }

    @Test func aBlockThatCrashesIsNamedAndTheOthersAreDrawn() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let md = dir.appendingPathComponent("a.md")
        try """
            ```swift
            struct Boom: View {
                var body: some View {
                    let xs: [Int] = []
                    return Text("\\(xs[1])")
                }
            }
            ```

            ```swift layoutviz layout=fit
            struct Fine: View { var body: some View { Text("fine").padding() } }
            ```

            """.write(to: md, atomically: true, encoding: .utf8)
        let r = run("docs", md.path, "--format", "png,svg")
        #expect(r.code == 1)
        #expect(r.err.contains("layoutviz: error: \(md.path):1: block 'boom' crashed (SIGILL: a Swift runtime error"), "\(r.err)")
        #expect(files(in: dir) == ["a.images/fine@2x.png", "a.images/fine@2x.svg", "a.images/fine~dark@2x.png", "a.images/fine~dark@2x.svg", "a.md"])
        let text = try String(contentsOf: md, encoding: .utf8)
        #expect(text.contains("<!-- layoutviz: fine ") && !text.contains("<!-- layoutviz: boom "))
    }

    @Test func badInputIsOneLine() {
        expectOneLineError(run("docs"), containing: "'docs' needs Markdown files")
        expectOneLineError(run("docs", "/nonexistent/a.md"), containing: "no such file or folder '/nonexistent/a.md'")
        expectOneLineError(run("docs", "--check", "--update", "x.md"), containing: "--check and --update do not go together")
        expectOneLineError(run("docs", "x.md", "--scale", "4"), containing: "invalid --scale '4'")
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let md = dir.appendingPathComponent("a.md")
        try? "```swift layoutviz device=iphone-99\nstruct A: View { var body: some View { Color.red } }\n```\n".write(to: md, atomically: true, encoding: .utf8)
        expectOneLineError(run("docs", md.path), containing: "\(md.path):1: block 'a': unknown device 'iphone-99'")
    }

    @Test func snippetSlicesDrawIntoTheCatalogsResources() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let fm = FileManager.default
        try fm.createDirectory(at: dir.appendingPathComponent("Snippets"), withIntermediateDirectories: true)
        try fm.createDirectory(at: dir.appendingPathComponent("Sources/Chips/Chips.docc"), withIntermediateDirectories: true)
        let snippet = dir.appendingPathComponent("Snippets/ChipSnippet.swift")
        try """
            import SwiftUI

            // layoutviz: layout=fit
            // snippet.chip
            struct Chip: View {
                var body: some View { Text("Swift").padding(8).background(Capsule().fill(Color.blue.opacity(0.2))) }
            }
            // snippet.end

            // snippet.setup
            let unused = 1
            // snippet.end
            """.write(to: snippet, atomically: true, encoding: .utf8)
        let r = run("docs", dir.appendingPathComponent("Snippets").path)
        #expect(r.code == 0, "\(r.err)")
        #expect(files(in: dir.appendingPathComponent("Sources/Chips/Chips.docc")) == ["Resources/ChipSnippet-chip@2x.png", "Resources/ChipSnippet-chip~dark@2x.png"])
        #expect(try String(contentsOf: snippet, encoding: .utf8).contains("layoutviz: layout=fit"), "the snippet is not changed")
        #expect(run("docs", "--check", dir.appendingPathComponent("Snippets").path).code == 0)
        // Without a catalog: a one-line error that says where the pictures would go.
        try fm.removeItem(at: dir.appendingPathComponent("Sources"))
        expectOneLineError(run("docs", snippet.path), containing: "snippets' pictures go into a DocC catalog's Resources folder; the package has no *.docc catalog in Sources (name one with --catalog)")
    }

    @Test func doccArticlesGetImageDirectives() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let catalog = dir.appendingPathComponent("Guide.docc")
        try FileManager.default.createDirectory(at: catalog, withIntermediateDirectories: true)
        let md = catalog.appendingPathComponent("Chips.md")
        try "# Chips\n\n```swift layoutviz layout=fit\nstruct Chip: View { var body: some View { Text(\"Swift\").padding(8) } }\n```\n".write(to: md, atomically: true, encoding: .utf8)
        let r = run("docs", catalog.path)
        #expect(r.code == 0, "\(r.err)")
        #expect(files(in: catalog) == ["Chips.md", "Resources/Chips-chip@2x.png", "Resources/Chips-chip~dark@2x.png"])
        #expect(try String(contentsOf: md, encoding: .utf8).hasSuffix("```\n\n<!-- layoutviz: chip (drawn by 'layoutviz docs' from the code above; do not edit) -->\n@Image(source: \"Chips-chip.png\", alt: \"Chip\")\n<!-- /layoutviz -->\n"))
    }

    // MARK: The repository's articles

    @Test func onePointInAnArticlesCodeMakesItsPicturesStale() throws {
        // A copy of the split-screen article and its pictures, with the clamp's minimum one
        // point higher: the blocks that draw AdaptiveLayoutView on a screen where the minimum
        // decides (the iPhone SE on its side) are named, the others are not.
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let articles = Self.root.appendingPathComponent("docs/articles")
        try FileManager.default.copyItem(at: articles.appendingPathComponent("split-screen.images"), to: dir.appendingPathComponent("split-screen.images"))
        let md = dir.appendingPathComponent("split-screen.md")
        let text = try String(contentsOf: articles.appendingPathComponent("split-screen.md"), encoding: .utf8)
        try text.write(to: md, atomically: true, encoding: .utf8)
        #expect(run("docs", "--check", "--quiet", dir.path).code == 0, "the copy is current")
        try text.replacingOccurrences(of: "let minTopHeight: CGFloat = 200", with: "let minTopHeight: CGFloat = 201").write(to: md, atomically: true, encoding: .utf8)
        let r = run("docs", "--check", "--quiet", dir.path)
        #expect(r.code == 1)
        let stale = r.err.split(separator: "\n").filter { $0.hasPrefix("layoutviz: stale: ") }.map { String($0.dropFirst("layoutviz: stale: ".count)) }
        let line = text.components(separatedBy: "\n").firstIndex { $0.contains("name=adaptive-sideways") }! + 1
        #expect(stale.map { $0.components(separatedBy: " no longer matches its code").first! } == [
            "\(dir.path)/split-screen.md:\(line): block 'adaptive-sideways': \(dir.path)/split-screen.images/adaptive-sideways-landscape@2x.png",
            "\(dir.path)/split-screen.md:\(line): block 'adaptive-sideways': \(dir.path)/split-screen.images/adaptive-sideways-landscape~dark@2x.png",
        ], "\(r.err)")
        #expect(stale.allSatisfy { $0.hasSuffix("pixels differ)") })
    }

    /// Which registered sample each of the articles' drawn blocks shows.
    static let samplesOfPictures: [String: String] = [
        "split-screen/adaptive-layout-view": "split-adaptive", "split-screen/adaptive-sideways": "split-adaptive",
        "split-screen/geometry-layout-view": "split-geometry", "split-screen/frame-layout-view": "split-frames",
        "split-screen/priority-layout-view": "split-priority",
        "flow-layout/tags": "flow-tags", "flow-layout/empty": "flow-empty", "flow-layout/oversized": "flow-oversized", "flow-layout/many": "flow-many",
        "dynamic-stack/login-actions-view": "login-vstack", "dynamic-stack/geometry-login-actions-view": "dynamic-geometry",
        "dynamic-stack/size-class-login-actions-view": "dynamic-sizeclass", "dynamic-stack/layout-login-actions-view": "dynamic-anylayout",
        "dynamic-stack/fitting-login-actions-view": "dynamic-viewthatfits",
    ]

    @Test func theArticlesAreCurrentAndDrawTheSamplesPixels() throws {
        let articles = Self.root.appendingPathComponent("docs/articles")
        let r = run("docs", "--check", articles.path)
        #expect(r.code == 0, "\(r.err)")
        #expect(r.out == "docs: 3 documents, 14 blocks, 49 pictures; every picture matches its code\n")
        var compared = 0
        for article in ["split-screen", "flow-layout", "dynamic-stack"] {
            let md = articles.appendingPathComponent(article + ".md")
            let doc = try #require(try DocsInputs(catalog: nil).documents([md.path]).first)
            var expectedFiles: [String] = []
            for block in doc.blocks where block.role == .render {
                let sampleName = try #require(Self.samplesOfPictures["\(article)/\(block.name)"], "\(article): block '\(block.name)' shows no known sample")
                let sample = try #require(SampleCatalog.sample(named: sampleName))
                let screens = try DocsScreens(block: block, defaultDevices: [DeviceCatalog.device(named: "iphone-17")!], place: block.name)
                for screen in screens.jobs {
                    let file = DocsPicture.fileStem(doc.imageBase(block), screen: screen, screens: screens, scale: 2) + ".png"
                    expectedFiles.append(file)
                    let config = RenderConfiguration(device: screen.device, orientation: screen.orientation, scale: 2).with(screen.appearance)
                    let expected = try CairoRenderer.raster(DeviceScene(sample.makeView(), configuration: SampleCatalog.images(config)).displayList())
                    let actual = try CairoRenderer.decodePNGRaster(Data(contentsOf: doc.imageFolder.appendingPathComponent(file)))
                    #expect(Bool(actual == expected), "\(article)/\(file) is not \(sampleName)'s picture")
                    compared += 1
                }
            }
            #expect(try FileManager.default.contentsOfDirectory(atPath: doc.imageFolder.path).sorted() == expectedFiles.sorted())
        }
        #expect(compared == 49)
    }
}
