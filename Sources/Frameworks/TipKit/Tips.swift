// `import TipKit` on Linux: tips, their configuration and `TipView`, drawn as iOS 26 draws an
// inline tip at rest; popover tips are accepted and not drawn (presentations are not shown), and
// every tip is eligible (docs/frameworks.md, "TipKit").
@_exported import Foundation
import LayoutVizCore

/// A tip, as TipKit's `Tip`.
public protocol Tip: Identifiable, Sendable {
    /// The tip's title.
    var title: Text { get }
    /// What it says below the title.
    var message: Text? { get }
    /// The image beside it.
    var image: Image? { get }
    /// Its buttons.
    var actions: [Tips.Action] { get }
    /// When it shows; accepted (every tip shows).
    var rules: [Tips.Rule] { get }
    /// How it shows; accepted.
    var options: [any TipOption] { get }
    /// Its identity.
    var id: String { get }
}

extension Tip {
    public var message: Text? { nil }
    public var image: Image? { nil }
    public var actions: [Tips.Action] { [] }
    public var rules: [Tips.Rule] { [] }
    public var options: [any TipOption] { [] }
    public var id: String { String(describing: Self.self) }
    /// Hides the tip for good; nothing to do in a picture.
    public func invalidate(reason: Tips.InvalidationReason) {}
    /// Whether the tip would show: always, in a picture.
    public var shouldDisplay: Bool { true }
}

/// An option of a tip.
public protocol TipOption: Sendable {}

/// TipKit's namespace: configuration, rules, actions, events.
public enum Tips {
    /// Sets TipKit up; accepted.
    public static func configure(_ configuration: [ConfigurationOption] = []) throws {}
    /// Forgets which tips were shown; nothing to forget.
    public static func resetDatastore() throws {}
    /// Shows every tip (the default in a picture).
    public static func showAllTipsForTesting() {}
    /// Shows these tips.
    public static func showTipsForTesting(_ tips: [any Tip.Type]) {}
    /// Hides every tip; accepted (a picture shows tips as written).
    public static func hideAllTipsForTesting() {}

    /// A configuration option.
    public struct ConfigurationOption: Sendable {
        public static func displayFrequency(_ frequency: DisplayFrequency) -> ConfigurationOption { ConfigurationOption() }
        public static func datastoreLocation(_ location: DatastoreLocation) -> ConfigurationOption { ConfigurationOption() }
        public static func cloudKitContainer(_ container: String) -> ConfigurationOption { ConfigurationOption() }
        public enum DisplayFrequency: Sendable { case immediate, hourly, daily, weekly, monthly }
        public enum DatastoreLocation: Sendable { case applicationDefault, groupContainer(identifier: String), url(URL) }
    }

    /// Why a tip was hidden.
    public enum InvalidationReason: Sendable { case actionPerformed, displayCountExceeded, tipClosed }

    /// A rule of a tip; accepted.
    public struct Rule: Sendable {
        public init<Value>(_ parameter: Value, _ predicate: @escaping @Sendable (Value) -> Bool) {}
        public init(_ event: Event, _ predicate: @escaping @Sendable (Event) -> Bool) {}
    }

    /// A button of a tip.
    public struct Action: Identifiable, Sendable {
        public let id: String
        let title: String
        public init(id: String? = nil, title: String, perform: @escaping @Sendable () -> Void = {}) { (self.id, self.title) = (id ?? title, title) }
        public init(id: String? = nil, perform: @escaping @Sendable () -> Void = {}, _ label: () -> Text) { (self.id, title) = (id ?? "action", "") }
    }

    /// Something the user did, counted by rules; accepted.
    public struct Event: Sendable {
        public let id: String
        public init(id: String) { self.id = id }
        public func donate() async {}
        public func sendDonation() {}
        public var donations: [Date] { [] }
    }

    /// How many times at most a tip shows; accepted.
    public struct MaxDisplayCount: TipOption { public init(_ count: Int) {} }
    /// Whether the tip ignores the display frequency; accepted.
    public struct IgnoresDisplayFrequency: TipOption { public init(_ ignores: Bool) {} }
}

nonisolated extension View {
    /// Shows `tip` in a popover: not drawn (presentations are not shown).
    public func popoverTip(_ tip: some Tip, arrowEdge: Edge? = nil, action: @escaping (Tips.Action) -> Void = { _ in }) -> some View { self }
    /// The background of the tips below; accepted.
    public func tipBackground<S: ShapeStyle>(_ style: S) -> some View { self }
    /// The size of the tips' images; accepted.
    public func tipImageSize(_ size: CGSize) -> some View { self }
    /// The corner radius of the tips below; accepted.
    public func tipCornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View { self }
    /// The style of the tips' images; accepted.
    public func tipImageStyle<S: ShapeStyle>(_ style: S) -> some View { self }
}
