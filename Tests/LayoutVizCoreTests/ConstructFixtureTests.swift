import Foundation
import Testing
@testable import LayoutVizCore
import LayoutViz

/// One tiny layout per feature of a construct, with its whole laid-out tree kept as
/// `Tests/Goldens/constructs/<construct>/<case>.layout.json`: exact numbers for every view,
/// cheap to review in a diff. The expected trees were checked by hand against the rules in
/// `docs/layout/` when they were recorded; the construct's test file pins the key numbers too.
///
/// Missing files are written (and the test fails, so a new fixture is looked at); a changed tree
/// fails and is rewritten only with `LAYOUTVIZ_RECORD=all`; nothing is written when `CI` is set.
struct Fixture: Sendable, CustomTestStringConvertible {
    let construct: String
    let name: String
    let proposal: ProposedViewSize
    /// Laid out as an app's root on a screen with this safe area instead of for `proposal`.
    var root: (safeArea: CGRect, screen: CGRect)?
    let make: @Sendable () -> AnyView

    init<V: View>(_ construct: String, _ name: String, _ width: CGFloat?, _ height: CGFloat?, _ view: @autoclosure @escaping @Sendable () -> V)
    where V: SendableMetatype {
        self.construct = construct
        self.name = name
        proposal = ProposedViewSize(width: width, height: height)
        make = { AnyView(view()) }
    }

    /// A fixture laid out as an app's root: proposed `safeArea`, growing into `screen` where it ignores it.
    init<V: View>(_ construct: String, _ name: String, safeArea: CGRect, screen: CGRect, _ view: @autoclosure @escaping @Sendable () -> V)
    where V: SendableMetatype {
        self.init(construct, name, safeArea.width, safeArea.height, view())
        root = (safeArea, screen)
    }

    /// The laid-out tree, with the fixture images below.
    func layout() -> LayoutTree {
        var env = EnvironmentValues.standard
        env.imageResolver = FixtureImages()
        if let root { return LayoutTree(make(), safeArea: root.safeArea, screen: root.screen, environment: env) }
        return LayoutTree(make(), proposal: proposal, environment: env)
    }

    var path: String { "\(construct)/\(name).layout.json" }
    var testDescription: String { path }
}

