import Foundation
import LayoutViz
import LayoutVizGolden
import LayoutVizPages
import LayoutVizPreviewKit
import Samples

/// `layoutviz explain`: why every view of a sample has its size, on one device and variant: the
/// proposal each view got in the final pass, the size it answered, where it was placed, and the
/// rule that decided (docs/inspector.md).
struct ExplainCommand {
    let console: Console

    static let spec = CommandSpec("explain", summary: "Show why every view of a sample has its size: proposal, answer, placement, rule",
                                  arguments: "<sample|file.swift[:PREVIEW]>", options: [SharedOptions.oneDevice, SharedOptions.oneOrientation] + SharedOptions.variants + [
        SharedOptions.widgetContext, SharedOptions.widgetAppearance,
        OptionSpec("view", .one, "PATH", "Follow one view: its ancestors and its subtree (a path from the root, or its last components: 'frame', 'VStack/frame#2')."),
        OptionSpec("probes", .flag, "Add, under each view, every distinct question it was asked while its parent sized it (proposal → answer, with repeats counted): a stack's minimum and maximum probes, ViewThatFits' ideal-size checks."),
        OptionSpec("json", .flag, "Print the same as a JSON array."),
        OptionSpec("html", .one, "FILE", "Write the inspector page instead: the picture with every view selectable, one file that opens from disk (FILE#view=PATH opens with a view selected). Samples only."),
    ], text: [
        "Prints the negotiation behind the sample's layout, one view a line, indented as the tree: the proposal its parent made in the final pass (nil: \"your ideal size\" on that axis), the size it answered and where it was placed (screen points, unrounded), and the rule that decided the size (a frame's clamp between its minimum and maximum, fixedSize's ideal size, a GeometryReader taking the whole proposal, ViewThatFits' candidates with their ideal sizes and the one chosen, a text's wrapping width...).",
        "A Swift file is built as 'preview' builds it (messages at your file's lines when it does not compile) and its preview PREVIEW (a #Preview's name or a PreviewProvider, by title or file-name slug; default the first) is laid out as 'preview' draws it. One value of each variant option. docs/inspector.md.",
    ]) { console, a in try ExplainCommand(console: console).run(a) }

    func run(_ a: Arguments) throws {
        if let first = a.positionals.first, Self.namesAFile(first) {
            return try explainPreview(first, a)
        }
        let (sample, render) = try Resolve.oneLayout(a, command: "explain")
        let context = RenderContext(render, textMeasurer: PangoTextMeasurer())
        let scene = LayoutTrace.$probes.withValue(a.has("probes")) { DeviceScene(sample.makeView(), context: context) }
        var steps = scene.tree.explanation()
        if let view = a.value("view") {
            steps = try Self.following(view, in: steps)
        }
        if let path = a.value("html") {
            // One self-contained page: the picture embedded, every view (not only --view's) inspectable.
            let list = scene.displayList()
            let png: Data
            do { png = try CairoRenderer.png(list) } catch { throw CLIError.failure("\(sample.name) on \(render.fileStem): \(error)") }
            let page = InspectorPage.html(title: "\(sample.name) on \(render.device.name), \(render.orientation.rawValue)", subtitle: sample.description,
                                          imageSource: "data:image/png;base64," + png.base64EncodedString(), canvas: list.size, steps: scene.tree.explanation())
            let url = URL(fileURLWithPath: path)
            if let problem = folderProblem(url.deletingLastPathComponent().standardizedFileURL.path) {
                throw CLIError.failure("cannot write '\(path)': \(problem)")
            }
            do { try AtomicFile.write(Data(page.utf8), to: url) } catch { throw CLIError.failure(describe(error)) }
            console.err("wrote \(path)")
            return
        }
        if a.flags.contains("json") {
            console.out(try Self.json(steps))
        } else {
            let screen = render.screen.screenSize
            console.out("\(sample.name) on \(render.device.name), \(render.orientation) (\(formatLength(screen.width))×\(formatLength(screen.height)) pt): proposal → size at origin, and why")
            for line in Self.table(steps, color: console.isTerminal) { console.out(line) }
        }
    }

    static func namesAFile(_ positional: String) -> Bool { OnePreview.namesAFile(positional) }

