import Foundation
import LayoutViz
import Testing

/// The status bar, sensor housing and home indicator drawn over the app (docs/devices.md,
/// "Screen chrome"), checked on decoded pixels.
@Suite struct ChromeTests {

    func render(_ device: String, _ orientation: Orientation, chrome: ScreenChrome = .device, dark: Bool = false,
                _ view: some View = Color.clear) throws -> (DeviceConfiguration, Bitmap) {
        let config = try #require(DeviceCatalog.device(named: device)).configuration(orientation)
        let scene = DeviceScene(view, configuration: config) { if dark { $0.colorScheme = .dark } }
        return (config, try CairoRenderer.bitmap(scene.displayList(chrome: chrome)))
    }

    /// Pixels in a rectangle (points) darker than mid-grey on every channel.
    func darkPixels(_ b: Bitmap, _ r: CGRect, scale: CGFloat) -> Int {
        var n = 0
        for y in Int(r.minY * scale)..<Int(r.maxY * scale) {
            for x in Int(r.minX * scale)..<Int(r.maxX * scale) where b[x, y].r < 128 && b[x, y].g < 128 && b[x, y].b < 128 { n += 1 }
        }
        return n
    }

    @Test func aDynamicIslandPhoneInPortrait() throws {
        let (_, b) = try render("iphone-16", .portrait)
        let black = RGBA8(r: 0, g: 0, b: 0)
        // The island: 126 × 37.33 from y = 11, centred; the home indicator: 134 × 5, 8 above the bottom.
        #expect(b.pixel(atPoint: 196.5, 29.67, scale: 3) == black)
        #expect(b.pixel(atPoint: 196.5 - 60, 29.67, scale: 3) == black && b.pixel(atPoint: 196.5 - 66, 29.67, scale: 3) == RGBA8(.white))
        #expect(b.pixel(atPoint: 196.5, 9, scale: 3) == RGBA8(.white))
        #expect(b.pixel(atPoint: 196.5, 852 - 10.5, scale: 3) == black)
        #expect(b.pixel(atPoint: 196.5 + 70, 852 - 10.5, scale: 3) == RGBA8(.white))
        // "9:41" in the leading ear, the symbols in the trailing one, nothing below the bar.
        #expect(darkPixels(b, CGRect(x: 20, y: 18, width: 90, height: 24), scale: 3) > 300)
        #expect(darkPixels(b, CGRect(x: 280, y: 18, width: 100, height: 24), scale: 3) > 300)
        #expect(darkPixels(b, CGRect(x: 0, y: 60, width: 393, height: 770), scale: 3) == 0)
    }

    @Test func noneAndBandsLeaveTheSystemsPartsOut() throws {
        let (_, none) = try render("iphone-16", .portrait, chrome: .none)
        #expect(none.pixels.allSatisfy { $0 == RGBA8(.white) })
        let (_, bands) = try render("iphone-16", .portrait, chrome: .bands)
        let band = RGBA8(DeviceScene.safeAreaBandColor)
        #expect(bands.pixel(atPoint: 196.5, 29.67, scale: 3) == band && bands.pixel(atPoint: 196.5, 852 - 10.5, scale: 3) == band)
        #expect(bands.pixel(atPoint: 196.5, 400, scale: 3) == RGBA8(.white))
    }

    @Test func statusBarHiddenLeavesTheIslandAndTheHomeIndicator() throws {
        let (_, b) = try render("iphone-16", .portrait, VStack { Color.clear.statusBarHidden() })
        let black = RGBA8(r: 0, g: 0, b: 0)
        // No time, no symbols; the island and the home indicator as before.
        #expect(darkPixels(b, CGRect(x: 20, y: 18, width: 90, height: 24), scale: 3) == 0)
        #expect(darkPixels(b, CGRect(x: 280, y: 18, width: 100, height: 24), scale: 3) == 0)
        #expect(b.pixel(atPoint: 196.5, 29.67, scale: 3) == black && b.pixel(atPoint: 196.5, 852 - 10.5, scale: 3) == black)
        // VoiceOver reads no status bar; statusBarHidden(false) keeps it.
        let config = try #require(DeviceCatalog.device(named: "iphone-16")).configuration(.portrait)
        let hidden = DeviceScene(Text("Hi").statusBarHidden(), configuration: config).accessibilityTree(chrome: .device).elements
        #expect(hidden.map(\.label) == ["Hi"])
        let shown = DeviceScene(Text("Hi").statusBarHidden(false), configuration: config).accessibilityTree(chrome: .device).elements
        #expect(shown.count == 5 && shown.last?.label == "Hi")
    }

    @Test func iPhonesHideTheStatusBarInLandscape() throws {
        let (_, b) = try render("iphone-16", .landscape)
        let black = RGBA8(r: 0, g: 0, b: 0)
        // The island on the leading side, the wider home indicator at the bottom, no status bar.
        #expect(b.pixel(atPoint: 29.67, 196.5, scale: 3) == black)
        #expect(b.pixel(atPoint: 426 - 100, 393 - 10.5, scale: 3) == black)
        #expect(darkPixels(b, CGRect(x: 60, y: 0, width: 790, height: 60), scale: 3) == 0)
    }

