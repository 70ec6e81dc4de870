// `import AppIntents` on Linux: intents, their parameters, entities and enums, and shortcuts, as
// apps declare them beside their views; `Button(intent:)` and `Toggle(isOn:intent:)` draw as
// buttons and toggles. Nothing is performed: a picture runs no actions (docs/frameworks.md).
@_exported import Foundation
import LayoutVizCore

/// An action the system can run, as AppIntents' `AppIntent`.
public protocol AppIntent: Sendable {
    /// What `perform()` returns.
    associatedtype PerformResult: IntentResult
    /// The intent's name.
    static var title: LocalizedStringResource { get }
    /// What the intent does.
    static var description: IntentDescription? { get }
    /// Whether running it opens the app.
    static var openAppWhenRun: Bool { get }
    /// Runs the intent (never called in a preview).
    func perform() async throws -> PerformResult
    init()
}

extension AppIntent {
    public static var description: IntentDescription? { nil }
    public static var openAppWhenRun: Bool { false }
}

/// An intent that configures a widget.
public protocol WidgetConfigurationIntent: AppIntent {}
/// An intent for a control or a button in a widget.
public protocol SetValueIntent: AppIntent {}
/// An intent that opens the app.
public protocol OpenIntent: AppIntent {}
/// An intent for an audio or video session.
public protocol AudioPlaybackIntent: AppIntent {}
/// An intent that shows something in the app.
public protocol ForegroundContinuableIntent: AppIntent {}

/// What an intent says it does.
public struct IntentDescription: Sendable, ExpressibleByStringLiteral {
    public let text: String
    public init(_ text: LocalizedStringResource, categoryName: LocalizedStringResource? = nil, searchKeywords: [LocalizedStringResource] = []) { self.text = text.key }
    public init(stringLiteral value: String) { text = value }
}

/// What performing an intent gives back, as AppIntents' `IntentResult`.
public protocol IntentResult: Sendable {}
/// A result with a value.
public protocol ReturnsValue<Value>: IntentResult { associatedtype Value }
/// A result with a spoken or shown dialog.
public protocol ProvidesDialog: IntentResult {}
/// A result that shows a view.
public protocol ShowsSnippetView: IntentResult {}
/// A result that opens another intent.
public protocol OpensIntent: IntentResult {}

/// The result of an intent.
public struct _IntentResult<Value>: ReturnsValue, ProvidesDialog, ShowsSnippetView, OpensIntent, @unchecked Sendable {}

extension IntentResult {
    /// An empty result.
    public static func result() -> _IntentResult<Never> where Self == _IntentResult<Never> { _IntentResult() }
    /// A result with `value`.
    public static func result<V>(value: V) -> _IntentResult<V> where Self == _IntentResult<V> { _IntentResult() }
    /// A result with `dialog`.
    public static func result(dialog: IntentDialog) -> _IntentResult<Never> where Self == _IntentResult<Never> { _IntentResult() }
    /// A result with `value` and `dialog`.
    public static func result<V>(value: V, dialog: IntentDialog) -> _IntentResult<V> where Self == _IntentResult<V> { _IntentResult() }
    /// A result with a view.
    public static func result<Content: View>(dialog: IntentDialog? = nil, @ViewBuilder view: () -> Content) -> _IntentResult<Never> where Self == _IntentResult<Never> { _IntentResult() }
}

/// What an intent says when it runs.
public struct IntentDialog: Sendable, ExpressibleByStringInterpolation {
    public let text: String
    public init(_ text: LocalizedStringResource) { self.text = text.key }
    public init(stringLiteral value: String) { text = value }
    public init(stringInterpolation: DefaultStringInterpolation) { text = String(stringInterpolation: stringInterpolation) }
}

/// An intent's input, as AppIntents' `@Parameter`: holds its default until the system sets it.
@propertyWrapper
public final class Parameter<Value>: @unchecked Sendable {
    public var wrappedValue: Value
    public var projectedValue: Parameter<Value> { self }

    public init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default value: Value) { wrappedValue = value }
    public init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default value: Value, inclusiveRange: (Value, Value)) { wrappedValue = value }
    public init<Wrapped>(title: LocalizedStringResource, description: LocalizedStringResource? = nil) where Value == Wrapped? { wrappedValue = nil }
    public init(wrappedValue: Value, title: LocalizedStringResource, description: LocalizedStringResource? = nil) { self.wrappedValue = wrappedValue }
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
}

/// How a value is named to the user.
public struct DisplayRepresentation: Sendable, ExpressibleByStringInterpolation {
    public let title: LocalizedStringResource
    public let subtitle: LocalizedStringResource?
    public init(title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil, image: Image? = nil) {
        (self.title, self.subtitle) = (title, subtitle)
    }
    public init(stringLiteral value: String) { (title, subtitle) = (LocalizedStringResource(stringLiteral: value), nil) }
    public init(stringInterpolation: DefaultStringInterpolation) { (title, subtitle) = (LocalizedStringResource(stringLiteral: String(stringInterpolation: stringInterpolation)), nil) }

