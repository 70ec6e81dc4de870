import Foundation
import LayoutViz
import LayoutVizPages

/// One golden cell: a named view drawn as one render configuration says.
public struct GoldenCell: Sendable {
    /// The name of the view (a sample name, or a test's name); the goldens' folder.
    public let name: String
    /// Everything the picture depends on besides the view.
    public let render: RenderConfiguration
    /// The device and orientation.
    public var configuration: DeviceConfiguration { render.screen }
    /// Builds the view.
    public let makeView: @Sendable () -> AnyView
    /// Whether the cell keeps a pixel golden; without, only its layout tree is verified (the
    /// cells of a variant matrix outside its pixel subset: `GoldenMatrix`).
    public let pixels: Bool

    /// A cell drawn as `render` says; `pixels: false` verifies the layout tree alone.
    public init(name: String, render: RenderConfiguration, pixels: Bool = true, makeView: @escaping @Sendable () -> AnyView) {
        self.name = name
        self.render = render
        self.pixels = pixels
        self.makeView = makeView
    }

    /// A cell on a device, the rest of its configuration from `RenderConfiguration.current`.
    public init(name: String, configuration: DeviceConfiguration, makeView: @escaping @Sendable () -> AnyView) {
        self.init(name: name, render: RenderConfiguration.on(configuration), makeView: makeView)
    }

    /// `name/device-orientation` and the variant (`-dark-ax3`), unique per cell and stable across runs.
    public var id: String { "\(name)/\(render.fileStem)" }

    /// Sizes for messages: `375×667 pt @2x = 750×1334 px`.
    public var sizeDescription: String {
        let s = configuration.screenSize, px = configuration.pixelSize
        return "\(LayoutDiff.num(s.width))×\(LayoutDiff.num(s.height)) pt @\(LayoutDiff.num(configuration.device.scale))x = \(px.width)×\(px.height) px"
    }
}

/// What verifying one cell came to.
public struct GoldenOutcome: Codable, Sendable {
    public enum Status: String, Codable, Sendable {
        /// Matches the golden.
        case passed
        /// The golden was missing and has been written.
        case recorded
        /// The golden differed and has been rewritten (record mode `failed` or `all`).
        case updated
        /// Differs from the golden, or the golden is missing and recording is off.
        case failed
    }

    public let cell: String
    public let status: Status
    /// The full explanation for a failure or a write; nil for a pass.
    public let message: String?
    /// The pixel comparison, when one was made.
    public let comparison: ComparisonSummary?
    /// Artifact files by role (`expected`, `actual`, `diff`, `aa`, `strip`), relative to the artifacts folder.
    public let artifacts: [String: String]
    /// Seconds spent.
    public let seconds: Double
}

/// The numbers of a comparison, for reports.
public struct ComparisonSummary: Codable, Sendable {
    public let profile: String
    public let profileSource: String
    /// Pixels per point of the cell.
    public let scale: Double
    public let changedPixels: Int
    public let allowedPixels: Int
    public let antialiasedPixels: Int
    public let densestWindow: Int
    public let allowedInWindow: Int
    public let totalPixels: Int
    public let sizeMismatch: String?
    /// Changed regions in points: x, y, width, height.
    public let regions: [[Double]]
    public let layoutChanges: [String]
}

/// Verifies and records goldens for a set of cells, keeps the results, and writes the failure
/// artifacts and reports into one folder.
///
/// Goldens per cell, under `goldens/<name>/`: `<device>-<orientation>.png` (compared on decoded
/// pixels), `.layout.json` (the layout tree, exact) and `.meta.json` (the render fingerprint and
/// the digests of the pixels, the PNG file and the layout tree: `GoldenMeta`). A passing cell
/// costs a render and a digest: the PNG is decoded only when the digests differ, and encoded only
/// when its pixels changed (docs/goldens.md, "Verifying without decoding").
public final class GoldenSession: @unchecked Sendable {
    public let goldens: URL
    public let artifacts: URL
    public let mode: RecordMode
    public let modeSource: String
    /// The command that accepts one cell's new output, for messages.
    let acceptCommand: @Sendable (GoldenCell) -> String
    /// What the cells' text is measured with.
    public let textMeasurer: any TextMeasuring
    /// How much of their views' lifecycle cells run (`RenderContext.lifecycle`).
    public var lifecycle = LifecycleMode.actions
    /// Seconds the cells' tasks may take before their pictures (`RenderContext.settleSeconds`).
    public var settleSeconds = RenderContext.defaultSettleSeconds
    private let lock = NSLock()
    private var outcomes: [String: GoldenOutcome] = [:]
    private var used: Set<String> = []
    private var decodedGoldens = 0

