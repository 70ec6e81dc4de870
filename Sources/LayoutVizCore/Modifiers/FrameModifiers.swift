import Foundation

/// `frame(width:height:alignment:)`.
nonisolated public struct _FrameLayout: ViewModifier, WrappingModifier {
    let frame: FixedFrame
    public typealias Body = Never
    public func body(content: Content) -> Never { neverBody() }
    nonisolated func makeNode(wrapping child: Node) -> Node { Node(.frame(frame), children: [child]) }
}

/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
nonisolated public struct _FlexFrameLayout: ViewModifier, WrappingModifier {
    let frame: FlexFrame
    public typealias Body = Never
    public func body(content: Content) -> Never { neverBody() }
    nonisolated func makeNode(wrapping child: Node) -> Node { Node(.flexFrame(frame), children: [child]) }
}

/// A negative or non-finite frame length is treated as nil (docs/layout/frames.md, "Invalid lengths").
private func validLength(_ v: CGFloat?) -> CGFloat? {
    guard let v, v.isFinite, v >= 0 else { return nil }
    return v
}

nonisolated extension View {
    /// Gives the view a fixed width and/or height; nil leaves that axis to the view (docs/layout/frames.md).
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> ModifiedContent<Self, _FrameLayout> {
        modifier(_FrameLayout(frame: FixedFrame(width: validLength(width), height: validLength(height), alignment: alignment)))
    }

    /// Gives the view flexible bounds per axis (docs/layout/frames.md).
    ///
    /// Normalisation follows SwiftUI: min' = max(min, 0), ideal' = max(min' ?? 0, ideal),
    /// max' = max(ideal' ?? 0, max). A max below min is kept (then min wins when sizing).
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> ModifiedContent<Self, _FlexFrameLayout> {
        func normalise(_ mn: CGFloat?, _ id: CGFloat?, _ mx: CGFloat?) -> (CGFloat?, CGFloat?, CGFloat?) {
            let mn2 = mn.map { Swift.max($0, 0) }
            let id2 = id.map { Swift.max(mn2 ?? 0, $0) }
            let mx2 = mx.map { Swift.max(id2 ?? 0, $0) }
            return (mn2, id2, mx2)
        }
        let w = normalise(minWidth, idealWidth, maxWidth)
        let h = normalise(minHeight, idealHeight, maxHeight)
        return modifier(_FlexFrameLayout(frame: FlexFrame(
            minWidth: w.0, idealWidth: w.1, maxWidth: w.2,
            minHeight: h.0, idealHeight: h.1, maxHeight: h.2, alignment: alignment)))
    }
}

/// `padding`: insets the proposal and grows the size (docs/layout/modifiers.md).
nonisolated public struct _PaddingLayout: ViewModifier, WrappingModifier {
    let insets: EdgeInsets
    public typealias Body = Never
    public func body(content: Content) -> Never { neverBody() }
    nonisolated func makeNode(wrapping child: Node) -> Node { Node(.padding(insets), children: [child]) }
}

nonisolated extension View {
    /// The default padding on iOS: 16 points per edge (docs/layout/modifiers.md).
    static var defaultPadding: CGFloat { 16 }

    /// Pads `edges` by `length`, or by the default 16 points when `length` is nil.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> ModifiedContent<Self, _PaddingLayout> {
        modifier(_PaddingLayout(insets: EdgeInsets(edges, length ?? Self.defaultPadding)))
    }

    /// Pads every edge by `length`.
    public func padding(_ length: CGFloat) -> ModifiedContent<Self, _PaddingLayout> {
        padding(.all, length)
    }

    /// Pads each edge by its own amount.
    public func padding(_ insets: EdgeInsets) -> ModifiedContent<Self, _PaddingLayout> {
        modifier(_PaddingLayout(insets: insets))
    }
}

