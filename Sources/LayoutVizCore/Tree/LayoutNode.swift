import Foundation

/// One laid-out view: what it is, its frame in root coordinates, and its children.
///
/// Frames are unrounded points, exactly as the layout computed them; only drawing snaps to pixels.
/// Names and parameters are read from the resolved view on demand, so a layout pass builds no strings.
public struct LayoutNode {
    /// The pass's records; this node is `records[index]`.
    let arena: LayoutArena
    let index: Int

    private var record: PlacedRecord { arena.records[index] }
    /// The resolved view; nil only for the root of an empty view.
    var node: Node? {
        let id = record.id
        return id < 0 ? nil : arena.engine?.objects[Int(id)]
    }
    /// The frame in root coordinates, in unrounded points.
    public var frame: CGRect { record.frame }
    /// The proposal the parent placed this view with.
    public var proposal: ProposedViewSize { record.proposal }
    /// The children in source order (for background/overlay: the primary, then the secondary).
    public var children: [LayoutNode] {
        let r = record
        return (0..<Int(r.childCount)).map { LayoutNode(arena: arena, index: Int(r.firstChild) + $0) }
    }
    /// The number of children, without building them.
    var childCount: Int { Int(record.childCount) }
    /// For text: the request that was measured, to draw it the same way.
    var textRequest: TextLayoutRequest? { arena.textRequests[index] }

    /// The view's kind as SwiftUI names it: `VStack`, `Color`, `frame`, `padding`, `Spacer`...
    public var kind: String { node?.kindName ?? "EmptyView" }
    /// The kind's parameters in SwiftUI notation (`spacing: 0`, `height: 50`, `red`), or "".
    public var detail: String { node?.detail ?? "" }
    /// The value given with `.id(_:)`, if any.
    public var id: AnyHashable? { node?.id }
    /// The custom view (`TopView`) whose body produced this node, if any.
    public var viewName: String? { node?.viewName }

    var leaf: Node.Leaf? {
        if case .leaf(let l)? = node?.kind { return l }
        return nil
    }

    var image: ImageContent? {
        if case .image(let i)? = node?.kind { return i }
        return nil
    }

    var text: (content: TextContent, request: TextLayoutRequest)? {
        guard case .text(let content)? = node?.kind, let textRequest else { return nil }
        return (content, textRequest)
    }

    /// True for `background`: its second child is drawn before its first.
    var drawsSecondaryFirst: Bool {
        if case .secondary(_, let isOverlay)? = node?.kind { return !isOverlay }
        return false
    }

    /// A clip or opacity applied to the subtree's drawing.
    var effect: DrawingEffect? {
        switch node?.kind {
        case .clip(_, let path)?: return .clip(path)
        case .opacity(let o)?: return .opacity(o)
        case .shadow(let c, let r, let o)?: return .shadow(color: c, radius: r, offset: o)
        case .scroll?: return arena.clips[index].map { .clipRect($0) }
        case .transformEffect(let t)?: return .transform(t.matrix(in: frame))
        case .blur(let r)?: return .blur(r)
        case .mask?: return .mask
        default: return nil
        }
    }

    /// Every node of the subtree, depth first, parents before children.
    public func allNodes() -> [LayoutNode] {
        var out: [LayoutNode] = []
        var stack = [self]
        while let n = stack.popLast() {
            out.append(n)
            stack.append(contentsOf: n.children.reversed())
        }
        return out
    }
}

extension LayoutNode {
    /// The name a path uses for this view: its custom view's name, else its kind.
    package var pathName: String { viewName ?? kind }

    /// Sibling names, numbered (`Color#1`, `Color#2`) where they repeat: how paths tell siblings apart.
    package static func pathLabels(_ names: [String]) -> [String] {
        var counts: [String: Int] = [:]
        for n in names { counts[n, default: 0] += 1 }
        var seen: [String: Int] = [:]
        return names.map { n in
            guard counts[n, default: 0] > 1 else { return n }
            seen[n, default: 0] += 1
            return "\(n)#\(seen[n]!)"
        }
    }

