import Foundation
import LayoutViz

/// What a report says about the run besides its cells.
struct ReportContext {
    /// The goldens folder's path.
    var goldens: String
    var mode: String
    var modeSource: String
    /// The artifacts folder the reports go to.
    var folder: URL

    init(goldens: String, mode: String, modeSource: String, folder: URL) {
        self.goldens = goldens
        self.mode = mode
        self.modeSource = modeSource
        self.folder = folder
    }

    init(_ session: GoldenSession) {
        self.init(goldens: session.goldens.path, mode: session.mode.rawValue, modeSource: session.modeSource, folder: session.artifacts)
    }
}

/// report.html (offline viewer), report.json and junit.xml for a session's outcomes.
enum Reports {
    static func write(_ outcomes: [GoldenOutcome], session: ReportContext) throws {
        let folder = session.folder
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try AtomicFile.write(json(outcomes, session: session), to: folder.appendingPathComponent("report.json"), inside: folder)
        try AtomicFile.write(Data(junit(outcomes).utf8), to: folder.appendingPathComponent("junit.xml"), inside: folder)
        try AtomicFile.write(Data(html(outcomes, session: session).utf8), to: folder.appendingPathComponent("report.html"), inside: folder)
        removeStaleImages(in: folder, keeping: Set(outcomes.flatMap { $0.artifacts.values }))
    }

