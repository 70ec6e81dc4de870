import Foundation

/// Resolved nodes shown as a view (to build a list's cards around rows already resolved).
nonisolated struct _NodesView: View, PrimitiveView {
    let nodes: [Node]
    var body: Never { neverBody() }
    nonisolated func resolve(_ ctx: ResolveContext) -> [Node] { nodes }
}
