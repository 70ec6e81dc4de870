import Foundation

/// A view that shows read-only text, measured and drawn with the text measurer (Pango).
///
/// Sizing follows docs/layout/text.md: a nil width gives the one-line ideal size; a width at or above it
/// gives the ideal size too; a narrower width wraps at word boundaries (inside a word only when
/// the word alone does not fit) and reports the widest line; a height or `lineLimit` that cannot
/// hold every line keeps at least one and ends the last one shown with an ellipsis.
public struct Text: View, PrimitiveView {
    var content: String
    var font: Font?
    var weight: Font.Weight?
    var isItalic = false
    var color: Color?
    /// For `a + b`: the texts joined, each with its own style (this one's applies where theirs is unset).
    var parts: [Text]?
    /// `Text(verbatim:)`: shown as given, even in a pseudo-locale.
    var isVerbatim = false
    /// `Text(_:format:)`, `Text(_:style:)`: the value formatted in the environment's locale, time
    /// zone and calendar when the text is resolved.
    var formatted: (@Sendable (EnvironmentValues) -> String)?

    /// Text showing `content` as given.
    public init(_ content: String) { self.content = content }

    /// Text showing `content` as given, never localized.
    public init(verbatim content: String) {
        self.content = content
        isVerbatim = true
    }

    /// Text showing any string-like value.
    public init<S: StringProtocol>(_ content: S) { self.content = String(content) }

    /// Text showing a localizable key; LayoutViz has no string tables, so the key's text is shown.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        content = key.key
    }

    /// Text showing `input` formatted by `format`, in the environment's locale (and, for dates,
    /// its time zone and calendar): `Text(price, format: .currency(code: "EUR"))`.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable & Sendable, F.FormatOutput == String, F: Sendable {
        content = ""
        isVerbatim = true
        formatted = { env in
            if var dates = format as? Date.FormatStyle {
                dates.timeZone = env.timeZone
                dates.calendar = env.calendar
                if let style = dates.locale(env.locale) as? F { return style.format(input) }
            }
            return format.locale(env.locale).format(input)
        }
    }

    /// Text showing a date as a date (`June 10, 2024`) or a time (`9:41 AM`) in the environment's
    /// locale, time zone and calendar.
    public init(_ date: Date, style: DateStyle) {
        content = ""
        isVerbatim = true
        formatted = { env in
            let f = DateFormatter()
            f.locale = env.locale
            f.timeZone = env.timeZone
            f.calendar = env.calendar
            f.dateStyle = style.isTime ? .none : .long
            f.timeStyle = style.isTime ? .short : .none
            return f.string(from: date).replacingOccurrences(of: "\u{202F}", with: " ")
        }
    }

    /// How `Text(_:style:)` shows a date. (The styles counted from now, `relative`, `offset` and
    /// `timer`, are not offered: a picture has no clock.)
    public struct DateStyle: Sendable, Equatable {
        let isTime: Bool
        /// The date: `June 10, 2024`.
        public static let date = DateStyle(isTime: false)
        /// The time: `9:41 AM`.
        public static let time = DateStyle(isTime: true)
    }

    public var body: Never { neverBody() }

    /// The two texts joined, each keeping its font, weight, italics and colour.
    public static func + (a: Text, b: Text) -> Text {
        var t = Text(a.content + b.content)
        t.parts = (a.parts ?? [a]) + (b.parts ?? [b])
        return t
    }

    /// The text in `font`.
    public func font(_ font: Font?) -> Text {
        var t = self
        t.font = font
        return t
    }

    /// The text at `weight`.
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        var t = self
        t.weight = weight
        return t
    }

    /// The text in bold.
    public func bold() -> Text { fontWeight(.bold) }

    /// The text in italic.
    public func italic() -> Text {
        var t = self
        t.isItalic = true
        return t
    }

    /// The text in `color`.
    public func foregroundColor(_ color: Color?) -> Text {
        var t = self
        t.color = color
        return t
    }

    /// The characters shown: pseudo-localised, every part of a joined text on its own (docs/variants.md).
    private func localized(in env: EnvironmentValues) -> (content: String, parts: [Text]?) {
        func shown(_ t: Text) -> String {
            if let formatted = t.formatted { return formatted(env) }
            guard let pseudo = env.pseudoLocale, !t.isVerbatim else { return t.content }
            return pseudo.apply(to: t.content)
        }
        guard let parts else { return (shown(self), nil) }
        let changed = parts.map { p -> Text in
            var q = p
            q.content = shown(p)
            return q
        }
        return (changed.map(\.content).joined(), changed)
    }

    func resolve(_ ctx: ResolveContext) -> [Node] {
        let env = ctx.environment
        let (content, parts) = localized(in: env)
        var f = (font ?? env.font ?? .body).scaled(for: env.dynamicTypeSize)
        if let w = weight ?? env.fontWeight { f = f.weight(w) }
        if isItalic || env.italic { f = f.italic() }
        let base = color?.resolved(in: env) ?? env.resolvedForeground
        // A joined text: each part's own style, else this one's, else the environment's.
        let runs: [TextRun] = (parts ?? []).map { p in
            var pf = (p.font ?? font ?? env.font ?? .body).scaled(for: env.dynamicTypeSize)
            if let w = p.weight ?? weight ?? env.fontWeight { pf = pf.weight(w) }
            if p.isItalic || isItalic || env.italic { pf = pf.italic() }
            return TextRun(length: p.content.utf8.count, font: pf, color: p.color?.resolved(in: env) ?? base)
        }
        let shown = env.textCase == .uppercase ? content.uppercased() : env.textCase == .lowercase ? content.lowercased() : content
        let measured = TextContent(
            string: shown, font: f, color: base, runs: runs.count > 0 && shown.utf8.count != content.utf8.count ? [] : runs,
            lineLimit: env.lineLimit.map { max($0, 1) }, truncation: env.truncationMode, alignment: env.multilineTextAlignment,
            lineSpacing: env.lineSpacing.isFinite ? max(0, env.lineSpacing) : 0, scale: env.displayScale, measurer: env.textMeasurer ?? TextMeasurement.installed,
            minimumScaleFactor: env.minimumScaleFactor, reservedLines: env.reservedLines, layoutDirection: env.layoutDirection)
        return [Node(.text(measured))]
    }
}

