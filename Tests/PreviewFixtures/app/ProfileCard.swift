import SwiftUI

struct ProfileCard: View {
    let name: String
    @State private var isFollowing = false

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text(name)
                .font(.title)
                .bold()
            Text(isFollowing ? "Following" : "Not following")
                .foregroundStyle(.secondary)
            Button(isFollowing ? "Unfollow" : "Follow") {
                isFollowing.toggle()
            }
        }
        .padding()
        .background(Color.yellow)
        .onTapGesture { print("tapped") }
    }
}

#Preview("Card") {
    ProfileCard(name: "Taylor")
}

#Preview("Fits", traits: .sizeThatFitsLayout) {
    ProfileCard(name: "Fits")
}

struct ProfileCard_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            ProfileCard(name: "One").previewDisplayName("One")
            ProfileCard(name: "Two").previewInterfaceOrientation(.landscapeLeft)
        }
    }
}
