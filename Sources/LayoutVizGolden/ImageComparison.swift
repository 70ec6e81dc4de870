import Foundation
import LayoutViz

/// The rules two images are compared by (docs/goldens.md).
public struct ComparisonProfile: Equatable, Sendable {
    /// `exact` or `tolerant`.
    public let name: String
    /// The YIQ colour distance (0...1) above which a pixel counts as changed; 0 means any change.
    public let threshold: Double
    /// Whether anti-aliased pixels are detected and left out of the counts.
    public let excludesAntialiasing: Bool
    /// Changed pixels allowed: max(`minPixels`, `ratio` × all pixels).
    public let minPixels: Int
    public let ratio: Double
    /// No `window`×`window` square may hold more than `maxInWindow` changed pixels.
    public let window: Int
    public let maxInWindow: Int
    /// Why this profile applies, for messages.
    public let source: String

    /// Identical pixels: for goldens recorded on the same rendering stack.
    public static let exact = ComparisonProfile(
        name: "exact", threshold: 0, excludesAntialiasing: false, minPixels: 0, ratio: 0, window: 8, maxInWindow: 0,
        source: "default: the render fingerprint matches the golden's")

    /// The announced fallback when the stack differs: YIQ 0.1, AA excluded, at most max(8 px, 0.01 %)
    /// changed pixels and no 8×8 window with more than 8.
    public static func tolerant(because reason: String) -> ComparisonProfile {
        ComparisonProfile(name: "tolerant", threshold: 0.1, excludesAntialiasing: true, minPixels: 8, ratio: 0.0001, window: 8, maxInWindow: 8,
                          source: reason)
    }

    /// The changed pixels allowed in an image of `total` pixels.
    public func allowedPixels(of total: Int) -> Int { max(minPixels, Int((Double(total) * ratio).rounded(.down))) }
}

/// What comparing two images found.
public struct ComparisonResult: Sendable {
    /// The profile used.
    public let profile: ComparisonProfile
    /// The compared area (both images padded to the larger size when they differ).
    public let width: Int
    public let height: Int
    /// Sizes of the two images, when they differ.
    public let sizeMismatch: (expected: (Int, Int), actual: (Int, Int))?
    /// Pixels that changed beyond the threshold and are not anti-aliasing.
    public let changedPixels: Int
    /// Pixels that changed but look like anti-aliasing.
    public let antialiasedPixels: Int
    /// The most changed pixels in one window.
    public let densestWindow: Int
    /// Per pixel: 0 unchanged, 1 changed, 2 anti-aliasing.
    public let mask: [UInt8]
    /// Bounding boxes (in pixels) of the changed areas, largest first.
    public let regions: [CGRect]

    /// All pixels compared.
    public var totalPixels: Int { width * height }
    /// changedPixels / totalPixels.
    public var changedRatio: Double { totalPixels == 0 ? 0 : Double(changedPixels) / Double(totalPixels) }
    /// Whether the images pass under the profile.
    public var passed: Bool {
        sizeMismatch == nil && changedPixels <= profile.allowedPixels(of: totalPixels) && densestWindow <= profile.maxInWindow
    }
}

