import Foundation
import LayoutViz
import LayoutVizCLI
import LayoutVizPreviewKit
import Samples
import Testing

/// `layoutviz preview` on real files: the articles' code, a folder of ordinary SwiftUI files with
/// one that does not compile, and bad input. The preview package is built in `.build/` (first run:
/// LayoutViz is compiled too, about 20 s).
@Suite(.serialized) struct PreviewCommandTests {
    static let root = PreviewProject.checkoutRoot()

    init() {
        setenv("LAYOUTVIZ_CACHE", Self.root.appendingPathComponent(".build/layoutviz-test-cache").path, 1)
    }

    private func fixture(_ path: String) -> String { Self.root.appendingPathComponent(path).path }

    @Test func explainLaysOutAPreviewOfAFile() throws {
        // The article's own file, as `preview` builds it: the same numbers as the sample.
        let file = fixture("Samples/articles/split-screen/AdaptiveLayoutView.swift")
        let r = run("explain", file, "--device", "ipad-pro-13-m5", "--json")
        #expect(r.code == 0, "\(r.err)")
        let steps = try #require(try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [[String: Any]])
        #expect(steps.first?["rule"] as? String == "takes the whole proposal (1032×1332)")
        let fixed = try #require(steps.first { ($0["detail"] as? String) == "height: 400" })
        #expect(((fixed["proposal"] as? [String: Any])?["height"] as? NSNumber)?.doubleValue == 666)
        let table = run("explain", file + ":AdaptiveLayoutView_Previews", "--view", "Spacer#2")
        #expect(table.code == 0, "\(table.err)")
        #expect(table.out.hasPrefix("\(file):30: preview 'AdaptiveLayoutView_Previews' on iPhone 17, portrait"), "\(table.out)")
        #expect(table.out.contains("Spacer minLength: 20"))
        expectOneLineError(run("explain", file + ":Nope"), containing: "no preview 'Nope' in \(file); its previews: 'AdaptiveLayoutView_Previews'")
        expectOneLineError(run("explain", fixture("Tests/PreviewFixtures/app/Missing.swift")), containing: "no such file")
        let broken = run("explain", fixture("Tests/PreviewFixtures/app/Broken.swift"))
        #expect(broken.code == 1)
        #expect(broken.err.hasSuffix("layoutviz: error: \(fixture("Tests/PreviewFixtures/app/Broken.swift")) did not compile (messages above)\n"), "\(broken.err)")
        #expect(broken.err.contains("Broken.swift:"), "the compiler's message at the user's file")
    }

    @Test func theArticlesCodeDrawsTheRegisteredSamplesPixels() throws {
        let out = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let r = run(["preview", fixture("Samples/articles"), "--device", "iphone-se-3", "ipad-10", "--orientation", "both", "--out", out.path, "--quiet"])
        #expect(r.code == 0, "\(r.err)")
        #expect(r.out.contains("rendered 12 preview images (3 previews in 3 files)"))
        let cases = [("split-adaptive", "split-screen/AdaptiveLayoutView/adaptivelayoutview-previews"),
                     ("split-geometry", "split-screen/GeometryLayoutView/geometrylayoutview-previews"),
                     ("flow-tags", "flow-layout/TagCloudView/preview")]
        for (sample, folder) in cases {
            for device in ["iphone-se-3", "ipad-10"] {
                for orientation in Orientation.allCases {
                    let config = DeviceCatalog.device(named: device)!.configuration(orientation)
                    let expected = try CairoRenderer.raster(DeviceScene(SampleCatalog.sample(named: sample)!.makeView(), configuration: config).displayList())
                    let file = out.appendingPathComponent("\(folder)/\(config.fileStem).png")
                    let actual = try CairoRenderer.decodePNGRaster(Data(contentsOf: file))
                    #expect(actual == expected, "\(sample) \(config.fileStem)")
                }
            }
        }
        for sheet in ["split-screen/AdaptiveLayoutView/sheet.png", "flow-layout/TagCloudView/sheet.png", "index.html"] {
            #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent(sheet).path), "\(sheet)")
        }
        // Beside each picture its inspector page, which the index opens: the steps of that screen
        // (the iPad in portrait clamps the top to 400) and a switcher among the four screens.
        let page = try String(contentsOf: out.appendingPathComponent("split-screen/AdaptiveLayoutView/adaptivelayoutview-previews/ipad-10-portrait.html"), encoding: .utf8)
        #expect(page.contains("\"height: 400\"") && page.contains("\"height fixed at 400\""))
        #expect(page.contains("<img src=\"ipad-10-portrait.png\""))
        #expect(page.contains("<option value=\"iphone-se-3-landscape.html\">iphone-se-3-landscape</option>"))
        let index = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(index.contains("<a href=\"split-screen/AdaptiveLayoutView/adaptivelayoutview-previews/ipad-10-portrait.html\">"))
    }

