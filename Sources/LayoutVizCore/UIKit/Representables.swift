import Foundation

// UIKit views and view controllers wrapped for SwiftUI (`UIViewRepresentable`,
// `UIViewControllerRepresentable`) and the controllers apps wrap most (share sheets, image
// pickers, split views). LayoutViz cannot run UIKit: a representable takes the space it is
// offered, as a UIKit view without an intrinsic size does, and is drawn as a placeholder naming
// the wrapped type; the run's "not drawn yet" warning names it too (docs/coverage.md, "UIKit").
// `makeUIView` and `updateUIView` are not called.

/// The context a view representable's methods receive (never made: they are not called).
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    /// The representable's coordinator.
    public let coordinator: Representable.Coordinator
    /// The environment.
    public var environment: EnvironmentValues
    /// The transaction of the update.
    public var transaction: Transaction
}

/// The context a controller representable's methods receive (never made).
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    /// The representable's coordinator.
    public let coordinator: Representable.Coordinator
    /// The environment.
    public var environment: EnvironmentValues
    /// The transaction of the update.
    public var transaction: Transaction
}

/// The image picker's delegate.
public protocol UIImagePickerControllerDelegate: AnyObject {}
/// A navigation controller's delegate.
public protocol UINavigationControllerDelegate: AnyObject {}

/// A UIKit view wrapped for SwiftUI, as SwiftUI's `UIViewRepresentable`: drawn as a placeholder.
public protocol UIViewRepresentable: View {
    /// The wrapped view's type.
    associatedtype UIViewType: UIView
    /// The object that connects the view to SwiftUI.
    associatedtype Coordinator = Void
    /// The context the methods receive.
    typealias Context = UIViewRepresentableContext<Self>
    /// Makes the UIKit view.
    @MainActor func makeUIView(context: Context) -> UIViewType
    /// Updates the UIKit view.
    @MainActor func updateUIView(_ uiView: UIViewType, context: Context)
    /// Makes the coordinator.
    @MainActor func makeCoordinator() -> Coordinator
    /// Tears the view down.
    @MainActor static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
}

nonisolated extension UIViewRepresentable where Coordinator == Void {
    /// No coordinator.
    public func makeCoordinator() {}
}

nonisolated extension UIViewRepresentable {
    /// Nothing to tear down.
    public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}
    /// A placeholder naming the wrapped view.
    public var body: _RepresentablePlaceholder { _RepresentablePlaceholder(wrapped: String(describing: Self.self)) }
}

/// A UIKit view controller wrapped for SwiftUI, as SwiftUI's `UIViewControllerRepresentable`:
/// drawn as a placeholder.
public protocol UIViewControllerRepresentable: View {
    /// The wrapped controller's type.
    associatedtype UIViewControllerType: UIViewController
    /// The object that connects the controller to SwiftUI.
    associatedtype Coordinator = Void
    /// The context the methods receive.
    typealias Context = UIViewControllerRepresentableContext<Self>
    /// Makes the controller.
    @MainActor func makeUIViewController(context: Context) -> UIViewControllerType
    /// Updates the controller.
    @MainActor func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    /// Makes the coordinator.
    @MainActor func makeCoordinator() -> Coordinator
    /// Tears the controller down.
    @MainActor static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator)
}

nonisolated extension UIViewControllerRepresentable where Coordinator == Void {
    /// No coordinator.
    public func makeCoordinator() {}
}

nonisolated extension UIViewControllerRepresentable {
    /// Nothing to tear down.
    public static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator) {}
    /// A placeholder naming the wrapped controller.
    public var body: _RepresentablePlaceholder { _RepresentablePlaceholder(wrapped: String(describing: Self.self)) }
}

/// Where a UIKit view would be: the space offered, in the secondary background, with the
/// wrapped type's name; named in the run's "not drawn yet" warning.
nonisolated public struct _RepresentablePlaceholder: View {
    let wrapped: String
    @Environment(\.systemLook) private var look
    @Environment(\.renderReport) private var report

    public var body: some View {
        report?.noteNotDrawn("UIKit view \(wrapped)")
        return Text(verbatim: wrapped)
            .font(.footnote)
            .lineLimit(1)
            .foregroundColor(look.secondaryLabel)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(look.secondaryBackground)
    }
}

/// A split view controller (`extension UISplitViewController` in SwiftUI apps): not drawn.
open class UISplitViewController: UIViewController, @unchecked Sendable {
    /// How the columns are shown.
    public enum DisplayMode: Int, Sendable { case automatic, secondaryOnly, oneBesideSecondary, oneOverSecondary, twoBesideSecondary, twoOverSecondary, twoDisplaceSecondary }
    /// The preferred display mode.
    open var preferredDisplayMode: DisplayMode = .automatic
}

/// The share sheet: not presented in a picture.
open class UIActivityViewController: UIViewController, @unchecked Sendable {
    /// A share sheet of `activityItems`.
    public init(activityItems: [Any], applicationActivities: [Any]?) { super.init() }
    /// Activities left out of the sheet.
    open var excludedActivityTypes: [String]?
}

/// The image picker: not presented in a picture.
open class UIImagePickerController: UIViewController, @unchecked Sendable {
    /// Where the picker takes images from.
    public enum SourceType: Int, Sendable { case photoLibrary, camera, savedPhotosAlbum }
    /// The source.
    open var sourceType: SourceType = .photoLibrary
    /// Whether the user may edit the image.
    open var allowsEditing = false
    /// The picker's delegate.
    open weak var delegate: (any UIImagePickerControllerDelegate & UINavigationControllerDelegate)?
    /// Whether `sourceType` is available: in a picture, the library only.
    public static func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool { sourceType == .photoLibrary }
    /// What a picked image's info dictionary holds.
    public struct InfoKey: Hashable, Sendable {
        let rawValue: String
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
    }
}
