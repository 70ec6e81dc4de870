import Foundation
import Testing
@testable import LayoutVizCore
import LayoutViz

/// clipShape, cornerRadius, opacity, border: drawing effects that leave layout alone.
@Suite struct DrawingEffectTests {
    @Test func clipsAndOpacityDoNotChangeLayout() {
        let t = layout(HStack(spacing: 0) {
            box(30, 30, "a").clipShape(Circle())
            box(30, 30, "b").cornerRadius(8).opacity(0.5)
            box(30, 30, "c").border(Color.red, width: 2)
        }, nil, nil)
        #expect(frame(t, "a") == rect(0, 0, 30, 30))
        #expect(frame(t, "b") == rect(30, 0, 30, 30))
        #expect(frame(t, "c") == rect(60, 0, 30, 30))
    }

    @Test func displayListBracketsClipsAndOpacity() {
        let items = layout(Color.red.cornerRadius(5).opacity(0.5), 20, 10).displayList(scale: 1).items
        #expect(items == [
            .beginOpacity(0.5),
            .beginClip(Path(roundedRect: rect(0, 0, 20, 10), cornerRadius: 5)),
            .fill(Path(rect(0, 0, 20, 10)), .red),
            .endClip,
            .endOpacity,
        ])
        #expect(layout(Color.red.opacity(0), 20, 10).displayList(scale: 1).items.isEmpty)
    }

    @Test func borderStrokesInsideTheFrame() {
        let items = layout(Color.clear.border(Color.blue, width: 4), 20, 10).displayList(scale: 1).items
        #expect(items == [.stroke(Path(rect(2, 2, 16, 6)), .blue, lineWidth: 4)])
    }
}
