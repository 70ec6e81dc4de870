import Foundation

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
