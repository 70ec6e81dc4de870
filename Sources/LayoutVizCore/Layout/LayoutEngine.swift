import Foundation

// The layout engine: SwiftUI's proposal-based layout over a flat copy of the resolved tree.
//
// Map (docs/engine.md has the whole tour):
// - this file: the engine's tables, the one dispatch site per operation (`computeSize`,
//   `placeChildren`, `explicitGuide`, `computeSpacing`, `traits`) and the placement pass;
// - `FlatTree.swift`: nodes, parameters and derived flags; `SizeCache.swift`: answers by proposal;
//   `AlignmentGuides.swift`, `Spacing.swift`: what containers ask their children;
//   `PlacedRecord.swift`: the output; `UnsafeStore.swift`: the storage everything above lives in;
// - `Constructs/`: one file per layout construct with its sizing, placement, guides, spacing and
//   traits. Adding a construct means a file there plus one line per operation below.
//
// Unsafe code policy (rules 1 and 2 are checked by `Scripts/check-unsafe.sh` in `.ci/run`):
// 1. Raw allocation, freeing, pointer arithmetic and unretained references appear only in
//    `UnsafeStore.swift` (`UnsafeStore`, `StoreWindow`, `withScratch`, `Unretained`). Everything
//    else indexes storage through them.
// 2. `@exclusivity(unchecked)` appears only on declarations of that storage (`UnsafeStore`, or
//    `SizeCacheTable`, which is made of it), each with a one-line reason before it. It removes
//    the run-time exclusivity check that Swift makes on every access to a class's stored
//    property; the engine never holds two overlapping accesses to one table.
// 3. Storage is noncopyable and frees itself; indices are asserted in debug builds, so the test
//    suite runs every engine path with bounds checks on.
// 4. The resolved `Node` tree is read-only during layout: what layout learns (text measurements,
//    GeometryReader content) lives in the engine's own tables.

/// The layout algorithms over the flat tree. One engine serves every pass of a `LayoutSession`
/// and owns the flat tree, its size caches and what layout learns on the way.
final class LayoutEngine {
    /// The root's safe area (root coordinates): nil when laid out without one.
    let region: SafeRegion?
    /// Whether the tree changes the safe area below some view (docs/layout/safe-area.md); when
    /// not, every record's region is the root's and none is stored.
    var scopesSafeArea = false
    /// Whether the tree has a `containerRelativeFrame` (containers are then tracked per record).
    var scopesContainer = false
    /// Whether some node lays out right to left (docs/layout/right-to-left.md); when not,
    /// `rightToLeft` is never read.
    var mirrors = false
    /// Scroll views that rest scrolled to a view (ScrollPosition.swift): placed a second time
    /// once the view's frame is known.
    var scrollTargets: [(id: Int32, target: ScrollRestTarget)] = []
    /// Which pass places anchored views, and whether a reader asked for one too early (Language/Anchors.swift).
    let anchors = AnchorLedger()
    /// The container a `containerRelativeFrame` measures against in what is sized and placed now:
    /// the nearest enclosing scroll view's proposal, else the root's (`LayoutArena.rootContainer`).
    /// The one scoped value the engine carries (the rest of the placement pass's state is a value,
    /// `PlacementPass`): a scroll view sets it to its proposal while it sizes its content and
    /// restores it after; `place` sets it to the record's container before placing its children.
    /// Sizes that depend on it are cached with it in the key (`containerSizes`). Passing it to
    /// every `size` call instead would cost the hottest function a parameter for a construct few
    /// trees have.
    var container = ProposedViewSize.unspecified
    /// Sizes of nodes that depend on the container (`GraphNode.dependsOnContainer`), by node,
    /// proposal and container; kept across passes like `cache`, emptied when it outgrows the tree.
    var containerSizes: [ContainerSizeKey: CGSize] = [:]

