import SwiftUI
import SharedUI
import NukeUI
import Kingfisher
import Analytics

struct Photo: Identifiable {
    let id: Int
    let title: String
    var url: URL? { URL(string: "https://example.com/photos/\(id).jpg") }
}

struct GalleryView: View {
    let photos = [Photo(id: 1, title: "Harbour"), Photo(id: 2, title: "Dunes")]

    var body: some View {
        ScrollView {
            VStack(spacing: 16) {
                ForEach(photos) { photo in
                    Card {
                        VStack(alignment: .leading, spacing: 8) {
                            LazyImage(url: photo.url) { state in
                                if let image = state.image {
                                    image.resizable().scaledToFill()
                                } else {
                                    Color.gray.opacity(0.2)
                                }
                            }
                            .processors([.resize(width: 300)])
                            .frame(height: 160)
                            .clipShape(RoundedRectangle(cornerRadius: 10))
                            HStack {
                                KFImage(URL(string: "https://example.com/avatar.png"))
                                    .placeholder { Circle().fill(.blue.opacity(0.3)) }
                                    .resizable()
                                    .frame(width: 28, height: 28)
                                Text(photo.title).font(.headline)
                            }
                        }
                    }
                }
            }
            .padding()
        }
        .onAppear { Analytics.track("gallery") }
    }
}

#Preview("Gallery") {
    GalleryView()
}
