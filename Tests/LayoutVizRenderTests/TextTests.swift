import Foundation
import LayoutViz
import Testing

/// Text measured with Pango and Inter (docs/layout/text.md). Metrics are this stack's (Debian 12: Pango
/// 1.50, HarfBuzz 6, FreeType 2.12, fonts-inter 4.0); see cairo-pango-notes.md.
@Suite struct TextTests {

    let measurer = RenderContext.standardTextMeasurer

    private func measure(_ s: String, _ font: Font = .body, width: CGFloat? = nil, lines: Int? = nil) -> TextMetrics {
        measurer.measure(TextLayoutRequest(string: s, font: font, wrapWidth: width, maxLines: lines, truncation: .tail, alignment: .leading))
    }

    private func tree(_ v: some View, _ w: CGFloat?, _ h: CGFloat?, scale: CGFloat = 1) -> LayoutTree {
        var env = EnvironmentValues.standard
        env.displayScale = scale
        return LayoutTree(v, proposal: ProposedViewSize(width: w, height: h), environment: env)
    }

    private func up(_ v: CGFloat, _ scale: CGFloat) -> CGFloat { ((v * scale) - 1e-6).rounded(.up) / scale }

    @Test func pangoMetricsOfInterAreTheKnownOnes() {
        let login = measure("Login")
        #expect(login.size == CGSize(width: 44.044921875, height: 20.57421875))
        #expect(login.lineCount == 1 && login.firstBaseline == 16.46875)
        // Kerning applies (the toy API without shaping gives 99.247).
        #expect(measure("AVAWAY To").size.width == 92.484375)
        #expect(measure("Login", .headline).size.width > login.size.width)
        #expect(measure("Login", .largeTitle).size.height > 40)
    }

    @Test func nilWidthGivesTheIdealSizeRoundedUpToPixels() {
        let m = measure("Hello world")
        #expect(tree(Text("Hello world"), nil, nil).root.frame.size == CGSize(width: up(m.size.width, 1), height: up(m.size.height, 1)))
        let at3 = tree(Text("Hello world"), nil, nil, scale: 3).root.frame.size
        #expect(at3 == CGSize(width: up(m.size.width, 3), height: up(m.size.height, 3)))
        #expect(at3.width == 271.0 / 3)
    }

    @Test func widerProposalsDoNotGrowText() {
        let ideal = tree(Text("Hello world"), nil, nil).root.frame.size
        #expect(tree(Text("Hello world"), 500, 500).root.frame.size == ideal)
        #expect(tree(Text("Hello world"), .infinity, .infinity).root.frame.size == ideal)
    }

    @Test(arguments: [(CGFloat(120), 2), (60, 3), (200, 1)])
    func narrowerWidthsWrapAtWords(width: CGFloat, lines: Int) {
        let s = "Hello world again"
        let m = measure(s, width: width < 150 ? width : nil)
        #expect(m.lineCount == lines)
        let size = tree(Text(s), width, nil).root.frame.size
        #expect(size.width <= width)
        #expect(size.width == up(m.size.width, 1))
        #expect(size.height == up(CGFloat(lines) * 20.57421875, 1))
    }

    @Test func aWordWiderThanTheProposalBreaksInside() {
        let size = tree(Text("Supercalifragilistic"), 50, nil).root.frame.size
        #expect(size.width <= 50)
        #expect(size.height > 40)
    }

    @Test func lineLimitTruncatesWithAnEllipsis() {
        let s = "Hello world again and again and again"
        let one = tree(Text(s).lineLimit(1), 100, nil)
        #expect(one.root.frame.height == 21)
        #expect(one.root.frame.width <= 100)
        let two = tree(Text(s).lineLimit(2), 100, nil)
        #expect(two.root.frame.height == up(2 * 20.57421875, 1))
        // lineLimit(0) means 1.
        #expect(tree(Text(s).lineLimit(0), 100, nil).root.frame.height == 21)
    }

    @Test func aShortHeightKeepsTheLinesThatFitAndAtLeastOne() {
        let s = "Hello world again and again"
        #expect(tree(Text(s), 100, 45).root.frame.height == up(2 * 20.57421875, 1))
        #expect(tree(Text(s), 100, 5).root.frame.height == 21)
    }

