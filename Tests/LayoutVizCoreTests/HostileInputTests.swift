import Foundation
import Testing
@testable import LayoutVizCore
import LayoutViz

/// Parameters SwiftUI never defines (NaN, infinities) must neither trap nor hang; what cannot be
/// drawn is left out.
@Suite struct HostileInputTests {
    /// Every drawn path point is finite.
    private func allFinite(_ list: DisplayList) -> Bool {
        list.items.allSatisfy { item in
            switch item {
            case .fill(let p, _), .stroke(let p, _, _), .beginClip(let p):
                return p.elements.allSatisfy {
                    switch $0 {
                    case .move(let q), .line(let q): return q.x.isFinite && q.y.isFinite
                    case .curve(let q, let a, let b): return [q, a, b].allSatisfy { $0.x.isFinite && $0.y.isFinite }
                    case .closeSubpath: return true
                    }
                }
            case .text(_, let o, _): return o.x.isFinite && o.y.isFinite
            default: return true
            }
        }
    }

    @Test func nonFiniteFramesAreNotDrawn() {
        let canvas = CGRect(x: 0, y: 0, width: 100, height: 100)
        for view in [AnyView(Color.red.offset(x: .nan, y: 0)), AnyView(Color.red.padding(.nan)), AnyView(Circle().frame(width: 20).offset(y: .nan)),
                     AnyView(Color.red.clipShape(Circle()).offset(x: .infinity))] {
            let list = LayoutTree(view, proposal: ProposedViewSize(width: 100, height: 100)).displayList(scale: 2, canvas: canvas)
            #expect(allFinite(list))
            #expect(list.items.isEmpty)
        }
        // A NaN proposal gives a NaN frame: nothing is drawn.
        #expect(LayoutTree(Circle(), proposal: ProposedViewSize(width: .nan, height: 10)).displayList(scale: 1, canvas: canvas).items.isEmpty)
    }

    @Test func viewsWithNonFiniteFramesAreNamedOutermostFirst() {
        let view = VStack {
            Color.red.offset(x: .nan, y: 0)
            Color.blue
            HStack { Circle().padding(.nan); Color.green }
        }
        let bad = LayoutTree(view, proposal: ProposedViewSize(width: 100, height: 100)).root.nonFiniteViews()
        // The offset keeps its layout frame and moves its content to NaN; a NaN padding makes
        // its stack's size NaN, and the stack is the outermost view named.
        #expect(bad.map(\.path) == ["VStack/offset/Color", "VStack/HStack"])
        #expect(bad[0].frame.minX.isNaN && bad[0].frame.height.isFinite)
        #expect(LayoutTree(Color.red.padding(4), proposal: .unspecified).root.nonFiniteViews().isEmpty)
    }

    @Test func infiniteFramesAreCutToTheCanvas() {
        let canvas = CGRect(x: 0, y: 0, width: 100, height: 50)
        let list = LayoutTree(Color.red, proposal: .infinity).displayList(scale: 1, canvas: canvas)
        #expect(list.items == [.fill(Path(CGRect(x: 0, y: 0, width: 101, height: 51)), .red)])  // a point beyond the canvas
        #expect(drawableRect(CGRect(x: 10, y: 10, width: -CGFloat.infinity, height: 5), within: canvas) == CGRect(x: -1, y: 10, width: 11, height: 5))
        #expect(drawableRect(CGRect(x: CGFloat.infinity, y: 0, width: 10, height: 10), within: canvas) == nil)
        #expect(drawableRect(CGRect(x: 0, y: 0, width: CGFloat.nan, height: 10), within: canvas) == nil)
    }

    @Test func aCustomLayoutPlacingAtNaNDoesNotTrap() {
        struct AtNaN: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { CGSize(width: 50, height: 50) }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                for s in subviews { s.place(at: CGPoint(x: CGFloat.nan, y: 0), proposal: .unspecified) }
            }
        }
        let tree = LayoutTree(AtNaN { Color.red; Circle() }, proposal: .unspecified)
        #expect(tree.root.children[0].frame.minX.isNaN)
        #expect(tree.displayList(scale: 2).items.isEmpty)
    }

    /// A NaN priority used to keep a stack's priority group open forever.
    @Test func aNaNPriorityCountsAsZero() {
        let t = layout(HStack(spacing: 0) { Color.red.layoutPriority(.nan).id("a"); Color.blue.id("b") }, 100, 10)
        #expect(frame(t, "a") == rect(0, 0, 50, 10))
        #expect(frame(t, "b") == rect(50, 0, 50, 10))
    }

    /// The JSON of a deep tree grows linearly: indentation stops growing at 64 levels.
    @Test func deepTreesGiveLinearJSON() {
        func chain(_ depth: Int) -> AnyView {
            var v = AnyView(Color.red)
            for _ in 0..<depth { v = AnyView(v.padding(1)) }
            return v
        }
        let small = LayoutTree(chain(500), proposal: .unspecified).jsonString()
        let large = LayoutTree(chain(1000), proposal: .unspecified).jsonString()
        let widest = large.split(separator: "\n").map { (line: Substring) -> Int in line.prefix(while: { $0 == " " }).count }.max()
        #expect(widest == 2 * LayoutTree.maxIndentLevels)
        // Twice the views, about twice the text (not four times, as with growing indentation).
        #expect(Double(large.utf8.count) / Double(small.utf8.count) < 2.1)
        #expect(LayoutTree(chain(1000), proposal: .unspecified).displayList(scale: 1).items.count == 1)
    }

    /// Depth is limited by memory only: resolution, flattening and sizing move to a large stack
    /// once deep, and the walks after them (placement, drawing, JSON) do not recurse.
    @Test func aTwentyThousandDeepChainLaysOutAndDraws() {
        let depth = 20_000
        var v = AnyView(Color.green.frame(height: 30))
        for _ in 0..<depth { v = AnyView(VStack { v }.padding(4)) }
        let tree = LayoutTree(v, proposal: ProposedViewSize(width: 393 + 8 * CGFloat(depth), height: nil))
        #expect(tree.root.frame.height == 8 * CGFloat(depth) + 30)
        #expect(tree.displayList(scale: 1).items == [.fill(Path(CGRect(x: 4 * CGFloat(depth), y: 4 * CGFloat(depth), width: 393, height: 30)), .green)])
        #expect(tree.jsonString().utf8.count > 3 * depth * 100)
    }
}

