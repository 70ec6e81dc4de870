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

    /// Creates a request.
    public init(string: String, font: Font, wrapWidth: CGFloat?, maxLines: Int?, truncation: Text.TruncationMode, alignment: TextAlignment) {
        self.string = string
        self.font = font
        self.wrapWidth = wrapWidth
        self.maxLines = maxLines
        self.truncation = truncation
        self.alignment = alignment
    }
}

/// What measuring a paragraph gives, in points, unrounded.
public struct TextMetrics: Hashable, Sendable {
    /// The widest line's width and the lines' total height.
    public var size: CGSize
    /// The number of lines laid out.
    public var lineCount: Int
    /// The height of one line (ascent + descent + line gap).
    public var lineHeight: CGFloat
    /// The first line's baseline, from the top.
    public var firstBaseline: CGFloat
    /// The last line's baseline, from the top.
    public var lastBaseline: CGFloat

    /// Creates metrics.
    public init(size: CGSize, lineCount: Int, lineHeight: CGFloat, firstBaseline: CGFloat, lastBaseline: CGFloat) {
        self.size = size
        self.lineCount = lineCount
        self.lineHeight = lineHeight
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
    }
}

/// Measures text. The engine has no font code of its own: `LayoutVizRender` implements this with
/// Pango, and the `LayoutViz` product installs that implementation.
public protocol TextMeasuring: Sendable {
    /// Lays out `request` and returns its metrics. Must be safe to call from any thread.
    func measure(_ request: TextLayoutRequest) -> TextMetrics
}

/// Finds the text measurer when the environment names none.
public enum TextMeasurement {
    /// The measurer the `LayoutViz` product provides (Pango), found by name so that the engine
    /// module needs no dependency on the renderer. Nil when the renderer module is not linked.
    public static let defaultMeasurer: (any TextMeasuring)? = {
        guard let type = _typeByName("LayoutVizRender.PangoTextMeasurer") as? any DefaultTextMeasurer.Type else { return nil }
        return type.makeDefault()
    }()
}

/// A measurer that can make the process-wide default instance.
public protocol DefaultTextMeasurer: TextMeasuring {
    /// Creates the measurer used when the environment names none.
    static func makeDefault() -> any TextMeasuring
}

private enum TextMeasurerKey: EnvironmentKey { static let defaultValue: (any TextMeasuring)? = nil }

extension EnvironmentValues {
    /// The measurer text is laid out with; nil uses `TextMeasurement.defaultMeasurer` (Pango).
    public var textMeasurer: (any TextMeasuring)? {
        get { self[TextMeasurerKey.self] }
        set { self[TextMeasurerKey.self] = newValue }
    }
}
