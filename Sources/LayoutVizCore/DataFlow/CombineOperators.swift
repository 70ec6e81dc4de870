import Foundation

// The rest of Combine that view models are written with: subjects, `Timer.publish`, schedulers
// and the common operators. As with `@Published`, nothing is ever published while a picture is
// drawn, so every operator gives a publisher of nothing of the right type; a subject's `send` is
// remembered only as its current value (docs/data-flow.md).

/// Something that can be cancelled, as Combine's `Cancellable`.
public protocol Cancellable {
    /// Cancels.
    func cancel()
}

extension AnyCancellable: Cancellable {
    /// Wraps `cancellable`.
    public convenience init<C: Cancellable>(_ cancellable: C) { self.init { cancellable.cancel() } }
    /// Keeps the cancellable in a collection.
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable { collection.append(self) }
}

/// A publisher values can be sent into, as Combine's `Subject`.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    /// Sends `value`.
    func send(_ value: Output)
    /// Sends a completion.
    func send(completion: Subscribers.Completion<Failure>)
}

extension Subject where Output == Void {
    /// Sends an empty value.
    public func send() { send(()) }
}

/// A subject that passes values on as they are sent.
public final class PassthroughSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
    /// A subject.
    public init() {}
    public func send(_ value: Output) {}
    public func send(completion: Subscribers.Completion<Failure>) {}
}

/// A subject that holds a current value.
public final class CurrentValueSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
    /// The current value.
    public var value: Output
    /// A subject holding `value`.
    public init(_ value: Output) { self.value = value }
    public func send(_ value: Output) { self.value = value }
    public func send(completion: Subscribers.Completion<Failure>) {}
}

/// A publisher that does not publish until connected.
public protocol ConnectablePublisher: Publisher {
    /// Connects: in a picture, nothing is published.
    func connect() -> any Cancellable
}

extension ConnectablePublisher {
    /// Connects when subscribed to.
    public func autoconnect() -> Publishers.Autoconnect<Self> { Publishers.Autoconnect(upstream: self) }
}

/// Publishers made by operators, as Combine's `Publishers` namespace.
public enum Publishers {
    /// A connectable publisher that connects when subscribed to.
    public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher, @unchecked Sendable {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        /// The publisher connected.
        public let upstream: Upstream
        public init(upstream: Upstream) { self.upstream = upstream }
    }
}

extension Timer {
    /// Publishes the date every `interval` seconds: in a picture, never.
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
                               in mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil) -> TimerPublisher {
        TimerPublisher(interval: interval)
    }

    /// The publisher `Timer.publish` makes.
    public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
        public typealias Output = Date
        public typealias Failure = Never
        /// The interval in seconds.
        public let interval: TimeInterval
        init(interval: TimeInterval) { self.interval = interval }
        public func connect() -> any Cancellable { AnyCancellable {} }
    }
}

extension RunLoop {
    /// Options of a run loop scheduler.
    public struct SchedulerOptions: Sendable {}
}

/// Something that runs work at times, as Combine's `Scheduler` (a run loop, a dispatch queue).
public protocol Scheduler {}
extension RunLoop: Scheduler {}
extension DispatchQueue: Scheduler {}
extension OperationQueue: Scheduler {}

/// The scheduler that runs work at once.
public struct ImmediateScheduler: Scheduler, Sendable {
    /// The scheduler.
    public static let shared = ImmediateScheduler()
}

/// A time interval of a scheduler (`.seconds(0.5)`, `.milliseconds(300)`).
public struct SchedulerStride: Hashable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// The interval in seconds.
    public let seconds: Double
    init(seconds: Double) { self.seconds = seconds }
    public init(floatLiteral value: Double) { seconds = value }
    public init(integerLiteral value: Int) { seconds = Double(value) }
    public static func seconds(_ s: Double) -> SchedulerStride { SchedulerStride(seconds: s) }
    public static func seconds(_ s: Int) -> SchedulerStride { SchedulerStride(seconds: Double(s)) }
    public static func milliseconds(_ ms: Int) -> SchedulerStride { SchedulerStride(seconds: Double(ms) / 1000) }
    public static func microseconds(_ us: Int) -> SchedulerStride { SchedulerStride(seconds: Double(us) / 1e6) }
    public static func nanoseconds(_ ns: Int) -> SchedulerStride { SchedulerStride(seconds: Double(ns) / 1e9) }
}

/// A publisher that fails with `Failure` and publishes nothing, as Combine's `Fail`.
public struct Fail<Output, Failure: Error>: Publisher {
    /// A publisher that fails with `error`.
    public init(error: Failure) {}
    /// A publisher of `outputType` that fails with `failure`.
    public init(outputType: Output.Type, failure: Failure) {}
}

