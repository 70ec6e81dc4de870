import Foundation

// The resolved tree, flattened for layout.
//
// Resolution builds a tree of `Node` objects: convenient to build, costly to walk (each step
// retains a class instance and copies an enum whose payloads hold closures). The layout engine
// works on a flat copy instead, built once per `LayoutSession`: nodes are `Int32` ids into plain
// arrays of trivial values (the kind's tag, alignment codes, child range, priority), parameters
// sit in a side table of trivial values, children are contiguous runs in one id array, and each
// node's size cache is a fixed inline block. Nothing on the hot path retains, allocates or copies
// a closure; the `Node` objects stay beside it for what layout rarely needs (text, custom layouts,
// alignment-guide closures, geometry readers) and for drawing.

/// Growable storage of values addressed by index without bounds, exclusivity or copy-on-write
/// checks. Its owner frees it (`release()`), exactly once.
struct UnsafeStore<Element> {
    private(set) var base: UnsafeMutablePointer<Element>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int = 16) {
        self.capacity = Swift.max(capacity, 1)
        base = .allocate(capacity: self.capacity)
    }

    @inline(__always) subscript(i: Int) -> Element {
        get { base[i] }
        nonmutating set { base[i] = newValue }
    }

    @inline(__always) subscript(i: Int32) -> Element {
        get { base[Int(i)] }
        nonmutating set { base[Int(i)] = newValue }
    }

    mutating func append(_ e: Element) {
        if count == capacity { grow(to: count + 1) }
        (base + count).initialize(to: e)
        count += 1
    }

    /// Appends `n` copies of `e` and returns the index of the first.
    mutating func append(repeating e: Element, count n: Int) -> Int {
        let first = count
        if count + n > capacity { grow(to: count + n) }
        (base + count).initialize(repeating: e, count: n)
        count += n
        return first
    }

    /// Makes room for `n` more elements and returns the index of the first; the caller
    /// initializes all of them before reading any (for trivial element types only).
    mutating func appendUninitialized(_ n: Int) -> Int {
        let first = count
        if count + n > capacity { grow(to: count + n) }
        count += n
        return first
    }

    /// Drops every element, keeping the storage.
    mutating func removeAll() {
        base.deinitialize(count: count)
        count = 0
    }

    /// Drops the last `n` elements.
    mutating func removeLast(_ n: Int) {
        (base + count - n).deinitialize(count: n)
        count -= n
    }

    private mutating func grow(to needed: Int) {
        var c = capacity
        while c < needed { c *= 2 }
        let b = UnsafeMutablePointer<Element>.allocate(capacity: c)
        b.moveInitialize(from: base, count: count)
        base.deallocate()
        base = b
        capacity = c
    }

    func release() {
        base.deinitialize(count: count)
        base.deallocate()
    }
}

/// How a guide's default value follows from a length: 0, half of it, all of it, or (for custom
/// alignment IDs and anything a child may override) only through `ViewDimensions`.
enum AlignCode: UInt8 {
    case start, center, end, other

    init(_ g: HorizontalAlignment) {
        switch g.key {
        case HorizontalAlignment.leading.key: self = .start
        case HorizontalAlignment.center.key: self = .center
        case HorizontalAlignment.trailing.key: self = .end
        default: self = .other
        }
    }

    init(_ g: VerticalAlignment) {
        switch g.key {
        case VerticalAlignment.top.key: self = .start
        case VerticalAlignment.center.key: self = .center
        // Non-text views report their height for both baselines (spec §3.8).
        case VerticalAlignment.bottom.key, VerticalAlignment.firstTextBaseline.key, VerticalAlignment.lastTextBaseline.key: self = .end
        default: self = .other
        }
    }

    /// A stack's minor-axis alignment.
    init(_ s: StackAlignment) {
        switch s {
        case .horizontal(let a): self.init(a)
        case .vertical(let a): self.init(a)
        }
    }

    /// The guide's default value in a length; the same arithmetic as the built-in `AlignmentID`s.
    @inline(__always) func value(_ length: CGFloat) -> CGFloat {
        switch self {
        case .start: return 0
        case .center: return length / 2
        default: return length
        }
    }
}