    @Test func previewCodeRunsInThePicturesTimeZone() throws {
        let out = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        // Whatever the machine's zone, the user's code sees the picture's (Cupertino's by default).
        let r = try runExecutable(["preview", fixture("Tests/PreviewFixtures/zone"), "--out", out.path, "--quiet"],
                                  environment: ["TZ": "Asia/Tokyo", "LAYOUTVIZ_CACHE": Self.root.appendingPathComponent(".build/layoutviz-test-cache").path])
        #expect(r.code == 0, "\(r.err)")
        #expect(r.err.contains("zone: America/Los_Angeles America/Los_Angeles"), "\(r.err)")
    }

    @Test func eachVariantAPreviewAsksForIsDrawnAndAnOrientationDrawnAsAnotherWarns() throws {
        let out = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let r = run(["preview", fixture("Tests/PreviewFixtures/variants"), "--out", out.path, "--quiet"])
        #expect(r.code == 0, "\(r.err)")
        func picture(_ preview: String, _ stem: String = "iphone-17-portrait") throws -> Raster {
            try CairoRenderer.decodePNGRaster(Data(contentsOf: out.appendingPathComponent("Variants/\(preview)/\(stem).png")))
        }
        let base = try picture("default")
        for variant in ["dark", "large-text", "right-to-left", "german", "size-category"] {
            #expect(try picture(variant) != base, "\(variant) draws like the default")
        }
        // The older size category is the same setting as the newer size.
        #expect(try picture("size-category") == picture("large-text"))
        // Upside down is drawn as portrait, and said so in one warning line.
        #expect(try picture("upside-down") == base)
        let warnings = r.err.split(separator: "\n").filter { $0.contains("warning") }
        #expect(warnings.first == "layoutviz: warning: \(fixture("Tests/PreviewFixtures/variants/Variants.swift")):24: preview 'Upside down': orientation portraitUpsideDown is drawn as portrait (iPhones with Face ID do not turn upside down)", "\(r.err)")
        // An asset catalog's colour in the preview's scheme; a name found nowhere is one warning.
        let brand = try picture("brand")
        #expect(brand[brand.width / 2, brand.height / 2] == RGBA8(r: 255, g: 128, b: 0))
        #expect(warnings.count == 2 && warnings[1].hasPrefix("layoutviz: warning: no colour named 'Nope' (<name>.colorset); drawn clear"), "\(r.err)")
        // The variant options draw every preview in each variant, named by it.
        let variants = run(["preview", fixture("Tests/PreviewFixtures/variants"), "--direction", "ltr,rtl", "--color-scheme", "dark", "--out", out.path, "--quiet"])
        #expect(variants.code == 0, "\(variants.err)")
        #expect(try picture("default", "iphone-17-portrait-dark") == picture("dark"))
        #expect(try picture("default", "iphone-17-portrait-dark-rtl") != picture("dark"))
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("Variants/right-to-left/iphone-17-portrait-dark-rtl.png").path))
    }

    @Test func aFileThatDoesNotCompileIsShownAndTheOthersRender() throws {
        let out = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let r = run(["preview", fixture("Tests/PreviewFixtures/app"), "--out", out.path, "--quiet"])
        #expect(r.code == 1)
        let broken = fixture("Tests/PreviewFixtures/app/Broken.swift")
        // The compiler's message, at the user's file and line, with the source line numbered as in the file.
        #expect(r.err.contains("\(broken):7:19: error: value of type 'Text' has no member 'undefinedModifier'"))
        #expect(r.err.contains(#" 7 |         Text("x").undefinedModifier()"#))
        #expect(r.err.contains("\(broken) does not compile (1 error; not in LayoutViz: .undefinedModifier() (line 7), see docs/coverage.md); left out"), "\(r.err)")
        #expect(r.err.contains("layoutviz: error: 1 of 4 files did not compile (messages above); 7 were drawn"))
        #expect(r.out.contains("rendered 7 preview images (7 previews in 3 files)"))
        // Images come from the Resources folder beside the files; a missing one is named.
        #expect(r.err.contains("layoutviz: warning: no image named 'nowhere'; drawn as nothing, as SwiftUI does"))
        let badge = try CairoRenderer.decodePNG(Data(contentsOf: out.appendingPathComponent("Badge/badge/iphone-17-portrait.png")))
        // badge@2x.png is 30×20 points; with 16 points of padding the picture is 62×52 points at @3x.
        #expect(badge.width == 186 && badge.height == 156)
        #expect(badge.pixel(atPoint: 31, 26, scale: 3) == RGBA8(r: 230, g: 240, b: 255))
        let files = ["ProfileCard/card/iphone-17-portrait.png", "ProfileCard/fits/iphone-17-portrait.png", "ProfileCard/one/iphone-17-portrait.png",
                     "ProfileCard/profilecard-previews-2/iphone-17-landscape.png", "Settings/preview/iphone-17-portrait.png", "ProfileCard/sheet.png"]
        for f in files { #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent(f).path), "\(f)") }
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("Broken").path))
        // sizeThatFits: the card alone at its ideal size; fixed: 200×160 points at @3x.
        let fits = try CairoRenderer.decodePNG(Data(contentsOf: out.appendingPathComponent("ProfileCard/fits/iphone-17-portrait.png")))
        #expect(fits.width < 500 && fits.height < 500 && fits[2, 2] == RGBA8(.yellow))
        let fixed = try CairoRenderer.decodePNG(Data(contentsOf: out.appendingPathComponent("Settings/preview/iphone-17-portrait.png")))
        #expect(fixed.width == 600 && fixed.height == 480)
    }

    @Test func messagesPointAtTheCause() throws {
        let out = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        // A missing modifier: the compiler's message, its type name shortened, and one line naming it.
        let pages = fixture("Tests/PreviewFixtures/messages/Pages.swift")
        let r = run(["preview", fixture("Tests/PreviewFixtures/messages"), "--out", out.path])
        #expect(r.code == 1)
        #expect(r.err.contains("\(pages):22:10: error: value of type 'ModifiedContent<…>' has no member 'scrollIndicatorsFlash'"), "\(r.err)")
        #expect(r.err.contains("\(pages) does not compile (1 error; not in LayoutViz: .scrollIndicatorsFlash(onAppear:) (line 22), see docs/coverage.md); left out"), "\(r.err)")
        // A preview modifier inside a #Preview is named as not honoured.
        #expect(r.err.contains("layoutviz: warning: \(pages):27: .previewDevice in a #Preview is not honoured; choose the device with --device"), "\(r.err)")
        // A syntax error hides the #Preview from the scan: it is reported, not "no previews".
        let card = fixture("Tests/PreviewFixtures/syntax/Card.swift")
        let s = run(["preview", fixture("Tests/PreviewFixtures/syntax"), "--out", out.path])
        #expect(s.code == 1)
        #expect(s.err.contains("\(card):8:29: error: expected ',' separator"), "\(s.err)")
        #expect(s.err.contains(" 8 |                 .font(.title"), "\(s.err)")
        #expect(s.err.hasSuffix("layoutviz: error: \(card) has a syntax error (first at line 8: expected ',' separator); previews cannot be found until it is fixed\n"), "\(s.err)")
        #expect(!s.err.contains("no previews"))
    }

    /// Eight ordinary iOS 17 screens (a chat, a weather card, a cart, a player, onboarding pages,
    /// a recipe, a settings form, a header with preview variants) compile unchanged and draw
    /// without a warning: every symbol they name has a drawing, every emoji its colour glyph.
    @Test func eightOrdinaryScreensCompileAndDrawWithoutStandIns() throws {
        let out = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let r = run(["preview", fixture("Tests/PreviewFixtures/screens"), "--out", out.path])
        #expect(r.code == 0, "\(r.err)")
        #expect(!r.err.contains("warning"), "\(r.err)")
        #expect(r.out.contains("rendered 13 preview images (13 previews in 8 files)"), "\(r.out)")
        for file in ["Chat/preview", "WeatherCard/preview", "Cart/preview", "Player/preview", "Onboarding/preview", "Recipe/preview",
                     "SettingsForm/preview", "PreviewVariants/default", "PreviewVariants/right-to-left"] {
            #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("\(file)/iphone-17-portrait.png").path), "\(file)")
        }
        // The chat's emoji in colour: the thumbs-up's yellow in the second bubble.
        let chat = try CairoRenderer.decodePNG(Data(contentsOf: out.appendingPathComponent("Chat/preview/iphone-17-portrait.png")))
        var yellow = 0
        for y in stride(from: 0, to: chat.height, by: 2) { for x in stride(from: 0, to: chat.width, by: 2) {
            let p = chat[x, y]
            if p.r > 200 && p.g > 150 && p.b < 90 { yellow += 1 }
        } }
        #expect(yellow > 100, "\(yellow)")
    }

    @Test func listNamesEveryPreview() {
        let r = run(["preview", fixture("Tests/PreviewFixtures/app/ProfileCard.swift"), "--list"])
        #expect(r.code == 0, "\(r.err)")
        let lines = r.out.split(separator: "\n")
        #expect(lines.count == 4)
        #expect(lines[0].contains(#""name": "Card""#) && lines[1].contains(#""layout": "sizeThatFits""#))
        #expect(lines[3].contains(#""name": "ProfileCard_Previews-2""#) && lines[3].contains(#""orientation": "landscapeLeft""#))
    }

    @Test func badInputIsNamed() throws {
        let missing = run(["preview", "/no/such/folder"])
        #expect(missing.code == 1 && missing.err == "layoutviz: error: no such file or folder: '/no/such/folder'\n")
        let empty = run(["preview", fixture("Tests/PreviewFixtures/empty")])
        #expect(empty.code == 1 && empty.err.contains("no previews in") && empty.err.contains("looked for #Preview blocks and PreviewProvider types"))
        let none = run(["preview"])
        #expect(none.code == 2)
        let notSwift = run(["preview", fixture("README.md")])
        #expect(notSwift.code == 1 && notSwift.err.contains("is not a Swift file"))
        // A cache folder that cannot be made: one line naming it and why, not Foundation's dump.
        let file = temporaryFolder().appendingPathComponent("file")
        _ = FileManager.default.createFile(atPath: file.path, contents: Data())
        let cache = try runExecutable(["preview", fixture("Tests/PreviewFixtures/app/Badge.swift")], environment: ["LAYOUTVIZ_CACHE": file.appendingPathComponent("cache").path])
        #expect(cache.code == 1)
        #expect(cache.err.hasPrefix("layoutviz: error: cannot use the preview cache folder '\(file.path)/cache/preview-") && cache.err.hasSuffix("': '\(file.path)' is a file, not a folder (set LAYOUTVIZ_CACHE to another folder)\n"), "\(cache.err)")
    }
}

