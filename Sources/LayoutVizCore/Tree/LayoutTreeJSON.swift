import Foundation

extension LayoutTree {
    /// The tree as pretty-printed JSON with a stable key order: for `layoutviz dump`, for layout
    /// goldens and for other tools. Numbers are the shortest form that reads back exactly.
    ///
    /// Written without recursion, so any depth fits; indentation stops growing past
    /// `maxIndentLevels`, so the text grows linearly with the number of views however deep.
    public func jsonString() -> String {
        var out = "{\n  \"proposal\": {\"width\": \(jsonNumber(proposal.width)), \"height\": \(jsonNumber(proposal.height))},\n  \"root\": "
        var stack: [OpenJSONObject] = []
        if let open = LayoutTree.writeNode(root, indent: 1, into: &out) { stack.append(open) }
        while let top = stack.last {
            if top.next < top.children.count {
                out += (top.next == 0 ? "\n" : ",\n") + LayoutTree.pad(top.indent + 2)
                let child = top.children[top.next]
                stack[stack.count - 1].next += 1
                if let open = LayoutTree.writeNode(child, indent: top.indent + 2, into: &out) { stack.append(open) }
            } else {
                out += "\n\(LayoutTree.pad(top.indent + 1))]\n\(LayoutTree.pad(top.indent))}"
                stack.removeLast()
            }
        }
        out += "\n}\n"
        return out
    }

    /// The version of `jsonString()`'s form: part of `contentBytes()`, so a change to how the JSON
    /// is written changes every digest made from them. Raise it with any such change.
    static let jsonFormatVersion: UInt64 = 1

    /// What `jsonString()` is written from, packed without formatting: the proposal, then every
    /// node in order with its kind, detail, view name, id, frame (each number's bits) and child
    /// count, each string preceded by its length. Equal bytes mean equal JSON (the JSON is a
    /// function of these and `jsonFormatVersion`), so a digest of them lets goldens skip writing
    /// the JSON of a tree that has not changed (docs/goldens.md, "Verifying without decoding").
    public func contentBytes() -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(4096)
        func word(_ v: UInt64) {
            for shift in stride(from: 0, to: 64, by: 8) { out.append(UInt8(truncatingIfNeeded: v >> UInt64(shift))) }
        }
        func string(_ s: String?) {
            guard let s else { return out.append(0) }
            out.append(1)
            word(UInt64(s.utf8.count))
            out.append(contentsOf: s.utf8)
        }
        func number(_ v: CGFloat?) {
            guard let v else { return out.append(0) }
            out.append(1)
            word(Double(v).bitPattern)
        }
        word(Self.jsonFormatVersion)
        number(proposal.width)
        number(proposal.height)
        var stack = [root]
        while let n = stack.popLast() {
            string(n.kind)
            // The detail as `string` writes it, without making the string.
            out.append(1)
            let lengthAt = out.count
            word(0)
            var parts = DetailParts(appendingTo: &out)
            n.node?.writeDetail(into: &parts)
            let length = UInt64(parts.finish(into: &out))
            for k in 0..<8 { out[lengthAt + k] = UInt8(truncatingIfNeeded: length >> UInt64(8 * k)) }
            string(n.viewName)
            string(n.id.map { String(describing: $0.base) })
            let f = n.frame
            number(f.minX)
            number(f.minY)
            number(f.width)
            number(f.height)
            let children = n.children
            word(UInt64(children.count))
            stack.append(contentsOf: children.reversed())
        }
        return out
    }

    /// Indentation stops growing at this depth (128 spaces).
    static let maxIndentLevels = 64

    /// Indentation strings, made once (goldens write thousands of trees).
    private static let pads: [String] = (0...maxIndentLevels).map { String(repeating: "  ", count: $0) }

    private static func pad(_ indent: Int) -> String { pads[min(indent, maxIndentLevels)] }

    /// Writes `n`'s fields; when it has children, opens its children array and returns them for
    /// the caller to write and close, else closes the object and returns nil.
    private static func writeNode(_ n: LayoutNode, indent: Int, into out: inout String) -> OpenJSONObject? {
        let inner = pad(indent + 1)
        func field(_ name: String, _ value: String) {
            out += ",\n"
            out += inner
            out += name
            out += value
        }
        out += "{\n"
        out += inner
        out += "\"kind\": "
        out += jsonQuoted(n.kind)
        let detail = n.detail
        if !detail.isEmpty { field("\"detail\": ", jsonQuoted(detail)) }
        if let v = n.viewName { field("\"view\": ", jsonQuoted(v)) }
        if let id = n.id { field("\"id\": ", jsonQuoted(String(describing: id.base))) }
        let f = n.frame
        field("\"frame\": ", "{\"x\": \(jsonNumber(f.minX)), \"y\": \(jsonNumber(f.minY)), \"width\": \(jsonNumber(f.width)), \"height\": \(jsonNumber(f.height))}")
        let children = n.children
        if children.isEmpty {
            out += "\n"
            out += pad(indent)
            out += "}"
            return nil
        }
        field("\"children\": [", "")
        return OpenJSONObject(children: children, indent: indent)
    }
}

/// A node whose children array is being written.
private struct OpenJSONObject {
    let children: [LayoutNode]
    let indent: Int
    var next = 0
}