    // The flat tree (`FlatTree.swift`). Ids index `nodes`, `params` and `objects`; slots index
    // `childIDs` and `gaps` (the spacing before each child of a stack).
    // unchecked: read on every sizing and placing call.
    @exclusivity(unchecked) var nodes = UnsafeStore<GraphNode>()
    // unchecked: read on every sizing and placing call.
    @exclusivity(unchecked) var params = UnsafeStore<NodeParams>()
    // unchecked: read by the rarer kinds (text, custom layouts, guides) in their sizing calls.
    @exclusivity(unchecked) var objects = UnsafeStore<Node>()
    /// Whether each node lays out right to left: its placements are mirrored within it. Beside
    /// `nodes`, not in them: a wider `GraphNode` costs every sizing call.
    // unchecked: read once per placed record in trees that mirror.
    @exclusivity(unchecked) var rightToLeft = UnsafeStore<Bool>()
    // unchecked: read on every container's sizing and placing call.
    @exclusivity(unchecked) var childIDs = UnsafeStore<Int32>()
    // unchecked: read on every stack's sizing call.
    @exclusivity(unchecked) var gaps = UnsafeStore<CGFloat>()
    // unchecked: probed on every cached sizing call.
    @exclusivity(unchecked) var cache = SizeCacheTable()
    /// Spacing each node publishes (nil: not computed yet), filled when a stack with default
    /// spacing first needs it; grown on demand, so it may be shorter than `nodes`.
    // unchecked: read for every pair of a default-spacing stack's children.
    @exclusivity(unchecked) var spacings = UnsafeStore<ViewSpacing?>()
    /// The custom layouts placing now, innermost last: where `LayoutSubview.place` writes.
    // unchecked: read on every `LayoutSubview.place` call.
    @exclusivity(unchecked) var placing = UnsafeStore<PlacementTarget>(capacity: 4)
    /// The text layouts behind the latest sizes each text node answered (`TextLayout.swift`).
    var textLayouts: [Int32: TextMeasurements] = [:]
    /// The flat tree's depth (the root is 1): sizing recurses this deep.
    var maxDepth = 0
    /// Whether every sizing question is recorded in `probes` (`LayoutTrace`): a constant, so
    /// that not tracing costs one predictable test per question.
    let tracesProbes: Bool
    /// Every sizing question asked, in order, when `tracesProbes`.
    var probes: [LayoutProbeRecord] = []

    init(root: Node, region: SafeRegion?) {
        self.region = region
        tracesProbes = LayoutTrace.probes
        add(root)
    }

    /// The root's id.
    let root: Int32 = 0

    /// Starts a layout pass: a new stamp for the size cache; container-dependent sizes are
    /// dropped once they outnumber the nodes eight to one (a long session of changing containers).
    func beginPass() {
        cache.beginPass()
        if containerSizes.count > 8 * nodes.count + 64 { containerSizes.removeAll() }
    }

    /// Sizes computed (cache misses) in the current pass.
    var sizeComputations: Int { cache.computations }

    @inline(__always) func child(_ id: Int32, _ k: Int32 = 0) -> Int32 {
        childIDs[nodes[id].firstChild + k]
    }

    // MARK: Sizing

    /// The node's size for proposal `p`, memoised per node and proposal.
    ///
    /// Kept small so that the common answers (a leaf, a fixed frame) cost no more than a few
    /// instructions; everything else goes to `sizeOutOfLine`.
    @inline(__always) func size(_ id: Int32, _ p: ProposedViewSize) -> CGSize {
        // Leaves are most nodes, and cheaper to answer than to look up; so are modifiers over them.
        let g = nodes[id]
        if g.tag == .leaf || g.tag == .geometryReader { return leafSize(p) }
        if g.tag == .frame, let s = fixedFrameConstantSize(id) { return s }
        return sizeOutOfLine(id, g, p)
    }

    /// The size of the child in slot `slot` (for `LayoutSubview`: one plain call for its closure).
    @inline(never) func size(ofSlot slot: Int32, _ p: ProposedViewSize) -> CGSize {
        size(childIDs[slot], p)
    }

    /// The rest of `size`: other cheap nodes computed, the others cached.
    @inline(never) private func sizeOutOfLine(_ id: Int32, _ g: GraphNode, _ p: ProposedViewSize) -> CGSize {
        if _slowPath(tracesProbes) { return tracedSize(id, g, p) }
        return untracedSizeOutOfLine(id, g, p)
    }

    /// `sizeOutOfLine`, recorded in `probes` (leaves and fixed frames, answered before, are not).
    @inline(never) private func tracedSize(_ id: Int32, _ g: GraphNode, _ p: ProposedViewSize) -> CGSize {
        let s = untracedSizeOutOfLine(id, g, p)
        probes.append(LayoutProbeRecord(id: id, proposal: p, size: s))
        return s
    }

