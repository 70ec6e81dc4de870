import Foundation

// The resolved tree, flattened for layout (docs/engine.md, "The flat tree").
//
// Resolution builds a tree of `Node` objects: convenient to build, costly to walk (each step
// retains a class instance and copies an enum whose payloads hold closures). The engine works on
// a flat copy instead, built once per `LayoutSession`: nodes are `Int32` ids into plain tables of
// trivial values (the kind's tag, alignment codes, child range, priority), parameters sit in a
// side table of trivial values, children are contiguous runs in one id table, and each node's
// size cache is a fixed inline block. Nothing on the hot path retains, allocates or copies a
// closure; the `Node` objects stay beside it for what layout rarely needs (text, custom layouts,
// alignment-guide closures, geometry readers) and for drawing.

/// One node of the flat tree: plain values only.
struct GraphNode {
    var tag: Node.Tag
    /// The flags below.
    var flags: UInt8 = 0
    /// Stacks: the minor-axis alignment. Frames, ZStack, background/overlay: the horizontal guide.
    var alignH = AlignCode.other
    /// Frames, ZStack, background/overlay: the vertical guide.
    var alignV = AlignCode.other
    /// The first child's slot in `LayoutEngine.childIDs`.
    var firstChild: Int32 = 0
    var childCount: Int32 = 0
    /// The layout priority a parent sees (docs/layout/stacks.md, "Priority").
    var priority: Double = 0

    /// The subtree can answer an explicit alignment guide (an `alignmentGuide`, text baselines, or
    /// a custom layout's `explicitAlignment`); most cannot, and skip the lookup.
    static let mayHaveExplicitGuides: UInt8 = 1
    /// A stack's gaps (`LayoutEngine.gaps`) are filled in.
    static let gapsReady: UInt8 = 2
    /// Cheaper to compute than to look up: a leaf, spacer or reader, or a chain of modifiers over
    /// one, with no explicit guides. Such nodes bypass the size cache.
    static let isCheap: UInt8 = 4
    /// The node's size does not depend on the width it is proposed (any value, or nil, gives the
    /// same answer): a fixed width somewhere on every path, say. Its cache keys ignore the width,
    /// so the many proposals that differ only there share one entry.
    static let ignoresWidth: UInt8 = 8
    /// The same for the height.
    static let ignoresHeight: UInt8 = 16
    /// A `frame(width:height:)` whose child is a leaf (a Color or shape): answered inline.
    static let isFrameOverLeaf: UInt8 = 32
    /// Answers go through the size cache (not a leaf, spacer, cheap chain or frame over a leaf).
    static let usesCache: UInt8 = 64
    /// A `containerRelativeFrame` lies below (not inside a scroll view): the size depends on the
    /// container too, so it is computed, never cached.
    static let dependsOnContainer: UInt8 = 128

    static let ignoresBoth = ignoresWidth | ignoresHeight

    var hasExplicitGuides: Bool { flags & GraphNode.mayHaveExplicitGuides != 0 }
}

/// A node's layout parameters as plain numbers (NaN for nil), read in place by the engine. Each
/// construct's file says what its fields hold (`NodeParams.padding(_:)` and so on); alignments
/// beyond the codes, and the kinds layout reaches through their `Node` (text, custom layouts,
/// readers, guides), keep their values in the node.
struct NodeParams {
    var a = CGFloat.nan, b = CGFloat.nan, c = CGFloat.nan, d = CGFloat.nan, e = CGFloat.nan, f = CGFloat.nan
    var bits: UInt8 = 0
    /// The alignment codes copied into `GraphNode`.
    var alignH = AlignCode.other, alignV = AlignCode.other

    init() {}

