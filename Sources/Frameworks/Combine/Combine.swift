// `import Combine` on Linux: the part of Combine SwiftUI views use (docs/data-flow.md), which
// `import SwiftUI` brings too. Subscriptions receive nothing: a picture is one moment.
import Foundation
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

/// A decoder a publisher's `decode(type:decoder:)` takes, as Combine's `TopLevelDecoder`.
public protocol TopLevelDecoder {
    /// What it decodes from.
    associatedtype Input
    /// Decodes a `T` from `from`.
    func decode<T: Decodable>(_ type: T.Type, from: Input) throws -> T
}

/// An encoder a publisher's `encode(encoder:)` takes, as Combine's `TopLevelEncoder`.
public protocol TopLevelEncoder {
    /// What it encodes to.
    associatedtype Output
    /// Encodes `value`.
    func encode<T: Encodable>(_ value: T) throws -> Output
}

extension JSONDecoder: TopLevelDecoder {}
extension JSONEncoder: TopLevelEncoder {}
extension PropertyListDecoder: TopLevelDecoder {}
extension PropertyListEncoder: TopLevelEncoder {}
