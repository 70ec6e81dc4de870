import Foundation
import LayoutViz
import LayoutVizGolden
import LayoutVizPages
import Samples

/// Comparison sheets per article and the offline `Output/index.html`.
public enum Gallery {
    /// The sheet of `group`: its samples (those in `only`, when given) on `columns` (with the
    /// samples' images), text measured with `textMeasurer`.
    public static func sheet(group: String, only: Set<String>? = nil, columns: [RenderConfiguration], rowAppearances: [Appearance?] = [nil],
                             textMeasurer: any TextMeasuring) -> DisplayList {
        let title = SampleCatalog.groups.first { $0.id == group }?.title ?? group
        let rows = SampleCatalog.all.filter { $0.group == group && (only?.contains($0.name) ?? true) }.flatMap { s in
            rowAppearances.map { SheetRow(title: s.name, description: s.description, appearance: $0, makeView: s.makeView) }
        }
        return ContactSheet.displayList(title: title, rows: rows, columns: columns.map(SampleCatalog.images), textMeasurer: textMeasurer)
    }

    /// The default sheet columns: the default device set in both orientations.
    public static var defaultColumns: [RenderConfiguration] {
        DeviceCatalog.defaultSet.flatMap { d in Orientation.allCases.map { RenderConfiguration(device: d, orientation: $0) } }
    }

    /// The other appearances the gallery draws a sheet of for every article, one axis each:
    /// `sheets/<group>-ios18.png`, `-dark.png`, `-ax3.png` and `-rtl.png` (docs/variants.md).
    public static let variantSheets: [(label: String, appearance: Appearance)] = [
        ("the iOS 18 look", Appearance(look: .ios18)),
        ("dark mode", Appearance(.dark)),
        ("accessibility3 text", Appearance(.light, .standard, .accessibility3)),
        ("right to left", Appearance(layoutDirection: .rightToLeft)),
    ]

    /// The screens of `sheets/looks.png`: ones with bars, lists and controls.
    public static let looksSamples = ["screen-settings", "screen-tabs", "screen-pushed", "screen-signup"]

    /// The columns of `sheets/looks.png`: iPhone 17 in portrait, iOS 18 then iOS 26, light then dark.
    public static var looksColumns: [RenderConfiguration] {
        let phone = DeviceCatalog.device(named: "iphone-17") ?? DeviceCatalog.all[0]
        return [ColorScheme.light, .dark].flatMap { scheme in
            [SystemLook.Name.ios18, .ios26].map { RenderConfiguration(device: phone, look: $0, colorScheme: scheme) }
        }
    }

    /// `sheets/looks.png`: the same screens in both looks, light and dark, side by side.
    public static func looksSheet(textMeasurer: any TextMeasuring) -> DisplayList {
        let rows = looksSamples.compactMap(SampleCatalog.sample(named:)).map {
            SheetRow(title: $0.name, description: $0.description, makeView: $0.makeView)
        }
        return ContactSheet.displayList(title: "iOS 18 and iOS 26 (Liquid Glass), light and dark", rows: rows, columns: looksColumns.map(SampleCatalog.images), textMeasurer: textMeasurer)
    }

    /// The screens on which the articles' samples are explained: the small and the large phone
    /// both ways, where the articles' layouts change their minds, and the large iPad.
    static let explainedScreens: [(device: String, orientation: Orientation)] = [
        ("iphone-se-3", .portrait), ("iphone-se-3", .landscape), ("iphone-17", .portrait), ("iphone-17-pro-max", .landscape), ("ipad-pro-13-m5", .portrait),
    ]

    /// Why an article's sample looks as it does on each explained screen: the views that decide
    /// (frames with content, ViewThatFits, GeometryReader, custom layouts, the outermost stack)
    /// with their rule from `explain` (docs/inspector.md).
    static func why(_ sample: Sample, base: RenderConfiguration?, textMeasurer: any TextMeasuring) -> HTML {
        var rows: [HTML] = []
        for screen in explainedScreens {
            guard let device = DeviceCatalog.device(named: screen.device) else { continue }
            let render = SampleCatalog.images(base?.on(device, screen.orientation) ?? RenderConfiguration(device: device, orientation: screen.orientation))
            let steps = DeviceScene(sample.makeView(), context: RenderContext(render, textMeasurer: textMeasurer)).tree.explanation()
            let standard: Set<String> = ["frame", "padding", "background", "overlay", "ignoresSafeArea", "Color", "Text", "Spacer", "HStack", "VStack",
                                         "ZStack", "fixedSize", "clipShape", "ViewThatFits", "GeometryReader", "EmptyView"]
            var found: [HTML] = []
            var sawStack = false
            for (i, step) in steps.enumerated() {
                let next = steps.indices.contains(i + 1) && steps[i + 1].depth == step.depth + 1 ? steps[i + 1] : nil
                let name = (step.viewName.map { $0 + " › " } ?? "") + step.kind + (step.detail.isEmpty ? "" : " " + step.detail)
                let size = "\(LayoutDiff.num(step.frame.width))×\(LayoutDiff.num(step.frame.height))"
                switch step.kind {
                case "ViewThatFits", "GeometryReader": found.append("<code>\(name)</code>: \(step.rule)")
                case "frame" where next.map({ $0.kind != "Color" }) ?? false: found.append("<code>\(name)</code> → \(size): \(step.rule)")
                case let kind where (kind == "HStack" || kind == "VStack") && !sawStack && step.depth <= 2:
                    sawStack = true
                    found.append("<code>\(name)</code> → \(size)")
                case let kind where !standard.contains(kind) && step.rule.isEmpty && next != nil:
                    found.append("<code>\(name)</code> (custom layout) offered \(LayoutNode.proposalText(step.proposal)) → \(size)")
                default: break
                }
            }
            // Repeated views (three buttons' frames) say it once.
            var decisions: [HTML] = []
            for d in found where !decisions.contains(d) && decisions.count < 4 { decisions.append(d) }
            rows.append("<tr><th>\(device.name), \(screen.orientation.rawValue)</th><td>\(HTML.joined(decisions, separator: "<br>"))</td></tr>\n")
        }
        return "<details class=\"why\"><summary>Why it looks like this (from <code>layoutviz explain \(sample.name)</code>)</summary><table>\n\(rows)</table></details>\n"
    }