/// The fixtures, by construct (folder names follow `Sources/LayoutVizCore/Layout/Constructs`).
let constructFixtures: [Fixture] = [
    Fixture("leaf", "color-takes-proposal", 120, 40, Color.red),
    Fixture("leaf", "color-ideal-is-10", nil, nil, Color.red),
    Fixture("leaf", "shape-infinite-proposal", .infinity, 30, Circle()),
    Fixture("spacer", "in-hstack", 200, 20, HStack { Color.red.frame(width: 40); Spacer(); Color.blue.frame(width: 40) }),
    Fixture("spacer", "min-length-wins", 60, nil, HStack(spacing: 0) { Color.red.frame(width: 40); Spacer(minLength: 30); Color.blue.frame(width: 40) }),
    Fixture("spacer", "outside-stack-is-2d", nil, nil, ZStack { Spacer() }),
    Fixture("fixed-frame", "both-axes", 300, 300, Color.red.frame(width: 50, height: 20)),
    Fixture("fixed-frame", "one-axis-passes-proposal", 300, 80, Color.red.frame(width: 50)),
    Fixture("fixed-frame", "alignment-bottom-trailing", nil, nil, Color.red.frame(width: 10, height: 10).frame(width: 100, height: 60, alignment: .bottomTrailing)),
    Fixture("flexible-frame", "max-width-infinity", 300, 50, Color.red.frame(width: 40).frame(maxWidth: .infinity)),
    Fixture("flexible-frame", "min-and-max-clamp", 500, 500, Color.red.frame(minWidth: 100, maxWidth: 200, minHeight: 10, maxHeight: 20)),
    Fixture("flexible-frame", "ideal-under-fixed-size", nil, nil, Color.red.frame(idealWidth: 70, idealHeight: 30).fixedSize()),
    Fixture("padding", "default-16", 100, 100, Color.red.padding()),
    Fixture("padding", "edges", nil, nil, Color.red.frame(width: 20, height: 20).padding(.leading, 10).padding(.vertical, 5)),
    Fixture("padding", "negative-shrinks", 100, 100, Color.red.frame(width: 50, height: 50).padding(-10)),
    Fixture("fixed-size", "both-axes", 300, 300, Color.red.fixedSize()),
    Fixture("fixed-size", "horizontal-only", 100, 100, Color.red.fixedSize(horizontal: true, vertical: false).frame(width: 100, height: 100)),
    Fixture("offset", "moves-drawing-only", 100, 20, HStack(spacing: 0) { Color.red.frame(width: 10).offset(x: 5, y: -3); Color.blue.frame(width: 10) }),
    Fixture("position", "centres-on-point", 200, 100, Color.red.frame(width: 20, height: 20).position(x: 30, y: 40)),
    Fixture("position", "nil-axis-takes-child", nil, 100, Color.red.frame(width: 20, height: 30).position(x: 0, y: 0)),
    Fixture("alignment-guide", "leading-shift-in-vstack", nil, nil, VStack(alignment: .leading, spacing: 0) {
        Color.red.frame(width: 40, height: 10)
        Color.blue.frame(width: 40, height: 10).alignmentGuide(.leading) { $0.width / 2 }
    }),
    Fixture("alignment-guide", "ignored-on-other-guide", nil, nil, VStack(alignment: .leading, spacing: 0) {
        Color.red.frame(width: 40, height: 10)
        Color.blue.frame(width: 20, height: 10).alignmentGuide(.trailing) { _ in 100 }
    }),
    Fixture("drawing-effects", "clip-and-opacity-are-neutral", 80, 40, Color.red.clipShape(Circle()).opacity(0.5)),
    Fixture("background-overlay", "background-takes-primary-size", nil, nil, Color.red.frame(width: 60, height: 30).background(Color.blue.frame(width: 100))),
    Fixture("background-overlay", "overlay-aligned-top-leading", nil, nil, Color.red.frame(width: 60, height: 30).overlay(Color.blue.frame(width: 10, height: 10), alignment: .topLeading)),
    Fixture("stack", "hstack-equal-shares", 300, 50, HStack(spacing: 0) { Color.red; Color.green; Color.blue }),
    Fixture("stack", "vstack-default-spacing", nil, nil, VStack { Color.red.frame(width: 20, height: 20); Color.blue.frame(width: 30, height: 10) }),
    Fixture("stack", "priority-takes-space-first", 200, 20, HStack(spacing: 0) { Color.red.layoutPriority(1); Color.blue.frame(minWidth: 20) }),
    Fixture("stack", "leftover-after-inflexible", 150, 20, HStack(spacing: 0) { Color.red.frame(maxWidth: 100); Color.blue.frame(minWidth: 100) }),
    Fixture("stack", "bottom-alignment", nil, nil, HStack(alignment: .bottom, spacing: 4) { Color.red.frame(width: 10, height: 30); Color.blue.frame(width: 10, height: 10) }),
    Fixture("zstack", "largest-child", nil, nil, ZStack { Color.red.frame(width: 40, height: 10); Color.blue.frame(width: 10, height: 30) }),
    Fixture("zstack", "top-trailing", nil, nil, ZStack(alignment: .topTrailing) { Color.red.frame(width: 40, height: 40); Color.blue.frame(width: 10, height: 10) }),
    Fixture("view-that-fits", "first-that-fits", 100, 100, ViewThatFits { Color.red.frame(width: 200, height: 10); Color.blue.frame(width: 80, height: 10) }),
    Fixture("view-that-fits", "last-when-none-fits", 50, 50, ViewThatFits { Color.red.frame(width: 200, height: 10); Color.blue.frame(width: 80, height: 10) }),
    Fixture("geometry-reader", "content-top-leading", 200, 100, GeometryReader { proxy in
        Color.red.frame(width: proxy.size.width / 2, height: proxy.size.height / 4)
    }),
    Fixture("geometry-reader", "ideal-is-10", nil, nil, GeometryReader { _ in Color.red }),
    Fixture("custom-layout", "hstack-layout-matches-hstack", 300, 40, HStackLayout(spacing: 10) { Color.red; Color.blue.frame(width: 50) }),
    Fixture("aspect-ratio", "fit-in-wide-proposal", 300, 100, Color.red.aspectRatio(2, contentMode: .fit)),
    Fixture("aspect-ratio", "fill-overflows", 300, 100, Color.red.aspectRatio(2, contentMode: .fill)),
    Fixture("aspect-ratio", "scaled-to-fit-circle-in-frame", nil, nil, Circle().scaledToFit().frame(width: 300, height: 150)),
    Fixture("aspect-ratio", "nil-proposal-passes-through", nil, nil, Color.red.aspectRatio(2, contentMode: .fit)),
    Fixture("custom-layout", "unplaced-subview-is-centred", 100, 60, FixtureFirstOnly { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 20, height: 20) }),
    // An iPhone 17's screen in portrait (402 × 874, safe area 62 from the top, 34 from the bottom).
    Fixture("safe-area", "root-proposed-the-safe-area", safeArea: fixtureSafeArea, screen: fixtureScreen, Color.red),
    Fixture("safe-area", "ignores-grows-to-the-screen", safeArea: fixtureSafeArea, screen: fixtureScreen, Color.red.ignoresSafeArea()),
    Fixture("safe-area", "ignores-top-edge-only", safeArea: fixtureSafeArea, screen: fixtureScreen, Color.red.ignoresSafeArea(edges: .top)),
    Fixture("safe-area", "inset-bottom-shrinks-content", safeArea: fixtureSafeArea, screen: fixtureScreen,
            Color.red.safeAreaInset(edge: .bottom, spacing: 0) { Color.blue.frame(height: 50) }),
    Fixture("safe-area", "fixed-size-root-centred", safeArea: fixtureSafeArea, screen: fixtureScreen, Color.red.frame(width: 100, height: 100)),
    Fixture("scroll-view", "vertical-content-at-ideal-height", 300, 400, ScrollView { VStack(spacing: 0) { Color.red.frame(height: 500); Color.blue.frame(height: 500) } }),
    Fixture("scroll-view", "vertical-content-takes-width", 300, 400, ScrollView { Color.red.frame(height: 50) }),
    Fixture("scroll-view", "horizontal-content-at-ideal-width", 300, 100, ScrollView(.horizontal) { HStack(spacing: 10) { ForEach(0..<5) { _ in Color.red.frame(width: 80) } } }),
    Fixture("scroll-view", "short-content-at-top", 300, 400, ScrollView { Text("Hello") }),
    Fixture("image", "natural-size-ignores-proposal", 20, 20, Image("fixture")),
    Fixture("image", "resizable-takes-proposal", 300, 20, Image("fixture").resizable()),
    Fixture("image", "resizable-fit-in-frame", nil, nil, Image("fixture").resizable().aspectRatio(contentMode: .fit).frame(width: 300, height: 400)),
    Fixture("image", "resizable-fill-overflows-frame", nil, nil, Image("fixture").resizable().scaledToFill().frame(width: 300, height: 400)),
    Fixture("image", "missing-is-zero", 100, 100, Image("nowhere")),
    Fixture("container-relative-frame", "half-the-root-width", safeArea: fixtureSafeArea, screen: fixtureScreen,
            VStack { Color.red.containerRelativeFrame(.horizontal) { length, _ in length / 2 } }),
    Fixture("container-relative-frame", "three-of-four-columns-in-a-scroll-view", safeArea: fixtureSafeArea, screen: fixtureScreen,
            ScrollView(.horizontal) { HStack(spacing: 10) { ForEach(0..<3) { _ in Color.blue.frame(height: 100).containerRelativeFrame(.horizontal, count: 4, span: 3, spacing: 10) } } }),
    Fixture("container-relative-frame", "page-of-a-vertical-scroll-view", safeArea: fixtureSafeArea, screen: fixtureScreen,
            ScrollView { VStack(spacing: 0) { Color.red.containerRelativeFrame(.vertical); Color.blue.frame(height: 10) } }),
    Fixture("shadow", "does-not-change-layout", 200, 100, HStack(spacing: 0) { Color.red.frame(width: 40, height: 20).shadow(radius: 10, x: 5, y: 5); Color.blue.frame(width: 40) }),
    Fixture("transforms", "rotation-and-scale-keep-the-frame", 200, 100, HStack(spacing: 0) {
        Color.red.frame(width: 40, height: 20).rotationEffect(.degrees(45)); Color.green.frame(width: 40, height: 20).scaleEffect(2); Color.blue.frame(width: 40)
    }),
    Fixture("transforms", "transform-effect-keeps-the-frame", 100, 100, Color.red.frame(width: 30, height: 30).transformEffect(CGAffineTransform(translationX: 20, y: 10))),
    Fixture("blur", "does-not-change-layout", 100, 100, VStack(spacing: 0) { Color.red.frame(width: 40, height: 20).blur(radius: 8); Color.blue.frame(width: 40, height: 20) }),
    Fixture("mask", "mask-laid-out-like-an-overlay", nil, nil, Color.red.frame(width: 60, height: 40).mask { Circle().frame(width: 20, height: 20) }),
    Fixture("mask", "mask-aligned-top-leading", nil, nil, Color.red.frame(width: 60, height: 40).mask(alignment: .topLeading) { Color.black.frame(width: 10, height: 10) }),
]

