import Foundation

// `frame(width:height:alignment:)`. See docs/layout/frames.md ("Fixed frames").
//
// Parameters: `a` width, `b` height (NaN: the axis is left to the child); the alignment as codes
// (and in the node, for custom guides).

extension LayoutEngine {
    /// The size when both lengths are fixed (no child consulted), else nil.
    @inline(__always) func fixedFrameConstantSize(_ id: Int32) -> CGSize? {
        let pr = params[id]
        if !pr.a.isNaN && !pr.b.isNaN { return CGSize(width: pr.a, height: pr.b) }
        return nil
    }

    /// A fixed length replaces the proposal on its axis; the other axis takes the child's answer
    /// to (width ?? P.width, height ?? P.height).
    @inline(__always) func fixedFrameSize(_ id: Int32, _ p: ProposedViewSize) -> CGSize {
        let pr = params[id]
        let w = opt(pr.a), h = opt(pr.b)
        if let w, let h { return CGSize(width: w, height: h) }
        let c = size(child(id), ProposedViewSize(width: w ?? p.width, height: h ?? p.height))
        return CGSize(width: w ?? c.width, height: h ?? c.height)
    }

    /// The child is proposed the same as when sizing and aligned by the frame's alignment.
    @inline(__always) func placeFixedFrame(_ id: Int32, size s: CGSize, proposal p: ProposedViewSize, into out: StoreWindow<PlacedRecord>) -> Int {
        let g = nodes[id]
        let pr = params[id]
        let cp = ProposedViewSize(width: opt(pr.a) ?? p.width, height: opt(pr.b) ?? p.height)
        out[0] = aligned(child(id), cp, in: s, g.alignH, g.alignV, id)
        return 1
    }

    /// A frame around a leaf (the commonest pair): the leaf takes the frame's fixed length or the
    /// proposal, nil becoming 10, and so does the frame.
    @inline(__always) func frameOverLeafSize(_ id: Int32, _ p: ProposedViewSize) -> CGSize {
        let pr = params[id]
        return CGSize(width: pr.a.isNaN ? p.width ?? 10 : pr.a, height: pr.b.isNaN ? p.height ?? 10 : pr.b)
    }

    /// Places the leaf of a frame over a leaf, record `index`, writing its record directly in
    /// NaN-for-nil numbers with the arithmetic of `placeFixedFrame` (aligned by the codes).
    func placeFrameOverLeaf(_ index: Int, _ arena: LayoutArena, _ pass: inout PlacementPass) {
        let id = arena.records[index].id
        let g = nodes[id]
        guard g.alignH != .other && g.alignV != .other else { return place(index, arena, &pass) }  // custom guides
        let pr = params[id]
        let first = arena.records.appendUninitialized(1)
        let leaf = arena.records.update(Int32(index)) { r -> PlacedRecord in
            r.firstChild = Int32(first)
            r.childCount = 1
            let s = r.frame.size
            let pw = pr.a.isNaN ? r.proposalWidth : pr.a
            let ph = pr.b.isNaN ? r.proposalHeight : pr.b
            let cs = CGSize(width: pw.isNaN ? 10 : pw, height: ph.isNaN ? 10 : ph)
            let x = r.frame.origin.x + (g.alignH.value(s.width) - g.alignH.value(cs.width))
            let y = r.frame.origin.y + (g.alignV.value(s.height) - g.alignV.value(cs.height))
            return PlacedRecord(id: childIDs[g.firstChild], frame: CGRect(x: x, y: y, width: cs.width, height: cs.height),
                                proposalWidth: pw, proposalHeight: ph)
        }
        arena.records[first] = leaf
    }

    /// A fixed length makes the size ignore that axis of the proposal (the child's too).
    func fixedFrameTraits(_ id: Int32, first: Int32, count: Int32) -> ConstructTraits {
        let pr = params[id]
        var t = ConstructTraits(ignores: axesIgnoredByAll(first: first, count: count), priority: .firstChild, isCheapOverCheapChild: true)
        if !pr.a.isNaN { t.ignores |= GraphNode.ignoresWidth }
        if !pr.b.isNaN { t.ignores |= GraphNode.ignoresHeight }
        t.isFrameOverLeaf = count == 1 && nodes[childIDs[first]].tag == .leaf
        return t
    }
}

extension NodeParams {
    static func fixedFrame(_ f: FixedFrame) -> NodeParams {
        var p = NodeParams.aligned(f.alignment)
        p.a = f.width ?? .nan
        p.b = f.height ?? .nan
        return p
    }
}
