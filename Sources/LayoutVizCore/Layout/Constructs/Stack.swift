import Foundation

// HStack and VStack (and HStackLayout/VStackLayout run natively). See docs/layout/stacks.md.
//
// Parameters: `a` spacing (NaN: each pair's preferred distance), `bits` the axis; the minor-axis
// alignment as a code (and in the node, for custom guides).

/// What the stack algorithm keeps per child while it runs.
private struct StackChild {
    var priority: Double = 0
    var distance: CGFloat = 0
    var min: CGFloat = 0
    var max: CGFloat = 0
    var proposal = ProposedViewSize.unspecified
    var size = CGSize.zero
    var offset: CGFloat = 0
    /// The sort key after −priority: max − min (∞ when that is NaN).
    var flexibility: CGFloat = 0
    /// The last sort key: −min when the flexibility is infinite, else 0.
    var tieBreak: CGFloat = 0
    /// Which child is offered space `k`-th: `c[k].order` (a permutation of the indices).
    var order = 0
}

extension LayoutEngine {
    @inline(__always) func stackSize(_ id: Int32, _ p: ProposedViewSize) -> CGSize {
        let g = nodes[id]
        return stackRun(id, g.firstChild, g.childCount, axis: params[id].axis, p, out: nil)
    }

    /// The stack runs again with the minor axis filled in by its own size.
    func placeStack(_ id: Int32, size s: CGSize, proposal p: ProposedViewSize, into out: StoreWindow<PlacedRecord>) -> Int {
        let g = nodes[id]
        let axis = params[id].axis
        var q = p
        q[axis.other] = p[axis.other] ?? s[axis.other]
        _ = stackRun(id, g.firstChild, g.childCount, axis: axis, q, out: out)
        return Int(g.childCount)
    }

    /// The minor-axis alignment of a stack (from its node: slow path only).
    func stackAlignment(of id: Int32) -> StackAlignment {
        if case .stack(_, let a, _) = objects[Int(id)].kind { return a }
        return .horizontal(.center)
    }

    /// Sizes built only from the children's answers to proposals derived from the stack's.
    func stackTraits(first: Int32, count: Int32) -> ConstructTraits {
        ConstructTraits(ignores: axesIgnoredByAll(first: first, count: count))
    }

    /// Fills the gaps that need no child: an explicit spacing gives every gap at once; a stack of
    /// one child or none has no pair. Other stacks ask their children when first sized (`fillGaps`).
    func prepareGaps(_ id: Int32) {
        let g = nodes[id]
        if let spacing = opt(params[id].a) {
            for i in 0..<Int(g.childCount) { gaps[Int(g.firstChild) + i] = i == 0 ? 0 : spacing }
            nodes.update(id) { $0.flags |= GraphNode.gapsReady }
        } else if g.childCount <= 1 {
            if g.childCount == 1 { gaps[g.firstChild] = 0 }
            nodes.update(id) { $0.flags |= GraphNode.gapsReady }
        }
    }

    /// Fills a default-spacing stack's gaps from its children's preferred distances.
    func fillGaps(_ id: Int32, axis: Axis) {
        let g = nodes[id]
        for k in 0..<g.childCount {
            gaps[g.firstChild + k] = k == 0 ? 0 : preferredDistance(child(id, k - 1), child(id, k), along: axis)
        }
        nodes.update(id) { $0.flags |= GraphNode.gapsReady }
    }

    /// The stack algorithm for stack `id` (children in slots `first..<first+count`): returns the
    /// stack's size for `p`; with `out`, also writes each child's record (proposal and frame
    /// relative to the stack).
    func stackRun(_ id: Int32, _ first: Int32, _ count: Int32, axis: Axis, _ p: ProposedViewSize,
                  out: StoreWindow<PlacedRecord>?) -> CGSize {
        if count == 1 {
            return stackRunOne(childIDs[first], axis: axis, alignmentCode: nodes[id].alignH, alignment: nil, alignmentOf: id, p, out: out)
        }
        if nodes[id].flags & GraphNode.gapsReady == 0 { fillGaps(id, axis: axis) }
        return stackRun(children: childIDs.window(Int(first), Int(count)), gaps: gaps.window(Int(first), Int(count)), axis: axis,
                        alignmentCode: nodes[id].alignH, alignment: nil, alignmentOf: id, p, out: out)
    }

