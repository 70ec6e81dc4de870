import Foundation

/// A normalised point in a rectangle: (0, 0) is the top-leading corner, (1, 1) the bottom-trailing.
public struct UnitPoint: Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat
    /// Creates a unit point.
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }
    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// Properties of a layout container: how spacers inside it orient.
public struct LayoutProperties: Sendable {
    /// The axis spacers expand along; nil makes them two-dimensional.
    public var stackOrientation: Axis?
    /// Creates properties with no stack orientation.
    public init() {}
}

/// A container's layout algorithm, as SwiftUI's `Layout` protocol (spec §4.6).
///
/// Use a layout as a container by calling it with content: `FlowLayout { ... }`.
public protocol Layout {
    /// Properties of the container, such as the orientation of spacers inside it.
    static var layoutProperties: LayoutProperties { get }
    /// Data shared between the layout's methods for one set of subviews.
    associatedtype Cache = Void
    /// The subviews of the container.
    typealias Subviews = LayoutSubviews

    /// Creates the cache, once, when the layout first sees its subviews.
    func makeCache(subviews: Subviews) -> Cache
    /// Refreshes the cache when the subviews change; by default it makes a new one.
    func updateCache(_ cache: inout Cache, subviews: Subviews)
    /// The spacing the container publishes; by default the union of the subviews' spacing.
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
    /// The container's size for `proposal`. May be called several times with different proposals.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    /// Places the subviews inside `bounds`, whose size is an answer of `sizeThatFits` for `proposal`.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    /// The container's value for a horizontal guide, or nil for the default.
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat?
    /// The container's value for a vertical guide, or nil for the default.
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat?
}

extension Layout where Cache == Void {
    public func makeCache(subviews: Subviews) -> Cache { () }
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        subviews.reduce(ViewSpacing.none) { $0.union($1.spacing) }
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat? { nil }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat? { nil }

    /// Uses the layout as a container of `content`.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> _LayoutContainer<Self, V> {
        _LayoutContainer(layout: self, content: content())
    }
}

/// A layout used as a container of views.
public struct _LayoutContainer<L: Layout, Content: View>: View, PrimitiveView {
    let layout: L
    let content: Content
    public var body: Never { neverBody() }

    func resolve(_ ctx: ResolveContext) -> [Node] {
        let box = LayoutBox(layout)
        var inner = ctx
        inner.stackAxis = box.stackOrientation
        return [box.makeNode(children: resolveView(content, inner))]
    }
}

/// The subviews of a layout container, in source order.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    let storage: [LayoutSubview]
    public let startIndex: Int
    public let endIndex: Int
    /// The layout direction of the container.
    public var layoutDirection: LayoutDirection { .leftToRight }

    init(_ subviews: [LayoutSubview], range: Range<Int>? = nil) {
        storage = subviews
        startIndex = range?.lowerBound ?? 0
        endIndex = range?.upperBound ?? subviews.count
    }

    public subscript(index: Int) -> LayoutSubview { storage[index] }
    public subscript(bounds: Range<Int>) -> LayoutSubviews { LayoutSubviews(storage, range: bounds) }

    public static func == (a: Self, b: Self) -> Bool { Array(a) == Array(b) }
}

/// A proxy for one subview of a layout container: ask it for sizes, then place it.
public struct LayoutSubview: Equatable {
    let node: Node
    let context: SubviewsContext
    let index: Int

    /// The subview's size for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { context.engine.size(node, proposal) }

    /// The subview's size and alignment guides for `proposal`.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        context.engine.dimensions(node, context.engine.size(node, proposal))
    }

    /// The subview's layout priority (−∞ for spacers).
    public var priority: Double { node.layoutPriority }

    /// The spacing the subview prefers to its neighbours.
    public var spacing: ViewSpacing { node.spacing }

    /// Places the subview with its `anchor` at `position`, sized for `proposal`. The last call wins;
    /// a subview never placed is centred in the container and sized for the container's proposal.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        guard let recorder = context.recorder else { return }
        let s = context.engine.size(node, proposal)
        recorder.placements[index] = Placed(origin: CGPoint(x: position.x - anchor.x * s.width, y: position.y - anchor.y * s.height), proposal: proposal)
    }

    public static func == (a: Self, b: Self) -> Bool { a.node === b.node }
}

/// What a container's subview proxies share: the pass's engine and, while `placeSubviews` runs,
/// the recorder their `place` calls go to. One per container and pass, so the proxies are built once.
final class SubviewsContext {
    let engine: LayoutEngine
    var recorder: PlacementRecorder?
    init(engine: LayoutEngine) { self.engine = engine }
}

/// Collects `place(at:)` calls during one `placeSubviews`, one slot per subview.
final class PlacementRecorder {
    struct Placed {
        let origin: CGPoint
        let proposal: ProposedViewSize
    }

    var placements: [Placed?]

    init(count: Int) { placements = [Placed?](repeating: nil, count: count) }
}

typealias Placed = PlacementRecorder.Placed
