import Foundation
import Testing
@testable import LayoutVizCore

/// Records what SwiftUI's Layout protocol hands a custom layout.
final class Log: @unchecked Sendable {
    var sizeProposals: [ProposedViewSize] = []
    var placeCalls: [(CGRect, ProposedViewSize)] = []
    var makeCache = 0
    var priorities: [Double] = []
    var distances: [CGFloat] = []
}

/// Places only the first subview, at the bounds' origin, at its ideal size.
struct FirstOnly: Layout {
    let log: Log
    struct Cache { var id = 1 }
    func makeCache(subviews: Subviews) -> Cache {
        log.makeCache += 1
        return Cache()
    }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        log.sizeProposals.append(proposal)
        log.priorities = subviews.map(\.priority)
        log.distances = zip(subviews, subviews.dropFirst()).map { $0.spacing.distance(to: $1.spacing, along: .horizontal) }
        return proposal.replacingUnspecifiedDimensions(by: CGSize(width: 50, height: 50))
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        log.placeCalls.append((bounds, proposal))
        subviews.first?.place(at: bounds.origin, proposal: .unspecified)
    }
}

/// Places every subview twice; the second call must win.
struct PlaceTwice: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { CGSize(width: 100, height: 100) }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for s in subviews {
            s.place(at: CGPoint(x: bounds.minX, y: bounds.minY), proposal: .zero)
            s.place(at: CGPoint(x: bounds.maxX, y: bounds.maxY), anchor: .bottomTrailing, proposal: ProposedViewSize(width: 10, height: 20))
        }
    }
}

@Suite struct LayoutProtocolTests {
    @Test func customLayoutReceivesProposalsAndBounds() {
        let log = Log()
        let t = LayoutTree(FirstOnly(log: log) { box(10, 10, "a"); Color.red.id("b") }.padding(5), proposal: ProposedViewSize(width: 200, height: nil))
        #expect(log.sizeProposals.first == ProposedViewSize(width: 190, height: nil))
        #expect(size(t) == CGSize(width: 200, height: 60))
        // placeSubviews gets bounds of the size answered, in root coordinates, and the same proposal.
        #expect(log.placeCalls.count == 1)
        #expect(log.placeCalls[0].0 == rect(5, 5, 190, 50))
        #expect(log.placeCalls[0].1 == ProposedViewSize(width: 190, height: nil))
        #expect(frame(t, "a") == rect(5, 5, 10, 10))
    }

    @Test func anUnplacedSubviewIsCentredWithTheContainersProposal() {
        let log = Log()
        let t = LayoutTree(FirstOnly(log: log) { box(10, 10, "a"); Color.red.id("b") }, proposal: ProposedViewSize(width: 200, height: 80))
        // b was never placed: it answers the container's proposal (200×80) and is centred.
        #expect(frame(t, "b") == rect(0, 0, 200, 80))
        let t2 = LayoutTree(FirstOnly(log: log) { box(10, 10, "a"); box(30, 20, "c") }, proposal: ProposedViewSize(width: 200, height: 80))
        #expect(frame(t2, "c") == rect(85, 30, 30, 20))
    }

    @Test func makeCacheRunsOncePerPass() {
        let log = Log()
        _ = LayoutTree(FirstOnly(log: log) { box(10, 10, "a") }, proposal: ProposedViewSize(width: 100, height: 100))
        #expect(log.makeCache == 1)
        #expect(log.sizeProposals.count >= 1)
        _ = LayoutTree(FirstOnly(log: log) { box(10, 10, "a") }, proposal: ProposedViewSize(width: 100, height: 100))
        #expect(log.makeCache == 2)
    }

    @Test func subviewsExposePriorityAndSpacing() {
        let log = Log()
        _ = LayoutTree(FirstOnly(log: log) { Color.red; Spacer(); Color.blue.layoutPriority(2) }, proposal: .unspecified)
        #expect(log.priorities == [0, -.infinity, 2])
        #expect(log.distances == [0, 0])
        _ = LayoutTree(FirstOnly(log: log) { Color.red; Color.blue }, proposal: .unspecified)
        #expect(log.distances == [8])
    }

    @Test func theLastPlacementWins() {
        let t = LayoutTree(PlaceTwice() { Color.red.id("a") }, proposal: .unspecified)
        #expect(frame(t, "a") == rect(90, 80, 10, 20))
    }

