import Foundation

// More shape styles: the tint (`.tint`), the fill levels (`.fill`, `.fill.secondary`), the
// selection colour, styles with an opacity, a blend mode or a shadow (`.white.shadow(.drop(radius:
// 4))`), image paint, and the context's background style. Each resolves where it is drawn, by
// the environment (docs/rendering.md, "Shape styles").

/// The environment's tint: the accent colour unless `tint(_:)` set one.
public struct TintShapeStyle: ShapeStyle, Sendable {
    /// Creates the style.
    public init() {}
    public func _resolveColor(in environment: EnvironmentValues) -> Color { (environment.tint ?? environment.systemLook.accent).resolved(in: environment) }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The environment's tint.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

/// The system fill colours as a style: `.fill` is systemFill, `.fill.secondary` secondarySystemFill,
/// and so on (per scheme and contrast).
public struct FillShapeStyle: ShapeStyle, Sendable {
    let level: SystemColor
    /// Creates the style (systemFill).
    public init() { level = .systemFill }
    init(level: SystemColor) { self.level = level }
    public func _resolveColor(in environment: EnvironmentValues) -> Color { Color(system: level, name: "fill").resolved(in: environment) }
    /// secondarySystemFill.
    public var secondary: FillShapeStyle { FillShapeStyle(level: .secondarySystemFill) }
    /// tertiarySystemFill.
    public var tertiary: FillShapeStyle { FillShapeStyle(level: .tertiarySystemFill) }
    /// quaternarySystemFill.
    public var quaternary: FillShapeStyle { FillShapeStyle(level: .quaternarySystemFill) }
}

extension ShapeStyle where Self == FillShapeStyle {
    /// The system fill colour.
    public static var fill: FillShapeStyle { FillShapeStyle() }
}

/// The colour of selected content: the tint [INF: iOS draws selected rows in systemGray4; a
/// style of this name is used for selection marks, which take the tint].
public struct SelectionShapeStyle: ShapeStyle, Sendable {
    /// Creates the style.
    public init() {}
    public func _resolveColor(in environment: EnvironmentValues) -> Color { TintShapeStyle()._resolveColor(in: environment) }
}

extension ShapeStyle where Self == SelectionShapeStyle {
    /// The colour of selected content.
    public static var selection: SelectionShapeStyle { SelectionShapeStyle() }
}

/// A shadow a shape style casts, as SwiftUI's `ShadowStyle`.
public struct ShadowStyle: Hashable, Sendable {
    /// Whether the shadow falls outside the shape (drop) or inside it (inner).
    let inner: Bool
    let color: Color
    let radius: CGFloat
    let x: CGFloat
    let y: CGFloat

    /// A shadow behind the shape, SwiftUI's default colour black at 33 %.
    public static func drop(color: Color = SystemLook.dropShadowColor, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(inner: false, color: color, radius: radius, x: x, y: y)
    }

