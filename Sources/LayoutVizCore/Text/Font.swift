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

    /// A font weight, lightest to heaviest.
    public enum Weight: Int, Hashable, Sendable, CaseIterable, Comparable {
        case ultraLight = 100, thin = 200, light = 300, regular = 400, medium = 500, semibold = 600, bold = 700, heavy = 800, black = 900
        public static func < (a: Weight, b: Weight) -> Bool { a.rawValue < b.rawValue }
    }

    /// A font design. Only `.default` has its own face; the others use it too.
    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }

    init(size: CGFloat, weight: Weight, italic: Bool = false, name: String?) {
        self.size = size
        self.weight = weight
        self.isItalic = italic
        self.name = name
    }

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
    public func weight(_ weight: Weight) -> Font { Font(size: size, weight: weight, italic: isItalic, name: name) }
    /// The same font in bold.
    public func bold() -> Font { weight(.bold) }
    /// The same font in italic.
    public func italic() -> Font { Font(size: size, weight: weight, italic: true, name: name) }

    public var description: String {
        var s = name.map { ".\($0)" } ?? ".system(size: \(formatLength(size)))"
        if name == nil || weight != Font.named(name)?.weight { s += ".weight(.\(weight))" }
        if isItalic { s += ".italic()" }
        return s
    }

    private static func named(_ n: String?) -> Font? {
        [largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2].first { $0.name == n }
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
