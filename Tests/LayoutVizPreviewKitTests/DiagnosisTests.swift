import Foundation
import LayoutViz
import LayoutVizPreviewKit
import Testing

/// A folder's failing files found in a few builds, not one build a file (docs/previews.md,
/// "Files that do not compile"): imports of modules that are not there are found before
/// building, with the files that use their types.
@Suite(.serialized) struct DiagnosisTests {
    static let root = PreviewProject.checkoutRoot()

    init() {
        setenv("LAYOUTVIZ_CACHE", Self.root.appendingPathComponent(".build/layoutviz-test-cache").path, 1)
    }

    private func file(_ name: String, _ text: String, module: String? = nil) -> PreviewProject.SourceFile {
        PreviewProject.SourceFile(path: "/app/\(name)", text: text, scan: SourceScanner.scan(text), module: module)
    }

    @Test func declaredTypesAndIdentifiersSkipCommentsAndStrings() {
        let text = """
            // struct Commented {}
            public final class Model { struct Nested {} }
            enum Kind { case a }
            let s = "struct InString {}"
            typealias Name = String
            actor Store {}
            """
        #expect(Diagnosis.declaredTypes(in: text) == ["Model", "Kind", "Name", "Store"])
        #expect(!Diagnosis.identifiers(in: text).contains("Commented") && !Diagnosis.identifiers(in: text).contains("InString"))
    }

    /// The lines of each top-level declaration, keyword to closing brace (`assertPreviewSnapshots`
    /// points a failure's cause at a line inside one).
    @Test func declarationLinesRunFromTheKeywordToTheClosingBrace() {
        let text = """
            // struct Commented {
            @MainActor
            public struct Card: View {
                var body: some View {
                    Text("}").padding(24)
                }
            }
            typealias Name = String
            enum Kind { case a }
            """
        #expect(Diagnosis.declarationLines(in: text) == ["Card": 2...6, "Kind": 8...8])
    }

    @Test func usersOfLeftOutTypesFollowThemTransitively() {
        let model = file("Model.swift", "import SwiftData\n@Model final class Note {}")
        let row = file("Row.swift", "struct NoteRow { let note: Note }")
        let list = file("List.swift", "struct NoteList { let rows: [NoteRow] }")
        let other = file("Other.swift", "struct Other { let note = \"Note\" }")  // the word in a string only
        let again = file("Again.swift", "struct Note {}\nstruct UsesNote { let n: Note }")  // declared again here
        let d = Diagnosis.dependents(of: [model], among: [row, list, other])
        #expect(d == ["/app/Row.swift": .usesLeftOut(type: "Note", file: "/app/Model.swift"),
                      "/app/List.swift": .usesLeftOut(type: "NoteRow", file: "/app/Row.swift")])
        #expect(Diagnosis.dependents(of: [model], among: [row, again]).isEmpty)
        // A nested type of the same name (`Models.Note`) is not the left-out one.
        let nested = file("Nested.swift", "enum Models {}\nextension Models { final class Note {} }\nstruct UsesNested { let n: Models.Note }")
        #expect(Diagnosis.dependents(of: [model], among: [nested]).isEmpty)
    }

    /// 50 files, 12 of which fail: 6 import HealthKit or CloudKit, 4 use their types, 2 have
    /// errors of their own. Before, each missing import took a build of its own.
    @Test func fiftyFilesWithADozenFailingAreDiagnosedInAtMostThreeBuilds() throws {
        var files: [PreviewProject.SourceFile] = []
        for n in 0..<38 {
            files.append(file("Good\(n).swift", "import SwiftUI\nstruct Good\(n): View { var body: some View { Text(\"\(n)\") } }\n#Preview { Good\(n)() }\n"))
        }
        for n in 0..<4 {
            files.append(file("Stored\(n).swift", "import HealthKit\nimport SwiftUI\nfinal class Stored\(n) { var name = \"\"; let store = HKHealthStore() }\n"))
        }
        for n in 0..<2 { files.append(file("Synced\(n).swift", "import CloudKit\nimport SwiftUI\nstruct Entry\(n) { let record: CKRecord }\n")) }
        for n in 0..<4 {
            files.append(file("Uses\(n).swift", "import SwiftUI\nstruct Uses\(n): View { let item: Stored\(n); var body: some View { Text(item.name) } }\n"))
        }
        files.append(file("Broken.swift", "import SwiftUI\nstruct Broken: View { var body: some View { Text(\"x\").notAModifier() } }\n"))
        files.append(file("Typo.swift", "import SwiftUI\nstruct Typo: View { var body: some View { Txt(\"x\") } }\n"))
        #expect(files.count == 50)
        let build = PreviewBuild(project: PreviewProject(cache: URL(fileURLWithPath: ProcessInfo.processInfo.environment["LAYOUTVIZ_CACHE"]!)), quiet: true, log: { _ in })
        let result = try #require(try build.build(files))
        #expect(result.failing.count == 12)
        #expect(result.compiled.count == 38)
        #expect(result.builds <= 3, "\(result.builds) builds")
        PreviewProject.release(result.executable)
    }
}
