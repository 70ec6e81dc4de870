import Foundation
import Testing
@testable import LayoutVizCore

/// Spec §3.4: fixedSize.
@Suite struct FixedSizeTests {
    @Test func colorBecomesItsIdealSize() {
        #expect(size(layout(Color.red.fixedSize(), 100, 100)) == CGSize(width: 10, height: 10))
    }

    /// OpenSwiftUI `FixedSizeLayoutUITests.colorFixedSize`.
    @Test func perAxisInsideAFrame() {
        let t = layout(Color.red.fixedSize(horizontal: true, vertical: false).id("c").frame(width: 100, height: 100), nil, nil)
        #expect(frame(t, "c") == rect(45, 0, 10, 100))
    }

    @Test func layoutPriorityPassesThroughModifiers() {
        let t = layout(HStack { Color.red.id("a"); Color.red.layoutPriority(1).frame(maxWidth: .infinity).padding(0).id("b") }, 200, 10)
        #expect(frame(t, "b").width == 192)
    }
}

/// Spec §3.7: offset and position.
@Suite struct OffsetPositionTests {
    @Test func offsetMovesTheDrawingNotTheLayout() {
        let t = layout(HStack(spacing: 0) { box(10, 10, "a").offset(x: 5, y: 7).id("o"); box(10, 10, "b") }, 100, 100)
        #expect(frame(t, "o") == rect(0, 0, 10, 10))
        #expect(frame(t, "a") == rect(5, 7, 10, 10))
        #expect(frame(t, "b") == rect(10, 0, 10, 10))
        #expect(frame(layout(box(10, 10, "a").offset(CGSize(width: -3, height: 0)), nil, nil), "a").minX == -3)
    }

    @Test func positionTakesTheProposalAndCentresTheChild() {
        let t = layout(box(20, 20, "c").position(x: 50, y: 60).id("p"), 200, 100)
        #expect(frame(t, "p") == rect(0, 0, 200, 100))
        #expect(frame(t, "c") == rect(40, 50, 20, 20))
    }

    @Test func positionUsesTheChildOnNilAxes() {
        let t = layout(box(20, 30, "c").position(CGPoint(x: 0, y: 0)).id("p"), nil, 100)
        #expect(frame(t, "p") == rect(0, 0, 20, 100))
        #expect(frame(t, "c") == rect(-10, -15, 20, 30))
    }
}

/// Spec §3.6: background and overlay.
@Suite struct SecondaryTests {
    @Test func sizeIsThePrimarysAndTheSecondaryIsProposedIt() {
        let t = layout(box(50, 30, "p").background(Color.red.id("bg")), 300, 300)
        #expect(size(t) == CGSize(width: 50, height: 30))
        #expect(frame(t, "bg") == rect(0, 0, 50, 30))
    }

    @Test func secondaryIsAlignedAndMayOverflow() {
        let t = layout(box(50, 30, "p").overlay(box(10, 10, "o"), alignment: .bottomTrailing), nil, nil)
        #expect(frame(t, "o") == rect(40, 20, 10, 10))
        let big = layout(box(50, 30, "p").background(alignment: .topLeading) { box(80, 80, "b") }, nil, nil)
        #expect(frame(big, "b") == rect(0, 0, 80, 80))
        #expect(size(big) == CGSize(width: 50, height: 30))
    }

    @Test func severalSecondaryViewsFormAZStack() {
        let t = layout(box(50, 30, "p").overlay(alignment: .leading) { box(10, 10, "a"); box(20, 20, "b") }, nil, nil)
        #expect(frame(t, "a") == rect(0, 10, 10, 10))
        #expect(frame(t, "b") == rect(0, 5, 20, 20))
    }

    @Test func backgroundDrawsBelowAndOverlayAbove() {
        let t = layout(Color.green.background(Color.red).overlay(Color.blue.frame(width: 2, height: 2)), 10, 10)
        let colors: [Color] = t.displayList(scale: 1).items.map { if case .fill(_, let c) = $0 { return c }; return .clear }
        #expect(colors == [.red, .green, .blue])
    }

    @Test func priorityIsThePrimarys() {
        let t = layout(HStack { Color.red.id("a"); Color.red.layoutPriority(1).background(Color.blue).id("b") }, 100, 10)
        #expect(frame(t, "b").width == 92)
    }
}

/// Spec §4.3: ZStack.
@Suite struct ZStackTests {
    @Test func sizeIsTheLargestChildAndChildrenAreAligned() {
        let t = layout(ZStack(alignment: .topTrailing) { box(100, 20, "a"); box(30, 60, "b") }, nil, nil)
        #expect(size(t) == CGSize(width: 100, height: 60))
        #expect(frame(t, "a") == rect(0, 0, 100, 20))
        #expect(frame(t, "b") == rect(70, 0, 30, 60))
    }

    @Test func centredByDefault() {
        let t = layout(ZStack { box(100, 20, "a"); box(30, 60, "b") }, nil, nil)
        #expect(frame(t, "a") == rect(0, 20, 100, 20))
        #expect(frame(t, "b") == rect(35, 0, 30, 60))
    }

    @Test func onlyTheHighestPriorityChildrenSizeTheStack() {
        let t = layout(ZStack { box(100, 100, "big"); box(50, 50, "small").layoutPriority(1) }, nil, nil)
        #expect(size(t) == CGSize(width: 50, height: 50))
        #expect(frame(t, "big") == rect(-25, -25, 100, 100))
    }

    @Test func childrenAreReproposedTheFinalSize() {
        let t = layout(ZStack { box(80, 40, "a"); Color.red.id("fill") }.fixedSize(), 300, 300)
        #expect(frame(t, "fill") == rect(0, 0, 80, 40))
    }

    @Test func emptyZStackIsZero() {
        #expect(size(layout(ZStack {}, 50, 50)) == .zero)
    }
}

/// Spec §4.4: GeometryReader.
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

    @Test func safeAreaInsetsCountTheOverlapWithTheBands() {
        var insets = EdgeInsets(top: -1)
        _ = LayoutTree(GeometryReader { p in
            let _ = { insets = p.safeAreaInsets }()
            Color.red
        }.padding(-10), safeArea: rect(0, 20, 100, 100))
        #expect(insets == EdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10))
    }
}
