import Foundation
import Testing
@testable import LayoutVizCore
import LayoutViz

/// Dynamic Type (docs/variants.md, "Dynamic Type"): every text style at every size, fonts that
/// do and do not scale, ranges, and @ScaledMetric.
@Suite struct DynamicTypeTests {
    /// iOS's point sizes, xSmall … accessibility5, as `UIFont.preferredFont` reports them
    /// (temoki's UIKit_DynamicType table), written out here independently of the look's table.
    static let expected: [(Font, [CGFloat])] = [
        (.largeTitle, [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]),
        (.title, [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]),
        (.title2, [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]),
        (.title3, [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]),
        (.headline, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]),
        (.subheadline, [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]),
        (.body, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]),
        (.callout, [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]),
        (.footnote, [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]),
        (.caption, [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]),
        (.caption2, [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41]),
    ]

    /// The font a text is set in, resolved at `size`.
    func font(_ view: some View, _ size: DynamicTypeSize) -> Font? {
        var env = EnvironmentValues.standard
        env.dynamicTypeSize = size
        var n = resolveView(view, ResolveContext(environment: env, stackAxis: nil)).first
        while let node = n {
            if case .text(let content) = node.kind { return content.font }
            n = node.children.first
        }
        return nil
    }

    @Test func everyTextStyleAtEverySize() {
        for (style, sizes) in Self.expected {
            for (size, points) in zip(DynamicTypeSize.allCases, sizes) {
                let f = font(Text("Aa").font(style), size)
                #expect(f?.size == points, "\(style) at \(size)")
                #expect(f?.weight == style.weight)
            }
        }
        // The default, with no font: body; the headline keeps its semibold weight when it grows.
        #expect(font(Text("Aa"), .accessibility3)?.size == 40)
        #expect(font(Text("Aa").font(.headline), .accessibility5)?.weight == .semibold)
        #expect(font(Text("Aa").font(.system(.title)), .xxxLarge)?.size == 34)
    }

    @Test func fixedSizesStayAndCustomFontsScaleWithTheirStyle() {
        #expect(font(Text("Aa").font(.system(size: 20)), .accessibility5)?.size == 20)
        #expect(font(Text("Aa").font(.custom("Brand", fixedSize: 20)), .accessibility5)?.size == 20)
        // 20 points relative to title: 20 × 48 / 28 at accessibility3; relative to body by default.
        #expect(font(Text("Aa").font(.custom("Brand", size: 20, relativeTo: .title)), .accessibility3)?.size == CGFloat(20) * 48 / 28)
        #expect(font(Text("Aa").font(.custom("Brand", size: 17)), .xSmall)?.size == 14)
        #expect(font(Text("Aa").font(.custom("Brand", size: 17)), .large)?.size == 17)
    }

    @Test func rangesClampTheSize() {
        #expect(font(Text("Aa").dynamicTypeSize(...DynamicTypeSize.xxxLarge), .accessibility3)?.size == 23)
        #expect(font(Text("Aa").dynamicTypeSize(DynamicTypeSize.large...), .xSmall)?.size == 17)
        #expect(font(Text("Aa").dynamicTypeSize(.small ... .xLarge), .medium)?.size == 16)
        #expect(font(Text("Aa").dynamicTypeSize(.xSmall), .accessibility5)?.size == 14)
        #expect(DynamicTypeSize.accessibility1.isAccessibilitySize && !DynamicTypeSize.xxxLarge.isAccessibilitySize)
    }

    struct Badge: View {
        @ScaledMetric var side = 17.0
        @ScaledMetric(relativeTo: .caption2) var inset: CGFloat = 11
        var body: some View { Color.red.frame(width: side, height: inset).id("badge") }
    }

    @Test @MainActor func scaledMetricsFollowTheirStyle() {
        func frame(_ size: DynamicTypeSize) -> CGSize? {
            var env = EnvironmentValues.standard
            env.dynamicTypeSize = size
            return LayoutTree(Badge(), proposal: ProposedViewSize(width: 200, height: 200), environment: env).frame(of: "badge")?.size
        }
        #expect(frame(.large) == CGSize(width: 17, height: 11))
        #expect(frame(.accessibility5) == CGSize(width: 53, height: 41))
        #expect(frame(.xSmall) == CGSize(width: 14, height: 11))
    }
}
