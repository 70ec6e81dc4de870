// `import WidgetKit` on Linux: widgets, their configurations and timelines, as widget files declare
// them, so an app's widget extension and the views it shares compile (docs/frameworks.md,
// "WidgetKit"). A widget's view is a SwiftUI view and is previewed like one; timelines are not run.
@_exported import Foundation
import LayoutVizCore

/// A widget, as WidgetKit's `Widget`.
@MainActor @preconcurrency public protocol Widget {
    /// The configuration's type.
    associatedtype Body: WidgetConfiguration
    /// The widget's configuration.
    var body: Body { get }
    /// Creates the widget.
    init()
}

extension Widget {
    /// Runs the widget extension: not possible in LayoutViz, which draws views.
    public static func main() {
        FileHandle.standardError.write(Data("LayoutViz draws views and previews; it does not run widget extensions\n".utf8))
        exit(1)
    }
}

/// Several widgets of one extension, as WidgetKit's `WidgetBundle`.
@MainActor @preconcurrency public protocol WidgetBundle {
    associatedtype Body: Widget
    @WidgetBundleBuilder var body: Body { get }
    init()
}

extension WidgetBundle {
    /// Runs the extension: not possible in LayoutViz.
    public static func main() { exit(1) }
}

/// Builds a bundle's widgets.
@resultBuilder public enum WidgetBundleBuilder {
    public static func buildBlock<each W: Widget>(_ widget: repeat each W) -> _WidgetGroup { _WidgetGroup() }
    public static func buildExpression<W: Widget>(_ widget: W) -> W { widget }
    public static func buildOptional<W: Widget>(_ widget: W?) -> _WidgetGroup { _WidgetGroup() }
    public static func buildEither<W: Widget>(first: W) -> _WidgetGroup { _WidgetGroup() }
    public static func buildEither<W: Widget>(second: W) -> _WidgetGroup { _WidgetGroup() }
    public static func buildLimitedAvailability<W: Widget>(_ widget: W) -> _WidgetGroup { _WidgetGroup() }
}

/// The widgets of a bundle.
nonisolated public struct _WidgetGroup: Widget {
    public init() {}
    public var body: EmptyWidgetConfiguration { EmptyWidgetConfiguration() }
}

/// What a widget is made of, as WidgetKit's `WidgetConfiguration`.
@MainActor @preconcurrency public protocol WidgetConfiguration {
    /// The view the configuration makes for an entry (nil: not an entry of its provider, or a
    /// configuration with no views, such as a bundle's); what a widget preview draws.
    var _entryView: ((Any) -> AnyView?)? { get }
    /// Whether `contentMarginsDisabled()` removed the system's content margins.
    var _contentMarginsDisabled: Bool { get }
    /// `configurationDisplayName`'s name, if set: what a home-screen preview writes under the widget.
    var _displayName: String? { get }
}

extension WidgetConfiguration {
    public var _entryView: ((Any) -> AnyView?)? { nil }
    public var _contentMarginsDisabled: Bool { false }
    public var _displayName: String? { nil }
}

/// A configuration whose content margins are removed (`contentMarginsDisabled()`).
public struct _MarginsDisabledConfiguration<Base: WidgetConfiguration>: WidgetConfiguration {
    let base: Base
    public var _entryView: ((Any) -> AnyView?)? { base._entryView }
    public var _contentMarginsDisabled: Bool { true }
    public var _displayName: String? { base._displayName }
}

/// A configuration with a name for the gallery (`configurationDisplayName`).
public struct _NamedConfiguration<Base: WidgetConfiguration>: WidgetConfiguration {
    let base: Base
    let name: String
    public var _entryView: ((Any) -> AnyView?)? { base._entryView }
    public var _contentMarginsDisabled: Bool { base._contentMarginsDisabled }
    public var _displayName: String? { name }
}

/// No configuration.
nonisolated public struct EmptyWidgetConfiguration: WidgetConfiguration {
    public init() {}
}

/// A widget with no user configuration, as WidgetKit's `StaticConfiguration`.
nonisolated public struct StaticConfiguration<Content: View>: WidgetConfiguration {
    let kind: String
    let make: (Any) -> AnyView?
    /// A configuration of `kind` whose views `content` makes from `provider`'s entries.
    public init<Provider: TimelineProvider>(kind: String, provider: Provider, @ViewBuilder content: @escaping (Provider.Entry) -> Content) {
        self.kind = kind
        make = { ($0 as? Provider.Entry).map { AnyView(content($0)) } }
    }
    public var _entryView: ((Any) -> AnyView?)? { make }
}

