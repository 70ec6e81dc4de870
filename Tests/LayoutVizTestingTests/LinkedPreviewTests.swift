import Foundation
import LayoutViz
import LayoutVizPreviewKit
@testable import LayoutVizTesting
import Testing

/// `assertPreviewSnapshots` with previews linked into the test binary: the consumer fixture's views
/// (Tests/Fixtures/Consumer) and this target's own hostile previews.
@Suite struct LinkedPreviewTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let views = root.appendingPathComponent("Tests/Fixtures/Consumer/Sources/ConsumerViews")
    /// The consumer's own goldens, which its `swift test` verifies.
    static let goldens = root.appendingPathComponent("Tests/Fixtures/Consumer/Tests/ConsumerViewsTests/Goldens/previews")

    /// The 1-based lines of `#Preview` in a file.
    static func previewLines(_ file: URL) throws -> [Int] {
        try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .filter { $0.element.hasPrefix("#Preview") }.map { $0.offset + 1 }
    }

    @Test func theMacroRegistersEachBlockWhereItIsAndProvidersAreFoundByType() throws {
        let linked = LinkedPreviews.current
        let signIn = linked.blocks.filter { $0.fileID == "ConsumerViews/SignInView.swift" }
        #expect(signIn.map(\.line).sorted() == (try Self.previewLines(Self.views.appendingPathComponent("SignInView.swift"))))
        #expect(signIn.allSatisfy { $0.path == Self.views.appendingPathComponent("SignInView.swift").resolvingSymlinksInPath().path })
        #expect(linked.providers.map(\.name).contains("ConsumerViews.ProfileCard_Previews"))
        // This target's own blocks too: any module the binary links.
        #expect(linked.blocks.filter { $0.fileID == "LayoutVizTestingTests/HostileViews.swift" }.count == 2)
    }

    /// A run over the consumer's views against its recorded goldens: drawn by workers started
    /// from this binary, nothing generated in the (empty) cache, every cell passing.
    @Test func linkedPreviewsAreDrawnWithoutABuildAndMatchTheirGoldens() throws {
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("layoutviz-linked-cache-\(UUID().uuidString)")
        let artifacts = FileManager.default.temporaryDirectory.appendingPathComponent("layoutviz-linked-artifacts-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: artifacts) }
        var run = PreviewSnapshotRun(sources: "Tests/Fixtures/Consumer/Sources", goldens: Self.goldens, artifacts: artifacts, record: .never,
                                     testFile: #filePath, function: #function)
        run.project = PreviewProject(cache: cache)
        let said = Lines()
        run.say = { said.append($0) }
        var failures: [String] = []
        #expect(run.perform { failures.append($0) } == .linked)
        #expect(failures.isEmpty, "\(failures)")
        #expect(!FileManager.default.fileExists(atPath: cache.path), "a preview package was generated in the cache")
        #expect(said.all.contains { $0.contains("3 previews of 2 files linked into this test") }, "\(said.all)")
        let cells = try FileManager.default.subpathsOfDirectory(atPath: Self.goldens.path).filter { $0.hasSuffix(".png") }.sorted()
        #expect(cells == ["ProfileCard/profilecard-previews/iphone-17-portrait.png", "SignInView/sign-in/iphone-17-portrait.png",
                          "SignInView/wrong-password/iphone-17-portrait.png"])
    }

    /// A layout golden whose padding differs from the view's (as after a one-line edit): one
    /// failure for the file's two previews, its first line the source line of the change.
    @Test func aChangedParameterFailsOnceWithItsSourceLineFirst() throws {
        let goldens = FileManager.default.temporaryDirectory.appendingPathComponent("layoutviz-linked-goldens-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: goldens) }
        try FileManager.default.copyItem(at: Self.goldens, to: goldens)
        for preview in ["sign-in", "wrong-password"] {
            let url = goldens.appendingPathComponent("SignInView/\(preview)/iphone-17-portrait.layout.json")
            let text = try String(contentsOf: url, encoding: .utf8)
            #expect(text.contains("leading: 24"))
            try text.replacingOccurrences(of: "leading: 24", with: "leading: 20").write(to: url, atomically: true, encoding: .utf8)
        }
        let run = PreviewSnapshotRun(sources: "Tests/Fixtures/Consumer/Sources", goldens: goldens, artifacts: goldens.appendingPathComponent("artifacts"),
                                     record: .never, testFile: #filePath, function: #function)
        var failures: [String] = []
        run.perform { failures.append($0) }
        try #require(failures.count == 1, "\(failures)")
        let lines = failures[0].split(separator: "\n").map(String.init)
        let source = Self.views.appendingPathComponent("SignInView.swift")
        let paddingLine = try #require(try String(contentsOf: source, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.contains(".padding(.leading, 24)") }) + 1
        #expect(lines[0].hasPrefix("\(source.path):\(paddingLine): SignInView"), "\(lines[0])")
        #expect(lines[0].contains("changed parameters 'leading: 20' -> 'leading: 24'"), "\(lines[0])")
        #expect(lines[1] == "  changes 2 previews of \(source.path): 'Sign in' (iphone-17-portrait), 'Wrong password' (iphone-17-portrait)")
        #expect(lines.contains { $0.contains("the other 1 cell fails for the same cause") })
    }

    /// A linked preview that traps ends its worker and fails alone, with its cause; the other
    /// preview of its file is drawn.
    @Test func aLinkedPreviewThatCrashesFailsAloneAndTheOtherDraws() throws {
        let goldens = FileManager.default.temporaryDirectory.appendingPathComponent("layoutviz-linked-hostile-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: goldens) }
        let run = PreviewSnapshotRun(sources: "Tests/LayoutVizTestingTests/Hostile", goldens: goldens, artifacts: goldens.appendingPathComponent("artifacts"),
                                     record: .missing, testFile: #filePath, function: #function)
        var failures: [String] = []
        #expect(run.perform { failures.append($0) } == .linked)
        try #require(failures.count == 1, "\(failures)")
        #expect(failures[0].contains("HostileViews.swift:") && failures[0].contains("preview 'Trap'") && failures[0].contains("Index out of range"), "\(failures[0])")
        #expect(FileManager.default.fileExists(atPath: goldens.appendingPathComponent("HostileViews/steady/iphone-17-portrait.png").path))
    }

    /// A preview worker runs each preview's `.task` before its picture: the model's loaded, empty
    /// and error states are drawn, the same bytes on a second run.
    @Test func tasksRunBeforeThePictureInAWorker() throws {
        // A server that accepts connections and never answers, for the offline preview.
        let silent = try SilentServer()
        setenv("LAYOUTVIZ_TEST_FEED", "http://127.0.0.1:\(silent.port)/feed.json", 1)
        defer { withExtendedLifetime(silent) {} }
        let goldens = FileManager.default.temporaryDirectory.appendingPathComponent("layoutviz-linked-lifecycle-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: goldens) }
        let run = PreviewSnapshotRun(sources: "Tests/LayoutVizTestingTests/Lifecycle", goldens: goldens, artifacts: goldens.appendingPathComponent("artifacts"),
                                     record: .missing, testFile: #filePath, function: #function)
        var failures: [String] = []
        #expect(run.perform { failures.append($0) } == .linked)
        #expect(failures.isEmpty, "\(failures)")
        func layout(_ preview: String) throws -> String {
            try String(contentsOf: goldens.appendingPathComponent("Inbox/\(preview)/iphone-17-portrait.layout.json"), encoding: .utf8)
        }
        #expect(try layout("loaded").contains("Lunch on Friday?") && !(try layout("loaded").contains("Loading")))
        #expect(try layout("empty").contains("No Mail"))
        #expect(try layout("error").contains("The server is unreachable."))
        // A preview is offline: its request fails at once (not after a DNS or connection timeout).
        #expect(try layout("offline").contains("Offline"))
        // Again, against what was recorded: every cell passes, pixels and all.
        let again = PreviewSnapshotRun(sources: "Tests/LayoutVizTestingTests/Lifecycle", goldens: goldens, artifacts: goldens.appendingPathComponent("artifacts"),
                                       record: .never, testFile: #filePath, function: #function)
        again.perform { failures.append($0) }
        #expect(failures.isEmpty, "\(failures)")
    }

    @Test func goldensInsideATestTargetAreNamedUnlessTheManifestExcludesThem() throws {
        let package = FileManager.default.temporaryDirectory.appendingPathComponent("layoutviz-manifest-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: package) }
        try FileManager.default.createDirectory(at: package, withIntermediateDirectories: true)
        let manifest = package.appendingPathComponent("Package.swift")
        let goldens = package.appendingPathComponent("Tests/AppTests/Goldens/previews")
        try #"targets: [.testTarget(name: "AppTests", dependencies: ["App"])]"#.write(to: manifest, atomically: true, encoding: .utf8)
        let problem = try #require(GoldenLocation.problem(goldens, packageRoot: package))
        #expect(problem.message == #"layoutviz: warning: SwiftPM warns that the golden files in Tests/AppTests/Goldens are unhandled files of target AppTests; add exclude: ["Goldens"] to .testTarget(name: "AppTests", ...) in "# + manifest.path)
        try #"targets: [.testTarget(name: "AppTests", dependencies: ["App"], exclude: ["Goldens"])]"#.write(to: manifest, atomically: true, encoding: .utf8)
        #expect(GoldenLocation.problem(goldens, packageRoot: package) == nil)
        // Goldens outside the test targets' folders are SwiftPM's business no more.
        #expect(GoldenLocation.problem(package.appendingPathComponent("Goldens"), packageRoot: package) == nil)
    }
}

/// Lines said by a run.
final class Lines: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    func append(_ s: String) { lock.lock(); lines.append(s); lock.unlock() }
    var all: [String] { lock.lock(); defer { lock.unlock() }; return lines }
}

/// A loopback TCP server that accepts connections (the kernel completes them) and never answers.
final class SilentServer {
    let fd: Int32
    let port: UInt16

    init() throws {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        var addr = sockaddr_in()
        addr.sin_family = sa_family_t(AF_INET)
        addr.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &addr) { p in
            p.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) == 0 && listen(fd, 16) == 0 && getsockname(fd, $0, &length) == 0 }
        }
        guard fd >= 0, bound else {
            if fd >= 0 { close(fd) }
            throw CocoaError(.fileWriteUnknown)
        }
        self.fd = fd
        port = UInt16(bigEndian: addr.sin_port)
    }

    deinit { close(fd) }
}
