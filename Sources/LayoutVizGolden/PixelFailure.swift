import Foundation
import LayoutViz
import LayoutVizPages

/// How a cell's layout tree differs from its golden's: the changes (causes first), and whether
/// the only change is custom views renamed (then the cell passes with a note).
struct LayoutChanges {
    /// Causes (a view's own parameters changed), then effects (what moved), or why none can be given.
    private(set) var changes: [String] = []
    /// How many of `changes`, first, are causes.
    private(set) var causes = 0
    /// The custom views renamed, when that is all that changed: same structure, frames and parameters.
    private(set) var renames: [String]?

    init(golden: Data?, fresh: Data, tree: LayoutTree, goldenName: String) {
        if golden == fresh { return }
        guard let golden, let old = LayoutDiff.flatten(json: golden) else {
            changes = ["the golden layout tree \(goldenName) is missing or unreadable"]
            return
        }
        let d = LayoutDiff.changes(expected: old, actual: LayoutDiff.flatten(tree))
        causes = d.causes.count
        changes = d.causes.isEmpty && d.effects.isEmpty ? ["the layout tree's text differs (view names or parameters)"] : d.causes + d.effects
        if let r = LayoutDiff.renamedViews(expected: golden, actual: fresh) {
            changes = []
            causes = 0
            renames = r
        }
    }
}

/// A pixel cell that failed: the message (the cause first, where it is), the summary for the
/// reports, and the artifacts written (expected, actual, diff, strip, the actual's inspector page).
struct PixelFailure {
    let message: String
    let summary: ComparisonSummary
    let files: [String: String]

    init(cell: GoldenCell, header: String, accept: String, expected: Raster, actual: Raster, comparison: ComparisonResult,
         profile: ComparisonProfile, layout: LayoutChanges, tree: LayoutTree, fingerprintDiffs: [String], artifacts: URL) {
        let scale = cell.configuration.device.scale
        let regions = comparison.regions.map { CGRect(x: $0.minX / scale, y: $0.minY / scale, width: $0.width / scale, height: $0.height / scale) }
        summary = ComparisonSummary(
            profile: profile.name, profileSource: profile.source, scale: Double(scale), changedPixels: comparison.changedPixels,
            allowedPixels: profile.allowedPixels(of: comparison.totalPixels), antialiasedPixels: comparison.antialiasedPixels,
            densestWindow: comparison.densestWindow, allowedInWindow: profile.maxInWindow, totalPixels: comparison.totalPixels,
            sizeMismatch: comparison.sizeMismatch.map { "golden \($0.expected.0)×\($0.expected.1) px, now \($0.actual.0)×\($0.actual.1) px" },
            regions: regions.map { [Double($0.minX), Double($0.minY), Double($0.width), Double($0.height)] }, layoutChanges: layout.changes)
        var files = (try? Artifacts.write(cell: cell, expected: expected, actual: actual, comparison: comparison, into: artifacts)) ?? [:]
        // The actual picture's inspector page beside it: which view is where, and why.
        if let picture = files["actual"] {
            let page = String(picture.dropLast(".actual.png".count)) + ".inspect.html"
            let html = InspectorPage.html(title: "\(cell.id) (actual)", subtitle: "the picture this run drew, and its layout", imageSource: URL(fileURLWithPath: picture).lastPathComponent,
                                          canvas: CGSize(width: CGFloat(actual.width) / scale, height: CGFloat(actual.height) / scale), steps: tree.explanation())
            if (try? AtomicFile.write(Data(html.utf8), to: artifacts.appendingPathComponent(page), inside: artifacts)) != nil { files["inspect"] = page }
        }
        self.files = files
        var lines = [header]
        if let m = summary.sizeMismatch { lines.append("  size changed: \(m) (compared padded)") }
        if comparison.changedPixels == 0 && comparison.antialiasedPixels == 0 && comparison.sizeMismatch == nil {
            lines.append("  pixels are identical; the layout tree differs from the golden's")
        }
        let aaNote = profile.excludesAntialiasing ? "excluded" : "counted as changed"
        lines.append("  changed pixels: \(comparison.changedPixels) (allowed \(summary.allowedPixels)); anti-aliased pixels: \(comparison.antialiasedPixels) (\(aaNote)); ratio \(percent(comparison.changedRatio)) of \(comparison.totalPixels) px; densest \(profile.window)×\(profile.window) window: \(comparison.densestWindow) (allowed \(profile.maxInWindow))")
        lines.append("  profile: \(profile.name)\(profile.threshold > 0 ? ", YIQ threshold \(profile.threshold)" : ", any difference counts") (\(profile.source))")
        let flat = LayoutDiff.flatten(tree)
        for r in regions.prefix(4) {
            let views = LayoutDiff.views(covering: r, in: flat)
            lines.append("  changed region \(LayoutDiff.rect(r)) pt\(views.isEmpty ? "" : " covering \(views.joined(separator: ", "))")")
        }
        for change in LayoutDiff.shorten(layout.changes, causes: layout.causes, note: "every change is in report.json") { lines.append("  layout: \(change)") }
        lines.append(fingerprintDiffs.isEmpty ? "  fingerprint: same rendering stack as the golden" : "  fingerprint: \(fingerprintDiffs.joined(separator: "; "))")
        if let strip = files["strip"] { lines.append("  artifacts: \(artifacts.appendingPathComponent(strip).path) (and expected/actual/diff/aa beside it); report: \(artifacts.appendingPathComponent("report.html").path)") }
        lines.append("  accept this golden: \(accept)")
        message = lines.joined(separator: "\n")
    }
}
