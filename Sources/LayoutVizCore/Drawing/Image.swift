import Foundation

/// A picture from a file, or an SF Symbol drawn as LayoutViz's own glyph or a marked stand-in
/// (docs/layout/image.md).
///
/// `Image("name")` asks the environment's `imageResolver` (`RenderContext.images`); `AssetFolders`
/// searches the image folders (the CLI's `--images`, the preview command's inputs): `name.png`, `name@2x.png`, `name@3x.png`, `.jpg`/`.jpeg`, and
/// `*.xcassets/name.imageset/`. A non-resizable image is its natural size in points (pixels over
/// its scale) whatever it is offered; `resizable()` takes the offered size.
nonisolated public struct Image: View, PrimitiveView, Sendable {
    enum Source: Hashable, Sendable {
        case named(String)
        case system(String)
        case drawn(DrawnImage)
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
    /// The label given with `Image(_:label:)`, for accessibility.
    var label: String?
    /// `Image(decorative:)`: not an accessibility element.
    var isDecorative = false

    /// An image named `name` from the image folders (`bundle` is accepted; every folder is searched).
    public init(_ name: String, bundle: Bundle? = nil) { source = .named(name) }
    /// An image named `name`, with an accessibility label (not drawn).
    public init(_ name: String, bundle: Bundle? = nil, label: Text) {
        source = .named(name)
        self.label = label.plainContent
    }
    /// An image that accessibility ignores; drawn the same.
    public init(decorative name: String, bundle: Bundle? = nil) {
        source = .named(name)
        isDecorative = true
    }
    /// An SF Symbol, of the symbol's size: LayoutViz's own glyph for common names, else a marked
    /// stand-in (SF Symbols cannot ship).
    public init(systemName: String) { source = .system(systemName) }
    /// An image of `size` points drawn by `renderer` into a `GraphicsContext` (iOS 26), as a
    /// `Canvas` of that size draws; `label` is for accessibility.
    public init(size: CGSize, label: Text? = nil, opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear,
                renderer: @escaping (inout GraphicsContext) -> Void) {
        source = .drawn(DrawnImage(size: size, renderer: renderer))
        self.label = label?.plainContent
    }

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

    nonisolated func resolve(_ ctx: ResolveContext) -> [Node] {
        let env = ctx.environment
        switch source {
        case .named(let name):
            let asset: ImageAsset?
            switch ImageAsset.refusal(of: name).map(ImageResolution.refused) ?? env.imageResolver.image(named: name) {
            case .found(let a): asset = a
            case .missing: asset = nil; env.renderReport?.noteMissingImage(name)
            case .refused(let why): asset = nil; env.renderReport?.noteImageProblem(ImageProblem(name: name, reason: why))
            }
            let tint: Color? = renderingMode == .template ? env.resolvedForeground : nil
            return [Node(.image(ImageContent(asset: asset, name: name, resizable: resizable, capInsets: capInsets, resizingMode: resizingMode,
                                             tint: tint, smooth: interpolation != .none, symbol: nil,
                                             accessibilityLabel: label, isDecorative: isDecorative)))]
        case .system(let name):
            let font = (env.font ?? .body).scaled(for: env.dynamicTypeSize)
            let side = (font.size * Image.symbolScale(env.imageScale) * 3).rounded() / 3  // not a look value: rounding or a tolerance
            var styleEnv = env
            if let symbolMode { styleEnv.symbolRenderingMode = symbolMode }
            let shown = env.symbolVariants.apply(to: name)
            let style = SymbolStyle(color: env.resolvedForeground, environment: styleEnv)
            let art = SymbolArt.resolve(shown, layered: style.isLayered)
            if art == nil { env.renderReport?.noteMissingSymbol(shown) }
            let symbol = ResolvedSymbol(name: shown, side: side, art: art, style: style, color: env.resolvedForeground, measurer: env.textMeasurer)
            return [Node(.image(ImageContent(asset: nil, name: name, resizable: resizable, capInsets: capInsets, resizingMode: resizingMode,
                                             tint: nil, smooth: true, symbol: symbol, accessibilityLabel: label)))]
        case .drawn(let drawn):
            let nodes = resolveView(drawn.view(resizable: resizable), ctx)
            let drawnLabel = self.label
            return nodes.map { $0.withAccessibilityRole(.image(label: drawnLabel)) }
        }
    }

    /// A symbol's size relative to the font's point size (the look's table).
    static func symbolScale(_ scale: Scale) -> CGFloat { SystemLook.symbolScale(scale) }
}

/// An image drawn by a `GraphicsContext` closure: its size and the closure (compared by identity).
final class DrawnImage: Hashable, @unchecked Sendable {
    let size: CGSize
    let renderer: (inout GraphicsContext) -> Void

    init(size: CGSize, renderer: @escaping (inout GraphicsContext) -> Void) {
        self.size = size
        self.renderer = renderer
    }

    static func == (a: DrawnImage, b: DrawnImage) -> Bool { a === b }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// The drawing as a view: a canvas of the image's size; resizable, the drawing scaled to
    /// the offered size, as a resizable bitmap stretches.
    func view(resizable: Bool) -> AnyView {
        let size = CGSize(width: max(0, size.width), height: max(0, size.height))
        let renderer = self.renderer
        let canvas = Canvas { context, _ in renderer(&context) }.frame(width: size.width, height: size.height)
        guard resizable, size.width > 0, size.height > 0 else { return AnyView(canvas) }
        return AnyView(GeometryReader { proxy in
            canvas.scaleEffect(x: proxy.size.width / size.width, y: proxy.size.height / size.height, anchor: .topLeading)
        })
    }
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
    /// The label given with `Image(_:label:)`.
    var accessibilityLabel: String?
    /// `Image(decorative:)`.
    var isDecorative = false

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
    /// What the stand-in's letter and a text symbol's characters are measured with.
    var measurer: (any TextMeasuring)?
}

private enum ImageScaleKey: EnvironmentKey { static let defaultValue = Image.Scale.medium }

extension EnvironmentValues {
    /// The size of symbols relative to the font.
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the relative size of symbols below.
    public func imageScale(_ scale: Image.Scale) -> ModifiedContent<Self, _EnvironmentWritingModifier> {
        modifier(_EnvironmentWritingModifier { $0.imageScale = scale })
    }
}

/// An image file found for an `Image("name")` (`ImageResolving`).
public struct ImageAsset: Hashable, Sendable {
    /// The file.
    public let url: URL
    /// Its size in pixels.
    public let pixelWidth: Int
    public let pixelHeight: Int
    /// Pixels per point: 2 for `name@2x.png`, 1 without a suffix.
    public let scale: CGFloat

    /// An image file of `pixelWidth` × `pixelHeight` pixels at `scale` pixels per point.
    public init(url: URL, pixelWidth: Int, pixelHeight: Int, scale: CGFloat) {
        self.url = url
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.scale = scale
    }

    /// The size in points.
    public var pointSize: CGSize { CGSize(width: CGFloat(pixelWidth) / scale, height: CGFloat(pixelHeight) / scale) }

    /// Why a name can never be looked up, whatever the resolver: it leaves the folders searched
    /// (an absolute path, a `..` component) or holds a NUL.
    public static func refusal(of name: String) -> String? {
        if name.hasPrefix("/") || name.hasPrefix("~") { return "an absolute path; images are found only inside the image folders" }
        let parts = name.split(separator: "/", omittingEmptySubsequences: false)
        if parts.contains("..") { return "the name leaves the image folders ('..'); images are found only inside them" }
        if name.contains("\u{0}") { return "the name holds a NUL character" }
        return nil
    }
}

/// An image file that was found but is not drawn, and why.
public struct ImageProblem: Hashable, Sendable {
    /// The name asked for.
    public let name: String
    /// Why it is not drawn: outside the image folders, not a regular file, empty, corrupt, too large.
    public let reason: String

    /// A problem with the file for `name`.
    public init(name: String, reason: String) {
        self.name = name
        self.reason = reason
    }
}

/// Images compare equal when they show the same picture the same way, as SwiftUI's `Image` is
/// `Equatable` (so a model holding an image can synthesize `==`).
extension Image: Equatable {}
