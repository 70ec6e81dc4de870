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
public func assertPreviewSnapshots(
    sources: String? = nil,
    devices: [Device]? = nil,
    orientations: [Orientation]? = nil,
    variants: GoldenMatrix? = nil,
    goldens: URL? = nil,
    artifacts: URL? = nil,
    record: RecordMode? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    function: StaticString = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    func fail(_ message: String) { recordSnapshotFailure(message, fileID: fileID, filePath: filePath, line: line, column: column) }
    let testFile = URL(fileURLWithPath: "\(filePath)")
    var root = testFile.deletingLastPathComponent()
    while root.path != "/" && !FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) {
        root.deleteLastPathComponent()
    }
    let input = root.appendingPathComponent(sources ?? "Sources").path
    let folder = goldens ?? testFile.deletingLastPathComponent().appendingPathComponent("Goldens/previews")
    let env: (mode: RecordMode, source: String)
    if let record {
        env = (record, "the record: argument")
    } else {
        do { env = try RecordMode.fromEnvironment() } catch { return fail(error.description) }
    }
    let mode = env.mode
    let test = "\(function)".split(separator: "(").first.map(String.init) ?? "\(function)"
    let artifacts = artifacts ?? URL(fileURLWithPath: ProcessInfo.processInfo.environment["LAYOUTVIZ_ARTIFACTS"] ?? "layoutviz-artifacts")
    let accept = "LAYOUTVIZ_RECORD=failed swift test --filter \(test)"
    // The appearance of `RenderConfiguration.current` (else the defaults); each cell's screen its own.
    let base = RenderConfiguration.current ?? RenderConfiguration(device: DeviceCatalog.device(named: "iphone-17")!)
    let messages = MessageLog()
    let session = PreviewSession(request: WorkerRequest(output: artifacts.standardizedFileURL.path, formats: ["png"], configuration: base,
                                                        goldens: .init(folder: folder.path, mode: mode.rawValue, modeSource: env.source,
                                                                       artifacts: artifacts.path, accept: accept)),
                                 quiet: true, log: { messages.append($0) }, output: { print($0) })
    defer { session.shutdown() }
    do {
        let scanned = try PreviewSession.load([input])
        let built: PreviewSession.Build
        do {
            guard let b = try session.build(scanned, inputs: [input]) else { return }
            built = b
        } catch let e as PreviewSession.Failure {
            return fail(messages.text.isEmpty ? e.description : "\(e.description):\n\(messages.text)")
        }
        if !built.failing.isEmpty {
            fail("\(built.failing.keys.sorted().joined(separator: ", ")) did not compile:\n\(messages.text)")
        }
        guard !built.compiled.isEmpty else { return }
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
        let goldenSession = GoldenSession(goldens: folder, artifacts: artifacts, mode: mode, modeSource: env.source) { _ in accept }
        var failed = Set<Int>()
        let decoder = JSONDecoder()
        session.run(jobs, skip: { failed.contains(itemOf[$0.id]) }) { job, outcome in
            switch outcome {
            case .success(let r):
                guard let json = r.golden, let o = try? decoder.decode(GoldenOutcome.self, from: Data(json.utf8)) else {
                    return fail("\(listing.items[itemOf[job.id]].label): the worker gave no golden outcome\(r.error.map { ": \($0)" } ?? "")")
                }
                goldenSession.include(o)
                if o.status == .failed { fail(o.message ?? "\(o.cell) failed") } else if let m = o.message { print(m) }
            case .failure(let f):
                if failed.insert(itemOf[job.id]).inserted { fail("\(listing.items[itemOf[job.id]].label) \(f)") }
            }
        }
        // Reports only for a run with a failure: a passing run leaves nothing in the artifacts folder.
        if goldenSession.results.contains(where: { $0.status == .failed }) { try? goldenSession.writeReports() }
        // Goldens of previews that are gone: named (a failure) unless recording, which removes them.
        let root = session.root
        let unknown = Set(built.failing.keys).union(listing.failedFiles).map { PreviewRun.folder(of: $0, root: root) }
        let orphans = PreviewGoldens.orphans(in: folder, items: listing.items, unknownFiles: Set(unknown), wholePackage: sources == nil)
        if !orphans.isEmpty {
            if (mode == .all || mode == .failed) && failed.isEmpty && goldenSession.results.allSatisfy({ $0.status != .failed }) {
                for o in orphans { try? FileManager.default.removeItem(at: o) }
                print("layoutviz: removed \(orphans.count) golden folder\(orphans.count == 1 ? "" : "s") of previews that are gone: \(orphans.map(\.path).joined(separator: ", "))")
            } else {
                fail("\(orphans.count) golden folder\(orphans.count == 1 ? " belongs" : "s belong") to no preview (renamed or removed): \(orphans.map(\.path).joined(separator: ", "))\n  remove them, or run \(accept)")
            }
        }
    } catch {
        fail(describeError(error))
    }
}

/// Messages gathered from the preview build.
private final class MessageLog: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    func append(_ s: String) { lock.lock(); lines.append(s); lock.unlock() }
    var text: String { lock.lock(); defer { lock.unlock() }; return lines.joined(separator: "\n") }
}
