import SwiftUI

/// Onboarding pages with one modifier LayoutViz does not have (`scrollIndicatorsFlash`): `check`
/// and `preview` name it as written, not by the 400-character type of the chain before it.
struct Pages: View {
    @State private var page = 0
    let titles = ["Welcome", "Track", "Share"]

    var body: some View {
        TabView(selection: $page) {
            ForEach(titles.indices, id: \.self) { i in
                VStack(spacing: 12) {
                    Image(systemName: "star.fill").font(.largeTitle)
                    Text(titles[i]).font(.title.bold())
                }
                .tag(i)
            }
        }
        .tabViewStyle(.page)
        .indexViewStyle(.page(backgroundDisplayMode: .always))
        .background(Color(.systemGroupedBackground))
        .scrollIndicatorsFlash(onAppear: true)
    }
}

#Preview {
    Pages().previewDevice("iPhone 15 Pro")
}
