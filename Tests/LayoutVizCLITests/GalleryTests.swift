import Foundation
import LayoutViz
import LayoutVizCLI
import Samples
import Testing

/// The committed sheets and gallery page must be what the code renders now.
@Suite struct GalleryTests {

    static let output = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Output")
    let fonts = PangoTextMeasurer()

    @Test(arguments: SampleCatalog.groups.map(\.id))
    func committedSheetMatchesTheCode(group: String) throws {
        let file = Self.output.appendingPathComponent("sheets/\(group).png")
        let committed = try CairoRenderer.decodePNGRaster(Data(contentsOf: file), name: file.path)
        let fresh = try CairoRenderer.raster(Gallery.sheet(group: group, columns: Gallery.defaultColumns, textMeasurer: fonts))
        // Compared as a yes/no: a failing `==` on rasters would print every byte.
        let same = committed == fresh
        #expect(same, "\(file.path) is stale: run `swift run -c release layoutviz gallery` and commit Output/sheets and Output/index.html")
        #expect(FileManager.default.fileExists(atPath: Self.output.appendingPathComponent("sheets/\(group).svg").path))
    }

    /// The committed sheets of the other appearances (dark mode, accessibility3 text).
    @Test(arguments: SampleCatalog.groups.map(\.id))
    func committedVariantSheetsMatchTheCode(group: String) throws {
        for v in Gallery.variantSheets {
            let file = Self.output.appendingPathComponent("sheets/\(group)\(v.appearance.variantSuffix).png")
            let committed = try CairoRenderer.decodePNGRaster(Data(contentsOf: file), name: file.path)
            let columns = Gallery.defaultColumns.map { $0.with(v.appearance) }
            let same = committed == (try CairoRenderer.raster(Gallery.sheet(group: group, columns: columns, textMeasurer: fonts)))
            #expect(same, "\(file.path) is stale: run `swift run -c release layoutviz gallery` and commit Output/sheets")
        }
    }

    /// The committed `sheets/looks.png`: the screens in both looks, light and dark.
    @Test func committedLooksSheetMatchesTheCode() throws {
        let file = Self.output.appendingPathComponent("sheets/looks.png")
        let committed = try CairoRenderer.decodePNGRaster(Data(contentsOf: file), name: file.path)
        let same = committed == (try CairoRenderer.raster(Gallery.looksSheet(textMeasurer: fonts)))
        #expect(same, "\(file.path) is stale: run `swift run -c release layoutviz gallery` and commit Output/sheets")
        #expect(Gallery.looksColumns.map(\.look) == [.ios18, .ios26, .ios18, .ios26])
        #expect(Gallery.looksColumns.map(\.colorScheme) == [.light, .light, .dark, .dark])
    }

    @Test func committedIndexMatchesTheCode() throws {
        let committed = try String(contentsOf: Self.output.appendingPathComponent("index.html"), encoding: .utf8)
        let fresh = Gallery.indexHTML(devices: DeviceCatalog.all, orientations: Orientation.allCases, textMeasurer: fonts)
        let same = committed == fresh
        #expect(same, "Output/index.html is stale: run `swift run -c release layoutviz gallery`")
        #expect(!fresh.contains("http://") && !fresh.contains("https://"))
        for s in SampleCatalog.all {
            #expect(fresh.contains("<h3>\(s.name)</h3>"))
            #expect(fresh.contains("\(s.name)/iphone-17-pro-max-landscape.png"))
        }
    }

    @Test func sheetCommandWritesOneSheetPerGroup() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = run("sheet", "split-adaptive", "split-frames", "login-vstack", "--device", "iphone-16", "--orientation", "portrait", "--out", dir.path, "--quiet")
        #expect(r.code == 0, "\(r.err)")
        #expect(files(in: dir) == ["sheets/dynamic-stack.png", "sheets/dynamic-stack.svg", "sheets/split-screen.png", "sheets/split-screen.svg"])
        let sheet = try CairoRenderer.decodePNG(Data(contentsOf: dir.appendingPathComponent("sheets/split-screen.png")))
        // Two rows of one 300-pt tile plus labels and padding.
        #expect(sheet.height > 600 && sheet.height < 800)
        #expect(run("sheet").code == 2)
    }

    /// Same pixels keep the file, however they were encoded (another zlib gives other bytes);
    /// other pixels replace it.
    @Test func sheetsWithUnchangedPixelsAreNotRewritten() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let args = ["sheet", "login-vstack", "--device", "iphone-16", "--orientation", "portrait", "--format", "png", "--out", dir.path]
        #expect(run(args).code == 0)
        let file = dir.appendingPathComponent("sheets/dynamic-stack.png")
        let pixels = try CairoRenderer.decodePNGRaster(Data(contentsOf: file))
        let reencoded = try CairoRenderer.encodePNG(pixels, compression: .fast)
        #expect(try reencoded != Data(contentsOf: file))
        try reencoded.write(to: file)
        let again = run(args)
        #expect(again.code == 0 && again.err.contains("dynamic-stack.png (unchanged)"))
        #expect(try Data(contentsOf: file) == reencoded)
        let other = try CairoRenderer.png(LayoutTree(Color.red, proposal: ProposedViewSize(width: 2, height: 2)).displayList(scale: 1))
        try other.write(to: file)
        #expect(run(args).code == 0)
        #expect(try CairoRenderer.decodePNGRaster(Data(contentsOf: file)) == pixels)
    }
}
