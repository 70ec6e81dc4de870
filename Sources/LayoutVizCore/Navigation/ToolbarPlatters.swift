import Foundation

// MARK: - iOS 26's platters

/// `ToolbarSpacer`: separates toolbar items onto platters of their own (iOS 26), with a fixed
/// gap or one that takes the room left.
nonisolated public struct ToolbarSpacer: ToolbarContent, PrimitiveView {
    /// How much room a toolbar spacer takes.
    public struct Sizing: Hashable, Sendable {
        let flexible: Bool
        /// The platters' usual gap.
        public static let fixed = Sizing(flexible: false)
        /// All the room the bar has left.
        public static let flexible = Sizing(flexible: true)
    }

    let sizing: Sizing
    let placement: ToolbarItemPlacement

    /// A spacer of `sizing` at `placement`.
    public init(_ sizing: Sizing = .fixed, placement: ToolbarItemPlacement = .automatic) {
        self.sizing = sizing
        self.placement = placement
    }

    public var body: Never { neverBody() }

    nonisolated func resolve(_ ctx: ResolveContext) -> [Node] {
        resolveView(Color.clear.frame(width: 0, height: 0), ctx.withoutStack()).map {
            $0.with {
                $0.traits[ToolbarPlacementTraitKey.self] = placement
                $0.traits[ToolbarSpacerTraitKey.self] = sizing
            }
        }
    }
}

/// Marks a toolbar spacer's node.
enum ToolbarSpacerTraitKey: ViewTraitKey { static let defaultValue: ToolbarSpacer.Sizing? = nil }
/// `sharedBackgroundVisibility(.hidden)`: an item drawn without a platter.
enum ToolbarNoPlatterTraitKey: ViewTraitKey { static let defaultValue = false }

/// A toolbar item with a trait set on its nodes.
nonisolated public struct _ToolbarTraitContent<Content: ToolbarContent>: ToolbarContent, PrimitiveView {
    let content: Content
    let edit: @Sendable (inout ViewTraits) -> Void
    public var body: Never { neverBody() }
    nonisolated func resolve(_ ctx: ResolveContext) -> [Node] { resolveView(content, ctx).map { $0.with { edit(&$0.traits) } } }
}

nonisolated extension ToolbarContent {
    /// Whether the item shares the glass platter of its neighbours (iOS 26); hidden, it is drawn
    /// on no platter at all.
    public func sharedBackgroundVisibility(_ visibility: Visibility) -> _ToolbarTraitContent<Self> {
        let hidden = visibility == .hidden
        return _ToolbarTraitContent(content: self) { $0[ToolbarNoPlatterTraitKey.self] = hidden }
    }

    /// Which items a crowded toolbar keeps; all are drawn.
    public func visibilityPriority(_ priority: Double) -> Self { self }
}

/// A bar's items on iOS 26's glass platters: neighbours share one (a capsule 44 tall, its
/// content 16 in; icons alone 36 apart, so one icon is a 44-point circle), a toolbar spacer or
/// a prominent (confirmation) item starts another, 12 apart; a prominent item's platter is the
/// tint with white content (docs/look.md, "iOS 26").
nonisolated struct BarPlatters: View {
    let nodes: [Node]
    /// The platters' height; nil: the navigation bar's.
    var side: CGFloat?
    @Environment(\.tint) private var tint
    @Environment(\.systemLook) private var look

    /// The runs of nodes that share a platter, and whether a flexible spacer precedes each.
    private var runs: [(nodes: [Node], prominent: Bool, plain: Bool, flexibleBefore: Bool)] {
        var out: [(nodes: [Node], prominent: Bool, plain: Bool, flexibleBefore: Bool)] = []
        var current: [Node] = [], flexible = false
        func flush() {
            if !current.isEmpty { out.append((current, false, false, flexible)); flexible = false }
            current = []
        }
        for n in nodes {
            if let spacer = n.traits[ToolbarSpacerTraitKey.self] {
                flush()
                flexible = flexible || spacer.flexible
                continue
            }
            let prominent = n.traits[ToolbarPlacementTraitKey.self]?.emphasised == true || n.hasProminentBarItem
            let plain = n.traits[ToolbarNoPlatterTraitKey.self]
            if prominent || plain {
                flush()
                out.append(([n], prominent, plain, flexible))
                flexible = false
            } else {
                current.append(n)
            }
        }
        flush()
        return out
    }

    var body: some View {
        let bar = look.bar, side = side ?? bar.platterHeight(look), runs = runs
        HStack(spacing: bar.platterSpacing) {
            ForEach(0..<runs.count, id: \.self) { i in
                let run = runs[i]
                if run.flexibleBefore { Spacer(minLength: 0) }
                platter(run.nodes, prominent: run.prominent, plain: run.plain, side: side)
            }
        }
    }

    @ViewBuilder private func platter(_ nodes: [Node], prominent: Bool, plain: Bool, side: CGFloat) -> some View {
        let bar = look.bar
        let iconsOnly = !nodes.contains { $0.containsText }
        let content = Group {
            if iconsOnly {
                HStack(spacing: 0) {
                    ForEach(0..<nodes.count, id: \.self) { _NodesView(nodes: [nodes[$0]]).frame(width: side - 2 * bar.iconPlatterInset, height: side) }
                }
                .padding(.horizontal, bar.iconPlatterInset)
            } else {
                HStack(spacing: bar.platterPadding) { _NodesView(nodes: nodes) }
                    .padding(.horizontal, bar.platterPadding)
                    .frame(height: side)
            }
        }
        if plain {
            content
        } else {
            content.background(GlassBackground(glass: prominent ? Glass.regular.tint(tint ?? look.accent) : .regular, shape: Capsule()))
        }
    }
}

extension Node {
    /// Whether a `.glassProminent` button is this bar item (or the first view in it).
    var hasProminentBarItem: Bool {
        traits[ProminentBarItemTraitKey.self] || children.first?.hasProminentBarItem == true
    }

    /// Whether a text is in this node's subtree (a bar item with a title, not an icon alone).
    var containsText: Bool {
        if case .text = kind { return true }
        return children.contains { $0.containsText }
    }
}
