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

    /// Indentation stops growing at this depth (128 spaces).
    static let maxIndentLevels = 64

    private static func pad(_ indent: Int) -> String { String(repeating: "  ", count: min(indent, maxIndentLevels)) }

    /// Writes `n`'s fields; when it has children, opens its children array and returns them for
    /// the caller to write and close, else closes the object and returns nil.
    private static func writeNode(_ n: LayoutNode, indent: Int, into out: inout String) -> OpenJSONObject? {
        let inner = pad(indent + 1)
        var fields = ["\(inner)\"kind\": \(jsonQuoted(n.kind))"]
        if !n.detail.isEmpty { fields.append("\(inner)\"detail\": \(jsonQuoted(n.detail))") }
        if let v = n.viewName { fields.append("\(inner)\"view\": \(jsonQuoted(v))") }
        if let id = n.id { fields.append("\(inner)\"id\": \(jsonQuoted(String(describing: id.base)))") }
        let f = n.frame
        fields.append("\(inner)\"frame\": {\"x\": \(jsonNumber(f.minX)), \"y\": \(jsonNumber(f.minY)), \"width\": \(jsonNumber(f.width)), \"height\": \(jsonNumber(f.height))}")
        out += "{\n" + fields.joined(separator: ",\n")
        let children = n.children
        if children.isEmpty {
            out += "\n\(pad(indent))}"
            return nil
        }
        out += ",\n\(inner)\"children\": ["
        return OpenJSONObject(children: children, indent: indent)
    }
}

/// A node whose children array is being written.
private struct OpenJSONObject {
    let children: [LayoutNode]
    let indent: Int
    var next = 0
}

