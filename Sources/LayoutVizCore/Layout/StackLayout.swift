import Foundation

/// What the stack algorithm keeps per child while it runs.
private struct StackChild {
    var priority: Double = 0
    var distance: CGFloat = 0
    var min: CGFloat = 0
    var max: CGFloat = 0
    var proposal = ProposedViewSize.unspecified
    var size = CGSize.zero
    var offset: CGFloat = 0
}

extension LayoutEngine {
    /// The HStack/VStack algorithm (spec §4.1) for stack `id` (children in slots
    /// `first..<first+count`): returns the stack's size for `p`; with `out`, also writes each
    /// child's record (proposal and frame relative to the stack).
    func stackRun(_ id: Int32, _ first: Int32, _ count: Int32, axis: Axis, _ p: ProposedViewSize,
                  out: UnsafeMutablePointer<PlacedRecord>?) -> CGSize {
        if count == 1 {
            return stackRunOne(childIDs[first], axis: axis, alignmentCode: nodes[id].alignH, alignment: nil, alignmentOf: id, p, out: out)
        }
        if nodes[id].flags & GraphNode.gapsReady == 0 { fillGaps(id, axis: axis) }
        return stackRun(children: childIDs.base + Int(first), gaps: gaps.base + Int(first), Int(count), axis: axis,
                        alignmentCode: nodes[id].alignH, alignment: nil, alignmentOf: id, p, out: out)
    }

    /// The algorithm for one child (a common wrapper): it is the only priority group, with
    /// nothing held in reserve, so it is offered the whole length, and the minimum/maximum probes
    /// would change nothing. Its guide goes to 0 and the range starts at min(0, −guide). Kept
    /// apart from the general run so that a deep chain of wrappers recurses through a small frame.
    @inline(__always) private func stackRunOne(_ child: Int32, axis: Axis, alignmentCode: AlignCode, alignment: StackAlignment?, alignmentOf stack: Int32,
                                               _ p: ProposedViewSize, out: UnsafeMutablePointer<PlacedRecord>?) -> CGSize {
        let minor = axis.other
        let proposal = ProposedViewSize(axis: axis, major: p[axis].map { Swift.max($0, 0) }, minor: p[minor])
        let s = size(child, proposal)
        let guide = alignmentCode != .other && !nodes[child].hasExplicitGuides
            ? alignmentCode.value(s[minor]) : (alignment ?? stackAlignment(of: stack)).value(in: dimensions(child, s))
        let lo = Swift.min(0, -guide), hi = Swift.max(0, -guide + s[minor])
        out?[0] = PlacedRecord(id: child, frame: CGRect(origin: CGPoint(axis: axis, major: 0, minor: -guide - lo), size: s), proposal: proposal)
        return CGSize(axis: axis, major: s[axis], minor: hi - lo)
    }

