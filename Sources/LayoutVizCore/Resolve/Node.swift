import Foundation

/// What a view resolves to: the layout-relevant description of one node, environment applied.
///
/// Layout-neutral views (custom views, `Group`, `ForEach`, `TupleView`) never become nodes; their
/// children join the nearest container. The layout engine works on a flat copy of this tree
/// (`Layout/FlatTree.swift`) and comes back to the node only for what it rarely needs.
final class Node {
    enum Leaf {
        case color(Color)
        /// A shape filled (`stroke` nil) or stroked in that style.
        case shape(name: String, color: Color, path: (CGRect) -> Path, stroke: StrokeStyle?)
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
        /// `ScrollView` on `axes`, at rest where its anchors put it (docs/layout/scroll-view.md).
        case scroll(Axis.Set, ScrollOptions)
        /// `Image`: its natural size, or the proposal when resizable (docs/layout/image.md).
        case image(ImageContent)
        /// `rotationEffect`, `scaleEffect`: draws the child transformed about an anchor; layout-neutral.
        case transformEffect(TransformEffect)
        /// `blur(radius:)`: draws the child blurred; layout-neutral.
        case blur(CGFloat)
        /// `hidden`, `blendMode`, the colour effects: how the child's drawing is composited; layout-neutral.
        case composite(CompositeEffect)
        /// `mask`: children[0] drawn through the alpha of children[1], laid out as an overlay.
        case mask(Alignment)
        /// `containerRelativeFrame`: a frame of lengths computed from the container's size.
        case containerRelativeFrame(ContainerFrame)
    }

    let kind: Kind
    let children: [Node]
    /// Set by `.layoutPriority(_:)`; otherwise the priority comes from the kind and the child.
    let explicitPriority: Double?
    /// Set by `.id(_:)`.
    let id: AnyHashable?
    /// The name of the outermost custom view whose body produced this node.
    let viewName: String?
    /// Values for the container's layout (`layoutValue(key:value:)`, the grid cell modifiers).
    let layoutValues: [ObjectIdentifier: Any]
    /// What this node tells the container it is a child of: its tag, tab item, badge, toolbar
    /// placement, preview traits (Language/Traits.swift). Not passed further up.
    let traits: ViewTraits
    /// What this node and everything below it tell the views above: navigation titles,
    /// toolbars, user `PreferenceKey`s (Language/Preferences.swift), combined from the children
    /// when the node is made.
    let preferences: PreferenceValues
    /// The layout direction from this node down, where an environment modifier changed it (and
    /// at the root, when it is right-to-left); nil: the parent's. docs/layout/right-to-left.md.
    let layoutDirection: LayoutDirection?
    /// What accessibility modifiers and built-in controls recorded on this view
    /// (Accessibility/AccessibilityAttributes.swift); nil for nearly every node, which pays one
    /// pointer for it.
    var accessibility: AccessibilityAttributes? { accessibilityRecord?.value }
    let accessibilityRecord: AccessibilityRecord?

    /// The attributes a modifier may give a node: it makes a new node with them (`with(_:)`);
    /// a node is never changed after it is made.
    struct Attributes {
        var explicitPriority: Double?
        var id: AnyHashable?
        var viewName: String?
        var layoutValues: [ObjectIdentifier: Any] = [:]
        var traits = ViewTraits()
        var preferences: PreferenceValues
        var layoutDirection: LayoutDirection?
        var accessibility: AccessibilityRecord?
    }

    /// A copy of this node (the same kind and children) with `edit` applied to its attributes.
    func with(_ edit: (inout Attributes) -> Void) -> Node {
        var a = Attributes(explicitPriority: explicitPriority, id: id, viewName: viewName, layoutValues: layoutValues, traits: traits, preferences: preferences,
                           layoutDirection: layoutDirection, accessibility: accessibilityRecord)
        edit(&a)
        return Node(kind, children: children, tag: tag, attributes: a)
    }

    /// What the node is, without its payload: checking it copies nothing.
    enum Tag: UInt8 {
        case leaf, text, spacer, stack, zstack, frame, flexFrame, padding, fixedSize, offset, position, secondary
        case geometryReader, custom, viewThatFits, alignmentGuide, clip, opacity, aspectRatio, shadow
        case ignoresSafeArea, safeAreaInset, safeAreaPadding, scroll, image, transformEffect, blur, mask, containerRelativeFrame, composite
    }

    let tag: Tag

    /// A node of `kind` over `children`; `viewName` names the view it draws in dumps.
    init(_ kind: Kind, children: [Node] = [], viewName: String? = nil) {
        self.kind = kind
        self.children = children
        explicitPriority = nil
        id = nil
        self.viewName = viewName
        layoutValues = [:]
        traits = ViewTraits()
        preferences = PreferenceValues(combining: children)
        layoutDirection = nil
        accessibilityRecord = nil
        tag = Self.tag(of: kind)
    }

    private init(_ kind: Kind, children: [Node], tag: Tag, attributes a: Attributes) {
        self.kind = kind
        self.children = children
        self.tag = tag
        explicitPriority = a.explicitPriority
        id = a.id
        viewName = a.viewName
        layoutValues = a.layoutValues
        traits = a.traits
        preferences = a.preferences
        layoutDirection = a.layoutDirection
        accessibilityRecord = a.accessibility
    }

