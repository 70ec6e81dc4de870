import Foundation
import LayoutViz
import LayoutVizPreviewKit

// The tools that lay a preview out: render_preview, elements, explain, check and render_snippet.
// Their screen options are `preview`'s command-line options, parsed by the same code.

extension MCPTools {
    /// The option each screen argument stands for.
    private static let optionNames = ["device": "device", "orientation": "orientation", "look": "look", "colorScheme": "color-scheme",
                                      "contrast": "contrast", "dynamicType": "dynamic-type", "direction": "direction", "locale": "locale",
                                      "pseudoLocale": "pseudo-locale", "widgetContext": "widget-context", "widgetAppearance": "widget-appearance"]

    /// The screen and variant the arguments name (one of each), as `preview` would draw them.
    func configuration(_ arguments: JSONValue) throws(MCPError) -> RenderConfiguration {
        var argv: [String] = []
        for (key, option) in Self.optionNames.sorted(by: { $0.key < $1.key }) {
            guard let v = arguments[key] else { continue }
            guard let s = v.string, !s.isEmpty else { throw .invalid("'\(key)' must be a string") }
            argv += ["--" + option, s]
        }
        let specs = [SharedOptions.oneDevice, SharedOptions.oneOrientation] + SharedOptions.variants + [SharedOptions.widgetContext, SharedOptions.widgetAppearance]
        do {
            let a = try Arguments(argv, command: "mcp", options: Dictionary(specs.map { ($0.name, $0.arity) }, uniquingKeysWith: { x, _ in x }))
            for spec in specs {
                for value in a.list(spec.name) ?? [] { if let problem = spec.check?(value) { throw MCPError.invalid(problem) } }
            }
            let appearances = try Resolve.appearances(a)
            guard appearances.count == 1 else { throw MCPError.invalid("one value of each variant option") }
            let device = try Resolve.device(a.value("device") ?? Defaults.device)
            let orientation = try Resolve.orientation(a.value("orientation") ?? "portrait")
            guard orientation.count == 1 else { throw MCPError.invalid("one orientation: portrait or landscape") }
            var render = RenderConfiguration(device: device, imageFolders: ImageFolders.near([workspace.root.path], warn: { _ in }).map { URL(fileURLWithPath: $0) })
            render = render.on(device, orientation[0]).with(appearances[0])
            render.widget = Resolve.widget(a)
            if arguments["accessibility"]?.bool == true { render.overlays = [.accessibility] }
            return render
        } catch let e as MCPError {
            throw e
        } catch let e as CLIError {
            throw .invalid(e.message)
        } catch {
            throw .invalid(describe(error))
        }
    }

    func drawingPlan(_ name: String, _ arguments: JSONValue, progress: @escaping (Double, Double?, String) -> Void) throws(MCPError) -> Plan {
        let config = try configuration(arguments)
        switch name {
        case "render_preview":
            let item = try workspace.item(file: arguments["file"]?.string ?? "", preview: arguments["preview"])
            progress(1, 2, "drawing \(item.title)")
            return .job(.render(item, on: config, path: "\(item.path)/\(config.fileStem)")) { r throws(MCPError) in try picture(item, r) }
        case "elements":
            let item = try workspace.item(file: arguments["file"]?.string ?? "", preview: arguments["preview"])
            return .job(.elements(item, on: config)) { r in Self.structured(["preview": .string(item.title), "elements": JSONValue.parse(r.elements ?? "[]")]) }
        case "explain":
            let item = try workspace.item(file: arguments["file"]?.string ?? "", preview: arguments["preview"])
            let view = arguments["view"]?.string
            return .job(.explain(item, on: config, probes: false)) { r throws(MCPError) in
                var steps = (try? [LayoutStep].decodedSteps(Data((r.explanation ?? "[]").utf8))) ?? []
                if let view {
                    do { steps = try ExplainCommand.following(view, in: steps) } catch let e as CLIError { throw .invalid(e.message) } catch { throw .invalid("\(error)") }
                }
                let data = (try? steps.encodedSteps()) ?? Data("[]".utf8)
                return Self.structured(["preview": .string(item.title), "steps": JSONValue.parse(String(decoding: data, as: UTF8.self))])
            }
        case "check":
            return .answer(.success(try check(arguments, config)))
        case "render_snippet":
            return .answer(.success(try snippet(arguments["code"]?.string ?? "", config, progress: progress)))
        case "golden_verify":
            return .answer(.success(try goldens(arguments, config)))
        default:
            throw .invalid("unknown tool '\(name)'")
        }
    }

