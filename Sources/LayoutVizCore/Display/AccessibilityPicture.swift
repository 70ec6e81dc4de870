import Foundation

// The accessibility picture (`--accessibility`, docs/accessibility.md "The picture"): the screen in
// grey, each element VoiceOver would read filled and outlined in its colour with its number at
// its top-leading corner, and beside it a legend in reading order — the number, what VoiceOver
// says, the hint and the custom actions — as AccessibilitySnapshot lays its pictures out.

extension AccessibilityTree {
    /// `screen`'s drawing in grey with the elements marked, and the legend to its right; the
    /// canvas grows downward when the legend is longer than the screen.
    public func picture(of screen: DisplayList) -> DisplayList {
        let L = OverlayLook.self
        let bounds = CGRect(origin: .zero, size: screen.size)
        let measurer = screen.textMeasurer
        let legendX = screen.size.width + L.legendGap
        let textX = legendX + L.badgeDiameter + L.badgeTextGap
        let textWidth = L.legendWidth - L.badgeDiameter - L.badgeTextGap - L.legendMargin

        // The legend first, to know the canvas's height.
        var legend: [DisplayItem] = []
        var y = L.legendMargin
        // The first line sits centred on its disc.
        let firstLineTop = (L.badgeDiameter - lineHeight(L.descriptionFontSize, measurer)) / 2
        for (i, e) in elements.enumerated() {
            let color = L.elementColors[i % L.elementColors.count]
            let top = y
            legend += badge(i + 1, color: color, at: CGPoint(x: legendX + L.badgeDiameter / 2, y: top + L.badgeDiameter / 2), measurer: measurer)
            var lines: [(String, CGFloat, Color)] = [(e.spokenDescription.isEmpty ? "(no label)" : e.spokenDescription, L.descriptionFontSize, L.legendText)]
            if let hint = e.spokenHint { lines.append((hint, L.detailFontSize, L.legendDetail)) }
            if !e.actions.isEmpty { lines.append(("Actions: " + e.actions.joined(separator: ", "), L.detailFontSize, L.legendDetail)) }
            var textY = top + firstLineTop
            for (k, line) in lines.enumerated() {
                let request = TextLayoutRequest(string: line.0, font: .system(size: line.1, weight: k == 0 ? .medium : .regular), wrapWidth: textWidth,
                                                maxLines: nil, truncation: .tail, alignment: .leading)
                let height = measurer?.measure(request).size.height ?? line.1
                legend.append(.text(request, origin: CGPoint(x: textX, y: textY), color: line.2))
                textY += height + L.detailSpacing
            }
            y = max(top + L.badgeDiameter, textY - L.detailSpacing) + L.entrySpacing
        }
        let size = CGSize(width: legendX + L.legendWidth, height: max(screen.size.height, y - L.entrySpacing + L.legendMargin))

        var out = DisplayList(size: size, scale: screen.scale, textMeasurer: measurer, report: screen.report)
        out.items.append(.fill(Path(CGRect(origin: .zero, size: size)), L.legendBackground))
        let grey = ColorMatrix.lifted(.saturation(L.screenSaturation), towardsWhite: L.screenBrightness)
        out.items.append(.beginColorMatrix(grey, bounds: bounds))
        out.items += screen.items
        out.items.append(.endColorMatrix)
        out.items += markItems(canvas: bounds, measurer: measurer)
        out.items += legend
        return out
    }

    /// Each element of `canvas` filled and outlined in its colour, its number at its top-leading
    /// corner (kept on the canvas), clipped to the canvas. `zoom`: how much the canvas is scaled
    /// where it is shown (a contact sheet's tile); lines and numbers are drawn larger by its
    /// inverse so that they read the same there.
    public func markItems(canvas: CGRect, zoom: CGFloat = 1, measurer: (any TextMeasuring)?) -> [DisplayItem] {
        let L = OverlayLook.self
        let unit = 1 / max(zoom, OverlayLook.minimumZoom)
        var out: [DisplayItem] = [.beginClip(Path(canvas))]
        let shown = elements.enumerated().filter { $0.element.frame.intersects(canvas) || $0.element.frame.isEmpty }
        for (i, e) in shown {
            let color = L.elementColors[i % L.elementColors.count]
            let line = L.elementLineWidth * unit
            out.append(.fill(Path(e.frame), color.opacity(L.elementFillOpacity)))
            out.append(.stroke(Path(e.frame.insetBy(dx: line / 2, dy: line / 2)), color, lineWidth: line))
        }
        // Numbers after every outline, so that no outline crosses one.
        let d = L.badgeDiameter * unit
        for (i, e) in shown {
            let color = L.elementColors[i % L.elementColors.count]
            let cx = min(max(e.frame.minX, canvas.minX + d / 2), canvas.maxX - d / 2), cy = min(max(e.frame.minY, canvas.minY + d / 2), canvas.maxY - d / 2)
            out += badge(i + 1, color: color, at: CGPoint(x: cx, y: cy), unit: unit, measurer: measurer)
        }
        out.append(.endClip)
        return out
    }

    /// A disc of `color` centred at `centre` with `number` in white, `unit` times the look's size.
    private func badge(_ number: Int, color: Color, at centre: CGPoint, unit: CGFloat = 1, measurer: (any TextMeasuring)?) -> [DisplayItem] {
        let L = OverlayLook.self
        let d = L.badgeDiameter * unit
        var items: [DisplayItem] = [.fill(Path(ellipseIn: CGRect(x: centre.x - d / 2, y: centre.y - d / 2, width: d, height: d)), color)]
        let request = TextLayoutRequest(string: String(number), font: .system(size: L.badgeFontSize * unit, weight: .bold), wrapWidth: nil, maxLines: 1,
                                        truncation: .tail, alignment: .leading)
        let m = measurer?.measure(request).size ?? .zero
        items.append(.text(request, origin: CGPoint(x: centre.x - m.width / 2, y: centre.y - m.height / 2), color: L.labelText))
        return items
    }

    private func lineHeight(_ size: CGFloat, _ measurer: (any TextMeasuring)?) -> CGFloat {
        let request = TextLayoutRequest(string: "Ag", font: .system(size: size, weight: .medium), wrapWidth: nil, maxLines: 1, truncation: .tail, alignment: .leading)
        return measurer?.measure(request).size.height ?? size
    }
}
