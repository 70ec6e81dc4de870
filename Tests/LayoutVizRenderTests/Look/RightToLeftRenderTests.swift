import Foundation
import LayoutViz
import Testing

/// Right to left where it meets drawing: bars, text alignment, symbols, shapes and
/// `flipsForRightToLeftLayoutDirection`, on decoded pixels (docs/layout/right-to-left.md).
@Suite struct RightToLeftRenderTests {
    func scene(_ view: some View, _ direction: LayoutDirection) throws -> DeviceScene {
        let device = try #require(DeviceCatalog.device(named: "iphone-16"))
        // iOS 18's look: its back button has a title to mirror (GlassLookTests mirrors iOS 26's platters).
        return DeviceScene(view, configuration: RenderConfiguration(device: device, look: .ios18, layoutDirection: direction))
    }

    /// The x (points, at @3x) of the leftmost and rightmost dark pixels in row `y` of `b` (or in
    /// the rows `y..<y+height`), or nil.
    func ink(_ b: Bitmap, row y: CGFloat, height: CGFloat = 1.0 / 3, from x0: CGFloat = 0, to x1: CGFloat) -> ClosedRange<CGFloat>? {
        let cols = Int(x0 * 3)..<Int(x1 * 3)
        let rows = Int(y * 3)..<max(Int(y * 3) + 1, Int((y + height) * 3))
        let dark = cols.filter { x in rows.contains { let p = b[x, $0]; return Int(p.r) + Int(p.g) + Int(p.b) < 384 } }
        guard let lo = dark.first, let hi = dark.last else { return nil }
        return CGFloat(lo) / 3...CGFloat(hi + 1) / 3
    }

    @Test func barsPutLeadingItemsAndTheBackButtonOnTheRight() throws {
        let view = NavigationStack(path: .constant(["detail"])) {
            Text("List").navigationTitle("Trails")
                .navigationDestination(for: String.self) { _ in
                    Text("Detail").navigationTitle("Ridge").navigationBarTitleDisplayMode(.inline)
                        .toolbar { ToolbarItem(placement: .topBarTrailing) { Button("Share") {} } }
                }
        }
        let ltr = try scene(view, .leftToRight), rtl = try scene(view, .rightToLeft)
        for title in ["Trails", "Share", "Ridge"] {
            let l = try textFrame(ltr, title), r = try textFrame(rtl, title)
            #expect(abs(r.minX - (393 - l.maxX)) < 1e-9, "\(title)")
            #expect(r.minY == l.minY && r.size == l.size, "\(title)")
        }
        #expect(try textFrame(rtl, "Trails").minX > 300)  // the back button's title, on the right
        // The back chevron points right: in its middle row the ink reaches the right end of the
        // glyph (its apex), in its top row it is at the left end.
        let b = try CairoRenderer.bitmap(rtl.displayList())
        let back = try textFrame(rtl, "Trails")
        let middle = try #require(ink(b, row: back.midY, from: back.maxX, to: 393))
        let top = try #require(ink(b, row: back.midY - 8, from: back.maxX, to: 393))
        #expect(middle.upperBound > top.upperBound + 4)
    }

