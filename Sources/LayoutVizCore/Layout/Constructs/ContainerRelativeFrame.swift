import Foundation

// `containerRelativeFrame`. See docs/layout/container-relative-frame.md.
//
// The container is the nearest enclosing scroll view (its proposal) or, outside any, the root's
// safe area (the screen less its insets). Sizes of a containerRelativeFrame and of the nodes
// above it up to a scroll view (whose own proposal holds the container) depend on the container
// as well as on their proposal (`GraphNode.dependsOnContainer`): they are cached with the
// container in the key (`LayoutEngine.containerSizes`). Sizing reads the container from
// `LayoutEngine.container`, which `place` sets from the record's before placing its children.
//
// Parameters: `bits` the axes; `a` count, `b` span, `c` spacing; the alignment as codes (and in
// the node). A closure (the `length` overload) lives in the node.

/// What a `containerRelativeFrame` computes its lengths from.
struct ContainerFrame {
    var axes: Axis.Set
    var count: Int
    var span: Int
    var spacing: CGFloat
    var alignment: Alignment
    /// The `(length, axis) -> length` overload's closure; nil for count and span.
    var length: ((CGFloat, Axis) -> CGFloat)?

    /// The length on `axis` for a container of length `c`: SwiftUI's documented formula, or the closure.
    func length(_ c: CGFloat, _ axis: Axis) -> CGFloat {
        if let length { return length(c, axis) }
        let n = CGFloat(max(count, 1)), k = CGFloat(min(max(span, 1), max(count, 1)))
        let column = (c - spacing * (n - 1)) / n
        return max(0, column * k + (k - 1) * spacing)
    }
}

extension NodeParams {
    static func containerFrame(_ f: ContainerFrame) -> NodeParams {
        var p = NodeParams.aligned(f.alignment)
        p.bits = UInt8(truncatingIfNeeded: f.axes.rawValue)
        return p
    }
}

extension LayoutEngine {
    /// The lengths on the frame's axes for the current container (nil where the container or
    /// the axis gives none).
    private func containerLengths(_ id: Int32) -> (CGFloat?, CGFloat?) {
        guard case .containerRelativeFrame(let f) = objects[Int(id)].kind else { return (nil, nil) }
        let c = container
        let w = f.axes.contains(.horizontal) ? c.width.map { f.length($0, .horizontal) } : nil
        let h = f.axes.contains(.vertical) ? c.height.map { f.length($0, .vertical) } : nil
        return (w, h)
    }

    /// A fixed frame of the container-relative lengths on its axes; elsewhere the proposal passes
    /// through and the child's size is used.
    func containerFrameSize(_ id: Int32, _ p: ProposedViewSize) -> CGSize {
        let (w, h) = containerLengths(id)
        if let w, let h { return CGSize(width: w, height: h) }
        let c = size(child(id), ProposedViewSize(width: w ?? p.width, height: h ?? p.height))
        return CGSize(width: w ?? c.width, height: h ?? c.height)
    }

    /// The child proposed as when sizing, aligned by the frame's alignment.
    func placeContainerFrame(_ id: Int32, size s: CGSize, proposal p: ProposedViewSize, into out: StoreWindow<PlacedRecord>) -> Int {
        let (w, h) = containerLengths(id)
        let g = nodes[id]
        out[0] = aligned(child(id), ProposedViewSize(width: w ?? p.width, height: h ?? p.height), in: s, g.alignH, g.alignV, id)
        return 1
    }

    /// Its size depends on the container, and so does everything's above it up to a scroll view.
    func containerFrameTraits(first: Int32, count: Int32) -> ConstructTraits {
        ConstructTraits(priority: .firstChild)
    }
}
