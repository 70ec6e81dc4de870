import SwiftUI

// 100,000 lines of output each time the body runs: every one is shown or counted.
#Preview("Floods") {
    let _ = { for i in 0..<100_000 { print("flood line \(i) of the preview's output") } }()
    Text("flooded")
}
