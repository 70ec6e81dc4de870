import Foundation

/// A picture from a file, or an SF Symbol drawn as LayoutViz's own glyph or a marked stand-in
/// (docs/layout/image.md).
///
/// `Image("name")` looks for `name` in the folders given to `ImageCatalog` (the CLI's `--images`,
/// the preview command's inputs): `name.png`, `name@2x.png`, `name@3x.png`, `.jpg`/`.jpeg`, and
/// `*.xcassets/name.imageset/`. A non-resizable image is its natural size in points (pixels over
/// its scale) whatever it is offered; `resizable()` takes the offered size.
public struct Image: View, PrimitiveView, Sendable {
    enum Source: Hashable, Sendable {
        case named(String)
        case system(String)
    }

    /// How a resizable image fills its frame.
    public enum ResizingMode: Hashable, Sendable {
        /// Scaled to the frame.
        case stretch
        /// Repeated at its natural size.
        case tile
    }

    /// Whether the image draws its own colours or the foreground colour through its alpha.
    public enum TemplateRenderingMode: Hashable, Sendable {
        /// The image's own colours.
        case original
        /// The foreground colour wherever the image is opaque.
        case template
    }

    /// How the image is resampled when scaled.
    public enum Interpolation: Hashable, Sendable {
        case none, low, medium, high
    }

    /// The relative size of a symbol to the font (`imageScale`).
    public enum Scale: Hashable, Sendable {
        case small, medium, large
    }

    let source: Source
    var resizable = false
    var capInsets = EdgeInsets()
    var resizingMode = ResizingMode.stretch
    var renderingMode: TemplateRenderingMode?
    var interpolation = Interpolation.high
    /// `symbolRenderingMode(_:)` set on the image itself.
    var symbolMode: SymbolRenderingMode?

    /// An image named `name` from the image folders (`bundle` is accepted; every folder is searched).
    public init(_ name: String, bundle: Bundle? = nil) { source = .named(name) }
    /// An image named `name`, with an accessibility label (not drawn).
    public init(_ name: String, bundle: Bundle? = nil, label: Text) { source = .named(name) }
    /// An image that accessibility ignores; drawn the same.
    public init(decorative name: String, bundle: Bundle? = nil) { source = .named(name) }
    /// An SF Symbol, of the symbol's size: LayoutViz's own glyph for common names, else a marked
    /// stand-in (SF Symbols cannot ship).
    public init(systemName: String) { source = .system(systemName) }

    public var body: Never { neverBody() }

    /// Lets the image take any offered size; `capInsets` keep their edges unscaled, `.tile` repeats it.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var i = self
        i.resizable = true
        i.capInsets = capInsets
        i.resizingMode = resizingMode
        return i
    }

    /// Draws the image's own colours (`.original`) or the foreground colour through it (`.template`).
    public func renderingMode(_ mode: TemplateRenderingMode?) -> Image {
        var i = self
        i.renderingMode = mode
        return i
    }

    /// Sets how the image is resampled: `.none` keeps pixels sharp.
    public func interpolation(_ interpolation: Interpolation) -> Image {
        var i = self
        i.interpolation = interpolation
        return i
    }

    /// Accepted: images are always drawn antialiased.
    public func antialiased(_ isAntialiased: Bool) -> Image { self }

    func resolve(_ ctx: ResolveContext) -> [Node] {
        let env = ctx.environment
        switch source {
        case .named(let name):
            let asset = env.imageCatalog.lookup(name)
            let tint: Color? = renderingMode == .template ? env.resolvedForeground : nil
            return [Node(.image(ImageContent(asset: asset, name: name, resizable: resizable, capInsets: capInsets, resizingMode: resizingMode,
                                             tint: tint, smooth: interpolation != .none, symbol: nil)))]
        case .system(let name):
            let font = (env.font ?? .body).scaled(for: env.dynamicTypeSize)
            let side = (font.size * Image.symbolScale(env.imageScale) * 3).rounded() / 3
            var styleEnv = env
            if let symbolMode { styleEnv.symbolRenderingMode = symbolMode }
            let shown = env.symbolVariants.apply(to: name)
            let style = SymbolStyle(color: env.resolvedForeground, environment: styleEnv)
            let art = SymbolArt.resolve(shown, layered: style.isLayered)
            if art == nil { env.imageCatalog.noteMissingSymbol(shown) }
            let symbol = ResolvedSymbol(name: shown, side: side, art: art, style: style, color: env.resolvedForeground)
            return [Node(.image(ImageContent(asset: nil, name: name, resizable: resizable, capInsets: capInsets, resizingMode: resizingMode,
                                             tint: nil, smooth: true, symbol: symbol)))]
        }
    }

    /// A symbol's size relative to the font's point size (the look's table).
    static func symbolScale(_ scale: Scale) -> CGFloat { SystemLook.symbolScale(scale) }
}

