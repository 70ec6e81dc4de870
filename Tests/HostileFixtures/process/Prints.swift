import SwiftUI

// One line of the preview's own output, which must reach the user.
#Preview("Prints once") {
    let _ = print("a single line from a preview")
    Text("printed")
}
