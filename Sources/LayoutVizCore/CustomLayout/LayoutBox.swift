import Foundation

/// A type-erased layout with its cache, held by a node for one layout pass.
///
/// Built-in stacks become the engine's native stack nodes; other layouts call their methods.
final class LayoutBox {
    let name: String
    let stackOrientation: Axis?
    /// Set for HStackLayout, VStackLayout and ZStackLayout: the native node kind to use instead.
    let native: Node.Kind?
    private let sizeImpl: (ProposedViewSize, LayoutSubviews) -> CGSize
    private let placeImpl: (CGRect, ProposedViewSize, LayoutSubviews) -> Void
    private let spacingImpl: (LayoutSubviews) -> ViewSpacing
    private let explicitImpl: (AlignmentKey, CGRect, ProposedViewSize, LayoutSubviews) -> CGFloat?

    init<L: Layout>(_ layout: L) {
        if let erased = layout as? AnyLayout {
            self.name = erased.box.name
            self.stackOrientation = erased.box.stackOrientation
            self.native = erased.box.native
            self.sizeImpl = erased.box.sizeImpl
            self.placeImpl = erased.box.placeImpl
            self.spacingImpl = erased.box.spacingImpl
            self.explicitImpl = erased.box.explicitImpl
            return
        }
        name = TypeNames.describing(L.self)
        stackOrientation = L.layoutProperties.stackOrientation
        native = (layout as? any NativeStackLayout)?.nativeKind
        var cache: L.Cache?
        func withCache<R>(_ subviews: LayoutSubviews, _ body: (inout L.Cache) -> R) -> R {
            if cache == nil { cache = layout.makeCache(subviews: subviews) }
            return body(&cache!)
        }
        sizeImpl = { p, s in withCache(s) { layout.sizeThatFits(proposal: p, subviews: s, cache: &$0) } }
        placeImpl = { b, p, s in withCache(s) { layout.placeSubviews(in: b, proposal: p, subviews: s, cache: &$0) } }
        spacingImpl = { s in withCache(s) { layout.spacing(subviews: s, cache: &$0) } }
        explicitImpl = { key, b, p, s in
            withCache(s) { c in
                switch key {
                case .horizontal(let g): return layout.explicitAlignment(of: g, in: b, proposal: p, subviews: s, cache: &c)
                case .vertical(let g): return layout.explicitAlignment(of: g, in: b, proposal: p, subviews: s, cache: &c)
                }
            }
        }
    }

    nonisolated func makeNode(children: [Node]) -> Node {
        Node(native ?? .custom(self), children: children)
    }

    func size(_ p: ProposedViewSize, _ s: LayoutSubviews) -> CGSize { sizeImpl(p, s) }
    func place(in bounds: CGRect, _ p: ProposedViewSize, _ s: LayoutSubviews) { placeImpl(bounds, p, s) }
    func spacing(_ s: LayoutSubviews) -> ViewSpacing { spacingImpl(s) }
    func explicitAlignment(_ key: AlignmentKey, in bounds: CGRect, _ p: ProposedViewSize, _ s: LayoutSubviews) -> CGFloat? {
        explicitImpl(key, bounds, p, s)
    }
}

/// An alignment guide of either axis.
enum AlignmentKey {
    case horizontal(HorizontalAlignment)
    case vertical(VerticalAlignment)

    var key: ObjectIdentifier {
        switch self {
        case .horizontal(let g): return g.key
        case .vertical(let g): return g.key
        }
    }

    var axis: Axis {
        switch self {
        case .horizontal: return .horizontal
        case .vertical: return .vertical
        }
    }

    var isFrameAlignment: Bool {
        switch self {
        case .horizontal(let g): return g.isFrameAlignment
        case .vertical(let g): return g.isFrameAlignment
        }
    }

    /// How a container merges its children's explicit values (docs/layout/alignment.md): the first baseline is
    /// the minimum, the last baseline ([INF]) the maximum, custom guides the average.
    func merge(_ values: [CGFloat]) -> CGFloat? {
        guard !values.isEmpty else { return nil }
        if case .vertical(let g) = self {
            if g == .firstTextBaseline { return values.min() }
            if g == .lastTextBaseline { return values.max() }
        }
        return values.reduce(0, +) / CGFloat(values.count)
    }
}

/// The built-in stack layouts, which the engine runs natively.
protocol NativeStackLayout {
    var nativeKind: Node.Kind { get }
}

/// A type-erased layout, so that a view can switch layouts while keeping its subviews (docs/layout/custom-layouts.md).
public struct AnyLayout: Layout {
    let box: LayoutBox

    /// Wraps `layout`.
    public init<L: Layout>(_ layout: L) { box = LayoutBox(layout) }

    public typealias Cache = Void
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        if let native = box.native {
            return subviews.withEngine { $0.nativeSize(native, subviews, proposal) }
        }
        return box.size(proposal, subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        if let native = box.native {
            subviews.withEngine { $0.nativePlace(native, subviews, in: bounds, proposal) }
            return
        }
        box.place(in: bounds, proposal, subviews)
    }
}