    @Test func aHomeButtonPhoneHasABarAndNothingElse() throws {
        let (_, b) = try render("iphone-se-3", .portrait)
        #expect(darkPixels(b, CGRect(x: 150, y: 2, width: 75, height: 16), scale: 2) > 100)  // 9:41 AM, centred
        #expect(darkPixels(b, CGRect(x: 0, y: 20, width: 375, height: 647), scale: 2) == 0)
        let (_, landscape) = try render("iphone-se-3", .landscape)
        #expect(landscape.pixels.allSatisfy { $0 == RGBA8(.white) })
    }

    @Test func aNotchPhoneAndAnIPad() throws {
        let (_, notch) = try render("iphone-16e", .portrait)
        // The notch: 162 wide, 34 deep, centred.
        #expect(notch.pixel(atPoint: 195, 20, scale: 3) == RGBA8(r: 0, g: 0, b: 0))
        #expect(notch.pixel(atPoint: 195, 36, scale: 3) == RGBA8(.white))
        #expect(notch.pixel(atPoint: 195 - 78, 10, scale: 3) == RGBA8(r: 0, g: 0, b: 0))
        let (_, pad) = try render("ipad-10", .landscape)
        #expect(darkPixels(pad, CGRect(x: 20, y: 3, width: 110, height: 18), scale: 2) > 200)  // 9:41  Mon Jun 10
        #expect(pad.pixel(atPoint: 590, 820 - 10.5, scale: 2) == RGBA8(r: 0, g: 0, b: 0))   // 315-wide indicator
    }

    /// The 2025–26 phones' islands (docs/devices.md, "Screen chrome"): 125 × 37 at 14 from the
    /// top, 20 on the Air, about 95 wide on the 18 Pro.
    @Test func theIslandsOfTheCurrentPhones() throws {
        let black = RGBA8(r: 0, g: 0, b: 0), white = RGBA8(.white)
        let (_, i17) = try render("iphone-17", .portrait, chrome: .device)
        #expect(i17.pixel(atPoint: 201, 14 + 18.5, scale: 3) == black && i17.pixel(atPoint: 201, 13, scale: 3) == white)
        #expect(i17.pixel(atPoint: 201 - 60, 32.5, scale: 3) == black && i17.pixel(atPoint: 201 - 64, 32.5, scale: 3) == white)
        let (_, air) = try render("iphone-air", .portrait, chrome: .device)
        #expect(air.pixel(atPoint: 210, 19, scale: 3) == white && air.pixel(atPoint: 210, 20 + 18.5, scale: 3) == black)
        let (_, i18) = try render("iphone-18-pro", .portrait, chrome: .device)
        #expect(i18.pixel(atPoint: 201 - 45, 32.5, scale: 3) == black && i18.pixel(atPoint: 201 - 50, 32.5, scale: 3) == white)
    }

    @Test func darkModeInvertsTheInk() throws {
        let (_, b) = try render("iphone-16", .portrait, dark: true)
        #expect(b.pixel(atPoint: 196.5, 400, scale: 3) == RGBA8(r: 0, g: 0, b: 0))
        #expect(b.pixel(atPoint: 196.5, 852 - 10.5, scale: 3) == RGBA8(.white))
        // Everything is black but the light ink of the bar and indicator (about 10,000 pixels).
        let light = 393 * 852 * 9 - darkPixels(b, CGRect(x: 0, y: 0, width: 393, height: 852), scale: 3)
        #expect(light > 3000 && light < 20000)
    }
}

/// A root scroll view draws its content under the home indicator (and would under the status bar
/// once scrolled); one in the middle of the screen clips to its frame.
@Suite struct ScrollViewPixelTests {

    func stripes() -> some View {
        VStack(spacing: 0) { ForEach(0..<20, id: \.self) { i in (i % 2 == 0 ? Color.red : Color.blue).frame(height: 50) } }
    }

    @Test func contentShowsUnderTheHomeIndicator() throws {
        let config = try #require(DeviceCatalog.device(named: "iphone-16")).configuration(.portrait)
        let b = try CairoRenderer.bitmap(DeviceScene(ScrollView { stripes() }, configuration: config).displayList(chrome: .none))
        // Rows start at the safe area's top (59): above it the background; row 14 (red, 759...809)
        // and row 15 (blue, 809...859) run on under the home indicator to the screen's bottom.
        #expect(b.pixel(atPoint: 10, 30, scale: 3) == RGBA8(.white))
        #expect(b.pixel(atPoint: 10, 60, scale: 3) == RGBA8(.red))
        #expect(b.pixel(atPoint: 10, 808, scale: 3) == RGBA8(.red))
        #expect(b.pixel(atPoint: 10, 851, scale: 3) == RGBA8(.blue))
    }

    @Test func aFramedScrollViewClipsToItsFrame() throws {
        let config = try #require(DeviceCatalog.device(named: "iphone-16")).configuration(.portrait)
        let view = ScrollView { stripes() }.frame(height: 200)
        let b = try CairoRenderer.bitmap(DeviceScene(view, configuration: config).displayList(chrome: .none))
        let top = 59 + (759 - 200) / 2.0
        #expect(b.pixel(atPoint: 10, top + 1, scale: 3) == RGBA8(.red))
        #expect(b.pixel(atPoint: 10, top + 199, scale: 3) == RGBA8(.blue))
        #expect(b.pixel(atPoint: 10, top + 201, scale: 3) == RGBA8(.white))
    }
}
