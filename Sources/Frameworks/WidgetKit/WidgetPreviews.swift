import Foundation
import LayoutVizCore

// Widget previews as Xcode declares them (docs/widgets.md): `#Preview(as: .systemSmall) {
// MyWidget() } timeline: { entries }` and the `timelineProvider:` form draw one picture per
// timeline entry: the widget's view for that entry at the family's size for the device, its
// container background filling the widget (content margins and all), its corners rounded; the
// lock screen's accessory families on a dark backdrop without a background.

#if LAYOUTVIZ_MACROS
/// A widget's preview, as WidgetKit's `#Preview(as:widget:timeline:)`: compiles in your own package
/// and `layoutviz preview` draws one picture per entry.
@freestanding(declaration)
public macro Preview<W: Widget, E: TimelineEntry>(_ name: String? = nil, as family: WidgetFamily, widget: @escaping @MainActor () -> W,
                                                 @PreviewTimelineBuilder<E> timeline: @escaping @MainActor () -> [E]) =
    #externalMacro(module: "LayoutVizMacros", type: "PreviewMacro")

/// A widget's preview whose entries a timeline provider gives.
@freestanding(declaration)
public macro Preview<W: Widget, P: TimelineProvider>(_ name: String? = nil, as family: WidgetFamily, widget: @escaping @MainActor () -> W,
                                                    timelineProvider: @escaping () -> P) =
    #externalMacro(module: "LayoutVizMacros", type: "PreviewMacro")
#endif

/// Builds a widget preview's timeline from its entries.
@resultBuilder public enum PreviewTimelineBuilder<Entry: TimelineEntry> {
    public static func buildExpression(_ entry: Entry) -> [Entry] { [entry] }
    public static func buildExpression(_ entries: [Entry]) -> [Entry] { entries }
    public static func buildBlock(_ parts: [Entry]...) -> [Entry] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [Entry]?) -> [Entry] { part ?? [] }
    public static func buildEither(first: [Entry]) -> [Entry] { first }
    public static func buildEither(second: [Entry]) -> [Entry] { second }
    public static func buildArray(_ parts: [[Entry]]) -> [Entry] { parts.flatMap { $0 } }
}

extension Preview {
    /// A widget's preview in `family`: one picture per entry of `timeline` (named after the
    /// preview, or the family, and the entry's number).
    public init<W: Widget, E: TimelineEntry>(_ name: String? = nil, as family: WidgetFamily, widget: @escaping @MainActor () -> W,
                                             @PreviewTimelineBuilder<E> timeline: @escaping @MainActor () -> [E]) {
        self.init(traits: PreviewTraits(name: name)) {
            let box = PagesBox()
            MainActor.assumeIsolated { box.pages = WidgetPreviewPages.make(name, family, widget(), timeline().map { $0 as Any }) }
            return box.pages
        }
    }

    /// A configurable widget's preview with `intent` (accepted: the entries carry what it sets).
    public init<W: Widget, I, E: TimelineEntry>(_ name: String? = nil, as family: WidgetFamily, using intent: I, widget: @escaping @MainActor () -> W,
                                                @PreviewTimelineBuilder<E> timeline: @escaping @MainActor () -> [E]) {
        self.init(name, as: family, widget: widget, timeline: timeline)
    }

    /// A widget's preview whose entries `timelineProvider` gives (its timeline, or its
    /// placeholder when the timeline does not come at once).
    public init<W: Widget, P: TimelineProvider>(_ name: String? = nil, as family: WidgetFamily, widget: @escaping @MainActor () -> W,
                                                timelineProvider: @escaping () -> P) {
        self.init(traits: PreviewTraits(name: name)) {
            let shown = WidgetPreviewPages.entries(of: timelineProvider(), family)
            let box = PagesBox()
            MainActor.assumeIsolated { box.pages = WidgetPreviewPages.make(name, family, widget(), shown) }
            return box.pages
        }
    }
}

/// Entries a provider hands back, and pages made on the main actor.
private final class EntriesBox: @unchecked Sendable {
    var entries: [Any]?
    func receive<E: TimelineEntry>(_ timeline: Timeline<E>) { entries = timeline.entries.map { $0 as Any } }
}
private final class PagesBox: @unchecked Sendable { var pages: [(name: String, view: AnyView)] = [] }

enum WidgetPreviewPages {
    /// The entries of `provider`'s timeline when it hands it back at once, else its placeholder.
    static func entries<P: TimelineProvider>(of provider: P, _ family: WidgetFamily) -> [Any] {
        let context = TimelineProviderContext(family: family, isPreview: true, displaySize: .zero)
        let box = EntriesBox()
        provider.getTimeline(in: context, completion: box.receive)
        return box.entries ?? [provider.placeholder(in: context) as Any]
    }

    /// One page per entry: the widget's view for it, in the family's container.
    @MainActor static func make(_ name: String?, _ family: WidgetFamily, _ widget: any Widget, _ entries: [Any]) -> [(name: String, view: AnyView)] {
        let configuration: any WidgetConfiguration = widget.body
        let base = name ?? family.rawValue
        return entries.enumerated().map { k, entry in
            let view = configuration._entryView?(entry) ?? AnyView(Text(verbatim: "\(type(of: widget)): no view for \(type(of: entry))"))
            let page = WidgetPreviewPage(family: family, content: view, margins: !configuration._contentMarginsDisabled,
                                         name: configuration._displayName ?? String(describing: type(of: widget)))
            return (entries.count > 1 ? "\(base) \(k + 1)" : base, AnyView(page))
        }
    }
}