/// A publisher that publishes nothing, as Combine's `Empty`.
public struct Empty<Output, Failure: Error>: Publisher {
    /// An empty publisher.
    public init(completeImmediately: Bool = true) {}
}

/// A publisher that runs a closure once, as Combine's `Future`.
public final class Future<Output, Failure: Error>: Publisher, @unchecked Sendable {
    /// How the closure reports its result.
    public typealias Promise = (Result<Output, Failure>) -> Void
    /// A future running `attemptToFulfill`: not run in a picture.
    public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {}
}

/// A publisher created when subscribed to, as Combine's `Deferred`.
public struct Deferred<DeferredPublisher: Publisher>: Publisher {
    public typealias Output = DeferredPublisher.Output
    public typealias Failure = DeferredPublisher.Failure
    /// A deferred publisher.
    public init(createPublisher: @escaping () -> DeferredPublisher) {}
}

extension Just {
    /// The same value with a failure type.
    public func setFailureType<E: Error>(to failureType: E.Type) -> AnyPublisher<Output, E> { AnyPublisher() }
}

// The operators: each gives a publisher of nothing of the type Combine's would publish.
extension Publisher {
    public func map<T>(_ transform: @escaping (Output) -> T) -> AnyPublisher<T, Failure> { AnyPublisher() }
    public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> AnyPublisher<T, any Error> { AnyPublisher() }
    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> AnyPublisher<T, Failure> { AnyPublisher() }
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> AnyPublisher<Output, Failure> { AnyPublisher() }
    public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool) -> AnyPublisher<Output, Failure> { AnyPublisher() }
    public func debounce<S: Scheduler>(for dueTime: SchedulerStride, scheduler: S, options: Any? = nil) -> AnyPublisher<Output, Failure> { AnyPublisher() }
    public func throttle<S: Scheduler>(for interval: SchedulerStride, scheduler: S, latest: Bool) -> AnyPublisher<Output, Failure> { AnyPublisher() }
    public func delay<S: Scheduler>(for interval: SchedulerStride, tolerance: SchedulerStride? = nil, scheduler: S, options: Any? = nil) -> AnyPublisher<Output, Failure> { AnyPublisher() }
    public func receive<S: Scheduler>(on scheduler: S, options: Any? = nil) -> AnyPublisher<Output, Failure> { AnyPublisher() }
    public func subscribe<S: Scheduler>(on scheduler: S, options: Any? = nil) -> AnyPublisher<Output, Failure> { AnyPublisher() }
    public func dropFirst(_ count: Int = 1) -> AnyPublisher<Output, Failure> { AnyPublisher() }
    public func first() -> AnyPublisher<Output, Failure> { AnyPublisher() }
    public func prefix(_ maxLength: Int) -> AnyPublisher<Output, Failure> { AnyPublisher() }
    public func prepend(_ elements: Output...) -> AnyPublisher<Output, Failure> { AnyPublisher() }
    public func append(_ elements: Output...) -> AnyPublisher<Output, Failure> { AnyPublisher() }
    public func collect() -> AnyPublisher<[Output], Failure> { AnyPublisher() }
    public func collect(_ count: Int) -> AnyPublisher<[Output], Failure> { AnyPublisher() }
    public func scan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T) -> AnyPublisher<T, Failure> { AnyPublisher() }
    public func share() -> AnyPublisher<Output, Failure> { AnyPublisher() }
    public func print(_ prefix: String = "") -> AnyPublisher<Output, Failure> { AnyPublisher() }
    public func handleEvents(receiveSubscription: ((Any) -> Void)? = nil, receiveOutput: ((Output) -> Void)? = nil,
                             receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil, receiveCancel: (() -> Void)? = nil,
                             receiveRequest: ((Any) -> Void)? = nil) -> AnyPublisher<Output, Failure> { AnyPublisher() }
    public func mapError<E: Error>(_ transform: @escaping (Failure) -> E) -> AnyPublisher<Output, E> { AnyPublisher() }
    public func replaceError(with output: Output) -> AnyPublisher<Output, Never> { AnyPublisher() }
    public func replaceNil<T>(with output: T) -> AnyPublisher<T, Failure> where Output == T? { AnyPublisher() }
    public func replaceEmpty(with output: Output) -> AnyPublisher<Output, Failure> { AnyPublisher() }
    public func `catch`<P: Publisher>(_ handler: @escaping (Failure) -> P) -> AnyPublisher<Output, P.Failure> where P.Output == Output { AnyPublisher() }
    public func retry(_ retries: Int) -> AnyPublisher<Output, Failure> { AnyPublisher() }
    public func setFailureType<E: Error>(to failureType: E.Type) -> AnyPublisher<Output, E> where Failure == Never { AnyPublisher() }
    public func flatMap<P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P) -> AnyPublisher<P.Output, Failure>
        where P.Failure == Failure { AnyPublisher() }
    public func switchToLatest() -> AnyPublisher<Output.Output, Failure> where Output: Publisher, Output.Failure == Failure { AnyPublisher() }
    public func merge<P: Publisher>(with other: P) -> AnyPublisher<Output, Failure> where P.Output == Output, P.Failure == Failure { AnyPublisher() }
    public func combineLatest<P: Publisher>(_ other: P) -> AnyPublisher<(Output, P.Output), Failure> where P.Failure == Failure { AnyPublisher() }
    public func combineLatest<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T) -> AnyPublisher<T, Failure> where P.Failure == Failure { AnyPublisher() }
    public func combineLatest<P: Publisher, Q: Publisher>(_ p: P, _ q: Q) -> AnyPublisher<(Output, P.Output, Q.Output), Failure>
        where P.Failure == Failure, Q.Failure == Failure { AnyPublisher() }
    public func zip<P: Publisher>(_ other: P) -> AnyPublisher<(Output, P.Output), Failure> where P.Failure == Failure { AnyPublisher() }
    public func decode<Item: Decodable, Coder>(type: Item.Type, decoder: Coder) -> AnyPublisher<Item, any Error> { AnyPublisher() }
    public func encode<Coder>(encoder: Coder) -> AnyPublisher<Data, any Error> { AnyPublisher() }
    /// Assigns each value to `object`'s `keyPath`: in a picture, none arrive.
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable where Failure == Never { AnyCancellable {} }
    /// Republishes values through a `@Published` property (`.assign(to: &$results)`): none arrive.
    public func assign(to published: inout Published<Output>.Publisher) where Failure == Never {}
    /// The values as an asynchronous sequence: it ends at once in a picture.
    public var values: AsyncStream<Output> { AsyncStream { $0.finish() } }
}

