import Foundation

// Table as iOS draws it (docs/controls.md, "Tables"). In a compact width (every iPhone in
// portrait) iOS shows no column headers and only the first column, so a table is a list of its
// first column's cells; in a regular width (iPad) the columns stand side by side under a header
// row of their titles. Both are drawn as a plain list [INF: iOS's default table style is inset;
// its metrics are unpublished and taken from the plain list's].

/// Rows of values in columns, as SwiftUI's `Table`: a list of the first column on iPhone, columns
/// under their titles on iPad.
nonisolated public struct Table<Value: Identifiable>: View {
    let rows: [Value]
    let columns: [_TableColumnSpec<Value>]
    /// The rows the selection holds, as the binding stood when the view was made.
    var selection: ListSelection?

    @Environment(\.horizontalSizeClass) private var sizeClass
    @Environment(\.systemLook) private var look

    /// A table of `data`'s elements, a row each, in `columns`.
    public init<Data: RandomAccessCollection>(_ data: Data, @TableColumnBuilder<Value, Never> columns: () -> _TupleTableColumnContent<Value, Never>) where Data.Element == Value {
        rows = Array(data)
        self.columns = columns()._columns
    }

    /// A table whose selected row (one id or a set of ids) is highlighted.
    public init<Data: RandomAccessCollection, S>(_ data: Data, selection: Binding<S>,
                                                 @TableColumnBuilder<Value, Never> columns: () -> _TupleTableColumnContent<Value, Never>) where Data.Element == Value {
        self.init(data, columns: columns)
        self.selection = ListSelection(selection.wrappedValue)
    }

    /// A table sorted by `sortOrder` (the rows are drawn in the order given: sorting is the app's).
    public init<Data: RandomAccessCollection, Sort: SortComparator>(_ data: Data, sortOrder: Binding<[Sort]>,
                                                                    @TableColumnBuilder<Value, Sort> columns: () -> _TupleTableColumnContent<Value, Sort>)
    where Data.Element == Value, Sort.Compared == Value {
        rows = Array(data)
        self.columns = columns()._columns
    }

    /// A sorted table with a selection.
    public init<Data: RandomAccessCollection, S, Sort: SortComparator>(_ data: Data, selection: Binding<S>, sortOrder: Binding<[Sort]>,
                                                                       @TableColumnBuilder<Value, Sort> columns: () -> _TupleTableColumnContent<Value, Sort>)
    where Data.Element == Value, Sort.Compared == Value {
        rows = Array(data)
        self.columns = columns()._columns
        self.selection = ListSelection(selection.wrappedValue)
    }

    public var body: some View {
        let list = Group {
            if sizeClass == .regular {
                List {
                    Section {
                        ForEach(rows) { row in cells(of: row) }
                    } header: {
                        header
                    }
                }
            } else {
                List {
                    ForEach(rows) { row in
                        if let first = columns.first { first.cell(row) }
                    }
                }
            }
        }
        .listStyle(.plain)
        if let selection { list.environment(\.listSelection, selection) } else { list }
    }

    /// The column titles, each as wide as its column.
    private var header: some View {
        HStack(spacing: look.table.columnSpacing) {
            ForEach(columns.indices, id: \.self) { i in
                columns[i].width.apply(to: columns[i].title)
            }
        }
        .font(look.table.headerFont)
        .foregroundStyle(look.secondaryLabel)
        .textCase(nil)
    }

    /// One row's cells side by side.
    private func cells(of row: Value) -> some View {
        HStack(spacing: look.table.columnSpacing) {
            ForEach(columns.indices, id: \.self) { i in
                columns[i].width.apply(to: columns[i].cell(row))
            }
        }
        .tag(row.id)
    }
}

/// One column, type-erased: its title, how it makes a row's cell, and its width.
public struct _TableColumnSpec<RowValue> {
    let title: Text
    let cell: (RowValue) -> AnyView
    var width: TableColumnWidth
}

/// How wide a column is.
enum TableColumnWidth {
    /// A share of what the fixed columns leave.
    case flexible
    /// Exactly this wide.
    case fixed(CGFloat)
    /// Within bounds.
    case range(min: CGFloat?, ideal: CGFloat?, max: CGFloat?)

    /// `view` in a frame of this width, leading-aligned.
    func apply(to view: some View) -> AnyView {
        switch self {
        case .flexible: return AnyView(view.frame(maxWidth: .infinity, alignment: .leading))
        case .fixed(let w): return AnyView(view.frame(width: w, alignment: .leading))
        case .range(let lo, let ideal, let hi):
            return AnyView(view.frame(minWidth: lo, idealWidth: ideal, maxWidth: hi ?? .infinity, alignment: .leading))
        }
    }
}

