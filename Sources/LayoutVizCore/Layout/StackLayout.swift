import Foundation

/// One run of the HStack/VStack algorithm (spec §4.1): each child's proposal and origin, and the
/// stack's size.
struct StackLayoutResult {
    var size: CGSize
    var proposals: [ProposedViewSize]
    var origins: [CGPoint]
}

extension LayoutEngine {
    func stackLayout(_ children: [Node], axis: Axis, alignment: StackAlignment, spacing: CGFloat?, _ p: ProposedViewSize) -> StackLayoutResult {
        let n = children.count
        guard n > 0 else { return StackLayoutResult(size: .zero, proposals: [], origins: []) }
        let minor = axis.other
        let pMinor = p[minor]

        // Gaps: an explicit spacing everywhere, otherwise each pair's preferred distance.
        var distances = [CGFloat](repeating: 0, count: n)
        for i in 1..<n {
            distances[i] = spacing ?? preferredDistance(from: children[i - 1], to: children[i], along: axis)
        }
        let internalSpacing = distances.reduce(0, +)

        var proposals = [ProposedViewSize](repeating: .unspecified, count: n)
        var sizes = [CGSize](repeating: .zero, count: n)

        if let pMajor = p[axis] {
            // Case A: probe each child's minimum and maximum major length with the real minor proposal.
            let priorities = children.map(\.layoutPriority)
            var mins = [CGFloat](repeating: 0, count: n), maxs = mins
            for i in 0..<n {
                mins[i] = size(children[i], ProposedViewSize(axis: axis, major: 0, minor: pMinor))[axis]
                maxs[i] = size(children[i], ProposedViewSize(axis: axis, major: .infinity, minor: pMinor))[axis]
            }
            let order = prioritize(priorities: priorities, mins: mins, maxs: maxs)
            let topPriority = priorities[order[0]]

            // Lower groups keep their minimum in reserve while higher groups are sized.
            var available = pMajor - internalSpacing
            for i in 0..<n where priorities[i] != topPriority { available -= mins[i] }

            var start = 0
            while start < n {
                let groupPriority = priorities[order[start]]
                var end = start
                while end < n && priorities[order[end]] == groupPriority { end += 1 }
                if start > 0 {
                    for k in start..<end { available += mins[order[k]] }
                }
                for k in start..<end {
                    let i = order[k]
                    let share = max(available / CGFloat(end - k), 0)
                    let proposal = ProposedViewSize(axis: axis, major: share, minor: pMinor)
                    let s = size(children[i], proposal)
                    proposals[i] = proposal
                    sizes[i] = s
                    let next = available - s[axis]
                    if !next.isNaN { available = next }  // ∞ − ∞ leaves `available` unchanged
                }
                start = end
            }
        } else {
            // Case B: a nil major proposal asks every child for its ideal length.
            for i in 0..<n {
                proposals[i] = ProposedViewSize(axis: axis, major: nil, minor: pMinor)
                sizes[i] = size(children[i], proposals[i])
            }
        }

        // Minor axis: each child's alignment guide goes to 0; the extent is the union of the
        // children's ranges and 0, shifted to start at 0.
        var offsets = [CGFloat](repeating: 0, count: n)
        var lo: CGFloat = 0, hi: CGFloat = 0
        for i in 0..<n {
            offsets[i] = -alignment.value(in: dimensions(children[i], sizes[i]))
            lo = min(lo, offsets[i])
            hi = max(hi, offsets[i] + sizes[i][minor])
        }

        var origins = [CGPoint](repeating: .zero, count: n)
        var position: CGFloat = 0
        for i in 0..<n {
            position += distances[i]
            origins[i] = CGPoint(axis: axis, major: position, minor: offsets[i] - lo)
            position += sizes[i][axis]
        }
        return StackLayoutResult(size: CGSize(axis: axis, major: position, minor: hi - lo), proposals: proposals, origins: origins)
    }

    /// The order in which children are offered space: a stable insertion sort by descending
    /// priority, then ascending flexibility (max − min), with two infinite flexibilities ordered by
    /// the larger minimum first.
    private func prioritize(priorities: [Double], mins: [CGFloat], maxs: [CGFloat]) -> [Int] {
        func flexibility(_ i: Int) -> CGFloat {
            let f = maxs[i] - mins[i]
            return f.isNaN ? .infinity : f  // [INF] ∞ − ∞ (a child whose minimum is ∞) counts as ∞
        }
        func before(_ a: Int, _ b: Int) -> Bool {
            if priorities[a] != priorities[b] { return priorities[a] > priorities[b] }
            let fa = flexibility(a), fb = flexibility(b)
            if fa.isInfinite && fb.isInfinite { return mins[a] > mins[b] }
            return fa < fb
        }
        var order = Array(mins.indices)
        for i in 1..<max(order.count, 1) {
            let x = order[i]
            var j = i
            while j > 0 && before(x, order[j - 1]) {
                order[j] = order[j - 1]
                j -= 1
            }
            order[j] = x
        }
        return order
    }
}