/// `#Preview` inside a user's own package: the macro is built with the toolchain's SwiftSyntax.
@Suite(.serialized) struct PreviewMacroTests {
    static let root = PreviewProject.checkoutRoot()

    /// A package depending on this checkout by path. Its identity is the checkout folder's name,
    /// whatever `Package.swift` calls the package, so the product is named with that.
    private func userPackage(_ source: String) throws -> URL {
        let dir = Self.root.appendingPathComponent(".build/layoutviz-test-userpkg")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("Sources/MyApp"), withIntermediateDirectories: true)
        let manifest = """
            // swift-tools-version: 6.0
            import PackageDescription
            let package = Package(
                name: "MyApp",
                dependencies: [.package(path: "\(Self.root.path)")],
                targets: [.target(name: "MyApp", dependencies: [.product(name: "SwiftUI", package: "\(Self.root.lastPathComponent)")],
                                  swiftSettings: [.swiftLanguageMode(.v5)]),
                          .executableTarget(name: "Measure", dependencies: [.product(name: "LayoutViz", package: "\(Self.root.lastPathComponent)")])]
            )
            """
        try Data(manifest.utf8).write(to: dir.appendingPathComponent("Package.swift"))
        try Data(source.utf8).write(to: dir.appendingPathComponent("Sources/MyApp/ContentView.swift"))
        // A library user's program: only `import LayoutViz`, no set-up call.
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("Sources/Measure"), withIntermediateDirectories: true)
        try Data("""
            import LayoutViz
            let tree = LayoutTree(Text("Hello, world").font(.title), proposal: .unspecified)
            print(tree.root.frame.width, tree.root.frame.height)

            """.utf8).write(to: dir.appendingPathComponent("Sources/Measure/main.swift"))
        return dir
    }

    /// The program's standard output.
    private func runProgram(_ url: URL) throws -> String {
        let p = Process()
        p.executableURL = url
        let pipe = Pipe()
        p.standardOutput = pipe
        try p.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    private func swiftBuild(_ dir: URL, product: String? = nil) throws -> (Int32, String) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["swift", "build", "--package-path", dir.path] + (product.map { ["--product", $0] } ?? [])
        let pipe = Pipe()
        p.standardOutput = pipe
        p.standardError = pipe
        try p.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    private static let view = """
        import SwiftUI

        struct ContentView: View {
            var body: some View { Text("Hello") }
        }

        #Preview {
            ContentView()
        }

        #Preview("Toggle", traits: .landscapeLeft, .sizeThatFitsLayout) {
            @Previewable @State var on = true
            Color.red.frame(width: on ? 10 : 20, height: 10)
        }

        """

    @Test func previewBlocksCompileInYourOwnPackage() throws {
        let dir = try userPackage(Self.view)
        let (status, output) = try swiftBuild(dir)
        #expect(status == 0, "\(output)")
        // And layoutviz preview finds them there.
        let r = run(["preview", "--package", dir.path, "--list"])
        #expect(r.code == 0, "\(r.err)")
        #expect(r.out.split(separator: "\n").count == 2 && r.out.contains(#""name": "Toggle""#) && r.out.contains(#""layout": "sizeThatFits""#))
    }

    @Test func theLibraryLaysOutTextWithNoSetUpCall() throws {
        let dir = try userPackage(Self.view)
        let (status, output) = try swiftBuild(dir, product: "Measure")
        try #require(status == 0, "\(output)")
        let r = try runProgram(dir.appendingPathComponent(".build/debug/Measure"))
        // Measured with Pango in Inter, as in this process.
        let here = LayoutTree(Text("Hello, world").font(.title), proposal: .unspecified).root.frame.size
        #expect(r == "\(here.width) \(here.height)\n" && here.width > 100, "\(r)")
    }

    @Test func anErrorInAPreviewBodyIsReportedAtItsLine() throws {
        let dir = try userPackage(Self.view + "#Preview(\"Broken\") {\n    ContentView().notAModifier()\n}\n")
        let (status, output) = try swiftBuild(dir)
        #expect(status != 0)
        #expect(output.contains("Sources/MyApp/ContentView.swift:16:19: error: value of type 'ContentView' has no member 'notAModifier'"), "\(output)")
    }
}

