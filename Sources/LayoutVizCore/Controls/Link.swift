import Foundation

// Link as iOS 17 draws it (docs/controls.md, "Small containers"). Metrics are [INF] unless stated.

/// A link: its title in the tint, like a borderless button (it never opens in a picture).
nonisolated public struct Link<Label: View>: View {
    let label: Label
    /// A link to `destination` showing `label`.
    public init(destination: URL, @ViewBuilder label: () -> Label) { self.label = label() }
    public var body: some View {
        Button(action: {}) { label }.accessibilityAttributes { a, _ in
            a.addTraits.insert(.link)
            a.removeTraits.insert(.button)
        }
    }
}

extension Link where Label == Text {
    /// A link titled `title`.
    public init(_ title: String, destination: URL) { label = Text(title) }
}