    @inline(__always) private func untracedSizeOutOfLine(_ id: Int32, _ g: GraphNode, _ p: ProposedViewSize) -> CGSize {
        if g.flags & GraphNode.usesCache != 0 { return cachedSize(id, g, p) }
        if g.flags & GraphNode.isFrameOverLeaf != 0 { return frameOverLeafSize(id, p) }
        if g.tag == .spacer { return spacerSize(id, p) }
        if g.flags & GraphNode.dependsOnContainer != 0 { return containerDependentSize(id, g, p) }
        // Cheap chains (and anything else without `usesCache`): computed, not memoised.
        return computeSizeCall(id, g.tag, p)
    }

    /// The size of a node worth caching: looked up, or computed and stored.
    @inline(__always) private func cachedSize(_ id: Int32, _ g: GraphNode, _ p: ProposedViewSize) -> CGSize {
        let key = ProposalKey(p, flags: g.flags)
        if let s = cache.lookup(id, key) { return s }
        let s = computeSize(id, g.tag, p)
        cache.store(id, key, s)
        return s
    }

    /// The size of a node whose answer depends on the container as well as on the proposal.
    @inline(never) private func containerDependentSize(_ id: Int32, _ g: GraphNode, _ p: ProposedViewSize) -> CGSize {
        let key = ContainerSizeKey(id: id, proposal: ProposalKey(p, flags: g.flags), container: ProposalKey(container))
        if let s = containerSizes[key] { return s }
        let s = computeSize(id, g.tag, p)
        cache.computations += 1
        containerSizes[key] = s
        return s
    }

    /// `computeSize` as a call, for the cheap path of `size`.
    @inline(never) private func computeSizeCall(_ id: Int32, _ tag: Node.Tag, _ p: ProposedViewSize) -> CGSize {
        computeSize(id, tag, p)
    }

    /// The node's size for `p`, computed (children through `size`): the sizing dispatch.
    @inline(__always) private func computeSize(_ id: Int32, _ tag: Node.Tag, _ p: ProposedViewSize) -> CGSize {
        switch tag {
        case .leaf: return leafSize(p)
        case .geometryReader: return geometryReaderSize(p)
        case .spacer: return spacerSize(id, p)
        case .stack: return stackSize(id, p)
        case .zstack: return zstackSize(id, p)
        case .frame: return fixedFrameSize(id, p)
        case .flexFrame: return flexFrameSize(id, p)
        case .padding: return paddingSize(id, p)
        case .fixedSize: return fixedSizeSize(id, p)
        case .offset: return offsetSize(id, p)
        case .position: return positionSize(id, p)
        case .alignmentGuide: return alignmentGuideSize(id, p)
        case .clip, .opacity, .shadow, .transformEffect, .blur, .composite: return drawingEffectSize(id, p)
        case .secondary, .mask: return secondarySize(id, p)
        case .viewThatFits: return viewThatFitsSize(id, p)
        case .text: return textSize(id, p)
        case .custom: return customSize(id, p)
        case .aspectRatio: return aspectRatioSize(id, p)
        case .ignoresSafeArea: return ignoresSafeAreaSize(id, p)
        case .safeAreaInset: return safeAreaInsetSize(id, p)
        case .safeAreaPadding: return paddingSize(id, p)
        case .scroll: return scrollSize(id, p)
        case .image: return imageSize(id, p)
        case .containerRelativeFrame: return containerFrameSize(id, p)
        }
    }

    // MARK: Placement

    /// How many records `placeChildren` may write for `id`.
    func placementCapacity(_ id: Int32) -> Int {
        let g = nodes[id]
        if g.tag == .viewThatFits { return g.childCount > 0 ? 1 : 0 }
        return Int(g.childCount)
    }

