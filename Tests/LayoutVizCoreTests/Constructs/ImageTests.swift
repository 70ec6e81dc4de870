import Foundation
import Testing
@testable import LayoutVizCore
import LayoutViz

/// Image sizing, image resolution, symbols and Label (docs/layout/image.md). Files here hold only
/// the header bytes the resolver (`AssetFolders`) reads; drawing is tested in the renderer's tests.
/// Each test has its own resolver and report, as each picture has.
struct ImageTests {
    /// A folder of header-only PNG and JPEG files.
    static let folder: URL = {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("layoutviz-image-tests-\(getpid())")
        try? FileManager.default.createDirectory(at: dir.appendingPathComponent("Assets.xcassets/logo.imageset"), withIntermediateDirectories: true)
        func png(_ w: Int, _ h: Int) -> Data {
            var b: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
            for v in [w, h] { b += [UInt8(v >> 24 & 255), UInt8(v >> 16 & 255), UInt8(v >> 8 & 255), UInt8(v & 255)] }
            return Data(b + [8, 6, 0, 0, 0])
        }
        // A JPEG: SOI, an APP0 segment, then a baseline frame header with the size.
        let jpeg = Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x04, 0x4A, 0x46, 0xFF, 0xC0, 0x00, 0x11, 0x08, 0x0B, 0xD0, 0x0F, 0xC0, 0x03]
                        + [UInt8](repeating: 0, count: 16))
        try? png(200, 100).write(to: dir.appendingPathComponent("photo@2x.png"))
        try? png(90, 60).write(to: dir.appendingPathComponent("Assets.xcassets/logo.imageset/logo@3x.png"))
        try? png(30, 20).write(to: dir.appendingPathComponent("Assets.xcassets/logo.imageset/logo.png"))
        try? jpeg.write(to: dir.appendingPathComponent("big.jpg"))
        // An image set whose Contents.json declares scales its file names do not carry.
        let set = dir.appendingPathComponent("Assets.xcassets/badge.imageset")
        try? FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try? png(60, 40).write(to: set.appendingPathComponent("badge-large.png"))
        try? png(30, 20).write(to: set.appendingPathComponent("badge-small.png"))
        try? Data(#"{"images": [{"filename": "badge-small.png", "idiom": "universal", "scale": "1x"}, {"filename": "badge-large.png", "idiom": "universal", "scale": "2x"}, {"idiom": "universal", "scale": "3x"}], "info": {"version": 1}}"#.utf8)
            .write(to: set.appendingPathComponent("Contents.json"))
        // Files that must not be drawn: outside the folder through a link, not regular, empty,
        // not an image, too large.
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("layoutviz-image-outside-\(getpid())")
        try? FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try? png(10, 10).write(to: outside.appendingPathComponent("secret.png"))
        try? FileManager.default.createSymbolicLink(at: dir.appendingPathComponent("linked.png"), withDestinationURL: outside.appendingPathComponent("secret.png"))
        mkfifo(dir.appendingPathComponent("pipe.png").path, 0o644)
        try? Data().write(to: dir.appendingPathComponent("empty.png"))
        try? Data("not an image at all, just text".utf8).write(to: dir.appendingPathComponent("text.png"))
        try? png(20_000, 20_000).write(to: dir.appendingPathComponent("vast.png"))
        return dir
    }()

    let images = AssetFolders([Self.folder])
    let report = RenderReport()

    /// Lays `view` out for a proposal, finding images in the folder and noting into `report`.
    private func layout(_ view: some View, _ width: CGFloat?, _ height: CGFloat?) -> LayoutTree {
        var env = EnvironmentValues.standard
        env.imageResolver = images
        env.renderReport = report
        return LayoutTree(view, proposal: ProposedViewSize(width: width, height: height), environment: env)
    }

    /// The file found for `name`, if any.
    private func lookup(_ name: String) -> ImageAsset? {
        guard case .found(let asset) = images.image(named: name) else { return nil }
        return asset
    }

    /// Images are equal when they show the same picture the same way, as SwiftUI's are.
    @Test func imagesAreEquatable() {
        #expect(Image("photo") == Image("photo"))
        #expect(Image("photo") != Image("photo").resizable())
        #expect(Image(systemName: "star") != Image("star"))
    }

    @Test func aFixedImageIsItsNaturalSizeWhateverItIsOffered() {
        #expect(size(layout(Image("photo"), 50, 50)) == CGSize(width: 100, height: 50))
        #expect(size(layout(Image("photo"), nil, nil)) == CGSize(width: 100, height: 50))
        // In a smaller frame it overflows, centred.
        let t = layout(Image("photo").id("i").frame(width: 40, height: 40), nil, nil)
        #expect(frame(t, "i") == rect(-30, -5, 100, 50))
    }

    @Test func aResizableImageTakesTheProposal() {
        #expect(size(layout(Image("photo").resizable(), 300, 20)) == CGSize(width: 300, height: 20))
        #expect(size(layout(Image("photo").resizable(), nil, 20)) == CGSize(width: 100, height: 20))
    }

    @Test func applesPhotoExampleFitsAndFills() {
        // A 4032×3024 photo (the JPEG header above) in 300×400: fit 300×225, fill 533.33×400.
        let fit = layout(Image("big").resizable().aspectRatio(contentMode: .fit).id("i").frame(width: 300, height: 400), nil, nil)
        #expect(frame(fit, "i") == rect(0, 87.5, 300, 225))
        let fill = layout(Image("big").resizable().scaledToFill().id("i").frame(width: 300, height: 400), nil, nil)
        #expect(abs(frame(fill, "i").width - 1600.0 / 3) < 1e-9 && frame(fill, "i").height == 400)
    }

    @Test func assetCatalogsAndScales() {
        // The highest scale wins: logo@3x.png (90×60 px) is 30×20 points.
        #expect(size(layout(Image("logo"), nil, nil)) == CGSize(width: 30, height: 20))
        #expect(lookup("logo")?.scale == 3)
        #expect(lookup("big").map { ($0.pixelWidth, $0.pixelHeight) }! == (4032, 3024))
        #expect(size(layout(Image(decorative: "photo"), nil, nil)) == CGSize(width: 100, height: 50))
    }

    @Test func assetCatalogScalesComeFromContentsJSON() {
        // badge-large.png is declared 2x: 60×40 pixels are 30×20 points.
        let badge = lookup("badge")
        #expect(badge?.scale == 2 && badge?.url.lastPathComponent == "badge-large.png")
        #expect(size(layout(Image("badge"), nil, nil)) == CGSize(width: 30, height: 20))
    }

    @Test func namesResolveOnlyInsideTheImageFolders() {
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("layoutviz-image-outside-\(getpid())/secret").path
        for name in ["../layoutviz-image-outside-\(getpid())/secret", outside, "linked"] {
            #expect(size(layout(Image(name), 100, 100)) == .zero, "\(name)")
        }
        let problems = report.imageProblems
        #expect(problems.first { $0.name.hasPrefix("..") }?.reason.contains("leaves the image folders") == true, "\(problems)")
        #expect(problems.first { $0.name == outside }?.reason.contains("absolute path") == true, "\(problems)")
        #expect(problems.first { $0.name == "linked" }?.reason.contains("leads outside the image folder") == true, "\(problems)")
        // Refused, not missing: the warning says why.
        #expect(!report.missingImages.contains("linked"))
    }

    @Test func filesThatCannotBeDrawnAreNamedWithTheReason() {
        // A FIFO named pipe.png is refused at once, never opened (opening would wait for a writer).
        for name in ["pipe", "empty", "text", "vast"] { #expect(size(layout(Image(name), 100, 100)) == .zero, "\(name)") }
        let reasons = Dictionary(report.imageProblems.map { ($0.name, $0.reason) }, uniquingKeysWith: { a, _ in a })
        #expect(reasons["pipe"]?.contains("is not a regular file") == true, "\(reasons)")
        #expect(reasons["empty"]?.hasSuffix("is empty") == true, "\(reasons)")
        #expect(reasons["text"]?.contains("is not a PNG or JPEG image") == true, "\(reasons)")
        #expect(reasons["vast"]?.contains("20000×20000 pixels, over the limit of 64 million pixels") == true, "\(reasons)")
    }

    @Test func aMissingImageIsNothingAndIsReported() {
        #expect(size(layout(Image("nowhere"), 100, 100)) == .zero)
        #expect(report.missingImages == ["nowhere"])
        // Without a resolver every name is missing; without a report nothing is noted.
        #expect(size(LayoutTree(Image("photo"), proposal: .unspecified)) == .zero)
        #expect(NoImages().image(named: "photo") == .missing)
    }

    @Test func symbolsAreSizedByTheFontAndImageScale() {
        // circle.fill's diameter: 0.9961 × the point size (medium), 1.272 (large), 0.7886 (small),
        // on the 1/3-point grid.
        #expect(size(layout(Image(systemName: "star"), nil, nil)) == CGSize(width: 17, height: 17))
        let large = size(layout(Image(systemName: "star").imageScale(.large), nil, nil))
        #expect(abs(large.width - 65.0 / 3) < 1e-9)
        let title = size(layout(Image(systemName: "star").font(.largeTitle), nil, nil))
        #expect(title == CGSize(width: 34, height: 34))
        let small = size(layout(Image(systemName: "star").font(.caption).imageScale(.small), nil, nil))
        #expect(abs(small.width - 28.0 / 3) < 1e-9)
    }
}
