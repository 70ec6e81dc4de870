import Foundation

/// One moment of a widget's timeline, as WidgetKit's `TimelineEntry`.
public protocol TimelineEntry {
    /// When the entry applies.
    var date: Date { get }
    /// How relevant the entry is; nil unless the entry says.
    var relevance: TimelineEntryRelevance? { get }
}

extension TimelineEntry {
    public var relevance: TimelineEntryRelevance? { nil }
}

/// How relevant an entry is.
public struct TimelineEntryRelevance: Hashable, Sendable {
    public let score: Float
    public let duration: TimeInterval
    public init(score: Float, duration: TimeInterval = 0) { (self.score, self.duration) = (score, duration) }
}

/// When WidgetKit asks for a new timeline.
public struct TimelineReloadPolicy: Hashable, Sendable {
    let name: String
    public static let atEnd = TimelineReloadPolicy(name: "atEnd")
    public static let never = TimelineReloadPolicy(name: "never")
    public static func after(_ date: Date) -> TimelineReloadPolicy { TimelineReloadPolicy(name: "after") }
}

/// A widget's entries, as WidgetKit's `Timeline`.
public struct Timeline<EntryType: TimelineEntry> {
    public let entries: [EntryType]
    public let policy: TimelineReloadPolicy
    public init(entries: [EntryType], policy: TimelineReloadPolicy) { (self.entries, self.policy) = (entries, policy) }
}

/// What a provider is asked in, as WidgetKit's `TimelineProviderContext`.
public struct TimelineProviderContext: Sendable {
    public let family: WidgetFamily
    public let isPreview: Bool
    public let displaySize: CGSize
    public let environmentVariants = EnvironmentVariants()
    public struct EnvironmentVariants: Sendable {}
}

/// Makes a widget's entries, as WidgetKit's `TimelineProvider`.
public protocol TimelineProvider {
    associatedtype Entry: TimelineEntry
    typealias Context = TimelineProviderContext
    func placeholder(in context: Context) -> Entry
    func getSnapshot(in context: Context, completion: @escaping @Sendable (Entry) -> Void)
    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<Entry>) -> Void)
}

/// Makes a configurable widget's entries, as WidgetKit's `AppIntentTimelineProvider`.
public protocol AppIntentTimelineProvider {
    associatedtype Entry: TimelineEntry
    associatedtype Intent
    typealias Context = TimelineProviderContext
    func placeholder(in context: Context) -> Entry
    func snapshot(for configuration: Intent, in context: Context) async -> Entry
    func timeline(for configuration: Intent, in context: Context) async -> Timeline<Entry>
    func recommendations() -> [AppIntentRecommendation<Intent>]
}

extension AppIntentTimelineProvider {
    public func recommendations() -> [AppIntentRecommendation<Intent>] { [] }
}

/// A suggested configuration.
public struct AppIntentRecommendation<Intent> {
    public init(intent: Intent, description: String) {}
}

/// Asks widgets to reload, as WidgetKit's `WidgetCenter`: calls do nothing in a preview.
public final class WidgetCenter: @unchecked Sendable {
    /// The one center.
    public static let shared = WidgetCenter()
    /// Reloads every widget's timeline: nothing to do.
    public func reloadAllTimelines() {}
    /// Reloads one kind's timelines: nothing to do.
    public func reloadTimelines(ofKind kind: String) {}
    /// Reloads the control widgets; nothing to do.
    public func reloadControls(ofKind kind: String) {}
    /// The widgets the user has added: none.
    public func getCurrentConfigurations(_ completion: @escaping @Sendable (Result<[WidgetInfo], any Error>) -> Void) { completion(.success([])) }
    /// The widgets the user has added: none.
    public func currentConfigurations() async throws -> [WidgetInfo] { [] }
}

/// A widget the user added.
public struct WidgetInfo: Sendable {
    public let kind: String
    public let family: WidgetFamily
}
