import Foundation

/// One paragraph of text to lay out: what the engine measures and the backends draw, with the
/// same parameters, so that drawing breaks lines exactly where measuring did.
public struct TextLayoutRequest: Hashable, Sendable {
    /// The characters.
    public var string: String
    /// The font.
    public var font: Font
    /// The width lines wrap at, in points; nil lays out one line per paragraph, unwrapped.
    public var wrapWidth: CGFloat?
    /// The most lines shown; the last one shown ends in an ellipsis when text is cut. Nil: all.
    public var maxLines: Int?
    /// Where the ellipsis goes.
    public var truncation: Text.TruncationMode
    /// How lines align with each other.
    public var alignment: TextAlignment
    /// Points between the bottom of one line and the top of the next (`lineSpacing(_:)`).
    public var lineSpacing: CGFloat

    /// Styled stretches of `string` (concatenated `Text`s), in order; empty when all of it is in
    /// `font` and the drawing colour.
    public var runs: [TextRun] = []
    /// The layout direction the text is set in: `alignment`'s leading edge is on the right in
    /// right to left (each paragraph's own writing direction still comes from its characters).
    public var layoutDirection: LayoutDirection = .leftToRight
    /// Letter spacing, lines and baseline shift of the whole text (runs may set their own).
    public var decoration = TextDecoration()

    /// Creates a request.
    public init(string: String, font: Font, wrapWidth: CGFloat?, maxLines: Int?, truncation: Text.TruncationMode, alignment: TextAlignment,
                lineSpacing: CGFloat = 0, runs: [TextRun] = [], layoutDirection: LayoutDirection = .leftToRight) {
        self.runs = runs
        self.layoutDirection = layoutDirection
        self.string = string
        self.font = font
        self.wrapWidth = wrapWidth
        self.maxLines = maxLines
        self.truncation = truncation
        self.alignment = alignment
        self.lineSpacing = lineSpacing
    }
}

/// What measuring a paragraph gives, in points, unrounded.
public struct TextMetrics: Hashable, Sendable {
    /// The widest line's width and the lines' total height.
    public var size: CGSize
    /// The number of lines laid out.
    public var lineCount: Int
    /// The height of one line (ascent + descent + line gap), without line spacing.
    public var lineHeight: CGFloat
    /// The first line's baseline, from the top.
    public var firstBaseline: CGFloat
    /// The last line's baseline, from the top.
    public var lastBaseline: CGFloat
    /// The last line's width, when the measurer tells it (placeholder bars are drawn that wide).
    public var lastLineWidth: CGFloat?

    /// Creates metrics.
    public init(size: CGSize, lineCount: Int, lineHeight: CGFloat, firstBaseline: CGFloat, lastBaseline: CGFloat, lastLineWidth: CGFloat? = nil) {
        self.size = size
        self.lineCount = lineCount
        self.lineHeight = lineHeight
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
        self.lastLineWidth = lastLineWidth
    }
}

/// Measures text. The engine has no font code of its own: `LayoutVizRender`'s `PangoTextMeasurer`
/// implements this, and a `RenderContext` carries one into the environment (`textMeasurer`).
public protocol TextMeasuring: Sendable {
    /// Lays out `request` and returns its metrics. Must be safe to call from any thread.
    func measure(_ request: TextLayoutRequest) -> TextMetrics
}

/// What happens to text laid out with no measurer in its environment: it is laid out empty (zero
/// size), and one line on standard error says why, once a process.
public enum TextMeasurement {
    /// What is said, once, when text is laid out with no measurer.
    public static let missingMeasurerMessage = "layoutviz: error: no text measurer in the environment, so text is laid out empty; lay out through a RenderContext (import LayoutViz: RenderContext(configuration)) or set EnvironmentValues.textMeasurer"

    /// Says `missingMeasurerMessage` the first time it is asked to (a diagnostic latch: what is
    /// laid out does not depend on it).
    static func reportMissing() {
        if reported.set() { FileHandle.standardError.write(Data((missingMeasurerMessage + "\n").utf8)) }
    }
    private static let reported = Latch()
}

/// A flag that is set once; `set()` answers whether this call set it.
final class Latch: Sendable {
    private let state = Locked(false)
    func set() -> Bool { state.withLock { was in defer { was = true }; return !was } }
}

private enum TextMeasurerKey: EnvironmentKey { static let defaultValue: (any TextMeasuring)? = nil }

extension EnvironmentValues {
    /// The measurer text is laid out with (`RenderContext.textMeasurer`); with none, text is laid
    /// out empty (`TextMeasurement`).
    public var textMeasurer: (any TextMeasuring)? {
        get { self[TextMeasurerKey.self] }
        set { self[TextMeasurerKey.self] = newValue }
    }
}

extension TextLayoutRequest {
    /// The largest font size among the request's and its runs'.
    public var largestFontSize: CGFloat { runs.reduce(font.size) { max($0, $1.font.size) } }
}

extension TextLayoutRequest {
    /// Whether the text may hold colour glyphs (emoji, which fonts may draw in colour even
    /// without U+FE0F), whose colours no text colour changes. Digits and the signs below U+2000
    /// that are emoji too are drawn as text.
    package var mayDrawColorGlyphs: Bool { string.unicodeScalars.contains { $0.value > 0x2000 && $0.properties.isEmoji } }

    /// A box that holds every line the text can have when drawn at `origin`, without measuring:
    /// two font sizes a character (or the wrap width) wide, two a line tall, a font size around.
    package func generousBounds(at origin: CGPoint) -> CGRect {
        let size = largestFontSize, count = CGFloat(string.count)
        let width = wrapWidth ?? size * 2 * count
        let lines = CGFloat(maxLines ?? (Int(size * 2 * count / max(width, 1)) + 1 + string.filter(\.isNewline).count))
        return CGRect(x: origin.x - size, y: origin.y - size, width: width + 2 * size, height: (size * 2 + lineSpacing) * lines + 2 * size)
    }
}

/// A stretch of a styled text: its length in UTF-8 bytes, its font, its colour and its decoration.
public struct TextRun: Hashable, Sendable {
    /// The stretch's length in UTF-8 bytes.
    public var length: Int
    /// Its font.
    public var font: Font
    /// Its colour.
    public var color: Color
    /// Its letter spacing, lines and baseline shift.
    public var decoration: TextDecoration

    /// Creates a run.
    public init(length: Int, font: Font, color: Color, decoration: TextDecoration = TextDecoration()) {
        self.length = length
        self.font = font
        self.color = color
        self.decoration = decoration
    }
}

/// How text is decorated beyond its font and colour: letter spacing (`tracking`, `kerning`),
/// underline and strikethrough lines in a colour, and a baseline shift.
public struct TextDecoration: Hashable, Sendable {
    /// Points added after each character.
    public var tracking: CGFloat = 0
    /// The underline's colour, nil for none.
    public var underline: Color?
    /// The strikethrough's colour, nil for none.
    public var strikethrough: Color?
    /// Points the baseline moves up.
    public var baselineOffset: CGFloat = 0
    /// No decoration.
    public init() {}
    /// Whether nothing is set.
    public var isEmpty: Bool { self == TextDecoration() }
}