/// One node of the flat tree: plain values only.
struct GraphNode {
    var tag: Node.Tag
    /// `GraphNode.mayHaveExplicitGuides`, `gapsReady`.
    var flags: UInt8 = 0
    /// Stacks: the minor-axis alignment. Frames, ZStack, background/overlay: the horizontal guide.
    var alignH = AlignCode.other
    /// Frames, ZStack, background/overlay: the vertical guide.
    var alignV = AlignCode.other
    /// The first child's slot in `LayoutEngine.childIDs`.
    var firstChild: Int32 = 0
    var childCount: Int32 = 0
    /// The layout priority a parent sees (spec §3.5).
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
    /// A `frame(width:height:)` whose child is a leaf (a Color or shape): `size` answers it inline.
    static let isFrameOverLeaf: UInt8 = 32
    /// Answers go through the size cache (not a leaf, spacer, cheap chain or frame over a leaf).
    static let usesCache: UInt8 = 64

    var hasExplicitGuides: Bool { flags & GraphNode.mayHaveExplicitGuides != 0 }
}

/// A node's layout parameters as plain numbers (NaN for nil), read in place by the engine.
/// Alignments beyond the codes in `GraphNode`, and the kinds layout reaches through their `Node`
/// (text, custom layouts, readers, guides, clips, opacity), keep their values in the node.
///
/// - spacer: `a` minLength; `bits` its axis (0 horizontal, 1 vertical, 2 none)
/// - stack: `a` spacing; `bits` its axis
/// - frame: `a` width, `b` height
/// - flexFrame: `a`...`f` minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight
/// - padding: `a` top, `b` leading, `c` bottom, `d` trailing
/// - fixedSize: `bits` 1 horizontal | 2 vertical
/// - offset: `a` x, `b` y; position: `a` x, `b` y
/// - viewThatFits: `bits` the axes' raw value
struct NodeParams {
    var a = CGFloat.nan, b = CGFloat.nan, c = CGFloat.nan, d = CGFloat.nan, e = CGFloat.nan, f = CGFloat.nan
    var bits: UInt8 = 0

    init(_ kind: Node.Kind) {
        func axisBits(_ axis: Axis?) -> UInt8 { axis.map { $0 == .horizontal ? 0 : 1 } ?? 2 }
        switch kind {
        case .spacer(let m, let axis):
            a = m ?? .nan
            bits = axisBits(axis)
        case .stack(let axis, _, let spacing):
            a = spacing ?? .nan
            bits = axisBits(axis)
        case .frame(let fr):
            a = fr.width ?? .nan
            b = fr.height ?? .nan
        case .flexFrame(let fr):
            (a, b, c) = (fr.minWidth ?? .nan, fr.idealWidth ?? .nan, fr.maxWidth ?? .nan)
            (d, e, f) = (fr.minHeight ?? .nan, fr.idealHeight ?? .nan, fr.maxHeight ?? .nan)
        case .padding(let i):
            (a, b, c, d) = (i.top, i.leading, i.bottom, i.trailing)
        case .fixedSize(let h, let v):
            bits = (h ? 1 : 0) | (v ? 2 : 0)
        case .offset(let o):
            (a, b) = (o.width, o.height)
        case .position(let p):
            (a, b) = (p.x, p.y)
        case .viewThatFits(let axes):
            bits = UInt8(axes.rawValue)
        case .leaf, .text, .zstack, .secondary, .geometryReader, .custom, .alignmentGuide, .clip, .opacity:
            break
        }
    }

    var axis: Axis { bits == 0 ? .horizontal : .vertical }
    var optionalAxis: Axis? { bits == 2 ? nil : axis }
    var insets: EdgeInsets { EdgeInsets(top: a, leading: b, bottom: c, trailing: d) }
    var flexLimits: FlexLimits { FlexLimits(minWidth: opt(a), idealWidth: opt(b), maxWidth: opt(c), minHeight: opt(d), idealHeight: opt(e), maxHeight: opt(f)) }
}

/// nil for NaN.
@inline(__always) func opt(_ v: CGFloat) -> CGFloat? { v.isNaN ? nil : v }

/// A flexible frame's limits, as the sizing algorithm reads them (spec §3.2).
struct FlexLimits {
    var minWidth, idealWidth, maxWidth: CGFloat?
    var minHeight, idealHeight, maxHeight: CGFloat?

    @inline(__always) func min(_ axis: Axis) -> CGFloat? { axis == .horizontal ? minWidth : minHeight }
    @inline(__always) func ideal(_ axis: Axis) -> CGFloat? { axis == .horizontal ? idealWidth : idealHeight }
    @inline(__always) func max(_ axis: Axis) -> CGFloat? { axis == .horizontal ? maxWidth : maxHeight }
}

