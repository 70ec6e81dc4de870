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
/// device is the iPhone 16.
///
/// - Parameters:
///   - sources: The folder (or file) with the previews, relative to the package root; nil means
///     the package's `Sources` folder. The package root is the nearest folder above the test
///     file that holds a `Package.swift`.
public func assertPreviewSnapshots(
    sources: String? = nil,
    devices: [Device]? = nil,
    orientations: [Orientation]? = nil,
    goldens: URL? = nil,
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
    let env = RecordMode.fromEnvironment()
    let mode = record ?? env.mode
    let test = "\(function)".split(separator: "(").first.map(String.init) ?? "\(function)"
    do {
        let files = try PreviewSources.swiftFiles([input])
        let scanned = files.map { path -> PreviewProject.SourceFile in
            let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
            return PreviewProject.SourceFile(path: path, text: text, scan: SourceScanner.scan(text))
        }
        guard scanned.contains(where: { !$0.scan.macros.isEmpty || !$0.scan.providers.isEmpty }) else {
            return fail("no previews in '\(input)' (looked for #Preview blocks and PreviewProvider types)")
        }
        let messages = MessageLog()
        let project = PreviewProject()
        let result: PreviewBuild.Result?
        do {
            result = try PreviewBuild(project: project, quiet: true, log: { messages.append($0) }).build(scanned)
        } catch {
            return fail("\(error):\n\(messages.text)")
        }
        guard let built = result else { return }
        if !built.failing.isEmpty {
            fail("\(built.failing.keys.sorted().joined(separator: ", ")) did not compile:\n\(messages.text)")
        }
        guard !built.compiled.isEmpty else { return }
        var args = ["--goldens", folder.path, "--mode", mode.rawValue, "--mode-source", record != nil ? "the record: argument" : env.source,
                    "--artifacts", ProcessInfo.processInfo.environment["LAYOUTVIZ_ARTIFACTS"] ?? "layoutviz-artifacts",
                    "--root", PreviewSources.commonFolder(of: built.compiled.map(\.path)),
                    "--accept", "LAYOUTVIZ_RECORD=failed swift test --filter \(test)",
                    "--device", (devices ?? [DeviceCatalog.device(named: "iphone-16")!]).map(\.id).joined(separator: ","),
                    "--orientation", (orientations ?? [.portrait]).count == 2 ? "both" : (orientations ?? [.portrait])[0].rawValue]
        if devices != nil { args.append("--devices-given") }
        if orientations != nil { args.append("--orientation-given") }
        let errors = MessageLog()
        var lines: [String] = []
        let (status, _) = try PreviewProgram.run(project.executable, args, output: { lines.append($0) }, errors: { errors.append($0) })
        for line in lines {
            guard let data = line.data(using: .utf8), let object = try? JSONSerialization.jsonObject(with: data) as? [String: String] else { continue }
            let message = object["message"] ?? ""
            switch object["status"] {
            case "failed": fail(message)
            default: if !message.isEmpty { print(message) }
            }
        }
        if status != 0 { fail("rendering the previews failed:\n\(errors.text)") }
    } catch {
        fail("\(error)")
    }
}

/// Messages gathered from the preview build.
private final class MessageLog: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    func append(_ s: String) { lock.lock(); lines.append(s); lock.unlock() }
    var text: String { lock.lock(); defer { lock.unlock() }; return lines.joined(separator: "\n") }
}