    /// Failure images of earlier runs that this run's report does not show: a passing run leaves
    /// no stale failure behind.
    static func removeStaleImages(in folder: URL, keeping current: Set<String>) {
        let roles = [".expected.png", ".actual.png", ".diff.png", ".aa.png", ".strip.png", ".inspect.html"]
        guard let e = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return }
        let base = folder.standardizedFileURL.path + "/"
        for case let url as URL in e {
            let path = url.standardizedFileURL.path
            guard roles.contains(where: { path.hasSuffix($0) }), path.hasPrefix(base) else { continue }
            if !current.contains(String(path.dropFirst(base.count))) { try? FileManager.default.removeItem(at: url) }
        }
    }

    static func json(_ outcomes: [GoldenOutcome], session: ReportContext) -> Data {
        struct Cell: Encodable {
            let cell: String, status: String, seconds: Double, message: String?
            let comparison: ComparisonSummary?, artifacts: [String: String]
        }
        struct Report: Encodable {
            let goldens: String, mode: String, modeSource: String
            let passed: Int, failed: Int, recorded: Int, updated: Int
            let cells: [Cell]
        }
        func count(_ s: GoldenOutcome.Status) -> Int { outcomes.filter { $0.status == s }.count }
        let report = Report(
            goldens: session.goldens, mode: session.mode, modeSource: session.modeSource,
            passed: count(.passed), failed: count(.failed), recorded: count(.recorded), updated: count(.updated),
            cells: outcomes.map { Cell(cell: $0.cell, status: $0.status.rawValue, seconds: ($0.seconds * 1000).rounded() / 1000, message: $0.message,
                                       comparison: $0.comparison, artifacts: $0.artifacts) })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return (try? encoder.encode(report)) ?? Data()
    }

    static func xml(_ s: String) -> String { htmlEscaped(s) }

    static func junit(_ outcomes: [GoldenOutcome]) -> String {
        let failures = outcomes.filter { $0.status == .failed }.count
        var s = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites>\n"
        s += "  <testsuite name=\"layoutviz-goldens\" tests=\"\(outcomes.count)\" failures=\"\(failures)\">\n"
        for o in outcomes {
            let parts = o.cell.split(separator: "/", maxSplits: 1)
            let time = String(format: "%.3f", o.seconds)
            s += "    <testcase classname=\"\(xml(String(parts.first ?? "")))\" name=\"\(xml(String(parts.last ?? "")))\" time=\"\(time)\""
            if o.status == .failed {
                let first = o.message?.split(separator: "\n").dropFirst().first.map(String.init) ?? "golden mismatch"
                s += ">\n      <failure message=\"\(xml(first.trimmingCharacters(in: .whitespaces)))\">\(xml(o.message ?? ""))</failure>\n    </testcase>\n"
            } else if let m = o.message {
                s += ">\n      <system-out>\(xml(m))</system-out>\n    </testcase>\n"
            } else {
                s += "/>\n"
            }
        }
        return s + "  </testsuite>\n</testsuites>\n"
    }

    /// A cell's group (its sample or preview: the name without its last component) and variant.
    static func groupAndVariant(_ cell: String) -> (group: String, variant: String) {
        guard let slash = cell.lastIndex(of: "/") else { return ("", cell) }
        return (String(cell[..<slash]), String(cell[cell.index(after: slash)...]))
    }

    /// The viewer: every cell grouped by sample or preview, then variant; failures first within a
    /// group, with their images; filters for what changed and what is new, kept in the address
    /// (`report.html#changed`, `#new`, `#all`); images load when scrolled to, so a report of
    /// thousands of cells opens at once from disk.
    static func html(_ outcomes: [GoldenOutcome], session: ReportContext) -> String {
        let failed = outcomes.filter { $0.status == .failed }
        var groups: [String: [GoldenOutcome]] = [:]
        var order: [String] = []
        for o in outcomes {
            let g = groupAndVariant(o.cell).group
            if groups[g] == nil { order.append(g) }
            groups[g, default: []].append(o)
        }
        func rank(_ s: GoldenOutcome.Status) -> Int { s == .failed ? 0 : s == .recorded || s == .updated ? 1 : 2 }
        var cards = ""
        var index = 0
        for g in order.sorted(by: { a, b in
            let fa = groups[a]!.contains { $0.status == .failed }, fb = groups[b]!.contains { $0.status == .failed }
            return fa != fb ? fa : a < b
        }) {
            let cells = groups[g]!.sorted { rank($0.status) != rank($1.status) ? rank($0.status) < rank($1.status) : $0.cell < $1.cell }
            let counts = [GoldenOutcome.Status.failed, .recorded, .updated, .passed].compactMap { st -> String? in
                let n = cells.filter { $0.status == st }.count
                return n == 0 ? nil : "\(n) \(st.rawValue)"
            }.joined(separator: ", ")
            let kinds = Set(cells.map { $0.status == .failed ? "changed" : $0.status == .passed ? "passed" : "new" })
            cards += "<section class=\"group\" data-kinds=\"\(kinds.sorted().joined(separator: " "))\"><h2>\(xml(g.isEmpty ? "(cells)" : g))</h2><p class=\"counts\">\(counts)</p>\n"
            for o in cells {
                let variant = groupAndVariant(o.cell).variant
                let kind = o.status == .failed ? "changed" : o.status == .passed ? "passed" : "new"
                guard o.status == .failed else {
                    cards += "<div class=\"row\" data-kind=\"\(kind)\"><span class=\"st \(o.status.rawValue)\">\(o.status.rawValue)</span> \(xml(variant))</div>\n"
                    continue
                }
                let i = index
                index += 1
                let region = o.comparison?.regions.first ?? []
                let regionAttr = region.count == 4 ? region.map { String(format: "%.2f", $0) }.joined(separator: ",") : ""
                let scaleAttr = o.comparison.map { String(format: "%g", $0.scale) } ?? "1"
                cards += """
                <section class="cell" data-kind="changed" id="c\(i)" data-region="\(regionAttr)" data-scale="\(scaleAttr)">
                  <h3><span class="st failed">failed</span> \(xml(variant)) <small>\(xml(o.cell))</small></h3>
                  <pre>\(xml(o.message ?? ""))</pre>

                """
                if let page = o.artifacts["inspect"] {
                    cards += "  <p><a href=\"\(xml(page))\">inspect the actual layout</a>: hover the picture for each view's proposal, size and rule</p>\n"
                }
                if let e = o.artifacts["expected"], let a = o.artifacts["actual"], let d = o.artifacts["diff"] {
                    cards += """
                      <div class="modes">
                        <button data-mode="two">2-up</button><button data-mode="swipe">swipe</button><button data-mode="onion">onion</button>
                        <button data-mode="blink">blink</button><button data-mode="diff">diff only</button>
                        <label><input type="checkbox" class="zoom"> zoom to the change</label>
                        <input type="range" class="slider" min="0" max="100" value="50">
                      </div>
                      <div class="viewer two">
                        <div class="pane"><div class="label">expected</div><div class="frame"><img loading="lazy" class="exp" src="\(xml(e))" alt="expected"></div></div>
                        <div class="pane"><div class="label">actual</div><div class="frame"><img loading="lazy" class="act" src="\(xml(a))" alt="actual"></div></div>
                        <div class="pane stacked"><div class="label">expected / actual</div><div class="frame stack"><img loading="lazy" class="exp" src="\(xml(e))" alt="expected"><img loading="lazy" class="act top" src="\(xml(a))" alt="actual"></div></div>
                        <div class="pane diffpane"><div class="label">diff (red changed, yellow anti-aliasing)</div><div class="frame"><img loading="lazy" src="\(xml(d))" alt="diff"></div></div>
                      </div>

                    """
                }
                cards += "</section>\n"
            }
            cards += "</section>\n"
        }
        let passed = outcomes.filter { $0.status == .passed }.count
        let other = outcomes.filter { $0.status == .recorded || $0.status == .updated }
        return """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8"><title>LayoutViz golden report</title>
        <style>
        body{font:14px -apple-system,system-ui,sans-serif;margin:24px;color:#222}
        pre{background:#f5f5f7;padding:10px;overflow:auto;font-size:12px}
        .modes button{margin-right:4px}.modes .slider{vertical-align:middle;width:200px}
        .viewer{display:flex;gap:12px;align-items:flex-start;margin-top:8px}
        .pane{flex:0 1 auto}.frame{position:relative;overflow:hidden;border:1px solid #ccc;max-width:45vw}
        .frame img{display:block;max-width:100%;max-height:75vh;transform-origin:0 0;image-rendering:pixelated}
        .stack .top{position:absolute;left:0;top:0}
        .viewer .stacked,.viewer .diffpane{display:none}
        .viewer.swipe .pane,.viewer.onion .pane,.viewer.blink .pane,.viewer.diff .pane{display:none}
        .viewer.swipe .stacked,.viewer.onion .stacked,.viewer.blink .stacked{display:block}
        .viewer.diff .diffpane{display:block}
        .viewer.two .diffpane{display:block}
        .label{font-size:12px;color:#666;margin-bottom:2px}
        .group h2{margin:28px 0 2px;font-size:17px}.counts{margin:0 0 8px;color:#666}
        .cell h3{font-size:14px;margin:12px 0 4px}.cell h3 small{color:#888;font-weight:normal}
        .row{font-size:12px;padding:1px 0}
        .st{display:inline-block;min-width:60px;font-size:11px;border-radius:3px;padding:0 4px;color:#fff;text-align:center}
        .st.failed{background:#d70015}.st.passed{background:#248a3d}.st.recorded,.st.updated{background:#0a84ff}
        .filters a.on{font-weight:bold;text-decoration:none;color:#222}
        body.f-changed [data-kind="passed"],body.f-changed [data-kind="new"],body.f-new [data-kind="passed"],body.f-new [data-kind="changed"]{display:none}
        body.f-changed section.group:not([data-kinds~="changed"]),body.f-new section.group:not([data-kinds~="new"]){display:none}
        </style></head><body>
        <h1>LayoutViz golden report</h1>
        <p>\(failed.count) failed, \(passed) passed, \(other.count) written (new or updated). Goldens: \(xml(session.goldens)); record mode \(session.mode) (\(xml(session.modeSource))).</p>
        <p class="filters">Show: <a href="#changed" data-filter="changed">changed only</a> · <a href="#new" data-filter="new">new</a> · <a href="#all" data-filter="all">all</a> — <span id="shown"></span></p>
        \(cards)
        <script>
        // Filters: changed only (failures), new (recorded or updated), all; kept in the address.
        var filters=['changed','new','all'], total=document.querySelectorAll('[data-kind]').length;
        function filter(f){
          document.body.className='f-'+f;
          document.querySelectorAll('.filters a').forEach(function(a){a.className=a.dataset.filter===f?'on':''});
          var shown=f==='all'?total:document.querySelectorAll('[data-kind="'+f+'"]').length;
          document.getElementById('shown').textContent='showing '+shown+' of '+total+' cells';
        }
        function fromAddress(){var h=location.hash.replace('#','');filter(filters.indexOf(h)>=0?h:(\(failed.isEmpty ? "'all'" : "'changed'")))}
        window.addEventListener('hashchange',fromAddress);
        fromAddress();
        document.querySelectorAll('section.cell').forEach(function(cell){
          var viewer=cell.querySelector('.viewer'); if(!viewer) return;
          var slider=cell.querySelector('.slider'), top=cell.querySelector('.stack .top'), timer=null;
          function apply(mode){
            viewer.className='viewer '+mode; if(timer){clearInterval(timer);timer=null}
            top.style.opacity=1; top.style.clipPath='none'; top.style.visibility='visible';
            if(mode==='swipe'){top.style.clipPath='inset(0 0 0 '+slider.value+'%)'}
            if(mode==='onion'){top.style.opacity=slider.value/100}
            if(mode==='blink'){timer=setInterval(function(){top.style.visibility=top.style.visibility==='hidden'?'visible':'hidden'},500)}
          }
          cell.querySelectorAll('.modes button').forEach(function(b){b.onclick=function(){apply(b.dataset.mode)}});
          slider.oninput=function(){apply(viewer.className.replace('viewer ',''))};
          // A viewing mode in the address (report.html#swipe) opens every cell in it.
          var start=location.hash.replace('#','');
          if(['two','swipe','onion','blink','diff'].indexOf(start)>=0) apply(start);
          // Zoom: the first changed region (points × device scale = pixels) fills the frame, up to 8×.
          cell.querySelector('.zoom').onchange=function(e){
            var r=(cell.dataset.region||'').split(',').map(Number), px=Number(cell.dataset.scale||1);
            cell.querySelectorAll('.frame img').forEach(function(img){
              if(!e.target.checked||r.length!==4){img.style.transform='';return}
              var k=img.clientWidth/img.naturalWidth, x=r[0]*px-20, y=r[1]*px-20, w=r[2]*px+40, h=r[3]*px+40;
              var s=Math.min(8,Math.max(1,Math.min(img.naturalWidth/w,img.naturalHeight/h)));
              img.style.transform='scale('+s+') translate('+(-Math.max(0,x)*k)+'px,'+(-Math.max(0,y)*k)+'px)';
            });
          };
        });
        </script>
        </body></html>

        """
    }
}