    @Test func aZeroWidthGivesZeroAndAZeroHeightKeepsOneLine() {
        #expect(tree(Text("Hello"), 0, nil).root.frame.size == .zero)
        #expect(tree(Text("Hello"), 0, 100).root.frame.size == .zero)
        let line = tree(Text("Hello"), nil, nil).root.frame.size
        #expect(tree(Text("Hello"), 100, 0).root.frame.size == line)
        #expect(tree(Text("Hello world, two lines"), 60, 0).root.frame.height == line.height)
    }

    /// A VStack of sixty rows on iPhone 16 overflows its safe area at both ends, centred, and
    /// keeps every row one line tall (docs/layout/text.md, "Squeezed by a stack").
    @Test func aVStackOfSixtyRowsKeepsEveryRow() throws {
        let config = try #require(DeviceCatalog.device(named: "iphone-16")).configuration(.portrait)
        let scene = DeviceScene(VStack { ForEach(0..<60, id: \.self) { Text("Row \($0)").id($0) } }, configuration: config)
        let rowHeight = up(20.57421875, 3)
        let frames = (0..<60).map { scene.tree.frame(of: $0)! }
        #expect(frames.allSatisfy { $0.height == rowHeight })
        for k in 1..<60 { #expect(abs(frames[k].minY - frames[k - 1].maxY - 8) < 1e-9) }
        let stack = scene.tree.root.frame
        #expect(abs(stack.height - (60 * rowHeight + 59 * 8)) < 1e-9)
        // Centred in the safe area (59...818): it overflows above and below by the same amount.
        #expect(abs(stack.midY - (59 + (852 - 59 - 34) / 2)) < 1e-9)
        // Every row on the screen is drawn (the others lie beyond the picture).
        let onScreen = frames.filter { $0.maxY > 0 && $0.minY < 852 }.count
        let texts = scene.displayList(chrome: .none).items.filter { if case .text = $0 { return true } else { return false } }
        #expect(onScreen == 31 && texts.count == onScreen)
    }

    @Test func fontsAndWeightsComeFromTheEnvironment() {
        let plain = tree(Text("Login"), nil, nil).root.frame.size
        let bold = tree(Text("Login").bold(), nil, nil).root.frame.size
        let viaEnv = tree(VStack { Text("Login") }.font(.headline), nil, nil).root.frame.size
        #expect(bold.width > plain.width)
        #expect(viaEnv.width == up(measure("Login", .headline).size.width, 1))
        #expect(tree(Text("Login").font(.caption), nil, nil).root.frame.height == up(measure("Login", .caption).size.height, 1))
        #expect(Font.largeTitle.size == 34 && Font.headline.weight == .semibold && Font.caption2.size == 11)
    }

    /// Text is less flexible than Colors, so an HStack sizes it first with an even share and it wraps.
    @Test func textInAStackWrapsAtItsShare() {
        let t = tree(HStack { Color.red; Text("Hello, world").id("t"); Color.blue }, 200, 100)
        let f = t.frame(of: "t")!
        #expect(f.height == up(2 * 20.57421875, 1))
        #expect(f.width <= (200 - 16) / 3)
    }

    @Test func firstTextBaselinesLineUp() {
        let t = tree(HStack(alignment: .firstTextBaseline) {
            Text("Big").font(.largeTitle).id("big")
            Text("small").font(.caption).id("small")
        }, nil, nil)
        let big = measure("Big", .largeTitle), small = measure("small", .caption)
        let b = t.frame(of: "big")!, s = t.frame(of: "small")!
        #expect(abs((b.minY + big.firstBaseline) - (s.minY + small.firstBaseline)) < 0.0001)
    }

    @Test func textIsDrawnInItsColourAndPixels() throws {
        let t = tree(Text("Login").foregroundColor(.red).padding(4).background(Color.white), nil, nil, scale: 2)
        let items = t.displayList(scale: 2).items
        #expect(items.contains { if case .text(let r, _, let c) = $0 { return r.string == "Login" && c == .red }; return false })
        let bitmap = try CairoRenderer.bitmap(t.displayList(scale: 2))
        // Some pixel is pure text red, some is untouched white.
        #expect(bitmap.pixels.contains(RGBA8(.red)))
        #expect(bitmap.pixels.contains(RGBA8(.white)))
    }
}

/// docs/layout/text.md: buttons take their layout from their style.
@Suite struct ButtonTests {

