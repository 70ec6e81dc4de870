// swift-tools-version: 6.0
// A package of feature modules, as apps split into packages are: a design system with
// `package` API, a feature that uses it, an app, and tests (left out).
import PackageDescription

let package = Package(
    name: "Modules",
    platforms: [.iOS(.v17)],
    targets: [
        .target(name: "DesignSystem", swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(name: "Feed", dependencies: ["DesignSystem"], swiftSettings: [.define("FEED_PREVIEWS"), .swiftLanguageMode(.v5)]),
        .executableTarget(name: "ModulesApp", dependencies: ["Feed"], swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(name: "FeedTests", dependencies: ["Feed"]),
    ]
)
