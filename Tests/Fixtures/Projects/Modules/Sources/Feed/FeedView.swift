import SwiftUI
import DesignSystem

struct FeedView: View {
    let items = ["Layout", "Liquid Glass", "Previews"]
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            ForEach(items, id: \.self) { item in
                HStack { Text(item); Spacer(); Tag("new") }
            }
        }
        .padding()
    }
}

#if FEED_PREVIEWS
#Preview("Feed") {
    FeedView()
}
#endif
