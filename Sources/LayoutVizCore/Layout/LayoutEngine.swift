import Foundation

/// The layout algorithms over the flat tree (`LayoutGraph.swift`), one function per kind of node:
/// `size` answers a proposal, `placeChildren` positions the children inside a size the node
/// already reported. One engine serves every pass of a `LayoutSession` and owns the flat tree
/// and its size caches.
final class LayoutEngine {
    /// The safe area in root coordinates, for `GeometryProxy.safeAreaInsets`.
    let safeArea: CGRect?
    /// Counts the sizes actually computed (cache misses), so tests can check that nesting stays linear.
    @exclusivity(unchecked) var sizeComputations = 0
    /// The current layout pass (`LayoutSession` counts them), stamped on the cache entries it uses.
    @exclusivity(unchecked) var pass: UInt32 = 0

    // The flat tree. Ids index `nodes`, `params`, `objects` and `caches`; slots index `childIDs`
    // and `gaps` (the spacing before each child of a stack).
    @exclusivity(unchecked) var nodes = UnsafeStore<GraphNode>()
    @exclusivity(unchecked) var params = UnsafeStore<NodeParams>()
    @exclusivity(unchecked) var objects: [Node] = []
    @exclusivity(unchecked) var childIDs = UnsafeStore<Int32>()
    @exclusivity(unchecked) var gaps = UnsafeStore<CGFloat>()
    @exclusivity(unchecked) var caches = UnsafeStore<SizeCache>()
    /// Size-cache blocks past a node's inline one (`SizeCache.link`).
    @exclusivity(unchecked) var spill = UnsafeStore<SizeCache>()
    /// Spacing each node publishes, computed when a stack with default spacing first needs it.
    @exclusivity(unchecked) private var spacings: [Int32: ViewSpacing] = [:]
    /// Where `LayoutSubview.place(at:anchor:proposal:)` writes while a custom layout places.
    /// (Frames are written relative to the container, whose global origin is `origin`.)
    @exclusivity(unchecked) var recorder: (out: UnsafeMutablePointer<PlacedRecord>, firstSlot: Int32, count: Int32, origin: CGPoint)?

    init(root: Node, safeArea: CGRect?) {
        self.safeArea = safeArea
        add(root)
    }

    deinit {
        nodes.release()
        params.release()
        childIDs.release()
        gaps.release()
        caches.release()
        spill.release()
    }

    /// The root's id.
    let root: Int32 = 0

    @inline(__always) func child(_ id: Int32, _ k: Int32 = 0) -> Int32 {
        childIDs[nodes[id].firstChild + k]
    }

    // MARK: Sizing

    /// The node's size for proposal `p`, memoised per node and proposal.
    ///
    /// Kept small so that the common answers (a leaf, a fixed frame) cost no more than a few
    /// instructions; everything else goes to `sizeOutOfLine`.
    @inline(__always) func size(_ id: Int32, _ p: ProposedViewSize) -> CGSize {
        // Leaves are most nodes, and cheaper to answer than to look up; so are modifiers over them.
        let g = nodes[id]
        if g.tag == .leaf || g.tag == .geometryReader { return p.replacingUnspecifiedDimensions() }
        if g.tag == .frame {
            let pr = params.base + Int(id)
            if !pr.pointee.a.isNaN && !pr.pointee.b.isNaN { return CGSize(width: pr.pointee.a, height: pr.pointee.b) }
        }
        return sizeOutOfLine(id, g, p)
    }

    /// The size of the child in slot `slot` (for `LayoutSubview`: one plain call for its closure).
    @inline(never) func size(ofSlot slot: Int32, _ p: ProposedViewSize) -> CGSize {
        size(childIDs[slot], p)
    }

