import Foundation

// UIKit's corners and Bézier paths, turned into SwiftUI paths (docs/coverage.md, "UIKit").

// MARK: Shapes

/// Which corners of a rectangle (UIKit's, left and right as on screen).
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let topLeft = UIRectCorner(rawValue: 1), topRight = UIRectCorner(rawValue: 2)
    public static let bottomLeft = UIRectCorner(rawValue: 4), bottomRight = UIRectCorner(rawValue: 8)
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// A Core Graphics path: SwiftUI's `Path` stands for it (`Path(bezier.cgPath)`).
public typealias CGPath = Path

extension Path {
    /// A path of a Core Graphics path.
    public init(_ path: CGPath) { self = path }
}

/// A path built as UIKit's `UIBezierPath` builds one (`cgPath` gives it to `Path`).
public final class UIBezierPath: @unchecked Sendable {
    /// The path.
    public private(set) var cgPath: CGPath
    /// The line width for strokes.
    public var lineWidth: CGFloat = 1

    /// An empty path.
    public init() { cgPath = Path() }
    /// A rectangle.
    public init(rect: CGRect) { cgPath = Path(rect) }
    /// An ellipse in `rect`.
    public init(ovalIn rect: CGRect) { cgPath = Path(ellipseIn: rect) }
    /// A rounded rectangle.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) { cgPath = Path(roundedRect: rect, cornerRadius: cornerRadius) }
    /// A rectangle with `corners` rounded to `cornerRadii`.
    public init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        let r = cornerRadii.width
        cgPath = UnevenRoundedRectangle(topLeadingRadius: corners.contains(.topLeft) ? r : 0, bottomLeadingRadius: corners.contains(.bottomLeft) ? r : 0,
                                        bottomTrailingRadius: corners.contains(.bottomRight) ? r : 0, topTrailingRadius: corners.contains(.topRight) ? r : 0)
            .path(in: rect)
    }
    /// An arc.
    public init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        cgPath = Path()
        cgPath.addArc(center: center, radius: radius, startAngle: .radians(Double(startAngle)), endAngle: .radians(Double(endAngle)), clockwise: !clockwise)
    }
    /// Moves to `point`.
    public func move(to point: CGPoint) { cgPath.move(to: point) }
    /// Adds a line to `point`.
    public func addLine(to point: CGPoint) { cgPath.addLine(to: point) }
    /// Adds a cubic curve.
    public func addCurve(to point: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        cgPath.addCurve(to: point, control1: controlPoint1, control2: controlPoint2)
    }
    /// Adds a quadratic curve.
    public func addQuadCurve(to point: CGPoint, controlPoint: CGPoint) { cgPath.addQuadCurve(to: point, control: controlPoint) }
    /// Closes the subpath.
    public func close() { cgPath.closeSubpath() }
    /// Appends `path`.
    public func append(_ path: UIBezierPath) { cgPath.addPath(path.cgPath) }
}