    /// Views of the subtree whose frame is not finite (a NaN or infinite origin or size), named by
    /// their paths from this view (`Card/VStack/offset`), outermost first; views inside a listed one
    /// are not listed. Such views are not drawn, or only their part on the canvas when a size is
    /// infinite. Walks without recursion.
    public func nonFiniteViews() -> [(path: String, frame: CGRect)] {
        var out: [(String, CGRect)] = []
        var stack: [(LayoutNode, String)] = [(self, pathName)]
        while let (n, path) = stack.popLast() {
            let f = n.frame
            if !(f.origin.x.isFinite && f.origin.y.isFinite && f.size.width.isFinite && f.size.height.isFinite) {
                out.append((path, f))
                continue
            }
            let children = n.children
            let labels = Self.pathLabels(children.map(\.pathName))
            for (child, label) in zip(children, labels).reversed() { stack.append((child, path + "/" + label)) }
        }
        return out
    }
}

extension Node {
    var kindName: String {
        switch kind {
        case .leaf(.color): return "Color"
        case .leaf(.shape(let name, _, _, _)): return name
        case .leaf(.paint(let name, _, _)): return name
        case .custom(let box): return box.name
        case .viewThatFits: return "ViewThatFits"
        case .alignmentGuide: return "alignmentGuide"
        case .clip: return "clipShape"
        case .opacity: return "opacity"
        case .shadow: return "shadow"
        case .text: return "Text"
        case .spacer: return "Spacer"
        case .stack(let axis, _, _): return axis == .horizontal ? "HStack" : "VStack"
        case .zstack: return "ZStack"
        case .frame, .flexFrame: return "frame"
        case .padding: return "padding"
        case .fixedSize: return "fixedSize"
        case .offset: return "offset"
        case .position: return "position"
        case .secondary(_, let isOverlay): return isOverlay ? "overlay" : "background"
        case .geometryReader: return "GeometryReader"
        case .aspectRatio: return "aspectRatio"
        case .ignoresSafeArea: return "ignoresSafeArea"
        case .safeAreaInset: return "safeAreaInset"
        case .safeAreaPadding: return "safeAreaPadding"
        case .scroll: return "ScrollView"
        case .image: return "Image"
        case .transformEffect(.rotation): return "rotationEffect"
        case .transformEffect(.scale): return "scaleEffect"
        case .blur: return "blur"
        case .mask: return "mask"
        case .containerRelativeFrame: return "containerRelativeFrame"
        }
    }

