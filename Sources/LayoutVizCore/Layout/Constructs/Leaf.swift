import Foundation

// Leaves (Color, shapes) and Spacer. See docs/layout/leaves.md.

extension LayoutEngine {
    // MARK: Leaf

    /// The default leaf engine: take the proposal, a nil axis becoming 10.
    @inline(__always) func leafSize(_ p: ProposedViewSize) -> CGSize { p.replacingUnspecifiedDimensions() }

    /// Cheaper to compute than to look up; no guides of its own.
    var leafTraits: ConstructTraits { ConstructTraits(guides: .none, isCheap: true) }

    // MARK: Spacer
    //
    // Parameters: `a` minLength (NaN: the system spacing), `bits` the enclosing stack's axis.

    /// The length along the stack's axis is max(proposal ?? −∞, minLength ?? 8); the other axis
    /// is 0. Outside a stack both axes follow the first rule.
    @inline(__always) func spacerSize(_ id: Int32, _ p: ProposedViewSize) -> CGSize {
        let pr = params[id]
        let v = opt(pr.a) ?? defaultSpacing
        func len(_ x: CGFloat?) -> CGFloat { max(x ?? -.infinity, v) }
        switch pr.optionalAxis {
        case .horizontal?: return CGSize(width: len(p.width), height: 0)
        case .vertical?: return CGSize(width: 0, height: len(p.height))
        case nil: return CGSize(width: len(p.width), height: len(p.height))
        }
    }

    /// Spacers publish zero spacing on their stack-axis edges (all edges outside a stack), so the
    /// spacer's own length replaces the gap next to it.
    func spacerSpacing(_ id: Int32) -> ViewSpacing {
        switch params[id].optionalAxis {
        case .horizontal?: return ViewSpacing(leading: 0, trailing: 0)
        case .vertical?: return ViewSpacing(top: 0, bottom: 0)
        case nil: return .zero
        }
    }

    /// Priority −∞: a stack offers a spacer what is left. The cross axis of a stack's spacer is 0
    /// whatever the proposal.
    func spacerTraits(_ id: Int32) -> ConstructTraits {
        var t = ConstructTraits(guides: .none, priority: .lowest, isCheap: true)
        switch params[id].optionalAxis {
        case .horizontal?: t.ignores = GraphNode.ignoresHeight
        case .vertical?: t.ignores = GraphNode.ignoresWidth
        case nil: break
        }
        return t
    }
}

extension NodeParams {
    static func spacer(minLength: CGFloat?, axis: Axis?) -> NodeParams {
        var p = NodeParams()
        p.a = minLength ?? .nan
        p.bits = axisBits(axis)
        return p
    }
}
