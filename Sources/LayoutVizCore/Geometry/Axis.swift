/// The horizontal or vertical dimension in a 2-D coordinate system.
public enum Axis: Int8, Hashable, Sendable, CaseIterable {
    case horizontal
    case vertical

    /// A set of axes.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The horizontal axis.
        public static let horizontal = Set(rawValue: 1)
        /// The vertical axis.
        public static let vertical = Set(rawValue: 2)
    }

    var other: Axis { self == .horizontal ? .vertical : .horizontal }
}

/// An edge of a rectangle.
public enum Edge: Int8, Hashable, Sendable, CaseIterable {
    case top, leading, bottom, trailing

    /// A set of edges.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// Creates a set holding one edge.
        public init(_ edge: Edge) { self.init(rawValue: 1 << edge.rawValue) }
        public static let top = Set(.top)
        public static let leading = Set(.leading)
        public static let bottom = Set(.bottom)
        public static let trailing = Set(.trailing)
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
    }
}

/// The direction in which text and horizontal content run.
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
    case leftToRight
    case rightToLeft
}
