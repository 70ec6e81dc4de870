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
@_exported import protocol LayoutVizCore.Cancellable
@_exported import protocol LayoutVizCore.Subject
@_exported import class LayoutVizCore.PassthroughSubject
@_exported import class LayoutVizCore.CurrentValueSubject
@_exported import protocol LayoutVizCore.ConnectablePublisher
@_exported import enum LayoutVizCore.Publishers
@_exported import protocol LayoutVizCore.Scheduler
@_exported import struct LayoutVizCore.ImmediateScheduler
@_exported import struct LayoutVizCore.SchedulerStride
@_exported import struct LayoutVizCore.Fail
@_exported import struct LayoutVizCore.Empty
@_exported import class LayoutVizCore.Future
@_exported import struct LayoutVizCore.Deferred