/// What an image node draws.
struct ImageContent {
    /// The file, when found.
    var asset: ImageAsset?
    /// The name asked for (the symbol's, for symbols).
    var name: String
    var resizable: Bool
    var capInsets: EdgeInsets
    var resizingMode: Image.ResizingMode
    /// The colour drawn through the image's alpha (template rendering), nil for its own colours.
    var tint: Color?
    /// Smooth resampling (false for `.interpolation(.none)`).
    var smooth: Bool
    /// For `Image(systemName:)`: the symbol.
    var symbol: ResolvedSymbol?

    /// The natural size in points; zero for a missing image (SwiftUI draws nothing for it).
    var naturalSize: CGSize {
        if let symbol { return CGSize(width: symbol.side, height: symbol.side) }
        return asset?.pointSize ?? .zero
    }
}

/// An SF Symbol as drawn: a square of the symbol's size for the font, its art (nil: a marked
/// stand-in) and colours.
struct ResolvedSymbol {
    var name: String
    var side: CGFloat
    var art: SymbolArt?
    var style: SymbolStyle
    /// The foreground colour (the stand-in's).
    var color: Color
}

private enum ImageScaleKey: EnvironmentKey { static let defaultValue = Image.Scale.medium }
private enum ImageCatalogKey: EnvironmentKey { static var defaultValue: ImageCatalog { .shared } }

extension EnvironmentValues {
    /// Where `Image("name")` finds its files (`RenderConfiguration.imageCatalog`; else the shared catalog).
    public var imageCatalog: ImageCatalog {
        get { self[ImageCatalogKey.self] }
        set { self[ImageCatalogKey.self] = newValue }
    }

    /// The size of symbols relative to the font.
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
}

extension View {
    /// Sets the relative size of symbols below.
    public func imageScale(_ scale: Image.Scale) -> ModifiedContent<Self, _EnvironmentWritingModifier> {
        modifier(_EnvironmentWritingModifier { $0.imageScale = scale })
    }
}

/// An image file found by `ImageCatalog`.
public struct ImageAsset: Hashable, Sendable {
    /// The file.
    public let url: URL
    /// Its size in pixels.
    public let pixelWidth: Int
    public let pixelHeight: Int
    /// Pixels per point: 2 for `name@2x.png`, 1 without a suffix.
    public let scale: CGFloat

    /// The size in points.
    public var pointSize: CGSize { CGSize(width: CGFloat(pixelWidth) / scale, height: CGFloat(pixelHeight) / scale) }
}

/// An image file that was found but is not drawn, and why.
public struct ImageProblem: Hashable, Sendable {
    /// The name asked for.
    public let name: String
    /// Why it is not drawn: outside the image folders, not a regular file, empty, corrupt, too large.
    public let reason: String
}

/// Where `Image("name")` finds its files, and which names were not found or not drawn
/// (docs/layout/image.md).
///
/// A render configuration has one (`RenderConfiguration.imageCatalog`, in the environment as
/// `imageCatalog`): one catalog per list of folders for the process, so the command that drew
/// with it can ask it afterwards what went missing. `shared`, also reached through the static
/// members, is the one views use when the environment names none.
///
/// Names resolve only inside the folders searched: a name with a `..` component or an absolute
/// path, and a file whose symbolic links lead outside its folder, are refused and named in
/// `takeProblems()`, as are files that are not regular (a FIFO named `x.png` would block the
/// reader), empty, not a PNG or JPEG, or larger than `maximumPixels` or `maximumBytes`.
public final class ImageCatalog: @unchecked Sendable {
    private let state = Locked(CatalogState())
    /// The colour sets looked up (AssetColors.swift).
    let colorState = Locked(ColorSetState())

    /// The largest file read: 100 MB.
    public static let maximumBytes = 100 << 20
    /// The most pixels an image may have: 64 million (256 MB decoded); each side at most
    /// 32,767, Cairo's limit.
    public static let maximumPixels = 64_000_000

    /// The catalog views use when their environment names none.
    public static let shared = ImageCatalog()

    /// A catalog searching `folders`, in order.
    public init(folders: [URL] = []) { state.withLock { $0.folders = folders } }

