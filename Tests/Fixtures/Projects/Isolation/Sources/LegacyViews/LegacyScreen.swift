import SwiftUI

/// A view model isolated to the main actor, read synchronously in `body` (Swift 5 mode).
@MainActor final class LegacyModel: ObservableObject {
    @Published var unread = 4
    func title() -> String { "Inbox (\(unread))" }
}

struct LegacyScreen: View {
    @StateObject private var model = LegacyModel()

    var body: some View {
        VStack(spacing: 8) {
            Text(model.title()).font(.headline)
            Text(Summary.line(for: model.unread))
        }
    }
}

/// Code that is not on the main actor keeps compiling.
enum Summary {
    nonisolated static func line(for count: Int) -> String { "\(count) unread in Swift 5" }
}

#Preview("legacy") {
    LegacyScreen()
}
