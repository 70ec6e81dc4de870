import Foundation
import LayoutViz

/// One fuzzer finding: which tree, which check, and what went wrong.
package struct FuzzFinding: CustomStringConvertible {
    package let tree: Int
    package let check: String
    package let detail: String
    package let source: String

    package var description: String { "tree \(tree): \(check): \(detail)\n  view: \(source)" }
}

/// Runs the fuzzer's checks on generated trees. A crash or a hang cannot be caught in-process;
/// the `layoutviz-fuzz` command reports the tree it was on (`reproduce(tree:)`).
package struct Fuzzer {
    package let seed: UInt64
    /// Every `renderEvery`-th tree is also rasterised with Cairo (drawing the display list is
    /// checked for every tree).
    package let renderEvery: Int

    package init(seed: UInt64, renderEvery: Int = 50) {
        self.seed = seed
        self.renderEvery = max(renderEvery, 1)
    }

    /// Tree `index`'s own seed: each tree is reproducible alone.
    package func treeSeed(_ index: Int) -> UInt64 {
        var r = FuzzRNG(seed: seed ^ (UInt64(index) &* 0xD1B5_4A32_D192_ED03))
        return r.next()
    }

    /// The command that runs tree `index` alone, printing its source.
    package func reproduce(tree index: Int) -> String {
        "swift run -c release layoutviz-fuzz --seed \(seed) --start \(index) --trees 1 --verbose"
    }

    /// Generates tree `index` and its proposal sequence.
    package func make(_ index: Int) -> (view: FuzzView, proposals: [ProposedViewSize]) {
        var g = TreeGenerator(seed: treeSeed(index))
        let view = g.tree()
        var proposals = (0..<(2 + g.rng.int(4))).map { _ in g.proposal() }
        if g.rng.chance(0.3) { proposals.append(proposals[0]) }  // back to an earlier proposal
        return (view, proposals)
    }

    /// Runs every check on tree `index`; returns what failed.
    package func check(_ index: Int) -> [FuzzFinding] {
        let (fv, proposals) = make(index)
        var findings: [FuzzFinding] = []
        func fail(_ check: String, _ detail: String) { findings.append(FuzzFinding(tree: index, check: check, detail: detail, source: fv.source)) }

        let session = LayoutSession(fv.view)
        for (k, p) in proposals.enumerated() {
            let fresh = LayoutTree(fv.view, proposal: p)
            let json = fresh.jsonString()
            // The same tree laid out again from scratch gives the same answer.
            if LayoutTree(fv.view, proposal: p).jsonString() != json { fail("rerun", "a second fresh layout at \(p) differs") }
            // A session that has laid out other proposals first agrees with a fresh tree.
            let fromSession = session.layout(p).jsonString()
            if fromSession != json {
                fail("session", "after \(proposals.prefix(k).map { "\($0)" }.joined(separator: ", ")), the session's layout at \(p) differs from a fresh tree's\n\(firstDifference(fromSession, json))")
            }
            // Drawing never traps, and everything drawn is finite.
            let list = fresh.displayList(scale: 2, canvas: CGRect(x: 0, y: 0, width: 400, height: 400))
            if let bad = list.items.first(where: { !isFinite($0) }) { fail("finite", "a drawn item is not finite: \(bad)") }
            // And within the range a renderer can draw (extreme frames cut, radii clamped).
            if let bad = list.items.first(where: { !isBounded($0) }) { fail("bounded", "a drawn item reaches past ±\(formatNumber(Self.bound)): \(bad)") }
            if k == 0 && index % renderEvery == 0 {
                do { _ = try CairoRenderer.raster(list) } catch { fail("render", "\(error)") }
            }
        }
        return findings
    }

    /// How far a drawn item may reach: the display list's limit and a canvas beside it.
    static let bound = 2 * DisplayList.coordinateLimit

    /// Every coordinate, length and radius of `item` within ±`bound` (NaN fails).
    private func isBounded(_ item: DisplayItem) -> Bool {
        func ok(_ v: CGFloat) -> Bool { abs(v) <= Self.bound }
        func ok(_ r: CGRect) -> Bool { ok(r.minX) && ok(r.minY) && ok(r.maxX) && ok(r.maxY) }
        func ok(_ path: Path) -> Bool {
            path.elements.allSatisfy {
                switch $0 {
                case .move(let p), .line(let p): return ok(p.x) && ok(p.y)
                case .curve(let p, let c1, let c2): return [p, c1, c2].allSatisfy { ok($0.x) && ok($0.y) }
                case .closeSubpath: return true
                }
            }
        }
        switch item {
        case .fill(let path, _), .beginClip(let path), .fillPaint(let path, _, _): return ok(path)
        case .stroke(let path, _, let w): return ok(path) && ok(w)
        case .styledStroke(let path, _, let s): return ok(path) && ok(s.lineWidth)
        case .beginColorMatrix(_, let b): return ok(b)
        case .glyph(_, let r, _, _, _), .image(_, let r): return ok(r)
        case .text(_, let origin, _): return ok(origin.x) && ok(origin.y)
        case .beginTransform(let scale, let t): return ok(scale) && ok(t.x) && ok(t.y)
        case .beginShadow(_, let radius, let offset, let bounds): return ok(radius) && ok(offset.width) && ok(offset.height) && ok(bounds)
        case .beginMatrix(let m): return [m.a, m.b, m.c, m.d].allSatisfy { abs($0) <= DisplayList.scaleLimit } && ok(m.tx) && ok(m.ty)
        case .beginBlur(let r, let b): return ok(r) && ok(b.insetBy(dx: 1.5 * r, dy: 1.5 * r))
        default: return true
        }
    }

    private func isFinite(_ item: DisplayItem) -> Bool {
        func finite(_ p: CGPoint) -> Bool { p.x.isFinite && p.y.isFinite }
        func finite(_ path: Path) -> Bool {
            path.elements.allSatisfy {
                switch $0 {
                case .move(let p), .line(let p): return finite(p)
                case .curve(let p, let c1, let c2): return finite(p) && finite(c1) && finite(c2)
                case .closeSubpath: return true
                }
            }
        }
        switch item {
        case .fill(let path, _), .beginClip(let path), .fillPaint(let path, _, _): return finite(path)
        case .stroke(let path, _, let w): return finite(path) && w.isFinite
        case .styledStroke(let path, _, let s): return finite(path) && s.lineWidth.isFinite && s.dash.allSatisfy(\.isFinite)
        case .beginColorMatrix(let m, let b): return m.m.allSatisfy(\.isFinite) && b.origin.x.isFinite && b.origin.y.isFinite && b.width.isFinite && b.height.isFinite
        case .glyph(_, let r, _, let contour, let e): return r.origin.x.isFinite && r.origin.y.isFinite && r.width.isFinite && r.height.isFinite && (contour ?? 0).isFinite && e.isFinite
        case .text(_, let origin, _): return origin.x.isFinite && origin.y.isFinite
        case .image(_, let r): return r.origin.x.isFinite && r.origin.y.isFinite && r.width.isFinite && r.height.isFinite
        case .beginTransform(let scale, let t): return scale.isFinite && t.x.isFinite && t.y.isFinite
        case .beginOpacity(let o): return o.isFinite
        case .beginShadow(_, let radius, let offset, let bounds):
            return radius.isFinite && offset.width.isFinite && offset.height.isFinite && bounds.origin.x.isFinite && bounds.origin.y.isFinite
                && bounds.width.isFinite && bounds.height.isFinite
        case .beginMatrix(let m): return [m.a, m.b, m.c, m.d, m.tx, m.ty].allSatisfy(\.isFinite)
        case .beginBlur(let r, let b): return r.isFinite && b.origin.x.isFinite && b.origin.y.isFinite && b.width.isFinite && b.height.isFinite
        case .endClip, .endOpacity, .endShadow, .endTransform, .endBlur, .beginMask, .maskContent, .endMask, .beginBlend, .endBlend, .endColorMatrix: return true
        }
    }

    private func firstDifference(_ a: String, _ b: String) -> String {
        let la = a.split(separator: "\n", omittingEmptySubsequences: false), lb = b.split(separator: "\n", omittingEmptySubsequences: false)
        for i in 0..<max(la.count, lb.count) {
            let x = i < la.count ? String(la[i]) : "<end>", y = i < lb.count ? String(lb[i]) : "<end>"
            if x != y { return "  line \(i + 1): session \(x.trimmingCharacters(in: .whitespaces)) | fresh \(y.trimmingCharacters(in: .whitespaces))" }
        }
        return ""
    }
}
