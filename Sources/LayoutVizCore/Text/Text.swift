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
    /// `foregroundStyle(_:)` on the text: its colour resolved where it is drawn.
    var style: AnyShapeStyle?
    /// Letter spacing, underline, strikethrough and baseline shift set on the text.
    var tracking: CGFloat?
    var underline: LineStyle?
    var strikethrough: LineStyle?
    var baselineOffset: CGFloat?

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
    /// locale, time zone and calendar; or counted from the picture's moment
    /// (`EnvironmentValues.pictureDate`): `.relative` (`2 hr, 5 min`), `.offset` (`+2 hr, 5 min`),
    /// `.timer` (`2:05:00`) (docs/controls.md, "Views of a moment").
    public init(_ date: Date, style: DateStyle) {
        content = ""
        isVerbatim = true
        formatted = { env in
            switch style.kind {
            case .date, .time:
                let f = DateFormatter()
                f.locale = env.locale
                f.timeZone = env.timeZone
                f.calendar = env.calendar
                f.dateStyle = style.kind == .time ? .none : .long
                f.timeStyle = style.kind == .time ? .short : .none
                return f.string(from: date).replacingOccurrences(of: "\u{202F}", with: " ")
            case .relative, .offset:
                let seconds = date.timeIntervalSince(env.pictureDate)
                let text = Text.relativeString(abs(seconds))
                return style.kind == .offset ? (seconds < 0 ? "-" : "+") + text : text
            case .timer:
                return Text.timerString(abs(date.timeIntervalSince(env.pictureDate)))
            }
        }
    }

    /// How `Text(_:style:)` shows a date.
    public struct DateStyle: Sendable, Equatable {
        enum Kind: Sendable { case date, time, relative, offset, timer }
        let kind: Kind
        /// The date: `June 10, 2024`.
        public static let date = DateStyle(kind: .date)
        /// The time: `9:41 AM`.
        public static let time = DateStyle(kind: .time)
        /// The time between the date and the picture's moment: `2 hr, 5 min`.
        public static let relative = DateStyle(kind: .relative)
        /// The same, signed: `+2 hr, 5 min` for a date after the picture's moment.
        public static let offset = DateStyle(kind: .offset)
        /// A timer: `2:05:00`, `5:03`.
        public static let timer = DateStyle(kind: .timer)
    }

    /// The two largest units of `seconds`, abbreviated as iOS shortens them: `2 hr, 5 min`,
    /// `5 min, 3 sec`, `3 days, 2 hr`, `0 sec` [INF: iOS's wording for the relative style].
    static func relativeString(_ seconds: TimeInterval) -> String {
        var rest = Int(seconds.rounded(.down))
        let units: [(Int, String, String)] = [(86_400, "day", "days"), (3_600, "hr", "hr"), (60, "min", "min"), (1, "sec", "sec")]
        var parts: [String] = []
        for (size, one, many) in units where parts.count < 2 {
            let n = rest / size
            rest -= n * size
            if n > 0 || !parts.isEmpty { parts.append("\(n) \(n == 1 ? one : many)") }
        }
        return parts.isEmpty ? "0 sec" : parts.joined(separator: ", ")
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

    /// The text painted with `style` (its colour; a gradient's first stop).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        var t = self
        t.style = AnyShapeStyle(style)
        return t
    }

    /// The text with `tracking` points added after each character.
    public func tracking(_ tracking: CGFloat) -> Text {
        var t = self
        t.tracking = tracking
        return t
    }

    /// The text with `kerning` points between characters (drawn as tracking: Inter's pairs are kept).
    public func kerning(_ kerning: CGFloat) -> Text { tracking(kerning) }

    /// The text underlined, in `color` or the text's colour.
    public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        var t = self
        t.underline = isActive ? LineStyle(pattern: pattern, color: color) : nil
        return t
    }

    /// The text struck through, in `color` or the text's colour.
    public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        var t = self
        t.strikethrough = isActive ? LineStyle(pattern: pattern, color: color) : nil
        return t
    }

    /// The text with its baseline moved up by `offset` points.
    public func baselineOffset(_ offset: CGFloat) -> Text {
        var t = self
        t.baselineOffset = offset
        return t
    }

    /// The text in a font design (Inter draws every design).
    public func fontDesign(_ design: Font.Design?) -> Text { self }

    /// The text in a monospaced design (Inter draws it).
    public func monospaced(_ isActive: Bool = true) -> Text { self }

    /// The text at a smaller scale (`.secondary`: drawn at its size [INF]).
    public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> Text { self }

    /// A line drawn with text: its pattern (drawn solid) and colour.
    public struct LineStyle: Hashable, Sendable {
        /// The line's pattern; LayoutViz draws every pattern solid.
        public enum Pattern: Hashable, Sendable { case solid, dot, dash, dashDot, dashDotDot }
        let pattern: Pattern
        let color: Color?
        /// A line of `pattern` in `color` (nil: the text's).
        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }
        /// A solid line in the text's colour.
        public static let single = LineStyle()
    }

    /// A text scale (iOS 17).
    public struct Scale: Hashable, Sendable {
        let name: String
        public static let `default` = Scale(name: "default")
        public static let secondary = Scale(name: "secondary")
    }

    /// The decoration of this text (or a part) in `env`, the parent's where unset.
    func decoration(in env: EnvironmentValues, color: Color, parent: Text? = nil) -> TextDecoration {
        var d = TextDecoration()
        d.tracking = tracking ?? parent?.tracking ?? env.textTracking
        d.baselineOffset = baselineOffset ?? parent?.baselineOffset ?? env.textBaselineOffset
        if let u = underline ?? parent?.underline ?? env.textUnderline { d.underline = u.color?.resolved(in: env) ?? color }
        if let s = strikethrough ?? parent?.strikethrough ?? env.textStrikethrough { d.strikethrough = s.color?.resolved(in: env) ?? color }
        return d
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
        let base = color?.resolved(in: env) ?? style?._resolveColor(in: env) ?? env.resolvedForeground
        // A joined text: each part's own style, else this one's, else the environment's.
        let runs: [TextRun] = (parts ?? []).map { p in
            var pf = (p.font ?? font ?? env.font ?? .body).scaled(for: env.dynamicTypeSize)
            if let w = p.weight ?? weight ?? env.fontWeight { pf = pf.weight(w) }
            if p.isItalic || isItalic || env.italic { pf = pf.italic() }
            let pc = p.color?.resolved(in: env) ?? p.style?._resolveColor(in: env) ?? base
            return TextRun(length: p.content.utf8.count, font: pf, color: pc, decoration: p.decoration(in: env, color: pc, parent: self))
        }
        let shown = env.textCase == .uppercase ? content.uppercased() : env.textCase == .lowercase ? content.lowercased() : content
        let measured = TextContent(
            string: shown, font: f, color: base, runs: runs.count > 0 && shown.utf8.count != content.utf8.count ? [] : runs,
            lineLimit: env.lineLimit.map { max($0, 1) }, truncation: env.truncationMode, alignment: env.multilineTextAlignment,
            lineSpacing: env.lineSpacing.isFinite ? max(0, env.lineSpacing) : 0, scale: env.displayScale, measurer: env.textMeasurer,
            minimumScaleFactor: env.minimumScaleFactor, reservedLines: env.reservedLines, layoutDirection: env.layoutDirection,
            decoration: decoration(in: env, color: base), isRedacted: env.redactsText)
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
    /// Letter spacing, lines and baseline shift of the whole text.
    var decoration = TextDecoration()
    /// Drawn as placeholder bars (`redacted(reason: .placeholder)`).
    var isRedacted = false

    func request(wrapWidth: CGFloat?, maxLines: Int?, fontScale: CGFloat = 1) -> TextLayoutRequest {
        func scaled(_ f: Font) -> Font { fontScale == 1 ? f : Font(size: f.size * fontScale, weight: f.weight, italic: f.isItalic, name: nil) }
        var r = TextLayoutRequest(string: string, font: scaled(font), wrapWidth: wrapWidth, maxLines: maxLines, truncation: truncation, alignment: alignment,
                                  lineSpacing: lineSpacing, runs: runs.map { TextRun(length: $0.length, font: scaled($0.font), color: $0.color, decoration: $0.decoration) },
                                  layoutDirection: layoutDirection)
        r.decoration = decoration
        return r
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

    /// The layout for proposal `p` and its size, rounded up to the pixel grid. `unwrapped` is the
    /// text's one-line request and metrics at full size, which no proposal changes: given when
    /// known (measured once per text node, not once per proposal), filled when measured here.
    func layout(for p: ProposedViewSize, unwrapped: inout UnwrappedText?) -> (request: TextLayoutRequest, metrics: TextMetrics, size: CGSize) {
        guard let measurer else {
            // An environment without a measurer: text takes no room (TextMeasurement).
            TextMeasurement.reportMissing()
            return (request(wrapWidth: p.width, maxLines: lineLimit), TextMetrics(size: .zero, lineCount: 0, lineHeight: 0, firstBaseline: 0, lastBaseline: 0), .zero)
        }
        // A zero width gives 0×0 (observed: docs/layout/text.md), so an HStack's minimum for text is 0.
        // [INF] A zero height with a real width keeps one line, like any height too small for the
        // lines: a VStack that runs out of height overflows instead of dropping rows.
        if p.width == 0 {
            let empty = TextMetrics(size: .zero, lineCount: 0, lineHeight: 0, firstBaseline: 0, lastBaseline: 0)
            guard var zero = unwrapped?.request else { return (request(wrapWidth: 0, maxLines: 0), empty, .zero) }
            zero.wrapWidth = 0
            zero.maxLines = 0
            return (zero, empty, .zero)
        }
        let fontScale = fittingScale(p, measurer)
        var request: TextLayoutRequest
        let ideal: TextMetrics
        if fontScale == 1, let known = unwrapped {
            (request, ideal) = (known.request, known.metrics)
        } else {
            request = self.request(wrapWidth: nil, maxLines: lineLimit, fontScale: fontScale)
            ideal = measurer.measure(request)
            if fontScale == 1 { unwrapped = UnwrappedText(request: request, metrics: ideal) }
        }
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

/// A text's request and metrics on one line at full size (`TextContent.layout(for:unwrapped:)`).
struct UnwrappedText {
    var request: TextLayoutRequest
    var metrics: TextMetrics
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

extension View {
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
