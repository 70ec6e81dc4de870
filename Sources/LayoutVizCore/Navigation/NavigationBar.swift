import Foundation

// The bars a navigation stack draws: the navigation bar (title, items, back button), the bottom
// toolbar, and the material and symbols they share. Metrics and colours from the look's `bar`.

/// The flat stand-in for the bars' material: (249, 249, 249) at 94 % [INF: UIKit's
/// pre-blur bar tint as widely quoted; the blur of what lies behind is not drawn].
struct BarMaterial: ShapeStyle {
    func _resolveColor(in environment: EnvironmentValues) -> Color { environment.systemLook.barMaterial }
}

/// The navigation bar: 44 points (50 on an iPad, 32 in a compact height) with the items and an
/// inline title (17-point semibold, centred), plus 52 under it for a large title (34-point
/// bold, leading, on the area's bottom) [INF for the title's placement].
nonisolated struct NavigationBar: View {
    let title: String
    let large: Bool
    let back: String?
    let items: ToolbarItems
    let search: SearchRequest?
    let background: AnyShapeStyle?
    /// An iPad's top tab bar lies over the row's centre (iPadOS 26): no inline title there.
    var tabBarInRow = false

    @Environment(\.systemLook) private var look
    @Environment(\.dynamicTypeSize) private var typeSize

    var body: some View {
        let bar = look.bar
        let margin = bar.margin(look), strip = bar.largeTitleHeight(typeSize)
        VStack(alignment: .leading, spacing: 0) {
            if bar.platters { glassRow } else { classicRow }
            if large {
                Text(title)
                    .font(.largeTitle.bold())
                    .lineLimit(1)
                    .accessibilityAttributes { a, _ in a.role = .header }
                    .padding(.horizontal, bar.largeTitleInset(look))
                    .frame(maxWidth: .infinity, minHeight: strip, maxHeight: strip, alignment: .bottomLeading)
            }
            if let search { SearchField(request: search, margin: margin) }
        }
        .background(background ?? AnyShapeStyle(Color.clear))
        .overlay(alignment: .bottom) { if background != nil && !bar.platters { Divider().ignoresSafeArea(edges: .horizontal) } }
    }

    /// The inline title, or the principal items in its place.
    @ViewBuilder private var centre: some View {
        if tabBarInRow {
            // The tab bar is laid over the centre by the tab view.
        } else if !items.principal.isEmpty {
            _NodesView(nodes: items.principal)
        } else if !large {
            // Kept clear of a back button or item at either end [INF: UIKit shortens the
            // title where items crowd it].
            Text(title).font(.headline).lineLimit(1).accessibilityAttributes { a, _ in a.role = .header }
                .padding(.horizontal, look.bar.inlineTitleClearance)
        }
    }

    /// iOS 26: the items on glass platters 16 from the bar's ends, the back button a circle of
    /// its own; the title centred on the platters' row.
    private var glassRow: some View {
        let bar = look.bar, platter = bar.platterHeight(look)
        return ZStack {
            centre
            HStack(spacing: bar.platterSpacing) {
                if let back { BackButton(title: back) }
                BarPlatters(nodes: items.leading)
                Spacer(minLength: 0)
                BarPlatters(nodes: items.trailing)
            }
            .padding(.horizontal, bar.margin(look))
        }
        .frame(maxWidth: .infinity, minHeight: platter, maxHeight: platter)
        .padding(.vertical, bar.topPadding(look))
        .dynamicTypeSize(...DynamicTypeSize.large)
    }

    /// iOS 18: flat items in the tint at the bar's margins, the title centred.
    private var classicRow: some View {
        let bar = look.bar, barHeight = bar.height(look), margin = bar.margin(look)
        return ZStack {
                centre
                HStack(spacing: 0) {
                    if let back { BackButton(title: back) }
                    HStack(spacing: bar.itemSpacing) { _NodesView(nodes: items.leading) }
                        .padding(.leading, back == nil ? margin : bar.afterBackButton)
                    Spacer(minLength: 0)
                    HStack(spacing: bar.itemSpacing) { _NodesView(nodes: items.trailing) }
                        .padding(.trailing, margin)
                }
            }
            .frame(maxWidth: .infinity, minHeight: barHeight, maxHeight: barHeight)
            // The bar keeps its title and items at the Large size, whatever the text size: UIKit
            // shows them enlarged in the large content viewer instead (docs/variants.md).
            .dynamicTypeSize(...DynamicTypeSize.large)
    }
}

/// A system button in a bar (the overflow menu's, the sidebar's): its symbol at the large scale
/// in the tint (in the label colour on iOS 26's platters).
nonisolated struct BarSymbol: View {
    let name: String
    @Environment(\.tint) private var tint
    @Environment(\.systemLook) private var look
    var body: some View {
        Image(systemName: name).imageScale(.large).foregroundColor(look.bar.platters ? look.label : tint ?? look.accent)
            .accessibilityAttributes { [name] a, _ in
                a.role = .button
                a.label = Self.spoken[name]
                a.targetIsRowOrBar = true
            }
    }

    /// What VoiceOver says for the bar buttons the system adds ([INF]: UIKit's words as heard,
    /// not read from its strings).
    static let spoken = ["sidebar.left": "Show Sidebar", "ellipsis": "More", "ellipsis.circle": "More"]
}

