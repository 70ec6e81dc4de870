import Foundation
import LayoutViz
@_exported import LayoutVizGolden
import Testing
import XCTest

/// Golden-image assertions for your own package's tests, with Swift Testing or XCTest.
///
/// ```swift
/// import LayoutViz
/// import LayoutVizTesting
/// import Testing
///
/// @Test func loginScreen() {
///     assertLayoutSnapshot(of: LoginView(), named: "login")
/// }
/// ```
///
/// Each device and orientation is a cell with three goldens in `Goldens/<name>/` beside the test
/// file: `<device>-<orientation>.png`, `.layout.json` and `.meta.json`. With `variants`, each is
/// verified in every appearance of the matrix (`-ios18`, `-dark`... added to the names), with
/// pixels where the matrix keeps them:
///
/// ```swift
/// assertLayoutSnapshot(of: LoginView(), named: "login",
///                      variants: GoldenMatrix(appearances: [.standard, Appearance(look: .ios18)],
///                                             pixelAppearances: [.standard, Appearance(look: .ios18)]))
/// ```
///
/// The record mode comes from
/// `LAYOUTVIZ_RECORD` (`missing` by default, `never` when `CI` is set, `failed`, `all`); failure
/// images and `report.html` go to `layoutviz-artifacts/` (or `LAYOUTVIZ_ARTIFACTS`).
public func assertLayoutSnapshot<V: View>(
    of view: @autoclosure @escaping @Sendable () -> V,
    devices: [Device] = DeviceCatalog.defaultSet,
    orientations: [Orientation] = Orientation.allCases,
    named name: String,
    variants: GoldenMatrix? = nil,
    goldens: URL? = nil,
    record: RecordMode? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    function: StaticString = #function,
    line: UInt = #line,
    column: UInt = #column
) where V: SendableMetatype {
    let folder = goldens ?? URL(fileURLWithPath: "\(filePath)").deletingLastPathComponent().appendingPathComponent("Goldens")
    if goldens == nil, let root = packageRoot(above: URL(fileURLWithPath: "\(filePath)")) {
        GoldenLocation.warnIfUnhandled(folder, packageRoot: root) { print($0) }
    }
    let session: GoldenSession
    do { session = try SnapshotSessions.session(goldens: folder, record: record) } catch {
        return recordSnapshotFailure(error.description, fileID: fileID, filePath: filePath, line: line, column: column)
    }
    let test = "\(function)".split(separator: "(").first.map(String.init) ?? "\(function)"
    // Without a matrix, one cell per screen in the configuration in force (`RenderConfiguration.current`).
    let appearances: [Appearance?] = variants?.appearances.map(Optional.some) ?? [nil]
    for device in devices {
        for orientation in orientations {
            for appearance in appearances {
                let screen = RenderConfiguration.on(device.configuration(orientation))
                let cell = GoldenCell(name: name, render: appearance.map { screen.with($0) } ?? screen,
                                      pixels: appearance.map { variants?.keepsPixels($0) ?? true } ?? true) { AnyView(view()) }
                let outcome = session.verify(cell, accept: "LAYOUTVIZ_RECORD=failed swift test --filter \(test)")
                if outcome.status == .passed, let note = outcome.message { print(note) }
                guard outcome.status != .passed, let message = outcome.message else { continue }
                try? session.writeReports()
                recordSnapshotFailure(message, fileID: fileID, filePath: filePath, line: line, column: column)
            }
        }
    }
}

/// Reports a failure to the running test: an issue in Swift Testing, `XCTFail` in XCTest.
/// The nearest folder above `file` with a `Package.swift`.
func packageRoot(above file: URL) -> URL? {
    var root = file.deletingLastPathComponent()
    while root.path != "/" {
        if FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) { return root }
        root.deleteLastPathComponent()
    }
    return nil
}

func recordSnapshotFailure(_ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    // A failure a test provokes on purpose says so first, so that a passing run's log has no
    // block that reads like a real failure.
    let message = ExpectedSnapshotFailure.reason.map { "EXPECTED (\($0)): " + message } ?? message
    if Test.current != nil {
        // Plain literals rather than Swift Testing's #_sourceLocation, so that XCTest files that
        // do not import Testing can call the assertions too.
        let sourceLocation = SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    } else {
        XCTFail(message, file: filePath, line: line)
    }
}

/// Why the snapshot failures recorded in a scope are deliberate, for tests of the assertions
/// themselves: `ExpectedSnapshotFailure.$reason.withValue("a golden replaced on purpose") { ... }`
/// inside `withKnownIssue`. Their messages then begin with "EXPECTED (reason): ".
package enum ExpectedSnapshotFailure {
    @TaskLocal package static var reason: String?
}

/// One golden session per folder and mode for the whole test process, so that its report lists
/// every failure of the run.
enum SnapshotSessions {
    nonisolated(unsafe) private static var sessions: [String: GoldenSession] = [:]
    private static let lock = NSLock()

    static func session(goldens: URL, record: RecordMode?) throws(RecordMode.UnknownValue) -> GoldenSession {
        let env = record == nil ? try RecordMode.fromEnvironment() : nil
        let mode = record ?? env!.mode
        let source = record != nil ? "the record: argument" : env!.source
        let artifacts = URL(fileURLWithPath: ProcessInfo.processInfo.environment["LAYOUTVIZ_ARTIFACTS"] ?? "layoutviz-artifacts")
        let key = goldens.standardizedFileURL.path + "|" + mode.rawValue
        lock.lock()
        defer { lock.unlock() }
        if let s = sessions[key] { return s }
        let s = GoldenSession(goldens: goldens, artifacts: artifacts, mode: mode, modeSource: source) { _ in "LAYOUTVIZ_RECORD=failed swift test" }
        sessions[key] = s
        return s
    }
}
