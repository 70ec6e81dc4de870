// `import Photos` on Linux: the photo library's types as apps ask for access; the library is
// empty and access is not determined (docs/frameworks.md, "Photos").
@_exported import Foundation

/// Whether the app may read the photo library.
public enum PHAuthorizationStatus: Int, Sendable { case notDetermined, restricted, denied, authorized, limited }

/// How much of the library the app asks for.
public enum PHAccessLevel: Int, Sendable { case addOnly = 1, readWrite = 2 }

/// The photo library, as Photos' `PHPhotoLibrary`.
open class PHPhotoLibrary: @unchecked Sendable {
    private static let library = PHPhotoLibrary()
    public static func shared() -> PHPhotoLibrary { library }
    public static func authorizationStatus(for accessLevel: PHAccessLevel) -> PHAuthorizationStatus { .notDetermined }
    public static func requestAuthorization(for accessLevel: PHAccessLevel) async -> PHAuthorizationStatus { .notDetermined }
    public static func requestAuthorization(for accessLevel: PHAccessLevel, handler: @escaping @Sendable (PHAuthorizationStatus) -> Void) { handler(.notDetermined) }
    open func performChanges(_ changes: @escaping () -> Void) async throws {}
}

/// A photo or video in the library.
open class PHAsset: @unchecked Sendable {
    public let localIdentifier: String
    init(localIdentifier: String) { self.localIdentifier = localIdentifier }
    open var creationDate: Date? { nil }
    open var pixelWidth: Int { 0 }
    open var pixelHeight: Int { 0 }
}
