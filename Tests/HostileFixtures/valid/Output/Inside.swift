import SwiftUI

// A source folder that happens to be named Output (the default output folder's name) is
// searched like any other.
struct Inside: View {
    var body: some View { Text("Inside a folder named Output").padding() }
}

#Preview("Inside") { Inside() }