/// A proposal as a cache key: two bit patterns, nil a reserved NaN, −0 folded into +0.
struct ProposalKey: Equatable {
    var width: UInt64
    var height: UInt64

    private static let unspecified: UInt64 = 0x7FF8_0000_0BAD_F00D
    /// Stands for every value on an axis the node's size ignores.
    static let any: UInt64 = 0x7FF8_0000_0A11_0A11

    @inline(__always) init(_ p: ProposedViewSize) {
        width = p.width.map { Double($0 + 0).bitPattern } ?? ProposalKey.unspecified
        height = p.height.map { Double($0 + 0).bitPattern } ?? ProposalKey.unspecified
    }

    init() { width = ProposalKey.unspecified; height = ProposalKey.unspecified }

    var proposal: ProposedViewSize {
        // An ignored axis comes back as nil, which gives the same size as any other value.
        func value(_ bits: UInt64) -> CGFloat? { bits == ProposalKey.unspecified || bits == ProposalKey.any ? nil : CGFloat(Double(bitPattern: bits)) }
        return ProposedViewSize(width: value(width), height: value(height))
    }
}

/// A node's answers by proposal. Nodes see few distinct proposals (a stack probes each child at
/// 0, ∞ and its share, and places with the minor axis filled in), so four entries live inline.
/// Entries persist across passes of a `LayoutSession` (a size depends only on the subtree and
/// the proposal) and carry the pass that last used them: a full block gives up an entry no pass
/// has used since the oldest, and only when all four served the current pass does the node chain
/// a further block in `LayoutEngine.spill` (up to `maxBlocks`, after which the last block's
/// oldest entry goes). So a resize, one new proposal per pass, stays within the inline four,
/// while a node probed many ways in one pass keeps all its answers.
struct SizeCache {
    private(set) var count: UInt8 = 0
    /// The next block in `LayoutEngine.spill`, or −1.
    var link: Int32 = -1
    private var u0: UInt32 = 0, u1: UInt32 = 0, u2: UInt32 = 0, u3: UInt32 = 0
    private var k0 = ProposalKey(), k1 = ProposalKey(), k2 = ProposalKey(), k3 = ProposalKey()
    private var s0 = CGSize.zero, s1 = CGSize.zero, s2 = CGSize.zero, s3 = CGSize.zero

    /// Blocks per node, the inline one included: eight answers (Taffy keeps nine).
    static let maxBlocks = 2

    var isFull: Bool { count == 4 }

    /// The answer for `k`, marking the entry used in `pass`.
    @inline(__always) mutating func lookup(_ k: ProposalKey, pass: UInt32) -> CGSize? {
        if count > 0 && k0 == k { u0 = pass; return s0 }
        if count > 1 && k1 == k { u1 = pass; return s1 }
        if count > 2 && k2 == k { u2 = pass; return s2 }
        if count > 3 && k3 == k { u3 = pass; return s3 }
        return nil
    }

    /// Stores an entry in a free slot, or over the least recently used one that `pass` has not
    /// used (any least recently used one when `force`). False when every entry served `pass`.
    mutating func store(_ k: ProposalKey, _ s: CGSize, pass: UInt32, force: Bool = false) -> Bool {
        var slot = Int(count)
        if isFull {
            slot = -1
            var oldest = UInt32.max
            func consider(_ i: Int, _ u: UInt32) {
                if (force || u != pass) && (slot < 0 || u < oldest) {
                    slot = i
                    oldest = u
                }
            }
            consider(0, u0)
            consider(1, u1)
            consider(2, u2)
            consider(3, u3)
            if slot < 0 { return false }
        } else {
            count += 1
        }
        switch slot {
        case 0: k0 = k; s0 = s; u0 = pass
        case 1: k1 = k; s1 = s; u1 = pass
        case 2: k2 = k; s2 = s; u2 = pass
        default: k3 = k; s3 = s; u3 = pass
        }
        return true
    }

    /// A proposal that produced `s`, most recently used first.
    func proposal(for s: CGSize) -> ProposedViewSize? {
        var best: (ProposalKey, UInt32)?
        for (k, size, u) in [(k0, s0, u0), (k1, s1, u1), (k2, s2, u2), (k3, s3, u3)].prefix(Int(count)) where size == s {
            if best == nil || u >= best!.1 { best = (k, u) }
        }
        return best?.0.proposal
    }
}