    /// The rest of `size`: other cheap nodes computed, the others cached.
    @inline(never) private func sizeOutOfLine(_ id: Int32, _ g: GraphNode, _ p: ProposedViewSize) -> CGSize {
        if g.flags & GraphNode.usesCache != 0 { return cachedSize(id, g, p) }
        if g.tag == .frame && g.flags & GraphNode.isFrameOverLeaf != 0 {
            // The frame's size is its leaf's: the leaf takes the frame's fixed length or proposal, nil
            // becoming 10 (the session's `placeFrameOverLeaf` does the same on NaN-coded numbers).
            let pr = params.base + Int(id)
            let w = pr.pointee.a, h = pr.pointee.b
            return CGSize(width: w.isNaN ? p.width ?? 10 : w, height: h.isNaN ? p.height ?? 10 : h)
        }
        if g.tag == .spacer {
            let pr = params.base + Int(id)
            return spacerSize(minLength: opt(pr.pointee.a), axis: pr.pointee.optionalAxis, p)
        }
        // Cheap chains (and anything else without `usesCache`): computed, not memoised.
        return computeSize(id, g.tag, p)
    }

    /// The size of a node worth caching: looked up, or computed and stored.
    @inline(__always) private func cachedSize(_ id: Int32, _ g: GraphNode, _ p: ProposedViewSize) -> CGSize {
        let tag = g.tag
        var key = ProposalKey(p)
        if g.flags & GraphNode.ignoresWidth != 0 { key.width = ProposalKey.any }
        if g.flags & GraphNode.ignoresHeight != 0 { key.height = ProposalKey.any }
        let cache = caches.base + Int(id)
        if let s = cache.pointee.lookup(key, pass: pass) { return s }
        var link = cache.pointee.link
        while link >= 0 {
            if let s = spill.base[Int(link)].lookup(key, pass: pass) { return s }
            link = spill[link].link
        }
        let s = computeSizeBody(id, tag, p)
        sizeComputations += 1
        if !(caches.base + Int(id)).pointee.store(key, s, pass: pass) { storeSpilled(id, key, s) }
        return s
    }

    /// `store` once the inline entries all served this pass: the node's chain of spill blocks.
    @inline(never) private func storeSpilled(_ id: Int32, _ key: ProposalKey, _ s: CGSize) {
        var block = caches[id].link
        if block < 0 {
            block = newSpillBlock()
            caches.base[Int(id)].link = block
        }
        var depth = 2
        while !spill.base[Int(block)].store(key, s, pass: pass) {
            let next = spill[block].link
            if next >= 0 {
                block = next
            } else if depth < SizeCache.maxBlocks {
                let b = newSpillBlock()
                spill.base[Int(block)].link = b
                block = b
            } else {
                _ = spill.base[Int(block)].store(key, s, pass: pass, force: true)  // the last block's oldest entry goes
                return
            }
            depth += 1
        }
    }

    private func newSpillBlock() -> Int32 {
        spill.append(SizeCache())
        return Int32(spill.count - 1)
    }

    /// A proposal for which `id` answered `s`, if still cached (later blocks first).
    func cachedProposal(_ id: Int32, for s: CGSize) -> ProposedViewSize? {
        var blocks = [caches[id]]
        while let link = Optional(blocks[blocks.count - 1].link), link >= 0 { blocks.append(spill[link]) }
        for b in blocks.reversed() { if let p = b.proposal(for: s) { return p } }
        return nil
    }

    /// `computeSizeBody` as a call, for the cheap path of `size`.
    @inline(never) private func computeSize(_ id: Int32, _ tag: Node.Tag, _ p: ProposedViewSize) -> CGSize {
        computeSizeBody(id, tag, p)
    }

