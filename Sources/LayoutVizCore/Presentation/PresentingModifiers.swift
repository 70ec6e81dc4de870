import Foundation

// The modifiers that present a view: sheets, full-screen covers, popovers and inspectors. Each
// is drawn when its binding is true (or its item set) as the view is resolved, after the
// lifecycle ran (Presentation.swift; docs/presentations.md). `onDismiss` never runs: nothing is
// dismissed in a picture.

nonisolated extension View {
    /// Presents `content` in a sheet while `isPresented` is true.
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                     @ViewBuilder content: @escaping () -> Content) -> ModifiedContent<Self, _PresentationModifier<Content>> {
        modifier(_PresentationModifier(kind: .sheet, name: "sheet") { isPresented.wrappedValue ? content() : nil })
    }

    /// Presents `content` for `item` in a sheet while `item` holds a value.
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                        @ViewBuilder content: @escaping (Item) -> Content) -> ModifiedContent<Self, _PresentationModifier<Content>> {
        modifier(_PresentationModifier(kind: .sheet, name: "sheet") { item.wrappedValue.map(content) })
    }

    /// Presents `content` over the whole screen while `isPresented` is true.
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                               @ViewBuilder content: @escaping () -> Content) -> ModifiedContent<Self, _PresentationModifier<Content>> {
        modifier(_PresentationModifier(kind: .fullScreenCover, name: "full-screen cover") { isPresented.wrappedValue ? content() : nil })
    }

    /// Presents `content` for `item` over the whole screen while `item` holds a value.
    public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                                  @ViewBuilder content: @escaping (Item) -> Content) -> ModifiedContent<Self, _PresentationModifier<Content>> {
        modifier(_PresentationModifier(kind: .fullScreenCover, name: "full-screen cover") { item.wrappedValue.map(content) })
    }

    /// Presents `content` in a popover while `isPresented` is true: a sheet on a compact width
    /// (docs/presentations.md, "Popovers").
    public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                       arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content) -> ModifiedContent<Self, _PresentationModifier<Content>> {
        modifier(_PresentationModifier(kind: .popover, name: "popover") { isPresented.wrappedValue ? content() : nil })
    }

    /// Presents `content` for `item` in a popover while `item` holds a value.
    public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                                          arrowEdge: Edge? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> ModifiedContent<Self, _PresentationModifier<Content>> {
        modifier(_PresentationModifier(kind: .popover, name: "popover") { item.wrappedValue.map(content) })
    }

    /// Shows `content` in an inspector while `isPresented` is true: a trailing column on a
    /// regular width, a sheet on a compact one (iOS 17).
    public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> V) -> _InspectorView<Self, V> {
        _InspectorView(content: self, inspector: content(), isPresented: isPresented.wrappedValue)
    }
}

/// `inspector(isPresented:content:)`: on a regular width the content and the inspector side by
/// side, a hairline between them; on a compact width the inspector presented as a sheet.
nonisolated public struct _InspectorView<Content: View, Inspector: View>: View, PrimitiveView {
    let content: Content
    let inspector: Inspector
    let isPresented: Bool
    public var body: Never { neverBody() }

    nonisolated func resolve(_ ctx: ResolveContext) -> [Node] {
        guard isPresented else { return resolveView(content, ctx) }
        let env = ctx.environment
        guard env.horizontalSizeClass == .regular else {
            let inspector = self.inspector
            return resolveView(content.modifier(_PresentationModifier(kind: .sheet, name: "inspector") { inspector }), ctx)
        }
        let look = env.systemLook
        let column = resolveView(inspector, ctx.withoutStack())
        let width = PreferenceValues.value(PresentationOptionsKey.self, of: column).inspectorWidth ?? look.sheet.inspectorWidth
        let stripped = column.map { n in n.with { $0.preferences.remove(PresentationOptionsKey.self) } }
        return resolveView(HStack(spacing: 0) {
            content.frame(maxWidth: .infinity, maxHeight: .infinity)
            Rectangle().fill(look.separator).frame(width: look.bar.columnDividerWidth).ignoresSafeArea()
            _NodesView(nodes: stripped).frame(width: width).frame(maxHeight: .infinity)
        }, ctx)
    }
}