/// The bottom toolbar: 44 points (50 on an iPad, 32 in a compact height) above the home
/// indicator on the bar material with a hairline on top; the items spread from leading to
/// trailing, `.status` items in the middle [INF].
nonisolated struct BottomToolbar: View {
    let items: [Node]
    let status: [Node]
    let background: AnyShapeStyle?

    @Environment(\.systemLook) private var look
    @Environment(\.screenBottomInset) private var bottomInset

    var body: some View {
        if look.bar.platters { glass } else { classic }
    }

    /// iOS 26: each item on a 48-point glass platter, spread from leading to trailing, the
    /// platters' bottoms where the tab bar's is (21 above the screen's edge); status items
    /// plain in the middle [INF for the spreading and the status items]. With toolbar spacers
    /// the items between them share platters, a fixed spacer keeps the platters' 12-point gap
    /// and a flexible one takes the room left; without a flexible one the platters are centred [INF].
    private var glass: some View {
        let bar = look.bar, side = bar.bottomPlatterHeight
        let spaced = items.contains { $0.traits[ToolbarSpacerTraitKey.self] != nil }
        return ZStack {
            _NodesView(nodes: status)
            if spaced {
                BarPlatters(nodes: items, side: side).padding(.horizontal, bar.margin(look))
            } else {
                HStack(spacing: 0) {
                    ForEach(0..<items.count, id: \.self) { i in
                        if i > 0 { Spacer(minLength: bar.platterSpacing) }
                        BarPlatters(nodes: [items[i]], side: side)
                    }
                    if items.count < 2 { Spacer(minLength: 0) }
                }
                .padding(.horizontal, bar.margin(look))
            }
        }
        .frame(maxWidth: .infinity)
        .frame(height: side)
        .frame(height: look.floatingTabBar.region(platter: side, bottomInset: bottomInset ?? 0), alignment: .top)
    }

    private var classic: some View {
        ZStack {
            _NodesView(nodes: status)
            HStack(spacing: 0) {
                ForEach(0..<items.count, id: \.self) { i in
                    if i > 0 { Spacer(minLength: look.bar.itemSpacing) }
                    _NodesView(nodes: [items[i]])
                }
                if items.count < 2 { Spacer(minLength: 0) }
            }
            .padding(.horizontal, look.bar.margin(look))
        }
        .frame(maxWidth: .infinity)
        .frame(height: look.bar.height(look))
        .background(background ?? AnyShapeStyle(Color.clear))
        .overlay(alignment: .top) { if background != nil { Divider().ignoresSafeArea(edges: .horizontal) } }
    }
}

/// The back button of a pushed screen: a chevron and the previous screen's title in the tint.
nonisolated struct BackButton: View {
    let title: String
    @Environment(\.tint) private var tint
    @Environment(\.systemLook) private var look

    /// The previous title, or "Back" when there is none or it is long [INF: UIKit shortens to
    /// "Back" when the title does not fit; LayoutViz does so past the look's limit, 14 characters].
    static func title(previous: String?, _ look: SystemLook) -> String {
        guard let previous, !previous.isEmpty, previous.count <= look.bar.backTitleLimit else { return "Back" }
        return previous
    }

    var body: some View {
        // VoiceOver reads the previous title (or "Back") as a back button, on iOS 26 too, where
        // only the chevron shows.
        content.accessibilityAttributes { [title] a, _ in
            a.role = .button
            a.label = title
            a.addTraits.insert(.backButton)
            a.targetIsRowOrBar = true
        }
    }

    @ViewBuilder private var content: some View {
        let bar = look.bar
        if bar.platters {
            // iOS 26: the chevron alone, in the label colour, on a glass circle.
            let side = bar.platterHeight(look)
            BackChevronShape(inset: bar.backChevronInset)
                .stroke(look.label, lineWidth: bar.backChevronLineWidth)
                .frame(width: bar.backChevronWidth, height: bar.backChevronHeight)
                .frame(width: side, height: side)
                .background(GlassBackground(glass: .regular, shape: Circle()))
        } else {
            classic
        }
    }

    private var classic: some View {
        let bar = look.bar
        return HStack(spacing: bar.backTitleGap) {
            BackChevronShape(inset: bar.backChevronInset)
                .stroke(tint ?? look.accent, lineWidth: bar.backChevronLineWidth)
                .frame(width: bar.backChevronWidth, height: bar.backChevronHeight)
            Text(title).foregroundColor(tint ?? look.accent).lineLimit(1)
        }
        .padding(.leading, bar.backLeading)
    }
}

/// The back chevron: two strokes meeting at the leading middle (UIKit's 12 × 20 glyph [INF]).
nonisolated struct BackChevronShape: Shape {
    /// How far the strokes keep from the frame's edges (half the line).
    let inset: CGFloat
    func path(in r: CGRect) -> Path {
        var p = Path()
        p.move(to: CGPoint(x: r.maxX - inset, y: r.minY + inset))
        p.addLine(to: CGPoint(x: r.minX + inset, y: r.midY))
        p.addLine(to: CGPoint(x: r.maxX - inset, y: r.maxY - inset))
        return p
    }
}