    /// A shadow inside the shape's edges: not drawn (named in a warning) [INF].
    public static func inner(color: Color = SystemLook.innerShadowColor, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(inner: true, color: color, radius: radius, x: x, y: y)
    }
}

/// A style with a shadow; what `shadow(_:)` on a style returns.
public struct _ShadowShapeStyle<Base: ShapeStyle>: ShapeStyle {
    let base: Base
    let shadow: ShadowStyle
    public func _resolveColor(in environment: EnvironmentValues) -> Color { base._resolveColor(in: environment) }
    public func _resolvePaint(in environment: EnvironmentValues) -> Paint { base._resolvePaint(in: environment) }
    public func _resolveShadows(in environment: EnvironmentValues) -> [ShadowStyle] { base._resolveShadows(in: environment) + [shadow] }
}

/// A style with its opacity multiplied; what `opacity(_:)` on a style returns.
public struct _OpacityShapeStyle<Base: ShapeStyle>: ShapeStyle {
    let base: Base
    let opacity: Double
    public func _resolveColor(in environment: EnvironmentValues) -> Color { base._resolveColor(in: environment).opacity(opacity) }
    public func _resolvePaint(in environment: EnvironmentValues) -> Paint { base._resolvePaint(in: environment).withOpacity(opacity) }
    public func _resolveShadows(in environment: EnvironmentValues) -> [ShadowStyle] { base._resolveShadows(in: environment) }
}

/// A style with a blend mode; what `blendMode(_:)` on a style returns. Drawn blended normally
/// [INF: a style's blend mode applies to the shape alone; use the view modifier to blend].
public struct _BlendShapeStyle<Base: ShapeStyle>: ShapeStyle {
    let base: Base
    let mode: BlendMode
    public func _resolveColor(in environment: EnvironmentValues) -> Color { base._resolveColor(in: environment) }
    public func _resolvePaint(in environment: EnvironmentValues) -> Paint { base._resolvePaint(in: environment) }
}

extension ShapeStyle {
    /// The style with `style`'s shadow (a drop shadow is drawn behind the filled shape).
    public func shadow(_ style: ShadowStyle) -> _ShadowShapeStyle<Self> { _ShadowShapeStyle(base: self, shadow: style) }
    /// The style with its opacity multiplied by `opacity`.
    @_disfavoredOverload
    public func opacity(_ opacity: Double) -> _OpacityShapeStyle<Self> { _OpacityShapeStyle(base: self, opacity: min(max(opacity, 0), 1)) }
    /// The style blended with `mode`.
    @_disfavoredOverload
    public func blendMode(_ mode: BlendMode) -> _BlendShapeStyle<Self> { _BlendShapeStyle(base: self, mode: mode) }
    /// The style at the second level (60 % opacity) [INF].
    public var secondary: _OpacityShapeStyle<Self> { _OpacityShapeStyle(base: self, opacity: SystemLook.hierarchyOpacities.secondary) }
    /// The style at the third level (30 % opacity) [INF].
    public var tertiary: _OpacityShapeStyle<Self> { _OpacityShapeStyle(base: self, opacity: SystemLook.hierarchyOpacities.tertiary) }
    /// The style at the fourth level (18 % opacity) [INF].
    public var quaternary: _OpacityShapeStyle<Self> { _OpacityShapeStyle(base: self, opacity: SystemLook.hierarchyOpacities.quaternary) }
}

extension ShapeStyle where Self == _ShadowShapeStyle<ForegroundStyle> {
    /// The foreground style with `style`'s shadow: `.fill(.shadow(.drop(radius: 4)))`.
    public static func shadow(_ style: ShadowStyle) -> _ShadowShapeStyle<ForegroundStyle> { _ShadowShapeStyle(base: ForegroundStyle(), shadow: style) }
}

extension Color {
    /// The colour with `style`'s shadow.
    public func shadow(_ style: ShadowStyle) -> _ShadowShapeStyle<Color> { _ShadowShapeStyle(base: self, shadow: style) }
}

extension Paint {
    /// The paint with its opacity multiplied by `opacity`.
    func withOpacity(_ opacity: Double) -> Paint {
        func stops(_ s: [GradientStop]) -> [GradientStop] { s.map { GradientStop(color: $0.color.opacity(opacity), location: $0.location) } }
        switch self {
        case .color(let c): return .color(c.opacity(opacity))
        case .linear(let s, let a, let b): return .linear(stops(s), start: a, end: b)
        case .radial(let s, let c, let r0, let r1): return .radial(stops(s), center: c, startRadius: r0, endRadius: r1)
        case .elliptical(let s, let c, let f0, let f1): return .elliptical(stops(s), center: c, startFraction: f0, endFraction: f1)
        case .angular(let s, let c, let a, let b): return .angular(stops(s), center: c, start: a, end: b)
        case .backdrop(let b): return .backdrop(b.withOpacity(opacity))
        case .mesh(let m): return .mesh(m.mapColors { $0.opacity(opacity) })
        }
    }
}

/// An image as a style, tiling a shape (as SwiftUI's `ImagePaint`). [INF] Drawn clear: the
/// display list has no image paint yet; named in coverage.
public struct ImagePaint: ShapeStyle {
    /// The image.
    public var image: Image
    /// The part of the image used, in unit coordinates.
    public var sourceRect: CGRect
    /// The image's scale.
    public var scale: CGFloat
    /// An image paint.
    public init(image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) {
        self.image = image
        self.sourceRect = sourceRect
        self.scale = scale
    }
    public func _resolveColor(in environment: EnvironmentValues) -> Color { .clear }
}

extension ShapeStyle where Self == ImagePaint {
    /// An image as a style.
    public static func image(_ image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) -> ImagePaint {
        ImagePaint(image: image, sourceRect: sourceRect, scale: scale)
    }
}

nonisolated extension View {
    /// Sets the style `.background` resolves to below (iOS 16).
    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentWritingModifier> {
        let erased = AnyShapeStyle(style)
        return modifier(_EnvironmentWritingModifier { $0.backgroundStyle = erased })
    }
}

private enum BackgroundStyleKey: EnvironmentKey { static var defaultValue: AnyShapeStyle? { nil } }

extension EnvironmentValues {
    /// The style `.background` resolves to, when `backgroundStyle(_:)` set one.
    public var backgroundStyle: AnyShapeStyle? {
        get { self[BackgroundStyleKey.self] }
        set { self[BackgroundStyleKey.self] = newValue }
    }
}
