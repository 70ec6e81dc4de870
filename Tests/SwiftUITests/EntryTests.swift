import SwiftUI
import Testing

// `@Entry` declares environment values without a key type (built with the toolchain's SwiftSyntax).
extension EnvironmentValues {
    @Entry var cardPadding: CGFloat = 12
    @Entry var highlight: Color? = nil
}

private struct Card: View {
    @Environment(\.cardPadding) private var padding
    var body: some View { Color.red.frame(width: 10, height: 10).padding(padding) }
}

@Suite struct EntryTests {
    @Test func entriesHaveTheirDefaultsAndCanBeSet() {
        var env = EnvironmentValues.standard
        #expect(env.cardPadding == 12 && env.highlight == nil)
        env.cardPadding = 3
        env.highlight = .blue
        #expect(env.cardPadding == 3 && env.highlight == .blue)
    }

    @MainActor @Test func viewsReadEntriesFromTheirAncestors() {
        #expect(LayoutTree(Card(), proposal: .unspecified).root.frame.size == CGSize(width: 34, height: 34))
        #expect(LayoutTree(Card().environment(\.cardPadding, 5), proposal: .unspecified).root.frame.size == CGSize(width: 20, height: 20))
    }
}