extension Publisher where Output: Equatable {
    public func removeDuplicates() -> AnyPublisher<Output, Failure> { AnyPublisher() }
}

extension Subscribers {
    /// How many values a subscriber asks for.
    public struct Demand: Hashable, Sendable {
        let max: Int?
        public static let unlimited = Demand(max: nil)
        public static let none = Demand(max: 0)
        public static func max(_ value: Int) -> Demand { Demand(max: value) }
    }
}

extension NotificationCenter {
    /// Publishes notifications named `name`: in a picture, none are posted.
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> AnyPublisher<Notification, Never> { AnyPublisher() }
}

extension Publishers {
    /// The latest values of two publishers together (nothing in a picture).
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure
        public init(_ a: A, _ b: B) {}
    }
    /// The latest values of three publishers together (nothing in a picture).
    public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher where A.Failure == B.Failure, B.Failure == C.Failure {
        public typealias Output = (A.Output, B.Output, C.Output)
        public typealias Failure = A.Failure
        public init(_ a: A, _ b: B, _ c: C) {}
    }
    /// The values of two publishers as they come (nothing in a picture).
    public struct Merge<A: Publisher, B: Publisher>: Publisher where A.Output == B.Output, A.Failure == B.Failure {
        public typealias Output = A.Output
        public typealias Failure = A.Failure
        public init(_ a: A, _ b: B) {}
    }
    /// Pairs of values of two publishers (nothing in a picture).
    public struct Zip<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure
        public init(_ a: A, _ b: B) {}
    }
}

extension Publisher {
    /// Drops values while `predicate` holds.
    public func drop(while predicate: @escaping (Output) -> Bool) -> AnyPublisher<Output, Failure> { AnyPublisher() }
    /// Drops values until `publisher` publishes.
    public func drop<P: Publisher>(untilOutputFrom publisher: P) -> AnyPublisher<Output, Failure> { AnyPublisher() }
    /// The last value.
    public func last() -> AnyPublisher<Output, Failure> { AnyPublisher() }
    /// Values until `predicate` fails.
    public func prefix(while predicate: @escaping (Output) -> Bool) -> AnyPublisher<Output, Failure> { AnyPublisher() }
    /// Ignores values.
    public func ignoreOutput() -> AnyPublisher<Never, Failure> { AnyPublisher() }
    /// Publishes `output` for each value.
    public func map<T>(_ keyPath: KeyPath<Output, T>) -> AnyPublisher<T, Failure> { AnyPublisher() }
    /// Times out after `interval`.
    public func timeout<S: Scheduler>(_ interval: SchedulerStride, scheduler: S, options: Any? = nil) -> AnyPublisher<Output, Failure> { AnyPublisher() }
}
