import Foundation

// How a view's drawing is composited: its order among siblings (`zIndex`), whether it is drawn
// at all (`hidden`), how it blends with what lies beneath (`blendMode`) and the colour effects
// (`brightness`, `contrast`, `saturation`, `grayscale`, `colorMultiply`, `hueRotation`,
// `colorInvert`, `luminanceToAlpha`). None changes layout (docs/layout/modifiers.md,
// "Compositing").

/// How a view's colours combine with what is drawn beneath it, as SwiftUI's `BlendMode`.
public enum BlendMode: Hashable, Sendable, CaseIterable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter
}

/// A colour effect: a 4 × 5 matrix applied to each pixel's straight (not premultiplied) red,
/// green, blue and alpha, 0...1, in sRGB: `out[i] = m[i][0] r + m[i][1] g + m[i][2] b + m[i][3] a + m[i][4]`,
/// clamped to 0...1. The matrices are the usual ones of these names (Core Image's and SVG's
/// `feColorMatrix`); SwiftUI's own are not published [INF] (docs/layout/modifiers.md).
public struct ColorMatrix: Hashable, Sendable {
    /// Row-major, 4 rows of 5.
    public var m: [Double]

    /// The identity.
    public static let identity = ColorMatrix(m: [1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0])

    /// `amount` added to red, green and blue.
    static func brightness(_ amount: Double) -> ColorMatrix {
        ColorMatrix(m: [1, 0, 0, 0, amount, 0, 1, 0, 0, amount, 0, 0, 1, 0, amount, 0, 0, 0, 1, 0])
    }

    /// Distances from mid-grey multiplied by `amount`.
    static func contrast(_ amount: Double) -> ColorMatrix {
        let t = 0.5 * (1 - amount)
        return ColorMatrix(m: [amount, 0, 0, 0, t, 0, amount, 0, 0, t, 0, 0, amount, 0, t, 0, 0, 0, 1, 0])
    }

    /// Saturation scaled by `s` about the luminance (Rec. 709 weights): 0 is grey, 1 unchanged.
    static func saturation(_ s: Double) -> ColorMatrix {
        let (lr, lg, lb) = (0.2126, 0.7152, 0.0722)
        return ColorMatrix(m: [lr + (1 - lr) * s, lg - lg * s, lb - lb * s, 0, 0,
                               lr - lr * s, lg + (1 - lg) * s, lb - lb * s, 0, 0,
                               lr - lr * s, lg - lg * s, lb + (1 - lb) * s, 0, 0,
                               0, 0, 0, 1, 0])
    }

    /// Each channel multiplied by `c`'s.
    static func multiply(_ c: Color) -> ColorMatrix {
        ColorMatrix(m: [c.red, 0, 0, 0, 0, 0, c.green, 0, 0, 0, 0, 0, c.blue, 0, 0, 0, 0, 0, c.alpha, 0])
    }

    /// Hues turned by `angle` about the grey axis (the SVG `hueRotate` matrix).
    static func hueRotation(_ angle: Angle) -> ColorMatrix {
        let c = cos(angle.radians), s = sin(angle.radians)
        return ColorMatrix(m: [0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928, 0, 0,
                               0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283, 0, 0,
                               0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072, 0, 0,
                               0, 0, 0, 1, 0])
    }

    /// Red, green and blue inverted.
    static let invert = ColorMatrix(m: [-1, 0, 0, 0, 1, 0, -1, 0, 0, 1, 0, 0, -1, 0, 1, 0, 0, 0, 1, 0])

    /// White whose alpha is the luminance: vibrant rendering, as the lock screen draws a widget
    /// (docs/widgets.md).
    static let vibrant = ColorMatrix(m: [0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0.2126, 0.7152, 0.0722, 0, 0])

    /// `color` wherever something is drawn, as opaque as it was times `color`'s opacity: a
    /// template image's rendering (accented widgets).
    static func template(_ color: Color) -> ColorMatrix {
        ColorMatrix(m: [0, 0, 0, 0, color.red, 0, 0, 0, 0, color.green, 0, 0, 0, 0, color.blue, 0, 0, 0, color.alpha, 0])
    }

    /// `color` as opaque as each pixel was light (its luminance times its opacity is not
    /// linear; the luminance alone): `WidgetAccentedRenderingMode.desaturated`'s rendering.
    static func desaturated(to color: Color) -> ColorMatrix {
        ColorMatrix(m: [0, 0, 0, 0, color.red, 0, 0, 0, 0, color.green, 0, 0, 0, 0, color.blue,
                        0.2126 * color.alpha, 0.7152 * color.alpha, 0.0722 * color.alpha, 0, 0])
    }