    /// Writes the placed children of `id` (which reported `s` for `p`) into `out`, frames relative
    /// to the node, and returns how many it wrote: the placement dispatch. `pass` holds the
    /// node's origin and safe area, and takes what the constructs answer besides the frames
    /// (`PlacementPass.swift`). A GeometryReader must have been expanded (`expandGeometryReader`) first.
    func placeChildren(_ id: Int32, size s: CGSize, proposal p: ProposedViewSize, pass: inout PlacementPass,
                       into out: StoreWindow<PlacedRecord>) -> Int {
        switch nodes[id].tag {
        case .leaf, .spacer, .text, .image: return 0
        case .frame: return placeFixedFrame(id, size: s, proposal: p, into: out)
        case .flexFrame: return placeFlexFrame(id, size: s, proposal: p, into: out)
        case .padding: return placePadding(id, proposal: p, into: out)
        case .fixedSize: return placeFixedSize(id, size: s, proposal: p, into: out)
        case .offset: return placeOffset(id, proposal: p, into: out)
        case .position: return placePosition(id, size: s, into: out)
        case .alignmentGuide: return placeAlignmentGuide(id, proposal: p, into: out)
        case .clip, .opacity, .shadow, .transformEffect, .blur, .composite: return placeDrawingEffect(id, proposal: p, into: out)
        case .secondary, .mask: return placeSecondary(id, size: s, proposal: p, into: out)
        case .stack: return placeStack(id, size: s, proposal: p, into: out)
        case .zstack: return placeZStack(id, size: s, into: out)
        case .viewThatFits: return placeViewThatFits(id, proposal: p, into: out)
        case .geometryReader: return placeGeometryReader(id, size: s, into: out)
        case .custom: return placeCustom(id, size: s, proposal: p, origin: pass.origin, into: out)
        case .aspectRatio: return placeAspectRatio(id, size: s, proposal: p, into: out)
        case .ignoresSafeArea: return placeIgnoresSafeArea(id, size: s, pass: &pass, into: out)
        case .safeAreaInset: return placeSafeAreaInset(id, size: s, proposal: p, pass: &pass, into: out)
        case .safeAreaPadding: return placeSafeAreaPadding(id, size: s, proposal: p, pass: &pass, into: out)
        case .scroll: return placeScroll(id, size: s, proposal: p, pass: &pass, into: out)
        case .containerRelativeFrame: return placeContainerFrame(id, size: s, proposal: p, into: out)
        }
    }

    /// Places every record's children, in the order the records were written (breadth first): a
    /// record's frame is final when its parent writes it, so one loop over the growing buffer
    /// places the whole tree with no recursion, however deep.
    func placeAll(_ arena: LayoutArena) {
        var pass = PlacementPass()
        var i = 0
        while i < arena.records.count {
            let g = nodes[arena.records[i].id]
            if g.tag == .leaf || g.tag == .spacer {
                // Nothing lies below a leaf (most records are leaves).
            } else if g.flags & GraphNode.isFrameOverLeaf != 0 && !(mirrors && rightToLeft[arena.records[i].id]) {
                placeFrameOverLeaf(i, arena, &pass)
            } else {
                place(i, arena, &pass)
            }
            i += 1
        }
    }

    /// Places the children of record `index`: `placeChildren` writes their records into one
    /// contiguous range at the end of the buffer, frames relative to the parent, made absolute here.
    func place(_ index: Int, _ arena: LayoutArena, _ pass: inout PlacementPass) {
        let id = arena.records[index].id
        let tag = nodes[id].tag
        if tag == .text { return recordTextRequest(index, arena) }
        let frame = arena.records[index].frame
        // A right-to-left node places its children as if left to right, in a world mirrored
        // about its own vertical midline (its frame maps onto itself), then mirrors them back:
        // docs/layout/right-to-left.md.
        let rtl = mirrors && rightToLeft[id]
        // (A tree with a reader always scopes the safe area: `FlatTree.add`.)
        pass.origin = frame.origin
        if scopesSafeArea { pass.region = arena.region(index) }
        let region = rtl ? pass.region : nil
        if rtl { pass.region = region?.mirrored(within: frame) }
        // (Trees without a containerRelativeFrame never read the container.)
        if scopesContainer { container = arena.container(index) }
        if tag == .geometryReader { expandGeometryReader(id, size: frame.size, pass: pass) }
        let capacity = placementCapacity(id)
        guard capacity > 0 else { return }
        let first = arena.records.appendUninitialized(capacity)
        let count = placeChildren(id, size: frame.size, proposal: arena.records[index].proposal, pass: &pass,
                                  into: arena.records.window(first, capacity))
        if count < capacity { arena.records.removeLast(capacity - count) }
        let placed = arena.records.window(first, count)
        if rtl {
            pass.region = region
            pass.firstChildRegion = pass.firstChildRegion?.mirrored(within: frame)
            pass.clip = pass.clip?.mirroredX(within: frame)
            for k in 0..<count {
                placed.update(k) { $0.frame.origin.x = frame.width - $0.frame.origin.x - $0.frame.width }
            }
        }
        for k in 0..<count {
            placed.update(k) {
                $0.frame.origin.x += frame.origin.x
                $0.frame.origin.y += frame.origin.y
            }
        }
        arena.records.update(Int32(index)) {
            $0.firstChild = Int32(first)
            $0.childCount = Int32(count)
        }
        // Only trees that change the safe area (or hold scroll views) track regions and clips.
        if scopesSafeArea {
            arena.setRegions(first: first, count: count, inherited: pass.region, firstChild: pass.firstChildRegion)
            if let clip = pass.clip { arena.clips[index] = clip }
            pass.firstChildRegion = nil
            pass.clip = nil
        }
        if scopesContainer { arena.setContainers(first: first, count: count, inherited: container, scroll: tag == .scroll ? arena.records[index].proposal : nil) }
    }

