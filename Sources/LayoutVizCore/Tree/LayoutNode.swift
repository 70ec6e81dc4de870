import Foundation

/// One laid-out view: what it is, its frame in root coordinates, and its children.
///
/// Frames are unrounded points, exactly as the layout computed them; only drawing snaps to pixels.
/// Names and parameters are read from the resolved view on demand, so a layout pass builds no strings.
public struct LayoutNode {
    /// The pass's records; this node is `records[index]`.
    let arena: LayoutArena
    let index: Int

    private var record: PlacedRecord { arena.records[index] }
    /// The resolved view's id in the engine (−1 for the root of an empty view).
    var nodeID: Int32 { record.id }
    /// The resolved view; nil only for the root of an empty view.
    var node: Node? {
        let id = record.id
        return id < 0 ? nil : arena.engine?.objects[Int(id)]
    }
    /// The frame in root coordinates, in unrounded points.
    public var frame: CGRect { record.frame }
    /// The proposal the parent placed this view with.
    public var proposal: ProposedViewSize { record.proposal }
    /// The children in source order (for background/overlay: the primary, then the secondary).
    public var children: [LayoutNode] {
        let r = record
        return (0..<Int(r.childCount)).map { LayoutNode(arena: arena, index: Int(r.firstChild) + $0) }
    }
    /// The number of children, without building them.
    var childCount: Int { Int(record.childCount) }
    /// Whether the view lays out right to left (docs/layout/right-to-left.md): its shape's path
    /// is drawn mirrored, as iOS 17 draws shapes by default.
    public var isRightToLeft: Bool {
        let id = record.id
        guard id >= 0, let engine = arena.engine else { return false }
        return engine.mirrors && engine.rightToLeft[id]
    }
    /// For text: the request that was measured, to draw it the same way.
    var textRequest: TextLayoutRequest? { arena.textRequests[index] }

    /// The view's kind as SwiftUI names it: `VStack`, `Color`, `frame`, `padding`, `Spacer`...
    public var kind: String { node?.kindName ?? "EmptyView" }
    /// The kind's parameters in SwiftUI notation (`spacing: 0`, `height: 50`, `red`), or "".
    public var detail: String { node?.detail ?? "" }
    /// The value given with `.id(_:)`, if any.
    public var id: AnyHashable? { node?.id }
    /// The custom view (`TopView`) whose body produced this node, if any.
    public var viewName: String? { node?.viewName }

    var leaf: Node.Leaf? {
        if case .leaf(let l)? = node?.kind { return l }
        return nil
    }

    var image: ImageContent? {
        if case .image(let i)? = node?.kind { return i }
        return nil
    }

    var text: (content: TextContent, request: TextLayoutRequest)? {
        guard case .text(let content)? = node?.kind, let textRequest else { return nil }
        return (content, textRequest)
    }

    /// The view's `zIndex` among its siblings (0 unless set).
    var zIndex: Double { node?.traits[ZIndexTraitKey.self] ?? 0 }

    /// True for `background`: its second child is drawn before its first.
    var drawsSecondaryFirst: Bool {
        if case .secondary(_, let isOverlay)? = node?.kind { return !isOverlay }
        return false
    }

    /// A clip or opacity applied to the subtree's drawing.
    var effect: DrawingEffect? {
        switch node?.kind {
        case .clip(_, let path)?: return .clip(path)
        case .opacity(let o)?: return .opacity(o)
        case .shadow(let c, let r, let o)?: return .shadow(color: c, radius: r, offset: o)
        case .scroll?: return arena.clips[index].map { .clipRect($0) }
        case .transformEffect(let t)?: return .transform(t.matrix(in: frame))
        case .blur(let r)?: return .blur(r)
        case .composite(let e)?: return .composite(e)
        case .mask?: return .mask
        default: return nil
        }
    }

    /// Every node of the subtree, depth first, parents before children.
    public func allNodes() -> [LayoutNode] {
        var out: [LayoutNode] = []
        var stack = [self]
        while let n = stack.popLast() {
            out.append(n)
            stack.append(contentsOf: n.children.reversed())
        }
        return out
    }
}

extension LayoutNode {
    /// The name a path uses for this view: its custom view's name, else its kind.
    package var pathName: String { viewName ?? kind }

    /// Sibling names, numbered (`Color#1`, `Color#2`) where they repeat: how paths tell siblings apart.
    package static func pathLabels(_ names: [String]) -> [String] {
        var counts: [String: Int] = [:]
        for n in names { counts[n, default: 0] += 1 }
        var seen: [String: Int] = [:]
        return names.map { n in
            guard counts[n, default: 0] > 1 else { return n }
            seen[n, default: 0] += 1
            return "\(n)#\(seen[n]!)"
        }
    }

    /// Views of the subtree whose frame is not finite (a NaN or infinite origin or size), named by
    /// their paths from this view (`Card/VStack/offset`), outermost first; views inside a listed one
    /// are not listed. Such views are not drawn, or only their part on the canvas when a size is
    /// infinite. Walks without recursion.
    public func nonFiniteViews() -> [(path: String, frame: CGRect)] {
        var out: [(String, CGRect)] = []
        var stack: [(LayoutNode, String)] = [(self, pathName)]
        while let (n, path) = stack.popLast() {
            let f = n.frame
            if !(f.origin.x.isFinite && f.origin.y.isFinite && f.size.width.isFinite && f.size.height.isFinite) {
                out.append((path, f))
                continue
            }
            let children = n.children
            let labels = Self.pathLabels(children.map(\.pathName))
            for (child, label) in zip(children, labels).reversed() { stack.append((child, path + "/" + label)) }
        }
        return out
    }
}
