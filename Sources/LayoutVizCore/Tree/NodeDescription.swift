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
        case .composite(.colorMatrix(_, let name)), .composite(.recolor(_, let name)): return name
        case .transformEffect(.projected): return "rotation3DEffect"
        case .transformEffect(.affine): return "transformEffect"
        case .mask: return "mask"
        case .containerRelativeFrame: return "containerRelativeFrame"
        }
    }

    /// The kind's parameters in SwiftUI notation (`spacing: 0`, `height: 50`, `red`), or "".
    var detail: String {
        var p = DetailParts()
        writeDetail(into: &p)
        return String(decoding: p.bytes, as: UTF8.self)
    }

    /// Writes `detail`'s UTF-8 bytes as they are found: layout-only goldens digest every node of
    /// every cell, so no string, array of parts or joining is made on the way.
    func writeDetail(into p: inout DetailParts) {
        func anchor(_ a: UnitPoint) {
            if a != .center { p.add("anchor: (\(formatLength(a.x)), \(formatLength(a.y)))") }
        }
        switch kind {
        case .leaf(.color(let c)): p.add(c.description)
        case .leaf(.paint(_, let paint, _)): p.add(paintDescription(paint))
        case .leaf(.shape(_, let c, _, let stroke)):
            if let s = stroke {
                p.add("stroke: \(c)")
                p.arg("lineWidth", s.lineWidth)
                if s.lineCap != .butt { p.add("lineCap: .\(s.lineCap)") }
                if s.lineJoin != .miter { p.add("lineJoin: .\(s.lineJoin)") }
                if !s.dash.isEmpty { p.add("dash: [\(s.dash.map { formatLength($0) }.joined(separator: ", "))]") }
            } else {
                p.add("fill: \(c)")
            }
        case .custom: break
        case .viewThatFits(let axes):
            if axes != [.horizontal, .vertical] { p.add(axes == .horizontal ? "in: .horizontal" : axes == .vertical ? "in: .vertical" : "in: []") }
        case .alignmentGuide(let key, _):
            switch key {
            case .horizontal(let g): p.add(".\(g)")
            case .vertical(let g): p.add(".\(g)")
            }
        case .clip(let name, _): p.add(name)
        case .opacity(let o): p.add(formatLength(CGFloat(o)))
        case .shadow(let c, let r, let o):
            p.add("color: \(c)")
            p.arg("radius", r)
            p.arg("x", o.width)
            p.arg("y", o.height)
        case .text(let t):
            p.add(jsonQuoted(t.string))
            p.add("font: \(t.font)")
        case .spacer(let m, _): p.arg("minLength", m)
        case .stack(_, let a, let s):
            if a.name != "center" { p.add("alignment: .\(a.name)") }
            p.arg("spacing", s)
        case .zstack(let a): p.alignment(a)
        case .frame(let f):
            p.arg("width", f.width)
            p.arg("height", f.height)
            p.alignment(f.alignment)
        case .flexFrame(let f):
            p.arg("minWidth", f.minWidth)
            p.arg("idealWidth", f.idealWidth)
            p.arg("maxWidth", f.maxWidth)
            p.arg("minHeight", f.minHeight)
            p.arg("idealHeight", f.idealHeight)
            p.arg("maxHeight", f.maxHeight)
            p.alignment(f.alignment)
        case .padding(let e), .safeAreaPadding(let e):
            p.arg("top", e.top)
            p.arg("leading", e.leading)
            p.arg("bottom", e.bottom)
            p.arg("trailing", e.trailing)
        case .fixedSize(let h, let v):
            if !(h && v) {
                p.add("horizontal: \(h)")
                p.add("vertical: \(v)")
            }
        case .offset(let o):
            p.arg("x", o.width)
            p.arg("y", o.height)
        case .position(let q):
            p.arg("x", q.x)
            p.arg("y", q.y)
        case .secondary(let a, _): p.alignment(a)
        case .geometryReader: break
        case .aspectRatio(let r, let mode):
            if let r { p.add(formatLength(r)) }
            p.add("contentMode: .\(mode)")
        case .ignoresSafeArea(let edges): if edges != .all { p.add("edges: \(edgeSetName(edges))") }
        case .safeAreaInset(let edge, let a, let s):
            p.add("edge: .\(edge)")
            if edge == .top || edge == .bottom {
                if a.horizontal != .center { p.add("alignment: .\(a.horizontal)") }
            } else if a.vertical != .center {
                p.add("alignment: .\(a.vertical)")
            }
            p.arg("spacing", s)
        case .scroll(let axes, let options):
            if axes != .vertical { p.add(axes == .horizontal ? ".horizontal" : "[.horizontal, .vertical]") }
            if let a = options.initialOffset { p.add("initial anchor: (\(formatLength(a.x)), \(formatLength(a.y)))") }
            if let a = options.alignment { p.add("alignment anchor: (\(formatLength(a.x)), \(formatLength(a.y)))") }
            if options.clipDisabled { p.add("clip disabled") }
        case .transformEffect(.rotation(let a, let center)):
            p.add("\(formatLength(CGFloat(a.degrees)))°")
            anchor(center)
        case .transformEffect(.scale(let s, let center)):
            p.arg("x", s.width)
            p.arg("y", s.height)
            anchor(center)
        case .blur(let r): p.arg("radius", r)
        case .composite(.hidden): break
        case .composite(.blend(let mode)): p.add(".\(mode)")
        case .composite(.colorMatrix(let m, _)), .composite(.recolor(let m, _)): p.add(m.m.map { formatLength(CGFloat($0)) }.joined(separator: " "))
        case .transformEffect(.projected(let m, let center)):
            p.arg("a", m.a)
            p.arg("b", m.b)
            p.arg("c", m.c)
            p.arg("d", m.d)
            anchor(center)
        case .transformEffect(.affine(let t)):
            p.arg("a", t.a)
            p.arg("b", t.b)
            p.arg("c", t.c)
            p.arg("d", t.d)
            p.arg("tx", t.tx)
            p.arg("ty", t.ty)
        case .mask(let a): p.alignment(a)
        case .containerRelativeFrame(let f):
            p.add(f.axes == [.horizontal, .vertical] ? "[.horizontal, .vertical]" : f.axes == .horizontal ? ".horizontal" : ".vertical")
            if f.length != nil {
                p.add("length: {...}")
            } else if !(f.count == 1 && f.span == 1) {
                p.add("count: \(f.count)")
                p.add("span: \(f.span)")
                p.arg("spacing", f.spacing)
            }
            p.alignment(f.alignment)
        case .image(let i):
            p.add(i.symbol != nil ? "systemName: \(jsonQuoted(i.name))" : jsonQuoted(i.name))
            if i.resizable { p.add("resizable") }
            if i.asset == nil && i.symbol == nil { p.add("missing") }
        }
        if let priority = explicitPriority { p.arg("layoutPriority", CGFloat(priority)) }
    }
}

