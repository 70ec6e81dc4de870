import CRaster
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
        // The per-pixel work runs in C (`lv_compare`), so a debug build compares a 2064×2752
        // image in a fraction of a second.
        var mask = [UInt8](repeating: 0, count: w * h)
        var result = lv_comparison()
        let status = expected.bytes.withUnsafeBufferPointer { e in
            actual.bytes.withUnsafeBufferPointer { a in
                mask.withUnsafeMutableBufferPointer { m in
                    lv_compare(e.baseAddress, Int32(expected.width), Int32(expected.height), a.baseAddress, Int32(actual.width), Int32(actual.height),
                               profile.threshold, profile.excludesAntialiasing ? 1 : 0, Int32(profile.window), m.baseAddress, &result)
                }
            }
        }
        if status != 0 {
            // Out of memory: report every pixel as changed rather than pass.
            return ComparisonResult(profile: profile, width: w, height: h, sizeMismatch: mismatch, changedPixels: w * h, antialiasedPixels: 0,
                                    densestWindow: profile.window * profile.window, mask: [], regions: [CGRect(x: 0, y: 0, width: w, height: h)])
        }
        return ComparisonResult(profile: profile, width: w, height: h, sizeMismatch: mismatch, changedPixels: Int(result.changed),
                                antialiasedPixels: Int(result.antialiased), densestWindow: Int(result.densest), mask: mask, regions: regions(w, h, mask))
    }

    // MARK: density and regions

    /// Bounding boxes of changed pixels, grouping pixels within 16 px of each other; at most 8.
    static func regions(_ w: Int, _ h: Int, _ mask: [UInt8]) -> [CGRect] {
        let cell = 16
        let cw = (w + cell - 1) / cell, ch = (h + cell - 1) / cell
        var cells = [UInt8](repeating: 0, count: cw * ch)
        mask.withUnsafeBufferPointer { m in cells.withUnsafeMutableBufferPointer { lv_mask_cells(m.baseAddress, Int32(w), Int32(h), Int32(cell), $0.baseAddress) } }
        var seen = [Bool](repeating: false, count: cw * ch)
        var boxes: [CGRect] = []
        for start in cells.indices where cells[start] != 0 && !seen[start] {
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
                        if cells[n] != 0 && !seen[n] { seen[n] = true; stack.append(n) }
                    }
                }
            }
            // Tighten the box to the actual pixels.
            var b: [Int32] = [0, 0, 0, 0]
            mask.withUnsafeBufferPointer { m in
                lv_mask_bounds(m.baseAddress, Int32(w), Int32(minX * cell), Int32(minY * cell), Int32(min(w, (maxX + 1) * cell)), Int32(min(h, (maxY + 1) * cell)), &b)
            }
            let bx0 = Int(b[0]), by0 = Int(b[1]), bx1 = Int(b[2]), by1 = Int(b[3])
            boxes.append(CGRect(x: bx0, y: by0, width: bx1 - bx0 + 1, height: by1 - by0 + 1))
        }
        return Array(boxes.sorted { $0.width * $0.height > $1.width * $1.height }.prefix(8))
    }
}
