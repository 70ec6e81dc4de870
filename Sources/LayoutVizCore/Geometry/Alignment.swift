import Foundation

/// A type that identifies an alignment guide and gives its default value, as in SwiftUI.
public protocol AlignmentID {
    /// The guide's value for a view that does not set it explicitly.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// A view's size and its alignment guides, in its own coordinates.
// @unchecked: the lookup closure only reads the layout pass that made it, on the thread running it.
public struct ViewDimensions: Equatable, @unchecked Sendable {
    /// The view's width.
    public let width: CGFloat
    /// The view's height.
    public let height: CGFloat
    /// Looks up guides set explicitly (alignmentGuide, text baselines, propagated from children).
    let explicit: ((AlignmentKey) -> CGFloat?)?

    init(width: CGFloat, height: CGFloat, explicit: ((AlignmentKey) -> CGFloat?)? = nil) {
        self.width = width
        self.height = height
        self.explicit = explicit
    }

    init(_ size: CGSize, explicit: ((AlignmentKey) -> CGFloat?)? = nil) {
        self.init(width: size.width, height: size.height, explicit: explicit)
    }

    /// The value of a horizontal guide: explicit if set, the guide's default otherwise.
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        self[explicit: guide] ?? guide.id.defaultValue(in: self)
    }

    /// The value of a vertical guide: explicit if set, the guide's default otherwise.
    public subscript(guide: VerticalAlignment) -> CGFloat {
        self[explicit: guide] ?? guide.id.defaultValue(in: self)
    }

    /// The explicit value of a horizontal guide, or nil when the view does not set it.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicit?(.horizontal(guide)) }

    /// The explicit value of a vertical guide, or nil when the view does not set it.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicit?(.vertical(guide)) }

    public static func == (a: Self, b: Self) -> Bool { a.width == b.width && a.height == b.height }
}

enum LeadingAlignmentID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
enum HCenterAlignmentID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 } }
enum TrailingAlignmentID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width } }
enum TopAlignmentID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
enum VCenterAlignmentID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 } }
enum BottomAlignmentID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
// Non-text views report their height for both baselines (docs/layout/alignment.md).
enum FirstBaselineAlignmentID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
enum LastBaselineAlignmentID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }

/// An alignment position along the horizontal axis.
// @unchecked: the only stored value is a metatype, which is immutable.
public struct HorizontalAlignment: Equatable, @unchecked Sendable, CustomStringConvertible {
    let id: any AlignmentID.Type
    var key: ObjectIdentifier { ObjectIdentifier(id) }

    /// Creates an alignment from a guide identifier type.
    public init(_ id: any AlignmentID.Type) { self.id = id }

    public static let leading = HorizontalAlignment(LeadingAlignmentID.self)
    public static let center = HorizontalAlignment(HCenterAlignmentID.self)
    public static let trailing = HorizontalAlignment(TrailingAlignmentID.self)

    public static func == (a: Self, b: Self) -> Bool { a.key == b.key }

    /// Leading, center and trailing: guides containers never propagate from their children.
    var isFrameAlignment: Bool { self == .leading || self == .center || self == .trailing }

    public var description: String {
        switch key {
        case Self.leading.key: return "leading"
        case Self.center.key: return "center"
        case Self.trailing.key: return "trailing"
        default: return String(describing: id)
        }
    }
}

/// An alignment position along the vertical axis.
// @unchecked: the only stored value is a metatype, which is immutable.
public struct VerticalAlignment: Equatable, @unchecked Sendable, CustomStringConvertible {
    let id: any AlignmentID.Type
    var key: ObjectIdentifier { ObjectIdentifier(id) }

    /// Creates an alignment from a guide identifier type.
    public init(_ id: any AlignmentID.Type) { self.id = id }

    public static let top = VerticalAlignment(TopAlignmentID.self)
    public static let center = VerticalAlignment(VCenterAlignmentID.self)
    public static let bottom = VerticalAlignment(BottomAlignmentID.self)
    public static let firstTextBaseline = VerticalAlignment(FirstBaselineAlignmentID.self)
    public static let lastTextBaseline = VerticalAlignment(LastBaselineAlignmentID.self)

    public static func == (a: Self, b: Self) -> Bool { a.key == b.key }

    /// Top, center and bottom: guides containers never propagate from their children.
    var isFrameAlignment: Bool { self == .top || self == .center || self == .bottom }

    public var description: String {
        switch key {
        case Self.top.key: return "top"
        case Self.center.key: return "center"
        case Self.bottom.key: return "bottom"
        case Self.firstTextBaseline.key: return "firstTextBaseline"
        case Self.lastTextBaseline.key: return "lastTextBaseline"
        default: return String(describing: id)
        }
    }
}

/// An alignment in both axes.
public struct Alignment: Equatable, Sendable, CustomStringConvertible {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    /// Creates an alignment from its two components.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    public var description: String {
        if vertical == .center { return horizontal.description }
        if horizontal == .center { return vertical.description }
        return vertical.description + horizontal.description.prefix(1).uppercased() + horizontal.description.dropFirst()
    }

    /// The offset that puts `child`'s guide on `container`'s guide.
    func offset(of child: ViewDimensions, in container: ViewDimensions) -> CGPoint {
        CGPoint(x: container[horizontal] - child[horizontal], y: container[vertical] - child[vertical])
    }
}
