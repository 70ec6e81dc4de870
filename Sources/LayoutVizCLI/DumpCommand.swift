import Foundation
import LayoutViz
import Samples

/// `layoutviz dump`: a sample's layout tree on one device and orientation, as JSON.
struct DumpCommand {
    let console: Console

    static let spec = CommandSpec("dump", summary: "Print a sample's layout tree as JSON", arguments: "<sample>",
                                  options: [SharedOptions.oneDevice, SharedOptions.oneOrientation] + SharedOptions.variants + [
                                      OptionSpec("out", .one, "FILE", "Write the JSON to FILE instead of standard output."),
                                  ], text: [
        "Prints the sample's layout tree as JSON: each view's kind, parameters, custom view name, .id and frame in screen points (unrounded), children in source order. Default device: iphone-17, iOS 26's look, light, standard contrast, large text, left to right, en_US; one value of each variant option.",
    ]) { console, a in try DumpCommand(console: console).run(a) }

    func run(_ a: Arguments) throws {
        let (sample, render) = try Resolve.oneLayout(a, command: "dump")
        let scene = DeviceScene(sample.makeView(), context: RenderContext(render, textMeasurer: PangoTextMeasurer()))
        DrawingWarnings(console: console).check(scene.tree, subject: sample.name)
        let json = scene.tree.jsonString()
        if let out = a.value("out") {
            if let problem = folderProblem(URL(fileURLWithPath: out).deletingLastPathComponent().standardizedFileURL.path) {
                throw CLIError.failure("cannot write '\(out)': \(problem)")
            }
            do { try AtomicFile.write(Data(json.utf8), to: URL(fileURLWithPath: out)) } catch {
                throw CLIError.failure(describe(error))
            }
            console.err("wrote \(out)")
        } else {
            console.out(json.trimmingCharacters(in: .newlines))
        }
    }
}
