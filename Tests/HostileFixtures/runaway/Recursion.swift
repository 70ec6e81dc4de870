import SwiftUI

// A view that contains itself: resolving it never ends, and takes ever more memory.
struct Matryoshka: View {
    var depth = 0
    var body: some View {
        VStack {
            Text("level \(depth)")
            Matryoshka(depth: depth + 1)
        }
    }
}

#Preview("Contains itself") { Matryoshka() }

// Endless recursion in plain code: the stack grows until it runs out.
func descend(_ n: Int) -> Int { n < 0 ? 0 : descend(n + 1) + 1 }

struct Deep: View {
    var body: some View { Text("\(descend(0))") }
}

#Preview("Stack overflow") { Deep() }
