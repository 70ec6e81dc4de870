import SwiftUI

/// Uses a modifier that does not exist: the preview command shows the compiler's message for this
/// file and renders the others.
struct Broken: View {
    var body: some View {
        Text("x").undefinedModifier()
    }
}

#Preview { Broken() }
