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
            let page = WidgetPreviewPage(family: family, content: view, margins: !configuration._contentMarginsDisabled)
            return (entries.count > 1 ? "\(base) \(k + 1)" : base, AnyView(page))
        }
    }
}

/// A widget as the device shows it, centred on the preview's backdrop.
nonisolated struct WidgetPreviewPage: View {
    let family: WidgetFamily
    let content: AnyView
    let margins: Bool

    @Environment(\.systemLook) private var look
    @Environment(\.screenSize) private var screen

    var body: some View {
        // The lock screen is dark: its status bar too.
        ZStack {
            (family.isAccessory ? look.widgetLockBackdrop : look.widgetBackdrop).ignoresSafeArea()
            widget
        }
        .preferredColorScheme(family.isAccessory ? .dark : nil)
    }

    /// The family's size on this screen.
    var size: CGSize { family.size(on: screen ?? CGSize(width: 402, height: 874)) }  // not a look value: geometry

    @ViewBuilder private var widget: some View {
        let inner = content
            .environment(\.widgetFamily, family)
            .environment(\.isInWidgetContainer, true)
        if family.isAccessory {
            // Vibrant: the content's colours gone, white as opaque as each part was light [INF].
            inner
                .environment(\.widgetRenderingMode, .vibrant)
                .environment(\.colorScheme, .dark)
                .frame(width: size.width, height: size.height)
                ._vibrantRendering()
                .clipShape(family == .accessoryCircular ? AnyShape(Circle()) : AnyShape(Rectangle()))
        } else {
            inner
                .padding(margins ? WidgetLook.contentMargin : 0)
                .frame(width: size.width, height: size.height)
                .backgroundPreferenceValue(WidgetBackgroundKey.self) { background in
                    if let background { background.view } else { look.widgetBackground }
                }
                .clipShape(RoundedRectangle(cornerRadius: WidgetLook.cornerRadius, style: .continuous))
        }
    }
}

extension WidgetFamily {
    /// The lock screen's families.
    var isAccessory: Bool { self == .accessoryCircular || self == .accessoryRectangular || self == .accessoryInline }

    /// The family's size on a screen of `screen` points (WidgetLook); an extra-large widget on
    /// an iPhone, where there is none, as a large one.
    func size(on screen: CGSize) -> CGSize {
        let s = WidgetLook.systemSizes(screen: screen)
        switch self {
        case .systemSmall: return CGSize(width: s.small, height: s.small)
        case .systemMedium: return CGSize(width: s.wide, height: s.small)
        case .systemLarge: return CGSize(width: s.wide, height: s.tall)
        case .systemExtraLarge: return s.extraWide > 0 ? CGSize(width: s.extraWide, height: s.tall) : CGSize(width: s.wide, height: s.tall)
        case .accessoryCircular: return WidgetLook.accessoryCircular
        case .accessoryRectangular: return WidgetLook.accessoryRectangular
        case .accessoryInline: return WidgetLook.accessoryInline
        }
    }
}
