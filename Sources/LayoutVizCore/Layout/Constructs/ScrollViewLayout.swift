import Foundation

// ScrollView, at rest where its anchors put it. See docs/layout/scroll-view.md.
//
// Parameters: `bits` the scroll axes (Axis.Set's raw value) and 0x80 when it does not clip; `a`, `b` the initial-offset anchor
// (NaN: none, offset 0); `c`, `d` the alignment anchor for content smaller than the view (NaN:
// none, the start); `e`, `f` a content offset in points that overrides the anchors (NaN: none;
// `scrollPosition` to a point, or to a view once its frame is known: `scrollToTargets`).

extension NodeParams {
    /// `ScrollView`: the axes it scrolls on, its anchors and whether it clips.
    static func scroll(_ axes: Axis.Set, _ options: ScrollOptions) -> NodeParams {
        var p = NodeParams()
        p.bits = UInt8(truncatingIfNeeded: axes.rawValue) | (options.clipDisabled ? 0x80 : 0)
        if let i = options.initialOffset { (p.a, p.b) = (i.x, i.y) }
        if let a = options.alignment { (p.c, p.d) = (a.x, a.y) }
        if let o = options.offset { (p.e, p.f) = (o.x, o.y) }
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
        // An offset in points (to a point, or to a view) wins, within the content.
        func rest(_ view: CGFloat, _ content: CGFloat, initial: CGFloat, alignment: CGFloat, offset: CGFloat) -> CGFloat {
            if !offset.isNaN { return -min(max(offset, 0), max(content - view, 0)) }
            let anchor = content > view ? initial : alignment
            return anchor.isNaN ? 0 : (view - content) * anchor
        }
        let x = axes.contains(.horizontal) ? rest(s.width, cs.width, initial: q.a, alignment: q.c, offset: q.e) : (s.width - cs.width) / 2
        let y = axes.contains(.vertical) ? rest(s.height, cs.height, initial: q.b, alignment: q.d, offset: q.f) : (s.height - cs.height) / 2
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

    /// After a placement: sets each scroll view that rests scrolled to a view to the offset that
    /// puts the view (the first inside it whose `.id` matches) at its anchor, from where the view
    /// lies in its content; true when one changed, and the tree must be placed again. A target
    /// found nowhere leaves the scroll view where its anchors put it.
    func scrollToTargets(_ tree: LayoutTree) -> Bool {
        var changed = false
        var stack = [tree.root]
        while let n = stack.popLast() {
            stack.append(contentsOf: n.children)
            guard let t = scrollTargets.first(where: { $0.id == n.nodeID })?.target, let content = n.children.first,
                  let found = content.first(withID: t.id) else { continue }
            let axes = params[n.nodeID].scrollAxes
            let (view, inner, f) = (n.frame, content.frame, found.frame)
            // The target's place in the content, and the content's current offset.
            let current = CGPoint(x: view.minX - inner.minX, y: view.minY - inner.minY)
            if axes.contains(.horizontal) {
                let x = ScrollRestTarget.offset(start: f.minX - inner.minX, length: f.width, anchor: t.anchor?.x, view: view.width, content: inner.width, current: current.x)
                if params[n.nodeID].e != x { params[n.nodeID].e = x; changed = true }
            }
            if axes.contains(.vertical) {
                let y = ScrollRestTarget.offset(start: f.minY - inner.minY, length: f.height, anchor: t.anchor?.y, view: view.height, content: inner.height, current: current.y)
                if params[n.nodeID].f != y { params[n.nodeID].f = y; changed = true }
            }
        }
        return changed
    }
}
