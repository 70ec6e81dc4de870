import SwiftUI

// UIKit as SwiftUI files reach for it: the screen's size, the key window, UIKit colours, fonts
// and images, rounded corners by UIRectCorner, haptics and appearance proxies.

struct ScreenSizedHeader: View {
    private let width = UIScreen.main.bounds.width
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Today").font(Font(UIFont.systemFont(ofSize: 28, weight: .bold)))
            Text("Screen \(Int(width)) pt").foregroundColor(Color(.secondaryLabel))
            RoundedCorners(radius: 16, corners: [.topLeft, .bottomRight])
                .fill(Color(.systemGray5))
                .frame(width: width * 0.8, height: 80)
            Image(uiImage: UIImage(named: "header") ?? UIImage())
                .resizable()
                .frame(height: 40)
        }
        .padding(.top, safeTop)
        .background(Color(uiColor: .systemGroupedBackground))
        .onAppear {
            UITabBar.appearance().backgroundColor = .systemBackground
            UINavigationBar.appearance().largeTitleTextAttributes = [.foregroundColor: UIColor.label]
            UIImpactFeedbackGenerator(style: .light).impactOccurred()
        }
    }

    private var safeTop: CGFloat {
        let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
        return scene?.windows.first?.safeAreaInsets.top ?? 0
    }
}

struct RoundedCorners: Shape {
    var radius: CGFloat
    var corners: UIRectCorner
    func path(in rect: CGRect) -> Path {
        Path(UIBezierPath(roundedRect: rect, byRoundingCorners: corners, cornerRadii: CGSize(width: radius, height: radius)).cgPath)
    }
}

struct IdiomAware: View {
    var body: some View {
        if UIDevice.current.userInterfaceIdiom == .pad {
            Text("iPad").padding(EdgeInsets(UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)))
        } else {
            Text("iPhone").onTapGesture { UIApplication.shared.endEditing(true) }
        }
    }
}

extension UIApplication {
    func dismissKeyboard() { windows.first?.endEditing(true) }
}

// Core Graphics colours between UIKit and SwiftUI, Combine's URLSession publisher and SwiftUI's
// attributes of an attributed string.
struct Repository: Decodable { let name: String }

final class RepositoryLoader: ObservableObject {
    @Published var names: [String] = []
    private var cancellables = Set<AnyCancellable>()

    func load(_ url: URL) {
        URLSession.shared.dataTaskPublisher(for: url)
            .map(\.data)
            .decode(type: [Repository].self, decoder: JSONDecoder())
            .replaceError(with: [])
            .receive(on: DispatchQueue.main)
            .sink { [weak self] repositories in self?.names = repositories.map(\.name) }
            .store(in: &cancellables)
    }
}

struct BrandedTitle: View {
    var title: AttributedString {
        var s = AttributedString("Hello, world")
        s.foregroundColor = .blue
        if let range = s.range(of: "world") {
            s[range].font = .headline
            s[range].underlineStyle = .single
        }
        return s
    }
    var body: some View {
        Text(title)
            .onAppear {
                UINavigationBar.appearance().backgroundColor = UIColor(cgColor: Color.indigo.cgColor ?? UIColor.gray.cgColor)
            }
    }
}

// UIKit views and controllers wrapped for SwiftUI: an image picker with its coordinator, a share
// sheet, a plain UIView; iOS 26's confirm and close roles.
struct PhotoPicker: UIViewControllerRepresentable {
    @Binding var image: UIImage?
    var sourceType: UIImagePickerController.SourceType = .photoLibrary

    func makeUIViewController(context: Context) -> UIImagePickerController {
        let picker = UIImagePickerController()
        picker.sourceType = sourceType
        picker.delegate = context.coordinator
        return picker
    }
    func updateUIViewController(_ uiViewController: UIImagePickerController, context: Context) {}
    func makeCoordinator() -> Coordinator { Coordinator(self) }

    final class Coordinator: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
        let parent: PhotoPicker
        init(_ parent: PhotoPicker) { self.parent = parent }
        func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
            parent.image = info[.originalImage] as? UIImage
        }
    }
}

struct ShareSheet: UIViewControllerRepresentable {
    let items: [Any]
    func makeUIViewController(context: Context) -> UIActivityViewController { UIActivityViewController(activityItems: items, applicationActivities: nil) }
    func updateUIViewController(_ uiViewController: UIActivityViewController, context: Context) {}
}

struct BlurView: UIViewRepresentable {
    func makeUIView(context: Context) -> UIView { UIView() }
    func updateUIView(_ uiView: UIView, context: Context) {}
}

extension UISplitViewController {
    func showBothColumns() { preferredDisplayMode = .oneBesideSecondary }
}

struct PhotoScreen: View {
    @State private var image: UIImage?
    @State private var sharing = false
    var body: some View {
        VStack {
            BlurView().frame(height: 40)
            PhotoPicker(image: $image)
            Button("Done", role: .confirm) {}
            Button("Close", role: .close) {}
        }
        .sheet(isPresented: $sharing) { ShareSheet(items: ["Hello"]) }
    }
}

/// A colour stored by its hex value, read back through Core Image (as a theme's colour set does).
extension Color: @retroactive RawRepresentable {
    public init?(rawValue: Int) {
        self = Color(red: Double((rawValue >> 16) & 0xFF) / 255, green: Double((rawValue >> 8) & 0xFF) / 255, blue: Double(rawValue & 0xFF) / 255)
    }

    public var rawValue: Int {
        let c = CIColor(color: .init(self))
        return (Int(c.red * 255 + 0.5) << 16) | (Int(c.green * 255 + 0.5) << 8) | Int(c.blue * 255 + 0.5)
    }
}
