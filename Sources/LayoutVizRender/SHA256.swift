import CPango
import Foundation

/// SHA-256, for fingerprinting font files: GLib's `GChecksum` (GLib comes with Pango), since
/// Foundation on Linux has no digest API and the package may not depend on outside packages.
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
}
