import Foundation
import LayoutViz

/// What a cell's `.meta.json` holds: the render fingerprint the golden was drawn with, and
/// digests of its decoded pixels, of its PNG file's bytes and of its layout tree
/// (docs/goldens.md, "Verifying without decoding").
///
/// A passing cell is then a render and a digest: when the fingerprint is this process's, the
/// fresh pixels' digest is the recorded one, the PNG file's bytes still digest to what was
/// recorded (so a PNG replaced by hand is noticed) and the layout tree is the golden's, the PNG is
/// neither decoded nor encoded. Older metadata, with the fingerprint alone, still reads: its
/// cells take the decoding path.
struct GoldenMeta: Codable, Equatable {
    var fingerprint: RenderFingerprint
    /// `Raster.digest` of the golden's pixels; nil for a layout-only cell and in older metadata.
    var pixelsDigest: String?
    /// `ContentDigest` of the PNG file's bytes.
    var pngDigest: String?
    /// `ContentDigest` of the layout tree's JSON file.
    var layoutDigest: String?
    /// `ContentDigest` of the tree's `contentBytes()`: equal means the JSON would be equal, so a
    /// passing cell need not write it.
    var treeDigest: String?

    private enum Keys: String, CodingKey { case pixelsDigest, pngDigest, layoutDigest, treeDigest }

    init(fingerprint: RenderFingerprint, pixelsDigest: String? = nil, pngDigest: String? = nil, layoutDigest: String? = nil, treeDigest: String? = nil) {
        self.fingerprint = fingerprint
        self.pixelsDigest = pixelsDigest
        self.pngDigest = pngDigest
        self.layoutDigest = layoutDigest
        self.treeDigest = treeDigest
    }

    /// Whether `layout` (the golden's layout file) is the file these digests were recorded with
    /// and `treeDigest` is the fresh tree's: then the fresh JSON would be the file's bytes.
    func layoutMatches(file layout: Data?, treeDigest fresh: String) -> Bool {
        guard let layout, let treeDigest, let layoutDigest else { return false }
        return treeDigest == fresh && layoutDigest == ContentDigest.hex(layout)
    }

    /// The fingerprint's keys and the digests side by side in one object.
    init(from decoder: Decoder) throws {
        fingerprint = try RenderFingerprint(from: decoder)
        let c = try decoder.container(keyedBy: Keys.self)
        pixelsDigest = try c.decodeIfPresent(String.self, forKey: .pixelsDigest)
        pngDigest = try c.decodeIfPresent(String.self, forKey: .pngDigest)
        layoutDigest = try c.decodeIfPresent(String.self, forKey: .layoutDigest)
        treeDigest = try c.decodeIfPresent(String.self, forKey: .treeDigest)
    }

    func encode(to encoder: Encoder) throws {
        try fingerprint.encode(to: encoder)
        var c = encoder.container(keyedBy: Keys.self)
        try c.encodeIfPresent(pixelsDigest, forKey: .pixelsDigest)
        try c.encodeIfPresent(pngDigest, forKey: .pngDigest)
        try c.encodeIfPresent(layoutDigest, forKey: .layoutDigest)
        try c.encodeIfPresent(treeDigest, forKey: .treeDigest)
    }

    /// The metadata in `data`; nil when it is not valid.
    init?(data: Data) {
        guard let m = try? JSONDecoder().decode(GoldenMeta.self, from: data) else { return nil }
        self = m
    }

    /// Stable, pretty JSON, as the golden file holds it.
    func jsonData() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return ((try? encoder.encode(self)) ?? Data()) + Data("\n".utf8)
    }
}

/// A pixel cell's golden as it is on disk, read once: the PNG, the layout tree and the metadata.
struct GoldenOnDisk {
    let png: Data?, layout: Data?, meta: Data?
    /// The metadata, if it reads.
    let recorded: GoldenMeta?

    init(png: URL, layout: URL, meta: URL) {
        self.png = FileManager.default.contents(atPath: png.path)
        self.layout = FileManager.default.contents(atPath: layout.path)
        self.meta = FileManager.default.contents(atPath: meta.path)
        recorded = self.meta.flatMap(GoldenMeta.init(data:))
    }

    /// The passing path: when the metadata records this stack, this layout tree and the PNG and
    /// layout files as they are on disk, the recorded pixel digest, which a fresh render's digest
    /// need only equal (nothing decoded, copied, written or put into JSON, in any mode).
    func unchangedPixelsDigest(fingerprint: RenderFingerprint, treeDigest: String) -> String? {
        guard let png, let m = recorded, m.fingerprint == fingerprint,
              m.layoutMatches(file: layout, treeDigest: treeDigest), m.pngDigest == ContentDigest.hex(png) else { return nil }
        return m.pixelsDigest
    }
}