    /// `c` transformed (its components unpremultiplied, clamped to 0...1).
    func applied(to c: Color) -> Color {
        let v = [c.red, c.green, c.blue, c.alpha]
        func row(_ k: Int) -> Double { m[k * 5] * v[0] + m[k * 5 + 1] * v[1] + m[k * 5 + 2] * v[2] + m[k * 5 + 3] * v[3] + m[k * 5 + 4] }
        return Color(row(0), row(1), row(2), row(3), name: nil)
    }

    /// Black whose alpha is the luminance.
    static let luminanceToAlpha = ColorMatrix(m: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0.2126, 0.7152, 0.0722, 0, 0])
}

/// A compositing effect on a subtree's drawing.
enum CompositeEffect {
    /// Not drawn (`hidden()`); the view keeps its place in the layout.
    case hidden
    /// Drawn as one layer blended onto what lies beneath.
    case blend(BlendMode)
    /// Drawn as one layer with each pixel's colour transformed.
    case colorMatrix(ColorMatrix, name: String)
    /// Each colour the view and its descendants draw transformed, not as a layer: a view's
    /// drawing takes the innermost such effect only (a widget's accent group inside its primary
    /// group; `WidgetRenderingMode.accented`, docs/widgets.md). The identity keeps a part's colours.
    case recolor(ColorMatrix, name: String)
}

/// The modifiers of this file that wrap the view in a compositing node (a colour resolved in the
/// environment it is used in).
nonisolated public struct _CompositingEffect: ViewModifier, PrimitiveModifier {
    let effect: (EnvironmentValues) -> CompositeEffect
    public typealias Body = Never
    public func body(content: Content) -> Never { neverBody() }
    init(effect: CompositeEffect) { self.effect = { _ in effect } }
    init(resolving effect: @escaping (EnvironmentValues) -> CompositeEffect) { self.effect = effect }
    nonisolated func resolve(content: (ResolveContext) -> [Node], _ ctx: ResolveContext) -> [Node] {
        let e = effect(ctx.environment)
        return content(ctx).map { Node(.composite(e), children: [$0]).inheritingTraits(of: $0) }
    }
}

/// `zIndex`: the order a view is drawn in among its siblings (higher on top; equal values keep
/// the order of the code). A trait of the container's child: it passes through the modifiers
/// applied after it, as in SwiftUI.
enum ZIndexTraitKey: ViewTraitKey { static var defaultValue: Double { 0 } }

/// `zIndex`: sets the trait.
nonisolated public struct _ZIndexModifier: ViewModifier, PrimitiveModifier {
    let index: Double
    public typealias Body = Never
    public func body(content: Content) -> Never { neverBody() }
    nonisolated func resolve(content: (ResolveContext) -> [Node], _ ctx: ResolveContext) -> [Node] {
        content(ctx).map { $0.with { $0.traits[ZIndexTraitKey.self] = index } }
    }
}