    // MARK: Alignment guides

    /// An explicit guide value of `id` at `size`, which it answered for proposal `p`
    /// (docs/layout/alignment.md): the guide dispatch.
    func explicitGuide(_ id: Int32, _ g: AlignmentKey, _ size: CGSize, _ p: ProposedViewSize) -> CGFloat? {
        guard nodes[id].hasExplicitGuides else { return nil }
        switch nodes[id].tag {
        case .alignmentGuide: return alignmentGuideValue(id, g, size, p)
        case .text: return textBaseline(id, g, p)
        case .offset, .clip, .opacity, .shadow, .transformEffect, .blur, .composite, .secondary, .mask, .ignoresSafeArea: return childGuide(id, g, size, p)
        case .frame, .flexFrame, .padding, .fixedSize, .aspectRatio, .safeAreaPadding, .containerRelativeFrame: return placedChildGuide(id, g, size, p)
        case .stack, .zstack, .viewThatFits, .safeAreaInset: return mergedChildGuides(id, g, size, p)
        case .custom: return customGuide(id, g, size, p)
        case .leaf, .spacer, .position, .geometryReader, .scroll, .image: return nil
        }
    }

    // MARK: Spacing

    /// The spacing `id` publishes to a stack (docs/layout/stacks.md): the spacing dispatch.
    func computeSpacing(_ id: Int32) -> ViewSpacing {
        switch nodes[id].tag {
        case .spacer: return spacerSpacing(id)
        case .padding, .safeAreaPadding: return paddingSpacing(id)
        case .frame, .flexFrame, .fixedSize, .offset, .secondary, .mask, .alignmentGuide, .clip, .opacity, .shadow, .transformEffect, .blur, .composite,
             .aspectRatio, .ignoresSafeArea, .containerRelativeFrame:
            return spacing(child(id))  // modifiers pass their child's through
        case .stack, .zstack, .safeAreaInset: return unionOfChildSpacing(id)
        case .custom: return customSpacing(id)
        case .position, .leaf, .geometryReader, .text, .viewThatFits, .scroll, .image: return .none
        }
    }

    // MARK: Traits

    /// What node `id` (children `first..<first+count`) tells the flat tree about itself: the traits dispatch.
    func traits(_ id: Int32, _ tag: Node.Tag, first: Int32, count: Int32) -> ConstructTraits {
        switch tag {
        case .leaf: return leafTraits
        case .geometryReader: return geometryReaderTraits
        case .spacer: return spacerTraits(id)
        case .stack: return stackTraits(first: first, count: count)
        case .zstack: return zstackTraits(first: first, count: count)
        case .frame: return fixedFrameTraits(id, first: first, count: count)
        case .flexFrame: return flexFrameTraits(id, first: first, count: count)
        case .padding: return paddingTraits(first: first, count: count)
        case .fixedSize: return fixedSizeTraits(id, first: first, count: count)
        case .offset: return offsetTraits(first: first, count: count)
        case .position: return positionTraits
        case .alignmentGuide: return alignmentGuideTraits(first: first, count: count)
        case .clip, .opacity, .shadow, .transformEffect, .blur, .composite: return drawingEffectTraits(first: first, count: count)
        case .secondary, .mask: return secondaryTraits(first: first, count: count)
        case .viewThatFits: return viewThatFitsTraits
        case .text: return textTraits
        case .custom: return customTraits
        case .aspectRatio: return aspectRatioTraits
        case .ignoresSafeArea: return ignoresSafeAreaTraits(first: first, count: count)
        case .safeAreaInset: return safeAreaInsetTraits
        case .safeAreaPadding: return paddingTraits(first: first, count: count)
        case .scroll: return scrollTraits
        case .image: return imageTraits(id)
        case .containerRelativeFrame: return containerFrameTraits(first: first, count: count)
        }
    }
}
