import Foundation

// iOS 26's scroll edge effect (docs/glass.md, "Scroll edge effect"): where a scroll view's
// content lies under a bar, the bar's region and a little beyond it blur what lies beneath, more
// toward the screen's edge (soft, the automatic style), or cover it with the blurred background
// colour up to the bar's edge (hard). Drawn by the bars, behind them: under the floating tab bar
// and the bottom toolbar, where a list's rows run beneath at rest, and under the navigation bar
// when the content rests scrolled. The iOS 18 look draws none (its bars have their material).

/// The scroll edge effect of one edge, filling the frame it is given; its inner end (away from
/// the screen's edge) is where it fades out.
nonisolated struct ScrollEdgeEffect: View {
    let edge: VerticalEdge
    let style: ScrollEdgeEffectStyle

    @Environment(\.systemLook) private var look

    var body: some View {
        let s = look.scrollEdge
        let alignment: Alignment = edge == .top ? .top : .bottom
        GeometryReader { proxy in
            ZStack(alignment: alignment) {
                if style == .hard {
                    Rectangle().fill(BackdropStyle(backdrop: look.scrollEdgeBackdrop(blurRadius: s.hardBlurRadius, hard: true)))
                        .frame(height: max(proxy.size.height - s.softExtent, 0))
                } else if style != .hidden {
                    ForEach(s.softBands.indices, id: \.self) { i in
                        Rectangle().fill(BackdropStyle(backdrop: look.scrollEdgeBackdrop(blurRadius: s.softBands[i].blurRadius, hard: false)))
                            .frame(height: proxy.size.height * s.softBands[i].share)
                    }
                }
            }
            .frame(width: proxy.size.width, height: proxy.size.height, alignment: alignment)
        }
    }
}

nonisolated extension View {
    /// The scroll edge effect of `edge` behind this bar: from the screen's edge past the bar by
    /// the look's extent; nothing in the iOS 18 look or when `style` is hidden.
    /// `style` is what the screen asked for; else what was set around the bars (`environment`).
    /// The bar is left as it is where no effect is drawn.
    @ViewBuilder func scrollEdgeEffect(_ edge: VerticalEdge, _ style: ScrollEdgeEffectStyle?, _ environment: EnvironmentValues) -> some View {
        let look = environment.systemLook
        let shown = style ?? environment.scrollEdgeEffects[edge] ?? .automatic
        if look.isGlass, shown != .hidden {
            background(alignment: edge == .top ? .top : .bottom) {
                ScrollEdgeEffect(edge: edge, style: shown)
                    .padding(edge == .top ? .bottom : .top, -look.scrollEdge.softExtent)
                    .ignoresSafeArea(edges: edge == .top ? .top : .bottom)
            }
        } else {
            self
        }
    }
}
