import Foundation

extension LayoutTree {
    /// The tree as pretty-printed JSON with a stable key order: for `layoutviz dump`, for layout
    /// goldens and for other tools. Numbers are the shortest form that reads back exactly.
    public func jsonString() -> String {
        var out = "{\n  \"proposal\": {\"width\": \(jsonNumber(proposal.width)), \"height\": \(jsonNumber(proposal.height))},\n  \"root\": "
        LayoutTree.write(root, indent: 1, into: &out)
        out += "\n}\n"
        return out
    }

    private static func write(_ n: LayoutNode, indent: Int, into out: inout String) {
        let pad = String(repeating: "  ", count: indent), inner = pad + "  "
        var fields = ["\(inner)\"kind\": \(jsonQuoted(n.kind))"]
        if !n.detail.isEmpty { fields.append("\(inner)\"detail\": \(jsonQuoted(n.detail))") }
        if let v = n.viewName { fields.append("\(inner)\"view\": \(jsonQuoted(v))") }
        if let id = n.id { fields.append("\(inner)\"id\": \(jsonQuoted(String(describing: id.base)))") }
        let f = n.frame
        fields.append("\(inner)\"frame\": {\"x\": \(jsonNumber(f.minX)), \"y\": \(jsonNumber(f.minY)), \"width\": \(jsonNumber(f.width)), \"height\": \(jsonNumber(f.height))}")
        var s = "{\n" + fields.joined(separator: ",\n")
        if !n.children.isEmpty {
            s += ",\n\(inner)\"children\": ["
            out += s
            for (i, c) in n.children.enumerated() {
                out += i == 0 ? "\n\(inner)  " : ",\n\(inner)  "
                write(c, indent: indent + 2, into: &out)
            }
            out += "\n\(inner)]\n\(pad)}"
        } else {
            out += s + "\n\(pad)}"
        }
    }
}