/// Joins the reports of a run split into shards (`golden verify --shard i/n` on several machines)
/// into one: report.json, junit.xml and report.html over every cell, with the failure images
/// copied beside them (docs/goldens.md, "Shards").
public enum GoldenReports {
    /// What a merge found.
    public struct Merged: Sendable {
        /// Every cell's outcome, by cell id.
        public let outcomes: [GoldenOutcome]
        /// The reports read.
        public let reports: Int
    }

    /// Why reports could not be merged.
    public struct MergeError: Error, CustomStringConvertible {
        public let description: String
    }

    /// Reads `report.json` in each of `folders` (a shard's artifacts folder) and writes the joined
    /// reports, and copies of their failure images, into `output`. Refuses a cell that two reports
    /// both hold (overlapping shards) and a folder without a readable report.
    public static func merge(_ folders: [URL], into output: URL) throws -> Merged {
        struct Report: Decodable {
            let goldens: String, mode: String, modeSource: String
            let cells: [GoldenOutcome]
        }
        var outcomes: [String: GoldenOutcome] = [:]
        var sources: [String: URL] = [:]
        var first: Report?
        for folder in folders {
            let url = folder.appendingPathComponent("report.json")
            guard let data = FileManager.default.contents(atPath: url.path) else {
                throw MergeError(description: "no report in '\(folder.path)': \(url.path) does not exist")
            }
            let report: Report
            do { report = try JSONDecoder().decode(Report.self, from: data) } catch {
                throw MergeError(description: "\(url.path) is not a golden report: \(describeError(error))")
            }
            first = first ?? report
            for o in report.cells {
                if let other = sources[o.cell] {
                    throw MergeError(description: "cell \(o.cell) is in two reports (\(other.path) and \(folder.path)): the shards overlap")
                }
                outcomes[o.cell] = o
                sources[o.cell] = folder
            }
        }
        let all = outcomes.keys.sorted().map { outcomes[$0]! }
        let fm = FileManager.default
        for o in all {
            for relative in o.artifacts.values.sorted() {
                let from = sources[o.cell]!.appendingPathComponent(relative), to = output.appendingPathComponent(relative)
                guard from.standardizedFileURL != to.standardizedFileURL, fm.fileExists(atPath: from.path) else { continue }
                try fm.createDirectory(at: to.deletingLastPathComponent(), withIntermediateDirectories: true)
                try AtomicFile.write(Data(contentsOf: from), to: to, inside: output)
            }
        }
        let context = ReportContext(goldens: first?.goldens ?? "", mode: first?.mode ?? "",
                                    modeSource: "merged from \(folders.count) report\(folders.count == 1 ? "" : "s")", folder: output)
        try Reports.write(all, session: context)
        return Merged(outcomes: all, reports: folders.count)
    }
}
