import SwiftUI

// A body that traps.
struct Broken: View {
    var body: some View {
        let values: [Int] = []
        if values.isEmpty { fatalError("no values to show") }
        return Text("\(values[0])")
    }
}

#Preview("Fatal error") { Broken() }
