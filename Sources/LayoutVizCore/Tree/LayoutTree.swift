import Foundation

/// The result of laying out a view: every view's frame, in root coordinates.
///
/// ```swift
/// let tree = LayoutTree(HStack { Color.red; Color.blue.id("blue") },
///                       proposal: ProposedViewSize(width: 100, height: 50))
/// tree.frame(of: "blue")   // (54, 0, 46, 50)
/// ```
public struct LayoutTree {
    /// The root view; an `EmptyView` root is a node of kind `EmptyView` with a zero frame.
    public let root: LayoutNode
    /// The proposal the root was laid out with.
    public let proposal: ProposedViewSize
    /// How many node sizes the pass computed (cache misses), for tests of the per-proposal cache.
    let sizeComputations: Int

    /// Lays `view` out for `proposal` with its top-leading corner at the origin.
    public init(_ view: some View, proposal: ProposedViewSize, environment: EnvironmentValues = EnvironmentValues()) {
        self.init(view, proposal: proposal, environment: environment, placeIn: nil, safeArea: nil)
    }

    /// Lays `view` out as an app's root: proposed the size of `safeArea` and centred in it
    /// (spec §1.8). Frames are in the coordinates `safeArea` is given in (the screen's).
    public init(_ view: some View, safeArea: CGRect, environment: EnvironmentValues = EnvironmentValues()) {
        self.init(view, proposal: ProposedViewSize(safeArea.size), environment: environment, placeIn: safeArea, safeArea: safeArea)
    }

    private init(_ view: some View, proposal: ProposedViewSize, environment: EnvironmentValues, placeIn area: CGRect?, safeArea: CGRect?) {
        self.proposal = proposal
        guard let node = resolveRoot(view, environment: environment) else {
            root = LayoutNode(kind: "EmptyView", detail: "", id: nil, viewName: nil, frame: CGRect(origin: area?.origin ?? .zero, size: .zero),
                              proposal: proposal, children: [], leaf: nil, text: nil, drawsSecondaryFirst: false)
            sizeComputations = 0
            return
        }
        let engine = LayoutEngine(safeArea: safeArea)
        var origin = CGPoint.zero
        if let area {
            let s = engine.size(node, proposal)
            origin = CGPoint(x: area.minX + (area.width - s.width) / 2, y: area.minY + (area.height - s.height) / 2)
        }
        root = LayoutTree.place(node, proposal: proposal, at: origin, engine)
        sizeComputations = engine.stats.sizeComputations
    }

    private static func place(_ n: Node, proposal: ProposedViewSize, at origin: CGPoint, _ engine: LayoutEngine) -> LayoutNode {
        let s = engine.size(n, proposal)
        let children = engine.placements(n, size: s, proposal: proposal, globalOrigin: origin).map {
            place($0.node, proposal: $0.proposal, at: CGPoint(x: origin.x + $0.origin.x, y: origin.y + $0.origin.y), engine)
        }
        var leaf: Node.Leaf?
        if case .leaf(let l) = n.kind { leaf = l }
        var text: (TextContent, TextLayoutRequest)?
        if case .text(let content) = n.kind, let l = n.textLayouts.last(where: { $0.size == s }) { text = (content, l.request) }
        var secondaryFirst = false
        if case .secondary(_, let isOverlay) = n.kind { secondaryFirst = !isOverlay }
        var node = LayoutNode(kind: n.kindName, detail: n.detail, id: n.id, viewName: n.viewName, frame: CGRect(origin: origin, size: s),
                              proposal: proposal, children: children, leaf: leaf, text: text, drawsSecondaryFirst: secondaryFirst)
        if case .clip(_, let path) = n.kind { node.effect = .clip(path) }
        if case .opacity(let o) = n.kind { node.effect = .opacity(o) }
        return node
    }

    /// The frame of the first view (depth first) whose `.id` equals `id`.
    public func frame(of id: AnyHashable) -> CGRect? {
        node(withID: id)?.frame
    }

    /// The first node (depth first) whose `.id` equals `id`.
    public func node(withID id: AnyHashable) -> LayoutNode? {
        func find(_ n: LayoutNode) -> LayoutNode? {
            if n.id == id { return n }
            for c in n.children { if let f = find(c) { return f } }
            return nil
        }
        return find(root)
    }
}
