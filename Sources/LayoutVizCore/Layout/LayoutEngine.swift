import Foundation

/// Where a container puts one child: the proposal it places it with and its origin in the
/// container's coordinates. The child's size is its answer to that proposal (spec §1.9).
struct ChildPlacement {
    let node: Node
    let proposal: ProposedViewSize
    let origin: CGPoint
}

/// The layout algorithms, one function per kind of node: `size` answers a proposal,
/// `placements` positions the children inside a size the node already reported.
final class LayoutEngine {
    /// The safe area in root coordinates, for `GeometryProxy.safeAreaInsets`.
    let safeArea: CGRect?

    init(safeArea: CGRect?) { self.safeArea = safeArea }
    /// Counts the sizes actually computed (cache misses), so tests can check that nesting stays linear.
    let stats = LayoutStats()

    // MARK: Sizing

    /// The node's size for proposal `p`, memoised per node and proposal for the pass.
    func size(_ n: Node, _ p: ProposedViewSize) -> CGSize {
        if let s = n.cache.lookup(p) { return s }
        let s = computeSize(n, p)
        stats.sizeComputations += 1
        n.cache.store(p, s)
        return s
    }

    private func computeSize(_ n: Node, _ p: ProposedViewSize) -> CGSize {
        // Leaves are most nodes: answer them without copying the node's kind.
        if n.tag == .leaf || n.tag == .geometryReader { return p.replacingUnspecifiedDimensions() }
        switch n.kind {
        case .leaf, .geometryReader:
            // The default leaf engine: take the proposal, nil becomes 10 (spec §1.4, §4.4).
            return p.replacingUnspecifiedDimensions()
        case .spacer(let minLength, let axis):
            return spacerSize(minLength: minLength, axis: axis, p)
        case .text(let content):
            let l = content.layout(for: p)
            n.textLayouts.append((l.size, l.request, l.metrics))
            if n.textLayouts.count > 8 { n.textLayouts.removeFirst() }
            return l.size
        case .stack(let axis, let alignment, let spacing):
            return stackSize(n.children, axis: axis, alignment: alignment, spacing: spacing, p)
        case .zstack:
            return zstackSize(n.children, p)
        case .frame(let f):
            if let w = f.width, let h = f.height { return CGSize(width: w, height: h) }
            let c = size(n.children[0], ProposedViewSize(width: f.width ?? p.width, height: f.height ?? p.height))
            return CGSize(width: f.width ?? c.width, height: f.height ?? c.height)
        case .flexFrame(let f):
            return flexFrameSize(f, child: n.children[0], p)
        case .padding(let e):
            let c = size(n.children[0], inset(p, e))
            return CGSize(width: max(c.width + e.horizontal, 0), height: max(c.height + e.vertical, 0))
        case .fixedSize(let h, let v):
            return size(n.children[0], ProposedViewSize(width: h ? nil : p.width, height: v ? nil : p.height))
        case .offset, .secondary, .alignmentGuide, .clip, .opacity:
            return size(n.children[0], p)
        case .custom(let box):
            return box.size(p, subviews(of: n))
        case .viewThatFits(let axes):
            guard let chosen = fittingChild(n, axes, p) else { return .zero }
            return size(chosen, p)
        case .position:
            // The proposal on concrete axes; a nil axis takes the child's answer (spec §3.7).
            if let w = p.width, let h = p.height { return CGSize(width: w, height: h) }
            let c = size(n.children[0], p)
            return CGSize(width: p.width ?? c.width, height: p.height ?? c.height)
        }
    }

