import SwiftUI
import Observation

// Every declaration here is on the main actor unless it says otherwise (SE-0466), and the
// conformances of main-actor types are isolated (SE-0470).

struct Note: Identifiable, Hashable {
    let id: Int
    let title: String
}

let sampleNotes = [Note(id: 1, title: "Groceries"), Note(id: 2, title: "Call Ana"), Note(id: 3, title: "Gym")]

@Observable final class NotesModel {
    var notes = sampleNotes
    var pinned: Set<Note> = [sampleNotes[1]]
}

struct Badge: ViewModifier {
    func body(content: Content) -> some View {
        content.font(.caption).padding(4).background(RoundedRectangle(cornerRadius: 4).fill(.orange))
    }
}

struct Dot: Shape {
    func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

struct OutlineStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.padding(8).overlay(Rectangle().stroke(.blue))
    }
}

/// A custom layout, main-actor like everything here: its conformance is isolated (SE-0470).
struct Row: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.reduce(0) { $0 + $1.width } + CGFloat(max(0, sizes.count - 1)) * 6, height: sizes.map(\.height).max() ?? 0)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for s in subviews {
            let size = s.sizeThatFits(.unspecified)
            s.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
            x += size.width + 6
        }
    }
}

/// A type that opts out of the default stays usable from anywhere.
nonisolated struct Counter: Sendable {
    static func text(_ n: Int) -> String { "\(n) notes" }
}

struct DefaultScreen: View {
    @State private var model = NotesModel()

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text(Counter.text(model.notes.count)).modifier(Badge())
            ForEach(model.notes) { note in
                HStack {
                    if model.pinned.contains(note) { Dot().fill(.red).frame(width: 8, height: 8) }
                    Text(note.title)
                }
            }
            Row { ForEach(["Archive", "Trash"], id: \.self) { Text($0) } }
            AnyLayout(Row()) { Text("Any") }
            Button("Sync") {}.buttonStyle(OutlineStyle())
        }
    }
}

struct DefaultScreen_Previews: PreviewProvider {
    static var previews: some View {
        DefaultScreen().previewDisplayName("main actor by default")
    }
}