/// The iPhone 17's screen and safe area in portrait, for fixtures laid out as an app's root.
let fixtureScreen = CGRect(x: 0, y: 0, width: 402, height: 874)
let fixtureSafeArea = CGRect(x: 0, y: 62, width: 402, height: 778)

/// One image, 120 × 60 pixels at 2× ("fixture"), for the image fixtures; every other name is missing.
struct FixtureImages: ImageResolving {
    func image(named name: String) -> ImageResolution {
        name == "fixture" ? .found(ImageAsset(url: URL(fileURLWithPath: "/fixture.png"), pixelWidth: 120, pixelHeight: 60, scale: 2)) : .missing
    }
    func colorSet(named name: String) -> AssetColor? { nil }
}

/// Places only its first subview, at the origin; the rest are left to the engine's default.
struct FixtureFirstOnly: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, proposal: .unspecified)
    }
}

/// `Tests/Goldens/constructs`.
let constructFixturesFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Goldens").appendingPathComponent("constructs")

@Suite struct ConstructFixtureTests {
    @Test(arguments: constructFixtures)
    func treeMatchesItsFixture(_ f: Fixture) throws {
        let actual = f.layout().jsonString()
        let url = constructFixturesFolder.appendingPathComponent(f.path)
        let env = ProcessInfo.processInfo.environment
        let mayWrite = env["CI"] == nil
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            if mayWrite {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try actual.write(to: url, atomically: true, encoding: .utf8)
                Issue.record("recorded a new fixture \(f.path): check it against docs/layout/ and rerun")
            } else {
                Issue.record("missing fixture \(f.path) (CI never records; run swift test locally)")
            }
            return
        }
        if expected != actual {
            if mayWrite && env["LAYOUTVIZ_RECORD"] == "all" {
                try actual.write(to: url, atomically: true, encoding: .utf8)
                Issue.record("re-recorded \(f.path); rerun")
            } else {
                Issue.record("\(f.path) changed (LAYOUTVIZ_RECORD=all swift test --filter ConstructFixture accepts it):\n\(actual)")
            }
        }
    }

    /// A fixture file whose case is gone would rot unnoticed.
    @Test func everyFixtureFileHasACase() throws {
        let expected = Set(constructFixtures.map(\.path))
        #expect(expected.count == constructFixtures.count, "two fixtures share a name")
        var found: Set<String> = []
        let e = FileManager.default.enumerator(atPath: constructFixturesFolder.path)
        while let f = e?.nextObject() as? String {
            if f.hasSuffix(".layout.json") { found.insert(f) }
        }
        #expect(found.subtracting(expected).sorted() == [], "fixture files without a case")
    }
}
