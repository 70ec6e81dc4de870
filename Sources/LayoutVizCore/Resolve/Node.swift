import Foundation

/// What a view resolves to: the layout-relevant description of one node, environment applied.
///
/// Layout-neutral views (custom views, `Group`, `ForEach`, `TupleView`) never become nodes; their
/// children join the nearest container. The layout engine works on a flat copy of this tree
/// (`Layout/FlatTree.swift`) and comes back to the node only for what it rarely needs.
final class Node {
    enum Leaf {
        case color(Color)
        /// A shape filled (`stroke` nil) or stroked with a line of that width.
        case shape(name: String, color: Color, path: (CGRect) -> Path, stroke: CGFloat?)
        /// A shape (or a gradient view's rectangle) filled with a gradient.
        case paint(name: String, paint: Paint, path: (CGRect) -> Path)
    }

    enum Kind {
        /// A Color or shape: takes the proposal, nil axes become 10 (docs/layout/leaves.md).
        case leaf(Leaf)
        /// Text, measured by the text measurer (docs/layout/text.md).
        case text(TextContent)
        /// `axis` is the orientation of the enclosing stack, nil outside stacks (docs/layout/leaves.md).
        case spacer(minLength: CGFloat?, axis: Axis?)
        case stack(axis: Axis, alignment: StackAlignment, spacing: CGFloat?)
        case zstack(alignment: Alignment)
        case frame(FixedFrame)
        case flexFrame(FlexFrame)
        case padding(EdgeInsets)
        case fixedSize(horizontal: Bool, vertical: Bool)
        case offset(CGSize)
        case position(CGPoint)
        /// `background` or `overlay`: children[0] is the primary view, children[1] the secondary.
        case secondary(alignment: Alignment, isOverlay: Bool)
        /// Children are made at placement, from the reader's size and position.
        case geometryReader(content: (GeometryProxy) -> [Node])
        /// A container running a `Layout` (other than the built-in stacks).
        case custom(LayoutBox)
        /// Shows the first child whose ideal size fits the proposal on `axes` (docs/layout/view-that-fits.md).
        case viewThatFits(axes: Axis.Set)
        /// `alignmentGuide`: overrides one guide of the child.
        case alignmentGuide(AlignmentKey, compute: (ViewDimensions) -> CGFloat)
        /// `clipShape`: draws the child clipped to a shape in this node's frame; layout-neutral.
        case clip(name: String, path: (CGRect) -> Path)
        /// `opacity`: draws the child with its alpha multiplied; layout-neutral.
        case opacity(Double)
        /// `shadow`: draws a blurred, tinted, offset copy of the child's alpha behind it; layout-neutral.
        case shadow(color: Color, radius: CGFloat, offset: CGSize)
        /// `aspectRatio`: proposes the child a size of the ratio's shape (nil: the child's own).
        case aspectRatio(CGFloat?, ContentMode)
        /// `ignoresSafeArea`: grows the child into the unsafe edges this view touches (docs/layout/safe-area.md).
        case ignoresSafeArea(Edge.Set)
        /// `safeAreaInset`: children[0] the primary, children[1] the content along `edge`.
        case safeAreaInset(edge: Edge, alignment: Alignment, spacing: CGFloat?)
        /// `safeAreaPadding`: padding that also moves the child's safe area inward.
        case safeAreaPadding(EdgeInsets)
        /// `ScrollView` on `axes`, at offset 0 (docs/layout/scroll-view.md).
        case scroll(Axis.Set)
        /// `Image`: its natural size, or the proposal when resizable (docs/layout/image.md).
        case image(ImageContent)
        /// `rotationEffect`, `scaleEffect`: draws the child transformed about an anchor; layout-neutral.
        case transformEffect(TransformEffect)
        /// `blur(radius:)`: draws the child blurred; layout-neutral.
        case blur(CGFloat)
        /// `mask`: children[0] drawn through the alpha of children[1], laid out as an overlay.
        case mask(Alignment)
        /// `containerRelativeFrame`: a frame of lengths computed from the container's size.
        case containerRelativeFrame(ContainerFrame)
    }

    let kind: Kind
    var children: [Node]
    /// Set by `.layoutPriority(_:)`; otherwise the priority comes from the kind and the child.
    var explicitPriority: Double?
    /// Set by `.id(_:)`.
    var id: AnyHashable?
    /// The name of the outermost custom view whose body produced this node.
    var viewName: String?
    /// Set by the preview modifiers (`previewDisplayName`...); read when splitting previews.
    var previewTraits: PreviewTraits?
    /// Values for the container's layout (`layoutValue(key:value:)`, the grid cell modifiers).
    var layoutValues: [ObjectIdentifier: Any] = [:]
    /// What the container modifiers marked on this node, boxed so that the few nodes that
    /// carry any do not make every node larger.
    private var marks: ContainerMarks?
    /// Set by `navigationTitle`, `toolbar` and the other navigation modifiers; read (and
    /// cleared) by the navigation container that shows the screen (Navigation/Toolbar.swift).
    var navigation: NavigationInfo? {
        get { marks?.navigation }
        set { editMarks { $0.navigation = newValue } }
    }
    /// Set by `tabItem`; read by `TabView`.
    var tabItem: TabItemInfo? {
        get { marks?.tabItem }
        set { editMarks { $0.tabItem = newValue } }
    }
    /// Set by `badge` outside a list row; read by `TabView` for the tab's badge.
    var badge: String? {
        get { marks?.badge }
        set { editMarks { $0.badge = newValue } }
    }

