import Foundation

/// A font: size in points, weight, design and italic, as SwiftUI's `Font` resolves on iOS.
///
/// Text is set in Inter (the closest freely licensed face to SF Pro), at iOS's default sizes and
/// weights for the text styles.
public struct Font: Hashable, Sendable, CustomStringConvertible {
    /// The point size.
    public var size: CGFloat
    /// The weight.
    public var weight: Weight
    /// Whether the face is italic.
    public var isItalic: Bool
    let name: String?
    /// The text style a custom font scales with (`Font.custom(_:size:relativeTo:)`); a text style
    /// font (`name`) scales by its own row of the table.
    let relativeStyle: String?

    /// The text styles, as SwiftUI names them.
    public enum TextStyle: String, Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    /// A font weight, lightest to heaviest.
    public enum Weight: Int, Hashable, Sendable, CaseIterable, Comparable {
        case ultraLight = 100, thin = 200, light = 300, regular = 400, medium = 500, semibold = 600, bold = 700, heavy = 800, black = 900
        public static func < (a: Weight, b: Weight) -> Bool { a.rawValue < b.rawValue }

        /// The case's name, as `\(weight)` spells it, without the runtime's reflection (layout
        /// trees write one for every text).
        var name: String {
            switch self {
            case .ultraLight: "ultraLight"
            case .thin: "thin"
            case .light: "light"
            case .regular: "regular"
            case .medium: "medium"
            case .semibold: "semibold"
            case .bold: "bold"
            case .heavy: "heavy"
            case .black: "black"
            }
        }
    }

    /// A font design. Only `.default` has its own face; the others use it too.
    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }

    init(size: CGFloat, weight: Weight, italic: Bool = false, name: String?, relativeStyle: String? = nil) {
        self.size = size
        self.weight = weight
        self.isItalic = italic
        self.name = name
        self.relativeStyle = relativeStyle
    }

    /// The font at Dynamic Type size `size`: a text style at its size in iOS's table, a custom font
    /// scaled as its text style is from Large; fixed sizes (`.system(size:)`) stay as they are.
    func scaled(for size: DynamicTypeSize) -> Font {
        guard size != .large else { return self }
        if let name, let s = SystemLook.pointSize(name, size) { return Font(size: s, weight: weight, italic: isItalic, name: name) }
        if let style = relativeStyle, let s = SystemLook.pointSize(style, size), let large = SystemLook.pointSize(style, .large) {
            return Font(size: self.size * s / large, weight: weight, italic: isItalic, name: nil, relativeStyle: style)
        }
        return self
    }

    /// A text style's font, with an optional weight.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        let f = textStyle(style.rawValue)
        return weight.map { f.weight($0) } ?? f
    }

    /// A font named `name` (drawn in the system face) of `size` points, scaling with Dynamic Type
    /// as `textStyle` does.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        Font(size: size, weight: .regular, name: nil, relativeStyle: textStyle.rawValue)
    }

    /// A font named `name` of `size` points, scaling with Dynamic Type as the body style does.
    public static func custom(_ name: String, size: CGFloat) -> Font { custom(name, size: size, relativeTo: .body) }

    /// A font named `name` of `fixedSize` points, which Dynamic Type does not scale.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font { Font(size: fixedSize, weight: .regular, name: nil) }

    /// A system font of `size` points.
    public static func system(size: CGFloat, weight: Weight = .regular, design: Design = .default) -> Font {
        Font(size: size, weight: weight, name: nil)
    }

    // The text styles at iOS's default (Large) Dynamic Type size, from the look's table.
    public static let largeTitle = textStyle("largeTitle")
    public static let title = textStyle("title")
    public static let title2 = textStyle("title2")
    public static let title3 = textStyle("title3")
    public static let headline = textStyle("headline")
    public static let subheadline = textStyle("subheadline")
    public static let body = textStyle("body")
    public static let callout = textStyle("callout")
    public static let footnote = textStyle("footnote")
    public static let caption = textStyle("caption")
    public static let caption2 = textStyle("caption2")

    private static func textStyle(_ name: String) -> Font {
        let style = SystemLook.textStyles.first { $0.name == name }!
        return Font(size: style.size, weight: style.weight, name: name)
    }

    /// The same font with another weight.
    public func weight(_ weight: Weight) -> Font { Font(size: size, weight: weight, italic: isItalic, name: name, relativeStyle: relativeStyle) }
    /// The same font in bold.
    public func bold() -> Font { weight(.bold) }
    /// The same font in italic.
    public func italic() -> Font { Font(size: size, weight: weight, italic: true, name: name, relativeStyle: relativeStyle) }

    public var description: String {
        var s = name.map { ".\($0)" } ?? ".system(size: \(formatLength(size)))"
        if name == nil || weight != Font.named(name)?.weight { s += ".weight(.\(weight.name))" }
        if isItalic { s += ".italic()" }
        return s
    }

    private static let textStyles = [largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2]

    private static func named(_ n: String?) -> Font? {
        textStyles.first { $0.name == n }
    }
}

/// How lines of a multi-line text align.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    case leading, center, trailing
}

extension Text {
    /// Where an ellipsis replaces text that does not fit.
    public enum TruncationMode: Hashable, Sendable {
        case head, tail, middle
    }
}

extension Font {
    /// The width of a font's letters (iOS 16): condensed to expanded. Inter has one width, so the
    /// width is kept and drawn standard.
    public struct Width: Hashable, Sendable {
        public let value: CGFloat
        public init(_ value: CGFloat) { self.value = value }
        public static let compressed = Width(-0.3), condensed = Width(-0.2), standard = Width(0), expanded = Width(0.2)
    }

    /// This font in another width; drawn standard (Inter has one width).
    public func width(_ width: Width) -> Font { self }

    /// This font with figures of one width; Inter's figures are drawn as they are.
    public func monospacedDigit() -> Font { self }
}

extension Text {
    /// Figures of one width; drawn with Inter's figures.
    public func monospacedDigit() -> Text { self }

    /// Letters of another width; drawn standard.
    public func fontWidth(_ width: Font.Width?) -> Text { self }
}

nonisolated extension View {
    /// Figures of one width in text below; drawn with Inter's figures.
    public func monospacedDigit() -> Self { self }

    /// Letters of another width in text below; drawn standard.
    public func fontWidth(_ width: Font.Width?) -> Self { self }
}
