import Foundation
import LayoutViz

/// The flow layout of the tag-chip article as the benchmark defines it: spacing 8 both ways; a
/// chip stays on the line if x + 8 + w <= width; the first chip of a line always fits.
struct BenchFlowLayout: Layout {
    var spacing: CGFloat = 8

    func rows(_ subviews: Subviews, width: CGFloat, place: ((Int, CGPoint, CGSize) -> Void)? = nil) -> (rows: Int, height: CGFloat) {
        var x: CGFloat = 0, y: CGFloat = 0, rowHeight: CGFloat = 0, rows = 0
        for i in subviews.indices {
            let size = subviews[i].sizeThatFits(.unspecified)
            if rows == 0 {
                rows = 1
            } else if x + spacing + size.width <= width {
                x += spacing
            } else {
                y += rowHeight + spacing
                x = 0
                rowHeight = 0
                rows += 1
            }
            place?(i, CGPoint(x: x, y: y), size)
            x += size.width
            rowHeight = max(rowHeight, size.height)
        }
        return (rows, rows == 0 ? 0 : y + rowHeight)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let width = proposal.width ?? .infinity
        return CGSize(width: proposal.width ?? 0, height: rows(subviews, width: width).height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        _ = rows(subviews, width: bounds.width) { i, p, s in
            subviews[i].place(at: CGPoint(x: bounds.minX + p.x, y: bounds.minY + p.y), proposal: ProposedViewSize(s))
        }
    }
}

/// Chip widths: `40 + (s >> 8) % 81` with the LCG s = (s * 1103515245 + 12345) & 0x7fffffff, seed 12345.
func chipWidths(_ n: Int) -> [CGFloat] {
    var s: UInt64 = 12345
    return (0..<n).map { _ in
        s = (s &* 1103515245 &+ 12345) & 0x7fff_ffff
        return CGFloat(40 + (s >> 8) % 81)
    }
}

func wideFlow(_ n: Int) -> some View {
    let widths = chipWidths(n)
    return BenchFlowLayout {
        ForEach(0..<n) { i in Color.blue.frame(width: widths[i], height: 30) }
    }
}

/// Expected rows of wide-flow at width 393, computed independently of the engine.
func expectedRows(_ n: Int) -> Int {
    var x: CGFloat = 0, rows = 0
    for w in chipWidths(n) {
        if rows == 0 { rows = 1 } else if x + 8 + w <= 393 { x += 8 } else { x = 0; rows += 1 }
        x += w
    }
    return rows
}

func deepChain(_ depth: Int) -> AnyView {
    var v = AnyView(Color.green.frame(height: 30))
    for _ in 0..<depth { v = AnyView(VStack { v }.padding(4)) }
    return v
}

func dashboard() -> some View {
    HStack(alignment: .top, spacing: 8) {
        ForEach(0..<10) { _ in
            VStack(spacing: 2) {
                ForEach(0..<100) { _ in
                    HStack(spacing: 4) {
                        Color.gray.frame(width: 16, height: 16)
                        Color.blue.frame(height: 20)
                        Color.gray.frame(width: 20, height: 20)
                        Color.blue.frame(height: 20)
                        Color.gray.frame(width: 12, height: 12)
                        Spacer()
                        Color.gray.frame(width: 24, height: 20)
                        Color.gray.frame(width: 8, height: 8)
                        Color.blue.frame(height: 20)
                    }
                    .padding(2)
                }
            }
            .frame(maxWidth: .infinity)
        }
    }
    .padding(8)
    .frame(width: 1600)
}

/// `n` siblings in an HStack: every third fixed at 4, every third capped at 6, the rest flexible.
func wideMixed(_ n: Int) -> some View {
    HStack(spacing: 0) {
        ForEach(0..<n) { i in
            if i % 3 == 0 {
                Color.red.frame(width: 4)
            } else if i % 3 == 1 {
                Color.blue.frame(maxWidth: 6)
            } else {
                Color.green
            }
        }
    }
}
