import Foundation
import Testing
@testable import LayoutVizCore
import LayoutViz

/// Right-to-left layout (docs/layout/right-to-left.md): every placement a right-to-left parent
/// makes is mirrored within it, x ↦ width − x − childWidth; the y axis, sizes and the safe area's
/// physical edges stay as they are.
@Suite struct RightToLeftTests {
    /// `view` laid out in `direction` in a 200×100 frame.
    func laidOut(_ view: some View, _ direction: LayoutDirection = .rightToLeft) -> LayoutTree {
        layout(view.frame(width: 200, height: 100).environment(\.layoutDirection, direction), 200, 100)
    }

    @Test func anHStackRunsFromTheRight() {
        let t = laidOut(HStack(spacing: 10) { box(30, 20, "a"); box(50, 20, "b") })
        // Left to right the pair spans 55...145 of 200 (centred): a at 55, b at 95.
        #expect(frame(t, "a") == rect(115, 40, 30, 20))
        #expect(frame(t, "b") == rect(55, 40, 50, 20))
        let ltr = laidOut(HStack(spacing: 10) { box(30, 20, "a"); box(50, 20, "b") }, .leftToRight)
        #expect(frame(ltr, "a") == rect(55, 40, 30, 20))
        #expect(frame(ltr, "b") == rect(95, 40, 50, 20))
    }

    @Test func leadingAlignmentIsTheRightEdge() {
        let stack = laidOut(VStack(alignment: .leading, spacing: 0) { box(100, 20, "wide"); box(40, 20, "narrow") })
        #expect(frame(stack, "wide") == rect(50, 30, 100, 20))
        #expect(frame(stack, "narrow") == rect(110, 50, 40, 20))
        let framed = laidOut(box(40, 20, "c").frame(maxWidth: .infinity, alignment: .leading))
        #expect(frame(framed, "c") == rect(160, 40, 40, 20))
        let trailing = laidOut(box(40, 20, "c").frame(maxWidth: .infinity, alignment: .trailing))
        #expect(frame(trailing, "c") == rect(0, 40, 40, 20))
        let z = laidOut(ZStack(alignment: .topLeading) { box(100, 60, "big"); box(20, 20, "small") })
        #expect(frame(z, "small") == rect(130, 20, 20, 20))
        let overlay = laidOut(box(100, 60, "base").overlay(alignment: .leading) { box(20, 20, "badge") })
        #expect(frame(overlay, "badge") == rect(130, 40, 20, 20))
    }

