import Foundation
import LayoutViz
import Samples
import Testing

/// Seed 000 on real pixels: the red/green split with three 50-pt boxes.
@Suite struct SplitScreenRenderTests {

    /// The example: on iPhone SE portrait the red container spans exactly
    /// clamp(safe height / 2, 200, 400) points below the 20-pt status bar.
    @Test func iPhoneSEPortraitPixels() throws {
        let (scene, bitmap) = try renderSample("split-adaptive", "iphone-se-3", .portrait)
        #expect(bitmap.width == 750 && bitmap.height == 1334)
        let top = clampTop(647)
        #expect(top == 323.5)
        let red = RGBA8(.red), blue = RGBA8(.blue), yellow = RGBA8(.yellow), purple = RGBA8(.purple), orange = RGBA8(.orange)
        let x = 200
        // Status bar: rows 0..<40 (20 pt @2x), red (the red background reaches under it) between
        // the Wi-Fi symbol and the time.
        #expect(bitmap[x, 0] == red && bitmap[x, 39] == red)
        // Blue box: 20...70 pt → rows 40..<140; then red spacer.
        #expect(bitmap[x, 40] == blue && bitmap[x, 139] == blue)
        #expect(bitmap[x, 140] == red)
        // Yellow: 156.75...206.75 pt → snapped to rows 314..<414.
        #expect(bitmap[x, 313] == red && bitmap[x, 314] == yellow && bitmap[x, 413] == yellow && bitmap[x, 414] == red)
        // Purple ends the red container at 20 + 323.5 = 343.5 pt = row 687; FillView (orange) covers the green below.
        #expect(bitmap[x, 586] == red && bitmap[x, 587] == purple && bitmap[x, 686] == purple)
        #expect(bitmap[x, 687] == orange && bitmap[x, 1333] == orange)
        // The red background itself spans exactly `top` points below the inset.
        let container = try #require(topContainer(scene.tree))
        #expect(container.frame == CGRect(x: 0, y: 20, width: 375, height: top))
    }

    /// Every box's colour appears at the centre of its computed frame, on phones and iPads, both orientations,
    /// including fractional frames at @3x.
    @Test(arguments: [
        ("iphone-se-3", Orientation.portrait), ("iphone-se-3", .landscape), ("iphone-16", .portrait),
        ("iphone-16-pro-max", .landscape), ("ipad-pro-13", .portrait),
    ])
    func boxesAppearWhereTheLayoutPutsThem(device: String, orientation: Orientation) throws {
        for sample in ["split-adaptive", "split-geometry", "split-frames", "split-priority"] {
            let (scene, bitmap) = try renderSample(sample, device, orientation)
            let scale = scene.configuration.device.scale
            for (view, color) in [("TopView", Color.blue), ("CenterView", .yellow), ("BottomView", .purple), ("FillView", .orange)] {
                let f = try #require(node(named: view, in: scene.tree)?.frame, "\(sample) \(view)")
                #expect(bitmap.pixel(atPoint: f.midX, f.midY, scale: scale) == RGBA8(color), "\(sample) \(view) on \(device) \(orientation)")
            }
            // Red shows between the boxes (in the first spacer).
            let top = try #require(node(named: "TopView", in: scene.tree)?.frame)
            let center = try #require(node(named: "CenterView", in: scene.tree)?.frame)
            #expect(bitmap.pixel(atPoint: top.midX, (top.maxY + center.minY) / 2, scale: scale) == RGBA8(.red), "\(sample) on \(device)")
            // The whole screen is opaque: frames are snapped, so no seam leaves a translucent row.
            #expect(bitmap.pixels.allSatisfy { $0.a == 255 }, "\(sample) on \(device) \(orientation)")
        }
    }

    /// The three clamping approaches give clamp(h / 2, 200, 400); the priority variant pins the top at 200.
    @Test func topHeightOnEveryDeviceAndOrientation() throws {
        for device in DeviceCatalog.all {
            for orientation in Orientation.allCases {
                let config = device.configuration(orientation)
                let safe = config.safeAreaFrame
                for sample in SampleCatalog.all where sample.group == "split-screen" {
                    let tree = DeviceScene(sample.makeView(), configuration: config).tree
                    let container = try #require(topContainer(tree))
                    let expected = sample.name == "split-priority" ? 200 : clampTop(safe.height)
                    #expect(container.frame == CGRect(x: safe.minX, y: safe.minY, width: safe.width, height: expected), "\(sample.name) \(config.fileStem)")
                    // The boxes fill the top: first at its top, last at its bottom, 50 pt each.
                    let boxes = ["TopView", "CenterView", "BottomView"].compactMap { node(named: $0, in: tree)?.frame }
                    #expect(boxes.map(\.height) == [50, 50, 50])
                    #expect(boxes.first?.minY == safe.minY && boxes.last?.maxY == safe.minY + expected)
                    // The green container takes the rest of the safe area.
                    let green = try #require(tree.root.allNodes().last { $0.kind == "background" })
                    #expect(green.frame.minY == safe.minY + expected && green.frame.maxY == safe.maxY, "\(sample.name) \(config.fileStem)")
                }
            }
        }
    }

    /// The article's containers touch the safe area's top and bottom, and their style
    /// backgrounds reach the screen's edges: red under the status bar, green under the home
    /// indicator (and at the sides in landscape).
    @Test(arguments: [("iphone-16", Orientation.portrait), ("iphone-16", .landscape), ("iphone-se-3", .portrait), ("ipad-10", .landscape)])
    func backgroundsReachUnderTheSystemsParts(device: String, orientation: Orientation) throws {
        for sample in ["split-adaptive", "split-geometry", "split-frames", "split-priority"] {
            let (scene, bitmap) = try renderSample(sample, device, orientation, chrome: .none)
            let screen = scene.configuration.screenSize, scale = scene.configuration.device.scale
            let top = scene.configuration.safeAreaFrame.minY
            if top > 0 { #expect(bitmap.pixel(atPoint: screen.width / 2, top / 2, scale: scale) == RGBA8(.red), "\(sample)") }
            #expect(bitmap.pixel(atPoint: 1, 1, scale: scale) == RGBA8(.red), "\(sample)")
            // Without a bottom inset (iPhone SE) the orange fill view reaches the bottom itself.
            let bottom = scene.configuration.safeAreaInsets.bottom > 0 ? RGBA8(.green) : RGBA8(.orange)
            #expect(bitmap.pixel(atPoint: 1, screen.height - 1, scale: scale) == bottom, "\(sample)")
            #expect(bitmap.pixel(atPoint: screen.width - 1, screen.height - 1, scale: scale) == bottom, "\(sample)")
        }
    }
}
