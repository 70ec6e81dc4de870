import Foundation
import Testing
@testable import LayoutVizCore
import LayoutViz

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

@Suite struct CustomLayoutTests {
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

/// `layoutValue(key:value:)` read by a custom layout, through modifiers around the view.
@Suite struct LayoutValueTests {
    struct Rank: LayoutValueKey { static let defaultValue = 0 }

    /// Stacks its subviews left to right in the order of their rank.
    struct RankedRow: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: subviews.reduce(0) { $0 + $1.sizeThatFits(.unspecified).width }, height: 10)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            var x = bounds.minX
            for s in subviews.sorted(by: { $0[Rank.self] < $1[Rank.self] }) {
                s.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
                x += s.sizeThatFits(.unspecified).width
            }
        }
    }

    @Test func valuesReachTheContainerThroughModifiers() {
        let t = layout(RankedRow {
            box(10, 10, "a").layoutValue(key: Rank.self, value: 2)
            box(20, 10, "b").layoutValue(key: Rank.self, value: 1).padding(0).frame(width: 20)
            box(30, 10, "c")
        }, nil, nil)
        #expect(frame(t, "c").minX == 0 && frame(t, "b").minX == 30 && frame(t, "a").minX == 50)
    }
}