    /// The node's size for `p`, computed (children through `size`).
    @inline(__always) private func computeSizeBody(_ id: Int32, _ tag: Node.Tag, _ p: ProposedViewSize) -> CGSize {
        let pr = params.base + Int(id)
        switch tag {
        case .leaf, .geometryReader:
            // The default leaf engine: take the proposal, nil becomes 10 (spec §1.4, §4.4).
            return p.replacingUnspecifiedDimensions()
        case .spacer:
            return spacerSize(minLength: opt(pr.pointee.a), axis: pr.pointee.optionalAxis, p)
        case .stack:
            let g = nodes[id]
            return stackRun(id, g.firstChild, g.childCount, axis: pr.pointee.axis, p, out: nil)
        case .zstack:
            return zstackSize(nodes[id].firstChild, nodes[id].childCount, p)
        case .frame:
            let w = opt(pr.pointee.a), h = opt(pr.pointee.b)
            if let w, let h { return CGSize(width: w, height: h) }
            let c = size(child(id), ProposedViewSize(width: w ?? p.width, height: h ?? p.height))
            return CGSize(width: w ?? c.width, height: h ?? c.height)
        case .flexFrame:
            return flexFrameSize(id, p)
        case .padding:
            let e = pr.pointee.insets
            let c = size(child(id), inset(p, e))
            return CGSize(width: max(c.width + e.horizontal, 0), height: max(c.height + e.vertical, 0))
        case .fixedSize:
            let bits = pr.pointee.bits
            return size(child(id), ProposedViewSize(width: bits & 1 != 0 ? nil : p.width, height: bits & 2 != 0 ? nil : p.height))
        case .offset, .secondary, .alignmentGuide, .clip, .opacity:
            return size(child(id), p)
        case .viewThatFits:
            return viewThatFitsSize(id, p)
        case .position:
            // The proposal on concrete axes; a nil axis takes the child's answer (spec §3.7).
            if let w = p.width, let h = p.height { return CGSize(width: w, height: h) }
            let c = size(child(id), p)
            return CGSize(width: p.width ?? c.width, height: p.height ?? c.height)
        case .text:
            return textSize(id, p)
        case .custom:
            return customSize(id, p)
        }
    }

    // The rarer kinds, out of line: their locals would otherwise enlarge the frame of every
    // sizing call (a deep tree recurses through that frame once per level).

    @inline(never) private func viewThatFitsSize(_ id: Int32, _ p: ProposedViewSize) -> CGSize {
        guard let chosen = fittingChild(id, Axis.Set(rawValue: Int8(params[id].bits)), p) else { return .zero }
        return size(chosen, p)
    }

    @inline(never) private func textSize(_ id: Int32, _ p: ProposedViewSize) -> CGSize {
        let n = objects[Int(id)]
        guard case .text(let content) = n.kind else { return .zero }
        let l = content.layout(for: p)
        n.textLayouts.append((l.size, l.request, l.metrics))
        if n.textLayouts.count > 8 { n.textLayouts.removeFirst() }
        return l.size
    }

    @inline(never) private func customSize(_ id: Int32, _ p: ProposedViewSize) -> CGSize {
        guard case .custom(let box) = objects[Int(id)].kind else { return .zero }
        return box.size(p, subviews(of: id))
    }

    /// The alignment a frame, ZStack or background/overlay uses (from its node: slow path only).
    func alignment(of id: Int32) -> Alignment {
        switch objects[Int(id)].kind {
        case .frame(let f): return f.alignment
        case .flexFrame(let f): return f.alignment
        case .zstack(let a), .secondary(let a, _): return a
        default: return .center
        }
    }

    /// The minor-axis alignment of a stack (from its node: slow path only).
    func stackAlignment(of id: Int32) -> StackAlignment {
        if case .stack(_, let a, _) = objects[Int(id)].kind { return a }
        return .horizontal(.center)
    }

    /// Spec §2.3.3: the stack-axis length is max(P ?? −∞, minLength ?? 8); the other axis is 0.
    @inline(__always) private func spacerSize(minLength: CGFloat?, axis: Axis?, _ p: ProposedViewSize) -> CGSize {
        let v = minLength ?? defaultSpacing
        func len(_ x: CGFloat?) -> CGFloat { max(x ?? -.infinity, v) }
        switch axis {
        case .horizontal?: return CGSize(width: len(p.width), height: 0)
        case .vertical?: return CGSize(width: 0, height: len(p.height))
        case nil: return CGSize(width: len(p.width), height: len(p.height))
        }
    }

