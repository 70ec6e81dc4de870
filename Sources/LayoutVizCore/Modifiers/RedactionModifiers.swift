import Foundation

// `redacted(reason:)`: text below is drawn as placeholder bars of its own size, one per line, in
// its colour at the look's placeholder opacity; images, shapes and colours are drawn as they
// are (as iOS 14 introduced it, and iOS 17 and 18 still draw it); layout is unchanged.
// `unredacted()` opts a subtree back out. docs/controls.md, "Placeholders".

/// Why content is redacted, as SwiftUI's `RedactionReasons`.
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Content not loaded yet: drawn as placeholder bars.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// Private content (on the lock screen): drawn as placeholder bars in a picture of it.
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// Content that is out of date (widgets): drawn as is.
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

private enum RedactionReasonsKey: EnvironmentKey { static let defaultValue: RedactionReasons = [] }

extension EnvironmentValues {
    /// Why content below is redacted (empty: it is not).
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }

    /// Whether text below is drawn as placeholder bars.
    var redactsText: Bool { !redactionReasons.isDisjoint(with: [.placeholder, .privacy]) }
}

nonisolated extension View {
    /// Redacts the content below for `reason` (adding to reasons set further up).
    public func redacted(reason: RedactionReasons) -> ModifiedContent<Self, _EnvironmentWritingModifier> {
        modifier(_EnvironmentWritingModifier { $0.redactionReasons.formUnion(reason) })
    }

    /// Draws the content below unredacted, whatever is set further up.
    public func unredacted() -> ModifiedContent<Self, _EnvironmentWritingModifier> {
        modifier(_EnvironmentWritingModifier { $0.redactionReasons = [] })
    }
}
