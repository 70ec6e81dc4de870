import Foundation

/// Type names as `String(describing:)` writes them, made once per type and process: describing a
/// type walks its metadata (thousands of instructions), and every golden cell resolves the same
/// few view, shape and layout types again (docs/benchmarks.md, "Layout-only goldens").
package enum TypeNames {
    private static let names = Locked<[ObjectIdentifier: String]>([:])

    /// `String(describing: type)`.
    package static func describing(_ type: Any.Type) -> String {
        let key = ObjectIdentifier(type)
        if let name = names.withLock({ $0[key] }) { return name }
        let name = String(describing: type)
        names.withLock { $0[key] = name }
        return name
    }

    /// The name without generic arguments: `DynamicStack`, not `DynamicStack<TupleView<...>>`.
    package static func base(_ type: Any.Type) -> String {
        let full = describing(type)
        return full.firstIndex(of: "<").map { String(full[..<$0]) } ?? full
    }
}
