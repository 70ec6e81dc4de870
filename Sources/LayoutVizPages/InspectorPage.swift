import Foundation
import LayoutVizCore
import LayoutVizRender

/// The inspector page: a picture and its layout tree that select each other. Hovering the
/// picture highlights the innermost view under the pointer; clicking it, or a row of the tree,
/// selects the view and shows its path, kind and parameters, proposal, size, origin and rule
/// (`LayoutTree.explanation()`); `#view=PATH` in the address selects one on opening. One file,
/// no network, opens from `file://` (docs/inspector.md, "The inspector page").
package enum InspectorPage {
    /// Another variant of the same picture, for the page's switcher.
    package struct Variant {
        let label: String
        let href: String
        let isCurrent: Bool

        package init(label: String, href: String, isCurrent: Bool) {
            self.label = label
            self.href = href
            self.isCurrent = isCurrent
        }
    }

    /// The picture is shown at most this tall (CSS pixels); one point is one pixel below it.
    package static let maxPictureHeight: CGFloat = 900
    /// Where the picture's top-left corner is on the page (CSS pixels), fixed so that tools and
    /// tests can find a view's box on a screenshot.
    package static let pictureOrigin = CGPoint(x: 16, y: 64)

    /// The zoom the page shows a `canvas`-sized picture at.
    package static func zoom(for canvas: CGSize) -> CGFloat { min(1, maxPictureHeight / max(canvas.height, 1)) }

    /// Writes the page for `steps` beside the PNG at `png` (same name, `.html`), the canvas taken
    /// from the PNG's size at `scale` pixels per point; false when the PNG cannot be read.
    package static func write(besidePNG png: URL, scale: CGFloat, inside root: URL, title: String, subtitle: String, steps: [LayoutStep],
                              variants: [Variant]) throws -> Bool {
        guard let header = try? FileHandle(forReadingFrom: png).read(upToCount: 24), let px = pngDimensions(header) else { return false }
        let canvas = CGSize(width: CGFloat(px.width) / scale, height: CGFloat(px.height) / scale)
        let page = html(title: title, subtitle: subtitle, imageSource: png.lastPathComponent, canvas: canvas, steps: steps, variants: variants)
        try AtomicFile.write(Data(page.utf8), to: png.deletingPathExtension().appendingPathExtension("html"), inside: root)
        return true
    }

    /// The page for `steps` over the picture at `imageSource` (a relative path, or a PNG as a
    /// `data:` address).
    package static func html(title: String, subtitle: String, imageSource: String, canvas: CGSize, steps: [LayoutStep], variants: [Variant] = []) -> String {
        let zoom = zoom(for: canvas)
        func n(_ v: CGFloat) -> String { v.isFinite ? formatLength(v) : "null" }
        let rows = steps.map { s -> String in
            let f = s.frame
            return "[\(jsonQuoted(s.path)),\(s.depth),\(jsonQuoted(s.kind)),\(jsonQuoted(s.detail)),\(jsonQuoted(s.viewName ?? "")),"
                + "\(s.proposal.width.map { n($0) } ?? "null"),\(s.proposal.height.map { n($0) } ?? "null"),"
                + "\(n(f.minX)),\(n(f.minY)),\(n(f.width)),\(n(f.height)),\(jsonQuoted(s.rule))]"
        }
        let switcher: HTML = variants.isEmpty ? .empty : "<nav>Screen: <select>\(variants.map { v -> HTML in "<option value=\"\(file: v.href)\"\(v.isCurrent ? " selected" as HTML : .empty)>\(v.label)</option>" })</select></nav>"
        var page = HTMLPage(title: title, styles: [.inspectorCSS], body: """
            <header><h1>\(title)</h1><p>\(subtitle) — hover the picture or the tree; click to select (the address keeps it: #view=PATH)</p>\(switcher)</header>
            <div id="pic"><img src="\(imageSource: imageSource)" alt="\(title)"><div class="box" id="hover"></div><div class="box" id="sel"></div></div>
            <div id="side"><div id="details">Select a view.</div><div id="tree"></div></div>
            """, scripts: [.inspectorJS])
        page.lengths = [("pic-left", pictureOrigin.x), ("pic-top", pictureOrigin.y), ("pic-width", (canvas.width * zoom).rounded()),
                        ("pic-height", (canvas.height * zoom).rounded()), ("side-left", pictureOrigin.x + canvas.width * zoom + 24)]
        page.data = "{\"zoom\":\(formatLength(zoom)),\"steps\":[\n" + rows.joined(separator: ",\n") + "\n]}"
        return page.render()
    }
}
