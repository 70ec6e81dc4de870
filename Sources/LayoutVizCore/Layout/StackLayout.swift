import Foundation

/// One run of the HStack/VStack algorithm (spec §4.1): each child's proposal and origin, and the
/// stack's size.
struct StackLayoutResult {
    var size: CGSize
    var proposals: [ProposedViewSize]
    var origins: [CGPoint]
}

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
    /// The stack's size for `p`, without building placement arrays.
    func stackSize(_ children: [Node], axis: Axis, alignment: StackAlignment, spacing: CGFloat?, _ p: ProposedViewSize) -> CGSize {
        stackRun(children, axis: axis, alignment: alignment, spacing: spacing, p, emit: nil)
    }

    /// The stack's size and every child's proposal and origin for `p`.
    func stackLayout(_ children: [Node], axis: Axis, alignment: StackAlignment, spacing: CGFloat?, _ p: ProposedViewSize) -> StackLayoutResult {
        var proposals = [ProposedViewSize](repeating: .unspecified, count: children.count)
        var origins = [CGPoint](repeating: .zero, count: children.count)
        let size = stackRun(children, axis: axis, alignment: alignment, spacing: spacing, p) { i, proposal, origin in
            proposals[i] = proposal
            origins[i] = origin
        }
        return StackLayoutResult(size: size, proposals: proposals, origins: origins)
    }

    /// The algorithm itself, on a scratch buffer (no heap allocation per call); `emit` receives
    /// each child's proposal and origin when placing.
    private func stackRun(_ children: [Node], axis: Axis, alignment: StackAlignment, spacing: CGFloat?, _ p: ProposedViewSize,
                          emit: ((Int, ProposedViewSize, CGPoint) -> Void)?) -> CGSize {
        let n = children.count
        guard n > 0 else { return .zero }
        let minor = axis.other
        let pMinor = p[minor]
        return withUnsafeTemporaryAllocation(of: StackChild.self, capacity: n) { raw -> CGSize in
            let c = raw.baseAddress!
            c.initialize(repeating: StackChild(), count: n)
            defer { c.deinitialize(count: n) }

            // Gaps: an explicit spacing everywhere, otherwise each pair's preferred distance.
            var internalSpacing: CGFloat = 0
            for i in 1..<max(n, 1) {
                let d = spacing ?? preferredDistance(from: children[i - 1], to: children[i], along: axis)
                c[i].distance = d
                internalSpacing += d
            }

            if let pMajor = p[axis] {
                // Case A: probe each child's minimum and maximum major length with the real minor proposal.
                var topPriority = -Double.infinity
                for i in 0..<n {
                    let child = children[i]
                    c[i].priority = child.layoutPriority
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
                let offset = -alignment.value(in: dimensions(children[i], s))
                c[i].offset = offset
                lo = Swift.min(lo, offset)
                hi = Swift.max(hi, offset + s[minor])
            }

            var position: CGFloat = 0
            for i in 0..<n {
                position += c[i].distance
                emit?(i, c[i].proposal, CGPoint(axis: axis, major: position, minor: c[i].offset - lo))
                position += c[i].size[axis]
            }
            return CGSize(axis: axis, major: position, minor: hi - lo)
        }
    }

    /// The order in which children are offered space: a stable insertion sort by descending
    /// priority, then ascending flexibility (max − min), with two infinite flexibilities ordered by
    /// the larger minimum first.
    private func prioritize(_ c: UnsafeMutablePointer<StackChild>, _ order: UnsafeMutablePointer<Int>, _ n: Int) {
        func flexibility(_ i: Int) -> CGFloat {
            let f = c[i].max - c[i].min
            return f.isNaN ? .infinity : f  // [INF] ∞ − ∞ (a child whose minimum is ∞) counts as ∞
        }
        func before(_ a: Int, _ b: Int) -> Bool {
            if c[a].priority != c[b].priority { return c[a].priority > c[b].priority }
            let fa = flexibility(a), fb = flexibility(b)
            if fa.isInfinite && fb.isInfinite { return c[a].min > c[b].min }
            return fa < fb
        }
        for i in 0..<n { order[i] = i }
        for i in 1..<Swift.max(n, 1) {
            let x = order[i]
            var j = i
            while j > 0 && before(x, order[j - 1]) {
                order[j] = order[j - 1]
                j -= 1
            }
            order[j] = x
        }
    }
}
