import Foundation

/// One drawing operation in absolute canvas coordinates (points).
public enum DisplayItem: Equatable, Sendable {
    /// Fill `path` (non-zero winding) with `color`.
    case fill(Path, Color)
    /// Fill `path` with `paint`, a gradient's unit points relative to `bounds`.
    case fillPaint(Path, Paint, bounds: CGRect)
    /// Stroke `path` with `color`, the line centred on the path.
    case stroke(Path, Color, lineWidth: CGFloat)
    /// Stroke `path` with `color` in `style`: its width, caps, joins and dashes.
    case styledStroke(Path, Color, StrokeStyle)
    /// Lay out and draw a paragraph with the top-left of its lines' box at `origin`.
    case text(TextLayoutRequest, origin: CGPoint, color: Color)
    /// Draw an image file into `rect` (stretched, or tiled at its natural size).
    case image(ImageDrawing, rect: CGRect)
    /// Clip what follows, up to the matching `endClip`, to `path`.
    case beginClip(Path)
    /// Ends the innermost clip.
    case endClip
    /// Draw what follows, up to the matching `endOpacity`, as one layer with its alpha multiplied.
    case beginOpacity(Double)
    /// Ends the innermost opacity layer.
    case endOpacity
    /// Draw what follows, up to the matching `endShadow`, as one layer, with a shadow behind it:
    /// the layer's alpha blurred (Gaussian, σ = radius / 2), tinted with `color` and moved by `offset`.
    /// `bounds` holds everything the layer draws (the frames of the view and its descendants).
    case beginShadow(color: Color, radius: CGFloat, offset: CGSize, bounds: CGRect)
    /// Ends the innermost shadow layer.
    case endShadow
    /// Draw what follows, up to the matching `endTransform`, scaled by `scale` and then moved by
    /// `translation` (for contact sheets: a whole screen drawn into a tile).
    case beginTransform(scale: CGFloat, translation: CGPoint)
    /// Ends the innermost transform (of either kind).
    case endTransform
    /// Draw what follows, up to the matching `endTransform`, transformed by `matrix` (in canvas points).
    case beginMatrix(AffineMatrix)
    /// Draw what follows, up to the matching `endBlur`, as one layer blurred by a Gaussian of
    /// σ = radius / 2; `bounds` holds what the layer draws.
    case beginBlur(radius: CGFloat, bounds: CGRect)
    /// Ends the innermost blur layer.
    case endBlur
    /// Draw what follows, up to `maskContent`, as a layer to be shown through a mask.
    case beginMask
    /// What follows, up to `endMask`, is the mask: its alpha shows the layer.
    case maskContent
    /// Ends the innermost mask.
    case endMask
    /// Draw what follows, up to the matching `endBlend`, as one layer composited onto what lies
    /// beneath with `mode`.
    case beginBlend(BlendMode)
    /// Ends the innermost blend layer.
    case endBlend
    /// Draw what follows, up to the matching `endColorMatrix`, as one layer whose pixels are
    /// transformed by `matrix`; `bounds` holds what the layer draws.
    case beginColorMatrix(ColorMatrix, bounds: CGRect)
    /// Ends the innermost colour-matrix layer.
    case endColorMatrix
    /// Draw an icon font's glyph with its em square centred in `rect` and as wide as it: filled
    /// in `color` (emboldened by a stroke of `embolden` points), or, with `contour`, only its
    /// outline stroked that wide.
    case glyph(IconGlyph, rect: CGRect, color: Color, contour: CGFloat?, embolden: CGFloat)
}

/// A flat, renderer-agnostic list of drawing operations, back to front.
///
/// Backends (PNG, SVG) draw it and know nothing of views or layout. Two lists are equal when
/// they draw the same operations on the same canvas.
public struct DisplayList: Equatable, Sendable {
    /// The canvas size in points.
    public var size: CGSize
    /// Points to pixels for raster output.
    public var scale: CGFloat
    /// The operations, back to front.
    public var items: [DisplayItem]
    /// What the text items were measured with: a backend sets them with the same measurer where
    /// it can, so lines break where layout broke them.
    public var textMeasurer: (any TextMeasuring)?
    /// Where a backend notes what it could not draw (an image file that fails to decode).
    public var report: RenderReport?