    @Test func leadingTextLinesUpOnTheRight() throws {
        let view = Text("Short words wrap here onto a second line").frame(width: 150, alignment: .leading).border(Color.clear)
        func lines(_ direction: LayoutDirection) throws -> (first: ClosedRange<CGFloat>, second: ClosedRange<CGFloat>, frame: CGRect) {
            let s = try scene(view, direction)
            let f = try textFrame(s, "Short words wrap here onto a second line")
            let b = try CairoRenderer.bitmap(s.displayList(chrome: .none))
            let line = f.height / 3
            return (try #require(ink(b, row: f.minY, height: line, to: 393)), try #require(ink(b, row: f.maxY - line, height: line, to: 393)), f)
        }
        let ltr = try lines(.leftToRight), rtl = try lines(.rightToLeft)
        // Left to right, the lines start together at the left; right to left, they end together at the right.
        #expect(abs(ltr.first.lowerBound - ltr.second.lowerBound) <= 1.5)
        #expect(ltr.second.upperBound < ltr.frame.maxX - 20)
        #expect(abs(rtl.first.upperBound - rtl.second.upperBound) <= 1.5)
        #expect(rtl.second.lowerBound > rtl.frame.minX + 20)
        #expect(abs(rtl.frame.minX - (393 - ltr.frame.maxX)) < 1e-9)
    }

    @Test func forwardSymbolsMirrorAndLeftRightOnesDoNot() throws {
        func apexOnTheRight(_ name: String, _ direction: LayoutDirection, flips: Bool = false) throws -> Bool {
            let view = Image(systemName: name).font(.system(size: 40)).flipsForRightToLeftLayoutDirection(flips)
            let s = try scene(view, direction)
            let frame = try #require(s.tree.root.allNodes().first { $0.kind == "Image" }).frame
            let b = try CairoRenderer.bitmap(s.displayList(chrome: .none))
            let middle = try #require(ink(b, row: frame.midY, from: frame.minX, to: frame.maxX))
            let top = try #require(ink(b, row: frame.minY + frame.height * 0.2, from: frame.minX, to: frame.maxX))
            return middle.upperBound > top.upperBound
        }
        #expect(try apexOnTheRight("chevron.forward", .leftToRight))
        #expect(try !apexOnTheRight("chevron.forward", .rightToLeft))
        #expect(try apexOnTheRight("chevron.right", .rightToLeft))
        #expect(try !apexOnTheRight("chevron.backward", .leftToRight))
        #expect(try apexOnTheRight("chevron.backward", .rightToLeft))
        // An image asked to flip does, right to left only.
        #expect(try !apexOnTheRight("chevron.right", .rightToLeft, flips: true))
        #expect(try apexOnTheRight("chevron.right", .leftToRight, flips: true))
    }

    @Test func shapesAndTheirGradientsMirror() throws {
        struct Wedge: Shape {
            func path(in r: CGRect) -> Path {
                Path { p in
                    p.move(to: CGPoint(x: r.minX, y: r.minY))
                    p.addLine(to: CGPoint(x: r.minX, y: r.maxY))
                    p.addLine(to: CGPoint(x: r.maxX, y: r.maxY))
                    p.closeSubpath()
                }
            }
        }
        let view = VStack(spacing: 0) {
            Wedge().fill(Color.black).frame(width: 100, height: 100)
            Rectangle().fill(LinearGradient(colors: [.black, .white], startPoint: .leading, endPoint: .trailing)).frame(width: 100, height: 20)
        }
        func picture(_ direction: LayoutDirection) throws -> (Bitmap, CGRect) {
            let s = try scene(view, direction)
            let frames = s.tree.root.allNodes().filter { $0.kind == "VStack" }.map(\.frame)
            #expect(frames.count == 1)
            return (try CairoRenderer.bitmap(s.displayList(chrome: .none)), frames.first ?? .null)
        }
        let (l, lf) = try picture(.leftToRight), (r, rf) = try picture(.rightToLeft)
        #expect(lf == rf)
        // The wedge's upright side is on the left left to right, on the right right to left.
        #expect(l.pixel(atPoint: lf.minX + 5, lf.minY + 20, scale: 3) == RGBA8(.black))
        #expect(l.pixel(atPoint: lf.maxX - 5, lf.minY + 20, scale: 3) == RGBA8(.white))
        #expect(r.pixel(atPoint: rf.maxX - 5, rf.minY + 20, scale: 3) == RGBA8(.black))
        #expect(r.pixel(atPoint: rf.minX + 5, rf.minY + 20, scale: 3) == RGBA8(.white))
        // The gradient starts (black) at the leading edge: the right, right to left.
        #expect(r.pixel(atPoint: rf.maxX - 1, rf.minY + 110, scale: 3).r < 10)
        #expect(r.pixel(atPoint: rf.minX + 1, rf.minY + 110, scale: 3).r > 245)
    }
}
