import Foundation
import LayoutViz
import LayoutVizGolden
import LayoutVizPreviewKit

/// What one worker does for each kind of job: list an entry's previews, draw one preview on one
/// screen, draw a file's comparison sheet, or verify one golden cell.
final class WorkerContext {
    let entries: [PreviewHost.Entry]
    let request: WorkerRequest
    let output: URL
    /// The golden session, for golden jobs.
    private let session: GoldenSession?
    /// What this worker measures and draws text with (its own fonts, read once).
    private let fonts = PangoTextMeasurer()
    /// The image resolvers, one per list of folders, so each file's header is read once.
    private var resolvers: [[URL]: AssetFolders] = [:]

    init(entries: [PreviewHost.Entry], request: WorkerRequest) throws {
        self.entries = entries
        self.request = request
        output = URL(fileURLWithPath: request.output)
        if let g = request.goldens {
            guard let mode = RecordMode(rawValue: g.mode) else { throw PreviewBuildError("unknown record mode '\(g.mode)'; use missing, never, failed or all") }
            let accept = g.accept
            let golden = GoldenSession(goldens: URL(fileURLWithPath: g.folder), artifacts: URL(fileURLWithPath: g.artifacts), mode: mode,
                                       modeSource: g.modeSource, textMeasurer: fonts) { _ in accept }
            golden.lifecycle = request.lifecycle
            golden.settleSeconds = request.settle
            session = golden
        } else {
            session = nil
        }
    }

    /// The context a job's configuration is drawn in: this worker's fonts, the folders' resolver.
    private func context(_ configuration: RenderConfiguration) -> RenderContext {
        let folders = configuration.imageFolders
        let images = resolvers[folders] ?? AssetFolders(folders)
        resolvers[folders] = images
        var context = RenderContext(configuration: configuration, textMeasurer: fonts, images: images)
        // A worker's main thread holds no actor: the view's tasks can run while the picture waits.
        context.lifecycle = request.lifecycle
        context.settleSeconds = request.settle
        return context
    }

    func perform(_ job: PreviewJob) -> PreviewJobResult {
        var result = PreviewJobResult(id: job.id)
        let report = RenderReport()
        guard entries.indices.contains(job.entry) else {
            result.error = "no entry \(job.entry) in the preview program"
            return result
        }
        do {
            switch job.kind {
            case .list: result.previews = list(entries[job.entry])
            case .render: result.files = try render(job, report: report, warnings: &result.warnings, explanation: &result.explanation)
            case .sheet: result.files = try sheet(job, report: report)
            case .golden: result.golden = try golden(job, report: report)
            case .explain: result.explanation = try explain(job, report: report)
            case .elements: result.elements = try elements(job, report: report)
            case .lint: result.lint = try lint(job, report: report)
            }
        } catch {
            result.error = describeError(error)
        }
        result.missingImages = report.missingImages
        result.missingColors = report.missingColors
        result.missingSymbols = report.missingSymbols
        result.notDrawn = report.notDrawn
        result.presented = report.presented
        result.imageProblems = report.imageProblems.map { "'\($0.name)': \($0.reason)" }
        return result
    }

    /// The previews of an entry: a `#Preview` is one (its body is not run); a provider's
    /// `previews` is resolved to find its top-level views.
    private func list(_ entry: PreviewHost.Entry) -> [ListedPreview] {
        switch entry.make() {
        case .macro(let p):
            // A preview of pages (a widget's timeline) is one preview per page.
            if let pages = p.pages { return pages().map { var t = p.traits; t.name = $0.name; return Self.listed(t) } }
            return [Self.listed(p.traits)]
        case .provider(let view): return PreviewViews.traits(of: view).map(Self.listed)
        }
    }

    private static func listed(_ t: PreviewTraits) -> ListedPreview {
        let layout: ListedPreview.Layout
        switch t.layout ?? .device {
        case .device: layout = .device
        case .sizeThatFits: layout = .sizeThatFits
        case .fixed(let w, let h): layout = .fixed(width: Double(w), height: Double(h))
        }
        return ListedPreview(name: t.name, layout: layout, device: t.device?.rawValue, orientation: t.orientation?.id)
    }

