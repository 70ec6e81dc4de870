import Foundation
import LayoutVizPreviewKit
import Testing

/// The asset symbols written for preview builds, as Xcode names them (docs/previews.md, "Asset
/// symbols"). The fixture `Tests/APIFixtures/ShapesAndStyles.swift` compiles against them
/// (`PreviewCommandTests.theRankedAPIFixturesCompile`).
@Suite struct AssetSymbolTests {
    @Test func namesAreCamelCaseWithoutTheKindSuffix() {
        let cases: [(String, Bool, String?)] = [
            ("AccentColor", true, "accent"), ("Scenery", false, "scenery"), ("steam_background", true, "steamBackground"),
            ("URLIcon", false, "urlIcon"), ("CCU", true, "CCU"), ("hero image", false, "hero"), ("2up", false, "_2up"),
            ("Color", true, "color"), ("---", true, nil),
        ]
        for (name, color, expected) in cases {
            #expect(AssetSymbols.identifier(for: name, color: color) == expected, "\(name)")
        }
    }

    @Test func systemNamesKeywordsAndTheFilesOwnNamesAreLeftOut() throws {
        let source = try #require(AssetSymbols.source(colors: ["BrandColor", "Red", "label", "default"], images: ["Logo", "Hero"],
                                                      userText: "extension Image { static let hero = Image(\"Hero\") }"))
        #expect(source.contains("extension ColorResource { static let brand = ColorResource(name: \"BrandColor\") }"))
        #expect(source.contains("static let `default` = ColorResource(name: \"default\")"))
        #expect(source.contains("extension ImageResource { static let logo = ImageResource(name: \"Logo\") }"))
        #expect(!source.contains("static let red") && !source.contains("static let label") && !source.contains("static let hero"))
        #expect(AssetSymbols.source(colors: [], images: [], userText: "") == nil)
        #expect(AssetSymbols.source(colors: [], images: [], userText: "Image(\"x\", bundle: .module)")?.contains("static var module: Bundle") == true)
    }

    @Test func catalogsNearTheFilesAreFound() throws {
        let fixtures = PreviewProject.checkoutRoot().appendingPathComponent("Tests/APIFixtures")
        let found = AssetSymbols.assets(near: [fixtures.appendingPathComponent("ShapesAndStyles.swift").path])
        #expect(found.colors.contains("BrandColor") && found.images.contains("Scenery"), "\(found)")
    }
}