    /// The node with `child`'s traits, when it has any: a modifier that wraps a view keeps what the
    /// view tells its container (`zIndex`, `tag`...), as SwiftUI's traits pass through modifiers.
    func inheritingTraits(of child: Node) -> Node {
        child.traits.isEmpty ? self : with { $0.traits = child.traits }
    }

    /// The node, marked as laid out in `direction` unless it already says (a nearer environment
    /// modifier's word wins).
    func laidOut(in direction: LayoutDirection) -> Node {
        layoutDirection == nil ? with { $0.layoutDirection = direction } : self
    }

    private static func tag(of kind: Kind) -> Tag {
        switch kind {
        case .leaf: return .leaf
        case .text: return .text
        case .spacer: return .spacer
        case .stack: return .stack
        case .zstack: return .zstack
        case .frame: return .frame
        case .flexFrame: return .flexFrame
        case .padding: return .padding
        case .fixedSize: return .fixedSize
        case .offset: return .offset
        case .position: return .position
        case .secondary: return .secondary
        case .geometryReader: return .geometryReader
        case .custom: return .custom
        case .viewThatFits: return .viewThatFits
        case .alignmentGuide: return .alignmentGuide
        case .clip: return .clip
        case .opacity: return .opacity
        case .shadow: return .shadow
        case .aspectRatio: return .aspectRatio
        case .ignoresSafeArea: return .ignoresSafeArea
        case .safeAreaInset: return .safeAreaInset
        case .safeAreaPadding: return .safeAreaPadding
        case .scroll: return .scroll
        case .image: return .image
        case .transformEffect: return .transformEffect
        case .blur: return .blur
        case .composite: return .composite
        case .mask: return .mask
        case .containerRelativeFrame: return .containerRelativeFrame
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

/// Turns a view into nodes: built-in views resolve themselves, custom views through their body.
func resolveView<V: View>(_ view: V, _ ctx: ResolveContext) -> [Node] {
    var ctx = ctx
    ctx.depth += 1
    if ctx.depth == LargeStack.hopDepth && !LargeStack.isCurrent {
        return LargeStack.run { resolveView(view, ctx) }
    }
    if let primitive = view as? any PrimitiveView { return primitive.resolve(ctx) }
    let body = EnvironmentValues.$current.withValue(ctx.environment) { MainActorBody.body(of: view) }
    let nodes = resolveView(body, ctx)
    if nodes.count == 1 { return [nodes[0].with { $0.viewName = TypeNames.base(V.self) }] }
    return nodes
}

/// Resolves the root of a scene; several views are wrapped in an implicit VStack (docs/layout/README.md).
/// Resolves `view` as a screen's root, and finds the environment of the screen itself (its
/// background, bars and status bar): `environment`, changed by the environment modifiers that
/// wrap the whole view (`Form { ... }.environment(\.colorScheme, .dark)`, as Xcode's canvas
/// treats them) and by the colour scheme the view prefers (`preferredColorScheme`, a preference:
/// when it differs, the view is resolved again in it). docs/variants.md, "Colour scheme".
func resolveScreen<V: View>(_ view: V, environment: EnvironmentValues) -> (root: Node?, environment: EnvironmentValues) {
    var env = environment
    var content: any View = view
    while true {
        if let wrapper = content as? _EnvironmentWrapping {
            content = wrapper._unwrap(applyingTo: &env)
        } else if let erased = content as? AnyView {
            content = erased.base
        } else {
            break
        }
    }
    let root = resolveRoot(content, environment: env)
    if let root, let shown = PreferenceValues.value(_StatusBarKey.self, of: [root]) { env.statusBarContent = shown }
    if let root, let preferred = PreferenceValues.value(PreferredColorSchemeKey.self, of: [root]), preferred != env.colorScheme {
        env.colorScheme = preferred
        return (resolveRoot(content, environment: env), env)
    }
    return (root, env)
}

/// A view that only changes its content's environment: an environment modifier (or a type-erased one).
protocol _EnvironmentWrapping {
    /// The content, with the change applied to `environment`.
    func _unwrap(applyingTo environment: inout EnvironmentValues) -> any View
}

extension ModifiedContent: _EnvironmentWrapping where Content: View, Modifier == _EnvironmentWritingModifier {
    func _unwrap(applyingTo environment: inout EnvironmentValues) -> any View {
        modifier.update(&environment)
        return content
    }
}

func resolveRoot<V: View>(_ view: V, environment: EnvironmentValues) -> Node? {
    let nodes = resolveView(view, ResolveContext(environment: environment, stackAxis: nil))
    let root: Node
    if nodes.count == 1 {
        root = nodes[0]
    } else if nodes.isEmpty {
        return nil
    } else {
        // The implicit root's children were resolved without a stack axis; re-resolve with one so
        // that spacers in it orient vertically, as they would in an explicit VStack.
        let stacked = resolveView(view, ResolveContext(environment: environment, stackAxis: .vertical))
        root = Node(.stack(axis: .vertical, alignment: .horizontal(.center), spacing: nil), children: stacked)
    }
    // Nodes inherit their parent's direction, and the root's is left-to-right unless it says.
    return environment.layoutDirection == .rightToLeft ? root.laidOut(in: .rightToLeft) : root
}
