import Foundation
import LayoutViz
import LayoutVizCLI
import LayoutVizPreviewKit
import Samples
import Testing

/// `layoutviz check`: the API a file uses that LayoutViz lacks, ranked.
@Suite(.serialized) struct CheckCommandTests {
    init() {
        setenv("LAYOUTVIZ_CACHE", PreviewProject.checkoutRoot().appendingPathComponent(".build/layoutviz-test-cache").path, 1)
    }

    @Test func classifiesTheCompilersMessages() {
        let e = "/a/b.swift:3:5: error: "
        #expect(MissingAPIReport.classify(e + "cannot find 'Image' in scope")! == ("Image", "type"))
        #expect(MissingAPIReport.classify(e + "cannot find 'withThrowingTaskGroup2' in scope")! == ("withThrowingTaskGroup2", "function"))
        #expect(MissingAPIReport.classify(e + "cannot find type 'UIImage' in scope")! == ("UIImage", "type"))
        #expect(MissingAPIReport.classify(e + "value of type 'some View' has no member 'navigationTitle'")! == (".navigationTitle", "modifier"))
        #expect(MissingAPIReport.classify(e + "type 'TextFieldStyle' has no member 'roundedBorder'")! == ("TextFieldStyle.roundedBorder", "static member"))
        #expect(MissingAPIReport.classify(e + "no such module 'Charts'")! == ("import Charts", "module"))
        #expect(MissingAPIReport.classify(e + "missing return in closure") == nil)
    }