    /// How many golden PNGs this session decoded: none for cells whose digests matched.
    public var decodedCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return decodedGoldens
    }

    /// A session over the goldens folder; artifacts go to `artifacts`; cells are measured with
    /// `textMeasurer` and find images in their configuration's folders.
    public init(goldens: URL, artifacts: URL, mode: RecordMode, modeSource: String, textMeasurer: any TextMeasuring = RenderContext.standardTextMeasurer,
                acceptCommand: @escaping @Sendable (GoldenCell) -> String) {
        self.textMeasurer = textMeasurer
        self.goldens = goldens.standardizedFileURL
        self.artifacts = artifacts.standardizedFileURL
        self.mode = mode
        self.modeSource = modeSource
        self.acceptCommand = acceptCommand
    }

    /// The outcomes so far, by cell id order.
    public var results: [GoldenOutcome] {
        lock.lock()
        defer { lock.unlock() }
        return outcomes.keys.sorted().map { outcomes[$0]! }
    }

    /// Golden files that no verified cell used (meaningful after an unfiltered run), outside the
    /// top-level folders named in `ignoring` (which hold files of other tests).
    public func orphans(ignoring folders: Set<String> = []) -> [URL] {
        lock.lock()
        let usedNow = used
        lock.unlock()
        guard let e = FileManager.default.enumerator(at: goldens, includingPropertiesForKeys: nil) else { return [] }
        let skipped = folders.map { goldens.appendingPathComponent($0).standardizedFileURL.path + "/" }
        var out: [URL] = []
        for case let url as URL in e {
            let p = url.standardizedFileURL.path
            if skipped.contains(where: { p.hasPrefix($0) }) { continue }
            guard p.hasSuffix(".png") || p.hasSuffix(".layout.json") || p.hasSuffix(".meta.json") || p.hasSuffix(".elements.json") else { continue }
            if !usedNow.contains(p) { out.append(url.standardizedFileURL) }
        }
        return out.sorted { $0.path < $1.path }
    }

    private func files(_ cell: GoldenCell) -> (png: URL, layout: URL, meta: URL) {
        let base = goldens.appendingPathComponent(cell.name).appendingPathComponent(cell.render.fileStem)
        return (base.appendingPathExtension("png"), URL(fileURLWithPath: base.path + ".layout.json"), URL(fileURLWithPath: base.path + ".meta.json"))
    }

    /// Notes that a golden file belongs to a verified cell (not an orphan).
    func markUsed(_ url: URL) {
        lock.lock()
        used.insert(url.path)
        lock.unlock()
    }

    /// Keeps an outcome verified elsewhere (by a preview worker), for the reports.
    package func include(_ outcome: GoldenOutcome) {
        lock.lock()
        outcomes[outcome.cell] = outcome
        lock.unlock()
    }

    /// Renders `cell`, compares it with its golden, records per the mode, and keeps the outcome.
    /// `accept` overrides the session's command that accepts the cell's new output; what the cell
    /// asked for and did not get is noted in `report`.
    @discardableResult
    public func verify(_ cell: GoldenCell, accept: String? = nil, report: RenderReport = RenderReport()) -> GoldenOutcome {
        let start = Date()
        var context = RenderContext(cell.render, textMeasurer: textMeasurer)
        context.lifecycle = lifecycle
        context.settleSeconds = settleSeconds
        let scene = DeviceScene(cell.makeView(), context: context, report: report)
        var outcome = evaluate(cell, scene, start: start, accept: accept ?? acceptCommand(cell))
        if cell.render.overlays.contains(.accessibility) { outcome = withElements(outcome, cell, scene, accept: accept ?? acceptCommand(cell)) }
        lock.lock()
        outcomes[cell.id] = outcome
        lock.unlock()
        return outcome
    }

    private func evaluate(_ cell: GoldenCell, _ scene: DeviceScene, start: Date, accept: String) -> GoldenOutcome {
        func done(_ status: GoldenOutcome.Status, _ message: String?, _ summary: ComparisonSummary? = nil, _ artifacts: [String: String] = [:]) -> GoldenOutcome {
            GoldenOutcome(cell: cell.id, status: status, message: message, comparison: summary, artifacts: artifacts, seconds: Date().timeIntervalSince(start))
        }
        let (pngURL, layoutURL, metaURL) = files(cell)
        lock.lock()
        used.formUnion(cell.pixels ? [pngURL.path, layoutURL.path, metaURL.path] : [layoutURL.path, metaURL.path])
        lock.unlock()

        if !cell.pixels { return evaluateLayout(cell, scene, layoutURL, metaURL, done: done, accept: accept) }
        let list = scene.displayList()
        let fingerprint = RenderFingerprint.current
        let treeDigest = ContentDigest.hex(scene.tree.contentBytes())
        let disk = GoldenOnDisk(png: pngURL, layout: layoutURL, meta: metaURL)
        let (goldenData, metaData, recorded, goldenLayout) = (disk.png, disk.meta, disk.recorded, disk.layout)
        let recordedPixels = disk.unchangedPixelsDigest(fingerprint: fingerprint, treeDigest: treeDigest)
        let rendered: (digest: String, raster: Raster?)
        do { rendered = try CairoRenderer.digest(list) { $0 != recordedPixels } } catch { return done(.failed, "\(cell.id): cannot render: \(error)") }
        guard let actual = rendered.raster else { return done(.passed, nil) }
        let layoutJSON = Data(scene.tree.jsonString().utf8)
        let fresh = GoldenMeta(fingerprint: fingerprint, pixelsDigest: rendered.digest, layoutDigest: ContentDigest.hex(layoutJSON), treeDigest: treeDigest)
        let header = "\(cell.id) on \(cell.configuration.device.name), \(cell.configuration.orientation.rawValue): \(cell.sizeDescription)"

        guard let goldenData else {
            if mode == .never {
                return done(.failed, "\(header)\n  golden \(pngURL.path) is missing and was not recorded because recording is disabled (mode never: \(modeSource))\n  record it: \(accept)")
            }
            do { try write(cell, actual, layoutJSON, fresh, over: nil) } catch {
                return done(.failed, "\(header)\n  \(describeError(error))")
            }
            return done(.recorded, "\(header)\n  recorded missing golden \(pngURL.path) (mode \(mode.rawValue): \(modeSource)); look at it before committing")
        }

        /// A golden file that cannot be used: replaced in the record modes that rewrite failures,
        /// else a failure naming the file and the command that replaces it.
        func unusable(_ problem: String) -> GoldenOutcome {
            if mode == .failed || mode == .all {
                do { try write(cell, actual, layoutJSON, fresh, over: nil) } catch {
                    return done(.failed, "\(header)\n  \(problem)\n  \(describeError(error))")
                }
                return done(.updated, "\(header)\n  \(problem); replaced it (mode \(mode.rawValue): \(modeSource))")
            }
            return done(.failed, "\(header)\n  \(problem)\n  replace it: \(accept)")
        }
        // A golden far larger than the cell would cost seconds and gigabytes to decode: refuse it
        // from its header.
        let (cellWidth, cellHeight) = CairoRenderer.pixelSize(of: list)
        if let (w, h) = pngDimensions(goldenData), w > 2 * max(cellWidth, 1) || h > 2 * max(cellHeight, 1) {
            return unusable("golden \(pngURL.path) is \(w)×\(h) px, far larger than the cell's \(cellWidth)×\(cellHeight) px")
        }
        let expected: Raster
        lock.lock()
        decodedGoldens += 1
        lock.unlock()
        do { expected = try CairoRenderer.decodePNGRaster(goldenData, name: pngURL.path) } catch {
            return unusable("golden \(pngURL.path) cannot be read: \(error)")
        }
        // Without a readable fingerprint the comparison profile cannot be chosen: the golden is
        // incomplete, not from another stack.
        guard let metaData else {
            return unusable("golden fingerprint \(metaURL.path) is missing")
        }
        guard let goldenFingerprint = recorded?.fingerprint else {
            return unusable("golden fingerprint \(metaURL.path) is not a valid fingerprint")
        }
        let fingerprintDiffs = goldenFingerprint.differences(from: fingerprint)
        let profile: ComparisonProfile = fingerprintDiffs.isEmpty ? .exact : .tolerant(because: "the render fingerprint differs from the golden's")
        let comparison = ImageComparison.compare(expected: expected, actual: actual, profile: profile)
        let layout = LayoutChanges(golden: goldenLayout, fresh: layoutJSON, tree: scene.tree, goldenName: layoutURL.lastPathComponent)
        let renameNote = layout.renames.map { "\(header)\n  note: custom views were renamed (\($0.joined(separator: ", "))); frames and pixels are unchanged, so the cell passes. Accept the new names: \(accept)" }
        // The layout tree is exact on the same stack; on another stack text metrics may legitimately
        // move views, so there the pixels decide and layout changes are only reported.
        let failed = !comparison.passed || (profile.name == "exact" && !layout.changes.isEmpty)

        if mode == .all || (mode == .failed && (failed || renameNote != nil)) {
            do {
                let wrote = try write(cell, actual, layoutJSON, fresh, over: (expected, goldenData, goldenLayout, metaData))
                if wrote { return done(.updated, "\(header)\n  rewrote the golden (mode \(mode.rawValue): \(modeSource))") }
            } catch {
                return done(.failed, "\(header)\n  \(describeError(error))")
            }
            return done(.passed, nil)
        }
        guard failed else { return done(.passed, renameNote) }

        let failure = PixelFailure(cell: cell, header: header, accept: accept, expected: expected, actual: actual, comparison: comparison,
                                   profile: profile, layout: layout, tree: scene.tree, fingerprintDiffs: fingerprintDiffs, artifacts: artifacts)
        return done(.failed, failure.message, failure.summary, failure.files)
    }

    /// Verifies a cell without pixels: its layout tree must be the golden's, byte for byte (with
    /// its render fingerprint beside it, so a failure can say whether the stack changed).
    private func evaluateLayout(_ cell: GoldenCell, _ scene: DeviceScene, _ layoutURL: URL, _ metaURL: URL,
                                done: (GoldenOutcome.Status, String?, ComparisonSummary?, [String: String]) -> GoldenOutcome,
                                accept: String) -> GoldenOutcome {
        let fingerprint = RenderFingerprint.current
        let treeDigest = ContentDigest.hex(scene.tree.contentBytes())
        let golden = FileManager.default.contents(atPath: layoutURL.path)
        let goldenMeta = FileManager.default.contents(atPath: metaURL.path)
        let recorded = goldenMeta.flatMap(GoldenMeta.init(data:))
        // The passing path: the tree is the one recorded and the file is as recorded; no JSON is
        // written (record mode `all` goes on, to bring older metadata up to date).
        if mode != .all, let m = recorded, m.layoutMatches(file: golden, treeDigest: treeDigest) {
            return done(.passed, nil, nil, [:])
        }
        let layoutJSON = Data(scene.tree.jsonString().utf8)
        let freshMeta = GoldenMeta(fingerprint: fingerprint, layoutDigest: ContentDigest.hex(layoutJSON), treeDigest: treeDigest).jsonData()
        let header = "\(cell.id) on \(cell.configuration.device.name), \(cell.configuration.orientation.rawValue): \(cell.sizeDescription) (layout only)"
        func record(_ status: GoldenOutcome.Status, _ message: String) -> GoldenOutcome {
            do {
                for (url, data, old) in [(layoutURL, layoutJSON, golden), (metaURL, freshMeta, goldenMeta)] where old != data {
                    try AtomicFile.write(data, to: url, inside: goldens)
                }
            } catch {
                return done(.failed, "\(header)\n  \(describeError(error))", nil, [:])
            }
            return done(status, message, nil, [:])
        }
        guard let golden else {
            if mode == .never {
                return done(.failed, "\(header)\n  golden \(layoutURL.path) is missing and was not recorded because recording is disabled (mode never: \(modeSource))\n  record it: \(accept)", nil, [:])
            }
            return record(.recorded, "\(header)\n  recorded missing golden \(layoutURL.path) (mode \(mode.rawValue): \(modeSource))")
        }
        if golden == layoutJSON {
            // Record mode `all` brings older metadata up to date (not a change of the golden).
            if mode == .all && goldenMeta != freshMeta {
                do { try AtomicFile.write(freshMeta, to: metaURL, inside: goldens) } catch {
                    return done(.failed, "\(header)\n  \(describeError(error))", nil, [:])
                }
            }
            return done(.passed, nil, nil, [:])
        }
        if mode == .failed || mode == .all { return record(.updated, "\(header)\n  rewrote the golden (mode \(mode.rawValue): \(modeSource))") }
        var lines = [header]
        if let old = LayoutDiff.flatten(json: golden) {
            let changes = LayoutDiff.describe(expected: old, actual: LayoutDiff.flatten(scene.tree))
            for change in changes.isEmpty ? ["the layout tree's text differs (view names or parameters)"] : changes { lines.append("  layout: \(change)") }
        } else {
            lines.append("  the golden layout tree \(layoutURL.lastPathComponent) is unreadable")
        }
        let diffs = recorded?.fingerprint.differences(from: fingerprint) ?? ["the golden has no readable fingerprint"]
        lines.append(diffs.isEmpty ? "  fingerprint: same rendering stack as the golden" : "  fingerprint: \(diffs.joined(separator: "; ")) (text metrics may differ)")
        lines.append("  accept this golden: \(accept)")
        return done(.failed, lines.joined(separator: "\n"), nil, [:])
    }

    /// Writes the cell's golden files. Given what the golden already holds (its decoded pixels, PNG
    /// bytes, layout tree and metadata bytes, as read for the comparison), unchanged files are left
    /// alone: a PNG whose pixels are the same stays, whatever bytes another zlib would give.
    /// `fresh` holds this render's fingerprint and digests; the PNG's digest is added here.
    /// Returns whether the picture or the layout tree was written (metadata brought up to date
    /// alone, say a PNG re-encoded by another tool, is not a change).
    @discardableResult
    private func write(_ cell: GoldenCell, _ raster: Raster, _ layout: Data, _ fresh: GoldenMeta,
                       over existing: (pixels: Raster, png: Data, layout: Data?, meta: Data)?) throws -> Bool {
        let (png, layoutURL, meta) = files(cell)
        var wrote = false
        var fresh = fresh
        if let existing, existing.pixels == raster {
            fresh.pngDigest = ContentDigest.hex(existing.png)
        } else {
            let data = try CairoRenderer.encodePNG(raster)
            try AtomicFile.write(data, to: png, inside: goldens)
            fresh.pngDigest = ContentDigest.hex(data)
            wrote = true
        }
        if existing?.layout != layout {
            try AtomicFile.write(layout, to: layoutURL, inside: goldens)
            wrote = true
        }
        let metaData = fresh.jsonData()
        if existing?.meta != metaData { try AtomicFile.write(metaData, to: meta, inside: goldens) }
        return wrote
    }

    /// Writes report.html, report.json and junit.xml for the outcomes so far.
    public func writeReports() throws {
        try Reports.write(results, session: ReportContext(self))
    }
}

/// A ratio as a percentage that never reads 0 % when something changed.
func percent(_ r: Double) -> String {
    if r == 0 { return "0 %" }
    var digits = 2
    while digits < 8 && (r * 100 * pow(10, Double(digits))).rounded() == 0 { digits += 1 }
    return String(format: "%.\(digits)f %%", r * 100)
}
