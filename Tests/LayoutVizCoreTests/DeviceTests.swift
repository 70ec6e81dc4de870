import Foundation
import Testing
@testable import LayoutVizCore
import LayoutViz

/// The device catalog against docs/devices.md.
@Suite struct DeviceTests {
    private func device(_ id: String) -> Device { DeviceCatalog.device(named: id)! }

    @Test func catalogHasTheRequiredDevices() {
        let expected: [(String, CGFloat, CGFloat, CGFloat)] = [
            ("iphone-se-3", 375, 667, 2), ("iphone-16", 393, 852, 3), ("iphone-16-pro", 402, 874, 3),
            ("iphone-16-pro-max", 440, 956, 3), ("ipad-mini-a17-pro", 744, 1133, 2), ("ipad-10", 820, 1180, 2),
            ("ipad-pro-13", 1032, 1376, 2),
            // 2025–26 (Apple's HIG Layout specifications, tech specs, the iOS 27 simulators).
            ("iphone-17", 402, 874, 3), ("iphone-17-pro", 402, 874, 3), ("iphone-17-pro-max", 440, 956, 3), ("iphone-air", 420, 912, 3),
            ("iphone-17e", 390, 844, 3), ("iphone-18-pro", 402, 874, 3), ("iphone-18-pro-max", 440, 956, 3), ("ipad-a16", 820, 1180, 2),
            ("ipad-air-11-m4", 820, 1180, 2), ("ipad-air-13-m4", 1024, 1366, 2), ("ipad-pro-11-m5", 834, 1210, 2),
            ("ipad-pro-13-m5", 1032, 1376, 2),
        ]
        for (id, w, h, s) in expected {
            let d = DeviceCatalog.device(named: id)
            #expect(d?.portraitSize == CGSize(width: w, height: h), "\(id)")
            #expect(d?.scale == s, "\(id)")
        }
        #expect(Set(DeviceCatalog.all.map(\.id)).count == DeviceCatalog.all.count)
    }

    @Test func namesAreMatchedLoosely() {
        #expect(DeviceCatalog.device(named: "iPhone 16 Pro")?.id == "iphone-16-pro")
        #expect(DeviceCatalog.device(named: "IPHONE-SE")?.id == "iphone-se-3")
        #expect(DeviceCatalog.device(named: "iPad Pro 13-inch (M4)")?.id == "ipad-pro-13")
        #expect(DeviceCatalog.device(named: "iPhone 17")?.id == "iphone-17")
        #expect(DeviceCatalog.device(named: "Air")?.id == "iphone-air")
        #expect(DeviceCatalog.device(named: "iPad Pro 13-inch (M5)")?.id == "ipad-pro-13-m5")
        #expect(DeviceCatalog.device(named: "iPad Pro")?.id == "ipad-pro-13-m5")
        #expect(DeviceCatalog.device(named: "iPad")?.id == "ipad-a16")
        #expect(DeviceCatalog.device(named: "iphone 19") == nil)
    }

    @Test func sizeClassesFollowThe414Rule() {
        for d in DeviceCatalog.all {
            let p = d.configuration(.portrait), l = d.configuration(.landscape)
            if d.id.hasPrefix("ipad") {
                #expect(p.horizontalSizeClass == .regular && p.verticalSizeClass == .regular)
                #expect(l.horizontalSizeClass == .regular && l.verticalSizeClass == .regular)
            } else {
                #expect(p.horizontalSizeClass == .compact && p.verticalSizeClass == .regular)
                #expect(l.verticalSizeClass == .compact)
                #expect(l.horizontalSizeClass == (d.portraitSize.width >= 414 ? .regular : .compact), "\(d.id)")
            }
        }
        #expect(device("iphone-16-pro-max").configuration(.landscape).horizontalSizeClass == .regular)
        #expect(device("iphone-16-pro").configuration(.landscape).horizontalSizeClass == .compact)
    }

