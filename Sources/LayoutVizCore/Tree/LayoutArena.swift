import Foundation

// The records of one layout pass and the drawing effects they carry (what `LayoutNode` reads).

/// A drawing effect a node applies to its subtree.
enum DrawingEffect {
    case clip((CGRect) -> Path)
    /// A rectangle fixed at placement (a scroll view's viewport and the unsafe edges it touches).
    case clipRect(CGRect)
    /// Drawing transformed by a matrix in root coordinates.
    case transform(AffineMatrix)
    /// Drawing blurred.
    case blur(CGFloat)
    /// Drawing hidden, blended or colour-transformed.
    case composite(CompositeEffect)
    /// The first child drawn through the alpha of the second.
    case mask
    case opacity(Double)
    case shadow(color: Color, radius: CGFloat, offset: CGSize)
}

/// The records of one layout pass, in one buffer: each node's id, frame and proposal, and its
/// children as a contiguous range. One allocation per pass instead of one array per node, and
/// no references to retain.
final class LayoutArena {
    /// The engine whose ids the records use (nil for an empty view); it keeps the nodes alive.
    let engine: LayoutEngine?
    // unchecked: read and written for every record of a pass.
    @exclusivity(unchecked) var records: UnsafeStore<PlacedRecord>
    /// Text requests by record index (text nodes only).
    var textRequests: [Int: TextLayoutRequest] = [:]
    /// The clip of each scroll view's record (root coordinates), by record index.
    var clips: [Int: CGRect] = [:]
    /// The root's container for `containerRelativeFrame`: the safe area's size, or the root's
    /// proposal without one (set when the pass starts).
    var rootContainer = ProposedViewSize.unspecified
    /// Each record's container for `containerRelativeFrame`, by record index, when the tree has
    /// one; records past the end have the root's.
    var containers: [ProposedViewSize] = []

    /// The container record `index` was placed in.
    func container(_ index: Int) -> ProposedViewSize {
        index < containers.count ? containers[index] : rootContainer
    }

    /// Gives the records `first..<first+count` their parent's container, or a scroll view's own.
    func setContainers(first: Int, count: Int, inherited: ProposedViewSize, scroll: ProposedViewSize?) {
        if containers.count < first + count { containers.append(contentsOf: repeatElement(rootContainer, count: first + count - containers.count)) }
        for k in 0..<count { containers[first + k] = scroll ?? inherited }
    }

    /// Each record's safe area, by record index, when the tree changes it below some view
    /// (`LayoutEngine.scopesSafeArea`); records past the end have the root's.
    var regions: [SafeRegion] = []

    /// The safe area record `index` was placed in.
    func region(_ index: Int) -> SafeRegion? {
        index < regions.count ? regions[index] : engine?.region
    }

    /// Gives the records `first..<first+count` their parent's region, the first of them
    /// `firstChild` when the parent's placement gave it another (`PlacementPass.firstChildRegion`).
    func setRegions(first: Int, count: Int, inherited: SafeRegion?, firstChild: SafeRegion?) {
        guard let inherited, let root = engine?.region else { return }
        if regions.count < first + count { regions.append(contentsOf: repeatElement(root, count: first + count - regions.count)) }
        for k in 0..<count { regions[first + k] = inherited }
        if count > 0, let firstChild { regions[first] = firstChild }
    }

    init(engine: LayoutEngine?) {
        self.engine = engine
        // One record per node, unless geometry readers add some: room for all, from the start.
        records = UnsafeStore(capacity: (engine?.nodes.count ?? 0) + 16)
    }

    /// An arena that takes over `previous`'s record storage (emptied): a session laying out
    /// again, whose previous tree nobody holds any more, reuses its memory instead of freeing
    /// it and allocating (and faulting in) as much again.
    init(engine: LayoutEngine, recycling previous: LayoutArena) {
        self.engine = engine
        records = UnsafeStore(capacity: 1)
        records.exchange(with: &previous.records)
        records.removeAll()
    }
}
