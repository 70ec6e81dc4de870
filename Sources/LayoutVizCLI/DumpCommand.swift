import Foundation
import LayoutViz
import Samples

/// `layoutviz dump`: a sample's layout tree on one device and orientation, as JSON.
struct DumpCommand {
    let console: Console

    func run(_ args: [String]) throws {
        let a = try Arguments(args, command: "dump", options: ["device": .one, "orientation": .one, "out": .one]
            .merging(Resolve.variantOptions) { a, _ in a })
        let (sample, render) = try Resolve.oneLayout(a, command: "dump")
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
