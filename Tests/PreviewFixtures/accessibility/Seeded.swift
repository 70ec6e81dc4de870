import SwiftUI

// The accessibility lint's fixture (AccessibilityCommandTests): one problem of each rule in
// "Problems", none in "Clean".

struct Problems: View {
    var body: some View {
        VStack(spacing: 20) {
            Image("photo").resizable().frame(width: 120, height: 80)
            // A button's touch target is its label's frame: these are at least 60 × 60.
            Button {} label: { Image(systemName: "trash").frame(width: 60, height: 60) }
            Button("Tiny") {}
            Button {} label: { Text("Edit").frame(minWidth: 60, minHeight: 60) }
            Text("A long sentence that cannot fit on one line at the largest sizes").lineLimit(1)
            Text("Faint").foregroundColor(Color(white: 0.8))
            HStack {
                Button {} label: { Text("Edit").frame(minWidth: 60, minHeight: 60) }
                Button {} label: { Text("Share").frame(minWidth: 60, minHeight: 60) }.offset(x: -20)
            }
        }
        .tint(Color(white: 0.1))
    }
}

struct Clean: View {
    var body: some View {
        VStack(spacing: 16) {
            Text("Welcome back").font(.title).accessibilityAddTraits(.isHeader)
            Image(decorative: "texture").resizable().frame(width: 120, height: 40)
            Image(systemName: "star.fill").accessibilityLabel("Favourite")
            Button {} label: { Text("Continue").padding().frame(minWidth: 200, minHeight: 44) }
                .accessibilityHint("Opens your library")
        }
        .tint(Color(white: 0.1))
    }
}

#Preview("Problems") { Problems() }

#Preview("Clean") { Clean() }
