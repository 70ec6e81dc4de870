import Foundation
import LayoutViz
import LayoutVizGolden
import LayoutVizPreviewKit
import Testing
import XCTest

/// Golden tests for every preview of your package, in one line: each `#Preview` block and
/// `PreviewProvider` view in the sources becomes golden cells, checked as `assertLayoutSnapshot`
/// checks them.
///
/// ```swift
/// import LayoutVizTesting
/// import Testing
///
/// @Test func previews() {
///     assertPreviewSnapshots()      // every preview in Sources/, on each preview's own device
/// }
/// ```
///
/// The sources are found, built and rendered as `layoutviz preview` does (docs/previews.md): a
/// file that does not compile fails the test with the compiler's messages. Goldens go to
/// `Goldens/previews/<file>/<preview>/` beside the test file, with the record modes of
/// `assertLayoutSnapshot` (`LAYOUTVIZ_RECORD`, `never` when `CI` is set). Each preview is drawn on
/// its `previewDevice` and orientation unless `devices` or `orientations` are given; the default
/// device is the iPhone 17.
///
/// With `variants`, each preview is verified in every variant of the matrix: an exact layout
/// golden for each, a pixel golden for those in its pixel subset (docs/goldens.md, "The variant
/// matrix"); `GoldenMatrix.load(projectFolder:)` reads a project's `.layoutviz.json`:
///
/// ```swift
/// @Test func previewVariants() throws {
///     assertPreviewSnapshots(variants: GoldenMatrix(
///         appearances: try Appearance.combinations([.colorScheme: ["light", "dark"], .direction: ["ltr", "rtl"]]),
///         pixelAppearances: [.standard, Appearance(.dark)]))
/// }
/// ```
///
/// - Parameters:
///   - sources: The folder (or file) with the previews, relative to the package root; nil means
///     the package's `Sources` folder. The package root is the nearest folder above the test
///     file that holds a `Package.swift`.
///   - artifacts: Where failure images and report.html, report.json and junit.xml go; nil means
///     `LAYOUTVIZ_ARTIFACTS`, else `layoutviz-artifacts` in the working directory.
///   - accessibility: Verify accessibility goldens instead: each preview's accessibility picture
///     (pixels) and the elements VoiceOver would read (`.elements.json`, exact; a change named
///     element by element), as `layoutviz golden --accessibility` (docs/accessibility.md).
public func assertPreviewSnapshots(
    sources: String? = nil,
    devices: [Device]? = nil,
    orientations: [Orientation]? = nil,
    variants: GoldenMatrix? = nil,
    accessibility: Bool = false,
    goldens: URL? = nil,
    artifacts: URL? = nil,
    record: RecordMode? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    function: StaticString = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    var run = PreviewSnapshotRun(sources: sources, devices: devices, orientations: orientations, variants: variants, goldens: goldens,
                                 artifacts: artifacts, record: record, testFile: "\(filePath)", function: "\(function)")
    run.accessibility = accessibility
    run.perform { recordSnapshotFailure($0, fileID: fileID, filePath: filePath, line: line, column: column) }
}

