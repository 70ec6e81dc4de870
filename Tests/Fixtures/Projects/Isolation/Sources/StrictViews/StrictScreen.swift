import SwiftUI
import Observation

struct Trip: Identifiable, Sendable {
    let id: Int
    let city: String
}

/// An `@Observable` model on the main actor, read synchronously in `body` (Swift 6 mode).
@MainActor @Observable final class TripsModel {
    var trips: [Trip] = [Trip(id: 1, city: "Lisbon"), Trip(id: 2, city: "Kyoto"), Trip(id: 3, city: "Oslo")]
    var heading: String { "\(trips.count) trips" }
}

struct Pill: ViewModifier {
    func body(content: Content) -> some View {
        content.padding(.horizontal, 12).padding(.vertical, 6).background(Capsule().fill(.yellow))
    }
}

struct Chevron: Shape {
    func path(in rect: CGRect) -> Path {
        var p = Path()
        p.move(to: CGPoint(x: rect.minX, y: rect.minY))
        p.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
        p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        return p
    }
}

struct SquareStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.padding(10).background(Rectangle().fill(.mint))
    }
}

struct StrictScreen: View {
    @State private var model = TripsModel()

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text(model.heading).modifier(Pill())
            ForEach(model.trips) { trip in
                HStack {
                    Text(trip.city)
                    Chevron().stroke(.gray, lineWidth: 2).frame(width: 8, height: 14)
                }
            }
            Button("Plan") {}.buttonStyle(SquareStyle())
        }
    }
}

#Preview("strict") {
    StrictScreen()
}
