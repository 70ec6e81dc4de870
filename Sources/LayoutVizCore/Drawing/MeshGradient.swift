import Foundation

// MeshGradient (iOS 18): a grid of points, each with a colour, the colour interpolated across
// each cell of the grid (docs/rendering.md, "Gradients and materials"). The PNG renderer draws
// each cell as a Coons patch whose corners are the cell's points: colours blend bilinearly in
// each cell [INF: SwiftUI's `smoothsColors` blends with a cubic across cells; the difference is
// a softer crease at cell edges]. Bezier control points are drawn as straight cell edges.

/// A grid of coloured points whose colours blend across the cells they make, as SwiftUI's
/// `MeshGradient`. As a view it takes the space offered, as a `Color` does.
nonisolated public struct MeshGradient: _PaintStyle, PrimitiveView {
    public let _paint: Paint

    /// The points of a mesh.
    public enum Locations: Hashable, Sendable {
        /// Points in unit coordinates, row by row.
        case points([SIMD2<Float>])
        /// Bezier points in unit coordinates (drawn through their positions).
        case bezierPoints([BezierPoint])
    }

    /// The colours of a mesh's points.
    public enum Colors: Hashable, Sendable {
        /// Colours, row by row.
        case colors([Color])
    }

    /// A mesh point with its four bezier control points.
    public struct BezierPoint: Hashable, Sendable {
        /// The point.
        public var position: SIMD2<Float>
        /// The control point towards the left neighbour.
        public var leadingControlPoint: SIMD2<Float>
        /// The control point towards the top neighbour.
        public var topControlPoint: SIMD2<Float>
        /// The control point towards the right neighbour.
        public var trailingControlPoint: SIMD2<Float>
        /// The control point towards the bottom neighbour.
        public var bottomControlPoint: SIMD2<Float>

        /// A bezier point.
        public init(position: SIMD2<Float>, leadingControlPoint: SIMD2<Float>, topControlPoint: SIMD2<Float>,
                    trailingControlPoint: SIMD2<Float>, bottomControlPoint: SIMD2<Float>) {
            self.position = position
            self.leadingControlPoint = leadingControlPoint
            self.topControlPoint = topControlPoint
            self.trailingControlPoint = trailingControlPoint
            self.bottomControlPoint = bottomControlPoint
        }
    }

    /// The number of columns of points.
    public let width: Int
    /// The number of rows of points.
    public let height: Int

    /// A `width` × `height` mesh of `points` (unit coordinates, row by row) and their `colors`.
    /// `background` fills where the mesh does not reach.
    public init(width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.width = width
        self.height = height
        let n = width * height
        let usable = width >= 2 && height >= 2 && points.count >= n && colors.count >= n
        _paint = .mesh(MeshPaint(columns: usable ? width : 0, rows: usable ? height : 0,
                                 points: usable ? points.prefix(n).map { UnitPoint(x: CGFloat($0.x), y: CGFloat($0.y)) } : [],
                                 colors: usable ? Array(colors.prefix(n)) : [], background: background))
    }

    /// A mesh of bezier points (drawn through their positions) and colours.
    public init(width: Int, height: Int, bezierPoints: [BezierPoint], colors: [Color], background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, points: bezierPoints.map(\.position), colors: colors, background: background)
    }

    /// A mesh of `locations` and `colors`.
    public init(width: Int, height: Int, locations: Locations, colors: Colors, background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        let points: [SIMD2<Float>]
        switch locations {
        case .points(let p): points = p
        case .bezierPoints(let b): points = b.map(\.position)
        }
        guard case .colors(let shown) = colors else { fatalError("unreachable") }
        self.init(width: width, height: height, points: points, colors: shown, background: background)
    }

    nonisolated func resolve(_ ctx: ResolveContext) -> [Node] { [paintLeaf("MeshGradient", _paint)] }
}

extension Gradient {
    /// The space a gradient's colours are blended in (drawn in the device's sRGB).
    public enum ColorSpace: Hashable, Sendable {
        /// The device's colour space.
        case device
        /// A perceptual space (drawn as `.device` [INF]).
        case perceptual
    }

    /// The gradient blended in `space` (drawn in sRGB).
    public func colorSpace(_ space: ColorSpace) -> Gradient { self }
}

/// A mesh gradient's grid, resolved: `columns` × `rows` points in unit coordinates of the filled
/// rectangle, row by row, with their colours; empty when the mesh was malformed (too few points).
public struct MeshPaint: Hashable, Sendable {
    /// Points per row.
    public var columns: Int
    /// Rows of points.
    public var rows: Int
    /// The points, row by row, as unit points of the filled rectangle.
    public var points: [UnitPoint]
    /// Their colours.
    public var colors: [Color]
    /// What fills the rectangle beneath the mesh.
    public var background: Color

    /// The mesh with each colour changed by `change`.
    func mapColors(_ change: (Color) -> Color) -> MeshPaint {
        var m = self
        m.colors = colors.map(change)
        m.background = change(background)
        return m
    }

    /// The mesh mirrored left to right.
    var mirroredX: MeshPaint {
        var m = self
        m.points = points.map { UnitPoint(x: 1 - $0.x, y: $0.y) }
        return m
    }

    /// The mean of the colours (what a stroke or text uses).
    var meanColor: Color {
        guard !colors.isEmpty else { return background }
        let n = Double(colors.count)
        let sum = colors.reduce((0.0, 0.0, 0.0, 0.0)) { ($0.0 + $1.red, $0.1 + $1.green, $0.2 + $1.blue, $0.3 + $1.alpha) }
        return Color(.sRGB, red: sum.0 / n, green: sum.1 / n, blue: sum.2 / n, opacity: sum.3 / n)
    }
}
