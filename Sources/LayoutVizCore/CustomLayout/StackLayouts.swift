import Foundation

/// HStack's algorithm as a `Layout`, for `AnyLayout` and custom containers (spec §4.6).
public struct HStackLayout: Layout, NativeStackLayout {
    /// The vertical alignment of the children.
    public var alignment: VerticalAlignment
    /// The distance between children; nil means each pair's preferred distance.
    public var spacing: CGFloat?

    /// Creates a horizontal stack layout.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var p = LayoutProperties()
        p.stackOrientation = .horizontal
        return p
    }

    var nativeKind: Node.Kind { .stack(axis: .horizontal, alignment: .vertical(alignment), spacing: spacing) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        nativeSizeThatFits(nativeKind, proposal, subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        nativePlaceSubviews(nativeKind, bounds, proposal, subviews)
    }
}

/// VStack's algorithm as a `Layout`, for `AnyLayout` and custom containers (spec §4.6).
public struct VStackLayout: Layout, NativeStackLayout {
    /// The horizontal alignment of the children.
    public var alignment: HorizontalAlignment
    /// The distance between children; nil means each pair's preferred distance.
    public var spacing: CGFloat?

    /// Creates a vertical stack layout.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var p = LayoutProperties()
        p.stackOrientation = .vertical
        return p
    }

    var nativeKind: Node.Kind { .stack(axis: .vertical, alignment: .horizontal(alignment), spacing: spacing) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        nativeSizeThatFits(nativeKind, proposal, subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        nativePlaceSubviews(nativeKind, bounds, proposal, subviews)
    }
}

/// ZStack's algorithm as a `Layout`; spacers inside it are two-dimensional.
public struct ZStackLayout: Layout, NativeStackLayout {
    /// How children align with each other.
    public var alignment: Alignment

    /// Creates an overlaying layout.
    public init(alignment: Alignment = .center) { self.alignment = alignment }

    var nativeKind: Node.Kind { .zstack(alignment: alignment) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        nativeSizeThatFits(nativeKind, proposal, subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        nativePlaceSubviews(nativeKind, bounds, proposal, subviews)
    }
}

private func nativeSizeThatFits(_ kind: Node.Kind, _ p: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
    subviews.withEngine { $0.nativeSize(kind, subviews, p) }
}

private func nativePlaceSubviews(_ kind: Node.Kind, _ bounds: CGRect, _ p: ProposedViewSize, _ subviews: LayoutSubviews) {
    subviews.withEngine { $0.nativePlace(kind, subviews, in: bounds, p) }
}

extension LayoutEngine {
    /// A built-in stack's size over `subviews` (a custom layout delegating to `HStackLayout`...).
    func nativeSize(_ kind: Node.Kind, _ subviews: LayoutSubviews, _ p: ProposedViewSize) -> CGSize {
        withNativeRun(kind, subviews, p, place: nil)
    }

    /// Places `subviews` as a built-in stack would, through their `place` calls.
    func nativePlace(_ kind: Node.Kind, _ subviews: LayoutSubviews, in bounds: CGRect, _ p: ProposedViewSize) {
        _ = withNativeRun(kind, subviews, p, place: bounds)
    }

    /// Runs a built-in stack over the subviews' ids; with `bounds`, places them there.
    private func withNativeRun(_ kind: Node.Kind, _ subviews: LayoutSubviews, _ p: ProposedViewSize, place bounds: CGRect?) -> CGSize {
        let n = subviews.count
        guard n > 0 else { return .zero }
        let slots = subviews.map(\.slot)
        let ids = slots.map { childIDs[$0] }
        return withUnsafeTemporaryAllocation(of: PlacedRecord.self, capacity: n) { buffer -> CGSize in
            let out = buffer.baseAddress!
            let s: CGSize
            switch kind {
            case .stack(let axis, let alignment, let spacing):
                let gaps = ids.indices.map { k -> CGFloat in
                    k == 0 ? 0 : spacing ?? preferredDistance(ids[k - 1], ids[k], along: axis)
                }
                let code = AlignCode(alignment)
                var q = p
                if let b = bounds { q[axis.other] = p[axis.other] ?? b.size[axis.other] }
                s = ids.withUnsafeBufferPointer { c in
                    gaps.withUnsafeBufferPointer { g in
                        stackRun(children: c.baseAddress!, gaps: g.baseAddress!, n, axis: axis, alignmentCode: code, alignment: alignment, alignmentOf: -1,
                                 bounds == nil ? p : q, out: bounds == nil ? nil : out)
                    }
                }
            case .zstack(let alignment):
                // The subviews' slots are contiguous: they are a range of the container's children.
                let first = slots[0]
                s = bounds.map { b in
                    zstackPlacements(first, Int32(n), AlignCode(alignment.horizontal), AlignCode(alignment.vertical), alignment, size: b.size, into: out)
                    return b.size
                } ?? zstackSize(first, Int32(n), p)
            default:
                return .zero
            }
            if let b = bounds {
                for k in 0..<n {
                    subviews[subviews.startIndex + k].place(at: CGPoint(x: b.minX + out[k].frame.origin.x, y: b.minY + out[k].frame.origin.y),
                                                            anchor: .topLeading, proposal: out[k].proposal)
                }
            }
            return s
        }
    }
}

extension HStack: Layout, NativeStackLayout where Content == EmptyView {
    /// A horizontal stack used as a layout (for `AnyLayout(HStack(...))`).
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.init(alignment: alignment, spacing: spacing, content: { EmptyView() })
    }

    public static var layoutProperties: LayoutProperties { HStackLayout.layoutProperties }

    var nativeKind: Node.Kind { HStackLayout(alignment: alignment, spacing: spacing).nativeKind }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        nativeSizeThatFits(nativeKind, proposal, subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        nativePlaceSubviews(nativeKind, bounds, proposal, subviews)
    }
}

extension VStack: Layout, NativeStackLayout where Content == EmptyView {
    /// A vertical stack used as a layout (for `AnyLayout(VStack(...))`).
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.init(alignment: alignment, spacing: spacing, content: { EmptyView() })
    }

    public static var layoutProperties: LayoutProperties { VStackLayout.layoutProperties }

    var nativeKind: Node.Kind { VStackLayout(alignment: alignment, spacing: spacing).nativeKind }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        nativeSizeThatFits(nativeKind, proposal, subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        nativePlaceSubviews(nativeKind, bounds, proposal, subviews)
    }
}

extension ZStack: Layout, NativeStackLayout where Content == EmptyView {
    /// An overlaying stack used as a layout.
    public init(alignment: Alignment = .center) {
        self.init(alignment: alignment, content: { EmptyView() })
    }

    var nativeKind: Node.Kind { .zstack(alignment: alignment) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        nativeSizeThatFits(nativeKind, proposal, subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        nativePlaceSubviews(nativeKind, bounds, proposal, subviews)
    }
}
