import Foundation
import LayoutViz
@testable import LayoutVizPages
import Testing

/// The page builder: what goes into a page is text unless LayoutViz's own code wrote it as
/// markup; addresses are checked; data for scripts cannot close its element; and the policy
/// names exactly the styles and scripts the page holds.
@Suite struct HTMLTests {
    static let hostile = "</script><script>document.title='PWNED'</script><img src=x onerror=\"document.title='PWNED'\">&amp;\u{2028}'\""

    @Test func interpolatedTextIsEscapedAndMarkupIsKept() {
        let name = "<b>bold</b> & \"quoted\" 'single'"
        let inner: HTML = "<i>\(name)</i>"
        let page: HTML = "<p title=\"\(name)\">\(inner)\(3)</p>"
        #expect(page.markup == "<p title=\"&lt;b&gt;bold&lt;/b&gt; &amp; &quot;quoted&quot; &#39;single&#39;\"><i>&lt;b&gt;bold&lt;/b&gt; &amp; &quot;quoted&quot; &#39;single&#39;</i>3</p>")
        #expect(HTML.joined(["<a>", "<b>"], separator: ", ").markup == "<a>, <b>")
    }

    @Test(arguments: [
        ("javascript:alert(1)", "#"), ("JavaScript:alert(1)", "#"), ("java\tscript:alert(1)", "#"), ("java\nscript:x", "#"),
        ("data:text/html,<script>", "#"), ("//evil.example/x", "#"), ("/etc/passwd", "#"), ("\\\\host\\x", "#"), ("vbscript:x", "#"),
        ("file:///etc/passwd", "#"), ("page.html", "page.html"), ("a/b c.html#view=x", "a/b c.html#view=x"), ("#changed", "#changed"),
        ("https://example.com/a", "https://example.com/a"), ("http://127.0.0.1:8765/", "http://127.0.0.1:8765/"),
    ])
    func linksAreRelativeOrWebAddresses(address: String, expected: String) {
        #expect(HTML.safeAddress(address) == expected)
    }

    @Test func filePathsArePercentEncodedAndConfined() {
        #expect(HTML.fileAddress("Card Views/dark mode#1.png") == "Card%20Views/dark%20mode%231.png")
        #expect(HTML.fileAddress("a/../../b.png") == "#")
        #expect(HTML.fileAddress("javascript:alert(1)") == "#")
        #expect(HTML.fileAddress("/abs.png") == "#")
        #expect(HTML.fileAddress("x:y/z.png") == "#")
        let img: HTML = "<img src=\"\(imageSource: "data:image/png;base64,iVBORw0KGgo=")\"><img src=\"\(imageSource: "data:text/html;base64,PHNjcmlwdD4=")\">"
        #expect(img.markup == "<img src=\"data:image/png;base64,iVBORw0KGgo=\"><img src=\"#\">")
    }

    @Test func dataForScriptsCannotCloseItsElementAndParsesBack() throws {
        let json = "{\"name\":\(jsonQuoted(Self.hostile))}"
        let safe = HTML.scriptSafeJSON(json)
        #expect(!safe.contains("<") && !safe.contains(">") && !safe.contains("&") && !safe.contains("\u{2028}"))
        let back = try JSONSerialization.jsonObject(with: Data(safe.utf8)) as? [String: String]
        #expect(back?["name"] == Self.hostile)
    }

    @Test func thePolicyNamesEachStyleAndScriptByItsHash() throws {
        var page = HTMLPage(title: Self.hostile, styles: [.inspectorCSS], body: "<p>\(Self.hostile)</p>", scripts: [.inspectorJS])
        page.lengths = [("pic-left", 16)]
        page.data = "[\(jsonQuoted(Self.hostile))]"
        let html = page.render()
        let scripts = html.components(separatedBy: "<script").count - 1
        #expect(scripts == 2, "the data element and the page's one script")
        #expect(!html.contains("<img src=x") && html.contains("&lt;img src=x onerror=&quot;"))
        let policy = page.policy(styles: [PageResource.inspectorCSS.text, ":root{--pic-left:16px}\n"], scripts: [PageResource.inspectorJS.text])
        #expect(html.contains("content=\"\(policy)\""))
        #expect(policy.hasPrefix("default-src 'none'; img-src 'self' data: file: http: https:; style-src 'sha256-"))
        #expect(policy.contains("script-src 'sha256-\(SHA256.base64(Data(PageResource.inspectorJS.text.utf8)))'"))
        #expect(!policy.contains("unsafe-inline") && policy.hasSuffix("base-uri 'none'; form-action 'none'"))
        // SHA-256 of "abc", a published test vector, in base64.
        #expect(SHA256.base64(Data("abc".utf8)) == "ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0=")
    }

    @Test func resourcesHaveNoInlineHandlersAndNoMarkupFromData() {
        for r in PageResource.allCases {
            let text = r.text
            #expect(!text.isEmpty)
            #expect(!text.contains("innerHTML") && !text.contains("outerHTML") && !text.contains("insertAdjacentHTML") && !text.contains("document.write")
                    && !text.contains("eval(") && !text.contains("new Function"), "\(r)")
        }
    }

    @Test func theInspectorSwitcherLinksItsScreens() {
        let page = InspectorPage.html(title: "t", subtitle: "s", imageSource: "a.png", canvas: CGSize(width: 402, height: 874), steps: [],
                                      variants: [.init(label: "iPhone 17 portrait", href: "iphone-17-portrait.html", isCurrent: true),
                                                 .init(label: "iPhone 17 landscape", href: "iphone-17-landscape.html", isCurrent: false)])
        #expect(page.contains("<option value=\"iphone-17-portrait.html\" selected>iPhone 17 portrait</option><option value=\"iphone-17-landscape.html\">iPhone 17 landscape</option>"))
        #expect(!page.contains("onchange="), "the switcher is wired by the page's script")
    }

    /// Every page LayoutViz writes, fed hostile strings wherever user data goes: none of them
    /// becomes markup (the browser test, in LayoutVizCLITests, opens the pages themselves).
    @Test func everyPageKeepsHostileStringsAsText() {
        let h = Self.hostile
        let step = LayoutStep(path: h, depth: 0, kind: h, detail: h, viewName: h, proposal: .unspecified, frame: CGRect(x: 0, y: 0, width: 10, height: 10), rule: h)
        let pages = [
            InspectorPage.html(title: h, subtitle: h, imageSource: h, canvas: CGSize(width: 100, height: 100), steps: [step],
                               variants: [.init(label: h, href: h, isCurrent: false)]),
            CatalogSite.index(title: h, entries: [CatalogSite.Entry(id: h, title: h, group: h, subtitle: h, pictures: [.init(values: [h: h], file: h, inspector: h)])]),
            CatalogSite.page(CatalogSite.Entry(id: h, title: h, group: h, subtitle: h, pictures: [.init(values: ["device": h], file: h, inspector: h)]), siteTitle: h),
            ReportPage.html([ReportPage.Cell(id: h, status: .failed, message: h, region: [1, 2, 3, 4], scale: 2,
                                             artifacts: ["inspect": "javascript:alert(1)", "expected": h, "actual": h, "diff": h])],
                            run: ReportPage.Run(goldens: h, mode: h, modeSource: h)),
        ]
        for page in pages {
            #expect(!page.contains("<img src=x") && !page.contains("=\"javascript:") && !page.contains("'PWNED'</script>"))
            // The page's own elements only: its scripts and, where it has data, the data element.
            let scripts = page.components(separatedBy: "<script").count - 1
            #expect(scripts <= 2)
        }
    }
}