    @Test func defaultButtonIsItsTintedLabel() {
        let button = LayoutTree(Button("Login") {}, proposal: .unspecified)
        let text = LayoutTree(Text("Login"), proposal: .unspecified)
        #expect(button.root.frame == text.root.frame)
        #expect(button.root.viewName == "Button")
        let colors = button.displayList(scale: 1).items.compactMap { if case .text(_, _, let c) = $0 { return c }; return nil }
        #expect(colors == [.accentColor])
        let red = LayoutTree(Button("Login") {}.foregroundColor(.red), proposal: .unspecified)
        #expect(red.displayList(scale: 1).items.contains { if case .text(_, _, let c) = $0 { return c == .red }; return false })
    }

    struct Capsuled: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label.padding().background(Capsule()).opacity(configuration.isPressed ? 0.5 : 1)
        }
    }

    @Test func customStylesWrapTheLabel() {
        let t = LayoutTree(VStack { Button("Login") {}; Button(action: {}) { Color.red.frame(width: 10, height: 10).id("label") } }
            .buttonStyle(Capsuled()), proposal: .unspecified)
        let label = LayoutTree(Text("Login"), proposal: .unspecified).root.frame.size
        #expect(t.root.children[0].frame.size == CGSize(width: label.width + 32, height: label.height + 32))
        #expect(t.frame(of: "label")?.size == CGSize(width: 10, height: 10))
        #expect(t.root.children[1].frame.size == CGSize(width: 42, height: 42))
        // Not pressed: no opacity layer.
        #expect(!t.displayList(scale: 1).items.contains(.beginOpacity(0.5)))
    }
}

/// Control characters never cut the text short.
@Suite struct TextControlCharacterTests {

    @Test func aNullCharacterDoesNotEndTheText() {
        let m = RenderContext.standardTextMeasurer
        let font = Font.body
        func width(_ s: String) -> CGFloat {
            m.measure(TextLayoutRequest(string: s, font: font, wrapWidth: nil, maxLines: nil, truncation: .tail, alignment: .leading)).size.width
        }
        #expect(width("a\u{0}bcdefghij") > width("abcdefghij"))
        #expect(width("a\u{0}bcdefghij") == width("a\u{2400}bcdefghij"))
    }
}


/// `lineSpacing(_:)`: points between lines, not above the first or below the last.
@Suite struct LineSpacingTests {

    @Test func lineSpacingAddsBetweenLinesOnly() {
        let text = Text("one two three four five six seven").frame(width: 60)
        let plain = LayoutTree(text, proposal: .unspecified).root.children[0].frame.size
        let spaced = LayoutTree(text.lineSpacing(10), proposal: .unspecified).root.children[0].frame.size
        let line = LayoutTree(Text("one"), proposal: .unspecified).root.frame.height
        let lines = Int((plain.height / line).rounded())
        #expect(lines > 2)
        #expect(abs(spaced.height - (plain.height + CGFloat(lines - 1) * 10)) < 0.34)
        // One line: no spacing at all; negative spacing counts as 0.
        #expect(LayoutTree(Text("one").lineSpacing(10), proposal: .unspecified).root.frame.height == line)
        #expect(LayoutTree(text.lineSpacing(-5), proposal: .unspecified).root.children[0].frame.size == plain)
    }

    @Test func aShortHeightKeepsTheLinesThatFitWithTheirSpacing() {
        // Two lines of about 20.6 points with 10 between need 51.2 points: 45 holds one.
        let text = Text("one two three four five six seven").lineSpacing(10)
        let line = LayoutTree(Text("one"), proposal: .unspecified).root.frame.height
        let tree = LayoutTree(text, proposal: ProposedViewSize(width: 60, height: 45))
        #expect(tree.root.frame.height == line)
        let two = LayoutTree(text, proposal: ProposedViewSize(width: 60, height: 2 * line + 10.5))
        #expect(abs(two.root.frame.height - (2 * line + 10)) < 0.34)
    }
}

/// Joined texts, reserved lines and shrinking to fit (docs/layout/text.md).
@Suite struct StyledTextTests {

    func size(_ v: some View, _ w: CGFloat?, _ h: CGFloat? = nil) -> CGSize {
        var env = EnvironmentValues.standard
        env.displayScale = 1
        return LayoutTree(v, proposal: ProposedViewSize(width: w, height: h), environment: env).root.frame.size
    }