    @Test func builtInLayoutsMatchTheStacks() {
        func content() -> some View { Group { box(30, 10, "a"); Color.red.id("b"); Spacer().id("s"); box(20, 40, "c") } }
        let p = ProposedViewSize(width: 300, height: 100)
        let native = LayoutTree(HStack(alignment: .bottom, spacing: 4) { content() }, proposal: p)
        let layout = LayoutTree(HStackLayout(alignment: .bottom, spacing: 4) { content() }, proposal: p)
        let erased = LayoutTree(AnyLayout(HStack(alignment: .bottom, spacing: 4)) { content() }, proposal: p)
        for id in ["a", "b", "s", "c"] {
            #expect(frame(layout, id) == frame(native, id))
            #expect(frame(erased, id) == frame(native, id))
        }
        let v = LayoutTree(AnyLayout(VStackLayout()) { box(10, 10, "a"); Spacer().id("s") }, proposal: p)
        #expect(frame(v, "s") == rect(5, 10, 0, 90))
        let z = LayoutTree(ZStackLayout(alignment: .topLeading) { box(10, 10, "a"); box(30, 30, "b") }, proposal: p)
        #expect(frame(z, "a") == rect(0, 0, 10, 10))
        #expect(size(z) == CGSize(width: 30, height: 30))
    }

    @Test func builtInLayoutsCanBeCalledFromACustomLayout() {
        struct Wrapper: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                var c: () = ()
                return VStackLayout(spacing: 2).sizeThatFits(proposal: proposal, subviews: subviews, cache: &c)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                var c: () = ()
                VStackLayout(spacing: 2).placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &c)
            }
        }
        let t = LayoutTree(Wrapper() { box(10, 10, "a"); box(20, 10, "b") }, proposal: .unspecified)
        #expect(size(t) == CGSize(width: 20, height: 22))
        #expect(frame(t, "a") == rect(5, 0, 10, 10))
        #expect(frame(t, "b") == rect(0, 12, 20, 10))
    }

    @Test func proposedViewSizeConstants() {
        #expect(ProposedViewSize.zero == ProposedViewSize(width: 0, height: 0))
        #expect(ProposedViewSize.infinity == ProposedViewSize(width: .infinity, height: .infinity))
        #expect(ProposedViewSize.unspecified == ProposedViewSize(width: nil, height: nil))
        #expect(ProposedViewSize(CGSize(width: 3, height: 4)) == ProposedViewSize(width: 3, height: 4))
    }
}

/// Spec §4.5: ViewThatFits.
@Suite struct ViewThatFitsTests {
    private func candidates() -> some View {
        ViewThatFits {
            box(300, 10, "wide")
            box(200, 10, "medium")
            box(100, 40, "narrow")
        }
    }

    @Test(arguments: [(CGFloat(400), "wide"), (250, "medium"), (150, "narrow"), (50, "narrow")])
    func firstChildWhoseIdealFits(width: CGFloat, chosen: String) {
        let t = layout(candidates(), width, 100)
        #expect(t.frame(of: chosen) != nil)
        #expect(t.root.children.count == 1)
    }

    @Test func axesLimitTheTest() {
        // Only the height is checked: the 300-wide child fits a 20-pt height although the width is 50.
        let t = layout(ViewThatFits(in: .vertical) { box(300, 10, "wide"); box(10, 10, "small") }, 50, 20)
        #expect(t.frame(of: "wide") != nil)
        let both = layout(ViewThatFits { box(300, 10, "wide"); box(10, 50, "tall") }, 50, 20)
        #expect(both.frame(of: "tall") != nil)
    }

    @Test func theWinnerIsSizedWithTheRealProposal() {
        let t = layout(ViewThatFits { Color.red.frame(idealWidth: 100).id("flex") }, 300, 50)
        #expect(frame(t, "flex") == rect(0, 0, 300, 50))
    }
}

private enum Custom: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d[VerticalAlignment.center] }
}

private extension VerticalAlignment {
    static let custom = VerticalAlignment(Custom.self)
}