/// A resolved Text: its string and the environment values that shape it.
struct TextContent {
    let string: String
    let font: Font
    let color: Color
    /// Styled stretches (joined texts); empty for one style.
    var runs: [TextRun] = []
    let lineLimit: Int?
    let truncation: Text.TruncationMode
    let alignment: TextAlignment
    /// Points between lines.
    let lineSpacing: CGFloat
    /// Text sizes are rounded up to this scale's pixel grid ([INF], docs/layout/text.md: 85.33 at @3x).
    let scale: CGFloat
    let measurer: (any TextMeasuring)?
    /// The smallest fraction of the font size text may shrink to before it is truncated.
    var minimumScaleFactor: CGFloat = 1
    /// Lines whose height the text keeps even when it needs fewer (`lineLimit(_:reservesSpace:)`).
    var reservedLines: Int?
    /// The environment's layout direction (where `alignment`'s leading edge is).
    var layoutDirection: LayoutDirection = .leftToRight

    func request(wrapWidth: CGFloat?, maxLines: Int?, fontScale: CGFloat = 1) -> TextLayoutRequest {
        func scaled(_ f: Font) -> Font { fontScale == 1 ? f : Font(size: f.size * fontScale, weight: f.weight, italic: f.isItalic, name: nil) }
        return TextLayoutRequest(string: string, font: scaled(font), wrapWidth: wrapWidth, maxLines: maxLines, truncation: truncation, alignment: alignment,
                                 lineSpacing: lineSpacing, runs: runs.map { TextRun(length: $0.length, font: scaled($0.font), color: $0.color) },
                                 layoutDirection: layoutDirection)
    }

