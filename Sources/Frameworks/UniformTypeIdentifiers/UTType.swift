// `import UniformTypeIdentifiers` on Linux: `UTType`, which SwiftUI's own API takes and so lives in
// LayoutViz's core (Sources/LayoutVizCore/Support/UTType.swift; docs/frameworks.md).
@_exported import Foundation
@_exported import struct LayoutVizCore.UTType
