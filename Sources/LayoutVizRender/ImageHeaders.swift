import Foundation

/// A PNG's width and height from its header, without decoding it; nil when it is not a PNG.
package func pngDimensions(_ data: Data) -> (width: Int, height: Int)? {
    let b = [UInt8](data.prefix(24))
    guard b.count == 24, b.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), b[12...15] == [0x49, 0x48, 0x44, 0x52] else { return nil }
    func u32(_ i: Int) -> Int { Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3]) }
    return (u32(16), u32(20))
}

/// The width and height of the PNG file at `url`, from its header; nil when it cannot be read
/// or is not a PNG.
package func pngDimensions(ofFile url: URL) -> (width: Int, height: Int)? {
    guard let handle = try? FileHandle(forReadingFrom: url) else { return nil }
    defer { try? handle.close() }
    return (try? handle.read(upToCount: 24)).flatMap(pngDimensions)
}