    /// The answer of a render job: the picture inline and its path on disk.
    fileprivate func picture(_ item: PreviewItem, _ r: PreviewJobResult) throws(MCPError) -> JSONValue {
        guard let file = r.files.first(where: { $0.hasSuffix(".png") }) else { throw MCPError(code: -32000, message: "the worker wrote no picture") }
        let url = workspace.out.appendingPathComponent(file)
        guard let png = FileManager.default.contents(atPath: url.path), let (w, h) = pngDimensions(png) else {
            throw MCPError(code: -32000, message: "the picture \(url.path) cannot be read")
        }
        workspace.drew(url.path)
        let value: JSONValue = ["path": .string(url.path), "width": .number(Double(w)), "height": .number(Double(h)), "preview": .string(item.title),
                                "warnings": .strings(r.warnings), "notDrawn": .strings(r.notDrawn), "missingImages": .strings(r.missingImages),
                                "missingSymbols": .strings(r.missingSymbols)]
        return Self.structured(value, extra: [["type": "image", "data": .string(png.base64EncodedString()), "mimeType": "image/png"],
                                              ["type": "resource_link", "uri": .string(url.absoluteString), "name": .string(item.title), "mimeType": "image/png"]])
    }

    /// The accessibility lint over one file's previews (or all), and the files that failed.
    private func check(_ arguments: JSONValue, _ config: RenderConfiguration) throws(MCPError) -> JSONValue {
        var items = workspace.listing.items
        if let file = arguments["file"]?.string {
            let path = try workspace.resolve(file)
            items = items.filter { URL(fileURLWithPath: $0.entry.file).resolvingSymlinksInPath().path == path }
        }
        let ignores = arguments["ignore"]?.array?.compactMap(\.string) ?? []
        var findings: [JSONValue] = []
        for item in items {
            let r = try workspace.run(.lint(item, on: config))
            let found = (try? JSONDecoder().decode([AccessibilityFinding].self, from: Data((r.lint ?? "[]").utf8))) ?? []
            for f in found where !ignores.contains(where: { f.isSilenced(by: $0) }) {
                findings.append(["preview": .string(item.label), "rule": .string(f.rule), "path": .string(f.path), "message": .string(f.message)])
            }
        }
        let failed: [JSONValue] = workspace.failing.keys.sorted().map { ["file": .string($0), "errors": .number(Double(workspace.failing[$0]!))] }
        return Self.structured(["findings": .array(findings), "failed": .array(failed), "missingAPI": .array(workspace.missingAPI())])
    }

    /// Verifies the previews of a file (or all) against their goldens, as `assertPreviewSnapshots` does.
    fileprivate func goldens(_ arguments: JSONValue, _ config: RenderConfiguration) throws(MCPError) -> JSONValue {
        var items = workspace.listing.items
        if let file = arguments["file"]?.string {
            let path = try workspace.resolve(file)
            items = items.filter { URL(fileURLWithPath: $0.entry.file).resolvingSymlinksInPath().path == path }
            if let p = arguments["preview"] { items = [try workspace.item(file: file, preview: p)] }
        }
        let folder = URL(fileURLWithPath: try workspace.resolve(arguments["goldens"]?.string ?? "Goldens/previews", mustExist: false))
        let mode = arguments["record"]?.string ?? "never"
        guard ["missing", "never", "failed", "all"].contains(mode) else { throw .invalid("'record' is missing, never, failed or all") }
        let results = try workspace.verifyGoldens(items.map { .golden($0, on: config, pixels: true) }, folder: folder, mode: mode)
        let outcomes: [JSONValue] = results.map { JSONValue.parse($0.golden ?? "null") }
        let failed = outcomes.filter { $0["status"]?.string == "failed" }.count
        return Self.structured(["cells": .array(outcomes), "failed": .number(Double(failed)), "goldens": .string(folder.path)])
    }
}

extension MCPTools {
    /// Draws SwiftUI code that is not saved, built beside the workspace's files.
    fileprivate func snippet(_ code: String, _ config: RenderConfiguration, progress: @escaping (Double, Double?, String) -> Void) throws(MCPError) -> JSONValue {
        guard !code.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { throw .invalid("'code' is empty") }
        progress(0, 2, "building the snippet")
        let item = try workspace.snippet(Self.snippetSource(code))
        progress(1, 2, "drawing the snippet")
        return try picture(item, try workspace.runSnippet(.render(item, on: config, path: "snippets/\(config.fileStem)")))
    }

    /// The snippet as a file with a preview: as given when it has one; declarations with a view
    /// get a `#Preview` of the first view; an expression becomes a `#Preview`'s body.
    static func snippetSource(_ code: String) -> String {
        let imports = code.contains("import SwiftUI") ? "" : "import SwiftUI\n\n"
        if code.contains("#Preview") || code.contains("PreviewProvider") { return imports + code + "\n" }
        if let match = code.range(of: #"struct\s+([A-Za-z_][A-Za-z0-9_]*)\s*:\s*(some\s+)?View\b"#, options: .regularExpression) {
            let name = code[match].split(whereSeparator: { $0 == " " || $0 == ":" || $0 == "\n" || $0 == "\t" }).dropFirst().first.map(String.init) ?? "ContentView"
            return imports + code + "\n\n#Preview(\"Snippet\") { \(name)() }\n"
        }
        return imports + "#Preview(\"Snippet\") {\n" + code + "\n}\n"
    }
}
