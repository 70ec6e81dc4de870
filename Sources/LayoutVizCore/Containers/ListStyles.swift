import Foundation

// The list styles: the protocol, the built-in looks by name and the style types SwiftUI also
// spells out (`PlainListStyle()`...). Which look a list takes is `ListKind.resolved` (List.swift).

/// The look of a list: `.insetGrouped` (the default for lists and forms on iOS), `.grouped`,
/// `.plain`, `.sidebar` (inset grouped in a compact width), `.automatic`.
public protocol ListStyle: Sendable {
    var _kind: ListKind { get }
}

/// Which of the built-in list looks a style is.
public enum ListKind: Sendable { case insetGrouped, grouped, plain, sidebar }

/// The built-in list styles.
public struct _BuiltInListStyle: ListStyle {
    public let _kind: ListKind
}

extension ListStyle where Self == _BuiltInListStyle {
    public static var automatic: _BuiltInListStyle { _BuiltInListStyle(_kind: .insetGrouped) }
    public static var insetGrouped: _BuiltInListStyle { _BuiltInListStyle(_kind: .insetGrouped) }
    public static var grouped: _BuiltInListStyle { _BuiltInListStyle(_kind: .grouped) }
    public static var plain: _BuiltInListStyle { _BuiltInListStyle(_kind: .plain) }
    public static var inset: _BuiltInListStyle { _BuiltInListStyle(_kind: .plain) }
    /// Rows on the grouped background without cards or separators (a split view's sidebar);
    /// inset grouped in a compact width, as on iPhone.
    public static var sidebar: _BuiltInListStyle { _BuiltInListStyle(_kind: .sidebar) }
}

/// The older list style types, as `listStyle(PlainListStyle())` spells them.
public struct PlainListStyle: ListStyle {
    public init() {}
    public var _kind: ListKind { .plain }
}
/// The inset-grouped list (the older spelling).
public struct InsetGroupedListStyle: ListStyle {
    public init() {}
    public var _kind: ListKind { .insetGrouped }
}
/// The grouped list (the older spelling).
public struct GroupedListStyle: ListStyle {
    public init() {}
    public var _kind: ListKind { .grouped }
}
/// The inset list (the older spelling): drawn plain, as `.inset`.
public struct InsetListStyle: ListStyle {
    public init() {}
    public var _kind: ListKind { .plain }
}
/// The sidebar list (the older spelling).
public struct SidebarListStyle: ListStyle {
    public init() {}
    public var _kind: ListKind { .sidebar }
}
/// The system's list (the older spelling): inset grouped.
public struct DefaultListStyle: ListStyle {
    public init() {}
    public var _kind: ListKind { .insetGrouped }
}
