import Foundation

/// One text as a laid-out tree draws it: for the accessibility lint's contrast and clipping rules.
package struct DrawnText {
    /// The view's path (`explain`'s names).
    package let path: String
    package let frame: CGRect
    package let color: Color
    /// The request it was measured and drawn with (its font, wrapping width and line limit).
    package let request: TextLayoutRequest
    /// Whether it is a text field's text, which scrolls in its one line rather than wrapping.
    package let inField: Bool
}

extension LayoutTree {
    /// Every text the tree draws, depth first, with the path of its view; texts hidden (`hidden()`,
    /// zero opacity), redacted or empty are left out.
    package func drawnTexts() -> [DrawnText] {
        var out: [DrawnText] = []
        var stack: [(LayoutNode, String, Bool)] = [(root, root.pathName, false)]
        while let (n, path, inField) = stack.popLast() {
            switch n.node?.kind {
            case .composite(.hidden)?: continue
            case .opacity(let o)? where o <= 0: continue
            default: break
            }
            if let (content, request) = n.text, !content.isRedacted, !content.string.isEmpty {
                out.append(DrawnText(path: path, frame: n.frame, color: content.color, request: request, inField: inField))
            }
            var field = inField
            switch n.node?.accessibility?.role {
            case .textField?, .search?: field = true
            default: break
            }
            let children = n.children
            let labels = LayoutNode.pathLabels(children.map(\.pathName))
            for (child, label) in zip(children, labels).reversed() { stack.append((child, path + "/" + label, field)) }
        }
        return out
    }
}
