import SwiftUI

struct Message: Identifiable {
    let id = UUID()
    let text: String
    let isMine: Bool
    let time: Date
}

struct ChatView: View {
    @State private var draft = ""
    let messages = [
        Message(text: "Are we still on for tonight? 🍕", isMine: false, time: Date(timeIntervalSince1970: 1_718_036_000)),
        Message(text: "Yes! 7 pm at Luigi's 👍", isMine: true, time: Date(timeIntervalSince1970: 1_718_036_200)),
        Message(text: "Perfect, see you there 😄🎉", isMine: false, time: Date(timeIntervalSince1970: 1_718_036_400)),
    ]

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVStack(spacing: 12) {
                    ForEach(messages) { message in
                        HStack {
                            if message.isMine { Spacer(minLength: 40) }
                            VStack(alignment: message.isMine ? .trailing : .leading, spacing: 4) {
                                Text(message.text)
                                    .padding(.horizontal, 14)
                                    .padding(.vertical, 10)
                                    .background(message.isMine ? Color.blue : Color(.systemGray5))
                                    .foregroundStyle(message.isMine ? .white : .primary)
                                    .clipShape(RoundedRectangle(cornerRadius: 18, style: .continuous))
                                Text(message.time, style: .time)
                                    .font(.caption2)
                                    .foregroundStyle(.secondary)
                            }
                            if !message.isMine { Spacer(minLength: 40) }
                        }
                    }
                }
                .padding()
            }
            .safeAreaInset(edge: .bottom) {
                HStack(spacing: 8) {
                    Button { } label: { Image(systemName: "plus.circle.fill").font(.title2) }
                    TextField("Message", text: $draft)
                        .textFieldStyle(.roundedBorder)
                    Button { } label: { Image(systemName: "arrow.up.circle.fill").font(.title2) }
                        .disabled(draft.isEmpty)
                }
                .padding()
                .background(.bar)
            }
            .navigationTitle("Anna")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button { } label: { Image(systemName: "video") }
                }
            }
        }
    }
}

#Preview { ChatView() }
