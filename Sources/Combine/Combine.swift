// `import Combine` on Linux: the part of Combine SwiftUI views use (docs/data-flow.md), which
// `import SwiftUI` brings too. Subscriptions receive nothing: a picture is one moment.
@_exported import protocol LayoutVizCore.Publisher
@_exported import protocol LayoutVizCore.ObservableObject
@_exported import struct LayoutVizCore.Published
@_exported import class LayoutVizCore.ObservableObjectPublisher
@_exported import class LayoutVizCore.AnyCancellable
@_exported import struct LayoutVizCore.AnyPublisher
@_exported import struct LayoutVizCore.Just
@_exported import enum LayoutVizCore.Subscribers
