import CPango
import Foundation

/// SHA-256, for fingerprinting font files and for the script and style hashes of generated pages'
/// Content-Security-Policy: GLib's `GChecksum` (GLib comes with Pango), since Foundation on Linux
/// has no digest API and the package may not depend on outside packages.
package enum SHA256 {
    /// The digest of `data` as 64 lowercase hex digits.
    package static func hex(_ data: Data) -> String {
        let digest: UnsafeMutablePointer<gchar>? = data.withUnsafeBytes { raw in
            g_compute_checksum_for_data(G_CHECKSUM_SHA256, raw.baseAddress?.assumingMemoryBound(to: guchar.self), gsize(raw.count))
        }
        guard let digest else { return "" }
        defer { g_free(digest) }
        return String(cString: digest)
    }

    /// The digest of `data` in base64 (44 characters), as `'sha256-…'` sources in a
    /// Content-Security-Policy write it.
    package static func base64(_ data: Data) -> String {
        let hex = Array(hex(data).utf8)
        func value(_ c: UInt8) -> UInt8 { c <= 57 ? c - 48 : c - 87 }
        let bytes = stride(from: 0, to: hex.count - 1, by: 2).map { value(hex[$0]) << 4 | value(hex[$0 + 1]) }
        return Data(bytes).base64EncodedString()
    }
}