/// `layoutviz check`: the API a file uses that LayoutViz lacks, ranked.
@Suite(.serialized) struct CheckCommandTests {
    init() {
        setenv("LAYOUTVIZ_CACHE", PreviewProject.checkoutRoot().appendingPathComponent(".build/layoutviz-test-cache").path, 1)
    }

    @Test func classifiesTheCompilersMessages() {
        let e = "/a/b.swift:3:5: error: "
        #expect(MissingAPIReport.classify(e + "cannot find 'Image' in scope")! == ("Image", "type"))
        #expect(MissingAPIReport.classify(e + "cannot find 'withThrowingTaskGroup2' in scope")! == ("withThrowingTaskGroup2", "function"))
        #expect(MissingAPIReport.classify(e + "cannot find type 'UIImage' in scope")! == ("UIImage", "type"))
        #expect(MissingAPIReport.classify(e + "value of type 'some View' has no member 'navigationTitle'")! == (".navigationTitle", "modifier"))
        #expect(MissingAPIReport.classify(e + "type 'TextFieldStyle' has no member 'roundedBorder'")! == ("TextFieldStyle.roundedBorder", "static member"))
        #expect(MissingAPIReport.classify(e + "no such module 'Charts'")! == ("import Charts", "module"))
        #expect(MissingAPIReport.classify(e + "missing return in closure") == nil)
    }

