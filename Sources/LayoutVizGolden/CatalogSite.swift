import Foundation
import LayoutViz

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

    private static let style = """
        :root{color-scheme:light dark;--bg:#f2f2f7;--card:#fff;--ink:#1c1c1e;--dim:#6c6c70;--line:#d1d1d6;--accent:#007aff}
        @media (prefers-color-scheme:dark){:root{--bg:#000;--card:#1c1c1e;--ink:#f2f2f7;--dim:#98989f;--line:#38383a;--accent:#0a84ff}}
        body{margin:0;font:14px/1.4 system-ui,sans-serif;background:var(--bg);color:var(--ink)}
        header{position:sticky;top:0;background:var(--bg);padding:16px 24px 12px;border-bottom:1px solid var(--line);z-index:1}
        h1{font-size:22px;margin:0 0 8px}h2{font-size:16px;margin:24px 24px 8px;color:var(--dim);font-weight:600}
        input[type=search]{font:inherit;padding:6px 10px;width:320px;border:1px solid var(--line);border-radius:8px;background:var(--card);color:var(--ink)}
        .grid{display:flex;flex-wrap:wrap;gap:16px;padding:0 24px}
        .card{display:block;width:180px;background:var(--card);border-radius:12px;padding:10px;text-decoration:none;color:inherit;border:1px solid var(--line)}
        .card img{display:block;height:240px;max-width:100%;margin:0 auto 8px;object-fit:contain}
        .card b{display:block;font-size:13px}.card span{font-size:12px;color:var(--dim)}
        .count{color:var(--dim);margin-left:12px}
        main{padding:16px 24px}.toggles{display:flex;flex-wrap:wrap;gap:8px 20px;margin:12px 0}
        .axis button{font:inherit;font-size:13px;padding:4px 10px;border:1px solid var(--line);background:var(--card);color:var(--ink);cursor:pointer}
        .axis button:first-of-type{border-radius:8px 0 0 8px}.axis button:last-of-type{border-radius:0 8px 8px 0}
        .axis button.on{background:var(--accent);border-color:var(--accent);color:#fff}.axis span{color:var(--dim);margin-right:6px;font-size:13px}
        #shot{display:block;height:640px;max-width:100%;object-fit:contain;object-position:left top;border:1px solid var(--line);background:var(--card)}
        #missing{color:#ff3b30}a{color:var(--accent)}
        """

    /// `index.html`: every entry by group, a thumbnail each (its first picture), filtered as the
    /// search field is typed in; the query is kept in the address (`#q=...`).
    package static func index(title: String, entries: [Entry]) -> String {
        var html = "<!doctype html>\n<html><head><meta charset=\"utf-8\"><meta name=\"viewport\" content=\"width=device-width\"><title>\(htmlEscaped(title))</title>\n<style>\(style)</style></head><body>\n"
        html += "<header><h1>\(htmlEscaped(title))</h1><input type=\"search\" id=\"q\" placeholder=\"Search previews, files, samples\" autofocus><span class=\"count\" id=\"count\"></span></header>\n"
        var groups: [String] = []
        for e in entries where !groups.contains(e.group) { groups.append(e.group) }
        for group in groups {
            html += "<section><h2>\(htmlEscaped(group))</h2><div class=\"grid\">\n"
            for e in entries where e.group == group {
                let thumb = e.pictures.first.map { "<img loading=\"lazy\" src=\"p/\(href(e.id))/\(href($0.file))\" alt=\"\(htmlEscaped(e.title))\">" } ?? ""
                let search = [e.title, e.group, e.subtitle, e.id].joined(separator: " ").lowercased()
                html += "<a class=\"card\" id=\"card-\(htmlEscaped(e.id))\" href=\"p/\(href(e.id)).html\" data-search=\"\(htmlEscaped(search))\">\(thumb)<b>\(htmlEscaped(e.title))</b><span>\(htmlEscaped(e.subtitle))</span></a>\n"
            }
            html += "</div></section>\n"
        }
        html += """
            <script>
            const q = document.getElementById('q'), count = document.getElementById('count');
            function filter() {
              const words = q.value.toLowerCase().split(/\\s+/).filter(w => w);
              let shown = 0;
              for (const card of document.querySelectorAll('.card')) {
                const hit = words.every(w => card.dataset.search.includes(w));
                card.hidden = !hit;
                if (hit) shown++;
              }
              for (const s of document.querySelectorAll('section')) s.hidden = !s.querySelector('.card:not([hidden])');
              count.textContent = shown + (shown === 1 ? ' preview' : ' previews');
              history.replaceState(null, '', q.value ? '#q=' + encodeURIComponent(q.value) : location.pathname);
              for (const card of document.querySelectorAll('.card')) card.href = card.getAttribute('href').split('#')[0] + (q.value ? '#from=' + encodeURIComponent(q.value) : '');
            }
            const m = location.hash.match(/^#q=(.*)$/);
            if (m) q.value = decodeURIComponent(m[1]);
            q.addEventListener('input', filter);
            filter();
            </script>
            </body></html>

            """
        return html
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
        let toggles = values.map { axis in
            "<div class=\"axis\" data-axis=\"\(htmlEscaped(axis.key))\"><span>\(htmlEscaped(axis.label))</span>" + axis.values.map {
                "<button type=\"button\" data-value=\"\(htmlEscaped($0))\">\(htmlEscaped($0))</button>"
            }.joined() + "</div>"
        }.joined(separator: "\n")
        let first = e.pictures.first
        var html = "<!doctype html>\n<html><head><meta charset=\"utf-8\"><meta name=\"viewport\" content=\"width=device-width\"><title>\(htmlEscaped(e.title)) — \(htmlEscaped(siteTitle))</title>\n<style>\(style)</style></head><body>\n"
        html += "<header><a id=\"back\" href=\"../index.html\">← \(htmlEscaped(siteTitle))</a><h1>\(htmlEscaped(e.title))</h1><div>\(htmlEscaped(e.subtitle.hasPrefix(e.group) ? e.subtitle : e.group + " · " + e.subtitle))</div></header>\n<main>\n"
        html += "<div class=\"toggles\">\(toggles)</div>\n"
        html += "<p><a id=\"inspect\" href=\"#\">Inspect this layout</a> <span id=\"missing\" hidden>This combination was not drawn.</span></p>\n"
        html += "<img id=\"shot\" src=\"\(first.map { href(e.id + "/" + $0.file) } ?? "")\" alt=\"\(htmlEscaped(e.title))\">\n</main>\n"
        html += """
            <script>
            const pictures = [
            \(data)
            ];
            const defaults = pictures.length ? pictures[0].v : {};
            const state = Object.assign({}, defaults);
            for (const part of location.hash.replace(/^#/, '').split('&')) {
              const [k, v] = part.split('=').map(decodeURIComponent);
              if (k === 'from') document.getElementById('back').href = '../index.html#q=' + encodeURIComponent(v);
              else if (k && v !== undefined && k in state) state[k] = v;
            }
            function show() {
              const p = pictures.find(p => Object.keys(state).every(k => p.v[k] === state[k]));
              const shot = document.getElementById('shot'), inspect = document.getElementById('inspect');
              document.getElementById('missing').hidden = !!p;
              shot.hidden = !p;
              if (p) shot.src = encodeURI(p.png);
              inspect.hidden = !(p && p.inspect);
              if (p && p.inspect) inspect.href = encodeURI(p.inspect);
              for (const axis of document.querySelectorAll('.axis'))
                for (const b of axis.querySelectorAll('button')) b.className = state[axis.dataset.axis] === b.dataset.value ? 'on' : '';
              const changed = Object.keys(state).filter(k => state[k] !== defaults[k]).map(k => k + '=' + encodeURIComponent(state[k]));
              const from = location.hash.match(/[#&]from=([^&]*)/);
              if (from) changed.push('from=' + from[1]);
              history.replaceState(null, '', changed.length ? '#' + changed.join('&') : location.pathname);
            }
            for (const axis of document.querySelectorAll('.axis'))
              for (const b of axis.querySelectorAll('button')) b.addEventListener('click', () => { state[axis.dataset.axis] = b.dataset.value; show(); });
            show();
            </script>
            </body></html>

            """
        return html
    }

    /// A relative path as a URL path: each component percent-encoded.
    package static func href(_ path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "/?#%")
        return path.split(separator: "/").map { $0.addingPercentEncoding(withAllowedCharacters: allowed) ?? String($0) }.joined(separator: "/")
    }
}
