import Foundation

// How a resolved node is named and described in layout trees and dumps: its kind and its
// parameters (`LayoutNode.kind`, `LayoutNode.detail`, the JSON of `LayoutTree`).

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
        case .composite(.hidden): return "hidden"
        case .composite(.blend): return "blendMode"
        case .composite(.colorMatrix(_, let name)): return name
        case .transformEffect(.projected): return "rotation3DEffect"
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
            parts = stroke.map { s in
                ["stroke: \(c)", "lineWidth: \(formatLength(s.lineWidth))"] + (s.lineCap == .butt ? [] : ["lineCap: .\(s.lineCap)"])
                    + (s.lineJoin == .miter ? [] : ["lineJoin: .\(s.lineJoin)"]) + (s.dash.isEmpty ? [] : ["dash: [\(s.dash.map { formatLength($0) }.joined(separator: ", "))]"])
            } ?? ["fill: \(c)"]
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
        case .composite(.hidden): parts = []
        case .composite(.blend(let mode)): parts = [".\(mode)"]
        case .composite(.colorMatrix(let m, _)): parts = [m.m.map { formatLength(CGFloat($0)) }.joined(separator: " ")]
        case .transformEffect(.projected(let m, let anchor)):
            parts = ["a: \(formatLength(m.a))", "b: \(formatLength(m.b))", "c: \(formatLength(m.c))", "d: \(formatLength(m.d))"]
                + (anchor == .center ? [] : ["anchor: (\(formatLength(anchor.x)), \(formatLength(anchor.y)))"])
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
