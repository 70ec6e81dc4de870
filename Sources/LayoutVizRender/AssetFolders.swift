import Foundation
import LayoutVizCore

/// Finds `Image("name")` files and `Color("name")` colour sets in folders, as an app's bundle and
/// asset catalogs hold them (docs/layout/image.md): `name.png`, `name@2x.png`, `name@3x.png`,
/// `.jpg`/`.jpeg`, `*.xcassets/name.imageset/` (scales from its `Contents.json`), and
/// `*.xcassets/name.colorset/Contents.json`; the first folder that has a name wins.
///
/// Names resolve only inside the folders: a file whose symbolic links lead outside its folder
/// is refused, as are files that are not regular (a FIFO named `x.png` would block the reader),
/// empty, not a PNG or JPEG, or larger than `maximumPixels` or `maximumBytes`; the refusal's reason
/// reaches the scene's `RenderReport`. What was found is remembered for the resolver's life, so
/// one resolver a run reads each file's header once.
public final class AssetFolders: ImageResolving {
    /// The largest file read: 100 MB.
    public static let maximumBytes = 100 << 20
    /// The most pixels an image may have: 64 million (256 MB decoded); each side at most
    /// 32,767, Cairo's limit.
    public static let maximumPixels = 64_000_000

    /// The folders searched, in order.
    public let folders: [URL]
    private let images = Locked([String: ImageResolution]())
    private let colors = Locked([String: AssetColor?]())

    /// A resolver searching `folders`, in order.
    public init(_ folders: [URL]) { self.folders = folders }

    public func image(named name: String) -> ImageResolution {
        if let hit = images.withLock({ $0[name] }) { return hit }
        var result = ImageResolution.missing
        if let refusal = ImageAsset.refusal(of: name) {
            result = .refused(refusal)
        } else {
            for folder in folders {
                switch Self.find(name, in: folder) {
                case .found(let a): result = .found(a)
                case .refused(let why): if case .missing = result { result = .refused(why) }
                case .missing: continue
                }
                if case .found = result { break }
            }
        }
        images.withLock { $0[name] = result }
        return result
    }

    public func colorSet(named name: String) -> AssetColor? {
        if let hit = colors.withLock({ $0[name] }) { return hit }
        var found: AssetColor?
        if ImageAsset.refusal(of: name) == nil {
            search: for folder in folders {
                let root = folder.standardizedFileURL.resolvingSymlinksInPath().path
                guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { continue }
                for catalog in entries.sorted() where catalog.hasSuffix(".xcassets") {
                    let file = folder.appendingPathComponent(catalog).appendingPathComponent("\(name).colorset/Contents.json")
                    let real = file.standardizedFileURL.resolvingSymlinksInPath()
                    guard real.path.hasPrefix(root + "/"), let data = FileManager.default.contents(atPath: real.path), data.count < 1 << 20 else { continue }
                    if let c = AssetColor(contents: data) {
                        found = c
                        break search
                    }
                }
            }
        }
        colors.withLock { $0[name] = found }
        return found
    }

