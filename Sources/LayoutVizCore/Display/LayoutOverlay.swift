import Foundation

// Layout overlays: the negotiation drawn over the picture (docs/inspector.md, "Overlays"). They
// are LayoutViz's own inspector marks, not part of iOS's look, so their colours live here.

/// What an overlay draws over a screen's picture.
public enum LayoutOverlay: String, CaseIterable, Hashable, Sendable {
    /// Every view's outline, coloured by depth, with its size where there is room.
    case frames
    /// The proposal each view got where it took a different size: a dashed box of the offered
    /// size around the view, `nil` and `∞` marked, so a reader sees where a view took less or
    /// more than it was offered.
    case proposals
    /// Each stack's alignment guide (the line its children's guides share: a centre, an edge, a
    /// first text baseline) and the spacing between its children, with its value.
    case guides
    /// The elements VoiceOver would read: the screen in grey, each element filled and outlined in
    /// its colour and numbered, a legend beside it in reading order (docs/accessibility.md). It
    /// makes the picture wider rather than drawing over it: `AccessibilityTree.picture(of:)`.
    case accessibility
}

extension LayoutTree {
    /// The overlay's drawing in canvas points, for `canvas` at `scale` pixels per point: lines a
    /// fixed number of pixels wide and labels at a fixed point size, legible at every scale.
    /// `zoom` is how much the canvas is scaled where it is shown (a contact sheet's tile: 0.45);
    /// labels are drawn larger by its inverse so that they read the same there.
    public func overlayItems(_ overlay: LayoutOverlay, canvas: CGRect, scale: CGFloat, zoom: CGFloat = 1) -> [DisplayItem] {
        var painter = OverlayPainter(canvas: canvas, scale: scale, zoom: zoom, measurer: screenEnvironment.textMeasurer)
        switch overlay {
        case .frames: painter.frames(root)
        case .proposals: painter.proposals(root)
        case .guides: painter.guides(root)
        case .accessibility: return []
        }
        return painter.items + painter.labelItems
    }
}

/// Draws overlays: outlines, dashed boxes and labels that do not overlap one another.
private struct OverlayPainter {
    let canvas: CGRect
    let scale: CGFloat
    var items: [DisplayItem] = []
    /// Labels, drawn after every line so that no line crosses one.
    var labelItems: [DisplayItem] = []
    /// Labels placed so far; a label that would cover one goes to another corner, or is left out.
    var labels: [CGRect] = []
    /// Proposal boxes drawn so far (a chain of modifiers offered the same box draws it once).
    var boxes: [CGRect] = []

    /// Labels are 9 points where the canvas is shown.
    let labelFontSize: CGFloat
    /// Points of canvas per point shown (1 / zoom).
    let unit: CGFloat
    /// What labels are measured with (none: no labels).
    let measurer: (any TextMeasuring)?

    init(canvas: CGRect, scale: CGFloat, zoom: CGFloat, measurer: (any TextMeasuring)?) {
        self.measurer = measurer
        self.canvas = canvas
        self.scale = scale
        unit = 1 / max(zoom, OverlayLook.minimumZoom)
        labelFontSize = OverlayLook.labelFontSize * unit
    }

    /// Two device pixels, at least half a point (contact-sheet thumbnails draw below 1×).
    var lineWidth: CGFloat { max(2 / max(scale, OverlayLook.minimumScale), OverlayLook.minimumLineWidth) }

