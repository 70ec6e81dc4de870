import Foundation
import LayoutViz

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

    /// The page for `steps` over the picture at `imageSource` (a relative path or a data URI).
    package static func html(title: String, subtitle: String, imageSource: String, canvas: CGSize, steps: [LayoutStep], variants: [Variant] = []) -> String {
        let zoom = zoom(for: canvas)
        func n(_ v: CGFloat) -> String { v.isFinite ? formatLength(v) : "null" }
        let data = steps.map { s -> String in
            let f = s.frame
            return "[\(jsonQuoted(s.path)),\(s.depth),\(jsonQuoted(s.kind)),\(jsonQuoted(s.detail)),\(jsonQuoted(s.viewName ?? "")),"
                + "\(s.proposal.width.map { n($0) } ?? "null"),\(s.proposal.height.map { n($0) } ?? "null"),"
                + "\(n(f.minX)),\(n(f.minY)),\(n(f.width)),\(n(f.height)),\(jsonQuoted(s.rule))]"
        }.joined(separator: ",\n")
        let switcher = variants.isEmpty ? "" : "<nav>Screen: <select onchange=\"location.href = this.value + location.hash\">" + variants.map { v in
            "<option value=\"\(htmlEscaped(v.href))\"\(v.isCurrent ? " selected" : "")>\(htmlEscaped(v.label))</option>"
        }.joined() + "</select></nav>"
        let w = formatLength((canvas.width * zoom).rounded()), h = formatLength((canvas.height * zoom).rounded())
        return """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>\(htmlEscaped(title))</title>
        <style>
        body{font:13px -apple-system,system-ui,sans-serif;margin:0;color:#1d1d1f}
        header{position:absolute;left:16px;top:6px;right:16px;height:54px;overflow:hidden}
        header h1{font-size:16px;line-height:20px;margin:0}
        header p,nav{margin:0;line-height:17px;color:#555;font-size:12px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
        #pic{position:absolute;left:\(formatLength(pictureOrigin.x))px;top:\(formatLength(pictureOrigin.y))px;width:\(w)px;height:\(h)px;cursor:crosshair}
        #pic img{width:100%;height:100%;display:block;border-radius:4px;box-shadow:0 0 0 1px #ccc}
        .box{position:absolute;pointer-events:none;box-sizing:border-box;display:none}
        #hover{border:1px dashed #0a84ff;background:rgba(10,132,255,.08)}
        #sel{border:2px solid #ff2d92;background:rgba(255,45,146,.15)}
        nav select{font-size:11px;height:16px;padding:0}
        #side{position:absolute;left:\(formatLength(pictureOrigin.x + canvas.width * zoom + 24))px;top:\(formatLength(pictureOrigin.y))px;right:16px;bottom:16px;display:flex;flex-direction:column;gap:8px}
        #details{background:#f5f5f7;border-radius:6px;padding:8px 10px;min-height:96px;white-space:pre-wrap;font:12px ui-monospace,Menlo,monospace}
        #tree{overflow:auto;flex:1;border:1px solid #ddd;border-radius:6px;font:12px ui-monospace,Menlo,monospace}
        #tree div{white-space:nowrap;padding:1px 6px;cursor:pointer}
        #tree div:hover{background:#e8f2ff}
        #tree div.sel{background:#ff2d92;color:#fff}
        #tree .d{color:#888}
        #tree div.sel .d{color:#ffe0ef}
        </style>
        </head>
        <body>
        <header><h1>\(htmlEscaped(title))</h1><p>\(htmlEscaped(subtitle)) — hover the picture or the tree; click to select (the address keeps it: #view=PATH)</p>\(switcher)</header>
        <div id="pic"><img src="\(htmlEscaped(imageSource))" alt="\(htmlEscaped(title))"><div class="box" id="hover"></div><div class="box" id="sel"></div></div>
        <div id="side"><div id="details">Select a view.</div><div id="tree"></div></div>
        <script>
        // [path, depth, kind, detail, custom view, proposed width, proposed height, x, y, width, height, rule]
        const steps = [
        \(data)
        ];
        const zoom = \(formatLength(zoom));
        const tree = document.getElementById('tree'), pic = document.getElementById('pic');
        const num = v => v === null ? 'nil' : String(v);
        const rows = steps.map((s, i) => {
          const row = document.createElement('div');
          row.style.paddingLeft = (6 + 14 * s[1]) + 'px';
          row.appendChild(document.createTextNode((s[4] ? s[4] + ' › ' : '') + s[2] + ' '));
          const d = document.createElement('span'); d.className = 'd'; d.textContent = s[3]; row.appendChild(d);
          row.onmouseenter = () => show('hover', i);
          row.onclick = () => select(i, true);
          tree.appendChild(row);
          return row;
        });
        function place(id, i) {
          const box = document.getElementById(id), s = steps[i];
          if (i < 0 || s[9] === null || s[10] === null) { box.style.display = 'none'; return; }
          box.style.display = 'block';
          box.style.left = (s[7] * zoom) + 'px'; box.style.top = (s[8] * zoom) + 'px';
          box.style.width = Math.max(2, s[9] * zoom) + 'px'; box.style.height = Math.max(2, s[10] * zoom) + 'px';
        }
        function show(id, i) { place(id, i); }
        let selected = -1;
        function select(i, remember) {
          if (selected >= 0) rows[selected].classList.remove('sel');
          selected = i;
          rows[i].classList.add('sel');
          // Scroll the tree alone (not the page) to show the row.
          const top = rows[i].offsetTop - tree.offsetTop;
          if (top < tree.scrollTop || top > tree.scrollTop + tree.clientHeight - 20) tree.scrollTop = top - tree.clientHeight / 2;
          place('sel', i);
          const s = steps[i];
          document.getElementById('details').textContent =
            s[0] + '\\n' + (s[4] ? s[4] + ' › ' : '') + s[2] + (s[3] ? ' ' + s[3] : '') +
            '\\nproposed ' + num(s[5]) + '×' + num(s[6]) + '\\nsize ' + num(s[9]) + '×' + num(s[10]) + ' at (' + num(s[7]) + ', ' + num(s[8]) + ')' +
            (s[11] ? '\\nrule: ' + s[11] : '');
          if (remember) history.replaceState(null, '', '#view=' + encodeURIComponent(s[0]));
        }
        // The innermost view under a point: the deepest, then the smallest.
        function at(x, y) {
          let best = -1;
          steps.forEach((s, i) => {
            if (s[9] === null || s[10] === null || x < s[7] || y < s[8] || x > s[7] + s[9] || y > s[8] + s[10]) return;
            if (best < 0 || s[1] > steps[best][1] || (s[1] === steps[best][1] && s[9] * s[10] < steps[best][9] * steps[best][10])) best = i;
          });
          return best;
        }
        function point(e) { const r = pic.getBoundingClientRect(); return [(e.clientX - r.left) / zoom, (e.clientY - r.top) / zoom]; }
        pic.onmousemove = e => show('hover', at(...point(e)));
        pic.onmouseleave = () => show('hover', -1);
        pic.onclick = e => { const i = at(...point(e)); if (i >= 0) select(i, true); };
        function fromAddress() {
          const m = location.hash.match(/^#view=(.*)$/);
          if (!m) return;
          const path = decodeURIComponent(m[1]);
          const i = steps.findIndex(s => s[0] === path || s[0].endsWith('/' + path));
          if (i >= 0) select(i, false);
        }
        window.addEventListener('hashchange', fromAddress);
        fromAddress();
        </script>
        </body>
        </html>

        """
    }
}