    /// Looks in `folder` for the files an app's bundle or asset catalog would hold for `name`:
    /// the highest scale first.
    static func find(_ name: String, in folder: URL) -> ImageResolution {
        let fm = FileManager.default
        let exts = ["png", "jpg", "jpeg", "PNG", "JPG", "JPEG"]
        var candidates: [(URL, CGFloat)] = []
        for (suffix, scale) in [("@3x", 3.0), ("@2x", 2.0), ("", 1.0)] as [(String, CGFloat)] {
            for e in exts { candidates.append((folder.appendingPathComponent("\(name)\(suffix).\(e)"), scale)) }
        }
        // Asset catalogs: Name.xcassets/name.imageset/, scales from Contents.json (else the file names).
        if let entries = try? fm.contentsOfDirectory(atPath: folder.path) {
            var catalog: [(URL, CGFloat)] = []
            for entry in entries.sorted() where entry.hasSuffix(".xcassets") {
                let set = folder.appendingPathComponent(entry).appendingPathComponent("\(name).imageset")
                catalog += imageSetFiles(set, extensions: exts)
            }
            candidates += catalog.sorted { $0.1 > $1.1 }
        }
        let root = folder.standardizedFileURL.resolvingSymlinksInPath().path
        var refused: String?
        for (url, scale) in candidates where fm.fileExists(atPath: url.path) {
            // Inside the folder once links are followed, and a regular file.
            let real = url.standardizedFileURL.resolvingSymlinksInPath()
            guard real.path.hasPrefix(root + "/") else {
                refused = refused ?? "'\(url.path)' leads outside the image folder \(root) (a symbolic link); images are found only inside the image folders"
                continue
            }
            switch inspect(real) {
            case .success(let (w, h)): return .found(ImageAsset(url: real, pixelWidth: w, pixelHeight: h, scale: scale))
            case .failure(let why): refused = refused ?? "'\(url.path)' \(why.reason)"
            }
        }
        return refused.map { .refused($0) } ?? .missing
    }

    /// The files of an image set with their scales: from `Contents.json` when it lists them
    /// (universal and iPhone entries), else every image file, its scale from its name.
    static func imageSetFiles(_ set: URL, extensions: [String]) -> [(URL, CGFloat)] {
        guard let files = try? FileManager.default.contentsOfDirectory(atPath: set.path) else { return [] }
        if let data = FileManager.default.contents(atPath: set.appendingPathComponent("Contents.json").path),
           let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any], let images = json["images"] as? [[String: Any]] {
            let listed: [(URL, CGFloat)] = images.compactMap { image in
                guard let file = image["filename"] as? String, !file.contains("/"), files.contains(file) else { return nil }
                let idiom = image["idiom"] as? String ?? "universal"
                guard ["universal", "iphone", "ipad"].contains(idiom) else { return nil }
                let scale = (image["scale"] as? String).flatMap { Double($0.replacingOccurrences(of: "x", with: "")) } ?? 1
                return (set.appendingPathComponent(file), CGFloat(scale))
            }
            if !listed.isEmpty { return listed }
        }
        return files.filter { f in extensions.contains { f.hasSuffix(".\($0)") } }.sorted().map { f in
            (set.appendingPathComponent(f), f.contains("@3x") ? 3 : f.contains("@2x") ? 2 : 1)
        }
    }

    /// Why a file cannot be used.
    struct Unusable: Error { let reason: String }

    /// A regular file, within the size limits, whose header is a PNG's or a JPEG's: its pixel size.
    static func inspect(_ url: URL) -> Result<(Int, Int), Unusable> {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path) else { return .failure(Unusable(reason: "cannot be read")) }
        guard attributes[.type] as? FileAttributeType == .typeRegular else {
            return .failure(Unusable(reason: "is not a regular file (a FIFO, device or folder)"))
        }
        let bytes = (attributes[.size] as? NSNumber)?.intValue ?? 0
        if bytes == 0 { return .failure(Unusable(reason: "is empty")) }
        if bytes > maximumBytes { return .failure(Unusable(reason: "is \(bytes >> 20) MB, over the limit of \(maximumBytes >> 20) MB")) }
        guard let header = ImageHeader.read(fileAt: url) else { return .failure(Unusable(reason: "is not a PNG or JPEG image (corrupt?)")) }
        let (w, h) = (header.width, header.height)
        if w > 32_767 || h > 32_767 || w * h > maximumPixels {
            return .failure(Unusable(reason: "is \(w)×\(h) pixels, over the limit of \(maximumPixels / 1_000_000) million pixels (32,767 a side)"))
        }
        return .success((w, h))
    }
}

extension RenderContext {
    /// A context for `configuration` that measures with `textMeasurer` and finds images in the
    /// configuration's image folders (`AssetFolders`).
    public init(_ configuration: RenderConfiguration, textMeasurer: any TextMeasuring) {
        self.init(configuration: configuration, textMeasurer: textMeasurer, images: AssetFolders(configuration.imageFolders))
    }
}
