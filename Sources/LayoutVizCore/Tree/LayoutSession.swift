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
    /// The environment of the screen the view is the root of: the one given, changed by the
    /// environment modifiers around the whole view and by its preferred colour scheme
    /// (`resolveScreen`). Its colour scheme is the screen's: the background and status bar follow it.
    package let screenEnvironment: EnvironmentValues

    /// Resolves `view` with `environment`. With `safeArea`, layouts propose its size to the root
    /// and centre the root in it, as an app's window does; `screen` (which holds the safe area,
    /// and is the safe area itself when nil) is how far views that ignore the safe area grow
    /// (docs/layout/safe-area.md). Text is measured with the environment's `textMeasurer`
    /// (`import LayoutViz` adds `LayoutSession(view)`, which brings Pango's).
    public init(_ view: consuming some View, environment: EnvironmentValues, safeArea: CGRect? = nil, screen: CGRect? = nil) {
        let region = safeArea.map { SafeRegion(safe: $0, outer: screen ?? $0, scale: environment.displayScale) }
        var (root, screenEnvironment) = resolveScreen(view, environment: environment)
        // A screen draws what its views present over them (Presentation/PresentationStage.swift).
        if let safeArea, let r = root {
            let hosted = PresentationStage.host(r, environment: screenEnvironment, safeArea: safeArea, screen: screen ?? safeArea)
            root = hosted.root
            if hosted.recedes { screenEnvironment.lightStatusBar = true }
        }
        engine = root.map { LayoutEngine(root: $0, region: region) }
        self.screenEnvironment = screenEnvironment
        self.safeArea = safeArea
        if (engine?.maxDepth ?? 0) >= LargeStack.hopDepth {
            // Releasing a deep view value recurses as deep as it nests: on a large stack.
            let held = Held(consume view)
            LargeStack.run { held.value = nil }
        }
    }

    /// Lays the view out for `proposal`.
    public func layout(_ proposal: ProposedViewSize) -> LayoutTree {
        if let last, last.proposal == proposal { return last.tree }
        // The previous tree's storage can be reused once nothing outside holds that tree.
        var previous = last?.tree.root.arena
        last = nil
        let recycled = isKnownUniquelyReferenced(&previous) ? previous : nil
        previous = nil
        // A deep tree's sizing recursion needs a large stack (docs/engine.md, "Deep trees").
        let deep = (engine?.maxDepth ?? 0) >= LargeStack.layoutHopDepth
        var tree = placed(proposal, recycling: recycled, deep: deep)
        // Scroll views resting at a view: placed again once the view's frame is known.
        if let engine, !engine.scrollTargets.isEmpty, engine.scrollToTargets(tree) {
            tree = placed(proposal, recycling: nil, deep: deep)
        }
        last = (proposal, tree)
        return tree
    }

    /// A layout; once more when a reader asked for an anchor before its view was placed, reading
    /// the frames the first pass placed (Language/Anchors.swift).
    private func placed(_ proposal: ProposedViewSize, recycling: LayoutArena?, deep: Bool) -> LayoutTree {
        engine?.anchors.begin(retrying: false)
        let tree = deep ? LargeStack.run { computeLayout(proposal, recycling: recycling) } : computeLayout(proposal, recycling: recycling)
        guard let engine, engine.anchors.missed else { return tree }
        engine.anchors.begin(retrying: true)
        return deep ? LargeStack.run { computeLayout(proposal, recycling: nil) } : computeLayout(proposal, recycling: nil)
    }

    private func computeLayout(_ proposal: ProposedViewSize, recycling previous: LayoutArena?) -> LayoutTree {
        guard let engine else {
            let arena = LayoutArena(engine: nil)
            arena.records.append(PlacedRecord(id: -1, frame: CGRect(origin: safeArea?.origin ?? .zero, size: .zero), proposal: proposal))
            return LayoutTree(root: LayoutNode(arena: arena, index: 0), proposal: proposal, sizeComputations: 0, screenEnvironment: screenEnvironment)
        }
        engine.beginPass()
        let arena = previous.map { LayoutArena(engine: engine, recycling: $0) } ?? LayoutArena(engine: engine)
        arena.rootContainer = engine.region.map { ProposedViewSize($0.safe.size) } ?? proposal
        engine.container = arena.rootContainer
        let s = engine.size(engine.root, proposal)
        arena.records.append(PlacedRecord(id: engine.root, frame: CGRect(origin: rootOrigin(size: s), size: s), proposal: proposal))
        if engine.scopesSafeArea, let region = engine.region { arena.regions = [region] }
        engine.placeAll(arena)
        return LayoutTree(root: LayoutNode(arena: arena, index: 0), proposal: proposal, sizeComputations: engine.sizeComputations,
                          screenEnvironment: screenEnvironment)
    }

    /// Where the root goes: centred in the safe area, as an app's window places it
    /// (docs/layout/README.md, "The root"); at the origin without one.
    private func rootOrigin(size s: CGSize) -> CGPoint {
        guard let area = safeArea else { return .zero }
        return CGPoint(x: area.minX + (area.width - s.width) / 2, y: area.minY + (area.height - s.height) / 2)
    }
}

/// A value to release on another thread.
private final class Held: @unchecked Sendable {
    var value: Any?
    init(_ value: Any) { self.value = value }
}
