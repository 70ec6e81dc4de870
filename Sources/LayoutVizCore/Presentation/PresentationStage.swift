import Foundation

// Where presentations go on the screen: the screen's session takes the presentations off its
// root (Presentation.swift) and lays the root out under them, each presentation a layer over the
// whole screen, the last on top. The geometry of sheets, dialogs and covers is here; their looks
// are in SystemLook+Presentations.swift, the rules and sources in docs/presentations.md.

enum PresentationStage {
    /// `root` with the presentations it hands up drawn over it, or `root` itself when there are
    /// none. `safeArea` and `screen` are the screen's, in its coordinates. `recedes`: the
    /// presenter is pushed back onto black (the status bar's ink turns light).
    static func host(_ root: Node, environment env: EnvironmentValues, safeArea: CGRect, screen: CGRect) -> (root: Node, recedes: Bool) {
        guard let list = root.preferences[PresentationsKey.self], !list.isEmpty else { return (root, false) }
        let presenter = root.with { $0.preferences.remove(PresentationsKey.self) }
        let geometry = StageGeometry(safeArea: safeArea, screen: screen, compact: env.horizontalSizeClass != .regular,
                                     cornerRadius: env.screenCornerRadius)
        for p in list { env.renderReport?.notePresented(p.describe(on: geometry, env.systemLook.sheet)) }
        let stage = PresentedScreen(presenter: presenter, presentations: list, geometry: geometry)
        let nodes = resolveView(stage, ResolveContext(environment: env, stackAxis: nil))
        guard nodes.count == 1 else { return (root, false) }
        return (env.layoutDirection == .rightToLeft ? nodes[0].laidOut(in: .rightToLeft) : nodes[0], stage.recedes(env.systemLook))
    }
}

/// The screen a stage covers.
struct StageGeometry {
    let safeArea: CGRect, screen: CGRect
    let compact: Bool
    /// The screen's corner radius (0: square corners, or not a device).
    let cornerRadius: CGFloat
    var top: CGFloat { safeArea.minY - screen.minY }
    var bottom: CGFloat { screen.maxY - safeArea.maxY }
}

extension PresentedView {
    /// Whether this is drawn as a sheet (a popover is, on every width for now).
    var isSheet: Bool {
        switch kind {
        case .sheet, .popover: return true
        case .fullScreenCover, .alert, .confirmationDialog: return false
        }
    }

    /// How a run names it: "sheet (medium detent)", "alert"...
    func describe(on geometry: StageGeometry, _ look: SystemLook.SheetLook) -> String {
        let compact = geometry.compact
        switch kind {
        case .sheet, .popover:
            // A popover iOS would keep a popover (on an iPad, or asked to on a phone) is named as not anchored.
            let keepsPopover = !compact || ["popover", "none"].contains(options.compactAdaptation?.name)
            let base = !isPopover ? name : keepsPopover ? "popover (drawn as a sheet, not anchored)" : "popover (as a sheet)"
            guard compact else { return "\(base) (form sheet)" }
            return "\(base) (\(SheetGeometry.detent(of: options, geometry, look).name) detent)"
        case .fullScreenCover, .alert: return name
        case .confirmationDialog: return compact ? name : "\(name) (drawn centred, not as a popover from its view)"
        }
    }

    private var isPopover: Bool { if case .popover = kind { true } else { false } }
}

/// A sheet's frame on a compact width, before iOS 26 floats it (docs/presentations.md, "Sheets").
struct SheetGeometry {
    /// The sheet's top edge and height, edge to edge, in screen coordinates.
    let top: CGFloat, height: CGFloat
    let isLarge: Bool

    /// The detent a sheet is drawn at: the selected one, else the lowest asked for on this
    /// screen, else large.
    static func detent(of o: PresentationOptions, _ g: StageGeometry, _ look: SystemLook.SheetLook) -> PresentationDetent {
        if let d = o.selectedDetent { return d }
        let limits = Limits(g, look)
        return o.detents.min { limits.value(of: $0) < limits.value(of: $1) } ?? .large
    }