    private func editMarks(_ edit: (ContainerMarks) -> Void) {
        let m = marks ?? ContainerMarks()
        marks = m
        edit(m)
    }
    /// Set by `tag(_:)`; read by `TabView` selections.
    var selectionTag: AnyHashable?

    /// What the node is, without its payload: checking it copies nothing.
    enum Tag: UInt8 {
        case leaf, text, spacer, stack, zstack, frame, flexFrame, padding, fixedSize, offset, position, secondary
        case geometryReader, custom, viewThatFits, alignmentGuide, clip, opacity, aspectRatio, shadow
        case ignoresSafeArea, safeAreaInset, safeAreaPadding, scroll, image, transformEffect, blur, mask, containerRelativeFrame
    }

    let tag: Tag

    init(_ kind: Kind, children: [Node] = []) {
        self.kind = kind
        self.children = children
        switch kind {
        case .leaf: tag = .leaf
        case .text: tag = .text
        case .spacer: tag = .spacer
        case .stack: tag = .stack
        case .zstack: tag = .zstack
        case .frame: tag = .frame
        case .flexFrame: tag = .flexFrame
        case .padding: tag = .padding
        case .fixedSize: tag = .fixedSize
        case .offset: tag = .offset
        case .position: tag = .position
        case .secondary: tag = .secondary
        case .geometryReader: tag = .geometryReader
        case .custom: tag = .custom
        case .viewThatFits: tag = .viewThatFits
        case .alignmentGuide: tag = .alignmentGuide
        case .clip: tag = .clip
        case .opacity: tag = .opacity
        case .shadow: tag = .shadow
        case .aspectRatio: tag = .aspectRatio
        case .ignoresSafeArea: tag = .ignoresSafeArea
        case .safeAreaInset: tag = .safeAreaInset
        case .safeAreaPadding: tag = .safeAreaPadding
        case .scroll: tag = .scroll
        case .image: tag = .image
        case .transformEffect: tag = .transformEffect
        case .blur: tag = .blur
        case .mask: tag = .mask
        case .containerRelativeFrame: tag = .containerRelativeFrame
        }
    }
}

/// The alignment a stack uses on its minor axis.
enum StackAlignment {
    case horizontal(HorizontalAlignment)
    case vertical(VerticalAlignment)

    func value(in d: ViewDimensions) -> CGFloat {
        switch self {
        case .horizontal(let a): return d[a]
        case .vertical(let a): return d[a]
        }
    }

    var name: String {
        switch self {
        case .horizontal(let a): return a.description
        case .vertical(let a): return a.description
        }
    }
}

/// `frame(width:height:alignment:)`: nil or invalid lengths leave the axis to the child.
struct FixedFrame {
    var width: CGFloat?
    var height: CGFloat?
    var alignment: Alignment
}

/// `frame(minWidth:idealWidth:maxWidth:...)` after normalisation (docs/layout/frames.md).
struct FlexFrame {
    var minWidth, idealWidth, maxWidth: CGFloat?
    var minHeight, idealHeight, maxHeight: CGFloat?
    var alignment: Alignment
}

/// What resolution carries down the view tree.
struct ResolveContext {
    var environment: EnvironmentValues
    /// The orientation of the nearest enclosing HStack/VStack; decides how spacers orient.
    var stackAxis: Axis?
    /// How many views deep resolution is (to move to a large stack when deep).
    var depth = 0

    func withoutStack() -> ResolveContext {
        var c = self
        c.stackAxis = nil
        return c
    }
}

/// The navigation and tab marks of a node (see `Node.navigation`, `Node.tabItem`, `Node.badge`).
final class ContainerMarks {
    var navigation: NavigationInfo?
    var tabItem: TabItemInfo?
    var badge: String?
}

/// Turns a view into nodes: built-in views resolve themselves, custom views through their body.
func resolveView<V: View>(_ view: V, _ ctx: ResolveContext) -> [Node] {
    var ctx = ctx
    ctx.depth += 1
    if ctx.depth == LargeStack.hopDepth && !LargeStack.isCurrent {
        return LargeStack.run { resolveView(view, ctx) }
    }
    if let primitive = view as? any PrimitiveView { return primitive.resolve(ctx) }
    let body = EnvironmentValues.$current.withValue(ctx.environment) { view.body }
    let nodes = resolveView(body, ctx)
    if nodes.count == 1 { nodes[0].viewName = viewTypeName(V.self) }
    return nodes
}

/// A view type's name without generic arguments: `DynamicStack`, not `DynamicStack<TupleView<...>>`.
func viewTypeName(_ type: Any.Type) -> String {
    let full = String(describing: type)
    return full.firstIndex(of: "<").map { String(full[..<$0]) } ?? full
}

/// Resolves the root of a scene; several views are wrapped in an implicit VStack (docs/layout/README.md).
func resolveRoot<V: View>(_ view: V, environment: EnvironmentValues) -> Node? {
    let nodes = resolveView(view, ResolveContext(environment: environment, stackAxis: nil))
    if nodes.count == 1 { return nodes[0] }
    if nodes.isEmpty { return nil }
    // The implicit root's children were resolved without a stack axis; re-resolve with one so that
    // spacers in it orient vertically, as they would in an explicit VStack.
    let stacked = resolveView(view, ResolveContext(environment: environment, stackAxis: .vertical))
    return Node(.stack(axis: .vertical, alignment: .horizontal(.center), spacing: nil), children: stacked)
}
