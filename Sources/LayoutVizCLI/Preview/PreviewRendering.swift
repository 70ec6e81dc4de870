import Foundation
import LayoutViz
import LayoutVizGolden
import LayoutVizPages
import LayoutVizPreviewKit

/// The drawing half of `layoutviz preview`: every preview on every screen, then a comparison
/// sheet per file and `index.html`, by a pool of supervised workers (docs/previews.md).
struct PreviewRendering {
    let console: Console
    let options: PreviewCommand.Options
    let session: PreviewSession
    let listing: PreviewListing

    /// Rows a sheet page holds: 40 rows of 300-point tiles stay far below Cairo's 32,767 pixels.
    static let rowsPerSheet = 40

    /// What drawing came to.
    struct Result {
        var images = 0
        /// Previews that failed, with why (listing failures included).
        var failures: [(label: String, failure: PreviewFailure)] = []
        /// Comparison sheets that could not be drawn (their previews drew on their own).
        var sheetFailures: [(label: String, failure: PreviewFailure)] = []
    }

    func run() throws -> Result {
        var result = Result()
        result.failures = listing.failures
        var warned = Set<String>()
        func warn(_ line: String) { if warned.insert(line).inserted { console.err(line) } }
        let items = listing.items
        var jobs: [PreviewJob] = []
        var itemOf: [Int] = []  // job id → index in `items`
        let base = options.base
        for (n, item) in items.enumerated() {
            let screens = PreviewRun.screens(item, base: base, devices: options.devices, orientations: options.orientations, appearances: options.appearances,
                                             devicesGiven: options.devicesGiven, orientationGiven: options.orientationGiven, warn: warn)
            for screen in screens {
                jobs.append(.render(item, on: screen))
                itemOf.append(n)
            }
        }
        let total = jobs.count * options.formats.count
        var failed = Set<Int>()
        var failureOf: [Int: PreviewFailure] = [:]  // item → its first failure
        var filesOf: [Int: [String]] = [:]  // job id → its pictures; jobs end in any order, the page lists them in job order
        var missing = Set<String>(), missingColors = Set<String>(), missingSymbols = Set<String>(), notDrawn = Set<String>(), problems: [String] = []
        var explanations: [Int: String] = [:]  // job id → layout steps (JSON), for inspector pages
        var presented: [Int: [String]] = [:]  // item → what it presented on its first screen
        session.run(jobs, skip: { failed.contains(itemOf[$0.id]) }) { job, outcome in
            let n = itemOf[job.id]
            switch outcome {
            case .success(let r):
                if let e = r.explanation { explanations[job.id] = e }
                // The elements' JSON beside an accessibility picture is not a picture.
                for file in r.files where !file.hasSuffix(".elements.json") {
                    result.images += 1
                    if !options.quiet { console.err("[\(result.images)/\(total)] \(options.out.appendingPathComponent(file).path)") }
                    if file.hasSuffix(".png") || !options.formats.contains(.png) { filesOf[job.id, default: []].append(file) }
                }
                r.warnings.forEach { warn("layoutviz: warning: \($0)") }
                missing.formUnion(r.missingImages)
                missingColors.formUnion(r.missingColors)
                missingSymbols.formUnion(r.missingSymbols)
                notDrawn.formUnion(r.notDrawn)
                if !r.presented.isEmpty, presented[n] == nil { presented[n] = r.presented }
                for p in r.imageProblems where !problems.contains(p) { problems.append(p) }
            case .failure(let f):
                if failed.insert(n).inserted { failureOf[n] = f }
            }
        }
        var images: [Int: [String]] = [:]
        for id in jobs.indices { images[itemOf[id], default: []] += filesOf[id] ?? [] }
        result.failures += failureOf.keys.sorted().map { (items[$0].label, failureOf[$0]!) }
        try writeInspectorPages(jobs: jobs, itemOf: itemOf, explanations: explanations, failed: failed)
        // Sheets: per file, the previews that drew on every screen.
        var sheets: [String: [String]] = [:]
        var sheetJobs: [PreviewJob] = []
        let columns = options.devices.flatMap { d in options.orientations.flatMap { o in options.appearances.map { base.on(d, o).with($0 ?? base.appearance) } } }
        var files: [String] = []
        for item in items where !files.contains(item.entry.file) { files.append(item.entry.file) }
        for file in files {
            let good = items.enumerated().filter { $0.element.entry.file == file && !failed.contains($0.offset) }.map(\.element)
            guard let folder = good.first?.folder else { continue }
            let pages = stride(from: 0, to: good.count, by: Self.rowsPerSheet).map { Array(good[$0..<min(good.count, $0 + Self.rowsPerSheet)]) }
            for (p, page) in pages.enumerated() {
                sheetJobs.append(.sheet(title: pages.count == 1 ? folder : "\(folder) (\(p + 1) of \(pages.count))",
                                        path: "\(folder)/\(p == 0 ? "sheet" : "sheet-\(p + 1)")", rows: page, columns: columns))
            }
        }
        session.run(sheetJobs) { job, outcome in
            switch outcome {
            case .success(let r):
                let folder = String(job.path.split(separator: "/").dropLast().joined(separator: "/"))
                sheets[folder, default: []] += r.files.filter { $0.hasSuffix(".png") || !options.formats.contains(.png) }
            case .failure(let f):
                result.sheetFailures.append(("comparison sheet \(job.path)", f))
            }
        }
        // What each preview presented (sheets, alerts), so a picture over the screen is never a surprise.
        if !options.quiet {
            for n in presented.keys.sorted() { console.err("layoutviz: \(items[n].label) presents: \(presented[n]!.joined(separator: ", then "))") }
        }
        for line in DrawingWarnings.imageWarnings(missing: missing.sorted(), missingColors: missingColors.sorted(), missingSymbols: missingSymbols.sorted(),
                                                  notDrawn: notDrawn.sorted(), problems: problems.sorted(),
                                                  folders: options.imageFolders) { console.err(line) }
        let failures = Dictionary(result.failures.map { ($0.label, $0.failure.description) }, uniquingKeysWith: { a, _ in a })
        let html = Self.indexHTML(items: items, images: images, failed: failed, failures: failures, sheets: sheets, out: options.out)
        do {
            try AtomicFile.write(Data(html.utf8), to: options.out.appendingPathComponent("index.html"), inside: options.out)
        } catch {
            throw CLIError.failure(describe(error))
        }
        let previews = items.count - failed.count
        let drawnFiles = Set(items.enumerated().filter { !failed.contains($0.offset) }.map(\.element.entry.file)).count
        let failedNote = (result.failures.isEmpty ? "" : "; \(result.failures.count) failed")
            + (result.sheetFailures.isEmpty ? "" : "; \(result.sheetFailures.count) comparison sheet\(result.sheetFailures.count == 1 ? "" : "s") not drawn")
        console.out("rendered \(result.images) preview image\(result.images == 1 ? "" : "s") (\(previews) preview\(previews == 1 ? "" : "s") in \(drawnFiles) file\(drawnFiles == 1 ? "" : "s")\(failedNote)) into \(options.out.path)")
        return result
    }