    /// The heights a screen allows: the largest, and half the screen's (medium).
    private struct Limits {
        let maxValue: CGFloat, medium: CGFloat
        init(_ g: StageGeometry, _ look: SystemLook.SheetLook) {
            maxValue = g.screen.height - (g.top + look.largeTopGap) - g.bottom
            medium = g.screen.height * look.mediumShare
        }
        /// A detent's height above the bottom inset, before it is limited to the largest.
        func value(of d: PresentationDetent) -> CGFloat {
            switch d.name {
            case "large": maxValue
            case "medium": medium
            case "fraction": d.value * maxValue
            case "height": d.value
            default: d.custom?(PresentationDetent.Context(maxDetentValue: maxValue)) ?? maxValue
            }
        }
    }

    init(_ o: PresentationOptions, _ g: StageGeometry, _ look: SystemLook.SheetLook) {
        let limits = Limits(g, look)
        let value = limits.value(of: Self.detent(of: o, g, look))
        isLarge = value >= limits.maxValue
        height = (isLarge ? limits.maxValue : max(value, 0)) + g.bottom
        top = g.screen.maxY - height
    }
}

private enum ScreenCornerRadiusKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }
private enum LightStatusBarKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// The radius of the device screen's corners (0 off a device): iOS 26's floating sheets follow it.
    var screenCornerRadius: CGFloat {
        get { self[ScreenCornerRadiusKey.self] }
        set { self[ScreenCornerRadiusKey.self] = newValue }
    }

    /// Whether the screen's status bar is drawn in light ink whatever the scheme (over the black
    /// around a pushed-back presenter).
    package var lightStatusBar: Bool {
        get { self[LightStatusBarKey.self] }
        set { self[LightStatusBarKey.self] = newValue }
    }
}