    /// The largest coordinate, length or radius a display list holds, in points (±10⁶): a frame
    /// reaching further is cut to the canvas, and a radius, offset or scale factor past it is
    /// clamped. Far beyond any screen, and within Cairo's fixed-point range at any device scale
    /// (24.8 bits: ±8,388,607 pixels), where larger numbers would wrap around into the picture.
    /// SwiftUI defines nothing for such values [INF] (docs/rendering.md, "Extreme values").
    public static let coordinateLimit: CGFloat = 1_000_000  // not a look value: a bound on user code

    /// The largest scale factor a transform may have and be drawn.
    public static let scaleLimit: CGFloat = 10_000  // not a look value: a bound on user code

    /// Creates a display list.
    public init(size: CGSize, scale: CGFloat, items: [DisplayItem] = [], textMeasurer: (any TextMeasuring)? = nil, report: RenderReport? = nil) {
        self.size = size
        self.scale = scale
        self.items = items
        self.textMeasurer = textMeasurer
        self.report = report
    }

    public static func == (a: DisplayList, b: DisplayList) -> Bool {
        a.size == b.size && a.scale == b.scale && a.items == b.items
    }
}

/// Snaps a frame to the pixel grid as SwiftUI does before drawing (docs/rendering.md): origin and far corner
/// are each rounded to the nearest multiple of 1/scale, ties rounding up.
public func snapToPixels(_ r: CGRect, scale: CGFloat) -> CGRect {
    func snap(_ v: CGFloat) -> CGFloat { (v * scale + 0.5).rounded(.down) / scale }  // not a look value: rounding or a tolerance
    let x0 = snap(r.minX), y0 = snap(r.minY), x1 = snap(r.maxX), y1 = snap(r.maxY)
    return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
}

extension LayoutTree {
    /// The drawing operations of the laid-out views, frames snapped to 1/scale.
    ///
    /// `canvas` is the area drawn; views reaching beyond it (or to infinity) are cut to it.
    public func displayList(scale: CGFloat, canvas: CGRect? = nil) -> DisplayList {
        let area = canvas ?? root.frame
        var items: [DisplayItem] = []
        LayoutTree.draw(root, scale: scale, clip: area, into: &items)
        let moved = items.map { item -> DisplayItem in
            guard area.origin != .zero else { return item }
            switch item {
            case .fill(let path, let color): return .fill(path.offsetBy(dx: -area.minX, dy: -area.minY), color)
            case .stroke(let path, let color, let w): return .stroke(path.offsetBy(dx: -area.minX, dy: -area.minY), color, lineWidth: w)
            case .styledStroke(let path, let color, let style): return .styledStroke(path.offsetBy(dx: -area.minX, dy: -area.minY), color, style)
            case .beginColorMatrix(let m, let b): return .beginColorMatrix(m, bounds: b.offsetBy(dx: -area.minX, dy: -area.minY))
            case .glyph(let g, let r, let c, let contour, let e): return .glyph(g, rect: r.offsetBy(dx: -area.minX, dy: -area.minY), color: c, contour: contour, embolden: e)
            case .fillPaint(let path, let paint, let b): return .fillPaint(path.offsetBy(dx: -area.minX, dy: -area.minY), paint, bounds: b.offsetBy(dx: -area.minX, dy: -area.minY))
            case .text(let r, let o, let c): return .text(r, origin: CGPoint(x: o.x - area.minX, y: o.y - area.minY), color: c)
            case .image(let d, let r): return .image(d, rect: r.offsetBy(dx: -area.minX, dy: -area.minY))
            case .beginClip(let path): return .beginClip(path.offsetBy(dx: -area.minX, dy: -area.minY))
            case .beginTransform(let s, let t): return .beginTransform(scale: s, translation: CGPoint(x: t.x - area.minX, y: t.y - area.minY))
            case .beginShadow(let c, let r, let o, let b): return .beginShadow(color: c, radius: r, offset: o, bounds: b.offsetBy(dx: -area.minX, dy: -area.minY))
            case .beginMatrix(let m):
                // Conjugate by the canvas offset: translate, apply m, translate back.
                var t = m
                t.tx += -area.minX + m.a * area.minX + m.c * area.minY
                t.ty += -area.minY + m.b * area.minX + m.d * area.minY
                return .beginMatrix(t)
            case .beginBlur(let r, let b): return .beginBlur(radius: r, bounds: b.offsetBy(dx: -area.minX, dy: -area.minY))
            case .endClip, .beginOpacity, .endOpacity, .endShadow, .endTransform, .endBlur, .beginMask, .maskContent, .endMask,
                 .beginBlend, .endBlend, .endColorMatrix: return item
            }
        }
        return DisplayList(size: area.size, scale: scale, items: moved, textMeasurer: screenEnvironment.textMeasurer, report: screenEnvironment.renderReport)
    }