nonisolated extension View {
    /// Draws the view above its siblings with a lower index and below those with a higher one.
    public func zIndex(_ value: Double) -> ModifiedContent<Self, _ZIndexModifier> { modifier(_ZIndexModifier(index: value)) }

    /// Leaves the view out of the picture; it keeps its place in the layout.
    public func hidden() -> ModifiedContent<Self, _CompositingEffect> { modifier(_CompositingEffect(effect: .hidden)) }

    /// Blends the view's drawing onto what lies beneath it with `blendMode`.
    public func blendMode(_ blendMode: BlendMode) -> ModifiedContent<Self, _CompositingEffect> { modifier(_CompositingEffect(effect: .blend(blendMode))) }

    /// Adds `amount` (−1...1) to the red, green and blue of the view's drawing.
    public func brightness(_ amount: Double) -> ModifiedContent<Self, _CompositingEffect> {
        modifier(_CompositingEffect(effect: .colorMatrix(.brightness(amount), name: "brightness")))
    }

    /// Scales the view's colours' distances from mid-grey by `amount` (1: unchanged).
    public func contrast(_ amount: Double) -> ModifiedContent<Self, _CompositingEffect> {
        modifier(_CompositingEffect(effect: .colorMatrix(.contrast(amount), name: "contrast")))
    }

    /// Scales the view's colours' saturation by `amount` (0: grey, 1: unchanged).
    public func saturation(_ amount: Double) -> ModifiedContent<Self, _CompositingEffect> {
        modifier(_CompositingEffect(effect: .colorMatrix(.saturation(amount), name: "saturation")))
    }

    /// Turns the view's colours `amount` (0...1) of the way to grey.
    public func grayscale(_ amount: Double) -> ModifiedContent<Self, _CompositingEffect> {
        modifier(_CompositingEffect(effect: .colorMatrix(.saturation(1 - min(max(amount, 0), 1)), name: "grayscale")))
    }

    /// Multiplies the view's colours by `color`.
    public func colorMultiply(_ color: Color) -> ModifiedContent<Self, _CompositingEffect> {
        modifier(_CompositingEffect(resolving: { .colorMatrix(.multiply(color.resolved(in: $0)), name: "colorMultiply") }))
    }

    /// Turns the hues of the view's colours by `angle`.
    public func hueRotation(_ angle: Angle) -> ModifiedContent<Self, _CompositingEffect> {
        modifier(_CompositingEffect(effect: .colorMatrix(.hueRotation(angle), name: "hueRotation")))
    }

    /// Inverts the view's colours.
    public func colorInvert() -> ModifiedContent<Self, _CompositingEffect> {
        modifier(_CompositingEffect(effect: .colorMatrix(.invert, name: "colorInvert")))
    }

    /// Draws the view as black whose alpha is its luminance (for masks).
    public func luminanceToAlpha() -> ModifiedContent<Self, _CompositingEffect> {
        modifier(_CompositingEffect(effect: .colorMatrix(.luminanceToAlpha, name: "luminanceToAlpha")))
    }

    /// Draws the view rotated by `angle` about `axis` through `anchor`, seen head on: a
    /// rotation about the y axis narrows it by cos(angle), about the x axis shortens it, and
    /// about the z axis turns it. The perspective that makes the far edge smaller is not drawn
    /// (an affine drawing cannot show it) [INF]; layout is unchanged.
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> ModifiedContent<Self, _TransformEffect> {
        modifier(_TransformEffect(effect: .projected(Self.projection(angle, axis: axis), anchor: anchor)))
    }

    /// The 2 × 2 part of a 3-D rotation as seen head on.
    static func projection(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat)) -> (a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat) {
        // The rotation matrix about the unit axis (Rodrigues), keeping its x and y rows and
        // columns: the orthographic projection of the rotated plane onto the screen.
        let len = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
        guard len > 0, len.isFinite else { return (1, 0, 0, 1) }
        let (x, y, z) = (axis.x / len, axis.y / len, axis.z / len)
        let c = CGFloat(cos(angle.radians)), s = CGFloat(sin(angle.radians)), t = 1 - c
        return (a: t * x * x + c, b: t * x * y + s * z, c: t * x * y - s * z, d: t * y * y + c)
    }

    /// Sets the accent colour below (the older name of `tint`).
    public func accentColor(_ accentColor: Color?) -> some View { tint(accentColor) }
}

extension ColorMatrix {
    /// `m`, then each colour moved `amount` of the way to white.
    static func lifted(_ m: ColorMatrix, towardsWhite amount: Double) -> ColorMatrix {
        var out = m
        for row in 0..<3 {
            for col in 0..<5 { out.m[row * 5 + col] *= 1 - amount }
            out.m[row * 5 + 4] += amount
        }
        return out
    }
}

nonisolated extension View {
    /// The view drawn vibrant, as the lock screen draws widgets: its colours gone, each pixel
    /// white as opaque as it was light (`WidgetRenderingMode.vibrant`; docs/widgets.md).
    package func _vibrantRendering() -> ModifiedContent<Self, _CompositingEffect> {
        modifier(_CompositingEffect(effect: .colorMatrix(.vibrant, name: "vibrant")))
    }

    /// Every colour the view draws as `color` (each part as opaque as it was), unless a part
    /// inside is recoloured itself: a widget's group in accented rendering (docs/widgets.md).
    package func _templateRendering(_ color: Color, name: String) -> ModifiedContent<Self, _CompositingEffect> {
        modifier(_CompositingEffect(resolving: { .recolor(.template(color.resolved(in: $0)), name: name) }))
    }

    /// The view's colours as `color`, as opaque as each part was light
    /// (`widgetAccentedRenderingMode(.desaturated)`).
    package func _desaturatedRendering(_ color: Color, name: String) -> ModifiedContent<Self, _CompositingEffect> {
        modifier(_CompositingEffect(resolving: { .recolor(.desaturated(to: color.resolved(in: $0)), name: name) }))
    }

    /// The view's own colours kept inside a recoloured widget (`widgetAccentedRenderingMode(.fullColor)`).
    package func _fullColorRendering() -> ModifiedContent<Self, _CompositingEffect> {
        modifier(_CompositingEffect(effect: .recolor(.identity, name: "fullColor")))
    }
}