    /// The view of item `item` of entry `entry`.
    private func view(_ entry: Int, _ item: Int) -> AnyView {
        switch entries[entry].make() {
        case .macro(let p):
            if let pages = p.pages {
                let all = pages()
                return all.indices.contains(item) ? all[item].view : AnyView(EmptyView())
            }
            return p.content()
        case .provider(let view): return PreviewViews.view(item, of: view)
        }
    }

    /// A job's configuration (its screen and variant); a job without one is the job's error.
    private func configuration(_ job: PreviewJob) throws -> RenderConfiguration {
        guard let configuration = job.configuration else { throw PreviewBuildError("a \(job.kind.rawValue) job without a configuration") }
        return configuration
    }

    /// Draws one preview on one screen into `<out>/<path>.<format>` for each format; with a PNG,
    /// answers the layout's steps too, for the inspector page beside it (docs/inspector.md).
    private func render(_ job: PreviewJob, report: RenderReport, warnings: inout [String], explanation: inout String?) throws -> [String] {
        let config = try configuration(job)
        let laid = layOut(view(job.entry, job.item), job.layout, context(config), report: report)
        warnNonFinite(laid.tree, job.title, &warnings)
        let list = laid.picture()
        var files: [String] = []
        for format in request.formats {
            let data = format == "svg" ? try CairoRenderer.svg(list) : try CairoRenderer.png(list)
            let rel = "\(job.path).\(format)"
            try AtomicFile.write(data, to: output.appendingPathComponent(rel), inside: output)
            files.append(rel)
        }
        if request.formats.contains("png") { explanation = String(decoding: try laid.tree.explanation().encodedSteps(), as: UTF8.self) }
        if config.overlays.contains(.accessibility) {
            // The elements beside their picture, as `layoutviz elements` prints them.
            let rel = "\(job.path).elements.json"
            try AtomicFile.write(try laid.elements().json(), to: output.appendingPathComponent(rel), inside: output)
            files.append(rel)
        }
        return files
    }

    /// One preview laid out on one device: on the screen, or alone at its ideal or fixed size
    /// (centred in it, as Xcode shows it); and its picture, drawn when asked.
    private func layOut(_ view: AnyView, _ layout: ListedPreview.Layout, _ context: RenderContext, report: RenderReport)
        -> (tree: LayoutTree, picture: () -> DisplayList, elements: () -> AccessibilityTree) {
        let config = context.configuration
        switch layout {
        case .device:
            let scene = DeviceScene(view, context: context, report: report)
            return (scene.tree, { scene.displayList() }, { scene.accessibilityTree() })
        case .sizeThatFits:
            let tree = LayoutTree(view, proposal: .unspecified, environment: context.environment(report: report))
            return (tree, { Self.alone(tree, size: nil, config) }, { AccessibilityTree(tree) })
        case .fixed(let w, let h):
            let size = CGSize(width: CGFloat(w), height: CGFloat(h))
            let tree = LayoutTree(AnyView(view.frame(width: size.width, height: size.height)), proposal: ProposedViewSize(size), environment: context.environment(report: report))
            return (tree, { Self.alone(tree, size: size, config) }, { AccessibilityTree(tree, canvas: CGRect(origin: .zero, size: size)) })
        }
    }

    /// The accessibility elements of one preview on one screen (with the status bar's when the
    /// screen's chrome is drawn), as JSON.
    private func elements(_ job: PreviewJob, report: RenderReport) throws -> String {
        let c = context(try configuration(job))
        let laid = layOut(view(job.entry, job.item), job.layout, c, report: report)
        return String(decoding: try laid.elements().json(), as: UTF8.self)
    }

    /// The accessibility lint's findings for one preview on one screen, the clipped-text rule at
    /// the configuration's text size when it is an accessibility size, else at accessibility3.
    private func lint(_ job: PreviewJob, report: RenderReport) throws -> String {
        let config = try configuration(job)
        var large = config
        if !config.dynamicTypeSize.isAccessibilitySize { large.appearance.dynamicTypeSize = .accessibility3 }
        let scene = DeviceScene(view(job.entry, job.item), context: context(config), report: report)
        let big = DeviceScene(view(job.entry, job.item), context: context(large), report: RenderReport())
        let findings = try AccessibilityLint.findings(scene, accessibilitySize: big)
        return String(decoding: try JSONEncoder().encode(findings), as: UTF8.self)
    }

