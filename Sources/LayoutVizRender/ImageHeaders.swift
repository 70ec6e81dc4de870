import Foundation

/// What an image file's first bytes say, without decoding it: PNG or JPEG, and the pixel size.
/// The one place LayoutViz reads image headers (image resolution, goldens, the renderer).
package enum ImageHeader {
    /// The two formats LayoutViz decodes.
    package enum Kind: Sendable { case png, jpeg }

    /// Whether `data` starts with PNG's eight-byte signature.
    package static func isPNG<D: Collection<UInt8>>(_ data: D) -> Bool { data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) }

    /// Whether `data` starts with JPEG's start-of-image marker.
    package static func isJPEG<D: Collection<UInt8>>(_ data: D) -> Bool { data.starts(with: [0xFF, 0xD8]) }

    /// The format and pixel size from a PNG's `IHDR` or a JPEG's start-of-frame header; nil for
    /// anything else, or a size of zero.
    package static func read(_ data: Data) -> (kind: Kind, width: Int, height: Int)? {
        let b = [UInt8](data)
        func u32(_ i: Int) -> Int { Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3]) }
        if isPNG(b) {
            guard b.count >= 24, b[12...15] == [0x49, 0x48, 0x44, 0x52] else { return nil }
            let (w, h) = (u32(16), u32(20))
            return w > 0 && h > 0 ? (.png, w, h) : nil
        }
        guard isJPEG(b) else { return nil }
        var i = 2
        while i + 9 < b.count {
            guard b[i] == 0xFF else { i += 1; continue }
            let marker = b[i + 1]
            if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) { i += 2; continue }
            let length = Int(b[i + 2]) << 8 | Int(b[i + 3])
            // Start-of-frame markers (not DHT C4, JPG C8, DAC CC) carry the size.
            if (0xC0...0xCF).contains(marker) && marker != 0xC4 && marker != 0xC8 && marker != 0xCC {
                let h = Int(b[i + 5]) << 8 | Int(b[i + 6])
                let w = Int(b[i + 7]) << 8 | Int(b[i + 8])
                return w > 0 && h > 0 ? (.jpeg, w, h) : nil
            }
            i += 2 + length
        }
        return nil
    }

    /// The header of the file at `url`, from its first megabyte (a JPEG's frame header may
    /// follow large metadata); nil when it cannot be read or is neither format.
    package static func read(fileAt url: URL) -> (kind: Kind, width: Int, height: Int)? {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return nil }
        defer { try? handle.close() }
        return (try? handle.read(upToCount: 1 << 20)).flatMap(read)
    }
}

/// A PNG's width and height from its header, without decoding it; nil when it is not a PNG.
package func pngDimensions(_ data: Data) -> (width: Int, height: Int)? {
    guard let h = ImageHeader.read(data.prefix(24)), h.kind == .png else { return nil }
    return (h.width, h.height)
}

/// The width and height of the PNG file at `url`, from its header; nil when it cannot be read
/// or is not a PNG.
package func pngDimensions(ofFile url: URL) -> (width: Int, height: Int)? {
    guard let handle = try? FileHandle(forReadingFrom: url) else { return nil }
    defer { try? handle.close() }
    return (try? handle.read(upToCount: 24)).flatMap(pngDimensions)
}
