import Foundation

// Presentations drawn as the canvas shows them when they are presented at the start (a binding
// that is true, an item that is set, or state the lifecycle set). A presenting modifier resolves
// what it presents where it stands, in its own environment, and hands it up as a preference
// (`PresentationsKey`); the screen's session takes the list off its root and lays the root out
// under the presentations, the last one on top (PresentationStage.swift). Each presentation is an
// ordinary view of the layout tree, so `explain` and the overlays see it. docs/presentations.md.

/// What a presented view asks of its presentation (`presentationDetents`, `presentationDragIndicator`...),
/// set by modifiers inside the presented content and read by the presentation around it.
struct PresentationOptions {
    var detents: [PresentationDetent] = []
    var selectedDetent: PresentationDetent?
    var dragIndicator: Visibility = .automatic
    var cornerRadius: CGFloat?
    var background: AnyShapeStyle?
    var compactAdaptation: PresentationAdaptation?
    var inspectorWidth: CGFloat?

    /// Combines a later sibling's options: what it sets wins.
    mutating func merge(_ o: PresentationOptions) {
        if !o.detents.isEmpty { detents = o.detents }
        if let d = o.selectedDetent { selectedDetent = d }
        if o.dragIndicator != .automatic { dragIndicator = o.dragIndicator }
        if let r = o.cornerRadius { cornerRadius = r }
        if let b = o.background { background = b }
        if let a = o.compactAdaptation { compactAdaptation = a }
        if let w = o.inspectorWidth { inspectorWidth = w }
    }
}

/// The options the presented content sets, combined in view order.
enum PresentationOptionsKey: PreferenceKey {
    static var defaultValue: PresentationOptions { PresentationOptions() }
    static func reduce(value: inout PresentationOptions, nextValue: () -> PresentationOptions) { value.merge(nextValue()) }
}

/// One presentation: what kind, the presented content resolved in the presenter's environment,
/// and the options the content set.
struct PresentedView {
    enum Kind {
        /// `sheet`; also a popover or inspector adapted to a sheet on a compact width.
        case sheet
        case fullScreenCover
        /// `popover`: a sheet on a compact width unless it asks to stay a popover.
        case popover
        /// `alert` (and the older `Alert`): a card centred on the screen.
        case alert
        /// `confirmationDialog` (and the older `ActionSheet`): iOS 26's centred card, iOS 18's
        /// action sheet at the bottom of a phone's screen.
        case confirmationDialog
    }

    let kind: Kind
    /// What the presentation was asked by: "sheet", "popover adapted to a sheet"...
    let name: String
    /// The presented content (for a dialog, its card).
    let content: [Node]
    let options: PresentationOptions
}

/// The presentations below a view, outermost first (the last one is on top).
enum PresentationsKey: PreferenceKey {
    static var defaultValue: [PresentedView] { [] }
    static func reduce(value: inout [PresentedView], nextValue: () -> [PresentedView]) { value += nextValue() }
}

/// A presenting modifier: presents what `presented` makes (nil: nothing is presented), as `kind`.
/// The binding is read when the view is resolved, so state the lifecycle set is seen.
nonisolated public struct _PresentationModifier<Presented: View>: ViewModifier, PrimitiveModifier {
    let kind: PresentedView.Kind
    let name: String
    let presented: () -> Presented?
    public typealias Body = Never
    public func body(content: Content) -> Never { neverBody() }

    nonisolated func resolve(content: (ResolveContext) -> [Node], _ ctx: ResolveContext) -> [Node] {
        let nodes = content(ctx)
        guard !nodes.isEmpty, let view = presented() else { return nodes }
        // The presented view starts a new context: no stack around it, the presenter's environment,
        // elevated in a sheet or popover.
        var inner = ctx.withoutStack()
        switch kind {
        case .sheet, .popover: inner.environment.isElevated = true
        case .fullScreenCover, .alert, .confirmationDialog: break
        }
        let presentedNodes = resolveView(view, inner)
        return Self.hand(PresentedView.collect(kind: kind, name: name, content: presentedNodes), upFrom: nodes)
    }

    /// `nodes` with `presentations` added to what they hand up (on the last node).
    static func hand(_ presentations: [PresentedView], upFrom nodes: [Node]) -> [Node] {
        var nodes = nodes
        let last = nodes.count - 1
        nodes[last] = nodes[last].with { a in
            var list = a.preferences[PresentationsKey.self] ?? []
            list += presentations
            a.preferences.set(PresentationsKey.self, list)
        }
        return nodes
    }
}