    private func inset(_ p: ProposedViewSize, _ e: EdgeInsets) -> ProposedViewSize {
        ProposedViewSize(width: p.width.map { max($0 - e.horizontal, 0) }, height: p.height.map { max($0 - e.vertical, 0) })
    }

    // MARK: Flexible frame (spec §3.2)

    /// The child proposal: the frame's proposal (or ideal when nil) clamped to [min, max]; nil stays nil.
    private func flexChildProposal(_ f: FlexLimits, _ p: ProposedViewSize) -> ProposedViewSize {
        func axis(_ a: Axis) -> CGFloat? {
            guard let c = p[a] ?? f.ideal(a) else { return nil }
            return clamp(c, f.min(a), f.max(a))
        }
        return ProposedViewSize(width: axis(.horizontal), height: axis(.vertical))
    }

    @inline(never) private func flexFrameSize(_ id: Int32, _ p: ProposedViewSize) -> CGSize {
        let f = params[id].flexLimits, child = child(id)
        let childProposal = flexChildProposal(f, p)
        var childSize: CGSize?
        func childLength(_ a: Axis) -> CGFloat {
            if childSize == nil { childSize = size(child, childProposal) }
            return childSize![a]
        }
        func length(_ a: Axis) -> CGFloat {
            let mn = f.min(a), mx = f.max(a)
            if let pa = p[a], let mn, let mx { return clamp(pa, mn, mx) }
            if p[a] == nil, let ideal = f.ideal(a) { return ideal }
            let c = childLength(a)
            switch (mn, mx) {
            case let (mn?, mx?): return clamp(c, mn, mx)
            case let (mn?, nil): return max(min(childProposal[a] ?? .infinity, c), mn)
            case let (nil, mx?): return min(max(childProposal[a] ?? -.infinity, c), mx)
            case (nil, nil): return c
            }
        }
        return CGSize(width: length(.horizontal), height: length(.vertical))
    }

    // MARK: ZStack (spec §4.3)

    /// The highest priority among children in `first..<first+count`, nil without children.
    private func topPriority(_ first: Int32, _ count: Int32) -> Double? {
        guard count > 0 else { return nil }
        var top = -Double.infinity
        for slot in first..<first + count { top = max(top, nodes[childIDs[slot]].priority) }
        return top
    }

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

    // MARK: Placement

    /// How many records `placeChildren` may write for `id`.
    func placementCapacity(_ id: Int32) -> Int {
        let g = nodes[id]
        if g.tag == .viewThatFits { return g.childCount > 0 ? 1 : 0 }
        return Int(g.childCount)
    }

