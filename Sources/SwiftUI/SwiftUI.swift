// `import SwiftUI` on Linux: everything `import LayoutViz` gives (the view API, layout, the
// renderer, Foundation), plus Observation, which SwiftUI re-exports on Apple platforms. A file
// written for iOS keeps its import and compiles against LayoutViz unchanged (README, "Your own
// SwiftUI files").
@_exported import LayoutViz
@_exported import Observation
// URLSession and URLRequest: on Linux they live in FoundationNetworking, which Foundation does not bring.
@_exported import FoundationNetworking