/// One laid-out view, as the engine writes it for a parent and the layout tree stores it: the
/// node, its frame (relative to the parent while the engine writes it, root coordinates once
/// stored), the proposal it was placed with, and its children's range of records.
struct PlacedRecord {
    /// The node's id; −1 for the root of an empty view.
    var id: Int32
    var childCount: Int32 = 0
    var firstChild: Int32 = 0
    var frame: CGRect
    /// The proposal, NaN for nil: 16 bytes instead of two optionals' 32, so a record is 64.
    var proposalWidth: CGFloat
    var proposalHeight: CGFloat

    @inline(__always) init(id: Int32, frame: CGRect, proposal: ProposedViewSize) {
        self.id = id
        self.frame = frame
        proposalWidth = proposal.width ?? .nan
        proposalHeight = proposal.height ?? .nan
    }

    /// A record with the proposal already in NaN-for-nil numbers.
    @inline(__always) init(id: Int32, frame: CGRect, proposalWidth: CGFloat, proposalHeight: CGFloat) {
        self.id = id
        self.frame = frame
        self.proposalWidth = proposalWidth
        self.proposalHeight = proposalHeight
    }

    var proposal: ProposedViewSize {
        @inline(__always) get { ProposedViewSize(width: opt(proposalWidth), height: opt(proposalHeight)) }
    }
}

extension LayoutEngine {
    /// Appends `node`'s subtree to the flat tree; returns its id. Children get one contiguous run
    /// of slots; flags and priority follow from the children, so they are set after them.
    @discardableResult
    func add(_ node: Node) -> Int32 {
        let id = Int32(nodes.count)
        var g = GraphNode(tag: node.tag)
        switch node.kind {
        case .stack(_, let alignment, _):
            g.alignH = AlignCode(alignment)
        case .zstack(let a), .secondary(let a, _):
            g.alignH = AlignCode(a.horizontal)
            g.alignV = AlignCode(a.vertical)
        case .frame(let f):
            g.alignH = AlignCode(f.alignment.horizontal)
            g.alignV = AlignCode(f.alignment.vertical)
        case .flexFrame(let f):
            g.alignH = AlignCode(f.alignment.horizontal)
            g.alignV = AlignCode(f.alignment.vertical)
        default: break
        }
        if node.tag == .custom || node.tag == .alignmentGuide || node.tag == .text { g.flags |= GraphNode.mayHaveExplicitGuides }
        nodes.append(g)
        params.append(NodeParams(node.kind))
        objects.append(node)
        caches.append(SizeCache())
        let (first, count) = addChildren(node.children)
        setChildren(id, first: first, count: count)
        return id
    }

    /// Adds `children` in one run of slots; returns the run.
    func addChildren(_ children: [Node]) -> (first: Int32, count: Int32) {
        let first = childIDs.append(repeating: 0, count: children.count)
        _ = gaps.append(repeating: 0, count: children.count)
        for (i, c) in children.enumerated() {
            // Adding the child grows (and may move) `childIDs`: write the slot afterwards.
            let cid = add(c)
            childIDs[first + i] = cid
        }
        return (Int32(first), Int32(children.count))
    }