    /// Writes the placed children of `id` (which reported `s` for `p`) into `out`, frames relative
    /// to the node, and returns how many it wrote. `globalOrigin` is the node's origin in root
    /// coordinates (custom layouts place in global bounds). A GeometryReader must have been
    /// expanded (`expandGeometryReader`) first.
    func placeChildren(_ id: Int32, size s: CGSize, proposal p: ProposedViewSize, globalOrigin: CGPoint,
                       into out: UnsafeMutablePointer<PlacedRecord>) -> Int {
        let g = nodes[id]
        switch g.tag {
        case .leaf, .spacer, .text:
            return 0
        case .frame:
            out[0] = placeFrameChild(id, size: s, proposal: p)
            return 1
        case .flexFrame, .padding, .fixedSize, .offset, .alignmentGuide, .clip, .opacity, .position:
            out[0] = unaryPlacement(id, size: s, proposal: p)
            return 1
        case .stack:
            let axis = params[id].axis
            // Re-run the stack with the minor axis filled in by the stack's own size (spec §4.1.6).
            var q = p
            q[axis.other] = p[axis.other] ?? s[axis.other]
            _ = stackRun(id, g.firstChild, g.childCount, axis: axis, q, out: out)
            return Int(g.childCount)
        case .zstack:
            zstackPlacements(g.firstChild, g.childCount, g.alignH, g.alignV, nil, alignmentOf: id, size: s, into: out)
            return Int(g.childCount)
        case .viewThatFits:
            guard let chosen = fittingChild(id, Axis.Set(rawValue: Int8(params[id].bits)), p) else { return 0 }
            out[0] = PlacedRecord(id: chosen, frame: CGRect(origin: .zero, size: size(chosen, p)), proposal: p)
            return 1
        case .custom:
            guard case .custom(let box) = objects[Int(id)].kind else { return 0 }
            customPlacements(id, box, size: s, proposal: p, globalOrigin: globalOrigin, into: out)
            return Int(g.childCount)
        case .secondary:
            let primary = child(id, 0)
            out[0] = PlacedRecord(id: primary, frame: CGRect(origin: .zero, size: size(primary, p)), proposal: p)
            out[1] = aligned(child(id, 1), ProposedViewSize(s), in: s, g.alignH, g.alignV, id)
            return 2
        case .geometryReader:
            let cp = ProposedViewSize(s)
            for k in 0..<g.childCount {
                let c = child(id, k)
                out[Int(k)] = PlacedRecord(id: c, frame: CGRect(origin: .zero, size: size(c, cp)), proposal: cp)
            }
            return Int(g.childCount)
        }
    }

    /// The child of `frame(width:height:alignment:)` node `id`, the commonest modifier, placed
    /// without the general switch of `unaryPlacement` (same arithmetic).
    @inline(__always) func placeFrameChild(_ id: Int32, size s: CGSize, proposal p: ProposedViewSize) -> PlacedRecord {
        let g = nodes[id]
        let pr = params.base + Int(id)
        let cp = ProposedViewSize(width: opt(pr.pointee.a) ?? p.width, height: opt(pr.pointee.b) ?? p.height)
        return aligned(child(id), cp, in: s, g.alignH, g.alignV, id)
    }

    /// Builds a GeometryReader's content for its size and position and adds it to the flat tree.
    /// Each pass appends fresh content (trees from earlier passes still refer to the old ids), so
    /// a session with readers grows by their content on every pass that reaches them.
    func expandGeometryReader(_ id: Int32, size s: CGSize, globalOrigin: CGPoint) {
        guard case .geometryReader(let content) = objects[Int(id)].kind else { return }
        let global = CGRect(origin: globalOrigin, size: s)
        let proxy = GeometryProxy(size: s, safeAreaInsets: insets(of: global), globalFrame: global)
        let children = content(proxy)
        objects[Int(id)].children = children
        let (first, count) = addChildren(children)
        setChildren(id, first: first, count: count)
    }

    /// The one child of a unary node (a modifier).
    func unaryPlacement(_ id: Int32, size s: CGSize, proposal p: ProposedViewSize) -> PlacedRecord {
        let c = child(id)
        let g = nodes[id]
        let pr = params.base + Int(id)
        switch g.tag {
        case .frame:
            return placeFrameChild(id, size: s, proposal: p)
        case .flexFrame:
            let f = pr.pointee.flexLimits
            // The child is proposed the frame's size, except (iOS 17+) on an axis proposed nil with no
            // ideal where the size lies strictly between min and max: there it is proposed nil.
            var cp = ProposedViewSize(s)
            for a in Axis.allCases where p[a] == nil && f.ideal(a) == nil {
                if s[a] > (f.min(a) ?? -.infinity) && s[a] < (f.max(a) ?? .infinity) { cp[a] = nil }
            }
            return aligned(c, cp, in: s, g.alignH, g.alignV, id)
        case .padding:
            let e = pr.pointee.insets
            let cp = inset(p, e)
            return PlacedRecord(id: c, frame: CGRect(origin: CGPoint(x: e.leading, y: e.top), size: size(c, cp)), proposal: cp)
        case .fixedSize:
            let bits = pr.pointee.bits
            let cp = ProposedViewSize(width: bits & 1 != 0 ? nil : p.width, height: bits & 2 != 0 ? nil : p.height)
            return aligned(c, cp, in: s, .center, .center, -1)
        case .offset:
            return PlacedRecord(id: c, frame: CGRect(origin: CGPoint(x: pr.pointee.a, y: pr.pointee.b), size: size(c, p)), proposal: p)
        case .position:
            let cp = ProposedViewSize(s)
            let cs = size(c, cp)
            return PlacedRecord(id: c, frame: CGRect(x: pr.pointee.a - cs.width / 2, y: pr.pointee.b - cs.height / 2, width: cs.width, height: cs.height),
                                proposal: cp)
        default:  // alignmentGuide, clip, opacity: layout-neutral
            return PlacedRecord(id: c, frame: CGRect(origin: .zero, size: size(c, p)), proposal: p)
        }
    }

