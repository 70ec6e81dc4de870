import CRaster
import Foundation
import LayoutViz

/// Failure images for one cell: expected, actual, diff, anti-aliasing mask and a three-panel strip.
enum Artifacts {
    /// Writes `<cell>.{expected,actual,diff,aa,strip}.png` and returns them by role, relative to `folder`.
    ///
    /// The images are drawn by `lv_failure_images` (C) and encoded with the fast encoder on every
    /// core, so a failing cell costs well under a second beyond rendering it, even in a debug build.
    static func write(cell: GoldenCell, expected: Raster, actual: Raster, comparison: ComparisonResult, into folder: URL) throws -> [String: String] {
        let w = comparison.width, h = comparison.height
        let e = padded(expected, w, h), a = padded(actual, w, h)
        let gap = max(4, w / 100)
        let stripWidth = 3 * w + 2 * gap
        // Identical pixels (a failure of the layout tree alone) come with an empty mask.
        let mask: [UInt8]? = comparison.mask.count == w * h ? comparison.mask : nil
        var diff = uninitialized(w * h * 4), aa = uninitialized(w * h * 4), strip = uninitialized(stripWidth * h * 4)
        e.bytes.withUnsafeBufferPointer { ex in
            a.bytes.withUnsafeBufferPointer { ac in
                (mask ?? []).withUnsafeBufferPointer { m in
                    diff.withUnsafeMutableBufferPointer { d in
                        aa.withUnsafeMutableBufferPointer { aaOut in
                            strip.withUnsafeMutableBufferPointer { s in
                                lv_failure_images(ex.baseAddress, ac.baseAddress, mask == nil ? nil : m.baseAddress, Int32(w), Int32(h), Int32(gap),
                                                  d.baseAddress, aaOut.baseAddress, s.baseAddress)
                            }
                        }
                    }
                }
            }
        }
        let images: [(role: String, raster: Raster)] = [
            ("expected", e), ("actual", a), ("diff", Raster(width: w, height: h, bytes: diff)),
            ("aa", Raster(width: w, height: h, bytes: aa)), ("strip", Raster(width: stripWidth, height: h, bytes: strip)),
        ]
        // Encoded in parallel: PNG compression is most of the cost.
        let encoded = Locked([Result<Data, Error>?](repeating: nil, count: images.count))
        DispatchQueue.concurrentPerform(iterations: images.count) { i in
            let result = Result { try CairoRenderer.encodePNG(images[i].raster, compression: .fast) }
            encoded.withLock { $0[i] = result }
        }
        var out: [String: String] = [:]
        for (i, image) in images.enumerated() {
            let rel = "\(cell.id).\(image.role).png"
            try AtomicFile.write(try encoded.withLock { $0[i]! }.get(), to: folder.appendingPathComponent(rel), inside: folder)
            out[image.role] = rel
        }
        return out
    }

    /// `r` in the top-left corner of a w×h image, the rest transparent; `r` itself when it is w×h.
    private static func padded(_ r: Raster, _ w: Int, _ h: Int) -> Raster {
        if r.width == w && r.height == h { return r }
        var out = uninitialized(w * h * 4)
        r.bytes.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBufferPointer { lv_pad(src.baseAddress, Int32(r.width), Int32(r.height), $0.baseAddress, Int32(w), Int32(h)) }
        }
        return Raster(width: w, height: h, bytes: out)
    }

    /// A byte buffer the C routines fill completely, without a zeroing pass first.
    private static func uninitialized(_ count: Int) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: count) { _, initialized in initialized = count }
    }
}

