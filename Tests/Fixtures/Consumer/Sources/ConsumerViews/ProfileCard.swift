import SwiftUI

/// A person's name and role on a card.
public struct ProfileCard: View {
    let name: String
    let role: String

    public init(name: String, role: String) {
        self.name = name
        self.role = role
    }

    public var body: some View {
        HStack(spacing: 12) {
            Circle()
                .fill(.blue)
                .frame(width: 44, height: 44)
            VStack(alignment: .leading) {
                Text(name).font(.headline)
                Text(role).font(.subheadline).foregroundStyle(.secondary)
            }
            Spacer()
        }
        .padding()
        .background(.quaternary, in: .rect(cornerRadius: 12))
        .padding()
    }
}

struct ProfileCard_Previews: PreviewProvider {
    static var previews: some View {
        ProfileCard(name: "Ada Lovelace", role: "Analyst")
            .previewLayout(.sizeThatFits)
    }
}
