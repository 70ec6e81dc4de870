import Foundation

// List, Form and Section, drawn as iOS 17 draws them (docs/controls.md, "Lists and forms").
//
// A list is a scroll view of sections on the grouped background; each section is a header, a
// card of rows separated by inset separators, and a footer. Rows are the views the section's
// content resolves to, each padded to the list's row insets and at least 44 points tall. Metrics
// and their sources are in docs/controls.md.

extension ListKind {
    /// The look a list takes here: the style set, else the sidebar look in a split view's
    /// sidebar and inset grouped elsewhere; a sidebar in a compact width looks inset grouped.
    static func resolved(_ env: EnvironmentValues) -> ListKind {
        let inSidebar = env.splitColumn == .sidebar
        let kind = env.listKind ?? (inSidebar ? .sidebar : .insetGrouped)
        if kind == .sidebar && !inSidebar && env.horizontalSizeClass != .regular { return .insetGrouped }
        return kind
    }
}

nonisolated extension View {
    /// A control's accessory (a switch, date pills) in a list row, as UIKit centres an accessory:
    /// held to the row's one-line content height, so the row's vertical margins do not add to its
    /// own and the row stays 44 tall. Outside a row, as it is.
    func listRowAccessory(_ inRow: Bool, _ look: SystemLook) -> some View {
        frame(height: inRow ? look.list.contentHeight : nil)
    }
}

private enum ListKindKey: EnvironmentKey { static let defaultValue: ListKind? = nil }
private enum InListRowKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// The list style set by `listStyle`, nil for the default.
    var listKind: ListKind? {
        get { self[ListKindKey.self] }
        set { self[ListKindKey.self] = newValue }
    }

    /// True inside a list's row: controls that UIKit centres as accessories (a switch) leave the
    /// row's vertical margins out of their height.
    var isInListRow: Bool {
        get { self[InListRowKey.self] }
        set { self[InListRowKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the look of lists below.
    public func listStyle<S: ListStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentWritingModifier> {
        let kind = style._kind
        return modifier(_EnvironmentWritingModifier { $0.listKind = kind })
    }

    /// Accepted: rows keep the list's insets.
    public func listRowInsets(_ insets: EdgeInsets?) -> Self { self }
    /// Sets the row separators' colour; drawn in the look's separator colour.
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = [.top, .bottom]) -> Self { self }
    /// The tint of a row's symbols in a sidebar list: accepted (rows keep the accent colour).
    public func listItemTint(_ tint: Color?) -> Self { self }
    /// The tint of a row's symbols in a sidebar list: accepted.
    public func listItemTint(_ tint: ListItemTint?) -> Self { self }
    /// Sets the section separators' colour; drawn in the look's separator colour.
    public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = [.top, .bottom]) -> Self { self }
    /// Sets the space between rows; rows keep iOS's spacing.
    public func listRowSpacing(_ spacing: CGFloat?) -> Self { self }
    /// Sets the space between sections; sections keep the look's spacing.
    public func listSectionSpacing(_ spacing: ListSectionSpacing) -> Self { self }
    /// Sets the space between sections, in points; sections keep the look's spacing.
    public func listSectionSpacing(_ spacing: CGFloat) -> Self { self }
    /// Sets how prominent section headers are; drawn at the standard prominence.
    public func headerProminence(_ prominence: Prominence) -> Self { self }

    /// Accepted: separators are drawn as the style draws them.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = [.top, .bottom]) -> Self { self }
    /// Accepted: rows keep the card's colour.
    public func listRowBackground<V: View>(_ view: V?) -> Self { self }
    /// Accepted.
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = [.top, .bottom]) -> Self { self }
}

extension VerticalEdge {
    /// A set of vertical edges.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let bottom = Set(rawValue: 2)
        public static let all: Set = [.top, .bottom]
    }
}

/// Marks a resolved section so that its list can tell it from loose rows.
private enum ListSectionTraitKey: ViewTraitKey { static let defaultValue = false }