/// The presenter under its presentations (what `explain` names the screen's root when something is presented).
nonisolated struct PresentedScreen: View {
    let presenter: Node
    let presentations: [PresentedView]
    let geometry: StageGeometry
    @Environment(\.systemLook) private var look

    var body: some View {
        ZStack {
            presenterLayer
            ForEach(Array(presentations.indices), id: \.self) { i in layer(presentations[i]) }
        }
    }

    /// Whether the presenter is pushed back: under a large sheet on top, on an iOS 18 phone.
    func recedes(_ look: SystemLook) -> Bool {
        guard let inset = look.sheet.recedeInset, geometry.compact, geometry.screen.width > 2 * inset,
              let last = presentations.last, last.isSheet else { return false }
        return SheetGeometry(last.options, geometry, look.sheet).isLarge
    }

    /// The presenter, pushed back under a large sheet on an iOS 18 phone (top presentation only).
    @ViewBuilder private var presenterLayer: some View {
        let sheet = look.sheet
        if recedes(look), let inset = sheet.recedeInset {
            let width = geometry.screen.width
            let scale = (width - 2 * inset) / width
            // Scaled about the point that keeps the presenter's top edge at the safe area's top.
            let anchorY = geometry.top / (1 - scale)
            let unitY = (anchorY - geometry.top) / max(geometry.safeArea.height, 1)
            ZStack {
                look.shadow.ignoresSafeArea()
                _NodesView(nodes: [presenter]).frame(maxWidth: .infinity, maxHeight: .infinity)
                    .background(look.chrome.screen.ignoresSafeArea())
                    .clipShape(_OutsetRoundedRectangle(insets: EdgeInsets(top: geometry.top, leading: geometry.safeArea.minX - geometry.screen.minX,
                                                                         bottom: geometry.bottom, trailing: geometry.screen.maxX - geometry.safeArea.maxX),
                                                       radius: sheet.recedeRadius))
                    .scaleEffect(scale, anchor: UnitPoint(x: UnitPoint.center.x, y: unitY))
            }
        } else {
            _NodesView(nodes: [presenter])
        }
    }

    @ViewBuilder private func layer(_ p: PresentedView) -> some View {
        switch p.kind {
        case .sheet, .popover: sheetLayer(p)
        case .fullScreenCover:
            _NodesView(nodes: p.content).frame(maxWidth: .infinity, maxHeight: .infinity)
                .background(Rectangle().fill(p.options.background ?? AnyShapeStyle(look.background)).ignoresSafeArea())
        case .alert:
            // Overlays, so that a card taller than the safe area does not grow the stage.
            look.shadow.opacity(look.dialog.dimOpacity).ignoresSafeArea().overlay { _NodesView(nodes: p.content) }
        case .confirmationDialog:
            look.shadow.opacity(look.dialog.dimOpacity).ignoresSafeArea().overlay(alignment: look.isGlass || !geometry.compact ? .center : .bottom) {
                _NodesView(nodes: p.content).padding(.bottom, look.isGlass || geometry.bottom > 0 ? 0 : look.actionSheet.margin)
            }
        }
    }

    /// A sheet: on a compact width edge to edge at its detent (iOS 26: floating below the large
    /// detent), on a regular width a centred form sheet; the screen dimmed behind it.
    @ViewBuilder private func sheetLayer(_ p: PresentedView) -> some View {
        let sheet = look.sheet
        let width = geometry.screen.width
        let radius = p.options.cornerRadius ?? sheet.cornerRadius
        let detents = p.options.detents.count
        let grabber = p.options.dragIndicator == .visible || (p.options.dragIndicator == .automatic && detents > 1)
        let fill = p.options.background ?? AnyShapeStyle(sheet.background)
        if geometry.compact {
            let g = SheetGeometry(p.options, geometry, sheet)
            let floating = !g.isLarge && geometry.cornerRadius > 0 ? sheet.floatingInset : nil
            let scale = floating.map { (width - 2 * $0) / width } ?? 1
            let bottomRadius = floating.map { max(geometry.cornerRadius - $0, 0) / scale } ?? 0
            let shape = UnevenRoundedRectangle(topLeadingRadius: radius / scale, bottomLeadingRadius: bottomRadius,
                                               bottomTrailingRadius: bottomRadius, topTrailingRadius: radius / scale, style: .continuous)
            look.shadow.opacity(sheet.dimOpacity)
                .overlay(alignment: .top) {
                    sheetCard(p, fill: fill, shape: shape, grabber: grabber, bottomInset: geometry.bottom)
                        .frame(width: width, height: g.height)
                        // Scaled about the point half the width above the bottom's middle: the
                        // sides and the bottom come in by the same inset.
                        .scaleEffect(scale, anchor: UnitPoint(x: UnitPoint.center.x, y: (g.height - width / 2) / max(g.height, 1)))
                        .offset(y: g.top - geometry.screen.minY)
                }
                .ignoresSafeArea()
        } else {
            let size = CGSize(width: min(sheet.formSize.width, width), height: min(sheet.formSize.height, geometry.safeArea.height))
            look.shadow.opacity(sheet.dimOpacity)
                .overlay {
                    sheetCard(p, fill: fill, shape: UnevenRoundedRectangle(topLeadingRadius: radius, bottomLeadingRadius: radius,
                                                                           bottomTrailingRadius: radius, topTrailingRadius: radius, style: .continuous),
                              grabber: grabber, bottomInset: 0)
                        .frame(width: size.width, height: size.height)
                        .shadow(color: look.shadow.opacity(sheet.shadowOpacity), radius: sheet.shadowRadius, y: sheet.shadowY)
                }
                .ignoresSafeArea()
        }
    }

    private func sheetCard(_ p: PresentedView, fill: AnyShapeStyle, shape: UnevenRoundedRectangle, grabber: Bool, bottomInset: CGFloat) -> some View {
        let sheet = look.sheet
        return _NodesView(nodes: p.content)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .safeAreaPadding(.bottom, bottomInset)
            .background(shape.fill(fill))
            .clipShape(shape)
            .overlay(alignment: .top) {
                if grabber {
                    Capsule().fill(sheet.grabber).frame(width: sheet.grabberWidth, height: sheet.grabberHeight).padding(.top, sheet.grabberTop)
                }
            }
    }
}

/// A rounded rectangle grown past the view's frame by `insets`: a presenter's whole screen,
/// clipped while only its safe area is the view's frame.
nonisolated struct _OutsetRoundedRectangle: Shape {
    let insets: EdgeInsets
    let radius: CGFloat
    func path(in rect: CGRect) -> Path {
        let r = CGRect(x: rect.minX - insets.leading, y: rect.minY - insets.top,
                       width: rect.width + insets.leading + insets.trailing, height: rect.height + insets.top + insets.bottom)
        return RoundedRectangle(cornerRadius: radius, style: .continuous).path(in: r)
    }
}
