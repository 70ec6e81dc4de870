import Foundation
import LayoutVizCore

/// The pages of `layoutviz catalog` (docs/catalog.md): an index of every preview, grouped and
/// searchable, and a page per preview whose toggles switch among its pre-drawn pictures. Plain
/// files with their data inline: they open from `file://` and from any static host, with no
/// server and no network.
package enum CatalogSite {
    /// One picture of an entry: its value on each axis (`device`, `orientation`, `look`,
    /// `color-scheme`, `dynamic-type`, `direction`...), the file, relative to the entry's page,
    /// and its inspector page, if one was written.
    package struct Picture {
        package var values: [String: String]
        package var file: String
        package var inspector: String?
        package init(values: [String: String], file: String, inspector: String?) {
            self.values = values
            self.file = file
            self.inspector = inspector
        }
    }

    /// One preview or sample.
    package struct Entry {
        /// The page's name: `p/<id>.html`, pictures in `p/<id>/`.
        package var id: String
        package var title: String
        /// What it is grouped under: a source file, or an article's samples.
        package var group: String
        /// `Sources/App/Card.swift:12`, or a sample's description.
        package var subtitle: String
        package var pictures: [Picture]
        package init(id: String, title: String, group: String, subtitle: String, pictures: [Picture]) {
            self.id = id
            self.title = title
            self.group = group
            self.subtitle = subtitle
            self.pictures = pictures
        }
    }

    /// The axes in the order the toggles show them, with their labels.
    package static let axes: [(key: String, label: String)] = [
        ("device", "Device"), ("orientation", "Orientation"), ("look", "Look"), ("color-scheme", "Colour scheme"),
        ("contrast", "Contrast"), ("dynamic-type", "Dynamic Type"), ("direction", "Direction"), ("locale", "Locale"),
    ]

    /// `index.html`: every entry by group, a thumbnail each (its first picture), filtered as the
    /// search field is typed in; the query is kept in the address (`#q=...`).
    package static func index(title: String, entries: [Entry]) -> String {
        var groups: [String] = []
        for e in entries where !groups.contains(e.group) { groups.append(e.group) }
        var body: HTML = "<header><h1>\(title)</h1><input type=\"search\" id=\"q\" placeholder=\"Search previews, files, samples\" autofocus><span class=\"count\" id=\"count\"></span></header>\n"
        for group in groups {
            body += "<section><h2>\(group)</h2><div class=\"grid\">\n"
            for e in entries where e.group == group {
                let thumb: HTML = e.pictures.first.map { "<img loading=\"lazy\" src=\"\(file: "p/\(e.id)/\($0.file)")\" alt=\"\(e.title)\">" } ?? .empty
                let search = [e.title, e.group, e.subtitle, e.id].joined(separator: " ").lowercased()
                body += "<a class=\"card\" id=\"card-\(e.id)\" href=\"\(file: "p/\(e.id).html")\" data-search=\"\(search)\">\(thumb)<b>\(e.title)</b><span>\(e.subtitle)</span></a>\n"
            }
            body += "</div></section>\n"
        }
        var page = HTMLPage(title: title, styles: [.catalogCSS], body: body, scripts: [.catalogIndexJS])
        page.viewport = true
        return page.render()
    }

    /// `p/<id>.html`: one entry's picture with a toggle per axis that has more than one value;
    /// the choice is kept in the address (`#device=iphone-se-3&color-scheme=dark`), so a link
    /// opens the same picture. A combination that was not drawn says so.
    package static func page(_ e: Entry, siteTitle: String) -> String {
        var values: [(key: String, label: String, values: [String])] = []
        for axis in axes {
            var seen: [String] = []
            for p in e.pictures { if let v = p.values[axis.key], !seen.contains(v) { seen.append(v) } }
            if seen.count > 1 { values.append((axis.key, axis.label, seen)) }
        }
        let data = e.pictures.map { p in
            "{\"v\":{" + p.values.sorted { $0.key < $1.key }.map { "\(jsonQuoted($0.key)):\(jsonQuoted($0.value))" }.joined(separator: ",") + "},"
                + "\"png\":\(jsonQuoted(e.id + "/" + p.file)),\"inspect\":\(p.inspector.map { jsonQuoted(e.id + "/" + $0) } ?? "null")}"
        }.joined(separator: ",\n")
        let toggles = HTML.joined(values.map { axis in
            "<div class=\"axis\" data-axis=\"\(axis.key)\"><span>\(axis.label)</span>\(axis.values.map { v -> HTML in "<button type=\"button\" data-value=\"\(v)\">\(v)</button>" })</div>"
        }, separator: "\n")
        let first = e.pictures.first
        let place = e.subtitle.hasPrefix(e.group) ? e.subtitle : e.group + " · " + e.subtitle
        var page = HTMLPage(title: "\(e.title) — \(siteTitle)", styles: [.catalogCSS], body: """
            <header><a id="back" href="../index.html">← \(siteTitle)</a><h1>\(e.title)</h1><div>\(place)</div></header>
            <main>
            <div class="toggles">\(toggles)</div>
            <p><a id="inspect" href="#">Inspect this layout</a> <span id="missing" hidden>This combination was not drawn.</span></p>
            <img id="shot" src="\(file: first.map { e.id + "/" + $0.file } ?? "")" alt="\(e.title)">
            </main>
            """, scripts: [.catalogPageJS])
        page.viewport = true
        page.data = "[\n" + data + "\n]"
        return page.render()
    }
}
