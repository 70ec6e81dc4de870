import Foundation

// Liquid Glass (iOS 26): the `Glass` material, `glassEffect(_:in:isEnabled:)`,
// `GlassEffectContainer` and the glass button styles. What LayoutViz draws and what it leaves
// out is in docs/glass.md: what lies beneath, blurred, bent at the edge and tinted as much as
// the content's legibility needs, a lit rim and a soft shadow, all from `SystemLook.GlassLook`,
// so a picture depends only on the view, what lies beneath and the look. Under the iOS 18 look,
// which has no glass, a glass effect draws iOS 18's material stand-in and the glass button styles
// draw as `.bordered` and `.borderedProminent` (as an app built with the older design would fall back).

/// The material of iOS 26's floating controls and bars.
public struct Glass: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case regular, clear, identity }
    let kind: Kind
    /// A colour mixed into the glass (`.tint(_:)`), nil for none.
    var tintColor: Color?

    /// The standard glass: a light, translucent tint.
    public static let regular = Glass(kind: .regular)
    /// Clearer glass, for controls over rich content (photos, maps).
    public static let clear = Glass(kind: .clear)
    /// No glass: the content as it is.
    public static let identity = Glass(kind: .identity)

    /// This glass tinted with `color` (a prominent control's fill).
    public func tint(_ color: Color?) -> Glass {
        var g = self
        g.tintColor = color
        return g
    }

    /// This glass reacting to touches; a still picture shows it at rest.
    public func interactive(_ isEnabled: Bool = true) -> Glass { self }
}

/// The shape a glass effect takes unless told: a capsule.
nonisolated public struct DefaultGlassEffectShape: Shape {
    /// The default shape.
    public init() {}
    public func path(in rect: CGRect) -> Path { Capsule().path(in: rect) }
}

/// Glass in a shape, drawn behind content: the shadow, what lies beneath seen through the glass,
/// the rim (iOS 26), or the bars' flat material stand-in (iOS 18).
nonisolated struct GlassBackground<S: Shape>: View {
    let glass: Glass
    let shape: S
    /// A prominent control's glass (a `.glassProminent` button, a confirmation's platter): its
    /// tint nearly opaque; other tinted glass lets more of what lies beneath through.
    var prominent = true
    @Environment(\.systemLook) private var look

    var body: some View {
        let g = look.glass
        if glass.kind == .identity {
            Color.clear
        } else if !look.isGlass {
            shape.fill(glass.tintColor ?? look.barMaterial)
        } else {
            shape.fill(BackdropStyle(backdrop: backdrop(g)))
                .overlay { shape.stroke(g.outline, lineWidth: g.rimWidth * 2) }
                .overlay { shape.stroke(g.rim, lineWidth: g.rimWidth) }
        }
    }

    private func backdrop(_ g: SystemLook.GlassLook) -> Backdrop {
        let clear = glass.kind == .clear
        let tint = glass.tintColor.map { $0.opacity(prominent ? g.tintOpacity : g.tintedEffectOpacity) } ?? (clear ? g.clear : g.regular)
        var b = Backdrop(name: glass.tintColor != nil ? "tinted glass" : clear ? "clear glass" : "glass",
                         blurRadius: clear ? g.clearBlurRadius : g.blurRadius, saturation: g.saturation, tint: tint,
                         cornerRadius: shape.backdropCornerRadius, fallbackOpacity: glass.tintColor != nil ? g.tintOpacity : g.fallbackOpacity)
        b.lensBand = g.lensBand
        b.lensStrength = g.lensStrength
        b.lensShare = g.lensShare
        b.highlight = g.highlight
        b.highlightBand = g.highlightBand
        if glass.tintColor == nil, !clear {
            b.ink = look.label
            b.contrast = g.contrast
        }
        b.shadow = BackdropShadow(color: look.shadow.opacity(g.shadowOpacity), radius: g.shadowRadius, y: g.shadowY)
        return b
    }
}

/// A backdrop as a shape style: a shape filled with it shows what lies beneath through it.
struct BackdropStyle: ShapeStyle {
    let backdrop: Backdrop
    func _resolveColor(in environment: EnvironmentValues) -> Color { backdrop.tint.resolved(in: environment) }
    func _resolvePaint(in environment: EnvironmentValues) -> Paint { .backdrop(backdrop.resolved(in: environment)) }
}