    /// Gives `id` the children in `first..<first+count` and derives what depends on them.
    func setChildren(_ id: Int32, first: Int32, count: Int32) {
        var g = nodes[id]
        g.firstChild = first
        g.childCount = count
        let node = objects[Int(id)]
        switch g.tag {
        case .alignmentGuide, .text, .custom:
            g.flags |= GraphNode.mayHaveExplicitGuides
        case .leaf, .spacer, .position, .geometryReader:
            g.flags &= ~GraphNode.mayHaveExplicitGuides
        default:
            g.flags &= ~GraphNode.mayHaveExplicitGuides
            for i in first..<first + count where nodes[childIDs[i]].hasExplicitGuides {
                g.flags |= GraphNode.mayHaveExplicitGuides
                break
            }
        }
        switch g.tag {
        case .leaf, .spacer, .geometryReader:
            g.flags |= GraphNode.isCheap
        case .frame, .flexFrame, .padding, .fixedSize, .offset, .position, .secondary, .clip, .opacity:
            // Each sizes its first child at most once, and only that child.
            if count > 0 && nodes[childIDs[first]].flags & GraphNode.isCheap != 0 && g.flags & GraphNode.mayHaveExplicitGuides == 0 {
                g.flags |= GraphNode.isCheap
            } else {
                g.flags &= ~GraphNode.isCheap
            }
        default:
            g.flags &= ~GraphNode.isCheap
        }
        g.flags &= ~GraphNode.isFrameOverLeaf
        if g.tag == .frame && count == 1 && nodes[childIDs[first]].tag == .leaf && g.flags & GraphNode.mayHaveExplicitGuides == 0 {
            g.flags |= GraphNode.isFrameOverLeaf
        }
        g.flags &= ~GraphNode.usesCache
        if g.flags & (GraphNode.isCheap | GraphNode.isFrameOverLeaf) == 0 && g.tag != .spacer && g.tag != .leaf && g.tag != .geometryReader {
            g.flags |= GraphNode.usesCache
        }
        g.flags &= ~(GraphNode.ignoresWidth | GraphNode.ignoresHeight)
        g.flags |= proposalIndependence(id, g, first: first, count: count)
        // The layout priority a parent sees (spec §3.5): explicit, −∞ for spacers, the child's for
        // unary modifiers and for background/overlay (the primary's), 0 otherwise.
        if let p = node.explicitPriority {
            g.priority = p
        } else {
            switch g.tag {
            case .spacer: g.priority = -.infinity
            case .frame, .flexFrame, .padding, .fixedSize, .offset, .position, .secondary, .alignmentGuide, .clip, .opacity:
                g.priority = count > 0 ? nodes[childIDs[first]].priority : 0
            default: g.priority = 0
            }
        }
        // An explicit stack spacing gives every gap at once.
        if g.tag == .stack, let spacing = opt(params[id].a) {
            for i in 0..<Int(count) { gaps[Int(first) + i] = i == 0 ? 0 : spacing }
            g.flags |= GraphNode.gapsReady
        } else if g.tag == .stack && count <= 1 {
            // No pair, no gap: nothing to ask the child.
            if count == 1 { gaps[Int(first)] = 0 }
            g.flags |= GraphNode.gapsReady
        }
        nodes[id] = g
    }

    /// Which proposal axes the node's size ignores (`GraphNode.ignoresWidth`/`ignoresHeight`),
    /// derived from its own parameters and its children's flags. Conservative: only where the
    /// algorithm provably never reads that axis of the proposal, or reads it only to pass it to
    /// children that ignore it.
    private func proposalIndependence(_ id: Int32, _ g: GraphNode, first: Int32, count: Int32) -> UInt8 {
        let both = GraphNode.ignoresWidth | GraphNode.ignoresHeight
        /// The axes every child ignores (both when there are none).
        func children() -> UInt8 {
            var f = both
            for slot in first..<first + count { f &= nodes[childIDs[slot]].flags }
            return f & both
        }
        let pr = params[id]
        switch g.tag {
        case .spacer:
            // The cross axis of a stack's spacer is 0 whatever the proposal (spec §2.3.3).
            switch pr.optionalAxis {
            case .horizontal?: return GraphNode.ignoresHeight
            case .vertical?: return GraphNode.ignoresWidth
            case nil: return 0
            }
        case .frame:
            // A fixed length replaces the proposal on its axis, for the child too.
            var f = children()
            if !pr.a.isNaN { f |= GraphNode.ignoresWidth }
            if !pr.b.isNaN { f |= GraphNode.ignoresHeight }
            return f
        case .flexFrame:
            // Without limits on an axis, the proposal passes to the child and its length back.
            var f = children()
            if !(pr.a.isNaN && pr.b.isNaN && pr.c.isNaN) { f &= ~GraphNode.ignoresWidth }
            if !(pr.d.isNaN && pr.e.isNaN && pr.f.isNaN) { f &= ~GraphNode.ignoresHeight }
            return f
        case .fixedSize:
            // A fixed axis proposes nil to the child whatever came in.
            var f = children()
            if pr.bits & 1 != 0 { f |= GraphNode.ignoresWidth }
            if pr.bits & 2 != 0 { f |= GraphNode.ignoresHeight }
            return f
        case .padding, .offset, .alignmentGuide, .clip, .opacity, .stack, .zstack:
            // Sizes built only from the children's answers to proposals derived from this one.
            return children()
        case .secondary:
            // The primary's size is the node's.
            return count > 0 ? nodes[childIDs[first]].flags & both : 0
        case .leaf, .text, .geometryReader, .custom, .viewThatFits, .position:
            return 0
        }
    }
}