/// A node's parameters as UTF-8 bytes, `name: value` parts separated by ", ", appended to a
/// buffer: a fresh one for `detail`, or the layout tree's content bytes.
struct DetailParts {
    private(set) var bytes: [UInt8] = []
    /// Where this node's parameters start in `bytes`.
    private var start = 0

    init() {}

    /// Appends to `buffer`, which is moved in (and left empty) until `finish(into:)`.
    init(appendingTo buffer: inout [UInt8]) {
        swap(&bytes, &buffer)
        start = bytes.count
    }

    /// Moves the bytes back into `buffer`; returns how many this node's parameters took.
    mutating func finish(into buffer: inout [UInt8]) -> Int {
        let count = bytes.count - start
        swap(&bytes, &buffer)
        return count
    }

    private mutating func separate() {
        if bytes.count > start { append(", ") }
    }

    private mutating func append(_ s: StaticString) {
        s.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    mutating func add(_ part: String) {
        separate()
        bytes.append(contentsOf: part.utf8)
    }

    /// `name: value` when there is a value; `formatLength`'s digits, written directly for integers.
    mutating func arg(_ name: StaticString, _ value: CGFloat?) {
        guard let value else { return }
        separate()
        append(name)
        append(": ")
        guard value == value.rounded(), abs(value) < 1e15 else { return bytes.append(contentsOf: formatLength(value).utf8) }
        var n = Int(value)
        if n < 0 {
            bytes.append(UInt8(ascii: "-"))
            n = -n
        }
        let first = bytes.count
        repeat {
            bytes.append(UInt8(ascii: "0") + UInt8(n % 10))
            n /= 10
        } while n > 0
        bytes[first...].reverse()
    }

    /// `alignment: .name` unless centred.
    mutating func alignment(_ a: Alignment) {
        if a != .center { add("alignment: .\(a)") }
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
    case .backdrop(let b): return "\(b.name): blur \(formatNumber(b.blurRadius)), tint " + b.tint.description
    case .mesh(let m): return "mesh \(m.columns)×\(m.rows): " + m.colors.map(\.description).joined(separator: " ")
    }
}