    /// The gallery page: per article its sheet, then per sample its description, every per-device
    /// image (opening its inspector page) and its layout tree (iPhone 17, portrait). No network
    /// access, no timestamps.
    public static func indexHTML(devices: [Device], orientations: [Orientation], base: RenderConfiguration? = nil, textMeasurer: any TextMeasuring) -> String {
        let phone = DeviceCatalog.device(named: "iphone-17") ?? DeviceCatalog.all[0]
        let tree = SampleCatalog.images(base?.on(phone, .portrait) ?? RenderConfiguration(device: phone))
        let treeConfig = tree.screen
        var body: HTML = ""
        var toc: HTML = ""
        for group in SampleCatalog.groups {
            toc += "<li><a href=\"\(href: "#" + group.id)\">\(group.title)</a></li>\n"
            body += "<section id=\"\(group.id)\">\n<h2>\(group.title)</h2>\n"
            body += "<p><a href=\"\(file: "sheets/\(group.id).svg")\"><img class=\"sheet\" src=\"\(file: "sheets/\(group.id).png")\" alt=\"comparison sheet: \(group.title)\"></a></p>\n"
            let variants = variantSheets.map { v -> HTML in "<a href=\"\(file: "sheets/\(group.id)\(v.appearance.variantSuffix).png")\">\(v.label)</a>" }
            body += "<p>The same sheet in \(HTML.joined(Array(variants.dropLast()), separator: ", ")) and \(variants.last!).</p>\n"
            for s in SampleCatalog.all where s.group == group.id {
                body += "<article id=\"\(s.name)\">\n<h3>\(s.name)</h3>\n<p>\(s.description)</p>\n<div class=\"shots\">\n"
                for d in devices {
                    for o in orientations {
                        let c = d.configuration(o)
                        let file = "\(s.name)/\(c.fileStem)"
                        let size = c.screenSize
                        let w = Int((size.width / size.height * 220).rounded())
                        body += "<figure><a href=\"\(file: file + ".html")\"><img loading=\"lazy\" src=\"\(file: file + ".png")\" width=\"\(w)\" height=\"220\" alt=\"\(s.name) on \(c.summary)\"></a>"
                        body += "<figcaption>\(d.name), \(o.rawValue)<br>\(LayoutDiff.num(size.width))×\(LayoutDiff.num(size.height)) pt @\(LayoutDiff.num(d.scale))x · <a href=\"\(file: file + ".html")\">inspect</a> · <a href=\"\(file: file + ".png")\">PNG</a> · <a href=\"\(file: file + ".svg")\">SVG</a></figcaption></figure>\n"
                    }
                }
                body += "</div>\n"
                if group.id != "screens" { body += why(s, base: base, textMeasurer: textMeasurer) }
                let json = DeviceScene(s.makeView(), context: RenderContext(tree, textMeasurer: textMeasurer)).tree.jsonString()
                body += "<details><summary>Layout tree on \(treeConfig.summary)</summary><pre>\(json)</pre></details>\n</article>\n"
            }
            body += "</section>\n"
        }
        return HTMLPage(title: "LayoutViz gallery", styles: [.galleryCSS], body: """
            <h1>LayoutViz gallery</h1>
            <p>SwiftUI layouts from three articles and ordinary app screens, laid out by LayoutViz's engine and drawn with Cairo and Pango (Inter) at real device sizes,
            as each device shows them: status bar, Dynamic Island or notch and home indicator over the app, in iOS 26's Liquid Glass look (iOS 18's on request). Per-device images are made by <code>swift run -c release layoutviz gallery</code>.</p>
            <p><a href="sheets/looks.png"><img class="sheet" src="sheets/looks.png" alt="the same screens in the iOS 18 and iOS 26 looks, light and dark"></a></p>
            <p>Every sample in both looks, light and dark, at Large and accessibility3 text, left to right and right to left, with a search and a toggle per variant: <a href="catalog/index.html">the catalog</a> (made by the same command). The articles, rewritten with their pictures drawn from their code: <a href="../docs/articles/">docs/articles</a>.</p>
            <ul>
            \(toc)</ul>
            \(body)
            """).render()
    }
}