/// One `assertPreviewSnapshots` call: its settings, and what it did (for tests of the assertion).
package struct PreviewSnapshotRun {
    package var sources: String?
    package var devices: [Device]?
    package var orientations: [Orientation]?
    package var variants: GoldenMatrix?
    package var goldens: URL?
    package var artifacts: URL?
    package var record: RecordMode?
    /// Whether the cells are accessibility goldens (the picture with its elements).
    package var accessibility = false
    /// The test file: the package root is the nearest folder above it with a `Package.swift`, and
    /// goldens go beside it.
    package var testFile: String
    package var function: String
    /// Where a build, when one is needed, is made (`LAYOUTVIZ_CACHE`'s by default).
    package var project = PreviewProject()
    /// Progress lines (the test's standard output).
    package var say: @Sendable (String) -> Void = { print($0) }

    /// How the previews were drawn.
    package enum Path: Equatable, Sendable {
        /// Linked into this test binary: drawn by workers started from it, with no build.
        case linked
        /// Built into a preview program (files no module of the test links).
        case built
        /// Nothing drawn (no previews, or an error before drawing).
        case none
    }

    package init(sources: String? = nil, devices: [Device]? = nil, orientations: [Orientation]? = nil, variants: GoldenMatrix? = nil, goldens: URL? = nil,
                 artifacts: URL? = nil, record: RecordMode? = nil, testFile: String, function: String) {
        self.sources = sources
        self.devices = devices
        self.orientations = orientations
        self.variants = variants
        self.goldens = goldens
        self.artifacts = artifacts
        self.record = record
        self.testFile = testFile
        self.function = function
    }

    /// Draws and checks every preview, calling `fail` with each failure's message.
    @discardableResult
    package func perform(fail: (String) -> Void) -> Path {
        let testFile = URL(fileURLWithPath: testFile)
        let root = packageRoot(above: testFile) ?? URL(fileURLWithPath: "/")
        let input = root.appendingPathComponent(sources ?? "Sources").path
        let folder = goldens ?? testFile.deletingLastPathComponent().appendingPathComponent("Goldens/previews")
        let env: (mode: RecordMode, source: String)
        if let record {
            env = (record, "the record: argument")
        } else {
            do { env = try RecordMode.fromEnvironment() } catch { fail(error.description); return .none }
        }
        let mode = env.mode
        let test = function.split(separator: "(").first.map(String.init) ?? function
        let artifacts = artifacts ?? URL(fileURLWithPath: ProcessInfo.processInfo.environment["LAYOUTVIZ_ARTIFACTS"] ?? "layoutviz-artifacts")
        let accept = "LAYOUTVIZ_RECORD=failed swift test --filter \(test)"
        if goldens == nil { GoldenLocation.warnIfUnhandled(folder, packageRoot: root, say: say) }
        // The appearance of `RenderConfiguration.current` (else the defaults); each cell's screen its own.
        var base = RenderConfiguration.current ?? RenderConfiguration(device: DeviceCatalog.device(named: "iphone-17")!)
        if accessibility && !base.overlays.contains(.accessibility) { base.overlays.append(.accessibility) }
        let messages = MessageLog()
        let say = self.say
        let session = PreviewSession(request: WorkerRequest(output: artifacts.standardizedFileURL.path, formats: ["png"], configuration: base,
                                                            goldens: .init(folder: folder.path, mode: mode.rawValue, modeSource: env.source,
                                                                           artifacts: artifacts.path, accept: accept)),
                                     project: project, quiet: false, log: { messages.append($0); say("layoutviz: \($0)") }, output: { print($0) })
        defer { session.shutdown() }
        var path = Path.none
        do {
            let scanned = try PreviewSession.load([input])
            let previews = scanned.reduce(0) { $0 + ($1.listsPreviews ? $1.scan.macros.count + $1.scan.providers.count : 0) }
            var failing: [String: Int] = [:]
            switch previews == 0 ? .unlinked([]) : LinkedPreviews.current.match(scanned) {
            case .linked(let providerTypes):
                let files = scanned.filter { $0.listsPreviews && !($0.scan.macros.isEmpty && $0.scan.providers.isEmpty) }.count
                say("layoutviz: \(previews) preview\(previews == 1 ? "" : "s") of \(files) file\(files == 1 ? "" : "s") linked into this test: drawn by workers started from the test binary, nothing to build")
                session.link(scanned, program: LinkedPreviews.program, arguments: ["--layoutviz-linked-preview-worker"],
                             environment: [LinkedPreviews.workerVariable: "1"], providerTypes: providerTypes)
                path = .linked
            case .unlinked(let missing):
                if let first = missing.first {
                    let more = missing.count > 1 ? " (and \(missing.count - 1) more file\(missing.count == 2 ? "" : "s"))" : ""
                    say("layoutviz: building the previews of \(input) into a preview program, because \(first.file) is not linked into this test: \(first.why)\(more); to draw them without a build, make the test target depend on every module with previews, or pass sources: with the linked ones")
                }
                let built: PreviewSession.Build
                do {
                    guard let b = try session.build(scanned, inputs: [input]) else { return .none }
                    built = b
                } catch let e as PreviewSession.Failure {
                    fail(messages.text.isEmpty ? e.description : "\(e.description):\n\(messages.text)")
                    return .none
                }
                if !built.failing.isEmpty {
                    fail("\(built.failing.keys.sorted().joined(separator: ", ")) did not compile:\n\(messages.text)")
                }
                guard !built.compiled.isEmpty else { return .none }
                failing = built.failing
                path = .built
            }
            check(session, failing: failing, folder: folder, artifacts: artifacts, mode: mode, modeSource: env.source, accept: accept, base: base, fail: fail)
        } catch {
            fail(describeError(error))
        }
        return path
    }

    /// Lists the session's previews, verifies each cell, reports the failures (cause first) and the
    /// goldens of previews that are gone.
    private func check(_ session: PreviewSession, failing: [String: Int], folder: URL, artifacts: URL, mode: RecordMode, modeSource: String,
                       accept: String, base: RenderConfiguration, fail: (String) -> Void) {
        let listing = session.list()
        for (label, failure) in listing.failures { fail("\(label) \(failure)") }
        let chosen = devices ?? [DeviceCatalog.device(named: "iphone-17")!]
        var jobs: [PreviewJob] = []
        var itemOf: [Int] = []
        for (n, item) in listing.items.enumerated() {
            let screens = PreviewRun.screens(item, base: base, devices: chosen, orientations: orientations ?? [.portrait], appearances: variants?.appearances ?? [nil],
                                             devicesGiven: devices != nil, orientationGiven: orientations != nil, warn: { print($0) })
            for screen in screens {
                jobs.append(.golden(item, on: screen, pixels: variants.map { $0.keepsPixels(screen.appearance) } ?? true))
                itemOf.append(n)
            }
        }
        let goldenSession = GoldenSession(goldens: folder, artifacts: artifacts, mode: mode, modeSource: modeSource) { _ in accept }
        var failed = Set<Int>()
        var failures = FailureGroups(sources: session.sources)
        let decoder = JSONDecoder()
        session.run(jobs, skip: { failed.contains(itemOf[$0.id]) }) { job, outcome in
            let item = listing.items[itemOf[job.id]]
            switch outcome {
            case .success(let r):
                guard let json = r.golden, let o = try? decoder.decode(GoldenOutcome.self, from: Data(json.utf8)) else {
                    return fail("\(item.label): the worker gave no golden outcome\(r.error.map { ": \($0)" } ?? "")")
                }
                goldenSession.include(o)
                if o.status == .failed { failures.add(o, of: item) } else if let m = o.message { print(m) }
            case .failure(let f):
                if failed.insert(itemOf[job.id]).inserted { fail("\(item.label) \(f)") }
            }
        }
        for message in failures.messages() { fail(message) }
        // Reports only for a run with a failure: a passing run leaves nothing in the artifacts folder.
        if goldenSession.results.contains(where: { $0.status == .failed }) { try? goldenSession.writeReports() }
        // Goldens of previews that are gone: named (a failure) unless recording, which removes them.
        let root = session.root
        let unknown = Set(failing.keys).union(listing.failedFiles).map { PreviewRun.folder(of: $0, root: root) }
        let orphans = PreviewGoldens.orphans(in: folder, items: listing.items, unknownFiles: Set(unknown), wholePackage: sources == nil)
        if !orphans.isEmpty {
            if (mode == .all || mode == .failed) && failed.isEmpty && goldenSession.results.allSatisfy({ $0.status != .failed }) {
                for o in orphans { try? FileManager.default.removeItem(at: o) }
                print("layoutviz: removed \(orphans.count) golden folder\(orphans.count == 1 ? "" : "s") of previews that are gone: \(orphans.map(\.path).joined(separator: ", "))")
            } else {
                fail("\(orphans.count) golden folder\(orphans.count == 1 ? " belongs" : "s belong") to no preview (renamed or removed): \(orphans.map(\.path).joined(separator: ", "))\n  remove them, or run \(accept)")
            }
        }
    }
}

/// Messages gathered from the preview build.
private final class MessageLog: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    func append(_ s: String) { lock.lock(); lines.append(s); lock.unlock() }
    var text: String { lock.lock(); defer { lock.unlock() }; return lines.joined(separator: "\n") }
}