    /// The algorithm itself over `n` child ids and the gap before each, on a scratch buffer (no
    /// heap allocation per call). The minor-axis alignment is `alignmentCode`, or where that
    /// does not do, `alignment` (or the one of node `stack`).
    func stackRun(children: UnsafePointer<Int32>, gaps: UnsafePointer<CGFloat>, _ n: Int, axis: Axis, alignmentCode: AlignCode,
                  alignment: StackAlignment?, alignmentOf stack: Int32, _ p: ProposedViewSize,
                  out: UnsafeMutablePointer<PlacedRecord>?) -> CGSize {
        guard n > 0 else { return .zero }
        let minor = axis.other
        let pMinor = p[minor]
        if n == 1 {
            return stackRunOne(children[0], axis: axis, alignmentCode: alignmentCode, alignment: alignment, alignmentOf: stack, p, out: out)
        }
        return withUnsafeTemporaryAllocation(of: StackChild.self, capacity: n) { raw -> CGSize in
            let c = raw.baseAddress!
            c.initialize(repeating: StackChild(), count: n)
            defer { c.deinitialize(count: n) }

            // Gaps: an explicit spacing everywhere, otherwise each pair's preferred distance.
            var internalSpacing: CGFloat = 0
            for i in 1..<max(n, 1) {
                c[i].distance = gaps[i]
                internalSpacing += gaps[i]
            }

            if let pMajor = p[axis] {
                // Case A: probe each child's minimum and maximum major length with the real minor proposal.
                var topPriority = -Double.infinity
                for i in 0..<n {
                    let child = children[i]
                    c[i].priority = nodes[child].priority
                    topPriority = Swift.max(topPriority, c[i].priority)
                    c[i].min = size(child, ProposedViewSize(axis: axis, major: 0, minor: pMinor))[axis]
                    c[i].max = size(child, ProposedViewSize(axis: axis, major: .infinity, minor: pMinor))[axis]
                }
                withUnsafeTemporaryAllocation(of: Int.self, capacity: n) { orderBuffer in
                    let order = orderBuffer.baseAddress!
                    prioritize(c, order, n)
                    // Lower groups keep their minimum in reserve while higher groups are sized.
                    var available = pMajor - internalSpacing
                    for i in 0..<n where c[i].priority != topPriority { available -= c[i].min }
                    var start = 0
                    while start < n {
                        let groupPriority = c[order[start]].priority
                        var end = start
                        while end < n && c[order[end]].priority == groupPriority { end += 1 }
                        if start > 0 {
                            for k in start..<end { available += c[order[k]].min }
                        }
                        for k in start..<end {
                            let i = order[k]
                            let share = Swift.max(available / CGFloat(end - k), 0)
                            let proposal = ProposedViewSize(axis: axis, major: share, minor: pMinor)
                            let s = size(children[i], proposal)
                            c[i].proposal = proposal
                            c[i].size = s
                            let next = available - s[axis]
                            if !next.isNaN { available = next }  // ∞ − ∞ leaves `available` unchanged
                        }
                        start = end
                    }
                }
            } else {
                // Case B: a nil major proposal asks every child for its ideal length.
                for i in 0..<n {
                    c[i].proposal = ProposedViewSize(axis: axis, major: nil, minor: pMinor)
                    c[i].size = size(children[i], c[i].proposal)
                }
            }

            // Minor axis: each child's alignment guide goes to 0; the extent is the union of the
            // children's ranges and 0, shifted to start at 0.
            var lo: CGFloat = 0, hi: CGFloat = 0
            for i in 0..<n {
                let s = c[i].size
                let child = children[i]
                let guide = alignmentCode != .other && !nodes[child].hasExplicitGuides
                    ? alignmentCode.value(s[minor]) : (alignment ?? stackAlignment(of: stack)).value(in: dimensions(child, s))
                c[i].offset = -guide
                lo = Swift.min(lo, -guide)
                hi = Swift.max(hi, -guide + s[minor])
            }

            var position: CGFloat = 0
            for i in 0..<n {
                position += c[i].distance
                if let out {
                    out[i] = PlacedRecord(id: children[i], frame: CGRect(origin: CGPoint(axis: axis, major: position, minor: c[i].offset - lo), size: c[i].size),
                                          proposal: c[i].proposal)
                }
                position += c[i].size[axis]
            }
            return CGSize(axis: axis, major: position, minor: hi - lo)
        }
    }

    /// The order in which children are offered space: a stable insertion sort by descending
    /// priority, then ascending flexibility (max − min), with two infinite flexibilities ordered by
    /// the larger minimum first.
    private func prioritize(_ c: UnsafeMutablePointer<StackChild>, _ order: UnsafeMutablePointer<Int>, _ n: Int) {
        // The comparison as one lexicographic key per child: (−priority, flexibility, −minimum
        // when the flexibility is infinite, else 0), compared with `<` and sorted stably.
        withUnsafeTemporaryAllocation(of: (CGFloat, CGFloat, CGFloat).self, capacity: n) { buffer in
            let k = buffer.baseAddress!
            for i in 0..<n {
                let f = c[i].max - c[i].min
                let flexibility = f.isNaN ? CGFloat.infinity : f  // [INF] ∞ − ∞ (a child whose minimum is ∞) counts as ∞
                k[i] = (-CGFloat(c[i].priority), flexibility, flexibility.isInfinite ? -c[i].min : 0)
                order[i] = i
            }
            for i in 1..<Swift.max(n, 1) {
                let x = order[i], kx = k[x]
                var j = i
                while j > 0 {
                    let ky = k[order[j - 1]]
                    let less = kx.0 != ky.0 ? kx.0 < ky.0 : kx.1 != ky.1 ? kx.1 < ky.1 : kx.2 < ky.2
                    if !less { break }
                    order[j] = order[j - 1]
                    j -= 1
                }
                order[j] = x
            }
        }
    }
}
