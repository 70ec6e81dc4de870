import Foundation

/// The distances a view prefers to its neighbours, per edge, as SwiftUI's `ViewSpacing`.
///
/// An edge without a preference defers to its neighbour; when neither side has one the distance
/// is the system spacing, 8.
public struct ViewSpacing: Equatable, Sendable {
    var top, leading, bottom, trailing: CGFloat?

    /// No preference on any edge.
    public init() {}

    init(top: CGFloat? = nil, leading: CGFloat? = nil, bottom: CGFloat? = nil, trailing: CGFloat? = nil) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    static let none = ViewSpacing()
    /// A preference of 0 on every edge.
    public static let zero = ViewSpacing(top: 0, leading: 0, bottom: 0, trailing: 0)

    /// The distance from this view to `next`, which follows it along `axis`.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        let (x, y) = axis == .horizontal ? (trailing, next.leading) : (bottom, next.top)
        switch (x, y) {
        case let (x?, y?): return max(x, y)
        case let (x?, nil): return x
        case let (nil, y?): return y
        case (nil, nil): return defaultSpacing
        }
    }

    /// Merges `other`'s preferences on `edges`, keeping the larger per edge.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        let u = union(other)
        if edges.contains(.top) { top = u.top }
        if edges.contains(.leading) { leading = u.leading }
        if edges.contains(.bottom) { bottom = u.bottom }
        if edges.contains(.trailing) { trailing = u.trailing }
    }

    /// This spacing merged with `other` on `edges`.
    public func union(_ other: ViewSpacing, edges: Edge.Set) -> ViewSpacing {
        var s = self
        s.formUnion(other, edges: edges)
        return s
    }

    /// The larger preference per edge.
    public func union(_ o: ViewSpacing) -> ViewSpacing {
        func m(_ a: CGFloat?, _ b: CGFloat?) -> CGFloat? {
            switch (a, b) {
            case let (a?, b?): return max(a, b)
            default: return a ?? b
            }
        }
        return ViewSpacing(top: m(top, o.top), leading: m(leading, o.leading), bottom: m(bottom, o.bottom), trailing: m(trailing, o.trailing))
    }

    /// With the edges in `insets` that are non-zero cleared.
    func clearing(_ insets: EdgeInsets) -> ViewSpacing {
        var s = self
        if insets.top != 0 { s.top = nil }
        if insets.leading != 0 { s.leading = nil }
        if insets.bottom != 0 { s.bottom = nil }
        if insets.trailing != 0 { s.trailing = nil }
        return s
    }
}

/// The system spacing between two views with no preference (spec §4.1).
let defaultSpacing: CGFloat = 8

extension Node {
    /// The spacing this node publishes to a stack it sits in.
    func computeSpacing() -> ViewSpacing {
        switch kind {
        case .spacer(_, let axis):
            // Spacers publish zero spacing on their stack-axis edges, all edges without a stack (spec §2.3.5).
            switch axis {
            case .horizontal?: return ViewSpacing(leading: 0, trailing: 0)
            case .vertical?: return ViewSpacing(top: 0, bottom: 0)
            case nil: return .zero
            }
        case .frame, .flexFrame, .fixedSize, .offset, .secondary, .alignmentGuide, .clip, .opacity:
            // Frames pass their child's spacing through, so `Spacer().frame(...)` keeps 0 (spec §2.3.6).
            return children[0].spacing
        case .padding(let insets):
            return children[0].spacing.clearing(insets)
        case .stack, .zstack:
            // [INF] Containers publish the union (max per edge) of their children's spacing, the
            // documented default of the Layout protocol (spec §4.6); only spacers publish any yet.
            return children.reduce(ViewSpacing.none) { $0.union($1.spacing) }
        // [INF] Text publishes no spacing of its own (SwiftUI's font-metric categories are not
        // pinned down, spec §2.4), so text gets the default 8 from its neighbours.
        case .custom(let box):
            return box.spacing(LayoutEngine(safeArea: nil).subviews(of: self))
        case .position, .leaf, .geometryReader, .text, .viewThatFits:
            return .none
        }
    }
}

/// The gap between two neighbours in a stack along `axis`: the larger of their preferences on the
/// touching edges, or 8 when neither has one.
func preferredDistance(from a: Node, to b: Node, along axis: Axis) -> CGFloat {
    a.spacing.distance(to: b.spacing, along: axis)
}