/// A group of rows with an optional header and footer (docs/controls.md).
nonisolated public struct Section<Parent: View, Content: View, Footer: View>: View, PrimitiveView {
    let header: Parent
    let content: Content
    let footer: Footer

    /// A section with a header and a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    public var body: Never { neverBody() }

    nonisolated func resolve(_ ctx: ResolveContext) -> [Node] {
        let kind = ListKind.resolved(ctx.environment)
        // Footers in footnote in the secondary label colour; headers as the look says (iOS 18:
        // upper-case footnote, secondary; iOS 26: semibold as written); a sidebar's headers in
        // headline [INF].
        let look = ctx.environment.systemLook, l = look.list
        var headerCtx = ctx.withoutStack()
        headerCtx.environment.font = .footnote
        headerCtx.environment.foregroundColor = look.secondaryLabel
        let footerCtx = headerCtx
        if kind == .sidebar {
            headerCtx.environment.font = .headline
            headerCtx.environment.foregroundColor = nil
        } else {
            headerCtx.environment.font = l.headerFont
            if l.headerUppercased { headerCtx.environment.textCase = .uppercase }
            if l.headerInLabelColor { headerCtx.environment.foregroundColor = look.label }
        }
        // A section's header is a heading to VoiceOver.
        let headers = resolveView(header, headerCtx).map { $0.withAccessibilityRole(.header) }, footers = resolveView(footer, footerCtx)
        var rowCtx = ctx.withoutStack()
        rowCtx.environment.isInListRow = true
        let rows = resolveView(content, rowCtx)
        return listSection(headers: headers, rows: rows, footers: footers, kind: kind, ctx)
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// A section of rows.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section with a text header.
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }
}

extension Section where Footer == EmptyView {
    /// A section with a header.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }

    /// A section with a header (the `header:` first spelling).
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        let h = header
        self.init(content: content, header: { h }, footer: { EmptyView() })
    }
}

extension Section {
    /// A section with a header and a footer (the older spelling, the views given at once).
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        let h = header, f = footer
        self.init(content: content, header: { h }, footer: { f })
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section with a localized text header.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
    }

    /// A section with a text header that can collapse (expanded in a picture).
    public init(_ title: String, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }
}

extension Section where Footer == EmptyView {
    /// A section whose rows can collapse (expanded in a picture).
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }
}

extension Section where Parent == EmptyView {
    /// A section with a footer given at once (the older spelling).
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        let f = footer
        self.init(content: content, header: { EmptyView() }, footer: { f })
    }

    /// A section with a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }
}

/// One section's drawing: header, card of rows, footer, as a node marked as a section.
private func listSection(headers: [Node], rows: [Node], footers: [Node], kind: ListKind, _ ctx: ResolveContext) -> [Node] {
    let look = ctx.environment.systemLook, l = look.list
    let inset = kind == .insetGrouped
    // A plain list's rows lie on the system background; grouped ones on their cards.
    let card = kind == .sidebar ? .clear : kind == .plain ? look.background : look.groupedCard
    // Each row: its content inset (20 and 11 on iOS 18), at least the look's row height; the
    // separator lies over the row's bottom (as UIKit draws it inside the cell), from the
    // content's leading edge (to 16 short of the trailing one on iOS 26).
    let selection = ctx.environment.listSelection
    let selected = rows.map { row in selection.map { s in row.traits[TagTraitKey.self].map(s.contains) ?? false } ?? false }
    let rowViews = rows.enumerated().map { i, row in
        let padded = _NodesView(nodes: [row])
            .frame(maxWidth: .infinity, minHeight: l.contentHeight, alignment: .leading)
            .padding(.horizontal, l.rowInset)
            .padding(.vertical, l.rowVerticalPadding)
        // Only a selected row gets a highlight (and a node for it).
        return (selected[i] ? AnyView(padded.background { ListSelectionHighlight(sidebar: kind == .sidebar) }) : AnyView(padded))
            .accessibilityAttributes { a, _ in a.isListRow = true }
            .overlay(alignment: .bottom) {
                if i < rows.count - 1 && kind != .sidebar { Divider().padding(EdgeInsets(top: 0, leading: l.rowInset, bottom: 0, trailing: l.separatorTrailingInset)) }
            }
    }
    let view = VStack(alignment: .leading, spacing: 0) {
        if !headers.isEmpty {
            _NodesView(nodes: headers)
                .padding(.horizontal, l.rowInset)
                .padding(.bottom, l.headerGap)
                .accessibilityAttributes { a, _ in a.isListRow = true }
        }
        let cardView = VStack(spacing: 0) { ForEach(0..<rowViews.count, id: \.self) { rowViews[$0] } }
            .background(card, in: RoundedRectangle(cornerRadius: inset ? l.cornerRadius : 0))
        // A selected first or last row keeps to the card's corners.
        if inset && selected.contains(true) { cardView.clipShape(RoundedRectangle(cornerRadius: l.cornerRadius)) } else { cardView }
        if !footers.isEmpty {
            _NodesView(nodes: footers)
                .padding(.horizontal, l.rowInset)
                .padding(.top, l.footerGap)
                .accessibilityAttributes { a, _ in a.isListRow = true }
        }
    }
    return resolveView(view, ctx.withoutStack()).map { $0.with { $0.traits[ListSectionTraitKey.self] = true } }
}

