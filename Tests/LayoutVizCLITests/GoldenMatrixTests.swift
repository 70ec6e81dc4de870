import Foundation
import LayoutViz
import LayoutVizGolden
import Testing

/// `golden verify` over a variant matrix (docs/goldens.md, "The variant matrix"): layout goldens
/// for every variant, pixel goldens for the chosen ones.
@Suite struct GoldenMatrixTests {
    func config(_ json: String, in dir: URL) throws -> String {
        let url = dir.appendingPathComponent(GoldenMatrix.fileName)
        try Data(json.utf8).write(to: url)
        return url.path
    }

    @Test func everyVariantGetsALayoutGoldenAndTheChosenOnesPixels() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let cfg = try config(#"{"goldens": {"variants": {"color-scheme": ["light", "dark"], "direction": ["ltr", "rtl"]}, "pixels": [{}, {"direction": "rtl"}]}}"#, in: dir)
        let goldens = dir.appendingPathComponent("goldens").path, artifacts = dir.appendingPathComponent("artifacts").path
        let args = ["golden", "verify", "split-frames", "--device", "iphone-16", "--orientation", "portrait", "--config", cfg,
                    "--goldens", goldens, "--artifacts", artifacts, "--quiet"]
        let first = run(args + ["--mode", "missing"])
        #expect(first.code == 0, "\(first.err)")
        #expect(first.out.contains("4 cells: 0 passed, 0 failed, 4 recorded"), "\(first.out)")
        #expect(files(in: URL(fileURLWithPath: goldens)) == [
            "split-frames/iphone-16-portrait-dark-rtl.layout.json", "split-frames/iphone-16-portrait-dark-rtl.meta.json",
            "split-frames/iphone-16-portrait-dark.layout.json", "split-frames/iphone-16-portrait-dark.meta.json",
            "split-frames/iphone-16-portrait-rtl.layout.json", "split-frames/iphone-16-portrait-rtl.meta.json", "split-frames/iphone-16-portrait-rtl.png",
            "split-frames/iphone-16-portrait.layout.json", "split-frames/iphone-16-portrait.meta.json", "split-frames/iphone-16-portrait.png",
        ])
        let again = run(args + ["--mode", "never"])
        #expect(again.code == 0 && again.out.contains("4 cells: 4 passed"), "\(again.out)\(again.err)")
        // A layout-only golden that differs fails, names the change and the command that accepts it.
        let dark = URL(fileURLWithPath: goldens).appendingPathComponent("split-frames/iphone-16-portrait-dark-rtl.layout.json")
        let text = try String(contentsOf: dark, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "\"width\": 393, \"height\": 379.5", with: "\"width\": 390, \"height\": 379.5").utf8).write(to: dark)
        let broken = run(args + ["--mode", "never"])
        #expect(broken.code == 1)
        #expect(broken.err.contains("split-frames/iphone-16-portrait-dark-rtl on iPhone 16, portrait"), "\(broken.err)")
        #expect(broken.err.contains("(layout only)") && broken.err.contains("layout: "), "\(broken.err)")
        #expect(broken.err.contains("--color-scheme dark --direction rtl"), "\(broken.err)")
        // Options on the command line replace the file's variants.
        let one = run(args + ["--mode", "never", "--color-scheme", "light", "--direction", "rtl"])
        #expect(one.code == 0 && one.out.contains("1 cells: 1 passed"), "\(one.out)\(one.err)")
    }

    @Test func aBadProjectFileIsOneLine() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        for (json, message) in [
            (#"{"golden": {}}"#, "unknown setting 'golden'; the settings are: goldens"),
            (#"{"goldens": {"variants": {"colour": ["dark"]}}}"#, "unknown variant 'goldens.variants.colour'"),
            (#"{"goldens": {"variants": {"direction": ["up"]}}}"#, "goldens.variants: unknown --direction 'up'"),
            (#"{"goldens": {"variants": {"direction": ["ltr"]}, "pixels": [{"direction": "rtl"}]}}"#, "goldens.pixels[0] is not among goldens.variants"),
            (#"[1, 2]"#, "not a JSON object"),
        ] {
            let cfg = try config(json, in: dir)
            expectOneLineError(run("golden", "verify", "split-frames", "--config", cfg, "--mode", "never"), containing: message)
        }
        expectOneLineError(run("golden", "verify", "--config", dir.appendingPathComponent("none.json").path), containing: "cannot read --config")
    }
}
