// `import CoreGraphics` on Linux: the geometry SwiftUI files use of it. Foundation on Linux has
// CGFloat, CGPoint, CGSize and CGRect; LayoutViz adds the affine transform, vectors, line caps and
// joins and CGColor (a `Color`) (docs/coverage.md, "Foundation on Linux").
@_exported import Foundation
@_exported import struct LayoutVizCore.CGAffineTransform
@_exported import struct LayoutVizCore.CGVector
@_exported import enum LayoutVizCore.CGLineCap
@_exported import enum LayoutVizCore.CGLineJoin
@_exported import typealias LayoutVizCore.CGColor
