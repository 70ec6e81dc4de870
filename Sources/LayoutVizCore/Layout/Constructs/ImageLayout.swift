import Foundation

// Image. See docs/layout/image.md.
//
// Parameters: `a`, `b` the natural width and height in points; `bits` 1 when resizable.

extension NodeParams {
    /// `Image`: its natural size and whether it is resizable.
    static func image(_ content: ImageContent) -> NodeParams {
        var p = NodeParams()
        let s = content.naturalSize
        (p.a, p.b) = (s.width, s.height)
        p.bits = content.resizable ? 1 : 0
        return p
    }
}

extension LayoutEngine {
    /// A fixed image is its natural size whatever it is offered (it may overflow its frame); a
    /// resizable one takes the proposal, its natural length on a nil axis.
    @inline(__always) func imageSize(_ id: Int32, _ p: ProposedViewSize) -> CGSize {
        let q = params[id]
        guard q.bits == 1 else { return CGSize(width: q.a, height: q.b) }
        return CGSize(width: p.width ?? q.a, height: p.height ?? q.b)
    }

    /// Cheap; a fixed image ignores its proposal entirely.
    func imageTraits(_ id: Int32) -> ConstructTraits {
        ConstructTraits(ignores: params[id].bits == 1 ? 0 : GraphNode.ignoresBoth, guides: .none, isCheap: true)
    }
}