    /// One step of drawing: a view to draw, or the end of an effect its children were drawn in.
    private enum DrawStep {
        case view(LayoutNode)
        case close(DisplayItem)
        /// An item appended as it is (a mask's switch from the layer to the mask).
        case emit(DisplayItem)
        /// The end of a recoloured subtree whose items start at `start`.
        case endRecolor(start: Int, ColorMatrix)
    }

    /// Draws `root`'s subtree back to front, without recursion (any depth fits).
    private static func draw(_ root: LayoutNode, scale: CGFloat, clip: CGRect, into items: inout [DisplayItem]) {
        var steps: [DrawStep] = [.view(root)]
        var recolored = Recolored()
        while let step = steps.popLast() {
            switch step {
            case .view(let n):
                let start = items.count
                guard let closing = drawOwn(n, scale: scale, clip: clip, into: &items) else { continue }
                if case .composite(.recolor(let m, _))? = n.effect { steps.append(.endRecolor(start: start, m)) }
                if let end = closing { steps.append(.close(end)) }
                let children = n.children
                if case .mask? = n.effect, children.count == 2 {
                    // The view, then the mask: beginMask, view, maskContent, mask, endMask.
                    steps.append(.view(children[1]))
                    steps.append(.emit(.maskContent))
                    steps.append(.view(children[0]))
                    continue
                }
                var order = n.drawsSecondaryFirst ? children.reversed() : children
                // `zIndex`: higher indices drawn later; equal ones keep their order.
                if order.count > 1, order.contains(where: { $0.zIndex != 0 }) {
                    order = order.enumerated().sorted { ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset) }.map(\.element)
                }
                for c in order.reversed() { steps.append(.view(c)) }
            case .emit(let item):
                items.append(item)
            case .endRecolor(let start, let m):
                recolored.apply(m, from: start, to: &items)
            case .close(let end):
                // An empty group draws nothing: drop it rather than emit a no-op pair.
                if items.last.map(isEmptyGroupStart) == true {
                    items.removeLast()
                } else {
                    items.append(end)
                }
            }
        }
    }

    /// Draws `n` itself (a leaf's fill, a text) and opens its effect. Returns nil when nothing of
    /// its subtree is drawn, else the item that closes its effect (nil inside when it has none).
    private static func drawOwn(_ n: LayoutNode, scale: CGFloat, clip: CGRect, into items: inout [DisplayItem]) -> DisplayItem?? {
        if let leaf = n.leaf {
            guard let rect = finiteFrame(n.frame, within: clip) else { return nil }
            let snapped = snapToPixels(rect, scale: scale)
            guard snapped.width > 0, snapped.height > 0, snapped.intersects(clip) else { return nil }
            // Shapes (and their gradients) mirror right to left: iOS 17's default
            // `layoutDirectionBehavior` (docs/layout/right-to-left.md).
            let mirrored = n.isRightToLeft
            func shapePath(_ path: (CGRect) -> Path) -> Path { mirrored ? path(snapped).mirroredX(within: snapped) : path(snapped) }
            switch leaf {
            case .color(let c):
                if c.alpha > 0 { items.append(.fill(Path(snapped), c)) }
            case .paint(_, let paint, let path):
                let p = shapePath(path)
                if !p.isEmpty { items.append(.fillPaint(p, mirrored ? paint.mirroredX : paint, bounds: snapped)) }
            case .shape(_, let c, let path, let stroke):
                let p = shapePath(path)
                guard c.alpha > 0, !p.isEmpty else { break }
                if var stroke {
                    if stroke.lineWidth > 0 {
                        // A stroke wider than any screen covers it, as a narrower one past its size does.
                        stroke.lineWidth = min(stroke.lineWidth, DisplayList.coordinateLimit)
                        items.append(stroke.isPlain ? .stroke(p, c, lineWidth: stroke.lineWidth) : .styledStroke(p, c, stroke))
                    }
                } else {
                    items.append(.fill(p, c))
                }
            }
        }
        if let image = n.image, let rect = finiteFrame(n.frame, within: clip), rect.width > 0, rect.height > 0 {
            drawImage(image, in: snapToPixels(rect, scale: scale), rightToLeft: n.isRightToLeft, into: &items)
        }
        if let (content, request) = n.text, n.frame.width > 0, n.frame.height > 0, content.color.alpha > 0,
           n.frame.origin.x.isFinite, n.frame.origin.y.isFinite, drawableRect(n.frame, within: clip) != nil {
            if content.isRedacted {
                redactedBars(content, request, in: n.frame, scale: scale, into: &items)
            } else {
                items.append(.text(request, origin: n.frame.origin, color: content.color))
            }
        }
        switch n.effect {
        case .clip(let path)?:
            // A clip whose frame is not a rectangle on the canvas shows nothing of its content.
            guard let rect = finiteFrame(n.frame, within: clip) else { return nil }
            let snapped = snapToPixels(rect, scale: scale)
            items.append(.beginClip(n.isRightToLeft ? path(snapped).mirroredX(within: snapped) : path(snapped)))
            return .some(.endClip)
        case .clipRect(let r)?:
            guard let rect = finiteFrame(r, within: clip) else { return nil }
            items.append(.beginClip(Path(snapToPixels(rect, scale: scale))))
            return .some(.endClip)
        case .opacity(let o)?:
            if o <= 0 { return nil }
            if o < 1 {
                items.append(.beginOpacity(o))
                return .some(.endOpacity)
            }
            return .some(nil)
        case .transform(let m)?:
            guard m.isDrawable else { return nil }
            items.append(.beginMatrix(m.bounded))
            return .some(.endTransform)
        case .blur(let r)?:
            guard r.isFinite, r > 0, let bounds = drawnBounds(n, within: clip) else { return .some(nil) }
            let radius = min(r, DisplayList.coordinateLimit)
            items.append(.beginBlur(radius: radius, bounds: bounds.insetBy(dx: -1.5 * radius, dy: -1.5 * radius)))  // not a look value: geometry
            return .some(.endBlur)
        case .mask?:
            items.append(.beginMask)
            return .some(.endMask)
        case .composite(.hidden)?:
            return nil
        case .composite(.blend(let mode))?:
            if mode == .normal { return .some(nil) }
            items.append(.beginBlend(mode))
            return .some(.endBlend)
        case .composite(.recolor)?:
            // Applied to the subtree's items when it ends (`draw`).
            return .some(nil)
        case .composite(.colorMatrix(let m, _))?:
            guard m != .identity, let bounds = drawnBounds(n, within: clip) else { return .some(nil) }
            items.append(.beginColorMatrix(m, bounds: bounds))
            return .some(.endColorMatrix)
        case .shadow(let color, let radius, let offset)?:
            // Nothing to draw for a clear shadow; a non-finite one cannot be drawn.
            guard color.alpha > 0, radius.isFinite, offset.width.isFinite, offset.height.isFinite,
                  let bounds = drawnBounds(n, within: clip) else { return .some(nil) }
            let limit = DisplayList.coordinateLimit
            items.append(.beginShadow(color: color, radius: min(max(0, radius), limit),
                                      offset: CGSize(width: max(-limit, min(offset.width, limit)), height: max(-limit, min(offset.height, limit))), bounds: bounds))
            return .some(.endShadow)
        case nil:
            return .some(nil)
        }
    }
}

