import SwiftUI

struct ProfileHeader: View {
    let name: String
    let followers: Int

    var body: some View {
        HStack(spacing: 16) {
            Image(systemName: "person.circle.fill")
                .resizable()
                .frame(width: 64, height: 64)
                .foregroundStyle(.blue)
            VStack(alignment: .leading, spacing: 4) {
                Text(name).font(.title2.bold())
                Label("\(followers) followers", systemImage: "person.2.fill")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            Button("Follow") { }
                .buttonStyle(.borderedProminent)
        }
        .padding()
    }
}

#Preview("Default") {
    ProfileHeader(name: "Anna Berg", followers: 1_204)
}

#Preview("Dark") {
    ProfileHeader(name: "Anna Berg", followers: 1_204)
        .preferredColorScheme(.dark)
}

#Preview("Large text") {
    ProfileHeader(name: "Anna Berg", followers: 1_204)
        .environment(\.dynamicTypeSize, .accessibility2)
}

#Preview("Right to left") {
    ProfileHeader(name: "آنا برگ", followers: 1_204)
        .environment(\.layoutDirection, .rightToLeft)
}

#Preview("Fits", traits: .sizeThatFitsLayout) {
    ProfileHeader(name: "Anna Berg", followers: 1_204)
}

#Preview("Landscape", traits: .landscapeLeft) {
    ProfileHeader(name: "Anna Berg", followers: 1_204)
}