/// Rows in sections on a scrolling background: `.insetGrouped` by default (docs/controls.md).
nonisolated public struct List<Content: View>: View, PrimitiveView {
    let content: Content
    /// A form draws as an inset-grouped list.
    var isForm = false
    /// The rows the list's selection holds, as the binding stood when the view was made.
    var selection: ListSelection?

    /// A list of the content's rows and sections.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    /// A list of a row per element.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                         @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
    }

    /// A list of a row per identifiable element.
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
    }

    /// A list whose selected rows (by `ForEach` id or `tag`; one value or a set) are highlighted.
    public init<S>(selection: Binding<S>, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = ListSelection(selection.wrappedValue)
    }

    /// A list of a row per identifiable element, the selected ones highlighted.
    public init<Data: RandomAccessCollection, RowContent: View, S>(_ data: Data, selection: Binding<S>,
                                                                  @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
        self.selection = ListSelection(selection.wrappedValue)
    }

    /// A list of a row per element, the selected ones highlighted.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View, S>(_ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<S>,
                                                                                @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
        self.selection = ListSelection(selection.wrappedValue)
    }

    /// A list of a row per number.
    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent) where Content == ForEach<Range<Int>, Int, RowContent> {
        content = ForEach(data, content: rowContent)
    }

    public var body: Never { neverBody() }

    nonisolated func resolve(_ ctx: ResolveContext) -> [Node] {
        var inner = ctx.withoutStack()
        let kind = isForm ? .insetGrouped : ListKind.resolved(ctx.environment)
        inner.environment.listKind = kind
        // Selected rows: a sidebar's in white on the accent colour, the others on grey.
        if var selection, !ctx.environment.hidesListSelection {
            if kind == .sidebar { selection.selectedForeground = ctx.environment.systemLook.onFill }
            inner.environment.listSelection = selection
        }
        var rowCtx = inner
        rowCtx.environment.isInListRow = true
        // Sections resolve their rows themselves; loose rows are rows already.
        let items = resolveView(content, rowCtx)
        // Loose rows between sections form sections of their own.
        var sections: [Node] = []
        var loose: [Node] = []
        func flush() {
            guard !loose.isEmpty else { return }
            sections += listSection(headers: [], rows: loose, footers: [], kind: kind, inner)
            loose = []
        }
        for n in items {
            if n.traits[ListSectionTraitKey.self] { flush(); sections.append(n) } else { loose.append(n) }
        }
        flush()
        let look = ctx.environment.systemLook, l = look.list
        // The card's margin from the list's edges in the inset-grouped style: the bars' margin.
        let margin = kind == .insetGrouped || kind == .sidebar ? l.margin(screenWidth: ctx.environment.screenSize?.width) : 0
        // In iPadOS 26's floating sidebar the pane is the background.
        let floating = kind == .sidebar && ctx.environment.floatingSidebar && ctx.environment.splitColumn == .sidebar
        let view = ScrollView {
            // A list is as wide as it is offered, with rows or without: rows fill the width, and
            // a list without any is given a width to fill (a scroll view is as wide as its
            // content, which would make an empty list a column as wide as its margins).
            if sections.isEmpty {
                Color.clear.frame(height: 0).frame(maxWidth: .infinity)
            } else {
                VStack(spacing: kind == .plain ? 0 : l.sectionSpacing) { _NodesView(nodes: sections) }
                    .padding(.horizontal, margin)
                    .padding(.top, kind == .plain ? 0 : l.topPadding)
                    .padding(.bottom, l.sectionSpacing)
            }
        }
        .background(floating ? Color.clear : kind == .plain ? look.background : look.groupedBackground)
        return resolveView(view, ctx)
    }
}

