import Foundation

/// A view that shows read-only text, measured and drawn with the text measurer (Pango).
///
/// Sizing follows docs/layout/text.md: a nil width gives the one-line ideal size; a width at or above it
/// gives the ideal size too; a narrower width wraps at word boundaries (inside a word only when
/// the word alone does not fit) and reports the widest line; a height or `lineLimit` that cannot
/// hold every line keeps at least one and ends the last one shown with an ellipsis.
nonisolated public struct Text: View, PrimitiveView {
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
    func localized(in env: EnvironmentValues) -> (content: String, parts: [Text]?) {
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

    nonisolated func resolve(_ ctx: ResolveContext) -> [Node] {
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
