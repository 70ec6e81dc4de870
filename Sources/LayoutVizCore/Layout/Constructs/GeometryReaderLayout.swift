import Foundation

// GeometryReader. See docs/layout/geometry-reader.md.
//
// The content is built at placement, from the reader's size and position, and added to the flat
// tree (not to the resolved `Node`, which layout never changes).

extension LayoutEngine {
    /// The reader answers as a leaf: the proposal, a nil axis becoming 10.
    @inline(__always) func geometryReaderSize(_ p: ProposedViewSize) -> CGSize { p.replacingUnspecifiedDimensions() }

    /// Every child is proposed the reader's size and placed at its top-leading corner; several
    /// children overlap.
    func placeGeometryReader(_ id: Int32, size s: CGSize, into out: StoreWindow<PlacedRecord>) -> Int {
        let g = nodes[id]
        let cp = ProposedViewSize(s)
        for k in 0..<g.childCount {
            let c = child(id, k)
            out[Int(k)] = PlacedRecord(id: c, frame: CGRect(origin: .zero, size: size(c, cp)), proposal: cp)
        }
        return Int(g.childCount)
    }

    /// Builds the reader's content for its size and position and adds it to the flat tree as
    /// the reader's children. Each pass appends fresh content (trees from earlier passes still
    /// refer to the old ids), so a session with readers grows by their content on every pass that
    /// reaches them.
    func expandGeometryReader(_ id: Int32, size s: CGSize, pass: PlacementPass) {
        guard case .geometryReader(let content) = objects[Int(id)].kind else { return }
        let global = CGRect(origin: pass.origin, size: s)
        let proxy = GeometryProxy(size: s, safeAreaInsets: safeAreaInsets(of: global, in: pass.region), globalFrame: global, anchors: anchors)
        // [INF] The content counts as deep as the whole tree, so deep content moves to a large stack.
        let (first, count) = addChildren(content(proxy), depth: maxDepth, rightToLeft: mirrors && rightToLeft[id])
        setChildren(id, first: first, count: count)
    }

    /// Cheap to answer; its content's guides stay inside it.
    var geometryReaderTraits: ConstructTraits { ConstructTraits(guides: .none, isCheap: true) }
}
