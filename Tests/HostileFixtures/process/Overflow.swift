import SwiftUI

// A trap without a message of its own: an arithmetic overflow in `body`.
struct Overflowing: View {
    var count: Int
    var body: some View { Text("\(count + Int.max)") }
}

#Preview("Overflows") { Overflowing(count: CommandLine.arguments.count) }