    /// The algorithm for one child (a common wrapper): it is the only priority group, with
    /// nothing held in reserve, so it is offered the whole length, and the minimum/maximum probes
    /// would change nothing. Its guide goes to 0 and the range starts at min(0, −guide). Kept
    /// apart from the general run so that a deep chain of wrappers recurses through a small frame.
    @inline(__always) private func stackRunOne(_ child: Int32, axis: Axis, alignmentCode: AlignCode, alignment: StackAlignment?, alignmentOf stack: Int32,
                                               _ p: ProposedViewSize, out: StoreWindow<PlacedRecord>?) -> CGSize {
        let minor = axis.other
        let proposal = ProposedViewSize(axis: axis, major: p[axis].map { Swift.max($0, 0) }, minor: p[minor])
        let s = size(child, proposal)
        let guide = alignmentCode != .other && !nodes[child].hasExplicitGuides
            ? alignmentCode.value(s[minor]) : (alignment ?? stackAlignment(of: stack)).value(in: dimensions(child, s, proposal))
        let lo = Swift.min(0, -guide), hi = Swift.max(0, -guide + s[minor])
        out?[0] = PlacedRecord(id: child, frame: CGRect(origin: CGPoint(axis: axis, major: 0, minor: -guide - lo), size: s), proposal: proposal)
        return CGSize(axis: axis, major: s[axis], minor: hi - lo)
    }

    /// The algorithm itself over child ids and the gap before each. The minor-axis alignment is
    /// `alignmentCode`, or where that does not do, `alignment` (or the one of node `stack`).
    @inline(__always) func stackRun(children: StoreWindow<Int32>, gaps: StoreWindow<CGFloat>, axis: Axis, alignmentCode: AlignCode,
                  alignment: StackAlignment?, alignmentOf stack: Int32, _ p: ProposedViewSize,
                  out: StoreWindow<PlacedRecord>?) -> CGSize {
        let n = children.count
        guard n > 0 else { return .zero }
        let minor = axis.other
        let pMinor = p[minor]
        if n == 1 {
            return stackRunOne(children[0], axis: axis, alignmentCode: alignmentCode, alignment: alignment, alignmentOf: stack, p, out: out)
        }
        return withScratch(repeating: StackChild(), count: n) { c -> CGSize in
            // Gaps: an explicit spacing everywhere, otherwise each pair's preferred distance.
            var internalSpacing: CGFloat = 0
            for i in 1..<max(n, 1) {
                c.update(i) { $0.distance = gaps[i] }
                internalSpacing += gaps[i]
            }

            if let pMajor = p[axis] {
                // Concrete major proposal: probe each child's minimum and maximum major length
                // with the real minor proposal.
                var topPriority = -Double.infinity
                for i in 0..<n {
                    let child = children[i]
                    let priority = nodes[child].priority
                    topPriority = Swift.max(topPriority, priority)
                    let mn = size(child, ProposedViewSize(axis: axis, major: 0, minor: pMinor))[axis]
                    let mx = size(child, ProposedViewSize(axis: axis, major: .infinity, minor: pMinor))[axis]
                    c.update(i) {
                        $0.priority = priority
                        $0.min = mn
                        $0.max = mx
                    }
                }
                prioritize(c)
                // Lower groups keep their minimum in reserve while higher groups are sized.
                var available = pMajor - internalSpacing
                for i in 0..<n where c[i].priority != topPriority { available -= c[i].min }
                var start = 0
                while start < n {
                    let groupPriority = c[c[start].order].priority
                    var end = start
                    while end < n && c[c[end].order].priority == groupPriority { end += 1 }
                    if start > 0 {
                        for k in start..<end { available += c[c[k].order].min }
                    }
                    for k in start..<end {
                        let i = c[k].order
                        let share = Swift.max(available / CGFloat(end - k), 0)
                        let proposal = ProposedViewSize(axis: axis, major: share, minor: pMinor)
                        let s = size(children[i], proposal)
                        c.update(i) {
                            $0.proposal = proposal
                            $0.size = s
                        }
                        let next = available - s[axis]
                        if !next.isNaN { available = next }  // ∞ − ∞ leaves `available` unchanged
                    }
                    start = end
                }
            } else {
                // A nil major proposal asks every child for its ideal length.
                for i in 0..<n {
                    let proposal = ProposedViewSize(axis: axis, major: nil, minor: pMinor)
                    let s = size(children[i], proposal)
                    c.update(i) {
                        $0.proposal = proposal
                        $0.size = s
                    }
                }
            }

            // Minor axis: each child's alignment guide goes to 0; the extent is the union of the
            // children's ranges and 0, shifted to start at 0.
            var lo: CGFloat = 0, hi: CGFloat = 0
            for i in 0..<n {
                let s = c[i].size
                let child = children[i]
                let guide = alignmentCode != .other && !nodes[child].hasExplicitGuides
                    ? alignmentCode.value(s[minor]) : (alignment ?? stackAlignment(of: stack)).value(in: dimensions(child, s, c[i].proposal))
                c.update(i) { $0.offset = -guide }
                lo = Swift.min(lo, -guide)
                hi = Swift.max(hi, -guide + s[minor])
            }

            var position: CGFloat = 0
            for i in 0..<n {
                let ci = c[i]
                position += ci.distance
                if let out {
                    out[i] = PlacedRecord(id: children[i], frame: CGRect(origin: CGPoint(axis: axis, major: position, minor: ci.offset - lo), size: ci.size),
                                          proposal: ci.proposal)
                }
                position += ci.size[axis]
            }
            return CGSize(axis: axis, major: position, minor: hi - lo)
        }
    }