/// A form: drawn as an inset-grouped list, as on iOS.
nonisolated public struct Form<Content: View>: View {
    let content: Content
    /// A form of the content's rows and sections.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: some View {
        var list = List { content }
        list.isForm = true
        return list
    }
}

/// The letter case of text below (headers of lists are uppercased on iOS 17).
public enum TextCase: Hashable, Sendable { case uppercase, lowercase }

private enum TextCaseKey: EnvironmentKey { static let defaultValue: TextCase? = nil }

extension EnvironmentValues {
    /// The case text below is shown in; nil as written.
    public var textCase: TextCase? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Shows text below in upper or lower case (nil: as written).
    public func textCase(_ textCase: TextCase?) -> ModifiedContent<Self, _EnvironmentWritingModifier> {
        modifier(_EnvironmentWritingModifier { $0.textCase = textCase })
    }
}

extension ForEach {
    /// Lets rows be deleted by swiping; accepted (a picture deletes nothing).
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> Self { self }
    /// Lets rows be moved; accepted.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> Self { self }
}

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets` (what `onDelete` hands its action), as SwiftUI does.
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}

extension MutableCollection where Self: RangeReplaceableCollection {
    /// Moves the elements at `source` to before the element at `destination` (what `onMove`
    /// hands its action), keeping their order, as SwiftUI does.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let moved = source.map { self[index(startIndex, offsetBy: $0)] }
        let before = source.filter { $0 < destination }.count
        remove(atOffsets: source)
        insert(contentsOf: moved, at: index(startIndex, offsetBy: destination - before))
    }
}

/// The space between a list's sections (iOS 17).
public struct ListSectionSpacing: Sendable {
    let points: CGFloat?
    /// The list style's spacing.
    public static let `default` = ListSectionSpacing(points: nil)
    /// Less space.
    public static let compact = ListSectionSpacing(points: nil)
    /// `spacing` points.
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing { ListSectionSpacing(points: spacing) }
}

/// How prominent a view such as a section header is.
public enum Prominence: Hashable, Sendable {
    case standard, increased
}

private enum MinRowHeightKey: EnvironmentKey { static let defaultValue: CGFloat = 44 } // not a look value: Apple's documented default
private enum MinHeaderHeightKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }

extension EnvironmentValues {
    /// The least height of a list row (44); rows keep the look's heights.
    public var defaultMinListRowHeight: CGFloat {
        get { self[MinRowHeightKey.self] }
        set { self[MinRowHeightKey.self] = newValue }
    }
    /// The least height of a list's section header; headers keep the look's heights.
    public var defaultMinListHeaderHeight: CGFloat? {
        get { self[MinHeaderHeightKey.self] }
        set { self[MinHeaderHeightKey.self] = newValue }
    }
}

/// A list row's tint (sidebar symbols), as SwiftUI's `ListItemTint`.
public struct ListItemTint: Sendable {
    let color: Color?
    /// Always `color`.
    public static func fixed(_ color: Color) -> ListItemTint { ListItemTint(color: color) }
    /// `color`, unless the user's accent overrides it.
    public static func preferred(_ color: Color) -> ListItemTint { ListItemTint(color: color) }
    /// The system's monochrome tint.
    public static let monochrome = ListItemTint(color: nil)
}
