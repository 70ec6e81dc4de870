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
    public static var zero: UnitPoint { UnitPoint(x: 0, y: 0) }
    public static var center: UnitPoint { UnitPoint(x: 0.5, y: 0.5) }
    public static var leading: UnitPoint { UnitPoint(x: 0, y: 0.5) }
    public static var trailing: UnitPoint { UnitPoint(x: 1, y: 0.5) }
    public static var top: UnitPoint { UnitPoint(x: 0.5, y: 0) }
    public static var bottom: UnitPoint { UnitPoint(x: 0.5, y: 1) }
    public static var topLeading: UnitPoint { UnitPoint(x: 0, y: 0) }
    public static var topTrailing: UnitPoint { UnitPoint(x: 1, y: 0) }
    public static var bottomLeading: UnitPoint { UnitPoint(x: 0, y: 1) }
    public static var bottomTrailing: UnitPoint { UnitPoint(x: 1, y: 1) }
}

/// Properties of a layout container: how spacers inside it orient.
public struct LayoutProperties: Sendable {
    /// The axis spacers expand along; nil makes them two-dimensional.
    public var stackOrientation: Axis?
    /// Creates properties with no stack orientation.
    public init() {}
}

/// A container's layout algorithm, as SwiftUI's `Layout` protocol (docs/layout/custom-layouts.md).
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
nonisolated public struct _LayoutContainer<L: Layout, Content: View>: View, PrimitiveView {
    let layout: L
    let content: Content
    public var body: Never { neverBody() }

    nonisolated func resolve(_ ctx: ResolveContext) -> [Node] {
        let box = LayoutBox(layout)
        var inner = ctx
        inner.stackAxis = box.stackOrientation
        return [box.makeNode(children: resolveView(content, inner))]
    }
}

/// The subviews of a layout container, in source order.
///
/// Like SwiftUI's, the collection and its proxies are valid during the layout call that passes
/// them in: they point into the layout pass without retaining it.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    /// Unretained: proxies are made and used by the thousand inside a layout call, which keeps
    /// the engine alive; retaining it for each would cost more than the work they do.
    let engine: Unretained<LayoutEngine>
    /// The slot of the container's first child in the engine's child ids.
    let base: Int32
    public let startIndex: Int
    public let endIndex: Int
    /// The layout direction of the container. Place subviews as if it were left-to-right: in a
    /// right-to-left container every placement is mirrored afterwards (docs/layout/right-to-left.md).
    public let layoutDirection: LayoutDirection

    init(engine: LayoutEngine, base: Int32, range: Range<Int>, layoutDirection: LayoutDirection) {
        self.init(engine: Unretained(engine), base: base, range: range, layoutDirection: layoutDirection)
    }

    init(engine: Unretained<LayoutEngine>, base: Int32, range: Range<Int>, layoutDirection: LayoutDirection) {
        self.engine = engine
        self.base = base
        startIndex = range.lowerBound
        endIndex = range.upperBound
        self.layoutDirection = layoutDirection
    }

    public subscript(index: Int) -> LayoutSubview { LayoutSubview(engine: engine, slot: base &+ Int32(truncatingIfNeeded: index)) }
    public subscript(bounds: Range<Int>) -> LayoutSubviews { LayoutSubviews(engine: engine, base: base, range: bounds, layoutDirection: layoutDirection) }

    /// The engine of the pass, without retaining it.
    @inline(__always) func withEngine<R>(_ body: (LayoutEngine) -> R) -> R { engine.with(body) }

    /// Equal when both hold the same views in the same order.
    public static func == (a: Self, b: Self) -> Bool { a.elementsEqual(b) }
}

/// A proxy for one subview of a layout container: ask it for sizes, then place it.
public struct LayoutSubview: Equatable {
    /// Unretained, as in `LayoutSubviews`.
    let engine: Unretained<LayoutEngine>
    /// The subview's slot in the engine's child ids.
    let slot: Int32

    @inline(__always) func withEngine<R>(_ body: (LayoutEngine) -> R) -> R { engine.with(body) }

    /// The subview's node.
    var id: Int32 { withEngine { $0.childIDs[slot] } }

    /// The subview's size for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        withEngine { $0.size(ofSlot: slot, proposal) }
    }

    /// The subview's size and alignment guides for `proposal`.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        withEngine { e in
            let id = e.childIDs[slot]
            return e.dimensions(id, e.size(id, proposal), proposal)
        }
    }

    /// The subview's layout priority (−∞ for spacers).
    public var priority: Double { withEngine { $0.nodes[$0.childIDs[slot]].priority } }

    /// The spacing the subview prefers to its neighbours.
    public var spacing: ViewSpacing { withEngine { $0.spacing($0.childIDs[slot]) } }

    /// Places the subview with its `anchor` at `position`, sized for `proposal`. The last call wins;
    /// a subview never placed is centred in the container and sized for the container's proposal.
    /// Outside its container's `placeSubviews` this does nothing.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        withEngine { $0.recordPlacement(slot: slot, at: position, anchor: anchor, proposal: proposal) }
    }

    /// Equal when both stand for the same view.
    public static func == (a: Self, b: Self) -> Bool { a.engine === b.engine && a.id == b.id }
}
