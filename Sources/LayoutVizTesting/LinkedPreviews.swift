import CPreviewRegistry
import Foundation
import LayoutViz
import LayoutVizPreviewHost
import LayoutVizPreviewKit

/// The previews linked into this program: the `#Preview` blocks and `PreviewProvider` types of the
/// modules a test target depends on, found at run time from the Swift runtime's conformance records
/// (`PreviewRegistry` is what the `#Preview` macro declares), so `assertPreviewSnapshots` draws
/// them without building anything (docs/goldens.md, "Previews in the test process").
///
/// Workers are copies of the test binary itself: started with `LAYOUTVIZ_LINKED_PREVIEW_WORKER=1`,
/// a copy becomes a preview worker before its `main` runs (CPreviewRegistry), with the isolation a
/// built preview program has: a preview that crashes or hangs ends its worker, not the test.
package struct LinkedPreviews: Sendable {
    // A metatype is an immutable descriptor; the types' requirements are static and read-only, and
    // the previews are made on the worker's main thread.

    /// A `#Preview` block's type and where it is.
    package struct Block: @unchecked Sendable {
        /// `Module/File.swift`.
        package let fileID: String
        /// The file's path, symbolic links resolved.
        package let path: String
        package let line: Int
        let type: any PreviewRegistry.Type

        /// How a block is matched with a scanned `#Preview` and a request's entry.
        var key: String { Self.key(path: path, line: line) }
        static func key(path: String, line: Int) -> String { "\(path):\(line)" }
    }

    /// A `PreviewProvider` type with its module-qualified name.
    package struct Provider: @unchecked Sendable {
        package let name: String
        let type: any PreviewProvider.Type
    }

    package var blocks: [Block] = []
    package var providers: [Provider] = []

    /// This program's, found once.
    package static let current = LinkedPreviews.discover()

    /// The environment variable that makes a copy of this program a worker.
    package static let workerVariable = LV_REGISTRY_WORKER_VARIABLE

    /// This program's file, which workers run.
    package static var program: URL {
        URL(fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0])
    }

    /// Every conforming type of this program's loaded images.
    static func discover() -> LinkedPreviews {
        var found = LinkedPreviews()
        for type in conformingTypes("PreviewRegistry") {
            guard let t = type as? any PreviewRegistry.Type else { continue }
            found.blocks.append(Block(fileID: t.fileID, path: resolved(t.filePath), line: t.line, type: t))
        }
        for type in conformingTypes("PreviewProvider") {
            guard let t = type as? any PreviewProvider.Type else { continue }
            found.providers.append(Provider(name: String(reflecting: t), type: t))
        }
        return found
    }

    /// The types conforming to LayoutVizCore's protocol `name`.
    private static func conformingTypes(_ name: String) -> [Any.Type] {
        final class Types { var all: [Any.Type] = [] }
        let types = Types()
        withExtendedLifetime(types) {
            lv_registry_conformances("LayoutVizCore", name, { metadata, context in
                guard let metadata, let context else { return }
                Unmanaged<Types>.fromOpaque(context).takeUnretainedValue().all.append(unsafeBitCast(metadata, to: Any.Type.self))
            }, Unmanaged.passUnretained(types).toOpaque())
        }
        return types.all
    }

    static func resolved(_ path: String) -> String { URL(fileURLWithPath: path).resolvingSymlinksInPath().path }

    // MARK: Matching the scanned sources

    /// How the scanned previews of `sources` map onto this program's: each provider's type (by
    /// `PreviewSession.providerKey`), or the files whose previews it does not link, with why.
    package enum Match {
        case linked(providerTypes: [String: String])
        case unlinked([(file: String, why: String)])
    }

    package func match(_ sources: [PreviewProject.SourceFile]) -> Match {
        let blockKeys = Set(blocks.map(\.key))
        var providerTypes: [String: String] = [:]
        var missing: [(file: String, why: String)] = []
        for file in sources where file.listsPreviews {
            let path = Self.resolved(file.path)
            if let m = file.scan.macros.first(where: { !blockKeys.contains(Block.key(path: path, line: $0.line)) }) {
                let sameFile = blocks.contains { $0.path == path }
                missing.append((file.path, sameFile ? "its #Preview at line \(m.line) is not where the linked copy has one (the file changed since the test was built)"
                                                    : "its module is not a dependency of the test target"))
                continue
            }
            for p in file.scan.providers {
                guard let type = provider(named: p.typeName, in: file) else {
                    missing.append((file.path, "PreviewProvider \(p.typeName) is not linked: its module is not a dependency of the test target"))
                    break
                }
                providerTypes[PreviewSession.providerKey(file: file.path, name: p.typeName)] = type
            }
        }
        return missing.isEmpty ? .linked(providerTypes: providerTypes) : .unlinked(missing)
    }

    /// The module-qualified name of the linked provider a file's `name` is: the only one so named,
    /// or the one whose module is a folder of the file's path.
    private func provider(named name: String, in file: PreviewProject.SourceFile) -> String? {
        let candidates = providers.filter { $0.name.hasSuffix("." + name) }
        if candidates.count == 1 { return candidates[0].name }
        let folders = Set(file.path.split(separator: "/").map(String.init))
        let module = file.module.map { [$0] } ?? []
        let chosen = candidates.filter { c in c.name.split(separator: ".").first.map { module.contains(String($0)) || folders.contains(String($0)) } ?? false }
        return chosen.count == 1 ? chosen[0].name : nil
    }

    // MARK: The worker

    /// The entries a run's request names, in its order.
    func entries(for request: WorkerRequest) throws -> [PreviewHost.Entry] {
        guard let linked = request.linked else { throw PreviewBuildError("the request names no linked previews") }
        let byKey = Dictionary(blocks.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        var byName: [String: Provider] = [:]
        for p in providers { byName[p.name] = p }
        return try linked.map { e in
            if let name = e.provider {
                guard let p = byName[name] else { throw PreviewBuildError("PreviewProvider \(name) is not linked into this test binary") }
                let type = p.type
                return .provider(name.split(separator: ".").last.map(String.init) ?? name, file: e.file, line: e.line, previews: { AnyView(type.previews) })
            }
            guard let b = byKey[Block.key(path: Self.resolved(e.file), line: e.line)] else { throw PreviewBuildError("no #Preview at \(e.file):\(e.line) is linked into this test binary") }
            let type = b.type
            return .macro(file: e.file, line: e.line) { type.makePreview() }
        }
    }
}

/// A copy of the test binary started as a worker comes here from CPreviewRegistry's hook, before
/// the test framework's `main`, and does not return.
@_cdecl("lv_registry_worker_main")
func linkedPreviewWorkerMain() {
    let linked = LinkedPreviews.current
    PreviewHost.serve { try linked.entries(for: $0) }
}