/// Compares images pixel by pixel with pixelmatch's YIQ metric and anti-aliasing detector.
public enum ImageComparison {
    /// Compares `actual` with `expected`. Identical bytes return at once.
    public static func compare(expected: Raster, actual: Raster, profile: ComparisonProfile) -> ComparisonResult {
        let w = max(expected.width, actual.width), h = max(expected.height, actual.height)
        let mismatch = (expected.width, expected.height) == (actual.width, actual.height) ? nil
            : (expected: (expected.width, expected.height), actual: (actual.width, actual.height))
        if mismatch == nil && expected == actual {
            return ComparisonResult(profile: profile, width: w, height: h, sizeMismatch: nil, changedPixels: 0, antialiasedPixels: 0,
                                    densestWindow: 0, mask: [], regions: [])
        }
        let a = padded(expected, w, h), b = padded(actual, w, h)
        let maxDelta = 35215 * profile.threshold * profile.threshold
        var mask = [UInt8](repeating: 0, count: w * h)
        var changed = 0, aa = 0
        let commonW = min(expected.width, actual.width), commonH = min(expected.height, actual.height)
        for y in 0..<h {
            for x in 0..<w {
                let i = y * w + x
                if x >= commonW || y >= commonH {
                    // Outside one of the images: always a change.
                    mask[i] = 1
                    changed += 1
                    continue
                }
                if a[i] == b[i] { continue }
                let delta = colorDelta(a[i], b[i], yOnly: false)
                if profile.threshold > 0 && abs(delta) <= maxDelta { continue }
                if antialiased(a, x, y, w, h, b) || antialiased(b, x, y, w, h, a) {
                    mask[i] = 2
                    aa += 1
                    if !profile.excludesAntialiasing {
                        changed += 1
                    }
                } else {
                    mask[i] = 1
                    changed += 1
                }
            }
        }
        let counted: (Int) -> Bool = profile.excludesAntialiasing ? { mask[$0] == 1 } : { mask[$0] != 0 }
        let densest = densestWindow(w, h, profile.window, counted)
        return ComparisonResult(profile: profile, width: w, height: h, sizeMismatch: mismatch, changedPixels: changed, antialiasedPixels: aa,
                                densestWindow: densest, mask: mask, regions: regions(w, h, mask))
    }

    /// Straight RGBA pixels of `r`, padded with transparent pixels to w×h.
    static func padded(_ r: Raster, _ w: Int, _ h: Int) -> [RGBA8] {
        let bitmap = r.bitmap
        if r.width == w && r.height == h { return bitmap.pixels }
        var out = [RGBA8](repeating: RGBA8(r: 0, g: 0, b: 0, a: 0), count: w * h)
        for y in 0..<r.height { for x in 0..<r.width { out[y * w + x] = bitmap[x, y] } }
        return out
    }

    // MARK: pixelmatch (mapbox/pixelmatch 5.x, ISC licence), rewritten in Swift

    private static func blend(_ c: Double, _ a: Double) -> Double { 255 + (c - 255) * a }

    /// The YIQ distance of two pixels blended over white; negative when the first is lighter.
    static func colorDelta(_ p: RGBA8, _ q: RGBA8, yOnly: Bool) -> Double {
        var r1 = Double(p.r), g1 = Double(p.g), b1 = Double(p.b)
        var r2 = Double(q.r), g2 = Double(q.g), b2 = Double(q.b)
        if p.a < 255 { let a = Double(p.a) / 255; r1 = blend(r1, a); g1 = blend(g1, a); b1 = blend(b1, a) }
        if q.a < 255 { let a = Double(q.a) / 255; r2 = blend(r2, a); g2 = blend(g2, a); b2 = blend(b2, a) }
        let y1 = r1 * 0.29889531 + g1 * 0.58662247 + b1 * 0.11448223
        let y2 = r2 * 0.29889531 + g2 * 0.58662247 + b2 * 0.11448223
        let y = y1 - y2
        if yOnly { return y }
        let i = (r1 * 0.59597799 - g1 * 0.27417610 - b1 * 0.32180189) - (r2 * 0.59597799 - g2 * 0.27417610 - b2 * 0.32180189)
        let q = (r1 * 0.21147017 - g1 * 0.52261711 + b1 * 0.31114694) - (r2 * 0.21147017 - g2 * 0.52261711 + b2 * 0.31114694)
        let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
        return y1 > y2 ? -delta : delta
    }