/// A widget the user configures with an app intent, as WidgetKit's `AppIntentConfiguration`.
nonisolated public struct AppIntentConfiguration<Intent, Content: View>: WidgetConfiguration {
    let kind: String
    let make: (Any) -> AnyView?
    /// A configuration of `kind` whose views `content` makes from `provider`'s entries.
    public init<Provider: AppIntentTimelineProvider>(kind: String, intent: Intent.Type = Intent.self, provider: Provider,
                                                     @ViewBuilder content: @escaping (Provider.Entry) -> Content) where Provider.Intent == Intent {
        self.kind = kind
        make = { ($0 as? Provider.Entry).map { AnyView(content($0)) } }
    }
    public var _entryView: ((Any) -> AnyView?)? { make }
}

extension WidgetConfiguration {
    /// The widget's name in the gallery: a home-screen preview writes it under the widget.
    public func configurationDisplayName(_ name: String) -> some WidgetConfiguration { _NamedConfiguration(base: self, name: name) }
    /// The widget's name in the gallery: a home-screen preview writes it under the widget.
    public func configurationDisplayName(_ name: LocalizedStringKey) -> some WidgetConfiguration { _NamedConfiguration(base: self, name: name.key) }
    /// The widget's description in the gallery; accepted.
    public func description(_ text: String) -> some WidgetConfiguration { self }
    /// The widget's description in the gallery; accepted.
    public func description(_ text: LocalizedStringKey) -> some WidgetConfiguration { self }
    /// The sizes the widget comes in; accepted.
    public func supportedFamilies(_ families: [WidgetFamily]) -> some WidgetConfiguration { self }
    /// Drops the system's content margins (a widget preview draws the view to the widget's edges).
    public func contentMarginsDisabled() -> some WidgetConfiguration { _MarginsDisabledConfiguration(base: self) }
    /// Where the widget should not be offered; accepted.
    public func disfavoredLocations(_ locations: [WidgetLocation], for families: [WidgetFamily]) -> some WidgetConfiguration { self }
    /// Whether the widget shows a background when removable; accepted.
    public func containerBackgroundRemovable(_ isRemovable: Bool = true) -> some WidgetConfiguration { self }
    /// The widget's look in StandBy and on the lock screen; accepted.
    public func pageAccessoryView() -> some WidgetConfiguration { self }
}

/// Where a widget can appear.
public struct WidgetLocation: Hashable, Sendable {
    public static let homeScreen = WidgetLocation(), lockScreen = WidgetLocation(), standBy = WidgetLocation(), iPhoneWidgetsOnMac = WidgetLocation()
}

/// A widget's size, as WidgetKit's `WidgetFamily`.
public enum WidgetFamily: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case systemSmall, systemMedium, systemLarge, systemExtraLarge, accessoryCircular, accessoryRectangular, accessoryInline
    public var description: String { rawValue }
}

/// How the system draws a widget, as WidgetKit's `WidgetRenderingMode`.
public struct WidgetRenderingMode: Hashable, Sendable {
    let name: String
    public static let fullColor = WidgetRenderingMode(name: "fullColor")
    public static let accented = WidgetRenderingMode(name: "accented")
    public static let vibrant = WidgetRenderingMode(name: "vibrant")
}

private enum WidgetFamilyKey: EnvironmentKey { static let defaultValue = WidgetFamily.systemSmall }
private enum WidgetRenderingModeKey: EnvironmentKey { static let defaultValue = WidgetRenderingMode.fullColor }
private enum ShowsWidgetContainerBackgroundKey: EnvironmentKey { static let defaultValue = true }

extension EnvironmentValues {
    /// The size of the widget being drawn (`.systemSmall` unless set).
    public var widgetFamily: WidgetFamily {
        get { self[WidgetFamilyKey.self] }
        set { self[WidgetFamilyKey.self] = newValue }
    }
    /// How the widget is drawn (full colour).
    public var widgetRenderingMode: WidgetRenderingMode {
        get { self[WidgetRenderingModeKey.self] }
        set { self[WidgetRenderingModeKey.self] = newValue }
    }
    /// Whether the widget's container background shows.
    public var showsWidgetContainerBackground: Bool {
        get { self[ShowsWidgetContainerBackgroundKey.self] }
        set { self[ShowsWidgetContainerBackgroundKey.self] = newValue }
    }
}

extension ContainerBackgroundPlacement {
    /// A widget's background (drawn behind the view).
    public static let widget = ContainerBackgroundPlacement(name: "widget")
}

nonisolated extension View {
    /// The address the widget opens; accepted.
    public func widgetURL(_ url: URL?) -> some View { self }
    /// A label for the widget in accessory families; accepted.
    public func widgetLabel<Label: View>(@ViewBuilder label: () -> Label) -> some View { self }
    /// A label for the widget in accessory families; accepted.
    public func widgetLabel(_ label: String) -> some View { self }
    /// Marks content the system may remove in a smaller widget; accepted.
    public func invalidatableContent(_ invalidatable: Bool = true) -> some View { self }
}
