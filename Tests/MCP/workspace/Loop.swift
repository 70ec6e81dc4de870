import SwiftUI

// A preview that never finishes: the server's time limit stops it, and other calls still answer.

struct Forever: View {
    var body: some View {
        var n = 0
        while n >= 0 { n = (n + 1) % 1000 }
        return Text("never")
    }
}

#Preview("Forever") { Forever() }
