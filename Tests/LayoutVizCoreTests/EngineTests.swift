import Foundation
import Testing
@testable import LayoutVizCore
import LayoutViz

/// The engine's own machinery: the flat tree, its caches and their reuse across passes. Each
/// test compares against a fresh layout or counts the sizes actually computed, so a cache that
/// answered wrongly or not at all shows up as a different frame or a different count.
@Suite struct EngineTests {
    /// Every node's kind and frame, depth first.
    private func frames(_ tree: LayoutTree) -> [String] {
        tree.root.allNodes().map { "\($0.kind) \($0.frame)" }
    }

    /// A view with a reader, spacers, flexible frames and fixed frames: most of what the engine
    /// special-cases.
    private struct Mixed: View {
        var body: some View {
            HStack(spacing: 4) {
                Color.red.frame(width: 30, height: 20)
                GeometryReader { proxy in
                    VStack(spacing: 0) {
                        ForEach(0..<40) { i in Color.blue.frame(width: proxy.size.width / 2, height: 1).id(i) }
                    }
                }
                Spacer(minLength: 3)
                Color.green.frame(minWidth: 10, maxWidth: 60).padding(2)
            }
            .padding(5)
        }
    }

    @Test(arguments: [[CGFloat(300), 250, 300, 120, 500], [80, 80, 640]])
    func aSessionGivesTheSameFramesAsFreshLayouts(widths: [CGFloat]) {
        // Each pass rebuilds the reader's content and appends it to the flat tree, which grows
        // (and moves) its storage mid-layout; the caches carry answers from pass to pass.
        let session = LayoutSession(Mixed())
        for w in widths {
            let p = ProposedViewSize(width: w, height: 200)
            #expect(frames(session.layout(p)) == frames(LayoutTree(Mixed(), proposal: p)), "width \(w)")
        }
    }

    @Test func aTreeKeptByTheCallerSurvivesLaterPasses() {
        // A session reuses the previous tree's storage only when nobody holds that tree.
        let session = LayoutSession(Mixed())
        let p1 = ProposedViewSize(width: 300, height: 200), p2 = ProposedViewSize(width: 180, height: 200)
        let kept = session.layout(p1)
        let expected = frames(LayoutTree(Mixed(), proposal: p1))
        _ = session.layout(p2)
        _ = session.layout(ProposedViewSize(width: 240, height: 200))
        #expect(frames(kept) == expected)
        let node = session.layout(p2).root  // a node alone keeps its tree's storage too
        _ = session.layout(p1)
        #expect(node.frame.width == 180)
    }

    @Test func aSubtreeThatIgnoresTheHeightIsNotMeasuredAgainWhenOnlyTheHeightChanges() {
        // Rows of fixed frames and a stack spacer: no size depends on the proposed height.
        let rows = VStack(spacing: 2) {
            ForEach(0..<20) { _ in
                HStack { Color.red.frame(width: 10, height: 10); Spacer(); Color.blue.frame(width: 5, height: 8) }
            }
        }
        let session = LayoutSession(rows)
        let first = session.layout(ProposedViewSize(width: 100, height: 50))
        #expect(first.sizeComputations > 20)
        let taller = session.layout(ProposedViewSize(width: 100, height: 800))
        #expect(taller.sizeComputations == 0)
        #expect(frames(taller) == frames(LayoutTree(rows, proposal: ProposedViewSize(width: 100, height: 800))))
        // A new width reaches every row again.
        #expect(session.layout(ProposedViewSize(width: 90, height: 800)).sizeComputations > 20)
    }

    @Test func resizingKeepsTheAnswersEveryPassNeeds() {
        // Each pass probes the padded stack at 0 and ∞ (the same every time) and offers it a new
        // share: only the share is new. Entries used in the current pass are never the ones given
        // up, so after twelve widths a pass still computes just the root and the two new shares.
        let row = HStack(spacing: 0) { VStack { Color.red }.padding(1); Color.blue }
        let session = LayoutSession(row)
        _ = session.layout(ProposedViewSize(width: 99, height: 30))
        for w in 100...111 {
            let p = ProposedViewSize(width: CGFloat(w), height: 30)
            let tree = session.layout(p)
            #expect(tree.sizeComputations == 3, "width \(w)")
            #expect(frames(tree) == frames(LayoutTree(row, proposal: p)))
        }
    }

