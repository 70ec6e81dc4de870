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

    // iOS default (Large) Dynamic Type sizes and weights.
    public static let largeTitle = Font(size: 34, weight: .regular, name: "largeTitle")
    public static let title = Font(size: 28, weight: .regular, name: "title")
    public static let title2 = Font(size: 22, weight: .regular, name: "title2")
    public static let title3 = Font(size: 20, weight: .regular, name: "title3")
    public static let headline = Font(size: 17, weight: .semibold, name: "headline")
    public static let subheadline = Font(size: 15, weight: .regular, name: "subheadline")
    public static let body = Font(size: 17, weight: .regular, name: "body")
    public static let callout = Font(size: 16, weight: .regular, name: "callout")
    public static let footnote = Font(size: 13, weight: .regular, name: "footnote")
    public static let caption = Font(size: 12, weight: .regular, name: "caption")
    public static let caption2 = Font(size: 11, weight: .regular, name: "caption2")

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
