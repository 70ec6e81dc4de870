import Foundation
import Testing
import UniformTypeIdentifiers

/// `UTType`: the common types, found by identifier, extension and MIME type, conforming up the tree.
@Suite struct UTTypeTests {
    @Test func lookUpsAndConformance() throws {
        #expect(UTType(filenameExtension: "PNG") == .png && UTType(mimeType: "application/pdf") == .pdf && UTType("public.json") == .json)
        #expect(UTType(filenameExtension: "nope") == nil && UTType("com.example.nope") == nil)
        #expect(UTType.png.conforms(to: .image) && UTType.png.conforms(to: .data) && UTType.png.conforms(to: .item))
        #expect(!UTType.png.conforms(to: .text) && UTType.utf8PlainText.conforms(to: .text))
        #expect(UTType.jpeg.preferredFilenameExtension == "jpeg" && UTType.mpeg4Movie.preferredMIMEType == "video/mp4")
        let custom = UTType(exportedAs: "com.example.trip", conformingTo: .json)
        #expect(custom.conforms(to: .text) && custom.identifier == "com.example.trip")
    }
}
