import Foundation
import LayoutViz
import LayoutVizGolden
import Testing

/// Dark mode and increased contrast on decoded pixels: text, cards, the grouped background, the
/// status bar and home indicator, and the sheets (docs/variants.md, "Colour scheme").
@Suite struct ColorSchemeRenderTests {
    func bitmap(_ scene: DeviceScene) throws -> Bitmap { try CairoRenderer.bitmap(scene.displayList()) }

    /// Pixels in a rectangle (points) brighter than `level` on every channel.
    func brightPixels(_ b: Bitmap, _ r: CGRect, scale: CGFloat, above level: UInt8 = 200) -> Int {
        var n = 0
        for y in Int(r.minY * scale)..<Int(r.maxY * scale) {
            for x in Int(r.minX * scale)..<Int(r.maxX * scale) where b[x, y].r > level && b[x, y].g > level && b[x, y].b > level { n += 1 }
        }
        return n
    }

    func form() -> some View {
        NavigationStack {
            Form {
                Section("Account") { Text("Signed in as Ada"); Toggle("Backups", isOn: .constant(true)) }
            }
            .navigationTitle("Settings")
        }
    }

    @Test func aDarkFormIsReadableAndItsChromeIsLight() throws {
        let scene = try onPhone(form().environment(\.colorScheme, .dark))
        #expect(scene.colorScheme == .dark)
        let b = try bitmap(scene)
        // White text on a (28, 28, 30) card on a black screen; the large title white too.
        let text = try textFrame(scene, "Signed in as Ada")
        #expect(brightPixels(b, text, scale: 3) > 200)
        #expect(b.pixel(atPoint: text.maxX + 20, text.midY, scale: 3) == RGBA8(r: 28, g: 28, b: 30))
        #expect(b.pixel(atPoint: 5, 400, scale: 3) == RGBA8(r: 0, g: 0, b: 0))
        #expect(brightPixels(b, try textFrame(scene, "Settings"), scale: 3) > 300)
        // The status bar's time and symbols and the home indicator in white.
        #expect(brightPixels(b, CGRect(x: 20, y: 18, width: 90, height: 24), scale: 3) > 300)
        #expect(brightPixels(b, CGRect(x: 280, y: 18, width: 100, height: 24), scale: 3) > 300)
        #expect(b.pixel(atPoint: 196.5, 852 - 10.5, scale: 3) == RGBA8(.white))
        // The same form in light mode: the grouped grey, and no white ink in the bar (its
        // background is 242, the ink black).
        let light = try bitmap(try onPhone(form()))
        #expect(light.pixel(atPoint: 5, 400, scale: 3) == RGBA8(r: 242, g: 242, b: 247))
        #expect(brightPixels(light, CGRect(x: 20, y: 18, width: 90, height: 24), scale: 3, above: 250) == 0)
    }

    @Test func aPreferredSchemeFromDeepInsideTurnsTheScreenDark() throws {
        let scene = try onPhone(VStack { Text("Deep").preferredColorScheme(.dark) })
        let b = try bitmap(scene)
        #expect(b.pixel(atPoint: 196.5, 200, scale: 3) == RGBA8(r: 0, g: 0, b: 0))
        #expect(brightPixels(b, try textFrame(scene, "Deep"), scale: 3) > 50)
        #expect(b.pixel(atPoint: 196.5, 852 - 10.5, scale: 3) == RGBA8(.white))
    }

    @Test func increasedContrastDeepensSystemColours() throws {
        let device = try #require(DeviceCatalog.device(named: "iphone-16"))
        func pixel(_ scheme: ColorScheme, _ contrast: ColorSchemeContrast) throws -> RGBA8 {
            let render = RenderConfiguration(device: device, colorScheme: scheme, contrast: contrast, chrome: .none)
            return try bitmap(DeviceScene(Color.red, configuration: render)).pixel(atPoint: 196.5, 400, scale: 3)
        }
        // iOS 26's red (Apple's HIG, Color, 2025-06-09).
        #expect(try pixel(.light, .standard) == RGBA8(r: 255, g: 56, b: 60))
        #expect(try pixel(.light, .increased) == RGBA8(r: 233, g: 21, b: 45))
        #expect(try pixel(.dark, .standard) == RGBA8(r: 255, g: 66, b: 69))
        #expect(try pixel(.dark, .increased) == RGBA8(r: 255, g: 97, b: 101))
    }

    @Test func hierarchicalFillsBlendByScheme() throws {
        func pixel(_ scheme: ColorScheme) throws -> RGBA8 {
            let view = Rectangle().fill(.quaternary).frame(width: 100, height: 100)
            return try bitmap(try onPhone(view.environment(\.colorScheme, scheme))).pixel(atPoint: 196.5, 400, scale: 3)
        }
        // (60, 60, 67) at 18 % over white; (235, 235, 245) at 16 % over black.
        let light = try pixel(.light), dark = try pixel(.dark)
        #expect(abs(Int(light.r) - 220) <= 1 && abs(Int(light.b) - 221) <= 1)
        #expect(abs(Int(dark.r) - 38) <= 1 && abs(Int(dark.b) - 39) <= 1)
    }

    @Test func aSheetOfDarkColumnsIsDark() throws {
        let device = try #require(DeviceCatalog.device(named: "iphone-16"))
        let row = SheetRow(title: "Row", description: "A colour") { AnyView(Color.blue) }
        func corner(_ scheme: ColorScheme) throws -> RGBA8 {
            let columns = [RenderConfiguration(device: device, colorScheme: scheme)]
            return try CairoRenderer.bitmap(ContactSheet.displayList(title: "Sheet", rows: [row], columns: columns)).pixel(atPoint: 4, 4, scale: 1)
        }
        #expect(try corner(.light) == RGBA8(.white))
        #expect(try corner(.dark) == RGBA8(r: 0, g: 0, b: 0))
    }
}
