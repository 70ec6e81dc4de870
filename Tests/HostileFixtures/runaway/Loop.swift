import SwiftUI

// A body that never returns.
struct Spinner: View {
    var body: some View {
        var n = 0
        while n >= 0 { n = (n + 1) % 1_000 }
        return Text("never")
    }
}

#Preview("Endless loop") { Spinner() }
