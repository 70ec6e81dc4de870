import SwiftUI

// An image from the Resources folder beside the file, and one that is nowhere.
struct Badge: View {
    var body: some View {
        Image("badge").padding()
    }
}

#Preview("Badge", traits: .sizeThatFitsLayout) {
    Badge()
}

#Preview("Missing", traits: .sizeThatFitsLayout) {
    Image("nowhere").frame(width: 20, height: 20)
}
