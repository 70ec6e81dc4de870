import Foundation

// Environment values SwiftUI views commonly read (docs/data-flow.md). Values that would change
// drawing (colour scheme, Dynamic Type size) are carried for later work; the picture is light mode
// at the default text size.

/// Light or dark appearance.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
    case light
    case dark
}

/// A text size setting, as SwiftUI's `DynamicTypeSize`.
public enum DynamicTypeSize: Hashable, Sendable, CaseIterable, Comparable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
    /// Whether the size is one of the accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

/// The text size setting by UIKit's older names, as SwiftUI's `ContentSizeCategory`; the same
/// setting as `DynamicTypeSize` (`environment(\.sizeCategory, ...)` sets `dynamicTypeSize`).
public enum ContentSizeCategory: Hashable, Sendable, CaseIterable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

    /// The same size by its newer name.
    var dynamicTypeSize: DynamicTypeSize { DynamicTypeSize.allCases[ContentSizeCategory.allCases.firstIndex(of: self)!] }

    /// `size` by its older name.
    init(_ size: DynamicTypeSize) { self = ContentSizeCategory.allCases[DynamicTypeSize.allCases.firstIndex(of: size)!] }

    /// Whether the size is one of the accessibility sizes.
    public var isAccessibilityCategory: Bool { dynamicTypeSize.isAccessibilitySize }
}

/// The state of the app's scene.
public enum ScenePhase: Hashable, Sendable {
    case background, inactive, active
}

/// Dismisses the presented view, as SwiftUI's `DismissAction`; does nothing in a picture.
public struct DismissAction: Sendable {
    /// Dismisses.
    public func callAsFunction() {}
}

/// Opens a URL, as SwiftUI's `OpenURLAction`; does nothing in a picture.
public struct OpenURLAction: Sendable {
    /// The result of handling a URL.
    public enum Result: Sendable {
        case handled, discarded, systemAction
    }
    /// Creates an action that handles URLs with `handler`.
    public init(handler: @escaping @Sendable (URL) -> Result) {}
    init() {}
    /// Opens `url`.
    public func callAsFunction(_ url: URL) {}
}

/// Whether a view is presented, as SwiftUI's deprecated `PresentationMode`.
public struct PresentationMode: Sendable {
    /// Whether the view is presented.
    public var isPresented: Bool { true }
    /// Dismisses the view; does nothing in a picture.
    public mutating func dismiss() {}
}

/// Whether a list is being edited.
public enum EditMode: Hashable, Sendable {
    case inactive, transient, active
    /// Whether editing is on.
    public var isEditing: Bool { self != .inactive }
}

private enum PseudoLocaleKey: EnvironmentKey { static let defaultValue: PseudoLocale? = nil }
private enum ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.light }
private enum DynamicTypeSizeKey: EnvironmentKey { static let defaultValue = DynamicTypeSize.large }
private enum IsEnabledKey: EnvironmentKey { static let defaultValue = true }
private enum LocaleKey: EnvironmentKey { static let defaultValue = Locale(identifier: "en_US") }
private enum TimeZoneKey: EnvironmentKey { static let defaultValue = TimeZone(identifier: "America/Los_Angeles") ?? TimeZone(secondsFromGMT: 0)! }
private enum CalendarKey: EnvironmentKey { static let defaultValue = Calendar(identifier: .gregorian) }
private enum EditModeKey: EnvironmentKey { static var defaultValue: Binding<EditMode>? { nil } }

