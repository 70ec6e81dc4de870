import Foundation
import LayoutViz
import LayoutVizPreviewKit
import Samples

/// `layoutviz elements`: the elements VoiceOver would read on a sample's or a preview's screen, in
/// reading order, as JSON in AccessibilitySnapshot's model (docs/accessibility.md).
struct ElementsCommand {
    let console: Console

    static let spec = CommandSpec("elements", summary: "Print the accessibility elements VoiceOver would read, in order, as JSON",
                                  arguments: "<sample|file.swift[:PREVIEW]>", options: [SharedOptions.oneDevice, SharedOptions.oneOrientation] + SharedOptions.variants + [
        SharedOptions.widgetContext, SharedOptions.widgetAppearance,
        OptionSpec("chrome", .one, "C", "device (the status bar's time, signal, Wi-Fi and battery come first, as on the phone) or none (the app's elements alone). Default: device.",
                   check: { v in ["device", "none"].contains(v) ? nil : "invalid --chrome '\(v)': use device or none" }),
        OptionSpec("text", .flag, "Print one numbered line an element instead: what VoiceOver says, the hint, the view's path."),
        OptionSpec("out", .one, "FILE", "Write the JSON to FILE instead of printing it."),
    ], text: [
        "Lays the sample or preview out as 'render' and 'preview' draw it and prints its accessibility elements in VoiceOver's reading order: each with its label, value, traits, hint, identifier, input labels, custom actions and rotors, its frame and activation point in screen points, what VoiceOver says ('description'), and the path of the view it comes from ('path', as 'explain' names views).",
        "The JSON is an array of AccessibilitySnapshot's AccessibilityElement (its field names and types, so its model decodes it) with 'path' added; the same layout gives the same bytes. A Swift file is built as 'preview' builds it. One value of each variant option. docs/accessibility.md.",
    ], footer: ["Examples:", "  layoutviz elements screen-signup --text", "  layoutviz elements Sources/App/SettingsView.swift:Dark --device ipad-air-11-m3 > elements.json"]
    ) { console, a in try ElementsCommand(console: console).run(a) }

    func run(_ a: Arguments) throws {
        let json: Data
        if let first = a.positionals.first, OnePreview.namesAFile(first) {
            let one = try OnePreview.run(first, a, command: "elements", console: console) { item, configuration in .elements(item, on: configuration) }
            guard let text = one.result.elements else { throw CLIError.failure("\(one.label): the worker gave no elements") }
            json = Data(text.utf8)
        } else {
            var (sample, render) = try Resolve.oneLayout(a, command: "elements")
            render.chrome = try Resolve.chrome(a.value("chrome"))
            let scene = DeviceScene(sample.makeView(), context: RenderContext(render, textMeasurer: PangoTextMeasurer()))
            json = try scene.accessibilityTree().json()
        }
        if a.flags.contains("text") {
            let elements: [AccessibilitySnapshotElement]
            do { elements = try AccessibilityTree.decodeSnapshot(json) } catch { throw CLIError.failure("the elements could not be read: \(error)") }
            for line in Self.lines(elements) { console.out(line) }
            return
        }
        if let path = a.value("out") {
            let url = URL(fileURLWithPath: path)
            if let problem = folderProblem(url.deletingLastPathComponent().standardizedFileURL.path) { throw CLIError.failure("cannot write '\(path)': \(problem)") }
            do { try AtomicFile.write(json, to: url) } catch { throw CLIError.failure(describe(error)) }
            console.err("wrote \(path)")
        } else {
            console.out(String(decoding: json, as: UTF8.self).trimmingCharacters(in: .newlines))
        }
    }

    /// `1. Sign Up. Heading.`, the hint and path indented under it.
    static func lines(_ elements: [AccessibilitySnapshotElement]) -> [String] {
        var out: [String] = []
        for (i, e) in elements.enumerated() {
            out.append("\(i + 1). \(e.description.isEmpty ? "(nothing)" : e.description)")
            if let hint = e.hint { out.append("   hint: \(hint)") }
            if !e.customActions.isEmpty { out.append("   actions: \(e.customActions.joined(separator: ", "))") }
            out.append("   \(e.path)")
        }
        return out
    }
}