    /// An inspector page beside each PNG (`<path>.html`, docs/inspector.md): the picture and its
    /// layout tree, with a switcher among the preview's screens.
    private func writeInspectorPages(jobs: [PreviewJob], itemOf: [Int], explanations: [Int: String], failed: Set<Int>) throws {
        var byItem: [Int: [Int]] = [:]  // item → its jobs' indices (a job's id is its index in `jobs`)
        for i in jobs.indices where explanations[i] != nil && !failed.contains(itemOf[i]) { byItem[itemOf[i], default: []].append(i) }
        for (n, siblings) in byItem {
            let item = listing.items[n]
            for i in siblings {
                let job = jobs[i]
                guard let json = explanations[i], let steps = try? [LayoutStep].decodedSteps(Data(json.utf8)) else { continue }
                guard let configuration = job.configuration else { continue }
                let device = configuration.device
                let variants = siblings.map { s in
                    InspectorPage.Variant(label: jobs[s].configuration.map { Self.stem($0) } ?? jobs[s].path,
                                          href: URL(fileURLWithPath: jobs[s].path).lastPathComponent + ".html", isCurrent: s == i)
                }
                do {
                    _ = try InspectorPage.write(besidePNG: options.out.appendingPathComponent(job.path + ".png"), scale: device.scale, inside: options.out,
                                                title: "\(item.title) on \(device.name), \(configuration.orientation.rawValue)", subtitle: item.label, steps: steps, variants: variants)
                } catch {
                    throw CLIError.failure(describe(error))
                }
            }
        }
    }

    /// A screen's name in the inspector's switcher: `iphone-17-portrait-dark` (its file stem
    /// without the overlays, which every screen of a run shares).
    static func stem(_ c: RenderConfiguration) -> String { c.screen.fileStem + c.variantSuffix }

    /// The index page: each file's previews with their pictures; a preview that failed says why
    /// and shows the pictures an earlier run left, marked as such.
    static func indexHTML(items: [PreviewItem], images: [Int: [String]], failed: Set<Int>, failures: [String: String],
                          sheets: [String: [String]], out: URL) -> String {
        var body: HTML = "<h1>Previews</h1>\n"
        var lastFile: String?
        for (n, item) in items.enumerated() {
            if item.entry.file != lastFile {
                lastFile = item.entry.file
                body += "<h2>\(item.folder).swift</h2>\n"
                for sheet in sheets[item.folder] ?? [] {
                    let page: HTML = sheet.contains("sheet-") ? " (\(URL(fileURLWithPath: sheet).deletingPathExtension().lastPathComponent))" : .empty
                    body += "<p><a href=\"\(file: sheet)\">comparison sheet\(page)</a></p>\n"
                }
            }
            body += "<h3>\(item.title)</h3>\n"
            var shown = images[n] ?? []
            if failed.contains(n) {
                body += "<p class=\"failed\">not drawn: \(failures[item.label] ?? "failed")</p>\n"
                // Pictures of an earlier, good run, if any (regular files, no link followed).
                shown = ConfinedFiles.list(item.path, inside: out).filter { $0.value == .file && $0.key.hasSuffix(".png") && !$0.key.hasPrefix(".") }
                    .keys.sorted().map { "\(item.path)/\($0)" }
            }
            for img in shown {
                let caption = URL(fileURLWithPath: img).deletingPathExtension().lastPathComponent + (failed.contains(n) ? " (last good picture)" : "")
                // The picture opens its inspector page where one was written beside it.
                let page = String(img.dropLast(4)) + ".html"
                let link = img.hasSuffix(".png") && FileManager.default.fileExists(atPath: out.appendingPathComponent(page).path) ? page : img
                body += "<figure><a href=\"\(file: link)\"><img src=\"\(file: img)\" alt=\"\(item.title)\"></a><figcaption>\(caption)</figcaption></figure>\n"
            }
        }
        return HTMLPage(title: "Previews", styles: [.previewsCSS], body: body).render()
    }
}
