import SwiftUI

// A body that prints a 20 MB line and many short ones: the picture still draws, the output is
// cut to what a terminal can show.
struct Chatty: View {
    var body: some View {
        print(String(repeating: "x", count: 20_000_000))
        for i in 0..<1_000 { print("line \(i)") }
        return Text("Chatty")
    }
}

#Preview("Prints a lot") { Chatty() }