    /// `explain FILE[:PREVIEW]`: the file's previews built as `preview` builds them, the one named
    /// (or the first) laid out on the device in a worker, and its steps printed.
    private func explainPreview(_ argument: String, _ a: Arguments) throws {
        if a.value("html") != nil { throw CLIError.usage("--html takes a sample; for a preview use 'layoutviz preview FILE --overlay frames'") }
        let json = a.flags.contains("json"), view = a.value("view"), probes = a.has("probes")
        let one = try OnePreview.run(argument, a, command: "explain", console: console) { item, configuration in
            .explain(item, on: configuration, probes: probes)
        }
        guard let data = one.result.explanation.map({ Data($0.utf8) }) else { throw CLIError.failure("\(one.label): the worker gave no layout") }
        var steps = try [LayoutStep].decodedSteps(data)
        if let view { steps = try Self.following(view, in: steps) }
        if json {
            console.out(try Self.json(steps))
        } else {
            console.out("\(one.label) on \(one.device.name), \(one.orientation.rawValue): proposal → size at origin, and why")
            for line in Self.table(steps, color: console.isTerminal) { console.out(line) }
        }
    }

    /// The views on the way to `view` (a path, or its last components) and `view`'s subtree.
    static func following(_ view: String, in steps: [LayoutStep]) throws -> [LayoutStep] {
        let wanted = view.split(separator: "/").joined(separator: "/")
        guard let target = steps.first(where: { $0.path == wanted || $0.path.hasSuffix("/" + wanted) }) else {
            let examples = steps.prefix(4).map(\.path).joined(separator: "', '")
            throw CLIError.usage("no view '\(view)' in this layout; paths look like '\(examples)' (see 'layoutviz explain SAMPLE' without --view)")
        }
        return steps.filter { step in
            target.path == step.path || target.path.hasPrefix(step.path + "/") || step.path.hasPrefix(target.path + "/")
        }
    }

    /// Indented, aligned lines: the view, the proposal, the answer and origin, the rule.
    static func table(_ steps: [LayoutStep], color: Bool) -> [String] {
        func name(_ s: LayoutStep) -> String {
            let label = (s.viewName.map { $0 + " › " } ?? "") + s.kind + (s.detail.isEmpty ? "" : " " + s.detail)
            return String(repeating: "  ", count: s.depth) + label
        }
        let maxName = 56
        let names = steps.map { n -> String in
            let full = name(n)
            return full.count > maxName ? String(full.prefix(maxName - 1)) + "…" : full
        }
        let proposals = steps.map { LayoutNode.proposalText($0.proposal) }
        let answers = steps.map { "\(LayoutNode.sizeText($0.frame.size)) at (\(formatLength($0.frame.minX)), \(formatLength($0.frame.minY)))" }
        let w0 = min(maxName, names.map(\.count).max() ?? 0), w1 = proposals.map(\.count).max() ?? 0, w2 = answers.map(\.count).max() ?? 0
        func pad(_ s: String, _ w: Int) -> String { s + String(repeating: " ", count: max(0, w - s.count)) }
        let (dim, bold, reset) = color ? ("\u{1B}[2m", "\u{1B}[1m", "\u{1B}[0m") : ("", "", "")
        var lines = [pad("view", w0) + "  " + pad("proposed", w1) + "  " + pad("size at origin", w2) + "  rule"]
        for i in steps.indices {
            let rule = steps[i].rule.isEmpty ? "" : "  " + dim + steps[i].rule + reset
            lines.append(bold + pad(names[i], w0) + reset + "  " + pad(proposals[i], w1) + "  " + pad(answers[i], w2) + rule)
            if !steps[i].probes.isEmpty {
                let asked = steps[i].probes.map { q in
                    "\(LayoutNode.proposalText(q.proposal)) → \(LayoutNode.sizeText(q.size))" + (q.count > 1 ? " (×\(q.count))" : "")
                }
                lines.append(String(repeating: "  ", count: steps[i].depth + 1) + dim + "asked: " + asked.joined(separator: " · ") + reset)
            }
        }
        return lines.map { $0.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) }
    }

    /// The steps as a JSON array (`LayoutStep`'s JSON form).
    static func json(_ steps: [LayoutStep]) throws -> String {
        String(decoding: try steps.encodedSteps(readable: true), as: UTF8.self)
    }
}
