import Foundation

// What a material or Liquid Glass shows of what lies beneath it (docs/glass.md): the pixels
// already drawn under its shape, blurred, saturated, bent at the edge (glass), tinted and lit
// along the rim. A backdrop is a paint: the renderer reads what it has drawn so far, so the
// result is a pure function of the content beneath and the look, the same on every run.

/// How a material or glass shows what lies beneath it; the values come from the look
/// (`SystemLook.backdrop`, `SystemLook.glass`).
public struct Backdrop: Hashable, Sendable {
    /// What it is, for descriptions: `regularMaterial`, `glass`.
    public var name: String
    /// The blur radius in points (a Gaussian of σ = radius / 2), 0 for none.
    public var blurRadius: CGFloat
    /// The saturation of what shows through (1: unchanged).
    public var saturation: Double
    /// The tint over it, at its least opacity.
    public var tint: Color
    /// The shape's corner radius when it is a rounded rectangle (`.infinity`: a capsule or
    /// circle); nil for other shapes, which get no lens or rim light.
    public var cornerRadius: CGFloat?
    /// The lens at the edge (glass): how far in it bends, in points, and how far out it looks
    /// (a fraction of that band).
    public var lensBand: CGFloat = 0
    public var lensStrength: Double = 0
    /// The most of the shape's smaller side the lens may take (the look sets it).
    public var lensShare: CGFloat = 0
    /// The ink of the content on it, and the contrast ratio the tint keeps it at (0: none).
    public var ink: Color?
    public var contrast: Double = 0
    /// The rim's light: how much toward white (0: none), within `highlightBand` points of the edge.
    public var highlight: Double = 0
    public var highlightBand: CGFloat = 0
    /// The soft shadow under it (glass), nil for none.
    public var shadow: BackdropShadow?
    /// The tint's opacity where what lies beneath cannot be read (an SVG has no pixels).
    public var fallbackOpacity: Double

    /// A backdrop with a blur, saturation and tint.
    public init(name: String, blurRadius: CGFloat, saturation: Double, tint: Color, cornerRadius: CGFloat? = nil, fallbackOpacity: Double) {
        self.name = name
        self.blurRadius = blurRadius
        self.saturation = saturation
        self.tint = tint
        self.cornerRadius = cornerRadius
        self.fallbackOpacity = fallbackOpacity
    }

    /// The backdrop with its colours as `environment` shows them.
    func resolved(in environment: EnvironmentValues) -> Backdrop {
        var b = self
        b.tint = tint.resolved(in: environment)
        b.ink = ink?.resolved(in: environment)
        b.shadow = shadow.map { BackdropShadow(color: $0.color.resolved(in: environment), radius: $0.radius, y: $0.y) }
        return b
    }

    /// The backdrop faded by `opacity`: its tint lighter and what shows through with it.
    func withOpacity(_ opacity: Double) -> Backdrop {
        var b = self
        b.tint = tint.opacity(opacity)
        b.saturation = 1 + (saturation - 1) * opacity
        b.blurRadius = blurRadius * CGFloat(opacity)
        return b
    }
}

/// A soft shadow under a backdrop: its colour, blur radius and downward offset in points.
public struct BackdropShadow: Hashable, Sendable {
    public var color: Color, radius: CGFloat, y: CGFloat
    /// A shadow.
    public init(color: Color, radius: CGFloat, y: CGFloat) {
        self.color = color
        self.radius = radius
        self.y = y
    }
}

nonisolated extension Shape {
    /// The corner radius a backdrop's lens follows: capsules and circles round fully, rounded
    /// rectangles by their corner; nil for any other shape.
    var backdropCornerRadius: CGFloat? {
        switch self {
        case is Capsule, is Circle, is DefaultGlassEffectShape: return .infinity
        case let r as RoundedRectangle: return min(r.cornerSize.width, r.cornerSize.height)
        case is Rectangle: return 0
        default: return nil
        }
    }
}