    @Test func listsWhatIsMissingRankedAndExitsOne() {
        let r = run(["check", PreviewProject.checkoutRoot().appendingPathComponent("Tests/PreviewFixtures/check").path, "--quiet"])
        #expect(r.code == 1)
        let lines = r.out.split(separator: "\n").map(String.init)
        #expect(lines.first == "uses  API                  kind      where")
        #expect(lines.contains("   1  .contentMargins(_:)  modifier  Settings.swift:37"))
        #expect(lines.contains("   1  MeshGradient         type      Settings.swift:43"))
        #expect(lines.contains("   1  OutlineGroup         type      Settings.swift:49"))
        // What the fixture uses that LayoutViz now has is not listed.
        #expect(!lines.contains { [" Image ", " Label ", " Form ", " Toggle ", " NavigationStack ", " TextField ", " Gauge ", " ColorPicker "].contains(where: $0.contains) })
        #expect(lines.count == 5)
        #expect(r.err == "layoutviz: error: 3 missing APIs (3 uses)\n")
    }

    @Test func spellsMissingCallsAsTheSourceDoes() {
        let e = "/a/b.swift:3:5: error: "
        // A modifier with its labels, at the column Swift points at (the name, or its dot).
        #expect(MissingAPIReport.classify(e + "value of type 'ModifiedContent<A, B>' has no member 'scrollIndicatorsFlash'",
                                          sourceLine: "        .scrollIndicatorsFlash(onAppear: true)", column: 10)! == (".scrollIndicatorsFlash(onAppear:)", "modifier"))
        // An initializer no declaration matches: its labels, an unlabelled argument's type from the notes.
        let note = "/x/Color.swift:9:12: note: candidate expects value of type 'String' for parameter #1 (got 'UIColor')"
        #expect(MissingAPIReport.classify(e + "no exact matches in call to initializer ", sourceLine: "Text(\"A\").foregroundStyle(Color(ui))", column: 28,
                                          notes: [note])! == ("Color.init(_: UIColor)", "initializer"))
        #expect(MissingAPIReport.classify(e + "incorrect argument labels in call (have 'white:brightness:', expected '_:white:opacity:')",
                                          sourceLine: "    .fill(Color(white: 0.5, brightness: 2))", column: 16)! == ("Color.init(white:brightness:)", "initializer"))
        // An implicit member no initializer takes: the initializer, with the member as written.
        #expect(MissingAPIReport.classify(e + "reference to member 'systemGray9' cannot be resolved without a contextual type",
                                          sourceLine: "    .foregroundStyle(Color(.systemGray9))", column: 28)! == ("Color.init(_: .systemGray9)", "initializer"))
        // Generic type names shortened in what is shown.
        #expect(GenericNames.collapsed("value of type 'ModifiedContent<ModifiedContent<TabView<Int, ForEach<Range<Int>, Int, Text>>, _EnvironmentWritingModifier>, _FlexFrameLayout>' has no member 'x'")
                == "value of type 'ModifiedContent<…>' has no member 'x'")
        #expect(GenericNames.collapsed("Binding<Int> and (Int) -> Void") == "Binding<Int> and (Int) -> Void")
    }

    @Test func aMissingModifierIsNamedInOneShortLine() {
        let r = run(["check", PreviewProject.checkoutRoot().appendingPathComponent("Tests/PreviewFixtures/messages").path, "--quiet"])
        #expect(r.code == 1)
        let line = r.out.split(separator: "\n").first { $0.contains("scrollIndicatorsFlash") }
        #expect(line == "   1  .scrollIndicatorsFlash(onAppear:)  modifier  Pages.swift:22", "\(r.out)")
        #expect((line?.count ?? 99) < 80)
        #expect(!r.out.contains("ModifiedContent") && !r.out.contains("other errors"), "\(r.out)")
        #expect(r.err == "layoutviz: error: 1 missing API (1 use)\n")
    }

    @Test func aSyntaxErrorIsReportedAsOneAtItsLine() {
        let r = run(["check", PreviewProject.checkoutRoot().appendingPathComponent("Tests/PreviewFixtures/syntax").path, "--quiet"])
        #expect(r.code == 1)
        #expect(r.out == "syntax errors (these files were not checked further):\n  Card.swift:8:29: expected ',' separator\n", "\(r.out)")
        #expect(r.err == "layoutviz: error: 1 syntax error\n")
    }

    /// Tests/APIFixtures use the API the study of public SwiftUI files ranked
    /// (docs/coverage-study.md), as those files use it: they type-check against LayoutViz unchanged.
    @Test func theRankedAPIFixturesCompile() {
        let r = run(["check", PreviewProject.checkoutRoot().appendingPathComponent("Tests/APIFixtures").path, "--quiet"])
        #expect(r.code == 0, "\(r.out)\(r.err)")
        #expect(r.out == "every API these files use is in LayoutViz: they compile\n")
    }

    @Test func filesThatCompileAreSaidToAndExitZero() {
        let r = run(["check", PreviewProject.checkoutRoot().appendingPathComponent("Samples/articles").path, "--quiet"])
        #expect(r.code == 0 && r.out == "every API these files use is in LayoutViz: they compile\n")
    }
}

