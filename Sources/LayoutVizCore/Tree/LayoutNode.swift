import Foundation

/// One laid-out view: what it is, its frame in root coordinates, and its children.
///
/// Frames are unrounded points, exactly as the layout computed them; only drawing snaps to pixels.
public struct LayoutNode {
    /// The view's kind as SwiftUI names it: `VStack`, `Color`, `frame`, `padding`, `Spacer`...
    public let kind: String
    /// The kind's parameters in SwiftUI notation (`spacing: 0`, `height: 50`, `red`), or "".
    public let detail: String
    /// The value given with `.id(_:)`, if any.
    public let id: AnyHashable?
    /// The custom view (`TopView`) whose body produced this node, if any.
    public let viewName: String?
    /// The frame in root coordinates, in unrounded points.
    public let frame: CGRect
    /// The proposal the parent placed this view with.
    public let proposal: ProposedViewSize
    /// The children in source order (for background/overlay: the primary, then the secondary).
    public let children: [LayoutNode]

    let leaf: Node.Leaf?
    /// True for `background`: its second child is drawn before its first.
    let drawsSecondaryFirst: Bool

    /// Every node of the subtree, depth first, parents before children.
    public func allNodes() -> [LayoutNode] {
        var out: [LayoutNode] = []
        func visit(_ n: LayoutNode) {
            out.append(n)
            n.children.forEach(visit)
        }
        visit(self)
        return out
    }
}

extension Node {
    var kindName: String {
        switch kind {
        case .leaf(.color): return "Color"
        case .leaf(.shape(let name, _, _)): return name
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
        case .leaf(.shape(_, let c, _)): parts = ["fill: \(c)"]
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
        }
        if let p = explicitPriority { parts.append("layoutPriority: \(formatLength(CGFloat(p)))") }
        return parts.joined(separator: ", ")
    }
}