    /// `check` names the framework of each missing piece: by import, prefix or known name.
    @Test func namesTheFrameworkOfWhatIsMissing() {
        let cases = ["import HealthKit": "HealthKit", "import os.log": "os", "MKLookAroundScene": "MapKit", "CLMonitor": "CoreLocation",
                     "AVPlayerViewController": "AVKit", "AVAudioEngine.init()": "AVFoundation", "HKHealthStore": "HealthKit",
                     "LookAroundPreview": "MapKit", "TipGroup": "TipKit", "Chart": "Charts", "ActivityConfiguration": "WidgetKit",
                     ".contentMargins(_:)": "SwiftUI", "MeshGradient": "SwiftUI", "UIHostingController": "UIKit", "Uniform": "SwiftUI"]
        for (api, framework) in cases { #expect(FrameworkNames.framework(of: api) == framework, "\(api)") }
    }

    @Test func listsWhatIsMissingRankedAndExitsOne() {
        let r = run(["check", PreviewProject.checkoutRoot().appendingPathComponent("Tests/PreviewFixtures/check").path, "--quiet"])
        #expect(r.code == 1)
        let lines = r.out.split(separator: "\n").map(String.init)
        #expect(lines.first == "uses  API               kind                 framework  where")
        #expect(lines.contains("   1  .colorEffect(_:)  member of Rectangle  SwiftUI    Settings.swift:43"))
        #expect(lines.contains("   1  .geometryGroup()  modifier             SwiftUI    Settings.swift:37"))
        #expect(lines.contains("   1  ShaderLibrary     type                 SwiftUI    Settings.swift:43"))
        // What the fixture uses that LayoutViz now has is not listed.
        #expect(!lines.contains { [" Image ", " Label ", " Form ", " Toggle ", " NavigationStack ", " TextField ", " Gauge ", " ColorPicker "].contains(where: $0.contains) })
        #expect(lines.count == 5)
        #expect(r.err == "layoutviz: error: 3 missing APIs (3 uses)\n")
    }

    @Test func spellsMissingCallsAsTheSourceDoes() {
        let e = "/a/b.swift:3:5: error: "
        // A modifier with its labels, at the column Swift points at (the name, or its dot).
        #expect(MissingAPIReport.classify(e + "value of type 'ModifiedContent<A, B>' has no member 'scrollIndicatorsFlash'",
                                          sourceLine: "        .scrollIndicatorsFlash(onAppear: true)", column: 10)! == (".scrollIndicatorsFlash(onAppear:)", "modifier"))
        // An initializer no declaration matches: its labels, an unlabelled argument's type from the notes.
        let note = "/x/Color.swift:9:12: note: candidate expects value of type 'String' for parameter #1 (got 'UIColor')"
        #expect(MissingAPIReport.classify(e + "no exact matches in call to initializer ", sourceLine: "Text(\"A\").foregroundStyle(Color(ui))", column: 28,
                                          notes: [note])! == ("Color.init(_: UIColor)", "initializer"))
        #expect(MissingAPIReport.classify(e + "incorrect argument labels in call (have 'white:brightness:', expected '_:white:opacity:')",
                                          sourceLine: "    .fill(Color(white: 0.5, brightness: 2))", column: 16)! == ("Color.init(white:brightness:)", "initializer"))
        // An implicit member no initializer takes: the initializer, with the member as written.
        #expect(MissingAPIReport.classify(e + "reference to member 'systemGray9' cannot be resolved without a contextual type",
                                          sourceLine: "    .foregroundStyle(Color(.systemGray9))", column: 28)! == ("Color.init(_: .systemGray9)", "initializer"))
        // Generic type names shortened in what is shown.
        #expect(GenericNames.collapsed("value of type 'ModifiedContent<ModifiedContent<TabView<Int, ForEach<Range<Int>, Int, Text>>, _EnvironmentWritingModifier>, _FlexFrameLayout>' has no member 'x'")
                == "value of type 'ModifiedContent<…>' has no member 'x'")
        #expect(GenericNames.collapsed("Binding<Int> and (Int) -> Void") == "Binding<Int> and (Int) -> Void")
    }

    @Test func aMissingModifierIsNamedInOneShortLine() {
        let r = run(["check", PreviewProject.checkoutRoot().appendingPathComponent("Tests/PreviewFixtures/messages").path, "--quiet"])
        #expect(r.code == 1)
        let line = r.out.split(separator: "\n").first { $0.contains("scrollIndicatorsFlash") }
        #expect(line == "   1  .scrollIndicatorsFlash(onAppear:)  modifier  SwiftUI    Pages.swift:22", "\(r.out)")
        #expect((line?.count ?? 99) < 80)
        #expect(!r.out.contains("ModifiedContent") && !r.out.contains("other errors"), "\(r.out)")
        #expect(r.err == "layoutviz: error: 1 missing API (1 use)\n")
    }

    @Test func aSyntaxErrorIsReportedAsOneAtItsLine() {
        let r = run(["check", PreviewProject.checkoutRoot().appendingPathComponent("Tests/PreviewFixtures/syntax").path, "--quiet"])
        #expect(r.code == 1)
        #expect(r.out == "syntax errors (these files were not checked further):\n  Card.swift:8:29: expected ',' separator\n", "\(r.out)")
        #expect(r.err == "layoutviz: error: 1 syntax error\n")
    }

    /// Tests/APIFixtures use the API the study of public SwiftUI files ranked
    /// (docs/coverage-study.md), as those files use it: they type-check against LayoutViz unchanged.
    @Test func theRankedAPIFixturesCompile() {
        let r = run(["check", PreviewProject.checkoutRoot().appendingPathComponent("Tests/APIFixtures").path, "--quiet"])
        #expect(r.code == 0, "\(r.out)\(r.err)")
        #expect(r.out == "every API these files use is in LayoutViz: they compile\n")
    }

    @Test func filesThatCompileAreSaidToAndExitZero() {
        let r = run(["check", PreviewProject.checkoutRoot().appendingPathComponent("Samples/articles").path, "--quiet"])
        #expect(r.code == 0 && r.out == "every API these files use is in LayoutViz: they compile\n")
    }
}

/// `layoutviz preview --watch`: a save redraws the pictures, a compile error keeps the last good
/// ones, and the live page's status says which.
@Suite(.serialized) struct PreviewWatchTests {
    init() {
        setenv("LAYOUTVIZ_CACHE", PreviewProject.checkoutRoot().appendingPathComponent(".build/layoutviz-test-cache").path, 1)
    }

