import Foundation
import LayoutVizCore
import LayoutVizRender

/// One generated page: the title, the style sheets and scripts (LayoutViz's resource files, put
/// inline so a page opens from `file://` alone), the data its scripts read, and the body, all
/// assembled with a Content-Security-Policy that lets run only those scripts (docs/pages.md).
///
/// Data for scripts goes into `<script type="application/json" id="page-data">`, which browsers
/// never run, with `<`, `>`, `&`, U+2028 and U+2029 escaped (`HTML.scriptSafeJSON`); scripts read
/// it with `JSON.parse(document.getElementById('page-data').textContent)`. The policy names each
/// inline style and script by its SHA-256, and nothing else may run: no other inline script, no
/// event-handler attribute, no `javascript:` address, no plug-in, no form, no `<base>`. If a
/// string ever reached the markup unescaped, the browser would still refuse to run it.
package struct HTMLPage {
    /// The title, as text.
    package var title: String
    /// Style sheets, in order.
    package var styles: [PageResource] = []
    /// Lengths for the style sheets, set on `:root` as CSS custom properties in pixels
    /// (`--picture-left: 16px`): the only computed CSS, numbers alone.
    package var lengths: [(name: StaticString, value: CGFloat)] = []
    /// Adds `<meta name="viewport" content="width=device-width">`.
    package var viewport = false
    /// The `<body>` element's contents.
    package var body: HTML
    /// JSON for the scripts (escaped here), or nil.
    package var data: String?
    /// Scripts, in order, after the body.
    package var scripts: [PageResource] = []
    /// Lets the page fetch from and frame its own origin (the live page of `preview --watch`).
    package var usesOwnOrigin = false

    package init(title: String, styles: [PageResource] = [], body: HTML, scripts: [PageResource] = []) {
        self.title = title
        self.styles = styles
        self.body = body
        self.scripts = scripts
    }

    /// The id of the data element.
    package static let dataElementID = "page-data"

    /// The page's text.
    package func render() -> String {
        var css = styles.map(\.text)
        if !lengths.isEmpty {
            css.append(":root{" + lengths.map { "--\($0.name):\(formatLength($0.value.isFinite ? $0.value : 0))px" }.joined(separator: ";") + "}\n")
        }
        let js = scripts.map(\.text)
        var html = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        // The policy is LayoutViz's own text (keywords and base64 hashes): no quote or ampersand.
        html += "<meta http-equiv=\"Content-Security-Policy\" content=\"\(policy(styles: css, scripts: js))\">\n"
        if viewport { html += "<meta name=\"viewport\" content=\"width=device-width\">\n" }
        html += "<title>\(HTML.escaped(title))</title>\n"
        for sheet in css { html += "<style>\(sheet)</style>\n" }
        html += "</head>\n<body>\n" + body.markup
        if !body.markup.hasSuffix("\n") { html += "\n" }
        if let data { html += "<script type=\"application/json\" id=\"\(Self.dataElementID)\">\(HTML.scriptSafeJSON(data))</script>\n" }
        for script in js { html += "<script>\(script)</script>\n" }
        return html + "</body>\n</html>\n"
    }

    /// The Content-Security-Policy: nothing by default; these styles and scripts by hash; images
    /// from files and the web (pictures are the point of every page); the page's own origin for
    /// the live page's requests and frame.
    func policy(styles: [String], scripts: [String]) -> String {
        func hashes(_ texts: [String]) -> String {
            texts.isEmpty ? "'none'" : texts.map { "'sha256-\(SHA256.base64(Data($0.utf8)))'" }.joined(separator: " ")
        }
        var parts = ["default-src 'none'", "img-src 'self' data: file: http: https:", "style-src \(hashes(styles))", "script-src \(hashes(scripts))",
                     "base-uri 'none'", "form-action 'none'"]
        if usesOwnOrigin { parts += ["connect-src 'self'", "frame-src 'self'"] }
        return parts.joined(separator: "; ")
    }
}

/// The style sheets and scripts of LayoutViz's pages: files in `Sources/LayoutVizPages/Resources`,
/// built into the module (SwiftPM's `embedInCode`), so a page needs no file beside the program.
package enum PageResource: CaseIterable, Sendable {
    case inspectorCSS, inspectorJS
    case catalogCSS, catalogIndexJS, catalogPageJS
    case reportCSS, reportJS
    case galleryCSS
    case previewsCSS
    case liveCSS, liveJS

    /// The file's text.
    package var text: String {
        let bytes: [UInt8]
        switch self {
        case .inspectorCSS: bytes = PackageResources.inspector_css
        case .inspectorJS: bytes = PackageResources.inspector_js
        case .catalogCSS: bytes = PackageResources.catalog_css
        case .catalogIndexJS: bytes = PackageResources.catalog_index_js
        case .catalogPageJS: bytes = PackageResources.catalog_page_js
        case .reportCSS: bytes = PackageResources.report_css
        case .reportJS: bytes = PackageResources.report_js
        case .galleryCSS: bytes = PackageResources.gallery_css
        case .previewsCSS: bytes = PackageResources.previews_css
        case .liveCSS: bytes = PackageResources.live_css
        case .liveJS: bytes = PackageResources.live_js
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
