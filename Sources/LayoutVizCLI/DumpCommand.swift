import Foundation
import LayoutViz
import Samples

/// `layoutviz dump`: a sample's layout tree on one device and orientation, as JSON.
struct DumpCommand {
    let console: Console

    func run(_ args: [String]) throws {
        let a = try Arguments(args, command: "dump", options: ["device": .one, "orientation": .one, "out": .one]
            .merging(Resolve.variantOptions) { a, _ in a })
        let appearances = try Resolve.appearances(a)
        guard appearances.count == 1 else { throw CLIError.usage("'dump' takes one value of each variant option (one colour scheme, text size, direction...)") }
        guard let name = a.positionals.first else { throw CLIError.usage("'dump' needs a sample name; see 'layoutviz list --samples'") }
        if a.positionals.count > 1 { throw CLIError.usage("'dump' takes one sample, got \(a.positionals.count)") }
        let sample = try Resolve.sample(name)
        let device = try Resolve.device(a.value("device") ?? Defaults.device)
        let orientation = try Resolve.orientation(a.value("orientation") ?? "portrait")
        guard orientation.count == 1 else { throw CLIError.usage("'dump' takes one orientation: portrait or landscape") }
        if let problem = PangoTextMeasurer.fontProblem { throw CLIError.failure(problem) }
        let render = try Resolve.configuration(chrome: nil, images: nil).on(device, orientation[0]).with(appearances[0])
        let scene = DeviceScene(sample.makeView(), configuration: render)
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
