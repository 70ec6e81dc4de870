import Foundation

// LocalizedStringKey, a text's plain characters, and the decorations text takes: tracking,
// kerning, underline, strikethrough and baseline offset (drawn), and the typesetting modifiers a
// picture accepts unchanged (font design, tightening, text scale, small caps).

/// A key for a localized string, as SwiftUI's `LocalizedStringKey`. LayoutViz shows the key's text
/// (with interpolations filled in), as an app without translations does.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The text.
    package let key: String

    /// Creates a key from a string.
    public init(_ value: String) { key = value }
    public init(stringLiteral value: String) { key = value }
    public init(stringInterpolation: StringInterpolation) { key = stringInterpolation.output }

    /// The values a key's interpolations take, as SwiftUI's: any value (as Swift prints it),
    /// numbers with a `printf` specifier, texts (their characters), formatted values and dates.
    /// [INF] SwiftUI prints a plain `Double` with the `%lf` specifier (six decimals) where it
    /// looks it up in a string table; without one LayoutViz prints it as Swift does.
    public struct StringInterpolation: StringInterpolationProtocol {
        var output = ""
        public init(literalCapacity: Int, interpolationCount: Int) { output.reserveCapacity(literalCapacity) }
        public mutating func appendLiteral(_ literal: String) { output += literal }
        public mutating func appendInterpolation<T>(_ value: T) { output += String(describing: value) }
        public mutating func appendInterpolation(_ string: String) { output += string }
        /// A number with a `printf` specifier (`"%.2f"`).
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) { output += String(format: specifier, value) }
        /// A text's characters (its styles are not kept inside the key).
        public mutating func appendInterpolation(_ text: Text) { output += text.plainString }
        /// A value formatted by `format` (in en_US: keys are formatted before the environment is known).
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            output += format.locale(Locale(identifier: RenderConfiguration.defaultLocale)).format(input)
        }
        /// A value formatted by `formatter`.
        public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter? = nil) {
            output += formatter?.string(for: subject) ?? String(describing: subject)
        }
        /// A value formatted by `formatter`.
        public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter? = nil) {
            output += formatter?.string(for: subject) ?? String(describing: subject)
        }
        /// An attributed string's characters.
        public mutating func appendInterpolation(_ attributed: AttributedString) { output += String(attributed.characters) }
    }
}

extension Text {
    /// The text's characters without styles (a joined text's parts in order; a formatted value in en_US).
    var plainString: String {
        if let parts { return parts.map(\.plainString).joined() }
        if let formatted { return formatted(EnvironmentValues()) }
        return content
    }

    /// Text showing `subject` formatted by `formatter`.
    public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? "")
    }

    /// Text showing `subject` formatted by `formatter`.
    public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? "")
    }

    /// A timer counting from `timerInterval`'s start (or down to its end) at the picture's
    /// moment (`EnvironmentValues.pictureDate`) or `pauseTime`, as `m:ss` or `h:mm:ss`.
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        self.init(verbatim: "")
        formatted = { env in
            let now = pauseTime ?? env.pictureDate
            let seconds = countsDown ? timerInterval.upperBound.timeIntervalSince(now) : now.timeIntervalSince(timerInterval.lowerBound)
            return Text.timerString(max(0, seconds), showsHours: showsHours)
        }
    }

    /// `m:ss`, or `h:mm:ss` from an hour.
    static func timerString(_ seconds: TimeInterval, showsHours: Bool = true) -> String {
        let s = Int(seconds.rounded(.down))
        let h = s / 3600, m = (s % 3600) / 60, r = s % 60
        if h > 0 && showsHours { return String(format: "%d:%02d:%02d", h, m, r) }
        return String(format: "%d:%02d", showsHours ? m : s / 60, r)
    }
}

private enum TrackingKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }
private enum BaselineOffsetKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }
private enum UnderlineKey: EnvironmentKey { static let defaultValue: Text.LineStyle? = nil }
private enum StrikethroughKey: EnvironmentKey { static let defaultValue: Text.LineStyle? = nil }

extension EnvironmentValues {
    /// Points added after each character of text below (`tracking`, `kerning`).
    var textTracking: CGFloat {
        get { self[TrackingKey.self] }
        set { self[TrackingKey.self] = newValue }
    }
    /// Points the baseline of text below moves up.
    var textBaselineOffset: CGFloat {
        get { self[BaselineOffsetKey.self] }
        set { self[BaselineOffsetKey.self] = newValue }
    }
    /// The underline of text below.
    var textUnderline: Text.LineStyle? {
        get { self[UnderlineKey.self] }
        set { self[UnderlineKey.self] = newValue }
    }
    /// The strikethrough of text below.
    var textStrikethrough: Text.LineStyle? {
        get { self[StrikethroughKey.self] }
        set { self[StrikethroughKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Adds `tracking` points after each character of text below (iOS 16).
    public func tracking(_ tracking: CGFloat) -> ModifiedContent<Self, _EnvironmentWritingModifier> {
        modifier(_EnvironmentWritingModifier { $0.textTracking = tracking })
    }
    /// Sets the space between characters of text below (drawn as tracking).
    public func kerning(_ kerning: CGFloat) -> ModifiedContent<Self, _EnvironmentWritingModifier> { tracking(kerning) }
    /// Underlines text below (iOS 16).
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> ModifiedContent<Self, _EnvironmentWritingModifier> {
        modifier(_EnvironmentWritingModifier { $0.textUnderline = isActive ? Text.LineStyle(pattern: pattern, color: color) : nil })
    }
    /// Strikes through text below (iOS 16).
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> ModifiedContent<Self, _EnvironmentWritingModifier> {
        modifier(_EnvironmentWritingModifier { $0.textStrikethrough = isActive ? Text.LineStyle(pattern: pattern, color: color) : nil })
    }
    /// Moves the baseline of text below up by `offset` points (iOS 16).
    public func baselineOffset(_ offset: CGFloat) -> ModifiedContent<Self, _EnvironmentWritingModifier> {
        modifier(_EnvironmentWritingModifier { $0.textBaselineOffset = offset })
    }
    /// Sets the font design of text below (Inter draws every design).
    public func fontDesign(_ design: Font.Design?) -> Self { self }
    /// Sets a monospaced design for text below (Inter draws it).
    public func monospaced(_ isActive: Bool = true) -> Self { self }
    /// Lets text below tighten its letters before truncating (drawn unchanged).
    public func allowsTightening(_ flag: Bool) -> Self { self }
    /// Sets the scale of text below (drawn at its size).
    public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> Self { self }
    /// Sets how the typesetter chooses line breaks (iOS 17).
    public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true) -> Self { self }
}

extension Font {
    /// The same font, monospaced (drawn in Inter).
    public func monospaced() -> Font { self }
    /// The same font at another leading (drawn with Inter's line height).
    public func leading(_ leading: Leading) -> Font { self }
    /// The same font with small capitals (drawn as written).
    public func smallCaps() -> Font { self }
    /// The same font's lowercase letters as small capitals (drawn as written).
    public func lowercaseSmallCaps() -> Font { self }
    /// The same font's uppercase letters as small capitals (drawn as written).
    public func uppercaseSmallCaps() -> Font { self }
    /// The leading of a font.
    public enum Leading: Hashable, Sendable { case standard, tight, loose }
}
