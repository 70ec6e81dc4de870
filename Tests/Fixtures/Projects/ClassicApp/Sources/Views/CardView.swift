import SwiftUI

struct CardView: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(greeting).font(.title2.bold())
            Text("Classic groups: this file, Palette.swift and Shared/Greeting.swift are the app's sources.")
                .foregroundStyle(.secondary)
        }
        .padding(20)
        .background(Palette.card, in: RoundedRectangle(cornerRadius: 16))
        .padding()
    }
}

#Preview {
    CardView()
}
