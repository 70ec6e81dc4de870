import Foundation

// UIKit's images and fonts as SwiftUI files reach for them: each becomes the SwiftUI value it
// stands for (docs/coverage.md, "UIKit").

// MARK: Images and fonts

/// An image, as UIKit names one: `UIImage(named:)` finds the same files `Image(_:)` does.
public final class UIImage: @unchecked Sendable {
    /// The name it was made from.
    let name: String?
    /// Whether it is a symbol.
    let isSymbol: Bool
    /// An image named `name`. Never nil, so that `UIImage(named:)!` draws as iOS draws the app's
    /// own image: a name no image folder has is drawn as nothing and named in the image warning.
    public init?(named name: String, in bundle: Bundle? = nil, with configuration: Any? = nil) {
        self.name = name
        isSymbol = false
    }
    /// An SF Symbol.
    public init?(systemName: String) {
        name = systemName
        isSymbol = true
    }
    /// An image from file data: not decoded (nil).
    public init?(data: Data) { return nil }
    /// An image from file data and scale: not decoded (nil).
    public init?(data: Data, scale: CGFloat) { return nil }
    /// An image from a file: not decoded (nil).
    public init?(contentsOfFile path: String) { return nil }
    /// An empty image.
    public init() {
        name = nil
        isSymbol = false
    }
    /// The image's size in points (0 × 0: the file is measured when drawn).
    public var size: CGSize { .zero }
    /// Points to pixels.
    public var scale: CGFloat { 1 }
    /// The same image with another rendering mode.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage { self }
    /// The same image tinted.
    public func withTintColor(_ color: UIColor) -> UIImage { self }
    /// PNG data: none.
    public func pngData() -> Data? { nil }
    /// JPEG data: none.
    public func jpegData(compressionQuality: CGFloat) -> Data? { nil }
    /// How an image is drawn.
    public enum RenderingMode: Int, Sendable { case automatic, alwaysOriginal, alwaysTemplate }
}

extension Image {
    /// An image made from a `UIImage`: the named file or symbol it was made from (an image made
    /// from data draws nothing and is named in the image warning, as a missing file is).
    public init(uiImage: UIImage) {
        if uiImage.isSymbol, let name = uiImage.name { self.init(systemName: name) } else { self.init(uiImage.name ?? "") }
    }
}

/// A font, as UIKit names one: Inter at the size and weight asked for.
public struct UIFont: Hashable, Sendable {
    /// The point size.
    public let pointSize: CGFloat
    /// The weight.
    let weight: Font.Weight
    /// The text style, for preferred fonts.
    let style: TextStyle?

    init(size: CGFloat, weight: Font.Weight, style: TextStyle? = nil) {
        pointSize = size
        self.weight = weight
        self.style = style
    }
    /// A font named `fontName` (drawn in Inter).
    public init?(name fontName: String, size fontSize: CGFloat) { self.init(size: fontSize, weight: .regular) }
    /// The system font of `size` and `weight`.
    public static func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> UIFont { UIFont(size: size, weight: weight.fontWeight) }
    /// The bold system font.
    public static func boldSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(size: size, weight: .bold) }
    /// The italic system font (drawn upright).
    public static func italicSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(size: size, weight: .regular) }
    /// The monospaced system font (drawn in Inter).
    public static func monospacedSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont { UIFont(size: size, weight: weight.fontWeight) }
    /// The monospaced-digit system font (drawn in Inter).
    public static func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont { UIFont(size: size, weight: weight.fontWeight) }
    /// The font of a text style at the Large text size.
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let f = style.font
        return UIFont(size: f.size, weight: f.weight, style: style)
    }
    /// The system's default font size (17).
    public static var systemFontSize: CGFloat { 17 }  // not a look value: Apple's documented default
    /// The label font size (17).
    public static var labelFontSize: CGFloat { 17 }  // not a look value: Apple's documented default
    /// The line height, as Inter's metrics give it (1.21 em).
    public var lineHeight: CGFloat { pointSize * SystemLook.fontLineHeight }
    /// The same font at another size.
    public func withSize(_ size: CGFloat) -> UIFont { UIFont(size: size, weight: weight, style: style) }
    /// The font's family name.
    public var familyName: String { "Inter" }
    /// The font's name.
    public var fontName: String { "Inter" }

    /// A font weight, as UIKit names them.
    public struct Weight: Hashable, Sendable {
        let fontWeight: Font.Weight
        public static let ultraLight = Weight(fontWeight: .ultraLight), thin = Weight(fontWeight: .thin), light = Weight(fontWeight: .light)
        public static let regular = Weight(fontWeight: .regular), medium = Weight(fontWeight: .medium), semibold = Weight(fontWeight: .semibold)
        public static let bold = Weight(fontWeight: .bold), heavy = Weight(fontWeight: .heavy), black = Weight(fontWeight: .black)
    }

    /// A text style, as UIKit names them.
    public struct TextStyle: Hashable, Sendable {
        let font: Font
        public static let largeTitle = TextStyle(font: .largeTitle), title1 = TextStyle(font: .title), title2 = TextStyle(font: .title2)
        public static let title3 = TextStyle(font: .title3), headline = TextStyle(font: .headline), subheadline = TextStyle(font: .subheadline)
        public static let body = TextStyle(font: .body), callout = TextStyle(font: .callout), footnote = TextStyle(font: .footnote)
        public static let caption1 = TextStyle(font: .caption), caption2 = TextStyle(font: .caption2)
    }
}

extension Font {
    /// A SwiftUI font of a UIKit font's size and weight (a text style's scales with Dynamic Type).
    public init(_ font: UIFont) {
        self = font.style.map { $0.font.weight(font.weight) } ?? .system(size: font.pointSize, weight: font.weight)
    }
}

/// Scales sizes with Dynamic Type, as UIKit's `UIFontMetrics`: by the text style's row of the
/// table, in the environment being drawn.
public struct UIFontMetrics: Sendable {
    let style: UIFont.TextStyle
    /// The body style's metrics.
    public static let `default` = UIFontMetrics(forTextStyle: .body)
    /// The metrics of `textStyle`.
    public init(forTextStyle textStyle: UIFont.TextStyle) { style = textStyle }
    /// `value` scaled as the style's size is from Large.
    public func scaledValue(for value: CGFloat) -> CGFloat {
        let size = EnvironmentValues.current?.dynamicTypeSize ?? .large
        let large = style.font.size, scaled = style.font.scaled(for: size).size
        return large > 0 ? value * scaled / large : value
    }
    /// `font` scaled as the style's size is.
    public func scaledFont(for font: UIFont) -> UIFont { font.withSize(scaledValue(for: font.pointSize)) }
}

extension NSAttributedString.Key {
    /// The font of a stretch of text.
    public static let font = NSAttributedString.Key("NSFont")
    /// The colour of a stretch of text.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The background colour of a stretch of text.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// The letter spacing of a stretch of text.
    public static let kern = NSAttributedString.Key("NSKern")
    /// The underline style of a stretch of text.
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// The paragraph style of a stretch of text.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
}

extension String {
    /// The size of the string in the font of `attributes` (`.font`, else 12-point system), on one
    /// line, as the text measurer sets it.
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        let font = (attributes?[.font] as? UIFont).map { Font($0) } ?? .system(size: 12)  // not a look value: Apple's documented default
        let request = TextLayoutRequest(string: self, font: font, wrapWidth: nil, maxLines: nil, truncation: .tail, alignment: .leading)
        return EnvironmentValues.current?.textMeasurer?.measure(request).size ?? .zero
    }
}
