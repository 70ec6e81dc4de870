import Foundation
import LayoutViz
import LayoutVizGolden
import Testing

/// Golden failures name the cause first: the view whose own parameters changed, then what moved.
@Suite struct LayoutDiffTests {
    private struct Form: View {
        let inset: CGFloat
        var body: some View {
            VStack(spacing: 0) {
                Text("Account").padding(inset)
                ForEach(0..<20) { i in
                    HStack {
                        Text("Row \(i)")
                        Spacer()
                        Color.gray.frame(width: 20, height: 20)
                    }
                    .frame(height: 44)
                }
            }
        }
    }

    private func flat(_ inset: CGFloat) -> [FlatNode] {
        LayoutDiff.flatten(LayoutSession(Form(inset: inset)).layout(ProposedViewSize(width: 393, height: 852)))
    }

    @Test func onePaddingChangeIsNamedFirst() {
        let old = flat(16), new = flat(20)
        let lines = LayoutDiff.describe(expected: old, actual: new)
        #expect(lines.first == "Form/padding changed parameters 'top: 16, leading: 16, bottom: 16, trailing: 16' -> 'top: 20, leading: 20, bottom: 20, trailing: 20'", "\(lines)")
        #expect(lines.count == 9)
        // Everything below the padding moved 8 pt down: counted, not listed.
        let all = LayoutDiff.describe(expected: old, actual: new, limit: nil)
        #expect(LayoutDiff.changes(expected: old, actual: new).causes.count == 1)
        #expect(all.count > 60, "every moved view is kept for report.json")
        #expect(lines.last == "... and \(all.count - 8) more moved or resized as a result")
        #expect(all.dropFirst().allSatisfy { $0.contains(" moved ") || $0.contains(" resized ") })
    }

    @Test func shortenCountsHiddenCausesAndEffects() {
        let changes = (0..<10).map { "V\($0) changed parameters 'a' -> 'b'" } + (0..<5).map { "W\($0) moved (0,0) -> (0,1)" }
        let short = LayoutDiff.shorten(changes, causes: 10, limit: 8, note: "every change is in report.json")
        #expect(short.count == 9)
        #expect(short.last == "... and 2 more changed, added or removed, 5 more moved or resized as a result (every change is in report.json)")
        #expect(LayoutDiff.shorten(changes, causes: 10, limit: 20) == changes)
    }
}
