import Foundation
import Testing
@testable import LayoutVizCore
import LayoutViz

/// The look (docs/look.md): one value selected by the environment, and the check that keeps
/// colours and metrics out of the controls.
@Suite struct SystemLookTests {
    @Test func theEnvironmentSelectsTheLook() {
        var env = EnvironmentValues.standard
        // iOS 26's look by default: a 64-point bar (10, a 44-point row of platters, 10).
        #expect(env.systemLook == SystemLook(horizontalSizeClass: nil, verticalSizeClass: nil))
        #expect(env.systemLook.name == .ios26 && env.systemLook.bar.height(env.systemLook) == 54 && env.systemLook.bar.topPadding(env.systemLook) == 10)
        env.verticalSizeClass = .compact
        #expect(env.systemLook.bar.height(env.systemLook) == 44 && env.systemLook.bar.platterHeight(env.systemLook) == 36)
        env.verticalSizeClass = nil
        // iOS 18's look.
        env.systemLookName = .ios18
        #expect(env.systemLook.bar.height(env.systemLook) == 44 && env.systemLook.tabBar.height(env.systemLook) == 49)
        env.horizontalSizeClass = .regular
        #expect(env.systemLook.bar.height(env.systemLook) == 50 && env.systemLook.bar.margin(env.systemLook) == 20)
        env.verticalSizeClass = .compact
        #expect(env.systemLook.bar.height(env.systemLook) == 32 && env.systemLook.tabBar.height(env.systemLook) == 32)
        env.colorScheme = .dark
        env.colorSchemeContrast = .increased
        let dark = env.systemLook
        #expect(dark.colorScheme == .dark && dark.contrast == .increased)
        #expect(dark.separator == Color(red: 84 / 255, green: 84 / 255, blue: 88 / 255, opacity: 0.6))
        #expect(dark.groupedCard == Color(red: 28 / 255, green: 28 / 255, blue: 30 / 255) && dark.background == .black)
    }

    @Test func textStylesComeFromTheTable() {
        #expect(Font.largeTitle.size == 34 && Font.headline.weight == .semibold && Font.caption2.size == 11)
        #expect(SystemLook.textStyles.count == 11)
    }

    /// Runs Scripts/check-look.sh on a tree holding one file (a control by default).
    private func check(_ source: String, at path: String = "Sources/LayoutVizCore/Controls/Widget.swift") throws -> Int32 {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let tree = FileManager.default.temporaryDirectory.appendingPathComponent("layoutviz-look-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: tree) }
        let file = tree.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(source.utf8).write(to: file)
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/bin/bash")
        p.arguments = [root.appendingPathComponent("Scripts/check-look.sh").path, tree.path]
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        try p.run()
        p.waitUntilExit()
        return p.terminationStatus
    }

    @Test func theCheckFailsOnAColourOrAMetricInAControl() throws {
        #expect(try check("let a = look.toggle.knob // 27 in a comment\nlet b = \"44 in a string\"\nlet c = x / 2 + $0.1\n") == 0)
        #expect(try check("let a = Color.white\n") == 1)
        #expect(try check("let a = Color(red: 1, green: 0, blue: 0)\n") == 1)
        #expect(try check("let a = foo.fill(.accentColor)\n") == 1)
        #expect(try check("let a = frame(width: 44)\n") == 1)
        #expect(try check("let a = opacity(0.15)\n") == 1)
        #expect(try check("let a = bound(16)  // not a look value: a bound on user code\n") == 0)
        // The screen's chrome is held to the same rule; the rest of Devices/ (hardware) is not.
        #expect(try check("let w: CGFloat = 134\n", at: "Sources/LayoutVizCore/Devices/ChromePainter.swift") == 1)
        #expect(try check("let w: CGFloat = 134\n", at: "Sources/LayoutVizCore/Devices/DeviceChrome.swift") == 0)
    }

    /// The spellings that passed the line-by-line check: read as tokens, each fails.
    @Test(arguments: [
        "let a = CGFloat(0x2C)\n",                                  // a number in another radix
        "let a = frame(width: 0o54 + 1_000)\n",
        "let a = 2 * 2 * 2\n",                                     // a number made from allowed ones
        "let c: Color = .init(red: 1, green: 0, blue: 0)\n",      // a colour made without its type's name
        "let c = UIColor(white: 1, alpha: 1)\n",                  // UIKit's colour type
        "let a = bound(16)  // not a look value: I like it\n",     // an exemption without a known reason
        "let s = \"\\(44) points\"\n",                            // a number in an interpolation's code
        "let a = Color\n    .white\n",                             // a colour across lines
    ])
    func theCheckCannotBeFooled(source: String) throws {
        #expect(try check(source) == 1)
    }

    /// Drawing/, Display/ and UIKit/ are in scope; what is not a look value there passes.
    @Test func theCheckCoversDrawingDisplayAndUIKit() throws {
        for folder in ["Drawing", "Display", "UIKit"] {
            #expect(try check("let w: CGFloat = 62\n", at: "Sources/LayoutVizCore/\(folder)/X.swift") == 1, "\(folder)")
        }
        #expect(try check("let o = Options(rawValue: 4)\nenum E: Int { case a = 101, b = -1 }\nlet p = .degrees(270)\nlet t = Color.RGBColorSpace.sRGB\nlet c = Color(system: .label, name: \"label\")\n",
                          at: "Sources/LayoutVizCore/Drawing/X.swift") == 0)
        // The colour types' own definitions make colours; their numbers are still checked.
        #expect(try check("public static let red = Color(system: .red, name: \"red\")\n", at: "Sources/LayoutVizCore/Drawing/Color.swift") == 0)
        #expect(try check("let k = 0.0031308\n", at: "Sources/LayoutVizCore/Drawing/Color.swift") == 1)
    }
}
