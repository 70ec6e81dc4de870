import Foundation
import Testing
@testable import LayoutVizCore
import LayoutViz

/// System, hierarchical and UIKit semantic colours per colour scheme and contrast (docs/look.md,
/// "System colours"), and the screen's own scheme (docs/variants.md, "Colour scheme").
@Suite struct SystemColorTests {
    /// `color` as drawn in the given appearance, as 0–255 components and opacity.
    func drawn(_ color: Color, _ scheme: ColorScheme, _ contrast: ColorSchemeContrast = .standard,
               look: SystemLook.Name = .ios26) -> [Double] {
        var env = EnvironmentValues.standard
        env.colorScheme = scheme
        env.colorSchemeContrast = contrast
        env.systemLookName = look
        return parts(color._resolveColor(in: env))
    }

    func parts(_ c: Color) -> [Double] {
        [(c.red * 255).rounded(), (c.green * 255).rounded(), (c.blue * 255).rounded(), (c.alpha * 100).rounded() / 100]
    }

    @Test func iOS26sHuesHaveFourAppearances() {
        #expect(drawn(.blue, .light) == [0, 136, 255, 1] && drawn(.accentColor, .light) == [0, 136, 255, 1])
        #expect(drawn(.blue, .dark) == [0, 145, 255, 1] && drawn(.accentColor, .dark) == [0, 145, 255, 1])
        #expect(drawn(.blue, .light, .increased) == [30, 110, 244, 1] && drawn(.blue, .dark, .increased) == [92, 184, 255, 1])
        #expect(drawn(.red, .light) == [255, 56, 60, 1] && drawn(.red, .dark) == [255, 66, 69, 1])
        #expect(drawn(.orange, .light) == [255, 141, 40, 1] && drawn(.yellow, .dark) == [255, 214, 0, 1])
        #expect(drawn(.mint, .light) == [0, 200, 179, 1] && drawn(.teal, .dark) == [0, 210, 224, 1])
        #expect(drawn(.cyan, .dark) == [60, 211, 254, 1] && drawn(.indigo, .light) == [97, 85, 245, 1])
        #expect(drawn(.purple, .dark) == [219, 52, 242, 1] && drawn(.brown, .light) == [172, 127, 94, 1])
        // Green and pink keep their standard values; greys and labels keep iOS 18's rows.
        #expect(drawn(.green, .light) == [52, 199, 89, 1] && drawn(.green, .light, .increased) == [0, 137, 50, 1])
        #expect(drawn(.gray, .dark) == [142, 142, 147, 1] && drawn(.gray, .dark, .increased) == [174, 174, 178, 1])
        #expect(drawn(Color(.systemRed), .dark) == [255, 66, 69, 1] && drawn(Color(.link), .light) == [0, 136, 255, 1])
    }

    @Test func iOS18sTableIsKeptUnderItsLook() {
        #expect(drawn(.blue, .light, look: .ios18) == [0, 122, 255, 1] && drawn(.accentColor, .dark, look: .ios18) == [10, 132, 255, 1])
        #expect(drawn(.red, .light, look: .ios18) == [255, 59, 48, 1])
        #expect(drawn(.red, .dark, look: .ios18) == [255, 69, 58, 1])
        #expect(drawn(.red, .light, .increased, look: .ios18) == [215, 0, 21, 1])
        #expect(drawn(.red, .dark, .increased, look: .ios18) == [255, 105, 97, 1])
        #expect(drawn(.teal, .light, .increased, look: .ios18) == [0, 130, 153, 1])
        // Fixed colours stay put.
        #expect(drawn(.black, .dark) == [0, 0, 0, 1] && drawn(.white, .dark, .increased) == [255, 255, 255, 1])
        #expect(drawn(Color(red: 0.2, green: 0.4, blue: 0.6), .dark) == [51, 102, 153, 1])
    }

    @Test func hierarchicalLevelsFollowTheScheme() {
        #expect(drawn(.primary, .light) == [0, 0, 0, 1] && drawn(.primary, .dark) == [255, 255, 255, 1])
        #expect(drawn(.secondary, .light) == [60, 60, 67, 0.6] && drawn(.secondary, .light, .increased) == [60, 60, 67, 0.8])
        #expect(drawn(.secondary, .dark) == [235, 235, 245, 0.6] && drawn(.secondary, .dark, .increased) == [235, 235, 245, 0.7])
        var env = EnvironmentValues.standard
        env.colorScheme = .dark
        func level(_ s: HierarchicalShapeStyle) -> [Double] { parts(s._resolveColor(in: env)) }
        #expect(level(.tertiary) == [235, 235, 245, 0.3])
        #expect(level(.quaternary) == [235, 235, 245, 0.16])
        #expect(level(.quinary) == [255, 255, 255, 0.05])
        #expect(parts(SeparatorShapeStyle()._resolveColor(in: env)) == [84, 84, 88, 0.6])
        // An opacity on a system colour applies after it is resolved.
        #expect(drawn(Color.primary.opacity(0.5), .dark) == [255, 255, 255, 0.5])
    }