    @Test func aLeafThatTakesTheHeightIsMeasuredAgain() {
        let column = VStack(spacing: 0) { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 10) }
        let session = LayoutSession(column)
        _ = session.layout(ProposedViewSize(width: 100, height: 50))
        let taller = session.layout(ProposedViewSize(width: 100, height: 80))
        #expect(taller.sizeComputations > 0)
        #expect(taller.root.frame.height == 80)
        #expect(frames(taller) == frames(LayoutTree(column, proposal: ProposedViewSize(width: 100, height: 80))))
    }

    /// Asks its one subview for `probes` widths, `rounds` times over, then places it at its ideal size.
    private struct ProbingLayout: Layout {
        var probes: Int
        var rounds: Int

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            var widest = CGSize.zero
            for _ in 0..<rounds {
                for w in 1...probes {
                    let s = subviews[0].sizeThatFits(ProposedViewSize(width: CGFloat(w * 10), height: nil))
                    widest = CGSize(width: max(widest.width, s.width), height: max(widest.height, s.height))
                }
            }
            return widest
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            subviews[0].place(at: bounds.origin, proposal: ProposedViewSize(width: bounds.width, height: nil))
        }
    }

    @Test func aNodeKeepsMoreAnswersThanItsInlineFour() {
        // The padded stack is measured for seven widths; asking again must hit the cache (the
        // entries past four live in a spill block; a node keeps eight).
        func probe(_ rounds: Int) -> LayoutTree {
            layout(ProbingLayout(probes: 7, rounds: rounds) { HStack(spacing: 0) { Color.red; Color.blue.frame(width: 7) }.padding(1).id("child") }, nil, nil)
        }
        let once = probe(1), thrice = probe(3)
        #expect(once.sizeComputations == thrice.sizeComputations)
        #expect(frame(thrice, "child") == rect(0, 0, 70, 12))
    }

    @Test func aOneChildStackOffersItTheWholeLength() {
        let t = layout(HStack { Color.red.frame(minWidth: 10, maxWidth: 50).id("c") }.id("s").frame(width: 100), 100, 40)
        #expect(frame(t, "s") == rect(25, 0, 50, 40))
        #expect(frame(t, "c") == rect(25, 0, 50, 40))
        let leading = layout(VStack(alignment: .leading) { Color.red.frame(width: 20, height: 10).id("c") }.frame(width: 60, alignment: .leading), nil, nil)
        #expect(frame(leading, "c") == rect(0, 0, 20, 10))
    }

    @Test func subviewProxiesCompareByView() {
        struct Check: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                #expect(subviews[0] == subviews[0])
                #expect(subviews[0] != subviews[1])
                #expect(subviews[1..<2] == subviews[1..<2])
                #expect(subviews[0..<1] != subviews[1..<2])
                return .zero
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        _ = layout(Check { Color.red; Color.blue }, 10, 10)
    }

    /// A guide depends on the proposal that gave a view its size, not only on the size: two
    /// proposals can give one size and place the children differently. A session that had seen
    /// the other proposal used to look the guide up through it (y = 1750 instead of 1575).
    @Test func explicitGuidesFollowTheProposalNotACachedOneOfTheSameSize() {
        let view = HStack(alignment: .firstTextBaseline) {
            Color.red
            VStack(alignment: .leading, spacing: 1000) {
                Color.red
                Color.red.alignmentGuide(.firstTextBaseline) { d in d.height - 375 }
                Color.red.frame(minWidth: 380, idealWidth: 285, minHeight: 200, idealHeight: 375, alignment: .top)
            }.id("v")
        }
        let session = LayoutSession(view)
        _ = session.layout(ProposedViewSize(width: 0, height: 0))
        let again = session.layout(ProposedViewSize(width: 0, height: nil))
        let fresh = LayoutTree(view, proposal: ProposedViewSize(width: 0, height: nil))
        #expect(fresh.frame(of: "v")?.minY == 1575)
        #expect(again.frame(of: "v") == fresh.frame(of: "v"))
        #expect(again.jsonString() == fresh.jsonString())
    }
}
