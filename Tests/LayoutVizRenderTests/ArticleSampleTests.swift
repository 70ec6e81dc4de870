import Foundation
import LayoutViz
import Testing
@testable import Samples

/// Seeds 002 and 004: the flow layout and the four DynamicStacks, on every device.
@Suite struct FlowLayoutTests {

    private func flow(_ widths: [CGFloat]) -> some View {
        FlowLayout {
            ForEach(Array(widths.enumerated()), id: \.offset) { i, w in
                Color.blue.frame(width: w, height: 20).id(i)
            }
        }
    }

    @Test(arguments: [
        (CGFloat(200), [CGPoint(x: 0, y: 0), CGPoint(x: 48, y: 0), CGPoint(x: 96, y: 0)], CGFloat(20)),
        (100, [CGPoint(x: 0, y: 0), CGPoint(x: 48, y: 0), CGPoint(x: 0, y: 28)], 48),
        (50, [CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 28), CGPoint(x: 0, y: 56)], 76),
    ])
    func rowsAndHeightAtSeveralWidths(width: CGFloat, origins: [CGPoint], height: CGFloat) {
        let t = LayoutTree(flow([40, 40, 40]), proposal: ProposedViewSize(width: width, height: nil))
        #expect(t.root.frame.size == CGSize(width: width, height: height))
        #expect((0..<3).map { t.frame(of: $0)?.origin } == origins)
    }

    @Test func noItemsGiveHeightZero() {
        let t = LayoutTree(flow([]), proposal: ProposedViewSize(width: 300, height: 500))
        #expect(t.root.frame.size == CGSize(width: 300, height: 0))
    }

    @Test func anOversizedItemGetsARowOfItsOwnAndIsNotClipped() {
        let t = LayoutTree(flow([40, 150, 40]), proposal: ProposedViewSize(width: 100, height: nil))
        #expect(t.frame(of: 0) == CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(t.frame(of: 1) == CGRect(x: 0, y: 28, width: 150, height: 20))
        #expect(t.frame(of: 2) == CGRect(x: 0, y: 56, width: 40, height: 20))
        #expect(t.root.frame.height == 76)
    }

    @Test func tagChipsWrapToTheScreenWidthOnEveryDevice() throws {
        let sample = try #require(SampleCatalog.sample(named: "flow-tags"))
        for device in DeviceCatalog.all {
            for o in Orientation.allCases {
                let config = device.configuration(o)
                let tree = DeviceScene(sample.makeView(), configuration: config).tree
                let safe = config.safeAreaFrame
                let chips = tree.root.children
                #expect(chips.count == FlowSampleData.tags.count)
                // Every chip starts inside the safe area and ends within it (none is wider than a screen).
                #expect(chips.allSatisfy { $0.frame.minX >= safe.minX && $0.frame.maxX <= safe.maxX + 0.001 }, "\(config.fileStem)")
                // Rows: chips of one row share a y, and rows are 8 pt apart.
                let rows = Set(chips.map(\.frame.minY)).sorted()
                #expect(rows.count >= 1)
                if config.fileStem == "iphone-16-portrait" { #expect(rows.count > 3) }
            }
        }
    }
}

@Suite struct DynamicStackTests {

    enum Implementation: String, CaseIterable {
        case geometry = "dynamic-geometry", sizeClass = "dynamic-sizeclass", anyLayout = "dynamic-anylayout", viewThatFits = "dynamic-viewthatfits"
    }

    /// The three buttons' frames: horizontal when they share a row.
    private func buttons(_ tree: LayoutTree) -> [CGRect] {
        tree.root.allNodes().filter { $0.viewName == "Button" }.map(\.frame)
    }

    private func isHorizontal(_ frames: [CGRect]) -> Bool { frames.count == 3 && Set(frames.map(\.minY)).count == 1 }

    @Test func eachImplementationPicksTheArticlesOrientationOnEveryDevice() throws {
        for device in DeviceCatalog.all {
            for o in Orientation.allCases {
                let config = device.configuration(o)
                let safe = config.safeAreaFrame
                // The HStack's ideal width decides ViewThatFits.
                let hstack = LayoutTree(HStack { Button("Login") {}; Button("Reset password") {}; Button("Create account") {} }
                    .buttonStyle(ActionButtonStyle()), proposal: .unspecified, environment: RenderContext(RenderConfiguration.on(config)).environment(report: nil))
                for impl in Implementation.allCases {
                    let sample = try #require(SampleCatalog.sample(named: impl.rawValue))
                    let frames = buttons(DeviceScene(sample.makeView(), configuration: config).tree)
                    #expect(frames.count == 3)
                    let expected: Bool
                    switch impl {
                    case .geometry: expected = safe.width > safe.height
                    case .sizeClass, .anyLayout: expected = config.horizontalSizeClass == .regular
                    case .viewThatFits: expected = hstack.root.frame.width <= safe.width
                    }
                    #expect(isHorizontal(frames) == expected, "\(impl.rawValue) on \(config.fileStem)")
                }
            }
        }
    }

