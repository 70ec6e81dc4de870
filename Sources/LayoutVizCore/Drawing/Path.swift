import Foundation

/// An outline made of lines and cubic curves, in points.
///
/// Shapes return a path for the rectangle they are laid out in; the display list carries paths in
/// absolute coordinates and every backend draws them the same way.
public struct Path: Equatable, Sendable {
    /// One drawing step of a path.
    public enum Element: Equatable, Sendable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }

    /// The path's elements in drawing order.
    public private(set) var elements: [Element] = []

    /// Creates an empty path.
    public init() {}

    /// Creates a path by running `build` on an empty path.
    public init(_ build: (inout Path) -> Void) { build(&self) }

    /// Creates a rectangle path.
    public init(_ rect: CGRect) { addRect(rect) }

    /// Creates a rounded-rectangle path with circular corners.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius))
    }

    /// Creates an ellipse inscribed in `rect`.
    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }

    /// Creates a rounded-rectangle path with elliptical corners.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .circular) {
        addRoundedRect(in: rect, cornerSize: cornerSize)
    }

    /// Creates a rounded-rectangle path (`style` drawn circular).
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius))
    }

    /// True when the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    public mutating func move(to p: CGPoint) { elements.append(.move(to: p)) }
    public mutating func addLine(to p: CGPoint) { elements.append(.line(to: p)) }
    public mutating func addCurve(to p: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.curve(to: p, control1: control1, control2: control2))
    }
    public mutating func closeSubpath() { elements.append(.closeSubpath) }

    /// Appends the elements of `path`.
    public mutating func addPath(_ path: Path) { elements += path.elements }

    /// Adds a closed rectangle, clockwise from the top-left corner.
    public mutating func addRect(_ r: CGRect) {
        move(to: CGPoint(x: r.minX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.maxY))
        addLine(to: CGPoint(x: r.minX, y: r.maxY))
        closeSubpath()
    }

    /// Cubic approximation constant for a quarter circle.
    private static let kappa: CGFloat = 0.5522847498307936  // not a look value: geometry

    /// Adds an ellipse inscribed in `r`, as four cubic curves.
    public mutating func addEllipse(in r: CGRect) {
        let cx = r.midX, cy = r.midY, rx = r.width / 2, ry = r.height / 2
        let kx = rx * Path.kappa, ky = ry * Path.kappa
        move(to: CGPoint(x: cx + rx, y: cy))
        addCurve(to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + ky), control2: CGPoint(x: cx + kx, y: cy + ry))
        addCurve(to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - kx, y: cy + ry), control2: CGPoint(x: cx - rx, y: cy + ky))
        addCurve(to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - ky), control2: CGPoint(x: cx - kx, y: cy - ry))
        addCurve(to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + kx, y: cy - ry), control2: CGPoint(x: cx + rx, y: cy - ky))
        closeSubpath()
    }

    /// Adds a rectangle with elliptical corners; the corner size is clamped to half the rectangle.
    public mutating func addRoundedRect(in r: CGRect, cornerSize: CGSize) {
        let rx = max(0, min(cornerSize.width, r.width / 2)), ry = max(0, min(cornerSize.height, r.height / 2))
        if rx == 0 || ry == 0 { addRect(r); return }
        let kx = rx * Path.kappa, ky = ry * Path.kappa
        move(to: CGPoint(x: r.minX + rx, y: r.minY))
        addLine(to: CGPoint(x: r.maxX - rx, y: r.minY))
        addCurve(to: CGPoint(x: r.maxX, y: r.minY + ry), control1: CGPoint(x: r.maxX - rx + kx, y: r.minY), control2: CGPoint(x: r.maxX, y: r.minY + ry - ky))
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - ry))
        addCurve(to: CGPoint(x: r.maxX - rx, y: r.maxY), control1: CGPoint(x: r.maxX, y: r.maxY - ry + ky), control2: CGPoint(x: r.maxX - rx + kx, y: r.maxY))
        addLine(to: CGPoint(x: r.minX + rx, y: r.maxY))
        addCurve(to: CGPoint(x: r.minX, y: r.maxY - ry), control1: CGPoint(x: r.minX + rx - kx, y: r.maxY), control2: CGPoint(x: r.minX, y: r.maxY - ry + ky))
        addLine(to: CGPoint(x: r.minX, y: r.minY + ry))
        addCurve(to: CGPoint(x: r.minX + rx, y: r.minY), control1: CGPoint(x: r.minX, y: r.minY + ry - ky), control2: CGPoint(x: r.minX + rx - kx, y: r.minY))
        closeSubpath()
    }

    /// Adds a circular arc around `center` from `startAngle` to `endAngle` (angles clockwise from
    /// the positive x axis on screen, y pointing down), as cubic curves of at most a quarter turn
    /// each; `clockwise` is in SwiftUI's flipped sense (true runs towards smaller angles). The arc
    /// starts with a line from the current point, or a move when the path is empty.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        var a0 = startAngle.radians, a1 = endAngle.radians
        if clockwise { while a1 > a0 { a1 -= 2 * .pi } } else { while a1 < a0 { a1 += 2 * .pi } }
        func point(_ a: Double) -> CGPoint { CGPoint(x: center.x + radius * cos(a), y: center.y + radius * sin(a)) }
        if elements.isEmpty { move(to: point(a0)) } else { addLine(to: point(a0)) }
        let segments = max(1, Int((abs(a1 - a0) / (.pi / 2)).rounded(.up)))
        let step = (a1 - a0) / Double(segments)
        let k = 4.0 / 3.0 * tan(step / 4) * radius  // not a look value: geometry
        for i in 0..<segments {
            let s = a0 + Double(i) * step, e = s + step
            let p0 = point(s), p1 = point(e)
            addCurve(to: p1, control1: CGPoint(x: p0.x - k * sin(s), y: p0.y + k * cos(s)),
                     control2: CGPoint(x: p1.x + k * sin(e), y: p1.y - k * cos(e)))
        }
    }

    /// Adds a quadratic curve, as the cubic curve that draws it.
    public mutating func addQuadCurve(to p: CGPoint, control: CGPoint) {
        let p0 = currentPoint ?? control
        addCurve(to: p, control1: CGPoint(x: p0.x + 2 / 3 * (control.x - p0.x), y: p0.y + 2 / 3 * (control.y - p0.y)),  // not a look value: geometry
                 control2: CGPoint(x: p.x + 2 / 3 * (control.x - p.x), y: p.y + 2 / 3 * (control.y - p.y)))  // not a look value: geometry
    }

    /// Adds lines through `points`, starting with a move to the first.
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for p in points.dropFirst() { addLine(to: p) }
    }

    /// Adds closed rectangles.
    public mutating func addRects(_ rects: [CGRect]) { rects.forEach { addRect($0) } }

    /// Adds a rounded rectangle of `cornerSize` (`style` drawn circular).
    public mutating func addRoundedRect(in r: CGRect, cornerSize: CGSize, style: RoundedCornerStyle) { addRoundedRect(in: r, cornerSize: cornerSize) }

    /// Adds an arc around `center` starting at `startAngle` and turning by `delta` (positive: clockwise on screen).
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle) {
        addArc(center: center, radius: radius, startAngle: startAngle, endAngle: Angle(radians: startAngle.radians + delta.radians), clockwise: delta.radians < 0)
    }

    /// Adds an arc of `radius` tangent to the lines from the current point to `tangent1End` and
    /// from there to `tangent2End`.
    public mutating func addArc(tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: CGFloat) {
        guard let p0 = currentPoint else { move(to: p1); return }
        let v1 = CGPoint(x: p0.x - p1.x, y: p0.y - p1.y), v2 = CGPoint(x: p2.x - p1.x, y: p2.y - p1.y)
        let l1 = (v1.x * v1.x + v1.y * v1.y).squareRoot(), l2 = (v2.x * v2.x + v2.y * v2.y).squareRoot()
        guard l1 > 0, l2 > 0, radius > 0 else { addLine(to: p1); return }
        let cosTheta = max(-1, min(1, (v1.x * v2.x + v1.y * v2.y) / (l1 * l2)))
        let theta = acos(Double(cosTheta))
        guard theta > 1e-9, theta < .pi - 1e-9 else { addLine(to: p1); return }  // not a look value: rounding or a tolerance
        let d = radius / CGFloat(tan(theta / 2))
        let t1 = CGPoint(x: p1.x + v1.x / l1 * d, y: p1.y + v1.y / l1 * d), t2 = CGPoint(x: p1.x + v2.x / l2 * d, y: p1.y + v2.y / l2 * d)
        // The centre lies along the bisector, radius / sin(theta/2) from the corner.
        let bx = v1.x / l1 + v2.x / l2, by = v1.y / l1 + v2.y / l2, bl = (bx * bx + by * by).squareRoot()
        let h = radius / CGFloat(sin(theta / 2))
        let c = CGPoint(x: p1.x + bx / bl * h, y: p1.y + by / bl * h)
        let a0 = atan2(Double(t1.y - c.y), Double(t1.x - c.x)), a1 = atan2(Double(t2.y - c.y), Double(t2.x - c.x))
        var delta = a1 - a0
        while delta > .pi { delta -= 2 * .pi }
        while delta < -.pi { delta += 2 * .pi }
        addLine(to: t1)
        addArc(center: c, radius: radius, startAngle: .radians(a0), endAngle: .radians(a0 + delta), clockwise: delta < 0)
    }

    /// Adds an ellipse inscribed in `rect`, transformed by `transform`.
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform) { addPath(Path(ellipseIn: rect).applying(transform)) }

    /// Adds `path` transformed by `transform`.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform) { addPath(path.applying(transform)) }

    /// The last point of the path, nil when empty.
    public var currentPoint: CGPoint? {
        var start: CGPoint?
        var current: CGPoint?
        for e in elements {
            switch e {
            case .move(let p): start = p; current = p
            case .line(let p), .curve(let p, _, _): current = p
            case .closeSubpath: current = start
            }
        }
        return current
    }

    /// The smallest rectangle holding every point of the path's elements (control points included).
    public var boundingRect: CGRect {
        var xs: [CGFloat] = [], ys: [CGFloat] = []
        for e in elements {
            switch e {
            case .move(let p), .line(let p): xs.append(p.x); ys.append(p.y)
            case .curve(let p, let c1, let c2): xs += [p.x, c1.x, c2.x]; ys += [p.y, c1.y, c2.y]
            case .closeSubpath: break
            }
        }
        guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max() else { return .null }
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The path transformed by `transform`.
    public func applying(_ transform: CGAffineTransform) -> Path { mapPoints { $0.applying(transform) } }

    /// The path moved by `x`, `y`.
    public func offsetBy(x: CGFloat, y: CGFloat) -> Path { offsetBy(dx: x, dy: y) }

    /// The outline of the path stroked in `style`, to be filled. Drawn as the path itself [INF]:
    /// outlining a stroke is not computed (docs/coverage.md).
    public func strokedPath(_ style: StrokeStyle) -> Path { self }

    /// The part of the path from `from` to `to` of its length (0...1): curves are measured as
    /// 16 straight pieces each, and the result keeps the pieces' lines (docs/rendering.md).
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        let lo = max(0, min(1, from)), hi = max(0, min(1, to))
        guard hi > lo else { return Path() }
        if lo == 0 && hi == 1 { return self }
        // Flatten into subpaths of points.
        var subpaths: [[CGPoint]] = []
        var current: [CGPoint] = []
        var start = CGPoint.zero
        for e in elements {
            switch e {
            case .move(let p):
                if current.count > 1 { subpaths.append(current) }
                current = [p]; start = p
            case .line(let p): current.append(p)
            case .curve(let p, let c1, let c2):
                let p0 = current.last ?? p
                for i in 1...16 {  // not a look value: geometry
                    let t = CGFloat(i) / 16, u = 1 - t  // not a look value: geometry
                    current.append(CGPoint(x: u * u * u * p0.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * p.x,  // not a look value: geometry
                                           y: u * u * u * p0.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * p.y))  // not a look value: geometry
                }
            case .closeSubpath:
                current.append(start)
                subpaths.append(current)
                current = [start]
            }
        }
        if current.count > 1 { subpaths.append(current) }
        func dist(_ a: CGPoint, _ b: CGPoint) -> CGFloat { ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot() }
        let total = subpaths.reduce(CGFloat(0)) { sum, s in sum + zip(s, s.dropFirst()).reduce(0) { $0 + dist($1.0, $1.1) } }
        guard total > 0 else { return Path() }
        let a = lo * total, b = hi * total
        var out = Path()
        var walked: CGFloat = 0
        for s in subpaths {
            var drawing = false
            for (p, q) in zip(s, s.dropFirst()) {
                let l = dist(p, q)
                let s0 = walked, s1 = walked + l
                walked = s1
                guard s1 > a, s0 < b, l > 0 else { continue }
                let t0 = max(0, (a - s0) / l), t1 = min(1, (b - s0) / l)
                let u = CGPoint(x: p.x + (q.x - p.x) * t0, y: p.y + (q.y - p.y) * t0)
                let v = CGPoint(x: p.x + (q.x - p.x) * t1, y: p.y + (q.y - p.y) * t1)
                if !drawing { out.move(to: u); drawing = true }
                out.addLine(to: v)
            }
        }
        return out
    }

    /// The path moved by (dx, dy).
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        mapPoints { CGPoint(x: $0.x + dx, y: $0.y + dy) }
    }

    /// The path mirrored about the vertical midline of `rect` (a shape drawn right to left).
    func mirroredX(within rect: CGRect) -> Path {
        let axis = rect.minX + rect.maxX
        return mapPoints { CGPoint(x: axis - $0.x, y: $0.y) }
    }

    /// The path with every point moved by `m`.
    private func mapPoints(_ m: (CGPoint) -> CGPoint) -> Path {
        var out = Path()
        out.elements = elements.map {
            switch $0 {
            case .move(let p): return .move(to: m(p))
            case .line(let p): return .line(to: m(p))
            case .curve(let p, let c1, let c2): return .curve(to: m(p), control1: m(c1), control2: m(c2))
            case .closeSubpath: return .closeSubpath
            }
        }
        return out
    }
}

// A path is a shape: drawn in the frame of the view it is, from the frame's top-left corner (its
// points are in the view's own coordinates, as in SwiftUI).
nonisolated extension Path: Shape {
    public func path(in rect: CGRect) -> Path { offsetBy(dx: rect.minX, dy: rect.minY) }
}
