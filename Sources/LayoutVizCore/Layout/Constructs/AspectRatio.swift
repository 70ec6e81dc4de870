import Foundation

// `aspectRatio(_:contentMode:)`, `scaledToFit()` and `scaledToFill()`. See
// docs/layout/aspect-ratio.md.
//
// Parameters: `a` the width-to-height ratio (NaN: the child's ideal size gives it), `bits` the
// content mode (0 fit, 1 fill).

extension LayoutEngine {
    /// The child's answer to the scaled proposal (the modifier reports the child's size).
    func aspectRatioSize(_ id: Int32, _ p: ProposedViewSize) -> CGSize {
        size(child(id), aspectRatioChildProposal(id, p))
    }

    /// The child is proposed as when sizing and centred.
    func placeAspectRatio(_ id: Int32, size s: CGSize, proposal p: ProposedViewSize, into out: StoreWindow<PlacedRecord>) -> Int {
        out[0] = aligned(child(id), aspectRatioChildProposal(id, p), in: s, .center, .center, -1)
        return 1
    }

    /// The largest (fit) or smallest (fill) size of the ratio's shape within the proposal.
    ///
    /// A fully unspecified proposal passes through untouched, so the ideal size is the child's.
    /// The ratio is (ratio, 1), or the child's ideal size when no ratio was given. The scale is
    /// min (fit) or max (fill) of proposal / ratio per axis. [INF] A nil axis constrains nothing,
    /// for fill too: the scale comes from the concrete axis alone (SwiftUI's port would propose ∞
    /// under fill; the docs page says why we do not). [INF] A ratio that is not positive and
    /// finite on both axes (a zero ideal size, say) passes the proposal through.
    func aspectRatioChildProposal(_ id: Int32, _ p: ProposedViewSize) -> ProposedViewSize {
        if p.width == nil && p.height == nil { return p }
        let pr = params[id]
        let r = pr.a.isNaN ? size(child(id), .unspecified) : CGSize(width: pr.a, height: 1)
        guard r.width > 0, r.height > 0, r.width.isFinite, r.height.isFinite else { return p }
        let sx = p.width.map { $0 / r.width }, sy = p.height.map { $0 / r.height }
        let scale: CGFloat
        switch (sx, sy) {
        case let (x?, y?): scale = pr.bits == 0 ? min(x, y) : max(x, y)
        case let (x?, nil): scale = x
        case let (nil, y?): scale = y
        case (nil, nil): return p
        }
        return ProposedViewSize(width: r.width * scale, height: r.height * scale)
    }

    /// Its size depends on both axes of the proposal; its priority is its child's.
    var aspectRatioTraits: ConstructTraits { ConstructTraits(priority: .firstChild) }
}

extension NodeParams {
    static func aspectRatio(_ ratio: CGFloat?, _ mode: ContentMode) -> NodeParams {
        var p = NodeParams()
        p.a = ratio ?? .nan
        p.bits = mode == .fit ? 0 : 1
        return p
    }
}
