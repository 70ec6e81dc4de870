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
        let arena = LayoutArena()
        guard let node = root else {
            arena.records = [LayoutArena.Record(node: nil, frame: CGRect(origin: safeArea?.origin ?? .zero, size: .zero), proposal: proposal)]
            return LayoutTree(root: LayoutNode(arena: arena, index: 0), proposal: proposal, sizeComputations: 0)
        }
        let engine = LayoutEngine(safeArea: safeArea)
        let s = engine.size(node, proposal)
        var origin = CGPoint.zero
        if let area = safeArea {
            origin = CGPoint(x: area.minX + (area.width - s.width) / 2, y: area.minY + (area.height - s.height) / 2)
        }
        arena.records.append(LayoutArena.Record(node: node, frame: CGRect(origin: origin, size: s), proposal: proposal))
        place(0, arena, engine)
        return LayoutTree(root: LayoutNode(arena: arena, index: 0), proposal: proposal, sizeComputations: engine.stats.sizeComputations)
    }

    /// Places the children of record `index` (whose frame is known): their records go into one
    /// contiguous range, then each child's subtree is placed in turn.
    private func place(_ index: Int, _ arena: LayoutArena, _ engine: LayoutEngine) {
        let record = arena.records[index]
        guard let n = record.node else { return }
        if n.tag == .text {
            arena.textRequests[index] = n.textLayouts.last(where: { $0.size == record.frame.size })?.request
                ?? (n.kind.textContent?.layout(for: record.proposal).request)
        }
        guard !n.children.isEmpty || n.tag == .geometryReader else { return }
        let origin = record.frame.origin
        func append(_ c: ChildPlacement) {
            let s = engine.size(c.node, c.proposal)
            arena.records.append(LayoutArena.Record(node: c.node, frame: CGRect(x: origin.x + c.origin.x, y: origin.y + c.origin.y, width: s.width, height: s.height),
                                                    proposal: c.proposal))
        }
        let first = arena.records.count
        if engine.isUnary(n) {
            // Modifiers have one child: no placement array.
            append(engine.unaryPlacement(n, size: record.frame.size, proposal: record.proposal))
        } else {
            engine.placements(n, size: record.frame.size, proposal: record.proposal, globalOrigin: origin).forEach(append)
        }
        let count = arena.records.count - first
        arena.records[index].firstChild = Int32(first)
        arena.records[index].childCount = Int32(count)
        for i in 0..<count { place(first + i, arena, engine) }
    }
}

extension Node.Kind {
    var textContent: TextContent? {
        if case .text(let c) = self { return c }
        return nil
    }
}

