import Foundation

// `UTType` (UniformTypeIdentifiers): the system's common types with their file extensions and MIME
// types, and conformance along the type tree. It lives in the core because SwiftUI's own API takes
// it (`fileImporter`, `onDrop`); `import UniformTypeIdentifiers` re-exports it (docs/frameworks.md).

/// A type of file or data, as UniformTypeIdentifiers' `UTType`.
public struct UTType: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The type's identifier (`public.png`).
    public let identifier: String
    /// The file extension it prefers, if any.
    public let preferredFilenameExtension: String?
    /// The MIME type it prefers, if any.
    public let preferredMIMEType: String?
    /// The types it conforms to directly.
    let parents: [String]

    init(id identifier: String, _ ext: String? = nil, _ mime: String? = nil, _ parents: [String] = []) {
        (self.identifier, preferredFilenameExtension, preferredMIMEType, self.parents) = (identifier, ext, mime, parents)
    }

    /// The type with `identifier`, if the system knows it.
    public init?(_ identifier: String) {
        guard let known = Self.known.first(where: { $0.identifier == identifier }) else { return nil }
        self = known
    }
    /// The type of files ending in `filenameExtension`, if the system knows it.
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        guard let known = Self.known.first(where: { $0.preferredFilenameExtension == filenameExtension.lowercased() }) else { return nil }
        self = known
    }
    /// The type of `mimeType`, if the system knows it.
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        guard let known = Self.known.first(where: { $0.preferredMIMEType == mimeType.lowercased() }) else { return nil }
        self = known
    }
    /// A type the app declares.
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) { self.init(id: identifier, nil, nil, [parentType?.identifier ?? "public.data"]) }
    /// A type another app declares.
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) { self.init(id: identifier, nil, nil, [parentType?.identifier ?? "public.data"]) }

    /// Whether the type is `type` or below it.
    public func conforms(to type: UTType) -> Bool {
        if identifier == type.identifier { return true }
        return parents.contains { parent in UTType(parent).map { $0.conforms(to: type) } ?? (parent == type.identifier) }
    }
    /// The types it conforms to.
    public var supertypes: Set<UTType> { Set(Self.known.filter { conforms(to: $0) && $0 != self }) }
    public var isDeclared: Bool { true }
    public var isPublic: Bool { identifier.hasPrefix("public.") }
    public var localizedDescription: String? { identifier }
    public var description: String { identifier }

    public static let item = UTType(id: "public.item")
    public static let content = UTType(id: "public.content", nil, nil, ["public.item"])
    public static let data = UTType(id: "public.data", nil, "application/octet-stream", ["public.item"])
    public static let text = UTType(id: "public.text", nil, nil, ["public.data", "public.content"])
    public static let plainText = UTType(id: "public.plain-text", "txt", "text/plain", ["public.text"])
    public static let utf8PlainText = UTType(id: "public.utf8-plain-text", nil, nil, ["public.plain-text"])
    public static let rtf = UTType(id: "public.rtf", "rtf", "text/rtf", ["public.text"])
    public static let html = UTType(id: "public.html", "html", "text/html", ["public.text"])
    public static let xml = UTType(id: "public.xml", "xml", "application/xml", ["public.text"])
    public static let json = UTType(id: "public.json", "json", "application/json", ["public.text"])
    public static let commaSeparatedText = UTType(id: "public.comma-separated-values-text", "csv", "text/csv", ["public.text"])
    public static let sourceCode = UTType(id: "public.source-code", nil, nil, ["public.plain-text"])
    public static let swiftSource = UTType(id: "public.swift-source", "swift", nil, ["public.source-code"])
    public static let url = UTType(id: "public.url", nil, nil, ["public.data"])
    public static let fileURL = UTType(id: "public.file-url", nil, nil, ["public.url"])
    public static let image = UTType(id: "public.image", nil, nil, ["public.data", "public.content"])
    public static let png = UTType(id: "public.png", "png", "image/png", ["public.image"])
    public static let jpeg = UTType(id: "public.jpeg", "jpeg", "image/jpeg", ["public.image"])
    public static let heic = UTType(id: "public.heic", "heic", "image/heic", ["public.image"])
    public static let gif = UTType(id: "com.compuserve.gif", "gif", "image/gif", ["public.image"])
    public static let svg = UTType(id: "public.svg-image", "svg", "image/svg+xml", ["public.image"])
    public static let webP = UTType(id: "org.webmproject.webp", "webp", "image/webp", ["public.image"])
    public static let pdf = UTType(id: "com.adobe.pdf", "pdf", "application/pdf", ["public.data", "public.content"])
    public static let audiovisualContent = UTType(id: "public.audiovisual-content", nil, nil, ["public.data", "public.content"])
    public static let movie = UTType(id: "public.movie", nil, nil, ["public.audiovisual-content"])
    public static let video = UTType(id: "public.video", nil, nil, ["public.movie"])
    public static let mpeg4Movie = UTType(id: "public.mpeg-4", "mp4", "video/mp4", ["public.movie"])
    public static let quickTimeMovie = UTType(id: "com.apple.quicktime-movie", "mov", "video/quicktime", ["public.movie"])
    public static let audio = UTType(id: "public.audio", nil, nil, ["public.audiovisual-content"])
    public static let mp3 = UTType(id: "public.mp3", "mp3", "audio/mpeg", ["public.audio"])
    public static let mpeg4Audio = UTType(id: "public.mpeg-4-audio", "m4a", "audio/mp4", ["public.audio"])
    public static let wav = UTType(id: "com.microsoft.waveform-audio", "wav", "audio/wav", ["public.audio"])
    public static let livePhoto = UTType(id: "com.apple.live-photo")
    public static let folder = UTType(id: "public.folder", nil, nil, ["public.directory"])
    public static let directory = UTType(id: "public.directory", nil, nil, ["public.item"])
    public static let archive = UTType(id: "public.archive", nil, nil, ["public.data"])
    public static let zip = UTType(id: "public.zip-archive", "zip", "application/zip", ["public.archive"])
    public static let spreadsheet = UTType(id: "public.spreadsheet", nil, nil, ["public.content"])
    public static let presentation = UTType(id: "public.presentation", nil, nil, ["public.content"])
    public static let vCard = UTType(id: "public.vcard", "vcf", "text/vcard", ["public.text"])
    public static let emailMessage = UTType(id: "public.email-message", "eml", "message/rfc822", ["public.data"])
    public static let calendarEvent = UTType(id: "public.calendar-event", "ics", "text/calendar", ["public.data"])

    static let known: [UTType] = [.item, .content, .data, .text, .plainText, .utf8PlainText, .rtf, .html, .xml, .json, .commaSeparatedText, .sourceCode,
                                  .swiftSource, .url, .fileURL, .image, .png, .jpeg, .heic, .gif, .svg, .webP, .pdf, .audiovisualContent, .movie, .video,
                                  .mpeg4Movie, .quickTimeMovie, .audio, .mp3, .mpeg4Audio, .wav, .livePhoto, .folder, .directory, .archive, .zip,
                                  .spreadsheet, .presentation, .vCard, .emailMessage, .calendarEvent]
}