    /// An image in a representation.
    public struct Image: Sendable {
        public init(systemName: String) {}
        public init(named: String) {}
    }
}

/// How a type is named to the user.
public struct TypeDisplayRepresentation: Sendable, ExpressibleByStringLiteral {
    public let name: LocalizedStringResource
    public init(name: LocalizedStringResource, numericFormat: LocalizedStringResource? = nil) { self.name = name }
    public init(stringLiteral value: String) { name = LocalizedStringResource(stringLiteral: value) }
}

/// A value of the app the system can name and find, as AppIntents' `AppEntity`.
public protocol AppEntity: Identifiable, Sendable {
    associatedtype DefaultQuery: EntityQuery
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
    var displayRepresentation: DisplayRepresentation { get }
    static var defaultQuery: DefaultQuery { get }
}

/// Finds entities, as AppIntents' `EntityQuery`.
public protocol EntityQuery: Sendable {
    associatedtype Entity
    init()
    func entities(for identifiers: [String]) async throws -> [Entity]
    func suggestedEntities() async throws -> [Entity]
}

extension EntityQuery {
    public func suggestedEntities() async throws -> [Entity] { [] }
}

/// Finds entities by text.
public protocol EntityStringQuery: EntityQuery {
    func entities(matching string: String) async throws -> [Entity]
}

/// An enum the system can offer as choices, as AppIntents' `AppEnum`.
public protocol AppEnum: RawRepresentable, CaseIterable, Hashable, Sendable where RawValue: Sendable {
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
    static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}

/// The app's shortcuts, as AppIntents' `AppShortcutsProvider`.
public protocol AppShortcutsProvider {
    @AppShortcutsBuilder static var appShortcuts: [AppShortcut] { get }
    static var shortcutTileColor: ShortcutTileColor { get }
}

extension AppShortcutsProvider {
    public static var shortcutTileColor: ShortcutTileColor { .navy }
    /// Tells the system the shortcuts changed; nothing to do.
    public static func updateAppShortcutParameters() {}
}

/// A tile colour in the Shortcuts app.
public enum ShortcutTileColor: Sendable { case red, orange, yellow, lime, grayBrown, grayGreen, grayBlue, lightBlue, navy, purple, pink, teal, tangerine, blue, grape }

/// A shortcut of the app.
public struct AppShortcut: Sendable {
    public init<Intent: AppIntent>(intent: Intent, phrases: [AppShortcutPhrase<Intent>], shortTitle: LocalizedStringResource, systemImageName: String) {}
    public init<Intent: AppIntent>(intent: Intent, phrases: [AppShortcutPhrase<Intent>]) {}
}

/// A phrase that runs a shortcut.
public struct AppShortcutPhrase<Intent>: Sendable, ExpressibleByStringInterpolation {
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: StringInterpolation) {}
    public struct StringInterpolation: StringInterpolationProtocol {
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) {}
        public mutating func appendInterpolation(_ value: Any) {}
        public mutating func appendInterpolation(_ keyPath: PartialKeyPath<Intent>) {}
    }
}

/// Builds the app's shortcuts.
@resultBuilder public enum AppShortcutsBuilder {
    public static func buildBlock(_ shortcuts: AppShortcut...) -> [AppShortcut] { shortcuts }
    public static func buildExpression(_ shortcut: AppShortcut) -> AppShortcut { shortcut }
}

extension Button {
    /// A button that would run `intent`, drawn as a button with `label`.
    public init(intent: some AppIntent, @ViewBuilder label: () -> Label) { self.init(action: {}, label: label) }
}

extension Button where Label == Text {
    /// A button titled `title` that would run `intent`.
    public init(_ title: String, intent: some AppIntent) { self.init(action: {}, label: { Text(verbatim: title) }) }
    /// A button titled `titleKey` that would run `intent`.
    public init(_ titleKey: LocalizedStringKey, intent: some AppIntent) { self.init(action: {}, label: { Text(titleKey) }) }
}

extension Toggle {
    /// A toggle that would run `intent`, drawn as a toggle showing `isOn`.
    public init(isOn: Bool, intent: some AppIntent, @ViewBuilder label: () -> Label) { self.init(isOn: .constant(isOn), label: label) }
}

extension Toggle where Label == Text {
    /// A toggle titled `title` that would run `intent`.
    public init(_ title: String, isOn: Bool, intent: some AppIntent) { self.init(isOn: .constant(isOn), label: { Text(verbatim: title) }) }
}