extension PresentedView {
    /// The presentation of `content` and, after it, the ones `content` presents in turn; the
    /// options and nested presentations are taken off the content's nodes.
    static func collect(kind: Kind, name: String, content: [Node]) -> [PresentedView] {
        let options = PreferenceValues.value(PresentationOptionsKey.self, of: content)
        let nested = PreferenceValues.value(PresentationsKey.self, of: content)
        let stripped = content.map { n in
            n.with {
                $0.preferences.remove(PresentationsKey.self)
                $0.preferences.remove(PresentationOptionsKey.self)
            }
        }
        return [PresentedView(kind: kind, name: name, content: stripped, options: options)] + nested
    }
}

/// A modifier inside presented content that sets one of its presentation's options.
nonisolated public struct _PresentationOptionModifier: ViewModifier, PrimitiveModifier {
    let update: (inout PresentationOptions) -> Void
    public typealias Body = Never
    public func body(content: Content) -> Never { neverBody() }
    nonisolated func resolve(content: (ResolveContext) -> [Node], _ ctx: ResolveContext) -> [Node] {
        content(ctx).map { node in
            node.with { a in
                var o = a.preferences[PresentationOptionsKey.self] ?? PresentationOptions()
                update(&o)
                a.preferences.set(PresentationOptionsKey.self, o)
            }
        }
    }
}

nonisolated extension View {
    /// Sets the heights the sheet this view is presented in can take; it is drawn at the lowest
    /// (docs/presentations.md, "Sheets").
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> ModifiedContent<Self, _PresentationOptionModifier> {
        modifier(_PresentationOptionModifier { $0.detents = PresentationDetent.ordered(detents) })
    }

    /// Sets the heights the sheet can take, and the one it has: drawn at `selection`.
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> ModifiedContent<Self, _PresentationOptionModifier> {
        let selected = selection.wrappedValue
        return modifier(_PresentationOptionModifier {
            $0.detents = PresentationDetent.ordered(detents)
            $0.selectedDetent = selected
        })
    }

    /// Shows or hides the sheet's drag indicator (automatic: shown when the sheet has several detents).
    public func presentationDragIndicator(_ visibility: Visibility) -> ModifiedContent<Self, _PresentationOptionModifier> {
        modifier(_PresentationOptionModifier { $0.dragIndicator = visibility })
    }

    /// Sets the sheet's corner radius (nil: the system's).
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> ModifiedContent<Self, _PresentationOptionModifier> {
        modifier(_PresentationOptionModifier { $0.cornerRadius = cornerRadius })
    }

    /// Fills the sheet behind this view with `style`.
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> ModifiedContent<Self, _PresentationOptionModifier> {
        let erased = AnyShapeStyle(style)
        return modifier(_PresentationOptionModifier { $0.background = erased })
    }

    /// Sets how the presentation adapts to a compact width (`.popover` keeps a popover a popover).
    public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> ModifiedContent<Self, _PresentationOptionModifier> {
        modifier(_PresentationOptionModifier { $0.compactAdaptation = adaptation })
    }

    /// Sets how the presentation adapts to compact widths and heights.
    public func presentationCompactAdaptation(horizontal: PresentationAdaptation, vertical: PresentationAdaptation) -> ModifiedContent<Self, _PresentationOptionModifier> {
        modifier(_PresentationOptionModifier { $0.compactAdaptation = horizontal })
    }

    /// Sets the width of the inspector column this view is shown in (on a regular width).
    public func inspectorColumnWidth(_ width: CGFloat) -> ModifiedContent<Self, _PresentationOptionModifier> {
        modifier(_PresentationOptionModifier { $0.inspectorWidth = width })
    }

    /// Sets the least, ideal and greatest width of the inspector column: drawn at the ideal.
    public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> ModifiedContent<Self, _PresentationOptionModifier> {
        modifier(_PresentationOptionModifier { $0.inspectorWidth = ideal })
    }
}

extension PresentationDetent {
    /// A stable order for a set of detents (a set's own order changes from run to run); the
    /// sheet picks the smallest by height where it knows the screen.
    static func ordered(_ detents: Set<PresentationDetent>) -> [PresentationDetent] {
        detents.sorted { ($0.name, $0.value) < ($1.name, $1.value) }
    }
}
