import SwiftUI

// The article's demo `body`, unchanged, in a view with the tags of the registered `flow-tags`
// sample, and a preview.
struct TagCloudView: View {
    let tags = [
        "Swift", "SwiftUI", "Layout", "iOS", "Xcode", "Combine", "Concurrency", "Accessibility", "Animation",
        "Core Data", "Networking", "Testing", "Widgets", "Charts", "Localization", "Dark Mode", "Performance",
        "Architecture", "Git", "CI",
    ]

var body: some View {
    FlowLayout {
        ForEach(tags, id: \.self) { tag in
            Text(tag)
                .padding(8)
                .background(.blue.opacity(0.2))
                .clipShape(Capsule())
        }
    }
}
}

#Preview {
    TagCloudView()
}
