import CRaster
import Foundation

/// A fast 128-bit digest of bytes, as 32 lowercase hex digits: goldens keep one of their decoded
/// pixels, of their PNG file and of their layout tree, so a passing cell is a render and a digest,
/// with no PNG decoded or encoded (docs/goldens.md, "Verifying without decoding"). Not
/// cryptographic: it tells accidental changes apart at memory speed (`lv_digest128` in C).
public enum ContentDigest {
    /// The digest of `data`.
    public static func hex(_ data: Data) -> String {
        data.withUnsafeBytes { hex($0) }
    }

    /// The digest of `bytes`.
    public static func hex(_ bytes: [UInt8]) -> String {
        bytes.withUnsafeBytes { hex($0) }
    }

    /// The digest of the bytes at `raw`.
    static func hex(_ raw: UnsafeRawBufferPointer) -> String {
        var out: (UInt64, UInt64) = (0, 0)
        withUnsafeMutableBytes(of: &out) { o in
            lv_digest128(raw.baseAddress?.assumingMemoryBound(to: UInt8.self), raw.count, o.baseAddress!.assumingMemoryBound(to: UInt64.self))
        }
        return hex64(out.0) + hex64(out.1)
    }

    private static func hex64(_ v: UInt64) -> String {
        let s = String(v, radix: 16)
        return String(repeating: "0", count: 16 - s.count) + s
    }
}

extension Raster {
    /// The digest of the pixel words (size included), as goldens store it.
    public var digest: String { bytes.withUnsafeBytes { Self.digest(of: $0, width: width, height: height) } }

    /// The digest of `width × height` packed pixel words at `pixels`, in `digest`'s form.
    static func digest(of pixels: UnsafeRawBufferPointer, width: Int, height: Int) -> String {
        ContentDigest.hex(pixels) + "-\(width)x\(height)"
    }
}
