import Foundation

// The state of the placement pass, as a value. See docs/engine.md ("The placement pass").
//
// `placeAll` makes one `PlacementPass` and hands it, `inout`, to `place` for each record, which
// fills in the record's origin and safe area, passes it to `placeChildren` (and through it to the
// constructs that read or change the safe area or the clip), and then stores what it answered
// for the children just written and clears the answers. None of it is stored in the engine, so
// a trial placement (an alignment guide asks a child where its own child sits) runs on a pass of
// its own (`trial`) and cannot leak into the real one.
//
// The container of `containerRelativeFrame` is not here: sizing needs it too, so it is the one
// scoped value the engine carries (`LayoutEngine.container`), set by `place` from the record's
// and by a scroll view around its content.

/// What placing one record's children reads besides its size and proposal, and what it answers
/// besides their frames.
struct PlacementPass {
    /// The origin of the record being placed, in root coordinates (custom layouts place in
    /// global bounds; safe areas and clips are in root coordinates).
    var origin = CGPoint.zero
    /// The safe area the record lies in; nil when the tree tracks none (`LayoutEngine.scopesSafeArea`).
    var region: SafeRegion?

    /// Answer: the safe area of the first child written, when it is not the record's own
    /// (`ignoresSafeArea`, `safeAreaInset`, `safeAreaPadding` and scroll views change it; each
    /// has a single primary child, which is always written first).
    var firstChildRegion: SafeRegion?
    /// Answer: the clip the record draws its children through (a scroll view's viewport grown
    /// into the unsafe edges it touches), root coordinates.
    var clip: CGRect?

    /// A pass for a placement whose answers are thrown away: an alignment guide asking where a
    /// child sits, at the origin, outside any safe area (the frames these constructs give their
    /// children do not depend on it).
    static var trial: PlacementPass { PlacementPass() }
}

/// A container-dependent size's key: the node, its proposal and the container.
struct ContainerSizeKey: Hashable {
    var id: Int32
    var proposal: ProposalKey
    var container: ProposalKey
}
