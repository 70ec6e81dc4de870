import Models
import SwiftUI

// A second target with a type of the same name as the app's: each target is its own module.
struct ContentView: View {
    var body: some View {
        Text(Item.sample.first!.title.uppercased())
            .font(.largeTitle)
            .padding()
    }
}

#Preview("Widget") { ContentView() }