    @Test func joinedTextsKeepEachPartsStyle() throws {
        let plain = size(Text("Hello world"), nil), bold = size(Text("Hello world").bold(), nil)
        let joined = size(Text("Hello ") + Text("world").bold(), nil)
        #expect(joined.width > plain.width && joined.width < bold.width && joined.height == plain.height)
        // A larger part makes the line taller.
        #expect(size(Text("Big").font(.largeTitle) + Text(" small").font(.caption), nil).height == size(Text("Big").font(.largeTitle), nil).height)
        // Each part in its colour: red and blue pixels both appear.
        var env = EnvironmentValues.standard
        env.displayScale = 2
        let tree = LayoutTree(ZStack { Color.white; Text("AAA").foregroundColor(.red) + Text("BBB").foregroundColor(.blue) }, proposal: .unspecified, environment: env)
        let b = try CairoRenderer.bitmap(tree.displayList(scale: 2))
        #expect(b.pixels.contains { $0.r > 200 && $0.g < 100 && $0.b < 100 } && b.pixels.contains { $0.b > 200 && $0.r < 60 })
        // The outer modifiers apply where a part sets nothing.
        let outer = size((Text("Hello ") + Text("world")).bold(), nil)
        #expect(outer == bold)
    }

    @Test func reservedLinesKeepTheirHeight() {
        let one = size(Text("Title"), 300)
        let line: CGFloat = 20.57421875
        let h = size(Text("Title").lineLimit(2, reservesSpace: true), 300).height
        #expect(h == (2 * line).rounded(.up), "\(Double(h).debugDescription)")
        #expect(size(Text("Title").lineLimit(3, reservesSpace: true), 300).width == one.width)
        #expect(size(Text("Title").lineLimit(2...4), 300).height == (2 * line).rounded(.up))
        #expect(size(Text("Title").lineLimit(2, reservesSpace: false), 300) == one)
        // More text than the limit is cut to it.
        let long = String(repeating: "word ", count: 60)
        #expect(size(Text(long).lineLimit(2, reservesSpace: true), 200).height == (2 * line).rounded(.up))
    }

    @Test func minimumScaleFactorShrinksBeforeTruncating() {
        let text = "A rather long title that does not fit"
        let full = size(Text(text), nil)
        let shrunk = size(Text(text).lineLimit(1).minimumScaleFactor(0.5), 200)
        #expect(full.width > 200 && shrunk.width <= 200 && shrunk.width > 180)
        #expect(shrunk.height < full.height && shrunk.height >= (full.height * 0.5).rounded(.down))
        // Text that fits is untouched; a factor too large to fit truncates at the smallest size.
        #expect(size(Text("Short").minimumScaleFactor(0.5), 200) == size(Text("Short"), 200))
        let floor = size(Text(text).lineLimit(1).minimumScaleFactor(0.9), 200)
        #expect(floor.width <= 200 && floor.height < full.height)
    }

    /// An attributed string's runs keep SwiftUI's attributes: each is drawn in its own colour and
    /// font, one line as `Text + Text` sets it (docs/layout/text.md, "Attributed strings").
    @Test func attributedStringsDrawTheirRunsAttributes() throws {
        var s = AttributedString("Hello world")
        s.foregroundColor = .blue
        let world = try #require(s.range(of: "world"))
        s[world].foregroundColor = .red
        s[world].font = .system(size: 30, weight: .bold)
        #expect(s.runs.count == 2)
        let t = LayoutTree(Text(s).font(.system(size: 17)), proposal: ProposedViewSize(width: 300, height: nil))
        let drawn = t.displayList(scale: 2).items.compactMap { if case .text(let r, _, _) = $0 { return r } else { return nil } }
        #expect(drawn.count == 1 && drawn.first?.string == "Hello world")
        let runs = try #require(drawn.first?.runs)
        #expect(runs.map(\.length) == [6, 5] && runs.map(\.color) == [.blue, .red])
        #expect(runs.map(\.font.weight) == [.regular, .bold])
        // The bold 30-point run makes the line taller than a 17-point line alone.
        let plain = LayoutTree(Text("Hello world").font(.system(size: 17)), proposal: ProposedViewSize(width: 300, height: nil))
        #expect(t.root.frame.height > plain.root.frame.height + 10)
    }
}