    /// The catalog for `folders` (the same one each time for the same list).
    public static func catalog(for folders: [URL]) -> ImageCatalog {
        registry.withLock { catalogs in
            if let c = catalogs[folders] { return c }
            let c = ImageCatalog(folders: folders)
            catalogs[folders] = c
            return c
        }
    }
    private static let registry = Locked([[URL]: ImageCatalog]())

    /// The folders searched, in order.
    public var folders: [URL] {
        get { state.withLock { $0.folders } }
        set {
            state.withLock { $0.folders = newValue; $0.found = [:] }
            colorState.withLock { $0.found = [:] }
        }
    }

    /// Adds `folder` at the end of the folders (once), atomically.
    public func addFolder(_ folder: URL) {
        state.withLock { s in
            guard !s.folders.contains(folder) else { return }
            s.folders.append(folder)
            s.found = s.found.filter { $0.value != nil }  // misses may now be found
        }
        colorState.withLock { $0.found = $0.found.filter { $0.value != nil } }
    }

    /// SF Symbol names drawn as the marked stand-in (no drawing in LayoutViz's table) since the
    /// last `takeMissingSymbols()`, sorted.
    public func takeMissingSymbols() -> [String] {
        state.withLock { s in
            defer { s.missingSymbols = [] }
            return s.missingSymbols.sorted()
        }
    }

    /// Remembers that the symbol `name` was drawn as the stand-in.
    func noteMissingSymbol(_ name: String) { _ = state.withLock { $0.missingSymbols.insert(name) } }

    /// What views asked for and LayoutViz recorded without drawing (`.visualEffect`, an inner
    /// shadow, a canvas's clip) since the last `takeNotDrawn()`, sorted. The catalog carries them
    /// because it is the one object a render shares with the run that reports its warnings.
    public func takeNotDrawn() -> [String] {
        state.withLock { s in
            defer { s.notDrawn = [] }
            return s.notDrawn.sorted()
        }
    }

    /// Remembers that `what` was asked for and not drawn.
    package func noteNotDrawn(_ what: String) { _ = state.withLock { $0.notDrawn.insert(what) } }

    /// Names looked up and not found since the last `takeMissing()`, sorted.
    public func takeMissing() -> [String] {
        state.withLock { s in
            defer { s.missing = [] }
            return s.missing.sorted()
        }
    }

    /// Files found and not drawn since the last `takeProblems()`, sorted by name; files the
    /// renderer could not decode are among them.
    public func takeProblems() -> [ImageProblem] {
        let undrawable = Self.undrawable.withLock { u in u }
        return state.withLock { s in
            for (url, reason) in undrawable where !s.reported.contains(url) {
                let names = s.found.filter { $0.value?.url == url }.map(\.key)
                guard !names.isEmpty else { continue }
                s.reported.insert(url)
                for name in names { s.problems.insert(ImageProblem(name: name, reason: reason)) }
            }
            defer { s.problems = [] }
            return s.problems.sorted { ($0.name, $0.reason) < ($1.name, $1.reason) }
        }
    }

    /// Records that the renderer could not draw the file at `url` (it failed to decode); every
    /// catalog that gave that file names it in `takeProblems()`.
    package static func reportUndrawable(_ url: URL, reason: String) {
        undrawable.withLock { if $0[url] == nil { $0[url] = reason } }
    }
    private static let undrawable = Locked([URL: String]())

    // The shared catalog's members, as static ones (the library's first API).

    /// The shared catalog's folders.
    public static var searchFolders: [URL] {
        get { shared.folders }
        set { shared.folders = newValue }
    }
    /// Adds a folder to the shared catalog.
    public static func addSearchFolder(_ folder: URL) { shared.addFolder(folder) }
    /// The shared catalog's missing names.
    public static func takeMissing() -> [String] { shared.takeMissing() }
    /// The shared catalog's problems.
    public static func takeProblems() -> [ImageProblem] { shared.takeProblems() }
    /// Looks `name` up in the shared catalog.
    static func lookup(_ name: String) -> ImageAsset? { shared.lookup(name) }

    /// The file for `name`, or nil (remembered as missing, or as a problem when refused).
    func lookup(_ name: String) -> ImageAsset? {
        if let hit = state.withLock({ $0.found[name] }) { return hit }
        let folders = self.folders
        var asset: ImageAsset?
        var problem: String?
        if let refusal = Self.refusal(of: name) {
            problem = refusal
        } else {
            for folder in folders {
                switch Self.find(name, in: folder) {
                case .found(let a): asset = a
                case .refused(let why): problem = problem ?? why
                case .none: continue
                }
                if asset != nil { break }
            }
        }
        state.withLock { s in
            s.found[name] = asset
            if asset == nil {
                if let problem { s.problems.insert(ImageProblem(name: name, reason: problem)) } else { s.missing.insert(name) }
            }
        }
        return asset
    }

