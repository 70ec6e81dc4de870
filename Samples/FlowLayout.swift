// Seed 002 (Indonesian): a flow layout of tag chips built on the `Layout` protocol. The layout is
// the article's final `FlowLayout`, with its shared `layout(_:maxWidth:)` helper; the chips are the
// article's `Text(tag).padding(8).background(.blue.opacity(0.2)).clipShape(Capsule())`.
import LayoutViz

struct FlowLayout: Layout {
    var spacing: CGFloat = 8

    struct Placement {
        let index: Int
        let point: CGPoint
        let size: CGSize
    }

    func layout(_ subviews: Subviews, maxWidth: CGFloat) -> (placements: [Placement], height: CGFloat) {
        var placements: [Placement] = []
        var x: CGFloat = 0, y: CGFloat = 0, rowHeight: CGFloat = 0
        let spacing: CGFloat = 8
        for (i, s) in subviews.enumerated() {
            let size = s.sizeThatFits(.unspecified)
            if x + size.width > maxWidth, x > 0 {
                x = 0; y += rowHeight + spacing; rowHeight = 0
            }
            placements.append(Placement(index: i, point: CGPoint(x: x, y: y), size: size))
            x += size.width + spacing
            rowHeight = max(rowHeight, size.height)
        }
        return (placements, y + rowHeight)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let r = layout(subviews, maxWidth: proposal.width ?? .infinity)
        return CGSize(width: proposal.width ?? 0, height: r.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let r = layout(subviews, maxWidth: bounds.width)
        for p in r.placements {
            subviews[p.index].place(at: CGPoint(x: bounds.minX + p.point.x, y: bounds.minY + p.point.y),
                                    anchor: .topLeading, proposal: ProposedViewSize(p.size))
        }
    }
}

struct TagCloudView: View {
    let tags: [String]

    var body: some View {
        FlowLayout {
            ForEach(tags, id: \.self) { tag in
                Text(tag)
                    .padding(8)
                    .background(.blue.opacity(0.2))
                    .clipShape(Capsule())
            }
        }
    }
}

enum FlowSampleData {
    static let tags = [
        "Swift", "SwiftUI", "Layout", "iOS", "Xcode", "Combine", "Concurrency", "Accessibility", "Animation",
        "Core Data", "Networking", "Testing", "Widgets", "Charts", "Localization", "Dark Mode", "Performance",
        "Architecture", "Git", "CI",
    ]
    static let oversized = [
        "Swift", "A tag far too long for any iPhone or iPad screen: it gets a row of its own and runs past the edge", "UI", "Layout",
    ]
    static let many = (1...60).map { ["a", "bb", "ccc", "d", "ee"][$0 % 5] + "\($0)" }
}

let flowSamples: [Sample] = [
    Sample(name: "flow-tags", group: "flow-layout",
           description: "FlowLayout (Layout protocol) of 20 tag chips wrapping to the screen width",
           view: { TagCloudView(tags: FlowSampleData.tags) }),
    Sample(name: "flow-empty", group: "flow-layout",
           description: "FlowLayout edge case: no items, so the layout is 0 pt tall",
           view: { TagCloudView(tags: []) }),
    Sample(name: "flow-oversized", group: "flow-layout",
           description: "FlowLayout edge case: one chip wider than the screen gets a row of its own and is not clipped",
           view: { TagCloudView(tags: FlowSampleData.oversized) }),
    Sample(name: "flow-many", group: "flow-layout",
           description: "FlowLayout edge case: 60 small chips in many rows",
           view: { TagCloudView(tags: FlowSampleData.many) }),
]