    /// The parameters of `kind`: the parameter dispatch.
    init(_ kind: Node.Kind) {
        switch kind {
        case .spacer(let minLength, let axis): self = .spacer(minLength: minLength, axis: axis)
        case .stack(let axis, let alignment, let spacing): self = .stack(axis: axis, alignment: alignment, spacing: spacing)
        case .zstack(let alignment): self = .aligned(alignment)
        case .secondary(let alignment, _), .mask(let alignment): self = .aligned(alignment)
        case .frame(let frame): self = .fixedFrame(frame)
        case .flexFrame(let frame): self = .flexFrame(frame)
        case .padding(let insets): self = .padding(insets)
        case .fixedSize(let h, let v): self = .fixedSize(horizontal: h, vertical: v)
        case .offset(let o): self = .offset(o)
        case .position(let p): self = .position(p)
        case .viewThatFits(let axes): self = .viewThatFits(axes)
        case .aspectRatio(let ratio, let mode): self = .aspectRatio(ratio, mode)
        case .ignoresSafeArea(let edges): self = .ignoresSafeArea(edges)
        case .safeAreaInset(let edge, let alignment, let spacing): self = .safeAreaInset(edge, alignment, spacing)
        case .safeAreaPadding(let insets): self = .padding(insets)
        case .scroll(let axes, let options): self = .scroll(axes, options)
        case .image(let content): self = .image(content)
        case .containerRelativeFrame(let f): self = .containerFrame(f)
        case .leaf, .text, .geometryReader, .custom, .alignmentGuide, .clip, .opacity, .shadow, .transformEffect, .blur, .composite: self.init()
        }
    }

    /// Parameters that are only an alignment (ZStack, background/overlay).
    static func aligned(_ a: Alignment) -> NodeParams {
        var p = NodeParams()
        p.alignH = AlignCode(a.horizontal)
        p.alignV = AlignCode(a.vertical)
        return p
    }

    /// An optional axis as `bits`: 0 horizontal, 1 vertical, 2 none.
    static func axisBits(_ axis: Axis?) -> UInt8 { axis.map { $0 == .horizontal ? 0 : 1 } ?? 2 }
    var axis: Axis { bits == 0 ? .horizontal : .vertical }
    var optionalAxis: Axis? { bits == 2 ? nil : axis }
}

/// Where a node's explicit alignment guides come from.
enum GuideSource {
    /// It may set its own (alignmentGuide, text baselines, custom layouts).
    case own
    /// It never has any (leaves, spacers, position, readers).
    case none
    /// Its children's, if any has them.
    case children
}

/// Where a node's layout priority comes from when `.layoutPriority` does not set it.
enum PrioritySource {
    /// 0: an ordinary view.
    case zero
    /// −∞: offered space after everything else (spacers).
    case lowest
    /// Its first child's (modifiers, background/overlay: the primary's).
    case firstChild
}

/// What a construct tells the flat tree about itself once its children are known; each
/// construct's file defines its own (`paddingTraits`, `leafTraits` and so on).
struct ConstructTraits {
    /// `GraphNode.ignoresWidth`/`ignoresHeight`: the proposal axes its size provably ignores
    /// (conservative: only where the algorithm never reads that axis, or passes it only to
    /// children that ignore it).
    var ignores: UInt8 = 0
    var guides = GuideSource.children
    var priority = PrioritySource.zero
    /// Always cheaper to compute than to look up (leaves, spacers, readers).
    var isCheap = false
    /// Sizes its first child, at most once per answer, and only that child: cheap when that
    /// child is cheap and no explicit guide is involved.
    var isCheapOverCheapChild = false
    /// A fixed frame around a leaf, sized and placed inline.
    var isFrameOverLeaf = false
}

extension LayoutEngine {
    /// The axes every child in `first..<first+count` ignores (both when there are none).
    func axesIgnoredByAll(first: Int32, count: Int32) -> UInt8 {
        var f = GraphNode.ignoresBoth
        for slot in first..<first + count { f &= nodes[childIDs[slot]].flags }
        return f & GraphNode.ignoresBoth
    }

    /// The axes the first child ignores (none without children).
    func axesIgnoredByFirst(first: Int32, count: Int32) -> UInt8 {
        count > 0 ? nodes[childIDs[first]].flags & GraphNode.ignoresBoth : 0
    }

