import Foundation

/// A proposal for the size of a view, one optional length per axis, as in SwiftUI.
///
/// Each axis means one of three things (docs/layout/README.md): `0` asks for the view's minimum size,
/// `.infinity` for its maximum, `nil` for its ideal size; any other number is a concrete offer.
public struct ProposedViewSize: Hashable, Sendable, CustomStringConvertible {
    /// The proposed width, or `nil` to ask for the ideal width.
    public var width: CGFloat?
    /// The proposed height, or `nil` to ask for the ideal height.
    public var height: CGFloat?

    /// Creates a proposal from optional lengths.
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// Creates a concrete proposal from a size.
    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// Asks for the minimum size on both axes.
    public static var zero: ProposedViewSize { ProposedViewSize(width: 0, height: 0) }
    /// Asks for the maximum size on both axes.
    public static var infinity: ProposedViewSize { ProposedViewSize(width: .infinity, height: .infinity) }
    /// Asks for the ideal size on both axes.
    public static var unspecified: ProposedViewSize { ProposedViewSize(width: nil, height: nil) }

    /// Replaces each `nil` axis by the matching length of `size` (10×10 by default, as in SwiftUI).
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    public var description: String {
        func f(_ v: CGFloat?) -> String { v.map { formatLength($0) } ?? "nil" }
        return "(\(f(width)), \(f(height)))"
    }

    subscript(axis: Axis) -> CGFloat? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    init(axis: Axis, major: CGFloat?, minor: CGFloat?) {
        if axis == .horizontal { self.init(width: major, height: minor) } else { self.init(width: minor, height: major) }
    }
}

extension CGSize {
    subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    init(axis: Axis, major: CGFloat, minor: CGFloat) {
        if axis == .horizontal { self.init(width: major, height: minor) } else { self.init(width: minor, height: major) }
    }
}

extension CGPoint {
    init(axis: Axis, major: CGFloat, minor: CGFloat) {
        if axis == .horizontal { self.init(x: major, y: minor) } else { self.init(x: minor, y: major) }
    }
}
