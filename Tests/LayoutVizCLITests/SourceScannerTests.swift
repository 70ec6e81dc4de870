import Foundation
import LayoutVizCLI
import LayoutVizPreviewKit
import Testing

/// The scanner finds previews at file scope, and nothing inside comments, strings or types.
@Suite struct SourceScannerTests {
    @Test func findsPreviewBlocksWithTheirNamesAndBodies() {
        let source = """
            import SwiftUI
            #Preview { Text("}") }
            #Preview("Dark mode", traits: .landscapeLeft) {
                VStack { Text("{ not a brace") }
            }
            #Preview(traits: .sizeThatFitsLayout) /* a { comment */ {
                Text(#"raw "}" string"#)
            }
            """
        let scan = SourceScanner.scan(source)
        #expect(scan.macros.map(\.line) == [2, 3, 6])
        #expect(scan.macros.map(\.name) == [nil, "Dark mode", nil])
        let bytes = Array(source.utf8)
        for m in scan.macros {
            #expect(bytes[m.bodyOpen] == UInt8(ascii: "{") && bytes[m.bodyClose] == UInt8(ascii: "}"))
        }
        // The first body ends on its own line, after the string holding a brace.
        #expect(String(decoding: bytes[scan.macros[0].start...scan.macros[0].bodyClose], as: UTF8.self) == #"#Preview { Text("}") }"#)
        #expect(scan.problem == nil)
    }

    /// A widget preview's labelled trailing closure is part of its block; lines after it count on.
    @Test func aWidgetPreviewsTimelineBelongsToItsBlock() {
        let source = """
            #Preview(as: .systemSmall) {
                Clock()
            } timeline: {
                Entry(date: .now) // }
            }
            #Preview("P", as: .systemMedium) { Clock() } timelineProvider: { Provider() }
            #Preview { Text("timeline") }
            """
        let scan = SourceScanner.scan(source)
        let bytes = Array(source.utf8)
        let blocks = scan.macros.map { String(decoding: bytes[$0.start...$0.bodyClose], as: UTF8.self) }
        #expect(blocks[0].hasSuffix("Entry(date: .now) // }\n}"))
        #expect(blocks[1] == #"#Preview("P", as: .systemMedium) { Clock() } timelineProvider: { Provider() }"#)
        #expect(blocks[2] == #"#Preview { Text("timeline") }"#)
        #expect(scan.macros.map(\.line) == [1, 6, 7])
    }

    @Test func ignoresPreviewsInCommentsStringsAndTypes() {
        let source = #"""
            // #Preview { Commented() }
            /* outer /* nested #Preview { } */ still a comment #Preview {} */
            let s = "#Preview { }"
            let m = """
                #Preview { Text("multi-line \(value.map { "\($0)" }) }") }
                """
            struct Host {
                #Preview { NotAtFileScope() }
            }
            """#
        let scan = SourceScanner.scan(source)
        #expect(scan.macros.isEmpty && scan.providers.isEmpty && scan.problem == nil)
    }

    @Test func findsPreviewProvidersByTheirConformance() {
        let source = """
            struct ContentView_Previews: PreviewProvider {
                static var previews: some View { ContentView() }
            }
            struct Other: View, SwiftUI.PreviewProvider { static var previews: some View { Color.red } }
            extension Card: PreviewProvider { static var previews: some View { Card() } }
            struct NotAPreview: View { var body: some View { PreviewProviderLike() } }
            final class Model: ObservableObject {}
            enum Previews {}
            """
        let scan = SourceScanner.scan(source)
        #expect(scan.providers == [
            .init(line: 1, typeName: "ContentView_Previews"), .init(line: 4, typeName: "Other"), .init(line: 5, typeName: "Card"),
        ])
    }

    @Test func findsTheAttributesLeftOut() {
        let source = """
            @main
            struct MyApp: App { var body: some Scene { WindowGroup { Root() } } }
            #Preview {
                @Previewable @State var on = true
                Toggle("On", isOn: $on)
            }
            """
        let scan = SourceScanner.scan(source)
        #expect(scan.mainAttributes == [0])
        #expect(scan.previewableAttributes.count == 1)
        #expect(scan.macros.count == 1)
    }

    @Test func reportsUnterminatedLiterals() {
        #expect(SourceScanner.scan("let s = \"\"\"\nnever closed").problem == "unterminated string literal")
        #expect(SourceScanner.scan("/* never closed").problem == "unterminated comment")
        #expect(SourceScanner.scan("#Preview { Text(\"a\")").problem == "unbalanced brackets")
    }
}