    mutating func frames(_ root: LayoutNode) {
        var stack: [(LayoutNode, CGRect?, Int)] = [(root, nil, 0)]
        while let (n, parentFrame, depth) = stack.popLast() {
            let f = n.frame
            guard f.minX.isFinite, f.minY.isFinite, f.width.isFinite, f.height.isFinite else { continue }
            // A modifier with its content's frame draws one outline for the chain.
            let tolerance = 0.01  // not a look value: rounding or a tolerance
            let same = parentFrame.map { abs($0.minX - f.minX) < tolerance && abs($0.minY - f.minY) < tolerance && abs($0.width - f.width) < tolerance && abs($0.height - f.height) < tolerance } ?? false
            if !same, f.width > 0 || f.height > 0 {
                let color = OverlayLook.depthColors[depth % OverlayLook.depthColors.count]
                let inset = lineWidth / 2
                let r = f.insetBy(dx: min(inset, f.width / 2), dy: min(inset, f.height / 2))
                // A dark halo under the line keeps it visible on any fill.
                items.append(.stroke(Path(r), OverlayLook.halo, lineWidth: lineWidth * 2))
                items.append(.stroke(Path(r), color, lineWidth: lineWidth))
                label("\(Self.short(f.width))×\(Self.short(f.height))", in: f, color: color)
            }
            for c in n.children.reversed() { stack.append((c, f, same ? depth : depth + 1)) }
        }
    }

