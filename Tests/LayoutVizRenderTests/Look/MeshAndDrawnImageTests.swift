import Foundation
import LayoutViz
import Testing

// MeshGradient and Image(size:renderer:) drawn: decoded pixels.

@Suite struct MeshAndDrawnImageTests {
    private let mesh = MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]],
                                    colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1),
                                             Color(red: 0, green: 1, blue: 0), Color(red: 1, green: 1, blue: 0)])

    @Test func aMeshBlendsItsCornersColoursAcrossTheCell() throws {
        let b = try picture(mesh.frame(width: 100, height: 100), width: 100, height: 100)
        func close(_ p: RGBA8, _ r: Int, _ g: Int, _ bl: Int, within d: Int) -> Bool {
            abs(Int(p.r) - r) <= d && abs(Int(p.g) - g) <= d && abs(Int(p.b) - bl) <= d
        }
        // Near each corner, its colour; at the centre, the mean of the four (bilinear).
        #expect(close(b[1, 1], 255, 0, 0, within: 6))
        #expect(close(b[198, 1], 0, 0, 255, within: 6))
        #expect(close(b[1, 198], 0, 255, 0, within: 6))
        #expect(close(b[198, 198], 255, 255, 0, within: 6))
        #expect(close(b[100, 100], 128, 128, 64, within: 4), "\(b[100, 100])")
        // Halfway along the top edge: red and blue mixed.
        #expect(close(b[100, 0], 128, 0, 128, within: 4), "\(b[100, 0])")
    }

    @Test func anSVGDrawsTheMeshAsSmallSquaresNotAPicture() throws {
        let list = LayoutTree(mesh.frame(width: 40, height: 40), proposal: .unspecified).displayList(scale: 1)
        let svg = String(decoding: try CairoRenderer.svg(list), as: UTF8.self)
        #expect(!svg.contains("<image"))
        #expect(svg.components(separatedBy: "<path").count - 1 >= 144)
    }

    @Test func aDrawnImageDrawsWhatItsClosureDraws() throws {
        let dot = Image(size: CGSize(width: 20, height: 10)) { ctx in
            ctx.fill(Path(CGRect(x: 10, y: 0, width: 10, height: 10)), with: .color(Color(red: 1, green: 0, blue: 0)))
        }
        let b = try picture(HStack(spacing: 0) { dot; Color.clear.frame(width: 10, height: 10) }, width: 30, height: 10)
        // At @2x, on white, centred in 30 points: the image spans x 0...20, its red half 10...20.
        #expect(b[5, 10] == RGBA8(r: 255, g: 255, b: 255, a: 255))
        #expect(b[30, 10] == RGBA8(r: 255, g: 0, b: 0, a: 255))
    }
}
