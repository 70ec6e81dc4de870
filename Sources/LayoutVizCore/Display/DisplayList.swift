import Foundation

/// One drawing operation in absolute canvas coordinates (points).
public enum DisplayItem: Equatable, Sendable {
    /// Fill `path` (non-zero winding) with `color`.
    case fill(Path, Color)
}

/// A flat, renderer-agnostic list of drawing operations, back to front.
///
/// Backends (PNG, SVG) draw it and know nothing of views or layout.
public struct DisplayList: Equatable, Sendable {
    /// The canvas size in points.
    public var size: CGSize
    /// Points to pixels for raster output.
    public var scale: CGFloat
    /// The operations, back to front.
    public var items: [DisplayItem]

    /// Creates a display list.
    public init(size: CGSize, scale: CGFloat, items: [DisplayItem] = []) {
        self.size = size
        self.scale = scale
        self.items = items
    }
}

/// Snaps a frame to the pixel grid as SwiftUI does before drawing (spec §5): origin and far corner
/// are each rounded to the nearest multiple of 1/scale, ties rounding up.
public func snapToPixels(_ r: CGRect, scale: CGFloat) -> CGRect {
    func snap(_ v: CGFloat) -> CGFloat { (v * scale + 0.5).rounded(.down) / scale }
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
        return DisplayList(size: area.size, scale: scale, items: items.map { item in
            guard area.origin != .zero else { return item }
            switch item {
            case .fill(let path, let color): return .fill(path.offsetBy(dx: -area.minX, dy: -area.minY), color)
            }
        })
    }

    private static func draw(_ n: LayoutNode, scale: CGFloat, clip: CGRect, into items: inout [DisplayItem]) {
        if let leaf = n.leaf {
            var rect = n.frame
            if !(rect.width.isFinite && rect.height.isFinite && rect.minX.isFinite && rect.minY.isFinite) {
                rect = rect.intersection(clip.insetBy(dx: -1, dy: -1))
            }
            let snapped = snapToPixels(rect, scale: scale)
            guard snapped.width > 0, snapped.height > 0, snapped.intersects(clip) else { return }
            switch leaf {
            case .color(let c):
                if c.alpha > 0 { items.append(.fill(Path(snapped), c)) }
            case .shape(_, let c, let path):
                let p = path(snapped)
                if c.alpha > 0 && !p.isEmpty { items.append(.fill(p, c)) }
            }
        }
        let order = n.drawsSecondaryFirst ? n.children.reversed() : n.children
        for c in order { draw(c, scale: scale, clip: clip, into: &items) }
    }
}
