import Foundation

/// A view resolved once and laid out as often as needed, reusing work between passes.
///
/// Each node keeps its answers per proposal across passes (a size depends only on the subtree and
/// the proposal), so a new root width re-measures only what the width reaches, and the same
/// proposal again returns the previous tree at once. `LayoutTree(_:proposal:)` is a session used once.
public final class LayoutSession {
    private let root: Node?
    private let safeArea: CGRect?
    private var last: (proposal: ProposedViewSize, tree: LayoutTree)?

    /// Resolves `view` with `environment`. With `safeArea`, layouts propose its size to the root
    /// and centre the root in it, as an app's window does.
    public init(_ view: some View, environment: EnvironmentValues = EnvironmentValues(), safeArea: CGRect? = nil) {
        root = resolveRoot(view, environment: environment)
        self.safeArea = safeArea
    }

    /// Lays the view out for `proposal`.
    public func layout(_ proposal: ProposedViewSize) -> LayoutTree {
        if let last, last.proposal == proposal { return last.tree }
        let tree = computeLayout(proposal)
        last = (proposal, tree)
        return tree
    }

    private func computeLayout(_ proposal: ProposedViewSize) -> LayoutTree {
        guard let node = root else {
            let empty = LayoutNode(node: nil, frame: CGRect(origin: safeArea?.origin ?? .zero, size: .zero), proposal: proposal, children: [], textRequest: nil)
            return LayoutTree(root: empty, proposal: proposal, sizeComputations: 0)
        }
        let engine = LayoutEngine(safeArea: safeArea)
        var origin = CGPoint.zero
        if let area = safeArea {
            let s = engine.size(node, proposal)
            origin = CGPoint(x: area.minX + (area.width - s.width) / 2, y: area.minY + (area.height - s.height) / 2)
        }
        let placed = place(node, proposal: proposal, at: origin, engine)
        return LayoutTree(root: placed, proposal: proposal, sizeComputations: engine.stats.sizeComputations)
    }

    private func place(_ n: Node, proposal: ProposedViewSize, at origin: CGPoint, _ engine: LayoutEngine) -> LayoutNode {
        let s = engine.size(n, proposal)
        var children: [LayoutNode] = []
        if !n.children.isEmpty || n.isGeometryReader {
            let placements = engine.placements(n, size: s, proposal: proposal, globalOrigin: origin)
            children.reserveCapacity(placements.count)
            for c in placements {
                children.append(place(c.node, proposal: c.proposal, at: CGPoint(x: origin.x + c.origin.x, y: origin.y + c.origin.y), engine))
            }
        }
        var request: TextLayoutRequest?
        if case .text = n.kind { request = n.textLayouts.last(where: { $0.size == s })?.request }
        return LayoutNode(node: n, frame: CGRect(origin: origin, size: s), proposal: proposal, children: children, textRequest: request)
    }
}

extension Node {
    var isGeometryReader: Bool {
        if case .geometryReader = kind { return true }
        return false
    }
}