    /// Lines a process writes, gathered on another thread.
    final class Lines: @unchecked Sendable {
        private let lock = NSLock()
        private var text = ""
        func append(_ s: String) { lock.lock(); text += s + "\n"; lock.unlock() }
        var all: String { lock.lock(); defer { lock.unlock() }; return text }
        /// Waits until a line contains `needle`; returns that line.
        func wait(for needle: String, timeout: TimeInterval = 180) -> String? {
            let end = Date().addingTimeInterval(timeout)
            while Date() < end {
                if let line = all.split(separator: "\n").first(where: { $0.contains(needle) }) { return String(line) }
                usleep(50_000)
            }
            return nil
        }
    }

    /// A connection that sends nothing.
    private func openConnection(_ port: UInt16) -> Int32 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var addr = sockaddr_in()
        addr.sin_family = sa_family_t(AF_INET)
        addr.sin_port = port.bigEndian
        addr.sin_addr.s_addr = inet_addr("127.0.0.1")
        _ = withUnsafePointer(to: &addr) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
        return fd
    }

    /// GET over a plain socket (no URLSession needed), with the `Host` a browser sends.
    private func get(_ port: UInt16, _ path: String, host: String? = nil) -> String {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var addr = sockaddr_in()
        addr.sin_family = sa_family_t(AF_INET)
        addr.sin_port = port.bigEndian
        addr.sin_addr.s_addr = inet_addr("127.0.0.1")
        let ok = withUnsafePointer(to: &addr) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
        guard ok == 0 else { return "" }
        let request = "GET \(path) HTTP/1.1\r\nHost: \(host ?? "localhost:\(port)")\r\n\r\n"
        _ = request.withCString { send(fd, $0, strlen($0), 0) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = read(fd, &buffer, buffer.count)
            if n <= 0 { break }
            data.append(contentsOf: buffer[0..<n])
        }
        return String(decoding: data, as: UTF8.self)
    }

    @Test func savesRedrawAndErrorsKeepTheLastGoodPictures() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let source = dir.appendingPathComponent("views/ProfileCard.swift")
        try FileManager.default.createDirectory(at: source.deletingLastPathComponent(), withIntermediateDirectories: true)
        let original = try String(contentsOf: PreviewProject.checkoutRoot().appendingPathComponent("Tests/PreviewFixtures/app/ProfileCard.swift"), encoding: .utf8)
        try original.write(to: source, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("out")
        let port = UInt16(20_000 + Int(getpid()) % 20_000)
        let p = Process()
        p.executableURL = try layoutvizExecutable()
        p.arguments = ["preview", source.deletingLastPathComponent().path, "--watch", "--out", out.path, "--port", "\(port)", "--timeout", "10", "--quiet"]
        let pipe = Pipe()
        p.standardOutput = pipe
        p.standardError = FileHandle.nullDevice
        let lines = Lines()
        try p.run()
        defer { p.terminate(); p.waitUntilExit() }
        let reader = Thread { forwardLines(pipe.fileHandleForReading) { lines.append($0) } }
        reader.start()

        let live = try #require(lines.wait(for: "live page: "))
        let actualPort = try #require(UInt16(live.split(separator: ":").last!.split(separator: "/").first!))
        #expect(lines.wait(for: "round 1: first round: built in") != nil, "\(lines.all)")
        #expect(get(actualPort, "/status").contains(#"{"generation": 1, "ok": true"#))
        #expect(get(actualPort, "/").contains("layoutviz preview --watch"))
        // Only a browser on this machine is answered: another Host (DNS rebinding) is refused.
        #expect(get(actualPort, "/status", host: "attacker.example:\(actualPort)").hasPrefix("HTTP/1.1 421"))
        #expect(get(actualPort, "/status", host: "127.0.0.1:\(actualPort)").hasPrefix("HTTP/1.1 200"))
        // A link in the served folder to a file outside it is not followed.
        try FileManager.default.createSymbolicLink(at: out.appendingPathComponent("passwd.html"), withDestinationURL: URL(fileURLWithPath: "/etc/passwd"))
        #expect(get(actualPort, "/passwd.html").hasPrefix("HTTP/1.1 404"))
        // Many idle connections hold no handler for long: the page still answers.
        let idle = (0..<100).map { _ in openConnection(actualPort) }
        defer { idle.forEach { close($0) } }
        let busy = Date()
        #expect(get(actualPort, "/status").contains(#""ok": true"#))
        #expect(Date().timeIntervalSince(busy) < 15)
        let card = out.appendingPathComponent("ProfileCard/card/iphone-17-portrait.png")
        let before = try Data(contentsOf: card)

        // A save: the picture changes, and the round says how long from save to picture.
        try original.replacingOccurrences(of: "Not following", with: "Not yet following").write(to: source, atomically: true, encoding: .utf8)
        let round2 = try #require(lines.wait(for: "round 2: "), "\(lines.all)")
        #expect(round2.contains("ProfileCard.swift changed: built in") && round2.contains("save to picture"))
        let after = try Data(contentsOf: card)
        #expect(after != before)
        #expect(get(actualPort, "/status").contains(#"{"generation": 2, "ok": true"#))

        // A compile error: the page says so, and the last good picture stays.
        try original.replacingOccurrences(of: ".bold()", with: ".bold().notAModifier()").write(to: source, atomically: true, encoding: .utf8)
        let round3 = try #require(lines.wait(for: "round 3: "), "\(lines.all)")
        #expect(round3.contains("ProfileCard.swift does not compile"))
        #expect(get(actualPort, "/status").contains(#""generation": 2, "ok": false, "message": "ProfileCard.swift does not compile"#))
        #expect(try Data(contentsOf: card) == after)
        // Files outside the output folder are not served.
        #expect(get(actualPort, "/../../etc/passwd").hasPrefix("HTTP/1.1 404"))

        // A preview that hangs: named with the cause, the watcher goes on, the other pictures stay.
        let looping = original.replacingOccurrences(of: "ProfileCard(name: \"Taylor\")", with: "{ () -> ProfileCard in while true {} }()")
        try looping.write(to: source, atomically: true, encoding: .utf8)
        let round4 = try #require(lines.wait(for: "round 4: "), "\(lines.all)")
        #expect(round4.contains("1 preview failed") && round4.contains("preview 'Card' did not finish within 10 s"), "\(round4)")
        #expect(try Data(contentsOf: card) == after)
        #expect(get(actualPort, "/status").contains(#""ok": false"#))
        // Fixed: up to date again.
        try original.write(to: source, atomically: true, encoding: .utf8)
        let round5 = try #require(lines.wait(for: "round 5: "), "\(lines.all)")
        #expect(round5.contains("ProfileCard.swift changed: built in"), "\(round5)")
        #expect(get(actualPort, "/status").contains(#""ok": true"#))
    }
}

