/// `background` and `overlay`: a secondary view sized to and aligned with the primary (docs/layout/background-overlay.md).
nonisolated public struct _SecondaryLayerModifier: ViewModifier, PrimitiveModifier {
    let alignment: Alignment
    let isOverlay: Bool
    let secondary: (ResolveContext) -> [Node]
    public typealias Body = Never
    public func body(content: Content) -> Never { neverBody() }

    nonisolated func resolve(content: (ResolveContext) -> [Node], _ ctx: ResolveContext) -> [Node] {
        content(ctx).map { primary in
            // The secondary is resolved in its own context (no stack), once per primary view.
            let layers = secondary(ctx.withoutStack())
            // Several secondary views form an implicit ZStack with the modifier's alignment (iOS 15+).
            let layer = layers.count == 1 ? layers[0] : Node(.zstack(alignment: alignment), children: layers)
            return Node(.secondary(alignment: alignment, isOverlay: isOverlay), children: [primary, layer])
        }
    }
}

nonisolated extension View {
    /// Draws `background` behind this view, proposed this view's size and aligned with `alignment`.
    ///
    /// Disfavoured, as in SwiftUI, so that `.background(Color.red)` picks the shape-style overload.
    @_disfavoredOverload
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> ModifiedContent<Self, _SecondaryLayerModifier> {
        modifier(_SecondaryLayerModifier(alignment: alignment, isOverlay: false) { resolveView(background, $0) })
    }

    /// Draws the builder's views behind this view, in an implicit ZStack.
    public func background<Background: View>(alignment: Alignment = .center, @ViewBuilder content: () -> Background) -> ModifiedContent<Self, _SecondaryLayerModifier> {
        background(content(), alignment: alignment)
    }

    /// Fills the area behind this view with `style`, extended into the safe area on each of
    /// `edges` that the view touches (docs/layout/safe-area.md). The view's size is unchanged.
    ///
    /// `.background(Color.red)` and `.background(.red)` choose this overload, as in SwiftUI.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> ModifiedContent<Self, _SecondaryLayerModifier> {
        modifier(_SecondaryLayerModifier(alignment: .center, isOverlay: false) { styleLayer(style, ignoring: edges, $0) })
    }

    /// Fills `shape`, laid out behind this view, with `style` (`fillStyle` is accepted; shapes fill non-zero).
    /// Fills `shape` behind the view with the context's background style (`backgroundStyle(_:)`,
    /// else the system background).
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> ModifiedContent<Self, _SecondaryLayerModifier> {
        background(BackgroundStyle(), in: shape, fillStyle: fillStyle)
    }

    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> ModifiedContent<Self, _SecondaryLayerModifier> {
        background(shape.fill(style))
    }

    /// Draws `overlay` in front of this view, proposed this view's size and aligned with `alignment`.
    ///
    /// Disfavoured, as in SwiftUI, so that `.overlay(Color.red)` picks the shape-style overload.
    @_disfavoredOverload
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> ModifiedContent<Self, _SecondaryLayerModifier> {
        modifier(_SecondaryLayerModifier(alignment: alignment, isOverlay: true) { resolveView(overlay, $0) })
    }

    /// Draws the builder's views in front of this view, in an implicit ZStack.
    public func overlay<Overlay: View>(alignment: Alignment = .center, @ViewBuilder content: () -> Overlay) -> ModifiedContent<Self, _SecondaryLayerModifier> {
        overlay(content(), alignment: alignment)
    }

    /// Covers this view with `style`, extended into the safe area on each of `edges` that the
    /// view touches, like `background(_:ignoresSafeAreaEdges:)`.
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> ModifiedContent<Self, _SecondaryLayerModifier> {
        modifier(_SecondaryLayerModifier(alignment: .center, isOverlay: true) { styleLayer(style, ignoring: edges, $0) })
    }

    /// Covers this view with `shape` filled with `style` (`fillStyle` is accepted; shapes fill non-zero).
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> ModifiedContent<Self, _SecondaryLayerModifier> {
        overlay(shape.fill(style))
    }
}

/// A style as a background or overlay layer: a colour is its own view (kind `Color` in the layout
/// tree), other styles fill a rectangle; wrapped in `ignoresSafeArea(edges:)` unless `edges` is empty.
private func styleLayer<S: ShapeStyle>(_ style: S, ignoring edges: Edge.Set, _ ctx: ResolveContext) -> [Node] {
    let layer = (style as? Color).map { resolveView($0, ctx) } ?? resolveView(Rectangle().fill(style), ctx)
    guard !edges.isEmpty else { return layer }
    return layer.map { Node(.ignoresSafeArea(edges), children: [$0]) }
}