    /// Whether the pixel at (x1, y1) of `img` looks like an anti-aliased edge pixel: it lies between
    /// a darkest and a lightest neighbour that both sit in flat areas of both images.
    static func antialiased(_ img: [RGBA8], _ x1: Int, _ y1: Int, _ w: Int, _ h: Int, _ other: [RGBA8]) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0), x2 = min(x1 + 1, w - 1), y2 = min(y1 + 1, h - 1)
        let center = img[y1 * w + x1]
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        var minD = 0.0, maxD = 0.0, minX = 0, minY = 0, maxX = 0, maxY = 0
        for x in x0...x2 {
            for y in y0...y2 where !(x == x1 && y == y1) {
                let delta = colorDelta(center, img[y * w + x], yOnly: true)
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if delta < minD {
                    minD = delta; minX = x; minY = y
                } else if delta > maxD {
                    maxD = delta; maxX = x; maxY = y
                }
            }
        }
        if minD == 0 || maxD == 0 { return false }
        return (hasManySiblings(img, minX, minY, w, h) && hasManySiblings(other, minX, minY, w, h))
            || (hasManySiblings(img, maxX, maxY, w, h) && hasManySiblings(other, maxX, maxY, w, h))
    }

    /// Whether at least three neighbours of (x1, y1) have exactly its colour.
    static func hasManySiblings(_ img: [RGBA8], _ x1: Int, _ y1: Int, _ w: Int, _ h: Int) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0), x2 = min(x1 + 1, w - 1), y2 = min(y1 + 1, h - 1)
        let center = img[y1 * w + x1]
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        for x in x0...x2 {
            for y in y0...y2 where !(x == x1 && y == y1) && img[y * w + x] == center {
                zeroes += 1
                if zeroes > 2 { return true }
            }
        }
        return false
    }

    // MARK: density and regions

    /// The most counted pixels in any `size`×`size` window (summed-area table).
    static func densestWindow(_ w: Int, _ h: Int, _ size: Int, _ counted: (Int) -> Bool) -> Int {
        var sat = [Int](repeating: 0, count: (w + 1) * (h + 1))
        for y in 0..<h {
            var row = 0
            for x in 0..<w {
                if counted(y * w + x) { row += 1 }
                sat[(y + 1) * (w + 1) + x + 1] = sat[y * (w + 1) + x + 1] + row
            }
        }
        let s = min(size, w, h)
        guard s > 0 else { return 0 }
        var best = 0
        for y in 0...(h - s) {
            for x in 0...(w - s) {
                let v = sat[(y + s) * (w + 1) + x + s] - sat[y * (w + 1) + x + s] - sat[(y + s) * (w + 1) + x] + sat[y * (w + 1) + x]
                best = max(best, v)
            }
        }
        return best
    }

    /// Bounding boxes of changed pixels, grouping pixels within 16 px of each other; at most 8.
    static func regions(_ w: Int, _ h: Int, _ mask: [UInt8]) -> [CGRect] {
        let cell = 16
        let cw = (w + cell - 1) / cell, ch = (h + cell - 1) / cell
        var cells = [Bool](repeating: false, count: cw * ch)
        for y in 0..<h { for x in 0..<w where mask[y * w + x] != 0 { cells[(y / cell) * cw + x / cell] = true } }
        var seen = [Bool](repeating: false, count: cw * ch)
        var boxes: [CGRect] = []
        for start in cells.indices where cells[start] && !seen[start] {
            var stack = [start], minX = Int.max, minY = Int.max, maxX = 0, maxY = 0
            seen[start] = true
            while let c = stack.popLast() {
                let cx = c % cw, cy = c / cw
                minX = min(minX, cx); maxX = max(maxX, cx); minY = min(minY, cy); maxY = max(maxY, cy)
                for dy in -1...1 {
                    for dx in -1...1 {
                        let nx = cx + dx, ny = cy + dy
                        guard nx >= 0, ny >= 0, nx < cw, ny < ch else { continue }
                        let n = ny * cw + nx
                        if cells[n] && !seen[n] { seen[n] = true; stack.append(n) }
                    }
                }
            }
            // Tighten the box to the actual pixels.
            var bx0 = Int.max, by0 = Int.max, bx1 = 0, by1 = 0
            for y in (minY * cell)..<min(h, (maxY + 1) * cell) {
                for x in (minX * cell)..<min(w, (maxX + 1) * cell) where mask[y * w + x] != 0 {
                    bx0 = min(bx0, x); by0 = min(by0, y); bx1 = max(bx1, x); by1 = max(by1, y)
                }
            }
            boxes.append(CGRect(x: bx0, y: by0, width: bx1 - bx0 + 1, height: by1 - by0 + 1))
        }
        return Array(boxes.sorted { $0.width * $0.height > $1.width * $1.height }.prefix(8))
    }
}