/// Spec §3.8: alignment guides.
@Suite struct AlignmentGuideTests {
    @Test func explicitLeadingShiftsAChild() {
        let t = layout(VStack(alignment: .leading, spacing: 0) {
            box(50, 10, "a").alignmentGuide(.leading) { _ in 20 }
            box(50, 10, "b")
        }, nil, nil)
        #expect(frame(t, "a").minX == 0)
        #expect(frame(t, "b").minX == 20)
        #expect(size(t).width == 70)
    }

    @Test func guidesOnOtherAxesOrEdgesAreIgnored() {
        let t = layout(VStack(alignment: .leading, spacing: 0) {
            box(50, 10, "a").alignmentGuide(.trailing) { _ in 20 }
            box(30, 10, "b")
        }, nil, nil)
        #expect(frame(t, "a").minX == 0 && frame(t, "b").minX == 0)
        let h = layout(HStack(alignment: .top, spacing: 0) {
            box(10, 50, "a").alignmentGuide(.bottom) { _ in 0 }
            box(10, 20, "b")
        }, nil, nil)
        #expect(frame(h, "a").minY == 0 && frame(h, "b").minY == 0)
    }

    @Test func computeValueSeesTheViewsDimensions() {
        let t = layout(HStack(alignment: .center, spacing: 0) {
            box(10, 40, "a").alignmentGuide(VerticalAlignment.center) { d in d[.bottom] }
            box(10, 10, "b")
        }, nil, nil)
        // a's centre guide is its bottom (40): b's centre (5) lines up with it.
        #expect(frame(t, "a").minY == 0)
        #expect(frame(t, "b").minY == 35)
    }

    @Test func guidesPassThroughModifiers() {
        let t = layout(VStack(alignment: .leading, spacing: 0) {
            box(50, 10, "a").alignmentGuide(.leading) { _ in 20 }.padding(.leading, 5)
            box(50, 10, "b")
        }, nil, nil)
        // The padded view's leading guide is 20 + 5.
        #expect(frame(t, "b").minX == 25)
    }

    @Test func customGuidesPropagateAsTheAverageOfChildren() {
        // The inner VStack's custom guide is the average of the explicit values of the children that set
        // one, in its own coordinates: a gives 0 + 0, c gives 30 + 10, so the average is 20.
        let t = layout(HStack(alignment: .custom, spacing: 0) {
            VStack(spacing: 0) {
                box(10, 10, "a").alignmentGuide(.custom) { _ in 0 }
                box(10, 20, "b")
                box(10, 10, "c").alignmentGuide(.custom) { _ in 10 }
            }
            box(10, 10, "d")
        }, nil, nil)
        // d's custom guide defaults to its centre (5): it sits at 20 − 5 = 15 below the inner stack's top.
        #expect(frame(t, "d").minY - frame(t, "a").minY == 15)
    }
}

/// clipShape, cornerRadius, opacity, border: drawing effects that leave layout alone.
@Suite struct EffectTests {
    @Test func clipsAndOpacityDoNotChangeLayout() {
        let t = layout(HStack(spacing: 0) {
            box(30, 30, "a").clipShape(Circle())
            box(30, 30, "b").cornerRadius(8).opacity(0.5)
            box(30, 30, "c").border(Color.red, width: 2)
        }, nil, nil)
        #expect(frame(t, "a") == rect(0, 0, 30, 30))
        #expect(frame(t, "b") == rect(30, 0, 30, 30))
        #expect(frame(t, "c") == rect(60, 0, 30, 30))
    }

    @Test func displayListBracketsClipsAndOpacity() {
        let items = layout(Color.red.cornerRadius(5).opacity(0.5), 20, 10).displayList(scale: 1).items
        #expect(items == [
            .beginOpacity(0.5),
            .beginClip(Path(roundedRect: rect(0, 0, 20, 10), cornerRadius: 5)),
            .fill(Path(rect(0, 0, 20, 10)), .red),
            .endClip,
            .endOpacity,
        ])
        #expect(layout(Color.red.opacity(0), 20, 10).displayList(scale: 1).items.isEmpty)
    }

    @Test func borderStrokesInsideTheFrame() {
        let items = layout(Color.clear.border(Color.blue, width: 4), 20, 10).displayList(scale: 1).items
        #expect(items == [.stroke(Path(rect(2, 2, 16, 6)), .blue, lineWidth: 4)])
    }
}