    /// Why a name can never be looked up: it leaves the folders searched.
    static func refusal(of name: String) -> String? {
        if name.hasPrefix("/") || name.hasPrefix("~") { return "an absolute path; images are found only inside the image folders" }
        let parts = name.split(separator: "/", omittingEmptySubsequences: false)
        if parts.contains("..") { return "the name leaves the image folders ('..'); images are found only inside them" }
        if name.contains("\u{0}") { return "the name holds a NUL character" }
        return nil
    }

    /// What looking in one folder came to.
    enum Search {
        case found(ImageAsset)
        /// A file is there but cannot be used.
        case refused(String)
        case none
    }

    /// Looks in `folder` for the files an app's bundle or asset catalog would hold for `name`:
    /// the highest scale first.
    static func find(_ name: String, in folder: URL) -> Search {
        let fm = FileManager.default
        let exts = ["png", "jpg", "jpeg", "PNG", "JPG", "JPEG"]
        var candidates: [(URL, CGFloat)] = []
        for (suffix, scale) in [("@3x", 3.0), ("@2x", 2.0), ("", 1.0)] as [(String, CGFloat)] {
            for e in exts { candidates.append((folder.appendingPathComponent("\(name)\(suffix).\(e)"), scale)) }
        }
        // Asset catalogs: Name.xcassets/name.imageset/, scales from Contents.json (else the file names).
        if let entries = try? fm.contentsOfDirectory(atPath: folder.path) {
            var catalog: [(URL, CGFloat)] = []
            for name2 in entries.sorted() where name2.hasSuffix(".xcassets") {
                let set = folder.appendingPathComponent(name2).appendingPathComponent("\(name).imageset")
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
        return refused.map { .refused($0) } ?? .none
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
        guard let (w, h) = imagePixelSize(url) else { return .failure(Unusable(reason: "is not a PNG or JPEG image (corrupt?)")) }
        if w > 32_767 || h > 32_767 || w * h > maximumPixels {
            return .failure(Unusable(reason: "is \(w)×\(h) pixels, over the limit of \(maximumPixels / 1_000_000) million pixels (32,767 a side)"))
        }
        return .success((w, h))
    }

    /// The pixel size from a PNG's header or a JPEG's frame header; nil for anything else.
    static func imagePixelSize(_ url: URL) -> (Int, Int)? {
        guard let h = try? FileHandle(forReadingFrom: url) else { return nil }
        defer { try? h.close() }
        guard let data = try? h.read(upToCount: 1 << 20), data.count > 24 else { return nil }
        let b = [UInt8](data)
        if b[0] == 0x89, b[1] == 0x50, b[2] == 0x4E, b[3] == 0x47 {
            let w = Int(b[16]) << 24 | Int(b[17]) << 16 | Int(b[18]) << 8 | Int(b[19])
            let hh = Int(b[20]) << 24 | Int(b[21]) << 16 | Int(b[22]) << 8 | Int(b[23])
            return w > 0 && hh > 0 ? (w, hh) : nil
        }
        guard b[0] == 0xFF, b[1] == 0xD8 else { return nil }
        var i = 2
        while i + 9 < b.count {
            guard b[i] == 0xFF else { i += 1; continue }
            let marker = b[i + 1]
            if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) { i += 2; continue }
            let length = Int(b[i + 2]) << 8 | Int(b[i + 3])
            // Start-of-frame markers (not DHT C4, JPG C8, DAC CC) carry the size.
            if (0xC0...0xCF).contains(marker) && marker != 0xC4 && marker != 0xC8 && marker != 0xCC {
                let hh = Int(b[i + 5]) << 8 | Int(b[i + 6])
                let w = Int(b[i + 7]) << 8 | Int(b[i + 8])
                return w > 0 && hh > 0 ? (w, hh) : nil
            }
            i += 2 + length
        }
        return nil
    }
}

/// What an image catalog has found, missed and refused.
private struct CatalogState {
    var folders: [URL] = []
    var found: [String: ImageAsset?] = [:]
    var missing: Set<String> = []
    var missingSymbols: Set<String> = []
    var notDrawn: Set<String> = []
    var problems: Set<ImageProblem> = []
    /// Undrawable files already named.
    var reported: Set<URL> = []
}



/// Images compare equal when they show the same picture the same way, as SwiftUI's `Image` is
/// `Equatable` (so a model holding an image can synthesize `==`).
extension Image: Equatable {}