nonisolated extension View {
    /// Puts `glass` in `shape` behind this view (iOS 26); disabled, the view as it is.
    public func glassEffect<S: Shape>(_ glass: Glass = .regular, in shape: S = DefaultGlassEffectShape(), isEnabled: Bool = true) -> some View {
        background { if isEnabled { GlassBackground(glass: glass, shape: shape, prominent: false) } }
    }

    /// Identifies a glass effect for morphing between states; a still picture is one state.
    public func glassEffectID<ID: Hashable & Sendable>(_ id: ID?, in namespace: Namespace.ID) -> Self { self }

    /// Joins this view's glass with others of the same id; drawn as separate shapes.
    public func glassEffectUnion<ID: Hashable & Sendable>(id: ID?, namespace: Namespace.ID) -> Self { self }

    /// How the glass appears and disappears; a still picture shows no transition.
    public func glassEffectTransition(_ transition: GlassEffectTransition) -> Self { self }
}

/// How glass appears and disappears (`glassEffectTransition`).
public struct GlassEffectTransition: Hashable, Sendable {
    let name: String
    /// The glass morphs into nearby glass.
    public static let matchedGeometry = GlassEffectTransition(name: "matchedGeometry")
    /// The glass fades.
    public static let materialize = GlassEffectTransition(name: "materialize")
    /// No transition.
    public static let identity = GlassEffectTransition(name: "identity")
}

/// Groups glass shapes so that nearby ones can blend; LayoutViz draws each shape on its own
/// (the blending of touching shapes is not drawn) and lays the content out as it is.
nonisolated public struct GlassEffectContainer<Content: View>: View {
    let content: Content

    /// A container whose glass shapes blend when closer than `spacing`.
    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) { self.content = content() }

    public var body: some View { content }
}

/// `.buttonStyle(.glass)`: the label on a capsule of glass, in the label colour (iOS 26);
/// `.bordered` under the iOS 18 look.
nonisolated public struct GlassButtonStyle: ButtonStyle {
    let glass: Glass
    /// Creates the style.
    public init() { glass = .regular }
    /// The style with another glass (`.clear`, a tinted one).
    public init(_ glass: Glass) { self.glass = glass }
    public func makeBody(configuration: Configuration) -> some View { GlassButtonBody(label: configuration.label, glass: glass, prominent: false) }
}

/// `.buttonStyle(.glassProminent)`: the label on a tint-filled capsule (iOS 26);
/// `.borderedProminent` under the iOS 18 look.
nonisolated public struct GlassProminentButtonStyle: ButtonStyle {
    /// Creates the style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { GlassButtonBody(label: configuration.label, glass: .regular, prominent: true) }
}

nonisolated struct GlassButtonBody: View {
    let label: ButtonStyleConfiguration.Label
    let glass: Glass
    let prominent: Bool
    @Environment(\.controlSize) private var size
    @Environment(\.tint) private var tint
    @Environment(\.buttonRoleTint) private var roleTint
    @Environment(\.systemLook) private var look

    @Environment(\.isOnBarPlatter) private var onBar

    var body: some View {
        if look.isGlass, onBar {
            // In a bar the item's platter is the glass: a plain label, or (prominent) white on
            // a platter the bar fills with the accent colour.
            if prominent { _ProminentBarItem(content: label.foregroundColor(look.onFill)) } else { label }
        } else if look.isGlass {
            let b = look.borderedButton
            let accent = roleTint ?? tint ?? look.accent
            label
                .foregroundColor(prominent ? look.onFill : roleTint ?? look.label)
                .font(b.font(size))
                .padding(b.padding(size))
                .background(GlassBackground(glass: prominent ? glass.tint(accent) : glass, shape: Capsule()))
        } else {
            BorderedBody(label: label, prominent: prominent)
        }
    }
}

/// Marks a bar item whose platter is filled with the accent colour (a `.glassProminent` button).
enum ProminentBarItemTraitKey: ViewTraitKey { static let defaultValue = false }

nonisolated struct _ProminentBarItem<Content: View>: View, PrimitiveView {
    let content: Content
    var body: Never { neverBody() }
    nonisolated func resolve(_ ctx: ResolveContext) -> [Node] {
        resolveView(content, ctx).map { $0.with { $0.traits[ProminentBarItemTraitKey.self] = true } }
    }
}

private enum OnBarPlatterKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether views are a bar item on iOS 26's glass platters (glass button styles draw no
    /// glass of their own there).
    package var isOnBarPlatter: Bool {
        get { self[OnBarPlatterKey.self] }
        set { self[OnBarPlatterKey.self] = newValue }
    }
}

nonisolated extension ButtonStyle where Self == GlassButtonStyle {
    /// Glass behind the label (iOS 26).
    public static var glass: GlassButtonStyle { GlassButtonStyle() }
    /// Glass of another kind behind the label.
    public static func glass(_ glass: Glass) -> GlassButtonStyle { GlassButtonStyle(glass) }
}

nonisolated extension ButtonStyle where Self == GlassProminentButtonStyle {
    /// Tinted glass behind the label (iOS 26).
    public static var glassProminent: GlassProminentButtonStyle { GlassProminentButtonStyle() }
}
