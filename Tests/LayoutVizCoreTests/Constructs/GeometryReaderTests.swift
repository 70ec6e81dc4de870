import Foundation
import Testing
@testable import LayoutVizCore
import LayoutViz

/// docs/layout/geometry-reader.md: GeometryReader.
@Suite struct GeometryReaderTests {
    @Test func takesTheProposalAndPlacesChildrenTopLeading() {
        var seen = CGSize.zero
        let t = layout(GeometryReader { proxy in
            let _ = { seen = proxy.size }()
            box(10, 10, "a")
            box(20, 5, "b")
        }, 100, 80)
        #expect(size(t) == CGSize(width: 100, height: 80))
        #expect(seen == CGSize(width: 100, height: 80))
        #expect(frame(t, "a") == rect(0, 0, 10, 10))
        #expect(frame(t, "b") == rect(0, 0, 20, 5))
    }

    @Test func nilAxesBecome10() {
        #expect(size(layout(GeometryReader { _ in Color.red }, nil, 40)) == CGSize(width: 10, height: 40))
    }

    @Test func childIsProposedTheReadersSize() {
        let t = layout(GeometryReader { p in Color.red.frame(width: p.size.width / 2).id("half") }, 90, 30)
        #expect(frame(t, "half") == rect(0, 0, 45, 30))
    }

    @Test func proxyFramesAreLocalAndGlobal() {
        var global = CGRect.null, local = CGRect.null
        _ = layout(VStack(spacing: 0) {
            Color.red.frame(height: 30)
            GeometryReader { p in
                let _ = { global = p.frame(in: .global); local = p.frame(in: .local) }()
                Color.blue
            }
        }, 100, 100)
        #expect(global == rect(0, 30, 100, 70))
        #expect(local == rect(0, 0, 100, 70))
    }

    @Test func safeAreaInsetsAreHowFarTheReaderCouldGrow() {
        // Padded out by 10 beyond a safe area 20 below the screen's top: 10 left above, none
        // at the sides (already at the screen's edges), 10 below. SafeAreaTests has the rest.
        var insets = EdgeInsets(top: -1)
        _ = LayoutTree(GeometryReader { p in
            let _ = { insets = p.safeAreaInsets }()
            Color.red
        }.padding(-10), safeArea: rect(10, 20, 100, 100), screen: rect(0, 0, 120, 140))
        #expect(insets == EdgeInsets(top: 10, leading: 0, bottom: 10, trailing: 0))
    }
}
