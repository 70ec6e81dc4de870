import SwiftUI
import Testing

// The API issue 42 found missing, each laid out as iOS lays it out: tables, outlines, anchor
// preferences, mesh gradients, `@Animatable`, slider ticks, images drawn by a closure and
// `AsyncImage(request:)` (docs/coverage.md, "iOS 26 and 27").

private struct Person: Identifiable {
    let id: Int
    let name: String
    let city: String
}

private let people = [Person(id: 1, name: "Ada", city: "London"), Person(id: 2, name: "Grace", city: "Arlington")]

private struct Folder: Identifiable {
    let id: String
    var children: [Folder]?
}

private struct BoundsKey: PreferenceKey {
    static let defaultValue: Anchor<CGRect>? = nil
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
}

@Animatable private struct Wave: Shape {
    var amplitude: Double
    var phase: Double
    @AnimatableIgnored var label: String = "wave"
    func path(in rect: CGRect) -> Path { Path(rect.insetBy(dx: 0, dy: rect.height * (1 - amplitude) / 2)) }
}

@Animatable private struct Still: Shape {
    @AnimatableIgnored var name: String
    func path(in rect: CGRect) -> Path { Path(rect) }
}

@Suite struct iOS26MissingAPITests {
    private func texts(_ tree: LayoutTree) -> [(String, CGRect)] {
        tree.root.allNodes().filter { $0.kind == "Text" }.map { (String($0.detail.split(separator: "\"")[0]), $0.frame) }
    }

    @Test func aTableOnAPhoneIsAListOfItsFirstColumn() {
        let table = Table(people) {
            TableColumn("Name", value: \.name)
            TableColumn("City") { Text($0.city) }
        }
        let shown = texts(LayoutTree(table, proposal: ProposedViewSize(width: 390, height: 400))).map(\.0)
        #expect(shown == ["Ada", "Grace"])
    }

    @Test func aTableOnAnIPadShowsItsColumnsUnderTheirTitles() throws {
        let table = Table(people) {
            TableColumn("Name", value: \.name).width(120)
            TableColumn("City") { Text($0.city) }
        }
        .environment(\.horizontalSizeClass, .regular)
        let shown = texts(LayoutTree(table, proposal: ProposedViewSize(width: 700, height: 400)))
        #expect(shown.map(\.0) == ["Name", "City", "Ada", "London", "Grace", "Arlington"])
        let x = Dictionary(uniqueKeysWithValues: shown.map { ($0.0, $0.1.minX) })
        // Cells line up under their titles; the fixed column is 120 wide, 8 before the next.
        #expect(x["Ada"] == x["Name"] && x["Grace"] == x["Name"])
        #expect(x["London"] == x["City"] && x["City"]! - x["Name"]! == 128)
    }

    @Test func anOutlineShowsItsTopLevelCollapsed() {
        let tree = [Folder(id: "Documents", children: [Folder(id: "Taxes")]), Folder(id: "Notes")]
        let laid = LayoutTree(List(tree, children: \.children) { Text($0.id) }, proposal: ProposedViewSize(width: 390, height: 400))
        #expect(texts(laid).map(\.0) == ["Documents", "Notes"])
        // One chevron, for the folder with children.
        #expect(laid.root.allNodes().filter { $0.viewName == "Chevron" }.count == 1)
    }

    @Test func anAnchorIsReadInTheReadersCoordinates() throws {
        let view = VStack(spacing: 0) {
            Color.red.frame(width: 100, height: 50)
            Color.blue.frame(width: 60, height: 30).anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
        }
        .padding(10)
        .overlayPreferenceValue(BoundsKey.self) { anchor in
            GeometryReader { proxy in
                if let anchor {
                    let r = proxy[anchor]
                    Color.green.frame(width: r.width, height: r.height).offset(x: r.minX, y: r.minY)
                }
            }
        }
        let tree = LayoutTree(view, proposal: .unspecified)
        let nodes = tree.root.allNodes()
        let blue = try #require(nodes.first { $0.kind == "Color" && $0.detail.contains("blue") }).frame
        let green = try #require(nodes.first { $0.kind == "Color" && $0.detail.contains("green") }).frame
        #expect(blue == CGRect(x: 30, y: 60, width: 60, height: 30))
        #expect(green == blue)
    }

    @Test func aMeshGradientFillsItsFrameWithItsColours() throws {
        let mesh = MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]], colors: [.red, .blue, .green, .yellow])
        let tree = LayoutTree(mesh.frame(width: 40, height: 30), proposal: .unspecified)
        let leaf = try #require(tree.root.allNodes().first { $0.kind == "MeshGradient" })
        #expect(leaf.frame.size == CGSize(width: 40, height: 30))
        // Too few points: nothing but the background.
        let broken = MeshGradient(width: 3, height: 3, points: [[0, 0]], colors: [.red])
        guard case .mesh(let m) = broken._paint else { Issue.record("not a mesh"); return }
        #expect(m.columns == 0 && m.points.isEmpty)
    }

    @Test func animatableDeclaresItsDataFromItsStoredProperties() {
        var wave = Wave(amplitude: 0.5, phase: 2)
        #expect(wave.animatableData == AnimatablePair(0.5, 2))
        wave.animatableData = AnimatablePair(0.25, 3)
        #expect(wave.amplitude == 0.25 && wave.phase == 3 && wave.label == "wave")
        #expect(Still(name: "x").animatableData == EmptyAnimatableData())
    }

    @Test func sliderTicksMarkTheirValuesAndTheFillStartsAtTheNeutralValue() throws {
        @State var v = 0.75
        let slider = Slider(value: $v, in: 0...1, neutralValue: 0.5, label: { Text("Level") }) {
            SliderTick(0.0)
            SliderTickContentForEach([0.5, 1.0], id: \.self) { SliderTick($0) }
        }
        var env = EnvironmentValues.standard
        env.systemLookName = .ios26
        let tree = LayoutTree(slider.frame(width: 237), proposal: .unspecified, environment: env)
        let circles = tree.root.allNodes().filter { $0.kind == "Circle" }.map(\.frame)
        // Marks between the thumb's extreme centres (18.5 ... 218.5), 3 wide.
        #expect(circles.map(\.midX) == [18.5, 118.5, 218.5])
        // The fill runs from the neutral value's centre (118.5) to the thumb's (168.5).
        let fill = try #require(tree.root.allNodes().filter { $0.kind == "Capsule" }.dropFirst().first).frame
        #expect(fill.minX == 118.5 && fill.width == 50)
    }

    @Test func anImageDrawnByAClosureHasTheSizeGiven() throws {
        let image = Image(size: CGSize(width: 24, height: 16), label: Text("Dot")) { ctx in
            ctx.fill(Path(ellipseIn: CGRect(x: 0, y: 0, width: 24, height: 16)), with: .color(.red))
        }
        let tree = LayoutTree(image, proposal: ProposedViewSize(width: 300, height: 300))
        #expect(tree.root.frame.size == CGSize(width: 24, height: 16))
        let resized = LayoutTree(image.resizable().frame(width: 48, height: 48), proposal: .unspecified)
        #expect(resized.root.frame.size == CGSize(width: 48, height: 48))
    }

    @Test func anAsyncImageWithARequestDrawsItsPlaceholder() {
        let request = URLRequest(url: URL(string: "https://example.com/a.png")!)
        let tree = LayoutTree(AsyncImage(request: request).frame(width: 64, height: 64), proposal: .unspecified)
        #expect(tree.root.allNodes().contains { $0.kind == "Color" && $0.detail.contains("secondarySystemFill") })
    }
}
