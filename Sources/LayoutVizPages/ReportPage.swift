import Foundation
import LayoutVizCore

/// `report.html`, the golden report's offline viewer: every cell grouped by sample or preview,
/// then variant; failures first within a group, with their images; filters for what changed and
/// what is new, kept in the address (`report.html#changed`, `#new`, `#all`); images load when
/// scrolled to, so a report of thousands of cells opens at once from disk (docs/goldens.md).
package enum ReportPage {
    /// One cell as the report shows it.
    package struct Cell {
        package enum Status: String { case passed, failed, recorded, updated }
        /// `<sample>/<device>-<orientation>[-variant]`.
        package var id: String
        package var status: Status
        package var message: String?
        /// The first changed region in points (x, y, width, height), and pixels per point.
        package var region: [Double]?
        package var scale: Double?
        /// Files by role (`expected`, `actual`, `diff`, `inspect`), relative to the report.
        package var artifacts: [String: String]

        package init(id: String, status: Status, message: String?, region: [Double]?, scale: Double?, artifacts: [String: String]) {
            self.id = id
            self.status = status
            self.message = message
            self.region = region
            self.scale = scale
            self.artifacts = artifacts
        }
    }

    /// What the report says about the run besides its cells.
    package struct Run {
        package var goldens: String
        package var mode: String
        package var modeSource: String
        package init(goldens: String, mode: String, modeSource: String) {
            self.goldens = goldens
            self.mode = mode
            self.modeSource = modeSource
        }
    }

    /// A cell's group (its sample or preview: the name without its last component) and variant.
    package static func groupAndVariant(_ cell: String) -> (group: String, variant: String) {
        guard let slash = cell.lastIndex(of: "/") else { return ("", cell) }
        return (String(cell[..<slash]), String(cell[cell.index(after: slash)...]))
    }

    package static func html(_ cells: [Cell], run: Run) -> String {
        let failed = cells.filter { $0.status == .failed }
        var groups: [String: [Cell]] = [:]
        var order: [String] = []
        for c in cells {
            let g = groupAndVariant(c.id).group
            if groups[g] == nil { order.append(g) }
            groups[g, default: []].append(c)
        }
        func rank(_ s: Cell.Status) -> Int { s == .failed ? 0 : s == .recorded || s == .updated ? 1 : 2 }
        func kind(_ s: Cell.Status) -> String { s == .failed ? "changed" : s == .passed ? "passed" : "new" }
        var body: HTML = ""
        var index = 0
        for g in order.sorted(by: { a, b in
            let fa = groups[a]!.contains { $0.status == .failed }, fb = groups[b]!.contains { $0.status == .failed }
            return fa != fb ? fa : a < b
        }) {
            let members = groups[g]!.sorted { rank($0.status) != rank($1.status) ? rank($0.status) < rank($1.status) : $0.id < $1.id }
            let counts = [Cell.Status.failed, .recorded, .updated, .passed].compactMap { st -> String? in
                let n = members.filter { $0.status == st }.count
                return n == 0 ? nil : "\(n) \(st.rawValue)"
            }.joined(separator: ", ")
            let kinds = Set(members.map { kind($0.status) }).sorted().joined(separator: " ")
            body += "<section class=\"group\" data-kinds=\"\(kinds)\"><h2>\(g.isEmpty ? "(cells)" : g)</h2><p class=\"counts\">\(counts)</p>\n"
            for c in members {
                let variant = groupAndVariant(c.id).variant
                guard c.status == .failed else {
                    body += "<div class=\"row\" data-kind=\"\(kind(c.status))\"><span class=\"st \(c.status.rawValue)\">\(c.status.rawValue)</span> \(variant)</div>\n"
                    continue
                }
                let region = (c.region ?? []).count == 4 && c.region!.allSatisfy(\.isFinite) ? c.region!.map { String(format: "%.2f", $0) }.joined(separator: ",") : ""
                let scale = c.scale.flatMap { $0.isFinite && $0 > 0 ? String(format: "%g", $0) : nil } ?? "1"
                body += """
                    <section class="cell" data-kind="changed" id="c\(index)" data-region="\(region)" data-scale="\(scale)">
                      <h3><span class="st failed">failed</span> \(variant) <small>\(c.id)</small></h3>
                      <pre>\(c.message ?? "")</pre>

                    """
                index += 1
                if let page = c.artifacts["inspect"] {
                    body += "  <p><a href=\"\(file: page)\">inspect the actual layout</a>: hover the picture for each view's proposal, size and rule</p>\n"
                }
                if let e = c.artifacts["expected"], let a = c.artifacts["actual"], let d = c.artifacts["diff"] {
                    body += """
                          <div class="modes">
                            <button data-mode="two">2-up</button><button data-mode="swipe">swipe</button><button data-mode="onion">onion</button>
                            <button data-mode="blink">blink</button><button data-mode="diff">diff only</button>
                            <label><input type="checkbox" class="zoom"> zoom to the change</label>
                            <input type="range" class="slider" min="0" max="100" value="50">
                          </div>
                          <div class="viewer two">
                            <div class="pane"><div class="label">expected</div><div class="frame"><img loading="lazy" class="exp" src="\(file: e)" alt="expected"></div></div>
                            <div class="pane"><div class="label">actual</div><div class="frame"><img loading="lazy" class="act" src="\(file: a)" alt="actual"></div></div>
                            <div class="pane stacked"><div class="label">expected / actual</div><div class="frame stack"><img loading="lazy" class="exp" src="\(file: e)" alt="expected"><img loading="lazy" class="act top" src="\(file: a)" alt="actual"></div></div>
                            <div class="pane diffpane"><div class="label">diff (red changed, yellow anti-aliasing)</div><div class="frame"><img loading="lazy" src="\(file: d)" alt="diff"></div></div>
                          </div>

                        """
                }
                body += "</section>\n"
            }
            body += "</section>\n"
        }
        let passed = cells.filter { $0.status == .passed }.count
        let written = cells.filter { $0.status == .recorded || $0.status == .updated }.count
        var page = HTMLPage(title: "LayoutViz golden report", styles: [.reportCSS], body: """
            <h1>LayoutViz golden report</h1>
            <p>\(failed.count) failed, \(passed) passed, \(written) written (new or updated). Goldens: \(run.goldens); record mode \(run.mode) (\(run.modeSource)).</p>
            <p class="filters">Show: <a href="#changed" data-filter="changed">changed only</a> · <a href="#new" data-filter="new">new</a> · <a href="#all" data-filter="all">all</a> — <span id="shown"></span></p>
            \(body)
            """, scripts: [.reportJS])
        page.data = "{\"failed\":\(failed.count)}"
        return page.render()
    }
}
