import Foundation

/// A view resolved once and laid out as often as needed, reusing work between passes.
///
/// Each node keeps its answers per proposal across passes (a size depends only on the subtree and
/// the proposal), so a new root width re-measures only what the width reaches, and the same
/// proposal again returns the previous tree at once. `LayoutTree(_:proposal:)` is a session used once.
///
/// A session lays out on one thread at a time (it owns the mutable flat tree and its caches);
/// the trees it returns stay valid after later passes. Use one session per thread.
public final class LayoutSession {
    /// The flat tree with its caches; nil for an empty view.
    private let engine: LayoutEngine?
    private let safeArea: CGRect?
    private var last: (proposal: ProposedViewSize, tree: LayoutTree)?

    /// Resolves `view` with `environment`. With `safeArea`, layouts propose its size to the root
    /// and centre the root in it, as an app's window does.
    public init(_ view: some View, environment: EnvironmentValues = EnvironmentValues(), safeArea: CGRect? = nil) {
        engine = resolveRoot(view, environment: environment).map { LayoutEngine(root: $0, safeArea: safeArea) }
        self.safeArea = safeArea
    }

    /// Lays the view out for `proposal`.
    public func layout(_ proposal: ProposedViewSize) -> LayoutTree {
        if let last, last.proposal == proposal { return last.tree }
        // The previous tree's storage can be reused once nothing outside holds that tree.
        var previous = last?.tree.root.arena
        last = nil
        let recycled = isKnownUniquelyReferenced(&previous) ? previous : nil
        previous = nil
        let tree = computeLayout(proposal, recycling: recycled)
        last = (proposal, tree)
        return tree
    }

    private func computeLayout(_ proposal: ProposedViewSize, recycling previous: LayoutArena?) -> LayoutTree {
        guard let engine else {
            let arena = LayoutArena(engine: nil)
            arena.records.append(PlacedRecord(id: -1, frame: CGRect(origin: safeArea?.origin ?? .zero, size: .zero), proposal: proposal))
            return LayoutTree(root: LayoutNode(arena: arena, index: 0), proposal: proposal, sizeComputations: 0)
        }
        engine.sizeComputations = 0
        engine.pass &+= 1
        let arena = previous.map { LayoutArena(engine: engine, recycling: $0) } ?? LayoutArena(engine: engine)
        let s = engine.size(engine.root, proposal)
        var origin = CGPoint.zero
        if let area = safeArea {
            origin = CGPoint(x: area.minX + (area.width - s.width) / 2, y: area.minY + (area.height - s.height) / 2)
        }
        arena.records.append(PlacedRecord(id: engine.root, frame: CGRect(origin: origin, size: s), proposal: proposal))
        placeAll(arena, engine)
        return LayoutTree(root: LayoutNode(arena: arena, index: 0), proposal: proposal, sizeComputations: engine.sizeComputations)
    }

    /// Places every record's children, in the order the records were written (breadth first): a
    /// record's frame is final when its parent writes it, so one loop over the growing buffer
    /// places the whole tree with no recursion, however deep.
    private func placeAll(_ arena: LayoutArena, _ engine: LayoutEngine) {
        var i = 0
        while i < arena.records.count {
            let g = engine.nodes[arena.records.base[i].id]
            if g.tag == .leaf || g.tag == .spacer {
                // Nothing lies below a leaf (most records are leaves).
            } else if g.flags & GraphNode.isFrameOverLeaf != 0 {
                placeFrameOverLeaf(i, arena, engine)
            } else {
                place(i, arena, engine)
            }
            i += 1
        }
    }

    /// Places the children of record `index`: the engine writes their records into one contiguous
    /// range at the end of the buffer, frames relative to the parent, made absolute here.
    private func place(_ index: Int, _ arena: LayoutArena, _ engine: LayoutEngine) {
        let id = arena.records[index].id
        let tag = engine.nodes[id].tag
        if tag == .text { return recordText(index, arena, engine) }
        if tag == .geometryReader {
            engine.expandGeometryReader(id, size: arena.records[index].frame.size, globalOrigin: arena.records[index].frame.origin)
        }
        let capacity = engine.placementCapacity(id)
        guard capacity > 0 else { return }
        let first = arena.records.appendUninitialized(capacity)
        let frame = arena.records[index].frame
        let count = engine.placeChildren(id, size: frame.size, proposal: arena.records[index].proposal, globalOrigin: frame.origin,
                                         into: arena.records.base + first)
        if count < capacity { arena.records.removeLast(capacity - count) }
        let records = arena.records.base
        for i in first..<first + count {
            records[i].frame.origin.x += frame.origin.x
            records[i].frame.origin.y += frame.origin.y
        }
        records[index].firstChild = Int32(first)
        records[index].childCount = Int32(count)
    }

    /// Keeps the text request measured for record `index`'s size, to draw it the same way (out
    /// of line: `place` stays small for the common kinds).
    @inline(never) private func recordText(_ index: Int, _ arena: LayoutArena, _ engine: LayoutEngine) {
        let record = arena.records[index]
        let n = engine.objects[Int(record.id)]
        arena.textRequests[index] = n.textLayouts.last(where: { $0.size == record.frame.size })?.request
            ?? (n.kind.textContent?.layout(for: record.proposal).request)
    }

    /// `place` for a `frame` around a Color or shape (the commonest pair): the leaf's record
    /// written directly, in NaN-for-nil numbers, with the same arithmetic as the general path
    /// (the frame's proposal or fixed length to the leaf, nil becoming 10; aligned by the codes).
    private func placeFrameOverLeaf(_ index: Int, _ arena: LayoutArena, _ engine: LayoutEngine) {
        let records = arena.records.base
        let id = records[index].id
        let g = engine.nodes[id]
        guard g.alignH != .other && g.alignV != .other else { return place(index, arena, engine) }  // custom guides
        let first = arena.records.appendUninitialized(1)
        let r = arena.records.base + index
        let pr = engine.params.base + Int(id)
        let s = r.pointee.frame.size
        let pw = pr.pointee.a.isNaN ? r.pointee.proposalWidth : pr.pointee.a
        let ph = pr.pointee.b.isNaN ? r.pointee.proposalHeight : pr.pointee.b
        let cs = CGSize(width: pw.isNaN ? 10 : pw, height: ph.isNaN ? 10 : ph)
        let x = r.pointee.frame.origin.x + (g.alignH.value(s.width) - g.alignH.value(cs.width))
        let y = r.pointee.frame.origin.y + (g.alignV.value(s.height) - g.alignV.value(cs.height))
        arena.records.base[first] = PlacedRecord(id: engine.childIDs[g.firstChild], frame: CGRect(x: x, y: y, width: cs.width, height: cs.height),
                                                 proposalWidth: pw, proposalHeight: ph)
        r.pointee.firstChild = Int32(first)
        r.pointee.childCount = 1
    }
}

extension Node.Kind {
    var textContent: TextContent? {
        if case .text(let c) = self { return c }
        return nil
    }
}
