import Foundation
import LayoutViz
import Samples

/// `layoutviz explain`: why every view of a sample has its size, on one device and variant: the
/// proposal each view got in the final pass, the size it answered, where it was placed, and the
/// rule that decided (docs/inspector.md).
struct ExplainCommand {
    let console: Console

    func run(_ args: [String]) throws {
        let a = try Arguments(args, command: "explain", options: ["device": .one, "orientation": .one, "view": .one, "json": .flag, "html": .one]
            .merging(Resolve.variantOptions) { a, _ in a })
        let (sample, render) = try Resolve.oneLayout(a, command: "explain")
        let scene = DeviceScene(sample.makeView(), configuration: render)
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
            console.out(Self.json(steps))
        } else {
            let screen = render.screen.screenSize
            console.out("\(sample.name) on \(render.device.name), \(render.orientation) (\(formatLength(screen.width))×\(formatLength(screen.height)) pt): proposal → size at origin, and why")
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
        }
        return lines.map { $0.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) }
    }

    /// The steps as a JSON array (numbers unrounded; nil proposals and non-finite values as in layout JSON).
    static func json(_ steps: [LayoutStep]) -> String {
        let items = steps.map { s -> String in
            var fields = ["\"path\": \(jsonQuoted(s.path))", "\"kind\": \(jsonQuoted(s.kind))"]
            if !s.detail.isEmpty { fields.append("\"detail\": \(jsonQuoted(s.detail))") }
            if let v = s.viewName { fields.append("\"view\": \(jsonQuoted(v))") }
            fields.append("\"proposal\": {\"width\": \(jsonNumber(s.proposal.width)), \"height\": \(jsonNumber(s.proposal.height))}")
            let f = s.frame
            fields.append("\"frame\": {\"x\": \(jsonNumber(f.minX)), \"y\": \(jsonNumber(f.minY)), \"width\": \(jsonNumber(f.width)), \"height\": \(jsonNumber(f.height))}")
            fields.append("\"rule\": \(jsonQuoted(s.rule))")
            return "  {" + fields.joined(separator: ", ") + "}"
        }
        return "[\n" + items.joined(separator: ",\n") + "\n]"
    }
}
