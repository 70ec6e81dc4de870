import Models
import SwiftUI

// The app target: imports Models, and declares a ContentView of its own.
struct ContentView: View {
    var body: some View {
        VStack(alignment: .leading) {
            ForEach(Item.sample, id: \.title) { Text($0.title) }
        }
        .padding()
    }
}

#Preview("App") { ContentView() }
