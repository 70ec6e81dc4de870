import Foundation
import LayoutViz

/// Warnings about what a run draws, printed once per view and subject (a sample or preview),
/// whichever worker finds them first.
package final class DrawingWarnings: @unchecked Sendable {
    private let lock = NSLock()
    private var reported: Set<String> = []
    private let console: Console

    package init(console: Console) { self.console = console }

    /// Warns about views of `tree` whose frame is not finite: they are not drawn (an infinite
    /// size is cut to the canvas). SwiftUI gives no documented result for them, so the picture
    /// cannot be trusted there. At most five views are named.
    package func check(_ tree: LayoutTree, subject: String) {
        let bad = tree.root.nonFiniteViews()
        guard !bad.isEmpty else { return }
        lock.lock()
        let fresh = bad.filter { reported.insert(subject + "\u{0}" + $0.path).inserted }
        lock.unlock()
        guard !fresh.isEmpty else { return }
        let named = fresh.prefix(5).map { "\($0.path) at \(Self.describe($0.frame))" }
        let more = fresh.count > 5 ? " and \(fresh.count - 5) more" : ""
        console.err("layoutviz: warning: \(subject): \(fresh.count == 1 ? "a view has a frame that is" : "\(fresh.count) views have frames that are") not finite, not drawn: \(named.joined(separator: "; "))\(more)")
    }

    /// Warns once per run about `Image` names found in no image folder (SwiftUI draws nothing
    /// for them, and so does LayoutViz), naming the folders searched, and about files found but
    /// not drawn, with the reason.
    package func reportMissingImages(_ report: RenderReport, folders: [URL]) {
        for line in Self.imageWarnings(missing: report.missingImages, missingColors: report.missingColors, missingSymbols: report.missingSymbols,
                                       notDrawn: report.notDrawn, problems: report.imageProblems.map { "'\($0.name)': \($0.reason)" },
                                       folders: folders.map(\.path)) {
            console.err(line)
        }
    }

    /// The warning lines for missing names (images and asset colours) and unusable files.
    package static func imageWarnings(missing: [String], missingColors: [String] = [], missingSymbols: [String] = [], notDrawn: [String] = [],
                                      problems: [String], folders: [String]) -> [String] {
        var lines: [String] = []
        if !notDrawn.isEmpty {
            lines.append("layoutviz: warning: not drawn yet: \(notDrawn.joined(separator: ", ")); drawn without them, or as a placeholder (docs/coverage.md)")
        }
        if !missingSymbols.isEmpty {
            lines.append("layoutviz: warning: no drawing for SF Symbol \(missingSymbols.map { "'\($0)'" }.joined(separator: ", ")); drawn as a marked stand-in (the names LayoutViz draws: docs/coverage.md, \"Symbols\")")
        }
        if !missingColors.isEmpty {
            let searched = folders.isEmpty ? "no image folders were given (--images DIR)" : "searched the asset catalogs in \(folders.joined(separator: ", "))"
            lines.append("layoutviz: warning: no colour named \(missingColors.map { "'\($0)'" }.joined(separator: ", ")) (<name>.colorset); drawn clear, as SwiftUI does; \(searched)")
        }
        if !missing.isEmpty {
            let searched = folders.isEmpty ? "no image folders were given (--images DIR)" : "searched \(folders.joined(separator: ", "))"
            lines.append("layoutviz: warning: no image named \(missing.map { "'\($0)'" }.joined(separator: ", ")); drawn as nothing, as SwiftUI does; \(searched)")
        }
        for p in problems { lines.append("layoutviz: warning: image \(p); drawn as nothing") }
        return lines
    }

    private static func describe(_ f: CGRect) -> String {
        "(\(formatLength(f.origin.x)), \(formatLength(f.origin.y))) \(formatLength(f.size.width))×\(formatLength(f.size.height))"
    }
}