/// `layoutviz preview --watch`: a save redraws the pictures, a compile error keeps the last good
/// ones, and the live page's status says which.
@Suite(.serialized) struct PreviewWatchTests {
    init() {
        setenv("LAYOUTVIZ_CACHE", PreviewProject.checkoutRoot().appendingPathComponent(".build/layoutviz-test-cache").path, 1)
    }

    /// Lines a process writes, gathered on another thread.
    final class Lines: @unchecked Sendable {
        private let lock = NSLock()
        private var text = ""
        func append(_ s: String) { lock.lock(); text += s + "\n"; lock.unlock() }
        var all: String { lock.lock(); defer { lock.unlock() }; return text }
        /// Waits until a line contains `needle`; returns that line.
        func wait(for needle: String, timeout: TimeInterval = 180) -> String? {
            let end = Date().addingTimeInterval(timeout)
            while Date() < end {
                if let line = all.split(separator: "\n").first(where: { $0.contains(needle) }) { return String(line) }
                usleep(50_000)
            }
            return nil
        }
    }

    /// A connection that sends nothing.
    private func openConnection(_ port: UInt16) -> Int32 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var addr = sockaddr_in()
        addr.sin_family = sa_family_t(AF_INET)
        addr.sin_port = port.bigEndian
        addr.sin_addr.s_addr = inet_addr("127.0.0.1")
        _ = withUnsafePointer(to: &addr) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
        return fd
    }

    /// GET over a plain socket (no URLSession needed), with the `Host` a browser sends.
    private func get(_ port: UInt16, _ path: String, host: String? = nil) -> String {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var addr = sockaddr_in()
        addr.sin_family = sa_family_t(AF_INET)
        addr.sin_port = port.bigEndian
        addr.sin_addr.s_addr = inet_addr("127.0.0.1")
        let ok = withUnsafePointer(to: &addr) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
        guard ok == 0 else { return "" }
        let request = "GET \(path) HTTP/1.1\r\nHost: \(host ?? "localhost:\(port)")\r\n\r\n"
        _ = request.withCString { send(fd, $0, strlen($0), 0) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = read(fd, &buffer, buffer.count)
            if n <= 0 { break }
            data.append(contentsOf: buffer[0..<n])
        }
        return String(decoding: data, as: UTF8.self)
    }

    @Test func savesRedrawAndErrorsKeepTheLastGoodPictures() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let source = dir.appendingPathComponent("views/ProfileCard.swift")
        try FileManager.default.createDirectory(at: source.deletingLastPathComponent(), withIntermediateDirectories: true)
        let original = try String(contentsOf: PreviewProject.checkoutRoot().appendingPathComponent("Tests/PreviewFixtures/app/ProfileCard.swift"), encoding: .utf8)
        try original.write(to: source, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("out")
        let port = UInt16(20_000 + Int(getpid()) % 20_000)
        let p = Process()
        p.executableURL = try layoutvizExecutable()
        p.arguments = ["preview", source.deletingLastPathComponent().path, "--watch", "--out", out.path, "--port", "\(port)", "--timeout", "3", "--quiet"]
        let pipe = Pipe()
        p.standardOutput = pipe
        p.standardError = FileHandle.nullDevice
        let lines = Lines()
        try p.run()
        defer { p.terminate(); p.waitUntilExit() }
        let reader = Thread { forwardLines(pipe.fileHandleForReading) { lines.append($0) } }
        reader.start()

        let live = try #require(lines.wait(for: "live page: "))
        let actualPort = try #require(UInt16(live.split(separator: ":").last!.split(separator: "/").first!))
        #expect(lines.wait(for: "round 1: first round: built in") != nil, "\(lines.all)")
        #expect(get(actualPort, "/status").contains(#"{"generation": 1, "ok": true"#))
        #expect(get(actualPort, "/").contains("layoutviz preview --watch"))
        // Only a browser on this machine is answered: another Host (DNS rebinding) is refused.
        #expect(get(actualPort, "/status", host: "attacker.example:\(actualPort)").hasPrefix("HTTP/1.1 421"))
        #expect(get(actualPort, "/status", host: "127.0.0.1:\(actualPort)").hasPrefix("HTTP/1.1 200"))
        // A link in the served folder to a file outside it is not followed.
        try FileManager.default.createSymbolicLink(at: out.appendingPathComponent("passwd.html"), withDestinationURL: URL(fileURLWithPath: "/etc/passwd"))
        #expect(get(actualPort, "/passwd.html").hasPrefix("HTTP/1.1 404"))
        // Many idle connections hold no handler for long: the page still answers.
        let idle = (0..<100).map { _ in openConnection(actualPort) }
        defer { idle.forEach { close($0) } }
        let busy = Date()
        #expect(get(actualPort, "/status").contains(#""ok": true"#))
        #expect(Date().timeIntervalSince(busy) < 15)
        let card = out.appendingPathComponent("ProfileCard/card/iphone-17-portrait.png")
        let before = try Data(contentsOf: card)

        // A save: the picture changes, and the round says how long from save to picture.
        try original.replacingOccurrences(of: "Not following", with: "Not yet following").write(to: source, atomically: true, encoding: .utf8)
        let round2 = try #require(lines.wait(for: "round 2: "), "\(lines.all)")
        #expect(round2.contains("ProfileCard.swift changed: built in") && round2.contains("save to picture"))
        let after = try Data(contentsOf: card)
        #expect(after != before)
        #expect(get(actualPort, "/status").contains(#"{"generation": 2, "ok": true"#))

        // A compile error: the page says so, and the last good picture stays.
        try original.replacingOccurrences(of: ".bold()", with: ".bold().notAModifier()").write(to: source, atomically: true, encoding: .utf8)
        let round3 = try #require(lines.wait(for: "round 3: "), "\(lines.all)")
        #expect(round3.contains("ProfileCard.swift does not compile"))
        #expect(get(actualPort, "/status").contains(#""generation": 2, "ok": false, "message": "ProfileCard.swift does not compile"#))
        #expect(try Data(contentsOf: card) == after)
        // Files outside the output folder are not served.
        #expect(get(actualPort, "/../../etc/passwd").hasPrefix("HTTP/1.1 404"))

        // A preview that hangs: named with the cause, the watcher goes on, the other pictures stay.
        let looping = original.replacingOccurrences(of: "ProfileCard(name: \"Taylor\")", with: "{ () -> ProfileCard in while true {} }()")
        try looping.write(to: source, atomically: true, encoding: .utf8)
        let round4 = try #require(lines.wait(for: "round 4: "), "\(lines.all)")
        #expect(round4.contains("1 preview failed") && round4.contains("preview 'Card' did not finish within 3 s"), "\(round4)")
        #expect(try Data(contentsOf: card) == after)
        #expect(get(actualPort, "/status").contains(#""ok": false"#))
        // Fixed: up to date again.
        try original.write(to: source, atomically: true, encoding: .utf8)
        let round5 = try #require(lines.wait(for: "round 5: "), "\(lines.all)")
        #expect(round5.contains("ProfileCard.swift changed: built in"), "\(round5)")
        #expect(get(actualPort, "/status").contains(#""ok": true"#))
    }
}