    var detail: String {
        func args(_ pairs: [(String, CGFloat?)]) -> [String] {
            pairs.compactMap { name, v in v.map { "\(name): \(formatLength($0))" } }
        }
        func alignment(_ a: Alignment) -> [String] { a == .center ? [] : ["alignment: .\(a)"] }
        var parts: [String]
        switch kind {
        case .leaf(.color(let c)): parts = [c.description]
        case .leaf(.paint(_, let paint, _)): parts = [paintDescription(paint)]
        case .leaf(.shape(_, let c, _, let stroke)):
            parts = stroke.map { ["stroke: \(c)", "lineWidth: \(formatLength($0))"] } ?? ["fill: \(c)"]
        case .custom: parts = []
        case .viewThatFits(let axes):
            parts = axes == [.horizontal, .vertical] ? [] : [axes == .horizontal ? "in: .horizontal" : axes == .vertical ? "in: .vertical" : "in: []"]
        case .alignmentGuide(let key, _):
            switch key {
            case .horizontal(let g): parts = [".\(g)"]
            case .vertical(let g): parts = [".\(g)"]
            }
        case .clip(let name, _): parts = [name]
        case .opacity(let o): parts = [formatLength(CGFloat(o))]
        case .shadow(let c, let r, let o): parts = ["color: \(c)", "radius: \(formatLength(r))", "x: \(formatLength(o.width))", "y: \(formatLength(o.height))"]
        case .text(let t): parts = [jsonQuoted(t.string), "font: \(t.font)"]
        case .spacer(let m, _): parts = args([("minLength", m)])
        case .stack(_, let a, let s):
            parts = (a.name == "center" ? [] : ["alignment: .\(a.name)"]) + args([("spacing", s)])
        case .zstack(let a): parts = alignment(a)
        case .frame(let f): parts = args([("width", f.width), ("height", f.height)]) + alignment(f.alignment)
        case .flexFrame(let f):
            parts = args([("minWidth", f.minWidth), ("idealWidth", f.idealWidth), ("maxWidth", f.maxWidth),
                          ("minHeight", f.minHeight), ("idealHeight", f.idealHeight), ("maxHeight", f.maxHeight)]) + alignment(f.alignment)
        case .padding(let e):
            parts = args([("top", e.top), ("leading", e.leading), ("bottom", e.bottom), ("trailing", e.trailing)])
        case .fixedSize(let h, let v): parts = (h && v) ? [] : ["horizontal: \(h)", "vertical: \(v)"]
        case .offset(let o): parts = args([("x", o.width), ("y", o.height)])
        case .position(let p): parts = args([("x", p.x), ("y", p.y)])
        case .secondary(let a, _): parts = alignment(a)
        case .geometryReader: parts = []
        case .aspectRatio(let r, let mode): parts = (r.map { [formatLength($0)] } ?? []) + ["contentMode: .\(mode)"]
        case .ignoresSafeArea(let edges): parts = edges == .all ? [] : ["edges: \(edgeSetName(edges))"]
        case .safeAreaInset(let edge, let a, let s):
            let cross = edge == .top || edge == .bottom ? (a.horizontal == .center ? nil : ".\(a.horizontal)") : (a.vertical == .center ? nil : ".\(a.vertical)")
            parts = ["edge: .\(edge)"] + (cross.map { ["alignment: \($0)"] } ?? []) + args([("spacing", s)])
        case .safeAreaPadding(let e):
            parts = args([("top", e.top), ("leading", e.leading), ("bottom", e.bottom), ("trailing", e.trailing)])
        case .scroll(let axes): parts = axes == .vertical ? [] : [axes == .horizontal ? ".horizontal" : "[.horizontal, .vertical]"]
        case .transformEffect(.rotation(let a, let anchor)): parts = ["\(formatLength(CGFloat(a.degrees)))°"] + (anchor == .center ? [] : ["anchor: (\(formatLength(anchor.x)), \(formatLength(anchor.y)))"])
        case .transformEffect(.scale(let s, let anchor)): parts = ["x: \(formatLength(s.width))", "y: \(formatLength(s.height))"] + (anchor == .center ? [] : ["anchor: (\(formatLength(anchor.x)), \(formatLength(anchor.y)))"])
        case .blur(let r): parts = ["radius: \(formatLength(r))"]
        case .mask(let a): parts = alignment(a)
        case .containerRelativeFrame(let f):
            parts = [f.axes == [.horizontal, .vertical] ? "[.horizontal, .vertical]" : f.axes == .horizontal ? ".horizontal" : ".vertical"]
                + (f.length != nil ? ["length: {...}"] : f.count == 1 && f.span == 1 ? [] : ["count: \(f.count)", "span: \(f.span)", "spacing: \(formatLength(f.spacing))"])
                + alignment(f.alignment)
        case .image(let i):
            parts = [i.symbol != nil ? "systemName: \(jsonQuoted(i.name))" : jsonQuoted(i.name)] + (i.resizable ? ["resizable"] : [])
                + (i.asset == nil && i.symbol == nil ? ["missing"] : [])
        }
        if let p = explicitPriority { parts.append("layoutPriority: \(formatLength(CGFloat(p)))") }
        return parts.joined(separator: ", ")
    }
}

/// A drawing effect a node applies to its subtree.
enum DrawingEffect {
    case clip((CGRect) -> Path)
    /// A rectangle fixed at placement (a scroll view's viewport and the unsafe edges it touches).
    case clipRect(CGRect)
    /// Drawing transformed by a matrix in root coordinates.
    case transform(AffineMatrix)
    /// Drawing blurred.
    case blur(CGFloat)
    /// The first child drawn through the alpha of the second.
    case mask
    case opacity(Double)
    case shadow(color: Color, radius: CGFloat, offset: CGSize)
}

