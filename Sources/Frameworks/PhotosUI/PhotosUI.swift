// `import PhotosUI` on Linux: `PhotosPicker`, drawn as its label (as iOS shows it at rest, before
// the picker is presented), and the items it would choose (docs/frameworks.md, "Photos").
@_exported import Photos
import LayoutVizCore

/// An item the user picked, as PhotosUI's `PhotosPickerItem`.
public struct PhotosPickerItem: Hashable, Sendable {
    /// The library's identifier for the item.
    public let itemIdentifier: String?
    /// An item with `itemIdentifier`.
    public init(itemIdentifier: String) { self.itemIdentifier = itemIdentifier }
    /// The item's data as `type`: none in a preview.
    public func loadTransferable<T>(type: T.Type) async throws -> T? { nil }
    /// The content types the item offers.
    public var supportedContentTypes: [String] { [] }
}

/// Which items a picker offers, as PhotosUI's `PHPickerFilter`.
public struct PHPickerFilter: Hashable, Sendable {
    let name: String
    public static let images = PHPickerFilter(name: "images"), videos = PHPickerFilter(name: "videos"), livePhotos = PHPickerFilter(name: "livePhotos")
    public static let screenshots = PHPickerFilter(name: "screenshots"), screenRecordings = PHPickerFilter(name: "screenRecordings")
    public static let panoramas = PHPickerFilter(name: "panoramas"), depthEffectPhotos = PHPickerFilter(name: "depthEffectPhotos")
    public static let bursts = PHPickerFilter(name: "bursts"), slomoVideos = PHPickerFilter(name: "slomoVideos")
    public static func any(of filters: [PHPickerFilter]) -> PHPickerFilter { PHPickerFilter(name: "any") }
    public static func all(of filters: [PHPickerFilter]) -> PHPickerFilter { PHPickerFilter(name: "all") }
    public static func not(_ filter: PHPickerFilter) -> PHPickerFilter { PHPickerFilter(name: "not") }
}

/// How a picker chooses several items.
public struct PhotosPickerSelectionBehavior: Hashable, Sendable {
    let name: String
    public static let `default` = PhotosPickerSelectionBehavior(name: "default"), ordered = PhotosPickerSelectionBehavior(name: "ordered")
    public static let continuous = PhotosPickerSelectionBehavior(name: "continuous"), continuousAndOrdered = PhotosPickerSelectionBehavior(name: "continuousAndOrdered")
}

/// How a picker is shown.
public struct PhotosPickerStyle: Hashable, Sendable {
    let name: String
    public static let presentation = PhotosPickerStyle(name: "presentation"), inline = PhotosPickerStyle(name: "inline"), compact = PhotosPickerStyle(name: "compact")
}

/// How a picker hands over items.
public enum PhotosPickerItemEncoding: Sendable { case automatic, current, compatible }

/// A control that presents the photo picker, as PhotosUI's `PhotosPicker`: drawn as its label, a
/// button (the picker itself appears when tapped).
nonisolated public struct PhotosPicker<Label: View>: View {
    let label: Label

    /// A picker of one item.
    public init(selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil, preferredItemEncoding: PhotosPickerItemEncoding = .automatic,
                @ViewBuilder label: () -> Label) { self.label = label() }
    /// A picker of one item from `photoLibrary`.
    public init(selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil, preferredItemEncoding: PhotosPickerItemEncoding = .automatic,
                photoLibrary: PHPhotoLibrary, @ViewBuilder label: () -> Label) { self.label = label() }
    /// A picker of several items.
    public init(selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil, selectionBehavior: PhotosPickerSelectionBehavior = .default,
                matching filter: PHPickerFilter? = nil, preferredItemEncoding: PhotosPickerItemEncoding = .automatic, @ViewBuilder label: () -> Label) {
        self.label = label()
    }
    /// A picker of several items from `photoLibrary`.
    public init(selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil, selectionBehavior: PhotosPickerSelectionBehavior = .default,
                matching filter: PHPickerFilter? = nil, preferredItemEncoding: PhotosPickerItemEncoding = .automatic, photoLibrary: PHPhotoLibrary,
                @ViewBuilder label: () -> Label) { self.label = label() }

    public var body: some View { Button(action: {}, label: { label }) }
}

extension PhotosPicker where Label == Text {
    /// A picker of one item titled `title`.
    public init(_ title: String, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItemEncoding = .automatic) { label = Text(verbatim: title) }
    /// A picker of one item titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItemEncoding = .automatic) { label = Text(titleKey) }
    /// A picker of several items titled `title`.
    public init(_ title: String, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItemEncoding = .automatic) { label = Text(verbatim: title) }
    /// A picker of several items titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItemEncoding = .automatic) { label = Text(titleKey) }
}

extension PhotosPicker where Label == LayoutVizCore.Label<Text, Image> {
    /// A picker of one item titled `title` with a symbol.
    public init(_ title: String, systemImage: String, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil) {
        label = LayoutVizCore.Label(title, systemImage: systemImage)
    }
}

nonisolated extension View {
    /// Presents the photo picker while `isPresented`: not drawn (presentations are not shown).
    public func photosPicker(isPresented: Binding<Bool>, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                             preferredItemEncoding: PhotosPickerItemEncoding = .automatic) -> some View { self }
    /// Presents the photo picker for several items while `isPresented`: not drawn.
    public func photosPicker(isPresented: Binding<Bool>, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                             selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
                             preferredItemEncoding: PhotosPickerItemEncoding = .automatic) -> some View { self }
    /// How the picker is shown; accepted.
    public func photosPickerStyle(_ style: PhotosPickerStyle) -> some View { self }
    /// Which parts of the picker are hidden; accepted.
    public func photosPickerDisabledCapabilities(_ capabilities: Set<String>) -> some View { self }
    /// Which parts of the picker's chrome show; accepted.
    public func photosPickerAccessoryVisibility(_ visibility: Visibility, edges: Edge.Set = .all) -> some View { self }
}