/// `fixedSize`: proposes nil (ideal) on the chosen axes (docs/layout/modifiers.md).
nonisolated public struct _FixedSizeLayout: ViewModifier, WrappingModifier {
    let horizontal: Bool
    let vertical: Bool
    public typealias Body = Never
    public func body(content: Content) -> Never { neverBody() }
    nonisolated func makeNode(wrapping child: Node) -> Node { Node(.fixedSize(horizontal: horizontal, vertical: vertical), children: [child]) }
}

nonisolated extension View {
    /// Fixes the view at its ideal size on both axes.
    public func fixedSize() -> ModifiedContent<Self, _FixedSizeLayout> {
        fixedSize(horizontal: true, vertical: true)
    }

    /// Fixes the view at its ideal size on the chosen axes.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> ModifiedContent<Self, _FixedSizeLayout> {
        modifier(_FixedSizeLayout(horizontal: horizontal, vertical: vertical))
    }
}

/// `offset`: moves the drawing, not the layout (docs/layout/modifiers.md).
nonisolated public struct _OffsetEffect: ViewModifier, WrappingModifier {
    let offset: CGSize
    public typealias Body = Never
    public func body(content: Content) -> Never { neverBody() }
    nonisolated func makeNode(wrapping child: Node) -> Node { Node(.offset(offset), children: [child]) }
}

/// `position`: takes the proposal and centres the view on a point (docs/layout/modifiers.md).
nonisolated public struct _PositionLayout: ViewModifier, WrappingModifier {
    let position: CGPoint
    public typealias Body = Never
    public func body(content: Content) -> Never { neverBody() }
    nonisolated func makeNode(wrapping child: Node) -> Node { Node(.position(position), children: [child]) }
}

nonisolated extension View {
    /// Draws the view moved by `offset`; its layout is unchanged.
    public func offset(_ offset: CGSize) -> ModifiedContent<Self, _OffsetEffect> {
        modifier(_OffsetEffect(offset: offset))
    }

    /// Draws the view moved by (x, y); its layout is unchanged.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedContent<Self, _OffsetEffect> {
        offset(CGSize(width: x, height: y))
    }

    /// Centres the view on `position` in the space the parent offers.
    public func position(_ position: CGPoint) -> ModifiedContent<Self, _PositionLayout> {
        modifier(_PositionLayout(position: position))
    }

    /// Centres the view on (x, y) in the space the parent offers.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedContent<Self, _PositionLayout> {
        position(CGPoint(x: x, y: y))
    }
}

/// `containerRelativeFrame`: a frame sized from the nearest container (docs/layout/container-relative-frame.md).
nonisolated public struct _ContainerRelativeFrameLayout: ViewModifier, WrappingModifier {
    let frame: ContainerFrame
    public typealias Body = Never
    public func body(content: Content) -> Never { neverBody() }
    nonisolated func makeNode(wrapping child: Node) -> Node { Node(.containerRelativeFrame(frame), children: [child]) }
}

nonisolated extension View {
    /// Sizes the view on `axes` to its container's size (the nearest scroll view, or the
    /// screen's safe area), aligned in that frame.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> ModifiedContent<Self, _ContainerRelativeFrameLayout> {
        modifier(_ContainerRelativeFrameLayout(frame: ContainerFrame(axes: axes, count: 1, span: 1, spacing: 0, alignment: alignment, length: nil)))
    }

    /// Sizes the view on `axes` to `span` of `count` equal columns of its container, `spacing` apart.
    public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center)
        -> ModifiedContent<Self, _ContainerRelativeFrameLayout> {
        modifier(_ContainerRelativeFrameLayout(frame: ContainerFrame(axes: axes, count: count, span: span, spacing: spacing.isFinite ? spacing : 0,
                                                                     alignment: alignment, length: nil)))
    }

    /// Sizes the view on `axes` to what `length` makes of the container's length on each axis.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat)
        -> ModifiedContent<Self, _ContainerRelativeFrameLayout> {
        modifier(_ContainerRelativeFrameLayout(frame: ContainerFrame(axes: axes, count: 1, span: 1, spacing: 0, alignment: alignment, length: length)))
    }
}
