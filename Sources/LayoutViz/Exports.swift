// `import LayoutViz` is the one import users need, as `import SwiftUI` is on Apple platforms:
// the view DSL and layout engine, the Cairo renderer, and Foundation's CGFloat/CGSize/CGPoint/CGRect.
@_exported import Foundation
@_exported import LayoutVizCore
@_exported import LayoutVizRender
