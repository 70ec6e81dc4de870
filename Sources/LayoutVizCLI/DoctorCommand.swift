import Foundation
import LayoutViz
import LayoutVizGolden

/// `layoutviz doctor`: this machine's rendering stack, and what it means for the goldens here:
/// which compare exactly, which tolerantly and why, and which cannot be compared.
struct DoctorCommand {
    let console: Console

    func run(_ args: [String]) throws {
        let a = try Arguments(args, command: "doctor", options: ["goldens": .one])
        if let extra = a.positionals.first { throw CLIError.usage("unexpected argument '\(extra)' for 'doctor'") }
        let here = RenderFingerprint.current
        console.out("Rendering stack on this machine (\(here.architecture)):")
        console.out("  " + here.versions.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
        if let problem = PangoTextMeasurer.fontProblem {
            console.out("  font: \(problem)")
        } else {
            console.out("  font: \(here.fonts.count) Inter files in \(PangoTextMeasurer.fontDirectory)")
        }

        let folder = URL(fileURLWithPath: a.value("goldens") ?? GoldenCommand.defaultGoldens)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            if a.value("goldens") != nil { throw CLIError.failure("no goldens folder at '\(folder.path)'") }
            console.out("No goldens folder at \(folder.path): nothing to compare with.")
            return
        }
        // Every golden's fingerprint, grouped by how it differs from this machine's.
        var groups: [[String]: Int] = [:]
        var unreadable: [String] = []
        var total = 0
        let e = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let url = e?.nextObject() as? URL {
            guard url.lastPathComponent.hasSuffix(".meta.json") else { continue }
            total += 1
            guard let data = try? Data(contentsOf: url), let golden = try? JSONDecoder().decode(RenderFingerprint.self, from: data) else {
                unreadable.append(url.path)
                continue
            }
            groups[golden.differences(from: here), default: 0] += 1
        }
        console.out("")
        console.out("Goldens in \(folder.path): \(total) fingerprint\(total == 1 ? "" : "s")")
        for (diffs, count) in groups.sorted(by: { $0.value > $1.value }) {
            if diffs.isEmpty {
                console.out("  \(count) match this machine: compared exactly (every pixel must be identical)")
            } else {
                console.out("  \(count) were recorded on another stack: compared with the tolerant profile (YIQ 0.1, anti-aliasing left out, a few changed pixels allowed)")
                for d in diffs { console.out("    \(d)") }
                console.out("    to compare exactly, verify on the stack they were recorded on, or re-record them here (layoutviz golden record --mode all)")
            }
        }
        for path in unreadable.sorted() {
            console.out("  \(path): missing or unreadable fingerprint; the cell fails until it is re-recorded")
        }
    }
}
