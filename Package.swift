// swift-tools-version: 6.2
import CompilerPluginSupport
import Foundation
import PackageDescription

/// The toolchain's SwiftSyntax libraries (`<toolchain>/usr/lib/swift/host`), which the `#Preview`
/// macro is built with: SwiftPM cannot fetch the swift-syntax package here, and the toolchain ships
/// the same libraries. Found from the `swift` on PATH; nil when absent (then `#Preview` is not
/// declared and `layoutviz preview` still rewrites it).
let toolchainHostLibraries: String? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for dir in path.split(separator: ":") {
        let swift = URL(fileURLWithPath: String(dir)).appendingPathComponent("swift")
        guard FileManager.default.isExecutableFile(atPath: swift.path) else { continue }
        let host = swift.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("lib/swift/host")
        if FileManager.default.fileExists(atPath: host.appendingPathComponent("SwiftSyntaxMacros.swiftmodule").path) { return host.path }
    }
    return nil
}()

/// The macro target, linked against the toolchain's libraries (unsafe flags: allowed in
/// dependencies from tools version 6.2).
let macroTargets: [Target] = toolchainHostLibraries.map { host in
    [.macro(
        name: "LayoutVizMacros",
        swiftSettings: [.unsafeFlags(["-I", host])],
        linkerSettings: [
            .unsafeFlags(["-L", host, "-Xlinker", "-rpath", "-Xlinker", host]),
            .linkedLibrary("SwiftSyntax"), .linkedLibrary("SwiftSyntaxMacros"), .linkedLibrary("SwiftCompilerPluginMessageHandling"),
            .linkedLibrary("SwiftSyntaxMacroExpansion"), .linkedLibrary("SwiftDiagnostics"), .linkedLibrary("SwiftParser"),
            .linkedLibrary("SwiftBasicFormat"), .linkedLibrary("SwiftOperators"), .linkedLibrary("SwiftIfConfig"),
            .linkedLibrary("SwiftParserDiagnostics"),
        ])]
} ?? []
let macroDependencies: [Target.Dependency] = toolchainHostLibraries == nil ? [] : ["LayoutVizMacros"]
let macroDefines: [SwiftSetting] = toolchainHostLibraries == nil ? [] : [.define("LAYOUTVIZ_MACROS")]

/// Apple's frameworks beyond SwiftUI, one module each in Sources/Frameworks (docs/frameworks.md): what
/// app files import beside SwiftUI, so they compile unchanged; what has a look draws through the
/// core's views. Each is a product (a user's package links them by name) and a module of the
/// preview runtime.
let frameworks: [(name: String, dependencies: [Target.Dependency])] = [
    ("Combine", ["LayoutVizCore"]),
    ("UIKit", ["LayoutVizCore"]),
    ("CoreGraphics", ["LayoutVizCore"]),
    ("OSLog", []),
    ("os", ["OSLog"]),
    ("SwiftData", ["LayoutVizCore"] + macroDependencies),
    ("WidgetKit", ["LayoutVizCore"] + macroDependencies),
    ("AppIntents", ["LayoutVizCore"]),
    ("AVFoundation", []),
    ("AVKit", ["AVFoundation", "LayoutVizCore"]),
    ("Photos", []),
    ("PhotosUI", ["Photos", "LayoutVizCore"]),
    ("CoreLocation", []),
    ("MapKit", ["CoreLocation", "LayoutVizCore"]),
    ("StoreKit", ["LayoutVizCore"]),
    ("TipKit", ["LayoutVizCore"]),
    ("UserNotifications", []),
    ("UniformTypeIdentifiers", ["LayoutVizCore"]),
    ("LinkPresentation", ["LayoutVizCore"]),
    ("AuthenticationServices", ["LayoutVizCore"]),
    ("Charts", ["LayoutVizCore"]),
]
let frameworkNames: [Target.Dependency] = frameworks.map { .target(name: $0.name) }