    @Test func safeAreasAndOrientation() {
        let se = device("iphone-se-3")
        #expect(se.configuration(.portrait).safeAreaFrame == rect(0, 20, 375, 647))
        #expect(se.configuration(.landscape).safeAreaFrame == rect(0, 0, 667, 375))
        let i16 = device("iphone-16")
        #expect(i16.configuration(.portrait).safeAreaFrame == rect(0, 59, 393, 759))
        #expect(i16.configuration(.landscape).screenSize == CGSize(width: 852, height: 393))
        // iOS 26 keeps 20 at the top in landscape; iOS 18 kept none and 21 at the bottom.
        #expect(i16.configuration(.landscape).safeAreaFrame == rect(59, 20, 734, 353))
        #expect(i16.running(.ios18).configuration(.landscape).safeAreaFrame == rect(59, 0, 734, 372))
        #expect(device("ipad-10").configuration(.landscape).safeAreaFrame == rect(0, 32, 1180, 768))
        #expect(device("ipad-10").running(.ios18).configuration(.landscape).safeAreaFrame == rect(0, 24, 1180, 776))
        #expect(i16.configuration(.portrait).pixelSize == (1179, 2556))
        #expect(i16.configuration(.portrait).fileStem == "iphone-16-portrait")
    }

    /// The insets each look's system reports (docs/devices.md, "Safe areas").
    @Test func safeAreasDependOnTheLook() {
        func insets(_ id: String, _ look: SystemLook.Name, _ o: Orientation) -> [CGFloat] {
            let e = device(id).running(look).configuration(o).safeAreaInsets
            return [e.top, e.leading, e.bottom, e.trailing]
        }
        #expect(insets("iphone-17", .ios26, .portrait) == [62, 0, 34, 0])
        #expect(insets("iphone-17", .ios26, .landscape) == [20, 62, 20, 62])
        #expect(insets("iphone-17", .ios18, .landscape) == [0, 62, 21, 62])
        #expect(insets("iphone-air", .ios26, .portrait) == [68, 0, 34, 0])
        #expect(insets("iphone-air", .ios26, .landscape) == [20, 68, 29, 68])
        #expect(insets("iphone-17e", .ios26, .landscape) == [0, 47, 21, 47])
        #expect(insets("iphone-18-pro", .ios26, .landscape) == [0, 62, 20, 62])
        #expect(insets("ipad-a16", .ios26, .portrait) == [32, 0, 20, 0])
        #expect(insets("ipad-a16", .ios18, .portrait) == [24, 0, 20, 0])
        #expect(insets("ipad-pro-13-m5", .ios26, .landscape) == [24, 0, 20, 0])
        // A render configuration uses its look's insets.
        let render = RenderConfiguration(device: device("iphone-17"), orientation: .landscape, look: .ios18)
        #expect(render.screen.safeAreaInsets.top == 0 && RenderConfiguration(device: device("iphone-17"), orientation: .landscape).screen.safeAreaInsets.top == 20)
    }

    /// Corner radii and sensor housings (docs/devices.md, "Screen chrome").
    @Test func theHardwareOfTheCurrentDevices() {
        func radius(_ id: String) -> CGFloat { device(id).hardware.cornerRadius }
        #expect(radius("iphone-17") == 62 && radius("iphone-air") == 62 && radius("iphone-18-pro") == 62 && radius("iphone-17e") == 47.33)
        #expect(radius("ipad-a16") == 25 && radius("ipad-10") == 25 && radius("ipad-pro-13-m5") == 30 && radius("ipad-pro-13") == 30)
        #expect(radius("ipad-air-11-m4") == 18 && radius("ipad-mini-a17-pro") == 21.5 && radius("iphone-se-3") == 0)
        #expect(device("iphone-17").hardware.sensor == .island(size: CGSize(width: 125, height: 37), top: 14))
        #expect(device("iphone-air").hardware.sensor == .island(size: CGSize(width: 125, height: 37), top: 20))
        #expect(device("iphone-18-pro").hardware.sensor == .island(size: CGSize(width: 95, height: 37), top: 14))
        #expect(device("iphone-17e").hardware.sensor == .notch(width: 162, height: 34))
        // Every catalog device says where its numbers come from and how sure they are.
        #expect(DeviceCatalog.all.allSatisfy { !$0.source.isEmpty && !$0.confidence.isEmpty })
        #expect(DeviceCatalog.defaultSet.map(\.id) == ["iphone-se-3", "iphone-17", "iphone-17-pro-max", "ipad-a16", "ipad-pro-13-m5"])
    }

