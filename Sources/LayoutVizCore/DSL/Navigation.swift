import Foundation

// NavigationStack, navigationTitle and NavigationLink rows (docs/controls.md, "Navigation").
//
// The stack shows its root with a navigation bar: 44 points, plus 52 for a large title (UIKit's
// bar heights). The bar sits in a top safe-area inset of the content, so a list's background
// reaches under it and the status bar, as iOS's transparent scroll-edge bar shows it.

/// How a navigation title is shown.
public enum NavigationBarItem {
    /// The display modes of a title.
    public enum TitleDisplayMode: Hashable, Sendable {
        case automatic, inline, large
    }
}

/// The title and mode the content asked for (set by the modifiers below, read by the stack).
struct NavigationTitle {
    var title: String?
    var mode: NavigationBarItem.TitleDisplayMode?
}

/// `navigationTitle`, `navigationBarTitleDisplayMode`: mark the view for its navigation stack.
public struct _NavigationTitleModifier: ViewModifier, PrimitiveModifier {
    let title: String?
    let mode: NavigationBarItem.TitleDisplayMode?
    public typealias Body = Never
    public func body(content: Content) -> Never { neverBody() }
    func resolve(content: (ResolveContext) -> [Node], _ ctx: ResolveContext) -> [Node] {
        let nodes = content(ctx)
        for n in nodes {
            var t = n.navigationTitle ?? NavigationTitle()
            if let title { t.title = title }
            if let mode { t.mode = mode }
            n.navigationTitle = t
        }
        return nodes
    }
}

extension View {
    /// The title the enclosing navigation stack shows for this view.
    public func navigationTitle(_ title: String) -> ModifiedContent<Self, _NavigationTitleModifier> {
        modifier(_NavigationTitleModifier(title: title, mode: nil))
    }

    /// The title, from a text (its string).
    public func navigationTitle(_ title: Text) -> ModifiedContent<Self, _NavigationTitleModifier> {
        modifier(_NavigationTitleModifier(title: title.content, mode: nil))
    }

    /// The title, from a localised key.
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> ModifiedContent<Self, _NavigationTitleModifier> {
        modifier(_NavigationTitleModifier(title: titleKey.key, mode: nil))
    }

    /// Large (the root's default) or inline title.
    public func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode) -> ModifiedContent<Self, _NavigationTitleModifier> {
        modifier(_NavigationTitleModifier(title: nil, mode: mode))
    }
}

/// A stack of views with a navigation bar; a picture shows its root (docs/controls.md).
public struct NavigationStack<Root: View>: View, PrimitiveView {
    let root: Root

    /// A stack showing `root`.
    public init(@ViewBuilder root: () -> Root) { self.root = root() }

    /// A stack with a path (the path's views are not shown: a picture shows the root).
    public init<P>(path: Binding<P>, @ViewBuilder root: () -> Root) { self.root = root() }

    public var body: Never { neverBody() }

    func resolve(_ ctx: ResolveContext) -> [Node] {
        let content = resolveView(root, ctx.withoutStack())
        let found = firstNavigationTitle(in: content)
        let large = (found.mode ?? .automatic) != .inline
        let title = found.title ?? ""
        let bar = NavigationBar(title: title, large: large && !title.isEmpty)
        let view = _NodesView(nodes: content.count == 1 ? content : [Node(.stack(axis: .vertical, alignment: .horizontal(.center), spacing: nil), children: content)])
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
            .safeAreaInset(edge: .top, spacing: 0) { bar }
        return resolveView(view, ctx)
    }
}

/// The older navigation container: drawn as a stack on iPhone.
public struct NavigationView<Content: View>: View {
    let content: Content
    /// A navigation view of `content`.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: some View { NavigationStack { content } }
}

/// The first title set in `nodes`' subtrees, breadth first (the nearest to the root wins).
private func firstNavigationTitle(in nodes: [Node]) -> NavigationTitle {
    var queue = nodes[...]
    var result = NavigationTitle()
    while let n = queue.popFirst() {
        if let t = n.navigationTitle {
            if result.title == nil { result.title = t.title }
            if result.mode == nil { result.mode = t.mode }
            if result.title != nil && result.mode != nil { break }
        }
        queue.append(contentsOf: n.children)
    }
    return result
}

/// The bar: 44 points (32 in a compact height) with an inline title (17-point semibold,
/// centred), or that plus 52 with a large title (34-point bold, leading, on the area's bottom)
/// [INF for the title's placement].
struct NavigationBar: View {
    let title: String
    let large: Bool

    @Environment(\.horizontalSizeClass) private var sizeClass
    @Environment(\.verticalSizeClass) private var verticalSizeClass

    /// 44 points, 32 in a compact height (an iPhone in landscape).
    private var barHeight: CGFloat { verticalSizeClass == .compact ? 32 : 44 }

    var body: some View {
        if large {
            VStack(alignment: .leading, spacing: 0) {
                Color.clear.frame(height: barHeight)
                Text(title)
                    .font(.largeTitle.bold())
                    .lineLimit(1)
                    .padding(.horizontal, sizeClass == .regular ? 20 : 16)
                    .frame(maxWidth: .infinity, minHeight: 52, maxHeight: 52, alignment: .bottomLeading)
            }
        } else {
            Text(title)
                .font(.headline)
                .lineLimit(1)
                .frame(maxWidth: .infinity, minHeight: barHeight, maxHeight: barHeight)
        }
    }
}

/// A row that leads to another view: its label and a chevron (the destination is not shown).
public struct NavigationLink<Label: View, Destination: View>: View {
    let label: Label

    /// A link showing `label`.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) { self.label = label() }

    /// A link to a value (for `navigationDestination`).
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) where Destination == Never { self.label = label() }

    public var body: some View {
        HStack {
            label
            Spacer(minLength: 8)
            Chevron()
        }
    }
}

extension NavigationLink where Label == Text {
    /// A link with a text title.
    public init(_ title: String, @ViewBuilder destination: () -> Destination) { self.init(destination: destination) { Text(title) } }

    /// A link with a text title to a value.
    public init<P: Hashable>(_ title: String, value: P?) where Destination == Never { self.init(value: value) { Text(title) } }
}

/// The disclosure chevron of a navigation row: 7 × 12 points, UIKit's tertiaryLabel grey (or `color`).
struct Chevron: View {
    var color = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.3)
    var body: some View {
        ChevronShape()
            .stroke(color, lineWidth: 2)
            .frame(width: 7, height: 12)
    }
}

/// Two strokes meeting at the trailing middle.
struct ChevronShape: Shape {
    func path(in r: CGRect) -> Path {
        var p = Path()
        p.move(to: CGPoint(x: r.minX + 1, y: r.minY + 1))
        p.addLine(to: CGPoint(x: r.maxX - 1, y: r.midY))
        p.addLine(to: CGPoint(x: r.minX + 1, y: r.maxY - 1))
        return p
    }
}
