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
    /// The environment of the screen the view was laid out on (`LayoutSession.screenEnvironment`).
    package let screenEnvironment: EnvironmentValues

    /// The colour scheme of the screen: the environment's, or the one the view prefers
    /// (`preferredColorScheme`) or wraps itself in.
    public var colorScheme: ColorScheme { screenEnvironment.colorScheme }

    /// Lays `view` out for `proposal` with its top-leading corner at the origin, in `environment`
    /// (its `textMeasurer` measures text; `import LayoutViz` adds `LayoutTree(view, proposal:)`,
    /// which brings Pango's).
    public init(_ view: consuming some View, proposal: ProposedViewSize, environment: EnvironmentValues) {
        self = LayoutSession(consume view, environment: environment).layout(proposal)
    }

    /// Lays `view` out as an app's root: proposed the size of `safeArea` and centred in it
    /// (docs/layout/README.md). Frames are in the coordinates `safeArea` is given in (the screen's).
    /// Views that ignore the safe area grow into `screen` (nil: there is nothing beyond the safe
    /// area to grow into); see docs/layout/safe-area.md.
    public init(_ view: consuming some View, safeArea: CGRect, screen: CGRect? = nil, environment: EnvironmentValues) {
        self = LayoutSession(consume view, environment: environment, safeArea: safeArea, screen: screen).layout(ProposedViewSize(safeArea.size))
    }

    init(root: LayoutNode, proposal: ProposedViewSize, sizeComputations: Int, screenEnvironment: EnvironmentValues) {
        self.root = root
        self.proposal = proposal
        self.sizeComputations = sizeComputations
        self.screenEnvironment = screenEnvironment
    }

    /// The frame of the first view (depth first) whose `.id` equals `id`.
    public func frame(of id: AnyHashable) -> CGRect? {
        node(withID: id)?.frame
    }

    /// The first node (depth first) whose `.id` equals `id`.
    public func node(withID id: AnyHashable) -> LayoutNode? { root.first(withID: id) }
}

extension LayoutNode {
    /// This node or the first below it (depth first) whose `.id` equals `id`.
    func first(withID id: AnyHashable) -> LayoutNode? {
        var stack = [self]
        while let n = stack.popLast() {
            if n.id == id { return n }
            stack.append(contentsOf: n.children.reversed())
        }
        return nil
    }
}