    @Test func leadingPaddingIsOnTheRight() {
        let t = laidOut(box(40, 20, "c").padding(.leading, 30).id("p"))
        #expect(frame(t, "p") == rect(65, 40, 70, 20))
        #expect(frame(t, "c") == rect(65, 40, 40, 20))
        let both = laidOut(box(40, 20, "c").padding(EdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 5)).frame(width: 200, alignment: .leading))
        #expect(frame(both, "c") == rect(130, 40, 40, 20))
    }

    @Test func offsetMovesTowardTheTrailingEdge() {
        // offset(x: 40) moves toward the trailing edge, which is left in right-to-left.
        let t = laidOut(box(40, 20, "c").offset(x: 40, y: 10))
        #expect(frame(t, "c") == rect(40, 50, 40, 20))
        let ltr = laidOut(box(40, 20, "c").offset(x: 40, y: 10), .leftToRight)
        #expect(frame(ltr, "c") == rect(120, 50, 40, 20))
    }

    @Test func positionCountsFromTheRightEdge() {
        // position(x: 25) puts the centre 25 points from the right edge.
        let t = laidOut(box(20, 10, "c").position(x: 25, y: 30))
        #expect(frame(t, "c") == rect(165, 25, 20, 10))
        let ltr = laidOut(box(20, 10, "c").position(x: 25, y: 30), .leftToRight)
        #expect(frame(ltr, "c") == rect(15, 25, 20, 10))
    }

    @Test func gridColumnsRunFromTheRight() {
        let t = laidOut(Grid(horizontalSpacing: 10, verticalSpacing: 0) {
            GridRow { box(30, 20, "a"); box(50, 20, "b") }
            GridRow { box(20, 20, "c").gridColumnAlignment(.leading); box(50, 20, "d") }
        })
        // Columns 30 and 50 wide, 10 apart: 90 wide, centred at 55...145. Column 0 is on the right.
        #expect(frame(t, "a") == rect(115, 30, 30, 20))
        #expect(frame(t, "b") == rect(55, 30, 50, 20))
        #expect(frame(t, "c") == rect(125, 50, 20, 20))  // leading in its column: its right edge
        let lazy = laidOut(LazyVGrid(columns: [GridItem(.fixed(40), spacing: 10), GridItem(.fixed(40))]) { box(40, 20, "x"); box(40, 20, "y") })
        #expect(frame(lazy, "x") == rect(105, 40, 40, 20))
        #expect(frame(lazy, "y") == rect(55, 40, 40, 20))
    }

    @Test func aCustomLayoutPlacesAsIfLeftToRightAndIsMirrored() {
        struct Row: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { CGSize(width: 200, height: 100) }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                // A subview that knows the direction: it records it as its width.
                let w: CGFloat = subviews.layoutDirection == .rightToLeft ? 30 : 10
                subviews[0].place(at: CGPoint(x: bounds.minX, y: bounds.minY), proposal: ProposedViewSize(width: w, height: 10))
                subviews[1].place(at: CGPoint(x: bounds.minX + 100, y: bounds.midY), anchor: .leading, proposal: ProposedViewSize(width: 20, height: 20))
            }
        }
        let t = laidOut(Row { Color.red.id("a"); Color.blue.id("b") })
        #expect(frame(t, "a") == rect(170, 0, 30, 10))
        #expect(frame(t, "b") == rect(80, 40, 20, 20))
        let ltr = laidOut(Row { Color.red.id("a"); Color.blue.id("b") }, .leftToRight)
        #expect(frame(ltr, "a") == rect(0, 0, 10, 10))
        #expect(frame(ltr, "b") == rect(100, 40, 20, 20))
    }

    @Test func aGeometryReadersContentStartsTopRight() {
        let t = laidOut(GeometryReader { _ in box(30, 20, "c") })
        #expect(frame(t, "c") == rect(170, 0, 30, 20))
    }

    @Test func anEnvironmentChangeInsideKeepsItsOwnDirection() {
        // A left-to-right island (a phone number, say) inside a right-to-left row.
        let t = laidOut(HStack(spacing: 0) {
            box(50, 20, "label")
            HStack(spacing: 0) { box(10, 20, "first"); box(10, 20, "second") }.environment(\.layoutDirection, .leftToRight)
        })
        #expect(frame(t, "label") == rect(85, 40, 50, 20))
        #expect(frame(t, "first") == rect(65, 40, 10, 20))
        #expect(frame(t, "second") == rect(75, 40, 10, 20))
        // And the other way round: a right-to-left island in a left-to-right tree.
        let island = layout(HStack(spacing: 0) { box(10, 20, "first"); box(10, 20, "second") }.environment(\.layoutDirection, .rightToLeft).frame(width: 200), 200, 100)
        #expect(frame(island, "first") == rect(100, 0, 10, 20))
        #expect(frame(island, "second") == rect(90, 0, 10, 20))
    }

    @Test func aHorizontalScrollViewStartsAtItsRightEdge() {
        let t = laidOut(ScrollView(.horizontal) { HStack(spacing: 0) { box(150, 20, "first"); box(150, 20, "second") } }.frame(width: 200, height: 20))
        #expect(frame(t, "first") == rect(50, 40, 150, 20))
        #expect(frame(t, "second") == rect(-100, 40, 150, 20))
    }

    // MARK: The safe area

    /// A landscape screen with a physical inset of 47 on the left and 20 on the right.
    static let screen = rect(0, 0, 400, 300)
    static let safe = rect(47, 0, 333, 279)

    func onLandscape(_ view: some View, _ direction: LayoutDirection = .rightToLeft) -> LayoutTree {
        var env = EnvironmentValues.standard
        env.displayScale = 3
        env.layoutDirection = direction
        return LayoutTree(view, safeArea: Self.safe, screen: Self.screen, environment: env)
    }

    @Test func theSafeAreaStaysWhereTheHardwareIs() {
        // The screen's insets are physical: the root keeps the same safe rectangle in both directions.
        #expect(onLandscape(Color.red.id("c")).root.frame == Self.safe)
        #expect(frame(onLandscape(Color.red.id("c").ignoresSafeArea()), "c") == Self.screen)
        // A colour at the leading edge (the right) that ignores the leading edge grows into the
        // right-hand inset, 20 points; at the trailing edge (the left), into the left one, 47.
        func colour(_ edges: Edge.Set, _ alignment: Alignment) -> some View {
            Color.red.id("c").ignoresSafeArea(edges: edges).frame(width: 40, height: 20).frame(maxWidth: .infinity, alignment: alignment)
        }
        #expect(frame(onLandscape(colour(.leading, .leading)), "c") == rect(340, 129.5, 60, 20))
        #expect(frame(onLandscape(colour(.trailing, .trailing)), "c") == rect(0, 129.5, 87, 20))
        #expect(frame(onLandscape(colour(.leading, .trailing)), "c") == rect(47, 129.5, 40, 20))
        // Left to right, the same views grow the other way.
        #expect(frame(onLandscape(colour(.leading, .leading), .leftToRight), "c") == rect(0, 129.5, 87, 20))
        // A fixed frame moves into the inset on the leading edge (as it does at the top).
        let fixed = onLandscape(box(40, 20, "c").ignoresSafeArea(edges: .leading).frame(maxWidth: .infinity, alignment: .leading))
        #expect(frame(fixed, "c") == rect(360, 129.5, 40, 20))
    }

    @Test func aLeadingSafeAreaInsetSitsOnTheRight() {
        let t = layout(Color.red.id("main").safeAreaInset(edge: .leading, spacing: 0) { box(30, 100, "side") }
            .environment(\.layoutDirection, .rightToLeft), 200, 100)
        #expect(frame(t, "side") == rect(170, 0, 30, 100))
        #expect(frame(t, "main") == rect(0, 0, 170, 100))
        // Content that ignores the safe area grows back under the inset, on the right.
        var env = EnvironmentValues.standard
        env.layoutDirection = .rightToLeft
        let under = LayoutTree(Color.red.id("main").ignoresSafeArea().safeAreaInset(edge: .leading, spacing: 0) { box(30, 100, "side") },
                               safeArea: rect(0, 0, 200, 100), screen: rect(0, 0, 200, 100), environment: env)
        #expect(frame(under, "main") == rect(0, 0, 200, 100))
    }

    @Test func aReadersLeadingInsetIsTheRightHandOne() {
        var insets = EdgeInsets()
        _ = onLandscape(GeometryReader { proxy in
            let _ = { insets = proxy.safeAreaInsets }()
            Color.clear
        })
        #expect(insets == EdgeInsets(top: 0, leading: 20, bottom: 21, trailing: 47))
        _ = onLandscape(GeometryReader { proxy in
            let _ = { insets = proxy.safeAreaInsets }()
            Color.clear
        }, .leftToRight)
        #expect(insets == EdgeInsets(top: 0, leading: 47, bottom: 21, trailing: 20))
    }

    @Test func sizesDoNotChange() {
        let view = VStack(alignment: .leading) {
            Text("Layout direction").id("t")
            HStack { box(30, 20, "a"); Spacer(); box(50, 20, "b") }
        }
        let rtl = laidOut(view), ltr = laidOut(view, .leftToRight)
        #expect(frame(rtl, "t").size == frame(ltr, "t").size)
        #expect(frame(rtl, "t").minX == 200 - frame(ltr, "t").maxX)
        #expect(frame(rtl, "a").minX == 200 - frame(ltr, "a").maxX)
        #expect(frame(rtl, "b").minX == 200 - frame(ltr, "b").maxX)
    }
}