/// The records of one layout pass, in one buffer: each node's id, frame and proposal, and its
/// children as a contiguous range. One allocation per pass instead of one array per node, and
/// no references to retain.
final class LayoutArena {
    /// The engine whose ids the records use (nil for an empty view); it keeps the nodes alive.
    let engine: LayoutEngine?
    // unchecked: read and written for every record of a pass.
    @exclusivity(unchecked) var records: UnsafeStore<PlacedRecord>
    /// Text requests by record index (text nodes only).
    var textRequests: [Int: TextLayoutRequest] = [:]
    /// The clip of each scroll view's record (root coordinates), by record index.
    var clips: [Int: CGRect] = [:]
    /// Each record's container for `containerRelativeFrame`, by record index, when the tree has
    /// one; records past the end have the root's.
    var containers: [ProposedViewSize] = []

    /// The container record `index` was placed in, nil for the root's.
    func container(_ index: Int) -> ProposedViewSize? {
        index < containers.count ? containers[index] : nil
    }

    /// Gives the records `first..<first+count` their parent's container, or a scroll view's own.
    func setContainers(first: Int, count: Int, inherited: ProposedViewSize, scroll: ProposedViewSize?) {
        guard let root = engine?.rootContainer else { return }
        if containers.count < first + count { containers.append(contentsOf: repeatElement(root, count: first + count - containers.count)) }
        for k in 0..<count { containers[first + k] = scroll ?? inherited }
    }

    /// Each record's safe area, by record index, when the tree changes it below some view
    /// (`LayoutEngine.scopesSafeArea`); records past the end have the root's.
    var regions: [SafeRegion] = []

    /// The safe area record `index` was placed in.
    func region(_ index: Int) -> SafeRegion? {
        index < regions.count ? regions[index] : engine?.region
    }

    /// Gives the records `first..<first+count` their parent's region, or the one `overrides` names.
    func setRegions(first: Int, count: Int, inherited: SafeRegion?, overrides: [(Int, SafeRegion)]) {
        guard let inherited, let root = engine?.region else { return }
        if regions.count < first + count { regions.append(contentsOf: repeatElement(root, count: first + count - regions.count)) }
        for k in 0..<count { regions[first + k] = inherited }
        for (k, r) in overrides { regions[first + k] = r }
    }

    init(engine: LayoutEngine?) {
        self.engine = engine
        // One record per node, unless geometry readers add some: room for all, from the start.
        records = UnsafeStore(capacity: (engine?.nodes.count ?? 0) + 16)
    }

    /// An arena that takes over `previous`'s record storage (emptied): a session laying out
    /// again, whose previous tree nobody holds any more, reuses its memory instead of freeing
    /// it and allocating (and faulting in) as much again.
    init(engine: LayoutEngine, recycling previous: LayoutArena) {
        self.engine = engine
        records = UnsafeStore(capacity: 1)
        records.exchange(with: &previous.records)
        records.removeAll()
    }
}

/// An edge set in SwiftUI notation: `.top`, `.horizontal`, `[.top, .leading]`.
func edgeSetName(_ edges: Edge.Set) -> String {
    let named: [(Edge.Set, String)] = [(.all, ".all"), (.horizontal, ".horizontal"), (.vertical, ".vertical"),
                                       (.top, ".top"), (.leading, ".leading"), (.bottom, ".bottom"), (.trailing, ".trailing")]
    if let n = named.first(where: { $0.0 == edges }) { return n.1 }
    let parts = [(Edge.Set.top, ".top"), (.leading, ".leading"), (.bottom, ".bottom"), (.trailing, ".trailing")].filter { edges.contains($0.0) }.map(\.1)
    return "[" + parts.joined(separator: ", ") + "]"
}

/// A paint in the layout tree's notation: the kind and its colours.
func paintDescription(_ p: Paint) -> String {
    func stops(_ s: [GradientStop]) -> String { s.map { "\($0.color)@\(formatLength($0.location))" }.joined(separator: " ") }
    switch p {
    case .color(let c): return c.description
    case .linear(let s, _, _): return "linear: " + stops(s)
    case .radial(let s, _, _, _): return "radial: " + stops(s)
    case .elliptical(let s, _, _, _): return "elliptical: " + stops(s)
    case .angular(let s, _, _, _): return "angular: " + stops(s)
    }
}
