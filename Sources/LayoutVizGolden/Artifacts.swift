import Foundation
import LayoutViz

/// Failure images for one cell: expected, actual, diff, anti-aliasing mask and a three-panel strip.
enum Artifacts {
    /// Writes `<cell>.{expected,actual,diff,aa,strip}.png` and returns them by role, relative to `folder`.
    static func write(cell: GoldenCell, expected: Raster, actual: Raster, comparison: ComparisonResult, into folder: URL) throws -> [String: String] {
        let w = comparison.width, h = comparison.height
        let e = ImageComparison.padded(expected, w, h), a = ImageComparison.padded(actual, w, h)
        // Identical pixels (a failure of the layout tree alone) come with an empty mask.
        let mask = comparison.mask.isEmpty ? [UInt8](repeating: 0, count: w * h) : comparison.mask
        let diff = diffImage(e, mask, w, h)
        let aa = Bitmap(width: w, height: h, pixels: mask.map { $0 == 2 ? RGBA8(r: 255, g: 200, b: 0) : RGBA8(r: 0, g: 0, b: 0, a: 0) })
        let strip = hstack([Bitmap(width: w, height: h, pixels: e), diff, Bitmap(width: w, height: h, pixels: a)], gap: max(4, w / 100))
        var out: [String: String] = [:]
        for (role, bitmap) in [("expected", Bitmap(width: w, height: h, pixels: e)), ("actual", Bitmap(width: w, height: h, pixels: a)),
                               ("diff", diff), ("aa", aa), ("strip", strip)] {
            let rel = "\(cell.id).\(role).png"
            try AtomicFile.write(try CairoRenderer.encodePNG(Raster(bitmap), compression: .fast), to: folder.appendingPathComponent(rel))
            out[role] = rel
        }
        return out
    }

    /// The expected image faded to light grey, changed pixels red, anti-aliasing yellow.
    static func diffImage(_ base: [RGBA8], _ mask: [UInt8], _ w: Int, _ h: Int) -> Bitmap {
        Bitmap(width: w, height: h, pixels: base.indices.map { i in
            switch mask[i] {
            case 1: return RGBA8(r: 230, g: 0, b: 0)
            case 2: return RGBA8(r: 255, g: 200, b: 0)
            default:
                let p = base[i]
                let a = Double(p.a) / 255
                let y = 255 + ((Double(p.r) * 0.299 + Double(p.g) * 0.587 + Double(p.b) * 0.114) - 255) * a
                let faded = UInt8(255 - (255 - y) * 0.15)
                return RGBA8(r: faded, g: faded, b: faded)
            }
        })
    }

    /// Images side by side on white, `gap` pixels apart.
    static func hstack(_ images: [Bitmap], gap: Int) -> Bitmap {
        let h = images.map(\.height).max() ?? 0
        let w = images.map(\.width).reduce(0, +) + gap * max(images.count - 1, 0)
        var pixels = [RGBA8](repeating: RGBA8(r: 255, g: 255, b: 255), count: w * h)
        var x0 = 0
        for img in images {
            for y in 0..<img.height { for x in 0..<img.width { pixels[y * w + x0 + x] = img[x, y] } }
            x0 += img.width + gap
        }
        return Bitmap(width: w, height: h, pixels: pixels)
    }
}