/// A redacted text's placeholder: a rounded bar per line, as wide as the line (the last one as
/// its own text; the others the frame's width), as tall as the look says, in the text's colour at
/// the look's opacity (docs/controls.md, "Placeholders").
private func redactedBars(_ content: TextContent, _ request: TextLayoutRequest, in frame: CGRect, scale: CGFloat, into items: inout [DisplayItem]) {
    let look = SystemLook().placeholder
    guard let measurer = content.measurer else { return }
    let m = measurer.measure(request)
    let lines = max(1, m.lineCount), lineHeight = m.lineHeight > 0 ? m.lineHeight : frame.height
    let lastWidth = lines > 1 ? min(frame.width, m.lastLineWidth ?? frame.width * look.lastLineFraction) : frame.width
    let barHeight = lineHeight * look.barHeightFraction
    let spacing = request.lineSpacing
    for i in 0..<lines {
        let y = frame.minY + CGFloat(i) * (lineHeight + spacing) + (lineHeight - barHeight) / 2
        let w = i == lines - 1 ? lastWidth : frame.width
        let x = request.alignment == .center ? frame.midX - w / 2 : (request.alignment == .trailing) != (request.layoutDirection == .rightToLeft) ? frame.maxX - w : frame.minX
        let bar = snapToPixels(CGRect(x: x, y: y, width: w, height: barHeight), scale: scale)
        items.append(.fill(Path(roundedRect: bar, cornerRadius: look.cornerRadius), content.color.opacity(look.opacity)))
    }
}