/// `check` names every module the files import that LayoutViz does not have, not only the first.
@Suite struct CheckModulesTests {
    init() {
        setenv("LAYOUTVIZ_CACHE", PreviewProject.checkoutRoot().appendingPathComponent(".build/layoutviz-test-cache").path, 1)
    }

    @Test func everyMissingModuleIsNamedWithItsFiles() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data("import HealthKit\nfinal class Note { init() {} }\n".utf8).write(to: dir.appendingPathComponent("Note.swift"))
        try Data("import CloudKit\nstruct Entry {}\n".utf8).write(to: dir.appendingPathComponent("Widget.swift"))
        try Data("import SwiftUI\nstruct Row: View { let note: Note; var body: some View { Text(\"x\") } }\n".utf8).write(to: dir.appendingPathComponent("Row.swift"))
        try Data("import SwiftUI\nstruct Fine: View { var body: some View { Text(\"x\") } }\n".utf8).write(to: dir.appendingPathComponent("Fine.swift"))
        let r = run(["check", dir.path, "--quiet"])
        #expect(r.code == 1)
        #expect(r.out.contains("import HealthKit: 1 file (Note.swift)") && r.out.contains("import CloudKit: 1 file (Widget.swift)"), "\(r.out)")
        #expect(r.out.contains("Row.swift: uses Note, declared in Note.swift, which is left out"))
        #expect(r.err.contains("3 files cannot build without 2 modules LayoutViz does not have (CloudKit, HealthKit)"), "\(r.err)")
    }
}
