import Foundation

// A list's selection drawn: `List(selection:)` holds the rows its binding names (one value, an
// optional, or a set), `ForEach` tags each row with its id (SwiftUI's implicit tag) and gives a
// selected row's content its colour, and the list draws the highlight behind the row
// (docs/controls.md, "Lists and forms": "Selection").

/// The rows a list's selection holds.
struct ListSelection {
    /// Whether the row tagged `id` is selected.
    let contains: (AnyHashable) -> Bool
    /// The colour of a selected row's content (a sidebar's white), nil to keep it.
    var selectedForeground: Color?

    /// The selection a binding's value makes: a set holds its members, an optional its value,
    /// another value itself.
    init<S>(_ value: S) {
        if let s = value as? any _ListSelectionValue {
            contains = { s._selects($0) }
        } else if let h = value as? AnyHashable {
            contains = { $0 == h }
        } else {
            contains = { _ in false }
        }
    }
}

/// A selection binding's value that names rows.
protocol _ListSelectionValue { func _selects(_ id: AnyHashable) -> Bool }

extension Optional: _ListSelectionValue where Wrapped: Hashable {
    func _selects(_ id: AnyHashable) -> Bool { map { AnyHashable($0) == id } ?? false }
}

extension Set: _ListSelectionValue {
    func _selects(_ id: AnyHashable) -> Bool { (id.base as? Element).map(contains) ?? false }
}

private enum ListSelectionKey: EnvironmentKey { static var defaultValue: ListSelection? { nil } }

extension EnvironmentValues {
    /// The selection of the list the views are rows of.
    var listSelection: ListSelection? {
        get { self[ListSelectionKey.self] }
        set { self[ListSelectionKey.self] = newValue }
    }
}

/// The highlight behind a selected row: UIKit's selected cell grey (systemGray4), or in a
/// sidebar a rounded fill in the accent colour (a capsule on iOS 26) [INF].
nonisolated struct ListSelectionHighlight: View {
    let sidebar: Bool
    @Environment(\.systemLook) private var look
    @Environment(\.tint) private var tint

    var body: some View {
        let l = look.list
        if sidebar {
            RoundedRectangle(cornerRadius: l.sidebarSelectionRadius, style: .continuous).fill(tint ?? look.accent)
        } else {
            Rectangle().fill(look.color(.systemGray4))
        }
    }
}
