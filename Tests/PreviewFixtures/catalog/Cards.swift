import SwiftUI

/// A card on the system background: white in light mode, black in dark.
struct GreetingCard: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Hello").font(.title)
            Text("A card drawn in every variant")
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .padding()
        .background(Color(.systemBackground))
    }
}

#Preview("Greeting") {
    GreetingCard()
}

#Preview("_Scratch") {
    Text("Internal by its name")
}

// layoutviz: internal
#Preview("Debug overlay") {
    Text("Internal by its comment")
}