    mutating func proposals(_ root: LayoutNode) {
        for n in root.allNodes() {
            let f = n.frame, p = n.proposal
            guard f.minX.isFinite, f.minY.isFinite, f.width.isFinite, f.height.isFinite else { continue }
            let halfPoint = 0.5  // not a look value: rounding or a tolerance
            func differs(_ offered: CGFloat?, _ took: CGFloat) -> Bool { offered.map { abs($0 - took) > halfPoint } ?? true }
            // Nil on both axes offers nothing to draw (the box would be the view): explain lists it.
            guard p.width != nil || p.height != nil, differs(p.width, f.width) || differs(p.height, f.height) else { continue }
            // The offered box, centred on the view (the default alignment); nil: the view's own
            // extent on that axis; infinite: out to the canvas.
            func extent(_ offered: CGFloat?, _ took: CGFloat, _ center: CGFloat, _ lo: CGFloat, _ hi: CGFloat) -> (CGFloat, CGFloat) {
                guard let offered else { return (center - took / 2, center + took / 2) }
                if !offered.isFinite { return (lo, hi) }
                return (center - offered / 2, center + offered / 2)
            }
            let (x0, x1) = extent(p.width, f.width, f.midX, canvas.minX, canvas.maxX)
            let (y0, y1) = extent(p.height, f.height, f.midY, canvas.minY, canvas.maxY)
            let box = CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0).intersection(canvas.insetBy(dx: -1, dy: -1))
            guard !box.isNull, box.width > 0 || box.height > 0, !boxes.contains(box) else { continue }
            boxes.append(box)
            let dash = OverlayLook.proposalDash.map { $0 * lineWidth }
            items.append(.styledStroke(Path(box), OverlayLook.proposalColor.opacity(OverlayLook.proposalOpacity), StrokeStyle(lineWidth: lineWidth, dash: dash)))
            func text(_ v: CGFloat?) -> String { v.map { $0.isFinite ? Self.short($0) : "∞" } ?? "nil" }
            label("offered \(text(p.width))×\(text(p.height))", in: box, color: OverlayLook.proposalColor, bottomFirst: true)
        }
    }

    mutating func guides(_ root: LayoutNode) {
        for n in root.allNodes() {
            guard case .stack(let axis, let alignment, _)? = n.node?.kind else { continue }
            let f = n.frame, children = n.children
            guard let first = children.first, f.minX.isFinite, f.minY.isFinite, f.width.isFinite, f.height.isFinite else { continue }
            // The guide: where the first child's guide is (its own, or its explicit one).
            if let engine = n.arena.engine {
                let c = first.frame
                let d = engine.dimensions(first.nodeID, c.size, first.proposal)
                let v = alignment.value(in: d)
                let line = axis == .vertical ? Path { $0.move(to: CGPoint(x: c.minX + v, y: f.minY)); $0.addLine(to: CGPoint(x: c.minX + v, y: f.maxY)) }
                                             : Path { $0.move(to: CGPoint(x: f.minX, y: c.minY + v)); $0.addLine(to: CGPoint(x: f.maxX, y: c.minY + v)) }
                if v.isFinite {
                    items.append(.styledStroke(line, OverlayLook.guideColor, StrokeStyle(lineWidth: lineWidth, dash: OverlayLook.guideDash.map { $0 * lineWidth })))
                }
            }
            // The spacing: each gap between neighbours along the axis, shaded, with its size.
            for (a, b) in zip(children, children.dropFirst()) {
                let gap = axis == .vertical ? b.frame.minY - a.frame.maxY : b.frame.minX - a.frame.maxX
                guard gap > OverlayLook.minimumGap, gap.isFinite else { continue }
                let band = axis == .vertical ? CGRect(x: f.minX, y: a.frame.maxY, width: f.width, height: gap)
                                             : CGRect(x: a.frame.maxX, y: f.minY, width: gap, height: f.height)
                items.append(.fill(Path(band), OverlayLook.guideColor.opacity(OverlayLook.spacingBandOpacity)))
                label(Self.short(gap), centredOn: CGPoint(x: axis == .vertical ? band.maxX - OverlayLook.spacingLabelInset.vertical * unit : band.midX, y: axis == .vertical ? band.midY : band.maxY - OverlayLook.spacingLabelInset.horizontal * unit))
            }
        }
    }

    /// A small label centred on `point`, when it is on the canvas and covers no other label.
    mutating func label(_ string: String, centredOn point: CGPoint) {
        label(string, fill: OverlayLook.guideColor, area: canvas) { size in [CGPoint(x: point.x - size.width / 2, y: point.y - size.height / 2)] }
    }

    /// A length for a label: at most one decimal.
    static func short(_ v: CGFloat) -> String { formatNumber((v * OverlayLook.labelDecimals).rounded() / OverlayLook.labelDecimals, maxDecimals: 1) }

    /// A label on a coloured pill in a corner of `box` (top-left first, or bottom-left first)
    /// where it fits and covers no other label; none when no corner is free.
    mutating func label(_ string: String, in box: CGRect, color: Color, bottomFirst: Bool = false) {
        let slack = OverlayLook.minimumLineWidth  // a label may overhang its box or the canvas by half a point
        label(string, fill: color.opacity(OverlayLook.labelOpacity), area: canvas.insetBy(dx: -slack, dy: -slack)) { size in
            guard size.width <= box.width + slack, size.height <= box.height + slack else { return [] }
            let top = box.minY, bottom = box.maxY - size.height, left = box.minX, right = box.maxX - size.width
            let corners = bottomFirst ? [(left, bottom), (right, bottom), (left, top), (right, top)] : [(left, top), (right, top), (left, bottom), (right, bottom)]
            return corners.map { CGPoint(x: $0.0, y: $0.1) }
        }
    }

    /// A label: white text on a `fill` pill at the first of `places` (top-left corners for the
    /// pill's size) that lies in `area` and covers no label placed before; none otherwise.
    private mutating func label(_ string: String, fill: Color, area: CGRect, places: (CGSize) -> [CGPoint]) {
        let request = TextLayoutRequest(string: string, font: Font(size: labelFontSize, weight: .semibold, name: nil),
                                        wrapWidth: nil, maxLines: 1, truncation: .tail, alignment: .leading)
        guard let metrics = measurer?.measure(request) else { return }
        let pad = OverlayLook.labelPadding
        let size = CGSize(width: metrics.size.width + 2 * pad.horizontal * unit, height: metrics.size.height + 2 * pad.vertical * unit)
        guard let pill = places(size).map({ CGRect(origin: $0, size: size) }).first(where: { area.contains($0) && !labels.contains(where: $0.intersects) }) else { return }
        labels.append(pill)
        labelItems.append(.fill(Path(roundedRect: pill, cornerRadius: OverlayLook.labelCornerRadius * unit), fill))
        labelItems.append(.text(request, origin: CGPoint(x: pill.minX + pad.horizontal * unit, y: pill.minY + pad.vertical * unit), color: OverlayLook.labelText))
    }
}
