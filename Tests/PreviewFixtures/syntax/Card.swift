import SwiftUI

/// A parenthesis left open: a syntax error, reported as one at its line.
struct Card: View {
    var body: some View {
        VStack {
            Text("Hello")
                .font(.title
            Text("World")
        }
    }
}

#Preview { Card() }
