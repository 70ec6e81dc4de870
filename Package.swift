// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "LayoutViz",
    products: [
        // What users import: SwiftUI's layout API plus the Cairo renderer.
        .library(name: "LayoutViz", targets: ["LayoutViz"]),
        .executable(name: "layoutviz", targets: ["layoutviz"]),
    ],
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
        // The engine: view DSL, resolution, layout, layout tree, display list, devices. No C.
        .target(name: "LayoutVizCore"),
        // Measures text with Pango and draws a display list with Cairo to PNG and SVG; decodes PNGs for comparisons.
        .target(name: "LayoutVizRender", dependencies: ["LayoutVizCore", "CCairo", "CPango"]),
        // The umbrella module users import, like `import SwiftUI`.
        .target(name: "LayoutViz", dependencies: ["LayoutVizCore", "LayoutVizRender"]),
        // The articles' views, registered by name; used by the CLI and the tests.
        .target(name: "Samples", dependencies: ["LayoutViz"], path: "Samples"),
        // The command-line tool's logic, testable in-process.
        .target(name: "LayoutVizCLI", dependencies: ["LayoutViz", "Samples"]),
        .executableTarget(name: "layoutviz", dependencies: ["LayoutVizCLI"]),
        .testTarget(name: "LayoutVizCoreTests", dependencies: ["LayoutVizCore"]),
        .testTarget(
            name: "LayoutVizRenderTests", dependencies: ["LayoutViz", "Samples"],
            exclude: ["Goldens"]),
        .testTarget(name: "LayoutVizCLITests", dependencies: ["LayoutVizCLI", "LayoutViz"]),
    ]
)