extension EnvironmentValues {
    /// Light or dark appearance (docs/variants.md); light unless the configuration says otherwise.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }
    /// The text size setting (docs/variants.md); `.large`, iOS's default, unless the configuration says otherwise.
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }
    /// The text size setting by its older name: reads and writes `dynamicTypeSize`.
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory(dynamicTypeSize) }
        set { dynamicTypeSize = newValue.dynamicTypeSize }
    }
    /// Whether controls are enabled; `disabled(_:)` turns it off.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }
    /// The locale: en_US, so pictures are the same on every machine.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }
    /// The pseudo-locale texts are shown in (docs/variants.md); set by the render configuration.
    var pseudoLocale: PseudoLocale? {
        get { self[PseudoLocaleKey.self] }
        set { self[PseudoLocaleKey.self] = newValue }
    }
    /// The time zone: Cupertino's, fixed for the same reason.
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }
    /// The calendar: Gregorian.
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }
    /// Dismisses the presented view; does nothing in a picture.
    public var dismiss: DismissAction { DismissAction() }
    /// Opens URLs; does nothing in a picture.
    public var openURL: OpenURLAction { OpenURLAction() }
    /// The scene's phase: active.
    public var scenePhase: ScenePhase { .active }
    /// Whether the view is presented, in the deprecated form.
    public var presentationMode: Binding<PresentationMode> { .constant(PresentationMode()) }
    /// Whether the view is presented.
    public var isPresented: Bool { false }
    /// A list's edit mode; nil outside an editable list.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Asks for a colour scheme for the whole screen, from anywhere inside it: a preference read
    /// at the root (`PreferredColorSchemeKey`), which then lays the whole view out, bars, screen
    /// and status bar included, in that scheme (docs/variants.md, "Colour scheme"). nil asks nothing.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> ModifiedContent<Self, _PreferenceWritingModifier<PreferredColorSchemeKey>> {
        preference(key: PreferredColorSchemeKey.self, value: colorScheme)
    }

    /// Sets the text size setting; recorded in the environment (text is not scaled yet).
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> ModifiedContent<Self, _EnvironmentWritingModifier> {
        modifier(_EnvironmentWritingModifier { $0.dynamicTypeSize = size })
    }

    /// Keeps the text size setting below this view inside `range` (a larger setting gives the
    /// range's largest size, a smaller one its smallest).
    public func dynamicTypeSize<R: RangeExpression>(_ range: R) -> ModifiedContent<Self, _EnvironmentWritingModifier> where R.Bound == DynamicTypeSize {
        modifier(_EnvironmentWritingModifier { env in
            let all = DynamicTypeSize.allCases
            let allowed = all.filter { range.contains($0) }
            guard let lowest = allowed.first, let highest = allowed.last else { return }
            env.dynamicTypeSize = min(max(env.dynamicTypeSize, lowest), highest)
        })
    }

    /// Disables controls in this view; recorded in the environment (`isEnabled`), layout unchanged.
    public func disabled(_ disabled: Bool) -> ModifiedContent<Self, _EnvironmentWritingModifier> {
        modifier(_EnvironmentWritingModifier { if disabled { $0.isEnabled = false } })
    }
}

/// The colour scheme a view asks the screen for (`preferredColorScheme(_:)`); nil when none asks.
/// [INF] Where several views ask, the first in the view's order wins (SwiftUI does not say).
public struct PreferredColorSchemeKey: PreferenceKey {
    public static let defaultValue: ColorScheme? = nil
    public static func reduce(value: inout ColorScheme?, nextValue: () -> ColorScheme?) {
        if value == nil { value = nextValue() }
    }
}

/// A length that grows and shrinks with Dynamic Type as a text style does: `@ScaledMetric var
/// side = 24.0` is 24 at the Large size and 24 × 53 / 17 at accessibility5 (body's ratio).
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    let base: Value
    let style: Font.TextStyle

    /// A metric of `wrappedValue` at the Large size, scaling as `textStyle` does.
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        base = wrappedValue
        style = textStyle
    }

    /// A metric of `wrappedValue` at the Large size, scaling as body text does.
    public init(wrappedValue: Value) { self.init(wrappedValue: wrappedValue, relativeTo: .body) }

    /// The value at the Dynamic Type size of the view being evaluated.
    public var wrappedValue: Value {
        let size = (EnvironmentValues.current ?? EnvironmentValues()).dynamicTypeSize
        guard let s = SystemLook.pointSize(style.rawValue, size), let large = SystemLook.pointSize(style.rawValue, .large) else { return base }
        return base * Value(s) / Value(large)
    }
}
