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

    /// `--settle`: a task still running at the limit leaves the picture as the view stood, and
    /// the warning names the limit. (The task sleeps 3 s: it cannot finish in 0.5 s on any machine.)
    @Test func aTaskPastTheSettleLimitIsDrawnAsItStoodAndNamed() throws {
        let out = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let r = try runExecutable(["preview", fixture("Tests/PreviewFixtures/settle"), "--settle", "0.5", "--out", out.path, "--quiet"],
                                  environment: ["LAYOUTVIZ_CACHE": Self.root.appendingPathComponent(".build/layoutviz-test-cache").path])
        #expect(r.code == 0, "\(r.err)")
        #expect(r.err.contains("a .task was still running after 0.5 s (the settle limit; --settle gives it more)"), "\(r.err)")
        // The picture's inspector page lists the views drawn: the text as it stood.
        let page = try String(contentsOf: out.appendingPathComponent("Slow/slow/iphone-17-portrait.html"), encoding: .utf8)
        #expect(page.contains("Loading") && !page.contains("Loaded"))
        // The limit counts inside a preview's time limit, and is a number of seconds.
        let long = run(["preview", fixture("Tests/PreviewFixtures/settle"), "--settle", "30"])
        #expect(long.code == 2 && long.err.contains("--settle 30 must be less than --timeout 20"), "\(long.err)")
        let bad = run(["preview", fixture("Tests/PreviewFixtures/settle"), "--settle", "soon"])
        #expect(bad.code == 2 && bad.err.contains("invalid --settle 'soon'"), "\(bad.err)")
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