    /// The order in which children are offered space (`StackChild.order`): a stable insertion
    /// sort by descending priority, then ascending flexibility (max − min), with two infinite
    /// flexibilities ordered by the larger minimum first.
    private func prioritize(_ c: StoreWindow<StackChild>) {
        let n = c.count
        // The comparison as one lexicographic key per child: (−priority, flexibility, −minimum
        // when the flexibility is infinite, else 0), compared with `<` and sorted stably.
        for i in 0..<n {
            c.update(i) {
                let f = $0.max - $0.min
                $0.flexibility = f.isNaN ? CGFloat.infinity : f  // [INF] ∞ − ∞ (a child whose minimum is ∞) counts as ∞
                $0.tieBreak = $0.flexibility.isInfinite ? -$0.min : 0
                $0.order = i
            }
        }
        // Insertion sort for the usual few children (as SwiftUI's own stack does); a merge sort,
        // stable too, past that, so that a stack of many children stays O(n log n).
        if n > 32 { return StackOrder.mergeSort(c) }
        for i in 1..<Swift.max(n, 1) {
            let x = c[i].order, cx = c[x]
            let kx = (-CGFloat(cx.priority), cx.flexibility, cx.tieBreak)
            var j = i
            while j > 0 {
                let cy = c[c[j - 1].order]
                let ky = (-CGFloat(cy.priority), cy.flexibility, cy.tieBreak)
                let less = kx.0 != ky.0 ? kx.0 < ky.0 : kx.1 != ky.1 ? kx.1 < ky.1 : kx.2 < ky.2
                if !less { break }
                c.update(j) { $0.order = c[j - 1].order }
                j -= 1
            }
            c.update(j) { $0.order = x }
        }
    }
}

/// The ordering of stacks with many children, apart from the engine (it needs none of its state).
private enum StackOrder {
    /// A stable bottom-up merge sort of `c[k].order` by the keys `prioritize` filled in (one pass
    /// when already in order), on compact copies (sequential runs of 32 bytes rather than
    /// scattered 100-byte children), merging back and forth between two buffers.
    @inline(never) static func mergeSort(_ c: StoreWindow<StackChild>) {
        let n = c.count
        typealias Key = (CGFloat, CGFloat, CGFloat, Int)
        @inline(__always) func less(_ a: Key, _ b: Key) -> Bool {
            a.0 != b.0 ? a.0 < b.0 : a.1 != b.1 ? a.1 < b.1 : a.2 < b.2
        }
        withScratch(of: Key.self, count: n) { first in
            withScratch(of: Key.self, count: n) { second in
                var sorted = true
                for i in 0..<n {
                    let x = c[i]
                    first[i] = (-CGFloat(x.priority), x.flexibility, x.tieBreak, i)
                    if i > 0 && less(first[i], first[i - 1]) { sorted = false }
                }
                // Children already in order (a column of identical rows, say) cost one pass.
                if sorted {
                    for k in 0..<n { c.update(k) { $0.order = k } }
                    return
                }
                var from = first, to = second
                var width = 1
                while width < n {
                    var lo = 0
                    while lo < n {
                        let mid = Swift.min(lo + width, n), hi = Swift.min(lo + 2 * width, n)
                        var i = lo, j = mid, k = lo
                        while i < mid && j < hi {
                            // Take from the right run only when strictly earlier: stability.
                            if less(from[j], from[i]) {
                                to[k] = from[j]
                                j += 1
                            } else {
                                to[k] = from[i]
                                i += 1
                            }
                            k += 1
                        }
                        while i < mid { to[k] = from[i]; i += 1; k += 1 }
                        while j < hi { to[k] = from[j]; j += 1; k += 1 }
                        lo = hi
                    }
                    swap(&from, &to)
                    width *= 2
                }
                for k in 0..<n { c.update(k) { $0.order = from[k].3 } }
            }
        }
    }
}

extension NodeParams {
    static func stack(axis: Axis, alignment: StackAlignment, spacing: CGFloat?) -> NodeParams {
        var p = NodeParams()
        p.a = spacing ?? .nan
        p.bits = axisBits(axis)
        p.alignH = AlignCode(alignment)
        return p
    }
}
