import Foundation

// ScrollView, at rest where its anchors put it. See docs/layout/scroll-view.md.
//
// Parameters: `bits` the scroll axes (Axis.Set's raw value) and 0x80 when it does not clip; `a`, `b` the initial-offset anchor
// (NaN: none, offset 0); `c`, `d` the alignment anchor for content smaller than the view (NaN:
// none, the start).

extension NodeParams {
    /// `ScrollView`: the axes it scrolls on, its anchors and whether it clips.
    static func scroll(_ axes: Axis.Set, _ options: ScrollOptions) -> NodeParams {
        var p = NodeParams()
        p.bits = UInt8(truncatingIfNeeded: axes.rawValue) | (options.clipDisabled ? 0x80 : 0)
        if let i = options.initialOffset { (p.a, p.b) = (i.x, i.y) }
        if let a = options.alignment { (p.c, p.d) = (a.x, a.y) }
        return p
    }

    var scrollAxes: Axis.Set { Axis.Set(rawValue: Int8(truncatingIfNeeded: bits & 0x7F)) }
    var scrollClips: Bool { bits & 0x80 == 0 }
}

extension LayoutEngine {
    /// The content's proposal: nil on the scroll axes, the scroll view's proposal (or size) on the others.
    @inline(__always) private func scrollContentProposal(_ id: Int32, _ p: ProposedViewSize) -> ProposedViewSize {
        let axes = params[id].scrollAxes
        return ProposedViewSize(width: axes.contains(.horizontal) ? nil : p.width, height: axes.contains(.vertical) ? nil : p.height)
    }

    /// On a scroll axis it takes the proposal (the content's length when the proposal is nil);
    /// on the other axis it is as long as its content.
    func scrollSize(_ id: Int32, _ p: ProposedViewSize) -> CGSize {
        let axes = params[id].scrollAxes
        // The content measures `containerRelativeFrame`s against this scroll view's proposal.
        let outer = container
        container = p
        defer { container = outer }
        let c = nodes[id].childCount > 0 ? size(child(id), scrollContentProposal(id, p)) : .zero
        return CGSize(width: axes.contains(.horizontal) ? p.width ?? c.width : c.width,
                      height: axes.contains(.vertical) ? p.height ?? c.height : c.height)
    }

    /// The content at the top-leading corner (scroll offset 0), or where the anchors put it,
    /// proposed the scroll view's size off the scroll axes. The scroll view draws into the unsafe edges it touches (its clip grows
    /// there, `PlacementPass.clip`), and nothing inside it is unsafe.
    func placeScroll(_ id: Int32, size s: CGSize, proposal p: ProposedViewSize, pass: inout PlacementPass, into out: StoreWindow<PlacedRecord>) -> Int {
        guard nodes[id].childCount > 0 else { return 0 }
        let c = child(id)
        let cp = scrollContentProposal(id, ProposedViewSize(s))
        let outer = container
        container = p
        let cs = size(c, cp)
        container = outer
        // Content narrower than the viewport across the scroll axis is centred there [INF]; the
        // scroll view is as wide as its content, so this only matters under a fixed frame.
        let axes = params[id].scrollAxes
        let q = params[id]
        // On a scroll axis, content longer than the view rests at its initial anchor (the anchor
        // of the content at the anchor of the view: `.bottom` shows its end), shorter content at
        // its alignment anchor; without anchors, at its start.
        func rest(_ view: CGFloat, _ content: CGFloat, initial: CGFloat, alignment: CGFloat) -> CGFloat {
            let anchor = content > view ? initial : alignment
            return anchor.isNaN ? 0 : (view - content) * anchor
        }
        let x = axes.contains(.horizontal) ? rest(s.width, cs.width, initial: q.a, alignment: q.c) : (s.width - cs.width) / 2
        let y = axes.contains(.vertical) ? rest(s.height, cs.height, initial: q.b, alignment: q.d) : (s.height - cs.height) / 2
        out[0] = PlacedRecord(id: c, frame: CGRect(origin: CGPoint(x: x, y: y), size: cs), proposal: cp)
        let frame = CGRect(origin: pass.origin, size: s)
        if let region = pass.region {
            let g = region.growth(of: frame, edges: .all)
            pass.clip = CGRect(x: frame.minX - g.leading, y: frame.minY - g.top,
                                width: frame.width + g.leading + g.trailing, height: frame.height + g.top + g.bottom)
            pass.firstChildRegion = region.ignoring(.all)
        } else {
            pass.clip = frame
        }
        // `scrollClipDisabled`: the content draws beyond the view.
        if !q.scrollClips { pass.clip = nil }
        return 1
    }

    /// Sizes depend on both axes; the content's guides stay inside.
    var scrollTraits: ConstructTraits { ConstructTraits(guides: .none) }
}
