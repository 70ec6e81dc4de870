import Foundation
import LayoutViz
import LayoutVizGolden

/// `layoutviz doctor`: this machine's rendering stack, and what it means for the goldens here:
/// which compare exactly, which tolerantly and why, and which cannot be compared.
struct DoctorCommand {
    let console: Console

    static let spec = CommandSpec("doctor", summary: "Show this machine's rendering stack and how the goldens will compare on it", options: [
        OptionSpec("goldens", .one, "DIR", "The goldens folder. Default: Tests/Goldens."),
    ], text: [
        "Prints this machine's rendering stack (Cairo, pixman, Pango, HarfBuzz, FreeType, libpng, LayoutViz, the Inter font files, the architecture) and compares it with the fingerprint of every golden in DIR: goldens recorded on the same stack compare exactly; others compare with the tolerant profile, and the differing components are named; goldens without a readable fingerprint fail until re-recorded.",
    ], footer: ["Exit codes: 0 done, 1 the goldens folder given does not exist, 2 bad command line."]) { console, a in
        try DoctorCommand(console: console).run(a)
    }

    func run(_ a: Arguments) throws {
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