/// The union of the drawable frames of `n` and its descendants, grown by 2 points for glyphs that
/// overhang their line box: where a shadowed view can draw. Nil when nothing of it is drawable.
func drawnBounds(_ n: LayoutNode, within clip: CGRect) -> CGRect? {
    var union: CGRect?
    var stack = [n]
    while let node = stack.popLast() {
        if let r = drawableRect(node.frame, within: clip), r.width > 0 || r.height > 0 {
            union = union.map { $0.union(r) } ?? r
        }
        stack.append(contentsOf: node.children)
    }
    return union?.insetBy(dx: -2, dy: -2)
}

/// `frame` when its edges lie within `DisplayList.coordinateLimit`, else the part of it on the
/// canvas `clip` (nil when there is none): infinite frames, and finite ones too large to draw
/// (`frame(width: .greatestFiniteMagnitude)`), whose far edge would overflow.
func finiteFrame(_ frame: CGRect, within clip: CGRect) -> CGRect? {
    let limit = DisplayList.coordinateLimit
    func inside(_ origin: CGFloat, _ length: CGFloat) -> Bool { abs(origin) <= limit && abs(origin + length) <= limit }
    return inside(frame.origin.x, frame.size.width) && inside(frame.origin.y, frame.size.height) ? frame : drawableRect(frame, within: clip)
}

/// The part of `frame` worth drawing on a canvas `clip`: cut to the canvas (with a point to
/// spare, so edges still antialias as they would), or nil when nothing of it is there. Frames
/// can reach drawing with infinite sides (a Color proposed ∞) or NaN (hostile parameters, which
/// SwiftUI never defines); Foundation's `CGRect.intersection` traps on those, so this is plain
/// arithmetic. A negative size counts from the far edge, as `CGRect` standardises it.
func drawableRect(_ frame: CGRect, within clip: CGRect) -> CGRect? {
    func span(_ origin: CGFloat, _ length: CGFloat, _ lo: CGFloat, _ hi: CGFloat) -> (CGFloat, CGFloat)? {
        let end = origin + length
        guard !origin.isNaN, !end.isNaN else { return nil }
        let a = max(min(origin, end), lo - 1), b = min(max(origin, end), hi + 1)
        return a < b ? (a, b) : nil
    }
    guard let x = span(frame.origin.x, frame.size.width, clip.origin.x, clip.origin.x + clip.size.width),
          let y = span(frame.origin.y, frame.size.height, clip.origin.y, clip.origin.y + clip.size.height) else { return nil }
    return CGRect(x: x.0, y: y.0, width: x.1 - x.0, height: y.1 - y.0)
}