    /// The layout steps of one preview on one screen, laid out as it is drawn.
    private func explain(_ job: PreviewJob, report: RenderReport) throws -> String {
        let c = context(try configuration(job))
        let v = view(job.entry, job.item)
        let steps = LayoutTrace.$probes.withValue(job.probes) { layOut(v, job.layout, c, report: report).tree.explanation() }
        return String(decoding: try steps.encodedSteps(), as: UTF8.self)
    }

    /// A view alone on the system background of its colour scheme (white in light, black in
    /// dark, as Xcode's canvas shows it), on a canvas of `size` or of its own frame.
    private static func alone(_ tree: LayoutTree, size: CGSize?, _ config: RenderConfiguration) -> DisplayList {
        let frame = tree.root.frame
        let canvasSize = size ?? CGSize(width: max(1, frame.width.isFinite ? frame.maxX : 1), height: max(1, frame.height.isFinite ? frame.maxY : 1))
        let canvas = CGRect(origin: .zero, size: canvasSize)
        let scale = config.screen.device.scale
        var list = DisplayList(size: canvasSize, scale: scale, textMeasurer: tree.screenEnvironment.textMeasurer, report: tree.screenEnvironment.renderReport)
        list.items.append(.fill(Path(canvas), tree.screenEnvironment.systemLook.canvasBackground))
        list.items += tree.displayList(scale: scale, canvas: canvas).items
        for overlay in config.overlays { list.items += tree.overlayItems(overlay, canvas: canvas, scale: scale) }
        if config.overlays.contains(.accessibility) { return AccessibilityTree(tree, canvas: canvas).picture(of: list) }
        return list
    }

    private func warnNonFinite(_ tree: LayoutTree, _ subject: String, _ warnings: inout [String]) {
        let bad = tree.root.nonFiniteViews()
        guard let first = bad.first else { return }
        warnings.append("\(subject): \(bad.count) view\(bad.count == 1 ? " has a frame that is" : "s have frames that are") not finite, not drawn: \(first.path)\(bad.count > 1 ? " and \(bad.count - 1) more" : "")")
    }

    /// One comparison sheet: rows are previews, columns devices and orientations.
    private func sheet(_ job: PreviewJob, report: RenderReport) throws -> [String] {
        let columns = job.columns
        let rows = job.rows.map { row in
            let box = UncheckedViewMaker { [self] in view(row.entry, row.item) }
            return SheetRow(title: row.title, description: row.description, makeView: { box.make() })
        }
        let list = ContactSheet.displayList(title: job.title, rows: rows, columns: columns, textMeasurer: fonts, report: report, lifecycle: request.lifecycle,
                                            settleSeconds: request.settle)
        var files: [String] = []
        for format in request.formats {
            let rel = "\(job.path).\(format)"
            try AtomicFile.write(format == "svg" ? try CairoRenderer.svg(list) : try CairoRenderer.png(list),
                                 to: output.appendingPathComponent(rel), inside: output)
            files.append(rel)
        }
        return files
    }

    /// Verifies one golden cell; the outcome as JSON (reports are written by the supervisor).
    private func golden(_ job: PreviewJob, report: RenderReport) throws -> String {
        guard let session else { throw PreviewBuildError("a golden job in a run whose request has no goldens settings") }
        let config = try configuration(job)
        let box = UncheckedViewMaker { [self] in view(job.entry, job.item) }
        let outcome = session.verify(GoldenCell(name: job.path, render: config, pixels: job.pixels) { box.make() }, report: report)
        return String(decoding: try JSONEncoder().encode(outcome), as: UTF8.self)
    }
}

/// A view maker handed to code that wants a `Sendable` one; it runs on this worker's thread only.
final class UncheckedViewMaker: @unchecked Sendable {
    let make: () -> AnyView
    init(make: @escaping () -> AnyView) { self.make = make }
}
