import Foundation

// Views that wait for something a still picture never gets: a network image (`AsyncImage`,
// drawn as its placeholder, as iOS shows it until the image arrives), and a clock
// (`TimelineView`, drawn at the picture's moment). docs/controls.md, "Images from the network
// and timelines".

extension EnvironmentValues {
    /// The moment a picture shows: 9:41 on Monday 10 June 2024 in the environment's time zone,
    /// the time and date the status bar shows. Views that read a clock of their own
    /// (`TimelineView`, `Text(timerInterval:)`, `Text(_:style: .relative)`) read this one, so a
    /// picture is the same on every run; `Date()` in your own code is the moment it runs.
    public var pictureDate: Date {
        var c = SystemLook.pictureMoment
        c.timeZone = timeZone
        return calendar.date(from: c) ?? SystemLook.pictureMomentFallback
    }
}

// MARK: AsyncImage

/// The state of an `AsyncImage`'s load: in a picture, always `.empty` (nothing is fetched).
public enum AsyncImagePhase: @unchecked Sendable {
    /// Not loaded yet.
    case empty
    /// Loaded.
    case success(Image)
    /// Failed.
    case failure(any Error)
    /// The image, when loaded.
    public var image: Image? {
        if case .success(let i) = self { return i }
        return nil
    }
    /// The error, when failed.
    public var error: (any Error)? {
        if case .failure(let e) = self { return e }
        return nil
    }
}

/// An image loaded from a URL, as SwiftUI's `AsyncImage`. A picture shows it before the image
/// arrives: the placeholder you give, else iOS's standard one, a grey box (secondarySystemFill
/// [INF]) that takes the space it is offered.
nonisolated public struct AsyncImage<Content: View>: View {
    let content: Content
    /// The URL to load (kept; nothing is fetched).
    let url: URL?

    package init(url: URL?, content: Content) {
        self.url = url
        self.content = content
    }

    public var body: Content { content }
}

/// An `AsyncImage` with a placeholder of its own: the placeholder, until the image `I` arrives.
nonisolated public struct _AsyncImageContent<I: View, P: View>: View {
    let placeholder: P
    public var body: P { placeholder }
}

/// The standard placeholder of an `AsyncImage` without one of its own.
nonisolated public struct _AsyncImagePlaceholder: View {
    @Environment(\.systemLook) private var look
    public var body: some View { Color(system: .secondarySystemFill, name: "secondarySystemFill") }
}

extension AsyncImage where Content == _AsyncImagePlaceholder {
    /// An image from `url`, drawn as the standard placeholder.
    public init(url: URL?, scale: CGFloat = 1) { self.init(url: url, content: _AsyncImagePlaceholder()) }
}

extension AsyncImage {
    /// An image from `url`, drawn as `placeholder` (`content` is what the loaded image would become).
    public init<I: View, P: View>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
                                  @ViewBuilder placeholder: @escaping () -> P) where Content == _AsyncImageContent<I, P> {
        self.init(url: url, content: _AsyncImageContent(placeholder: placeholder()))
    }

    /// An image from `url`, drawn as `content` makes the `.empty` phase.
    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(), @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.init(url: url, content: content(.empty))
    }
}

// MARK: TimelineView

/// When a timeline view updates. A picture shows one moment, so the schedule is kept, not run.
public protocol TimelineSchedule {}

/// A schedule of regular updates.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    /// Updates every `interval` seconds from `startDate`.
    public init(from startDate: Date, by interval: TimeInterval) {}
}

/// A schedule of updates at each minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    public init() {}
}

/// A schedule of updates at the display's frame rate.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    /// Updates at most every `minimumInterval` seconds, unless paused.
    public init(minimumInterval: Double? = nil, paused: Bool = false) {}
}

/// A schedule of updates at given dates.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    /// Updates at `dates`.
    public init(_ dates: Entries) {}
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// Updates every `interval` seconds from `startDate`.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule { PeriodicTimelineSchedule(from: startDate, by: interval) }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// Updates at each minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// Updates at the display's frame rate.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
    /// Updates at most every `minimumInterval` seconds.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule {
    /// Updates at `dates`.
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S> { ExplicitTimelineSchedule(dates) }
}

/// What a timeline view's content is given: the moment it shows.
public struct TimelineViewDefaultContext: Sendable {
    /// The moment: the picture's (`EnvironmentValues.pictureDate`).
    public let date: Date
    /// How often updates come.
    public let cadence: Cadence
    /// How often a timeline updates.
    public enum Cadence: Comparable, Sendable { case live, seconds, minutes }
}

/// A view redrawn on a schedule, as SwiftUI's `TimelineView`: drawn at the picture's moment.
nonisolated public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
    let make: (TimelineViewDefaultContext) -> Content
    @Environment(\.pictureDate) private var now

    /// A view whose content `content` makes for each update of `schedule`.
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) { make = content }

    public var body: Content { make(TimelineViewDefaultContext(date: now, cadence: .live)) }
}