    @Test func environmentCarriesScaleAndSizeClasses() {
        let env = device("iphone-16-pro-max").configuration(.landscape).environment
        #expect(env.displayScale == 3)
        #expect(env.horizontalSizeClass == .regular)
        #expect(env.verticalSizeClass == .compact)
    }

    @Test func customSizesParse() throws {
        let d = try DeviceCatalog.resolve("390x844@3")
        #expect(d.portraitSize == CGSize(width: 390, height: 844) && d.scale == 3 && d.isCustom)
        #expect(d.id == "390x844@3x")
        #expect(try DeviceCatalog.resolve("1024X768@2x").configuration(.portrait).horizontalSizeClass == .regular)
        #expect(try DeviceCatalog.resolve("320.5x480").scale == 1)
        #expect(try DeviceCatalog.resolve("800x400@1").configuration(.portrait).verticalSizeClass == .compact)
    }

    @Test(arguments: [
        ("0x0@2", DeviceSpecError.nonPositiveSize("0x0@2")),
        ("-5x10@2", .nonPositiveSize("-5x10@2")),
        ("100x100@0", .invalidScale("100x100@0")),
        ("100x100@-1", .invalidScale("100x100@-1")),
        ("100x@2", .malformed("100x@2")),
        ("10x10x10", .malformed("10x10x10")),
        ("1e400x10", .nonPositiveSize("1e400x10")),
        ("100x100@1e-9", .noPixels("100x100@1e-9")),
    ])
    func malformedSizesAreRejected(spec: String, error: DeviceSpecError) {
        #expect(throws: error) { try DeviceCatalog.resolve(spec) }
    }

    /// Sizes far beyond any image resolve (the CLI then refuses them by Cairo's limit) and report a
    /// saturated pixel count instead of trapping.
    @Test func hugeSizesDoNotTrap() throws {
        let d = try DeviceCatalog.resolve("1e20x1@1")
        #expect(d.configuration(.portrait).pixelSize.width == 1_000_000_000_000_000)
        #expect(d.configuration(.portrait).pixelSize.height == 1)
    }

    @Test func sizesUnderOnePixelAreRejected() {
        #expect(throws: DeviceSpecError.noPixels("0.5x100@1")) { try DeviceCatalog.resolve("0.5x100@1") }
        #expect(throws: DeviceSpecError.noPixels("1x1@0.5")) { try DeviceCatalog.resolve("1x1@0.5") }
    }

    @Test func nonFiniteHuesDoNotTrap() {
        #expect(Color(hue: .nan, saturation: 1, brightness: 1) == Color(hue: 0, saturation: 1, brightness: 1))
        #expect(Color(hue: .infinity, saturation: .nan, brightness: 1).alpha == 1)
    }

    @Test func unknownNamesSuggestTheClosest() {
        do {
            _ = try DeviceCatalog.resolve("iphone-16-pr")
            Issue.record("expected an error")
        } catch {
            guard case .unknownDevice(_, let suggestions) = error else { Issue.record("wrong error \(error)"); return }
            #expect(suggestions.first == "iphone-16-pro")
        }
        #expect(throws: DeviceSpecError.self) { try DeviceCatalog.resolve("abc") }
    }
}
