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

/// The system spacing between two views with no preference (docs/layout/stacks.md).
let defaultSpacing: CGFloat = 8

extension LayoutEngine {
    /// The spacing `id` publishes to a stack, computed once per node (`computeSpacing`).
    func spacing(_ id: Int32) -> ViewSpacing {
        if spacings.count <= Int(id) { spacings.append(repeating: nil, count: nodes.count - spacings.count) }
        if let s = spacings[id] { return s }
        let s = computeSpacing(id)
        spacings[id] = s
        return s
    }

    /// The gap a default-spacing stack leaves between neighbours `a` and `b`.
    func preferredDistance(_ a: Int32, _ b: Int32, along axis: Axis) -> CGFloat {
        spacing(a).distance(to: spacing(b), along: axis)
    }

    /// A container's spacing: the union (largest per edge) of its children's. [INF] This is the
    /// `Layout` protocol's documented default; only spacers publish any yet (docs/layout/stacks.md).
    func unionOfChildSpacing(_ id: Int32) -> ViewSpacing {
        var s = ViewSpacing.none
        for k in 0..<nodes[id].childCount { s = s.union(spacing(child(id, k))) }
        return s
    }
}
