import SwiftUI
import WidgetKit

// A widget as Xcode's template writes it: an entry, a provider, the entry's view, the widget, and
// previews in two families with a timeline of two entries.

struct EmojiEntry: TimelineEntry {
    let date: Date
    let emoji: String
}

struct EmojiProvider: TimelineProvider {
    func placeholder(in context: Context) -> EmojiEntry { EmojiEntry(date: .now, emoji: "😀") }
    func getSnapshot(in context: Context, completion: @escaping (EmojiEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<EmojiEntry>) -> Void) {
        completion(Timeline(entries: [EmojiEntry(date: .now, emoji: "🌤"), EmojiEntry(date: .now, emoji: "🌧")], policy: .atEnd))
    }
}

struct EmojiWidgetView: View {
    var entry: EmojiEntry
    @Environment(\.widgetFamily) private var family

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Mood").font(.headline)
            Text(entry.emoji).font(.system(size: family == .systemSmall ? 44 : 56))
            Spacer(minLength: 0)
            Text(family == .systemMedium ? "Updated just now, medium" : "Updated").font(.caption).foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .containerBackground(for: .widget) { LinearGradient(colors: [.yellow.opacity(0.35), .orange.opacity(0.25)], startPoint: .top, endPoint: .bottom) }
    }
}

struct EmojiWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "EmojiWidget", provider: EmojiProvider()) { entry in
            EmojiWidgetView(entry: entry)
        }
        .configurationDisplayName("Mood")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

#Preview(as: .systemSmall) {
    EmojiWidget()
} timeline: {
    EmojiEntry(date: .now, emoji: "😀")
    EmojiEntry(date: .now, emoji: "🤩")
}

#Preview("Medium", as: .systemMedium) {
    EmojiWidget()
} timelineProvider: {
    EmojiProvider()
}