/// What a table's `columns` builder makes: columns for rows of `TableRowValue`.
public protocol TableColumnContent<TableRowValue, TableColumnSortComparator> {
    /// The type of a row's value.
    associatedtype TableRowValue
    /// How the columns sort.
    associatedtype TableColumnSortComparator
    /// The columns, type-erased.
    var _columns: [_TableColumnSpec<TableRowValue>] { get }
}

/// A column of a table: a title and a cell for each row.
public struct TableColumn<RowValue, Sort, Content: View, Label: View>: TableColumnContent {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort
    var spec: _TableColumnSpec<RowValue>
    public var _columns: [_TableColumnSpec<RowValue>] { [spec] }

    init(title: Text, cell: @escaping (RowValue) -> AnyView) {
        spec = _TableColumnSpec(title: title, cell: cell, width: .flexible)
    }

    /// The column with a fixed width (nil: flexible).
    public func width(_ width: CGFloat? = nil) -> TableColumn {
        var c = self
        c.spec.width = width.map { .fixed($0) } ?? .flexible
        return c
    }

    /// The column with width bounds.
    public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> TableColumn {
        var c = self
        c.spec.width = .range(min: min, ideal: ideal, max: max)
        return c
    }
}

extension TableColumn where Sort == Never, Label == Text {
    /// A column titled `title` whose cells `content` makes.
    public init(_ title: String, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: Text(title)) { AnyView(content($0)) }
    }

    /// A column titled `titleKey` whose cells `content` makes.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: Text(titleKey)) { AnyView(content($0)) }
    }
}

extension TableColumn where Sort == KeyPathComparator<RowValue>, Content == Text, Label == Text {
    /// A column titled `title` showing each row's string at `value`.
    public init(_ title: String, value: KeyPath<RowValue, String>) {
        self.init(title: Text(title)) { AnyView(Text(verbatim: $0[keyPath: value])) }
    }

    /// A column titled `titleKey` showing each row's string at `value`.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>) {
        self.init(title: Text(titleKey)) { AnyView(Text(verbatim: $0[keyPath: value])) }
    }
}

extension TableColumn where Sort == KeyPathComparator<RowValue>, Label == Text {
    /// A sortable column titled `title` whose cells `content` makes.
    public init<V: Comparable>(_ title: String, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: Text(title)) { AnyView(content($0)) }
    }
}

/// Several columns together.
public struct _TupleTableColumnContent<RowValue, Sort>: TableColumnContent {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort
    public let _columns: [_TableColumnSpec<RowValue>]
}

/// Builds a table's columns from `TableColumn`s and `if`.
@resultBuilder public struct TableColumnBuilder<RowValue, Sort> {
    public static func buildExpression<S, Content, Label>(_ column: TableColumn<RowValue, S, Content, Label>) -> _TupleTableColumnContent<RowValue, Sort> {
        _TupleTableColumnContent(_columns: column._columns)
    }
    public static func buildBlock(_ parts: _TupleTableColumnContent<RowValue, Sort>...) -> _TupleTableColumnContent<RowValue, Sort> {
        _TupleTableColumnContent(_columns: parts.flatMap(\._columns))
    }
    public static func buildOptional(_ part: _TupleTableColumnContent<RowValue, Sort>?) -> _TupleTableColumnContent<RowValue, Sort> {
        part ?? _TupleTableColumnContent(_columns: [])
    }
    public static func buildEither(first: _TupleTableColumnContent<RowValue, Sort>) -> _TupleTableColumnContent<RowValue, Sort> { first }
    public static func buildEither(second: _TupleTableColumnContent<RowValue, Sort>) -> _TupleTableColumnContent<RowValue, Sort> { second }
}

/// How a table looks (accepted: a table is drawn in its automatic style).
public protocol TableStyle: Sendable {}
/// The automatic table style.
public struct AutomaticTableStyle: TableStyle { public init() {} }
/// The inset table style.
public struct InsetTableStyle: TableStyle { public init() {} }
extension TableStyle where Self == AutomaticTableStyle {
    /// The platform's table style.
    public static var automatic: AutomaticTableStyle { AutomaticTableStyle() }
}
extension TableStyle where Self == InsetTableStyle {
    /// Content and selection inset from the table's edges.
    public static var inset: InsetTableStyle { InsetTableStyle() }
}

nonisolated extension View {
    /// Sets the style of tables within (accepted; drawn in the automatic style).
    public func tableStyle<S: TableStyle>(_ style: S) -> Self { self }
}