    /// Appends `node`'s subtree to the flat tree; returns its id. Children get one contiguous run
    /// of slots; flags and priority follow from the children, so they are set after them.
    /// `rightToLeft` is the parent's direction, which the node keeps unless it says.
    @discardableResult
    func add(_ node: Node, depth: Int = 1, rightToLeft inherited: Bool = false) -> Int32 {
        if depth > maxDepth { maxDepth = depth }
        if depth == LargeStack.hopDepth && !LargeStack.isCurrent {
            return LargeStack.run { add(node, depth: depth + 1, rightToLeft: inherited) }
        }
        let id = Int32(nodes.count)
        let p = NodeParams(node.kind)
        // Regions and containers are tracked from the first pass on when something may need them:
        // a reader's content arrives only at placement, so a reader counts too (a flag turned on
        // halfway through a pass would leave the records placed before it without theirs).
        switch node.tag {
        case .ignoresSafeArea, .safeAreaInset, .safeAreaPadding: scopesSafeArea = true
        case .scroll, .geometryReader: scopesSafeArea = true; scopesContainer = true
        case .containerRelativeFrame: scopesContainer = true
        default: break
        }
        if node.tag == .scroll, case .scroll(_, let options) = node.kind, let target = options.target { scrollTargets.append((id, target)) }
        var g = GraphNode(tag: node.tag)
        g.alignH = p.alignH
        g.alignV = p.alignV
        let rtl = node.layoutDirection.map { $0 == .rightToLeft } ?? inherited
        if rtl { mirrors = true }
        nodes.append(g)
        rightToLeft.append(rtl)
        params.append(p)
        objects.append(node)
        cache.addNode()
        let (first, count) = addChildren(node.children, depth: depth + 1, rightToLeft: rtl)
        setChildren(id, first: first, count: count)
        return id
    }

    /// Adds `children`, `depth` levels below the root, in one run of slots, in their parent's
    /// direction; returns the run.
    func addChildren(_ children: [Node], depth: Int, rightToLeft: Bool) -> (first: Int32, count: Int32) {
        let first = childIDs.append(repeating: 0, count: children.count)
        gaps.append(repeating: 0, count: children.count)
        for (i, c) in children.enumerated() {
            // Adding the child grows (and may move) `childIDs`: write the slot afterwards.
            let cid = add(c, depth: depth, rightToLeft: rightToLeft)
            childIDs[first + i] = cid
        }
        return (Int32(first), Int32(children.count))
    }

    /// Gives `id` the children in `first..<first+count` and derives what depends on them.
    func setChildren(_ id: Int32, first: Int32, count: Int32) {
        var g = nodes[id]
        g.firstChild = first
        g.childCount = count
        let t = traits(id, g.tag, first: first, count: count)
        var flags = g.flags & GraphNode.gapsReady
        switch t.guides {
        case .own: flags |= GraphNode.mayHaveExplicitGuides
        case .none: break
        case .children:
            for i in first..<first + count where nodes[childIDs[i]].hasExplicitGuides {
                flags |= GraphNode.mayHaveExplicitGuides
                break
            }
        }
        let noGuides = flags & GraphNode.mayHaveExplicitGuides == 0
        if t.isCheap || (t.isCheapOverCheapChild && count > 0 && nodes[childIDs[first]].flags & GraphNode.isCheap != 0 && noGuides) {
            flags |= GraphNode.isCheap
        }
        if t.isFrameOverLeaf && noGuides { flags |= GraphNode.isFrameOverLeaf }
        if g.tag == .containerRelativeFrame {
            flags |= GraphNode.dependsOnContainer
        } else if g.tag != .scroll {
            for i in first..<first + count where nodes[childIDs[i]].flags & GraphNode.dependsOnContainer != 0 {
                flags |= GraphNode.dependsOnContainer
                break
            }
        }
        if flags & GraphNode.dependsOnContainer != 0 { flags &= ~(GraphNode.isCheap | GraphNode.isFrameOverLeaf) }
        if flags & (GraphNode.isCheap | GraphNode.isFrameOverLeaf | GraphNode.dependsOnContainer) == 0 { flags |= GraphNode.usesCache }
        flags |= t.ignores
        g.flags = flags
        if let p = objects[Int(id)].explicitPriority {
            // [INF] A NaN priority counts as 0 (SwiftUI does not say): it compares equal to nothing,
            // so a stack could never close its priority group (docs/layout/stacks.md).
            g.priority = p.isNaN ? 0 : p
        } else {
            switch t.priority {
            case .zero: g.priority = 0
            case .lowest: g.priority = -.infinity
            case .firstChild: g.priority = count > 0 ? nodes[childIDs[first]].priority : 0
            }
        }
        nodes[id] = g
        if g.tag == .stack { prepareGaps(id) }
    }
}