let package = Package(
    name: "LayoutViz",
    products: [
        // What users import: SwiftUI's layout API plus the Cairo renderer.
        .library(name: "LayoutViz", targets: ["LayoutViz"]),
        // `import SwiftUI` on Linux: LayoutViz under SwiftUI's module name, so files written for
        // iOS compile unchanged.
        .library(name: "SwiftUI", targets: ["SwiftUI"]),
        // Imported implicitly into the files `layoutviz preview` builds: what Foundation brings on Apple platforms.
        .library(name: "LayoutVizOverlay", targets: ["LayoutVizOverlay"]),
        // The program `layoutviz preview` builds around a user's files (not for direct use).
        .library(name: "LayoutVizPreviewHost", targets: ["LayoutVizPreviewHost"]),
        // Golden-image assertions for other packages' tests (Swift Testing and XCTest).
        .library(name: "LayoutVizTesting", targets: ["LayoutVizTesting"]),
        .executable(name: "layoutviz", targets: ["layoutviz"]),
        .executable(name: "layoutviz-bench", targets: ["layoutviz-bench"]),
        .executable(name: "layoutviz-fuzz", targets: ["layoutviz-fuzz"]),
    ] + frameworks.map { .library(name: $0.name, targets: [$0.name]) },
    targets: [
        // Cairo through pkg-config; installed by ./setup.sh.
        .systemLibrary(
            name: "CCairo", pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"]), .brew(["cairo"])]),
        // Pango (with fontconfig) for text shaping, measurement and drawing. SwiftPM prints a
        // harmless "prohibited flag(s): -pthread" note for glib's pkg-config flags.
        .systemLibrary(
            name: "CPango", pkgConfig: "pangocairo",
            providers: [.apt(["libpango1.0-dev"]), .brew(["pango"])]),
        // Whole-image pixel work in C: a libpng encoder with a chosen zlib level and filter (libpng
        // reports errors with longjmp, which Swift cannot catch), and the golden comparison and
        // failure images (per-pixel loops that would cost seconds in a debug build of Swift).
        // Starting and watching child processes (posix_spawn with closefrom, pipe2): the GNU parts
        // of libc that Swift's Glibc module leaves out.
        .target(name: "CProcess"),
        // The previews linked into a test binary: walks the Swift runtime's conformance records,
        // and makes a copy of the test binary a preview worker before its `main` (docs/goldens.md).
        .target(name: "CPreviewRegistry"),
        .target(name: "CRaster", linkerSettings: [.linkedLibrary("png16"), .linkedLibrary("jpeg"), .linkedLibrary("cairo")]),
        // The engine: view DSL, resolution, layout, layout tree, display list, devices. No C.
        .target(name: "LayoutVizCore"),
        // Measures text with Pango and draws a display list with Cairo to PNG and SVG; decodes PNGs for comparisons.
        .target(name: "LayoutVizRender", dependencies: ["LayoutVizCore", "CCairo", "CPango", "CRaster"]),
        // The umbrella module users import, like `import SwiftUI`.
        .target(name: "LayoutViz", dependencies: ["LayoutVizCore", "LayoutVizRender"] + macroDependencies, swiftSettings: macroDefines),
        // The same, named SwiftUI; re-exports Observation as SwiftUI does.
        .target(name: "SwiftUI", dependencies: ["LayoutViz"]),
        // Imported implicitly into the files `layoutviz preview` and `check` build.
        .target(name: "LayoutVizOverlay", dependencies: ["LayoutVizCore", "Combine", "UIKit"]),
        // Lists and renders the previews of a user's files; linked into the program
        // `layoutviz preview` generates (docs/previews.md).
        .target(name: "LayoutVizPreviewHost", dependencies: ["LayoutViz", "LayoutVizGolden", "LayoutVizPreviewKit", "CProcess"]),
        // The pages LayoutViz writes (inspector, catalog, golden report, gallery, previews index,
        // live page): one builder that escapes every string and sets a Content-Security-Policy,
        // with its style sheets and scripts as resource files built into the module (docs/pages.md).
        .target(name: "LayoutVizPages", dependencies: ["LayoutVizCore", "LayoutVizRender"],
                resources: ["inspector.css", "inspector.js", "catalog.css", "catalog_index.js", "catalog_page.js", "report.css", "report.js",
                            "gallery.css", "previews.css", "live.css", "live.js"].map { .embedInCode("Resources/" + $0) }),
        // Golden images: comparison, record modes, failure reports, contact sheets. No test framework.
        .target(name: "LayoutVizGolden", dependencies: ["LayoutViz", "LayoutVizPages", "CRaster"]),
        // assertLayoutSnapshot for Swift Testing and XCTest.
        .target(name: "LayoutVizTesting", dependencies: ["LayoutViz", "LayoutVizGolden", "LayoutVizPreviewKit", "LayoutVizPreviewHost", "CPreviewRegistry"]),
        // The articles' views, registered by name; used by the CLI and the tests.
        // Samples/articles holds the articles' code verbatim, for `layoutviz preview`; not compiled here.
        .target(name: "Samples", dependencies: ["LayoutViz"], path: "Samples", exclude: ["articles"], resources: [.copy("Images")]),
        // The command-line tool's logic, testable in-process.
        .target(name: "LayoutVizCLI", dependencies: ["LayoutViz", "LayoutVizGolden", "LayoutVizPages", "Samples", "LayoutVizPreviewKit"]),
        // Finds previews in source files and builds the program that renders them; used by the
        // CLI's preview and check commands and by assertPreviewSnapshots.
        .target(name: "LayoutVizPreviewKit", dependencies: ["LayoutVizCore", "LayoutVizRender", "CProcess"]),
        // The modules a preview links are dependencies of the executable, so building the CLI
        // builds them: `layoutviz preview` prepares its runtime from this build (docs/previews.md).
        .executableTarget(name: "layoutviz", dependencies: ["LayoutVizCLI", "SwiftUI", "LayoutVizOverlay", "LayoutVizPreviewHost"] + frameworkNames),
        // Benchmarks (run release-built): layout workloads and rendering; prints JSON lines.
        .executableTarget(name: "layoutviz-bench", dependencies: ["LayoutViz", "LayoutVizCLI", "LayoutVizGolden", "Samples"]),
        // The fuzzer: random view trees with hostile parameters, layouts and proposals, checked
        // against the engine's invariants; a test runs a few thousand, the command millions.
        .target(name: "LayoutVizFuzz", dependencies: ["LayoutViz"]),
        .executableTarget(name: "layoutviz-fuzz", dependencies: ["LayoutViz", "LayoutVizFuzz"]),
        .testTarget(name: "SwiftUITests", dependencies: ["SwiftUI"]),
        .testTarget(name: "LayoutVizCoreTests", dependencies: ["LayoutVizCore", "LayoutViz"]),
        .testTarget(name: "LayoutVizRenderTests", dependencies: ["LayoutViz", "LayoutVizGolden", "LayoutVizTesting", "LayoutVizFuzz", "Samples"]),
        .testTarget(name: "LayoutVizCLITests", dependencies: ["LayoutVizCLI", "LayoutViz", "LayoutVizPages", "LayoutVizPreviewKit"]),
        .testTarget(name: "LayoutVizPagesTests", dependencies: ["LayoutVizPages", "LayoutViz"]),
        .testTarget(name: "LayoutVizPreviewKitTests", dependencies: ["LayoutVizPreviewKit", "LayoutViz"]),
        .testTarget(name: "LayoutVizGoldenTests", dependencies: ["LayoutVizGolden", "LayoutViz"]),
        // The views of the consumer fixture package (Tests/Fixtures/Consumer), linked into LayoutViz's
        // own test binary as a user's test target links its views module.
        .target(name: "ConsumerViews", dependencies: ["SwiftUI"], path: "Tests/Fixtures/Consumer/Sources/ConsumerViews"),
        .testTarget(name: "LayoutVizTestingTests", dependencies: ["LayoutVizTesting", "LayoutVizPreviewKit", "ConsumerViews", "LayoutViz"]),
        .testTarget(name: "FrameworksTests", dependencies: ["LayoutViz", "SwiftData", "MapKit", "UniformTypeIdentifiers", "Charts", "WidgetKit"]),
    ] + macroTargets + frameworks.map { framework in
        .target(name: framework.name, dependencies: framework.dependencies, path: "Sources/Frameworks/\(framework.name)",
                swiftSettings: ["SwiftData", "WidgetKit"].contains(framework.name) ? macroDefines : [])
    }
)