    /// Spec §2.3.3: the stack-axis length is max(P ?? −∞, minLength ?? 8); the other axis is 0.
    private func spacerSize(minLength: CGFloat?, axis: Axis?, _ p: ProposedViewSize) -> CGSize {
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
    private func flexChildProposal(_ f: FlexFrame, _ p: ProposedViewSize) -> ProposedViewSize {
        func axis(_ a: Axis) -> CGFloat? {
            guard let c = p[a] ?? f.ideal(a) else { return nil }
            return clamp(c, f.min(a), f.max(a))
        }
        return ProposedViewSize(width: axis(.horizontal), height: axis(.vertical))
    }

    private func flexFrameSize(_ f: FlexFrame, child: Node, _ p: ProposedViewSize) -> CGSize {
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

    private func zstackSize(_ children: [Node], _ p: ProposedViewSize) -> CGSize {
        guard let top = children.map(\.layoutPriority).max() else { return .zero }
        var s = CGSize.zero
        for c in children where c.layoutPriority == top {
            let cs = size(c, p)
            s.width = max(s.width, cs.width)
            s.height = max(s.height, cs.height)
        }
        return s
    }

    // MARK: Placement

    /// The children of `n` placed inside `size`, which `n` reported for `p`. `globalOrigin` is the
    /// node's origin in root coordinates (for GeometryReader's proxy).
    func placements(_ n: Node, size s: CGSize, proposal p: ProposedViewSize, globalOrigin: CGPoint) -> [ChildPlacement] {
        if n.tag == .leaf || n.tag == .spacer || n.tag == .text { return [] }
        switch n.kind {
        case .leaf, .spacer, .text:
            return []
        case .stack(let axis, let alignment, let spacing):
            // Re-run the stack with the minor axis filled in by the stack's own size (spec §4.1.6).
            var q = p
            q[axis.other] = p[axis.other] ?? s[axis.other]
            let r = stackLayout(n.children, axis: axis, alignment: alignment, spacing: spacing, q)
            return n.children.indices.map { ChildPlacement(node: n.children[$0], proposal: r.proposals[$0], origin: r.origins[$0]) }
        case .zstack(let alignment):
            return zstackPlacements(n.children, alignment: alignment, size: s)
        case .frame, .flexFrame, .padding, .fixedSize, .offset, .alignmentGuide, .clip, .opacity, .position:
            return [unaryPlacement(n, size: s, proposal: p)]
        case .viewThatFits(let axes):
            guard let chosen = fittingChild(n, axes, p) else { return [] }
            return [ChildPlacement(node: chosen, proposal: p, origin: .zero)]
        case .custom(let box):
            return customPlacements(n, box, size: s, proposal: p, globalOrigin: globalOrigin)
        case .secondary(let alignment, _):
            let primary = ChildPlacement(node: n.children[0], proposal: p, origin: .zero)
            return [primary, aligned(n.children[1], ProposedViewSize(s), in: s, alignment)]
        case .geometryReader(let content):
            let global = CGRect(origin: globalOrigin, size: s)
            let proxy = GeometryProxy(size: s, safeAreaInsets: insets(of: global), globalFrame: global)
            n.children = content(proxy)
            return n.children.map { ChildPlacement(node: $0, proposal: ProposedViewSize(s), origin: .zero) }
        }
    }

    /// Whether the node has exactly one child, placed by `unaryPlacement`.
    func isUnary(_ n: Node) -> Bool {
        switch n.tag {
        case .frame, .flexFrame, .padding, .fixedSize, .offset, .alignmentGuide, .clip, .opacity, .position: return true
        default: return false
        }
    }

    /// The one child of a unary node (a modifier), placed without building an array.
    func unaryPlacement(_ n: Node, size s: CGSize, proposal p: ProposedViewSize) -> ChildPlacement {
        let child = n.children[0]
        switch n.kind {
        case .frame(let f):
            let cp = ProposedViewSize(width: f.width ?? p.width, height: f.height ?? p.height)
            return aligned(child, cp, in: s, f.alignment)
        case .flexFrame(let f):
            // The child is proposed the frame's size, except (iOS 17+) on an axis proposed nil with no
            // ideal where the size lies strictly between min and max: there it is proposed nil.
            var cp = ProposedViewSize(s)
            for a in Axis.allCases where p[a] == nil && f.ideal(a) == nil {
                if s[a] > (f.min(a) ?? -.infinity) && s[a] < (f.max(a) ?? .infinity) { cp[a] = nil }
            }
            return aligned(child, cp, in: s, f.alignment)
        case .padding(let e):
            return ChildPlacement(node: child, proposal: inset(p, e), origin: CGPoint(x: e.leading, y: e.top))
        case .fixedSize(let h, let v):
            let cp = ProposedViewSize(width: h ? nil : p.width, height: v ? nil : p.height)
            return aligned(child, cp, in: s, .center)
        case .offset(let o):
            return ChildPlacement(node: child, proposal: p, origin: CGPoint(x: o.width, y: o.height))
        case .position(let point):
            let cp = ProposedViewSize(s)
            let cs = size(child, cp)
            return ChildPlacement(node: child, proposal: cp, origin: CGPoint(x: point.x - cs.width / 2, y: point.y - cs.height / 2))
        default:  // alignmentGuide, clip, opacity: layout-neutral
            return ChildPlacement(node: child, proposal: p, origin: .zero)
        }
    }

    /// A child proposed `cp` and aligned in a container of size `s`.
    private func aligned(_ child: Node, _ cp: ProposedViewSize, in s: CGSize, _ alignment: Alignment) -> ChildPlacement {
        let cs = size(child, cp)
        let o = alignment.offset(of: dimensions(child, cs), in: ViewDimensions(s))
        return ChildPlacement(node: child, proposal: cp, origin: o)
    }

    private func zstackPlacements(_ children: [Node], alignment: Alignment, size s: CGSize) -> [ChildPlacement] {
        let cp = ProposedViewSize(s)
        let sizes = children.map { size($0, cp) }
        let dims = children.indices.map { dimensions(children[$0], sizes[$0]) }
        guard let top = children.map(\.layoutPriority).max() else { return [] }
        var refX = -CGFloat.infinity, refY = -CGFloat.infinity
        for i in children.indices where children[i].layoutPriority == top {
            refX = max(refX, dims[i][alignment.horizontal])
            refY = max(refY, dims[i][alignment.vertical])
        }
        return children.indices.map {
            ChildPlacement(node: children[$0], proposal: cp, origin: CGPoint(x: refX - dims[$0][alignment.horizontal], y: refY - dims[$0][alignment.vertical]))
        }
    }

    /// The node's alignment guides at `size`; explicit ones are looked up only when asked for.
    func dimensions(_ n: Node, _ size: CGSize) -> ViewDimensions {
        // Most subtrees set no guide at all: skip the lookup machinery for them.
        guard n.mayHaveExplicitGuides else { return ViewDimensions(size) }
        return ViewDimensions(size) { key in self.explicitGuide(n, key, size) }
    }

    /// An explicit guide value of `n` at `size` (spec §3.8): set by `alignmentGuide`, a text
    /// baseline, carried through unary modifiers in the container's coordinates, or merged from a
    /// container's children (custom guides and baselines only).
    func explicitGuide(_ n: Node, _ g: AlignmentKey, _ size: CGSize) -> CGFloat? {
        guard n.mayHaveExplicitGuides else { return nil }
        switch n.kind {
        case .alignmentGuide(let key, let compute):
            if key.key == g.key { return compute(dimensions(n.children[0], size)) }
            return explicitGuide(n.children[0], g, size)
        case .text:
            guard case .vertical(let v) = g, let l = n.textLayouts.last(where: { $0.size == size }) else { return nil }
            if v == .firstTextBaseline { return l.metrics.firstBaseline }
            if v == .lastTextBaseline { return l.metrics.lastBaseline }
            return nil
        case .offset, .clip, .opacity:
            return explicitGuide(n.children[0], g, size)
        case .secondary:
            // The primary sits at the origin with the secondary's own proposal: its guides are the node's.
            return explicitGuide(n.children[0], g, size)
        case .frame, .flexFrame, .padding, .fixedSize:
            let p = n.cache.proposal(for: size) ?? ProposedViewSize(size)
            let c = unaryPlacement(n, size: size, proposal: p)
            guard let v = explicitGuide(c.node, g, self.size(c.node, c.proposal)) else { return nil }
            return v + (g.axis == .horizontal ? c.origin.x : c.origin.y)
        case .stack, .zstack, .custom, .viewThatFits:
            let p = n.cache.proposal(for: size) ?? ProposedViewSize(size)
            if case .custom(let box) = n.kind,
               let v = box.explicitAlignment(g, in: CGRect(origin: .zero, size: size), p, subviews(of: n)) {
                return v
            }
            if g.isFrameAlignment { return nil }
            let values = placements(n, size: size, proposal: p, globalOrigin: .zero).compactMap { c -> CGFloat? in
                guard let v = explicitGuide(c.node, g, self.size(c.node, c.proposal)) else { return nil }
                return v + (g.axis == .horizontal ? c.origin.x : c.origin.y)
            }
            return g.merge(values)
        case .leaf, .spacer, .position, .geometryReader:
            return nil
        }
    }

    // MARK: Custom layouts and ViewThatFits

    /// The node's subview proxies for this pass, built once per container and pass.
    func subviews(of n: Node) -> LayoutSubviews {
        if let cached = n.subviews, cached.context.engine === self { return cached.subviews }
        let context = SubviewsContext(engine: self)
        let subviews = LayoutSubviews(n.children.enumerated().map { LayoutSubview(node: $1, context: context, index: $0) })
        n.subviews = (context, subviews)
        return subviews
    }

    /// Runs the layout's placeSubviews in global bounds; a subview it never places is centred
    /// and sized for the container's proposal (as Apple documents for `LayoutSubview.place`).
    private func customPlacements(_ n: Node, _ box: LayoutBox, size s: CGSize, proposal p: ProposedViewSize, globalOrigin: CGPoint) -> [ChildPlacement] {
        let recorder = PlacementRecorder(count: n.children.count)
        let subviews = subviews(of: n)
        let context = n.subviews!.context
        context.recorder = recorder
        box.place(in: CGRect(origin: globalOrigin, size: s), p, subviews)
        context.recorder = nil
        return n.children.enumerated().map { i, child in
            if let placed = recorder.placements[i] {
                return ChildPlacement(node: child, proposal: placed.proposal, origin: CGPoint(x: placed.origin.x - globalOrigin.x, y: placed.origin.y - globalOrigin.y))
            }
            let cs = size(child, p)
            return ChildPlacement(node: child, proposal: p, origin: CGPoint(x: (s.width - cs.width) / 2, y: (s.height - cs.height) / 2))
        }
    }

    /// The first child whose ideal size fits `p` on `axes`, or the last child when none does
    /// ([INF] as community replicas do). [INF] A nil proposal axis constrains nothing.
    func fittingChild(_ n: Node, _ axes: Axis.Set, _ p: ProposedViewSize) -> Node? {
        for child in n.children {
            let ideal = size(child, .unspecified)
            let fitsH = !axes.contains(.horizontal) || p.width.map { ideal.width <= $0 + 0.0001 } ?? true
            let fitsV = !axes.contains(.vertical) || p.height.map { ideal.height <= $0 + 0.0001 } ?? true
            if fitsH && fitsV { return child }
        }
        return n.children.last
    }

    private func insets(of frame: CGRect) -> EdgeInsets {
        guard let safe = safeArea else { return EdgeInsets() }
        return EdgeInsets(
            top: max(0, safe.minY - frame.minY), leading: max(0, safe.minX - frame.minX),
            bottom: max(0, frame.maxY - safe.maxY), trailing: max(0, frame.maxX - safe.maxX))
    }
}

/// Clamps `v` to [lo, hi]; when lo > hi the minimum wins ([INF], contradictory frame constraints).
func clamp(_ v: CGFloat, _ lo: CGFloat?, _ hi: CGFloat?) -> CGFloat {
    var r = v
    if let hi { r = min(r, hi) }
    if let lo { r = max(r, lo) }
    return r
}

/// Counters of one layout pass.
final class LayoutStats {
    var sizeComputations = 0
}
