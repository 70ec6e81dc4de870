// swift-tools-version: 6.2
// A package that uses LayoutViz as a user's would: its own views target, and a test target that
// checks their previews against goldens with `assertPreviewSnapshots()` (docs/goldens.md).
// Scripts/consumer-goldens.sh builds and tests it; LayoutViz's own tests link the same views.
import Foundation
import PackageDescription

// A path dependency's identity is its folder's name: the LayoutViz checkout three folders up.
let layoutViz = URL(fileURLWithPath: Context.packageDirectory).appendingPathComponent("../../..").standardized

let package = Package(
    name: "Consumer",
    dependencies: [.package(path: layoutViz.path)],
    targets: [
        .target(name: "ConsumerViews", dependencies: [.product(name: "SwiftUI", package: layoutViz.lastPathComponent)]),
        .testTarget(name: "ConsumerViewsTests",
                    dependencies: ["ConsumerViews", .product(name: "LayoutVizTesting", package: layoutViz.lastPathComponent)],
                    // The goldens beside the test file: not sources, not resources.
                    exclude: ["Goldens"]),
    ]
)