/// How to draw an image file: renderer-agnostic, the backend decodes the file.
public struct ImageDrawing: Hashable, Sendable {
    /// The name the view asked for (`Image("name")`), for warnings.
    public var name: String
    /// The file (PNG or JPEG).
    public var url: URL
    /// Its size in pixels, and pixels per point.
    public var pixelWidth: Int
    public var pixelHeight: Int
    public var scale: CGFloat
    /// Draw this colour through the image's alpha instead of its colours (template rendering).
    public var tint: Color?
    /// Smooth resampling; false keeps pixels sharp (`.interpolation(.none)`).
    public var smooth: Bool
    /// Repeat the image at its natural size instead of stretching it.
    public var tiled: Bool
    /// Edges kept at their natural size when stretching (nine-slice), in points.
    public var capInsets: EdgeInsets
}

/// An image node's drawing: the file into its frame, or a symbol's marked stand-in.
func drawImage(_ content: ImageContent, in rect: CGRect, rightToLeft: Bool = false, into items: inout [DisplayItem]) {
    if let symbol = content.symbol {
        // The table's glyph or LayoutViz's own drawing (Symbols/); the directional ones point
        // the other way right to left, as SF Symbols' do.
        if let art = symbol.art {
            let glyph = art.items(in: rect, style: symbol.style, look: SystemLook().symbols, measurer: symbol.measurer)
            guard rightToLeft, SymbolGlyphs.mirrorsRightToLeft(symbol.name) else {
                items += glyph
                return
            }
            items.append(.beginMatrix(.about(CGPoint(x: rect.midX, y: rect.midY), a: -1, b: 0, c: 0, d: 1)))
            items += glyph
            items.append(.endTransform)
            return
        }
        // A stand-in for any other SF Symbol (they cannot ship): a rounded square outline with
        // the symbol name's first letter, in the symbol's colour and size (docs/layout/image.md).
        let line = max(rect.width / OverlayLook.standInLineFraction, OverlayLook.minimumLineWidth)
        items.append(.stroke(Path(roundedRect: rect.insetBy(dx: line / 2, dy: line / 2), cornerRadius: rect.width * OverlayLook.standInCornerFraction), symbol.color, lineWidth: line))
        let letter = symbol.name.first.map { String($0).uppercased() } ?? "?"
        let size = rect.height * OverlayLook.standInLetterFraction
        let request = TextLayoutRequest(string: letter, font: .system(size: size, weight: .semibold), wrapWidth: nil, maxLines: 1, truncation: .tail, alignment: .leading)
        if let m = symbol.measurer?.measure(request).size {
            items.append(.text(request, origin: CGPoint(x: rect.midX - m.width / 2, y: rect.midY - m.height / 2), color: symbol.color))
        }
        return
    }
    guard let asset = content.asset else { return }
    let drawing = ImageDrawing(name: content.name, url: asset.url, pixelWidth: asset.pixelWidth, pixelHeight: asset.pixelHeight, scale: asset.scale,
                               tint: content.tint, smooth: content.smooth, tiled: content.resizable && content.resizingMode == .tile,
                               capInsets: content.resizable ? content.capInsets : EdgeInsets())
    items.append(.image(drawing, rect: rect))
}

/// Whether `item` opens a group that, closed at once, would draw nothing.
private func isEmptyGroupStart(_ item: DisplayItem) -> Bool {
    switch item {
    case .beginClip, .beginOpacity, .beginShadow, .beginMatrix, .beginBlur, .beginBlend, .beginColorMatrix: return true
    default: return false
    }
}
