import Foundation

// ZStack (and ZStackLayout run natively). See docs/layout/zstack.md.
//
// Parameters: the alignment as codes (and in the node, for custom guides).

extension LayoutEngine {
    @inline(__always) func zstackSize(_ id: Int32, _ p: ProposedViewSize) -> CGSize {
        let g = nodes[id]
        return zstackSize(g.firstChild, g.childCount, p)
    }

    func placeZStack(_ id: Int32, size s: CGSize, into out: StoreWindow<PlacedRecord>) -> Int {
        let g = nodes[id]
        zstackPlacements(g.firstChild, g.childCount, g.alignH, g.alignV, nil, alignmentOf: id, size: s, into: out)
        return Int(g.childCount)
    }

    func zstackTraits(first: Int32, count: Int32) -> ConstructTraits {
        ConstructTraits(ignores: axesIgnoredByAll(first: first, count: count))
    }

    /// The highest priority among children in `first..<first+count`, nil without children.
    private func topPriority(_ first: Int32, _ count: Int32) -> Double? {
        guard count > 0 else { return nil }
        var top = -Double.infinity
        for slot in first..<first + count { top = max(top, nodes[childIDs[slot]].priority) }
        return top
    }

    /// Every child is proposed the ZStack's proposal; the size is the largest width and the
    /// largest height among the highest-priority children (0×0 without children).
    func zstackSize(_ first: Int32, _ count: Int32, _ p: ProposedViewSize) -> CGSize {
        guard let top = topPriority(first, count) else { return .zero }
        var s = CGSize.zero
        for slot in first..<first + count where nodes[childIDs[slot]].priority == top {
            let cs = size(childIDs[slot], p)
            s.width = max(s.width, cs.width)
            s.height = max(s.height, cs.height)
        }
        return s
    }

    /// Every child is proposed the ZStack's size; the reference point is the largest guide value
    /// among the highest-priority children, and each child's own guide goes there. The codes give
    /// the guides where they can; otherwise `alignment` (or the one of node `zstack`) does.
    func zstackPlacements(_ first: Int32, _ count: Int32, _ h: AlignCode, _ v: AlignCode, _ alignment: Alignment?, alignmentOf zstack: Int32 = -1,
                          size s: CGSize, into out: StoreWindow<PlacedRecord>) {
        guard let top = topPriority(first, count) else { return }
        let cp = ProposedViewSize(s)
        func guides(_ c: Int32, _ cs: CGSize) -> (CGFloat, CGFloat) {
            if h != .other && v != .other && !nodes[c].hasExplicitGuides { return (h.value(cs.width), v.value(cs.height)) }
            let d = dimensions(c, cs, cp), a = alignment ?? self.alignment(of: zstack)
            return (d[a.horizontal], d[a.vertical])
        }
        var refX = -CGFloat.infinity, refY = -CGFloat.infinity
        for slot in first..<first + count where nodes[childIDs[slot]].priority == top {
            let c = childIDs[slot]
            let (x, y) = guides(c, size(c, cp))
            refX = max(refX, x)
            refY = max(refY, y)
        }
        for k in 0..<Int(count) {
            let c = childIDs[first + Int32(k)]
            let cs = size(c, cp)
            let (x, y) = guides(c, cs)
            out[k] = PlacedRecord(id: c, frame: CGRect(origin: CGPoint(x: refX - x, y: refY - y), size: cs), proposal: cp)
        }
    }
}