    /// A child proposed `cp` and aligned in a container of size `s`. The codes give the guides'
    /// default values; a child that may override a guide, or a custom guide, goes through
    /// `ViewDimensions` and the alignment of node `container` (−1: centre) instead.
    @inline(__always) private func aligned(_ c: Int32, _ cp: ProposedViewSize, in s: CGSize, _ h: AlignCode, _ v: AlignCode, _ container: Int32) -> PlacedRecord {
        let cs = size(c, cp)
        let o: CGPoint
        if h != .other && v != .other && !nodes[c].hasExplicitGuides {
            o = CGPoint(x: h.value(s.width) - h.value(cs.width), y: v.value(s.height) - v.value(cs.height))
        } else {
            let alignment = container < 0 ? Alignment.center : self.alignment(of: container)
            o = alignment.offset(of: dimensions(c, cs), in: ViewDimensions(s))
        }
        return PlacedRecord(id: c, frame: CGRect(origin: o, size: cs), proposal: cp)
    }

    func zstackPlacements(_ first: Int32, _ count: Int32, _ h: AlignCode, _ v: AlignCode, _ alignment: Alignment?, alignmentOf zstack: Int32 = -1,
                                  size s: CGSize, into out: UnsafeMutablePointer<PlacedRecord>) {
        guard let top = topPriority(first, count) else { return }
        let cp = ProposedViewSize(s)
        func guides(_ c: Int32, _ cs: CGSize) -> (CGFloat, CGFloat) {
            if h != .other && v != .other && !nodes[c].hasExplicitGuides { return (h.value(cs.width), v.value(cs.height)) }
            let d = dimensions(c, cs), a = alignment ?? self.alignment(of: zstack)
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

    /// The node's alignment guides at `size`; explicit ones are looked up only when asked for.
    func dimensions(_ id: Int32, _ size: CGSize) -> ViewDimensions {
        // Most subtrees set no guide at all: skip the lookup machinery for them.
        guard nodes[id].hasExplicitGuides else { return ViewDimensions(size) }
        return ViewDimensions(size) { key in self.explicitGuide(id, key, size) }
    }

    /// An explicit guide value of `id` at `size` (spec §3.8): set by `alignmentGuide`, a text
    /// baseline, carried through unary modifiers in the container's coordinates, or merged from a
    /// container's children (custom guides and baselines only).
    func explicitGuide(_ id: Int32, _ g: AlignmentKey, _ size: CGSize) -> CGFloat? {
        guard nodes[id].hasExplicitGuides else { return nil }
        let n = objects[Int(id)]
        switch n.kind {
        case .alignmentGuide(let key, let compute):
            if key.key == g.key { return compute(dimensions(child(id), size)) }
            return explicitGuide(child(id), g, size)
        case .text:
            guard case .vertical(let v) = g, let l = n.textLayouts.last(where: { $0.size == size }) else { return nil }
            if v == .firstTextBaseline { return l.metrics.firstBaseline }
            if v == .lastTextBaseline { return l.metrics.lastBaseline }
            return nil
        case .offset, .clip, .opacity, .secondary:
            // A background/overlay's primary sits at the origin with the node's own proposal: its
            // guides are the node's.
            return explicitGuide(child(id), g, size)
        case .frame, .flexFrame, .padding, .fixedSize:
            let p = cachedProposal(id, for: size) ?? ProposedViewSize(size)
            let c = unaryPlacement(id, size: size, proposal: p)
            guard let v = explicitGuide(c.id, g, c.frame.size) else { return nil }
            return v + (g.axis == .horizontal ? c.frame.origin.x : c.frame.origin.y)
        case .stack, .zstack, .custom, .viewThatFits:
            let p = cachedProposal(id, for: size) ?? ProposedViewSize(size)
            if case .custom(let box) = n.kind,
               let v = box.explicitAlignment(g, in: CGRect(origin: .zero, size: size), p, subviews(of: id)) {
                return v
            }
            if g.isFrameAlignment { return nil }
            let capacity = placementCapacity(id)
            let values = withUnsafeTemporaryAllocation(of: PlacedRecord.self, capacity: capacity) { buffer -> [CGFloat] in
                let out = buffer.baseAddress!
                let count = placeChildren(id, size: size, proposal: p, globalOrigin: .zero, into: out)
                return (0..<count).compactMap { k -> CGFloat? in
                    guard let v = explicitGuide(out[k].id, g, out[k].frame.size) else { return nil }
                    return v + (g.axis == .horizontal ? out[k].frame.origin.x : out[k].frame.origin.y)
                }
            }
            return g.merge(values)
        case .leaf, .spacer, .position, .geometryReader:
            return nil
        }
    }

    // MARK: Custom layouts and ViewThatFits

    /// The subview proxies of a container.
    func subviews(of id: Int32) -> LayoutSubviews {
        let g = nodes[id]
        return LayoutSubviews(engine: self, base: g.firstChild, range: 0..<Int(g.childCount))
    }

    /// Runs the layout's placeSubviews in global bounds, writing straight into `out`; a subview it
    /// never places is centred and sized for the container's proposal (as Apple documents for
    /// `LayoutSubview.place`).
    private func customPlacements(_ id: Int32, _ box: LayoutBox, size s: CGSize, proposal p: ProposedViewSize, globalOrigin: CGPoint,
                                  into out: UnsafeMutablePointer<PlacedRecord>) {
        let g = nodes[id]
        let unplaced = PlacedRecord(id: -1, frame: .zero, proposal: .unspecified)
        out.initialize(repeating: unplaced, count: Int(g.childCount))
        let saved = recorder
        recorder = (out, g.firstChild, g.childCount, globalOrigin)
        box.place(in: CGRect(origin: globalOrigin, size: s), p, subviews(of: id))
        recorder = saved
        for k in 0..<Int(g.childCount) where out[k].id < 0 {
            let c = childIDs[g.firstChild + Int32(k)]
            let cs = size(c, p)
            out[k] = PlacedRecord(id: c, frame: CGRect(x: (s.width - cs.width) / 2, y: (s.height - cs.height) / 2, width: cs.width, height: cs.height), proposal: p)
        }
    }

    /// `LayoutSubview.place`: records the subview in slot `slot` when its container is placing.
    func recordPlacement(slot: Int32, at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) {
        guard let r = recorder, slot >= r.firstSlot, slot < r.firstSlot + r.count else { return }
        let c = childIDs[slot]
        let s = size(c, proposal)
        r.out[Int(slot - r.firstSlot)] = PlacedRecord(
            id: c, frame: CGRect(x: position.x - anchor.x * s.width - r.origin.x, y: position.y - anchor.y * s.height - r.origin.y,
                                 width: s.width, height: s.height),
            proposal: proposal)
    }

    /// The first child whose ideal size fits `p` on `axes`, or the last child when none does
    /// ([INF] as community replicas do). [INF] A nil proposal axis constrains nothing.
    func fittingChild(_ id: Int32, _ axes: Axis.Set, _ p: ProposedViewSize) -> Int32? {
        let g = nodes[id]
        guard g.childCount > 0 else { return nil }
        for k in 0..<g.childCount {
            let c = child(id, k)
            let ideal = size(c, .unspecified)
            let fitsH = !axes.contains(.horizontal) || p.width.map { ideal.width <= $0 + 0.0001 } ?? true
            let fitsV = !axes.contains(.vertical) || p.height.map { ideal.height <= $0 + 0.0001 } ?? true
            if fitsH && fitsV { return c }
        }
        return child(id, g.childCount - 1)
    }

    private func insets(of frame: CGRect) -> EdgeInsets {
        guard let safe = safeArea else { return EdgeInsets() }
        return EdgeInsets(
            top: max(0, safe.minY - frame.minY), leading: max(0, safe.minX - frame.minX),
            bottom: max(0, frame.maxY - safe.maxY), trailing: max(0, frame.maxX - safe.maxX))
    }

    // MARK: Spacing

    /// The spacing `id` publishes to a stack, computed once per node.
    func spacing(_ id: Int32) -> ViewSpacing {
        if let s = spacings[id] { return s }
        let s = computeSpacing(id)
        spacings[id] = s
        return s
    }

    private func computeSpacing(_ id: Int32) -> ViewSpacing {
        let g = nodes[id]
        switch objects[Int(id)].kind {
        case .spacer(_, let axis):
            // Spacers publish zero spacing on their stack-axis edges, all edges without a stack (spec §2.3.5).
            switch axis {
            case .horizontal?: return ViewSpacing(leading: 0, trailing: 0)
            case .vertical?: return ViewSpacing(top: 0, bottom: 0)
            case nil: return .zero
            }
        case .frame, .flexFrame, .fixedSize, .offset, .secondary, .alignmentGuide, .clip, .opacity:
            // Frames pass their child's spacing through, so `Spacer().frame(...)` keeps 0 (spec §2.3.6).
            return spacing(child(id))
        case .padding(let insets):
            return spacing(child(id)).clearing(insets)
        case .stack, .zstack:
            // [INF] Containers publish the union (max per edge) of their children's spacing, the
            // documented default of the Layout protocol (spec §4.6); only spacers publish any yet.
            var s = ViewSpacing.none
            for k in 0..<g.childCount { s = s.union(spacing(child(id, k))) }
            return s
        // [INF] Text publishes no spacing of its own (SwiftUI's font-metric categories are not
        // pinned down, spec §2.4), so text gets the default 8 from its neighbours.
        case .custom(let box):
            return box.spacing(subviews(of: id))
        case .position, .leaf, .geometryReader, .text, .viewThatFits:
            return .none
        }
    }

    /// The gap a default-spacing stack leaves between neighbours `a` and `b`.
    func preferredDistance(_ a: Int32, _ b: Int32, along axis: Axis) -> CGFloat {
        spacing(a).distance(to: spacing(b), along: axis)
    }

    /// Fills a default-spacing stack's gaps from its children's preferred distances.
    func fillGaps(_ id: Int32, axis: Axis) {
        let g = nodes[id]
        for k in 0..<g.childCount {
            gaps[g.firstChild + k] = k == 0 ? 0 : preferredDistance(child(id, k - 1), child(id, k), along: axis)
        }
        nodes[id].flags |= GraphNode.gapsReady
    }
}

/// Clamps `v` to [lo, hi]; when lo > hi the minimum wins ([INF], contradictory frame constraints).
func clamp(_ v: CGFloat, _ lo: CGFloat?, _ hi: CGFloat?) -> CGFloat {
    var r = v
    if let hi { r = min(r, hi) }
    if let lo { r = max(r, lo) }
    return r
}
