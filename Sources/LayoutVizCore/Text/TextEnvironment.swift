import Foundation

// The environment values that shape text (font, weight, line limit, truncation, alignment, line
// spacing, minimum scale factor, reserved lines) and the modifiers that set them.

private enum FontKey: EnvironmentKey { static let defaultValue: Font? = nil }
private enum FontWeightKey: EnvironmentKey { static let defaultValue: Font.Weight? = nil }
private enum ItalicKey: EnvironmentKey { static let defaultValue = false }
private enum LineLimitKey: EnvironmentKey { static let defaultValue: Int? = nil }
private enum TruncationModeKey: EnvironmentKey { static let defaultValue = Text.TruncationMode.tail }
private enum MultilineTextAlignmentKey: EnvironmentKey { static let defaultValue = TextAlignment.leading }
private enum LineSpacingKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }
private enum MinimumScaleFactorKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
private enum ReservedLinesKey: EnvironmentKey { static let defaultValue: Int? = nil }

extension EnvironmentValues {
    /// The smallest fraction of its font size text may shrink to before truncating (1: never).
    public var minimumScaleFactor: CGFloat {
        get { self[MinimumScaleFactorKey.self] }
        set { self[MinimumScaleFactorKey.self] = newValue }
    }

    /// Lines whose height text keeps when it needs fewer (`lineLimit(_:reservesSpace:)`), nil for none.
    var reservedLines: Int? {
        get { self[ReservedLinesKey.self] }
        set { self[ReservedLinesKey.self] = newValue }
    }

    /// The font of text below; nil means `.body`.
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }

    /// A weight that overrides the font's; set by `fontWeight(_:)` and `bold()`.
    public var fontWeight: Font.Weight? {
        get { self[FontWeightKey.self] }
        set { self[FontWeightKey.self] = newValue }
    }

    /// Whether text below is italic.
    public var italic: Bool {
        get { self[ItalicKey.self] }
        set { self[ItalicKey.self] = newValue }
    }

    /// The most lines each Text below shows; nil means no limit.
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }

    /// Where truncated text shows its ellipsis.
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }

    /// How the lines of multi-line text align.
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] }
        set { self[MultilineTextAlignmentKey.self] = newValue }
    }

    /// Points between the lines of text below (0: the font's own line height).
    public var lineSpacing: CGFloat {
        get { self[LineSpacingKey.self] }
        set { self[LineSpacingKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the font of text below.
    public func font(_ font: Font?) -> ModifiedContent<Self, _EnvironmentWritingModifier> {
        modifier(_EnvironmentWritingModifier { $0.font = font })
    }

    /// Sets the weight of text below.
    public func fontWeight(_ weight: Font.Weight?) -> ModifiedContent<Self, _EnvironmentWritingModifier> {
        modifier(_EnvironmentWritingModifier { $0.fontWeight = weight })
    }

    /// Makes text below bold.
    public func bold(_ isActive: Bool = true) -> ModifiedContent<Self, _EnvironmentWritingModifier> {
        modifier(_EnvironmentWritingModifier { if isActive { $0.fontWeight = .bold } })
    }

    /// Makes text below italic.
    public func italic(_ isActive: Bool = true) -> ModifiedContent<Self, _EnvironmentWritingModifier> {
        modifier(_EnvironmentWritingModifier { if isActive { $0.italic = true } })
    }

    /// Caps the lines of each Text below; values below 1 mean 1, nil means no limit.
    public func lineLimit(_ number: Int?) -> ModifiedContent<Self, _EnvironmentWritingModifier> {
        modifier(_EnvironmentWritingModifier { $0.lineLimit = number })
    }

    /// Limits text to `limit` lines; with `reservesSpace`, text keeps the height of `limit`
    /// lines even when it needs fewer.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> ModifiedContent<Self, _EnvironmentWritingModifier> {
        modifier(_EnvironmentWritingModifier {
            $0.lineLimit = limit
            $0.reservedLines = reservesSpace ? max(limit, 1) : nil
        })
    }

    /// Keeps the height of at least `limits.lowerBound` lines and shows at most `limits.upperBound`.
    public func lineLimit(_ limits: ClosedRange<Int>) -> ModifiedContent<Self, _EnvironmentWritingModifier> {
        modifier(_EnvironmentWritingModifier {
            $0.lineLimit = limits.upperBound
            $0.reservedLines = limits.lowerBound
        })
    }

    /// Keeps the height of at least `limits.lowerBound` lines, with no upper limit.
    public func lineLimit(_ limits: PartialRangeFrom<Int>) -> ModifiedContent<Self, _EnvironmentWritingModifier> {
        modifier(_EnvironmentWritingModifier {
            $0.lineLimit = nil
            $0.reservedLines = limits.lowerBound
        })
    }

    /// Shows at most `limits.upperBound` lines.
    public func lineLimit(_ limits: PartialRangeThrough<Int>) -> ModifiedContent<Self, _EnvironmentWritingModifier> {
        lineLimit(limits.upperBound)
    }

    /// Lets text shrink to `factor` of its font size to fit before it is truncated (1: never).
    public func minimumScaleFactor(_ factor: CGFloat) -> ModifiedContent<Self, _EnvironmentWritingModifier> {
        modifier(_EnvironmentWritingModifier { $0.minimumScaleFactor = factor.isFinite ? min(max(factor, 0.01), 1) : 1 })
    }

    /// Sets where truncated text shows its ellipsis.
    public func truncationMode(_ mode: Text.TruncationMode) -> ModifiedContent<Self, _EnvironmentWritingModifier> {
        modifier(_EnvironmentWritingModifier { $0.truncationMode = mode })
    }

    /// Adds `lineSpacing` points between the lines of text below (negative and non-finite values
    /// count as 0).
    public func lineSpacing(_ lineSpacing: CGFloat) -> ModifiedContent<Self, _EnvironmentWritingModifier> {
        modifier(_EnvironmentWritingModifier { $0.lineSpacing = lineSpacing })
    }

    /// Sets how the lines of multi-line text below align.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> ModifiedContent<Self, _EnvironmentWritingModifier> {
        modifier(_EnvironmentWritingModifier { $0.multilineTextAlignment = alignment })
    }
}