    @Test func uiKitColoursAsSwiftUIFilesUseThem() {
        #expect(drawn(Color(.systemBackground), .dark) == [0, 0, 0, 1])
        #expect(drawn(Color(.secondarySystemGroupedBackground), .light) == [255, 255, 255, 1])
        #expect(drawn(Color(.secondarySystemGroupedBackground), .dark) == [28, 28, 30, 1])
        #expect(drawn(Color(uiColor: .label), .dark) == [255, 255, 255, 1])
        #expect(drawn(Color(.systemGray5), .light) == [229, 229, 234, 1] && drawn(Color(.systemGray5), .dark) == [44, 44, 46, 1])
        #expect(drawn(Color(.opaqueSeparator), .dark) == [56, 56, 58, 1])
        #expect(drawn(Color(.systemFill), .dark) == [120, 120, 128, 0.36])
        // UIKit's plain `red` is pure red in every scheme, unlike `systemRed`.
        #expect(drawn(Color(.red), .dark) == [255, 0, 0, 1] && drawn(Color(.systemRed), .dark, look: .ios18) == [255, 69, 58, 1])
        #expect(drawn(Color(UIColor.label.withAlphaComponent(0.5)), .dark) == [255, 255, 255, 0.5])
    }

    /// `CIColor(color:)` reads a colour's components (a system colour's in light mode), as colour
    /// sets stored by their hex value read them back.
    @Test func coreImageColoursGiveTheComponents() {
        let c = CIColor(color: UIColor(Color(red: 0.2, green: 0.4, blue: 0.6, opacity: 0.5)))
        #expect([c.red, c.green, c.blue, c.alpha].map { ($0 * 1000).rounded() / 1000 } == [0.2, 0.4, 0.6, 0.5])
        let label = CIColor(color: .label)
        #expect([label.red, label.green, label.blue, label.alpha] == [0, 0, 0, 1])
        #expect(drawn(Color(UIColor(ciColor: CIColor(red: 1, green: 0, blue: 0))), .dark) == [255, 0, 0, 1])
    }

    /// The colour scheme of the screen a view is laid out on.
    func screenScheme(_ view: some View, _ scheme: ColorScheme = .light) -> ColorScheme {
        var env = EnvironmentValues.standard
        env.colorScheme = scheme
        return LayoutTree(view, proposal: ProposedViewSize(width: 100, height: 100), environment: env).colorScheme
    }

    @Test func theScreenFollowsItsRootEnvironmentAndThePreferredScheme() {
        #expect(screenScheme(Color.red) == .light && screenScheme(Color.red, .dark) == .dark)
        // An environment modifier around the whole view is the screen's, through AnyView too.
        #expect(screenScheme(VStack { Color.red }.environment(\.colorScheme, .dark)) == .dark)
        #expect(screenScheme(AnyView(VStack { Color.red }.environment(\.colorScheme, .dark))) == .dark)
        // One inside the view is not.
        #expect(screenScheme(VStack { Color.red.environment(\.colorScheme, .dark) }) == .light)
        // A preferred scheme from anywhere inside is; nil asks nothing; the first asking wins.
        #expect(screenScheme(VStack { Color.red; Text("x").preferredColorScheme(.dark) }) == .dark)
        #expect(screenScheme(VStack { Color.red.preferredColorScheme(.light) }, .dark) == .light)
        #expect(screenScheme(VStack { Color.red.preferredColorScheme(nil) }) == .light)
        #expect(screenScheme(VStack { Color.red.preferredColorScheme(.dark); Color.blue.preferredColorScheme(.light) }) == .dark)
    }

    @Test func aPreferredSchemeResolvesTheWholeViewInIt() {
        let tree = LayoutTree(VStack { Color.red.id("c"); Text("x").preferredColorScheme(.dark) }, proposal: ProposedViewSize(width: 100, height: 100))
        let leaf = tree.node(withID: "c")
        #expect(leaf?.detail.hasPrefix("red") == true)
        let fills = tree.displayList(scale: 1).items.compactMap { item -> Color? in if case .fill(_, let c) = item { return c } else { return nil } }
        #expect(fills.map(parts).contains([255, 66, 69, 1]))
    }
}
