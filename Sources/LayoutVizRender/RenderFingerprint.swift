import CCairo
import CPango
import Foundation
import LayoutVizCore

/// What a rendered image depends on besides the view: the rendering stack's versions, the font
/// files' hashes and the CPU architecture. Goldens store it beside the PNG; when it matches, images
/// must be identical, and when it does not, the comparison switches to the tolerant profile.
public struct RenderFingerprint: Codable, Equatable, Sendable {
    /// Library and tool versions by name (`cairo`, `pixman`, `pango`, `harfbuzz`, `freetype`,
    /// `libpng`, `layoutviz`).
    public var versions: [String: String]
    /// SHA-256 of each font file, by file name.
    public var fonts: [String: String]
    /// The CPU architecture (`x86_64`, `arm64`).
    public var architecture: String

    /// Creates a fingerprint.
    public init(versions: [String: String], fonts: [String: String], architecture: String) {
        self.versions = versions
        self.fonts = fonts
        self.architecture = architecture
    }

    /// The version LayoutViz's renderer reports in fingerprints.
    public static var toolVersion: String { LayoutVizVersion.string }

    /// This process's fingerprint (computed once: hashing the fonts reads about 5 MB).
    public static let current: RenderFingerprint = {
        var library: FT_Library?
        var major: Int32 = 0, minor: Int32 = 0, patch: Int32 = 0
        if FT_Init_FreeType(&library) == 0 {
            FT_Library_Version(library, &major, &minor, &patch)
            FT_Done_FreeType(library)
        }
        let versions = [
            "layoutviz": toolVersion,
            "cairo": String(cString: cairo_version_string()),
            "pixman": String(cString: pixman_version_string()),
            "pango": String(cString: pango_version_string()),
            "harfbuzz": String(cString: hb_version_string()),
            "freetype": "\(major).\(minor).\(patch)",
            "libpng": String(cString: png_get_libpng_ver(nil)),
        ]
        var fonts: [String: String] = [:]
        let dir = PangoTextMeasurer.fontDirectory
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).filter { $0.hasPrefix("Inter-") }.sorted()
        for f in files {
            if let data = FileManager.default.contents(atPath: dir + "/" + f) { fonts[f] = SHA256.hex(data) }
        }
        for (file, _) in PangoTextMeasurer.extraFonts {
            if let data = FileManager.default.contents(atPath: file) { fonts[(file as NSString).lastPathComponent] = SHA256.hex(data) }
        }
        #if arch(x86_64)
        let arch = "x86_64"
        #elseif arch(arm64)
        let arch = "arm64"
        #else
        let arch = "other"
        #endif
        return RenderFingerprint(versions: versions, fonts: fonts, architecture: arch)
    }()

    /// Human-readable differences from `other` (this one is the golden's), empty when equal.
    public func differences(from other: RenderFingerprint) -> [String] {
        var out: [String] = []
        for key in Set(versions.keys).union(other.versions.keys).sorted() where versions[key] != other.versions[key] {
            out.append("\(key) \(other.versions[key] ?? "none") now, \(versions[key] ?? "none") in the golden")
        }
        let changedFonts = Set(fonts.keys).union(other.fonts.keys).sorted().filter { fonts[$0] != other.fonts[$0] }
        if !changedFonts.isEmpty { out.append("font files differ: \(changedFonts.joined(separator: ", "))") }
        if architecture != other.architecture { out.append("architecture \(other.architecture) now, \(architecture) in the golden") }
        return out
    }

    /// Stable, pretty JSON.
    public func jsonData() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return ((try? encoder.encode(self)) ?? Data()) + Data("\n".utf8)
    }
}
