import Foundation
import LayoutViz
import Testing

// LayoutViz's elements beside public references of what iOS exposes: AccessibilitySnapshot's
// example screens and the legends of its reference pictures (recorded on iOS 18.5 and 26.2).
// docs/accessibility.md, "Conformance", lists where LayoutViz agrees and where it does not.

@Suite struct AccessibilityConformanceTests {
    /// A grey dot with what a modifier says about it: AccessibilitySnapshot's example of every
    /// combination of label, value and hint (its legend: "", "Label", "Value", "Hint",
    /// "Label: Value", then "Label" / "Value" / "Label: Value" with the hint under them).
    private func dot(_ label: String, _ value: String, _ hint: String) -> some View {
        Color.gray.frame(width: 30, height: 30).clipShape(Circle())
            .accessibility(label: Text(label)).accessibility(value: Text(value)).accessibility(hint: Text(hint))
    }

    @Test func labelValueAndHintAreSaidAsTheReferenceLegendSaysThem() throws {
        let s = try on("iphone-17", VStack(spacing: 30) {
            dot("", "", "")
            dot("Label", "", "")
            dot("", "Value", "")
            dot("", "", "Hint")
            dot("Label", "Value", "")
            dot("Label", "", "Hint")
            dot("", "Value", "Hint")
            dot("Label", "Value", "Hint")
            dot("Label", "Value", "Hint").accessibilityAction(named: "Custom") {}
            Spacer()
        }, look: .ios26)
        let elements = s.accessibilityTree(chrome: ScreenChrome.none).elements
        #expect(elements.map(\.spokenDescription) == ["", "Label", "Value", "Hint", "Label: Value", "Label", "Value", "Label: Value", "Label: Value"])
        #expect(elements.map { $0.spokenHint ?? "-" } == ["-", "-", "-", "-", "-", "Hint", "Hint", "Hint", "Hint"])
        #expect(elements.last?.actions == ["Custom"])
        #expect(elements.allSatisfy { $0.frame.size == CGSize(width: 30, height: 30) })
    }

    @Test func aSectionedListReadsItsRowsAsCells() throws {
        let s = try on("iphone-17", List {
            Section { Text("Checking"); Text("Savings") } header: { Text("Accounts") } footer: { Text("Tap an account to view details") }
            Section { Text("Electric"); Text("Internet") } header: { Text("Bills") } footer: { Text("Due this month") }
        }, look: .ios26)
        let elements = s.accessibilityTree(chrome: ScreenChrome.none).elements
        // The reference legend reads the rows first, then the headers and footers; LayoutViz reads
        // them in place, as its parser's fix (#325) describes VoiceOver doing (docs/accessibility.md).
        #expect(elements.map(\.spokenDescription) == ["Accounts. Heading.", "Checking", "Savings", "Tap an account to view details",
                                                      "Bills. Heading.", "Electric", "Internet", "Due this month"])
        // Each row's element is its cell: the card's width, the row's height.
        let checking = elements[1].frame, savings = elements[2].frame
        #expect(checking.width == savings.width && checking.maxY == savings.minY)
        #expect(checking.height >= 44)
    }
}
