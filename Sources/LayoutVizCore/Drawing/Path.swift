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
    private static let kappa: CGFloat = 0.5522847498307936

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
        let k = 4.0 / 3.0 * tan(step / 4) * radius
        for i in 0..<segments {
            let s = a0 + Double(i) * step, e = s + step
            let p0 = point(s), p1 = point(e)
            addCurve(to: p1, control1: CGPoint(x: p0.x - k * sin(s), y: p0.y + k * cos(s)),
                     control2: CGPoint(x: p1.x + k * sin(e), y: p1.y - k * cos(e)))
        }
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
