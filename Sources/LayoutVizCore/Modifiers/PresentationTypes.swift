import Foundation

// The types the presentation modifiers of InteractionModifiers.swift take: detents, background
// and content interaction, adaptation and sizing (Presentation/ draws the presentations).

/// A height a presented sheet can take.
/// Sendable: a custom detent's closure only calls the detent type's static `height(in:)`.
public struct PresentationDetent: Hashable, @unchecked Sendable {
    let name: String
    let value: CGFloat
    /// A custom detent's height in a context (nil for the others).
    let custom: ((Context) -> CGFloat?)?
    init(name: String, value: CGFloat, custom: ((Context) -> CGFloat?)? = nil) {
        self.name = name
        self.value = value
        self.custom = custom
    }
    /// About half the screen.
    public static let medium = PresentationDetent(name: "medium", value: 0.5)
    /// The whole screen.
    public static let large = PresentationDetent(name: "large", value: 1)
    /// `fraction` of the screen's height.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(name: "fraction", value: fraction) }
    /// A height of `height` points.
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(name: "height", value: height) }
    /// A height computed from the context.
    public static func custom<D: CustomPresentationDetent>(_ type: D.Type) -> PresentationDetent {
        PresentationDetent(name: "\(type)", value: 0) { D.height(in: $0) }
    }
    /// What a custom detent's height is computed from.
    public struct Context: Sendable {
        /// The largest height the sheet can have.
        public var maxDetentValue: CGFloat
    }
    public static func == (a: Self, b: Self) -> Bool { a.name == b.name && a.value == b.value }
    public func hash(into h: inout Hasher) {
        h.combine(name)
        h.combine(value)
    }
}

/// A custom sheet height.
public protocol CustomPresentationDetent {
    /// The height in `context`.
    static func height(in context: PresentationDetent.Context) -> CGFloat?
}

/// Whether the view behind a sheet can be used.
public struct PresentationBackgroundInteraction: Sendable {
    let name: String
    public static let automatic = Self(name: "automatic")
    public static let enabled = Self(name: "enabled")
    public static let disabled = Self(name: "disabled")
    public static func enabled(upThrough detent: PresentationDetent) -> Self { Self(name: "enabled") }
}

/// How a sheet's scrolling content interacts with resizing.
public struct PresentationContentInteraction: Sendable {
    let name: String
    public static let automatic = Self(name: "automatic")
    public static let resizes = Self(name: "resizes")
    public static let scrolls = Self(name: "scrolls")
}

/// How a presentation adapts to a compact size.
public struct PresentationAdaptation: Sendable {
    let name: String
    public static let automatic = Self(name: "automatic")
    public static let none = Self(name: "none")
    public static let popover = Self(name: "popover")
    public static let sheet = Self(name: "sheet")
    public static let fullScreenCover = Self(name: "fullScreenCover")
}

/// A sheet's size on iPad (iOS 18).
public struct PresentationSizing: Sendable {
    let name: String
    public static let automatic = Self(name: "automatic")
    public static let form = Self(name: "form")
    public static let page = Self(name: "page")
    public static let fitted = Self(name: "fitted")
    /// The same sizing, fitted to its content on `horizontal` and `vertical`.
    public func fitted(horizontal: Bool, vertical: Bool) -> Self { self }
    /// The same sizing, its sticky size kept.
    public func sticky(horizontal: Bool = false, vertical: Bool = false) -> Self { self }
}