    /// The font scale the text is set at: 1 when it fits the proposal, else the largest scale
    /// down to `minimumScaleFactor` (on a 1/100 grid) at which no line is cut, else the minimum.
    private func fittingScale(_ p: ProposedViewSize, _ measurer: any TextMeasuring) -> CGFloat {
        guard minimumScaleFactor < 1, minimumScaleFactor > 0 else { return 1 }
        func fits(_ s: CGFloat) -> Bool {
            var r = request(wrapWidth: nil, maxLines: nil, fontScale: s)
            let ideal = measurer.measure(r)
            var m = ideal
            if let w = p.width, w < ideal.size.width {
                r.wrapWidth = max(w, 0)
                m = measurer.measure(r)
            }
            if let limit = lineLimit, m.lineCount > limit { return false }
            if let h = p.height, h.isFinite, m.size.height > h + 0.001, m.lineCount > 1 { return false }
            return m.size.width <= (p.width ?? .infinity) + 0.001
        }
        if fits(1) { return 1 }
        var lo = Int((minimumScaleFactor * 100).rounded(.up)), hi = 99
        guard lo <= hi, fits(CGFloat(lo) / 100) else { return minimumScaleFactor }
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if fits(CGFloat(mid) / 100) { lo = mid } else { hi = mid - 1 }
        }
        return CGFloat(lo) / 100
    }

    /// The layout for proposal `p` and its size, rounded up to the pixel grid.
    func layout(for p: ProposedViewSize) -> (request: TextLayoutRequest, metrics: TextMetrics, size: CGSize) {
        guard let measurer else {
            // Only a process without LayoutVizRender gets here (TextMeasurement).
            TextMeasurement.reportMissing()
            return (request(wrapWidth: p.width, maxLines: lineLimit), TextMetrics(size: .zero, lineCount: 0, lineHeight: 0, firstBaseline: 0, lastBaseline: 0), .zero)
        }
        // A zero width gives 0×0 (observed: docs/layout/text.md), so an HStack's minimum for text is 0.
        // [INF] A zero height with a real width keeps one line, like any height too small for the
        // lines: a VStack that runs out of height overflows instead of dropping rows.
        if p.width == 0 {
            let empty = TextMetrics(size: .zero, lineCount: 0, lineHeight: 0, firstBaseline: 0, lastBaseline: 0)
            return (request(wrapWidth: 0, maxLines: 0), empty, .zero)
        }
        let fontScale = fittingScale(p, measurer)
        let ideal = measurer.measure(request(wrapWidth: nil, maxLines: lineLimit, fontScale: fontScale))
        var request = request(wrapWidth: nil, maxLines: lineLimit, fontScale: fontScale)
        var metrics = ideal
        if let w = p.width, w < ideal.size.width {
            request.wrapWidth = max(w, 0)
            metrics = measurer.measure(request)
        }
        // A height that cannot hold every line keeps as many as fit, at least one.
        if let h = p.height, h.isFinite, metrics.lineCount > 1, h < metrics.size.height - 0.001 {
            // k lines take k·L + (k − 1)·spacing.
            let fitting = max(1, Int(((h + lineSpacing + 0.001) / (metrics.lineHeight + lineSpacing)).rounded(.down)))
            request.maxLines = min(fitting, lineLimit ?? .max)
            if request.wrapWidth == nil { request.wrapWidth = ideal.size.width }
            metrics = measurer.measure(request)
        }
        // Reserved lines keep their height (at least one line is always measured).
        if let n = reservedLines, n > metrics.lineCount, metrics.lineHeight > 0 {
            let reserved = CGFloat(n) * metrics.lineHeight + CGFloat(n - 1) * lineSpacing
            metrics.size.height = max(metrics.size.height, reserved)
        }
        return (request, metrics, CGSize(width: roundUp(metrics.size.width), height: roundUp(metrics.size.height)))
    }

    private func roundUp(_ v: CGFloat) -> CGFloat { ((v * scale) - 1e-6).rounded(.up) / scale }
}

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

extension View {
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

/// A key for a localized string, as SwiftUI's `LocalizedStringKey`. LayoutViz shows the key's text
/// (with interpolations filled in), as an app without translations does.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The text.
    let key: String

    /// Creates a key from a string.
    public init(_ value: String) { key = value }
    public init(stringLiteral value: String) { key = value }
    public init(stringInterpolation: DefaultStringInterpolation) { key = String(stringInterpolation: stringInterpolation) }
}