    @Test func knownOutcomes() throws {
        func horizontal(_ impl: Implementation, _ device: String, _ o: Orientation) throws -> Bool {
            let sample = try #require(SampleCatalog.sample(named: impl.rawValue))
            let config = try #require(DeviceCatalog.device(named: device)).configuration(o)
            return isHorizontal(buttons(DeviceScene(sample.makeView(), configuration: config).tree))
        }
        // iPhone 16 landscape is compact: the size-class versions stay vertical, the others go horizontal.
        #expect(try horizontal(.sizeClass, "iphone-16", .landscape) == false)
        #expect(try horizontal(.anyLayout, "iphone-16", .landscape) == false)
        #expect(try horizontal(.geometry, "iphone-16", .landscape) == true)
        #expect(try horizontal(.viewThatFits, "iphone-16", .landscape) == true)
        // The Pro Max is regular in landscape; iPads are regular in portrait, where GeometryReader stays vertical.
        #expect(try horizontal(.sizeClass, "iphone-16-pro-max", .landscape) == true)
        #expect(try horizontal(.sizeClass, "ipad-10", .portrait) == true)
        #expect(try horizontal(.geometry, "ipad-10", .portrait) == false)
        // Portrait phones: everything is vertical.
        for impl in Implementation.allCases { #expect(try horizontal(impl, "iphone-se-3", .portrait) == false) }
    }

    @Test func geometryReaderPinsTheButtonsToTheTop() throws {
        let config = try #require(DeviceCatalog.device(named: "iphone-16")).configuration(.portrait)
        let geometry = buttons(DeviceScene(GeometryReaderVersion.LoginActionsView(), configuration: config).tree)
        let plain = buttons(DeviceScene(LoginActionsView(), configuration: config).tree)
        #expect(geometry.first?.minY == config.safeAreaFrame.minY)
        #expect(plain.first!.minY > config.safeAreaFrame.minY + 100)
        #expect(geometry.map(\.size) == plain.map(\.size))
    }

    @Test func actionButtonsFillTheWidthWithCentredWhiteTitles() throws {
        let config = try #require(DeviceCatalog.device(named: "iphone-se-3")).configuration(.portrait)
        let scene = DeviceScene(LoginActionsView(), configuration: config)
        let frames = buttons(scene.tree)
        let title = LayoutTree(Text("Login"), proposal: .unspecified, environment: RenderContext(RenderConfiguration.on(config)).environment(report: nil)).root.frame.size
        #expect(frames.allSatisfy { $0.minX == 0 && $0.width == 375 && $0.height == title.height + 32 })
        // The title is centred in the button and drawn in white.
        let texts = scene.displayList(chrome: .none).items.compactMap { item -> (TextLayoutRequest, CGPoint, Color)? in
            if case .text(let r, let o, let c) = item { return (r, o, c) }
            return nil
        }
        #expect(texts.map(\.0.string) == ["Login", "Reset password", "Create account"])
        #expect(texts.allSatisfy { $0.2 == .white })
        #expect(abs(texts[0].1.x - (375 - title.width) / 2) < 0.0001)
        // Pixels: blue at the button's corner inset, white inside the title's box somewhere.
        let bitmap = try CairoRenderer.bitmap(scene.displayList())
        let f = frames[0]
        #expect(bitmap.pixel(atPoint: f.minX + 12, f.minY + 4, scale: 2) == RGBA8(.blue))
        #expect(bitmap.pixel(atPoint: f.minX + 0.5, f.minY + 0.5, scale: 2) != RGBA8(.blue))  // rounded corner
        let titleBox = (Int(f.midX * 2) - 30)...(Int(f.midX * 2) + 30)
        #expect(titleBox.contains { x in (Int(f.minY * 2)...Int(f.maxY * 2)).contains { y in bitmap[x, y] == RGBA8(.white) } })
    }

    @Test func sizeClassesCanBeOverridden() throws {
        let config = try #require(DeviceCatalog.device(named: "iphone-se-3")).configuration(.portrait)
        let scene = DeviceScene(SizeClassVersion.LoginActionsView(), configuration: config) { $0.horizontalSizeClass = .regular }
        #expect(isHorizontal(buttons(scene.tree)))
        let view = SizeClassVersion.LoginActionsView().environment(\.horizontalSizeClass, .regular)
        #expect(isHorizontal(buttons(DeviceScene(view, configuration: config).tree)))
    }
}

