// swift-tools-version: 6.2
// The concurrency settings SwiftUI code is written under: Swift 5 with a main-actor view model,
// Swift 6 with one, and Swift 6 with the main actor as every declaration's default isolation
// (SE-0466) and approachable concurrency, as Xcode 26's new app targets are set.
import PackageDescription

let package = Package(
    name: "Isolation",
    platforms: [.iOS(.v18)],
    targets: [
        .target(name: "LegacyViews", swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(name: "StrictViews"),
        .target(name: "MainActorViews", swiftSettings: [
            .defaultIsolation(MainActor.self),
            .enableUpcomingFeature("InferIsolatedConformances"),
            .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
        ]),
    ]
)
